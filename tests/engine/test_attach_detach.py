"""Attaching and detaching another Equipment (434, 718.3), "when you attach an Equipment to
me", and an attached card's printed Temporary being inactive (135.4, 718.2)."""

from __future__ import annotations

from tests.engine.helpers import attach, board, designer, end_turn, play, raises_illegal

SHOT = designer("Hook", targets=[{"what": "unit"}, {"what": "equipment"}],
                effects=[{"op": "attach", "target": 2, "other": 1, "detach": True}])
MAGNET = designer("Magnet", kind="unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "you_attach_to_me", "effects": [{"op": "draw", "amount": 1}]}])
AXE = designer("Throwing Axe", kind="gear", equipment=True, might_bonus=1,
               keywords=["Equip", "Temporary"], abilities=[
                   {"kind": "activated", "equip": True,
                    "targets": [{"what": "unit", "side": "friendly"}],
                    "effects": [{"op": "attach_self", "target": 1}]}])


def _board():
    return board(units=[("k", "Knight", 2, "A", "north"), ("m", "Magnet", None, "A", "north"),
                        ("g", "Guard", 2, "B", "north")],
                 gear=[("axe", "Throwing Axe", "A", {"attached_to": "k"}),
                       ("baxe", "Throwing Axe", "B", {"attached_to": "g"})],
                 cards=[SHOT, MAGNET, AXE])


def test_434_attach_moves_an_equipment_and_triggers_when_you_attach_to_me():
    r = play(_board(), "Hook", by="A", targets=["m", "axe"])
    assert r.obj("axe").attached_to == "m" and r.obj("k").equipment == ()
    assert r.might("m") == 3 and [e.target for e in r.of("draw")] == ["A"]


def test_434_detach_then_the_loose_gear_is_recalled_323_7():
    r = play(_board(), "Hook", by="A", targets=["k", "axe"])
    assert r.one("detach", target="k") and r.obj("axe").attached_to is None
    assert r.obj("axe").at == "base" and r.one("recall", target="axe")


def test_the_unit_and_equipment_must_share_a_controller():
    msg = raises_illegal(play, _board(), "Hook", by="A", targets=["k", "baxe"])
    assert "same controller" in msg


def test_a_sandbox_attach_is_not_you_attaching():
    r = attach(_board(), "axe", "m")
    assert r.obj("axe").attached_to == "m" and not r.of("trigger")


def test_135_4_an_attached_cards_printed_temporary_is_inactive():
    st = board(units=[("k", "Knight", 2, "A", "north")],
               gear=[("on", "Throwing Axe", "A", {"attached_to": "k"}),
                     ("off", "Throwing Axe", "A")],
               cards=[AXE])
    r = end_turn(end_turn(st))
    assert [e.target for e in r.of("kill")] == ["off"] and r.obj("on").zone == "board"
