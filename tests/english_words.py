"""Find English left in text meant to be in another language: words that only English uses.

The allow-list holds what stays English on purpose in every language: ROLLOR and the words it
stands for, the names Joker, Mah Jongg and League, and JupyterLab's own menu words.
"""

from __future__ import annotations

import re

ENGLISH_ONLY = frozenset(
    "the and you your is are of with from for that this tiles tile which not it to on in what "
    "who how seat player players pass passes when would should there their they was were has "
    "have been can only every each one two three first second nobody neither none help helps "
    "tiles away line lines goes go gets get keep keeps east south west north dragon flower".split()
)
KEPT = (
    "right, over, left", "Right, Over, Left, Left, Over, Right", "ROLLOR", "Run All Cells",
    "Run ▸", "Mah Jongg", "National Mah Jongg League", "League", "Joker", "Over", "I.O.U.",
    "Heavenly Hand", "Soap", "Kernel", "Restart", "Voilà", "JupyterLab", "Jupyter",
)


def english_words(text: str) -> list[str]:
    """The English-only words in `text`, after the allow-list, quotes and code are taken out."""
    for kept in KEPT:
        text = text.replace(kept, " ")
    text = re.sub(r"\S*\.ipynb\S*|\b[a-z0-9]+(?:-[a-z0-9]+)+\b|\S*/\S*|`[^`]*`|'[^']*'|\"[^\"]*\"|<[^>]+>|\([^)]*\.ipynb[^)]*\)|https?://\S+", " ", text)
    return [word for word in re.findall(r"[A-Za-z]+", text) if word.lower() in ENGLISH_ONLY]
