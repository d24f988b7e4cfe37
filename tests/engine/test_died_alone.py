"""A Deathknell's condition is read on the board as the kill happens (808.1.d, 428.1.a.1.b):
Loyal Poro's "if I didn't die alone" counts a friendly unit killed at the same time, whichever of
the two leaves the board first."""

from __future__ import annotations

from tests.engine.helpers import board, combat, play


def _board(first, second):
    units = {"squire": ("squire", "Squire", 1, "A", "north"),
             "poro": ("poro", "Loyal Poro", None, "A", "north")}
    return board(units=[units[first], units[second], ("ogre", "Ogre", 10, "B", "north")])


def test_808_1_d_428_1_a_1_b_a_friend_dying_at_the_same_time_means_not_alone():
    for first, second in (("squire", "poro"), ("poro", "squire")):
        r = combat(_board(first, second), "north", attackers=[first, second])
        assert {e.target for e in r.of("kill")} == {"squire", "poro"}
        (draw,) = r.of("draw", target="A")
        assert {s.id for s in draw.sources} == {"poro#1"}


def test_808_1_d_dying_alone_draws_nothing():
    st = board(units=[("poro", "Loyal Poro", None, "A", "north"),
                      ("squire", "Squire", 1, "A", "south")], battlefields=("north", "south"))
    r = play(st, "Hextech Ray", by="B", targets=["poro"])
    assert r.one("kill", target="poro") and r.of("trigger") == [] and r.of("draw") == []
