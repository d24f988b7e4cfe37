"""A channel's "if you can't" (`channel` with `effects`, Mobilize, Catalyst of Aeons): what
follows happens only when the rune deck gave fewer runes than asked (430.3: a player channels as
many as there are); format 1, with no runes at all, skips the whole instruction."""

from tests.engine.game_helpers import game_board, side
from tests.engine.helpers import activate, board, designer

CALLER = designer("Short Caller", kind="gear", abilities=[
    {"kind": "activated", "effects": [{"op": "channel", "amount": 2, "exhausted": True,
                                       "effects": [{"op": "draw", "amount": 1}]}]}])


def test_430_3_a_full_channel_runs_nothing_more():
    """430.1: two runes there, two channelled: no draw."""
    st = game_board(cards=[CALLER], gear=[("call", "Short Caller", "A")],
                    rune_decks={"A": ["Fury Rune", "Calm Rune", "Mind Rune"]},
                    decks={"A": ["Cleave"]})
    r = activate(st, "call", 1, by="A")
    assert r.one("channel", target="A").amount == 2
    assert r.of("draw") == []


def test_430_3_a_short_channel_then_draws():
    """430.3: one rune left of the two asked: it is channelled, then the draw follows."""
    st = game_board(cards=[CALLER], gear=[("call", "Short Caller", "A")],
                    rune_decks={"A": ["Fury Rune"]}, decks={"A": ["Cleave"]})
    r = activate(st, "call", 1, by="A")
    ch, dr = r.one("channel", target="A"), r.one("draw", target="A")
    assert ch.amount == 1 and dr.amount == 1 and ch.seq < dr.seq
    assert side(r, "A").rune_deck == ()


def test_430_3_an_empty_rune_deck_channels_nothing_and_draws():
    st = game_board(cards=[CALLER], gear=[("call", "Short Caller", "A")], decks={"A": ["Cleave"]})
    r = activate(st, "call", 1, by="A")
    assert r.of("channel") == [] and r.one("draw", target="A").amount == 1


def test_002_format_1_skips_the_channel_and_what_depends_on_it():
    """Format 1 models no runes: the instruction is skipped (a not_modelled event), its draw
    with it."""
    st = board(gear=[("call", "Short Caller", "A")], cards=[CALLER])
    r = activate(st, "call", 1, by="A")
    assert r.of("not_modelled") and r.of("draw") == []
