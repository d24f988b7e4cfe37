"""`played_power` on a "when you play a card" trigger (Yordle Explorer: a card with Power
cost 2 or more, 383.4.a.4): any kind of card whose printed Power is at least that hears it; a
cheaper card, an opponent's card and a token (no card, 350.2) do not."""

from __future__ import annotations

import pytest

from riftboard.cards.library import card_from_table
from riftboard.errors import InvalidScenario
from tests.engine.helpers import board, play

SEEKER = {"name": "Power Seeker", "kind": "unit", "might": 2, "abilities": [
    {"kind": "triggered", "trigger": "you_play_card", "played_power": 2,
     "effects": [{"op": "draw", "amount": 1}]}]}
TWO_POWER_UNIT = {"name": "Costly Brute", "kind": "unit", "might": 3, "energy": 3, "power": 2}
TOKEN_MAKER = {"name": "Token Maker", "kind": "spell", "power": 2,
               "effects": [{"op": "create_tokens", "name": "Recruit"}]}


def _board():
    return board(units=[("seeker", "Power Seeker", None, "A", "base"),
                        ("ogre", "Ogre", 5, "B", "north"), ("scout", "Scout", 1, "B", "north")],
                 cards=[SEEKER, TWO_POWER_UNIT, TOKEN_MAKER])


def test_383_4_a_4_a_spell_costing_two_power_is_heard():
    r = play(_board(), "Vengeance", by="A", targets=["ogre"])
    assert [e.sources[0].id for e in r.of("draw")] == ["seeker#1"]


def test_383_4_a_4_any_kind_of_card_with_that_power_is_heard():
    r = play(_board(), "Costly Brute", by="A")
    assert len(r.of("draw")) == 1


def test_383_4_a_4_a_cheaper_card_or_an_opponents_card_is_not_heard():
    r = play(_board(), "Hextech Ray", by="A", targets=["scout"])
    assert not r.of("draw")
    r2 = play(_board(), "Vengeance", by="B", targets=["seeker"])
    assert not r2.of("draw")


def test_350_2_a_token_played_has_no_power_cost_and_is_not_heard():
    r = play(_board(), "Token Maker", by="A")
    assert len(r.of("draw")) == 1  # for the spell itself, never for its Recruit token


def test_played_power_needs_a_play_trigger():
    bad = {"name": "Bad", "kind": "unit", "might": 1, "abilities": [
        {"kind": "triggered", "trigger": "die", "played_power": 2, "effects": []}]}
    with pytest.raises(InvalidScenario, match="played_power"):
        card_from_table(bad, "<test>")
