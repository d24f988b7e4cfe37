"""Format 2, strict mode: an ability's Energy and Power (377.1: "[2], exhaust: ..."), paid as a
card's cost is (357: the rune pool, then ready runes; 358.2: what cannot be paid refuses the
step), and a triggered ability's "you may pay ..." (383.3.b, 383.3.b.1: its base cost, paid as it
goes on the chain). Sandbox mode keeps them free, as every cost there (SPEC section 7)."""

from riftboard.engine import actions as A
from tests.engine.game_helpers import game_board, side
from tests.engine.helpers import _apply, activate, answers, play, raises_illegal

CARDS = [
    {"name": "Toll Lantern", "kind": "gear", "domains": ["fury"], "abilities": [
        {"kind": "activated", "cost": ["exhaust"], "energy": 2, "power": 1,
         "effects": [{"op": "draw", "amount": 1}]},
        {"kind": "activated", "power": 1, "power_domain": "any",
         "effects": [{"op": "draw", "amount": 1}]},
        {"kind": "activated", "power": 1, "power_domain": "calm",
         "effects": [{"op": "draw", "amount": 1}]}]},
    {"name": "Toll Keeper", "kind": "unit", "might": 2, "energy": 2, "domains": ["order"],
     "abilities": [
        {"kind": "triggered", "trigger": "play_self", "may": True, "energy": 2,
         "targets": [{"what": "unit"}], "effects": [{"op": "stun", "target": 1}]}]},
]


def _board(**kw):
    return game_board(cards=CARDS, **kw)


FURY3 = [(f"r{i}", "Fury Rune", "A", False) for i in (1, 2, 3)]


def test_377_1_357_an_abilitys_energy_and_power_are_paid_in_strict_mode():
    st = _board(mode="strict", gear=[("lamp", "Toll Lantern", "A")], runes=FURY3)
    r = activate(st, "lamp", 1, by="A")
    pay = r.one("pay", target="A")
    assert pay.amount == 3 and "377.1" in pay.rules and "357" in pay.rules
    assert "Toll Lantern's ability 1" in pay.text and pay.sources[0].id == "lamp#1"
    assert r.kinds().index("pay") < r.kinds().index("activate")
    # 1 Energy from exhausting r1 and r2, 1 Fury Power from recycling r1 (164.2)
    assert r.state.obj("r1").zone == "rune_deck" and r.state.obj("r2").exhausted
    assert not r.state.obj("r3").exhausted and r.ever("draw")


def test_358_2_an_ability_whose_energy_cannot_be_paid_is_refused_and_changes_nothing():
    st = _board(mode="strict", gear=[("lamp", "Toll Lantern", "A")],
                runes=[("r1", "Fury Rune", "A", False)])
    msg = raises_illegal(activate, st, "lamp", 1, by="A")
    assert "Toll Lantern's ability 1" in msg and "1 Energy" in msg and "358.2" in msg
    assert not st.obj("lamp").exhausted and st.obj("r1").zone == "runes"


def test_163_2_b_an_abilitys_power_of_any_domain_or_of_a_named_domain():
    st = _board(mode="strict", gear=[("lamp", "Toll Lantern", "A")],
                runes=[("r1", "Calm Rune", "A", False)])
    r = activate(st, "lamp", 2, by="A")  # [A]: the Calm Rune pays it
    assert r.state.obj("r1").zone == "rune_deck"
    r = activate(st, "lamp", 3, by="A")  # one Calm Power
    assert r.one("pay").amount == 1
    st = _board(mode="strict", gear=[("lamp", "Toll Lantern", "A")], runes=FURY3)
    assert "1 Power" in raises_illegal(activate, st, "lamp", 3, by="A")


def test_357_the_steps_pay_names_the_runes_an_ability_is_paid_with():
    st = _board(mode="strict", gear=[("lamp", "Toll Lantern", "A")], runes=FURY3)
    r = _apply(st, A.Activate(obj="lamp", ability=1, by="A", answers=answers(step=1),
                              pay=("r3", "r2")))
    assert r.state.obj("r3").zone == "rune_deck" and r.state.obj("r2").exhausted
    assert r.state.obj("r1").zone == "runes" and not r.state.obj("r1").exhausted


def test_an_abilitys_energy_is_free_in_the_sandbox():
    st = _board(gear=[("lamp", "Toll Lantern", "A")])
    r = activate(st, "lamp", 1, by="A")
    assert not r.of("pay") and r.ever("draw")


