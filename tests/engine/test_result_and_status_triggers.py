"""Combat result (466.3) and its "when I win a combat" trigger; "when you stun an enemy unit",
"when you buff me"; spending a buff (143.2)."""

from __future__ import annotations

from tests.engine.helpers import board, combat, designer, ids, play

WINNER = designer("Victor", kind="unit", might=4, abilities=[
    {"kind": "triggered", "trigger": "win_combat", "effects": [{"op": "draw", "amount": 1}]}])
STUNNER = designer("Daze", targets=[{"what": "unit"}], effects=[{"op": "stun", "target": 1}])
WATCHER = designer("Watcher", kind="unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "you_stun_enemy",
     "effects": [{"op": "might", "target": "self", "amount": 1}]}])
BUFF = designer("Lift", targets=[{"what": "unit"}], effects=[{"op": "buff", "target": 1}])
PROUD = designer("Proud", kind="unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "you_buff_me", "effects": [{"op": "draw", "amount": 1}]}])
SPEND = designer("Cash In", targets=[{"what": "unit", "require": "buffed"}],
                 effects=[{"op": "spend_buff", "target": 1,
                           "effects": [{"op": "draw", "amount": 2}]}])


def test_466_3_a_the_only_side_left_wins_and_its_units_win_with_it():
    st = board(units=[("v", "Victor", None, "A", "north"), ("g", "Guard", 2, "B", "north")],
               cards=[WINNER])
    r = combat(st, "north", attackers=["v"])
    res = r.one("combat_result")
    assert res.responsible == "A" and "466.3.c" in res.rules
    assert [ids(d.sources) for d in r.of("draw")] == [{"v#1"}]


def test_466_3_d_no_result_when_attackers_are_recalled_or_both_remain():
    st = board(units=[("v", "Victor", None, "B", "north"), ("w", "Wall", 9, "A", "north")],
               cards=[WINNER])
    r = combat(st, "north", attackers=["w"], defenders=["v"])  # Victor dies: A wins, no draw
    assert r.one("combat_result").responsible == "A" and not r.of("draw")
    st = board(units=[("v", "Victor", None, "A", "north"), ("w", "Wall", 9, "B", "north")],
               cards=[WINNER])
    r = combat(st, "north", attackers=["w"], defenders=["v"])
    assert r.one("combat_result").responsible == "B"
    st = board(units=[("v", "Victor", None, "A", "north"), ("w", "Wall", 5, "B", "north")],
               cards=[WINNER, STUNNER])
    r = play(st, "Daze", by="A", targets=["w"])  # the Wall deals nothing, takes 4 of 5
    r = combat(r, "north", attackers=["v"], defenders=["w"])  # both live: attacker recalled
    res = r.one("combat_result")
    assert res.responsible is None and "466.3.d" in res.rules and not r.of("draw")


def test_423_1_when_you_stun_an_enemy_unit_only_its_controllers_stun_of_an_enemy():
    st = board(units=[("w", "Watcher", None, "A", "north"), ("e", "Enemy", 2, "B", "north"),
                      ("f", "Friend", 2, "A", "north")], cards=[STUNNER, WATCHER])
    r = play(st, "Daze", by="B", targets=["f"])  # Bob stuns Alice's unit
    r = play(r, "Daze", by="A", targets=["f"])  # (already stunned) and her own
    assert not r.ever("trigger")
    r = play(r, "Daze", by="A", targets=["e"])
    assert r.one("trigger").target == "e" and r.might("w") == 3


def test_143_2_when_you_buff_me_only_a_new_buff_from_its_controller():
    st = board(units=[("p", "Proud", None, "A", "north")], cards=[BUFF, PROUD, SPEND])
    r = play(st, "Lift", by="B", targets=["p"])
    assert not r.of("trigger")
    r = play(r, "Cash In", by="B", targets=["p"])
    assert not r.obj("p").buffed and [d.target for d in r.of("draw")] == ["B"]
    assert r.one("spend_buff").responsible == "B"
    r = play(r, "Lift", by="A", targets=["p"])
    assert r.one("trigger") and [d.target for d in r.of("draw")] == ["A"]
    r = play(r, "Lift", by="A", targets=["p"])  # already buffed: no buff, no trigger
    assert not r.of("trigger")


def test_143_2_spend_buff_without_a_buff_does_nothing_and_nothing_follows():
    any_unit = designer("Cash Out", targets=[{"what": "unit"}],
                        effects=[{"op": "spend_buff", "target": 1,
                                  "effects": [{"op": "draw", "amount": 2}]}])
    st = board(units=[("p", "Plain", 2, "A", "north")], cards=[any_unit])
    r = play(st, "Cash Out", by="A", targets=["p"])
    assert not r.of("spend_buff") and not r.of("draw")


HAVEN = designer("Dock", kind="gear", abilities=[
    {"kind": "triggered", "trigger": "you_ready_friendly",
     "effects": [{"op": "might", "target": "subject", "amount": 1}]}])
UP = designer("Up", targets=[{"what": "unit"}], effects=[{"op": "ready", "target": 1}])
MIST = designer("Fog", kind="gear", abilities=[
    {"kind": "triggered", "trigger": "you_buff_friendly",
     "effects": [{"op": "exhaust_self", "effects": [{"op": "ready", "target": "subject"}]}]}])


def test_when_you_ready_a_friendly_unit_effects_and_the_turns_readying():
    from tests.engine.helpers import end_turn

    st = board(units=[("k", "Knight", 2, "A", "north", {"exhausted": True}),
                      ("g", "Guard", 2, "B", "north", {"exhausted": True})],
               gear=[("dock", "Dock", "A")], cards=[HAVEN, UP])
    r = play(st, "Up", by="B", targets=["k"])  # Bob readies Alice's unit: not "you"
    assert not r.obj("k").exhausted and r.might("k") == 2
    r = play(st, "Up", by="A", targets=["g"])  # Alice readies an enemy: not friendly
    assert r.might("g") == 2
    r = play(st, "Up", by="A", targets=["k"])
    assert r.might("k") == 3
    r = end_turn(end_turn(st))  # Alice's units ready as her turn starts
    assert r.might("k") == 3 and r.of("trigger")


def test_383_3_b_exhaust_self_is_a_cost_paid_once():
    st = board(units=[("k", "Knight", 2, "A", "north", {"exhausted": True}),
                      ("s", "Squire", 1, "A", "north", {"exhausted": True})],
               gear=[("fog", "Fog", "A")], cards=[MIST, BUFF])
    r = play(st, "Lift", by="A", targets=["k"])
    assert not r.obj("k").exhausted and r.obj("fog").exhausted
    r = play(r, "Lift", by="A", targets=["s"])
    assert r.obj("s").exhausted and not r.of("exhaust")
