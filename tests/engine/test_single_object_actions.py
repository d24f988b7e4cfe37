"""The single-object actions of ops/actions.py (ready 415, move to base 420, discard 422) and
the triggers on them: "when you discard" (422.1.b), "when another friendly unit dies"
(383.2.c.2), targets that must be another object or exhausted; asserted on events."""

from __future__ import annotations

from tests.engine.helpers import activate, board, combat, ids, play, raises_illegal

READY_IT = {"name": "Wake Up", "kind": "spell", "targets": [{"what": "unit"}],
            "effects": [{"op": "ready", "target": 1}]}
HOME = {"name": "Go Home", "kind": "spell", "targets": [{"what": "unit", "where": "battlefield"}],
        "effects": [{"op": "move_to_base", "target": 1}]}
TOSS = {"name": "Toss Two", "kind": "spell", "effects": [{"op": "discard", "amount": 2},
                                                          {"op": "draw", "amount": 1}]}
HEARS = {"name": "Ear", "kind": "unit", "might": 2,
         "abilities": [{"kind": "triggered", "trigger": "you_discard",
                        "effects": [{"op": "might", "target": "self", "amount": 1}]}]}
MOURN = {"name": "Mourner", "kind": "unit", "might": 3,
         "abilities": [{"kind": "triggered", "trigger": "friendly_die",
                        "effects": [{"op": "might", "target": "self", "amount": 2}]}]}
SNUFF = {"name": "Snuff", "kind": "spell", "targets": [{"what": "unit"}],
         "effects": [{"op": "kill", "target": 1}]}
OTHER = {"name": "Nudge Other", "kind": "unit", "might": 1,
         "abilities": [{"kind": "activated",
                        "targets": [{"what": "unit", "require": "other"}],
                        "effects": [{"op": "might", "target": 1, "amount": 1}]}]}


def test_415_1_ready_readies_an_exhausted_unit_and_does_nothing_to_a_ready_one():
    st = board(units=[("s", "Squire", 2, "A", "north", {"exhausted": True}),
                      ("k", "Knight", 2, "A", "north")], cards=[READY_IT])
    r = play(st, "Wake Up", by="A", targets=["s"])
    ev = r.one("ready", target="s")
    assert "415.1" in ev.rules and ev.responsible == "A" and not r.obj("s").exhausted
    r = play(r, "Wake Up", by="A", targets=["k"])
    assert not r.of("ready", target="k")


def test_420_1_move_to_base_is_a_move_to_its_controllers_base():
    st = board(units=[("k", "Knight", 4, "B", "north")], cards=[HOME])
    r = play(st, "Go Home", by="A", targets=["k"])
    mv = r.one("move", target="k")
    assert mv.responsible == "A" and "446" in mv.rules and r.obj("k").at == "base"
    assert ids(mv.sources) == {"@1"}


def test_422_4_discard_as_many_as_possible_then_the_rest_still_happens():
    st = board(hand=[("c1", "Vengeance", "A")], cards=[TOSS])
    r = play(st, "Toss Two", by="A")
    assert [e.target for e in r.of("discard")] == ["c1"] and r.obj("c1").zone == "trash"
    assert "422.1" in r.one("discard").rules and r.one("draw").amount == 1


def test_422_1_b_when_you_discard_triggers_once_per_discard_not_per_card():
    st = board(units=[("ear", "Ear", None, "A", "base")],
               hand=[("c1", "Vengeance", "A"), ("c2", "Rune Prison", "A")], cards=[TOSS, HEARS])
    r = play(st, "Toss Two", by="A")
    assert len(r.of("discard")) == 2 and len(r.of("trigger")) == 1 and r.might("ear") == 3
    r = play(board(units=[("ear", "Ear", None, "A", "base")], cards=[TOSS, HEARS]), "Toss Two",
             by="A")
    assert not r.of("trigger")  # nothing discarded: nothing to hear


def test_383_3_another_friendly_unit_dying_triggers_but_not_an_enemy():
    st = board(units=[("m", "Mourner", None, "A", "north"), ("s", "Squire", 2, "A", "north"),
                      ("g", "Guard", 2, "B", "north")], cards=[MOURN, SNUFF])
    r = play(st, "Snuff", by="B", targets=["g"])
    assert not r.of("trigger")
    r = play(r, "Snuff", by="B", targets=["s"])
    t = r.one("trigger")
    assert t.target == "s" and "died" in t.text and r.might("m") == 5


