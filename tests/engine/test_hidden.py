"""Hidden and the Facedown Zones (format 2): hiding a card (421, 811.1.b, 107.3), playing it
from face down on a later turn (811.1.c.3, 811.1.d, 811.6, 421.3), the Cleanup trashing a hidden
card where its player lost the battlefield (323.7, 107.3.d), Back Off's "from your hand" draw and
Zhonya's Hourglass dying in a unit's place (369)."""

from __future__ import annotations

from riftboard.engine import actions as A
from tests.engine.game_helpers import game_board, pass_, side
from tests.engine.helpers import _apply, designer, end_turn, move, play, raises_illegal


def hide(prev, obj, at, by=None, pay=None):
    return _apply(prev, A.Hide(obj=obj, at=at, by=by, pay=pay))


def _board(mode="sandbox", hand=(("bo", "Back Off", "A"),), **kw):
    kw.setdefault("units", [("guard", "Guard", 3, "A", "north"), ("raider", "Raider", 3, "B", "south")])
    kw.setdefault("controllers", {"north": "A", "south": "B"})
    return game_board(mode=mode, battlefields=("north", "south"), hand=hand, **kw)


def _hidden_then_next_turn(mode="sandbox", oid="bo", **kw):
    """A card of Alice's hand (Back Off) hidden at North on her turn, then Bob's turn has
    begun."""
    return end_turn(hide(_board(mode, **kw), oid, "north"))


def test_421_1_811_1_b_hide_puts_the_card_face_down_at_a_battlefield_its_player_controls():
    r = hide(_board(), "bo", "north")
    ev = r.one("hide", target="bo")
    assert ev.responsible == "A" and ev.rules == ("421.1", "811.1.b", "107.3")
    bo = r.obj("bo")
    assert (bo.zone, bo.at, bo.controller) == ("facedown", "north", "A")
    assert bo.inc == 1  # from the hand to a zone of the board: a new object (124)
    assert not r.of("play") and not r.state.chain  # not a play, and no chain (811.1.c.1-2)


def test_107_3_c_a_card_is_hidden_only_at_a_battlefield_its_player_controls():
    msg = raises_illegal(hide, _board(), "bo", "south")
    assert "107.3.c" in msg and "does not control South" in msg


def test_107_3_b_a_facedown_zone_holds_one_card():
    st = hide(_board(hand=(("bo", "Back Off", "A"), ("bo2", "Back Off", "A"))), "bo", "north")
    assert "107.3.b" in raises_illegal(hide, st, "bo2", "north")


def test_811_1_only_a_card_with_hidden_can_be_hidden():
    st = _board(hand=(("ray", "Hextech Ray", "A"),))
    assert "does not have Hidden" in raises_illegal(hide, st, "ray", "north")


def test_811_1_b_strict_hiding_is_the_turn_players_and_costs_one_power_of_any_domain():
    st = _board("strict", pool={"A": (0, {"calm": 1}), "B": (0, {"fury": 1})},
                hand=(("bo", "Back Off", "A"), ("bb", "Back Off", "B")))
    assert "811.1.b" in raises_illegal(hide, st, "bb", "south")  # not Bob's turn
    r = hide(st, "bo", "north")
    assert r.one("pay", target="A").amount == 1
    assert side(r, "A").pool_empty
    poor = _board("strict")
    assert "cannot pay 1 Power" in raises_illegal(hide, poor, "bo", "north")


def test_811_1_b_a_hidden_card_is_played_from_face_down_only_from_the_next_turn():
    st = hide(_board(), "bo", "north")
    msg = raises_illegal(play, st, "Back Off", by="A", id="bo", targets=["guard"])
    assert "from the next turn (811.1.b)" in msg
    r = play(end_turn(st), "Back Off", by="A", id="bo", targets=["guard"])
    ev = r.one("play", target="guard")
    assert ev.reason == "face_down" and "811.1.c.3" in ev.rules and "from face down" in ev.text


def test_811_6_421_3_from_face_down_it_has_reaction_and_its_cost_is_ignored():
    """Strict, on Bob's turn with his Hextech Ray held on the chain: Back Off (an Action) can
    answer only because face down it has Reaction, and Alice pays nothing for it."""
    st = _hidden_then_next_turn("strict", pool={"A": (0, {"calm": 1})},
                                hand=(("bo", "Back Off", "A"), ("ray", "Hextech Ray", "B"),
                                      ("bo2", "Back Off", "A")),
                                runes=[("r1", "Fury Rune", "B", False), ("r2", "Fury Rune", "B", False)])
    st = pass_(play(st, "Hextech Ray", by="B", targets=["guard"], hold=True), "B")
    msg = raises_illegal(play, st, "Back Off", by="A", targets=["raider"])  # the copy in hand
    assert "not a Reaction" in msg
    r = play(st, "Back Off", by="A", id="bo", targets=["guard"])
    assert not r.of("pay")
    assert r.one("stun", target="guard")


