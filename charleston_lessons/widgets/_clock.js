// The page's clock, shared by the views that ask the kernel to read a room again and again
// (room_live.js, tables_board.js, table_seat.js): the kernel puts this text in front of each
// module (widgets/_esm.py), so each view has `pageClock` without a module of its own to load;
// widgets/_clock.py is the kernel's half.
//
// `pageClock(model, seconds)` sends `{type: "tick"}` every `seconds()` seconds (none while it
// says 0) while the tab is in view; a hidden tab asks for nothing, and coming back into view asks
// at once. One timer per view, made again (never added to) by `schedule()` when the period
// changes, and cleared by `stop()` when the view goes (widget closed, cell run again, page
// closed). The kernel decides what a tick reads, and reads at most once a period however many
// views ask.

function pageClock(model, seconds) {
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
    const period = Number(seconds()) || 0;
    if (period > 0) timer = setTimeout(tick, period * 1000);
  }

  function shown() {
    // Back in view: read at once rather than at the next tick.
    if (!document.hidden && (Number(seconds()) || 0) > 0) {
      ask();
      schedule();
    }
  }

  schedule();
  document.addEventListener("visibilitychange", shown);
  return {
    schedule,
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      document.removeEventListener("visibilitychange", shown);
    },
  };
}
