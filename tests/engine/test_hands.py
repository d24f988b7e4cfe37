"""Whole-hand instructions (engine/ops/hands.py): `discard_from_hand` (an opponent reveals their
hand, 424.3.a; the controller picks a card of it and that player discards it, 422.1) and
`each_redraw` (each player discards their hand, then draws N; 422.1, 413)."""

from __future__ import annotations

from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, designer, ids, play, state_of

SPLIT = designer("Split", effects=[{"op": "discard_from_hand"}])
REDRAW = designer("Redraw", effects=[{"op": "each_redraw", "amount": 2}])
# "when you discard one or more cards, draw 1" (422.1.b: once per discard action)
SAGE = designer("Sage", kind="unit", might=2, abilities=[{
    "kind": "triggered", "trigger": "you_discard", "effects": [{"op": "draw", "amount": 1}]}])


def test_424_3_a_422_1_the_opponent_reveals_and_discards_the_card_picked():
    st = board(hand=[("c1", "Cleave", "B"), ("c2", "Hextech Ray", "B"), ("m", "Cleave", "A")],
               units=[("s", "Sage", None, "B", "base")], cards=[SPLIT, SAGE])
    r = play(st, "Split", by="A", id="sp", choose={"A": ["c2"]})
    assert r.one("reveal").sources and ids(r.one("reveal").sources) == {"sp"}
    d = r.one("discard")
    assert d.target == "c2" and d.responsible == "B" and "422.1" in d.rules
    after = state_of(r).objects
    assert after["c2"].zone == "trash" and after["c1"].zone == "hand"
    assert after["m"].zone == "hand"  # Alice's own hand is not touched
    # Bob's "when you discard" triggers: it was his discard
    assert [(e.target, ids(e.sources)) for e in r.of("draw")] == [("B", {"s#1"})]


def test_055_an_empty_hand_nothing_to_pick_nothing_discarded():
    st = board(hand=[("m", "Cleave", "A")], cards=[SPLIT])
    r = play(st, "Split", by="A")
    assert not r.of("discard")


def test_422_1_413_each_player_discards_their_hand_then_draws():
    st = game_board(decks={"A": ["Cleave"] * 3, "B": ["Cleave"] * 3}, turn_player="B",
                    hand=[("a1", "Cleave", "A"), ("a2", "Cleave", "A"), ("b1", "Cleave", "B")],
                    units=[("s", "Sage", None, "A", "base")], cards=[REDRAW, SAGE])
    r = play(st, "Redraw", by="A", id="rd")
    # Bob is the turn player: his hand first (turn order), then Alice's
    assert [e.target for e in r.of("discard")] == ["b1", "a1", "a2"]
    spell_draws = [(e.target, e.amount) for e in r.of("draw") if ids(e.sources) == {"rd"}]
    assert spell_draws == [("B", 2), ("A", 2)]
    # Alice's Sage heard one discard action of hers (422.1.b), not Bob's
    assert [(e.target, e.amount) for e in r.of("draw") if ids(e.sources) == {"s#1"}] == [("A", 1)]
    sides = state_of(r).game.sides
    assert len(sides[0].deck) == 0 and len(sides[1].deck) == 1  # A drew 2 + 1, B drew 2


def test_format_1_anonymous_cards_are_discarded_too_and_drawn_anonymously():
    st = board(hand=[("a1", "Cleave", "A")], cards=[REDRAW])
    r = play(st, "Redraw", by="A")
    assert [e.target for e in r.of("discard")] == ["a1"]
    r = play(r, "Redraw", by="A")  # now Alice holds 2 anonymous cards, Bob 2
    assert [e.target for e in r.of("discard")] == ["A", "A", "B", "B"]
    assert state_of(r).hand_counts == (2, 2)


EXCITE = designer("Excite", targets=[{"what": "unit"}],
                  effects=[{"op": "discard_deal", "target": 1}])
SHAKE = designer("Shake", targets=[{"what": "unit"}],
                 effects=[{"op": "deal_unless_draw", "target": 1, "amount": 6, "draw": 2}])


def test_417_6_a_the_discarded_cards_energy_cost_is_dealt_by_the_spell():
    st = board(hand=[("c", "Cleave", "A"), ("s", "Sky Splitter", "A")],
               units=[("g", "Guard", 9, "B", "north"), ("z", "Sage", None, "A", "base")],
               cards=[EXCITE, SAGE])
    r = play(st, "Excite", by="A", targets=["g"], discard="s", id="ex")
    assert r.one("discard").target == "s"
    d = r.one("damage")
    assert (d.target, d.amount, ids(d.sources), d.responsible) == ("g", 8, {"ex"}, "A")
    assert [e.target for e in r.of("draw")] == ["A"]  # the Sage heard the discard (422.1.b)


def test_422_1_an_anonymous_card_has_no_known_cost_and_an_empty_hand_does_nothing():
    st = board(units=[("g", "Guard", 9, "B", "north")], cards=[EXCITE])
    r = play(st, "Excite", by="A", targets=["g"])
    assert not r.of("discard") and not r.of("damage")
    from attrs import evolve

    st2 = evolve(st, hand_counts=(1, 0))  # one card the sandbox drew: its cost is not known
    r = play(st2, "Excite", by="A", targets=["g"])
    assert r.one("discard").target == "A" and not r.of("damage")


def test_413_the_targets_controller_may_turn_the_damage_into_a_draw():
    st = game_board(decks={"A": ["Cleave"] * 3}, units=[("g", "Guard", 9, "B", "north")],
                    cards=[SHAKE])
    r = play(st, "Shake", by="A", targets=["g"], may={"B": True}, id="sh")
    assert [(e.target, e.amount, ids(e.sources)) for e in r.of("draw")] == [("A", 2, {"sh"})]
    assert not r.of("damage") and len(state_of(r).game.sides[0].deck) == 1
    r = play(st, "Shake", by="A", targets=["g"], may={"B": False}, id="sh")
    d = r.one("damage")
    assert (d.target, d.amount, ids(d.sources)) == ("g", 6, {"sh"}) and not r.of("draw")
