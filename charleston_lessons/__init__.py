"""Charleston Lessons: an interactive course on the Charleston of American mahjong.

The core (`tiles`, `rules`, `table`, `strategies`, `messages`) imports no widget or
plotting library; the faces (`art`, `widgets`) import the core, never the other way round.
"""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("charleston-lessons")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0+unknown"

__all__ = ["__version__"]
