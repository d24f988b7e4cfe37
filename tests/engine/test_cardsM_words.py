"""Words added for the Vendetta cards of issue 27 (cardsM): a channel names its source (430.1),
`unchoosable_this_turn` (054.1), `ready_up_to` (415.1), the `enemy_unit_dies_here` trigger
(383.2.c.2), the `discard_gear` cost (422.1) and a spell's optional discard (422.1)."""

from __future__ import annotations

from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, designer, ids, play

# 4 damage, or 7 with seven runes: Siphoning Strike's shape, a count read as a condition
STRIKE = designer("Rune Strike", effects=[
    {"op": "deal", "amount": 4, "target": 1, "unless": "friendly_runes", "at_least": 7},
    {"op": "deal", "amount": 7, "target": 1, "if": "friendly_runes", "at_least": 7}],
    targets=[{"what": "unit"}])


def _runes(n):
    return [(f"r{i}", "Calm Rune", "A", i % 2 == 0) for i in range(n)]


def test_430_1_seven_runes_exhausted_or_not_pick_the_bigger_damage():
    for n, dealt in ((6, 4), (7, 7)):
        st = game_board(runes=_runes(n), units=[("o", "Ogre", 9, "B", "base")], cards=[STRIKE])
        r = play(st, "Rune Strike", by="A", id="rs", targets=["o"])
        assert [(e.target, e.amount, ids(e.sources)) for e in r.of("damage")] == [
            ("o", dealt, {"rs"})]


def test_430_1_a_channel_by_a_spell_names_that_spell_as_its_source():
    """The channel event of a card's instruction says which spell (or ability) channelled, as a
    draw's does: Siphoning Strike's delayed ability channels after its host has resolved."""
    surge = designer("Rune Surge", effects=[{"op": "channel", "amount": 1, "exhausted": True}])
    st = game_board(rune_decks={"A": ["Calm Rune"]}, cards=[surge])
    r = play(st, "Rune Surge", by="A", id="su")
    assert [(e.target, e.amount, ids(e.sources)) for e in r.of("channel")] == [("A", 1, {"su"})]


# Twilight Shroud's shape: a friendly unit enemy spells and abilities can't choose this turn
SHROUD = designer("Shroud", effects=[{"op": "unchoosable_this_turn", "target": 1}],
                  targets=[{"what": "unit", "side": "friendly"}])
ZAP = designer("Zap", effects=[{"op": "deal", "amount": 1, "target": 1}],
               targets=[{"what": "unit"}])


def test_054_1_unchoosable_this_turn_refuses_enemy_choices_only_until_the_turn_ends():
    import pytest

    from riftboard.engine.errors import IllegalAction
    from tests.engine.helpers import end_turn

    st = board(units=[("s", "Scout", 3, "A", "north"), ("o", "Ogre", 4, "B", "north")],
               cards=[SHROUD, ZAP])
    r = play(st, "Shroud", by="A", id="sh", targets=["s"])
    assert [(e.target, ids(e.sources)) for e in r.of("keyword")] == [("s", {"sh"})]
    with pytest.raises(IllegalAction, match="can't be chosen.*Shroud, this turn"):
        play(r, "Zap", by="B", targets=["s"])
    # its own player still may choose it (002: only enemies are kept out)
    assert [(e.target, e.amount) for e in play(r, "Zap", by="A", targets=["s"]).of("damage")] \
        == [("s", 1)]
    # the turn over, an enemy may choose it again (317.2.c)
    later = end_turn(r)
    assert [(e.target, e.amount) for e in play(later, "Zap", by="B", targets=["s"]).of("damage")] \
        == [("s", 1)]


GATE = designer("Gate", effects=[{"op": "ready_up_to", "amount": 2}])


def test_415_1_ready_up_to_readies_at_most_n_units_gear_and_runes():
    """Acceleration Gate's shape: with none named, its player's own exhausted things, units and
    gear before runes, at most `amount`; named, exactly those (an enemy's too), still at most
    `amount`; a ready one is no choice (415.1.c)."""
    units = [("a", "Scout", 2, "A", "north", {"exhausted": True}),
             ("b", "Squire", 2, "A", "base", {"exhausted": True}),
             ("e", "Ogre", 4, "B", "north", {"exhausted": True})]
    runes = [("r0", "Mind Rune", "A", True), ("r1", "Mind Rune", "A", True)]
    st = game_board(runes=runes, units=units, cards=[GATE])
    r = play(st, "Gate", by="A", id="g")
    assert [(e.target, ids(e.sources)) for e in r.of("ready")] == [("a", {"g"}), ("b", {"g"})]
    r = play(st, "Gate", by="A", id="g", choose={"A": ["e", "r1", "b"]})
    assert sorted(e.target for e in r.of("ready")) == ["b", "e"]  # file order, two at most
    r = play(st, "Gate", by="A", id="g", choose={"A": ["r0", "r1"]})
    assert sorted(e.target for e in r.of("ready")) == ["r0", "r1"]


