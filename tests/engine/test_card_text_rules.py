"""Keyword bodies and small play rules printed on cards, asserted on events: Ambush (card
text, 002), entering ready (002, 143.4)."""

from __future__ import annotations

from tests.engine.helpers import board, play, raises_illegal

AMBUSHER = {"name": "Ambusher", "kind": "unit", "might": 2, "keywords": ["Ambush"]}


def test_002_806_3_ambush_plays_a_unit_to_a_battlefield_where_its_player_has_units():
    """Ambush's text (002): a battlefield its player does not control, but where they have a
    unit, is a legal place to play it; without a unit there it is not (806.3)."""
    st = board(units=[("squire", "Squire", 2, "A", "north"), ("wall", "Wall", 3, "B", "south")],
               battlefields=("north", "south"), cards=[AMBUSHER])
    r = play(st, "Ambusher", by="A", to="north")
    p = r.one("play", target="@1")
    assert "002" in p.rules and "Ambush" in p.text
    assert r.obj("@1").at == "north" and r.obj("@1").exhausted
    msg = raises_illegal(play, st, "Ambusher", by="A", to="south")
    assert "806.3" in msg and "Ambush" in msg


def test_806_3_without_ambush_a_unit_still_needs_a_battlefield_it_controls():
    st = board(units=[("squire", "Squire", 2, "A", "north")])
    msg = raises_illegal(play, st, "Garen, Commander", by="A", to="north")
    assert "806.3" in msg and "Ambush" not in msg


READY = {"name": "Eager Recruit", "kind": "unit", "might": 2, "enters_ready": True}
WURM = {"name": "Warm Wurm", "kind": "unit", "might": 5,
        "statics": [{"op": "enter_ready", "who": "other_friendly"}]}


def test_002_143_4_a_unit_whose_text_says_so_enters_ready():
    """143.4: a unit enters exhausted, unless its text says otherwise (002); it is not readied
    (no ready event: it enters ready, like Accelerate, 805.6)."""
    r = play(board(cards=[READY]), "Eager Recruit", by="A")
    res = r.one("resolve", target="@1")
    assert not r.obj("@1").exhausted and "002" in res.rules and "ready" in res.text
    assert not r.of("ready")


def test_002_other_friendly_units_enter_ready_but_not_the_opponents_or_itself():
    st = board(units=[("wurm", "Warm Wurm", None, "A", "base")], cards=[WURM])
    r = play(st, "Garen, Commander", by="A")
    assert not r.obj("@1").exhausted and "Warm Wurm" in r.one("resolve", target="@1").text
    r = play(r, "Garen, Commander", by="B")
    assert r.obj("@2").exhausted
    r = play(board(cards=[WURM]), "Warm Wurm", by="A")
    assert r.obj("@1").exhausted


def test_810_ganking_granted_by_a_passive_ability_allows_a_battlefield_to_battlefield_move():
    """144.4.c.1, 810.1.b: Ganking from a battlefield's static (units here) or while buffed."""
    from riftboard.engine import actions as A
    from tests.engine.helpers import _apply
    hill = {"name": "Gusty Hill", "kind": "battlefield",
            "statics": [{"op": "keyword", "who": "units_here", "keyword": "ganking"}]}
    st = board(units=[("s", "Squire", 2, "A", "hill"), ("k", "Knight", 2, "A", "north")],
               battlefields=(("hill", "Gusty Hill"), "north", "south"), cards=[hill])
    r = _apply(st, A.StandardMove(units=("s",), to="south"))
    mv = r.one("move", target="s")
    assert "810.1.b" in mv.rules and r.obj("s").at == "south"
    msg = raises_illegal(_apply, r, A.StandardMove(units=("k",), to="south"))
    assert "Ganking" in msg


SPELL_EAR = {"name": "Spell Ear", "kind": "unit", "might": 2,
             "abilities": [{"kind": "triggered", "trigger": "you_play_card", "played": "spell",
                            "effects": [{"op": "might", "target": "self", "amount": 1}]}]}


def test_383_4_a_4_a_play_trigger_narrowed_to_a_kind_of_card():
    """383.4.a.4: "when you play a spell" hears the controller's spells only."""
    st = board(units=[("ear", "Spell Ear", None, "A", "north"), ("g", "Guard", 3, "B", "north")],
               cards=[SPELL_EAR])
    r = play(st, "Garen, Commander", by="A")
    assert not r.of("trigger")
    r = play(r, "Stupefy", by="B", targets=["g"])
    assert not r.of("trigger")
    r = play(r, "Stupefy", by="A", targets=["g"])
    assert r.one("trigger").sources[0].id == "ear#1" and r.might("ear") == 3


def test_002_465_2_a_unit_whose_text_says_so_adds_no_might_to_combat_damage():
    from tests.engine.helpers import combat
    st = board(units=[("galio", "Galio, Indefatigable", None, "A", "north"),
                      ("r", "Raider", 4, "B", "north")])
    r = combat(st, "north", attackers=["r"])
    assert r.one("damage", target="galio").amount == 4
    assert not r.of("damage", target="r")


def test_002_144_4_a_battlefield_units_may_move_to_from_anywhere():
    """Baron Pit's text (002) lifts 144.4.b for moves to it, not from it."""
    from riftboard.engine import actions as A
    from tests.engine.helpers import _apply
    st = board(units=[("s", "Squire", 2, "A", "north")],
               battlefields=("north", ("pit", "Baron Pit")))
    r = _apply(st, A.StandardMove(units=("s",), to="pit"))
    assert r.obj("s").at == "pit"
    r = _apply(r, A.SetState(obj="s", exhausted=False))
    msg = raises_illegal(_apply, r, A.StandardMove(units=("s",), to="north"))
    assert "144.4.b" in msg
