"""Three rulings that only the card scenarios used to guard (issue 30): a "you may" nobody
answered is taken (SPEC section 2, 383.3.a), a group read "at my battlefield" is empty while its
object is in a base (808.1.d.3, the `battlefield_here` group), and which card a discard takes
(422.1: the step's `discard`, else the cards in the hand in file order). Each test fails if the
engine's rule it names is changed."""

from __future__ import annotations

import pytest

from tests.engine.helpers import board, end_turn, ids, play

EARLY = {"name": "Early Riser", "kind": "unit", "might": 2,
         "abilities": [{"kind": "triggered", "trigger": "beginning_phase", "may": True,
                        "effects": [{"op": "might", "target": "self", "amount": 3}]}]}
SNUFF = {"name": "Snuff", "kind": "spell", "targets": [{"what": "unit"}],
         "effects": [{"op": "kill", "target": 1}]}
HEARS = {"name": "Ear", "kind": "unit", "might": 2,
         "abilities": [{"kind": "triggered", "trigger": "you_play_card", "may": True,
                        "effects": [{"op": "might", "target": "self", "amount": 2}]}]}
SPARK = {"name": "Spark", "kind": "spell", "effects": [{"op": "draw", "amount": 1}]}
TOSS = {"name": "Toss One", "kind": "spell", "effects": [{"op": "discard", "amount": 1}]}
TOSS_TWO = {"name": "Toss Two", "kind": "spell", "effects": [{"op": "discard", "amount": 2}]}


def test_383_3_a_a_you_may_nobody_answered_is_taken():
    """383.3.a with SPEC section 2's default: an end of turn gives no answers, so Early Riser's
    "you may" at the start of its controller's Beginning Phase is taken, not declined."""
    st = board(units=[("early", "Early Riser", None, "A", "north")], cards=[EARLY],
               turn_player="B")
    r = end_turn(st)
    assert [ids(e.sources) for e in r.of("trigger")] == [{"early#1"}]
    assert not r.of("may_declined")
    assert r.might("early") == 5


@pytest.mark.parametrize("may,taken", [({"B": False}, {"ear1", "ear2"}),
                                       ({"A": (False,)}, {"ear2"})])
def test_383_3_a_a_you_may_the_answers_leave_out_is_taken(may, taken):
    """383.3.a with SPEC section 2's default: answers for the other player only, or a list that
    has run out, leave a "you may" unanswered, so it is taken. Alice's two Ears each hear her
    Spark; with her list [false] only the first asked (file order) is declined."""
    st = board(units=[("ear1", "Ear", None, "A", "north"), ("ear2", "Ear", None, "A", "north")],
               cards=[HEARS, SPARK])
    r = play(st, "Spark", by="A", may=may)
    declined = {e.sources[0].host for e in r.of("may_declined")}
    assert declined == {"ear1", "ear2"} - taken
    assert {u for u in ("ear1", "ear2") if r.might(u) == 4} == taken


@pytest.mark.parametrize("where", ["base", "north"])
def test_808_1_d_3_kog_maws_deathknell_is_read_at_his_battlefield_never_his_base(where):
    """808.1.d.3, 808.1.c: Kog'Maw, Caustic's Deathknell hits each unit at the battlefield where
    he died (`battlefield_here`); killed in his base it hits nothing, not the units there."""
    st = board(units=[("kog", "Kog'Maw, Caustic", None, "A", where),
                      ("pal", "Pal", 9, "A", where), ("foe", "Foe", 9, "B", "north"),
                      ("home", "Homebody", 9, "A", "base")],
               battlefields=["north"], cards=[SNUFF])
    r = play(st, "Snuff", by="B", targets=["kog"])
    assert r.one("kill", target="kog")
    assert [ids(e.sources) for e in r.of("trigger")] == [{"kog#1"}]
    hit = {e.target for e in r.of("damage") if ids(e.sources) == {"kog#1", "kog"}}
    assert hit == (set() if where == "base" else {"pal", "foe"})


def _hand():
    return board(hand=[("c1", "Vengeance", "A"), ("c2", "Rune Prison", "A"),
                       ("c3", "Hextech Ray", "A")], cards=[TOSS, TOSS_TWO])


def test_422_1_a_discard_takes_the_card_the_step_names():
    """422.1: the step's `discard` names the card: the last one in hand goes, the others stay."""
    r = play(_hand(), "Toss One", by="A", discard="c3")
    assert [e.target for e in r.of("discard")] == ["c3"]
    assert [r.obj(c).zone for c in ("c1", "c2", "c3")] == ["hand", "hand", "trash"]


def test_422_1_an_unnamed_discard_takes_the_hands_cards_in_file_order():
    """422.1 with SPEC section 2's default: without `discard`, a discard of 2 takes the first two
    cards of the hand in file order; naming one takes it first, then the first of the rest."""
    r = play(_hand(), "Toss Two", by="A")
    assert [e.target for e in r.of("discard")] == ["c1", "c2"]
    r = play(_hand(), "Toss Two", by="A", discard="c2")
    assert [e.target for e in r.of("discard")] == ["c2", "c1"]
