"""Format 2 (SPEC section 7): the resource primitives (add_energy, add_power, channel,
ready_runes, gain_points; 429, 430, 415, 194) and what a legend does from its Legend Zone
(107.4): its passive abilities apply and it hears plays."""

from tests.engine.game_helpers import game_board, pass_, side, smove
from tests.engine.helpers import activate, board, combat, designer, end_turn, play

XP1 = {"op": "gain_xp", "amount": 1}
CARDS = [
    designer("Pool Charm", kind="gear", abilities=[
        {"kind": "activated", "cost": ["exhaust"], "effects": [
            {"op": "add_energy", "amount": 2}, {"op": "add_power", "amount": 1},
            {"op": "add_power", "amount": 1, "domain": "calm"}]}]),
    designer("Rune Caller", kind="gear", abilities=[
        {"kind": "activated", "effects": [{"op": "channel", "amount": 2, "exhausted": True}]},
        {"kind": "activated", "effects": [{"op": "ready_runes", "amount": 2}]},
        {"kind": "activated", "effects": [{"op": "gain_points", "amount": 2}]},
        {"kind": "activated", "effects": [{"op": "gain_points", "amount": -5}]},
        {"kind": "activated", "effects": [{"op": "gain_xp", "amount": 3}]}]),
    designer("Hunter", kind="unit", might=2, abilities=[
        {"kind": "triggered", "trigger": "conquer_self", "effects": [XP1]},
        {"kind": "triggered", "trigger": "hold_self", "effects": [XP1]}]),
    designer("Guard Legend", kind="legend",
             statics=[{"op": "might", "who": "friendly", "amount": 2,
                       "when": "defending_alone"}]),
    designer("Cheer Legend", kind="legend", abilities=[
        {"kind": "triggered", "trigger": "you_play_card", "played": "unit",
         "targets": [{"what": "unit"}], "effects": [{"op": "might", "target": 1, "amount": 1}]}]),
    designer("Cheap Unit", kind="unit", might=1),
    designer("Free Spell", kind="spell", power=1, domains=["fury"],
             effects=[{"op": "draw", "amount": 1}]),
]


def _board(**kw):
    return game_board(cards=CARDS, **kw)


def test_429_1_add_energy_and_add_power_fill_the_controllers_rune_pool():
    st = _board(gear=[("charm", "Pool Charm", "A")])
    r = activate(st, "charm", 1, by="A")
    s = side(r, "A")
    assert s.energy == 2 and dict(s.power) == {"any": 1, "calm": 1}
    adds = r.of("add_resource", target="A")
    assert [e.amount for e in adds] == [2, 1, 1]
    assert all("429.1" in e.rules for e in adds) and adds[0].sources[0].id == "charm#1"


def test_163_2_b_power_of_any_domain_pays_a_domain_cost_in_strict_mode():
    st = _board(mode="strict", pool={"A": (0, {"any": 1})}, hand=[("fs", "Free Spell", "A")])
    r = play(st, "Free Spell", by="A")
    assert side(r, "A").power == ()
    assert r.one("pay", target="A").amount == 1


def test_430_2_channel_exhausted_takes_runes_from_the_top_of_the_rune_deck():
    st = _board(gear=[("call", "Rune Caller", "A")],
                rune_decks={"A": ["Fury Rune", "Calm Rune", "Mind Rune"]})
    r = activate(st, "call", 1, by="A")
    assert r.one("channel", target="A").amount == 2
    assert [r.state.obj(i).zone for i in ("A-rune1", "A-rune2", "A-rune3")] == \
        ["runes", "runes", "rune_deck"]
    assert r.state.obj("A-rune1").exhausted and r.state.obj("A-rune2").exhausted
    assert side(r, "A").rune_deck == ("A-rune3",)


def test_430_3_channel_takes_as_many_runes_as_there_are():
    st = _board(gear=[("call", "Rune Caller", "A")], rune_decks={"A": ["Fury Rune"]})
    r = activate(st, "call", 1, by="A")
    assert r.one("channel", target="A").amount == 1 and side(r, "A").rune_deck == ()


def test_415_1_ready_runes_readies_up_to_that_many_exhausted_runes():
    st = _board(gear=[("call", "Rune Caller", "A")],
                runes=[("r1", "Fury Rune", "A", True), ("r2", "Fury Rune", "A", False),
                       ("r3", "Fury Rune", "A", True), ("r4", "Fury Rune", "A", True),
                       ("rb", "Fury Rune", "B", True)])
    r = activate(st, "call", 2, by="A")
    assert {e.target for e in r.of("ready")} == {"r1", "r3"}
    assert r.state.obj("r4").exhausted and r.state.obj("rb").exhausted


