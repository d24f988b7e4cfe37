"""Combat (459-466): Might with Assault and Shield, damage assignment (465.2.c, Tank 815, Prevent
437.5.a), simultaneous damage (465.2.c.1.a), the Combat Cleanup (466.1: kill, heal all, recall
attackers if defenders remain) and combat kill credit (428.5.c.2 in 1.4, none in 1.3)."""

import pytest

from tests.engine.helpers import board, combat, ids, play, raises_illegal


def assigned(r, player=None):
    return {e.target: e.amount for e in r.of("combat_assign")
            if player is None or e.responsible == player}


# -- default assignment --------------------------------------------------------------------------
@pytest.mark.parametrize("defenders,expected", [
    (["x", "y", "z"], {"x": 3, "y": 2}),
    (["y", "x", "z"], {"y": 2, "x": 3}),
    (["z", "y", "x"], {"z": 4, "y": 1}),
    (["z"], {"z": 4, "x": 1}),  # units left out follow in file order
])
def test_465_2_c_3_default_assignment_lethal_first_in_list_order(defenders, expected):
    """465.2.c.3, SPEC 2: by default each unit in list order gets lethal damage before the next."""
    st = board(units=[("a", "Atk", 5, "A", "north"), ("x", "X", 3, "B", "north"),
                      ("y", "Y", 2, "B", "north"), ("z", "Z", 4, "B", "north")])
    r = combat(st, "north", attackers=["a"], defenders=defenders)
    assert assigned(r, "A") == expected


def test_465_2_c_4_default_assignment_excess_goes_on_the_last_unit():
    """465.2.c.4: once every unit has lethal damage the excess goes on the last unit listed."""
    st = board(units=[("a", "Atk", 10, "A", "north"), ("x", "X", 3, "B", "north"),
                      ("y", "Y", 2, "B", "north")])
    r = combat(st, "north", attackers=["a"], defenders=["x", "y"])
    assert assigned(r, "A") == {"x": 3, "y": 7}


def test_465_2_c_4_lethal_need_counts_marked_damage():
    """465.2.c.4 example: 5 damage among 3-Might units that already have 1 damage: 2 each."""
    st = board(units=[("a", "Atk", 5, "A", "north")]
               + [(f"d{i}", f"D{i}", 3, "B", "north", {"damage": 1}) for i in range(4)])
    r = combat(st, "north", attackers=["a"], defenders=["d0", "d1", "d2", "d3"])
    assert assigned(r, "A") == {"d0": 2, "d1": 2, "d2": 1}


def test_437_5_a_lethal_need_counts_prevention():
    """437.5.a, 465.2.c.5: a 2-Might unit with Prevent 3 needs 5 assigned to be lethal; the dealt
    damage is 2 after prevention and it dies."""
    st = board(units=[("a", "Atk", 6, "A", "north"), ("w", "Warded", 2, "B", "north"),
                      ("y", "Y", 4, "B", "north")])
    r = play(st, "Prevention Ward", by="B", targets=["w"])
    r = combat(r, "north", attackers=["a"], defenders=["w", "y"])
    assert assigned(r, "A") == {"w": 5, "y": 1}
    dmg = r.one("damage", target="w")
    assert dmg.amount == 2 and dmg.modifiers[0].amount == -3
    assert r.one("kill", target="w").combat


@pytest.mark.parametrize("tank_card", ["Doran's Shield", "taric"])
def test_815_tank_is_assigned_lethal_damage_first(tank_card):
    """815.1.b, 465.2.c.6: a Tank (Doran's Shield's granted Tank, or Taric's own) gets lethal damage
    before the others, wherever it is listed."""
    if tank_card == "taric":
        units = [("t", "Taric, Protector", None, "B", "north")]  # 4 + 1 Shield when defending
        gear = []
        need = 5
    else:
        units = [("t", "Tanky", 2, "B", "north")]
        gear = [("sh", "Doran's Shield", "B", {"attached_to": "t"})]  # 2 + 1
        need = 3
    st = board(units=[("a", "Atk", 6, "A", "north"), ("x", "X", 2, "B", "north")] + units, gear=gear)
    r = combat(st, "north", attackers=["a"], defenders=["x", "t"])
    got = assigned(r, "A")
    assert got["t"] == need
    assert got.get("x", 0) == 6 - need
    first = [e.target for e in r.of("combat_assign") if e.responsible == "A"]
    assert set(first) >= {"t"}


