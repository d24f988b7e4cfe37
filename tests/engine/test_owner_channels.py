"""`owner_channels`: the owner of a card channels runes (430.1, 430.2.a), read after the card
has left the board (an owner never changes, 127.1): Retreat returns a friendly unit to its
owner's hand, and that owner channels 1 rune exhausted."""

from __future__ import annotations

from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, play, state_of

RUNES = {"A": ["Fury Rune", "Fury Rune"], "B": ["Calm Rune", "Calm Rune"]}


def _retreat(owner):
    st = game_board(rune_decks=RUNES,
                    units=[("u", "Squire", 2, "A", "north", {"owner": owner}),
                           ("g", "Guard", 3, "B", "north")])
    return play(st, "Retreat", by="A", targets=["u"], id="ret")


def test_430_1_the_owner_channels_after_the_unit_went_back_to_their_hand():
    r = _retreat("A")
    st = state_of(r)
    assert st.objects["u"].zone == "hand" and st.objects["u"].owner == "A"
    ch = r.one("channel")
    assert ch.target == "A" and ch.amount == 1 and "430.1" in ch.rules
    assert st.objects["A-rune1"].zone == "runes" and st.objects["A-rune1"].exhausted
    assert st.objects["A-rune2"].zone == "rune_deck"


def test_127_1_a_unit_controlled_but_not_owned_its_owner_channels():
    """Alice controls Bob's Squire (taken control of): it goes to Bob's hand and Bob, its
    owner, channels; Alice channels nothing."""
    r = _retreat("B")
    st = state_of(r)
    assert st.objects["u"].zone == "hand" and st.objects["u"].owner == "B"
    assert [(e.target, e.amount) for e in r.of("channel")] == [("B", 1)]
    assert st.objects["B-rune1"].zone == "runes" and st.objects["B-rune1"].exhausted
    assert st.objects["A-rune1"].zone == "rune_deck"


def test_format_1_has_no_runes_the_channel_is_skipped_and_said():
    st = board(units=[("u", "Squire", 2, "A", "north")])
    r = play(st, "Retreat", by="A", targets=["u"])
    assert state_of(r).objects["u"].zone == "hand"
    assert not r.of("channel") and r.of("not_modelled")



def test_self_the_owner_of_the_object_that_has_the_ability_channels():
    """`target = "self"`: a unit's "my owner channels 1 rune" reads its owner (127.1): Bob's
    unit, controlled by Alice, makes Bob channel when Alice activates it."""
    from tests.engine.helpers import activate, designer

    keeper = designer("Rune Keeper", kind="unit", might=2, abilities=[{
        "kind": "activated", "cost": ["exhaust"],
        "effects": [{"op": "owner_channels", "target": "self", "amount": 1}]}])
    st = game_board(rune_decks=RUNES, cards=[keeper],
                    units=[("k", "Rune Keeper", None, "A", "north",
                            {"owner": "B", "exhausted": False})])
    r = activate(st, "k", by="A")
    assert [(e.target, e.amount) for e in r.of("channel")] == [("B", 1)]
    assert not state_of(r).objects["B-rune1"].exhausted  # ready unless `exhausted` (430.2.a)
