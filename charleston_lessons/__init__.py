"""Charleston Lessons: an interactive course on the Charleston of American mahjong.

The core (`tiles`, `rules`, `table`, `strategies`, `messages`) imports no widget or
plotting library; the faces (`art`, `widgets`) import the core, never the other way round.
"""

# Written here rather than read with importlib.metadata, which costs a first import about
# 40 ms; tests/test_environment.py keeps it equal to pyproject.toml's version.
__version__ = "0.1.0"

__all__ = ["__version__"]
