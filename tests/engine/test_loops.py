"""Runaway loops (issue 30, item 6): an ability that triggers itself again without end makes
its step illegal once MAX_TRIGGERS abilities have triggered in it (383.3: each trigger goes on the
chain and resolves, 359), fast and naming the ability; and a generated sweep over designer cards
(every trigger x every primitive the registry declares) finds no step that runs for a second."""

from __future__ import annotations

import time

import pytest

from riftboard.cards.library import card_from_table
from riftboard.engine import actions as A
from riftboard.engine.errors import IllegalAction
from riftboard.engine.ops import REGISTRY, TRIGGERS
from riftboard.engine.triggers import MAX_TRIGGERS
from tests.engine.helpers import (
    _apply,
    board,
    combat,
    end_turn,
    move,
    play,
    raises_illegal,
    set_state,
)

HEAL_SELF = {"op": "heal", "target": "self"}
DEAL_SELF_1 = {"op": "deal", "amount": 1, "target": "self"}
#: "when I take damage, heal me, then deal me 1": every damage triggers it again
LOOPER = {"name": "Looper", "kind": "unit", "might": 5, "abilities": [
    {"kind": "triggered", "trigger": "take_damage", "effects": [HEAL_SELF, DEAL_SELF_1]}]}


def test_383_3_a_self_retriggering_ability_makes_the_step_illegal_and_names_it():
    """383.3, 359: the Looper's ability triggers, resolves and triggers again; past MAX_TRIGGERS
    triggers the step is refused (IllegalAction) in well under a second, naming the ability."""
    st = board(units=[("loop", "Looper", None, "A", "north")], cards=[LOOPER])
    t0 = time.process_time()
    msg = raises_illegal(play, st, "Hextech Ray", by="A", targets=["loop"])
    assert time.process_time() - t0 < 1.0
    assert msg.startswith(f"Looper's ability triggered {MAX_TRIGGERS + 1:,} times in this step")
    assert f"after {MAX_TRIGGERS:,} triggered abilities" in msg


def test_383_3_an_ability_that_triggers_a_few_times_is_not_refused():
    """383.3: a take_damage ability that deals its host 1 triggers again until the host dies
    (lethal damage, 323.4): a long but finite chain of triggers is played out in full."""
    hurt = {**LOOPER, "name": "Self Harm", "abilities": [
        {"kind": "triggered", "trigger": "take_damage", "effects": [DEAL_SELF_1]}]}
    st = board(units=[("s", "Self Harm", None, "A", "north")], cards=[hurt])
    r = play(st, "Hextech Ray", by="A", targets=["s"])
    assert len(r.of("trigger")) == 3  # 3 from the Ray, then 1 + 1 = 5 lethal
    assert r.one("kill", target="s").reason == "lethal_damage"


def test_the_count_is_per_step():
    """Each step has its own count: two steps of 1,200 triggers each (more than MAX_TRIGGERS
    together) both run."""
    hurt = {**LOOPER, "name": "Self Harm", "might": 1202, "abilities": [
        {"kind": "triggered", "trigger": "take_damage", "effects": [DEAL_SELF_1]}]}
    st = board(units=[("s1", "Self Harm", None, "A", "north"), ("s2", "Self Harm", None, "A", "north")],
               cards=[hurt])
    r1 = play(st, "Hextech Ray", by="A", targets=["s1"])
    r = play(r1, "Hextech Ray", by="A", targets=["s2"])
    assert 2 * 1200 > MAX_TRIGGERS
    assert len(r1.of("trigger")) == len(r.of("trigger")) == 1200
    assert r.one("kill", target="s2").reason == "lethal_damage"


# -- a generated sweep: every trigger x every primitive -----------------------------------------
PROBE_SPELLS = [
    {"name": f"Probe {op}", "kind": "spell", "targets": [{"what": "unit"}],
     "effects": [{"op": op, "target": 1}]}
    for op in ("kill", "buff", "stun", "ready", "empower", "banish")
] + [{"name": "Probe deal", "kind": "spell", "targets": [{"what": "unit"}],
      "effects": [{"op": "deal", "amount": 1, "target": 1}]},
     {"name": "Probe discard", "kind": "spell", "effects": [{"op": "discard", "amount": 1}]},
     {"name": "Probe might", "kind": "spell", "targets": [{"what": "unit"}],
      "effects": [{"op": "might", "amount": 5, "target": 1}]}]


