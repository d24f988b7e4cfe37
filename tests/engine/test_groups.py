"""Groups (engine/ops/groups.py): an instruction for every object of a group at once, read as it
resolves; split damage. The rules they build: one Deal to several units at the same time (417.1),
the spell or the ability and its host as the source (417.6.a, 417.6.b.2.a), kills at the same
time credited to the spell (428.1.a.1, 428.5.b), a group is not a target (359.3.e)."""

from __future__ import annotations

from riftboard.engine.ops import REGISTRY
from tests.engine.helpers import (activate, board, combat, designer, ids, play, raises_illegal)

BLAST = designer("Blast All", effects=[{"op": "deal_each", "amount": 2, "who": "enemy",
                                         "where": "battlefields"}])
STORM = designer("Storm Here", targets=[{"what": "battlefield"}],
                 effects=[{"op": "deal_each", "amount": 3, "who": "enemy", "where": "target_place"}])
PAIR = designer("Pair Bolt", targets=[{"what": "unit"}, {"what": "unit", "optional": True}],
                effects=[{"op": "deal_each", "amount": 4, "who": "targets"}])
RALLY = designer("Rally", effects=[{"op": "might_each", "amount": 2, "who": "friendly"}])
WITHER = designer("Wither", effects=[{"op": "might_each", "amount": -3, "floor": 1,
                                       "who": "enemy"}])
PURGE = designer("Purge", effects=[{"op": "kill_each", "what": "permanent"}])
SWEEP = designer("Sweep", effects=[{"op": "return_each", "what": "permanent"}])
TIRE = designer("Tire", effects=[{"op": "exhaust_each", "who": "friendly"},
                                 {"op": "buff_each", "who": "other_friendly"}])
SPLITTER = designer("Splitter", "unit", might=4, abilities=[{
    "kind": "triggered", "trigger": "attack",
    "effects": [{"op": "deal_split", "amount": 5, "who": "enemy", "where": "here"}]}])
CANNON = designer("Cannon", effects=[{"op": "deal_each", "amount": 2, "who": "enemy",
                                       "where": "combat"}])
SHAKER = designer("Shaker", "gear", abilities=[{
    "kind": "activated", "cost": ["exhaust"],
    "effects": [{"op": "deal_each", "amount": 1, "where": "battlefields"}]}])


def _units():
    return [("a1", "Ally", 3, "A", "north"), ("b1", "Foe", 2, "B", "north"),
            ("b2", "Brute", 5, "B", "north"), ("b3", "Homebody", 2, "B", "base"),
            ("b4", "Far", 2, "B", "south")]


def _board():
    return board(units=_units(), battlefields=["north", "south"],
                 gear=[("g1", "Iron Ballista", "B")],
                 cards=[BLAST, STORM, PAIR, RALLY, WITHER, PURGE, SWEEP, TIRE, SPLITTER, CANNON,
                        SHAKER])


def test_417_1_a_group_is_dealt_damage_in_one_deal_at_the_same_time():
    """417.1, 417.6.a: one Deal, each enemy unit at a battlefield dealt 2 by the spell; the
    friendly unit and the unit in base untouched; the kill is credited to the spell (428.5.c.1)."""
    r = play(_board(), "Blast All", by="A")
    hit = r.of("damage")
    assert {e.target for e in hit} == {"b1", "b2", "b4"}
    assert all(ids(e.sources) == {"@1"} and e.responsible == "A" for e in hit)
    assert len({e.step for e in hit}) == 1 and not r.of("damage", target="a1")
    kill = r.one("kill", target="b1")
    assert ids(kill.attributed_to) == {"@1"} and kill.responsible == "A"
    assert r.obj("b2").damage == 2 and r.obj("b3").damage == 0


def test_359_3_e_a_group_at_a_chosen_battlefield_is_read_as_it_resolves():
    """The battlefield is the target; the units there are read on resolution, enemy units only."""
    r = play(_board(), "Storm Here", by="A", targets=["north"])
    assert {e.target for e in r.of("damage")} == {"b1", "b2"}
    msg = raises_illegal(play, _board(), "Storm Here", by="A", targets=["b1"])
    assert "not a battlefield" in msg


def test_417_1_each_of_up_to_two_targets_and_an_optional_target_left_out():
    r = play(_board(), "Pair Bolt", by="A", targets=["b1", "b2"])
    assert {(e.target, e.amount) for e in r.of("damage")} == {("b1", 4), ("b2", 4)}
    r = play(_board(), "Pair Bolt", by="A", targets=["b2"])
    assert [e.target for e in r.of("damage")] == ["b2"]


