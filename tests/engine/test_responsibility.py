"""Responsibility (411): the player who performs a game action is responsible for it (411.1);
game procedures and sandbox edits make nobody responsible (411.2)."""

import pytest

from tests.engine.helpers import (
    activate,
    board,
    ids,
    mark,
    move,
    play,
    raises_illegal,
    remove,
    set_state,
)


@pytest.mark.parametrize("caster,victim_side", [("A", "B"), ("B", "A"), ("A", "A")])
@pytest.mark.parametrize("spell,might", [("Void Seeker", 4), ("Hextech Ray", 3)])
def test_411_1_spell_damage_and_kill_responsible_is_the_caster(caster, victim_side, spell, might):
    """411.1, 428.5.c.1: whoever plays the damage spell is responsible for its Deal and its kill,
    whoever controls the unit."""
    st = board(units=[("u", "Unit", might, victim_side, "north")])
    r = play(st, spell, by=caster, targets=["u"])
    assert r.one("play").responsible == caster
    assert r.one("damage", target="u").responsible == caster
    kill = r.one("kill", target="u")
    assert kill.responsible == caster
    assert ids(kill.attributed_to) == {"@1"}


@pytest.mark.parametrize("controller", ["A", "B"])
def test_411_1_activated_ability_responsible_is_its_controller(controller):
    """411.1: the player activating Iron Ballista performs its Deal."""
    other = "B" if controller == "A" else "A"
    st = board(units=[("u", "Unit", 2, other, "north")], gear=[("bal", "Iron Ballista", controller)])
    r = activate(st, "bal", targets=["u"])
    assert r.one("activate").responsible == controller
    assert r.one("damage", target="u").responsible == controller
    assert r.one("kill", target="u").responsible == controller


@pytest.mark.parametrize("might,amount", [(1, 1), (3, 3), (3, 7)])
def test_411_2_sandbox_mark_damage_kill_has_nobody_responsible(might, amount):
    """411.2: a sandbox edit is no game action; the Cleanup kill it causes is a game procedure:
    responsible None, credited to nothing, no condition holds."""
    st = board(units=[("u", "Unit", might, "B", "north")])
    r = mark(st, "u", amount)
    md = r.one("mark_damage", target="u")
    assert md.responsible is None and md.amount == amount and md.sources == ()
    kill = r.one("kill", target="u")
    assert kill.responsible is None
    assert kill.attributed_to == ()
    assert kill.reason == "lethal_damage"
    assert "411.2" in kill.rules
    assert r.conds() == []


def test_411_2_sandbox_mark_damage_below_lethal_kills_nothing():
    """411.2, 323.5: marking less than lethal damage makes no kill (and no cleanup event)."""
    r = mark(board(units=[("u", "Unit", 4, "B", "north")]), "u", 3)
    assert r.of("kill") == [] and r.of("cleanup") == []
    assert r.obj("u").damage == 3


def test_411_2_sandbox_move_off_war_camp_kill_nobody_responsible():
    """411.2: a sandbox move lowers Might (War Camp's +1 lost); the kill has no responsible player."""
    st = board(units=[("u", "Unit", 2, "B", "camp", {"damage": 2})],
               battlefields=[("camp", "Trifarian War Camp"), "south"])
    r = move(st, "u", "south")
    assert r.one("move").responsible is None
    kill = r.one("kill", target="u")
    assert kill.responsible is None and kill.attributed_to == ()


def test_411_2_sandbox_remove_static_source_kill_nobody_responsible():
    """411.2: removing Garen (sandbox) drops his +1; the damaged Recruit dies, nobody responsible."""
    st = board(units=[("garen", "Garen, Commander", None, "B", "north"),
                      ("rec", "Recruit", None, "B", "north", {"damage": 1})])
    r = remove(st, "garen")
    assert r.of("kill", target="garen") == []
    kill = r.one("kill", target="rec")
    assert kill.responsible is None and kill.attributed_to == ()


