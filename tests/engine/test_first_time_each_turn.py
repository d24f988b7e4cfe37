""""The first time ... each turn" (383.1.b, 383.3.e.1): a triggered ability with
`first_each_turn` triggers once a turn, the first time its trigger is met; met several times at
once, it triggers once. A new turn counts anew (format 2); a format 1 file is one turn."""

from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, end_turn, play

ECHO = {"name": "Echo Wraith", "kind": "unit", "might": 5, "abilities": [
    {"kind": "triggered", "trigger": "friendly_die", "first_each_turn": True,
     "effects": [{"op": "draw", "amount": 1, "who": "you"}]}]}
STORM = {"name": "Storm", "kind": "spell",
         "effects": [{"op": "deal_each", "amount": 3, "who": "all", "where": "battlefields"}]}
UNITS = [("w", "Echo Wraith", None, "A", "base"), ("a1", "Squire", 2, "A", "north"),
         ("a2", "Page", 2, "A", "north")]


def _wraith_triggers(r) -> list:
    return [e for e in r.log if e.kind == "trigger" and e.sources[0].id == "w#1"]


def test_383_1_b_it_triggers_only_the_first_time_in_a_turn():
    st = board(units=UNITS, cards=[ECHO, STORM])
    r = play(play(st, "Hextech Ray", by="B", targets=["a1"]), "Hextech Ray", by="B",
             targets=["a2"])
    (t,) = _wraith_triggers(r)
    assert t.step == 1 and "383.1.b" in t.rules and "first time" in t.text
    assert len([e for e in r.log if e.kind == "draw"]) == 1


def test_383_1_b_met_several_times_at_once_it_triggers_once():
    st = board(units=UNITS, cards=[ECHO, STORM])
    r = play(st, "Storm", by="B")
    assert len([e for e in r.events if e.kind == "kill"]) == 2
    assert len(_wraith_triggers(r)) == 1


def test_317_2_c_a_new_turn_counts_anew_in_format_2():
    st = game_board(units=UNITS, controllers={"north": "A"}, cards=[ECHO, STORM])
    r = play(st, "Hextech Ray", by="B", targets=["a1"])
    r = end_turn(end_turn(r))
    r = play(r, "Hextech Ray", by="B", targets=["a2"])
    assert [t.step for t in _wraith_triggers(r)] == [1, 4]


def test_without_first_each_turn_it_triggers_every_time():
    plain = dict(ECHO, name="Plain Wraith", abilities=[dict(ECHO["abilities"][0],
                                                            first_each_turn=False)])
    st = board(units=[("w", "Plain Wraith", None, "A", "base")] + UNITS[1:],
               cards=[plain, STORM])
    assert len(_wraith_triggers(play(st, "Storm", by="B"))) == 2