# -- Assault and Shield -----------------------------------------------------------------------------
def test_assault_and_shield_might_while_attacking_or_defending():
    """465.2 (current Might), 143.2: Captain Farron (other attackers: Assault 1, not himself), Serrated Dirk (Assault 2),
    Immortal Phoenix (Assault 2) count only while attacking; Taric's Shield (himself and his other
    units) only while defending; each is a `might` event at the start and undone at the end."""
    st = board(units=[("far", "Captain Farron", None, "A", "north"), ("x", "X", 2, "A", "north"),
                      ("phx", "Immortal Phoenix", None, "A", "north"), ("d", "D", 1, "A", "north"),
                      ("tar", "Taric, Protector", None, "B", "north"), ("y", "Y", 30, "B", "north")],
               gear=[("dirk", "Serrated Dirk", "A", {"attached_to": "d"})])
    r = combat(st, "north", attackers=["far", "x", "phx", "d"], defenders=["tar", "y"])
    start = r.events.index(r.one("combat_start"))
    end = r.events.index(r.one("combat_end"))
    ups = {e.target: e.amount for e in r.events[start:start + 8] if e.kind == "might"}
    assert ups == {"x": 3, "phx": 6, "d": 4, "tar": 5, "y": 31}
    assert "far" not in ups
    total_a = sum(e.amount for e in r.of("combat_assign") if e.responsible == "A")
    assert total_a == 5 + 3 + 6 + 4
    downs = {e.target: e.amount for e in r.events[end:] if e.kind == "might"}
    assert all(downs[u] == m for u, m in {"phx": 3, "d": 1, "y": 30}.items() if u in downs)


def test_assault_does_not_apply_when_defending_and_shield_not_when_attacking():
    """465.2, 143.2: Assault N: +N while attacking only; Shield: +N while defending only (Taric attacking)."""
    st = board(units=[("tar", "Taric, Protector", None, "A", "north"), ("y", "Y", 2, "A", "north"),
                      ("far", "Captain Farron", None, "B", "north"), ("x", "X", 2, "B", "north"),
                      ("phx", "Immortal Phoenix", None, "B", "north")])
    r = combat(st, "north", attackers=["tar", "y"], defenders=["far", "x", "phx"])
    assert r.of("might") == []
    assert sum(e.amount for e in r.of("combat_assign") if e.responsible == "A") == 6
    assert sum(e.amount for e in r.of("combat_assign") if e.responsible == "B") == 10


# -- given assignments -------------------------------------------------------------------------------
def _tank_board():
    # Attacker 9 Might against Tank T (3 + 1 Doran's Shield = 4) and U (3)
    return board(units=[("a", "Atk", 9, "A", "north"), ("t", "T", 3, "B", "north"),
                        ("u", "U", 3, "B", "north")],
                 gear=[("sh", "Doran's Shield", "B", {"attached_to": "t"})])


def _pair_board():
    # Attacker 9 Might against X (3) and Y (3), no Tank
    return board(units=[("a", "Atk", 9, "A", "north"), ("x", "X", 3, "B", "north"),
                        ("y", "Y", 3, "B", "north")])


@pytest.mark.parametrize("make,assign", [
    (_tank_board, {"t": 4, "u": 5}),
    (_tank_board, {"u": 5, "t": 4}),   # key order is ignored
    (_pair_board, {"x": 3, "y": 6}),
    (_pair_board, {"x": 6, "y": 3}),   # some order works: Y lethal first, the excess on X
])
def test_465_2_c_legal_given_assignment(make, assign):
    """465.2.c.3, 465.2.c.4, 815: an assignment some order of which gives the Tank lethal first,
    then lethal to the next, excess only on the last, is legal and is dealt as given."""
    receivers = sorted(assign)
    r = combat(make(), "north", attackers=["a"], defenders=receivers, assign=assign)
    assert assigned(r, "A") == assign
    assert {e.target: e.amount for e in r.of("damage") if e.responsible == "A"} == assign


@pytest.mark.parametrize("assign,reason", [
    ({"u": 9}, "more than"),                      # overkill while the Tank could still take damage
    ({"t": 9}, "more than"),                      # overkill on the Tank while U remains
    ({"t": 6, "u": 3}, "Tank"),                   # the Tank must come first: no excess on it
    ({"t": 5, "u": 4}, "more than"),              # neither order works
    ({"t": 4, "u": 4}, "adds up to"),             # wrong total
    ({"t": 4, "u": 6}, "adds up to"),
])
def test_465_2_c_illegal_given_assignment_with_reason(assign, reason):
    """465.2.c, 465.2.c.3, 465.2.c.4, 815.1.c.2: an illegal assignment is refused with its reason."""
    msg = raises_illegal(combat, _tank_board(), "north", attackers=["a"], defenders=["u", "t"],
                         assign=assign)
    assert reason in msg


