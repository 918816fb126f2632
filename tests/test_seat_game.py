"""One seat of a whole Charleston against coached bots: legality, grading, undo, the end."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons.coach import Coach, grade_pass, helps, suggest_pass
from charleston_lessons.coach import line_distances as coach_line_distances
from charleston_lessons.hands import CARD, suited_tiles
from charleston_lessons.messages import count_tiles, join_words, say, speaking, template
from charleston_lessons.rulebook import RULES, section_of
from charleston_lessons.rules import SEATS, Seat, sender
from charleston_lessons.seat_game import GradeKind, SeatGame, line_names
from charleston_lessons.strategies import RandomStrategy
from charleston_lessons.table import PassChoice, Phase
from charleston_lessons.tiles import ALL_KINDS

SEED = 3


def decide(game: SeatGame, rng: random.Random | None = None):
    """The coach's decision, or (with `rng`) a random legal one, played through the game."""
    if game.step is not None:
        if rng is None:
            return game.pass_tiles(game.coach_choice())
        passable = [t for t in game.rack if not t.is_joker]
        blind = rng.randint(0, game.arriving) if game.arriving else 0
        return game.pass_tiles(PassChoice(tuple(rng.sample(passable, game.limit - blind)), blind))
    if game.phase is Phase.STOP_QUESTION:
        return game.answer_stop(game.coach_choice() if rng is None else rng.random() < 0.3)
    return game.offer(game.coach_choice() if rng is None else rng.randint(0, 3))


def play_out(game: SeatGame, rng: random.Random | None = None) -> None:
    for _ in range(12):
        if game.over:
            return
        assert decide(game, rng).played
    raise AssertionError("the game did not end")


def test_following_the_coach_is_graded_correct_every_time_and_ends_where_the_coach_would():
    game = SeatGame(SEED)
    play_out(game)
    assert game.table.passes_done == (1, 2, 3, 4, 5, 6, 7)
    assert all(turn.feedback.kind is GradeKind.GOOD for turn in game.turns)
    # The coach in the seat on the same deal with the same bots is the game just played.
    assert game.coach_in_your_seat() == game.distance()
    # Every decision was the coach's advice toward the lines the game showed at that moment.
    for turn in game.turns:
        if turn.kind == "pass":
            assert turn.feedback.correct and turn.lines


@pytest.mark.parametrize("seed", range(12))
def test_the_lines_aimed_at_change_only_when_another_line_is_nearer(seed):
    """On a big card several lines are often equally near: the game keeps the ones it aimed
    at until another is strictly nearer, so a change always has a reason to say (G1)."""
    game = SeatGame(seed, "West")
    changed = 0
    while game.step is not None:
        before = game.lines
        rack_before = game.rack
        assert game.pass_tiles(game.coach_choice()).played
        now = game.lines
        distance = dict(zip(CARD, coach_line_distances(game.rack, CARD)))
        # They are the nearest two...
        assert max(distance[line] for line in now) <= min(d for line, d in distance.items() if line not in now)
        # ...and a line aimed at before gave way only to one strictly nearer.
        for new in set(now) - set(before):
            for old in set(before) - set(now):
                assert distance[new] < distance[old], (new.name, old.name)
        changed += bool(game.lines_moved(before, rack_before))
        assert bool(game.lines_moved(before, rack_before)) == (set(now) != set(before))
    assert changed < 3  # passes 1 to 3: a change at most twice


def test_the_bots_pass_what_the_coach_advises_for_their_racks():
    game = SeatGame(SEED, "West")
    racks = {seat: game.table.rack(seat) for seat in SEATS}
    game.pass_tiles(game.coach_choice())
    last = game.table.log[-1]
    for seat in (Seat.EAST, Seat.SOUTH, Seat.NORTH):
        assert sorted(last.own[seat]) == sorted(suggest_pass(racks[seat], 1).choice.own)


