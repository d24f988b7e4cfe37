"""ready_each (engine/ops/group_ready.py): "ready your units", a group readied at the same time.
The rules it builds: readying makes an exhausted permanent ready (415.1), a ready one stays as it is
(415.1.c), and a group is read as the instruction runs, not targeted (355.10.d)."""

from __future__ import annotations

from tests.engine.helpers import board, designer, play

WAKE = designer("Wake Up", effects=[{"op": "ready_each", "who": "friendly"}])
WAKE_ALL = designer("Wake All", effects=[{"op": "ready_each", "what": "permanent"}])


def _board():
    return board(units=[("a1", "Ally", 3, "A", "north", {"exhausted": True}),
                        ("a2", "Aide", 2, "A", "base", {"exhausted": True}),
                        ("a3", "Awake", 2, "A", "base"),
                        ("b1", "Foe", 2, "B", "north", {"exhausted": True})],
                 gear=[("g1", "Iron Ballista", "A", {"exhausted": True}),
                       ("g2", "Pirate's Haven", "A")],
                 cards=[WAKE, WAKE_ALL])


def test_415_1_ready_each_readies_every_exhausted_friendly_unit():
    """415.1: each exhausted unit of the controller readies, the spell its source and its
    controller responsible; the enemy unit and the gear stay exhausted (the group's who/what)."""
    r = play(_board(), "Wake Up", by="A")
    readied = r.of("ready")
    assert {e.target for e in readied} == {"a1", "a2"}
    assert all(e.responsible == "A" and e.sources[0].id == "@1" for e in readied)
    assert not r.obj("a1").exhausted and not r.obj("a2").exhausted
    assert r.obj("b1").exhausted and r.obj("g1").exhausted


def test_415_1_c_a_ready_unit_is_not_readied_again():
    """415.1.c: a unit already ready gets no ready event."""
    r = play(_board(), "Wake Up", by="A")
    assert not r.of("ready", target="a3")


def test_415_1_readied_units_trigger_when_you_ready_a_friendly_unit():
    """415.1 with Pirate's Haven: each unit the group readies is a "you ready a friendly unit"
    (+1 Might this turn), the one already ready is not."""
    r = play(_board(), "Wake Up", by="A")
    assert r.might("a1") == 4 and r.might("a2") == 3 and r.might("a3") == 2


def test_415_1_ready_each_permanents_includes_gear():
    """415.1: readying applies to gear too (`what = "permanent"`), every player's."""
    r = play(_board(), "Wake All", by="A")
    assert {e.target for e in r.of("ready")} == {"a1", "a2", "b1", "g1"}
