"""The passive ability `no_combat_damage` (might.stops_combat_damage; 465.2, 423.1.b: as if
stunned): the units it reaches contribute no Might to their side's combat damage, so they are
no source of it and credited with no kill (417.6.c.1, 428.5.c.2); with `require = "weaker"`
only those with less Might than its source (Vilemaw)."""

from __future__ import annotations

from tests.engine.helpers import board, combat, designer

WEB = designer("Web Queen", kind="unit", might=5, statics=[
    {"op": "no_combat_damage", "who": "enemy_here", "require": "weaker"}])


def _board(attacker_might):
    return board(units=[("q", "Web Queen", None, "A", "north"),
                        ("x", "Raider", attacker_might, "B", "north")], cards=[WEB])


def test_465_2_a_weaker_enemy_here_deals_no_combat_damage():
    r = combat(_board(4), "north", attackers=["x"], defenders=["q"])
    assert not r.of("damage", target="q")
    kill = r.one("kill", target="x")
    assert {s.id for s in kill.attributed_to} == {"q"}


def test_465_2_an_enemy_as_strong_deals_its_damage():
    r = combat(_board(5), "north", attackers=["x"], defenders=["q"])
    assert r.one("damage", target="q").amount == 5
