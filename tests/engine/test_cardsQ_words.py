"""What the Unleashed cards of cardsQ needed (format 2, SPEC section 7): "if you assigned 3 or
more excess damage" on a Conquer (`conquered_with_three_excess`): the combat damage a player
assigned beyond what was lethal to the units they assigned it to (465.2.c), in the combat whose
result made them conquer the battlefield (466.5.d, 469.1); a Conquer without a combat has none."""

from tests.engine.game_helpers import game_board, pass_, side, smove
from tests.engine.helpers import designer

CARDS = [
    designer("Crusher", kind="unit", might=6, abilities=[
        {"kind": "triggered", "trigger": "conquer_self", "if": "conquered_with_three_excess",
         "effects": [{"op": "gain_xp", "amount": 1}]}]),
]


def _attack(defender_might, assign=None):
    st = game_board(cards=CARDS, battlefields=("north", "south"), controllers={"north": "B"},
                    units=[("crusher", "Crusher", None, "A", "base"),
                           ("guard", "Guard", defender_might, "B", "north")])
    r = smove(st, ["crusher"], "north")
    r = pass_(r, "A")
    return pass_(r, "B", assign=assign)


def test_465_2_c_469_1_four_damage_beyond_lethal_is_three_or_more_excess():
    r = _attack(2)  # 6 assigned to a 2-Might unit: 4 beyond lethal
    assert r.one("score", target="north").responsible == "A"
    assert side(r, "A").conquer_excess == (("north", 4),)
    (t,) = r.of("trigger")
    assert t.sources[0].host == "crusher"
    assert r.one("xp", target="A").amount == 1


def test_465_2_c_two_damage_beyond_lethal_is_not_enough():
    r = _attack(4)  # 6 assigned to a 4-Might unit: 2 beyond lethal
    assert r.one("score", target="north").responsible == "A"
    assert side(r, "A").conquer_excess == (("north", 2),)
    assert r.of("trigger") == [] and r.of("xp") == []


def test_469_1_a_conquer_without_a_combat_has_no_excess():
    st = game_board(cards=CARDS, battlefields=("north", "south"),
                    units=[("crusher", "Crusher", None, "A", "base")])
    r = smove(st, ["crusher"], "north")
    r = pass_(r, "A")
    r = pass_(r, "B")
    assert r.one("score", target="north").responsible == "A"
    assert side(r, "A").conquer_excess == (("north", 0),)
    assert r.of("trigger") == []
