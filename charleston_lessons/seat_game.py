"""One seat of a whole Charleston, played by a learner against coached bots (core).

The learner sits in one seat of a dealt `table.Table`; the other three seats are bots
(`coach.Coach` unless given). Each decision the table waits for (a pass, the stop
question, the courtesy offer, East's declaration) is the learner's for their seat and
the bots' for theirs. Every pass is graded twice (`SeatGame.grade_pass`: legal or not by
the table, then as good as the coach's pass or not by `coach.grade_pass`, toward the seat's
two nearest lines of the invented card, G5), and the coach's own advice
(`exercises.CoachedPick`) is there to ask for, one sentence a tile.
An illegal choice is refused with its rule and changes nothing; `undo` takes a step back.
Every grade keeps the lines it was judged against (`Result.lines`, `Turn.lines`), and when
a pass moves the seat's two nearest lines, the news says so and why, in one sentence.

Every grade is a `Grade` of one of three kinds (`GradeKind`): legal and as good as the
coach's choice; legal but not what the coach would do, which is advice citing the G rule it
rests on (G: strategy, never a rule); or illegal, refused with the rule it breaks. A fourth,
"not played", says that nothing was chosen yet. The sentence is short and plain; the line
notation and the longer reasons wait in `Grade.why`, for a learner who asks.

    >>> game = SeatGame(seed=7, seat="South")
    >>> game.next_text
    'Pass 1 (first right): choose 3 tiles to pass to your right, West.'
    >>> result = game.pass_tiles(game.coach_choice())
    >>> result.played, result.feedback.kind
    (True, <GradeKind.GOOD: 'good'>)
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from charleston_lessons import coach
from charleston_lessons._input import flag, whole
from charleston_lessons.exercises import CoachedPick
from charleston_lessons.hands import CARD, Line, as_lines, suited_tiles, wins_card
from charleston_lessons.messages import count_tiles, join_words, say, say_count, translate
from charleston_lessons.rules import SEATS, PassStep, Seat, Verdict, as_seat, pass_step, receiver, sender
from charleston_lessons.strategies import Strategy, seat_strategies, seat_view
from charleston_lessons.table import PassChoice, PassPlayed, Phase, Table
from charleston_lessons.tiles import Tile, parse_tiles

__all__ = ["SeatGame", "Turn", "Result", "Grade", "GradeKind", "line_names"]


class GradeKind(StrEnum):
    """What a grade says of a decision: the three kinds a learner must tell apart, and one
    for a decision not made (nothing chosen yet, or text that is not tiles)."""

    GOOD = "good"  # legal, and as good as the coach's choice
    ADVICE = "advice"  # legal; the coach would choose otherwise (a G rule: advice, not a mistake)
    REFUSED = "refused"  # illegal: the table refused it, naming the rule it breaks
    NOT_PLAYED = "not played"  # nothing to grade: nothing chosen, not tiles, or nothing moved


# Never colour alone: each kind has an icon and a word too (the widget adds the colour).
_ICONS = {GradeKind.GOOD: "✓", GradeKind.ADVICE: "ℹ", GradeKind.REFUSED: "✗", GradeKind.NOT_PLAYED: "○"}


@dataclass(frozen=True)
class Grade:
    """The game's verdict on one decision: its kind, one short sentence, the rule it rests on
    (a G rule for advice, the broken rule for a refusal), and the longer reasons on request."""

    kind: GradeKind
    message: str
    rule: str = ""
    why: tuple[str, ...] = ()  # details for a "Why?": the lines in notation, each tile's cost

    @property
    def correct(self) -> bool:
        """True when the decision was as good as the coach's."""
        return self.kind is GradeKind.GOOD

    @property
    def legal(self) -> bool:
        """True when the table took the decision (as good as the coach's, or advice)."""
        return self.kind in (GradeKind.GOOD, GradeKind.ADVICE)

    @property
    def icon(self) -> str:
        return _ICONS[GradeKind(self.kind)]

    @property
    def label(self) -> str:
        """The kind in words: "Good choice", "Legal", "Not allowed", "Not played"."""
        return say(f"play.kind.{GradeKind(self.kind).name.lower()}")

    def __str__(self) -> str:
        rule = f"{self.rule}: " if self.rule else ""
        return f"{self.icon} {self.label}. {rule}{self.message}"