#: how each trigger is made to happen to (or around) the host, a unit of A at "north"
PROBES = {
    "take_damage": lambda st: play(st, "Probe deal", by="A", targets=["host"]),
    "attack": lambda st: combat(st, "north", attackers=["host"], defenders=["foe"]),
    "attack_or_defend": lambda st: combat(st, "north", attackers=["host"], defenders=["foe"]),
    "win_combat": lambda st: combat(st, "north", attackers=["host"], defenders=["foe"]),
    "defend": lambda st: combat(st, "north", attackers=["foe"], defenders=["host"]),
    "you_defend_here": lambda st: combat(st, "north", attackers=["foe"], defenders=["host"]),
    "kill_with_spell": lambda st: play(st, "Probe kill", by="A", targets=["pal"]),
    "friendly_die": lambda st: play(st, "Probe kill", by="A", targets=["pal"]),
    "die": lambda st: play(st, "Probe kill", by="A", targets=["host"]),
    "play_self": lambda st: play(st, "Host", by="A"),
    "play_self_legion": lambda st: play(play(st, "Probe deal", by="A", targets=["foe"]), "Host",
                                        by="A"),
    "play_card": lambda st: play(st, "Probe deal", by="B", targets=["foe"]),
    "you_play_card": lambda st: play(st, "Probe deal", by="A", targets=["foe"]),
    "opponent_plays_card": lambda st: play(st, "Probe deal", by="B", targets=["foe"]),
    "you_play_unit_enters": lambda st: play(st, "Host", by="A"),  # another Host enters
    "friendly_unit_played": lambda st: play(st, "Host", by="A"),  # another Host enters
    "move_self": lambda st: _apply(st, A.StandardMove(units=("host",), to="base")),
    "move_from_battlefield": lambda st: _apply(st, A.StandardMove(units=("host",), to="base")),
    "move_to_battlefield": lambda st: _apply(move(st, "host", "base"),
                                             A.StandardMove(units=("host",), to="south")),
    "you_discard": lambda st: play(st, "Probe discard", by="A"),
    "you_stun_enemy": lambda st: play(st, "Probe stun", by="A", targets=["foe"]),
    "you_stun_enemy_at_battlefield": lambda st: play(st, "Probe stun", by="A", targets=["foe"]),
    "you_stun_enemies": lambda st: play(st, "Probe stun", by="A", targets=["foe"]),
    "you_buff_me": lambda st: play(st, "Probe buff", by="A", targets=["host"]),
    "you_buff_friendly": lambda st: play(st, "Probe buff", by="A", targets=["pal"]),
    "you_ready_friendly": lambda st: play(st, "Probe ready", by="A", targets=["pal"]),
    "you_ready_me": lambda st: play(set_state(st, "host", exhausted=True), "Probe ready", by="A",
                                    targets=["host"]),
    "you_choose_me": lambda st: play(st, "Probe buff", by="A", targets=["host"]),
    "you_choose_me_with_spell": lambda st: play(st, "Probe buff", by="A", targets=["host"]),
    "you_choose_friendly": lambda st: play(st, "Probe buff", by="A", targets=["pal"]),
    "end_of_turn": end_turn,
    "beginning_phase": lambda st: end_turn(end_turn(st)),
    # format 2's (SPEC section 7): the same board with the game around it
    "you_conquer": lambda st: _pass(_pass(_apply(_game(st), A.StandardMove(
        units=("host",), to="south")), "A"), "B"),
    "you_hold": lambda st: end_turn(end_turn(_game(st, north="A"))),
    # "when I conquer / hold": the host itself is at the battlefield scored (383.4.c-d)
    "start_of_main": lambda st: end_turn(end_turn(_game(st))),
    "conquer_self": lambda st: _pass(_pass(_apply(_game(st), A.StandardMove(
        units=("host",), to="south")), "A"), "B"),
    "hold_self": lambda st: end_turn(end_turn(_game(st, north="A"))),
    "you_win_combat": lambda st: combat(st, "north", attackers=["host"], defenders=["foe"]),
    "enemy_units_die": lambda st: play(st, "Probe kill", by="A", targets=["foe"]),
    "enemy_unit_dies_here": lambda st: play(st, "Probe kill", by="A", targets=["foe"]),
    "you_empower_other": lambda st: play(st, "Probe empower", by="A", targets=["pal"]),
    "become_empowered": lambda st: play(st, "Probe empower", by="A", targets=["host"]),
    "combat_ends_self": lambda st: combat(st, "north", attackers=["host"], defenders=["foe"]),
    "become_ready": lambda st: play(set_state(st, "host", exhausted=True), "Probe ready", by="A",
                                    targets=["host"]),
    "play_self_face_down": lambda st: _from_face_down(st),
    "opponent_scores": lambda st: end_turn(_game(st, north="B")),  # Bob holds North
    # a showdown begins at the battlefield the host moves to (format 2, 344)
    "showdown_starts_here": lambda st: _apply(_game(st), A.StandardMove(units=("host",),
                                                                        to="south")),
    "you_kill_stunned_enemy": lambda st: play(play(st, "Probe stun", by="A", targets=["foe"]),
                                              "Probe kill", by="A", targets=["foe"]),
    "friendly_moves_from_here": lambda st: _apply(set_state(st, "pal", exhausted=False),
                                                  A.StandardMove(units=("pal",), to="base")),
    "leave_board_self": lambda st: play(st, "Probe kill", by="A", targets=["host"]),
    # the Pal (1 Might) becomes Mighty (709); the Host (5) reaches 10
    "friendly_becomes_mighty": lambda st: play(st, "Probe might", by="A", targets=["pal"]),
    "might_reaches_ten": lambda st: play(st, "Probe might", by="A", targets=["host"]),
    # A banishes a unit card of their own (427.1; reksai: Zed, Master of Shadows)
    "you_banish_own": lambda st: play(st, "Probe banish", by="A", targets=["pal"]),
    # Bob attacks North, where the host's player defends (Loyal Pup, 383.4.f)
    "you_defend": lambda st: combat(st, "north", attackers=["foe"], defenders=["host"]),
}


