"""The words the cardsJ batch of Origins cards needed: "if an opponent controls a battlefield"
(190.2, 469.1; Vayne, Hunter)."""

from __future__ import annotations

from riftboard.engine import board as words
from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, designer, play


def test_190_2_opponent_controls_battlefield_reads_only_the_other_players_battlefields():
    """An opponent's battlefield counts; the player's own and an uncontrolled one (190.2) do
    not; format 1 battlefields have no controller, so it never holds there."""
    theirs = game_board(controllers={"north": "B"})
    assert words.holds(theirs, "opponent_controls_battlefield", "A", None)
    assert not words.holds(theirs, "opponent_controls_battlefield", "B", None)
    assert not words.holds(game_board(), "opponent_controls_battlefield", "A", None)
    assert not words.holds(board(), "opponent_controls_battlefield", "A", None)


def test_002_143_4_enters_ready_only_while_an_opponent_controls_a_battlefield():
    """A unit whose text says it enters ready while an opponent controls a battlefield (card
    text, 002) enters ready then, and exhausted otherwise (143.4)."""
    hunter = designer("Held Hunter", "unit", might=2, statics=[
        {"op": "enter_ready", "who": "self", "when": "opponent_controls_battlefield"}])
    held = play(game_board(controllers={"north": "B"}, cards=[hunter]), "Held Hunter", by="A")
    free = play(game_board(cards=[hunter]), "Held Hunter", by="A")
    mine = play(game_board(controllers={"north": "A"}, cards=[hunter]), "Held Hunter", by="A")
    assert [o.exhausted for o in held.state.objects.values() if o.name == "Held Hunter"] == [False]
    assert [o.exhausted for o in free.state.objects.values() if o.name == "Held Hunter"] == [True]
    assert [o.exhausted for o in mine.state.objects.values() if o.name == "Held Hunter"] == [True]
