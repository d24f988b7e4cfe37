"""The trigger `opponent_scores` (Sumpworks Map): each time another player scores a battlefield,
by Hold (469.2, 315.2.b) or Conquer (469.1), the abilities waiting for it on a player's
permanents trigger, once per battlefield scored, the battlefield their subject; the player's own
scores never fire them."""

from tests.engine.game_helpers import game_board
from tests.engine.helpers import end_turn

WATCHER = {"name": "Score Watcher", "kind": "gear", "abilities": [
    {"kind": "triggered", "trigger": "opponent_scores",
     "effects": [{"op": "gain_xp", "amount": 1}]}]}


def _board(holder):
    return game_board(cards=[WATCHER], battlefields=("north", "south"),
                      controllers={"north": holder, "south": holder},
                      units=[("u1", "Guard", 2, holder, "north"), ("u2", "Scout", 2, holder, "south")],
                      gear=[("w", "Score Watcher", "A")])


def test_469_2_each_battlefield_an_opponent_holds_fires_it_once():
    r = end_turn(_board("B"))  # Bob's turn begins: he holds both
    heard = [e.target for e in r.of("trigger") if e.sources and e.sources[0].id == "w#1"]
    assert heard == ["north", "south"]
    assert [e.amount for e in r.of("xp")] == [1, 1]


def test_469_2_its_own_players_holds_do_not_fire_it():
    r = end_turn(end_turn(_board("A")))  # Alice's own turn begins: she holds both
    assert [e.target for e in r.of("score")] == ["north", "south"]
    assert not [e for e in r.of("trigger") if e.sources and e.sources[0].id == "w#1"]
