"""Temporary (816) and the turn's points (engine/phases.py): "at the start of your Beginning
Phase", "at the end of your turn" and a delayed ability for the end of this turn; Backline
(465.2.c.6)."""

from __future__ import annotations

from riftboard.engine import actions as A
from riftboard.engine.ops import REGISTRY, TRIGGERS
from tests.engine.helpers import (
    _apply, board, combat, designer, end_turn, ids, play, raises_illegal,
)

TEMP = designer("Fade", targets=[{"what": "unit"}],
                effects=[{"op": "grant_keyword", "target": 1, "keyword": "temporary",
                          "this_turn": False}])
SPRITES = designer("Sprites", effects=[{"op": "create_tokens", "name": "Sprite", "amount": 2,
                                        "enters": "ready"}])
DAWN = designer("Dawn Bell", kind="gear", abilities=[
    {"kind": "triggered", "trigger": "beginning_phase", "effects": [{"op": "draw", "amount": 1}]}])
DUSK = designer("Dusk Bell", kind="gear", abilities=[
    {"kind": "triggered", "trigger": "end_of_turn", "effects": [{"op": "draw", "amount": 1}]}])
BORROW = designer("Borrow", targets=[{"what": "unit", "side": "enemy"}], effects=[
    {"op": "take_control", "target": 1},
    {"op": "ready", "target": 1},
    {"op": "at_end_of_turn", "target": 1, "effects": [
        {"op": "lose_control", "target": "subject"}, {"op": "recall", "target": "subject"}]}])
BACK = designer("Rear Guard", kind="unit", might=2, keywords=["Backline"])


def _board(**kw):
    return board(units=[("a", "Knight", 3, "A", "north"), ("b", "Guard", 3, "B", "north")],
                 cards=[TEMP, SPRITES, DAWN, DUSK, BORROW, BACK], **kw)


def test_816_1_b_temporary_kills_at_the_start_of_its_controllers_beginning_phase_only():
    """816.1.c: the trigger is the controller's Beginning Phase starting, not the opponent's."""
    r = play(_board(), "Fade", by="A", targets=["a"])
    r = end_turn(r)  # Bob's turn: Alice's Knight stays
    assert r.obj("a").zone == "board" and not r.of("kill")
    r = end_turn(r)  # Alice's Beginning Phase
    k = r.one("kill", target="a")
    assert ids(k.attributed_to) == {"a#temporary", "a"} and k.responsible == "A"
    assert k.reason == "kill_instruction"
    trig = r.one("trigger", target=None)
    assert "816.1.b" in trig.text
    kinds = r.kinds()
    assert kinds.index("turn_start") < kinds.index("kill")  # after the turn's readying


def test_816_2_a_temporary_twice_triggers_once():
    r = play(_board(), "Fade", by="A", targets=["a"])
    r = play(r, "Fade", by="A", targets=["a"])
    r = end_turn(end_turn(r))
    assert len(r.of("trigger")) == 1 and len(r.of("kill")) == 1


def test_187_sprite_tokens_enter_ready_with_temporary():
    r = play(_board(), "Sprites", by="A", id="sp")
    toks = [r.obj("sp-token1"), r.obj("sp-token2")]
    assert all(t.printed_might == 3 and not t.exhausted and t.token for t in toks)
    r = end_turn(end_turn(r))
    assert {e.target for e in r.of("kill")} == {"sp-token1", "sp-token2"}
    assert r.obj("sp-token1").zone == "removed"  # 186.1


def test_383_1_start_of_beginning_phase_and_end_of_turn_abilities():
    st = _board(gear=[("dawn", "Dawn Bell", "A"), ("dusk", "Dusk Bell", "A")])
    r = end_turn(st)  # Alice's turn ends: Dusk Bell; Bob's Beginning Phase: not Alice's Dawn Bell
    draws = [(e.target, ids(e.sources)) for e in r.of("draw")]
    assert draws == [("A", {"dusk#1"})]
    kinds = r.kinds()
    assert kinds.index("draw") < kinds.index("turn_end")  # before "this turn" ends (383.2.a.1)
    r = end_turn(r)  # Bob's turn ends (nothing of his); Alice's Beginning Phase: Dawn Bell
    assert [(e.target, ids(e.sources)) for e in r.of("draw")] == [("A", {"dawn#1"})]
    assert {"beginning_phase", "end_of_turn"} <= set(TRIGGERS)


def test_390_2_control_until_end_of_turn_then_lose_it_and_recall():
    """Take control, ready, and a delayed ability at the end of this turn (Hostile Takeover)."""
    st = _board()
    st = _apply(st, A.SetState(obj="b", exhausted=True)).state
    r = play(st, "Borrow", by="A", targets=["b"])
    b = r.obj("b")
    assert b.controller == "A" and not b.exhausted and b.at == "north"
    assert r.one("control", target="b").responsible == "A"
    r = end_turn(r)
    b = r.obj("b")
    assert b.controller == "B" and b.at == "base"
    assert r.one("recall", target="b") and "at_end_of_turn" in REGISTRY
    kinds = r.kinds()
    assert kinds.index("recall") < kinds.index("turn_end")


def test_465_2_c_6_backline_is_assigned_damage_last():
    st = board(units=[("a", "Ogre", 3, "A", "north"), ("r", "Rear Guard", None, "B", "north"),
                      ("f", "Front", 2, "B", "north")], cards=[BACK])
    r = combat(st, "north", attackers=["a"], defenders=["r", "f"])
    assert r.one("combat_assign", target="f").amount == 2
    assert r.one("combat_assign", target="r").amount == 1
    msg = raises_illegal(combat, st, "north", attackers=["a"], defenders=["r", "f"],
                         assign={"r": 2, "f": 1, "a": 4})
    assert "Backline" in msg and "465.2.c.6" in msg
