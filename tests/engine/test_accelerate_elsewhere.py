"""Accelerate (805.2) on a unit played by an effect that ignores its cost: the additional cost
may still be paid; and `accelerate_elsewhere` (Rek'Sai, Breacher): friendly units played from
anywhere but a hand have Accelerate."""

from __future__ import annotations

from tests.engine.helpers import board, designer, play

DIG = designer("Dig", effects=[{"op": "play_from_trash"}])
BREACHER = designer("Breacher", "unit", might=3, statics=[
    {"op": "accelerate_elsewhere", "who": "friendly"}])
QUICK = designer("Quick", "unit", might=2, keywords=["Accelerate"])
PLAIN = designer("Plain", "unit", might=2)


def _st(trash, breacher=True, hand=()):
    units = [("b", "Breacher", None, "A", "base")] if breacher else []
    return board(units=units, trash=trash, hand=hand, cards=[DIG, BREACHER, QUICK, PLAIN])


def test_805_2_a_unit_played_from_the_trash_with_accelerate_granted_may_enter_ready():
    r = play(_st([("p", "Plain", "A")]), "Dig", by="A", may=True)
    assert r.obj("p").zone == "board" and not r.obj("p").exhausted
    r = play(_st([("p", "Plain", "A")]), "Dig", by="A", may=False)
    assert r.obj("p").exhausted  # not paid: it enters exhausted (143.4)


def test_805_2_without_the_grant_a_unit_with_no_accelerate_enters_exhausted():
    r = play(_st([("p", "Plain", "A")], breacher=False), "Dig", by="A", may=True)
    assert r.obj("p").exhausted


def test_805_2_its_own_accelerate_may_be_paid_though_the_effect_ignores_its_cost():
    r = play(_st([("q", "Quick", "A")], breacher=False), "Dig", by="A", may=True)
    assert not r.obj("q").exhausted


def test_a_unit_played_from_the_hand_is_not_given_accelerate():
    r = play(_st((), hand=[("p", "Plain", "A")]), "Plain", by="A", id="p", may=True)
    assert r.obj("p").exhausted


def test_an_enemy_breacher_gives_nothing():
    st = board(units=[("b", "Breacher", None, "B", "base")], trash=[("p", "Plain", "A")],
               cards=[DIG, BREACHER, PLAIN])
    assert play(st, "Dig", by="A", may=True).obj("p").exhausted
