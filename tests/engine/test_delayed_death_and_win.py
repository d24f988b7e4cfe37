"""Delayed abilities that wait for a unit to die or to win a combat this turn (390.2, 391):
Deadly Flourish's "when it dies this turn" and Grim Resolve's "when it wins a combat this
turn" (ops/delayed.py; triggers.delayed_triggers)."""

from __future__ import annotations

from tests.engine.helpers import board, combat, designer, end_turn, ids, play

MARK_DEATH = designer("Death Mark", targets=[{"what": "unit"}], effects=[
    {"op": "delayed", "trigger": "die", "target": 1,
     "effects": [{"op": "create_tokens", "name": "Gold", "enters": "exhausted"}]}])
MARK_WIN = designer("Win Mark", targets=[{"what": "unit"}], effects=[
    {"op": "delayed", "trigger": "win_combat", "target": 1,
     "effects": [{"op": "draw", "amount": 1}]}])
PING = designer("Ping", targets=[{"what": "unit"}],
                effects=[{"op": "deal", "amount": 2, "target": 1}])
KILL = designer("Snuff", targets=[{"what": "unit"}], effects=[{"op": "kill", "target": 1}])


def _board():
    return board(units=[("a", "A1", 2, "B", "north"), ("b", "B1", 2, "B", "north"),
                        ("k", "Knight", 5, "A", "north"), ("s", "Squire", 3, "A", "south"),
                        ("c", "Scout", 1, "B", "south")],
                 battlefields=("north", "south"), cards=[MARK_DEATH, MARK_WIN, PING, KILL])


def test_390_2_428_1_a_1_a_delayed_ability_waiting_for_a_death_triggers_when_that_unit_dies():
    """The death of the unit it waits for (lethal damage here, 428.1.a.2) triggers it once; its
    instructions, not about the dead unit, still happen (the unit being gone takes nothing from
    them); the ability is its spell's controller's."""
    r = play(_board(), "Death Mark", by="A", targets=["a"])
    assert r.one("delayed_created").target == "a"
    r = play(r, "Ping", by="A", targets=["b"])  # another unit dies: not the one it waits for
    assert not r.of("trigger") and not r.of("create")
    r = play(r, "Ping", by="A", targets=["a"])
    trig = r.one("trigger")
    assert trig.target == "a" and "died this turn" in trig.text and trig.responsible == "A"
    assert not r.of("fizzle")
    made = r.one("create")
    assert made.responsible == "A" and ids(made.sources) == {"@1#delayed"}
    gold = [o for o in r.state.objects.values() if o.name == "Gold" and o.zone == "board"]
    assert len(gold) == 1 and gold[0].exhausted and gold[0].controller == "A"


def test_390_2_392_a_the_next_time_it_dies_ability_says_died_and_takes_nothing_from_the_death():
    """A "the next time" (`once`) delayed ability waiting for a death (Siphoning Strike) is used
    up as it triggers; its trigger still says the unit died (it said "took damage": the used-up
    ability was looked for and not found), and its instructions, not about the dead unit,
    resolve without a fizzle (359.3.e does not apply to them)."""
    once = designer("Once Mark", targets=[{"what": "unit"}], effects=[
        {"op": "delayed", "trigger": "die", "target": 1, "once": True,
         "effects": [{"op": "create_tokens", "name": "Gold", "enters": "exhausted"}]}])
    st = board(units=[("a", "A1", 2, "B", "north")], battlefields=("north",),
               cards=[once, PING])
    r = play(st, "Once Mark", by="A", targets=["a"])
    r = play(r, "Ping", by="A", targets=["a"])
    trig = r.one("trigger")
    assert trig.target == "a" and "died this turn" in trig.text
    assert "took damage" not in trig.text
    assert not r.of("fizzle")
    assert r.one("create").responsible == "A"


def test_390_2_a_kill_instruction_is_a_death_too_and_the_ability_ends_with_the_turn():
    """A kill instruction's death (428.1.a.1) triggers it as lethal damage does; next turn a
    delayed ability of this turn waits no more (391)."""
    r = play(_board(), "Death Mark", by="A", targets=["a"])
    r = play(r, "Snuff", by="A", targets=["a"])
    assert r.one("trigger") and r.one("create")
    r2 = play(_board(), "Death Mark", by="A", targets=["a"])
    r2 = end_turn(r2)
    r2 = play(r2, "Snuff", by="A", targets=["a"])
    assert not r2.of("trigger") and not r2.of("create")


def test_390_2_466_3_c_a_delayed_ability_waiting_for_a_win_hears_only_its_unit():
    """"When it wins a combat this turn" (466.3.c: the winner's units there win too) triggers
    for the unit it waits for, not for another unit of the same player winning elsewhere."""
    r = play(_board(), "Win Mark", by="A", targets=["k"])
    r = combat(r, "south", attackers=["s"])  # the Squire wins at south: not the unit it waits for
    assert r.one("combat_result").responsible == "A" and not r.of("trigger")
    r = combat(r, "north", attackers=["k"])
    trig = r.one("trigger")
    assert trig.target == "k" and "won a combat this turn" in trig.text
    assert r.one("draw").responsible == "A"


def test_390_2_466_3_a_no_trigger_when_the_unit_loses_its_combat():
    """A unit that does not win (466.3.a: only the other side is left) does not trigger it."""
    r = play(_board(), "Win Mark", by="B", targets=["c"])
    r = combat(r, "south", attackers=["s"])
    assert r.one("combat_result").responsible == "A" and not r.of("trigger")
