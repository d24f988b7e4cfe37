"""`plays_to_open`: a unit whose text lets it be played to an open battlefield, one no player
controls (its card text, 002; Sneaky Deckhand, Sai Scout); the rule is otherwise a battlefield
its player controls (806.3)."""

from __future__ import annotations

import pytest

from riftboard.cards.library import card_from_table
from riftboard.errors import RiftboardError
from tests.engine.helpers import board, designer, play, raises_illegal

CARDS = [designer("Drifter", kind="unit", might=2, plays_to_open=True),
         designer("Plain", kind="unit", might=2)]


def _board():
    from attrs import evolve

    st = board(cards=CARDS, battlefields=("north", "south"),
               units=[("guard", "Guard", 2, "B", "south")])
    return evolve(st, objects=st.objects.set("south", evolve(st.objects["south"],
                                                             controller="B")))


def test_002_played_to_a_battlefield_nobody_controls():
    r = play(_board(), "Drifter", by="A", to="north", id="d")
    assert r.obj("d").at == "north" and r.obj("d").exhausted  # played: exhausted (143.4)
    assert "an open battlefield" in r.one("play").text


def test_806_3_not_to_an_opponents_battlefield_and_not_without_the_text():
    assert "806.3" in raises_illegal(play, _board(), "Drifter", by="A", to="south")
    assert "806.3" in raises_illegal(play, _board(), "Plain", by="A", to="north")


def test_only_a_unit_may_say_it():
    with pytest.raises(RiftboardError) as e:
        card_from_table({"name": "Odd", "kind": "spell", "plays_to_open": True}, "<t>", None,
                        "cards[1]")
    assert "plays_to_open" in str(e.value)


def test_002_an_occupied_enemy_battlefield_for_a_unit_whose_text_says_so():
    """`plays_to_enemy_battlefield` (Deadbloom Predator): a battlefield another player controls,
    with units there; not an open one, not an empty one it controls."""
    from attrs import evolve

    lurker = designer("Lurker", kind="unit", might=8, plays_to_enemy_battlefield=True)
    st = board(cards=[lurker], battlefields=("north", "south", "east"),
               units=[("guard", "Guard", 2, "B", "south")])
    for bf in ("south", "east"):
        st = evolve(st, objects=st.objects.set(bf, evolve(st.objects[bf], controller="B")))
    r = play(st, "Lurker", by="A", to="south", id="l")
    assert r.obj("l").at == "south" and "occupied enemy battlefield" in r.one("play").text
    assert "806.3" in raises_illegal(play, st, "Lurker", by="A", to="north")  # open
    assert "806.3" in raises_illegal(play, st, "Lurker", by="A", to="east")  # nobody there
