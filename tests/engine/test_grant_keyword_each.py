"""`grant_keyword_each` (engine/ops/group_keywords.py): a group (ops/groups.py) given the keywords
of `grant_keyword` (ops/keywords.py), 801.3.a."""

from __future__ import annotations

from riftboard.engine.ops import REGISTRY
from tests.engine.helpers import board, combat, designer, end_turn, play

RALLY = designer("Rally", effects=[{"op": "grant_keyword_each", "keyword": "assault",
                                    "amount": 2, "who": "friendly", "where": "battlefields"}])
WALLS = designer("Walls", effects=[{"op": "grant_keyword_each", "keyword": "tank",
                                    "who": "enemy", "this_turn": False}])


def _board():
    return board(units=[("a1", "First", 2, "A", "north"), ("a2", "Second", 1, "A", "north"),
                        ("a3", "Home", 3, "A", "base"), ("d", "Defender", 20, "B", "north"),
                        ("d2", "Chaff", 1, "B", "north")],
                 cards=[RALLY, WALLS])


def test_801_3_a_grant_keyword_each_gives_the_group_what_grant_keyword_gives_one():
    assert REGISTRY["grant_keyword_each"].family == "groups"
    r = play(_board(), "Rally", by="A")
    got = {e.target: e.amount for e in r.of("keyword")}
    assert got == {"a1": 2, "a2": 2}  # the unit in base is not at a battlefield
    assert all(e.responsible == "A" for e in r.of("keyword"))


def test_807_2_the_group_attacks_with_its_assault_and_it_ends_with_the_turn():
    """807.1.b, 807.2: Assault 2 each while attacking; 317.2.c: gone next turn."""
    r = play(_board(), "Rally", by="A")
    c = combat(r, "north", attackers=["a1", "a2"], defenders=["d", "d2"])
    assert sum(e.amount for e in c.of("combat_assign") if e.target in ("d", "d2")) == 7
    r = end_turn(end_turn(r))
    assert not r.obj("a1").granted and not r.obj("a2").granted


def test_801_3_a_2_a_unit_arriving_later_is_not_in_the_group():
    from tests.engine.helpers import add
    r = play(_board(), "Rally", by="A")
    r = add(r, "late", "Latecomer", "A", "north", might=2)
    assert not r.obj("late").granted


def test_801_3_a_3_a_group_keyword_without_duration_stays_past_the_turn():
    r = play(_board(), "Walls", by="A")
    r = end_turn(end_turn(r))
    assert [g.keyword for g in r.obj("d2").granted] == ["tank"]
    assert [g.keyword for g in r.obj("d").granted] == ["tank"]
    assert not r.obj("a1").granted