def test_an_illegal_pass_is_refused_with_its_rule_and_nothing_moves():
    game = SeatGame(SEED)
    before = game.table.racks
    one = game.pass_tiles([game.rack[0]])
    assert not one.played and one.verdict.rule == "P3" and "exactly 3 tiles" in one.feedback.message
    assert one.feedback.kind is GradeKind.REFUSED and one.feedback.rule == "P3"
    joker_rack = SeatGame(next(s for s in range(200) if any(t.is_joker for t in SeatGame(s).rack)))
    joker = next(t for t in joker_rack.rack if t.is_joker)
    others = [t for t in joker_rack.rack if not t.is_joker][:2]
    refused = joker_rack.pass_tiles([joker, *others])
    assert not refused.played and refused.verdict.rule == "J1" and refused.feedback.kind is GradeKind.REFUSED
    typo = game.pass_tiles("7Q 1B 2B")
    assert not typo.played and typo.feedback.kind is GradeKind.NOT_PLAYED and "7Q" in typo.feedback.message
    nothing = game.pass_tiles(None)
    assert not nothing.played and nothing.feedback.kind is GradeKind.NOT_PLAYED
    assert game.table.racks == before and game.turns == [] and game.table.passes_done == ()


def test_a_legal_but_worse_pass_is_played_and_graded_against_the_coach():
    game = SeatGame(SEED)
    useful = helps(game.rack, game.lines)
    needed = next(t for t in game.rack if useful[t] and not t.is_joker)
    worse = PassChoice((needed, *game.coach_choice().own[:2]))
    assert not grade_pass(game.rack, 1, worse, game.lines).as_good_as_best
    result = game.pass_tiles(worse)
    assert result.played and result.feedback.kind is GradeKind.ADVICE and result.feedback.rule == "G1"
    assert needed.name in result.feedback.message and result.feedback.message.startswith("The coach would keep")
    assert game.turns[-1].kind == "pass" and not game.turns[-1].feedback.correct


def test_asking_the_coach_gives_one_sentence_a_tile_and_is_noted():
    game = SeatGame(SEED)
    advice = game.advice()
    own = game.coach_choice().own
    assert len(advice) >= len(own)
    for tile, sentence in zip(own, advice):
        assert sentence.startswith(tile.name)
    game.pass_tiles(own)
    assert game.turns[-1].asked
    game.pass_tiles(game.coach_choice())
    assert not game.turns[-1].asked


def test_stop_question_and_offers_are_graded_against_the_coach():
    game = SeatGame(SEED)
    for _ in range(3):
        game.pass_tiles(game.coach_choice())
    assert game.phase is Phase.STOP_QUESTION and "stop" in game.next_text
    advised = game.coach_choice()
    assert advised is False  # three tiles to spare: the coach goes on
    assert any("Go on" in line for line in game.advice())
    result = game.answer_stop(True)
    # Stopping is legal (X1); not doing what the coach would is advice (G1), not a broken rule.
    assert result.played and result.feedback.kind is GradeKind.ADVICE and result.feedback.rule == "G1"
    assert game.table.stopped is True and game.phase is Phase.OFFERS  # one stop is enough (X1)
    offered = game.coach_choice()
    high = game.offer(3) if offered < 3 else None
    if high is not None:
        assert high.feedback.kind is GradeKind.ADVICE
    else:
        assert game.offer(3).feedback.kind is GradeKind.GOOD
    assert game.step is not None and game.step.is_courtesy


def test_bad_answers_are_sentences_and_change_nothing():
    game = SeatGame(SEED)
    assert not game.answer_stop(False).played  # not yet: the stop question comes after pass 3
    assert not game.offer(2).played
    for _ in range(3):
        game.pass_tiles(game.coach_choice())
    with pytest.raises(ValueError, match="True"):
        game.answer_stop("yes")  # type: ignore[arg-type]
    game.answer_stop(False)
    for _ in range(3):
        game.pass_tiles(game.coach_choice())
    for bad in (4, -1, "2", True):
        result = game.offer(bad)  # type: ignore[arg-type]
        assert not result.played and "0, 1, 2 or 3" in result.feedback.message
    assert game.phase is Phase.OFFERS
    with pytest.raises(ValueError, match="deal number"):
        SeatGame("seven")  # type: ignore[arg-type]


