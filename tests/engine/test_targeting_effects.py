"""Targeting Effects (383.4.b): "when you choose me" and "when you choose a friendly unit"
trigger once a spell or ability of the unit's controller that targets it is finalized, and go
on the chain above it (383.4.b.2); "choose" means targeted (383.4.b.3). And "when you ready me"
(415.1): its controller readies it while it is exhausted."""

from __future__ import annotations

from tests.engine.helpers import activate, board, designer, ids, play, set_state

PLUS_ONE = [{"op": "might", "target": "self", "amount": 1}]
CHOSEN = designer("Chosen", "unit", might=3, abilities=[
    {"kind": "triggered", "trigger": "you_choose_me", "effects": PLUS_ONE}])
WAKER = designer("Waker", "unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "you_ready_me", "effects": PLUS_ONE}])
SPELLBOUND = designer("Spellbound", "unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "you_choose_me_with_spell",
     "effects": [{"op": "draw", "amount": 1}]}])
COACH = designer("Coach", "gear", abilities=[
    {"kind": "triggered", "trigger": "you_choose_friendly",
     "effects": [{"op": "buff", "target": "subject"}]}])
WAND = designer("Wand", "gear", abilities=[
    {"kind": "activated", "targets": [{"what": "unit"}],
     "effects": [{"op": "might", "target": 1, "amount": 2}]}])
ECHO = designer("Echo", "unit", might=1, abilities=[
    {"kind": "triggered", "trigger": "play_self", "targets": [{"what": "unit", "side": "friendly",
                                                               "require": "other"}],
     "effects": [{"op": "might", "target": 1, "amount": 2}]}])
POKE = designer("Poke", targets=[{"what": "unit"}],
                effects=[{"op": "might", "target": 1, "amount": 2}])
ROUSE = designer("Rouse", targets=[{"what": "unit"}], effects=[{"op": "ready", "target": 1}])


def _board():
    return board(units=[("me", "Chosen", None, "A", "north"), ("pal", "Pal", 2, "A", "north"),
                        ("foe", "Foe", 2, "B", "north")],
                 gear=[("coach", "Coach", "A"), ("wand", "Wand", "A")],
                 cards=[CHOSEN, WAKER, COACH, WAND, ECHO, POKE, ROUSE])


def test_383_4_b_2_a_spell_of_its_controller_triggers_it_and_it_resolves_first():
    r = play(_board(), "Poke", by="A", targets=["me"], id="poke")
    mights = [(e.amount, ids(e.sources)) for e in r.of("might", target="me")]
    # above the spell, they resolve first (the Coach's, put on the chain last, first of all)
    assert mights == [(4, {"coach#1"}), (5, {"me#1"}), (7, {"poke"})]


def test_383_4_b_an_opponents_spell_choosing_it_triggers_nothing():
    r = play(_board(), "Poke", by="B", targets=["me"])
    assert r.of("trigger") == [] and r.might("me") == 5 and not r.obj("me").buffed


def test_383_4_b_an_activated_ability_that_targets_triggers_it():
    r = activate(_board(), "wand", targets=["me"])
    assert [ids(t.sources) for t in r.of("trigger")] == [{"me#1"}, {"coach#1"}]
    assert r.might("me") == 3 + 1 + 1 + 2  # chosen (+1), Coach's buff (+1), the Wand (+2)


def test_383_4_b_2_a_triggered_ability_that_targets_triggers_them_above_itself():
    """Echo's Play Effect targets the Chosen: its Targeting Effect resolves before the Play
    Effect that chose it."""
    r = play(_board(), "Echo", by="A", choose={"A": ["me"]}, id="echo")
    mights = [(e.amount, ids(e.sources)) for e in r.of("might", target="me")]
    assert mights == [(4, {"coach#1"}), (5, {"me#1"}), (7, {"echo#1"})]


def test_383_4_b_when_you_choose_a_friendly_unit_hears_each_friendly_target_not_enemies():
    r = play(_board(), "Poke", by="A", targets=["pal"])
    assert r.one("trigger").sources[0].id == "coach#1" and r.obj("pal").buffed
    r = play(_board(), "Poke", by="A", targets=["foe"])
    assert r.of("trigger") == [] and not r.obj("foe").buffed


def test_415_1_when_you_ready_me_only_when_it_was_exhausted():
    st = board(units=[("w", "Waker", None, "A", "north")], cards=[WAKER, ROUSE])
    r = play(st, "Rouse", by="A", targets=["w"])
    assert r.of("trigger") == [] and r.might("w") == 2  # already ready: not readied (415.1.c)
    r = play(set_state(st, "w", exhausted=True), "Rouse", by="A", targets=["w"])
    assert r.one("trigger").sources[0].id == "w#1" and r.might("w") == 3


def test_383_4_b_when_you_choose_me_with_a_spell_hears_a_spell_not_an_ability():
    st = board(units=[("s", "Spellbound", None, "A", "north")], gear=[("wand", "Wand", "A")],
               cards=[SPELLBOUND, WAND, POKE])
    assert activate(st, "wand", targets=["s"]).of("trigger") == []
    r = play(st, "Poke", by="A", targets=["s"])
    assert r.one("trigger").sources[0].id == "s#1" and r.one("draw").amount == 1
