// The table-for-four seat's clock (anywidget; see table_seat.py). It draws nothing: through the
// shared `pageClock` (_clock.js, put in front of this module) it sends the kernel a tick every
// `watch` seconds while the page is in view, never when `interval` is 0; the kernel looks for new
// moves on each and reads the whole table, with a heartbeat, once an interval.

function render({ model }) {
  const period = () => {
    const interval = Number(model.get("interval")) || 0; // 0: the page never asks by itself
    const watch = Number(model.get("watch")) || 0;
    return interval > 0 && watch > 0 ? Math.min(watch, interval) : interval;
  };
  const clock = pageClock(model, period);
  model.on("change:interval", clock.schedule);
  model.on("change:watch", clock.schedule);
  return () => {
    clock.stop();
    model.off("change:interval", clock.schedule);
    model.off("change:watch", clock.schedule);
  };
}

export default { render };
