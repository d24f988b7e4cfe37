"""A Might static for "units here with Tank" (Kinkou Temple): Tank printed, from an Equipment or
granted counts (815), and the static reaches no unit without it (143.2)."""

from __future__ import annotations

from tests.engine.helpers import board, designer, play

SHRINE = designer("Tank Shrine", "battlefield", statics=[
    {"op": "might", "who": "units_here", "amount": 2, "require": "tank"}])


def _board():
    return board(units=[("g", "Sunlit Guardian", None, "A", "shrine"),
                        ("s", "Squire", 2, "A", "shrine"),
                        ("far", "Sunlit Guardian", None, "A", "south")],
                 battlefields=[("shrine", "Tank Shrine"), "south"], cards=[SHRINE])


def test_815_printed_tank_here_gets_the_bonus_and_no_other():
    """815, 143.2: the Guardian here (printed Tank) has +2; the Squire here and the Guardian
    elsewhere do not."""
    st = _board()
    r = play(st, "Discipline", by="A", targets=["far"])  # +2 this turn to the far one
    assert r.might("g") == 5 and r.might("s") == 2 and r.might("far") == 5


def test_815_granted_tank_counts():
    """815: Block grants Tank this turn, so the Squire now has the bonus."""
    r = play(_board(), "Block", by="A", targets=["s"])
    assert r.might("s") == 4
