"""Keywords granted by spells and abilities (801.3.a): one registry entry, `grant_keyword`
(engine/ops/keywords.py), read where the printed keyword is read (might.keyword_amount,
might.has_tank, chain.ganking)."""

from __future__ import annotations

from riftboard.engine.ops import REGISTRY
from tests.engine.helpers import board, combat, designer, end_turn, play, raises_illegal

ASSAULT = designer("Axe Rush", targets=[{"what": "unit"}],
                   effects=[{"op": "grant_keyword", "target": 1, "keyword": "assault",
                             "amount": 2}])
SHIELD_TANK = designer("Brace", targets=[{"what": "unit"}],
                       effects=[{"op": "grant_keyword", "target": 1, "keyword": "shield",
                                 "amount": 2},
                                {"op": "grant_keyword", "target": 1, "keyword": "tank"}])
GANK = designer("Side Path", targets=[{"what": "unit"}],
                effects=[{"op": "grant_keyword", "target": 1, "keyword": "ganking"}])
LASTING = designer("Brand", targets=[{"what": "unit"}],
                   effects=[{"op": "grant_keyword", "target": 1, "keyword": "tank",
                             "this_turn": False}])


def _board():
    return board(units=[("a", "Attacker", 3, "A", "north"), ("d", "Defender", 5, "B", "north"),
                        ("d2", "Second", 1, "B", "north")],
                 battlefields=("north", "south"), cards=[ASSAULT, SHIELD_TANK, GANK, LASTING])


def test_801_3_a_grant_keyword_is_one_registry_entry():
    assert REGISTRY["grant_keyword"].family == "keywords"
    r = play(_board(), "Axe Rush", by="A", targets=["a"])
    ev = r.one("keyword", target="a")
    assert ev.amount == 2 and "801.3.a.2" in ev.rules and ev.responsible == "A"


def test_807_2_granted_assault_adds_to_the_attackers_might_and_sums():
    """807.1.c and 807.2: Assault 2 twice is Assault 4 while attacking; nothing outside combat."""
    r = play(_board(), "Axe Rush", by="A", targets=["a"])
    r = play(r, "Axe Rush", by="A", targets=["a"])
    assert r.might("a") == 3
    r = combat(r, "north", attackers=["a"], defenders=["d", "d2"])
    assert sum(e.amount for e in r.of("combat_assign")
               if e.target in ("d", "d2")) == 7


def test_814_1_c_815_granted_shield_and_tank_in_defence():
    """Shield 2 makes the 1-Might unit a 3-Might defender; Tank makes it take damage first."""
    r = play(_board(), "Brace", by="B", targets=["d2"])
    r = combat(r, "north", attackers=["a"], defenders=["d", "d2"])
    assert r.one("combat_assign", target="d2").amount == 3
    assert not r.of("combat_assign", target="d")
    assert r.one("combat_assign", target="a").amount == 8  # 5 + (1 + Shield 2)


def test_810_1_b_granted_ganking_allows_battlefield_to_battlefield_this_turn_only():
    from tests.engine.helpers import _apply
    from riftboard.engine import actions as A

    st = _board()
    msg = raises_illegal(_apply, st, A.StandardMove(units=("a",), to="south"))
    assert "Ganking" in msg
    r = play(st, "Side Path", by="A", targets=["a"])
    r = _apply(r, A.StandardMove(units=("a",), to="south"))
    assert r.obj("a").at == "south"
    r = end_turn(end_turn(r))  # 317.2.c: "this turn" ends
    assert not r.obj("a").granted
    assert "Ganking" in raises_illegal(_apply, r, A.StandardMove(units=("a",), to="north"))


def test_801_3_a_3_a_keyword_without_duration_stays_until_it_leaves_the_board():
    r = play(_board(), "Brand", by="A", targets=["d2"])
    r = end_turn(end_turn(r))
    assert [g.keyword for g in r.obj("d2").granted] == ["tank"]
    r = combat(r, "north", attackers=["a"], defenders=["d", "d2"])
    assert r.one("combat_assign", target="d2").amount == 1  # still first: Tank


def test_124_1_granted_keywords_end_when_the_unit_leaves_the_board():
    from riftboard.engine.cleanup import leave_board
    from riftboard.engine.txn import Txn
    from riftboard.engine.rulesets import RULESETS

    r = play(_board(), "Brand", by="A", targets=["d2"])
    txn = Txn(r.state, 9, 100, RULESETS["1.4"])
    leave_board(txn, "d2", "hand")
    assert txn.objects["d2"].granted == ()


FORT = designer("Bulwark", kind="battlefield", abilities=[
    {"kind": "triggered", "trigger": "you_defend_here", "targets": [{"what": "unit"}],
     "effects": [{"op": "grant_keyword", "target": 1, "keyword": "shield", "amount": 2,
                  "this_combat": True}]}])


def test_383_4_f_you_defend_here_and_a_keyword_for_this_combat_only():
    st = board(units=[("a", "Ogre", 4, "A", "fort"), ("d", "Guard", 3, "B", "fort")],
               battlefields=[("fort", "Bulwark")], cards=[FORT])
    from tests.engine.helpers import _apply
    from riftboard.engine import actions as A

    st = _apply(st, A.SetState(obj="fort", controller="B")).state
    r = combat(st, "fort", attackers=["a"], choose={"B": "d"})
    assert r.one("keyword", target="d").amount == 2
    assert r.one("combat_assign", target="a").amount == 5
    assert r.obj("d").granted == ()  # ended with the combat
    st2 = _apply(st, A.SetState(obj="fort", controller="A")).state
    r = combat(st2, "fort", attackers=["a"])  # the attacker controls it: no trigger
    assert not r.of("keyword")
