# The course's kernels (this file is copied into the virtual environment by `make setup`, so
# it applies to kernels of that environment only): warm the kernel while it starts, so a
# lesson's first exercise is answerable sooner (charleston_lessons/widgets/_preload.py).
c = get_config()  # noqa: F821 (IPython's config loader provides it)
c.InteractiveShellApp.extensions = ["charleston_lessons.widgets._preload"]
