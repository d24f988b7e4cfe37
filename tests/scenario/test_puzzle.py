"""Puzzles (issue 28, item 2; docs/scenarios.md, "Puzzles"): the `[puzzle]` table's errors, the
solver, and `riftboard check` on a puzzle (its stated solution and a solution of its own)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from riftboard.cards.library import load_library
from riftboard.errors import InvalidScenario
from riftboard.report.puzzle import check_puzzle, play_steps, solve, solution_words
from riftboard.scenario.lessons import lesson_index
from riftboard.scenario.loader import parse_scenario

HEAD = """format = 1
title = "A puzzle"

[[players]]
id = "A"
[[players]]
id = "B"

[[battlefields]]
id = "north"

[[units]]
id = "phantom"
card = "Playful Phantom"
controller = "B"
at = "north"

[[gear]]
id = "ballista"
card = "Iron Ballista"
controller = "A"

[[hand]]
id = "ray"
card = "Hextech Ray"
owner = "A"

[[hand]]
id = "theirs"
card = "Void Seeker"
owner = "B"
"""

# 428.5.c: only the damage that makes the Phantom's damage lethal is credited
PUZZLE = """
[puzzle]
text = "Kill the Phantom so that you killed a unit with a spell."
level = "medium"
steps = 2
hand = ["ray"]

[[puzzle.goal]]
condition = "killed_unit_with_spell"
player = "A"
unit = "phantom"

[[puzzle.solution]]
activate = "ballista"
targets = ["phantom"]

[[puzzle.solution]]
play = "Hextech Ray"
targets = ["phantom"]
"""


@pytest.fixture(scope="module")
def library():
    return load_library(())


def load(text, library):
    return parse_scenario(text, "p.toml", library)


# --- the [puzzle] table ----------------------------------------------------------------------

def test_a_puzzle_reads_its_keys(library):
    spec = load(HEAD + PUZZLE, library)
    p = spec.puzzle
    assert (p.player, p.hand, p.steps, p.level) == ("A", ("ray",), 2, "medium")
    assert [g.kind for g in p.goal] == ["condition"]
    assert [s.kind for s in p.solution] == ["activate", "play"]
    assert spec.steps == () and spec.expects == ()


def test_a_file_without_a_puzzle_has_none(library):
    assert load(HEAD, library).puzzle is None


@pytest.mark.parametrize("change, key, words", [
    (("level = \"medium\"", "level = \"tricky\""), "puzzle.level", "expected \"easy\""),
    (("steps = 2", "steps = 0"), "puzzle.steps", ">= 1"),
    (("steps = 2", "steps = 1"), "puzzle.steps", "takes 2 steps, more than"),
    (("hand = [\"ray\"]", "hand = [\"theirs\"]"), "puzzle.hand[1]", "B's card"),
    (("hand = [\"ray\"]", "hand = [\"phantom\"]"), "puzzle.hand[1]", "is a unit"),
    (("hand = [\"ray\"]", "hand = [\"rai\"]"), "puzzle.hand[1]", "unknown id"),
    (("condition = \"killed_unit_with_spell\"", "condition = \"won\""),
     "puzzle.goal[1].condition", "expected"),
    (("unit = \"phantom\"", "unti = \"phantom\""), "puzzle.goal[1].unti", "unknown key \"unti\""),
    (("play = \"Hextech Ray\"", "play = \"Hextec Ray\""), "puzzle.solution[2]",
     "no card named"),
    (("text = \"Kill", "txt = \"Kill"), "puzzle.txt", "unknown key \"txt\""),
])
def test_a_bad_puzzle_names_file_line_and_key(library, change, key, words):
    text = (HEAD + PUZZLE).replace(*change)
    line = text[:text.index(change[1])].count("\n") + 1
    with pytest.raises(InvalidScenario) as e:
        load(text, library)
    assert (e.value.path, e.value.line, e.value.key) == ("p.toml", line, key)
    assert words in e.value.message


def test_a_puzzle_leaves_its_expectations_to_its_goal_and_its_steps_are_the_learners(library):
    """[[step]] beside [puzzle] is the learner's attempt so far (a puzzle saved in the app)."""
    spec = load(HEAD + "\n[[step]]\nend_turn = true\n" + PUZZLE, library)
    assert spec.puzzle is not None and [s.kind for s in spec.steps] == ["end_turn"]
    with pytest.raises(InvalidScenario, match="\\[\\[puzzle.goal\\]\\]"):
        load(HEAD + "\n[[expect]]\nsurvives = \"phantom\"\n" + PUZZLE, library)


def test_a_puzzle_needs_a_goal_and_a_solution(library):
    no_goal = PUZZLE.split("[[puzzle.goal]]")[0] + "[[puzzle.solution]]" + \
        PUZZLE.split("[[puzzle.solution]]", 1)[1]
    with pytest.raises(InvalidScenario, match="at least one \\[\\[puzzle.goal\\]\\]"):
        load(HEAD + no_goal, library)
    no_solution = PUZZLE.split("[[puzzle.solution]]")[0]
    with pytest.raises(InvalidScenario, match="stated solution"):
        load(HEAD + no_solution, library)


