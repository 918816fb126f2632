// The live room dashboard's view (anywidget; see room_live.py). The kernel reads the room store
// and sends the tables as text; this view draws them and asks for a new reading every
// `interval` seconds.
//
// - The shared page clock (_clock.js): one timer per view, made again (never added to) when the
//   interval changes, and cleared when the view goes; a hidden tab asks for nothing. The kernel
//   reads at most once per interval, however many views ask.
// - A reading changes only the cells whose words changed: rows are kept by their key, and the
//   scrolling blocks, the Refresh button and the interval menu are never made again, so the
//   scroll position and the keyboard focus stay where they were.
// - "Updated 14:02:31" is plain text; only `announce` (who joined, who may need a hand, who is
//   going again) is in the live region, so a screen reader hears a change that matters, not
//   every reading.
// - Every learner's row ends with a Forget… button (its name says whose). Pressing it opens the
//   question ("Forget Ana? … Export them first.") with Export, Confirm and Cancel; the kernel
//   decides and says what happened in the live region. Focus goes to the question's first button,
//   and back to the row's Forget… button (or Refresh, once the row is gone) when it closes.

let viewCount = 0;

function render({ model, el }) {
  const id = `cl-room-live-${++viewCount}-${Math.random().toString(36).slice(2, 8)}`;
  const labels = model.get("labels") || {};
  const root = make("div", "cl-room-live", { role: "region", "aria-label": labels.label || "" });
  el.append(root);

  // ------------------------------------------------------------------ the bar
  const bar = make("div", "cl-room-live-bar");
  const updated = make("p", "cl-room-live-updated");
  const refresh = make("button", "cl-room-live-refresh jupyter-button", { type: "button" });
  refresh.textContent = labels.refresh || "Refresh";
  const everyId = `${id}-every`;
  const everyLabel = make("label", "cl-room-live-every-label", { for: everyId });
  everyLabel.textContent = labels.every || "";
  const every = make("select", "cl-room-live-every", { id: everyId });
  for (const seconds of model.get("choices") || []) {
    const option = make("option", "", { value: String(seconds) });
    option.textContent = seconds
      ? (labels.seconds || "{seconds}").replace("{seconds}", String(seconds))
      : labels.off || "0";
    every.append(option);
  }
  const everyBox = make("span", "cl-room-live-every-box");
  everyBox.append(everyLabel, every);
  bar.append(updated, refresh, everyBox);
  const summary = make("p", "cl-room-live-summary");
  const error = make("p", "cl-room-live-error", { role: "alert" });
  const spoken = make("div", "cl-room-live-announce", { role: "status", "aria-live": "polite", "aria-atomic": "true" });
  const sections = make("div", "cl-room-live-sections");

  // ------------------------------------------------------------------ the Forget question
  const ask = make("div", "cl-room-live-ask", { role: "group", "aria-labelledby": `${id}-ask` });
  const question = make("p", "cl-room-live-question", { id: `${id}-ask` });
  const askButtons = make("div", "cl-room-live-ask-buttons");
  const exportButton = make("button", "cl-room-live-export jupyter-button", { type: "button" });
  const confirmButton = make("button", "cl-room-live-confirm jupyter-button", { type: "button" });
  const cancelButton = make("button", "cl-room-live-cancel jupyter-button", { type: "button" });
  askButtons.append(exportButton, confirmButton, cancelButton);
  ask.append(question, askButtons);
  ask.hidden = true;
  exportButton.addEventListener("click", () => model.send({ type: "forget_export" }));
  confirmButton.addEventListener("click", () => model.send({ type: "forget_confirm" }));
  cancelButton.addEventListener("click", () => model.send({ type: "forget_cancel" }));
  ask.addEventListener("keydown", (event) => {
    event.stopPropagation();
    if (event.key === "Escape") model.send({ type: "forget_cancel" });
  });
  let askedFor = ""; // whose question is open (its row's Forget… button gets the focus back)

  root.append(bar, summary, error, spoken, ask, sections);

  refresh.addEventListener("click", () => model.send({ type: "refresh" }));
  every.addEventListener("change", () => {
    model.set("interval", Number(every.value));
    model.save_changes();
  });
  for (const node of [refresh, every]) {
    // Keys pressed here are the control's own, never JupyterLab's notebook shortcuts.
    node.addEventListener("keydown", (event) => event.stopPropagation());
  }

  // ------------------------------------------------------------------ the tables
  const drawn = new Map(); // section key -> {box, heading, empty, scroll, head, body}

  function sectionBox(spec, index) {
    let part = drawn.get(spec.key);
    if (!part) {
      const box = make("section", "cl-room-live-section", { "aria-labelledby": `${id}-${spec.key}` });
      box.dataset.key = spec.key;
      const heading = make("h3", "cl-room-live-title", { id: `${id}-${spec.key}` });
      const empty = make("p", "cl-room-live-empty");
      const scroll = make("div", "cl-scroll cl-room-live-scroll", {
        role: "region", tabindex: "0", "aria-labelledby": `${id}-${spec.key}`,
      });
      const table = make("table", "cl-room-live-table");
      const head = make("thead");
      const body = make("tbody");
      table.append(head, body);
      scroll.append(table);
      // A scroll bar alone is hidden on a phone until touched: a line says the table is wider.
      const hint = make("p", "cl-room-live-hint", { "aria-hidden": "true" });
      hint.textContent = labels.sideways || "";
      hint.hidden = true;
      box.append(heading, empty, scroll, hint);
      part = { box, heading, empty, scroll, head, body, hint };
      drawn.set(spec.key, part);
    }
    if (sections.children[index] !== part.box) sections.insertBefore(part.box, sections.children[index] || null);
    return part;
  }

  function forgetButton(name) {
    const button = make("button", "cl-room-live-forget jupyter-button", {
      type: "button", "aria-label": (labels.forget_label || "{name}").replace("{name}", name),
    });
    button.textContent = labels.forget || "";
    button.dataset.name = name;
    button.addEventListener("click", () => model.send({ type: "forget", name }));
    button.addEventListener("keydown", (event) => event.stopPropagation());
    return button;
  }

  function drawHead(part, spec) {
    const head = spec.key === "learners" ? [...spec.head, labels.forget_head || ""] : spec.head;
    let row = part.head.firstElementChild;
    if (!row) {
      row = make("tr");
      part.head.append(row);
    }
    while (row.children.length > head.length) row.lastElementChild.remove();
    head.forEach((words, i) => {
      let cell = row.children[i];
      if (!cell) {
        cell = make("th", "", { scope: "col" });
        row.append(cell);
      }
      setText(cell, words);
    });
  }

  function drawRows(part, rows, forgets) {
    const existing = new Map();
    for (const tr of part.body.children) existing.set(tr.dataset.key, tr);
    const wanted = new Set(rows.map(([key]) => key));
    for (const [key, tr] of existing) if (!wanted.has(key)) tr.remove();
    rows.forEach(([key, cells], index) => {
      let tr = existing.get(key);
      if (!tr) {
        tr = make("tr");
        tr.dataset.key = key;
      }
      const width = cells.length + (forgets ? 1 : 0);
      while (tr.children.length > width) tr.lastElementChild.remove();
      cells.forEach((words, i) => {
        let cell = tr.children[i];
        if (!cell || cell.classList.contains("cl-room-live-forget-cell")) {
          const made = i === 0 ? make("th", "", { scope: "row" }) : make("td");
          if (cell) tr.insertBefore(made, cell);
          else tr.append(made);
          cell = made;
        }
        setText(cell, words);
      });
      if (forgets) {
        const last = tr.children[cells.length];
        if (!last || !last.classList.contains("cl-room-live-forget-cell")) {
          while (tr.children.length > cells.length) tr.lastElementChild.remove();
          const cell = make("td", "cl-room-live-forget-cell");
          cell.append(forgetButton(key));
          tr.append(cell);
        }
      }
      if (part.body.children[index] !== tr) part.body.insertBefore(tr, part.body.children[index] || null);
    });
  }

  function draw() {
    const specs = model.get("sections") || [];
    const keys = new Set(specs.map((spec) => spec.key));
    for (const [key, part] of drawn) {
      if (!keys.has(key)) {
        part.box.remove();
        drawn.delete(key);
      }
    }
    specs.forEach((spec, index) => {
      const part = sectionBox(spec, index);
      setText(part.heading, spec.title);
      setText(part.empty, spec.rows.length ? "" : spec.empty);
      part.empty.hidden = spec.rows.length > 0;
      part.scroll.hidden = spec.rows.length === 0;
      part.scroll.classList.toggle("cl-room-live-tall", spec.rows.length > 15);
      drawHead(part, spec);
      drawRows(part, spec.rows, spec.key === "learners");
    });
    requestAnimationFrame(sideways);
  }

  function sideways() {
    for (const part of drawn.values()) {
      part.hint.hidden = part.scroll.hidden || part.scroll.scrollWidth <= part.scroll.clientWidth + 1;
    }
  }
  const resized = typeof ResizeObserver === "function" ? new ResizeObserver(sideways) : null;
  if (resized) resized.observe(root);

  function drawBar() {
    setText(updated, model.get("updated") || "");
    setText(summary, model.get("summary") || "");
    setText(error, model.get("error") || "");
    error.hidden = !model.get("error");
    if (every.value !== String(model.get("interval"))) every.value = String(model.get("interval"));
  }

  function drawSpoken() {
    setText(spoken, model.get("announce") || "");
  }

  function drawAsk() {
    const asking = model.get("asking") || {};
    const was = askedFor;
    const focused = ask.contains(document.activeElement || null); // before hiding it moves the focus
    askedFor = asking.name || "";
    ask.hidden = !askedFor;
    if (askedFor) {
      setText(question, asking.question || "");
      setText(exportButton, asking.export || "");
      exportButton.setAttribute("aria-label", asking.export_label || "");
      setText(confirmButton, asking.confirm || "");
      confirmButton.setAttribute("aria-label", asking.confirm_label || "");
      setText(cancelButton, asking.cancel || "");
      cancelButton.setAttribute("aria-label", asking.cancel_label || "");
      if (was !== askedFor) exportButton.focus();
    } else if (was && (focused || document.activeElement === document.body)) {
      const back = [...root.querySelectorAll(".cl-room-live-forget")].find((b) => b.dataset.name === was);
      (back || refresh).focus();
    }
  }

  // ------------------------------------------------------------------ the clock
  // pageClock is the shared one (_clock.js, put in front of this module by the kernel).
  const clock = pageClock(model, () => model.get("interval"));
  const schedule = clock.schedule;

  drawBar();
  drawSpoken();
  draw();
  drawAsk();
  const onInterval = () => {
    drawBar();
    schedule();
  };
  const listeners = [
    ["change:sections", draw],
    ["change:updated", drawBar],
    ["change:summary", drawBar],
    ["change:error", drawBar],
    ["change:announce", drawSpoken],
    ["change:asking", drawAsk],
    ["change:interval", onInterval],
  ];
  for (const [name, listener] of listeners) model.on(name, listener);
  return () => {
    clock.stop();
    if (resized) resized.disconnect();
    for (const [name, listener] of listeners) model.off(name, listener);
  };
}

export default { render };