def test_411_2_sandbox_unbuff_next_to_lee_sin_kill_nobody_responsible():
    """411.2: un-buffing a unit beside Lee Sin (sandbox `set`) loses +3; the kill is nobody's."""
    st = board(units=[("lee", "Lee Sin, Centered", None, "A", "north"),
                      ("u", "Unit", 2, "A", "north", {"buffed": True, "damage": 3})])
    r = set_state(st, "u", buffed=False)
    kill = r.one("kill", target="u")
    assert kill.responsible is None and kill.attributed_to == ()


@pytest.mark.parametrize("caster", ["A", "B"])
def test_411_1_cull_the_weak_each_player_responsible_for_own_kill(caster):
    """411.1 example: under Cull the Weak each player kills their own unit and is responsible for
    that kill; both kills are credited to the spell (428.5.b) and happen together."""
    st = board(units=[("a1", "A1", 2, "A", "north"), ("a2", "A2", 5, "A", "base"),
                      ("b1", "B1", 2, "B", "north"), ("b2", "B2", 5, "B", "north")],
               turn_player=caster)
    r = play(st, "Cull the Weak", by=caster, choose={"A": "a2", "B": ["b2"]}, id="cull")
    ka, kb = r.one("kill", target="a2"), r.one("kill", target="b2")
    assert ka.responsible == "A" and kb.responsible == "B"
    assert ids(ka.attributed_to) == ids(kb.attributed_to) == {"cull"}
    assert all(ref.controller == caster for ref in ka.attributed_to + kb.attributed_to)
    assert ka.reason == kb.reason == "kill_instruction"
    # simultaneous: the two kills are consecutive events, no Cleanup between them
    kinds = r.kinds()
    i = kinds.index("kill")
    assert kinds[i:i + 2] == ["kill", "kill"]
    assert r.obj("a1").zone == "board" and r.obj("b1").zone == "board"


def test_411_1_cull_the_weak_opponents_spell_still_each_player_performs_own_kill():
    """411.1: the opponent's Cull makes A kill A's own unit; A is responsible, not the caster."""
    st = board(units=[("a1", "A1", 2, "A", "north"), ("b1", "B1", 2, "B", "north")])
    r = play(st, "Cull the Weak", by="B", id="cull")
    ka = r.one("kill", target="a1")
    assert ka.responsible == "A"
    assert [ref.controller for ref in ka.attributed_to] == ["B"]
    assert r.one("kill", target="b1").responsible == "B"


def test_411_1_cull_the_weak_defaults_and_players_without_units():
    """411.1 / SPEC defaults: unanswered, a player kills their first unit in file order; a player
    with no units kills nothing."""
    st = board(units=[("a1", "A1", 2, "A", "north"), ("a2", "A2", 2, "A", "north")])
    r = play(st, "Cull the Weak", by="B")
    kill = r.one("kill")
    assert kill.target == "a1" and kill.responsible == "A"


def test_411_1_cull_the_weak_cannot_choose_another_players_unit():
    """411.1: each player kills one of their own units; naming an enemy unit is refused."""
    st = board(units=[("a1", "A1", 2, "A", "north"), ("b1", "B1", 2, "B", "north")])
    msg = raises_illegal(play, st, "Cull the Weak", by="A", choose={"A": "b1"})
    assert "b1" in msg


def test_411_1_decree_kill_responsible_is_decree_controller_not_damage_dealer():
    """411.1, 428.5.b: Imperial Decree's delayed kill is performed by its controller, even when the
    other player's spell dealt the damage that triggered it."""
    st = board(units=[("titan", "Titan", 9, "A", "north")])
    r = play(st, "Imperial Decree", by="A", id="decree")
    r = play(r, "Hextech Ray", by="B", targets=["titan"], id="ray")
    assert r.one("damage", target="titan").responsible == "B"
    kill = r.one("kill", target="titan")
    assert kill.responsible == "A"
    assert ids(kill.attributed_to) == {"decree#delayed", "decree"}