def _refused(verdict: Verdict) -> Grade:
    """A refusal: the table's verdict, naming the rule the choice breaks."""
    return Grade(GradeKind.REFUSED, verdict.message, verdict.rule)


def _not_played(text: str, rule: str = "") -> Grade:
    return Grade(GradeKind.NOT_PLAYED, text, rule)


@dataclass(frozen=True)
class Turn:
    """One decision the learner made, as graded, with the rack's distance before and after."""

    kind: str  # "pass", "stop", "offer" or "declare"
    step: int | None  # the pass number for a pass, else None
    said: str  # what the learner did, in words
    feedback: Grade  # the coach's grade of it
    asked: bool  # whether the learner asked the coach before deciding
    before: int  # tiles from the nearest card line before the decision
    after: int  # and once it settled (for a pass: once the tiles arrived)
    received: tuple[Tile, ...] = ()  # the tiles that arrived and stayed (a pass)
    lines: tuple[Line, ...] = ()  # the lines the decision was graded against


@dataclass(frozen=True)
class Result:
    """What one of the learner's actions did: played or refused, and what they hear."""

    played: bool
    verdict: Verdict  # the table's verdict (refused choices: why, with the rule)
    feedback: Grade  # the coach's grade, or the refusal (the rule broken)
    news: tuple[str, ...] = ()  # what happened at the table, in sentences
    lines: tuple[Line, ...] = ()  # the lines the grade was judged against (played decisions)


