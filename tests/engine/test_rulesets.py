"""Rulesets (SPEC 5): one test per outcome-changing difference between Core Rules 1.3 and 1.4 that
the sandbox can show (rulesets.DIFFERENCES), and rule numbers written in the scenario's ruleset
(1.3 combat 460/461, Recalls 449-453; rules 1.3 lacks shown as "N (1.4)")."""

import pytest
from attrs import fields

from riftboard.engine.rulesets import DIFFERENCES, RULESETS, get_ruleset, rule_number
from tests.engine.helpers import activate, board, combat, ids, play

GATE = ("gate", "Void Gate")


def test_rulesets_table_switches_all_differ_and_are_listed():
    """715.4.a, 417.6.b.4, 428.5.c.2, 411.6.a, SPEC 5: every switch of the Ruleset table differs between the versions and its rule is listed
    in DIFFERENCES."""
    a, b = RULESETS["1.4"], RULESETS["1.3"]
    switches = [f.name for f in fields(type(a))
                if f.type in (bool, "bool") or isinstance(getattr(a, f.name), bool)]
    assert switches
    for name in switches:
        assert getattr(a, name) is True and getattr(b, name) is False, name
    listed = " ".join(rules for rules, _text in DIFFERENCES)
    for rule in ("715.4.a", "417.6.b.4", "428.5.c.2", "411.6.a"):
        assert rule in listed


# -- 715.4.a / 437.1.a.1 -------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset,dealt", [("1.4", 1), ("1.3", 0)])
def test_diff_715_4_a_void_gate_prevent_3_hextech_ray(ruleset, dealt):
    """715.4.a, 437.1.a.1 (1.4): Ray's 3 + 1 Bonus, 3 prevented: 1 dealt and the Brute's "take
    damage" triggers. 1.3 (417.1.e.1 second example, 715.4): nothing dealt, no Bonus, no trigger."""
    st = board(units=[("brute", "Vengeful Brute", None, "B", "gate")], battlefields=[GATE],
               ruleset=ruleset)
    r = play(st, "Prevention Ward", by="B", targets=["brute"])
    r = play(r, "Hextech Ray", by="A", targets=["brute"])
    if dealt:
        assert r.one("damage", target="brute").amount == 1
        assert "715.4.a" in r.one("damage").rules
        assert r.one("trigger").sources[0].id == "brute#1"
        assert r.might("brute") == 5
    else:
        p = r.one("prevented", target="brute")
        assert [m.kind for m in p.modifiers] == ["prevent"]
        assert "715.4" in p.rules
        assert r.of("damage") == [] and r.of("trigger") == []
        assert r.might("brute") == 3


@pytest.mark.parametrize("ruleset", ["1.4", "1.3"])
def test_diff_715_4_a_same_result_when_prevent_below_base(ruleset):
    """rules-v1.3-vs-v1.4 section 2: with Prevent 2 both versions deal 2 (4 - 2 or 3 - 2 + 1)."""
    ward2 = {"name": "Ward 2", "kind": "spell", "targets": [{"what": "unit"}],
             "effects": [{"op": "prevent", "target": 1, "amount": 2}]}
    st = board(units=[("u", "Unit", 9, "B", "gate")], battlefields=[GATE], cards=[ward2],
               ruleset=ruleset)
    r = play(st, "Ward 2", by="B", targets=["u"])
    assert play(r, "Hextech Ray", by="A", targets=["u"]).one("damage").amount == 2


# -- 417.6.b.4 -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset,resp_of_b_damage", [("1.4", "B"), ("1.3", "A")])
def test_diff_417_6_b_4_challenge_responsibility(ruleset, resp_of_b_damage):
    """417.6.b.4 (1.4): the enemy unit's controller is responsible for its Challenge damage (and the
    kill it causes, 428.5.c.1); 1.3 (411.1): the caster is responsible for both."""
    st = board(units=[("a", "A1", 2, "A", "north"), ("b", "B1", 5, "B", "north")], ruleset=ruleset)
    r = play(st, "Challenge", by="A", targets=["a", "b"])
    assert r.one("damage", target="a").responsible == resp_of_b_damage
    assert r.one("damage", target="b").responsible == "A"
    kill = r.one("kill", target="a")
    assert kill.responsible == resp_of_b_damage and kill.attributed_to == ()


# -- 428.5.c.2 -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", ["1.4", "1.3"])
def test_diff_428_5_c_2_combat_kill_credit(ruleset):
    """428.5.c.2 (1.4): combat kills are credited to the opposing units, their controller
    responsible; 1.3 credits nothing and nobody is responsible."""
    st = board(units=[("a", "A1", 3, "A", "north"), ("b", "B1", 2, "B", "north")], ruleset=ruleset)
    kill = combat(st, "north", attackers=["a"], defenders=["b"]).one("kill", target="b")
    if ruleset == "1.4":
        assert ids(kill.attributed_to) == {"a"} and kill.responsible == "A"
    else:
        assert kill.attributed_to == () and kill.responsible is None


# -- 411.6.a ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset,objects", [("1.4", {"hero", "bow"}), ("1.3", {"hero"})])
def test_diff_411_6_a_granted_ability_with_checks(ruleset, objects):
    """411.6.a (1.4): a kill by an Equipment-granted ability is "with" the unit and the Equipment;
    1.3 (428.5.e) only with the ability's host. Attribution itself is the same in both."""
    st = board(units=[("hero", "Hero", 4, "A", "north"), ("s", "Scout", 2, "B", "north")],
               gear=[("bow", "Recurve Bow", "A", {"attached_to": "hero"})], ruleset=ruleset)
    r = combat(st, "north", attackers=["hero"], defenders=["s"])
    kill = r.one("kill", target="s")
    assert ids(kill.attributed_to) == {"hero#1", "hero"}
    assert {c.object for c in r.conds("killed_unit_with", unit="s")} == objects


