"""Empowered texts: a static that reaches only Empowered units ("your units that are Empowered
have +2", 827.1), and a "when I die while Empowered" Deathknell read on the
unit as it was on the board (808.1.d, 428.1.a.1.b), since leaving the board ends Empowered."""

from __future__ import annotations

from tests.engine.helpers import activate, board, designer, play

GENERAL = designer("Test General", "unit", might=4, statics=[
    {"op": "might", "who": "friendly", "amount": 2, "require": "empowered"}])
HERALD = designer("Test Herald", "unit", might=2, abilities=[
    {"kind": "activated", "if": "not_empowered", "effects": [{"op": "empower", "target": "self"}]},
    {"kind": "triggered", "trigger": "die", "if": "empowered",
     "effects": [{"op": "draw", "amount": 1}]}])


def _board():
    return board(units=[("gen", "Test General", None, "A", "north"),
                        ("h1", "Test Herald", None, "A", "north"),
                        ("h2", "Test Herald", None, "A", "north"),
                        ("foe", "Test Herald", None, "B", "north")],
                 cards=[GENERAL, HERALD])


def test_827_1_a_static_with_require_empowered_reaches_only_empowered_units():
    """827.1, 143.2: +2 only for the friendly unit that became Empowered; the others, and an
    Empowered enemy, keep their Might."""
    r = activate(_board(), "h1")
    r = activate(r, "foe")
    assert r.might("h1") == 4 and r.might("h2") == 2 and r.might("foe") == 2
    assert r.might("gen") == 4  # not Empowered itself


def test_808_1_d_when_i_die_while_empowered_reads_the_unit_as_it_was():
    """808.1.d, 428.1.a.1.b: the Empowered unit's Deathknell triggers though the card in the
    trash is no longer Empowered (124.2); the plain one's does not."""
    r = activate(_board(), "h1")
    r = play(r, "Falling Comet", by="B", targets=["h1"])
    r = play(r, "Falling Comet", by="B", targets=["h2"])
    draws = r.ever("draw")
    assert [d.target for d in draws] == ["A"]
    assert draws[0].sources[0].id == "h1#2"
    assert r.obj("h1").zone == "trash" and not r.obj("h1").empowered
