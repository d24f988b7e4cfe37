"""A `partial` card says what it skips (SPEC section 3): each time it, or an ability of it,
resolves, one `not_modelled` event with its note; a `full` card never has one."""

from __future__ import annotations

from riftboard.report.words import kind_rules, kind_words
from tests.engine.helpers import activate, board, card, play


def test_002_a_partial_spell_resolving_says_what_it_leaves_out():
    """002 (card text is the card's rules): a partial spell's +3 happens; what it leaves out is
    said after it resolves, with the card's note (a designer card: Grim Resolve, once the
    example here, is full now)."""
    half = {"name": "Half Resolve", "kind": "spell", "modelled": "partial",
            "not_modelled": "the XP it would give", "targets": [{"what": "unit"}],
            "effects": [{"op": "might", "target": 1, "amount": 3}]}
    st = board(units=[("k", "K", 2, "A", "north")], cards=[half])
    r = play(st, "Half Resolve", by="A", targets=["k"])
    ev = r.one("not_modelled")
    assert ev.responsible == "A" and ev.rules == ("002",)
    assert card("Half Resolve").not_modelled in ev.text
    kinds = r.kinds()
    assert kinds.index("might") < kinds.index("not_modelled")
    assert kind_words(ev) and kind_rules(ev) == ("002",)


def test_002_a_partial_units_ability_says_it_each_time_it_resolves():
    """A partial unit's activated ability (here a designer unit whose cost is left out; Vi,
    Destructive's recycle cost is modelled now): one event per activation."""
    pumper = {"name": "Pumper", "kind": "unit", "might": 3, "modelled": "partial",
              "not_modelled": "the cost of its ability", "abilities": [{
                  "kind": "activated", "effects": [{"op": "might", "target": "self",
                                                    "amount": 1}]}]}
    st = board(units=[("vi", "Pumper", None, "A", "north")], cards=[pumper])
    r = activate(st, "vi")
    r = activate(r, "vi")
    assert len(r.ever("not_modelled", target="vi")) == 2


def test_002_a_partial_unit_played_says_it_as_it_enters_the_board():
    """A partial unit played (a designer card: Sky Cruiser, once the example here, is full
    now): the event follows its resolve."""
    cruiser = {"name": "Half Cruiser", "kind": "unit", "might": 3, "modelled": "partial",
               "not_modelled": "the discard its play would cost"}
    r = play(board(cards=[cruiser]), "Half Cruiser", by="A")
    kinds = r.kinds()
    assert kinds.count("not_modelled") == 1 and kinds.index("resolve") < kinds.index("not_modelled")


def test_a_full_card_has_no_not_modelled_event():
    st = board(units=[("u", "U", 3, "B", "north")])
    r = play(st, "Hextech Ray", by="A", targets=["u"])
    assert r.of("not_modelled") == []
