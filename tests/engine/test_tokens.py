"""Creating unit tokens (180-187): one registry entry (engine/ops/tokens.py); a token that leaves
the board ceases to exist (186.1, cleanup.leave_board). No edit to the loader, the chain's
dispatch or the app."""

from __future__ import annotations

from riftboard.engine.ops import REGISTRY
from tests.engine.helpers import board, designer, play

CALL = designer("Call the Recruits", effects=[{"op": "create_tokens", "name": "Recruit",
                                               "amount": 2}])
SNUFF = designer("Snuff", targets=[{"what": "unit"}], effects=[{"op": "kill", "target": 1}])


def _tokens(r):
    return [e.target for e in r.of("create")]


def test_182_183_187_1_a_spell_creates_recruit_tokens_in_its_controllers_base():
    """182, 183: the tokens are controlled and owned by the spell's controller; 187.1: a Recruit
    has 1 Might; a unit enters exhausted (178.1.a.1)."""
    assert "create_tokens" in REGISTRY
    st = board(units=[("g", "Guard", 3, "B", "north")], cards=[CALL])
    r = play(st, "Call the Recruits", by="A")
    made = _tokens(r)
    assert len(made) == 2 and len(set(made)) == 2
    for t in made:
        o = r.obj(t)
        assert (o.zone, o.at, o.controller, o.owner, o.token, o.exhausted) == (
            "board", "base", "A", "A", True, True)
        assert r.might(t) == 1 and "186" in r.one("create", target=t).rules


def test_186_1_a_token_that_dies_ceases_to_exist():
    """186.1: killed, the token goes to no trash: it ceases to exist (zone "removed")."""
    st = board(units=[("g", "Guard", 3, "B", "north")], cards=[CALL, SNUFF])
    r = play(st, "Call the Recruits", by="A")
    t = _tokens(r)[0]
    r = play(r, "Snuff", by="B", targets=[t])
    assert r.one("kill", target=t) and r.obj(t).zone == "removed"


def test_tokens_of_a_second_spell_get_new_ids():
    st = board(units=[("g", "Guard", 3, "B", "north")], cards=[CALL])
    r = play(st, "Call the Recruits", by="A")
    r2 = play(r, "Call the Recruits", by="A")
    assert not set(_tokens(r)) & set(_tokens(r2)) and len(r2.state.units()) == 5


MECHS = designer("Build Mechs", effects=[{"op": "create_tokens", "name": "Mech", "amount": 2}])
GOLD = designer("Mint Gold", effects=[{"op": "create_tokens", "name": "Gold",
                                       "enters": "exhausted"}])
GOLD_READY = designer("Mint Ready Gold", effects=[{"op": "create_tokens", "name": "Gold"}])
SOLDIER = designer("Ready Soldier", effects=[{"op": "create_tokens", "name": "Sand Soldier",
                                              "enters": "ready"}])


def test_187_mech_tokens_have_3_might_and_enter_exhausted():
    """187: a Mech is a 3-Might unit token; a unit enters exhausted (178.1.a.1)."""
    st = board(units=[("g", "Guard", 3, "B", "north")], cards=[MECHS])
    r = play(st, "Build Mechs", by="A")
    made = _tokens(r)
    assert len(made) == 2
    for t in made:
        o = r.obj(t)
        assert (o.kind, o.name, o.at, o.exhausted, o.token) == ("unit", "Mech", "base", True, True)
        assert r.might(t) == 3


def test_149_1_a_gold_gear_token_enters_ready_unless_the_card_says_exhausted():
    """149.1: a gear enters ready; "play a Gold gear token exhausted" overrides it (002)."""
    st = board(units=[("g", "Guard", 3, "B", "north")], cards=[GOLD, GOLD_READY])
    r = play(st, "Mint Gold", by="A")
    (t,) = _tokens(r)
    o = r.obj(t)
    assert (o.kind, o.name, o.at, o.controller, o.exhausted, o.token) == (
        "gear", "Gold", "base", "A", True, True)
    assert "002" in r.one("create", target=t).rules
    r = play(r, "Mint Ready Gold", by="A")
    (t2,) = _tokens(r)
    assert r.obj(t2).kind == "gear" and r.obj(t2).exhausted is False


def test_002_a_unit_token_the_card_plays_ready_enters_ready():
    """002: card text ("a ready token") supersedes 178.1.a.1's exhausted entry."""
    st = board(units=[("g", "Guard", 3, "B", "north")], cards=[SOLDIER])
    r = play(st, "Ready Soldier", by="A")
    (t,) = _tokens(r)
    assert r.obj(t).exhausted is False and r.might(t) == 2


TENTACLES = designer("Call Tentacles", effects=[{"op": "create_tokens_to", "name": "Tentacle",
                                                 "amount": 2}])


def test_185_2_a_806_3_tokens_played_where_their_player_chooses():
    """185.2.a: a token is played as its type is (806.3: a unit to its player's base or a
    battlefield they control): the step's `to`, base by default; another's battlefield refuses."""
    from riftboard.engine import actions as A
    from tests.engine.helpers import _apply, raises_illegal

    st = board(units=[("g", "Guard", 3, "B", "north")], battlefields=("north", "south"),
               cards=[TENTACLES])
    st = _apply(st, A.SetState(obj="south", controller="A"))
    r = play(st, "Call Tentacles", by="A", to="south")
    made = _tokens(r)
    assert len(made) == 2 and {r.obj(t).at for t in made} == {"south"}
    assert all(r.might(t) == 1 and r.obj(t).exhausted for t in made)
    r = play(st, "Call Tentacles", by="A")
    assert {r.obj(t).at for t in _tokens(r)} == {"base"}
    assert "806.3" in raises_illegal(play, st, "Call Tentacles", by="A", to="north")
