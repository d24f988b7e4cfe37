""""Once each turn" (`once_per_turn` on a triggered ability): it triggers the first time its
trigger happens in a turn and not again that turn (383.1, 383.2); the end of the turn and a new
object (124) start it afresh. A condition that stops it (383.2.a.1) uses up nothing."""

from __future__ import annotations

import pytest

from riftboard.cards.library import card_from_table
from riftboard.errors import InvalidScenario
from tests.engine.helpers import board, designer, end_turn, ids, move, play

ZAP = designer("Zap", targets=[{"what": "unit"}],
               effects=[{"op": "deal", "amount": 1, "target": 1}])
STOIC = designer("Stoic", kind="unit", might=6, abilities=[{
    "kind": "triggered", "trigger": "take_damage", "once_per_turn": True,
    "if": "at_battlefield", "effects": [{"op": "draw", "amount": 1}]}])


def _draws(r):
    return [ids(e.sources) for e in r.of("draw")]


def test_it_triggers_once_a_turn_then_again_the_next_turn():
    st = board(units=[("s", "Stoic", None, "A", "north")], cards=[ZAP, STOIC])
    r = play(st, "Zap", by="A", targets=["s"])
    assert _draws(r) == [{"s#1"}]
    r = play(r, "Zap", by="A", targets=["s"])
    assert _draws(r) == [] and not r.of("trigger")
    r = play(end_turn(r), "Zap", by="B", targets=["s"])  # Bob's turn: a new turn
    assert _draws(r) == [{"s#1"}]


def test_383_2_a_1_a_condition_that_stops_it_does_not_use_it_up():
    st = board(units=[("s", "Stoic", None, "A", "base")], cards=[ZAP, STOIC])
    r = play(st, "Zap", by="A", targets=["s"])
    assert _draws(r) == []  # in its base: no trigger
    r = play(move(r, "s", "north"), "Zap", by="A", targets=["s"])
    assert _draws(r) == [{"s#1"}]  # the same turn: the stopped trigger used nothing up


def test_only_a_triggered_ability_triggers_once_per_turn():
    table = {"name": "Odd", "kind": "unit", "might": 1, "abilities": [
        {"kind": "activated", "cost": ["exhaust"], "once_per_turn": True,
         "effects": [{"op": "draw", "amount": 1}]}]}
    with pytest.raises(InvalidScenario, match="once_per_turn"):
        card_from_table(table, "<test>", None, "cards[1]")