def test_811_1_d_2_targets_are_chosen_at_the_battlefield_it_was_hidden_at():
    st = _hidden_then_next_turn()
    msg = raises_illegal(play, st, "Back Off", by="A", id="bo", targets=["raider"])
    assert "811.1.d.2" in msg and "Raider is not there" in msg


SNEAK = designer("Sneak", keywords=["Hidden"], targets=[{"what": "unit", "side": "enemy"}],
                 effects=[{"op": "deal", "amount": 1, "target": 1}])
HOME = designer("Home Strike", keywords=["Hidden"], targets=[{"what": "unit", "where": "base"}],
                effects=[{"op": "deal", "amount": 1, "target": 1}])


def test_811_1_d_a_spell_with_no_legal_target_there_cannot_be_played_from_face_down():
    st = _hidden_then_next_turn(cards=[SNEAK], hand=(("bo", "Sneak", "A"),))
    msg = raises_illegal(play, st, "Sneak", by="A", id="bo", targets=["raider"])
    assert "none there is legal (811.1.d, 811.1.d.2)" in msg


def test_811_1_d_2_a_restriction_no_target_there_can_meet_leaves_the_choice_free():
    """A target in a base can never be at the battlefield: it is chosen freely (811.1.d.2)."""
    st = move(_hidden_then_next_turn(cards=[HOME], hand=(("bo", "Home Strike", "A"),)),
              "raider", "base")
    r = play(st, "Home Strike", by="A", id="bo", targets=["raider"])
    assert r.one("damage", target="raider").amount == 1


def test_a_card_named_by_its_id_is_played_only_from_its_hand_or_face_down():
    st = move(hide(_board(), "bo", "north"), "guard", "base")  # control lost: trashed (323.7)
    msg = raises_illegal(play, end_turn(st), "Back Off", by="A", id="bo", targets=["raider"])
    assert "Back Off is in A's trash" in msg


def test_back_off_draws_only_when_played_from_the_hand():
    """Its draw is for a copy played from the hand (419.1.a), not from face down (811.1.c.3)."""
    st = _hidden_then_next_turn(hand=(("bo", "Back Off", "A"), ("bo2", "Back Off", "A")))
    from_hand = play(st, "Back Off", by="A", id="bo2", targets=["raider"])
    assert from_hand.one("draw", target="A").amount == 1
    face_down = play(st, "Back Off", by="A", id="bo", targets=["guard"])
    assert not face_down.of("draw")


def test_811_1_d_1_a_hidden_permanent_is_played_to_its_battlefield_and_gear_recalled_by_323_7():
    st = _board(hand=(("zh", "Zhonya's Hourglass", "A"),))
    st = end_turn(hide(st, "zh", "north"))
    msg = raises_illegal(play, st, "Zhonya's Hourglass", by="A", id="zh", to="south")
    assert "811.1.d.1" in msg
    r = play(st, "Zhonya's Hourglass", by="A", id="zh")
    assert r.one("resolve", target="zh").rules == ("149.1", "811.1.d.1.a")
    assert r.one("recall", target="zh").rules == ("323.7", "457.1")
    assert r.obj("zh").at == "base"


def test_369_zhonyas_hourglass_is_killed_in_place_of_a_dying_friendly_unit():
    st = _board(gear=[("zh", "Zhonya's Hourglass", "A")])
    r = play(st, "Hextech Ray", by="B", targets=["guard"])
    assert r.one("death_replaced", target="guard").sources[0].id == "zh"
    kill = r.one("kill", target="zh")
    assert kill.reason == "kill_instruction" and "428.1.a.1" in kill.rules
    assert not r.of("kill", target="guard")
    g = r.obj("guard")
    assert (g.damage, g.exhausted, g.at) == (0, True, "base")


