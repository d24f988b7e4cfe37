"""A Deathknell an Equipment gives (718.3: its text is the unit's while attached) triggers when
the unit dies, from the text the unit had then (428.1.a.1.b, 808.1.d), numbered after the unit's
own abilities, its controller the unit's controller, granted_by the Equipment."""

from __future__ import annotations

from tests.engine.helpers import board, play

KILL = {"name": "Snuff", "kind": "spell", "targets": [{"what": "unit"}],
        "effects": [{"op": "kill", "target": 1}]}
OWN = {"name": "Knelled", "kind": "unit", "might": 2,
       "abilities": [{"kind": "triggered", "trigger": "die",
                      "effects": [{"op": "draw", "amount": 2}]}]}


def test_808_1_d_718_3_a_granted_deathknell_triggers_with_the_equipment_named():
    st = board(units=[("k", "Knelled", None, "A", "north")],
               gear=[("sh", "Sacred Shears", "A", {"attached_to": "k"})], cards=[KILL, OWN])
    r = play(st, "Snuff", by="B", targets=["k"])
    trig = [e for e in r.events if e.kind == "trigger"]
    assert [t.sources[0].id for t in trig] == ["k#1", "k#2"]
    assert trig[1].sources[0].granted_by == "sh" and trig[1].responsible == "A"
    assert sorted(e.amount for e in r.events if e.kind == "draw") == [1, 2]


def test_an_equipment_moved_away_before_the_death_gives_nothing():
    st = board(units=[("k", "Knelled", None, "A", "north"), ("p", "Page", 2, "A", "north")],
               gear=[("sh", "Sacred Shears", "A", {"attached_to": "p"})], cards=[KILL, OWN])
    r = play(st, "Snuff", by="B", targets=["k"])
    assert [e.sources[0].id for e in r.events if e.kind == "trigger"] == ["k#1"]
