// The instructor's page for shared tables (anywidget; see tables_board.py). The kernel reads
// every table of the room and sends it as text; this view draws it and asks for a new reading
// every `interval` seconds (a hidden tab asks for nothing).
//
// - Rows are kept by their table's code and only the cells whose words changed are written, so
//   a button keeps the keyboard focus and a scrolled block keeps its place across a reading.
// - Only `announce` (a table made, started, on to another decision, over) is in the live
//   region; "Updated 14:02:31" is plain text.
// - The projector's view and the replay are drawn from what the kernel sends: the projector's
//   view never holds a rack (the kernel sends none), the replay only once a table is over.

let viewCount = 0;

function render({ model, el }) {
  const id = `cl-tables-${++viewCount}-${Math.random().toString(36).slice(2, 8)}`;
  const labels = model.get("labels") || {};
  const forTable = (action, code) =>
    (labels.for_table || "{action}: {code}").replace("{action}", action).replace("{code}", code);
  const root = make("div", "cl-tables", { role: "region", "aria-label": labels.label || "" });
  el.append(root);
  const own = (node) => node.addEventListener("keydown", (event) => event.stopPropagation());

  // ------------------------------------------------------------------ making a table
  const maker = make("section", "cl-tables-make", { "aria-labelledby": `${id}-make` });
  const makeTitle = make("h3", "cl-tables-title", { id: `${id}-make` });
  makeTitle.textContent = labels.make_title || "";
  const form = make("form", "cl-tables-form");
  const seedLabel = make("label", "", { for: `${id}-seed` });
  seedLabel.textContent = labels.seed || "";
  const seed = make("input", "cl-tables-seed", { id: `${id}-seed`, type: "text", inputmode: "numeric",
    autocomplete: "off", maxlength: "18" });
  const delayLabel = make("label", "", { for: `${id}-delay` });
  delayLabel.textContent = labels.delay || "";
  const delay = make("input", "cl-tables-delay", { id: `${id}-delay`, type: "number", min: "0", step: "0.5" });
  delay.value = String(model.get("delay"));
  const makeButton = make("button", "cl-tables-make-button jupyter-button", { type: "submit" });
  makeButton.textContent = labels.make || "";
  const seedBox = make("div", "cl-tables-field");
  seedBox.append(seedLabel, seed);
  const delayBox = make("div", "cl-tables-field");
  delayBox.append(delayLabel, delay);
  form.append(seedBox, delayBox, makeButton);
  const made = make("div", "cl-tables-made");
  const madeSay = make("p", "cl-tables-made-say");
  madeSay.textContent = labels.made || "";
  const madeCode = make("p", "cl-tables-code");
  made.append(madeSay, madeCode);
  maker.append(makeTitle, form, made);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    model.send({ type: "make", seed: seed.value, delay: delay.value });
  });
  for (const node of [seed, delay, makeButton]) own(node);

  // ------------------------------------------------------------------ the bar and the live region
  const bar = make("div", "cl-tables-bar");
  const updated = make("p", "cl-tables-updated");
  const refresh = make("button", "cl-tables-refresh jupyter-button", { type: "button" });
  refresh.textContent = labels.refresh || "";
  refresh.addEventListener("click", () => model.send({ type: "refresh" }));
  own(refresh);
  bar.append(updated, refresh);
  const summary = make("p", "cl-tables-summary");
  const error = make("p", "cl-tables-error", { role: "alert" });
  const spoken = make("div", "cl-tables-announce", { role: "status", "aria-live": "polite", "aria-atomic": "true" });

  // ------------------------------------------------------------------ the projector's view
  const projector = make("section", "cl-tables-projector", { "aria-labelledby": `${id}-projector` });
  const projectorTitle = make("h3", "cl-tables-projector-title", { id: `${id}-projector`, tabindex: "-1" });
  const projectorLines = make("div", "cl-tables-projector-lines");
  const projectorScroll = make("div", "cl-scroll cl-tables-scroll", {
    role: "region", tabindex: "0", "aria-labelledby": `${id}-projector`,
  });
  const projectorTable = make("table", "cl-tables-table cl-tables-big");
  const projectorHead = make("thead");
  const projectorBody = make("tbody");
  projectorTable.append(projectorHead, projectorBody);
  projectorScroll.append(projectorTable);
  const projectorNote = make("p", "cl-tables-note");
  const projectorClose = make("button", "cl-tables-close jupyter-button", { type: "button" });
  projectorClose.textContent = labels.close_projector || "";
  own(projectorClose);
  projector.append(projectorTitle, projectorLines, projectorScroll, projectorNote, projectorClose);
  projector.hidden = true;
  let projectedFrom = null; // the button that opened it: the focus goes back there on closing

  // ------------------------------------------------------------------ the replay
  const replay = make("section", "cl-tables-replay-view", { "aria-labelledby": `${id}-replay` });
  const replayTitle = make("h3", "cl-tables-replay-title", { id: `${id}-replay`, tabindex: "-1" });
  const replayBody = make("div", "cl-tables-replay-body");
  const replayClose = make("button", "cl-tables-close jupyter-button", { type: "button" });
  replayClose.textContent = labels.close_replay || "";
  own(replayClose);
  replay.append(replayTitle, replayBody, replayClose);
  replay.hidden = true;
  let replayFrom = null;

  // ------------------------------------------------------------------ the table of tables
  const list = make("section", "cl-tables-list", { "aria-labelledby": `${id}-list` });
  const listTitle = make("h3", "cl-tables-title", { id: `${id}-list` });
  const empty = make("p", "cl-tables-empty");
  const scroll = make("div", "cl-scroll cl-tables-scroll", {
    role: "region", tabindex: "0", "aria-labelledby": `${id}-list`,
  });
  const table = make("table", "cl-tables-table");
  const head = make("thead");
  const body = make("tbody");
  table.append(head, body);
  scroll.append(table);
  const hint = make("p", "cl-tables-hint", { "aria-hidden": "true" });
  hint.textContent = labels.sideways || "";
  hint.hidden = true;
  list.append(listTitle, empty, scroll, hint);

  root.append(maker, bar, summary, error, spoken, projector, replay, list);

  function drawHead(target, words) {
    let row = target.firstElementChild;
    if (!row) {
      row = make("tr");
      target.append(row);
    }
    while (row.children.length > words.length) row.lastElementChild.remove();
    words.forEach((text, i) => {
      let cell = row.children[i];
      if (!cell) {
        cell = make("th", "", { scope: "col" });
        row.append(cell);
      }
      setText(cell, text);
    });
  }

  function drawCells(tr, cells) {
    cells.forEach((words, i) => {
      let cell = tr.children[i];
      if (!cell) {
        cell = i === 0 ? make("th", "", { scope: "row" }) : make("td");
        tr.insertBefore(cell, tr.children[i] || null);
      }
      setText(cell, words);
    });
  }

  function button(kind, text, code) {
    const node = make("button", `cl-tables-${kind} jupyter-button`, { type: "button", "aria-label": forTable(text, code) });
    node.textContent = text;
    node.addEventListener("click", () => {
      if (kind === "project") projectedFrom = node;
      if (kind === "replay") replayFrom = node;
      model.send({ type: kind, code });
    });
    own(node);
    return node;
  }

  function drawRows() {
    const rows = model.get("rows") || [];
    const existing = new Map();
    for (const tr of body.children) existing.set(tr.dataset.key, tr);
    const wanted = new Set(rows.map((row) => row.key));
    for (const [key, tr] of existing) if (!wanted.has(key)) tr.remove();
    rows.forEach((row, index) => {
      let tr = existing.get(row.key);
      if (!tr) {
        tr = make("tr");
        tr.dataset.key = row.key;
        drawCells(tr, row.cells);
        const actions = make("td", "cl-tables-actions");
        actions.append(button("start", labels.start || "", row.key), button("project", labels.project || "", row.key),
          button("replay", labels.replay || "", row.key));
        tr.append(actions);
      } else {
        drawCells(tr, row.cells);
      }
      const actions = tr.lastElementChild;
      const start = actions.querySelector(".cl-tables-start");
      const again = actions.querySelector(".cl-tables-replay");
      if (start.hidden !== Boolean(row.started)) {
        if (row.started && document.activeElement === start) actions.querySelector(".cl-tables-project").focus();
        start.hidden = Boolean(row.started);
      }
      again.hidden = !row.over;
      tr.dataset.state = row.over ? "over" : row.playing || row.started ? "playing" : "waiting";
      if (body.children[index] !== tr) body.insertBefore(tr, body.children[index] || null);
    });
    setText(listTitle, model.get("title") || "");
    setText(empty, rows.length ? "" : model.get("empty") || "");
    empty.hidden = rows.length > 0;
    scroll.hidden = rows.length === 0;
    requestAnimationFrame(sideways);
  }

  function drawProjector() {
    const shown = model.get("projector") || {};
    const opening = projector.hidden && Boolean(shown.code);
    projector.hidden = !shown.code;
    if (!shown.code) return;
    setText(projectorTitle, shown.title || "");
    const lines = shown.lines || [];
    while (projectorLines.children.length > lines.length) projectorLines.lastElementChild.remove();
    lines.forEach((text, i) => {
      let line = projectorLines.children[i];
      if (!line) {
        line = make("p", "cl-tables-projector-line");
        projectorLines.append(line);
      }
      setText(line, text);
    });
    drawHead(projectorHead, shown.head || []);
    const rows = shown.rows || [];
    while (projectorBody.children.length > rows.length) projectorBody.lastElementChild.remove();
    rows.forEach(([key, cells], i) => {
      let tr = projectorBody.children[i];
      if (!tr) {
        tr = make("tr");
        projectorBody.append(tr);
      }
      tr.dataset.key = key;
      drawCells(tr, cells);
    });
    setText(projectorNote, shown.note || "");
    projectorNote.hidden = !shown.note;
    if (opening) projectorTitle.focus();
  }

  function drawReplay() {
    const shown = model.get("replay") || {};
    const opening = replay.hidden && Boolean(shown.code);
    replay.hidden = !shown.code;
    if (!shown.code) {
      replayBody.innerHTML = "";
      return;
    }
    setText(replayTitle, shown.title || "");
    if (replayBody.dataset.code !== shown.code) {
      replayBody.innerHTML = shown.html || ""; // the course's own figure and racks, drawn in the kernel
      replayBody.dataset.code = shown.code;
    }
    if (opening) replayTitle.focus();
  }

  projectorClose.addEventListener("click", () => {
    const back = projectedFrom;
    model.send({ type: "close", what: "projector" });
    if (back && back.isConnected) back.focus();
  });
  replayClose.addEventListener("click", () => {
    const back = replayFrom;
    replayBody.dataset.code = "";
    model.send({ type: "close", what: "replay" });
    if (back && back.isConnected) back.focus();
  });

  function sideways() {
    hint.hidden = scroll.hidden || scroll.scrollWidth <= scroll.clientWidth + 1;
  }
  const resized = typeof ResizeObserver === "function" ? new ResizeObserver(sideways) : null;
  if (resized) resized.observe(root);

  function drawBar() {
    setText(updated, model.get("updated") || "");
    setText(summary, model.get("summary") || "");
    setText(error, model.get("error") || "");
    error.hidden = !model.get("error");
    const code = model.get("made") || "";
    setText(madeCode, code);
    made.hidden = !code;
    if (document.activeElement !== delay && delay.value !== String(model.get("delay"))) {
      delay.value = String(model.get("delay"));
    }
  }

  function drawSpoken() {
    setText(spoken, model.get("announce") || "");
  }

  // ------------------------------------------------------------------ the clock
  // pageClock is the shared one (_clock.js, put in front of this module by the kernel).
  const clock = pageClock(model, () => model.get("interval"));
  const schedule = clock.schedule;

  drawHead(head, model.get("head") || []);
  drawBar();
  drawSpoken();
  drawRows();
  drawProjector();
  drawReplay();
  const listeners = [
    ["change:head", () => drawHead(head, model.get("head") || [])],
    ["change:rows", drawRows],
    ["change:updated", drawBar],
    ["change:summary", drawBar],
    ["change:error", drawBar],
    ["change:made", drawBar],
    ["change:delay", drawBar],
    ["change:announce", drawSpoken],
    ["change:projector", drawProjector],
    ["change:replay", drawReplay],
    ["change:interval", schedule],
  ];
  for (const [name, listener] of listeners) model.on(name, listener);
  return () => {
    clock.stop();
    if (resized) resized.disconnect();
    for (const [name, listener] of listeners) model.off(name, listener);
  };
}

export default { render };
