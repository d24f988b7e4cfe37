"""Player-level words of engine/board.py: `controls_facedown` (a card hidden face down, 107.3,
421.1), `showdown_underway` (341, 464) and the count `friendly_battlefields`."""

from __future__ import annotations

from attrs import evolve

from riftboard.engine import board as B
from riftboard.engine.state import Showdown
from tests.engine.game_helpers import game_board
from tests.engine.helpers import board


def _with(st, oid, **changes):
    return evolve(st, objects=st.objects.set(oid, evolve(st.objects[oid], **changes)))


def test_421_1_controls_facedown_reads_the_players_hidden_cards_only():
    st = game_board(hand=[("h", "Back Off", "A")])
    assert not B.holds(st, "controls_facedown", "A", None)
    st = _with(st, "h", zone="facedown", at="north", controller="A")
    assert B.holds(st, "controls_facedown", "A", None)
    assert not B.holds(st, "controls_facedown", "B", None)


def test_341_showdown_underway_needs_a_showdown_somewhere_and_format_2():
    st = game_board()
    assert not B.holds(st, "showdown_underway", "A", None)
    st = evolve(st, game=evolve(st.game, showdown=Showdown(battlefield="north", focus="A")))
    assert B.holds(st, "showdown_underway", "A", None)
    assert B.holds(st, "showdown_underway", "B", None)  # either player's
    assert not B.holds(board(), "showdown_underway", "A", None)


def test_friendly_battlefields_counts_the_battlefields_the_player_controls():
    st = game_board(battlefields=("north", "south", "west"), controllers={"north": "A",
                                                                          "south": "A",
                                                                          "west": "B"})
    assert B.count(st, "friendly_battlefields", "A", None) == 2
    assert B.count(st, "friendly_battlefields", "B", None) == 1
