"""Level discounts to a card's cost (`level_discounts`; 356: a discount to the total cost, the
last Level that applies "instead", never below 0, 356.6; 824.1), charged in strict mode."""

from __future__ import annotations

import pytest

from riftboard.cards.library import card_from_table
from riftboard.engine.game import level_discount
from riftboard.errors import InvalidScenario
from tests.engine.game_helpers import game_board, side
from tests.engine.helpers import card, designer, play, raises_illegal

FOCUS = designer("Focus Draw", energy=5, power=1, domains=["body"],
                 level_discounts=[{"if": "level_6", "energy": 2},
                                  {"if": "level_11", "energy": 4, "power": 2}],
                 effects=[{"op": "draw", "amount": 1}])


@pytest.mark.parametrize("xp, less", [(0, (0, 0)), (5, (0, 0)), (6, (2, 0)), (10, (2, 0)),
                                      (11, (4, 2)), (20, (4, 2))])
def test_356_824_1_the_last_level_that_applies_gives_the_discount(xp, less):
    st = game_board(cards=[FOCUS], xp=(xp, 0))
    assert level_discount(st, "A", card("Focus Draw")) == less


def test_356_6_the_cost_never_goes_below_0():
    st = game_board(cards=[FOCUS], mode="strict", xp=(11, 0), pool={"A": (1, {})},
                    hand=[("f", "Focus Draw", "A")])
    r = play(st, "Focus Draw", by="A")  # 5 - 4 Energy, 1 - 2 Power: 1 and 0
    assert r.one("pay", target="A").amount == 1 and r.one("draw").amount == 1


def test_356_a_strict_game_charges_the_discounted_cost():
    st = game_board(cards=[FOCUS], mode="strict", xp=(6, 0), pool={"A": (3, {"body": 1})},
                    hand=[("f", "Focus Draw", "A")])
    r = play(st, "Focus Draw", by="A")
    assert r.one("pay", target="A").amount == 4 and side(r, "A").energy == 0
    st = game_board(cards=[FOCUS], mode="strict", xp=(5, 0), pool={"A": (3, {"body": 1})},
                    hand=[("f", "Focus Draw", "A")])
    assert "costs 5 Energy" in raises_illegal(play, st, "Focus Draw", by="A")


@pytest.mark.parametrize("level_discounts, words", [
    ([{"if": "level_7", "energy": 1}], "expected one of level_3"),
    ([{"if": "level_6"}], "needs `energy` or `power`"),
    ([{"if": "level_6", "energy": 1, "mana": 1}], "unknown key"),
    (["level_6"], "expected a table"),
])
def test_a_bad_discount_is_refused_naming_its_key(level_discounts, words):
    table = {"name": "Bad Focus", "kind": "spell", "energy": 5, "level_discounts": level_discounts,
             "effects": [{"op": "draw", "amount": 1}]}
    with pytest.raises(InvalidScenario) as exc:
        card_from_table(table, "cards.toml", None, "card[1]")
    assert "card[1].level_discounts[1]" in str(exc.value) and words in str(exc.value)
