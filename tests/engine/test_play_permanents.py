"""Playing units and gear (SPEC section 2; 143.4, 149.1, 149.2, 806.3, 383.4.a), Legion (812)
and standard moves (144, 810, 453), asserted on events."""

from __future__ import annotations

from riftboard.engine import actions as A
from tests.engine.helpers import _apply, board, end_turn, play, raises_illegal, set_state

PLAY_WATCHER = {"name": "Play Watcher", "kind": "unit", "might": 2,
                "abilities": [{"kind": "triggered", "trigger": "play_card",
                               "effects": [{"op": "ready_self"}]}]}
ENTRY = {"name": "Entry Striker", "kind": "unit", "might": 2,
         "targets": [],
         "abilities": [{"kind": "triggered", "trigger": "play_self",
                        "targets": [{"what": "unit", "side": "enemy"}],
                        "effects": [{"op": "deal", "amount": 2, "target": 1}]}]}
MOVER = {"name": "Restless Scout", "kind": "unit", "might": 2,
         "abilities": [{"kind": "triggered", "trigger": "move_self",
                        "effects": [{"op": "ready_self"}]}]}
GANKER = {"name": "Ganker", "kind": "unit", "might": 3, "keywords": ["Ganking"]}


def _controlled(st, bf="north", who="A"):
    return _apply(st, A.SetState(obj=bf, controller=who))


def smove(prev, units, to, by=None):
    return _apply(prev, A.StandardMove(units=tuple(units), to=to, by=by))


def test_143_4_a_unit_played_enters_its_base_exhausted_through_the_chain():
    r = play(board(), "Garen, Commander", by="A")
    p = r.one("play", target="@1")
    assert p.responsible == "A"
    res = r.one("resolve", target="@1")
    assert "143.4" in res.rules and res.seq > p.seq
    u = r.obj("@1")
    assert u.zone == "board" and u.at == "base" and u.exhausted and u.controller == "A"
    assert r.state.played_this_turn == (1, 0)


def test_806_3_a_unit_goes_to_a_battlefield_only_when_its_player_controls_it():
    msg = raises_illegal(play, board(), "Garen, Commander", by="A", to="north")
    assert "controls" in msg and "806.3" in msg
    r = _controlled(board())
    assert r.one("set", target="north")
    r = play(r, "Garen, Commander", by="A", to="north")
    assert r.obj("@2").at == "north"
    msg = raises_illegal(play, r, "Garen, Commander", by="B", to="north")
    assert "controls" in msg


def test_805_accelerate_answered_by_may():
    r = play(board(), "Lee Sin, Centered", by="A")  # may defaults to true: paid
    assert not r.obj("@1").exhausted and "805.6" in r.one("resolve", target="@1").rules
    r = play(board(), "Lee Sin, Centered", by="A", may=False)
    assert r.obj("@1").exhausted


def test_149_gear_enters_ready_in_base_and_takes_no_to():
    r = play(board(), "Unlicensed Armory", by="B")
    g = r.obj("@1")
    assert g.zone == "board" and g.at == "base" and not g.exhausted and g.controller == "B"
    assert "149.1" in r.one("resolve", target="@1").rules


def test_002_a_gear_whose_text_says_it_enters_exhausted_does():
    """Iron Ballista's text: it enters exhausted; card text supersedes rules text (002)."""
    r = play(board(), "Iron Ballista", by="B")
    assert r.obj("@1").exhausted and "002" in r.one("resolve", target="@1").rules
    msg = raises_illegal(play, board(), "Iron Ballista", by="B", to="base")
    assert "149.2" in msg and "to" in msg


def test_a_unit_from_the_hand_keeps_its_id_otherwise_id_names_it():
    st = board(hand=[("g1", "Garen, Commander", "A")])
    r = play(st, "Garen, Commander", by="A")
    assert r.obj("g1").zone == "board" and "@1" not in r.state.objects
    r2 = play(board(), "Garen, Commander", by="A", id="gar")
    assert r2.obj("gar").zone == "board"


def test_hold_leaves_the_unit_on_the_chain_until_resolved():
    r = play(board(), "Garen, Commander", by="A", hold=True)
    assert r.obj("@1").zone == "chain" and not r.of("resolve")
    r = play(r, "Garen, Commander", by="B")  # responds: resolves first, then the held one
    first = r.one("resolve", target="@2")
    second = r.one("resolve", target="@1")
    assert first.seq < second.seq and r.obj("@1").zone == "board"