class SeatGame:
    """A whole Charleston with the learner in `seat` and bots in the other three seats.

    `seed` picks the deal (a new one at random when None); `bots` is one `Strategy` for
    every other seat or a mapping from seat to `Strategy` (missing seats get the coach).
    The table uses the invented card's winning test for East (H2, H3).
    """

    def __init__(
        self,
        seed: int | None = None,
        seat: Seat | str = Seat.SOUTH,
        *,
        bots: Strategy | Mapping[Seat | str, Strategy] | None = None,
        card: tuple[Line, ...] = CARD,
    ) -> None:
        if seed is not None:
            try:
                seed = whole(seed, "seed")
            except ValueError:
                raise ValueError(say("play.error.seed", value=seed)) from None
        self.seat = as_seat(seat)
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1, 100_000)
        self.card = as_lines(card, "card")
        self._default_bots = bots is None
        given: dict[Seat, Strategy] = {} if bots is None else seat_strategies(bots, "bots")
        bot = coach.Coach(self.card)
        self.bots: dict[Seat, Strategy] = {s: given.get(s, bot) for s in SEATS if s is not self.seat}
        self.table = Table.deal(self.seed, win_test=wins_card)
        self.turns: list[Turn] = []
        self.start = self.distance()
        self._asked = False
        self._history: list[tuple[Table, int, bool, tuple[Line, ...]]] = []
        self._aim: tuple[Line, ...] = ()  # the lines aimed at, kept while none is nearer
        self._re_aim()
        self._exercise: tuple[tuple[Any, ...], CoachedPick] | None = None
        self._bots_declare()

    # ------------------------------------------------------------------ reading

    @property
    def rack(self) -> tuple[Tile, ...]:
        """The learner's tiles now."""
        return self.table.rack(self.seat)

    @property
    def over(self) -> bool:
        return self.table.over

    @property
    def phase(self) -> Phase:
        return self.table.phase

    @property
    def step(self) -> PassStep | None:
        """The pass due now, or None between passes and at the end."""
        number = self.table.next_step
        return pass_step(number) if number is not None else None

    @property
    def agreed(self) -> int | None:
        """How many tiles the learner's pair agreed to pass on the courtesy pass (C2)."""
        return _agreed(self.table, self.seat)

    @property
    def limit(self) -> int:
        """How many tiles the learner passes now: 3, or the agreed courtesy count."""
        return _limit(self.table, self.seat)

    @property
    def arriving(self) -> int:
        """Face-down tiles arriving that may be forwarded unseen (3 on passes 3 and 6, B2)."""
        return _arriving(self.table)

    @property
    def arriving_from(self) -> str:
        """Which side the arriving tiles come from: "right" on pass 3, "left" on pass 6 (B4)."""
        step = self.step
        if step is None or not step.blind_allowed:
            return "right"
        return "right" if sender(self.seat, step.direction) is receiver(self.seat, "right") else "left"

    @property
    def may_declare(self) -> bool:
        """True when the learner is East and their 14 tiles win after a round (H3)."""
        return self.seat is Seat.EAST and self.table.east_may_declare

    @property
    def lines(self) -> tuple[Line, ...]:
        """The two card lines nearest the learner's rack: the ones the coach aims for now."""
        return self._aim

    def _re_aim(self) -> None:
        """Aim at the two lines nearest the rack as it is now (`_aim`)."""
        self._aim = _aim(self.rack, self.card, self._aim)

    @property
    def lines_in_view(self) -> tuple[tuple[Line, int], ...]:
        """`lines`, each with the tiles the rack still needs for it."""
        lines = self.lines
        return tuple(zip(lines, coach.line_distances(self.rack, lines)))

    def line_tiles(self, line: Line | str) -> list[Tile]:
        """`line`'s 14 tiles with its suits chosen for the rack now, for a picture of it."""
        return suited_tiles(self.rack, line)

    def lines_moved(self, before: tuple[Line, ...], rack_before: Iterable[Tile]) -> str:
        """One sentence when the nearest lines are no longer `before` (they were nearest to
        `rack_before`), saying which they are now and why; empty when they are the same."""
        before = as_lines(before, "before")
        rack_before = tuple(parse_tiles(rack_before))
        now = self.lines
        if set(now) == set(before):
            return ""
        entered = [line for line in now if line not in before]
        left = [line for line in before if line not in now]
        moved = [*entered, *left]
        was = dict(zip(moved, coach.line_distances(rack_before, moved)))
        is_ = dict(zip(moved, coach.line_distances(self.rack, moved)))
        closer = [line for line in entered if is_[line] < was[line]]
        further = [line for line in left if is_[line] > was[line]]
        if closer:
            line = closer[0]
            why = say("play.lines.closer", line=line.name, before=was[line], after=count_tiles(is_[line]))
        elif further:
            line = further[0]
            why = say("play.lines.further", line=line.name, before=was[line], after=count_tiles(is_[line]))
        else:
            why = say("play.lines.level", line=entered[0].name, other=left[0].name, tiles=count_tiles(is_[entered[0]]))
        return say("play.lines.changed", lines=line_names(now), why=why)

    def distance(self, rack: Iterable[Tile] | None = None) -> int:
        """Tiles still needed for the nearest line of the card."""
        return coach.nearest_distance(self.rack if rack is None else rack, self.card)

    @property
    def next_text(self) -> str:
        """What the table waits for from the learner, in one sentence."""
        return _next_text(self.table, self.seat)

    def exercise(self) -> CoachedPick | None:
        """The pass due now as a coached exercise (graded toward `lines`), or None."""
        step = self.step
        if step is None:
            return None
        key = (len(self.table.log), self.rack, step.number, self.agreed)
        if self._exercise is None or self._exercise[0] != key:
            pick = _pick(self.table, self.seat, self.lines, f"play-{self.seed}-{step.number}")
            assert pick is not None
            self._exercise = (key, pick)
        return self._exercise[1]

    def coach_choice(self) -> PassChoice | bool | int | None:
        """The coach's own decision now: a pass, stop or not, or an offer (None at the end)."""
        if self.table.over:
            return None
        if self.table.phase is Phase.STOP_QUESTION:
            return coach.wants_to_stop(self.rack, self.lines)
        if self.table.phase is Phase.OFFERS:
            return coach.courtesy_offer(self.rack, self.lines)
        exercise = self.exercise()
        assert exercise is not None
        return exercise.answer

    def advice(self) -> list[str]:
        """The coach's advice for the decision due now, one sentence a tile; marks it asked."""
        if self.table.over:
            return [say("play.coach.over")]
        self._asked = True
        lines = self.lines
        if self.may_declare:
            return [say("play.coach.declare")]
        if self.table.phase is Phase.STOP_QUESTION:
            plan = coach.suggest_pass(self.rack, 4, lines)
            if coach.wants_to_stop(self.rack, lines):
                return [say("play.coach.stop", after=min(plan.after), before=min(plan.before))]
            spare = _spare_tiles(self.rack, lines)  # named, never "5 tiles help neither line"
            return [say("play.coach.go_on", spare=_grouped(spare), verb=_help(len(spare)))]
        if self.table.phase is Phase.OFFERS:
            offer, spare = coach.courtesy_offer(self.rack, lines), _spare_tiles(self.rack, lines)
            if not spare:
                return [say("play.coach.offer_none", count=offer)]
            return [say("play.coach.offer", count=offer, spare=_grouped(spare), verb=_help(len(spare)))]
        exercise = self.exercise()
        assert exercise is not None
        if exercise.limit == 0:
            return [say("play.coach.nothing")]
        return exercise.advice()

    def grade_pass(self, choice: PassChoice | str | Iterable[str | Tile]) -> Grade:
        """How the pass due now would be graded, without playing it: refused with the rule it
        breaks when illegal; else as good as the coach's pass (G1), or the coach's advice, in
        one short sentence naming what the coach would do instead and why (G1, or G3 when
        forwarding unseen is the difference)."""
        step = self.step
        if step is None:
            return _refused(self.table.play_pass({}))  # the table says what it waits for
        try:
            mine = PassChoice.of(choice)
        except ValueError as error:  # text that is not a tile (T2)
            return _not_played(str(error), "T2")
        verdict = self.table.check_choices({self.seat: mine})[self.seat]
        if not verdict.ok:
            return _refused(verdict)
        return _grade_pass(self.table, self.seat, mine, self.lines, self.exercise() if self.limit else None)

    # ------------------------------------------------------------------ acting

    def pass_tiles(self, choice: PassChoice | str | Iterable[str | Tile] | None) -> Result:
        """Play the pass due now with the learner's choice; the bots choose for their seats."""
        step = self.step
        if step is None:
            verdict = self.table.play_pass({})  # the table says what it waits for
            return Result(False, verdict, _refused(verdict))
        try:
            mine = PassChoice.of(choice if choice is not None else PassChoice())
        except ValueError as error:  # text that is not a tile (T2)
            return Result(False, Verdict(False, "T2", str(error)), _not_played(str(error), "T2"))
        if self.limit and not mine.own and not mine.blind:
            text = say("play.nothing_chosen", count=count_tiles(self.limit))
            return Result(False, Verdict(False, "P3", text), _not_played(text, "P3"))
        verdict = self.table.check_choices({self.seat: mine})[self.seat]
        if not verdict.ok:
            return Result(False, verdict, _refused(verdict))
        feedback = self.grade_pass(mine)
        choices: dict[Seat, PassChoice] = {self.seat: mine}
        for seat, bot in self.bots.items():
            view = seat_view(self.table, seat)
            if not (step.is_courtesy and not view.agreed):  # a pair that agreed 0 passes nothing
                choices[seat] = bot.choose_pass(view)
        before, graded, rack_before = self.distance(), self.lines, self.rack
        self._save()
        played = self.table.play_pass(choices)
        if not played.ok:  # a bot's choice was refused: nothing moved
            self._history.pop()
            return Result(False, played, _not_played(say("play.bot_refused", verdict=str(played)), played.rule))
        self._re_aim()
        last = next(e for e in reversed(self.table.log) if isinstance(e, PassPlayed))
        received = last.kept.get(self.seat, ())
        said = self._said_pass(mine)
        self.turns.append(Turn("pass", step.number, said, feedback, self._asked, before, self.distance(), received,
                               graded))
        self._asked = False
        news = [_arrived(self.seat, last, step)]
        moved = self.lines_moved(graded, rack_before)
        if moved:
            news.append(moved)
        news += self._bots_declare()
        return Result(True, played, feedback, tuple(news), graded)

    def answer_stop(self, stop: bool) -> Result:
        """The learner's answer to the stop question (X1); the bots answer for their seats."""
        try:
            stop = flag(stop, "stop")
        except ValueError:
            raise ValueError(say("play.error.stop", value=stop)) from None
        if self.table.phase is not Phase.STOP_QUESTION:
            verdict = self.table.answer_stop({s: False for s in self.table.seats})
            return Result(False, verdict, _refused(verdict))
        lines = self.lines
        advised = coach.wants_to_stop(self.rack, lines)
        answers = {seat: bot.wants_to_stop(seat_view(self.table, seat)) for seat, bot in self.bots.items()}
        answers[self.seat] = stop
        before = self.distance()
        self._save()
        verdict = self.table.answer_stop(answers)
        feedback = _grade_stop(stop, advised, lines)
        said = say("play.said.stop" if stop else "play.said.go_on")
        self.turns.append(Turn("stop", None, said, feedback, self._asked, before, before, (), lines))
        self._asked = False
        news = [verdict.message] + self._bots_declare()
        return Result(True, verdict, feedback, tuple(news), lines)

    def offer(self, count: int) -> Result:
        """The learner's courtesy offer, 0 to 3 (C2); each pair passes the lower offer."""
        if self.table.phase is not Phase.OFFERS:
            verdict = self.table.set_courtesy_offers({})
            return Result(False, verdict, _refused(verdict))
        try:
            count = whole(count, "count", 0, 3)
        except ValueError:
            text = say("play.error.offer", value=count)
            return Result(False, Verdict(False, "C2", text), _not_played(text, "C2"))
        lines = self.lines
        feedback = _grade_offer(count, self.rack, lines)
        offers = {seat: bot.courtesy_offer(seat_view(self.table, seat)) for seat, bot in self.bots.items()}
        offers[self.seat] = count
        before = self.distance()
        self._save()
        verdict = self.table.set_courtesy_offers(offers)
        self._re_aim()  # the courtesy pass may have been played
        partner = receiver(self.seat, "across")
        agreed = self.agreed or 0
        news = [say("play.news.offers", partner=partner, theirs=offers[partner], count=count_tiles(agreed))]
        self.turns.append(Turn("offer", None, say("play.said.offer", count=count), feedback, self._asked,
                               before, before, (), lines))
        self._asked = False
        return Result(True, verdict, feedback, tuple(news), lines)

    def declare(self) -> Result:
        """East declares Mah Jongg after a round, when the tiles win (H1, H3)."""
        before = self.distance()
        self._save()
        verdict = self.table.declare_mah_jongg(self.seat)
        if not verdict.ok:  # refused: nothing changed
            self._history.pop()
            return Result(False, verdict, _refused(verdict))
        feedback = Grade(GradeKind.GOOD, say("play.grade.declared"), "H3")
        self.turns.append(Turn("declare", None, say("play.said.declare"), feedback, self._asked, before, before))
        return Result(True, verdict, feedback, (verdict.message,))

    def undo(self) -> bool:
        """Take back the learner's last decision; False when there is nothing to take back."""
        if not self._history:
            return False
        self.table, turns, self._asked, self._aim = self._history.pop()
        del self.turns[turns:]
        self._exercise = None
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self._history)

    # ------------------------------------------------------------------ the end

    def coach_in_your_seat(self) -> int | None:
        """Where the coach would have ended in this seat, same deal, coached bots: a twin game
        that takes every piece of this game's advice (None with bots of your own: their
        choices may not repeat)."""
        if not self._default_bots:
            return None
        twin = SeatGame(self.seed, self.seat, card=self.card)
        for _ in range(16):  # at most 11 decisions; a bound keeps a bug finite
            if twin.over:
                break
            choice = twin.coach_choice()
            if twin.may_declare:
                twin.declare()
            elif twin.step is not None:
                twin.pass_tiles(choice)
            elif twin.table.phase is Phase.STOP_QUESTION:
                twin.answer_stop(bool(choice))
            else:
                twin.offer(int(choice))
        return twin.distance()

    def summary(self) -> list[str]:
        """How the learner's Charleston went, in sentences: distances, grades, and the coach's."""
        passes = [t for t in self.turns if t.kind == "pass"]
        start, end = self.start, self.distance()
        # Progress reads as progress: how many tiles nearer a hand, then where from and to.
        key = ("play.summary.nearer" if end < start else "play.summary.level" if end == start
               else "play.summary.further")
        out = [say(key, gain=count_tiles(abs(start - end)), start=count_tiles(start), end=count_tiles(end),
                   passes=len(passes))]
        if end == 1:
            out.append(say("play.summary.close"))
        if passes:
            good = sum(t.feedback.correct for t in passes)
            out.append(say("play.summary.graded", good=good, passes=len(passes)))
        asked = sum(t.asked for t in self.turns)
        out.append(say("play.summary.asked", asked=asked, turns=len(self.turns)))
        coached = self.coach_in_your_seat()
        if coached is not None:
            out.append(say("play.summary.coach", end=count_tiles(coached)))
        return out

    # ------------------------------------------------------------------ helpers

    def _save(self) -> None:
        """Keep a copy of the table, and what the learner had decided, for `undo`."""
        self._history.append((copy.deepcopy(self.table), len(self.turns), self._asked, self._aim))

    def _bots_declare(self) -> list[str]:
        """A bot at East declares a winning hand after a round, if it wishes (H3)."""
        if self.seat is Seat.EAST or not self.table.east_may_declare:
            return []
        east = self.bots[Seat.EAST]
        if not east.declares(seat_view(self.table, Seat.EAST)):
            return []
        return [self.table.declare_mah_jongg(Seat.EAST).message]

    @staticmethod
    def _said_pass(choice: PassChoice) -> str:
        names = [translate(t.name) for t in choice.own]
        if choice.blind:
            names.append(say("play.said.unseen", count=count_tiles(choice.blind)))
        if not names:
            return say("play.said.nothing")
        return ", ".join(names)

