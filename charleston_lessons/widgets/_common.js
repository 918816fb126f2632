// What every course view's module shares (the kernel puts this text in front of each view's own
// module: widgets/_esm.py), so each view has these without a module of its own to load.

// An element with its class and attributes (an attribute given undefined or null is left out).
function make(tag, className, attrs = {}) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attrs)) {
    if (value !== undefined && value !== null) node.setAttribute(name, value);
  }
  return node;
}

// Text written only when it changed: a screen reader and the layout see no change that is not one.
function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

// The widget's stylesheet (`_page_css`), put in the page once for every view of its kind and
// replaced only by a newer one: anywidget's own `_css` was written again for every widget made,
// and each time the browser restyled the whole page (see _style.py).
function adoptStyle(model) {
  const css = model.get("_page_css");
  const name = model.get("_anywidget_id") || "charleston_lessons";
  if (!css) return;
  let sheet = [...document.head.querySelectorAll("style[data-cl-style]")].find((s) => s.dataset.clStyle === name);
  if (sheet && sheet.textContent === css) return;
  if (!sheet) {
    sheet = document.createElement("style");
    sheet.dataset.clStyle = name;
    document.head.append(sheet);
  }
  sheet.textContent = css;
}
