"""`move_each` with `who = "chosen"`: each unit `choose_each` had a player choose is moved by
that player (411.1: "they move a unit they control"; a move, 446, 449), the rest of the group
by the controller of the spell. Call to Battle: the caster's unit goes to a battlefield they
control, then the opponent moves one of theirs to it."""

from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, play, raises_illegal

MOVER = {"name": "Each Mover", "kind": "spell",
         "targets": [{"what": "battlefield"}],
         "effects": [{"op": "choose_each"},
                     {"op": "move_each", "who": "chosen", "to": "target_place"}]}


def _board(cards=()):
    return board(units=[("a1", "Squire", 2, "A", "base"), ("b1", "Scout", 2, "B", "south"),
                        ("b2", "Ogre", 6, "B", "base")],
                 battlefields=("north", "south"), cards=cards)


def test_411_1_446_each_player_moves_the_unit_they_chose():
    r = play(_board([MOVER]), "Each Mover", by="A", targets=["north"], choose={"B": "b2"})
    assert {(e.target, e.responsible) for e in r.of("move")} == {("a1", "A"), ("b2", "B")}
    assert r.obj("a1").at == "north" and r.obj("b2").at == "north" and r.obj("b1").at == "south"


def test_411_1_446_call_to_battle_the_opponent_moves_their_own_unit_to_the_same_battlefield():
    st = game_board(controllers={"north": "A"}, battlefields=("north", "south"),
                    units=[("a1", "Squire", 2, "A", "base"), ("b1", "Scout", 2, "B", "south"),
                           ("b2", "Ogre", 6, "B", "base")])
    r = play(st, "Call to Battle", by="A", targets=["north", "a1"], choose={"B": "b2"})
    moved = [(e.target, e.responsible) for e in r.of("move")]
    assert moved == [("a1", "A"), ("b2", "B")]
    assert "not a unit A controls" in raises_illegal(play, st, "Call to Battle", by="A",
                                                     targets=["south", "a1"])
