"""A judge sets up a whole game mid-game (issue 26, item 9): a format 1 board made format 2 in
one edit, each game fact in one edit (mode, Victory Score, turn player, points, XP, pool,
legend, runes, decks, contested_by), every edit undone and redone, saved and reopened; a
showdown open with Focus on B and a spell held. Qt-free."""

from __future__ import annotations

import pytest

from riftboard.scenario.session import Session
from riftboard.workbench import Workbench, parse_pool


def _game_bench() -> Workbench:
    wb = Workbench()
    assert wb.make_game(), wb.last_message
    return wb


def _reopen(wb: Workbench, tmp_path) -> Workbench:
    path = tmp_path / "game.toml"
    assert wb.save_as(str(path)), wb.last_message
    return Workbench(Session.from_file(str(path)))


def test_a_format_1_board_becomes_a_whole_game_with_default_facts_194_3():
    wb = Workbench()
    assert wb.game_status() is None
    assert wb.make_game()
    gs = wb.game_status()
    assert (gs.mode, gs.victory_score, gs.phase) == ("sandbox", 8, "Main Phase")
    assert [(p.points, p.xp, p.energy, p.deck, p.legend) for p in gs.players] == \
        [(0, 0, 0, None, None)] * 2
    assert not wb.make_game() and "already" in wb.last_message
    # undo gives the format 1 board back, redo the game
    wb.undo()
    assert wb.game_status() is None and wb.session.setup.format == 1
    wb.redo()
    assert wb.game_status() is not None and wb.session.setup.format == 2


def test_a_fact_of_the_whole_game_on_a_format_1_board_is_refused():
    wb = Workbench()
    for edit in (lambda: wb.set_mode("strict"), lambda: wb.set_side("A", points=2),
                 lambda: wb.add_rune("Fury Rune", "A"), lambda: wb.set_contested("north", "A")):
        assert not edit()
        assert "format 2" in wb.last_message
    assert wb.session.setup.format == 1 and not wb.session.dirty


def test_each_fact_is_one_edit_shown_saved_and_reopened(tmp_path):
    wb = _game_bench()
    assert wb.set_mode("strict")
    assert wb.set_victory_score(5)
    assert wb.set_turn_player("B")
    assert wb.set_side("A", points=3)
    assert wb.set_side("A", xp=2)
    assert wb.set_side("B", pool="1 energy, 2 fury")
    assert wb.set_legend("A", "Kai'Sa, Daughter of the Void")
    assert wb.add_rune("Calm Rune", "B")
    assert wb.set_side("B", deck=["Hextech Ray", "Void Seeker"])
    assert len(wb._setup_undo) == 10  # the game, then one edit per fact

    def check(bench):
        gs = bench.game_status()
        assert (gs.mode, gs.victory_score) == ("strict", 5)
        assert gs.turn_player == "Bob (B)"
        alice, bob = gs.players
        assert (alice.points, alice.xp, alice.legend) == (3, 2, "Kai'Sa, Daughter of the Void")
        assert (bob.energy, bob.power, bob.deck, bob.runes_ready) == (1, (("Fury", 2),), 2, 1)

    check(wb)
    check(_reopen(wb, tmp_path))
    # every fact undone, newest first, back to the format 1 board; then all redone
    for _ in range(10):
        assert wb.can_undo()
        wb.undo()
    assert wb.session.setup.format == 1 and not wb.can_undo()
    for _ in range(10):
        wb.redo()
    check(wb)


def test_bad_facts_are_refused_and_change_nothing():
    wb = _game_bench()
    before = wb.session
    for edit, words in ((lambda: wb.set_mode("loose"), "mode"),
                        (lambda: wb.set_victory_score(0), "194.3"),
                        (lambda: wb.set_turn_player("C"), "no player"),
                        (lambda: wb.set_side("A", points=-1), "points"),
                        (lambda: wb.set_side("A", pool="2 purple"), "domain"),
                        (lambda: wb.set_legend("A", "Hextech Ray"), "not a legend"),
                        (lambda: wb.add_rune("Hextech Ray", "A"), "not a rune"),
                        (lambda: wb.set_side("A", deck=["Fury Rune"]), "main deck"),
                        (lambda: wb.set_contested("north", "B"), "323.8")):
        assert not edit()
        assert words in wb.last_message, wb.last_message
        assert wb.session is before


