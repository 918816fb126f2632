// One lesson open at a time in the course's static site (JupyterLite); tools/build_lite.py
// ships this file as a JupyterLab extension of the site only, so the learner's own
// JupyterLab and Voila never load it.
//
// Why: every open notebook tab in the site runs a Python of its own in the browser (Pyodide),
// and JupyterLite reopens every tab on the next visit, each starting its Python at once. A
// lesson's links ("Next: Lesson 2 ...", "Previous", the other language, the overview's "Pick
// up at") open the lesson as another tab beside the old one, so after a few lessons a kernel
// took minutes to start. Here, whenever a lesson opens while another lesson is open, however
// it was opened, the older lesson is saved (as JupyterLab's autosave would), its tab closed
// and its kernel shut down. What JupyterLite restores on the next visit is then one lesson.
// The rules reference and the instructor notebooks are not lessons: they never close one.
//
// When: a lesson whose kernel is still starting (a tab of the last visit coming back) closes
// as soon as its session exists, so two Pythons do not start side by side. A lesson whose
// kernel runs closes once the new lesson's kernel is ready: the new one then starts as fast as
// with the old one left open (measured here: closing the old one first made the new one's
// start about 3 s, a third, slower).
//
// A JupyterLab plugin written by hand, with no build step: JupyterLab loads a prebuilt
// extension as a module-federation container, an object with init() and get() on
// window._JUPYTERLAB[name], whose module's default export is a list of plugins. The plugin
// needs only the application (its shell and services), so it imports nothing.
(function () {
  'use strict';

  // A lesson: a numbered notebook at the top of the course or in a language's folder
  // (01_start_here.ipynb, ms/01_start_here.ipynb), the express lesson (00_express.ipynb) among
  // them, as it runs a Python of its own too; instructor/ and rules_reference are not.
  const LESSON = /^(?:[A-Za-z_-]+\/)?\d\d_[^/]+\.ipynb$/;

  const plugin = {
    id: 'charleston-lessons-site:one-lesson',
    description: 'A lesson opened while another is open replaces it: one lesson, one kernel.',
    autoStart: true,
    activate: (app) => {
      const shell = app.shell;
      if (!shell || !shell.layoutModified) {
        return; // an app of the site with one document a page (the Notebook app)
      }
      // JupyterLite (0.8) gives a notebook that starts a session the running session of any
      // notebook with the same file name, so ms/10_practice_rack.ipynb would get the session
      // of 10_practice_rack.ipynb; JupyterLab, seeing a session for another path, shuts it
      // down and leaves the new lesson with no kernel. JupyterLab asks for every session under
      // a path of its own, so that path is its name too: no two lessons share a session.
      const sessions = app.serviceManager.sessions;
      const startNew = sessions.startNew.bind(sessions);
      sessions.startNew = (options, ...rest) =>
        startNew(options && options.path ? { ...options, name: options.path } : options, ...rest);

      // The lesson the site's address names (lab/index.html?path=...), read before
      // JupyterLite opens it and takes it out of the address.
      const asked = new URLSearchParams(window.location.search).getAll('path');
      // Until the learner first clicks or presses a key, a lesson the address names is the one
      // kept: a tab of the last visit that JupyterLite brings back after it (on a busy machine
      // it can come after) must not take its place. Once the learner has acted, the lesson
      // opened last is kept, however it was opened.
      let touched = false;
      const acted = (event) => {
        if (!event.isTrusted) return;
        touched = true;
        for (const name of ['pointerdown', 'keydown']) window.removeEventListener(name, acted, true);
      };
      for (const name of ['pointerdown', 'keydown']) window.addEventListener(name, acted, true);
      const seen = new WeakMap(); // a lesson panel -> when it was first seen (a generation)
      const leaving = new WeakSet();
      let generation = 0;

      const running = (panel) => {
        const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
        return !!kernel && (kernel.status === 'idle' || kernel.status === 'busy');
      };

      // Settles when `panel`'s kernel is ready (or it has none, is closed, or two minutes pass).
      const started = (panel) =>
        new Promise((resolve) => {
          const done = () => resolve();
          panel.disposed.connect(done);
          setTimeout(done, 120000);
          panel.sessionContext.ready
            .then(() => {
              const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
              return kernel ? kernel.info : undefined;
            })
            .then(done, done);
        });

      const lessons = () =>
        Array.from(shell.widgets('main')).filter(
          (w) => !w.isDisposed && w.context && w.sessionContext && LESSON.test(w.context.path));

      const retire = async (panel) => {
        leaving.add(panel);
        // A session still being started would outlive a tab closed now, its kernel with no
        // tab: wait until it exists (a moment), so that it is shut down with the tab.
        await Promise.race([
          panel.sessionContext.ready.catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, 30000)),
        ]);
        const session = panel.sessionContext.session;
        const id = session ? session.id : null;
        try {
          const model = panel.context.model;
          if (model && model.dirty && !model.readOnly) {
            await panel.context.save();
          }
        } catch (error) {
          // Not saved: JupyterLab's own close asks the learner what to do with the changes.
          console.warn('charleston-lessons: could not save', panel.context.path, error);
        }
        panel.disposed.connect(() => {
          if (id) {
            // Closing already shut it down when the notebook settings say so (the site's do).
            app.serviceManager.sessions.shutdown(id).catch(() => undefined);
          }
        });
        panel.close();
      };

      const enforce = () => {
        const open = lessons();
        generation += 1;
        for (const panel of open) {
          if (!seen.has(panel)) {
            seen.set(panel, generation);
          }
        }
        if (open.length < 2) {
          return;
        }
        // Keep the lesson the address names while the learner has not acted; else the lesson
        // opened last. Of several seen together (the tabs of the last visit as they come back,
        // with the lesson the address names), the one the address names, else the one in front.
        const newest = Math.max(...open.map((panel) => seen.get(panel)));
        const fresh = open.filter((panel) => seen.get(panel) === newest);
        const named = touched ? undefined : open.find((panel) => asked.includes(panel.context.path));
        const keep =
          named ||
          fresh.find((panel) => asked.includes(panel.context.path)) ||
          (fresh.includes(shell.currentWidget) ? shell.currentWidget : fresh[fresh.length - 1]);
        const old = open.filter((panel) => panel !== keep && !leaving.has(panel));
        const later = old.filter(running);
        old.filter((panel) => !running(panel)).forEach((panel) => void retire(panel));
        if (later.length) {
          later.forEach((panel) => leaving.add(panel));
          void started(keep).then(() => {
            if (keep.isDisposed) {
              // The new lesson closed before its kernel was ready: look again at what is open.
              later.forEach((panel) => leaving.delete(panel));
              enforce();
            } else {
              later.forEach((panel) => void retire(panel));
            }
          });
        }
      };

      void app.restored.then(() => {
        enforce();
        shell.layoutModified.connect(enforce);
      });
    },
  };

  const containers = (window._JUPYTERLAB = window._JUPYTERLAB || {});
  containers['charleston-lessons-site'] = {
    init: () => Promise.resolve(),
    get: () => Promise.resolve(() => ({ __esModule: true, default: [plugin] })),
  };
})();
