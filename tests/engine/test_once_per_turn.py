""""Once each turn" (`once_per_turn` on a triggered ability): it triggers the first time its
trigger happens in a turn and not again that turn (383.1, 383.2); the end of the turn and a new
object (124) start it afresh. A condition that stops it (383.2.a.1) uses up nothing."""

from __future__ import annotations

from riftboard.cards.library import card_from_table
from tests.engine.helpers import (activate, board, designer, end_turn, ids, move, play,
                                  raises_illegal)

ZAP = designer("Zap", targets=[{"what": "unit"}],
               effects=[{"op": "deal", "amount": 1, "target": 1}])
STOIC = designer("Stoic", kind="unit", might=6, abilities=[{
    "kind": "triggered", "trigger": "take_damage", "once_per_turn": True,
    "if": "at_battlefield", "effects": [{"op": "draw", "amount": 1}]}])


def _draws(r):
    return [ids(e.sources) for e in r.of("draw")]


def test_it_triggers_once_a_turn_then_again_the_next_turn():
    st = board(units=[("s", "Stoic", None, "A", "north")], cards=[ZAP, STOIC])
    r = play(st, "Zap", by="A", targets=["s"])
    assert _draws(r) == [{"s#1"}]
    r = play(r, "Zap", by="A", targets=["s"])
    assert _draws(r) == [] and not r.of("trigger")
    r = play(end_turn(r), "Zap", by="B", targets=["s"])  # Bob's turn: a new turn
    assert _draws(r) == [{"s#1"}]


def test_383_2_a_1_a_condition_that_stops_it_does_not_use_it_up():
    st = board(units=[("s", "Stoic", None, "A", "base")], cards=[ZAP, STOIC])
    r = play(st, "Zap", by="A", targets=["s"])
    assert _draws(r) == []  # in its base: no trigger
    r = play(move(r, "s", "north"), "Zap", by="A", targets=["s"])
    assert _draws(r) == [{"s#1"}]  # the same turn: the stopped trigger used nothing up


def test_054_2_an_activated_ability_once_per_turn_is_used_once_each_turn():
    """An activated ability with `once_per_turn` ("use only once each turn", Hungry Wolf): a
    second use in the same turn is refused (054.2); tests/engine/test_cardsR_words.py shows the
    next turn allows it again."""
    table = {"name": "Odd", "kind": "unit", "might": 1, "abilities": [
        {"kind": "activated", "once_per_turn": True,
         "effects": [{"op": "draw", "amount": 1}]}]}
    card = card_from_table(table, "<test>", None, "cards[1]")
    assert card.text.abilities[0].once_per_turn
    r = activate(board(units=[("o", "Odd", None, "A", "north")], cards=[table]), "o")
    assert r.one("draw", target="A")
    assert "only once each turn" in raises_illegal(activate, r, "o")
