"""Countering (425): a spell on the chain as a target (`what = "spell"`, 425.3), the `counter`
primitive and its `counter` event. A countered spell does nothing, leaves the chain and goes to
its owner's trash (425.1.a, 425.1.a.1); its costs stay paid (425.1.c); the abilities that
triggered on its play and still wait leave the chain with it (425.1.b, 419.4.a.1)."""

from __future__ import annotations

import pytest

from riftboard.cards.library import card_from_table
from riftboard.errors import InvalidScenario
from riftboard.engine import actions as A
from tests.engine.helpers import _apply, activate, board, card, designer, ids, play, raises_illegal

#: "when you play a spell, +1 Might this turn" (Ravenbloom Student's shape, in our own words)
LISTENER = designer("Spell Listener", kind="unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "you_play_card", "summary": "a play: +1 Might",
     "effects": [{"op": "might", "target": "self", "amount": 1}]}])


def _board(**kw):
    return board(units=[("knight", "Knight", 2, "B", "north"),
                        ("ogre", "Ogre", 5, "A", "north")], **kw)


def test_425_1_a_defy_counters_a_held_spell_it_never_resolves():
    r = play(_board(), "Hextech Ray", by="A", id="ray", targets=["knight"], hold=True)
    r = play(r, "Defy", by="B", id="defy", targets=["ray"])
    counter = r.one("counter", target="ray")
    assert ids(counter.sources) == {"defy"} and counter.responsible == "B"
    assert {"425.1.a", "425.1.a.1", "425.1.c"} <= set(counter.rules)
    assert not r.ever("damage") and r.obj("knight").damage == 0
    # nothing of the Ray resolves: the only resolve event is Defy's own
    assert [ids(e.sources) for e in r.ever("resolve")] == [{"defy"}]
    ray = r.obj("ray")
    assert (ray.zone, ray.controller) == ("trash", "A")  # its owner's trash (425.1.a.1)
    assert r.state.chain == ()


def test_425_1_a_1_a_spell_taken_by_another_player_goes_to_its_owners_trash():
    """A spell's owner, not the player who counters it, gets the card (056, 425.1.a.1)."""
    r = play(_board(), "Hextech Ray", by="B", id="ray", targets=["ogre"], hold=True)
    r = play(r, "Wind Wall", by="A", targets=["ray"])
    assert r.obj("ray").zone == "trash" and r.obj("ray").owner == "B"
    assert "goes to B's trash" in r.one("counter").text


def test_425_3_defy_only_chooses_a_spell_within_its_costs():
    """Defy's limits are the card's printed costs: Riposte (2 Power) is out of reach; a spell on
    the chain is the only kind of target it takes."""
    st = _board()
    r = play(st, "Hextech Ray", by="A", id="ray", targets=["knight"], hold=True)
    msg = raises_illegal(play, r, "Defy", by="B", targets=["knight"])
    assert "not a spell on the chain" in msg
    r2 = play(r, "Riposte", by="A", id="rip", targets=["ogre", "ray"], hold=True)
    msg = raises_illegal(play, r2, "Defy", by="B", targets=["rip"])
    assert "costs 2 Power, more than 1" in msg
    # with no spell on the chain, Defy has nothing to choose
    msg = raises_illegal(play, st, "Defy", by="B")
    assert "no legal target" in msg


def test_425_the_only_spell_on_the_chain_is_chosen_without_being_named():
    r = play(_board(), "Hextech Ray", by="A", id="ray", targets=["knight"], hold=True)
    r = play(r, "Defy", by="B")
    assert r.one("counter").target == "ray"


def test_055_a_spell_that_left_the_chain_is_not_countered_twice():
    """Two counters answer one spell: the newer one counters it; the older one finds its target
    gone from the chain, does nothing and says so (359.3.e.1, 055)."""
    r = play(_board(), "Hextech Ray", by="A", id="ray", targets=["knight"], hold=True)
    r = play(r, "Defy", by="B", id="defy", targets=["ray"], hold=True)
    r = play(r, "Wind Wall", by="B", id="wall", targets=["ray"])
    assert [ids(e.sources) for e in r.ever("counter")] == [{"wall"}]
    fizzle = r.one("fizzle")
    assert ids(fizzle.sources) == {"defy"} and "not a spell on the chain" in fizzle.text
    assert r.obj("defy").zone == "trash" and r.state.chain == ()


