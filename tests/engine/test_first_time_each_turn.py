"""`first_time = true` on a triggered ability: "the first time ... each turn" (Lucian,
Merciless): it triggers once a turn at most, again on the next turn, and afresh for a new object
(124)."""

from __future__ import annotations

import pytest

from riftboard.cards.library import card_from_table
from riftboard.errors import InvalidScenario
from tests.engine.helpers import add, board, designer, end_turn, play, remove

ONCE = designer("Once Hurt", "unit", might=9, abilities=[
    {"kind": "triggered", "trigger": "take_damage", "first_time": True,
     "effects": [{"op": "draw", "amount": 1}]}])
JAB = designer("Jab", targets=[{"what": "unit"}], effects=[{"op": "deal", "amount": 1, "target": 1}])


def _st():
    return board(units=[("u", "Once Hurt", None, "A", "north")], cards=[ONCE, JAB])


def test_383_3_e_1_it_triggers_the_first_time_only_in_a_turn():
    r = play(play(_st(), "Jab", by="B", targets=["u"]), "Jab", by="B", targets=["u"])
    assert [e.sources[0].id for e in r.log if e.kind == "trigger"] == ["u#1"]
    assert r.obj("u").damage == 2


def test_317_2_it_triggers_again_on_the_next_turn():
    r = play(_st(), "Jab", by="B", targets=["u"])
    r = play(end_turn(r), "Jab", by="B", targets=["u"])
    assert [e.sources[0].id for e in r.log if e.kind == "trigger"] == ["u#1", "u#1"]


def test_124_a_new_object_has_not_triggered_yet():
    r = play(_st(), "Jab", by="B", targets=["u"])
    r = add(remove(r, "u"), "u2", "Once Hurt", "A", "north")
    r = play(r, "Jab", by="B", targets=["u2"])
    assert [e.sources[0].id for e in r.log if e.kind == "trigger"] == ["u#1", "u2#1"]


def test_only_a_triggered_ability_can_say_first_time():
    table = designer("Bad", "unit", might=1, abilities=[
        {"kind": "activated", "first_time": True, "effects": [{"op": "draw", "amount": 1}]}])
    with pytest.raises(InvalidScenario, match="first_time"):
        card_from_table(table, "<test>", None, "cards[1]")


def test_383_3_e_2_declined_it_was_not_performed_and_may_trigger_again():
    maybe = designer("Maybe Hurt", "unit", might=9, abilities=[
        {"kind": "triggered", "trigger": "take_damage", "first_time": True, "may": True,
         "effects": [{"op": "draw", "amount": 1}]}])
    st = board(units=[("u", "Maybe Hurt", None, "A", "north")], cards=[maybe, JAB])
    r = play(play(st, "Jab", by="B", targets=["u"], may={"A": False}), "Jab", by="B",
             targets=["u"], may={"A": True})
    assert [d.sources[0].id for d in r.log if d.kind == "draw"] == ["u#1"]
    r = play(r, "Jab", by="B", targets=["u"], may={"A": True})
    assert len([d for d in r.log if d.kind == "draw"]) == 1  # performed once: no more