def _from_face_down(st):
    """The host, in A's hand instead, hidden at "north" (format 2) and played from face down on
    A's next turn (421, 811.1.c.3)."""
    from attrs import evolve

    from riftboard.engine.game import new_state

    objs = [evolve(o, zone="hand", at=None) if o.id == "host" else o
            for o in st.objects.values()]
    st = _game(new_state(st.players, st.turn_player, objs, ruleset=st.ruleset), north="A")
    st = end_turn(end_turn(_apply(st, A.Hide(obj="host", at="north"))))
    return play(st, "Host", by="A", id="host")


def _game(st, **controllers):
    """`st` as a format 2 state (sandbox mode), with battlefields given controllers."""
    from attrs import evolve

    from riftboard.engine.state import Game, Side

    for bf, who in controllers.items():
        st = evolve(st, objects=st.objects.set(bf, evolve(st.objects[bf], controller=who)))
    return evolve(st, game=Game(sides=(Side(), Side()), priority=st.turn_player))


def _pass(prev, player):
    return _apply(prev, A.Pass(player=player))


#: triggers the sweep leaves out: they need gear on the board (an Equipment, a gear's ability),
#: they are a battlefield's own (its Conquer or Hold abilities) and never a unit's, or they need
#: runes or the Champion Zone (tests/engine/test_game_resources.py, test_game_legend_words.py),
#: or another card hidden a turn before (tests/engine/test_play_face_down_trigger.py), or a unit
#: alone at its battlefield (tests/engine/test_fights_alone_trigger.py), or an activated ability
#: with an Energy cost, or a battlefield its player controls attacked (tests/engine/
#: test_cardsN_legend_words.py), or it works from the trash, not from the unit on the board,
#: or it needs an opponent's play (tests/engine/test_cardsR_words.py), or a card hidden at a
#: battlefield its player controls or draws counted by a format 2 game
#: (tests/engine/test_cardsQ_words.py)
UNPROBED = {"discarded_self", "opponent_plays_card", "you_activate_gear", "you_activate_ability",
            "enemy_attacks_yours", "you_attach_to_me", "conquer_here", "hold_here",
            "each_beginning_phase", "unit_moves_from_here", "combat_starts_here",
            "player_plays_card", "unit_returned_to_hand_from_here",
            "you_recycle_rune", "you_play_not_from_hand", "you_play_face_down",
            "friendly_fights_alone", "player_chooses_own_unit_here_with_spell",
            "given_quick_draw",
            # a card discarded from the hand, a battlefield's first Beginning Phase of each
            # player (tests/engine/test_cardsO_words.py)
            "each_first_beginning_phase",
            "you_spend_buff",  # a buff spent: tests/engine/test_cardsP_words.py
            "you_hide", "you_draw_second",
            # a battlefield's own, never a unit's (tests/engine/test_cardsU_words.py)
            "unit_played_here",
            "you_recycle_cards"}  # cards recycled: tests/engine/test_cardsS_words.py

#: a value for each kind of required parameter (registry.PARAM_KINDS)
_VALUES = {"count": 1, "count_or_all": 1, "signed": 1, "whole": 1, "bool": False, "text": "Probe",
           "effects": [HEAL_SELF, DEAL_SELF_1]}