def test_a_counter_can_itself_be_countered():
    """Wind Wall answers Defy: Defy is countered, so the Ray resolves after all."""
    r = play(_board(), "Hextech Ray", by="A", id="ray", targets=["knight"], hold=True)
    r = play(r, "Defy", by="B", id="defy", targets=["ray"], hold=True)
    r = play(r, "Wind Wall", by="A", id="wall", targets=["defy"])
    assert [e.target for e in r.ever("counter")] == ["defy"]
    assert r.one("damage", target="knight").amount == 3


def test_419_4_a_1_a_countered_spells_play_trigger_leaves_the_chain():
    """The Listener's "when you play a card" ability waits on the chain above the held spell;
    the counter takes it off with the spell (425.1.b): no +1 Might."""
    st = board(units=[("lis", "Spell Listener", None, "A", "base"),
                      ("knight", "Knight", 2, "B", "north")], cards=[LISTENER])
    r = play(st, "Hextech Ray", by="A", id="ray", targets=["knight"], hold=True)
    assert any(i.kind == "trigger" for i in r.state.chain)
    r = play(r, "Wind Wall", by="B", targets=["ray"])
    counter = r.one("counter")
    assert {"425.1.b", "419.4.a.1"} <= set(counter.rules)
    assert "Spell Listener" in counter.text
    assert r.might("lis") == 2 and not r.ever("might")


def test_a_spell_not_countered_keeps_its_play_trigger():
    st = board(units=[("lis", "Spell Listener", None, "A", "base"),
                      ("knight", "Knight", 2, "B", "north")], cards=[LISTENER])
    r = play(st, "Hextech Ray", by="A", id="ray", targets=["knight"])
    assert r.might("lis") == 3 and r.obj("knight").zone == "trash"


def test_not_so_fast_needs_an_enemy_spell_that_chose_a_friendly_unit_or_gear():
    st = board(units=[("knight", "Knight", 2, "B", "north"), ("ogre", "Ogre", 5, "A", "north")],
               gear=[("sword", "Long Sword", "B")])
    r = play(st, "Hextech Ray", by="A", id="ray", targets=["ogre"], hold=True)
    msg = raises_illegal(play, r, "Not So Fast", by="B", targets=["ray"])
    assert "chose no unit or gear B controls" in msg
    msg = raises_illegal(play, r, "Not So Fast", by="A", targets=["ray"])
    assert "own, not an enemy" in msg
    r = play(st, "Hextech Ray", by="A", id="ray", targets=["knight"], hold=True)
    r = play(r, "Not So Fast", by="B", targets=["ray"])
    assert r.one("counter").target == "ray" and r.obj("knight").damage == 0


def test_repulse_needs_a_spell_that_chose_its_unit_and_no_other_friendly_unit():
    """Repulse's first target is the unit; its second, an enemy spell that chose that unit and
    none of its player's other units."""
    swap = designer("Two Bolts", targets=[{"what": "unit"}, {"what": "unit"}],
                    effects=[{"op": "deal", "amount": 1, "target": 1},
                             {"op": "deal", "amount": 1, "target": 2}])
    st = board(units=[("knight", "Knight", 2, "B", "north"), ("page", "Page", 2, "B", "north"),
                      ("ogre", "Ogre", 5, "A", "north")], cards=[swap])
    r = play(st, "Two Bolts", by="A", id="bolts", targets=["knight", "page"], hold=True)
    msg = raises_illegal(play, r, "Repulse", by="B", targets=["knight", "bolts"])
    assert "also chose another unit B controls" in msg
    r = play(st, "Two Bolts", by="A", id="bolts", targets=["knight", "ogre"], hold=True)
    msg = raises_illegal(play, r, "Repulse", by="B", targets=["page", "bolts"])
    assert "did not choose Page" in msg
    r = play(r, "Repulse", by="B", targets=["knight", "bolts"])
    assert r.one("counter").target == "bolts" and not r.ever("damage")


def test_riposte_gives_might_equal_to_the_countered_spells_energy_cost():
    """Riposte reads the Energy cost of the spell it counters while that spell is still on the
    chain (Falling Comet: 5), then counters it (425.1.a)."""
    st = _board()
    r = play(st, "Falling Comet", by="B", id="comet", targets=["ogre"], hold=True)
    r = play(r, "Riposte", by="A", id="rip", targets=["ogre", "comet"])
    assert r.might("ogre") == 10 and r.one("counter").target == "comet"
    assert not r.ever("damage")