def _arrived(seat: Seat, last: PassPlayed, step: PassStep) -> str:
    """What came in, as a newcomer says it: "You received 6 Bam and 7 Dot from East." """
    kept = last.kept.get(seat, ())
    source = sender(seat, step.direction)
    forwarded = last.blind.get(seat, 0)
    if not kept and not forwarded:
        return say("play.news.nothing", seat=source) if step.is_courtesy else say("play.news.standoff")
    if kept:
        text = say("play.news.arrived", seat=source, tiles=_names(kept))
    else:
        text = say("play.news.kept_none", seat=source)
    if forwarded:
        text += " " + say("play.news.forwarded", count=count_tiles(forwarded), seat=receiver(seat, step.direction))
    return text


def _next_text(table: Table, seat: Seat) -> str:
    """What `table` waits for from `seat`, in one sentence."""
    if table.over:
        return say("play.next.over", reason=table.end_reason)
    if table.phase is Phase.STOP_QUESTION:
        return say("play.next.stop")
    if table.phase is Phase.OFFERS:
        return say("play.next.offer", partner=receiver(seat, "across"))
    step = pass_step(table.next_step)  # type: ignore[arg-type]
    to = receiver(seat, step.direction)
    if step.is_courtesy:
        agreed = _agreed(table, seat)
        if not agreed:
            return say("play.next.courtesy_none", partner=to)
        return say("play.next.courtesy", count=count_tiles(agreed), partner=to)
    key = "play.next.blind" if step.blind_allowed else "play.next.pass"
    where = say(f"play.where.{step.direction}", seat=to)
    return say(key, step=step.number, name=step.name, where=where)