def test_194_1_gain_points_and_194_4_never_below_zero():
    st = _board(gear=[("call", "Rune Caller", "A")], points=(3, 0))
    r = activate(st, "call", 3, by="A")
    assert side(r, "A").points == 5 and r.one("points", target="A").amount == 2
    r2 = activate(r, "call", 4, by="A")
    assert side(r2, "A").points == 0 and r2.one("points", target="A").amount == -5


def test_194_1_gain_points_to_the_victory_score_wins():
    st = _board(gear=[("call", "Rune Caller", "A")], points=(6, 0))
    r = activate(st, "call", 3, by="A")
    assert r.one("victory").target == "A"


def test_002_format_1_skips_resource_primitives_and_says_so():
    st = board(gear=[("call", "Rune Caller", "A")], cards=CARDS)
    r = activate(st, "call", 1, by="A")
    (nm,) = r.of("not_modelled")
    assert "format 2" in nm.text and "Rune Caller" in nm.text
    assert not r.of("channel") and r.state.game is None


def test_730_gain_xp_adds_to_the_controllers_xp():
    st = _board(gear=[("call", "Rune Caller", "A")], xp=(2, 0))
    r = activate(st, "call", 5, by="A")
    assert side(r, "A").xp == 5 and r.one("xp", target="A").amount == 3


def test_383_4_c_2_a_when_i_conquer_fires_on_the_scorers_units_there():
    st = _board(units=[("a1", "Hunter", None, "A", "base"), ("a2", "Hunter", None, "A", "base")],
                battlefields=("north", "south"))
    r = pass_(pass_(smove(st, ["a1"], "north"), "A"), "B")
    (t,) = r.of("trigger")  # a1 conquered North; a2, in its base, did not
    assert t.sources[0].host == "a1" and side(r, "A").xp == 1


def test_383_4_d_2_a_when_i_hold_fires_on_the_scorers_units_there():
    st = _board(units=[("b1", "Hunter", None, "B", "north"), ("b2", "Hunter", None, "B", "base")],
                controllers={"north": "B"})
    r = end_turn(st)
    (t,) = r.of("trigger")
    assert t.sources[0].host == "b1" and side(r, "B").xp == 1


def test_107_4_a_legends_passive_ability_applies_from_the_legend_zone():
    st = _board(units=[("a1", "Scout", 2, "A", "north"), ("b1", "Raider", 3, "B", "north")],
                legends={"A": ("leg", "Guard Legend")})
    r = combat(st, "north", attackers=["b1"], defenders=["a1"])
    # a1 defends alone: 2 + 2 = 4 Might against 3, so the raider dies and a1 lives
    assert r.one("kill", target="b1")
    assert not r.of("kill", target="a1")


def test_107_4_a_legend_hears_its_controllers_plays():
    st = _board(units=[("a1", "Scout", 2, "A", "base")], hand=[("c", "Cheap Unit", "A")],
                legends={"A": ("leg", "Cheer Legend")})
    r = play(st, "Cheap Unit", by="A")
    (t,) = r.of("trigger")
    assert t.sources[0].host == "leg"


def test_315_1_b_awaken_readies_runes_after_the_ending_phase_healed_a_unit():
    """The Awaken Phase reads the runes while the step's other changes (the Ending Phase's
    heal, 317.2.b) are still being made: it must see every object."""
    from tests.engine.helpers import mark

    st = _board(units=[("b1", "Guard", 3, "B", "north")],
                runes=[("rb", "Fury Rune", "B", True)])
    r = mark(st, "b1", 1)
    r2 = end_turn(r)
    assert not r2.state.obj("rb").exhausted
    assert r2.state.obj("b1").damage == 0


def test_415_1_ready_runes_after_other_changes_in_the_same_item():
    st = _board(gear=[("call", "Rune Caller", "A")],
                rune_decks={"A": ["Fury Rune"]}, runes=[("r1", "Fury Rune", "A", True)])
    r = activate(st, "call", 1, by="A")  # channels one exhausted: the state changed mid-item
    r2 = activate(r, "call", 2, by="A")
    assert {e.target for e in r2.of("ready")} == {"r1", "A-rune1"}
