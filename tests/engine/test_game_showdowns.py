"""Format 2 (SPEC section 7): contesting (190.3), showdowns (341-348), combat inside the game
(459-466), control (190), scoring (467-471) and victory (194, 323.1)."""

from riftboard.engine.errors import IllegalAction
from tests.engine.game_helpers import game_board, pass_, side, smove
from tests.engine.helpers import move, play, raises_illegal, set_state


def test_190_3_a_a_move_to_an_uncontrolled_battlefield_contests_it_and_345_gives_focus():
    st = game_board(units=[("a1", "Scout", 2, "A", "base")])
    r = smove(st, ["a1"], "north")
    assert r.one("contest", target="north").responsible == "A"
    assert r.one("showdown", reason="staged").target == "north"
    assert r.one("showdown", reason="opened").target == "north"
    assert r.of("focus")[-1].target == "A"
    sd = r.state.game.showdown
    assert sd.battlefield == "north" and sd.focus == "A" and not sd.combat


def test_347_2_a_348_2_a_showdown_ends_when_all_pass_and_gives_control_and_a_conquer():
    st = game_board(units=[("a1", "Scout", 2, "A", "base")])
    r = smove(st, ["a1"], "north")
    r = pass_(r, "A")
    assert r.one("focus").target == "B" and r.state.game.showdown.passes == 1
    r = pass_(r, "B")
    assert r.one("showdown", reason="ended").target == "north"
    assert r.one("control", target="north").responsible == "A"
    sc = r.one("score", target="north")
    assert (sc.reason, sc.amount, sc.responsible) == ("conquer", 1, "A")
    assert side(r, "A").points == 1 and r.state.obj("north").controller == "A"
    assert r.state.game.showdown is None


def test_346_a_play_inside_a_showdown_passes_focus_and_resets_the_passes():
    st = game_board(units=[("a1", "Scout", 2, "A", "base"), ("b9", "Far", 3, "B", "base")])
    r = smove(st, ["a1"], "north")
    r = pass_(r, "A")  # Focus to B
    r = play(r, "Hextech Ray", by="B", targets=["a1"])  # 3 damage: the Scout dies
    assert r.ever("kill", target="a1")
    assert r.one("focus").target == "A"  # the chain closed: Focus passes on (346)
    assert r.state.game.showdown.passes == 0
    r = pass_(r, "A")
    r = pass_(r, "B")
    # nobody has units there: no control changes hands, nobody scores
    assert not r.of("score") and r.state.obj("north").controller is None


def test_464_a_move_into_enemy_units_opens_a_combat_whose_damage_waits_for_the_passes():
    st = game_board(units=[("a1", "Brute", 5, "A", "base"), ("b1", "Guard", 2, "B", "north")],
                    controllers={"north": "B"})
    r = smove(st, ["a1"], "north")
    assert r.one("combat_start").responsible == "A"
    assert not r.of("combat_assign")  # no damage until every player passes (465)
    assert r.state.game.showdown.combat and r.state.game.showdown.focus == "A"
    r = pass_(r, "A")
    r = pass_(r, "B")
    assert r.ever("kill", target="b1")
    assert r.one("control", target="north").responsible == "A"  # 466.5.a
    assert r.one("score").reason == "conquer"  # 466.5.d
    assert r.one("combat_end").target == "north"
    assert r.state.game.showdown is None and r.state.combat is None


def test_a_trick_inside_the_combat_showdown_and_the_combat_kill_credit():
    """A spell played in the Combat Showdown Step (464): Hextech Ray on the defender; then the
    combat's damage and its credit (428.5.c.2)."""
    st = game_board(units=[("a1", "Brute", 3, "A", "base"), ("b1", "Guard", 6, "B", "north")],
                    controllers={"north": "B"})
    r = smove(st, ["a1"], "north")
    r = play(r, "Hextech Ray", by="A", targets=["b1"])  # 3 damage: not lethal yet
    assert r.one("focus").target == "B"
    r = pass_(r, "B")
    r = pass_(r, "A")
    kill = r.one("kill", target="b1")
    assert {x.id for x in kill.attributed_to} == {"a1"} and kill.responsible == "A"


def test_471_1_b_the_final_point_of_a_conquer_needs_every_battlefield_scored():
    st = game_board(units=[("a1", "Scout", 2, "A", "base")], battlefields=("north", "south"),
                    points=(7, 0))
    r = smove(st, ["a1"], "north")
    r = pass_(pass_(r, "A"), "B")
    sc = r.one("score")
    assert sc.amount == 0 and "471.1.b" in sc.rules
    assert side(r, "A").points == 7
    assert r.state.game.winner is None


