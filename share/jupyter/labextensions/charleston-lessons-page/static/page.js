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
    activate: (app) => {
      addStyle();
      followAnchors();
      // After the page is drawn, so the preload never delays it; the kernel is still starting.
      Promise.resolve(app.restored).then(() => setTimeout(preload, 0));
      const shell = app.shell;
      const mark = () => {
        for (const widget of shell.widgets('main')) {
          const path = widget.context && widget.context.path;
          if (path && widget.content && COURSE.test(path)) widget.node.classList.add(MARK);
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