def test_legal_targets_lists_the_spells_on_the_chain_oldest_first():
    from riftboard.engine import legal_targets

    r = play(_board(), "Hextech Ray", by="A", id="ray", targets=["knight"], hold=True)
    r = play(r, "Falling Comet", by="A", id="comet", targets=["knight"], hold=True)
    wall = card("Wind Wall").targets[0]
    defy = card("Defy").targets[0]
    assert [o.id for o in legal_targets(r.state, wall, "B")] == ["ray", "comet"]
    assert [o.id for o in legal_targets(r.state, defy, "B")] == ["ray"]  # the Comet costs 5


@pytest.mark.parametrize("table, says", [
    ({"targets": [{"what": "unit"}], "effects": [{"op": "counter", "target": 1}]},
     'needs what = "spell"'),
    ({"targets": [{"what": "spell"}], "effects": [{"op": "deal", "amount": 2, "target": 1}]},
     "only counter acts on it"),
    ({"targets": [{"what": "spell", "where": "battlefield"}],
      "effects": [{"op": "counter", "target": 1}]}, "does not apply"),
    # (a cost cap is a permanent's too: "a gear with Energy cost no more than 1", Pickpocket)
    ({"targets": [{"what": "unit", "chooses": "friendly"}],
      "effects": [{"op": "deal", "amount": 2, "target": 1}]}, 'it is for what = "spell"'),
    ({"targets": [{"what": "spell", "chooses": "everything"}],
      "effects": [{"op": "counter", "target": 1}]}, '"friendly"'),
])
def test_a_card_file_that_misuses_a_spell_target_is_refused(table, says):
    with pytest.raises(InvalidScenario) as err:
        card_from_table({"name": "Bad Counter", "kind": "spell", "summary": "x", **table},
                        "bad.toml", None, "card[1]")
    assert says in str(err.value) and "bad.toml" in str(err.value)


def test_054_1_a_spell_that_cant_be_countered_is_no_counters_choice():
    """Decree of Rage's text forbids countering it (054.1: can't beats can): Wind Wall cannot
    choose it, and the Decree resolves."""
    st = board(units=[("poro", "Stalwart Poro", None, "B", "north")])
    r = play(st, "Decree of Rage", by="A", id="decree", targets=["poro"], hold=True)
    msg = raises_illegal(play, r, "Wind Wall", by="B", targets=["decree"])
    assert "can't be countered" in msg and "054.1" in msg
    assert raises_illegal(play, r, "Wind Wall", by="B").endswith("(a spell on the chain)")


def test_425_1_a_not_so_fast_counters_an_activated_ability_named_by_its_id():
    """Iron Ballista's ability (HOST#1, SPEC section 4) waits on the chain aimed at Alice's
    Knight: Not So Fast counters it; it does nothing and no card moves (425.1.a)."""
    st = board(units=[("knight", "Knight", 2, "A", "north")],
               gear=[("ballista", "Iron Ballista", "B")])
    r = activate(st, "ballista", by="B", targets=["knight"], hold=True)
    assert legal_ids(r, "Not So Fast", "A") == ["ballista#1"]
    r = play(r, "Not So Fast", by="A", id="nsf", targets=["ballista#1"])
    counter = r.one("counter", target="ballista#1")
    assert counter.target_name == "Iron Ballista's ability" and "425.1.a.1" not in counter.rules
    assert not r.ever("damage") and r.state.chain == ()
    assert r.obj("ballista").zone == "board"
    assert "plays Not So Fast on Iron Ballista's ability" in r.one("play").text


def test_wind_wall_takes_only_spells_not_abilities():
    st = board(units=[("knight", "Knight", 2, "A", "north")],
               gear=[("ballista", "Iron Ballista", "B")])
    r = activate(st, "ballista", by="B", targets=["knight"], hold=True)
    assert legal_ids(r, "Wind Wall", "A") == []
    msg = raises_illegal(play, r, "Wind Wall", by="A", targets=["ballista#1"])
    assert "not a spell on the chain" in msg


def test_repulse_counters_an_ability_aimed_at_its_unit():
    st = board(units=[("knight", "Knight", 2, "A", "north"), ("page", "Page", 2, "A", "north")],
               gear=[("ballista", "Iron Ballista", "B")])
    r = activate(st, "ballista", by="B", targets=["knight"], hold=True)
    msg = raises_illegal(play, r, "Repulse", by="A", targets=["page", "ballista#1"])
    assert "did not choose Page" in msg
    r = play(r, "Repulse", by="A", targets=["knight", "ballista#1"])
    assert r.one("counter").target == "ballista#1" and not r.ever("damage")


