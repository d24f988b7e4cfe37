"""`four_cards_four_units` (Gutter Palace, card text 002): the player has exactly 4 cards in hand
(108.7: named cards and cards drawn without a name alike) and exactly 4 units of theirs at
battlefields (a base is not one). As a trigger condition (383.2.a.1) it decides whether the
Palace's win triggers at all as its player's Beginning Phase starts (315.2)."""

import attrs

from riftboard.engine import board as words
from tests.engine.game_helpers import game_board

HAND4 = [(f"h{i}", "Cleave", "A") for i in range(1, 5)]
UNITS4 = [(f"u{i}", "Recruit", 1, "A", at) for i, at in
          enumerate(("north", "north", "south", "south"), 1)]


def _holds(hand, units, drawn=0, player="A"):
    st = game_board(battlefields=("north", "south"), hand=hand, units=units,
                    controllers={"north": "A", "south": "A"})
    st = attrs.evolve(st, hand_counts=(drawn, 0))
    return words.holds(st, "four_cards_four_units", player, None)


def test_002_108_7_exactly_four_cards_and_four_units_at_battlefields():
    assert _holds(HAND4, UNITS4)
    assert not _holds(HAND4, UNITS4, player="B")


def test_002_108_7_five_cards_or_three_are_not_four():
    assert not _holds(HAND4 + [("h5", "Cleave", "A")], UNITS4)
    assert not _holds(HAND4[:3], UNITS4)
    assert _holds(HAND4[:3], UNITS4, drawn=1)  # a card drawn without a name counts


def test_002_a_unit_in_base_or_a_fifth_at_a_battlefield_breaks_it():
    assert not _holds(HAND4, UNITS4[:3] + [("u4", "Recruit", 1, "A", "base")])
    assert not _holds(HAND4, UNITS4 + [("u5", "Recruit", 1, "A", "north")])
    assert _holds(HAND4, UNITS4 + [("e1", "Recruit", 1, "B", "north")])  # Bob's do not count
