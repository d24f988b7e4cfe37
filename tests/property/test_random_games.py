"""Random legal games of format 2 in strict mode (issue 26; riftboard/report/autoplay.py): two
tournament decks from setup to victory or 60 turns, each step chosen at random among the legal
actions (riftboard/report/legal.py). Every step keeps the game's invariants: points never go
below 0 (SPEC section 7), a battlefield is scored at most once per player per turn (470, 471),
every object is in one known zone and the zone lists (hands, board, decks, rune decks) match
the objects' zones, and replaying the game's steps gives the same events (DESIGN.md: the engine
is deterministic). A few short games run by default; the long ones are marked slow."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from riftboard.cards.library import builtin_library
from riftboard.engine import History
from riftboard.engine import actions as A
from riftboard.report.autoplay import deck_list, play_random_game, setup_state
from riftboard.report.legal import acting_player, legal_actions

from .conftest import examples

LIB = builtin_library()
ZONES = {"board", "hand", "trash", "chain", "removed", "deck", "rune_deck", "runes", "banished",
         "legend", "champion"}


def check_state(state) -> None:
    """Points, zones and the zone lists of one state."""
    game = state.game
    for pid, s in zip(state.players, game.sides, strict=True):
        assert s.points >= 0, f"{pid} has {s.points} points"
        deck = [o.id for o in state.in_zone("deck", pid)]
        assert len(set(s.deck)) == len(s.deck) and set(s.deck) == set(deck), \
            f"{pid}'s deck list {s.deck} does not match the objects in their deck {deck}"
        runes = [o.id for o in state.in_zone("rune_deck", pid)]
        assert len(set(s.rune_deck)) == len(s.rune_deck) and set(s.rune_deck) == set(runes), \
            f"{pid}'s rune deck list {s.rune_deck} does not match {runes}"
    objects = state.objects
    for o in objects.values():
        assert o.zone in ZONES, f"{o.id} is in an unknown zone {o.zone!r}"
    by_order = sorted(objects.values(), key=lambda o: o.order)
    assert state.hand_ids == tuple(o.id for o in by_order if o.zone == "hand")
    assert state.board_ids == tuple(o.id for o in by_order if o.zone == "board")
    hosts = {item.host for item in state.chain}
    assert {o.id for o in objects.values() if o.zone == "chain"} <= hosts


def check_scores(events) -> None:
    """470: each player scores a battlefield at most once a turn (turns split at turn_start)."""
    turn, seen = 0, set()
    for e in events:
        if e.kind == "turn_start":
            turn += 1
        elif e.kind == "score":
            key = (turn, e.responsible, e.target)
            assert key not in seen, f"{e.responsible} scored {e.target} twice in a turn: {e.text}"
            seen.add(key)


def check_game(seed: int, max_turns: int) -> None:
    game = play_random_game(seed, LIB, max_turns)
    history = game.history
    check_state(history.initial)
    for result in history.results:
        check_state(result.state)
    check_scores(history.events)
    assert game.winner is not None or game.turns == max_turns
    again = History(history.initial)
    for action in history.actions:
        again.push(action)
    assert again.events == history.events, f"seed {seed}: the replay's events differ"
    assert again.state == history.state


# -- the default run: a few short games, and the pieces --------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_short_random_games_keep_the_invariants(seed):
    check_game(seed, max_turns=8)


def test_setup_shuffles_draws_4_and_starts_at_the_first_turns_awaken_phase():
    """103, 114-116: 40 main-deck cards and 12 runes a player, 4 of them drawn; the first step
    starts the first turn (315)."""
    state = setup_state(7, LIB)
    for pid in state.players:
        side = state.game.side(state.players, pid)
        hand = state.in_zone("hand", pid)
        assert len(hand) == 4 and len(side.deck) == 36 and len(side.rune_deck) == 12
        cards = [*hand, *state.in_zone("deck", pid)]
        assert sorted(o.name for o in cards) == sorted(deck_list(pid))
        assert all(state.obj(r).card.domains[0] in ("fury", "body", "calm", "order")
                   for r in side.rune_deck)
    assert len(state.battlefields()) == 2
    assert state.game.mode == "strict" and state.game.phase == "awaken" and state.game.turn == 0
    assert setup_state(7, LIB) == state and setup_state(8, LIB) != state


def test_legal_actions_are_exactly_the_candidates_the_engine_takes():
    """Every listed action applies; in a Neutral Open Main Phase the turn player may end the
    turn but not pass (316.9), and the other player has nothing listed (316.5.b)."""
    history = History(setup_state(3, LIB))
    history.push(None)
    state = history.state
    actions = legal_actions(state, LIB)
    assert acting_player(state) == state.turn_player
    assert any(isinstance(a, A.EndTurn) for a in actions)
    assert not any(isinstance(a, A.Pass) for a in actions)
    kinds = {(type(a).__name__, getattr(a, "ability", None)) for a in actions}
    assert ("Activate", 1) in kinds and ("Activate", 2) in kinds  # a rune's two (164.2)
    for a in actions:
        assert getattr(a, "by", None) in (None, state.turn_player)
        History(state).push(a)


def test_a_held_play_gives_priority_round_the_table_before_it_resolves():
    """337.4, 338.1.b, 339: a held play leaves its controller Priority; each player's listed
    actions then include a pass, and after both pass the chain resolves."""
    for seed in range(20):
        history = History(setup_state(seed, LIB))
        history.push(None)
        held = [a for a in legal_actions(history.state, LIB)
                if isinstance(a, A.PlaySpell) and a.hold]
        if held:
            break
    me = history.state.turn_player
    history.push(held[0])
    assert history.state.chain and acting_player(history.state) == me
    assert A.Pass(player=me) in legal_actions(history.state, LIB)
    history.push(A.Pass(player=me))
    other = history.state.opponent(me)
    assert acting_player(history.state) == other
    assert A.Pass(player=other) in legal_actions(history.state, LIB)
    history.push(A.Pass(player=other))
    assert not history.state.chain and acting_player(history.state) == me


def test_a_finished_game_has_no_legal_action():
    game = play_random_game(2, LIB)
    assert game.winner is not None
    assert legal_actions(game.history.state, LIB) == []


# -- long: full games over many seeds -----------------------------------------------------------
@pytest.mark.slow
@settings(max_examples=examples(12))
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_random_games_to_victory_or_60_turns_keep_the_invariants(seed):
    check_game(seed, max_turns=60)
