"""Lethal damage altered (142.4.c; the Unleashed Rules FAQ): with a `lethal_any` passive
ability (Elder Dragon), any amount of its controller's damage marked on an enemy unit is lethal
(142.3: damage is marked by the player responsible for the Deal), and 1 is the lethal damage
they assign in a combat (465.2.c.3). `where = "apart_from_earlier"`: one target per location."""

from __future__ import annotations

from tests.engine.helpers import board, combat, designer, mark, play

DRAKE = designer("Test Drake", kind="unit", might=3, statics=[
    {"op": "lethal_any", "who": "all_units"}])
PING = designer("Ping", targets=[{"what": "unit"}],
                effects=[{"op": "deal", "amount": 1, "target": 1}])
SPREAD = designer("Spread", kind="unit", might=1, abilities=[
    {"kind": "triggered", "trigger": "play_self",
     "targets": [{"what": "unit", "side": "enemy", "optional": True},
                 {"what": "unit", "side": "enemy", "optional": True,
                  "where": "apart_from_earlier"},
                 {"what": "unit", "side": "enemy", "optional": True,
                  "where": "apart_from_earlier"}],
     "effects": [{"op": "deal_each", "amount": 1, "who": "targets"}]}])


def _board():
    return board(units=[("d", "Test Drake", None, "A", "base"), ("o", "Ogre", 6, "B", "north"),
                        ("g", "Giant", 9, "B", "north"), ("m", "Mine", 5, "A", "north")],
                 battlefields=("north", "south"), cards=[DRAKE, PING, SPREAD])


def test_142_4_c_any_of_its_players_damage_kills_an_enemy_unit():
    r = play(_board(), "Ping", by="A", targets=["o"])
    kill = r.one("kill", target="o")
    assert kill.reason == "lethal_damage" and kill.responsible == "A"


def test_142_3_not_another_players_damage_nor_a_friendly_unit_nor_a_sandbox_mark():
    r = play(_board(), "Ping", by="B", targets=["o"])  # Bob's damage on his own Ogre
    assert not r.of("kill") and r.obj("o").marked_by == ("B",)
    r = play(_board(), "Ping", by="A", targets=["m"])  # Alice's own unit is no enemy
    assert not r.of("kill")
    r = mark(_board(), "o", 1)  # a sandbox edit: nobody's damage
    assert not r.of("kill") and r.obj("o").marked_by == ()


def test_465_2_c_3_one_combat_damage_is_lethal_to_assign():
    r = combat(_board(), "north", attackers=["m"], defenders=["o", "g"])
    assigned = {e.target: e.amount for e in r.of("combat_assign") if e.responsible == "A"}
    assert assigned == {"o": 1, "g": 4}  # 1 is lethal for the first; the rest on the last
    assert {e.target for e in r.of("kill")} >= {"o", "g"}


def test_142_4_c_without_the_passive_ability_damage_is_marked_as_usual():
    r = play(_board(), "Ping", by="A", targets=["d"])  # the Drake itself takes it: A's own unit
    assert not r.of("kill")
    st = board(units=[("o", "Ogre", 6, "B", "north")], cards=[PING])
    assert not play(st, "Ping", by="A", targets=["o"]).of("kill")


def test_a_target_apart_from_earlier_ones_is_one_per_location():
    st = board(units=[("o", "Ogre", 6, "B", "north"), ("g", "Giant", 9, "B", "north"),
                      ("t", "Troll", 4, "B", "base"), ("k", "Knight", 4, "B", "south")],
               battlefields=("north", "south"), cards=[SPREAD])
    r = play(st, "Spread", by="A", choose={"A": ["o", "g", "t"]})
    hit = {e.target for e in r.of("damage")}
    assert hit == {"o", "t", "k"}  # the Giant shares the Ogre's location: passed over
