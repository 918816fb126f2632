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
// A course notebook opens as a page (issue 31), each in a function of its own below:
// firstOpen (side panels closed on a learner's first open; a panel the learner opens stays),
// fitWidth (JupyterLab's single-document interface, without side tab bars, up to 800 px wide)
// and codeSwitch (no code inputs or notebook toolbar on a course page unless an author or
// instructor shows them: the command "Show the course's code" or `?code=show`).
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

  // ---- First open: the lesson alone in the window (issue 31).
  // JupyterLab opens its file browser beside a notebook on a new profile, which leaves a
  // lesson a sliver of the window. On a learner's first open, both side panels are closed;
  // a learner who opens one keeps it (JupyterLab saves it in the workspace and restores it).
  // "First open": the workspace JupyterLab restores holds no layout yet, or this browser has
  // never opened the course (no OPENED key). JupyterLab restores its layout and re-opens panels
  // asynchronously after app.restored, so for GUARD_MS after load, until the learner's first
  // pointerdown or keydown, a panel JupyterLab opens is closed again; then OPENED is set.
  const OPENED = 'charleston-lessons:opened';
  const GUARD_MS = 5000;

  function freshWorkspace() {
    // True when the server's copy of this workspace holds no saved layout (a new profile);
    // false when it does, or when there is no workspaces API to ask (the static site).
    try {
      const el = document.getElementById('jupyter-config-data');
      const config = el ? JSON.parse(el.textContent) : {};
      if (!config.fullWorkspacesApiUrl || !config.workspace) return Promise.resolve(false);
      const url = `${config.fullWorkspacesApiUrl.replace(/\/$/, '')}/${encodeURIComponent(config.workspace)}`;
      const headers = config.token ? { Authorization: `token ${config.token}` } : {};
      return fetch(url, { headers, credentials: 'same-origin' })
        .then((r) => (r.ok ? r.json() : null))
        .then((ws) => !!ws && !(ws.data && ws.data['layout-restorer:data']))
        .catch(() => false);
    } catch (_error) {
      return Promise.resolve(false);
    }
  }

  function firstOpen(app) {
    const shell = app.shell;
    if (!shell || !shell.collapseLeft) return;
    let known = true;
    try {
      known = !!window.localStorage.getItem(OPENED);
    } catch (_error) {
      known = false;
    }
    // Asked now, before JupyterLab saves the layout it is about to restore.
    const fresh = freshWorkspace();
    Promise.all([app.restored, fresh]).then(([, isFresh]) => {
      if (known && !isFresh) return;
      let guarding = true;
      const close = () => {
        if (!guarding) return;
        if (!shell.leftCollapsed) shell.collapseLeft();
        if (!shell.rightCollapsed) shell.collapseRight();
      };
      const stop = (event) => {
        if (event && event.isTrusted === false) return;
        if (!guarding) return;
        guarding = false;
        window.clearInterval(timer);
        window.removeEventListener('pointerdown', stop, true);
        window.removeEventListener('keydown', stop, true);
        if (shell.layoutModified) shell.layoutModified.disconnect(close);
        try {
          window.localStorage.setItem(OPENED, String(Date.now()));
        } catch (_error) {
          // No storage (a private window): the next open is a first open again.
        }
        document.documentElement.dataset.clFirstOpen = 'done';
      };
      close();
      const timer = window.setInterval(close, 100);
      window.addEventListener('pointerdown', stop, true);
      window.addEventListener('keydown', stop, true);
      if (shell.layoutModified) shell.layoutModified.connect(close);
      window.setTimeout(stop, GUARD_MS);
    });
  }

  // ---- Narrow windows: JupyterLab's single-document interface up to NARROW px wide, with no
  // side tab bars (each takes 33 px, a tenth of a phone), so the lesson takes the window.
  // Wider again, the shell goes back to how it was, if the course was the one that changed
  // it. (tests/browser/lab.py's NARROW is this number.)
  const NARROW = 800;

  // What the course changed is kept in this browser (NARROWED: {mode, sides}), since
  // JupyterLab saves the shell's state in the workspace: opened wide after a narrow visit,
  // the shell is given back what the course took, and nothing the learner chose.
  const NARROWED = 'charleston-lessons:narrowed';

  function narrowed(value) {
    try {
      if (value === undefined) return JSON.parse(window.localStorage.getItem(NARROWED) || 'null');
      if (value) window.localStorage.setItem(NARROWED, JSON.stringify(value));
      else window.localStorage.removeItem(NARROWED);
    } catch (_error) {
      // No storage: the switch lasts as long as the page.
    }
    return null;
  }

  function fitWidth(app) {
    const shell = app.shell;
    if (!shell || !('mode' in shell) || !shell.toggleSideTabBarVisibility) return;
    const fit = () => {
      const narrow = window.innerWidth <= NARROW;
      const taken = narrowed();
      if (narrow && !taken) {
        const done = { mode: shell.mode !== 'single-document', sides: [] };
        if (done.mode) shell.mode = 'single-document';
        for (const side of ['left', 'right']) {
          if (shell.isSideTabBarVisible(side)) {
            shell.toggleSideTabBarVisibility(side);
            done.sides.push(side);
          }
        }
        narrowed(done);
      } else if (narrow && taken) {
        if (shell.mode !== 'single-document') shell.mode = 'single-document';
        // While the page settles, a layout JupyterLab restores late (a workspace saved by an
        // earlier visit) can show the side tab bars again: they are hidden again, and noted.
        if (settling) {
          for (const side of ['left', 'right']) {
            if (!shell.isSideTabBarVisible(side)) continue;
            shell.toggleSideTabBarVisibility(side);
            if (!(taken.sides || []).includes(side)) taken.sides = [...(taken.sides || []), side];
          }
          narrowed(taken);
        }
      } else if (!narrow && taken) {
        if (taken.mode && shell.mode !== 'multiple-document') shell.mode = 'multiple-document';
        for (const side of taken.sides || []) {
          if (!shell.isSideTabBarVisible(side)) shell.toggleSideTabBarVisibility(side);
        }
        narrowed(null);
      }
    };
    // The single-document interface names the open notebook in a text box that has only a
    // title for a label (axe's label-title-only, serious): it gets an accessible name.
    const label = () => {
      const box = document.querySelector('#jp-title-panel-title input');
      if (box && !box.getAttribute('aria-label')) box.setAttribute('aria-label', 'Notebook name');
    };
    if (shell.currentChanged) shell.currentChanged.connect(() => window.requestAnimationFrame(label));
    if (shell.modeChanged) shell.modeChanged.connect(() => window.requestAnimationFrame(label));
    // For GUARD_MS after the layout is restored, until the learner's first pointerdown or
    // keydown (as firstOpen), the fit is made again every 100 ms.
    let settling = true;
    Promise.resolve(app.restored).then(() => {
      fit();
      const timer = window.setInterval(fit, 100);
      const settled = (event) => {
        if (event && event.isTrusted === false) return;
        settling = false;
        window.clearInterval(timer);
        window.removeEventListener('pointerdown', settled, true);
        window.removeEventListener('keydown', settled, true);
      };
      window.addEventListener('pointerdown', settled, true);
      window.addEventListener('keydown', settled, true);
      window.setTimeout(settled, GUARD_MS);
      window.requestAnimationFrame(label);
      let pending = 0;
      window.addEventListener('resize', () => {
        window.cancelAnimationFrame(pending);
        pending = window.requestAnimationFrame(fit);
      });
    });
  }

  // ---- The code switch: a course page shows no code and no notebook toolbar, only what the
  // course draws. An author or instructor shows them with the command "Show the course's
  // code" (command palette; remembered in this browser) or `?code=show` in the address
  // (`?code=hide` hides them again). The body carries `cl-show-code` while they show.
  const CODE_KEY = 'charleston-lessons:code';
  const CODE_COMMAND = 'charleston-lessons:show-code';
  const CODE_WORDS = {  // in this file, as START_WORDS below are, and for the same reason
    en: {
      label: "Show the course's code",
      caption: 'Show the code cells and the notebook toolbar on the course pages (for authors and instructors)',
    },
    ms: {
      label: 'Tunjukkan kod kursus',
      caption: 'Tunjukkan sel kod dan bar alat notebook pada halaman kursus (untuk penulis dan pengajar)',
    },
  };
  let palette = null; // the command palette's token, from JupyterLab's share scope

  function codeShown() {
    try {
      return window.localStorage.getItem(CODE_KEY) === 'show';
    } catch (_error) {
      return false;
    }
  }

  function setCodeShown(show) {
    try {
      if (show) window.localStorage.setItem(CODE_KEY, 'show');
      else window.localStorage.removeItem(CODE_KEY);
    } catch (_error) {
      // No storage: the switch holds for this page only.
    }
    document.body.classList.toggle('cl-show-code', show);
  }

  function codeToolbar(widget) {
    // The notebook toolbar (save, run, kernel) of a course page shows with the code only.
    // Hidden as a widget, not by CSS, so the notebook takes the room it leaves.
    if (!widget.toolbar || !widget.node.classList.contains(MARK)) return;
    const show = document.body.classList.contains('cl-show-code');
    if (show && widget.toolbar.isHidden) widget.toolbar.show();
    if (!show && !widget.toolbar.isHidden) widget.toolbar.hide();
  }

  function codeSwitch(app, commandPalette) {
    const query = new URLSearchParams(window.location.search).get('code');
    if (query === 'show' || query === 'hide') setCodeShown(query === 'show');
    else setCodeShown(codeShown());
    const apply = () => {
      for (const widget of app.shell.widgets('main')) codeToolbar(widget);
    };
    // Said in the language of the page in front (a Malay lesson's folder is ms/).
    const words = () => {
      const current = app.shell.currentWidget;
      return CODE_WORDS[languageOf((current && current.context && current.context.path) || '')];
    };
    app.commands.addCommand(CODE_COMMAND, {
      label: () => words().label,
      caption: () => words().caption,
      isToggled: () => document.body.classList.contains('cl-show-code'),
      execute: () => {
        setCodeShown(!document.body.classList.contains('cl-show-code'));
        apply();
        app.commands.notifyCommandChanged(CODE_COMMAND);
      },
    });
    if (commandPalette) commandPalette.addItem({ command: CODE_COMMAND, category: 'Charleston Lessons' });
    return apply;
  }

  function loadShared(name) {
    // A module from JupyterLab's share scope (its newest version), or null.
    const versions = shared && shared[name];
    if (!versions) return Promise.resolve(null);
    const newest = Object.keys(versions).sort(byVersion).pop();
    try {
      return Promise.resolve(versions[newest].get())
        .then((factory) => factory())
        .catch(() => null);
    } catch (_error) {
      return Promise.resolve(null);
    }
  }

  function byVersion(a, b) {
    const x = a.split(/[.-]/).map(Number), y = b.split(/[.-]/).map(Number);
    for (let i = 0; i < 3; i++) if ((x[i] || 0) !== (y[i] || 0)) return (x[i] || 0) - (y[i] || 0);
    return 0;
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
      // The cells are handed over at once, while the kernel may still be starting: its
      // connection holds them and sends them the moment the kernel answers kernel_info, ahead of
      // the requests the rest of JupyterLab makes once it sees the kernel (history, the widget
      // manager's handshake), so the kernel runs the lesson first (about 0.15 s sooner).
      const running = run(app, panel);
      // Ready: the kernel answered kernel_info. A kernel that dies while starting never does.
      await new Promise((resolve, reject) => {
        const dead = () => { if (kernel.status === 'dead') reject(new Error('kernel died')); };
        kernel.statusChanged.connect(dead);
        kernel.info.then(resolve, reject).finally(() => kernel.statusChanged.disconnect(dead));
        dead();
      });
      stamp(panel, 'clKernel');
      await running;
    } catch (_error) {
      stamp(panel, 'clStartFailed');
      startButton(app, panel);
    }
  }

  // A click on an in-page link (`#The-tiles`: a lesson's list of sections, a look back) inside a
  // course page brings that heading to the top of the page, with the focus on it. JupyterLab
  // names a heading's anchor by its text with spaces as dashes, but does not reliably scroll a
  // notebook to it. Anything else (a link to another notebook, a heading not found) is left alone.
  function followAnchors() {
    document.addEventListener('click', (event) => {
      const link = event.target && event.target.closest && event.target.closest('a[href^="#"]');
      const page = link && link.closest(`.${MARK}`);
      if (!page || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
      let name = link.getAttribute('href').slice(1);
      try {
        name = decodeURIComponent(name);
      } catch (_error) {
        // not percent-encoded: the text itself
      }
      // JupyterLab 4 keeps a heading's anchor in `data-jupyter-id`; older versions and Voila in `id`.
      const heading = [...page.querySelectorAll(':is(h1, h2, h3, h4, h5, h6):is([id], [data-jupyter-id])')]
        .find((node) => node.dataset.jupyterId === name || node.id === name);
      if (!heading) return;
      event.preventDefault();
      event.stopPropagation();
      heading.scrollIntoView({ block: 'start' });
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }, true);
  }

  const plugin = {
    id: `${NAME}:plugin`,
    description: 'A course notebook reads as a page: links underlined, no prompt column.',
    autoStart: true,
    activate: (app, commandPalette) => {
      addStyle();
      followAnchors();
      // After the page is drawn, so the preload never delays it; the kernel is still starting.
      Promise.resolve(app.restored).then(() => setTimeout(preload, 0));
      firstOpen(app);
      fitWidth(app);
      const shell = app.shell;
      const showCode = codeSwitch(app, commandPalette || null);
      const mark = () => {
        for (const widget of shell.widgets('main')) {
          const path = widget.context && widget.context.path;
          if (path && widget.content && COURSE.test(path)) {
            widget.node.classList.add(MARK);
            if (widget.sessionContext) autostart(app, widget);
          }
        }
        showCode();
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
    // The command palette's token comes from JupyterLab's own @jupyterlab/apputils (shared),
    // so the plugin can ask for the palette without a build step; without it, no palette item.
    get: () =>
      loadShared('@jupyterlab/apputils').then((apputils) => {
        palette = (apputils && apputils.ICommandPalette) || null;
        plugin.optional = palette ? [palette] : [];
        return () => ({ __esModule: true, default: [plugin] });
      }),
  };
})();