def _agreed(table: Table, seat: Seat) -> int | None:
    """How many tiles `seat`'s pair agreed to pass on the courtesy pass (C2), once agreed."""
    return table.agreed[seat] if table.agreed is not None else None


def _limit(table: Table, seat: Seat) -> int:
    """How many tiles `seat` passes now: 3, the agreed courtesy count, or 0 between passes."""
    number = table.next_step
    if number is None:
        return 0
    return (_agreed(table, seat) or 0) if pass_step(number).is_courtesy else 3


def _arriving(table: Table) -> int:
    """Face-down tiles arriving that may be forwarded unseen (3 on passes 3 and 6, B2)."""
    number = table.next_step
    return 3 if number is not None and pass_step(number).blind_allowed else 0


def _aim(rack: tuple[Tile, ...], card: tuple[Line, ...], keep: tuple[Line, ...]) -> tuple[Line, ...]:
    """The two lines of `card` nearest `rack`. On a card of sixty lines several are often equally
    near: a line of `keep` (aimed at before) stays while no other is nearer, so the target
    changes only for a reason the game can say in a sentence (G1)."""
    distances = coach.line_distances(rack, card)
    order = sorted(range(len(card)), key=lambda i: (distances[i], card[i] not in keep, i))
    return tuple(card[i] for i in order[:2])


