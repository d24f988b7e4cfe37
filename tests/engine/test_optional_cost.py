"""Optional additional costs (356.2.b.1): "you may pay ... as an additional cost to play me" is
decided as the card is played (the step's `may`, as for Accelerate, 805.2), and a Play Effect
"if you paid the additional cost" triggers only then (356.4.f.1: paid means the player chose
to pay it; Energy and Power are free in the sandbox)."""

from __future__ import annotations

import pytest

from riftboard.cards.library import card_from_table
from riftboard.errors import InvalidScenario
from tests.engine.helpers import board, play

CADET = {"name": "Test Cadet", "kind": "unit", "might": 2, "optional_cost": True,
         "abilities": [{"kind": "triggered", "trigger": "play_self", "if_paid": True,
                        "targets": [{"what": "unit", "side": "enemy"}],
                        "effects": [{"op": "deal", "amount": 2, "target": 1}]}]}
RACER = {"name": "Test Racer", "kind": "unit", "might": 2, "keywords": ["Accelerate"],
         "optional_cost": True,
         "abilities": [{"kind": "triggered", "trigger": "play_self", "if_paid": True,
                        "effects": [{"op": "draw", "amount": 1}]}]}


def test_356_4_f_1_the_play_effect_triggers_when_the_cost_is_paid():
    st = board(units=[("g", "Guard", 3, "B", "north")], cards=[CADET])
    r = play(st, "Test Cadet", by="A", may=True)
    assert "356.2.b.1" in r.one("play", target="@1").rules
    assert "paying its optional additional cost" in r.one("play", target="@1").text
    assert r.one("damage", target="g").amount == 2


def test_356_2_b_1_not_paid_the_play_effect_never_triggers():
    st = board(units=[("g", "Guard", 3, "B", "north")], cards=[CADET])
    r = play(st, "Test Cadet", by="A", may=False)
    assert "not paying" in r.one("play", target="@1").text
    assert not [e for e in r.events if e.kind in ("trigger", "damage")]


def test_805_2_accelerate_and_the_optional_cost_are_two_answers_in_order():
    """Both are optional additional costs chosen as the unit is played: a `may` list answers
    Accelerate first, then the card's own cost."""
    st = board(cards=[RACER])
    r = play(st, "Test Racer", by="A", may={"A": (False, True)})
    assert r.obj("@1").exhausted and r.one("draw", target="A").amount == 1
    r = play(st, "Test Racer", by="A", may={"A": (True, False)})
    assert not r.obj("@1").exhausted and not [e for e in r.events if e.kind == "draw"]


def test_if_paid_needs_a_play_effect_and_a_card_with_the_cost():
    bad = dict(CADET, optional_cost=False)
    with pytest.raises(InvalidScenario, match="optional_cost"):
        card_from_table(bad, "<test>")
    worse = dict(CADET, abilities=[dict(CADET["abilities"][0], trigger="move_self")])
    with pytest.raises(InvalidScenario, match="if_paid"):
        card_from_table(worse, "<test>")
    with pytest.raises(InvalidScenario, match="optional_cost"):
        card_from_table({"name": "S", "kind": "battlefield", "optional_cost": True}, "<test>")
    # an instruction's `if_paid` only in a "when you play me" ability (cardsU: its item knows
    # whether the cost was paid, 356.4.f.1); in any other ability it is refused
    with pytest.raises(InvalidScenario, match="if_paid"):
        card_from_table(dict(CADET, abilities=[dict(
            CADET["abilities"][0], if_paid=False, trigger="move_self",
            effects=[{"op": "deal", "amount": 2, "target": 1, "if_paid": True}])]), "<test>")
    card_from_table(dict(CADET, abilities=[dict(CADET["abilities"][0], if_paid=False, effects=[
        {"op": "deal", "amount": 2, "target": 1, "if_paid": True}])]), "<test>")


SURGE = {"name": "Test Surge", "kind": "spell", "optional_cost": True,
         "targets": [{"what": "unit"}],
         "effects": [{"op": "might", "target": 1, "amount": 2, "if_paid": True},
                     {"op": "draw", "amount": 1}]}


def test_356_4_f_1_a_spells_instruction_if_paid_runs_only_when_paid():
    """A spell's optional additional cost is decided as it is played; its `if_paid` instruction
    runs only then, the rest always."""
    st = board(units=[("g", "Guard", 3, "A", "north")], cards=[SURGE])
    r = play(st, "Test Surge", by="A", targets=["g"], may=True)
    assert r.might("g") == 5 and r.one("draw", target="A").amount == 1
    assert "356.2.b.1" in r.one("play", target="g").rules
    r = play(st, "Test Surge", by="A", targets=["g"], may=False)
    assert r.might("g") == 3 and r.one("draw", target="A").amount == 1
