"""Two small primitives of Spiritforged's cards: `kill_give_might` (Deathgrip: a kill, and if
it happened another unit gets the victim's Might this turn, 428.1.a.1, 143.2) and
`prevent_next` (Counter Strike: all of the next damage a unit would be dealt this turn is
prevented, then the prevention ends, 437.1.b.2, 437.7, 465.2.c.10)."""

from __future__ import annotations

from tests.engine.helpers import board, combat, designer, ids, play

GRIP = designer("Grip", targets=[{"what": "unit", "side": "friendly"},
                                 {"what": "unit", "side": "friendly"}],
                effects=[{"op": "kill_give_might", "target": 1, "other": 2}])
ONCE = designer("Once", targets=[{"what": "unit"}], effects=[{"op": "prevent_next", "target": 1}])
SAVED = designer("Saved", "unit", might=4,
                 statics=[{"op": "save", "who": "self"}])


def _grip_board():
    return board(units=[("big", "Big", 4, "A", "north"), ("pal", "Pal", 2, "A", "north"),
                        ("saved", "Saved", None, "A", "north"), ("foe", "Foe", 3, "B", "north")],
                 cards=[GRIP, ONCE, SAVED])


def test_428_1_a_1_143_2_the_victim_dies_and_its_might_goes_to_the_other_unit():
    r = play(_grip_board(), "Grip", by="A", targets=["big", "pal"], id="grip")
    kill = r.one("kill", target="big")
    assert ids(kill.attributed_to) == {"grip"} and kill.responsible == "A"
    assert kill.reason == "kill_instruction"
    might = r.one("might", target="pal")
    assert might.amount == 6 and ids(might.sources) == {"grip"}
    assert r.might("pal") == 6


def test_143_2_the_might_read_is_the_victims_current_might():
    """A victim given +2 this turn gives its 6, not its printed 4."""
    pump = designer("Pump", targets=[{"what": "unit"}],
                    effects=[{"op": "might", "target": 1, "amount": 2}])
    st = board(units=[("big", "Big", 4, "A", "north"), ("pal", "Pal", 2, "A", "north")],
               cards=[GRIP, pump])
    r = play(play(st, "Pump", by="A", targets=["big"]), "Grip", by="A", targets=["big", "pal"])
    assert r.might("pal") == 8


def test_369_a_replaced_death_is_no_kill_so_no_might_is_given():
    """"If you do": the Saved unit's death is replaced (healed, exhausted, recalled), so the
    other unit gets nothing."""
    r = play(_grip_board(), "Grip", by="A", targets=["saved", "pal"])
    assert r.of("kill") == [] and r.one("death_replaced", target="saved")
    assert r.of("might") == [] and r.might("pal") == 2


def test_437_1_b_2_prevent_next_prevents_all_of_the_next_damage_then_ends():
    """Hextech Ray's 3 is prevented in full; the second Ray's 3 is dealt (the prevention is
    spent)."""
    st = board(units=[("guard", "Guard", 5, "B", "north")], cards=[ONCE])
    r = play(st, "Once", by="B", targets=["guard"], id="once")
    assert r.one("delayed_created", target="guard")
    r = play(r, "Hextech Ray", by="A", targets=["guard"], id="ray1")
    p = r.one("prevented", target="guard")
    assert p.amount == 0 and [(m.kind, m.amount, m.source.id) for m in p.modifiers] == [
        ("prevent", -3, "once")]
    assert r.obj("guard").damage == 0 and r.obj("guard").prevents == ()
    r = play(r, "Hextech Ray", by="A", targets=["guard"], id="ray2")
    assert r.one("damage", target="guard").amount == 3 and r.obj("guard").damage == 3


def test_465_2_c_10_a_unit_under_prevent_next_is_assigned_combat_damage_as_usual():
    """465.2.c.10's example: the unit can still be dealt damage, so lethal damage is assigned to
    it first as to any unit (not infinite as under Prevent All); all of it is then prevented
    and the excess goes on to the next defender."""
    st = board(units=[("att", "Attacker", 6, "A", "north"), ("d1", "Front", 3, "B", "north"),
                      ("d2", "Back", 3, "B", "north")], cards=[ONCE])
    r = play(st, "Once", by="B", targets=["d1"], id="once")
    r = combat(r, "north", attackers=["att"], defenders=["d1", "d2"])
    assert r.one("prevented", target="d1").modifiers[0].source.id == "once"
    assert r.one("kill", target="d2")
    assert r.obj("d1").zone == "board" and r.obj("d1").damage == 0
