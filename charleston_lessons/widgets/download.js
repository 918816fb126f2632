// Save the bytes the kernel sends as a file on the learner's device (see download.py).
// Listened for once per model (not per view), so a file is saved once however often the
// overview is shown.
function save(message, buffers) {
  if (!message || typeof message.name !== "string" || !buffers || !buffers.length) return;
  const blob = new Blob([buffers[0]], { type: message.mime || "application/octet-stream" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = message.name;
  link.rel = "noopener";
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function initialize({ model }) {
  model.on("msg:custom", save);
  return () => model.off("msg:custom", save);
}

function render({ el }) {
  el.hidden = true; // nothing to see: the overview's message says what was saved
}

export default { initialize, render };
