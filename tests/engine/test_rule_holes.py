"""Holes the mutation runs of issue 13 found (item 5): single-line changes to the rules code that
no test noticed. Each test names its rules and fails if that line changes."""

from __future__ import annotations

import pytest
from helpers import activate, board, combat, designer, heal, ids, mark, play, raises_illegal

# -- 428.1.a.2: a unit with lethal damage is killed, and its kill cites the rule ------------------


@pytest.mark.parametrize("how", ["spell", "combat", "mark_damage"])
def test_428_1_a_2_every_lethal_damage_kill_cites_it(how):
    """428.1.a.2 (a unit with lethal damage is killed in a Cleanup, 323.5): the rule is on the
    kill's rules whatever dealt or marked the damage; a kill instruction cites 428.1.a.1."""
    st = board(units=[("u", "Unit", 3, "B", "north"), ("a", "Attacker", 3, "A", "north")])
    if how == "spell":
        r = play(st, "Hextech Ray", by="A", targets=["u"])
    elif how == "combat":
        r = combat(st, "north", ["a"], ["u"])
    else:
        r = mark(st, "u", 3)
    kill = r.one("kill", target="u")
    assert kill.reason == "lethal_damage"
    assert "428.1.a.2" in kill.rules and "323.5" in kill.rules
    assert "428.1.a.1" not in kill.rules


def test_428_1_a_1_a_kill_instruction_does_not_cite_lethal_damage():
    """428.1.a.1 vs 428.1.a.2: Hidden Blade's kill is a kill instruction, not lethal damage."""
    st = board(units=[("u", "Unit", 3, "B", "north")])
    kill = play(st, "Hidden Blade", by="B", targets=["u"]).one("kill", target="u")
    assert kill.reason == "kill_instruction"
    assert "428.1.a.1" in kill.rules and "428.1.a.2" not in kill.rules


# -- the whole damage log behind a lethal kill ---------------------------------------------------


def test_the_damage_that_made_it_lethal_lists_every_deal_since_the_unit_was_last_healed():
    """428.1.a.2, 142.4.b: lethal damage is the total marked on the unit, so a kill's
    `lethal_from` lists every damage event that marked it (Hextech Ray's 3, then Void Seeker's 4
    on a unit of Might 7), not only the last one."""
    st = board(units=[("u", "Unit", 7, "B", "north")])
    r = play(st, "Hextech Ray", by="A", targets=["u"], id="ray")
    r = play(r, "Void Seeker", by="A", targets=["u"], id="seek")
    deals = [e.seq for e in r.ever("damage", target="u")]
    assert len(deals) == 2
    kill = r.one("kill", target="u")
    assert kill.lethal_from == tuple(deals)
    assert ids(kill.attributed_to) == {"seek"}  # 428.5.c: credited to the last resolution only


def test_a_heal_starts_the_damage_log_again():
    """142.4.b: damage healed no longer counts; only the Deals after the heal made the unit's
    damage lethal."""
    st = board(units=[("u", "Unit", 7, "B", "north")])
    r = play(st, "Hextech Ray", by="A", targets=["u"])
    r = heal(r, "u")
    r = play(r, "Hextech Ray", by="A", targets=["u"])
    r = play(r, "Void Seeker", by="A", targets=["u"])
    later = [e.seq for e in r.ever("damage", target="u")][1:]
    assert r.one("kill", target="u").lethal_from == tuple(later)


# -- "here": a battlefield, or one player's base; the two bases are not one place ---------------
# 107.1.a: each player has their own Base; 107.1.b: each Base is a Location; 146.1: a unit's
# Location is the Base or Battlefield it occupies.

BANNER = designer("Banner", kind="unit", might=3,
                  statics=[{"op": "might", "who": "units_here", "amount": 1}])
SPITE = designer("Spite", kind="unit", might=3,
                 statics=[{"op": "might", "who": "enemy_here", "amount": 2}])


def _units(at_a: str, at_b: str, source: str) -> list:
    return [("src", source, None, "A", at_a), ("mine", "Mine", 2, "A", at_a),
            ("theirs", "Theirs", 2, "B", at_b)]


def test_a_static_for_units_here_reaches_only_its_own_base():
    """107.1.a, 107.1.b, 146.1: a unit in A's base with
    "every unit here gets +1 Might" gives it to A's units in that base, not to B's units in B's
    base; at a battlefield it reaches both players' units there."""
    r = mark(board(units=_units("base", "base", "Banner"), cards=[BANNER]), "src", 1)
    assert r.might("mine") == 3 and r.might("theirs") == 2
    r = mark(board(units=_units("north", "north", "Banner"), cards=[BANNER]), "src", 1)
    assert r.might("mine") == 3 and r.might("theirs") == 3


def test_an_enemy_here_static_does_not_reach_the_other_base():
    """107.1.a, 107.1.b: "enemy units here get +2" from a unit in A's base reaches no unit in B's
    base; at a shared battlefield it reaches B's unit."""
    r = mark(board(units=_units("base", "base", "Spite"), cards=[SPITE]), "src", 1)
    assert r.might("theirs") == 2 and r.might("mine") == 2
    r = mark(board(units=_units("north", "north", "Spite"), cards=[SPITE]), "src", 1)
    assert r.might("theirs") == 4 and r.might("mine") == 2


SNIPER = designer("Sniper", kind="unit", might=3, abilities=[{
    "kind": "activated", "cost": ["exhaust"], "summary": "Exhaust: deal 1 to a unit here.",
    "targets": [{"what": "unit", "where": "here"}],
    "effects": [{"op": "deal", "amount": 1, "target": 1}]}])


def test_a_target_here_is_not_a_unit_in_the_other_base():
    """107.1.a, 107.1.b, 146.1 (a legal target): "a unit here" from a unit in A's base cannot be a unit in B's
    base, and can be one in A's base."""
    st = board(units=_units("base", "base", "Sniper"), cards=[SNIPER])
    message = raises_illegal(activate, st, "src", 1, by="A", targets=["theirs"])
    assert "not at the same location" in message
    r = activate(st, "src", 1, by="A", targets=["mine"])
    assert r.one("damage", target="mine").amount == 1