def test_465_2_c_3_non_lethal_before_the_next_is_refused():
    """465.2.c.3: a unit must have lethal damage before another unit is assigned any (5 among
    three 3-Might units as 1, 1, 3 is refused)."""
    st = board(units=[("a", "Atk", 5, "A", "north"), ("x", "X", 3, "B", "north"),
                      ("y", "Y", 3, "B", "north"), ("z", "Z", 3, "B", "north")])
    msg = raises_illegal(combat, st, "north", attackers=["a"], assign={"x": 1, "y": 1, "z": 3})
    assert "less than" in msg and "465.2.c.3" in msg


def test_815_1_c_2_tank_skipped_is_refused():
    """815.1.c.2: a non-Tank unit cannot be assigned damage before the Tank has lethal damage."""
    st = board(units=[("a", "Atk", 3, "A", "north"), ("t", "T", 3, "B", "north"),
                      ("u", "U", 3, "B", "north")],
               gear=[("sh", "Doran's Shield", "B", {"attached_to": "t"})])
    msg = raises_illegal(combat, st, "north", attackers=["a"], defenders=["u", "t"],
                         assign={"u": 3})
    assert "Tank" in msg and "815" in msg


def test_465_2_c_one_side_given_other_side_default():
    """SPEC 2: a side left out of `assign` takes the default assignment."""
    st = board(units=[("a1", "A1", 2, "A", "north"), ("a2", "A2", 2, "A", "north"),
                      ("b", "B1", 3, "B", "north")])
    r = combat(st, "north", attackers=["a1", "a2"], defenders=["b"], assign={"a2": 2, "a1": 1})
    assert assigned(r, "B") == {"a2": 2, "a1": 1}
    assert assigned(r, "A") == {"b": 4}


def test_illegal_combat_changes_nothing_and_names_the_problem():
    """459, 461, 462: a combat needs units of both players at the battlefield, the attackers all of
    one player; a refused step leaves the board as it was."""
    st = board(units=[("a", "A1", 2, "A", "north"), ("b", "B1", 2, "B", "south"),
                      ("c", "C1", 2, "B", "north")], battlefields=["north", "south"])
    assert "not at" in raises_illegal(combat, st, "north", attackers=["a"], defenders=["b"])
    assert "one player" in raises_illegal(combat, st, "north", attackers=["a", "c"])
    only = board(units=[("a", "A1", 2, "A", "north")])
    assert "none" in raises_illegal(combat, only, "north", attackers=["a"])
    assert "does not take part" in raises_illegal(combat, st, "north", attackers=["a"],
                                                  assign={"b": 2})
    assert st.obj("a").damage == 0 and st.combat is None


# -- damage, Combat Cleanup ----------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", ["1.4", "1.3"])
def test_465_2_c_1_a_damage_is_simultaneous(ruleset):
    """465.2.c.1.a, 466.1: both sides deal their damage at once, so two units that kill each other
    both deal damage and both die in the one Combat Cleanup."""
    st = board(units=[("a", "A1", 4, "A", "north"), ("b", "B1", 4, "B", "north")], ruleset=ruleset)
    r = combat(st, "north", attackers=["a"], defenders=["b"])
    assert {e.target for e in r.of("damage")} == {"a", "b"}
    [cl] = r.of("cleanup")
    assert cl.combat
    kills = r.of("kill")
    assert {k.target for k in kills} == {"a", "b"} and all(k.combat for k in kills)
    i = r.events.index(cl)
    assert [e.kind for e in r.events[i + 1:i + 3]] == ["kill", "kill"]


def test_466_1_combat_cleanup_heals_all_and_recalls_attackers_if_defenders_remain():
    """466.1.a.1: the Combat Cleanup heals every unit (wherever it is); 466.1.a.2: attackers at the
    battlefield are recalled when defenders are still there (a recall, not a move)."""
    st = board(units=[("a1", "A1", 2, "A", "north"), ("a2", "A2", 2, "A", "north"),
                      ("b", "B1", 5, "B", "north"),
                      ("far", "Faraway", 3, "A", "south", {"damage": 1})],
               battlefields=["north", "south"])
    r = play(st, "Prevention Ward", by="A", targets=["a1"])
    # B's 5: 2 kills A2, 3 on A1 is prevented; A's 4 does not kill B
    r = combat(r, "north", attackers=["a1", "a2"], defenders=["b"], assign={"a2": 2, "a1": 3})
    assert [k.target for k in r.of("kill")] == ["a2"]
    assert r.one("prevented", target="a1").combat
    heals = {e.target: e.amount for e in r.of("heal")}
    assert heals == {"b": 4, "far": 1}
    assert all("466.1.a.1" in e.rules for e in r.of("heal"))
    rec = r.one("recall", target="a1")
    assert "466.1.a.2" in rec.rules and r.of("move") == []
    assert r.obj("a1").at == "base"
    assert r.obj("b").at == "north" and r.obj("b").damage == 0
    assert rec.seq > max(e.seq for e in r.of("heal")) > r.one("kill").seq


