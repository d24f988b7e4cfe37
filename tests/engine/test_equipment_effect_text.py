"""An Equipment's effect text is its unit's text while attached (718.3): passive abilities it
grants (a Might change, a keyword for the unit or its friends there, no move by an opponent's
spell or ability), tags it gives, and a condition about the Equipment itself (whether it
was attached this turn)."""

from __future__ import annotations

from riftboard.engine import actions as A
from riftboard.engine.might import might_parts
from tests.engine.helpers import (
    _apply,
    activate,
    attach,
    board,
    combat,
    designer,
    end_turn,
    play,
    raises_illegal,
)

MECH_RALLY = designer("Mech Rally", effects=[{"op": "might_each", "amount": 1, "who": "friendly",
                                               "tagged": "Mech"}])


def _gear(*gear, units=None, battlefields=("north", "south"), cards=()):
    units = units or [("h", "H", 2, "A", "north"), ("p", "P", 1, "A", "north"),
                      ("s", "S", 1, "A", "south"), ("e", "E", 3, "B", "north")]
    return board(units=units, gear=list(gear), battlefields=battlefields, cards=list(cards))


def test_718_3_brutalizer_plus_2_only_the_turn_it_was_attached():
    """718.3, 718.4, 317.2.c: Brutalizer's +1 always, +2 more while it is on a unit it was
    attached to this turn by a game action; the +2 ends with the turn (a `might` event)."""
    r = activate(_gear(("b", "Brutalizer", "A")), "b", targets=["h"])
    assert r.might("h") == 5
    assert ("Brutalizer", 2) in might_parts(r.state, r.obj("h"))
    r = end_turn(r)
    assert r.might("h") == 3
    assert r.one("might", target="h").amount == 3


def test_718_3_brutalizer_a_sandbox_attach_is_not_attached_this_turn():
    """411.2: a sandbox attach is no game action; Brutalizer gives only its Might Bonus then."""
    r = attach(_gear(("b", "Brutalizer", "A")), "b", "h")
    assert r.might("h") == 3


def test_718_3_hand_hammer_plus_2_with_just_one_friend_at_its_battlefield():
    """718.3: Hand Hammer's +2 reads the equipped unit: sharing a battlefield with just one
    other friendly unit (the Page), it holds; once the Page leaves it does not."""
    r = activate(_gear(("hh", "Hand Hammer", "A")), "hh", targets=["h"])
    assert r.might("h") == 5
    r = _apply(r, A.Move(obj="p", to="south"))
    assert r.might("h") == 3
    assert r.one("might", target="h").amount == 3


def test_810_boots_of_swiftness_ganking_for_the_equipped_unit_only():
    """810, 144.4.c.1, 718.3: the equipped unit may make a standard move from a battlefield to
    another; a friend at the same battlefield may not."""
    r = activate(_gear(("boots", "Boots of Swiftness", "A")), "boots", targets=["h"])
    assert "Ganking" in raises_illegal(_apply, r, A.StandardMove(units=("p",), to="south"))
    r = _apply(r, A.StandardMove(units=("h",), to="south"))
    assert r.obj("h").at == "south" and r.obj("boots").at == "south"


def test_810_shurelyas_requiem_ganking_for_friendly_units_at_the_equipped_units_location():
    """810, 718.3: "your units here": friends at the equipped unit's battlefield get Ganking,
    a friend at another battlefield does not, and unattached it gives nothing (718.2)."""
    st = _gear(("req", "Shurelya's Requiem", "A"))
    assert "Ganking" in raises_illegal(_apply, st, A.StandardMove(units=("p",), to="south"))
    r = activate(st, "req", targets=["h"])
    assert "Ganking" in raises_illegal(_apply, r, A.StandardMove(units=("s",), to="north"))
    r = _apply(r, A.StandardMove(units=("p",), to="south"))
    assert r.obj("p").at == "south"


def test_054_1_055_jagged_cutlass_an_enemy_spells_move_is_skipped_its_controllers_is_not():
    """054.1, 055, 718.3: an opponent's Charm does not move the equipped unit (a `fizzle`
    event, no `move`); its controller's own Ride the Wind does."""
    r = activate(_gear(("c", "Jagged Cutlass", "A")), "c", targets=["h"])
    r = play(r, "Charm", by="B", targets=["h"], to="base")
    ev = r.one("fizzle", target="h")
    assert ev.rules == ("054.1", "055") and "Jagged Cutlass" in ev.text
    assert r.obj("h").at == "north" and not r.of("move")
    r = play(r, "Ride the Wind", by="A", targets=["h"], to="south")
    assert r.obj("h").at == "south"


def test_718_3_experimental_hexplate_makes_the_unit_a_mech():
    """718.3: "I am a Mech": a group of your Mechs includes the equipped unit, and only while
    it is attached."""
    st = _gear(("x", "Experimental Hexplate", "A"), cards=[MECH_RALLY])
    r = play(st, "Mech Rally", by="A")
    assert r.might("h") == 2
    r = activate(r, "x", targets=["h"])
    r = play(r, "Mech Rally", by="A")
    assert r.might("h") == 4 and r.might("p") == 1


def test_718_3_pendulum_blade_plus_2_this_turn_when_the_unit_moves_to_a_battlefield():
    """718.3, 143.2: Pendulum Blade's granted move-to-a-battlefield trigger gives the
    equipped unit +2 this turn; a move to base does not trigger it."""
    units = [("h", "H", 2, "A", "base"), ("e", "E", 3, "B", "north")]
    r = activate(_gear(("pb", "Pendulum Blade", "A"), units=units), "pb", targets=["h"])
    assert r.might("h") == 3
    r = _apply(r, A.StandardMove(units=("h",), to="north"))
    assert r.might("h") == 5
    r = end_turn(r)
    assert r.might("h") == 3


def test_718_4_cloth_armor_shield_2_while_defending():
    """718.3, 814: Cloth Armor's unit has Shield 2: +2 Might while it defends."""
    st = _gear(("ca", "Cloth Armor", "A"), units=[("h", "H", 1, "A", "north"),
                                                  ("e", "E", 2, "B", "north")])
    r = attach(st, "ca", "h")
    r = combat(r, "north", attackers=["e"], defenders=["h"])
    assert r.one("damage", target="e").amount == 3
