"""`reduces_costs`: a permanent's text makes the cards its player plays cost less Energy, down
to a minimum (002; Herald of Scales: Dragons 2 less, never under 1; Eager Apprentice: spells
1 less while it is at a battlefield). A strict format 2 game takes it off the Energy paid."""

from __future__ import annotations

import pytest

from riftboard.cards.library import card_from_table
from riftboard.errors import RiftboardError
from tests.engine.game_helpers import game_board
from tests.engine.helpers import designer, play

HERALD = designer("Keeper", kind="unit", might=2,
                  reduces_costs={"amount": 2, "tag": "Dragon", "floor": 1})
SAGE = designer("Sage", kind="unit", might=2,
                reduces_costs={"amount": 1, "what": "spell", "if": "at_battlefield",
                               "floor": 1})
DRAKE = designer("Drake", kind="unit", might=4, energy=5, tags=["Dragon"])
WHELP = designer("Whelp", kind="unit", might=1, energy=2, tags=["Dragon"])
BOLT = designer("Bolt", energy=4, effects=[{"op": "draw", "amount": 1}])
HAND = [("d", "Drake", "A"), ("w", "Whelp", "A"), ("b1", "Bolt", "A")]


def _st(*units):
    return game_board(mode="strict", pool={"A": (20, {})}, hand=HAND,
                      decks={"A": ["Cleave"] * 3}, units=list(units),
                      cards=[HERALD, SAGE, DRAKE, WHELP, BOLT])


def test_002_the_tagged_cards_its_player_plays_cost_less_down_to_the_minimum():
    st = _st(("h", "Keeper", None, "A", "base"))
    assert play(st, "Drake", by="A").one("pay").amount == 3
    assert play(st, "Whelp", by="A").one("pay").amount == 1  # 2 - 2 stops at 1
    assert play(st, "Bolt", by="A").one("pay").amount == 4  # no Dragon
    bobs = _st(("h", "Keeper", None, "B", "base"))
    assert play(bobs, "Drake", by="A").one("pay").amount == 5  # Bob's Keeper: not hers


def test_002_a_condition_about_the_permanent_and_two_of_them_add_up():
    assert play(_st(("s", "Sage", None, "A", "base")), "Bolt", by="A").one("pay").amount == 4
    st = _st(("s", "Sage", None, "A", "north"), ("t", "Sage", None, "A", "north"))
    assert play(st, "Bolt", by="A").one("pay").amount == 2


def test_only_a_unit_or_gear_says_it_and_its_keys_are_checked():
    with pytest.raises(RiftboardError) as e:
        card_from_table({"name": "Odd", "kind": "spell", "reduces_costs": {"amount": 1}},
                        "<t>", None, "cards[1]")
    assert "reduces_costs" in str(e.value)
    with pytest.raises(RiftboardError) as e:
        card_from_table({"name": "Odd", "kind": "unit", "might": 1,
                         "reduces_costs": {"amount": 1, "what": "legend"}}, "<t>", None,
                        "cards[1]")
    assert "reduces_costs.what" in str(e.value)
