// The table-for-four seat's clock (anywidget; see table_seat.py). It draws nothing: it sends the
// kernel a tick every `watch` seconds (every `interval` when `watch` is 0) while the page is in
// view; the kernel looks for new moves on each and reads the whole table, with a heartbeat, once
// an interval. A hidden tab asks for nothing; the timer goes with the view (cell run again, page
// closed), and one view's timer is made again, never added to, when either period changes.

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
    const interval = Number(model.get("interval")) || 0; // 0: the page never asks by itself
    const watch = Number(model.get("watch")) || 0;
    const seconds = watch > 0 ? Math.min(watch, interval) : interval;
    if (interval > 0) timer = setTimeout(tick, seconds * 1000);
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
  model.on("change:watch", schedule);
  document.addEventListener("visibilitychange", shown);
  return () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    model.off("change:interval", schedule);
    model.off("change:watch", schedule);
    document.removeEventListener("visibilitychange", shown);
  };
}

export default { render };