@pytest.mark.parametrize(("card", "says"), [(itertools.count(), "card holds more than"), ([5], "card should be a line"),
                                            ("not a line", "'not' is not a group"), ([], "card should name"),
                                            (None, "card should be a line")])
def test_a_card_that_is_not_lines_is_refused_at_once(card, says):
    with pytest.raises(ValueError, match=says):
        SeatGame(SEED, card=card)


def test_bots_that_are_not_strategies_are_refused_naming_bots():
    for bots in (5, "coach", {"East": None}, {"Middle": Coach()}):
        with pytest.raises(ValueError):
            SeatGame(SEED, bots=bots)
    with pytest.raises(ValueError, match="bots"):
        SeatGame(SEED, bots={"north": "coach"})
    game = SeatGame(SEED, "south", bots={"north": RandomStrategy(1)})
    assert isinstance(game.bots[Seat.NORTH], RandomStrategy) and isinstance(game.bots[Seat.EAST], Coach)


def test_numpy_whole_numbers_are_taken_as_python_ones():
    import numpy as np

    game, same = SeatGame(np.int64(SEED)), SeatGame(SEED)
    assert game.seed == SEED and type(game.seed) is int and game.rack == same.rack
    for _ in range(3):
        game.pass_tiles(game.coach_choice())
    assert game.answer_stop(False).played
    for _ in range(3):
        game.pass_tiles(game.coach_choice())
    assert game.offer(np.int64(1)).played


def test_lines_moved_and_line_names_check_their_arguments():
    game = SeatGame(SEED)
    assert game.lines_moved(game.lines, game.rack) == ""
    assert game.lines_moved([line.name for line in game.lines], " ".join(map(str, game.rack))) == ""
    with pytest.raises(ValueError, match="before"):
        game.lines_moved(5, game.rack)
    with pytest.raises(ValueError, match="not a tile"):
        game.lines_moved(game.lines, "5Q")
    with pytest.raises(ValueError, match="notation"):
        line_names(CARD[:2], notation="yes")
    assert line_names("Dot run") == line_names([CARD[2]])


def test_take_back_restores_the_table_and_the_decisions():
    game = SeatGame(SEED)
    assert not game.undo() and not game.can_undo
    start = game.table.racks
    game.pass_tiles(game.coach_choice())
    after_one = game.table.racks
    game.pass_tiles(game.coach_choice())
    assert game.undo() and game.table.racks == after_one and len(game.turns) == 1
    assert game.undo() and game.table.racks == start and game.turns == []
    assert game.table.passes_done == ()


def test_the_summary_counts_the_decisions_and_names_the_coachs_end():
    game = SeatGame(SEED)
    game.advice()
    play_out(game)
    summary = game.summary()
    assert game.distance() < game.start  # the coach's passes brought the hand nearer
    gain = game.start - game.distance()
    assert summary[0] == (f"You came {gain} tile{'s' if gain > 1 else ''} nearer a hand: from {game.start} tiles "
                          f"away from your nearest line to {game.distance()} tiles, in 7 passes.")
    rest = summary[1:] if game.distance() > 1 else summary[2:]
    assert rest[0] == "7 of your 7 passes were as good as the coach's."
    assert rest[1] == f"You asked the coach on 1 of your {len(game.turns)} decisions."
    assert f"would have ended {game.coach_in_your_seat()} tiles away" in rest[2]


