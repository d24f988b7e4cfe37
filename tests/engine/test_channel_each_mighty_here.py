"""`channel` with `who = "each"` (The Papertree: every player channels, in turn order, 430.1)
and the condition `friendly_mighty_here` (Sunken Temple: the player has a Mighty unit there)."""

from __future__ import annotations

from riftboard.engine import board as B
from tests.engine.game_helpers import game_board
from tests.engine.helpers import designer, play

RAIN = designer("Rune Rain", effects=[{"op": "channel", "amount": 1, "exhausted": True,
                                       "who": "each"}])


def test_430_1_each_player_channels_in_turn_order():
    st = game_board(cards=[RAIN], rune_decks={"A": ["Calm Rune"] * 2, "B": ["Fury Rune"] * 2},
                    turn_player="B")
    r = play(st, "Rune Rain", by="A")
    assert [c.target for c in r.of("channel")] == ["B", "A"]
    assert r.obj("A-rune1").exhausted and r.obj("B-rune1").exhausted
    assert r.obj("A-rune2").zone == "rune_deck"


def test_143_2_a_mighty_unit_of_the_player_at_the_battlefield():
    st = game_board(units=[("m", "Mega-Mech", None, "A", "north"), ("s", "Scout", 2, "A", "south"),
                           ("g", "Giant", 9, "B", "south")], battlefields=("north", "south"))
    north, south = st.objects["north"], st.objects["south"]
    assert B.holds(st, "friendly_mighty_here", "A", north)
    assert not B.holds(st, "friendly_mighty_here", "A", south)  # the Giant is Bob's
    assert B.holds(st, "friendly_mighty_here", "B", south)
