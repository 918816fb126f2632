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
(function () {
  'use strict';

  const NAME = 'charleston-lessons-page';
  const MARK = 'cl-course-page';
  // notebooks/ (when JupyterLab's root is the checkout), a language folder, then a lesson
  // (01_start_here.ipynb) or the express lesson (00_express.ipynb), the rules reference, practice,
  // a table for four, or anything in the instructor kit.
  const COURSE = /(?:^|\/)(?:[A-Za-z_-]+\/)?(?:\d\d_[^/]+|rules_reference|practice|table_for_four)\.ipynb$|(?:^|\/)instructor\/[^/]+\.ipynb$/;
  const here = document.currentScript && document.currentScript.src;

  function addStyle() {
    if (!here || document.querySelector(`link[data-cl-page]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL('page.css', here).href;
    link.dataset.clPage = '1';
    document.head.append(link);
  }

  const plugin = {
    id: `${NAME}:plugin`,
    description: 'A course notebook reads as a page: links underlined, no prompt column.',
    autoStart: true,
    activate: (app) => {
      addStyle();
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
    init: () => Promise.resolve(),
    get: () => Promise.resolve(() => ({ __esModule: true, default: [plugin] })),
  };
})();
