"""One seat of a whole Charleston, played by a learner against coached bots (core).

The learner sits in one seat of a dealt `table.Table`; the other three seats are bots
(`coach.Coach` unless given). Each decision the table waits for (a pass, the stop
question, the courtesy offer, East's declaration) is the learner's for their seat and
the bots' for theirs. Every pass is graded twice by `exercises.CoachedPick` (legal or
not, and as good as the coach's pass or not, toward the seat's two nearest lines of the
invented card, G5), and the coach's own advice is there to ask for, one sentence a tile.
An illegal choice is refused with its rule and changes nothing; `undo` takes a step back.
Every grade keeps the lines it was judged against (`Result.lines`, `Turn.lines`), and when
a pass moves the seat's two nearest lines, the news says so and why, in one sentence.
A legal choice that differs from the coach's is advice, citing a G rule, never a broken rule.

    >>> game = SeatGame(seed=7, seat="South")
    >>> game.next_text
    'Pass 1 (first right): choose 3 tiles to pass to your right, West.'
    >>> result = game.pass_tiles(game.coach_choice())
    >>> result.played, result.feedback.correct
    (True, True)
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from charleston_lessons import coach
from charleston_lessons._input import flag, whole
from charleston_lessons.exercises import CoachedPick, Feedback, Outcome
from charleston_lessons.hands import CARD, Line, as_lines, suited_tiles, wins_card
from charleston_lessons.messages import count_tiles, join_words, say, say_count, translate
from charleston_lessons.rules import SEATS, PassStep, Seat, Verdict, as_seat, pass_step, receiver, sender
from charleston_lessons.strategies import Strategy, seat_strategies, seat_view
from charleston_lessons.table import PassChoice, PassPlayed, Phase, Table
from charleston_lessons.tiles import Tile, parse_tiles

__all__ = ["SeatGame", "Turn", "Result", "line_names"]


@dataclass(frozen=True)
class Turn:
    """One decision the learner made, as graded, with the rack's distance before and after."""

    kind: str  # "pass", "stop", "offer" or "declare"
    step: int | None  # the pass number for a pass, else None
    said: str  # what the learner did, in words
    feedback: Feedback  # the coach's grade of it
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
    feedback: Feedback  # the coach's grade, or the refusal as feedback
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
        return (self.table.agreed or {}).get(self.seat) if self.table.agreed is not None else None

    @property
    def limit(self) -> int:
        """How many tiles the learner passes now: 3, or the agreed courtesy count."""
        step = self.step
        if step is None:
            return 0
        return (self.agreed or 0) if step.is_courtesy else 3

    @property
    def arriving(self) -> int:
        """Face-down tiles arriving that may be forwarded unseen (3 on passes 3 and 6, B2)."""
        step = self.step
        return 3 if step is not None and step.blind_allowed else 0

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
        """Aim at the two lines nearest the rack as it is now. On a card of sixty lines several
        are often equally near: a line aimed at before stays while no other is nearer, so the
        target changes only for a reason the game can say in a sentence (G1)."""
        keep = self._aim
        distances = coach.line_distances(self.rack, self.card)
        order = sorted(range(len(self.card)), key=lambda i: (distances[i], self.card[i] not in keep, i))
        self._aim = tuple(self.card[i] for i in order[:2])

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
        table, step = self.table, self.step
        if table.over:
            return say("play.next.over", reason=table.end_reason)
        if table.phase is Phase.STOP_QUESTION:
            return say("play.next.stop")
        if table.phase is Phase.OFFERS:
            return say("play.next.offer", partner=receiver(self.seat, "across"))
        assert step is not None
        to = receiver(self.seat, step.direction)
        if step.is_courtesy:
            if not self.agreed:
                return say("play.next.courtesy_none", partner=to)
            return say("play.next.courtesy", count=count_tiles(self.agreed), partner=to)
        key = "play.next.blind" if step.blind_allowed else "play.next.pass"
        where = say(f"play.where.{step.direction}", seat=to)
        return say(key, step=step.number, name=step.name, where=where)

    def exercise(self) -> CoachedPick | None:
        """The pass due now as a coached exercise (graded toward `lines`), or None."""
        step = self.step
        if step is None:
            return None
        key = (len(self.table.log), self.rack, step.number, self.agreed)
        if self._exercise is None or self._exercise[0] != key:
            pick = CoachedPick(step.number, self.rack, self.lines, arriving=self.arriving,
                               agreed=self.agreed if step.is_courtesy else None,
                               id=f"play-{self.seed}-{step.number}")
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
            spare = self._spare(lines)
            return [say("play.coach.go_on", spare=count_tiles(spare), verb=_help(spare))]
        if self.table.phase is Phase.OFFERS:
            offer, spare = coach.courtesy_offer(self.rack, lines), self._spare(lines)
            return [say("play.coach.offer", count=offer, spare=count_tiles(spare), verb=_help(spare))]
        exercise = self.exercise()
        assert exercise is not None
        if exercise.limit == 0:
            return [say("play.coach.nothing")]
        return exercise.advice()

    def _spare(self, lines: tuple[Line, ...]) -> int:
        useful = coach.helps(self.rack, lines)
        return sum(1 for t in self.rack if not t.is_joker and not useful[t])

    # ------------------------------------------------------------------ acting

    def pass_tiles(self, choice: PassChoice | str | Iterable[str | Tile] | None) -> Result:
        """Play the pass due now with the learner's choice; the bots choose for their seats."""
        step = self.step
        if step is None:
            verdict = self.table.play_pass({})  # the table says what it waits for
            return Result(False, verdict, Feedback(Outcome.INCORRECT, verdict.message, verdict.rule))
        try:
            mine = PassChoice.of(choice if choice is not None else PassChoice())
        except ValueError as error:  # text that is not a tile (T2)
            return Result(False, Verdict(False, "T2", str(error)), Feedback(Outcome.NOT_ATTEMPTED, str(error), "T2"))
        exercise = self.exercise()
        assert exercise is not None
        if self.limit and not mine.own and not mine.blind:
            text = say("play.nothing_chosen", count=count_tiles(self.limit))
            return Result(False, Verdict(False, "P3", text), Feedback(Outcome.NOT_ATTEMPTED, text, "P3"))
        verdict = self.table.check_choices({self.seat: mine})[self.seat]
        if not verdict.ok:
            return Result(False, verdict, Feedback(Outcome.INCORRECT, verdict.message, verdict.rule))
        feedback = exercise.check(mine) if self.limit else Feedback(Outcome.CORRECT, say("play.nothing_to_pass"), "C3")
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
            return Result(False, played, Feedback(Outcome.INCORRECT, say("play.bot_refused", verdict=str(played)),
                                                  played.rule))
        self._re_aim()
        last = next(e for e in reversed(self.table.log) if isinstance(e, PassPlayed))
        received = last.kept.get(self.seat, ())
        said = self._said_pass(mine)
        self.turns.append(Turn("pass", step.number, said, feedback, self._asked, before, self.distance(), received,
                               graded))
        self._asked = False
        news = [self._arrived(last, step)]
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
            return Result(False, verdict, Feedback(Outcome.INCORRECT, verdict.message, verdict.rule))
        lines = self.lines
        advised = coach.wants_to_stop(self.rack, lines)
        answers = {seat: bot.wants_to_stop(seat_view(self.table, seat)) for seat, bot in self.bots.items()}
        answers[self.seat] = stop
        before = self.distance()
        self._save()
        verdict = self.table.answer_stop(answers)
        # Either answer is legal (X1, X2); the grade is the coach's strategy advice (G1).
        key = "stop" if stop else "go_on"
        if stop == advised:
            feedback = Feedback(Outcome.CORRECT, say(f"play.grade.{key}_agrees"), "G1")
        else:
            feedback = Feedback(Outcome.INCORRECT, say(f"play.grade.{key}_differs"), "G1")
        said = say("play.said.stop" if stop else "play.said.go_on")
        self.turns.append(Turn("stop", None, said, feedback, self._asked, before, before, (), lines))
        self._asked = False
        news = [verdict.message] + self._bots_declare()
        return Result(True, verdict, feedback, tuple(news), lines)

    def offer(self, count: int) -> Result:
        """The learner's courtesy offer, 0 to 3 (C2); each pair passes the lower offer."""
        if self.table.phase is not Phase.OFFERS:
            verdict = self.table.set_courtesy_offers({})
            return Result(False, verdict, Feedback(Outcome.INCORRECT, verdict.message, verdict.rule))
        try:
            count = whole(count, "count", 0, 3)
        except ValueError:
            text = say("play.error.offer", value=count)
            return Result(False, Verdict(False, "C2", text), Feedback(Outcome.NOT_ATTEMPTED, text, "C2"))
        lines = self.lines
        advised = coach.courtesy_offer(self.rack, lines)
        spared = self._spare(lines)
        spare, verb = count_tiles(spared), _help(spared)
        offers = {seat: bot.courtesy_offer(seat_view(self.table, seat)) for seat, bot in self.bots.items()}
        offers[self.seat] = count
        before = self.distance()
        self._save()
        verdict = self.table.set_courtesy_offers(offers)
        self._re_aim()  # the courtesy pass may have been played
        # Every offer from 0 to 3 is legal (C2); the grade is the coach's strategy advice (G1).
        if count == advised:
            feedback = Feedback(Outcome.CORRECT, say("play.grade.offer_agrees", count=count, spare=spare, verb=verb), "G1")
        elif count > advised:
            feedback = Feedback(Outcome.INCORRECT, say("play.grade.offer_high", count=count, spare=spare, verb=verb), "G1")
        else:
            feedback = Feedback(Outcome.INCORRECT, say("play.grade.offer_low", count=count, spare=spare,
                                                       verb=verb, advised=advised), "G1")
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
            return Result(False, verdict, Feedback(Outcome.INCORRECT, verdict.message, verdict.rule))
        feedback = Feedback(Outcome.CORRECT, say("play.grade.declared"), "H3")
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

    def _arrived(self, last: PassPlayed, step: PassStep) -> str:
        kept = last.kept.get(self.seat, ())
        source = sender(self.seat, step.direction)
        forwarded = last.blind.get(self.seat, 0)
        if not kept and not forwarded:
            return say("play.news.nothing", seat=source) if step.is_courtesy else say("play.news.standoff")
        text = say("play.news.arrived", seat=source, tiles=", ".join(t.name for t in kept) or say("play.news.none"))
        if forwarded:
            text += " " + say("play.news.forwarded", count=count_tiles(forwarded), seat=receiver(self.seat, step.direction))
        return text


def line_names(lines: Iterable[Line], *, notation: bool = False) -> str:
    """Line names as a reader hears them: “A”, “A” and “B”, “A”, “B” and “C”; with
    `notation`, each followed by how it is written (“A” (FF 666B ...))."""
    key = "play.lines.name_notation" if flag(notation, "notation") else "play.lines.name"
    names = [say(key, name=line.name, notation=line.notation) for line in as_lines(lines)]
    return join_words(names)


def _help(count: int) -> str:
    """The verb after a count of tiles: "1 tile helps", "3 tiles help"."""
    return say_count("count.helps", count)