@pytest.mark.parametrize("start, end, first", [
    (7, 4, "You came 3 tiles nearer a hand: from 7 tiles away from your nearest line to 4 tiles, in 7 passes."),
    (5, 5, "You ended as far from a hand as you started, 5 tiles from your nearest line, after 7 passes."),
    (4, 6, "You ended 2 tiles further from a hand than you started: 4 tiles away at the deal, 6 tiles now, after 7 passes."),
    (3, 1, "You came 2 tiles nearer a hand: from 3 tiles away from your nearest line to 1 tile, in 7 passes."),
])
def test_the_summary_reads_as_progress_when_there_is_progress(monkeypatch, start, end, first):
    game = SeatGame(SEED)
    play_out(game)
    game.start = start
    monkeypatch.setattr(game, "distance", lambda *rack: end)
    summary = game.summary()
    assert summary[0] == first
    assert (summary[1] == "One more right tile and your hand is complete: a strong start to the game.") == (end == 1)
    assert game.advice() == ["The Charleston is over: nothing left to decide."]


def test_the_next_line_says_which_way_and_to_whom():
    game = SeatGame(SEED, "North")
    assert game.next_text == "Pass 1 (first right): choose 3 tiles to pass to your right, East."
    game.pass_tiles(game.coach_choice())
    assert "across to South" in game.next_text
    game.pass_tiles(game.coach_choice())
    assert "to your left, West" in game.next_text and "unseen" in game.next_text
    assert game.arriving == 3 and game.arriving_from == "right"  # pass 3 arrives from your right (B4)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(SEATS), st.integers(0, 10**6))
def test_any_legal_play_against_the_bots_keeps_the_table_whole(seed, seat, choices):
    """Random legal decisions by the learner: tiles are conserved, jokers never move (J1, B6),
    racks keep their sizes, and the game ends."""
    game = SeatGame(seed, seat, bots={s: RandomStrategy(seed + i) for i, s in enumerate(SEATS)})
    everything = Counter(t for rack in game.table.racks.values() for t in rack)
    jokers = {s: sum(t.is_joker for t in game.table.rack(s)) for s in SEATS}
    play_out(game, random.Random(choices))
    assert Counter(t for rack in game.table.racks.values() for t in rack) == everything
    assert {s: sum(t.is_joker for t in game.table.rack(s)) for s in SEATS} == jokers
    assert all(len(game.table.rack(s)) == (14 if s is Seat.EAST else 13) for s in SEATS)
    assert game.coach_in_your_seat() is None  # bots of one's own: no coach comparison


def always_wins(game: SeatGame) -> None:
    """From now on East's tiles count as a winning hand (the table's win test, H3)."""
    game.table._win_test = lambda tiles: True


def test_east_in_your_seat_may_declare_after_a_round_and_the_coach_says_so():
    game = SeatGame(SEED, "East")
    assert not game.may_declare
    refused = game.declare()  # not after a round, and not winning: refused, nothing changes
    assert not refused.played and refused.verdict.rule == "H3" and game.turns == []
    for _ in range(3):
        game.pass_tiles(game.coach_choice())
    always_wins(game)
    assert game.may_declare and game.advice() == ["Your 14 tiles win: declare Mah Jongg now (H3)."]
    result = game.declare()
    assert result.played and game.over and game.turns[-1].kind == "declare"
    assert "East declared Mah Jongg after pass 3" in result.news[0]


def test_a_bot_at_east_declares_when_its_tiles_win_and_the_game_says_so():
    game = SeatGame(SEED, "South")
    game.pass_tiles(game.coach_choice())
    game.pass_tiles(game.coach_choice())
    always_wins(game)
    result = game.pass_tiles(game.coach_choice())
    assert result.played and game.over and game.table.passes_done == (1, 2, 3)
    assert any("East declared Mah Jongg after pass 3" in line for line in result.news)
    assert game.next_text == "The Charleston is over (East declared Mah Jongg)."


