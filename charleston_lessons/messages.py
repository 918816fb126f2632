"""Every learner-facing sentence of the core, by language, so a translation touches one place.

Templates use `str.format` fields. `say(key, **fields)` fills one in; a missing key or
field is a programming error and raises, so tests catch it before a learner does.
"""

from __future__ import annotations

__all__ = ["MESSAGES", "say", "count_tiles", "set_language", "language"]

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        # check_pass verdicts (rules.py)
        "pass.ok": "Legal: {what} go {direction} on pass {step} ({name}).",
        "pass.ok.courtesy_none": "Legal: nothing moves for you on the courtesy pass.",
        "pass.joker": (
            "Jokers are never passed, not blind and not by agreement: keep the Joker "
            "in your rack and choose another tile."
        ),
        "pass.not_held": "You don't hold {tile}: you can only pass tiles from your own rack.",
        "pass.not_enough": (
            "You chose {tile} {wanted} times but hold only {held}: "
            "you can only pass tiles from your own rack."
        ),
        "pass.blind_step": (
            "A blind pass is only allowed on pass 3 (first left) and pass 6 (second "
            "right); on pass {step} ({name}) every tile comes from your own rack."
        ),
        "pass.blind_range": (
            "On a blind pass you forward 1, 2 or 3 of the arriving tiles unseen, not {blind}."
        ),
        "pass.count": (
            "Pass {step} moves exactly 3 tiles; you have {what}, {total} in all."
        ),
        "pass.courtesy_agreed": (
            "Your pair agreed on {agreed}, so pass exactly that many; you chose {count}."
        ),
        "pass.courtesy_range": "A courtesy pass is 0 to 3 tiles; you chose {count}.",
        "what.own": "{own} from your rack",
        "what.own_blind": "{own} from your rack and {blind} forwarded unseen",
        # input errors (ValueError texts)
        "error.seat": "{value!r} is not a seat: choose East, South, West or North.",
        "error.direction": "{value!r} is not a direction: choose right, across or left.",
        "error.step": "{value!r} is not a pass: the passes are numbered 1 to 7.",
        "error.players": "{value!r} players: a game has 2, 3 or 4 players.",
        "error.offer": "{value!r} is not a courtesy offer: offer 0, 1, 2 or 3 tiles.",
        "error.blind": (
            "{value!r} is not a number of tiles to forward unseen: use 0, 1, 2 or 3."
        ),
        "error.answers": "Give one answer, yes or no, for each player: got {value!r}.",
        # the table (table.py)
        "table.played": "Pass {step} ({name}) played: every player sent {count} and received {count}.",
        "table.standoff": (
            "Pass {step} ({name}): all four forwarded every arriving tile, so nobody "
            "put a tile down and nothing moved."
        ),
        "table.courtesy_played": "Courtesy pass played across: {pairs}.",
        "table.pair_count": "{a} and {b} swapped {count}",
        "table.pair_cancelled": "{a} and {b} passed nothing",
        "table.seat_verdict": "{seat}: {message}",
        "table.missing_choice": (
            "Everyone passes at once: {seat} has not chosen yet."
        ),
        "table.done": "The Charleston is over ({reason}).",
        "table.stop_question_due": (
            "Pass 3 is done: first ask every player whether to stop the second Charleston."
        ),
        "table.offers_due": (
            "Before the courtesy pass each pair agrees a count: give every player's offer first."
        ),
        "table.stopped": "{who} stopped the second Charleston: one \"no\" is enough. Next, the courtesy pass.",
        "table.not_stopped": "Nobody stopped it: all four play passes 4, 5 and 6.",
        "table.stop_too_late": (
            "Pass 4 has begun, so the second Charleston cannot be stopped: the table "
            "finishes left, across, right."
        ),
        "table.stop_too_early": "The stop question comes after pass 3, not before.",
        "table.stop_over": "The stop question has already been answered.",
        "table.offers_set": "Courtesy counts agreed: {pairs}.",
        "table.offers_not_now": "Courtesy offers are made once the Charleston has ended, before pass 7.",
        "table.offer_bad": "{seat}'s offer {value!r} is not 0, 1, 2 or 3 tiles.",
        "table.joker_returned": (
            "{seat} passed a Joker by mistake: {receiver} gives it back and {seat} "
            "passes {replacement} instead."
        ),
        "table.joker_no_replacement": (
            "{seat} chose a Joker: it would come straight back (J2), so name a "
            "non-joker tile to pass instead."
        ),
        "table.few_players": (
            "With {players} players there is no Charleston and no courtesy pass: "
            "East opens by discarding."
        ),
        "table.ghost": (
            "House rule, not a League rule: a ghost seat ({seat}) lets {players} "
            "players keep the passes."
        ),
        "table.heavenly": (
            "East was dealt a winning hand: East declares a Heavenly Hand before any "
            "passing, and the Charleston is waived."
        ),
        "table.declared": "East declared Mah Jongg after pass {step}; the Charleston ends.",
        "table.declare_not_east": (
            "Only East can declare during the Charleston: {seat} holds 13 tiles and waits for play."
        ),
        "table.declare_not_now": (
            "East may declare only once a round is over, after pass 3 or after pass 6."
        ),
        "table.declare_not_winning": "East's 14 tiles do not make a winning hand.",
        "reason.complete": "all passes played",
        "reason.heavenly": "East declared a Heavenly Hand",
        "reason.declared": "East declared Mah Jongg",
        "reason.few_players": "fewer than four players",
        "error.racks_size": (
            "T3: East holds 14 tiles and the others 13; {seat} was given {count}."
        ),
        "error.racks_seats": "Give a rack for each of {seats}; got {got}.",
        "error.too_many": "The set has only {copies} × {tile} (T1); the racks hold {count}.",
        "error.unknown_seat_choice": "{seat} is not playing at this table.",
    },
}

_language = "en"


def set_language(code: str) -> None:
    """Choose the language of every later message; only languages in MESSAGES exist."""
    global _language
    if code not in MESSAGES:
        raise ValueError(f"{code!r} is not a course language: choose {', '.join(MESSAGES)}.")
    _language = code


def language() -> str:
    return _language


def say(key: str, **fields: object) -> str:
    """The sentence for `key` in the current language, falling back to English."""
    table = MESSAGES.get(_language, MESSAGES["en"])
    template = table.get(key) or MESSAGES["en"][key]
    return template.format(**fields)


def count_tiles(n: int) -> str:
    """`"1 tile"`, `"3 tiles"`: counts are said the same way everywhere."""
    return f"{n} tile" if n == 1 else f"{n} tiles"
