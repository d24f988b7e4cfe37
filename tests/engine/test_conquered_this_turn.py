"""`not_conquered_this_turn` (engine/board.py; 383.4.c.2.a: a unit conquers with its player
when it is at the battlefield conquered) and `detach_granter` (ops/gear.py: "unattach this" in
an Equipment's granted text, 434, 718.3)."""

from __future__ import annotations

from riftboard.engine import board as B
from tests.engine.game_helpers import game_board, pass_, smove
from tests.engine.helpers import board, designer, end_turn

AXE = designer("Test Axe", kind="gear", equipment=True, might_bonus=2, grants={
    "abilities": [{"kind": "triggered", "trigger": "end_of_turn", "if": "not_conquered_this_turn",
                   "effects": [{"op": "detach_granter"},
                               {"op": "deal", "amount": 1, "target": "self"}]}]})


def _board():
    return game_board(units=[("k", "Knight", 3, "A", "base"), ("s", "Squire", 3, "A", "base")],
                      gear=[("ax", "Test Axe", "A", {"attached_to": "s"})],
                      battlefields=("north", "south"), cards=[AXE])


def test_383_4_c_2_a_a_unit_at_the_battlefield_conquered_has_conquered_this_turn():
    r = pass_(pass_(smove(_board(), ["k"], "north"), "A"), "B")
    assert r.one("score").reason == "conquer"
    assert not B.holds(r.state, "not_conquered_this_turn", "A", r.obj("k"))
    assert B.holds(r.state, "not_conquered_this_turn", "A", r.obj("s"))  # it stayed home


def test_the_memory_ends_with_the_turn_and_format_1_has_no_conquer():
    r = end_turn(end_turn(pass_(pass_(smove(_board(), ["k"], "north"), "A"), "B")))
    assert B.holds(r.state, "not_conquered_this_turn", "A", r.obj("k"))
    st = board(units=[("k", "Knight", 3, "A", "north")])
    assert B.holds(st, "not_conquered_this_turn", "A", st.objects["k"])


def test_434_718_3_detach_granter_takes_the_equipment_off_its_unit():
    r = end_turn(_board())
    assert r.obj("ax").attached_to is None and r.obj("s").equipment == ()
    dmg = r.one("damage", target="s")
    assert dmg.amount == 1 and dmg.responsible == "A"  # (damage is removed as the turn ends)
