"""Cleanups (318-324): one after each chain item (319.4, 319.5, 321) and after sandbox edits;
lethal units die together (323.5); Cleanups repeat until nothing changes (322), and a kill in a
later Cleanup is credited to nothing (428.5.c covers only the Cleanup right after)."""

import pytest

from tests.engine.helpers import (
    add,
    board,
    ids,
    mark,
    move,
    play,
    remove,
    resolve_held,
    set_state,
)


def test_319_321_cleanup_after_each_chain_item():
    """319.5, 321, 428.5.c: with Hextech Ray held and Void Seeker on top, the Seeker resolves and a
    Cleanup follows (no kill: 4 of 6), then Ray resolves and its Cleanup kills; only Ray is credited."""
    st = board(units=[("u", "Unit", 6, "B", "north")])
    r = play(st, "Hextech Ray", by="A", targets=["u"], id="ray", hold=True)
    assert r.of("resolve") == [] and r.of("damage") == []
    r = play(r, "Void Seeker", by="A", targets=["u"], id="seek")
    kinds = [(e.kind, e.sources[0].id if e.sources else None) for e in r.events]
    assert kinds.index(("resolve", "seek")) < kinds.index(("resolve", "ray"))
    kill = r.one("kill", target="u")
    assert ids(kill.attributed_to) == {"ray"}


def test_319_each_items_cleanup_kills_before_the_next_item_resolves():
    """319.5: a unit killed by the top item dies in the Cleanup after it, before the held spell
    below resolves; each kill is credited to its own spell."""
    st = board(units=[("u", "Unit", 4, "B", "north"), ("v", "Other", 3, "B", "north")])
    r = play(st, "Void Seeker", by="A", targets=["u"], id="seek", hold=True)
    r = play(r, "Hextech Ray", by="A", targets=["v"], id="ray")
    order = [(e.kind, e.target) for e in r.events if e.kind in ("kill", "resolve")]
    assert order == [("resolve", "v"), ("kill", "v"), ("resolve", "u"), ("kill", "u")]
    assert ids(r.one("kill", target="v").attributed_to) == {"ray"}
    assert ids(r.one("kill", target="u").attributed_to) == {"seek"}


def test_held_item_resolves_at_the_next_non_play_step():
    """319.5, 428.5.c, SPEC 2 (the chain): a step that is neither play nor activate first resolves what is held;
    the kill in the Cleanup after it is still credited to the spell."""
    st = board(units=[("u", "Unit", 3, "B", "north")])
    r = play(st, "Hextech Ray", by="A", targets=["u"], id="ray", hold=True)
    r = resolve_held(r)
    kill = r.one("kill", target="u")
    assert ids(kill.attributed_to) == {"ray"} and kill.responsible == "A"


@pytest.mark.parametrize("edit", ["mark", "move", "unbuff", "remove"])
def test_cleanup_after_each_sandbox_edit(edit):
    """318, 319.6, 319.7, 319.8: every sandbox edit is followed by a Cleanup, which kills units
    with lethal damage (nobody responsible, 411.2)."""
    st = board(units=[("lee", "Lee Sin, Centered", None, "A", "camp"),
                      ("u", "Unit", 1, "A", "camp", {"buffed": True, "damage": 3})],
               battlefields=[("camp", "Trifarian War Camp"), "south"])
    # Might 1 + 1 buff + 2 Lee + 1 War Camp = 5 with 3 damage
    if edit == "mark":
        r = mark(st, "u", 2)
    elif edit == "move":
        r = move(st, "lee", "south")  # -2
    elif edit == "unbuff":
        r = set_state(st, "u", buffed=False)  # -1 -2
    else:
        r = remove(st, "lee")
    assert len(r.of("cleanup")) == 1
    kill = r.one("kill", target="u")
    assert kill.responsible is None and kill.attributed_to == ()
    assert r.obj("u").zone == "trash"


def test_cleanup_after_add_with_lethal_damage():
    """319.6: a unit put on the board (sandbox add) with lethal damage dies in the Cleanup after."""
    st = board(units=[("u", "Unit", 3, "B", "north")])
    r = add(st, "x", "Extra", "B", "north", might=2, damage=2)
    assert r.one("kill", target="x").responsible is None


def test_323_5_simultaneous_kills_in_one_cleanup():
    """323.5: all units with lethal damage are killed in the same Cleanup (Challenge, both sides)."""
    st = board(units=[("a", "A1", 3, "A", "north"), ("b", "B1", 3, "B", "north")])
    r = play(st, "Challenge", by="A", targets=["a", "b"])
    assert len(r.of("cleanup")) == 1
    i = r.kinds().index("cleanup")
    assert r.kinds()[i + 1:i + 3] == ["kill", "kill"]
    assert {e.target for e in r.of("kill")} == {"a", "b"}


