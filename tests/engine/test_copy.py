"""Copying a unit (477.1.b): Mirror Image plays a ready unit token that becomes a copy of the
chosen unit, with Temporary. The copy takes the printed traits (477.1.b.1.a; a copy's copy takes
what the first copied, 477.1.b.1.b) and not the damage, buff or "this turn" changes."""

from __future__ import annotations

from tests.engine.helpers import board, end_turn, play


def test_477_1_b_the_copy_takes_the_printed_traits_not_the_units_state():
    st = board(units=[("ogre", "Ogre", 5, "B", "north", {"damage": 2, "buffed": True})])
    r = play(st, "Discipline", by="B", targets=["ogre"])  # +2 Might this turn: not copied
    r = play(r, "Mirror Image", by="A", id="mi", targets=["ogre"])
    create, copy = r.one("create"), r.one("copy")
    assert create.target == copy.target == "mi-token1"
    assert {"477.1.b", "477.1.b.1.a"} <= set(copy.rules) and "Ogre" in copy.text
    tok = r.obj("mi-token1")
    assert (tok.name, tok.controller, tok.owner, tok.at) == ("Ogre", "A", "A", "base")
    assert r.might("mi-token1") == 5 and tok.damage == 0 and not tok.buffed
    assert tok.token and not tok.exhausted  # ready: the card says so (002)


def test_477_1_b_1_a_a_library_units_text_and_tags_are_copied():
    st = board(units=[("poro", "Stalwart Poro", None, "B", "north")])
    r = play(st, "Mirror Image", by="A", id="mi", targets=["poro"])
    tok, poro = r.obj("mi-token1"), r.obj("poro")
    assert tok.card is poro.card and tok.name == "Stalwart Poro"


def test_477_1_b_1_b_a_copy_of_a_copy_takes_the_copied_traits():
    st = board(units=[("ogre", "Ogre", 5, "B", "north")])
    r = play(st, "Mirror Image", by="A", id="mi", targets=["ogre"])
    r = play(r, "Mirror Image", by="A", id="mi2", targets=["mi-token1"])
    assert r.obj("mi2-token1").name == "Ogre" and r.might("mi2-token1") == 5


def test_816_the_copy_is_temporary_and_dies_as_its_controllers_next_turn_begins():
    st = board(units=[("ogre", "Ogre", 5, "B", "north")])
    r = play(st, "Mirror Image", by="A", id="mi", targets=["ogre"])
    r = end_turn(end_turn(r))  # B's turn, then A's: Temporary kills it (816.1.c)
    assert r.obj("mi-token1").zone != "board"
    assert r.obj("ogre").zone == "board"


def test_350_2_the_copy_is_played_as_a_token_for_when_you_play_a_unit():
    """Its controller's "when you play a card" hears nothing: a token is not a card (350.2)."""
    listener = {"name": "Card Listener", "kind": "unit", "might": 2, "summary": "x",
                "abilities": [{"kind": "triggered", "trigger": "you_play_card",
                               "summary": "a play: +1", "effects": [
                                   {"op": "might", "target": "self", "amount": 1}]}]}
    st = board(units=[("lis", "Card Listener", None, "A", "base"),
                      ("ogre", "Ogre", 5, "B", "north")], cards=[listener])
    r = play(st, "Mirror Image", by="A", targets=["ogre"])
    assert r.might("lis") == 3  # Mirror Image itself was played; the token is no card


def test_the_copy_event_says_the_copys_might():
    st = board(units=[("ogre", "Ogre", 5, "B", "north", {"buffed": True})])
    r = play(st, "Mirror Image", by="A", targets=["ogre"])
    assert r.one("copy").amount == 5
