"""`play_spell_from_trash` (Fizz, Trickster): an effect plays a spell from its controller's
trash, its Energy cost ignored; the spell is played (350.2) and goes on the chain with targets
of its own, resolving once the ability has finished; with `recycle` it goes to the bottom of its owner's
main deck afterwards, countered or not (416.1); with none that fits, nothing happens (419.3.c)."""

from __future__ import annotations

from tests.engine.game_helpers import game_board
from tests.engine.helpers import board, designer, ids, play

TRICK = designer("Trick", "unit", might=1, abilities=[
    {"kind": "triggered", "trigger": "play_self",
     "effects": [{"op": "play_spell_from_trash", "max_energy": 3, "recycle": True},
                 {"op": "draw", "amount": 2}]}])
#: Bob's: "when a player plays a spell, counter it"
WARDEN = designer("Warden", "unit", might=1, abilities=[
    {"kind": "triggered", "trigger": "play_card", "played": "spell",
     "targets": [{"what": "spell"}], "effects": [{"op": "counter", "target": 1}]}])


def _st(trash=(("seeker", "Void Seeker", "A"), ("decree", "Imperial Decree", "A")), **kw):
    kw.setdefault("units", [("scout", "Scout", 4, "B", "north"), ("pal", "Pal", 2, "A", "north")])
    return game_board(hand=(("trick", "Trick", "A"),), trash=trash, decks={"A": ["Hextech Ray"] * 4},
                      cards=[TRICK, WARDEN], **kw)


def test_350_2_the_spell_is_played_and_resolves_after_the_ability_then_is_recycled():
    r = play(_st(), "Trick", by="A", id="trick", choose={"A": ["seeker", "scout"]})
    p = r.one("play", target="scout")
    assert ids(p.sources) == {"seeker", "trick#1"} and p.responsible == "A"
    draws = [(d.amount, ids(d.sources)) for d in r.of("draw")]
    assert draws == [(2, {"trick#1"}), (1, {"seeker"})]  # the ability finishes first
    assert ids(r.one("kill", target="scout").attributed_to) == {"seeker"}
    assert r.obj("seeker").zone == "deck"
    assert r.state.game.sides[0].deck[-1] == "seeker"  # the bottom (416.1)
    assert r.obj("decree").zone == "trash"


def test_419_3_c_a_spell_that_costs_too_much_is_not_played():
    r = play(_st(trash=(("decree", "Imperial Decree", "A"),)), "Trick", by="A", id="trick")
    assert not r.of("play", target="scout") and r.obj("decree").zone == "trash"
    assert [d.amount for d in r.of("draw")] == [2]  # the rest of the ability goes on


def test_355_a_spell_with_no_legal_target_is_not_played():
    """Hextech Ray needs a unit at a battlefield; the only unit is in a base."""
    r = play(_st(units=[("pal", "Pal", 2, "A", "base")],
                 trash=(("ray", "Hextech Ray", "A"),)), "Trick", by="A", id="trick",
             choose={"A": ["ray"]})
    assert r.obj("ray").zone == "trash" and not r.of("damage")


def test_425_1_a_countered_spell_played_this_way_is_recycled_too():
    r = play(_st(units=[("scout", "Scout", 4, "B", "north"), ("w", "Warden", None, "B", "north")]),
             "Trick", by="A", id="trick", choose={"A": ["seeker", "scout"]})
    assert r.one("counter", target="seeker")
    assert not r.of("damage") and r.obj("seeker").zone == "deck"
