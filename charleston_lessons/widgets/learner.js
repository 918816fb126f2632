// Who the learner is in a workshop (see learner.py): a name to start or a code to carry on,
// then "You are Ada. Your code is K7M-P2Q: ...". The browser remembers the code (localStorage,
// filed under the room's fingerprint) so every other page of the workshop, each its own kernel,
// knows the learner without asking: it sends the remembered code as it opens, and again when
// another tab of the same browser gives a name.

let cardCount = 0;
const PREFIX = "charleston-lessons.room.";

// localStorage may be missing or refuse (a private window, storage turned off): then the page
// simply asks again, as a new device does.
function remembered(key) {
  try {
    const found = JSON.parse(window.localStorage.getItem(key) || "null");
    return found && typeof found.code === "string" ? found : null;
  } catch (error) {
    return null;
  }
}

function remember(key, value) {
  try {
    if (value) window.localStorage.setItem(key, JSON.stringify(value));
    else window.localStorage.removeItem(key);
  } catch (error) {
    /* not kept: the next page asks again */
  }
}

function render({ model, el }) {
  const id = `cl-learner-${++cardCount}-${Math.random().toString(36).slice(2, 8)}`;
  const words = () => model.get("words") || {};
  const key = () => PREFIX + (model.get("room") || "");

  const root = make("section", "cl-learner", { "aria-labelledby": `${id}-title` });
  const title = make("h2", "cl-learner-title", { id: `${id}-title` });
  const intro = make("p", "cl-learner-intro");

  function form(kind, labelKey, buttonKey, attrs) {
    const node = make("form", `cl-learner-form cl-learner-${kind}`, { novalidate: "" });
    const label = make("label", "cl-learner-label", { for: `${id}-${kind}` });
    const input = make("input", "cl-learner-input", {
      id: `${id}-${kind}`,
      type: "text",
      autocomplete: "off",
      spellcheck: "false",
      "aria-describedby": `${id}-status`,
      ...attrs,
    });
    const button = make("button", "cl-learner-button jupyter-widgets jupyter-button widget-button", {
      type: "submit",
    });
    // Keys typed here are the form's, never a JupyterLab shortcut (Enter would edit the cell).
    node.setAttribute("data-lm-suppress-shortcuts", "true");
    node.addEventListener("keydown", (event) => {
      if (event.key !== "Tab" && event.key !== "Escape") event.stopPropagation();
    });
    node.append(label, input, button);
    return { node, label, input, button, labelKey, buttonKey };
  }

  const join = form("join", "name_label", "start", { maxlength: "60", autocapitalize: "words" });
  const rejoin = form("rejoin", "code_label", "carry_on", {
    maxlength: "12",
    autocapitalize: "characters",
    inputmode: "text",
  });
  // The name first; the code a learner was given only under "Coming back on another device?"
  // (a real <details>: its <summary> is a button to keyboards and screen readers).
  const elsewhere = make("details", "cl-learner-elsewhere");
  const summary = make("summary", "cl-learner-summary");
  elsewhere.append(summary, rejoin.node);
  const forms = make("div", "cl-learner-forms");
  forms.append(join.node, elsewhere);

  // The answer to every press, announced; it stays on the page (a live region that is replaced
  // is never read). Focus goes here when the forms give way to it.
  const status = make("div", "cl-learner-status", {
    id: `${id}-status`,
    role: "status",
    "aria-live": "polite",
    "aria-atomic": "true",
    tabindex: "-1",
  });
  const sign = make("span", "cl-learner-sign", { "aria-hidden": "true" });
  const sentence = make("span", "cl-learner-sentence");
  status.append(sign, sentence);
  const leave = make("button", "cl-learner-leave jupyter-widgets jupyter-button widget-button", {
    type: "button",
  });
  root.append(title, intro, forms, status, leave);
  el.append(root);

  let asked = null; // the form a press came from, to keep the focus there on a problem

  function send(message, fromForm) {
    asked = fromForm;
    model.send(message);
  }

  join.node.addEventListener("submit", (event) => {
    event.preventDefault();
    send({ action: "join", name: join.input.value }, join);
  });
  rejoin.node.addEventListener("submit", (event) => {
    event.preventDefault();
    send({ action: "rejoin", code: rejoin.input.value, remembered: false }, rejoin);
  });
  leave.addEventListener("click", () => {
    remember(key(), null);
    send({ action: "leave" }, null);
    requestAnimationFrame(() => join.input.focus());
  });

  function draw() {
    const w = words();
    const known = !!model.get("name");
    const hub = !!model.get("hub");
    title.textContent = w.region || "";
    intro.textContent = w.intro || "";
    for (const f of [join, rejoin]) {
      f.label.textContent = w[f.labelKey] || "";
      f.button.textContent = w[f.buttonKey] || "";
    }
    summary.textContent = w.elsewhere || "";
    join.input.placeholder = w.name_placeholder || "";
    rejoin.input.placeholder = w.code_placeholder || "";
    const asks = model.get("asks") !== false;
    const hadFocus = forms.contains(document.activeElement);
    intro.hidden = known || hub || !asks;
    forms.hidden = known || hub || !asks;
    title.hidden = !asks && !known && !hub; // another form on the page asks who it is
    leave.hidden = !known || hub;
    leave.textContent = (w.not_you || "").replace("{name}", model.get("name") || "");
    const problem = !!model.get("problem");
    const text = model.get("message") || "";
    root.hidden = !asks && !known && !hub && !text; // nothing to say yet: the page's other form asks
    root.classList.toggle("cl-learner-known", known);
    status.classList.toggle("cl-learner-problem", problem && !!text);
    sign.textContent = text ? (problem ? "⚠ " : known ? "✓ " : "") : "";
    // The code in the sentence is kept whole on a narrow screen (a span that never wraps).
    const code = model.get("code") || "";
    const at = code ? text.indexOf(code) : -1;
    if (at >= 0) {
      const kept = make("span", "cl-learner-code");
      kept.textContent = code;
      sentence.replaceChildren(text.slice(0, at), kept, text.slice(at + code.length));
    } else {
      sentence.textContent = text;
    }
    for (const f of [join, rejoin]) {
      const wrong = problem && asked === f;
      f.input.setAttribute("aria-invalid", wrong ? "true" : "false");
    }
    if (known) {
      if (!hub && model.get("code")) remember(key(), { code: model.get("code"), name: model.get("name") });
      join.input.value = "";
      rejoin.input.value = "";
      if (hadFocus) status.focus(); // the forms are gone: the answer takes the focus
    } else if (problem && asked) {
      if (asked === rejoin) elsewhere.open = true;
      asked.input.focus();
    }
  }

  function check(found) {
    // A code this browser remembers for this room: the kernel finds the learner (or says to
    // forget it), and the page shows who it is without asking.
    if (model.get("name") || model.get("hub") || !found) return;
    sign.textContent = "";
    sentence.textContent = words().checking || "";
    model.send({ action: "rejoin", code: found.code, remembered: true });
  }

  function custom(message) {
    if (message && message.forget) {
      if (!model.get("name")) remember(key(), null);
      draw(); // the page asks again ("Finding your record" gives way)
    }
  }

  function stored(event) {
    // Another tab of this browser gave a name or a code: this page is that learner too.
    if (event.key === key() && event.newValue) check(remembered(key()));
  }

  const handlers = [
    ["change:name", draw],
    ["change:code", draw],
    ["change:message", draw],
    ["change:problem", draw],
    ["change:words", draw],
    ["change:hub", draw],
    ["change:asks", draw],
    ["msg:custom", custom],
  ];
  for (const [name, fn] of handlers) model.on(name, fn);
  window.addEventListener("storage", stored);
  draw();
  check(remembered(key()));

  return () => {
    for (const [name, fn] of handlers) model.off(name, fn);
    window.removeEventListener("storage", stored);
  };
}

export default { render };
