"""A unit deals its Might split among a group (Alpha Strike, 417.1.d): the unit is the only
source and its controller responsible (417.6.b.3, 417.6.b.4), with no Bonus Damage; "for each
unit this kills, do this" triggers once per unit the damage kills in the Cleanup after the
spell (428.5.d), and never for a unit it only damaged."""

from __future__ import annotations

from tests.engine.game_helpers import game_board, side
from tests.engine.helpers import play

STRIKE = "Alpha Strike"


def _board(knight_might=5):
    return game_board(units=[("k", "Knight", knight_might, "A", "base"),
                             ("r", "Raider", 2, "B", "north"), ("s", "Scout", 2, "B", "south"),
                             ("o", "Ogre", 3, "B", "north"), ("f", "Friend", 1, "A", "north")],
                      battlefields=("north", "south"), hand=[("st", STRIKE, "A")])


def test_417_6_b_3_the_unit_is_the_source_and_its_controller_responsible():
    r = play(_board(), STRIKE, by="A", id="st", targets=["k"],
             choose={"A": ["r", "r", "s", "s", "o"]})
    dmg = r.of("damage")
    assert {e.target: e.amount for e in dmg} == {"r": 2, "s": 2, "o": 1}
    assert all([s.id for s in e.sources] == ["k"] and e.responsible == "A" for e in dmg)


def test_428_5_d_one_xp_for_each_unit_the_damage_kills():
    r = play(_board(), STRIKE, by="A", id="st", targets=["k"],
             choose={"A": ["r", "r", "s", "s", "o"]})
    assert {e.target for e in r.of("kill")} == {"r", "s"}
    assert [e.amount for e in r.of("xp")] == [1, 1] and side(r, "A").xp == 2


def test_428_5_d_a_unit_only_damaged_gives_no_xp():
    r = play(_board(3), STRIKE, by="A", id="st", targets=["k"], choose={"A": ["o", "o", "o"]})
    assert r.one("kill", target="o")
    r = play(_board(2), STRIKE, by="A", id="st", targets=["k"], choose={"A": ["o", "o"]})
    assert r.of("kill") == [] and r.of("xp") == [] and side(r, "A").xp == 0


def test_the_split_is_among_enemy_units_at_battlefields_and_reads_the_might_as_it_resolves():
    r = play(_board(1), STRIKE, by="A", id="st", targets=["k"], choose={"A": ["r"]})
    assert [(e.target, e.amount) for e in r.of("damage")] == [("r", 1)]