# -- 437.5.a / 465.2.c.5: same outcome in both --------------------------------------------------------------
@pytest.mark.parametrize("ruleset", ["1.4", "1.3"])
def test_437_5_a_prevent_counts_in_assignment_in_both_versions(ruleset):
    """437.5.a (both), 465.2.c.5 (1.4): a warded 2-Might unit needs 5 assigned; the library has no
    other replacement effect, so both versions agree (DIFFERENCES: no library card shows it)."""
    st = board(units=[("a", "Atk", 7, "A", "north"), ("w", "Warded", 2, "B", "north"),
                      ("y", "Y", 9, "B", "north")], ruleset=ruleset)
    r = play(st, "Prevention Ward", by="B", targets=["w"])
    r = combat(r, "north", attackers=["a"], defenders=["w", "y"])
    assert {e.target: e.amount for e in r.of("combat_assign") if e.responsible == "A"} == {"w": 5, "y": 2}


# -- rule numbers ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset,dmg_rule,cleanup_rule,heal_rule,recall_rule", [
    ("1.4", "465.2.d", "466.1", "466.1.a.1", "466.1.a.2"),
    ("1.3", "460.2.d", "461.1", "461.1.a.1", "461.1.a.2"),
])
def test_rule_numbers_of_combat_per_ruleset(ruleset, dmg_rule, cleanup_rule, heal_rule, recall_rule):
    """SPEC 4 `rules`: combat events cite 465/466 in 1.4 and 460/461 in 1.3 (renumbered by 5)."""
    st = board(units=[("a1", "A1", 1, "A", "north"), ("a2", "A2", 1, "A", "north"),
                      ("b", "B1", 3, "B", "north")], ruleset=ruleset)
    r = play(st, "Prevention Ward", by="A", targets=["a2"])
    # A's 2 does not kill B1; B's 3: 1 kills A1, 2 on A2 is prevented; A2 is recalled
    r = combat(r, "north", attackers=["a1", "a2"], defenders=["b"], assign={"a1": 1, "a2": 2})
    assert dmg_rule in r.one("damage", target="b").rules
    assert cleanup_rule in r.one("cleanup").rules
    assert heal_rule in r.one("heal", target="b").rules
    assert recall_rule in r.one("recall", target="a2").rules
    assert all("465" not in x and "466" not in x for e in r.events for x in e.rules) == (ruleset == "1.3")


def test_rule_numbers_1_3_recalls_and_moves_are_renumbered():
    """v1.3 Movement 440-448 and Recalls 449-453 (v1.4 445-458): a recall cites 450/451 in 1.3."""
    st = board(units=[("u", "Unit", 3, "A", "north")],
               gear=[("ga", "Guardian Angel", "A", {"attached_to": "u"})], ruleset="1.3")
    r = play(st, "Void Seeker", by="B", targets=["u"])
    assert r.one("recall", target="u").rules == ("450", "451")
    st = board(units=[("u", "Unit", 3, "B", "north")], battlefields=["north", "south"],
               ruleset="1.3")
    assert play(st, "Charm", by="A", targets=["u"], to="south").one("move").rules == ("441", "444")


@pytest.mark.parametrize("ruleset,rule", [("1.4", "417.6.b.4"), ("1.3", "417.6.b.4 (1.4)")])
def test_rule_numbers_missing_in_1_3_are_marked_1_4(ruleset, rule):
    """417.6.b.4, 428.5.c.1, SPEC 4: a rule that 1.3 does not have is shown as "N (1.4)"."""
    st = board(units=[("a", "A1", 3, "A", "north"), ("b", "B1", 3, "B", "north")], ruleset=ruleset)
    r = play(st, "Challenge", by="A", targets=["a", "b"])
    assert all(rule in e.rules for e in r.of("damage"))
    kill_rules = r.one("kill", target="a").rules
    assert ("428.5.c.1 (1.4)" in kill_rules) == (ruleset == "1.3")


def test_rule_number_function():
    """460, 461, 449, 428.5.c.2 (SPEC 4 numbering): rule_number: 1.4 numbers unchanged; 1.3 renumbered by the table, missing ones marked."""
    r13, r14 = get_ruleset("1.3"), get_ruleset("1.4")
    assert rule_number(r14, "465.2.c.4.a") == "465.2.c.4.a"
    assert rule_number(r13, "465.2.c") == "460.2.c"
    assert rule_number(r13, "466.1.a.2") == "461.1.a.2"
    assert rule_number(r13, "464.2.c") == "459.2.b"
    assert rule_number(r13, "454") == "449"
    assert rule_number(r13, "457.1") == "452.1"
    assert rule_number(r13, "428.5.c.2") == "428.5.c.2 (1.4)"
    assert rule_number(r13, "411.6.a") == "411.6.a (1.4)"
    for same in ("411.1", "417.6.a", "428.5.c", "437.2", "715.1", "323.5"):
        assert rule_number(r13, same) == same


def test_ruleset_of_the_state_decides_activate_events_too():
    """417.6.b.2.a, 715.1, SPEC 5: the state's ruleset numbers every event of the step (ability damage at Void Gate)."""
    st = board(units=[("u", "Unit", 9, "B", "gate")], battlefields=[GATE],
               gear=[("bal", "Iron Ballista", "A")], ruleset="1.3")
    dmg = activate(st, "bal", targets=["u"]).one("damage")
    assert dmg.amount == 3 and "417.6.b.2.a" in dmg.rules and "715.1" in dmg.rules
