// A live region that stays on the page (see live.py): only its content changes.
const ROOTS = ".cl-exercise, .cl-play-seat, .cl-live-table, .cl-overview, .cl-practice";

function keepArrowsInside(el) {
  // Once the view is in the page, find the exercise around it and keep arrow keys pressed on
  // its buttons from reaching JupyterLab's notebook shortcuts (which move between cells).
  requestAnimationFrame(() => {
    const root = el.closest(ROOTS);
    if (!root || root.dataset.clArrows) return;
    root.dataset.clArrows = "1";
    root.addEventListener("keydown", (event) => {
      if (!event.key.startsWith("Arrow")) return;
      const target = event.target;
      if (target && target.closest && target.closest("button, [role=button], select")) {
        event.stopPropagation();
      }
    });
  });
}

function liveRegion(node, assertive) {
  node.setAttribute("role", assertive ? "alert" : "status");
  node.setAttribute("aria-live", assertive ? "assertive" : "polite");
  node.setAttribute("aria-atomic", "true");
}

// Several areas one under another (Areas in live.py): each made once, its content changed only
// when its own value changes, so a live area is announced for its own news and no other's.
function drawAreas({ model, el }) {
  const box = document.createElement("div");
  box.className = "cl-areas";
  const areas = new Map(); // name -> {node, html}
  const build = () => {
    const live = model.get("live") || [];
    areas.clear();
    box.replaceChildren();
    for (const name of model.get("names") || []) {
      const node = document.createElement("div");
      node.className = live.includes(name) ? "cl-live cl-area" : "cl-area";
      node.dataset.area = name;
      if (live.includes(name)) liveRegion(node, false);
      box.append(node);
      areas.set(name, { node, html: "" });
    }
    fill();
  };
  const fill = () => {
    const values = model.get("values") || {};
    for (const [name, area] of areas) {
      const html = values[name] || "";
      if (html === area.html) continue;
      area.html = html;
      area.node.innerHTML = html; // course-made markup only (feedback_html etc.)
    }
  };
  // A hint or solution just opened (Areas.bring): into view and focused, so a learner sees it
  // and a screen reader reads it, however far below the fold it opened.
  const bring = () => {
    const asked = model.get("brought") || {};
    const area = areas.get(asked.area);
    if (!area || !area.node.innerHTML) return;
    area.node.setAttribute("tabindex", "-1");
    requestAnimationFrame(() => {
      area.node.focus({ preventScroll: true });
      const still = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      area.node.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
    });
  };
  build();
  el.append(box);
  keepArrowsInside(el);
  model.on("change:names", build);
  model.on("change:live", build);
  model.on("change:values", fill);
  model.on("change:brought", bring);
  return () => {
    model.off("change:names", build);
    model.off("change:live", build);
    model.off("change:values", fill);
    model.off("change:brought", bring);
  };
}

function render({ model, el }) {
  adoptStyle(model);
  if (model.get("names")) return drawAreas({ model, el });
  const region = document.createElement("div");
  region.className = "cl-live";
  region.setAttribute("aria-atomic", "true");
  const draw = () => {
    const assertive = !!model.get("assertive");
    region.setAttribute("role", assertive ? "alert" : "status");
    region.setAttribute("aria-live", assertive ? "assertive" : "polite");
    region.innerHTML = model.get("value") || ""; // course-made markup only (feedback_html etc.)
  };
  draw();
  el.append(region);
  keepArrowsInside(el);
  model.on("change:value", draw);
  model.on("change:assertive", draw);
  return () => {
    model.off("change:value", draw);
    model.off("change:assertive", draw);
  };
}

export default { render };