def _pick(table: Table, seat: Seat, lines: tuple[Line, ...], id: str) -> CoachedPick | None:
    """The pass due at `table` for `seat` as a coached exercise toward `lines`, or None."""
    number = table.next_step
    if number is None:
        return None
    courtesy = pass_step(number).is_courtesy
    return CoachedPick(number, table.rack(seat), lines, arriving=_arriving(table),
                       agreed=_agreed(table, seat) if courtesy else None, id=id)


def _spare_tiles(rack: tuple[Tile, ...], lines: tuple[Line, ...]) -> list[Tile]:
    """The tiles of `rack` that help none of `lines` (jokers aside), in rack order."""
    useful = coach.helps(rack, lines)
    return sorted((t for t in rack if not t.is_joker and not useful[t]), key=lambda t: t.order)


def _grade_stop(stop: bool, advised: bool, lines: tuple[Line, ...]) -> Grade:
    """The answer `stop` to the stop question against the coach's `advised` one. Either answer is
    legal (X1, X2); the grade is the coach's strategy advice (G1)."""
    key = "stop" if stop else "go_on"
    why = (say("play.why.stop_legal"), say("play.lines.graded", lines=line_names(lines, notation=True)))
    if stop == advised:
        return Grade(GradeKind.GOOD, say(f"play.grade.{key}_agrees"), "G1", why)
    return Grade(GradeKind.ADVICE, say(f"play.grade.{key}_differs"), "G1", why)


