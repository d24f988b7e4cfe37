"""`deal_and_others` (Crescent Strike): one Deal (417.1.d) of `amount` to the unit chosen and
`others` to each other enemy unit at the battlefield chosen, the spell the source of each damage
(417.6.a) and credited with each kill (428.5.c). The caster's own units there take nothing; a unit
chosen that has left the battlefield is skipped and the others are still dealt (359.3.e, 055)."""

from tests.engine.helpers import board, play

STRIKE = {"name": "Two Amounts", "kind": "spell",
          "targets": [{"what": "battlefield"},
                      {"what": "unit", "side": "enemy", "where": "with_first"}],
          "effects": [{"op": "deal_and_others", "target": 1, "unit": 2, "amount": 4, "others": 1}]}


SHOVE = {"name": "Shove", "kind": "spell", "targets": [{"what": "unit"}],
         "effects": [{"op": "move_to_base", "target": 1}]}


def _board():
    return board(units=[("mine", "Squire", 2, "A", "north"), ("ogre", "Ogre", 5, "B", "north"),
                        ("scout", "Scout", 1, "B", "north"), ("imp", "Imp", 1, "B", "south")],
                 battlefields=("north", "south"), cards=[STRIKE, SHOVE])


def test_417_1_d_one_deal_of_4_to_the_unit_and_1_to_each_other_enemy_unit_there():
    r = play(_board(), "Two Amounts", by="A", targets=["north", "ogre"])
    dealt = [(e.target, e.amount, e.seq) for e in r.of("damage")]
    assert [(t, a) for t, a, _s in dealt] == [("ogre", 4), ("scout", 1)]
    assert dealt[1][2] == dealt[0][2] + 1  # one Deal: nothing happens between the two
    assert r.obj("mine").damage == 0 and r.obj("imp").damage == 0
    kill = r.one("kill")
    assert kill.target == "scout" and kill.responsible == "A"


def test_359_3_e_a_unit_chosen_that_left_is_skipped_the_others_are_still_dealt():
    st = play(_board(), "Two Amounts", by="A", targets=["north", "ogre"], hold=True)
    r = play(st, "Shove", by="B", targets=["ogre"])  # it resolves first: the Ogre goes home
    assert [(e.target, e.amount) for e in r.of("damage")] == [("scout", 1)]
    assert r.obj("ogre").damage == 0 and r.obj("imp").damage == 0