WATCHER = designer("Watcher", kind="unit", might=5, abilities=[{
    "kind": "triggered", "trigger": "enemy_unit_dies_here",
    "effects": [{"op": "draw", "amount": 1}]}])
KILL = designer("Slay", effects=[{"op": "kill", "target": 1}], targets=[{"what": "unit"}])


def test_383_2_c_2_enemy_unit_dies_here_hears_only_enemy_deaths_at_its_battlefield():
    """"When an enemy unit here dies": an enemy unit killed at the Watcher's battlefield
    triggers it; a friendly one there, an enemy one elsewhere, or one in a base does not."""
    def st(watcher_at="north"):
        return board(units=[("w", "Watcher", None, "A", watcher_at),
                            ("pal", "Pal", 2, "A", "north"), ("foe", "Foe", 2, "B", "north"),
                            ("far", "Far", 2, "B", "south"), ("home", "Home", 2, "B", "base")],
                     battlefields=("north", "south"), cards=[WATCHER, KILL])

    def heard(state, victim):
        r = play(state, "Slay", by="A", targets=[victim])
        return len(r.of("trigger")), [e.target for e in r.of("draw")]

    assert heard(st(), "foe") == (1, ["A"])
    assert heard(st(), "pal") == (0, [])
    assert heard(st(), "far") == (0, [])
    assert heard(st(watcher_at="base"), "home") == (0, [])  # a base is no "here" for an enemy
    from riftboard.engine.ops import TRIGGERS
    assert "383.2.c.2" in TRIGGERS["enemy_unit_dies_here"].does


CRUISER = designer("Cruiser", kind="unit", might=3, abilities=[{
    "kind": "activated", "cost": ["discard_gear"],
    "effects": [{"op": "draw", "amount": 1}]}])


def test_422_1_a_discard_gear_cost_takes_only_a_gear_and_refuses_otherwise():
    """Sky Cruiser's "discard a gear" (422.1): unnamed, the first gear in hand goes, not the spell
    before it; a spell named, or no gear in hand, refuses the step (358.2)."""
    import pytest

    from riftboard.engine.errors import IllegalAction
    from tests.engine.helpers import activate

    st = board(units=[("c", "Cruiser", None, "A", "base")],
               hand=[("sp", "Hextech Ray", "A"), ("g", "Long Sword", "A")], cards=[CRUISER])
    r = activate(st, "c")
    assert [e.target for e in r.of("discard")] == ["g"]
    with pytest.raises(IllegalAction, match="not a gear"):
        activate(st, "c", discard="sp")
    none = board(units=[("c", "Cruiser", None, "A", "base")], hand=[("sp", "Hextech Ray", "A")],
                 cards=[CRUISER])
    with pytest.raises(IllegalAction, match="no gear in hand"):
        activate(none, "c")


# Ruthless Strike's shape: "you may discard 1" as it is played; 3, or 5 instead when paid
RUTHLESS = designer("Harsh Strike", optional_cost=True, optional_discard=True,
                    targets=[{"what": "unit"}], effects=[
                        {"op": "deal", "amount": 3, "target": 1, "unless_paid": True},
                        {"op": "deal", "amount": 5, "target": 1, "if_paid": True}])


def test_422_1_an_optional_discard_is_paid_as_the_spell_is_played_and_picks_its_instruction():
    """356.2.b.1, 356.4.f.1: paid, its player discards a card (422.1) and only the `if_paid`
    instruction runs; declined, nothing is discarded and only the `unless_paid` one runs."""
    import pytest

    from riftboard.engine.errors import IllegalAction

    st = board(units=[("o", "Ogre", 9, "B", "north")], hand=[("j", "Hextech Ray", "A")],
               cards=[RUTHLESS])
    paid = play(st, "Harsh Strike", by="A", targets=["o"], may=True)
    assert [e.target for e in paid.of("discard")] == ["j"]
    assert [e.amount for e in paid.of("damage")] == [5]
    unpaid = play(st, "Harsh Strike", by="A", targets=["o"], may=False)
    assert not unpaid.of("discard") and [e.amount for e in unpaid.of("damage")] == [3]
    empty = board(units=[("o", "Ogre", 9, "B", "north")], cards=[RUTHLESS])
    with pytest.raises(IllegalAction, match="discard"):
        play(empty, "Harsh Strike", by="A", targets=["o"], may=True)


def test_465_2_not_one_friend_at_battlefield_is_the_negation_for_sacred_protector():
    """Sacred Protector's condition (card text, 002): false only at a battlefield with exactly one
    other friendly unit; true in a base, alone, or with two friends."""
    from riftboard.engine.board import CONDITIONS, holds

    def reads(friends, at="north"):
        units = [("p", "Guard", 6, "A", at)] + [(f"f{i}", "Pal", 1, "A", at) for i in range(friends)]
        st = board(units=units)
        return holds(st, "not_one_friend_at_battlefield", "A", st.objects["p"])

    assert [reads(0), reads(1), reads(2), reads(1, at="base")] == [True, False, True, True]
    assert "465.2" in CONDITIONS["not_one_friend_at_battlefield"].rules