def test_322_cleanup_repeats_static_source_dies_then_another_unit_dies_later():
    """322, 428.5.c, 411.2: Void Seeker kills Garen; his +1 is gone, so the Recruit's 1 damage is
    now lethal and it dies in a second Cleanup, credited to nothing, nobody responsible."""
    st = board(units=[("garen", "Garen, Commander", None, "B", "north", {"damage": 1}),
                      ("rec", "Recruit", None, "B", "north", {"damage": 1})])
    r = play(st, "Void Seeker", by="A", targets=["garen"], id="seek")
    assert len(r.of("cleanup")) == 2
    kg, kr = r.one("kill", target="garen"), r.one("kill", target="rec")
    assert ids(kg.attributed_to) == {"seek"} and kg.responsible == "A"
    assert kr.attributed_to == () and kr.responsible is None
    assert kg.seq < kr.seq
    assert r.one("might", target="rec").amount == 1
    assert r.conds(unit="rec") == []


def test_322_cleanup_repeats_three_times():
    """322: Garen dies (spell), then Darius (lost Garen's +1), then a unit that had both bonuses:
    three Cleanups; only the first kill is credited."""
    st = board(units=[("garen", "Garen, Commander", None, "B", "north", {"damage": 2}),
                      ("darius", "Darius, Executioner", None, "B", "north", {"damage": 6}),
                      ("x", "X", 1, "B", "north", {"damage": 1})])
    # Garen 5 + 1 (Darius) = 6 with 2; Darius 6 + 1 (Garen) = 7 with 6; X 1 + 1 + 1 = 3 with 1
    r = play(st, "Void Seeker", by="A", targets=["garen"], id="seek")
    assert len(r.of("cleanup")) == 3
    assert [e.target for e in r.of("kill")] == ["garen", "darius", "x"]
    assert [ids(e.attributed_to) for e in r.of("kill")] == [{"seek"}, set(), set()]
    assert [e.responsible for e in r.of("kill")] == ["A", None, None]


def test_323_7_equipment_of_a_killed_unit_is_recalled():
    """323.7, 457.1, 435.4.b: the Equipment of a unit killed at a battlefield stays there, unattached,
    and the Cleanup recalls it to its controller's base."""
    st = board(units=[("u", "Unit", 2, "B", "north")],
               gear=[("blade", "Doran's Blade", "B", {"attached_to": "u"})])
    r = play(st, "Hidden Blade", by="A", targets=["u"])
    rec = r.one("recall", target="blade")
    assert "457.1" in rec.rules
    blade = r.obj("blade")
    assert blade.zone == "board" and blade.at == "base" and blade.attached_to is None


def test_cleanup_event_only_when_something_changed():
    """322, SPEC 4: a `cleanup` event is recorded only when the Cleanup changed something."""
    st = board(units=[("u", "Unit", 9, "B", "north")])
    r = play(st, "Hextech Ray", by="A", targets=["u"])
    assert r.of("cleanup") == [] and r.of("kill") == []


SHRINK = {"name": "Shrink", "kind": "spell", "targets": [{"what": "unit"}],
          "effects": [{"op": "might", "target": 1, "amount": -5}]}


@pytest.mark.parametrize("damage,dies", [(0, False), (1, True)])
def test_142_4_b_lethal_damage_is_non_zero(damage, dies):
    """142.4.b (and its 0-Might example), 323.5: lethal damage is a non-zero amount at least the
    unit's Might: a unit whose Might drops to -2 dies only if it has some damage."""
    st = board(units=[("u", "Unit", 3, "B", "north", {"damage": damage})], cards=[SHRINK])
    r = play(st, "Shrink", by="A", targets=["u"])
    assert r.one("might", target="u").amount == -2
    assert bool(r.of("kill", target="u")) is dies


def test_143_2_b_negative_might_counts_as_zero_when_dealing_damage():
    """143.2.b: a unit with negative Might deals 0 (no Deal) under Challenge and adds 0 to its
    side's combat total."""
    from tests.engine.helpers import combat

    st = board(units=[("a", "A1", 3, "A", "north"), ("b", "B1", 3, "B", "north")], cards=[SHRINK])
    r = play(st, "Shrink", by="B", targets=["a"])
    r2 = play(r, "Challenge", by="A", targets=["a", "b"])
    assert r2.of("damage", target="b") == []
    assert r2.one("damage", target="a").amount == 3
    r3 = combat(r, "north", attackers=["a"], defenders=["b"])
    assert [e for e in r3.of("combat_assign") if e.responsible == "A"] == []
    assert r3.obj("b").zone == "board"


@pytest.mark.parametrize("where,lee_bonus", [("north", 2), ("south", 0)])
def test_143_2_statics_lee_sin_and_war_camp_decide_lethal(where, lee_bonus):
    """143.2.a, 323.5: lethal damage is judged on current Might: Lee Sin gives +2 to other buffed
    friendly units at his location; Trifarian War Camp +1 to every unit there (either player's)."""
    st = board(units=[("lee", "Lee Sin, Centered", None, "A", where),
                      ("u", "Unit", 2, "A", "north", {"buffed": True}),
                      ("e", "Enemy", 2, "B", "north")],
               battlefields=[("north", "Trifarian War Camp"), "south"])
    r = mark(st, "u", 3 + lee_bonus)   # Might 2 + 1 buff + 1 camp + Lee
    assert r.of("kill") == []
    r = mark(r, "u", 1)
    assert r.one("kill", target="u")
    r = mark(st, "e", 2)               # 2 + 1 camp: the camp helps the enemy too
    assert r.of("kill") == []
