"""`might_to_match` (a unit's Might increased to another's this turn, 143.2) and
`move_to_other` (a unit moved to another unit's location, 446; 055 when that one is gone)."""

from __future__ import annotations

from riftboard.engine.might import might
from tests.engine.helpers import board, designer, ids, play, state_of

MATCH = designer("Match", targets=[{"what": "unit"}, {"what": "unit"}],
                 effects=[{"op": "might_to_match", "target": 1, "other": 2}])
FOLLOW = designer("Follow", targets=[{"what": "unit"}, {"what": "unit"}],
                  effects=[{"op": "move_to_other", "target": 2, "other": 1}])
SNUFF_THEN_FOLLOW = designer("Snuff Follow", targets=[{"what": "unit"}, {"what": "unit"}],
                             effects=[{"op": "kill", "target": 1},
                                      {"op": "move_to_other", "target": 2, "other": 1}])


def _st():
    return board(units=[("s", "Squire", 2, "A", "base"), ("g", "Giant", 6, "A", "north"),
                        ("f", "Foe", 3, "B", "south")], battlefields=("north", "south"),
                 cards=[MATCH, FOLLOW, SNUFF_THEN_FOLLOW])


def test_143_2_the_might_rises_by_the_difference_this_turn_only_when_lower():
    r = play(_st(), "Match", by="A", targets=["s", "g"], id="m")
    ev = r.one("might", target="s")
    assert ids(ev.sources) == {"m"}
    assert might(state_of(r), state_of(r).objects["s"]) == 6
    r = play(_st(), "Match", by="A", targets=["g", "s"])
    assert not r.of("might")  # the Giant has more already: nothing changes


def test_446_the_unit_moves_to_the_other_units_battlefield():
    r = play(_st(), "Follow", by="A", targets=["f", "s"], id="fo")
    mv = r.one("move", target="s")
    assert ids(mv.sources) == {"fo"} and state_of(r).objects["s"].at == "south"


def test_055_nothing_moves_when_the_other_unit_left_the_board():
    r = play(_st(), "Snuff Follow", by="A", targets=["f", "s"])
    assert not r.of("move") and state_of(r).objects["s"].at == "base"


def test_107_1_c_never_into_another_players_base():
    st = board(units=[("s", "Squire", 2, "A", "north"), ("f", "Foe", 3, "B", "base")],
               cards=[FOLLOW])
    r = play(st, "Follow", by="A", targets=["f", "s"])
    assert not r.of("move") and state_of(r).objects["s"].at == "north"
