// The tile picker's view (anywidget). It draws only what Python sends: the tile SVGs
// (`svgs`, `face_down_svg`), the names for screen readers (`names`) and every sentence
// (`text`). It holds a selection and decides nothing about legality.
//
// Keyboard: the rack is one tab stop (roving tabindex). Left/Up and Right/Down move
// between tiles, Home/End jump to the ends, Space or Enter toggles the tile in focus.
// The forward-unseen stepper is two ordinary buttons.

let viewCount = 0;

function fill(template, fields) {
  return String(template ?? "").replace(/\{(\w+)\}/g, (whole, key) =>
    key in fields ? String(fields[key]) : whole,
  );
}

// Put one trusted SVG string (from charleston_lessons.art) into `holder`, hidden from
// assistive technology: the element around it carries the accessible name.
function putSvg(holder, svg) {
  holder.innerHTML = svg || "";
  const picture = holder.querySelector("svg");
  if (picture) {
    picture.setAttribute("aria-hidden", "true");
    picture.setAttribute("focusable", "false");
  }
}

function render({ model, el }) {
  adoptStyle(model);
  const id = `cl-picker-${++viewCount}-${Math.random().toString(36).slice(2, 8)}`;
  const text = (key) => (model.get("text") || {})[key] || "";
  let focusIndex = 0; // the rack's single tab stop
  let noteTimer = null;

  // ---------------------------------------------------------------- the DOM
  const root = make("div", "cl-picker");
  const rackLabel = make("div", "cl-picker-label", { id: `${id}-label` });
  const rack = make("div", "cl-picker-rack", {
    role: "group",
    "aria-labelledby": `${id}-label`,
  });

  const arrivingBox = make("div", "cl-picker-arriving", {
    role: "group",
    "aria-labelledby": `${id}-arriving`,
  });
  const arrivingLabel = make("div", "cl-picker-label", { id: `${id}-arriving` });
  const arrivingRow = make("div", "cl-picker-arriving-row");
  const faceDown = make("div", "cl-picker-facedown");
  const stepper = make("div", "cl-picker-stepper", {
    role: "group",
    "aria-labelledby": `${id}-forward-label`,
  });
  const forwardLabel = make("span", "cl-picker-stepper-label", { id: `${id}-forward-label` });
  const fewer = make("button", "cl-picker-step", { type: "button" });
  fewer.textContent = "\u2212";
  const count = make("output", "cl-picker-count", { "aria-live": "off" });
  const more = make("button", "cl-picker-step", { type: "button" });
  more.textContent = "+";
  stepper.append(forwardLabel, fewer, count, more);
  arrivingRow.append(faceDown, stepper);
  arrivingBox.append(arrivingLabel, arrivingRow);

  const status = make("div", "cl-picker-status", { role: "status", "aria-live": "polite" });
  const note = make("div", "cl-picker-note", { "aria-live": "polite" });
  // An optional submit button (an exercise's Check). A press is a message from the picker's
  // own model holding the selection on screen, so it can never be graded on an older one: a
  // press on a separate button widget could overtake the selection.
  const submit = make("button", "cl-picker-submit jupyter-widgets jupyter-button widget-button mod-primary", {
    type: "button",
  });
  const submitIcon = make("i", "fa fa-check", { "aria-hidden": "true" });
  const submitText = make("span", "");
  submit.append(submitIcon, submitText);

  // Check and the extra buttons beside it (an exercise's Hint and Show solution), on one row that
  // wraps at narrow widths. The extras have a class of their own: they are not laid out as Check.
  const actions = make("div", "cl-picker-actions");
  const extras = make("span", "cl-picker-extras");
  actions.append(submit, extras);
  function drawExtras() {
    extras.replaceChildren();
    for (const extra of model.get("extras") || []) {
      const button = make("button", "cl-picker-extra jupyter-widgets jupyter-button widget-button", {
        type: "button",
        title: extra.tip || undefined,
        "data-action": extra.id,
      });
      if (extra.icon) button.append(make("i", `fa fa-${extra.icon}`, { "aria-hidden": "true" }));
      const words = make("span", "");
      words.textContent = " " + (extra.label || "");
      button.append(words);
      button.addEventListener("click", () => {
        if (model.get("disabled")) return;
        const values = { selected: (model.get("selected") || []).slice(), forward: model.get("forward") || 0 };
        model.send({ kind: "press", action: extra.id, values, made_after: model.get("resets") || 0 });
      });
      button.addEventListener("keydown", (event) => {
        if (event.key.startsWith("Arrow")) event.stopPropagation(); // arrows stay in the exercise
      });
      extras.append(button);
    }
  }
  drawExtras();

  root.append(rackLabel, rack, arrivingBox, status, note, actions);
  el.append(root);

  // ---------------------------------------------------------------- drawing
  const rackTiles = () => Array.from(rack.children);

  function drawRack() {
    const svgs = model.get("svgs") || [];
    const names = model.get("names") || [];
    const codes = model.get("tiles") || [];
    const fresh = new Set(model.get("fresh") || []);
    const hadFocus = rack.contains(document.activeElement);
    rack.replaceChildren();
    svgs.forEach((svg, i) => {
      const tile = make("div", "cl-picker-tile", {
        role: "checkbox",
        "aria-checked": "false",
        "aria-label": names[i] || codes[i] || "",
        tabindex: "-1",
        "data-index": String(i),
        "data-tile": codes[i] || "",
      });
      putSvg(tile, svg);
      if (fresh.has(i)) {
        // New: an outline and a badge with the word, and the word in the accessible name.
        tile.classList.add("cl-picker-new");
        tile.setAttribute("aria-label", fill(text("new_name"), { name: names[i] || codes[i] || "" }));
        const badge = make("span", "cl-picker-new-badge", { "aria-hidden": "true" });
        badge.textContent = text("new_badge");
        tile.append(badge);
      }
      rack.append(tile);
    });
    focusIndex = Math.min(focusIndex, Math.max(0, svgs.length - 1));
    updateSelection();
    if (hadFocus) focusTile(focusIndex);
  }

  function drawArriving() {
    const arriving = model.get("arriving") || 0;
    arrivingBox.hidden = arriving <= 0;
    const side = text(`side.${model.get("arriving_from")}`) || model.get("arriving_from");
    arrivingLabel.textContent = fill(text("arriving"), { side });
    forwardLabel.textContent = text("forward");
    fewer.setAttribute("aria-label", text("forward_fewer"));
    more.setAttribute("aria-label", text("forward_more"));
    fewer.title = text("forward_fewer");
    more.title = text("forward_more");
    faceDown.replaceChildren();
    for (let i = 0; i < arriving; i++) {
      // Mouse shortcut only; the stepper is the accessible control.
      const tile = make("div", "cl-picker-tile cl-picker-tile-down", {
        "aria-hidden": "true",
        "data-index": String(i),
      });
      putSvg(tile, model.get("face_down_svg"));
      faceDown.append(tile);
    }
    updateSelection();
  }

  function updateSelection() {
    const selected = new Set(model.get("selected") || []);
    const disabled = !!model.get("disabled");
    const forward = model.get("forward") || 0;
    const arriving = model.get("arriving") || 0;
    const limit = model.get("limit") || 0;
    rackTiles().forEach((tile, i) => {
      const on = selected.has(i);
      tile.setAttribute("aria-checked", on ? "true" : "false");
      tile.classList.toggle("cl-picker-selected", on);
      tile.setAttribute("tabindex", i === focusIndex ? "0" : "-1");
      tile.setAttribute("aria-disabled", disabled ? "true" : "false");
    });
    Array.from(faceDown.children).forEach((tile, i) => {
      tile.classList.toggle("cl-picker-selected", i < forward);
    });
    rackLabel.textContent = model.get("label") || "";
    submitText.textContent = " " + (model.get("submit_label") || "");
    submit.hidden = !model.get("submit_label");
    submit.disabled = disabled;
    root.classList.toggle("cl-picker-disabled", disabled);
    fewer.setAttribute("aria-disabled", disabled || forward <= 0 ? "true" : "false");
    more.setAttribute("aria-disabled", disabled || forward >= arriving ? "true" : "false");
    count.textContent = String(forward);
    const own = selected.size;
    status.style.display = limit === 0 ? "none" : ""; // a rack only on view has no count to show
    status.textContent = fill(text(forward ? "status_forward" : "status"), {
      total: own + forward,
      limit,
      own,
      forward,
    });
  }

  // ---------------------------------------------------------------- the live note
  function say(message) {
    // Empty first, then fill, so the same sentence twice is announced twice.
    clearTimeout(noteTimer);
    note.textContent = "";
    noteTimer = setTimeout(() => {
      note.textContent = message;
    }, 50);
  }

  function quiet() {
    clearTimeout(noteTimer);
    note.textContent = "";
  }

  function refuseFull() {
    const limit = model.get("limit") || 0;
    say(limit > 0 ? fill(text("full"), { limit }) : text("none_allowed"));
  }

  // ---------------------------------------------------------------- changing things
  function toggle(index) {
    if (model.get("disabled")) return;
    const selected = (model.get("selected") || []).slice();
    const at = selected.indexOf(index);
    if (at >= 0) {
      selected.splice(at, 1);
    } else {
      if (selected.length + (model.get("forward") || 0) >= (model.get("limit") || 0)) {
        refuseFull();
        return;
      }
      selected.push(index);
      selected.sort((a, b) => a - b);
    }
    quiet();
    saveEdit({ selected });
  }

  function saveEdit(changes) {
    // An edit says which of the kernel's changes it was made after: a tick that reaches the
    // kernel after a new rack (ipywidgets can hold it back behind a press) is dropped there.
    model.set({ ...changes, edited_after: model.get("resets") || 0 });
    model.save_changes();
  }

  function stepForward(delta) {
    if (model.get("disabled")) return;
    const forward = model.get("forward") || 0;
    const arriving = model.get("arriving") || 0;
    const next = forward + delta;
    if (next < 0) return;
    if (next > arriving) {
      say(fill(text("all_forwarded"), { arriving }));
      return;
    }
    if (delta > 0 && (model.get("selected") || []).length + forward >= (model.get("limit") || 0)) {
      refuseFull();
      return;
    }
    quiet();
    saveEdit({ forward: next });
  }

  function focusTile(index) {
    const tiles = rackTiles();
    if (!tiles.length) return;
    focusIndex = Math.max(0, Math.min(tiles.length - 1, index));
    tiles.forEach((tile, i) => tile.setAttribute("tabindex", i === focusIndex ? "0" : "-1"));
    tiles[focusIndex].focus();
  }

  // ---------------------------------------------------------------- DOM events
  // These listeners live on this view's own nodes and go with them.
  rack.addEventListener("click", (event) => {
    const tile = event.target.closest(".cl-picker-tile");
    if (!tile || !rack.contains(tile)) return;
    const index = Number(tile.dataset.index);
    focusIndex = index;
    focusTile(index);
    toggle(index);
  });

  rack.addEventListener("keydown", (event) => {
    const tiles = rackTiles();
    if (!tiles.length || event.altKey || event.ctrlKey || event.metaKey) return;
    let next = null;
    switch (event.key) {
      case "ArrowRight":
      case "ArrowDown":
        next = focusIndex + 1;
        break;
      case "ArrowLeft":
      case "ArrowUp":
        next = focusIndex - 1;
        break;
      case "Home":
        next = 0;
        break;
      case "End":
        next = tiles.length - 1;
        break;
      case " ":
      case "Spacebar":
      case "Enter":
        if (event.shiftKey) return; // Shift+Enter still runs the cell
        event.preventDefault();
        event.stopPropagation();
        toggle(focusIndex);
        return;
      default:
        return;
    }
    // Handled here: keep JupyterLab's notebook shortcuts (arrows move cells) out of it.
    event.preventDefault();
    event.stopPropagation();
    focusTile(next);
  });

  submit.addEventListener("click", () => {
    if (model.get("disabled")) return;
    quiet(); // a refusal such as "already 3 chosen" does not belong beside the verdict
    // The press carries the selection it was made on, as a message of its own: a state update
    // made while the kernel is busy would merge with the next (see widgets/answer.py, Submits).
    const values = { selected: (model.get("selected") || []).slice(), forward: model.get("forward") || 0 };
    model.send({ kind: "press", action: "submit", values, made_after: model.get("resets") || 0 });
  });
  submit.addEventListener("keydown", (event) => {
    if (event.key.startsWith("Arrow")) event.stopPropagation(); // arrows stay in the exercise
  });

  rack.addEventListener("focusin", (event) => {
    const tile = event.target.closest(".cl-picker-tile");
    if (tile) focusIndex = Number(tile.dataset.index);
  });

  faceDown.addEventListener("click", (event) => {
    const tile = event.target.closest(".cl-picker-tile");
    if (!tile) return;
    stepForward(Number(tile.dataset.index) < (model.get("forward") || 0) ? -1 : 1);
  });

  fewer.addEventListener("click", () => stepForward(-1));
  more.addEventListener("click", () => stepForward(1));

  function takeFocus() {
    // The kernel asked for the focus (a new question after Next): once drawn, the rack's tile.
    if (!model.get("autofocus")) return;
    requestAnimationFrame(() => {
      if (!el.isConnected) return;
      focusTile(focusIndex);
      model.set("autofocus", false);
      model.save_changes();
    });
  }

  // ---------------------------------------------------------------- model events
  const onRack = () => drawRack();
  const onArriving = () => drawArriving();
  const onSelection = () => updateSelection();
  const handlers = [
    ["change:tiles", onRack],
    ["change:svgs", onRack],
    ["change:names", onRack],
    ["change:fresh", onRack],
    ["change:arriving", onArriving],
    ["change:arriving_from", onArriving],
    ["change:face_down_svg", onArriving],
    ["change:text", onArriving],
    ["change:selected", onSelection],
    ["change:forward", onSelection],
    ["change:limit", onSelection],
    ["change:label", onSelection],
    ["change:disabled", onSelection],
    ["change:submit_label", onSelection],
    ["change:autofocus", takeFocus],
    ["change:extras", drawExtras],
  ];
  for (const [name, fn] of handlers) model.on(name, fn);

  drawRack();
  drawArriving();
  takeFocus();

  // anywidget calls this when the view goes (a cell re-run, output cleared):
  // no handler outlives its view, so re-running a cell never duplicates them.
  return () => {
    for (const [name, fn] of handlers) model.off(name, fn);
    clearTimeout(noteTimer);
  };
}

export default { render };