def legal_ids(prev, card_name, player, n=0):
    from riftboard.engine import legal_targets

    st = prev.state if hasattr(prev, "state") else prev
    return [o.id for o in legal_targets(st, card(card_name).targets[n], player)]


def test_359_3_e_5_riposte_whose_unit_died_still_counters():
    """Riposte's unit is killed in response: its Might gain is skipped, the counter (its own
    target, the spell) still happens (055, 359.3.e.5)."""
    st = _board()
    r = play(st, "Falling Comet", by="B", id="comet", targets=["ogre"], hold=True)
    r = play(r, "Riposte", by="A", id="rip", targets=["ogre", "comet"], hold=True)
    r = play(r, "Vengeance", by="B", targets=["ogre"])
    assert r.one("counter").target == "comet"
    assert not r.ever("might") and not r.ever("damage")


#: "Legion: when you play me with another card played this turn, +2 Might" (our own words)
LEGIONNAIRE = designer("Legionnaire", kind="unit", might=2, abilities=[
    {"kind": "triggered", "trigger": "play_self_legion", "summary": "Legion: +2 Might",
     "effects": [{"op": "might", "target": "self", "amount": 2}]}])


@pytest.mark.parametrize("ruleset, legion", [("1.4", True), ("1.3", False)])
def test_419_4_b_a_countered_card_counts_for_legion_in_1_4_not_in_1_3(ruleset, legion):
    """1.4 419.4.b: the countered Ray is still a card Alice played this turn, so her
    Legionnaire's Legion ability triggers; 1.3 425.1.b: it was not played at all."""
    st = board(units=[("knight", "Knight", 2, "B", "north")], cards=[LEGIONNAIRE],
               ruleset=ruleset)
    r = play(st, "Hextech Ray", by="A", id="ray", targets=["knight"], hold=True)
    r = play(r, "Wind Wall", by="B", targets=["ray"])
    assert ("425.1.b" in r.one("counter").rules) is not legion
    r = play(r, "Legionnaire", by="A", id="leg")
    assert bool(r.of("trigger")) is legion
    assert r.might("leg") == (4 if legion else 2)


def test_hard_bargain_counters_unless_the_spells_controller_pays_2():
    """"Unless its controller pays 2" (002): Alice declines and her Ray is countered; when she
    pays (free in the sandbox), Hard Bargain does nothing and the Ray deals its 3."""
    st = _board()
    held = play(st, "Hextech Ray", by="A", id="ray", targets=["knight"], hold=True)
    r = play(held, "Hard Bargain", by="B", id="hb", targets=["ray"],
             may=(("B", False), ("A", False)))
    assert r.one("counter").target == "ray" and not r.ever("damage")
    r = play(held, "Hard Bargain", by="B", id="hb", targets=["ray"],
             may=(("B", False), ("A", True)))
    assert not r.ever("counter") and r.one("damage", target="knight").amount == 3
    paid = r.one("pay")
    assert paid.responsible == "A" and paid.amount == 2 and ids(paid.sources) == {"hb"}


def test_hard_bargain_in_strict_mode_takes_the_energy_or_counters():
    """Strict mode: Alice pays the 2 from her pool, or, with 1 Energy left, cannot pay and her
    Ray is countered though she said she would (357, 358.2)."""
    from attrs import evolve

    from riftboard.engine.state import Game, Side

    def strict(energy):
        # strict mode plays only cards in hand (419.1)
        st = _board(hand=[("ray", "Hextech Ray", "A"), ("hb", "Hard Bargain", "B")])
        return evolve(st, game=Game(sides=(Side(energy=energy, power=(("fury", 1),)),
                                           Side(energy=2)), priority="A", mode="strict"))

    for energy, countered in ((3, False), (2, True)):
        r = play(strict(energy), "Hextech Ray", by="A", id="ray", targets=["knight"],
                 hold=True)
        r = _apply(r, A.Pass(player="A"))
        r = play(r, "Hard Bargain", by="B", id="hb", targets=["ray"],
                 may=(("B", False), ("A", True)))
        assert bool(r.ever("counter")) is countered, energy
        assert r.state.game.sides[0].energy == (0 if not countered else 1)
