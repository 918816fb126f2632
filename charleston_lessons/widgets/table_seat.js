// The table-for-four seat's clock (anywidget; see table_seat.py). It draws nothing: it asks the
// kernel to read the table again every `interval` seconds, with a heartbeat, while the page is
// in view. A hidden tab asks for nothing; the timer goes with the view (cell run again, page
// closed), and one view's timer is made again, never added to, when the interval changes.

function render({ model }) {
  let timer = null;

  function ask() {
    try {
      model.send({ type: "tick" });
    } catch (error) {
      // The kernel is gone (the page is closing, or the connection dropped): nothing to ask.
    }
  }

  function tick() {
    timer = null;
    if (!document.hidden) ask(); // a hidden tab asks for nothing
    schedule();
  }

  function schedule() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const seconds = Number(model.get("interval")) || 0;
    if (seconds > 0) timer = setTimeout(tick, seconds * 1000);
  }

  function shown() {
    // Back in view: read the table at once rather than at the next tick.
    if (!document.hidden) {
      ask();
      schedule();
    }
  }

  schedule();
  model.on("change:interval", schedule);
  document.addEventListener("visibilitychange", shown);
  return () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    model.off("change:interval", schedule);
    document.removeEventListener("visibilitychange", shown);
  };
}

export default { render };