def test_383_4_a_2_play_effect_triggers_after_it_enters_the_board():
    st = board(units=[("e", "Enemy", 3, "B", "north")], cards=[ENTRY])
    r = play(st, "Entry Striker", by="A")
    enter = r.one("resolve", target="@1")
    trig = r.one("trigger")
    assert trig.seq > enter.seq and trig.responsible == "A"
    assert r.one("damage", target="e").amount == 2


def test_383_4_a_4_when_a_player_plays_a_card_triggers_for_either_players_card():
    st = board(units=[("w", "Play Watcher", None, "B", "base", {"exhausted": True})],
               cards=[PLAY_WATCHER])
    r = play(st, "Garen, Commander", by="A")
    t = r.one("trigger")
    assert t.sources[0].id == "w#1" and t.responsible == "B"
    assert not r.obj("w").exhausted


def test_812_legion_darius_readies_only_after_another_card_this_turn():
    r = play(board(), "Darius, Executioner", by="A")
    assert r.obj("@1").exhausted and not r.of("trigger")
    r = play(board(), "Garen, Commander", by="A")
    r = play(r, "Darius, Executioner", by="A")
    assert r.one("trigger").sources[0].id == "@2#1"
    assert not r.obj("@2").exhausted
    # the opponent's card does not satisfy Legion (812.1.c: played by you)
    r = play(board(), "Garen, Commander", by="B")
    r = play(r, "Darius, Executioner", by="A")
    assert r.obj("@2").exhausted


def test_a_none_card_with_text_is_refused_at_the_single_check_point():
    import attrs

    from riftboard.engine.game import play_refusal
    from tests.engine.helpers import card

    garen = card("Garen, Commander")
    assert play_refusal(garen) is None
    fake = type("Pooled", (), {"modelled": "none", "name": "X", "text": garen.text,
                               "keywords": ("Tank",), "effects": (), "not_modelled": "Tank"})()
    assert "playing it is not modelled" in play_refusal(fake)
    vanilla = attrs.evolve(garen, text=attrs.evolve(garen.text, statics=()))
    assert play_refusal(vanilla) is None


# -- standard moves ------------------------------------------------------------------------------

def _movers(**kw):
    return board(units=[("a1", "A1", 2, "A", "base"), ("a2", "A2", 3, "A", "north"),
                        ("b1", "B1", 3, "B", "north")], battlefields=["north", "south"], **kw)


def test_144_standard_move_exhausts_and_moves_one_event_each_with_the_mover_responsible():
    r = smove(_movers(), ["a1"], "north")
    ex = r.one("exhaust", target="a1")
    mv = r.one("move", target="a1")
    assert "144.2" in ex.rules and ex.seq < mv.seq and mv.responsible == "A"
    assert r.obj("a1").at == "north" and r.obj("a1").exhausted
    # 451, 452: the sandbox stages no showdown or combat
    assert not r.of("combat_assign") and not r.of("damage") and r.obj("b1").zone == "board"


def test_144_3_b_origins_may_differ_and_144_4_b_battlefield_to_base():
    r = smove(_movers(), ["a2"], "base")
    assert r.obj("a2").at == "base"
    msg = raises_illegal(smove, _movers(), ["a1", "a2"], "south")
    assert "Ganking" in msg and "144.4" in msg


def test_144_2_an_exhausted_unit_cannot_standard_move():
    r = set_state(_movers(), "a1", exhausted=True)
    assert "144.2" in raises_illegal(smove, r, ["a1"], "north")


def test_144_3_units_of_one_player_only():
    assert "one controller" in raises_illegal(smove, _movers(), ["a1", "b1"], "base")


def test_810_ganking_moves_battlefield_to_battlefield():
    st = board(units=[("g", "Ganker", None, "A", "north")], battlefields=["north", "south"],
               cards=[GANKER])
    r = smove(st, ["g"], "south")
    mv = r.one("move", target="g")
    assert "810.1.b" in mv.rules and r.obj("g").at == "south"


