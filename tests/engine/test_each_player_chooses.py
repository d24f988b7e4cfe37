"""Each player chooses (411.1): `choose_each` picks one unit or gear per player, in turn order or
starting with the next player, among their own, anything, or what the caster does not control;
the chooser performs the next instruction on it, unless the caster does (King's Edict)."""

from __future__ import annotations

from tests.engine.helpers import board, ids, play, raises_illegal


def _board():
    return board(units=[("a1", "Squire", 2, "A", "north"), ("b1", "Scout", 2, "B", "north"),
                        ("b2", "Ogre", 6, "B", "base")],
                 gear=[("ga", "Iron Ballista", "A"), ("gb", "Heart of Dark Ice", "B")])


def test_411_1_the_caster_kills_what_the_opponent_picked():
    r = play(_board(), "King's Edict", by="A", choose={"B": "b2"})
    kill = r.one("kill")
    assert kill.target == "b2" and kill.responsible == "A" and ids(kill.attributed_to) == {"@1"}
    assert any(c.condition == "killed_unit_with_spell" and c.player == "A" for c in r.conditions)
    assert "cannot choose" in raises_illegal(play, _board(), "King's Edict", by="A",
                                             choose={"B": "a1"})


def test_411_1_each_player_kills_one_of_their_gear():
    r = play(_board(), "Acceptable Losses", by="B")
    assert {(e.target, e.responsible) for e in r.of("kill")} == {("ga", "A"), ("gb", "B")}
    msg = raises_illegal(play, _board(), "Acceptable Losses", by="A", choose={"A": "gb"})
    assert "must choose a gear they control" in msg


def test_411_1_each_player_may_return_any_unit_next_player_first():
    r = play(_board(), "Whirlwind", by="A", choose={"A": "b1", "B": "a1"})
    back = {(e.target, e.responsible) for e in r.of("return_to_hand")}
    assert back == {("a1", "B"), ("b1", "A")}
    r = play(_board(), "Whirlwind", by="A", may=False)
    assert not r.of("return_to_hand")


def test_411_1_two_players_cannot_pick_the_same_unit():
    msg = raises_illegal(play, _board(), "Whirlwind", by="A", choose={"A": "b1", "B": "b1"})
    assert "cannot choose" in msg


def test_411_1_kill_the_rest_spares_what_each_player_chose():
    """Each player chooses a unit they control; the spell kills every other unit (428.1.a.1),
    its caster responsible for all of them."""
    r = play(_board(), "Cataclysmic Duel", by="B", choose={"B": "b1"})
    assert {(e.target, e.responsible) for e in r.of("kill")} == {("b2", "B")}
    assert r.obj("a1").zone == "board" and r.obj("b1").zone == "board"
