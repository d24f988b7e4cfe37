"""`played_tag` on a "when you play" ability (triggers._played_fits): it waits only for a card
of that kind with that tag ("when you play another Dragon", 383.4.a.4)."""

from __future__ import annotations

import pytest

from riftboard.cards.library import card_from_table
from riftboard.errors import InvalidScenario
from tests.engine.helpers import board, designer, play

WATCHER = designer("Dragon Watcher", kind="unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "you_play_card", "played": "unit", "played_tag": "Dragon",
     "effects": [{"op": "draw", "amount": 1}]}])
DRAKE = designer("Little Drake", kind="unit", might=1, tags=["Dragon"])
NEWT = designer("Little Newt", kind="unit", might=1, tags=["Lizard"])


def _board():
    return board(units=[("w", "Dragon Watcher", None, "A", "north")],
                 cards=[WATCHER, DRAKE, NEWT])


def test_383_4_a_4_a_card_with_the_tag_triggers_it():
    r = play(_board(), "Little Drake", by="A")
    assert r.one("trigger") and r.one("draw").responsible == "A"


def test_383_4_a_4_a_card_without_the_tag_or_an_opponents_does_not():
    assert not play(_board(), "Little Newt", by="A").of("trigger")
    assert not play(_board(), "Little Drake", by="B").of("trigger")


def test_played_tag_needs_played():
    table = {"name": "Bad Watcher", "kind": "unit", "might": 1, "abilities": [
        {"kind": "triggered", "trigger": "you_play_card", "played_tag": "Dragon",
         "effects": [{"op": "draw", "amount": 1}]}]}
    with pytest.raises(InvalidScenario) as exc:
        card_from_table(table, "cards.toml", None, "card[1]")
    assert "card[1].abilities[1].played_tag" in str(exc.value)
