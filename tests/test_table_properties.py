"""Property tests: thousands of random Charlestons keep every invariant of the table.

Random racks (jokers dealt in on purpose), blind counts including all-blind standoffs,
stops, courtesy offers including zero, jokers passed by mistake and returned (J2), and
East's declarations (H2, H3). After every pass: no tile is created or lost, jokers never
change hands, racks hold 13 (East 14), each player sends and receives what the rules say,
and replaying the log gives the same racks. Blind passes with every mix of forwarding are
counted hop by hop from the log: 3 real tiles out and 3 in for every player (B5).
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from charleston_lessons.rules import SEATS, Seat, passes_played, receiver
from charleston_lessons.strategies import RandomStrategy, SeatView, play_charleston, take_turn
from charleston_lessons.table import PassChoice, PassPlayed, StopAnswered, Table, replay
from charleston_lessons.tiles import JOKER, full_set

CHARLESTONS = 2000


def deal_with_jokers(seed: int, jokers_in_racks: int) -> tuple[dict, list]:
    """A seeded deal that puts `jokers_in_racks` of the 8 jokers into random racks."""
    rng = random.Random(seed)
    tiles = full_set()
    rng.shuffle(tiles)
    rest = [t for t in tiles if not t.is_joker]
    for slot in sorted(rng.sample(range(53), jokers_in_racks)):
        rest.insert(slot, JOKER)
    tiles = rest + [JOKER] * (8 - jokers_in_racks)
    racks = {Seat.EAST: tiles[:14], Seat.SOUTH: tiles[14:27], Seat.WEST: tiles[27:40], Seat.NORTH: tiles[40:53]}
    return racks, tiles[53:]


class Mistaken(RandomStrategy):
    """Sometimes passes a joker by mistake and names a tile to send instead (J2)."""

    def choose_pass(self, view: SeatView) -> PassChoice:
        choice = super().choose_pass(view)
        has_joker = any(t.is_joker for t in view.rack)
        if choice.own and has_joker and self._rng.random() < 0.3:
            spare = [t for t in view.passable]
            for t in choice.own:
                spare.remove(t)
            if spare:
                own = (JOKER,) + choice.own[1:]
                return PassChoice(own, choice.blind, instead=(choice.own[0],))
        return choice


def pseudo_win(rack) -> bool:
    """A deterministic stand-in for the winning test: true for about one rack in 12."""
    return len(rack) == 14 and sum(t.order * (i + 1) for i, t in enumerate(sorted(rack))) % 12 == 0


game = st.fixed_dictionaries(
    {
        "seed": st.integers(0, 2**32 - 1),
        "jokers": st.integers(0, 8),
        "blind": st.sampled_from([0.0, 0.5, 1.0]),
        "all_blind": st.sampled_from([0.0, 0.5, 1.0]),
        "stop": st.sampled_from([0.0, 0.1, 0.5, 1.0]),
        "mistakes": st.booleans(),
        "win": st.sampled_from([None, pseudo_win]),
    }
)


def check_invariants(table: Table, dealt_jokers: Counter) -> None:
    everything = Counter(table.wall)
    for seat in SEATS:
        rack = table.rack(seat)
        assert len(rack) == (14 if seat is Seat.EAST else 13), "T3/P6: rack size"
        everything.update(rack)
        assert Counter(rack)[JOKER] == dealt_jokers[seat], "J1: jokers never change hands"
    assert everything == Counter(full_set()), "B5: no tile created or lost"


@settings(max_examples=CHARLESTONS, deadline=None)
@given(game)
def test_random_charlestons_keep_every_invariant(params):
    racks, wall = deal_with_jokers(params["seed"], params["jokers"])
    table = Table(racks, seed=params["seed"], win_test=params["win"], _wall=wall)
    dealt_jokers = Counter({seat: Counter(table.rack(seat))[JOKER] for seat in SEATS})
    kind = Mistaken if params["mistakes"] else RandomStrategy
    players = {
        seat: kind(params["seed"] + i, blind_chance=params["blind"], all_blind_chance=params["all_blind"],
                   stop_chance=params["stop"])
        for i, seat in enumerate(SEATS)
    }

    # Play it one decision at a time so the invariants are checked after every pass.
    passes_seen = 0
    while not table.over:
        assert take_turn(table, players).ok
        check_invariants(table, dealt_jokers)
        now = len(table.passes_done)
        assert now - passes_seen <= 1
        passes_seen = now
    check_invariants(table, dealt_jokers)

    passes = [e for e in table.log if isinstance(e, PassPlayed)]
    stops = [e for e in table.log if isinstance(e, StopAnswered)]
    stopped = bool(stops and stops[0].stopped)
    full = passes_played(stopped=stopped)
    # The passes played are the rules' sequence, cut short only by East declaring.
    assert table.passes_done == full[: len(table.passes_done)]
    if table.end_reason == "all passes played":
        assert table.passes_done == full

    for event in passes:
        direction = event.info.direction
        for seat in SEATS:
            if event.step == 7:
                assert event.sent_count(seat) == table.agreed[seat], "C2: lower offer"
            else:  # 3 real tiles each way, none in the I.O.U. standoff (B5)
                real = 0 if event.standoff else 3
                assert event.sent_count(seat) == event.received_count(seat) == real, "P3, B5"
            assert len(event.kept[seat]) == len(event.own[seat]), "P6: racks stay full"
        for move in event.moves:
            assert not move.tile.is_joker, "J1/B6: no joker ever travels"
            assert all(receiver(a, direction) == b for a, b in move.hops), "S2: direction"
            if move.unseen:
                assert event.info.blind_allowed, "B1: unseen only on passes 3 and 6"
        if all(event.blind[s] == 3 for s in SEATS) and event.step != 7:
            assert event.standoff and not event.moves, "B5: all blind, nothing moves"

    if set(table.passes_done) >= {1, 2, 3, 4, 5, 6}:
        expected = 18 - 3 * sum(e.standoff for e in passes)  # P6: 3 fewer for each standoff
        for seat in SEATS:
            assert sum(e.sent_count(seat) for e in passes if e.step <= 6) == expected
            assert sum(e.received_count(seat) for e in passes if e.step <= 6) == expected

    snapshots = replay(table.log)
    assert snapshots[1:] == [e.racks for e in passes]
    assert snapshots[-1] == table.racks


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(1, 6), st.data())
def test_an_illegal_choice_never_changes_the_table(seed, upto, data):
    table = play_charleston(RandomStrategy(seed, stop_chance=0.0), seed=seed)
    # Replay to a random point, then offer one illegal choice there.
    table = Table(table.log[0].racks, seed=seed)
    strategy = RandomStrategy(seed, stop_chance=0.0)
    while table.next_step is not None and table.next_step < upto or table.phase.value == "stop question":
        if table.phase.value == "stop question":
            table.answer_stop({s: False for s in SEATS})
            continue
        choices = {s: strategy.choose_pass(SeatView(s, table.rack(s), _step(table))) for s in SEATS}
        assert table.play_pass(choices)
    step = table.next_step
    choices = {s: strategy.choose_pass(SeatView(s, table.rack(s), _step(table))) for s in SEATS}
    victim = data.draw(st.sampled_from(SEATS))
    passable = [t for t in table.rack(victim) if not t.is_joker]
    kind = data.draw(st.sampled_from(["joker", "missing", "blind", "count"]))
    if kind == "joker":
        choices[victim] = PassChoice((JOKER,) + tuple(passable[:2]))
    elif kind == "missing":
        absent = next(t for t in sorted(set(full_set())) if t not in table.rack(victim))
        choices[victim] = PassChoice((absent,) + tuple(passable[:2]))
    elif kind == "blind":
        choices[victim] = PassChoice(tuple(passable[:2]), 1 if step not in (3, 6) else 4)
    else:
        choices[victim] = PassChoice(tuple(passable[:4]))
    before = (table.racks, table.log, table.next_step)
    verdict = table.play_pass(choices)
    assert not verdict.ok and verdict.rule in {"J1", "P7", "B1", "B2", "P3"}
    assert (table.racks, table.log, table.next_step) == before


def _step(table):
    from charleston_lessons.rules import pass_step

    return pass_step(table.next_step)


# ----------------------------------------------- blind passes where several forward (B5)

forwarding = st.one_of(
    st.tuples(*[st.integers(1, 3)] * 4),  # all four forward something, mixed counts
    st.tuples(*[st.integers(0, 3)] * 4),  # some forward nothing
    st.just((3, 3, 3, 3)),  # the full standoff
)


def _choices(table: Table, rng: random.Random, blind: tuple[int, ...]) -> dict[Seat, PassChoice]:
    """Each seat forwards its count unseen and draws the rest at random from its passable tiles."""
    return {
        s: PassChoice(tuple(rng.sample([t for t in table.rack(s) if not t.is_joker], 3 - b)), b)
        for s, b in zip(SEATS, blind)
    }


def _held(racks: dict) -> Counter:
    return sum((Counter(rack) for rack in racks.values()), Counter())


def _play_blind(table: Table, rng: random.Random, blind: tuple[int, ...]) -> None:
    choices = _choices(table, rng, blind)
    before = table.racks
    assert table.play_pass(choices).ok
    event = table.log[-1]
    sent, received = Counter(), Counter()
    for move in event.moves:  # each hop of a tile's path is one real hand-over
        for a, b in move.hops:
            sent[a] += 1
            received[b] += 1
    if all(b == 3 for b in blind):
        assert event.moves == () and table.racks == before, "B5: the I.O.U. standoff moves nothing"
    else:
        assert all(sent[s] == 3 and received[s] == 3 for s in SEATS), (
            f"B5: every player hands over 3 real tiles and receives 3; forwarding {blind} "
            f"sent {dict(sent)} and received {dict(received)}"
        )
    assert _held(table.racks) == _held(before), "B5: no tile created or lost"
    assert all(len(table.rack(s)) == len(before[s]) for s in SEATS)


@settings(max_examples=2000, deadline=None)
@given(st.integers(0, 2**32 - 1), forwarding, forwarding)
def test_B5_every_player_hands_over_and_receives_three_real_tiles_on_a_blind_pass(
    seed, blind3, blind6
):
    """Passes 3 and 6 with every mix of forwarding: counted from the log's moves, hop by hop."""
    rng = random.Random(seed)
    table = Table.deal(seed)
    for _ in (1, 2):
        assert table.play_pass(_choices(table, rng, (0, 0, 0, 0))).ok
    _play_blind(table, rng, blind3)
    table.answer_stop({s: False for s in SEATS})
    for _ in (4, 5):
        assert table.play_pass(_choices(table, rng, (0, 0, 0, 0))).ok
    _play_blind(table, rng, blind6)
    passes = [e for e in table.log if isinstance(e, PassPlayed)]
    assert replay(table.log)[1:] == [e.racks for e in passes]
