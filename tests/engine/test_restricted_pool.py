"""Restricted resources in the rune pool (card text, 002; "only", 054.2): Energy or Power a card
adds to be spent only on some things (Kai'Sa, Daughter of the Void: on playing spells; Diana,
Scorn of the Moon: during showdowns) is kept apart in the pool (166.1); a strict `pay` spends it
only there, before the rest of the pool, and says so; it empties with the pool (167). Both
legends' Add abilities have Reaction (813) and resolve at once, passing neither Priority nor
Focus (429.2, 429.2.a)."""

import pytest
from attrs import evolve

from riftboard.cards.library import card_from_table
from riftboard.errors import InvalidScenario
from tests.engine.game_helpers import game_board, pass_, side, smove
from tests.engine.helpers import activate, designer, end_turn, play, raises_illegal

KAISA = "Kai'Sa, Daughter of the Void"
DIANA = "Diana, Scorn of the Moon"
RAY = designer("Test Ray", energy=1, power=1, domains=["fury"], keywords=["Action"],
               effects=[{"op": "draw", "amount": 1}])
QUICK = designer("Test Quick", energy=1, keywords=["Reaction"],
                 effects=[{"op": "draw", "amount": 1}])
PUP = designer("Test Pup", kind="unit", might=2, energy=0, power=1, domains=["fury"])
CARDS = [RAY, QUICK, PUP]


def _board(restricted=(), energy=0, **kw):
    """A strict game where A's pool holds `energy` and the `restricted` (only, resource, n)."""
    st = game_board(mode="strict", cards=CARDS, pool={"A": (energy, {})}, **kw)
    sides = st.game.sides
    a = evolve(sides[0], restricted=tuple(restricted))
    return evolve(st, game=evolve(st.game, sides=(a,) + sides[1:]))


def test_054_2_power_kept_for_spells_pays_a_spells_power_and_pay_says_so():
    st = _board([("spells", "any", 1)], energy=1, hand=[("ray", "Test Ray", "A")])
    r = play(st, "Test Ray", by="A", id="ray")
    pay = r.one("pay")
    assert pay.reason == "restricted" and "054.2" in pay.rules
    assert "1 Power of any domain kept for playing spells" in pay.text
    s = side(r, "A")
    assert s.restricted == () and s.energy == 0


def test_054_2_power_kept_for_spells_does_not_pay_for_a_unit():
    st = _board([("spells", "any", 1)], hand=[("pup", "Test Pup", "A")])
    msg = raises_illegal(play, st, "Test Pup", by="A", id="pup")
    assert "1 Power of any domain only for playing spells cannot pay it (054.2)" in msg


def test_054_2_energy_kept_for_showdowns_pays_nothing_outside_a_showdown():
    st = _board([("showdowns", "energy", 1)], hand=[("q", "Test Quick", "A")])
    msg = raises_illegal(play, st, "Test Quick", by="A", id="q")
    assert "1 Energy only for showdowns" in msg


def test_054_2_energy_kept_for_showdowns_pays_in_a_showdown_before_the_rest_of_the_pool():
    st = _board([("showdowns", "energy", 1)], energy=1, hand=[("q", "Test Quick", "A")],
                units=[("a1", "Scout", 2, "A", "base"), ("b1", "Guard", 3, "B", "north")])
    r = smove(st, ["a1"], "north")
    assert r.state.game.showdown is not None
    r = play(r, "Test Quick", by="A", id="q")
    assert r.one("pay").reason == "restricted"
    s = side(r, "A")
    assert s.restricted == () and s.energy == 1  # the unrestricted Energy is still there


def test_167_the_kept_resources_empty_with_the_pool_at_the_end_of_the_turn():
    st = _board([("spells", "any", 1), ("showdowns", "energy", 2)])
    r = end_turn(st)
    assert r.of("pool_empty", target="A")
    assert side(r, "A").restricted == ()


def test_429_1_kaisas_legend_adds_power_kept_for_spells():
    st = _board(legends={"A": ("leg", KAISA)})
    r = activate(st, "leg", by="A")
    add = r.one("add_resource")
    assert add.reason == "only_spells" and add.amount == 1
    assert side(r, "A").restricted == (("spells", "any", 1),)
    assert side(r, "A").power == ()


def test_429_1_dianas_legend_adds_energy_kept_for_showdowns():
    st = _board(legends={"A": ("leg", DIANA)})
    r = activate(st, "leg", by="A")
    assert r.one("add_resource").reason == "only_showdowns"
    assert side(r, "A").restricted == (("showdowns", "energy", 1),) and side(r, "A").energy == 0


def test_813_316_5_b_a_reaction_legend_ability_is_refused_in_the_opponents_open_state():
    st = _board(legends={"A": ("leg", KAISA)}, turn_player="B")
    msg = raises_illegal(activate, st, "leg", by="A")
    assert "316.5.b" in msg


def test_813_429_2_a_with_priority_on_the_opponents_chain_the_add_resolves_alone():
    st = _board(legends={"A": ("leg", KAISA)}, turn_player="B",
                hand=[("bq", "Test Quick", "B")])
    st = evolve(st, game=evolve(st.game, sides=(st.game.sides[0],
                                                evolve(st.game.sides[1], energy=1))))
    r = play(st, "Test Quick", by="B", id="bq", hold=True)
    r = pass_(r, "B")  # Priority to A, Bob's spell waiting
    r = activate(r, "leg", by="A", hold=True)
    assert [i.ref.id for i in r.state.chain] == ["bq"]  # the Add did not wait on the chain
    assert r.state.game.priority == "A"  # and passed nothing (429.2.a)
    assert side(r, "A").restricted == (("spells", "any", 1),)


def test_429_2_a_an_add_in_a_showdown_keeps_focus():
    st = _board(legends={"A": ("leg", DIANA)},
                units=[("a1", "Scout", 2, "A", "base"), ("b1", "Guard", 3, "B", "north")])
    r = smove(st, ["a1"], "north")
    assert r.state.game.showdown.focus == "A"
    r = activate(r, "leg", by="A")
    assert r.state.game.showdown.focus == "A" and not r.of("focus")


def test_a_non_reaction_legend_ability_keeps_its_default_timing_in_a_showdown():
    plain = designer("Plain Legend", kind="legend", abilities=[
        {"kind": "activated", "cost": ["exhaust"], "effects": [{"op": "add_energy", "amount": 1}]}])
    st = game_board(mode="strict", cards=[plain], legends={"A": ("leg", "Plain Legend")},
                    units=[("a1", "Scout", 2, "A", "base"), ("b1", "Guard", 3, "B", "north")])
    r = smove(st, ["a1"], "north")
    assert "145.2" in raises_illegal(activate, r, "leg", by="A")


def test_only_on_an_add_names_a_known_restriction_and_reaction_only_an_activated_ability():
    with pytest.raises(InvalidScenario) as exc:
        card_from_table({"name": "Bad", "kind": "spell", "effects": [
            {"op": "add_energy", "amount": 1, "only": "weather"}]}, "bad.toml", 3, "card[1]")
    assert exc.value.key == "card[1].effects[1].only"
    with pytest.raises(InvalidScenario) as exc:
        card_from_table({"name": "Bad", "kind": "unit", "might": 1, "abilities": [
            {"kind": "triggered", "trigger": "play_self", "reaction": True,
             "effects": [{"op": "draw", "amount": 1}]}]}, "bad.toml", 3, "card[1]")
    assert exc.value.key == "card[1].abilities[1].reaction"