def test_a_legal_choice_the_coach_would_not_make_is_advice_citing_a_g_rule():
    """Stop or go on, any offer from 0 to 3, any legal pass: the table takes it, and a grade
    that differs from the coach reads as advice (a G rule, "Legal"), never as a broken rule."""
    seen = set()
    for seed in range(12):
        game = SeatGame(seed)
        rng = random.Random(seed)
        while not game.over:
            kind = "pass" if game.step is not None else game.phase.name
            result = decide(game, rng)
            assert result.played and result.verdict.ok
            if not result.feedback.correct:
                seen.add(kind)
                assert result.feedback.rule in RULES and section_of(result.feedback.rule) == "G", (kind, result.feedback)
                assert result.feedback.kind is GradeKind.ADVICE and str(result.feedback).startswith("ℹ Legal. G")
                assert result.feedback.message.startswith("The coach would"), result.feedback.message
            elif kind != "pass":
                assert result.feedback.rule in RULES and section_of(result.feedback.rule) == "G"
    assert {"pass", "STOP_QUESTION", "OFFERS"} <= seen, "every kind of decision was graded as advice at least once"


def test_a_stop_answer_or_an_offer_against_the_coach_says_the_rule_that_allows_it():
    game = SeatGame(SEED)
    for _ in range(3):
        game.pass_tiles(game.coach_choice())
    stop = game.answer_stop(not game.coach_choice())
    assert "(X1)" in " ".join(stop.feedback.why) and "(X2)" in " ".join(stop.feedback.why)
    advised = game.coach_choice()
    other = 0 if advised else 3
    offer = game.offer(other)
    assert offer.feedback.rule == "G1" and "(C2)" in " ".join(offer.feedback.why) and offer.feedback.label == "Legal"


def test_every_grade_keeps_the_lines_it_was_judged_against():
    game = SeatGame(SEED)
    rng = random.Random(5)
    while not game.over:
        graded = game.lines
        result = decide(game, rng)
        assert result.lines == graded and game.turns[-1].lines == graded


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 10**6))
def test_when_a_pass_moves_the_nearest_lines_the_game_says_which_and_why_in_one_sentence(seed, choices):
    game = SeatGame(seed)
    rng = random.Random(choices)
    while not game.over:
        before = game.lines
        result = decide(game, rng)
        said = [line for line in result.news if line.startswith("Your nearest lines are now")]
        if set(game.lines) == set(before):
            assert said == []
            continue
        assert len(said) == 1, result.news
        sentence = said[0]
        assert sentence.startswith(f"Your nearest lines are now {line_names(game.lines)}: ")
        moved = (set(game.lines) ^ set(before))
        assert any(f"“{line.name}”" in sentence.split(": ", 1)[1] for line in moved), sentence
        assert ("received" in sentence) or ("gave up" in sentence) or ("as near as" in sentence)


def test_a_line_is_drawn_with_the_suits_the_rack_suits_best():
    line = next(item for item in CARD if item.name == "Sevens and eights")  # 777x 888x 777y 888y FF
    rack = "7C 7C 8C 8C 7D 7D 8D F 1B 2B 3B 4B 5B"
    tiles = [str(t) for t in suited_tiles(rack, line)]
    assert sorted(tiles) == sorted(["7C"] * 3 + ["8C"] * 3 + ["7D"] * 3 + ["8D"] * 3 + ["F"] * 2)
    game = SeatGame(SEED)
    for item in game.lines:
        assert len(game.line_tiles(item)) == 14


# ------------------------------------------------------------------ the three kinds of grade

LEGAL = (GradeKind.GOOD, GradeKind.ADVICE)
MAX_WORDS = 35  # the grade's one sentence, in every language (line notation waits in `why`)


def legal_choices(game: SeatGame):
    """Every legal pass for the pass due now: each set of rack tiles (never a joker, J1), with
    each number of arriving tiles forwarded unseen where that is allowed (B1, B2)."""
    passable = sorted(t for t in game.rack if not t.is_joker)
    for blind in range(game.arriving + 1):
        for own in sorted(set(itertools.combinations(passable, game.limit - blind))):
            yield PassChoice(own, blind)


