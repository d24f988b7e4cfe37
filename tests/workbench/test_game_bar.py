"""Format 2 in the workbench (issue 26, item 9): what the game bar shows, whom a Pass passes
for, when the turn may end, a combat's closing pass and its assignment, runes' abilities, and
a refused step that changes nothing. Qt-free."""

from __future__ import annotations

from riftboard.scenario.session import Session
from riftboard.workbench import Workbench
from tests.workbench.format2_board import GAME_BOARD


def _bench(tmp_path, text=GAME_BOARD) -> Workbench:
    path = tmp_path / "game.toml"
    path.write_text(text, encoding="utf-8")
    return Workbench(Session.from_file(str(path)))


def test_a_format_1_board_has_no_game_bar_and_ends_its_turn_at_any_step(tmp_path):
    text = GAME_BOARD.split("mode =")[0].replace("format = 2", "format = 1") + """
[[players]]
id = "A"
[[players]]
id = "B"
"""
    wb = _bench(tmp_path, text)
    assert wb.game_status() is None
    assert wb.passer() is None and wb.end_turn_problem() is None
    assert not wb.pass_priority()
    assert "format 1" in wb.last_message


def test_the_status_at_the_start_316_5_b(tmp_path):
    wb = _bench(tmp_path)
    gs = wb.game_status()
    assert (gs.turn, gs.phase, gs.mode, gs.victory_score) == (1, "Main Phase", "strict", 3)
    assert gs.turn_player == "Alice (A)" and gs.winner is None
    assert "316.5.b" in gs.situation
    alice, bob = gs.players
    assert (alice.points, alice.hand, alice.deck, alice.runes_ready, alice.runes_exhausted) == \
        (1, 1, 3, 2, 0)
    assert alice.legend == "Kai'Sa, Daughter of the Void" and alice.has_turn
    assert (bob.points, bob.hand, bob.deck, bob.legend) == (0, 0, 2, None)
    # nothing to pass in a Neutral Open state: Pass is refused and nothing changes
    assert wb.passer() is None
    assert not wb.pass_priority()
    assert "316.9" in wb.last_message and wb.history.cursor == 0


def test_190_3_313_a_contest_gives_focus_and_pass_passes_for_its_holder(tmp_path):
    wb = _bench(tmp_path)
    assert wb.standard_move(["a1"], "north")
    gs = wb.game_status()
    assert gs.contested == ("North (by Alice (A))",)
    assert gs.situation.startswith("Showdown at North: Alice (A) has Focus (313)")
    assert [p.acts for p in gs.players] == [True, False]
    assert wb.end_turn_problem() and "347.2.a" in wb.end_turn_problem()
    assert wb.pass_closes_combat() is None  # a showdown, not a combat
    assert wb.pass_priority()
    assert wb.history.events[-1].kind == "focus" and wb.passer() == "B"
    assert wb.pass_priority()  # Bob passes too: the showdown ends, Alice conquers (348.2.a)
    gs = wb.game_status()
    assert gs.players[0].points == 2 and gs.contested == ()
    assert wb.passer() is None and wb.end_turn_problem() is None


def test_164_2_a_rune_is_activated_for_energy_or_power(tmp_path):
    wb = _bench(tmp_path)
    assert [n for n, _ in wb.rune_abilities("r1")] == [1, 2]
    assert "Fury Power" in wb.rune_abilities("r1")[1][1]
    assert wb.rune_abilities("a1") == []
    assert wb.begin_activate("r1", 1)
    alice = wb.game_status().players[0]
    assert (alice.energy, alice.runes_ready, alice.runes_exhausted) == (1, 1, 1)
    assert wb.begin_activate("r2", 2)
    alice = wb.game_status().players[0]
    assert alice.power == (("Fury", 1),) and alice.runes_ready == 0
    assert not wb.begin_activate("r1", 3)


def test_465_the_closing_pass_of_a_combat_takes_an_assignment(tmp_path):
    wb = _bench(tmp_path)
    assert wb.standard_move(["a2"], "south")  # into Bob's Guard: a combat (460)
    assert wb.game_status().situation.startswith("Combat at South")
    assert wb.pass_closes_combat() is None  # Alice's pass is not the last
    assert wb.pass_priority()
    bf, attackers, defenders = wb.pass_closes_combat()
    assert (bf, attackers, defenders) == ("south", ["a2"], ["b1"])
    amounts, why = wb.pass_default()
    assert why is None and amounts == {"b1": 2, "a2": 6}
    assert wb.history.cursor == 2  # the dry run changed nothing
    # an assignment the engine refuses (465.2.c) changes nothing and says why
    assert not wb.pass_priority(assign={"b1": 2, "a2": 1})
    assert wb.last_message.startswith("Not allowed:") and wb.history.cursor == 2
    assert wb.pass_priority(assign=amounts)
    assert any(e.kind == "kill" and e.target == "a2" for e in wb.history.events)


def test_strict_mode_a_refused_step_names_its_rule_and_changes_nothing(tmp_path):
    wb = _bench(tmp_path)
    assert not wb.standard_move(["b1"], "north")  # Bob moves on Alice's turn
    assert "144.1" in wb.last_message and wb.last_message.startswith("Not allowed:")
    assert wb.history.cursor == 0


def test_the_game_over_stops_pass_and_end_turn_323_1(tmp_path):
    wb = _bench(tmp_path)
    assert wb.standard_move(["a1"], "north")
    assert wb.pass_priority() and wb.pass_priority()  # Alice conquers North: 2 points
    assert wb.end_turn()  # Bob's turn: Bob holds South (1 point)
    assert wb.game_status().players[1].points == 1
    assert wb.game_status().turn_player == "Bob (B)"
    assert wb.end_turn()  # Alice's turn: her Hold of North is the third point
    gs = wb.game_status()
    assert gs.winner == "Alice (A)" and "323.1" in gs.situation
    assert wb.passer() is None and "323.1" in wb.end_turn_problem()


def test_the_game_bar_names_what_the_pool_keeps_for_one_use_054_2(tmp_path):
    """Power a card's text keeps for playing spells (054.2) shows in the pool, apart from the
    rest: Kai'Sa, Daughter of the Void's ability after it is activated."""
    text = """format = 2
mode = "strict"
turn_player = "A"
[[players]]
id = "A"
name = "Alice"
legend = { id = "leg", card = "Kai'Sa, Daughter of the Void" }
pool = { energy = 1, energy_only_showdowns = 2 }
[[players]]
id = "B"
name = "Bob"
[[battlefields]]
id = "north"
[[step]]
activate = "leg"
by = "A"
"""
    wb = _bench(tmp_path, text)
    history = wb.session.history
    while history.can_redo():
        history.redo()
    words = wb.game_status().players[0].words(8)
    assert ("pool 1 Energy, 2 Energy for showdowns, 1 Power of any domain for playing spells"
            in words)


def test_194_3_the_points_line_shows_the_victory_score_aspirants_climb_raised(tmp_path):
    """With Aspirant's Climb on the board a game needs one point more (194.3, 002): the game
    bar says so, and each player's points are read against that score, as the victory check
    reads them."""
    text = GAME_BOARD.replace('id = "north"\n', 'id = "north"\ncard = "Aspirant\'s Climb"\n', 1)
    wb = _bench(tmp_path, text)
    gs = wb.game_status()
    assert gs.victory_score == 4
    assert gs.players[0].words(gs.victory_score).startswith("1 of 4 points")