def test_a_goal_is_no_illegal_step(library):
    text = HEAD + PUZZLE.replace("condition = \"killed_unit_with_spell\"\nplayer = \"A\"\n"
                                 "unit = \"phantom\"", "illegal_step = 1")
    with pytest.raises(InvalidScenario, match="`illegal_step` is no goal"):
        load(text, library)


def test_the_solution_uses_only_the_puzzle_actions(library):
    text = (HEAD + PUZZLE).replace("hand = [\"ray\"]", "hand = [\"ray\"]\nactions = [\"play\"]")
    with pytest.raises(InvalidScenario) as e:
        load(text, library)
    assert e.value.key == "puzzle.solution[1]" and "not one of this puzzle's actions" in str(e.value)


# --- the solver ------------------------------------------------------------------------------

def test_solver_finds_the_order_that_credits_the_spell_428_5_c_411_6(library):
    spec = load(HEAD + PUZZLE, library)
    found = solve(spec, library)
    assert found.solution is not None and not found.cut
    assert solution_words(spec, library, found.solution) == [
        "activate Iron Ballista's ability 1 on B's Playful Phantom",
        "play Hextech Ray on B's Playful Phantom"]


def test_solver_declines_when_the_steps_do_not_reach_428_5_c(library):
    # with one step nothing kills a 5-Might Phantom: the Ray deals 3, the Ballista 2
    text = (HEAD + PUZZLE).replace("steps = 2", "steps = 1")
    text = text[:text.rindex("[[puzzle.solution]]")]
    spec = load(text, library)
    found = solve(spec, library)
    assert found.solution is None and not found.cut
    assert "no sequence of 1 steps or fewer" in found.why_none(1)


def test_solver_says_when_it_hits_its_node_cap(library):
    spec = load(HEAD + PUZZLE, library)
    found = solve(spec, library, max_nodes=2)
    assert found.solution is None and found.cut
    assert "stopped after" in found.why_none(2)


def test_the_learner_plays_only_the_cards_in_hand(library):
    spec = load(HEAD + PUZZLE, library)
    step = spec.puzzle.solution[1]
    from riftboard.report.puzzle import with_keys
    _, refused = play_steps(spec, library, (with_keys(step, {"play": "Void Seeker"}),))
    assert refused == {"step": 2, "message": "Void Seeker is not one of the cards in your hand"}


# --- riftboard check ---------------------------------------------------------------------------

def test_check_passes_a_sound_puzzle(library):
    assert check_puzzle(load(HEAD + PUZZLE, library), library) == []


def test_check_fails_a_stated_solution_that_misses_the_goal_428_5_c(library):
    # the Ray first, then the Ballista: the Ballista's ability gets the kill, not a spell
    text = (HEAD + PUZZLE).replace(
        "activate = \"ballista\"\ntargets = [\"phantom\"]\n\n[[puzzle.solution]]\n"
        "play = \"Hextech Ray\"", "play = \"Hextech Ray\"\ntargets = [\"phantom\"]\n\n"
        "[[puzzle.solution]]\nactivate = \"ballista\"")
    problems = check_puzzle(load(text, library), library)
    assert len(problems) == 1
    line = text.index("[[puzzle.goal]]")
    line = text[:line].count("\n") + 1
    assert problems[0].startswith(f"the stated solution does not meet the goal: goal at line "
                                  f"{line} (condition killed_unit_with_spell)")


def test_check_fails_a_puzzle_the_solver_cannot_solve(library):
    # the goal asks for a kill by the Void Seeker, which is Bob's card
    text = (HEAD + PUZZLE).replace("condition = \"killed_unit_with_spell\"\nplayer = \"A\"\n"
                                   "unit = \"phantom\"", "kill = \"phantom\"\n"
                                   "attributed_to = [\"theirs\"]")
    problems = check_puzzle(load(text, library), library)
    assert any(p.startswith("the stated solution does not meet the goal") for p in problems)
    assert any(p.startswith("no sequence of 2 steps or fewer") for p in problems)


def test_check_fails_a_goal_that_holds_before_any_step(library):
    text = (HEAD + PUZZLE).replace("condition = \"killed_unit_with_spell\"\nplayer = \"A\"\n"
                                   "unit = \"phantom\"", "survives = \"phantom\"")
    problems = check_puzzle(load(text, library), library)
    assert "the goal already holds at the setup, before any step" in problems


def test_cli_check_says_fail_for_a_broken_puzzle(tmp_path):
    text = (HEAD + PUZZLE).replace(
        "unit = \"phantom\"", "unit = \"phantom\"\n\n[[puzzle.goal]]\nsurvives = \"phantom\"")
    f = tmp_path / "p.toml"
    f.write_text(text)
    run = subprocess.run([sys.executable, "-m", "riftboard", "check", str(f)],
                         capture_output=True, text=True)
    assert run.returncode == 1
    assert "FAIL" in run.stdout and "puzzle: the stated solution does not meet the goal" in run.stdout
    assert "Traceback" not in run.stderr


def test_the_shipped_puzzles_are_twenty_and_graded():
    puzzles = [x for x in lesson_index() if x.topic == "Puzzles"]
    assert len(puzzles) >= 20
    assert {x.difficulty for x in puzzles} == {1, 2, 3}
