"""The `friendly_fights_alone` trigger ("when a friendly unit attacks or defends alone", Mask of
Foresight): as a combat begins, for each unit of its controller that attacks or defends with no
other unit of theirs at that battlefield (383.4.e, 383.4.f; "alone", 002), with that unit as the
subject; a unit with a friend there, fighting or not, is not alone."""

from riftboard.engine.might import might
from tests.engine.helpers import board, combat, designer

MASK = designer("Lone Mask", kind="gear", abilities=[
    {"kind": "triggered", "trigger": "friendly_fights_alone",
     "effects": [{"op": "might", "target": "subject", "amount": 1}]}])


def _board(units):
    return board(units=units, gear=[("mask", "Lone Mask", "A")], cards=[MASK])


def test_383_4_e_a_lone_attacker_gets_it():
    st = _board([("a", "Attacker", 5, "A", "north"), ("f", "Foe", 1, "B", "north")])
    r = combat(st, "north", attackers=["a"], defenders=["f"])
    (trig,) = r.of("trigger")
    assert trig.sources[0].id == "mask#1" and trig.target == "a" and "attacks alone" in trig.text
    assert might(r.state, r.obj("a")) == 6


def test_383_4_f_a_lone_defender_gets_it():
    st = _board([("d", "Defender", 5, "A", "north"), ("f", "Foe", 1, "B", "north")])
    r = combat(st, "north", attackers=["f"], defenders=["d"])
    (trig,) = r.of("trigger")
    assert trig.target == "d" and "defends alone" in trig.text


def test_002_two_friends_fighting_together_are_not_alone():
    st = _board([("a", "Attacker", 5, "A", "north"), ("b", "Buddy", 5, "A", "north"),
                 ("f", "Foe", 1, "B", "north")])
    r = combat(st, "north", attackers=["a", "b"], defenders=["f"])
    assert r.of("trigger") == []


def test_002_a_friend_there_that_does_not_fight_still_keeps_it_from_being_alone():
    st = _board([("a", "Attacker", 5, "A", "north"), ("b", "Buddy", 5, "A", "north"),
                 ("f", "Foe", 1, "B", "north")])
    r = combat(st, "north", attackers=["a"], defenders=["f"])
    assert r.of("trigger") == []


def test_an_enemy_unit_alone_does_not_trigger_my_gear():
    st = _board([("a", "Attacker", 1, "A", "north"), ("b", "Buddy", 1, "A", "north"),
                 ("f", "Foe", 5, "B", "north")])
    r = combat(st, "north", attackers=["f"], defenders=["a", "b"])
    assert r.of("trigger") == []
