"""`you_stun_enemy_at_battlefield` (423.1; Vex, Mocking) and `move_to_subject`: a stun of an
enemy unit at a battlefield triggers it, one in a base does not; the unit then moves to the
stunned unit's battlefield (446.1)."""

from __future__ import annotations

from tests.engine.helpers import board, designer, play

FOLLOWER = designer("Follower", kind="unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "you_stun_enemy_at_battlefield",
     "effects": [{"op": "move_to_subject", "target": "self"}]}])
ZAP = designer("Zap", targets=[{"what": "unit"}], effects=[{"op": "stun", "target": 1}])


def _board():
    return board(units=[("f", "Follower", None, "A", "base"), ("g", "Guard", 3, "B", "base"),
                        ("o", "Ogre", 4, "B", "south"), ("k", "Knight", 2, "A", "north")],
                 battlefields=("north", "south"), cards=[FOLLOWER, ZAP])


def test_423_1_a_stun_in_a_base_does_not_trigger_it():
    r = play(_board(), "Zap", by="A", targets=["g"])
    assert r.one("stun") and not r.of("trigger") and r.obj("f").at == "base"


def test_423_1_446_1_a_stun_at_a_battlefield_moves_it_there():
    r = play(_board(), "Zap", by="A", targets=["o"])
    assert r.one("trigger").target == "o"
    mv = r.one("move", target="f")
    assert mv.responsible == "A" and r.obj("f").at == "south"


def test_423_1_its_own_players_unit_stunned_is_no_enemy():
    r = play(_board(), "Zap", by="A", targets=["k"])
    assert not r.of("trigger")