def test_move_triggers_fire_then_a_cleanup():
    st = board(units=[("s", "Restless Scout", None, "A", "base")], cards=[MOVER])
    r = smove(st, ["s"], "north")
    t = r.one("trigger")
    assert t.sources[0].id == "s#1" and t.seq > r.one("move", target="s").seq
    assert not r.obj("s").exhausted  # its move trigger readied it


def test_sandbox_move_fires_no_move_trigger():
    from tests.engine.helpers import move

    st = board(units=[("s", "Restless Scout", None, "A", "base")], cards=[MOVER])
    assert not move(st, "s", "north").of("trigger")
    assert end_turn(st).state.turn_player == "B"


def test_choose_answers_what_a_play_effect_asks():
    st = board(units=[("e1", "Enemy One", 3, "B", "north"), ("e2", "Enemy Two", 3, "B", "north")],
               cards=[ENTRY])
    r = play(st, "Entry Striker", by="A", choose={"A": "e2"})
    assert r.one("damage", target="e2").responsible == "A" and not r.of("damage", target="e1")
    # without an answer, the first legal target in file order (SPEC section 2 defaults)
    r = play(st, "Entry Striker", by="A")
    assert r.one("damage", target="e1")


def test_a_held_unit_enters_when_a_later_step_resolves_the_chain_then_its_play_effect():
    """SPEC section 2: a step that is neither play nor activate first resolves what is held;
    the Play Effect triggers only once Darius is on the board (383.4.a.2)."""
    from tests.engine.helpers import resolve_held

    r = play(board(), "Garen, Commander", by="A")
    r = play(r, "Darius, Executioner", by="A", hold=True)
    assert r.obj("@2").zone == "chain" and not r.of("trigger")
    r = resolve_held(r)
    enter, trig = r.one("resolve", target="@2"), r.one("trigger")
    assert enter.seq < trig.seq and enter.step == 3
    assert r.obj("@2").zone == "board" and not r.obj("@2").exhausted


YOU_PLAY = {"name": "Drill Sergeant", "kind": "unit", "might": 2,
            "abilities": [{"kind": "triggered", "trigger": "you_play_card",
                           "effects": [{"op": "ready_self"}]}]}


def test_383_4_a_4_when_you_play_a_card_counts_only_its_controllers_cards():
    st = board(units=[("s", "Drill Sergeant", None, "A", "base", {"exhausted": True})],
               cards=[YOU_PLAY])
    r = play(st, "Garen, Commander", by="B")
    assert not r.of("trigger") and r.obj("s").exhausted
    r = play(r, "Garen, Commander", by="A")
    assert r.one("trigger").sources[0].id == "s#1" and not r.obj("s").exhausted


def test_a_played_spell_also_triggers_play_card_before_it_resolves():
    st = board(units=[("w", "Play Watcher", None, "B", "north", {"exhausted": True}),
                      ("g", "Guard", 4, "B", "north")], cards=[PLAY_WATCHER])
    r = play(st, "Void Seeker", by="A", targets=["g"])
    trig = r.one("trigger")
    spell_resolve = next(e for e in r.of("resolve") if e.sources[0].id == "@1")
    assert trig.seq < spell_resolve.seq and trig.target == "@1"


EAGER = {"name": "Eager Raider", "kind": "unit", "might": 2, "keywords": ["Accelerate"],
         "abilities": [{"kind": "triggered", "trigger": "play_self", "may": True,
                        "targets": [{"what": "unit", "side": "enemy"}],
                        "effects": [{"op": "deal", "amount": 1, "target": 1}]}]}


def test_805_2_may_lists_answer_accelerate_first_then_the_play_effect():
    """SPEC section 2: per player a list of answers in the order asked. Accelerate is asked as
    the unit is played (805.2), its "you may" Play Effect after it enters (383.4.a.2)."""
    st = board(units=[("e", "Enemy", 3, "B", "north")], cards=[EAGER])
    r = play(st, "Eager Raider", by="A", may={"A": (True, False)})
    assert not r.obj("@1").exhausted and not r.of("damage")
    r = play(st, "Eager Raider", by="A", may={"A": (False,)})  # the list runs out: true
    assert r.obj("@1").exhausted and r.one("damage", target="e").amount == 1
    r = play(st, "Eager Raider", by="A", may={"B": False})  # another player's answer
    assert not r.obj("@1").exhausted and r.one("damage", target="e")