def test_383_3_b_1_a_triggered_you_may_pay_is_paid_as_it_goes_on_the_chain():
    st = _board(mode="strict", units=[("b1", "Guard", 3, "B", "base")],
                hand=[("keep", "Toll Keeper", "A")], pool={"A": (4, {"order": 1})})
    r = play(st, "Toll Keeper", by="A", choose={"A": "b1"})
    pays = r.of("pay", target="A")
    assert [p.amount for p in pays] == [2, 2]  # the card's 2 Energy (facts), then its ability's
    assert "383.3.b.1" in pays[1].rules and "Toll Keeper's ability 1" in pays[1].text
    assert pays[1].sources[0].id == "keep#1" and not pays[0].sources
    assert r.kinds().index("trigger") > r.kinds().index("pay")
    assert r.ever("stun", target="b1") and side(r, "A").energy == 0


def test_383_3_a_2_a_declined_you_may_pay_pays_nothing():
    st = _board(mode="strict", units=[("b1", "Guard", 3, "B", "base")],
                hand=[("keep", "Toll Keeper", "A")], pool={"A": (4, {})})
    r = play(st, "Toll Keeper", by="A", may=False)
    assert [p.amount for p in r.of("pay")] == [2] and r.one("may_declined")
    assert side(r, "A").energy == 2 and not r.of("stun")


def test_358_2_a_you_may_pay_that_cannot_be_paid_refuses_the_step():
    st = _board(mode="strict", units=[("b1", "Guard", 3, "B", "base")],
                hand=[("keep", "Toll Keeper", "A")], pool={"A": (3, {})})
    msg = raises_illegal(play, st, "Toll Keeper", by="A", choose={"A": "b1"})
    assert "Toll Keeper's ability 1" in msg and "383.3.b.1" in msg and "may = false" in msg
    r = play(st, "Toll Keeper", by="A", may=False)  # declining it is legal
    assert side(r, "A").energy == 1


def test_a_triggered_you_may_pay_is_free_in_the_sandbox():
    st = _board(units=[("b1", "Guard", 3, "B", "base")], hand=[("keep", "Toll Keeper", "A")])
    r = play(st, "Toll Keeper", by="A", choose={"A": "b1"})
    assert not r.of("pay") and r.ever("stun", target="b1")


def test_818_hexdrinkers_equip_costs_one_body_power_in_strict_mode():
    """Hexdrinker's Equip ability costs 1 Power of its own domain, Body (818, 377.1)."""
    st = game_board(mode="strict", units=[("g", "Guard", 3, "A", "base")],
                    gear=[("hex", "Hexdrinker", "A")], runes=[("f1", "Fury Rune", "A", False)])
    assert "1 Power" in raises_illegal(activate, st, "hex", 1, by="A", targets=["g"])
    st = game_board(mode="strict", units=[("g", "Guard", 3, "A", "base")],
                    gear=[("hex", "Hexdrinker", "A")],
                    runes=[("f1", "Fury Rune", "A", False), ("b1", "Body Rune", "A", False)])
    r = activate(st, "hex", 1, by="A", targets=["g"])
    assert r.one("pay").amount == 1 and r.state.obj("b1").zone == "rune_deck"
    assert r.state.obj("f1").zone == "runes" and r.state.obj("hex").attached_to == "g"


def test_383_3_b_draven_vanquishers_attack_payment_is_one_fury_power():
    """Draven, Vanquisher: when he attacks, his controller may pay 1 Fury Power for +2 Might;
    a yes is paid as the ability goes on the chain (383.3.b.1), from the pool here."""
    from tests.engine.game_helpers import smove

    kw = dict(units=[("d", "Draven, Vanquisher", None, "A", "base"),
                     ("b1", "Guard", 2, "B", "north")],
              controllers={"north": "B"}, pool={"A": (0, {"fury": 1})})
    r = smove(game_board(mode="strict", **kw), ["d"], "north", by="A")
    pay = r.one("pay", target="A")
    assert pay.sources[0].id == "d#2" and "383.3.b.1" in pay.rules
    assert side(r, "A").power == ()
    r = smove(game_board(**kw), ["d"], "north", by="A")  # sandbox: free
    assert not r.of("pay") and side(r, "A").power == (("fury", 1),)
