"""`prevent_spell_damage` (Unyielding Spirit): for the rest of the turn every Deal whose source
is a spell or an ability is prevented (437.4, 437.7), either player's; combat damage and a
unit's damage a spell tells it to deal (417.6.b.3) are not; it ends with the turn (317.2.c)."""

from __future__ import annotations

from tests.engine.helpers import board, combat, designer, end_turn, ids, play, state_of

SPIRIT = designer("Spirit", effects=[{"op": "prevent_spell_damage"}])
ZAP = designer("Zap", targets=[{"what": "unit"}], effects=[{"op": "deal", "amount": 2,
                                                            "target": 1}])
STORM = designer("Storm", effects=[{"op": "deal_each", "amount": 1}])
DUEL = designer("Duel", targets=[{"what": "unit"}, {"what": "unit"}],
                effects=[{"op": "fight", "target": 1, "other": 2}])


def _st():
    return board(units=[("a", "Knight", 5, "A", "north"), ("b", "Guard", 5, "B", "north")],
                 cards=[SPIRIT, ZAP, STORM, DUEL])


def test_437_4_spell_damage_of_either_player_is_prevented():
    r = play(_st(), "Spirit", by="A")
    r = play(r, "Zap", by="B", targets=["a"], id="z1")
    r2 = play(r, "Zap", by="A", targets=["b"], id="z2")
    r3 = play(r2, "Storm", by="A", id="st")
    assert not r.of("damage") and not r2.of("damage") and not r3.of("damage")
    assert {e.target for e in r3.of("prevented")} == {"a", "b"}
    assert ids(r2.one("prevented").sources) == {"z2"}
    assert state_of(r3).objects["a"].damage == 0


def test_417_6_b_3_a_units_damage_and_combat_damage_are_not():
    r = play(play(_st(), "Spirit", by="A"), "Duel", by="A", targets=["a", "b"])
    assert {e.target for e in r.of("damage")} == {"a", "b"}
    r = combat(play(_st(), "Spirit", by="A"), "north", attackers=["a"], defenders=["b"])
    assert {e.target for e in r.of("damage")} == {"a", "b"}


def test_317_2_c_it_ends_with_the_turn():
    r = end_turn(play(_st(), "Spirit", by="A"))
    r = play(r, "Zap", by="B", targets=["a"])
    assert r.one("damage").amount == 2
