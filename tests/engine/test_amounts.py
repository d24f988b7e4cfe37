"""ch1's family (engine/ops/amounts.py, engine/board.py): variable amounts ("for each", "equal to
its Might"), board conditions on instructions, triggers and passive abilities, target filters,
and a unit dealing damage equal to its Might to another (one-sided, 417.6.b.3). No edit to the
chain's dispatch or the app: the loader reads the general keys once."""

from __future__ import annotations

import pytest

from riftboard.cards.library import card_from_table
from riftboard.engine.board import CONDITIONS, COUNTS
from riftboard.engine.errors import IllegalAction
from riftboard.engine.ops import REGISTRY
from riftboard.errors import InvalidScenario
from tests.engine.helpers import board, combat, designer, ids, play

LUNGE = designer("Lunge", targets=[{"what": "unit", "side": "friendly"},
                                   {"what": "unit", "side": "enemy"}],
                 effects=[{"op": "unit_deals", "by": 1, "target": 2}])
TALLY = designer("Tally", targets=[{"what": "unit", "where": "battlefield"}],
                 effects=[{"op": "might", "target": 1, "amount": 2, "per": "enemy_units_here"}])
SURGE = designer("Surge", targets=[{"what": "unit"}],
                 effects=[{"op": "deal", "amount": 2, "target": 1, "unless": "attacking"},
                          {"op": "deal", "amount": 4, "target": 1, "if": "attacking"}])
MIRROR = designer("Mirror", targets=[{"what": "unit"}, {"what": "unit"}],
                  effects=[{"op": "deal", "per": "might", "of": 1, "target": 2}])
SNIP = designer("Snip", targets=[{"what": "unit", "might_at_most": 3}],
                effects=[{"op": "kill", "target": 1}])


def test_417_6_b_3_a_unit_told_to_deal_its_might_is_the_only_source_and_one_sided():
    """417.6.b.3: the unit is the source, not the spell that says so; 417.6.b.4 (1.4): its
    controller is responsible; the other unit deals nothing back; a unit's damage takes no Bonus
    Damage (Void Gate, 715: spells and abilities only)."""
    assert "unit_deals" in REGISTRY
    st = board(units=[("hero", "Hero", 5, "A", "gate"), ("ogre", "Ogre", 9, "B", "gate")],
               battlefields=[("gate", "Void Gate")], cards=[LUNGE])
    r = play(st, "Lunge", by="A", targets=["hero", "ogre"])
    d = r.one("damage", target="ogre")
    assert d.amount == 5 and ids(d.sources) == {"hero"} and d.responsible == "A"
    assert not d.modifiers and "417.6.b.3" in d.rules
    assert not r.of("damage", target="hero")


def test_417_6_b_4_who_is_responsible_follows_the_source_in_1_4_not_in_1_3():
    """417.6.b.4 (1.4): Alice's spell makes Bob's unit deal the damage: Bob is responsible and a
    kill it causes is credited to nothing (the unit was told to, 417.6.b.3); 1.3: Alice (411.1)."""
    either = designer("Goad", targets=[{"what": "unit"}, {"what": "unit"}],
                      effects=[{"op": "unit_deals", "by": 1, "target": 2}])
    units = [("brute", "Brute", 6, "B", "north"), ("pawn", "Pawn", 2, "B", "north")]
    for ruleset, who in (("1.4", "B"), ("1.3", "A")):
        st = board(units=units, cards=[either], ruleset=ruleset)
        r = play(st, "Goad", by="A", targets=["brute", "pawn"])
        assert r.one("damage", target="pawn").responsible == who
        kill = r.one("kill", target="pawn")
        assert kill.responsible == who and kill.attributed_to == ()


def test_143_2_equal_to_its_might_is_read_as_it_resolves():
    """"Deal damage equal to its Might": the current Might (143.2), buff and changes included,
    read when the instruction resolves; 0 Might deals nothing (417.1.e)."""
    st = board(units=[("big", "Big", 4, "A", "north", {"buffed": True}),
                      ("tiny", "Tiny", 0, "A", "north"), ("ogre", "Ogre", 20, "B", "north")],
               cards=[MIRROR])
    r = play(st, "Mirror", by="A", targets=["big", "ogre"])
    assert r.one("damage", target="ogre").amount == 5
    r = play(r, "Mirror", by="A", targets=["tiny", "ogre"])
    assert not r.of("damage")


