"""What a drill question asks, with the values that change from seed to seed masked: its
*shape* (`mask`, read by `drills.question_shape`).

Two questions that differ only in the seats, tiles, numbers, directions or pass names they
name have the same shape ("You sit East. On pass 1, who receives your tiles?" and "You sit
North. On pass 4, who receives your tiles?"); two that ask something else, or give another
fact the answer rests on (a stop after pass 3, a player forwarding unseen), do not. A
question's several wordings count as one: a generator draws its wording with `phrasing`,
which, while `canonical()` is on, keeps the draw but always says the first wording, so
`drills.question_shape` reads every item in its first wording, in English.

Masked: a seat (East, South, West, North, in English or Malay), a tile in any of the
course's ways of naming it (5 Bam, 6B, the North wind, the Red Dragon, a Flower; a rack of
codes), a number in digits or words (three, first, second), a direction (right, left,
across, over) and a pass's name (first right), which its number decides, and the letters of
ROLLOR. A list of masked values ("East, South and West") is one value, and clauses set
side by side with semicolons (each seat's answer, in turn) are read in any order. A card
line's name, in curly quotes, is kept whole: which lines to collect is what a pick asks.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar

__all__ = ["mask", "canonical", "in_canonical", "phrasing", "SEAT", "TILE", "NUMBER", "DIRECTION", "PASS_NAME"]

SEAT, TILE, NUMBER, DIRECTION, PASS_NAME, LETTER = "⟨seat⟩", "⟨tile⟩", "⟨n⟩", "⟨way⟩", "⟨pass⟩", "⟨letter⟩"

_canonical: ContextVar[bool] = ContextVar("drill_shape_canonical", default=False)


@contextmanager
def canonical() -> Iterator[None]:
    """Inside the block, `phrasing` always gives a question's first wording."""
    token = _canonical.set(True)
    try:
        yield
    finally:
        _canonical.reset(token)


def in_canonical() -> bool:
    """Whether a generator is being read for its shape (`canonical()`)."""
    return _canonical.get()


def phrasing(rng: random.Random, keys: Sequence[str]) -> str:
    """One of several wordings of the same question, drawn from `rng` (one draw, as
    `rng.choice` makes); the first while `canonical()` is on, so wordings share a shape."""
    index = rng.randrange(len(keys))
    return keys[0] if _canonical.get() else keys[index]


def _words(*words: str) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


_SEATS = _words("East", "South", "West", "North", "Timur", "Selatan", "Barat", "Utara")
_SUIT = r"[1-9] (?:Bam|Crak|Dot)s?"
_CODE = r"(?:[1-9][BCD]|RD|GD|WD|[NEWSFJ])"
_TILE_PATTERNS = (
    # a rack or a run of tile codes ("F F 6B 6B 6D"): two codes or more, spaced
    rf"(?<![\w⟨]){_CODE}(?: {_CODE})+(?![\w⟩])",
    rf"\b(?:the )?(?:{_SEATS}) wind\b",
    rf"\bangin (?:{_SEATS})\b",
    r"\b(?:the |a )?(?:Red|Green|White) Dragon\b",
    r"\bNaga (?:Merah|Hijau|Putih)\b",
    r"\b(?:a )?Flowers?\b",
    r"\b(?:batu )?Bunga\b",
    rf"\b(?:a |one )?{_SUIT}\b",
)
_PASS_NAMES = r"\b(?:first|second) (?:right|across|left)\b|\b(?:kanan|seberang|kiri) yang (?:pertama|kedua)\b"
_NUMBERS = _words(
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "first", "second", "third", "fourth", "fifth",
    "sixth", "seventh", "once", "twice",
    "kosong", "satu", "dua", "tiga", "empat", "lima", "enam", "tujuh", "lapan", "sembilan",
    "sepuluh", "pertama", "kedua", "ketiga", "keempat", "kelima", "keenam", "ketujuh",
)
_DIRECTIONS = _words("right", "left", "across", "over", "kanan", "kiri", "seberang")
_QUOTED = re.compile(r"“[^”]*”")
_KEPT = 0xE000  # a kept name stands in the text as one private-use character until the end
_CLAUSES = re.compile(r"[^.?!:;]+(?:; [^.?!:;]+)+")


def _sorted_clauses(found: re.Match[str]) -> str:
    """Clauses set side by side with semicolons, in one order (the space before them kept)."""
    text = found.group(0)
    lead = text[: len(text) - len(text.lstrip())]
    return lead + "; ".join(sorted(part.strip() for part in text.split("; ")))


def mask(text: str) -> str:
    """`text` with its seats, tiles, numbers, directions and pass names masked (see the
    module's docstring); the same for two texts that differ only in those."""
    kept: list[str] = []

    def keep(match: re.Match[str]) -> str:
        kept.append(match.group(0))
        return chr(_KEPT + len(kept) - 1)

    out = _QUOTED.sub(keep, str(text))
    for pattern in _TILE_PATTERNS:
        out = re.sub(pattern, TILE, out, flags=re.IGNORECASE if "Dragon" in pattern else 0)
    out = re.sub(_PASS_NAMES, PASS_NAME, out, flags=re.IGNORECASE)
    out = re.sub(rf"\b(?:{_SEATS})\b", SEAT, out)
    out = re.sub(rf"\b(?:{_DIRECTIONS})\b", DIRECTION, out, flags=re.IGNORECASE)
    out = re.sub(r"\d+(?:[.,]\d+)?", NUMBER, out)
    out = re.sub(rf"\b(?:{_NUMBERS})\b", NUMBER, out, flags=re.IGNORECASE)
    out = re.sub(r"(?<![\w⟨])[ROL](?![\w⟩'’])", LETTER, out)
    out = re.sub(r"\b(?:a|an|the|one)\s+(?=⟨)", "", out, flags=re.IGNORECASE)
    # "⟨n⟩ tiles" and "⟨n⟩ tile" alike: the number is masked, so is its plural
    out = re.sub(rf"({NUMBER} (?:tile|pass|player|Joker|seat|friend|letter|offer))(?:es|s)?\b", r"\1", out)
    token = r"⟨\w+⟩"
    out = re.sub(rf"({token})(?:(?:, |,? and |,? dan | |-)\1)+", r"\1", out)
    out = re.sub(r"\s+", " ", out).strip()
    out = _CLAUSES.sub(_sorted_clauses, out)
    return re.sub("[\ue000-\uf8ff]", lambda m: kept[ord(m.group(0)) - _KEPT], out)