def test_323_7_107_3_d_a_hidden_card_is_trashed_when_its_player_loses_the_battlefield():
    st = hide(_board(), "bo", "north")
    r = move(st, "guard", "base")  # Alice has no unit at North: control lost (323.6)
    r.one("control", target="north")
    ev = r.one("trash_hidden", target="bo")
    assert ev.rules == ("323.7", "107.3.d", "421.4")
    assert r.obj("bo").zone == "trash" and r.obj("bo").controller == "A"


def test_a_hidden_card_stays_while_its_player_keeps_the_battlefield():
    r = end_turn(hide(_board(), "bo", "north"))
    assert not r.ever("trash_hidden") and r.obj("bo").zone == "facedown"


def test_811_1_d_2_a_play_effect_of_a_card_played_from_face_down_chooses_at_its_battlefield():
    """Blastcone Fae's Play Effect may pick any unit; played from face down, only those at its
    battlefield: Bob's Raider at South is out of reach, the Guard at North is picked."""
    st = _hidden_then_next_turn(hand=(("bo", "Blastcone Fae", "A"),))
    r = play(end_turn(st), "Blastcone Fae", by="A", id="bo", choose={"A": ["raider"]})
    assert r.one("might", target="guard")
    assert not r.of("might", target="raider")
    from_hand = play(_board(hand=(("bf", "Blastcone Fae", "A"),)), "Blastcone Fae", by="A",
                     id="bf", choose={"A": ["raider"]})
    assert from_hand.one("might", target="raider")  # from the hand: any unit


def test_811_1_d_2_a_restriction_that_rules_out_its_battlefield_leaves_the_play_effect_free():
    """Tideturner's Play Effect picks a unit of its player elsewhere: played from face down it
    still may (811.1.d.2's Tideturner example)."""
    st = _hidden_then_next_turn(oid="tt", hand=(("tt", "Tideturner", "A"),),
                                units=[("guard", "Guard", 3, "A", "north"),
                                       ("scout", "Scout", 2, "A", "base"),
                                       ("raider", "Raider", 3, "B", "south")])
    r = play(end_turn(st), "Tideturner", by="A", id="tt", choose={"A": ["scout"]})
    assert r.obj("tt").at == "base" and r.obj("scout").at == "north"


def test_tornado_warrior_empowers_only_when_played_from_face_down():
    st = _hidden_then_next_turn(oid="tw", hand=(("tw", "Tornado Warrior", "A"),
                                      ("tw2", "Tornado Warrior", "A")))
    r = play(end_turn(st), "Tornado Warrior", by="A", id="tw", choose={"A": ["guard"]})
    assert r.one("empower", target="guard").sources[0].id == "tw#1"
    assert r.one("trigger", target="guard")
    again = play(r, "Tornado Warrior", by="A", id="tw2", to="north")
    assert not again.of("trigger") and not again.of("empower")
    assert end_turn(again).one("disempower", target="guard").rules == ("442",)


def test_kennen_has_2_more_might_while_an_enemy_unit_at_his_battlefield_is_stunned():
    st = _board(units=[("kennen", "Kennen, Keeper of Balance", None, "A", "north"),
                       ("raider", "Raider", 3, "B", "north"), ("brute", "Brute", 5, "B", "south")])
    assert st.obj("kennen").printed_might == 2
    far = play(st, "Back Off", by="A", targets=["brute"])
    assert far.might("kennen") == 2  # the stunned unit is at South
    near = play(st, "Back Off", by="A", targets=["raider"])
    assert near.might("kennen") == 4


def test_a_format_1_board_refuses_hiding_and_changes_nothing():
    from tests.engine.helpers import board

    st = board(hand=[("bo", "Back Off", "A")])
    assert "format 2's (421, 811" in raises_illegal(hide, st, "bo", "north")


def test_scuttle_crab_deathknell_reveals_the_hand_and_shows_the_face_down_cards_424_107_3_f():
    st = _board(units=[("crab", "Scuttle Crab", None, "A", "north"),
                       ("raider", "Raider", 3, "B", "south")],
                hand=(("bo", "Back Off", "B"), ("charm", "Charm", "B")))
    st = hide(st, "bo", "south", by="B")
    r = play(st, "Hextech Ray", by="B", targets=["crab"])
    rev = r.one("reveal", target="B")
    assert rev.amount == 1 and "Charm" in rev.text and rev.rules == ("424.1", "424.3.a")
    look = r.one("look", target="A")
    assert look.amount == 1 and "Back Off" in look.text and "107.3.f" in look.rules
    assert side(r, "A").xp == 1
    assert r.obj("bo").zone == "facedown"  # seen, not moved (424.1.a.2)
