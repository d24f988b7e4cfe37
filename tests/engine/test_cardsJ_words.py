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


RECURRING = designer("Recurring", "unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "die",
     "effects": [{"op": "recycle_self", "effects": [{"op": "ready_all_runes"}]}]}])
RUNES = [("a1", "Mind Rune", "A", True), ("a2", "Mind Rune", "A", True),
         ("a3", "Fury Rune", "A", False), ("b1", "Calm Rune", "B", True)]


def test_416_1_808_1_d_recycle_me_to_ready_all_runes():
    """A Deathknell (808.1.d) "recycle me to ready your runes": the card that died goes from the
    trash to the bottom of its owner's main deck (416.1), then every exhausted rune of its
    controller readies (415.1); the opponent's runes stay as they are."""
    st = game_board(units=[("r", "Recurring", None, "A", "north")], runes=RUNES,
                    decks={"A": ["Cleave"]}, cards=[RECURRING])
    r = play(st, "Vengeance", by="B", targets=["r"])
    assert r.one("recycle").target == "r"
    obj = r.state.objects["r"]
    assert obj.zone == "deck" and r.state.game.sides[0].deck == ("A-deck1", "r")
    assert [e.target for e in r.of("ready")] == ["a1", "a2"]
    assert not r.state.objects["a1"].exhausted and r.state.objects["b1"].exhausted


def test_124_a_token_is_not_recycled_and_nothing_follows():
    """A token that dies ceases to exist (186.1): there is no card in the trash to recycle, so
    what recycling it pays for does not happen (124)."""
    token = {**RECURRING, "name": "Recurring Token", "token": True}
    st = game_board(units=[("t", "Recurring Token", None, "A", "north")], runes=RUNES,
                    decks={"A": ["Cleave"]}, cards=[token])
    r = play(st, "Vengeance", by="B", targets=["t"])
    assert r.of("recycle") == [] and r.of("ready") == []
    assert len(r.of("fizzle")) == 1
    assert r.state.objects["a1"].exhausted


def test_ready_all_runes_is_skipped_in_format_1():
    """Format 1 has no runes: the instruction says it is not modelled there."""
    st = board(units=[("r", "Recurring", None, "A", "north")], cards=[RECURRING])
    r = play(st, "Vengeance", by="B", targets=["r"])
    assert r.of("ready") == []
    assert r.of("not_modelled")
