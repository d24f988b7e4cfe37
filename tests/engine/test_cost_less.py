"""A card's own cost reduction ("I cost N less", card text, 002; `cost_less`): in a strict game
the Energy paid as it is played (357) is its printed cost less N while its condition holds
(Legion: another card played this turn, 812.1.c), or less N for each of what its count reads
(the cards in its player's trash, 108.2); never below 0. A card file that says it wrongly is
refused, naming the key."""

import pytest

from riftboard.cards.library import card_from_table
from riftboard.errors import InvalidScenario
from tests.engine.game_helpers import game_board, side
from tests.engine.helpers import designer, play, raises_illegal

HOPEFUL = designer("Hopeful Probe", kind="unit", might=4, energy=4,
                   cost_less={"amount": 2, "if": "legion"})
SUNDERER = designer("Trash Probe", kind="unit", might=6, energy=3,
                    cost_less={"amount": 1, "per": "cards_in_trash"})
CHEAP = designer("Cheap Probe", kind="spell", energy=1, effects=[{"op": "draw", "amount": 1}])


def _board(energy, hand, trash=()):
    return game_board(mode="strict", cards=[HOPEFUL, SUNDERER, CHEAP], pool={"A": (energy, {})},
                      hand=hand, trash=trash)


def test_812_1_c_legion_first_card_pays_the_printed_cost():
    st = _board(3, [("h", "Hopeful Probe", "A")])
    assert "costs 4 Energy" in raises_illegal(play, st, "Hopeful Probe", by="A", id="h")


def test_812_1_c_legion_after_another_card_pays_2_less():
    st = _board(3, [("h", "Hopeful Probe", "A"), ("c", "Cheap Probe", "A")])
    r = play(play(st, "Cheap Probe", by="A", id="c"), "Hopeful Probe", by="A", id="h")
    pay = r.of("pay")[-1]
    assert pay.amount == 2 and "2 Energy less: Legion" in pay.text
    assert side(r, "A").energy == 0 and r.obj("h").zone == "board"


def test_108_2_one_less_for_each_card_in_its_players_trash_never_below_0():
    trash = [("t1", "Cheap Probe", "A"), ("t2", "Cheap Probe", "A"), ("t3", "Cheap Probe", "A"),
             ("t4", "Cheap Probe", "A"), ("bt", "Cheap Probe", "B")]
    r = play(_board(0, [("s", "Trash Probe", "A")], trash), "Trash Probe", by="A", id="s")
    assert r.of("pay") == [] and r.obj("s").zone == "board"  # 3 - 4: nothing to pay
    short = _board(0, [("s", "Trash Probe", "A")], trash[:2] + trash[4:])
    assert "costs 1 Energy" in raises_illegal(play, short, "Trash Probe", by="A", id="s")


@pytest.mark.parametrize("table, key", [
    ({"amount": 2}, "cost_less"),
    ({"amount": 2, "if": "legion", "per": "cards_in_trash"}, "cost_less"),
    ({"amount": 0, "if": "legion"}, "cost_less.amount"),
    ({"amount": 1, "if": "mighty"}, "cost_less.if"),
    ({"amount": 1, "if": "legion", "colour": "red"}, "cost_less.colour"),
])
def test_a_wrong_cost_less_is_refused_naming_the_key(table, key):
    with pytest.raises(InvalidScenario) as exc:
        card_from_table({"name": "Bad", "kind": "unit", "might": 1, "cost_less": table},
                        "bad.toml", 3, "card[1]")
    assert exc.value.key == f"card[1].{key}"
