"""The group filter `damaged` (engine/ops/groups.py GROUP): only units with damage marked, read
as the instruction runs (355.10.d: a group is not a target); Warwick, Hunter's "kill all damaged
enemy units here" (428.1.a.1: killed together)."""

from __future__ import annotations

from tests.engine.helpers import board, designer, ids, mark, play

PURGE = designer("Purge", effects=[{"op": "kill_each", "who": "enemy", "damaged": True}])
SOOTHE = designer("Soothe", targets=[{"what": "unit"}], effects=[{"op": "heal", "target": 1}])


def _board():
    return board(units=[("a", "Hurt", 4, "B", "north"), ("b", "Whole", 4, "B", "north"),
                        ("c", "Bruised", 3, "B", "base"), ("f", "Friend", 3, "A", "north")],
                 cards=[PURGE, SOOTHE])


def test_428_1_a_1_only_damaged_units_of_the_group_are_killed_together():
    r = mark(mark(mark(_board(), "a", 1), "c", 2), "f", 1)
    r = play(r, "Purge", by="A", id="purge")
    kills = r.of("kill")
    assert {k.target for k in kills} == {"a", "c"}  # the Friend is no enemy; Whole has none
    assert all(ids(k.attributed_to) == {"purge"} and k.responsible == "A" for k in kills)
    assert r.obj("b").zone == "board" and r.obj("f").zone == "board"


def test_355_10_d_damage_is_read_as_the_instruction_runs():
    r = mark(_board(), "a", 2)
    r = play(r, "Soothe", by="A", targets=["a"])  # healed before Purge: no longer damaged
    r = play(r, "Purge", by="A")
    assert not r.of("kill")