def test_for_each_counts_the_board_as_it_resolves_and_a_count_of_0_does_nothing():
    """"+2 Might for each enemy unit there" (143.2): counted at the target's battlefield."""
    st = board(units=[("hero", "Hero", 3, "A", "north"), ("e1", "E1", 1, "B", "north"),
                      ("e2", "E2", 1, "B", "north"), ("e3", "E3", 1, "B", "south"),
                      ("lone", "Lone", 3, "A", "south2")],
               battlefields=["north", "south", "south2"], cards=[TALLY])
    r = play(st, "Tally", by="A", targets=["hero"])
    assert r.might("hero") == 7 and r.one("might", target="hero").amount == 7
    r = play(r, "Tally", by="A", targets=["lone"])
    assert r.might("lone") == 3 and not r.of("might")


def test_383_4_e_if_and_unless_are_read_about_the_target_as_it_resolves():
    """"Deal 2; if it is attacking, deal 4 instead": an attacker (383.4.e) takes 4, another 2."""
    st = board(units=[("x", "X", 9, "B", "south")], battlefields=["south"], cards=[SURGE])
    r = play(st, "Surge", by="B", targets=["x"])
    assert [e.amount for e in r.of("damage")] == [2]
    st2 = board(units=[("att", "Att", 9, "A", "north"), ("d", "Strike Back", None, "B", "north")],
                cards=[designer("Strike Back", kind="unit", might=9, abilities=[
                    {"kind": "triggered", "trigger": "defend", "targets": [
                        {"what": "unit", "side": "enemy", "where": "here",
                         "require": "attacking"}],
                     "effects": [{"op": "deal", "amount": 2, "target": 1, "unless": "attacking"},
                                 {"op": "deal", "amount": 4, "target": 1, "if": "attacking"}]}])])
    r = combat(st2, "north", attackers=["att"])
    spell_damage = [e for e in r.of("damage", target="att") if not e.combat]
    assert [e.amount for e in spell_damage] == [4]
    assert ids(spell_damage[0].sources) == {"d#1", "d"}


def test_target_filters_might_or_less_base_damaged_and_other():
    """Target restrictions: "with 3 Might or less" reads the current Might (a buffed 3 is 4);
    "in a base"; "a damaged unit"; "another unit" (not the object with the ability)."""
    st = board(units=[("s", "S", 3, "B", "north"), ("b", "B", 3, "B", "north", {"buffed": True})],
               cards=[SNIP])
    r = play(st, "Snip", by="A", targets=["s"])
    assert r.one("kill", target="s")
    with pytest.raises(IllegalAction, match="more than 3"):
        play(st, "Snip", by="A", targets=["b"])
    home = designer("Home", targets=[{"what": "unit", "where": "base", "require": "damaged"}],
                    effects=[{"op": "kill", "target": 1}])
    st = board(units=[("h", "H", 3, "B", "base", {"damage": 1}), ("f", "F", 3, "B", "north",
                                                                    {"damage": 1}),
                      ("u", "U", 3, "B", "base")], cards=[home])
    assert play(st, "Home", by="A", targets=["h"]).one("kill", target="h")
    with pytest.raises(IllegalAction, match="not in a base"):
        play(st, "Home", by="A", targets=["f"])
    with pytest.raises(IllegalAction, match="not damaged"):
        play(st, "Home", by="A", targets=["u"])


def test_a_trigger_with_another_target_never_chooses_its_own_host():
    """"Return another unit": the host is not a legal choice (require = "other")."""
    from riftboard.engine.targets import target_problem
    from riftboard.engine.carddefs import TargetSpec

    st = board(units=[("me", "Me", 1, "A", "north"), ("you", "You", 1, "B", "north")])
    spec = TargetSpec(require="other")
    me, you = st.obj("me"), st.obj("you")
    assert target_problem(st, spec, me, "A", me) is not None
    assert target_problem(st, spec, you, "A", me) is None


def test_passive_might_with_a_condition_and_a_count():
    """A passive Might ability (143.2) with `when` (alone while attacking) and `per` (each
    buffed friendly unit at its battlefield) is read from the board each time Might is."""
    lone = designer("Loner", kind="unit", might=2, statics=[
        {"op": "might", "who": "self", "amount": 2, "when": "attacking_or_defending_alone"}])
    boss = designer("Boss", kind="unit", might=5, statics=[
        {"op": "might", "who": "self", "amount": 1, "per": "buffed_friendly_units_at_battlefield"}])
    st = board(units=[("l", "Loner", None, "A", "north"), ("w", "Wall", 20, "B", "north"),
                      ("k", "Boss", None, "A", "south", {"buffed": True}),
                      ("p", "Pal", 1, "A", "south", {"buffed": True})],
               battlefields=["north", "south"], cards=[lone, boss])
    from riftboard.engine.might import might

    assert might(st, st.obj("l")) == 2 and might(st, st.obj("k")) == 8
    r = combat(st, "north", attackers=["l"])
    assert r.one("damage", target="w").amount == 4