def test_383_2_c_2_a_unit_dying_at_the_same_time_does_not_see_the_other():
    st = board(units=[("m", "Mourner", None, "A", "north"), ("s", "Squire", 2, "A", "north"),
                      ("t", "Titan", 9, "B", "north")], cards=[MOURN])
    r = combat(st, "north", attackers=["m", "s"], assign={"m": 3, "s": 6, "t": 5})
    assert r.one("kill", target="m") and r.one("kill", target="s")
    assert not r.of("trigger")


def test_a_target_that_must_be_another_object_or_exhausted():
    st = board(units=[("o", "Nudge Other", None, "A", "base")], cards=[OTHER])
    msg = raises_illegal(activate, st, "o", targets=["o"])
    assert "another" in msg
    bar = board(units=[("s", "Squire", 2, "A", "base")], gear=[("bar", "Arena Bar", "A")])
    msg = raises_illegal(activate, bar, "bar", targets=["s"])
    assert "not exhausted" in msg


RAISE = {"name": "Raise", "kind": "spell", "effects": [{"op": "return_from_trash", "what": "unit"}]}


def test_124_return_from_trash_takes_the_chosen_card_of_its_kind_as_a_new_object():
    st = board(trash=[("v", "Vengeance", "A"), ("u1", "Vanguard Sergeant", "A"),
                      ("u2", "Playful Phantom", "A"), ("b", "Mega-Mech", "B")], cards=[RAISE])
    inc = st.objects["u2"].inc
    r = play(st, "Raise", by="A", choose={"A": "u2"})
    ev = r.one("return_to_hand", target="u2")
    assert ev.responsible == "A" and r.obj("u2").zone == "hand" and r.obj("u2").inc == inc + 1
    assert r.obj("u1").zone == "trash" and r.obj("b").zone == "trash"
    r = play(st, "Raise", by="A")  # no choice given: the first in file order
    assert r.obj("u1").zone == "hand"
    r = play(board(trash=[("v", "Vengeance", "A")], cards=[RAISE]), "Raise", by="A")
    assert not r.of("return_to_hand")  # 055: nothing to return


def test_182_183_tokens_an_opponent_plays_are_theirs_and_they_are_responsible():
    gift = {"name": "Gift Bird", "kind": "spell",
            "effects": [{"op": "create_tokens", "name": "Bird", "who": "opponent"}]}
    r = play(board(cards=[gift]), "Gift Bird", by="A")
    ev = r.one("create")
    o = r.obj(ev.target)
    assert (o.controller, o.owner, o.at, o.name, o.token) == ("B", "B", "base", "Bird", True)
    assert ev.responsible == "B" and r.might(ev.target) == 1


HARROW = {"name": "Harrow", "kind": "spell", "effects": [{"op": "play_from_trash", "max_energy": 4}]}


def test_419_3_a_unit_played_from_the_trash_goes_on_the_chain_and_enters_exhausted():
    st = board(trash=[("big", "Mega-Mech", "A"), ("yordle", "Lecturing Yordle", "A")],
               cards=[HARROW])
    r = play(st, "Harrow", by="A", choose={"A": "big"})  # too costly: the other one is played
    p = r.one("play", target="yordle")
    assert "419.3" in p.rules and p.sources[0].id == "yordle" and p.responsible == "A"
    y = r.obj("yordle")
    assert (y.zone, y.at, y.exhausted) == ("board", "base", True)
    assert r.obj("big").zone == "trash"
    assert r.one("draw").sources[0].id == "yordle#1"  # its Play Effect (383.4.a.2)
    assert r.state.played_this_turn == (2, 0)  # the spell and the unit


def test_419_3_c_nothing_to_play_from_the_trash_and_resolution_goes_on():
    r = play(board(trash=[("big", "Mega-Mech", "A")], cards=[HARROW]), "Harrow", by="A")
    assert not r.of("play", target="big") and r.obj("big").zone == "trash"


def test_spec_2_a_sandbox_edit_fires_no_trigger_even_from_the_deaths_it_causes():
    """SPEC section 2 (411.2): a unit a sandbox edit kills has no Deathknell, and another
    friendly unit does not hear it die."""
    from riftboard.engine import actions as A
    from tests.engine.helpers import _apply
    st = board(units=[("ev", "Machine Evangel", None, "A", "north"),
                      ("m", "Mourner", None, "A", "north")], cards=[MOURN])
    r = _apply(st, A.MarkDamage(obj="ev", amount=4))
    assert r.one("kill", target="ev") and not r.of("trigger") and not r.of("create")