def _grade_offer(count: int, rack: tuple[Tile, ...], lines: tuple[Line, ...]) -> Grade:
    """The courtesy offer `count` from `rack` against the coach's. Every offer from 0 to 3 is
    legal (C2); the grade is the coach's strategy advice (G1)."""
    advised = coach.courtesy_offer(rack, lines)
    spared = _spare_tiles(rack, lines)
    spare, verb = _grouped(spared), _help(len(spared))
    why = (say("play.why.offer_legal"), say("play.lines.graded", lines=line_names(lines, notation=True)))
    if not spared:  # every tile helps a line: said so, never "0 tiles help neither line"
        key = "play.grade.offer_none_agrees" if count == advised else "play.grade.offer_none_high"
        return Grade(GradeKind.GOOD if count == advised else GradeKind.ADVICE, say(key, count=count, advised=advised),
                     "G1", why)
    if count == advised:
        return Grade(GradeKind.GOOD, say("play.grade.offer_agrees", count=count, spare=spare, verb=verb), "G1", why)
    key = "play.grade.offer_high" if count > advised else "play.grade.offer_low"
    return Grade(GradeKind.ADVICE, say(key, count=count, spare=spare, verb=verb, advised=advised), "G1", why)


def _grade_pass(table: Table, seat: Seat, mine: PassChoice, lines: tuple[Line, ...],
                exercise: CoachedPick | None) -> Grade:
    """`seat`'s legal pass `mine` for the pass due at `table`, graded against the coach's toward
    `lines` (`exercise`: the pass as a coached pick, None when the seat passes nothing): as good
    as the coach's (G1), or the coach's advice in one short sentence (G1, or G3 when forwarding
    unseen is the difference). The one grading of a pass: `SeatGame` and `shared_table` call it."""
    step = table.next_step
    rack = table.rack(seat)
    if not _limit(table, seat):
        return Grade(GradeKind.GOOD, say("play.nothing_to_pass"), "C3")
    assert exercise is not None
    grade = coach.grade_pass(rack, step, mine, lines, agreed=exercise.agreed)
    if not grade.verdict.ok or grade.after is None:
        return _refused(grade.verdict)
    after, best_after = min(grade.after), min(grade.best_after)
    costs = _costs(rack, mine.own, lines)
    why = (*costs, say("play.lines.graded", lines=line_names(lines, notation=True)))
    if grade.as_good_as_best:
        if costs:
            message = say("play.grade.costly", after=_away(after))
        elif not mine.own:
            message = say("play.grade.all_unseen", count=count_tiles(mine.blind), after=_away(after))
        else:
            key = "play.grade.clean_unseen" if mine.blind else "play.grade.clean"
            message = say(key, tiles=_names(mine.own), verb=_help(len(mine.own)),
                          count=count_tiles(mine.blind), after=_away(after))
        return Grade(GradeKind.GOOD, message, "G1", why)
    # Legal, but not the coach's: say what the coach would do instead, and why (advice). The
    # coach's pass as a lesson shows it is worked out only here (a search of its own).
    best = exercise.answer
    kept = sorted((Counter(mine.own) - Counter(best.own)).elements(), key=lambda t: t.order)
    passed = sorted((Counter(best.own) - Counter(mine.own)).elements(), key=lambda t: t.order)
    unseen = best.blind - mine.blind  # more forwarded unseen by the coach (less when negative)
    if after > best_after:  # plain words: "... pass the two Wests instead: that keeps more of your best hand"
        because = say("play.because.nearest")
        rule = "G3" if unseen > 0 else "G1"
    elif sum(grade.after) > sum(grade.best_after):
        gap = sum(grade.after) - sum(grade.best_after)
        because, rule = say("play.because.other", gap=count_tiles(gap)), "G1"
    else:
        because, rule = say("play.because.unseen"), "G3"
    if kept or not passed:
        if passed and unseen > 0:
            do = say("play.do.both", tiles=_grouped(passed), count=count_tiles(unseen))
        elif passed:
            do = say("play.do.pass", tiles=_grouped(passed))
        else:
            do = say("play.do.forward", count=count_tiles(max(unseen, 0)))
        message = say("play.grade.instead", kept=_grouped(kept), do=do, because=because)
    else:
        message = say("play.grade.rather", tiles=_grouped(passed), count=count_tiles(-unseen), because=because)
    return Grade(GradeKind.ADVICE, message, rule, why)