def test_812_a_trigger_condition_is_read_when_it_would_trigger():
    """"When you play your second card in a turn": the first and third plays do not trigger it."""
    dar = designer("Second Wind", kind="unit", might=5, abilities=[
        {"kind": "triggered", "trigger": "you_play_card", "if": "second_card",
         "effects": [{"op": "might", "target": "self", "amount": 2}]}])
    ping = designer("Ping", targets=[{"what": "unit"}], effects=[{"op": "deal", "amount": 1,
                                                                    "target": 1}])
    st = board(units=[("d", "Second Wind", None, "A", "north"), ("w", "Wall", 20, "B", "north")],
               cards=[dar, ping])
    r1 = play(st, "Ping", by="A", targets=["w"])
    r2 = play(r1, "Ping", by="A", targets=["w"])
    r3 = play(r2, "Ping", by="A", targets=["w"])
    assert not r1.of("trigger") and r2.one("trigger") and not r3.of("trigger")
    assert r3.might("d") == 7


def test_390_2_a_delayed_ability_for_one_unit_the_next_time_only():
    """A delayed ability (390.2) with `target` waits for that unit only, and with `once` for its
    next damage only ("kill it the next time it takes damage this turn")."""
    mark = designer("Mark", targets=[{"what": "unit"}], effects=[
        {"op": "delayed", "trigger": "take_damage", "target": 1, "once": True,
         "effects": [{"op": "might", "target": "subject", "amount": -1}]}])
    ping = designer("Ping", targets=[{"what": "unit"}], effects=[{"op": "deal", "amount": 1,
                                                                    "target": 1}])
    st = board(units=[("a", "A1", 9, "B", "north"), ("b", "B1", 9, "B", "north")],
               cards=[mark, ping])
    r = play(st, "Mark", by="A", targets=["a"])
    r = play(r, "Ping", by="A", targets=["b"])
    assert not r.of("trigger")
    r = play(r, "Ping", by="A", targets=["a"])
    assert r.one("trigger") and r.might("a") == 8
    r = play(r, "Ping", by="A", targets=["a"])
    assert not r.of("trigger") and r.might("a") == 8


@pytest.mark.parametrize("table, message", [
    (designer("X", effects=[{"op": "draw", "amount": 1, "if": "sunny"}]), "expected one of"),
    (designer("X", effects=[{"op": "kill", "target": "self", "per": "might"}]),
     "has no amount to count"),
    (designer("X", targets=[{"what": "unit"}],
              effects=[{"op": "deal", "amount": 1, "target": 1, "of": 1}]), "give one of them"),
    (designer("X", kind="unit", might=1,
              statics=[{"op": "might", "who": "self", "amount": 1, "when": "mighty"}]),
     "reads Might"),
    (designer("X", kind="unit", might=1,
              statics=[{"op": "might", "who": "self", "amount": 1, "per": "might"}]),
     "reads Might"),
    (designer("X", kind="unit", might=1, abilities=[
        {"kind": "activated", "cost": ["exhaust"], "if": "nowhere", "effects": []}]),
     "expected one of"),
    (designer("X", targets=[{"what": "unit", "might_at_most": -1}],
              effects=[{"op": "kill", "target": 1}]), "whole number"),
])
def test_the_loader_refuses_what_the_family_cannot_read(table, message):
    with pytest.raises(InvalidScenario, match=message):
        card_from_table(table, "<test>", 1)


def test_every_word_says_what_it_reads():
    for w in (*CONDITIONS.values(), *COUNTS.values()):
        assert w.does and w.read is not None


def test_054_2_an_ability_used_only_while_at_a_battlefield():
    """054.2: "use this ability only while I'm at a battlefield" is refused in a base, and its
    cost is not paid; at a battlefield it works."""
    gun = designer("Gunner", kind="unit", might=3, abilities=[
        {"kind": "activated", "cost": ["exhaust"], "if": "at_battlefield",
         "targets": [{"what": "unit"}], "effects": [{"op": "deal", "amount": 1, "target": 1}]}])
    from tests.engine.helpers import activate

    st = board(units=[("g", "Gunner", None, "A", "base"), ("w", "Wall", 9, "B", "north"),
                      ("g2", "Gunner", None, "A", "north")], cards=[gun])
    with pytest.raises(IllegalAction, match="only while the unit is at a battlefield"):
        activate(st, "g", targets=["w"])
    assert not st.obj("g").exhausted
    r = activate(st, "g2", targets=["w"])
    assert r.one("damage", target="w").amount == 1 and r.obj("g2").exhausted