def test_466_1_a_2_no_recall_when_no_defender_remains():
    """466.1.a.2: when every defender died, the attackers stay at the battlefield."""
    st = board(units=[("a", "A1", 5, "A", "north"), ("b", "B1", 2, "B", "north")])
    r = combat(st, "north", attackers=["a"], defenders=["b"])
    assert r.of("recall") == []
    assert r.obj("a").at == "north" and r.obj("a").damage == 0


@pytest.mark.parametrize("ruleset", ["1.4", "1.3"])
def test_faq_garen_recruit_healed_before_losing_might(ruleset):
    """466.1 (FAQ, Garen + Recruit): Garen dies in the Combat Cleanup, all units heal, then lethal
    damage is checked again: the Recruit (2 Might with Garen, 1 damage) survives with 1 Might."""
    st = board(units=[("garen", "Garen, Commander", None, "A", "north"),
                      ("rec", "Recruit", None, "A", "north"), ("titan", "Titan", 6, "B", "north")],
               ruleset=ruleset)
    r = combat(st, "north", attackers=["titan"], defenders=["garen", "rec"],
               assign={"garen": 5, "rec": 1})
    assert r.one("damage", target="rec").amount == 1
    assert {k.target for k in r.of("kill")} == {"garen", "titan"}
    assert r.obj("rec").zone == "board" and r.obj("rec").damage == 0
    assert r.might("rec") == 1


def test_faq_taric_shield_unit_healed_before_losing_shield():
    """466.1 (FAQ, Taric): Taric dies; a defender that had 2 + 1 Shield and took 2 is healed in the
    same Combat Cleanup and survives losing the Shield."""
    st = board(units=[("tar", "Taric, Protector", None, "B", "north"), ("u", "U", 2, "B", "north"),
                      ("a", "Atk", 7, "A", "north")])
    r = combat(st, "north", attackers=["a"], defenders=["tar", "u"], assign={"tar": 5, "u": 2})
    assert {k.target for k in r.of("kill")} == {"tar", "a"}
    assert r.obj("u").zone == "board" and r.obj("u").damage == 0


def test_428_5_c_2_combat_kills_credited_to_opposing_units_in_1_4():
    """428.5.c.2 (1.4): a Combat Cleanup kill is credited to the units that dealt the combat damage,
    and their controller is responsible."""
    st = board(units=[("a1", "A1", 3, "A", "north"), ("a2", "A2", 3, "A", "north"),
                      ("b", "B1", 5, "B", "north")])
    r = combat(st, "north", attackers=["a1", "a2"], defenders=["b"])
    kb = r.one("kill", target="b")
    assert ids(kb.attributed_to) == {"a1", "a2"} and kb.responsible == "A" and kb.combat
    assert "428.5.c.2" in kb.rules
    ka = r.one("kill", target="a1")
    assert ids(ka.attributed_to) == {"b"} and ka.responsible == "B"


def test_428_5_c_2_absent_in_1_3_combat_kills_credit_nothing():
    """1.3 (no 428.5.c.2): a Combat Cleanup kill is credited to nothing and nobody is responsible."""
    st = board(units=[("a1", "A1", 3, "A", "north"), ("a2", "A2", 3, "A", "north"),
                      ("b", "B1", 5, "B", "north")], ruleset="1.3")
    r = combat(st, "north", attackers=["a1", "a2"], defenders=["b"])
    assert r.of("kill")
    for k in r.of("kill"):
        assert k.attributed_to == () and k.responsible is None and k.combat
    assert r.conds() == []


def test_sandbox_never_stages_a_combat():
    """460, 461, SPEC 2: sandbox edits never stage a combat; moving a unit to an enemy's battlefield makes
    no combat events."""
    from tests.engine.helpers import move
    st = board(units=[("a", "A1", 3, "A", "base"), ("b", "B1", 3, "B", "north")])
    r = move(st, "a", "north")
    assert [e.kind for e in r.events] == ["move"]
