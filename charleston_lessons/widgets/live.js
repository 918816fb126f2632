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

function render({ model, el }) {
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