def line_names(lines: Iterable[Line], *, notation: bool = False) -> str:
    """Line names as a reader hears them: “A”, “A” and “B”, “A”, “B” and “C”; with
    `notation`, each followed by how it is written (“A” (FF 666B ...))."""
    key = "play.lines.name_notation" if flag(notation, "notation") else "play.lines.name"
    names = [say(key, name=line.name, notation=line.notation) for line in as_lines(lines)]
    return join_words(names)


def _help(count: int) -> str:
    """The verb after a count of tiles: "1 tile helps", "3 tiles help"."""
    return say_count("count.helps", count)


def _away(n: int) -> str:
    """"5 tiles away": how far a line is."""
    return say("play.away", tiles=count_tiles(n))


def _grouped(tiles: Iterable[Tile]) -> str:
    """Tiles in words, copies of one tile said once: "the two Wests, 9 Dot and Flower"."""
    counted = Counter(tiles)
    words = [tile.name if n == 1 else say_count("play.tiles.same", n, name=tile.name, number=_number(n))
             for tile, n in sorted(counted.items(), key=lambda item: item[0].order)]
    return join_words(words)


def _number(n: int) -> str:
    """"two", "three", "four" (a tile has at most four copies; flowers eight: those as digits)."""
    return say(f"words.number.{n}") if 2 <= n <= 4 else str(n)


def _names(tiles: Iterable[Tile]) -> str:
    """Tiles in words, the last joined by "and": "6 Bam, South and Flower"."""
    return join_words([t.name for t in tiles])


def _costs(rack: Iterable[Tile], own: Iterable[Tile], lines: tuple[Line, ...]) -> tuple[str, ...]:
    """For a "Why?": which passed tiles cost which lines, each tile taken out in turn (so the
    second copy of a pair is the one that costs), one sentence per group of lines."""
    held = list(rack)
    distances = coach.line_distances(held, lines)
    by_lines: dict[tuple[Line, ...], list[Tile]] = {}
    for tile in own:
        held.remove(tile)
        now = coach.line_distances(held, lines)
        hurt = tuple(line for line, d, was in zip(lines, now, distances) if d > was)
        distances = now
        if hurt:
            by_lines.setdefault(hurt, []).append(tile)
    return tuple(say("play.why.costs", tiles=_names(tiles), verb=_help(len(tiles)), lines=line_names(hurt))
                 for hurt, tiles in by_lines.items())