def test_323_1_victory_in_the_cleanup_and_no_step_after_it():
    st = game_board(units=[("a1", "Scout", 2, "A", "base")], battlefields=("north",),
                    points=(7, 0))
    r = smove(st, ["a1"], "north")
    r = pass_(pass_(r, "A"), "B")
    assert r.one("score").amount == 1
    assert r.one("victory").target == "A" and r.state.game.winner == "A"
    msg = raises_illegal(play, r, "Hextech Ray", by="B", targets=["a1"])
    assert "the game is over" in msg


def test_470_a_battlefield_is_scored_at_most_once_per_player_per_turn():
    st = game_board(units=[("a1", "Scout", 2, "A", "base"), ("b1", "Guard", 1, "B", "base")])
    r = smove(st, ["a1"], "north")
    r = pass_(pass_(r, "A"), "B")
    assert side(r, "A").points == 1
    r = move(r, "a1", "base")  # a sandbox edit: A loses control there (323.6)
    r = smove(r, ["b1"], "north", by="B")
    r = pass_(pass_(r, "B"), "A")
    assert side(r, "B").points == 1
    r = set_state(r, "a1", exhausted=False)
    r = smove(r, ["a1"], "north")  # a combat: A wins it and takes control back
    r = pass_(pass_(r, "A"), "B")
    assert r.ever("kill", target="b1")
    assert r.one("control", target="north").responsible == "A"
    assert not r.of("score")  # A scored north this turn already (470)
    assert side(r, "A").points == 1 and side(r, "B").points == 1


def test_323_6_control_is_lost_when_a_player_has_no_units_there():
    st = game_board(units=[("a1", "Scout", 2, "A", "north")], controllers={"north": "A"})
    r = smove(st, ["a1"], "base")
    c = r.one("control", target="north")
    assert c.responsible is None and "323.6" in c.rules
    assert r.state.obj("north").controller is None


def test_strict_mode_focus_is_required_313_and_timing_308():
    st = game_board(mode="strict", units=[("a1", "Scout", 2, "A", "base"),
                                           ("b9", "Far", 3, "B", "base")])
    r = smove(st, ["a1"], "north")
    msg = raises_illegal(play, r, "Hextech Ray", by="B", targets=["a1"])
    assert "313" in msg and "Focus" in msg
    msg = raises_illegal(pass_, r, "B")
    assert "Focus" in msg


def test_316_5_b_strict_only_the_turn_player_acts_in_a_neutral_open_state():
    st = game_board(mode="strict", units=[("b1", "Guard", 2, "B", "base")],
                    runes=[("r1", "Fury Rune", "B", False), ("r2", "Fury Rune", "B", False)])
    msg = raises_illegal(play, st, "Hextech Ray", by="B", targets=["b1"])
    assert "316.5.b" in msg


def test_347_2_a_the_turn_cannot_end_during_a_showdown():
    from tests.engine.helpers import end_turn

    st = game_board(units=[("a1", "Scout", 2, "A", "base")])
    r = smove(st, ["a1"], "north")
    assert "347.2.a" in raises_illegal(end_turn, r)
    assert isinstance(IllegalAction("x"), Exception)


def test_471_1_b_the_card_drawn_instead_of_the_final_point_has_its_draw_event():
    st = game_board(units=[("a1", "Scout", 2, "A", "base")], battlefields=("north", "south"),
                    points=(7, 0), decks={"A": ["Hextech Ray"]})
    r = smove(st, ["a1"], "north")
    r = pass_(pass_(r, "A"), "B")
    d = r.one("draw")
    assert (d.target, d.amount, d.responsible) == ("A", 1, "A") and "471.1.b" in d.rules
    assert r.state.obj("A-deck1").zone == "hand"


def test_323_9_344_a_battlefield_contested_at_the_setup_opens_its_showdown_first():
    """A file may start with a battlefield contested (190.3): its staged showdown opens in the
    first Cleanup (323.9, 344), so the contester has Focus and can pass at once."""
    from attrs import evolve

    st = game_board(units=[("a1", "Scout", 2, "A", "north")])
    st = evolve(st, game=evolve(st.game, contested=(("north", "A"),)))
    r = pass_(st, "A")
    assert r.one("showdown", reason="opened").target == "north"
    r = pass_(r, "B")
    assert r.one("control", target="north").responsible == "A"
    assert r.one("score").reason == "conquer"
