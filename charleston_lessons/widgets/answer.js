// The answer form's view (anywidget): fields and the buttons that submit them, as one model.
//
// A press carries a snapshot of every field as it is on screen, so the kernel grades exactly
// what the learner sees when they press, however fast they type. It is a message of its own
// (`model.send({kind: "press", action, values})`), never a state update: ipywidgets holds a
// model's updates back while one is in flight and merges those made meanwhile, so two presses
// made while the kernel is busy would reach it as one (see widgets/answer.py, Submits).
//
// Keyboard: Enter in a text field presses the first visible button. A choice is a radio
// group with one tab stop: arrow keys move the choice and stay inside the group, Home/End
// jump to the ends, Tab and Shift+Tab leave it, Escape goes back to JupyterLab.

let formCount = 0;

function render({ model, el }) {
  adoptStyle(model);
  const id = `cl-form-${++formCount}-${Math.random().toString(36).slice(2, 8)}`;
  // The values on screen now: updated on every keystroke and click, sent with each press.
  let current = { ...(model.get("values") || {}) };
  const controls = new Map(); // field id -> {spec, read(), write(value), focus()}
  const opened = new Set(); // the disclosures the learner opened (kept when the form is drawn again)

  const root = make("div", "cl-form");
  el.append(root);

  // ---------------------------------------------------------------- sending
  function snapshot() {
    for (const [fieldId, control] of controls) current[fieldId] = control.read();
    return { ...current };
  }

  function press(actionId) {
    if (model.get("disabled")) return;
    const action = (model.get("actions") || []).find((a) => a.id === actionId);
    if (!action || action.disabled || action.hidden) return;
    const values = snapshot();
    saveValues(values); // the kernel's copy follows the page (merged if it must wait)
    // Each press arrives, in order, saying which of the kernel's changes it was made after.
    model.send({ kind: "press", action: actionId, values, made_after: model.get("resets") || 0 });
  }

  function saveValues(values) {
    // An edit says which of the kernel's changes it was made after: one that reaches the kernel
    // after the form was cleared again (ipywidgets can hold it back) is dropped there.
    model.set({ values, edited_after: model.get("resets") || 0 });
    model.save_changes();
  }

  function firstAction() {
    return (model.get("actions") || []).find((a) => !a.hidden && !a.disabled);
  }

  function keepLocal(event) {
    // Keys a field handles itself never reach JupyterLab's notebook shortcuts.
    event.stopPropagation();
  }

  // ---------------------------------------------------------------- fields
  function textField(spec, holder) {
    const inputId = `${id}-${spec.id}`;
    const wrap = make("div", "cl-form-field cl-form-text");
    const label = make("label", "cl-form-label", { for: inputId });
    label.textContent = spec.label || "";
    const input = make("input", "cl-form-input", {
      id: inputId,
      type: "text",
      inputmode: spec.kind === "number" ? "numeric" : undefined,
      autocomplete: "off",
      spellcheck: "false",
      placeholder: spec.placeholder || undefined,
      "aria-label": spec.label ? undefined : model.get("label") || undefined,
    });
    if (spec.width) input.style.width = spec.width;
    if (spec.label) wrap.append(label);
    wrap.append(input);
    holder.append(wrap);
    input.addEventListener("input", () => {
      current[spec.id] = input.value;
    });
    input.addEventListener("change", () => {
      current[spec.id] = input.value;
      saveValues({ ...current });
    });
    input.addEventListener("keydown", (event) => {
      if (event.key === "Escape") return;
      if (event.key === "Enter" && !event.shiftKey) {
        event.preventDefault();
        keepLocal(event);
        const action = firstAction();
        if (action) press(action.id);
        return;
      }
      if (event.key === "Enter") return; // Shift+Enter still runs the cell
      keepLocal(event);
    });
    return {
      spec,
      node: wrap,
      read: () => input.value,
      write: (value) => {
        const text = value === null || value === undefined ? "" : String(value);
        if (input.value !== text) input.value = text;
      },
      focus: () => input.focus(),
      disable: (off) => {
        input.disabled = off;
      },
    };
  }

  function choiceField(spec, holder) {
    const labelId = `${id}-${spec.id}-label`;
    const wrap = make("div", "cl-form-field cl-form-choice");
    const label = make("span", "cl-form-label", { id: labelId });
    label.textContent = spec.label || "";
    const group = make("div", "cl-form-radios", {
      role: "radiogroup",
      "aria-labelledby": spec.label ? labelId : undefined,
      "aria-label": spec.label ? undefined : model.get("label") || undefined,
    });
    const options = (spec.options || []).map((option) => {
      const button = make("button", "cl-form-radio", {
        type: "button",
        role: "radio",
        "aria-checked": "false",
        tabindex: "-1",
        "data-value": option.id,
        title: option.tip || undefined,
      });
      const mark = make("span", "cl-form-mark", { "aria-hidden": "true" });
      const words = make("span", "cl-form-radio-label");
      words.textContent = option.label;
      button.append(mark, words);
      group.append(button);
      return button;
    });
    if (spec.label) wrap.append(label);
    wrap.append(group);
    holder.append(wrap);
    let chosen = null;
    let disabled = false;

    function show() {
      const at = options.findIndex((b) => b.dataset.value === chosen);
      options.forEach((button, i) => {
        const on = i === at;
        button.setAttribute("aria-checked", on ? "true" : "false");
        button.classList.toggle("cl-form-chosen", on);
        button.setAttribute("tabindex", i === (at >= 0 ? at : 0) ? "0" : "-1");
      });
    }

    function choose(index, focus) {
      if (disabled || index < 0 || index >= options.length) return;
      chosen = options[index].dataset.value;
      current[spec.id] = chosen;
      show();
      if (focus) options[index].focus();
      saveValues({ ...current });
    }

    group.addEventListener("click", (event) => {
      const button = event.target.closest(".cl-form-radio");
      if (!button || !group.contains(button)) return;
      choose(options.indexOf(button), true);
    });
    group.addEventListener("keydown", (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const at = Math.max(0, options.indexOf(document.activeElement));
      let next = null;
      switch (event.key) {
        case "ArrowRight":
        case "ArrowDown":
          next = (at + 1) % options.length;
          break;
        case "ArrowLeft":
        case "ArrowUp":
          next = (at - 1 + options.length) % options.length;
          break;
        case "Home":
          next = 0;
          break;
        case "End":
          next = options.length - 1;
          break;
        case " ":
        case "Spacebar":
          next = at;
          break;
        case "Enter":
          if (event.shiftKey) return;
          next = at;
          break;
        default:
          return;
      }
      event.preventDefault();
      keepLocal(event);
      choose(next, true);
    });
    show();
    return {
      spec,
      node: wrap,
      read: () => chosen,
      write: (value) => {
        chosen = value === null || value === undefined ? null : String(value);
        show();
      },
      focus: () => (options.find((b) => b.tabIndex === 0) || options[0])?.focus(),
      disable: (off) => {
        disabled = off;
        options.forEach((b) => {
          b.setAttribute("aria-disabled", off ? "true" : "false");
        });
      },
    };
  }

  function selectField(spec, holder) {
    const inputId = `${id}-${spec.id}`;
    const wrap = make("div", "cl-form-field cl-form-select");
    const label = make("label", "cl-form-label", { for: inputId });
    label.textContent = spec.label || "";
    const select = make("select", "cl-form-input", { id: inputId });
    for (const option of spec.options || []) {
      const item = make("option", "", { value: option.id });
      item.textContent = option.label;
      select.append(item);
    }
    wrap.append(label, select);
    holder.append(wrap);
    select.addEventListener("change", () => {
      current[spec.id] = select.value;
      saveValues({ ...current });
    });
    select.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" && event.key !== "Tab") keepLocal(event);
    });
    return {
      spec,
      node: wrap,
      read: () => select.value,
      write: (value) => {
        if (value !== null && value !== undefined) select.value = String(value);
      },
      focus: () => select.focus(),
      disable: (off) => {
        select.disabled = off;
      },
    };
  }

  function checkField(spec, holder) {
    const inputId = `${id}-${spec.id}`;
    const wrap = make("div", "cl-form-field cl-form-check");
    const box = make("input", "cl-form-checkbox", { id: inputId, type: "checkbox" });
    const label = make("label", "cl-form-label", { for: inputId });
    label.textContent = spec.label || "";
    wrap.append(box, label);
    holder.append(wrap);
    box.addEventListener("change", () => {
      current[spec.id] = box.checked;
      saveValues({ ...current });
    });
    box.addEventListener("keydown", (event) => {
      if (event.key === " " || event.key.startsWith("Arrow")) keepLocal(event);
    });
    return {
      spec,
      node: wrap,
      read: () => box.checked,
      write: (value) => {
        box.checked = !!value;
      },
      focus: () => box.focus(),
      disable: (off) => {
        box.disabled = off;
      },
    };
  }

  const makers = { text: textField, number: textField, choice: choiceField, select: selectField, check: checkField };

  // ---------------------------------------------------------------- building
  function build() {
    const focusedField = [...controls.values()].find((c) => c.node.contains(document.activeElement));
    const focusedAction = root.querySelector(".cl-form-action:focus");
    snapshot();
    controls.clear();
    root.replaceChildren();
    const label = model.get("label");
    root.setAttribute("role", "group");
    if (label) root.setAttribute("aria-label", label);
    else root.removeAttribute("aria-label");

    const loose = make("div", "cl-form-fields");
    root.append(loose);
    const holders = new Map();
    for (const group of model.get("groups") || []) {
      // A disclosure is a real <details>: its <summary> is a button to keyboards and screen
      // readers, and it stays as the learner left it when the form is drawn again.
      const box = group.disclosure
        ? make("details", "cl-form-group cl-form-disclosure")
        : make("div", "cl-form-group", { role: "group", "aria-label": group.label || undefined });
      box.dataset.group = group.id;
      if (group.disclosure) {
        const summary = make("summary", "cl-form-summary");
        summary.textContent = group.label || "";
        box.append(summary);
        const inside = (model.get("fields") || []).filter((f) => f.group === group.id);
        box.open = opened.has(group.id) || inside.some((f) => current[f.id]);
        box.addEventListener("toggle", () => {
          if (box.open) opened.add(group.id);
          else opened.delete(group.id);
        });
      }
      const picture = make("div", "cl-form-group-html");
      picture.innerHTML = group.html || ""; // course-made markup (racks drawn by charleston_lessons.art)
      const fields = make("div", "cl-form-group-fields");
      box.append(picture, fields);
      root.append(box);
      holders.set(group.id, fields);
    }
    for (const spec of model.get("fields") || []) {
      const holder = holders.get(spec.group) || loose;
      const control = makers[spec.kind](spec, holder);
      control.node.hidden = !!spec.hidden;
      control.node.dataset.field = spec.id;
      control.write(current[spec.id]);
      controls.set(spec.id, control);
    }
    const row = make("div", "cl-form-actions");
    for (const action of model.get("actions") || []) {
      const button = make("button", "cl-form-action jupyter-widgets jupyter-button widget-button", {
        type: "button",
        title: action.tip || undefined,
        "data-action": action.id,
      });
      if (action.style === "primary") button.classList.add("mod-primary");
      if (action.icon) button.append(make("i", `fa fa-${action.icon}`, { "aria-hidden": "true" }));
      const words = make("span", "cl-form-action-label");
      words.textContent = action.label;
      button.append(words);
      button.hidden = !!action.hidden;
      button.disabled = !!action.disabled;
      button.addEventListener("click", () => press(action.id));
      button.addEventListener("keydown", (event) => {
        if (event.key.startsWith("Arrow")) keepLocal(event); // arrows stay in the exercise
      });
      row.append(button);
    }
    root.append(row);
    applyDisabled();
    if (focusedField && controls.has(focusedField.spec.id)) controls.get(focusedField.spec.id).focus();
    else if (focusedAction) row.querySelector(`[data-action="${focusedAction.dataset.action}"]`)?.focus();
  }

  function applyDisabled() {
    const off = !!model.get("disabled");
    root.classList.toggle("cl-form-disabled", off);
    for (const control of controls.values()) control.disable(off);
    root.querySelectorAll(".cl-form-action").forEach((button) => {
      const action = (model.get("actions") || []).find((a) => a.id === button.dataset.action);
      button.disabled = off || !!action?.disabled;
    });
  }

  function applyValues() {
    // The kernel put values in the fields (a reset, or an answer set from Python).
    const values = model.get("values") || {};
    current = { ...current, ...values };
    for (const [fieldId, control] of controls) {
      if (fieldId in values) control.write(values[fieldId]);
    }
  }

  function takeFocus() {
    // The kernel asked for the focus (a new question after Next): once drawn, the first field.
    if (!model.get("autofocus")) return;
    requestAnimationFrame(() => {
      if (!root.isConnected) return;
      controls.values().next().value?.focus();
      model.set("autofocus", false);
      model.save_changes();
    });
  }

  const handlers = [
    ["change:fields", build],
    ["change:groups", build],
    ["change:actions", build],
    ["change:label", build],
    ["change:values", applyValues],
    ["change:disabled", applyDisabled],
    ["change:autofocus", takeFocus],
  ];
  for (const [name, fn] of handlers) model.on(name, fn);
  build();
  takeFocus();

  return () => {
    for (const [name, fn] of handlers) model.off(name, fn);
  };
}

export default { render };
