"""What the cardsO cards needed: a card's own "when you discard me" ability (`discarded_self`),
which works from the trash the discard put it in (383.2.c.1, 422.1): Scrapheap, Flame Chompers."""

from tests.engine.game_helpers import game_board
from tests.engine.helpers import activate, designer, play

CARDS = [
    designer("Bait", kind="unit", might=2, abilities=[
        {"kind": "triggered", "trigger": "discarded_self", "zone": "trash",
         "effects": [{"op": "draw", "amount": 1}]}]),
    designer("Filler", kind="spell", effects=[{"op": "draw", "amount": 1}]),
    designer("Toss", kind="spell", effects=[{"op": "discard", "amount": 1}]),
    designer("Tosser", kind="gear", abilities=[
        {"kind": "activated", "cost": ["discard"], "effects": []}]),
]


def _board(**kw):
    return game_board(cards=CARDS, decks={"A": ["Filler"] * 3, "B": ["Filler"] * 3}, **kw)


def test_422_1_383_2_c_1_a_card_discarded_by_an_instruction_hears_it_from_the_trash():
    st = _board(hand=[("bait", "Bait", "A"), ("toss", "Toss", "A"), ("f", "Filler", "A")])
    r = play(st, "Toss", by="A", discard="bait")
    (t,) = r.of("trigger")
    assert t.sources[0].host == "bait"
    assert t.responsible == "A"  # its owner's ability (it works from the trash)
    assert r.one("draw", target="A").sources[0].host == "bait"


def test_422_1_only_the_card_discarded_hears_its_own_discard():
    st = _board(hand=[("bait", "Bait", "A"), ("toss", "Toss", "A"), ("f", "Filler", "A")])
    r = play(st, "Toss", by="A", discard="f")
    assert not r.of("trigger")
    assert not r.of("draw")


def test_383_2_c_1_a_discard_paid_as_a_cost_triggers_it_too():
    st = _board(hand=[("bait", "Bait", "A")], gear=[("tosser", "Tosser", "A")])
    r = activate(st, "tosser", by="A", discard="bait")
    (t,) = r.of("trigger")
    assert t.sources[0].host == "bait"
    assert r.one("draw", target="A").sources[0].host == "bait"
