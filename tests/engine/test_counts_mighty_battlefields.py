"""Counts `friendly_mighty_units` (Show of Strength: the player's units with 5 Might or more,
143.2) and `other_friendly_battlefields` (Seat of Power: battlefields the player controls, the
one it is about excepted)."""

from __future__ import annotations

from riftboard.engine import board as B
from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, designer, play

SHOW = designer("Show", effects=[{"op": "draw", "per": "friendly_mighty_units"}])
PUMP = designer("Pump", targets=[{"what": "unit"}],
                effects=[{"op": "might", "target": 1, "amount": 1}])


def test_143_2_mighty_units_are_counted_as_they_are_now():
    st = board(units=[("a", "A5", 5, "A", "north"), ("b", "A4", 4, "A", "base"),
                      ("c", "B9", 9, "B", "north")], cards=[SHOW, PUMP])
    assert play(st, "Show", by="A").one("draw").amount == 1
    r = play(play(st, "Pump", by="A", targets=["b"]), "Show", by="A")
    assert r.of("draw")[-1].amount == 2  # the 4 made 5 this turn is Mighty too


def test_other_battlefields_the_player_controls():
    st = game_board(battlefields=("north", "south", "east"),
                    controllers={"north": "A", "south": "A", "east": "B"})
    assert B.count(st, "other_friendly_battlefields", "A", st.objects["north"]) == 1
    assert B.count(st, "other_friendly_battlefields", "A", st.objects["east"]) == 2
    assert B.count(st, "other_friendly_battlefields", "B", st.objects["east"]) == 0
