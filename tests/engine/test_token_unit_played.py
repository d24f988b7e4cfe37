"""A trigger on its player playing a unit token (350.2, 187): a `you_play_card` trigger with
`played = "token_unit"` hears each unit token its controller plays, and no card played."""

from __future__ import annotations

from tests.engine.helpers import board, designer, play

MUSTER = designer("Muster Two", effects=[{"op": "create_tokens", "name": "Recruit", "amount": 2,
                                          "where": "base"}])
SQUIRE = designer("Squire", kind="unit", might=1)


def _board():
    return board(units=[("l", "Lillia, Protector of Dreams", None, "A", "base")],
                 cards=[MUSTER, SQUIRE])


def test_350_2_each_token_unit_played_triggers_lillia_once():
    """350.2, 187: two Recruit tokens played: two triggers, +1 Might this turn each (143.2)."""
    r = play(_board(), "Muster Two", by="A")
    assert [e.target for e in r.of("trigger")] == ["@1-token1", "@1-token2"]
    assert r.might("l") == 6


def test_350_2_a_unit_card_played_is_not_a_token_unit():
    """350.2: a unit card played is a card, not a token: no trigger, no Might."""
    r = play(_board(), "Squire", by="A")
    assert r.of("trigger") == [] and r.might("l") == 4
