// A button that sends the file a learner chooses to the kernel (see upload.py).
function render({ model, el }) {
  adoptStyle(model);
  const input = document.createElement("input");
  input.type = "file";
  input.hidden = true;
  input.tabIndex = -1;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "jupyter-widgets jupyter-button widget-button cl-upload";
  // Enter and Space press this button, never a JupyterLab shortcut (Enter would edit the cell).
  button.setAttribute("data-lm-suppress-shortcuts", "true");
  const icon = document.createElement("i");
  icon.className = "fa fa-upload";
  icon.setAttribute("aria-hidden", "true");
  const words = document.createElement("span");
  button.append(icon, " ", words);
  const draw = () => {
    words.textContent = model.get("label");
    input.accept = model.get("accept") || "";
  };
  draw();
  button.addEventListener("click", () => input.click());
  input.addEventListener("change", async () => {
    const file = input.files && input.files[0];
    if (!file) return;
    const most = model.get("max_bytes");
    if (most && file.size > most) {
      model.send({ name: file.name, too_large: true });
    } else {
      model.send({ name: file.name }, undefined, [await file.arrayBuffer()]);
    }
    input.value = ""; // the same file may be chosen again
  });
  model.on("change:label", draw);
  model.on("change:accept", draw);
  el.append(button, input);
  return () => {
    model.off("change:label", draw);
    model.off("change:accept", draw);
  };
}

export default { render };