def assert_legal_grade(game: SeatGame, choice: PassChoice, grade) -> None:
    """A legal choice: as good as the coach's, or advice citing a G rule; never a mistake."""
    assert grade.kind in LEGAL and grade.legal, (choice, str(grade))
    assert "✗" not in str(grade) and grade.label != say("exercise.outcome.incorrect"), str(grade)
    assert grade.rule in RULES and section_of(grade.rule) == "G", str(grade)
    coached = grade_pass(game.rack, game.step.number, choice, game.lines,
                         agreed=game.agreed if game.step.is_courtesy else None)
    assert (grade.kind is GradeKind.GOOD) == coached.as_good_as_best, (choice, str(grade))
    if grade.kind is GradeKind.ADVICE:
        starts = tuple(template(f"play.grade.{key}").split("{")[0] for key in ("instead", "rather"))
        assert grade.icon == "ℹ" and grade.message.startswith(starts), str(grade)
    assert len(grade.message.split()) <= MAX_WORDS, grade.message
    for line in CARD:  # line notation only behind "Why?"
        assert line.notation not in grade.message
    assert any(line.notation in grade.why[-1] for line in game.lines), grade.why


def test_every_legal_pass_is_played_and_graded_as_legal_never_as_a_mistake():
    """All 185 different legal first passes of a deal, each played and taken back: the table
    takes every one; the grade is "as good as the coach's" exactly when the coach's own
    measure says so, and otherwise advice with a G rule, in an ℹ and the word "Legal"."""
    game = SeatGame(SEED)
    kinds = Counter()
    for choice in legal_choices(game):
        result = game.pass_tiles(choice)
        assert result.played and result.verdict.ok, (choice, str(result.feedback))
        assert game.undo()
        assert_legal_grade(game, choice, result.feedback)
        assert result.feedback == game.grade_pass(choice)  # grading without playing says the same
        kinds[result.feedback.kind] += 1
    assert set(kinds) == set(LEGAL) and sum(kinds.values()) == 185


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(SEATS), st.integers(0, 5))
def test_every_legal_choice_of_any_pass_is_legal_in_both_languages(seed, seat, played):
    """Any deal, any seat, any of passes 1 to 6 (blind ones with 1, 2 or 3 forwarded unseen):
    no legal choice is ever graded a mistake, and the sentence stays short, in English and Malay."""
    game = SeatGame(seed, seat)
    for _ in range(played):
        if game.phase is Phase.STOP_QUESTION:
            game.answer_stop(False)
        if game.step is None:
            break
        game.pass_tiles(game.coach_choice())
    if game.phase is Phase.STOP_QUESTION:
        game.answer_stop(False)
    if game.step is None:
        return
    for choice in legal_choices(game):
        assert_legal_grade(game, choice, game.grade_pass(choice))
        with speaking("ms"):
            grade = game.grade_pass(choice)
            assert grade.kind in LEGAL and "✗" not in str(grade) and "Belum tepat" not in str(grade)
            assert len(grade.message.split()) <= MAX_WORDS, grade.message


class OffersThree(Coach):
    """A coached bot that always offers 3 on the courtesy pass, so the lower offer is the learner's."""

    def courtesy_offer(self, view):
        return 3


def at_the_offers(seed: int = SEED) -> SeatGame:
    game = SeatGame(seed, bots=OffersThree())
    for _ in range(3):
        game.pass_tiles(game.coach_choice())
    game.answer_stop(False)
    for _ in range(3):
        game.pass_tiles(game.coach_choice())
    assert game.phase is Phase.OFFERS
    return game


def test_the_issues_three_legal_choices_are_advice_or_good_never_a_mistake():
    """The choices a learner saw marked "✗ Not quite": a courtesy offer of 2, a courtesy pass of
    2, forwarding 1 unseen on pass 3, and a pass that leaves the nearest line as close."""
    game = at_the_offers()
    offer = game.offer(2)
    assert offer.played and offer.feedback.kind in LEGAL and "✗" not in str(offer.feedback)
    assert game.agreed == 2
    for choice in legal_choices(game):
        result = game.pass_tiles(choice)
        assert result.played and game.undo()
        assert_legal_grade(game, choice, result.feedback)
    game = SeatGame(SEED)
    game.pass_tiles(game.coach_choice())
    game.pass_tiles(game.coach_choice())
    assert game.arriving == 3
    for choice in (c for c in legal_choices(game) if c.blind == 1):
        result = game.pass_tiles(choice)
        assert result.played and game.undo()
        assert_legal_grade(game, choice, result.feedback)
    # As close for the nearest line, but not the coach's: advice that names the other line.
    for seed in range(40):
        game = SeatGame(seed)
        for choice in legal_choices(game):
            coached = grade_pass(game.rack, 1, choice, game.lines)
            if min(coached.after) == min(coached.best_after) and not coached.as_good_as_best:
                grade = game.pass_tiles(choice).feedback
                assert grade.kind is GradeKind.ADVICE and grade.rule == "G1", str(grade)
                assert say("play.because.other", gap=count_tiles(sum(coached.after) - sum(coached.best_after))) \
                    in grade.message
                return
    raise AssertionError("no deal had a pass as close as the coach's for the nearest line only")


