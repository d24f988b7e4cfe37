"""`next_spell_bonus` (Ravenborn Tome): the next spell its controller plays this turn deals 1
Bonus Damage on each instance of its damage (712-715; once on a split, 715.3); other players'
spells, later spells and a new turn are untouched (317.2.c)."""

from __future__ import annotations

from tests.engine.helpers import activate, board, designer, end_turn, ids, play

TOME = designer("Tome", kind="gear", abilities=[{
    "kind": "activated", "cost": ["exhaust"], "effects": [{"op": "next_spell_bonus"}]}])
ZAP = designer("Zap", targets=[{"what": "unit"}], effects=[{"op": "deal", "amount": 2,
                                                            "target": 1}])
STORM = designer("Storm", effects=[{"op": "deal_each", "amount": 1, "who": "enemy"}])
SPLIT = designer("Split", effects=[{"op": "deal_split", "amount": 2, "who": "enemy"}])
SCOUT = designer("Scout", kind="unit", might=1)


def _st():
    return board(units=[("a", "Knight", 9, "A", "north"), ("b", "Guard", 9, "B", "north"),
                        ("c", "Wall", 9, "B", "north")], gear=[("t", "Tome", "A")],
                 cards=[TOME, ZAP, STORM, SPLIT, SCOUT])


def test_712_the_next_spell_deals_1_more_shown_as_the_tomes_bonus():
    r = activate(_st(), "t", by="A")
    assert r.one("lasting_effect").target == "A"
    r = play(r, "Scout", by="A")  # a unit is no spell: it does not take the bonus
    r = play(r, "Zap", by="A", targets=["b"], id="z1")
    d = r.one("damage")
    assert d.amount == 3 and ids(d.sources) == {"z1"}
    assert [(m.kind, m.amount, m.source.id) for m in d.modifiers] == [("bonus", 1, "t#1")]
    r = play(r, "Zap", by="A", targets=["b"], id="z2")
    assert r.one("damage").amount == 2  # used by the first spell


def test_each_instance_of_a_group_deal_and_once_on_a_split():
    r = play(activate(_st(), "t", by="A"), "Storm", by="A")
    assert sorted((e.target, e.amount) for e in r.of("damage")) == [("b", 2), ("c", 2)]
    r = play(activate(_st(), "t", by="A"), "Split", by="A", choose={"A": ["b", "b", "c"]})
    assert sorted((e.target, e.amount) for e in r.of("damage")) == [("b", 2), ("c", 1)]


def test_317_2_c_another_players_spell_and_the_next_turn_are_untouched():
    r = play(activate(_st(), "t", by="A"), "Zap", by="B", targets=["a"])
    assert r.one("damage").amount == 2
    r = play(end_turn(activate(_st(), "t", by="A")), "Zap", by="A", targets=["b"])
    assert r.one("damage").amount == 2


def test_002_the_next_spell_costs_less_in_a_strict_game_and_is_used_up():
    """`next_spell_less` (Raging Firebrand): the next spell its player plays costs N Energy
    less, never below 0; a unit played first does not use it up; the spell does."""
    from tests.engine.game_helpers import game_board

    cheap = designer("Cheapen", effects=[{"op": "next_spell_less", "amount": 5}])
    big = designer("Big Zap", energy=8, targets=[{"what": "unit"}],
                   effects=[{"op": "deal", "amount": 1, "target": 1}])
    hand = [("c1", "Cheapen", "A"), ("c2", "Cheapen", "A"), ("s1", "Scout", "A"),
            ("z1", "Big Zap", "A"), ("z2", "Big Zap", "A")]
    st = game_board(mode="strict", pool={"A": (20, {})}, cards=[cheap, big, SCOUT], hand=hand,
                    units=[("b", "Guard", 9, "B", "north")])
    r = play(play(st, "Cheapen", by="A"), "Scout", by="A")
    r = play(r, "Big Zap", by="A", targets=["b"])
    assert r.one("pay").amount == 3 and "5 Energy less" in r.one("pay").text
    r = play(r, "Big Zap", by="A", targets=["b"])
    assert r.one("pay").amount == 8
    # a 0-Energy spell uses it up too (nothing to take off): the second one's waits
    r = play(play(st, "Cheapen", by="A"), "Cheapen", by="A")
    r = play(r, "Big Zap", by="A", targets=["b"])
    assert r.one("pay").amount == 3


def test_712_your_bonus_damage_its_players_spells_and_abilities_only():
    """`your_bonus_damage` (Annie, Fiery): its player's spells and abilities deal that much
    Bonus Damage on each unit they damage, once on a split (715.3); not the other player's,
    not a fight's (417.6.b.3), not combat damage."""
    annie = designer("Firestarter", kind="unit", might=4, your_bonus_damage=1)
    duel = designer("Duel", targets=[{"what": "unit"}, {"what": "unit"}],
                    effects=[{"op": "fight", "target": 1, "other": 2}])
    st = board(units=[("f", "Firestarter", None, "A", "base"), ("a", "Knight", 9, "A", "north"),
                      ("b", "Guard", 9, "B", "north"), ("c", "Wall", 9, "B", "north")],
               cards=[annie, duel, ZAP, STORM, SPLIT])
    d = play(st, "Zap", by="A", targets=["b"]).one("damage")
    assert d.amount == 3 and [m.source.id for m in d.modifiers] == ["f"]
    assert play(st, "Zap", by="B", targets=["a"]).one("damage").amount == 2
    r = play(st, "Storm", by="A")
    assert sorted((e.target, e.amount) for e in r.of("damage")) == [("b", 2), ("c", 2)]
    r = play(st, "Split", by="A", choose={"A": ["b", "b", "c"]})
    assert sorted((e.target, e.amount) for e in r.of("damage")) == [("b", 2), ("c", 1)]
    r = play(st, "Duel", by="A", targets=["a", "b"])
    assert sorted(e.amount for e in r.of("damage")) == [9, 9]
