// The course's page style in JupyterLab and in the course's static site (JupyterLite).
//
// `make lab` and the browser tests load this folder as a prebuilt JupyterLab extension
// (--LabApp.extra_labextensions_path=share/jupyter/labextensions); tools/build_lite.py puts
// it in the static site. Voila pages carry the same rules in the course's Voila template.
//
// What it does: puts page.css (beside this file) in the page once, and marks the notebook
// panel of every course notebook (the lessons, in any language, the rules reference and the
// instructor kit) with the class `cl-course-page`, so page.css changes the course's own
// notebooks only: text at 16 px, links underlined, no prompt column, counts or cell toolbar.
//
// A JupyterLab plugin written by hand, with no build step (as tools/lite_one_lesson.js):
// JupyterLab loads a prebuilt extension as a module-federation container, an object with
// init() and get() on window._JUPYTERLAB[name], whose module's default export is a list of
// plugins. The plugin needs only the application, so it imports nothing.
//
// It also loads ipywidgets' controls (buttons, boxes, HTML) while the page waits for its kernel
// (issue 24): JupyterLab loads that bundle only when a notebook's first control model arrives,
// which on Run All is after the kernel is ready, so the first exercise waited for it. The
// bundle is a module JupyterLab shares between extensions (its share scope, which JupyterLab
// hands to this container's init()); asking for it there loads the very module the widget
// manager takes later, so nothing is loaded twice.
//
// It also starts a course notebook by itself (issue 31, `autostart` below): once the notebook's
// kernel is ready the page runs its cells, once per opened panel, with no menu; when the kernel
// cannot start it shows one "Start the lesson" button that does it. The page's own run leaves
// the notebook unmodified (its outputs are the kernel's, not the learner's edits).
(function () {
  'use strict';

  const NAME = 'charleston-lessons-page';
  const MARK = 'cl-course-page';
  // notebooks/ (when JupyterLab's root is the checkout), a language folder, then a lesson
  // (01_start_here.ipynb) or the express lesson (00_express.ipynb), the rules reference, practice,
  // a table for four, or anything in the instructor kit.
  const COURSE = /(?:^|\/)(?:[A-Za-z_-]+\/)?(?:\d\d_[^/]+|rules_reference|practice|table_for_four)\.ipynb$|(?:^|\/)instructor\/[^/]+\.ipynb$/;
  const here = document.currentScript && document.currentScript.src;

  let shared = null; // JupyterLab's share scope, from init()
  const PRELOAD = ['@jupyter-widgets/controls'];

  function preload() {
    if (!shared) return;
    for (const name of PRELOAD) {
      const versions = shared[name];
      if (!versions) continue;
      // The newest version offered, as the widget manager's own request would take it.
      const newest = Object.keys(versions).sort((a, b) => {
        const x = a.split(/[.-]/).map(Number), y = b.split(/[.-]/).map(Number);
        for (let i = 0; i < 3; i++) if ((x[i] || 0) !== (y[i] || 0)) return (x[i] || 0) - (y[i] || 0);
        return 0;
      }).pop();
      try {
        // Marked on the page when loaded (`data-cl-preloaded`), for the browser tests.
        Promise.resolve(versions[newest].get())
          .then((factory) => factory())
          .then(() => {
            const root = document.documentElement;
            root.dataset.clPreloaded = [root.dataset.clPreloaded, name].filter(Boolean).join(' ');
            root.dataset.clPreloadedAt = String(Math.round(performance.timeOrigin + performance.now()));
          })
          .catch(() => {});
      } catch (_error) {
        // A preload only: the widget manager loads the bundle itself when it needs it.
      }
    }
  }

  function addStyle() {
    if (!here || document.querySelector(`link[data-cl-page]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL('page.css', here).href;
    link.dataset.clPage = '1';
    document.head.append(link);
  }

  // ---------------------------------------------------------------- a lesson starts itself
  // The button's words, by the notebook's language folder (`ms/...` is Malay). They live here,
  // not in the course's catalogs, because this extension has no build step and imports nothing:
  // it cannot read the Python catalogs (charleston_lessons/locale) from the page.
  const START_WORDS = {
    en: { button: 'Start the lesson', why: 'The lesson could not start by itself.' },
    ms: { button: 'Mulakan pelajaran', why: 'Pelajaran tidak dapat bermula dengan sendirinya.' },
  };
  const started = new WeakSet(); // panels the page has started (once per opened panel)

  function languageOf(path) {
    return /(?:^|\/)ms\//.test(path) ? 'ms' : 'en';
  }

  // Marks on the panel and on the page, for the browser tests and benchmarks: when the kernel
  // answered (`data-cl-kernel`), when the page's run started (`data-cl-start`) and ended
  // (`data-cl-started`), or that it could not start (`data-cl-start-failed`). Epoch ms.
  function stamp(panel, key, value) {
    const when = String(value === undefined ? Math.round(performance.timeOrigin + performance.now()) : value);
    panel.node.dataset[key] = when;
    document.documentElement.dataset[key] = when;
  }

  function startButton(app, panel) {
    if (panel.node.querySelector('.cl-start-lesson')) return;
    const words = START_WORDS[languageOf(panel.context.path)];
    const box = document.createElement('div');
    box.className = 'cl-start-lesson';
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', words.button);
    const why = document.createElement('p');
    why.textContent = words.why;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'cl-start-lesson-button';
    button.textContent = words.button;
    button.addEventListener('click', () => {
      box.remove();
      delete panel.node.dataset.clStartFailed;
      // A kernel that never started is started (or chosen) by JupyterLab's own run.
      run(app, panel);
    });
    box.append(why, button);
    panel.node.append(box);
    button.focus();
  }

  function run(app, panel) {
    stamp(panel, 'clStart');
    delete panel.node.dataset.clStarted;
    const done = (ok) => {
      // Running the cells changes their outputs and counts, which marks the notebook modified;
      // the learner changed nothing, so the tab must not say so (nor autosave write the run).
      if (panel.context && panel.context.model) panel.context.model.dirty = false;
      if (ok) stamp(panel, 'clStarted');
      else {
        stamp(panel, 'clStartFailed');
        startButton(app, panel);
      }
    };
    // JupyterLab's Run All makes the last cell the active one, which scrolls the page to its end
    // (at once, or as the run ends); a learner who has just opened a lesson stays where they
    // are, at its top, unless they scroll, click or press a key themselves during the run.
    const notebook = panel.content;
    const index = notebook.activeCellIndex;
    const scroller = notebook.outerNode || notebook.node;
    const top = scroller.scrollTop;
    let moved = false;
    const mine = () => { moved = true; };
    const own = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
    for (const name of own) scroller.addEventListener(name, mine, { passive: true, capture: true });
    const stay = () => {
      if (moved || notebook.isDisposed) return;
      if (notebook.activeCellIndex !== index) {
        notebook.activeCellIndex = index;
        notebook.deselectAll();
      }
      if (scroller.scrollTop !== top) scroller.scrollTop = top;
    };
    const settle = () => new Promise((resolve) => {
      stay();
      requestAnimationFrame(() => { stay(); requestAnimationFrame(() => { stay(); resolve(); }); });
    });
    // Run All also asks the notebook to scroll to its last cell once that is drawn, which can be
    // seconds later: while the page runs the cells, such a request is dropped (unless the
    // learner has moved), and the notebook's own method is back once the run has ended.
    const scrollToItem = Object.prototype.hasOwnProperty.call(notebook, 'scrollToItem') ? notebook.scrollToItem : null;
    notebook.scrollToItem = function (...args) {
      return moved ? Object.getPrototypeOf(notebook).scrollToItem.apply(notebook, args) : Promise.resolve();
    };
    const running = app.commands.execute('notebook:run-all-cells', { widgetId: panel.id, activate: false });
    settle();
    const end = (ok) => settle().then(() => {
      for (const name of own) scroller.removeEventListener(name, mine, { capture: true });
      if (scrollToItem) notebook.scrollToItem = scrollToItem;
      else delete notebook.scrollToItem;
      done(ok);
    });
    return running.then((result) => end(result !== false), () => end(false));
  }

  async function autostart(app, panel) {
    if (started.has(panel)) return;
    started.add(panel);
    try {
      await panel.context.ready;
      const session = panel.sessionContext;
      await session.ready;
      const kernel = session.session && session.session.kernel;
      if (!kernel || session.hasNoKernel) throw new Error('no kernel');
      // Ready: the kernel answered kernel_info. A kernel that dies while starting never does.
      await new Promise((resolve, reject) => {
        const dead = () => { if (kernel.status === 'dead') reject(new Error('kernel died')); };
        kernel.statusChanged.connect(dead);
        kernel.info.then(resolve, reject).finally(() => kernel.statusChanged.disconnect(dead));
        dead();
      });
      stamp(panel, 'clKernel');
      await run(app, panel);
    } catch (_error) {
      stamp(panel, 'clStartFailed');
      startButton(app, panel);
    }
  }

  const plugin = {
    id: `${NAME}:plugin`,
    description: 'A course notebook reads as a page: links underlined, no prompt column.',
    autoStart: true,
    activate: (app) => {
      addStyle();
      // After the page is drawn, so the preload never delays it; the kernel is still starting.
      Promise.resolve(app.restored).then(() => setTimeout(preload, 0));
      const shell = app.shell;
      const mark = () => {
        for (const widget of shell.widgets('main')) {
          const path = widget.context && widget.context.path;
          if (path && widget.content && COURSE.test(path)) {
            widget.node.classList.add(MARK);
            if (widget.sessionContext) autostart(app, widget);
          }
        }
      };
      mark();
      if (shell.layoutModified) shell.layoutModified.connect(mark);
      if (shell.currentChanged) shell.currentChanged.connect(mark);
    },
  };

  const containers = (window._JUPYTERLAB = window._JUPYTERLAB || {});
  containers[NAME] = {
    init: (scope) => {
      shared = scope || null;
      return Promise.resolve();
    },
    get: () => Promise.resolve(() => ({ __esModule: true, default: [plugin] })),
  };
})();
