"""Attach and Equipment (434, 435, 716-719, 818): Might Bonus and effect text while attached,
attachment follows the unit, detaching when the unit leaves the board, printed text inactive."""

from riftboard.engine.might import might
from tests.engine.helpers import activate, attach, board, combat, designer, move, play


def _st():
    return board(units=[("h", "H", 2, "A", "north"), ("k", "K", 2, "A", "north"),
                        ("e", "E", 9, "B", "north")],
                 gear=[("blade", "Doran's Blade", "A", {"exhausted": True}),
                       ("shield", "Doran's Shield", "A")],
                 battlefields=["north", "south"])


def test_718_4_might_bonus_while_attached_and_434_5_state_unchanged():
    """434.1.d, 718.4: Doran's Blade's +2 applies while attached (a might event); 434.5, 719.4:
    attaching an exhausted Equipment does not ready it; 434.4: it moves to the unit's location."""
    r = attach(_st(), "blade", "h")
    ev = r.one("attach", target="h")
    assert ev.responsible is None and "718.4" in ev.rules
    assert r.one("might", target="h").amount == 4
    blade = r.obj("blade")
    assert (blade.attached_to, blade.at, blade.exhausted) == ("h", "north", True)


def test_434_1_g_attaching_to_the_current_unit_does_nothing():
    """434.1.g: attaching a card to its current Top-Most Card has no effect."""
    r = attach(_st(), "blade", "h")
    r = attach(r, "blade", "h")
    assert r.of("might") == [] and r.might("h") == 4


def test_434_1_f_attaching_elsewhere_detaches_from_the_first_unit():
    """434.1.f, 435.1.e: attached to a new unit, the Equipment leaves the old one (its bonus too)."""
    r = attach(_st(), "blade", "h")
    r = attach(r, "blade", "k")
    assert {e.target: e.amount for e in r.of("might")} == {"h": 2, "k": 4}
    assert r.obj("blade").attached_to == "k"


def test_719_3_a_attached_equipment_moves_with_its_unit():
    """719.3.a: when the unit changes location its Equipment goes with it (not a move of its own)."""
    r = attach(_st(), "blade", "h")
    r = move(r, "h", "south")
    assert r.obj("blade").at == "south"
    assert [e.target for e in r.of("move")] == ["h"]


def test_719_5_unit_leaving_the_board_detaches_and_the_gear_is_recalled():
    """719.5, 435.4.b, 457.1: the unit returns to hand; the Equipment detaches at the unit's last
    location and the next Cleanup recalls it to its controller's base."""
    r = attach(_st(), "blade", "h")
    r = play(r, "Rebuke", by="B", targets=["h"])
    blade = r.obj("blade")
    assert (blade.zone, blade.at, blade.attached_to) == ("board", "base", None)
    assert "457.1" in r.one("recall", target="blade").rules


def test_718_3_granted_keyword_tank_while_attached():
    """718.3, 815: Doran's Shield gives its unit Tank (and +1): combat damage goes to it first."""
    st = board(units=[("a", "Atk", 4, "B", "north"), ("x", "X", 2, "A", "north"),
                      ("t", "T", 2, "A", "north")],
               gear=[("shield", "Doran's Shield", "A")])
    r = activate(st, "shield", targets=["t"])
    assert r.might("t") == 3
    r = combat(r, "north", attackers=["a"], defenders=["x", "t"])
    got = {e.target: e.amount for e in r.of("combat_assign") if e.responsible == "B"}
    assert got == {"t": 3, "x": 1}


def test_718_2_attached_equipments_printed_statics_are_inactive():
    """718.2: while attached, an Equipment's printed rules text is inactive: a designer Equipment
    whose own text gives friendly units here +1 helps nobody once attached."""
    flag = designer("Flag", kind="gear", equipment=True,
                    statics=[{"op": "might", "who": "friendly_here", "amount": 1}])
    st = board(units=[("h", "H", 2, "A", "base")], gear=[("f", "Flag", "A")], cards=[flag])
    assert might(st, st.obj("h")) == 3  # unattached gear in the same base: active
    r = attach(st, "f", "h")
    assert r.might("h") == 2
    assert r.one("might", target="h").amount == 2


def test_718_5_e_equipment_may_have_another_controller():
    """718.5.e, 718.5.f: an Equipment controlled by B attached to A's unit stays B's; the unit's
    granted ability is controlled by the unit's controller (A)."""
    st = board(units=[("hero", "Hero", 4, "A", "north"), ("s", "Scout", 5, "B", "north")],
               gear=[("bow", "Recurve Bow", "B", {"attached_to": "hero"})])
    r = combat(st, "north", attackers=["hero"], defenders=["s"])
    trig = r.one("trigger")
    assert trig.sources[0].controller == "A" and trig.responsible == "A"
    assert r.obj("bow").controller == "B"
