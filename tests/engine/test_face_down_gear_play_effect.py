"""A gear played from face down is recalled by the Cleanup that follows its play (323.7), before
its Play Effect is put on the chain; that Play Effect still chooses among the objects at the
battlefield the gear was hidden at and played to (811.1.d.1, 811.1.d.2): Edge of Night attaches
to a unit there, not to one in its player's base."""

from __future__ import annotations

from riftboard.engine import actions as A
from tests.engine.game_helpers import game_board
from tests.engine.helpers import _apply, end_turn, play


def _edge_hidden_at_north():
    st = game_board(mode="sandbox", battlefields=("north", "south"),
                    hand=(("edge", "Edge of Night", "A"),),
                    units=[("porter", "Porter", 1, "A", "base"),
                           ("scout", "Scout", 2, "A", "north"),
                           ("raider", "Raider", 3, "B", "south")],
                    controllers={"north": "A", "south": "B"})
    st = _apply(st, A.Hide(obj="edge", at="north"))
    return end_turn(end_turn(st))


def test_811_1_d_2_323_7_a_recalled_gear_s_play_effect_still_chooses_at_its_battlefield():
    """The Cleanup recalls Edge of Night to base (323.7); its Play Effect, asked for the Porter
    in base, can only take the Scout at North, where it was played (811.1.d.2)."""
    r = play(_edge_hidden_at_north(), "Edge of Night", by="A", id="edge",
             choose={"A": ["porter"]})
    assert r.one("play", target="edge").reason == "face_down"
    assert r.one("recall", target="edge").rules == ("323.7", "457.1")
    attach = r.one("attach", target="scout")
    assert attach.sources[0].id == "edge#2"
    assert r.obj("edge").attached_to == "scout" and r.obj("edge").at == "north"
    assert r.might("scout") == 4 and r.might("porter") == 1
