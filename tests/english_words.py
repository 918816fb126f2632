"""Find English left in text meant to be in another language: words that only English uses.

The allow-list holds what stays English on purpose in every language: ROLLOR and the words it
stands for, the names Joker, Mah Jongg and League, and JupyterLab's own menu words.
"""

from __future__ import annotations

import re
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

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


@cache
def english_names() -> tuple[str, ...]:
    """The course's names of more than one word whose Malay differs (line, family, tile and
    pass names: "Dot run", "Red Dragon"), longest first: the English one in Malay text is a
    name the code forgot to translate."""
    from charleston_lessons.messages import translate
    from tools.catalogs import vocabulary

    names = {word for word, _ in vocabulary() if " " in word and len(word) < 40 and translate(word, "ms") != word}
    return tuple(sorted(names, key=len, reverse=True))


def english_words(text: str) -> list[str]:
    """The English-only words in `text`, after the allow-list, quotes and code are taken out."""
    found = []
    for name in english_names():
        if name in text:
            found.append(name)
            text = text.replace(name, " ")
    for kept in KEPT:
        text = text.replace(kept, " ")
    text = re.sub(r"\S*\.ipynb\S*|\b[a-z0-9]+(?:-[a-z0-9]+)+\b|\S*/\S*|`[^`]*`|'[^']*'|\"[^\"]*\"|<[^>]+>|\([^)]*\.ipynb[^)]*\)|https?://\S+", " ", text)
    return found + [word for word in re.findall(r"[A-Za-z]+", text) if word.lower() in ENGLISH_ONLY]