#: the ability's own targets for a primitive that acts only on what the ability chooses (a spell
#: on the chain for `counter`: the probe spell, while its play triggers wait above it; a unit
#: for `kill_give_might`'s `other`)
OWN_TARGETS = {"counter": [{"what": "spell"}], "cant_play_spells": [{"what": "spell"}],
               "kill_give_might": [{"what": "unit"}],  # the unit that gets the Might
               "deal_and_others": [{"what": "unit"}],  # the unit dealt the larger amount
               "move_weaker_to_base": [{"what": "unit"}],  # the unit whose Might is compared
               "if_was": [{"what": "unit"}]}  # the unit whose side it reads


def _effect(op) -> dict | None:
    """A table of the primitive with its required keys filled in, aimed at the host ("self") or
    at the ability's own first target (OWN_TARGETS), or None when it needs other targets."""
    eff: dict = {"op": op.name}
    for p in op.params:
        if not p.required:
            continue
        if p.kind == "target_number" and op.name in OWN_TARGETS:
            eff[p.name] = 1
        elif p.kind == "target":
            word = next((w for w in ("self", "subject") if w in p.words), None)
            if word is None:
                return None
            eff[p.name] = word
        elif p.kind == "word":
            eff[p.name] = p.words[0]
        elif p.kind in _VALUES:
            eff[p.name] = _VALUES[p.kind]
        else:
            return None
    return eff


def _pairs():
    for trig in sorted(TRIGGERS):
        if trig in UNPROBED:
            continue
        for op in sorted(REGISTRY):
            eff = _effect(REGISTRY[op])
            if eff is None:
                continue
            yield trig, [eff]
            yield trig, [HEAL_SELF, eff]  # the shape of issue 30's loop


def test_the_sweep_runs_the_primitives_that_choose_their_own_targets():
    """`counter` is in the sweep, with a spell on the chain as its ability's target."""
    swept = {e["op"] for _trig, effects in _pairs() for e in effects}
    assert set(OWN_TARGETS) <= swept


def test_every_trigger_has_a_probe_or_is_named_as_left_out():
    assert set(TRIGGERS) == set(PROBES) | UNPROBED


@pytest.mark.slow
def test_no_designer_trigger_x_effect_pair_runs_a_step_for_a_second():
    """Every trigger x every primitive (alone, and after "heal me"), on a unit whose ability it
    is, made to happen once: each step ends within a second of CPU, applied or refused."""
    ran = refused_loops = 0
    slowest = (0.0, None)
    for trig, effects in _pairs():
        ability = {"kind": "triggered", "trigger": trig, "effects": effects}
        own = [OWN_TARGETS[e["op"]] for e in effects if e["op"] in OWN_TARGETS]
        if own:
            ability["targets"] = own[0]
        table = {"name": "Host", "kind": "unit", "might": 5, "abilities": [ability]}
        if trig == "play_self_face_down":
            table["keywords"] = ["Hidden"]  # so that it can be hidden (811.1)
        try:
            card_from_table(table, "<sweep>", None, "cards[1]")
        except Exception:  # noqa: BLE001 - a pair the card loader refuses is no card at all
            continue
        st = board(units=[("host", "Host", None, "A", "north"), ("foe", "Foe", 3, "B", "north"),
                          ("pal", "Pal", 1, "A", "north", {"exhausted": True})],
                   battlefields=("north", "south"), hand=[("h1", "Hextech Ray", "A")],
                   cards=[table, *PROBE_SPELLS])
        t0 = time.process_time()
        try:
            PROBES[trig](st)
        except IllegalAction as exc:
            refused_loops += "a loop with no end" in str(exc)
        seconds = time.process_time() - t0
        ran += 1
        slowest = max(slowest, (seconds, (trig, effects)), key=lambda s: s[0])
        assert seconds < 1.0, (trig, effects, seconds)
    assert ran > 1000, ran  # the sweep really ran (23 triggers x ~45 primitives x 2)
    assert refused_loops >= 1  # take_damage x [heal me, deal me 1] at least


def test_the_face_down_probe_plays_the_host_from_face_down_and_it_triggers():
    """play_self_face_down's probe (811.1.c.3): the host's Play Effect triggers once."""
    table = {"name": "Host", "kind": "unit", "might": 5, "keywords": ["Hidden"],
             "abilities": [{"kind": "triggered", "trigger": "play_self_face_down",
                            "effects": [HEAL_SELF]}]}
    st = board(units=[("host", "Host", None, "A", "north"), ("pal", "Pal", 1, "A", "north")],
               battlefields=("north", "south"), cards=[table])
    r = _from_face_down(st)
    assert r.one("play", target="host").reason == "face_down"
    assert r.one("trigger", target=None).sources[0].id == "host#1"
