"""`move_weaker_to_base` (Stare Down): each enemy unit at the battlefield chosen whose Might is
less than the chosen unit's, as it resolves, moves to its controller's base (a move, 446, 449),
the caster responsible; a unit with as much Might stays, and so do the caster's own units. If
the chosen unit is gone, its Might is unknown and nothing moves (359.3.e.12, 055)."""

from tests.engine.helpers import board, play

STARE = {"name": "Stare Probe", "kind": "spell",
         "targets": [{"what": "battlefield"}, {"what": "unit", "side": "friendly"}],
         "effects": [{"op": "move_weaker_to_base", "target": 1, "unit": 2}]}
KILL = {"name": "Kill Probe", "kind": "spell", "targets": [{"what": "unit"}],
        "effects": [{"op": "kill", "target": 1}]}
PUMP = {"name": "Pump Probe", "kind": "spell", "targets": [{"what": "unit"}],
        "effects": [{"op": "might", "target": 1, "amount": 2}]}


def _board():
    return board(units=[("knight", "Knight", 4, "A", "base"), ("squire", "Squire", 1, "A", "north"),
                        ("scout", "Scout", 3, "B", "north"), ("guard", "Guard", 4, "B", "north"),
                        ("imp", "Imp", 2, "B", "south")],
                 battlefields=("north", "south"), cards=[STARE, KILL, PUMP])


def test_446_only_enemy_units_there_with_less_might_go_to_base():
    r = play(_board(), "Stare Probe", by="A", targets=["north", "knight"])
    assert [(e.target, e.responsible) for e in r.of("move")] == [("scout", "A")]
    assert r.obj("scout").at == "base" and r.obj("guard").at == "north"
    assert r.obj("imp").at == "south" and r.obj("squire").at == "north"


def test_446_the_might_is_read_as_it_resolves():
    st = play(_board(), "Stare Probe", by="A", targets=["north", "knight"], hold=True)
    r = play(st, "Pump Probe", by="B", targets=["scout"])  # resolves first: the Scout has 5
    assert r.of("move") == [] and r.obj("scout").at == "north"


def test_359_3_e_12_with_the_chosen_unit_gone_nothing_moves():
    st = play(_board(), "Stare Probe", by="A", targets=["north", "knight"], hold=True)
    r = play(st, "Kill Probe", by="B", targets=["knight"])
    assert r.obj("knight").zone == "trash" and r.of("move") == []