def test_143_2_might_to_a_group_this_turn_with_a_floor():
    r = play(_board(), "Rally", by="A")
    assert r.might("a1") == 5 and r.might("b1") == 2
    r = play(_board(), "Wither", by="A")
    assert r.might("b1") == 1 and r.might("b2") == 2 and r.might("a1") == 3
    assert {e.target for e in r.of("might")} == {"b1", "b2", "b3", "b4"}


def test_428_1_a_1_kill_all_permanents_at_once_gear_included():
    """Units and gear killed together, each credited to the spell (428.5.b)."""
    r = play(_board(), "Purge", by="A")
    killed = {e.target for e in r.of("kill")}
    assert killed == {"a1", "b1", "b2", "b3", "b4", "g1"}
    assert all(ids(e.attributed_to) == {"@1"} and e.responsible == "A" for e in r.of("kill"))
    assert r.obj("g1").zone == "trash"
    # only units' kills count for "killed a unit with a spell" (411.6)
    assert len([c for c in r.conditions if c.condition == "killed_unit_with_spell"]) == 5


def test_124_return_a_group_to_owners_hands():
    r = play(_board(), "Sweep", by="A")
    assert {e.target for e in r.of("return_to_hand")} == {"a1", "b1", "b2", "b3", "b4", "g1"}
    assert r.obj("g1").zone == "hand" and r.obj("b1").zone == "hand"


def test_exhaust_and_buff_other_friendly_units():
    st = board(units=[("a1", "Ally", 3, "A", "north"), ("a2", "Pal", 2, "A", "base"),
                      ("b1", "Foe", 2, "B", "north")], cards=[TIRE])
    r = play(st, "Tire", by="A")
    assert r.obj("a1").exhausted and r.obj("a2").exhausted and not r.obj("b1").exhausted
    assert r.obj("a1").buffed and r.obj("a2").buffed and not r.obj("b1").buffed


def test_417_6_b_2_a_an_ability_deals_to_a_group_with_its_host():
    st = board(units=_units(), battlefields=["north", "south"], gear=[("shaker", "Shaker", "A")],
               cards=[SHAKER])
    r = activate(st, "shaker")
    assert {e.target for e in r.of("damage")} == {"a1", "b1", "b2", "b4"}
    assert all(ids(e.sources) == {"shaker#1", "shaker"} for e in r.of("damage"))


def test_417_1_split_damage_as_chosen_in_one_deal():
    """Split 5 among enemy units here: the choose list names a unit per point."""
    st = board(units=[("v", "Splitter", None, "A", "north"), ("b1", "Foe", 2, "B", "north"),
                      ("b2", "Brute", 5, "B", "north"), ("b4", "Far", 2, "B", "south")],
               battlefields=["north", "south"], cards=[SPLITTER])
    r = combat(st, "north", attackers=["v"], choose={"A": ["b2", "b2", "b2", "b1", "b1"]})
    pre = [e for e in r.of("damage") if not e.combat]
    assert {(e.target, e.amount) for e in pre} == {("b2", 3), ("b1", 2)}
    assert all(ids(e.sources) == {"v#1", "v"} for e in pre)
    msg = raises_illegal(combat, st, "north", attackers=["v"], choose={"A": ["b2", "b1"]})
    assert "all 5" in msg
    msg = raises_illegal(combat, st, "north", attackers=["v"], choose={"A": ["b4"] * 5})
    assert "not among" in msg


def test_417_1_split_damage_default_is_lethal_in_file_order():
    st = board(units=[("v", "Splitter", None, "A", "north"), ("b1", "Foe", 2, "B", "north"),
                      ("b2", "Brute", 5, "B", "north")], cards=[SPLITTER])
    r = combat(st, "north", attackers=["v"])
    pre = [e for e in r.of("damage") if not e.combat]
    assert [(e.target, e.amount) for e in pre] == [("b1", 2), ("b2", 3)]


def test_all_enemy_units_in_combat():
    st = board(units=[("a1", "Ally", 6, "A", "north"), ("b1", "Foe", 2, "B", "north"),
                      ("b2", "Far", 2, "B", "south")], battlefields=["north", "south"],
               cards=[CANNON])
    assert not play(st, "Cannon", by="A").of("damage")  # no combat: nobody is in one