def test_054_1_a_unit_that_cant_be_chosen_by_enemy_spells():
    """054.1: "can't be chosen by enemy spells and abilities" beats a spell that may target any
    unit; its own controller still may choose it."""
    runner = designer("Runner", kind="unit", might=5,
                      statics=[{"op": "unchoosable", "who": "self"}])
    st = board(units=[("r", "Runner", None, "B", "north")], cards=[runner])
    with pytest.raises(IllegalAction, match="can't be chosen"):
        play(st, "Hextech Ray", by="A", targets=["r"])
    assert play(st, "Hextech Ray", by="B", targets=["r"]).one("damage", target="r").amount == 3


def test_a_count_as_a_condition_holds_at_least_n_times_and_reads_a_tag():
    """"If you control a Poro" (a count of tagged units, at least 1) and "if you control two or
    more gear" (at least 2), read when the Play Effect would trigger."""
    herd = designer("Herd", kind="unit", might=3, abilities=[
        {"kind": "triggered", "trigger": "play_self", "if": "friendly_units_tagged", "tag": "Poro",
         "effects": [{"op": "buff", "target": "self"}]}])
    rig = designer("Rig", kind="unit", might=3, abilities=[
        {"kind": "triggered", "trigger": "play_self", "if": "friendly_gear", "at_least": 2,
         "effects": [{"op": "buff", "target": "self"}]}])
    st = board(units=[("p", "Daring Poro", None, "B", "north")], cards=[herd, rig])
    r = play(st, "Herd", by="A", id="h1")
    assert not r.of("trigger") and not r.obj("h1").buffed  # Bob's Poro is not Alice's
    st = board(units=[("p", "Daring Poro", None, "A", "north")],
               gear=[("g1", "Iron Ballista", "A")], cards=[herd, rig])
    r = play(st, "Herd", by="A", id="h2")
    assert r.obj("h2").buffed
    r = play(r, "Rig", by="A", id="r1")
    assert not r.obj("r1").buffed  # one gear only
    st = board(gear=[("g1", "Iron Ballista", "A"), ("g2", "Iron Ballista", "A")], cards=[rig])
    assert play(st, "Rig", by="A", id="r2").obj("r2").buffed


def test_054_1_weaker_units_here_cant_be_chosen_and_a_weaker_target():
    """A passive "your units here with less Might than me can't be chosen by enemy spells"
    reads Might each time (054.1); a target "with less Might than me" too."""
    claw = designer("Claw", kind="unit", might=7, statics=[
        {"op": "unchoosable", "who": "friendly_here", "require": "weaker"}])
    st = board(units=[("c", "Claw", None, "A", "north"), ("s", "Small", 3, "A", "north"),
                      ("t", "Tall", 7, "A", "north"), ("f", "Far", 3, "A", "south")],
               battlefields=["north", "south"], cards=[claw])
    with pytest.raises(IllegalAction, match="can't be chosen"):
        play(st, "Hextech Ray", by="B", targets=["s"])
    for ok in ("t", "c", "f"):
        assert play(st, "Hextech Ray", by="B", targets=[ok]).one("damage", target=ok)
    from riftboard.engine.carddefs import TargetSpec
    from riftboard.engine.targets import target_problem

    spec = TargetSpec(require="weaker")
    c = st.obj("c")
    assert target_problem(st, spec, st.obj("s"), "A", c) is None
    assert "not less than" in target_problem(st, spec, st.obj("t"), "A", c)


def test_conditions_on_whose_turn_it_is_and_exactly_one_friend():
    """"When you play a card on an opponent's turn" (383.4.a.4, a trigger condition) and
    "at a battlefield with exactly one other unit you control" (a passive's condition)."""
    from riftboard.engine.board import holds

    st = board(units=[("a", "A1", 1, "A", "north"), ("b", "A2", 1, "A", "north"),
                      ("c", "A3", 1, "A", "south"), ("d", "A4", 1, "A", "south"),
                      ("e", "A5", 1, "A", "south"), ("h", "Home", 1, "A", "base"),
                      ("h2", "Home", 1, "A", "base")],
               battlefields=["north", "south"], turn_player="B")
    assert holds(st, "opponents_turn", "A", None) and not holds(st, "opponents_turn", "B", None)
    assert holds(st, "one_friend_at_battlefield", "A", st.obj("a"))
    assert not holds(st, "one_friend_at_battlefield", "A", st.obj("c"))
    assert not holds(st, "one_friend_at_battlefield", "A", st.obj("h"))  # a base is no battlefield
