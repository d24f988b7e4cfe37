"""Empower (827.1): an activated ability "Empower me, only if not Empowered" gives a status
(124.2) that Empowered texts read; it is lost when the object leaves the board (124.1)."""

from __future__ import annotations

import pytest

from riftboard.engine.errors import IllegalAction
from riftboard.engine.ops import REGISTRY
from tests.engine.helpers import activate, board, designer, play

EMPOWER = {"kind": "activated", "if": "not_empowered",
           "effects": [{"op": "empower", "target": "self"}]}
HULK = designer("Hulk", kind="unit", might=3, abilities=[EMPOWER], statics=[
    {"op": "might", "who": "self", "amount": 3, "when": "empowered"}])
LAMP = designer("Lamp", kind="gear", abilities=[EMPOWER], statics=[
    {"op": "might", "who": "friendly", "amount": 1, "when": "not_empowered", "of": "self"},
    {"op": "might", "who": "friendly", "amount": 2, "when": "empowered", "of": "self"}])
ZAP = designer("Zap", targets=[{"what": "unit"}], effects=[{"op": "kill", "target": 1}])


def test_827_1_empower_once_and_the_empowered_text_applies():
    assert "empower" in REGISTRY
    st = board(units=[("h", "Hulk", None, "A", "north")], cards=[HULK])
    r = activate(st, "h")
    assert r.one("empower", target="h") and r.obj("h").empowered and r.might("h") == 6
    assert r.one("might", target="h").amount == 6
    with pytest.raises(IllegalAction, match="not Empowered"):
        activate(r, "h")


def test_124_1_the_status_is_lost_when_it_leaves_the_board():
    st = board(units=[("h", "Hulk", None, "A", "north")], cards=[HULK, ZAP])
    r = play(activate(st, "h"), "Zap", by="B", targets=["h"])
    assert r.obj("h").zone == "trash" and not r.obj("h").empowered


def test_a_passive_condition_about_the_object_that_has_it():
    """Rage Amplifier's shape: "+1, or +2 instead while I'm Empowered", read about the gear."""
    st = board(units=[("u", "U", 2, "A", "north"), ("e", "E", 2, "B", "north")],
               gear=[("lamp", "Lamp", "A")], cards=[LAMP])
    from riftboard.engine.might import might

    assert might(st, st.obj("u")) == 3 and might(st, st.obj("e")) == 2
    r = activate(st, "lamp")
    assert r.might("u") == 4 and r.one("might", target="u").amount == 4
