"""The `you_play_face_down` trigger ("when you play a card from Hidden", Ember Monk): a player's
play of a card from face down, where it was hidden (811.1.c.3), after it is put on the chain
(383.4.a.4); a play from the hand does not count, nor another player's."""

from __future__ import annotations

from riftboard.engine import actions as A
from tests.engine.game_helpers import game_board
from tests.engine.helpers import _apply, designer, end_turn, play

MONK = designer("Hidden Watcher", kind="unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "you_play_face_down",
     "effects": [{"op": "might", "target": "self", "amount": 2}]}])


def _hide(prev, obj, at):
    return _apply(prev, A.Hide(obj=obj, at=at))


def _board(monk_of="A", at="north"):
    return game_board(cards=[MONK], battlefields=("north", "south"),
                      controllers={"north": "A", "south": "B"},
                      units=[("w", "Hidden Watcher", None, monk_of, at),
                             ("guard", "Guard", 3, "A", "north")],
                      hand=(("zh", "Zhonya's Hourglass", "A"), ("zh2", "Zhonya's Hourglass", "A")))


def test_811_1_c_3_a_card_played_from_face_down_triggers_it():
    st = end_turn(_hide(_board(), "zh", "north"))
    r = play(st, "Zhonya's Hourglass", by="A", id="zh")
    (trig,) = r.of("trigger")
    assert trig.sources[0].id == "w#1" and trig.target == "zh"
    assert "from face down" in trig.text
    assert r.one("might", target="w").amount == 4


def test_419_1_a_a_card_played_from_the_hand_does_not():
    st = end_turn(_hide(_board(), "zh", "north"))
    r = play(st, "Zhonya's Hourglass", by="A", id="zh2")
    assert r.of("trigger") == []


def test_another_players_face_down_play_does_not_trigger_mine():
    st = end_turn(_hide(_board(monk_of="B", at="south"), "zh", "north"))
    r = play(st, "Zhonya's Hourglass", by="A", id="zh")
    assert r.of("trigger") == []