def test_every_offer_and_both_stop_answers_are_legal_short_and_say_the_rule_that_allows_them():
    for code in ("en", "ms"):
        with speaking(code):
            game = at_the_offers()
            advised = game.coach_choice()
            for count in range(4):
                result = game.offer(count)
                assert result.played and result.feedback.kind in LEGAL and "✗" not in str(result.feedback)
                assert result.feedback.rule == "G1" and "(C2)" in " ".join(result.feedback.why)
                assert (result.feedback.kind is GradeKind.GOOD) == (count == advised)
                assert len(result.feedback.message.split()) <= MAX_WORDS, result.feedback.message
                assert game.undo()
            game = SeatGame(SEED)
            for _ in range(3):
                game.pass_tiles(game.coach_choice())
            advised = game.coach_choice()
            for stop in (True, False):
                result = game.answer_stop(stop)
                assert result.played and result.feedback.kind in LEGAL and "✗" not in str(result.feedback)
                assert (result.feedback.kind is GradeKind.GOOD) == (stop == advised)
                assert "(X1)" in " ".join(result.feedback.why) and "(X2)" in " ".join(result.feedback.why)
                assert len(result.feedback.message.split()) <= MAX_WORDS, result.feedback.message
                assert game.undo()


def illegal_choices(game: SeatGame):
    """Illegal passes of every family the table refuses, for the pass due now."""
    rack = sorted(t for t in game.rack if not t.is_joker)
    limit = game.limit
    if limit:
        yield PassChoice(tuple(rack[: limit - 1]))  # too few (P3, or C2 on the courtesy pass)
    yield PassChoice(tuple(rack[: limit + 1]))  # too many
    absent = next(t for t in ALL_KINDS if t not in game.rack and not t.is_joker)
    if limit:
        yield PassChoice((absent, *rack[: limit - 1]))  # a tile not held (P7)
    if not game.arriving:
        yield PassChoice(tuple(rack[: max(limit - 1, 0)]), 1)  # forwarded unseen where it is not allowed (B1)
    jokers = [t for t in game.rack if t.is_joker]
    if jokers and limit:
        yield PassChoice((jokers[0], *rack[: limit - 1]))  # a joker (J1)


def test_every_illegal_choice_is_refused_naming_the_rule_it_breaks_and_nothing_moves():
    seed = next(s for s in range(200) if any(t.is_joker for t in SeatGame(s).rack))
    game = SeatGame(seed, bots=OffersThree())
    rules = set()
    while not game.over:
        if game.step is not None:
            for choice in illegal_choices(game):
                before = (game.table.racks, len(game.turns), game.table.passes_done)
                result = game.pass_tiles(choice)
                broken = game.table.check_choices({game.seat: choice})[game.seat]
                assert not result.played and not broken.ok, choice
                grade = result.feedback
                assert grade.kind is GradeKind.REFUSED and not grade.legal and grade.icon == "✗"
                assert grade.rule == broken.rule and grade.rule in RULES and section_of(grade.rule) != "G"
                assert grade.message == broken.message and str(grade).startswith(f"✗ Not allowed. {broken.rule}: ")
                assert game.grade_pass(choice) == grade
                assert (game.table.racks, len(game.turns), game.table.passes_done) == before
                rules.add(grade.rule)
            game.pass_tiles(game.coach_choice())
        elif game.phase is Phase.STOP_QUESTION:
            early = game.offer(1)  # the offers come later (C1)
            assert not early.played and early.feedback.kind is GradeKind.REFUSED and early.feedback.rule
            game.answer_stop(False)
        else:
            late = game.answer_stop(True)  # the stop question is over (X1)
            assert not late.played and late.feedback.kind is GradeKind.REFUSED and late.feedback.rule
            game.offer(2)
    assert {"P3", "P7", "B1", "J1"} <= rules, rules