DOOM = designer("Doom Mite", "unit", might=1, abilities=[{
    "kind": "triggered", "trigger": "die",
    "effects": [{"op": "deal_each", "amount": 2, "where": "here"}]}])


def test_808_1_d_3_a_when_i_die_group_is_read_where_the_unit_was():
    """The unit is in the trash when its Deathknell resolves: "here" is where it died; a base is
    its controller's own location."""
    st = board(units=[("m", "Doom Mite", None, "A", "north"), ("a", "Ally", 3, "A", "north"),
                      ("b", "Foe", 3, "B", "north"), ("c", "Homebody", 3, "A", "base")],
               cards=[DOOM, BLAST])
    r = play(st, "Blast All", by="B")  # 2 to each of A's units at battlefields: kills the Mite
    hit = [e for e in r.of("damage") if ids(e.sources) == {"m#1", "m"}]
    assert {e.target for e in hit} == {"a", "b"} and all(e.responsible == "A" for e in hit)
    st = board(units=[("m", "Doom Mite", None, "A", "base"), ("c", "Homebody", 3, "A", "base"),
                      ("d", "Their Base", 3, "B", "base")], cards=[DOOM, SNUFF])
    r = play(st, "Snuff", by="B", targets=["m"])
    assert [e.target for e in r.of("damage")] == ["c"]  # A's base, not B's


SNUFF = designer("Snuff", targets=[{"what": "unit"}], effects=[{"op": "kill", "target": 1}])


RECALL_ALL = designer("Fall Back", effects=[{"op": "move_each", "who": "enemy",
                                              "where": "battlefields", "to": "base"}])
SEND = designer("Send", effects=[{"op": "move_each", "who": "friendly", "pick": True}])


def test_446_449_a_group_moves_each_unit_by_the_controller():
    st = board(units=[("b1", "Foe", 2, "B", "north"), ("b2", "Far", 2, "B", "south"),
                      ("a1", "Ally", 3, "A", "north")], battlefields=["north", "south"],
               cards=[RECALL_ALL])
    r = play(st, "Fall Back", by="A")
    moves = r.of("move")
    assert {e.target for e in moves} == {"b1", "b2"} and all(e.responsible == "A" for e in moves)
    assert r.obj("b1").at == "base" and r.obj("a1").at == "north"


def test_446_any_number_of_a_group_to_the_steps_destination_from_one_location():
    st = board(units=[("a1", "Ally", 3, "A", "base"), ("a2", "Pal", 2, "A", "base"),
                      ("a3", "Far", 2, "A", "south")], battlefields=["north", "south"],
               cards=[SEND])
    r = play(st, "Send", by="A", choose={"A": ["a1", "a2"]}, to="north")
    assert r.obj("a1").at == "north" and r.obj("a2").at == "north" and r.obj("a3").at == "south"
    msg = raises_illegal(play, st, "Send", by="A", choose={"A": ["a1", "a3"]}, to="north")
    assert "one location" in msg
    assert "not a battlefield" in raises_illegal(play, st, "Send", by="A", to="a1")


def test_446_two_units_swap_places():
    tide = designer("Swapper", "unit", might=2, abilities=[{
        "kind": "triggered", "trigger": "play_self",
        "targets": [{"what": "unit", "side": "friendly", "require": "elsewhere"}],
        "effects": [{"op": "swap_places", "target": "self", "other": 1}]}])
    st = board(units=[("k", "Knight", 3, "A", "north"), ("p", "Pal", 1, "A", "base")],
               cards=[tide])
    r = play(st, "Swapper", by="A", id="s")  # the Pal is in the same base: not a choice
    assert r.obj("s").at == "north" and r.obj("k").at == "base" and r.obj("p").at == "base"


SWAP = designer("Swap", targets=[{"what": "unit"}, {"what": "unit", "where": "with_first"}],
                effects=[{"op": "swap_might", "target": 1, "other": 2}])


def test_433_1_b_swapping_might_reverses_the_two_values_this_turn():
    st = board(units=[("a", "Small", 2, "A", "north"), ("b", "Big", 7, "B", "north")],
               cards=[SWAP])
    r = play(st, "Swap", by="A", targets=["a", "b"])
    assert r.might("a") == 7 and r.might("b") == 2
    r = play(board(units=[("a", "One", 3, "A", "north"), ("b", "Two", 3, "B", "north")],
                   cards=[SWAP]), "Swap", by="A", targets=["a", "b"])
    assert not r.of("might")  # 433.1.c: equal values, no effect