def test_parse_pool_reads_energy_and_power_by_domain():
    assert parse_pool("") == (0, ())
    assert parse_pool("2 energy, 1 calm; 1 fury") == (2, (("calm", 1), ("fury", 1)))
    assert parse_pool({"energy": 1, "mind": 2}) == (1, (("mind", 2),))
    assert "a number" in parse_pool("energy")


def test_units_placed_before_the_first_step_of_a_game_are_its_setup_323_8():
    wb = _game_bench()
    assert wb.add_vanilla("Scout", 3, "A", "north")
    assert wb.add_card("Garen, Commander", "B", "base")
    assert wb.session.steps == [] and len(wb.session.setup.units) == 2
    # with damage it is an `add` step: its Cleanup judges lethal damage, as in format 1
    assert wb.add_vanilla("Squire", 2, "A", "base", damage=2)
    assert wb.session.steps[-1].kind == "add"
    assert [e.kind for e in wb.history.events][-1] == "kill"
    wb.undo()
    assert wb.session.steps == [] or wb.history.cursor == 0
    assert wb.pass_priority() is False  # nothing is contested: a Neutral Open state
    wb.undo()
    assert [u.name for u in wb.session.setup.units] == ["Scout"]
    # once a step is taken, a placement is an `add` step again (a sandbox edit)
    assert wb.end_turn()
    assert wb.add_vanilla("Raider", 2, "B", "base")
    assert wb.session.steps[-1].kind == "add"


def test_a_showdown_open_focus_on_b_and_a_ray_held_323_9_345_346(tmp_path):
    """contested_by in the setup opens the showdown before the first step (323.9, 344), Focus
    the contester's (345); one Pass gives B Focus (346-347); B's Hextech Ray played with hold
    stays on the chain, Priority B's (339)."""
    wb = _game_bench()
    assert wb.add_vanilla("Scout", 3, "A", "north")
    assert wb.set_contested("north", "A")
    gs = wb.game_status()
    assert "Showdown at North" in gs.situation and "323.9" in gs.situation
    assert wb.passer() == "A" and wb.end_turn_problem() is not None
    assert wb.pass_priority()
    kinds = [e.kind for e in wb.history.events]
    assert kinds[:2] == ["showdown", "focus"] and "pass" in kinds
    assert wb.passer() == "B" and wb.acting_player() == "B"
    wb.hold = True
    assert wb.begin_play("Hextech Ray")  # B acts: the play is B's
    assert wb.pending.by == "B"
    assert wb.click_object("scout1")
    st = wb.state
    assert [i.ref.name for i in st.chain] == ["Hextech Ray"] and st.chain[0].controller == "B"
    assert st.game.showdown is not None and st.game.showdown.battlefield == "north"
    again = _reopen(wb, tmp_path)
    st2 = again.state
    assert [i.ref.name for i in st2.chain] == ["Hextech Ray"]
    assert st2.game.showdown.battlefield == "north" and again.passer() == "B"


def test_undo_takes_back_steps_and_setup_edits_in_the_order_they_were_made():
    wb = _game_bench()
    assert wb.set_side("A", points=1)
    assert wb.add_vanilla("Scout", 3, "A", "base")  # setup: no step yet
    assert wb.end_turn()                            # step 1
    assert wb.set_side("A", points=2)               # a setup edit after a step: replays it
    assert wb.history.cursor == 1
    wb.undo()  # the points again
    assert wb.game_status().players[0].points == 1 and wb.history.cursor == 1
    wb.undo()  # the step
    assert wb.history.cursor == 0
    wb.undo()  # the Scout
    assert wb.session.setup.units == ()
    wb.redo()
    wb.redo()
    assert wb.history.cursor == 1
    wb.redo()
    assert wb.game_status().players[0].points == 2 and not wb.can_redo()
    # a new action after an undo drops the setup edit's redo
    wb.undo()
    assert wb.can_redo()
    assert wb.set_mode("strict")
    assert not wb.can_redo()


@pytest.mark.parametrize("pid", [None, "B"])
def test_contested_by_is_cleared_and_set_again(pid):
    wb = _game_bench()
    wb.add_vanilla("Scout", 3, "A", "north")
    wb.add_vanilla("Guard", 4, "B", "north")
    assert wb.set_contested("north", "A")
    assert wb.game_status().situation.startswith("Combat at North")  # B has a unit there
    assert wb.set_contested("north", pid)
    assert wb.session.setup.battlefields[0].contested_by == pid