@pytest.mark.parametrize("code", ["en", "ms"])
def test_the_tiles_that_arrived_are_said_as_received_from_the_seat_that_sent_them(code):
    with speaking(code):
        for seed in range(4):
            game = SeatGame(seed, SEATS[seed])
            rng = random.Random(seed)
            while not game.over:
                step = game.step
                result = decide(game, rng)
                if step is None or not result.news:
                    continue
                turn = game.turns[-1]
                source = sender(game.seat, step.direction)
                if turn.received:
                    names = join_words([t.name for t in turn.received])
                    assert result.news[0].startswith(say("play.news.arrived", tiles=names, seat=source)), result.news
                    assert result.news[0].startswith("You received " if code == "en" else "Anda menerima ")
                assert "you kept" not in result.news[0] and "anda menyimpan" not in result.news[0]


# --------------------------------------------------------------------------- the coach in plain words


def test_the_coach_says_what_to_pass_in_plain_words_and_names_the_tiles_it_spares():
    # Issue 34: "your nearest line would then be 8 tiles away, not 9" and "5 tiles help neither line".
    import re

    from charleston_lessons.seat_game import _grouped
    from charleston_lessons.tiles import parse_tiles

    assert _grouped(parse_tiles("W 6D W")) == "6 Dot and the two Wests"
    assert _grouped(parse_tiles("F F F 2C")) == "2 Crak and the three Flowers"
    with speaking("ms"):
        assert _grouped(parse_tiles("W W 6D")) == "6 Dot dan dua batu Barat"
    said: list[str] = []
    for seed in range(30):
        rng = random.Random(seed)
        game = SeatGame(seed)
        for _ in range(12):
            if game.over:
                break
            if game.phase is Phase.STOP_QUESTION:
                said += game.advice()
                game.answer_stop(False)
            elif game.step is None:
                said += game.advice()
                game.offer(3)
            elif game.step in (3, 6):
                game.pass_tiles(game.coach_choice())
            else:
                passable = [t for t in game.rack if not t.is_joker]
                said.append(game.pass_tiles(PassChoice(tuple(rng.sample(passable, game.limit)), 0)).feedback.message)
    words = " ".join(said)
    assert "tiles away, not" not in words and "would then be" not in words
    assert "pass 6 Dot and the two Wests instead: that keeps more of your best hand." in words
    assert not re.search(r"\d+ tiles? (on your rack )?helps? neither line", words)  # the tiles are named
    assert re.search(r"Go on: [^.]*the two \w+s[^.]* on your rack help neither line", words)


def test_an_offer_with_no_spare_tile_says_every_tile_helps_never_0_tiles_help_neither_line():
    from charleston_lessons.seat_game import _grade_offer

    lines = tuple(CARD[:2])
    rack = tuple(CARD[0].tiles()[:13])  # invented (G5): every tile on one of the two lines
    agrees, high = _grade_offer(0, rack, lines), _grade_offer(2, rack, lines)
    assert agrees.kind is GradeKind.GOOD and agrees.message.startswith("Offered 0: every tile on your rack helps")
    assert high.kind is GradeKind.ADVICE and high.message.startswith("The coach would offer 0: every tile")
    assert "0 tiles" not in agrees.message + high.message
    with speaking("ms"):
        assert _grade_offer(0, rack, lines).message.startswith("Menawarkan 0: setiap batu di rak anda")
