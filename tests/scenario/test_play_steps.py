"""Scenario files for the plays of units and gear, standard moves and battlefield control
(SPEC section 2): what the loader accepts and refuses, what a run gives, what a save keeps."""

from __future__ import annotations

import pytest

from riftboard.cards.library import builtin_library
from riftboard.errors import InvalidScenario
from riftboard.scenario.loader import parse_scenario
from riftboard.scenario.runner import run_text
from riftboard.scenario.save import dump_scenario

LIBRARY = builtin_library()

HEAD = '''format = 1
[[players]]
id = "A"
[[players]]
id = "B"
[[battlefields]]
id = "north"
controller = "A"
[[battlefields]]
id = "south"
[[units]]
id = "a1"
name = "Scout"
might = 2
controller = "A"
at = "base"
'''


def _events(out, kind):
    return [e for e in out.timeline["events"] if e["kind"] == kind]


def test_battlefield_controller_is_setup_and_a_set_step_changes_it():
    text = HEAD + '''
[[step]]
play = "Garen, Commander"
to = "north"
id = "garen"
[[step]]
set = "north"
controller = "none"
[[step]]
play = "Garen, Commander"
by = "A"
to = "north"
'''
    out = run_text(text)
    final = out.timeline["final"]["objects"]
    assert final["garen"]["at"] == "north" and final["garen"]["exhausted"] is True
    assert final["north"]["controller"] is None and final["north"]["exhausted"] is None
    assert out.error["step"] == 3 and "controls" in out.error["message"]


def test_standard_move_step_runs_and_round_trips():
    text = HEAD + '''
[[step]]
standard_move = ["a1"]
to = "north"
[[step]]
set = "a1"
stunned = true
'''
    out = run_text(text)
    (move,) = _events(out, "move")
    assert move["responsible"] == "A" and "144" in move["rules"]
    final = out.timeline["final"]["objects"]["a1"]
    assert final["exhausted"] is True and final["stunned"] is True and final["at"] == "north"
    spec = parse_scenario(text, "t.toml", LIBRARY)
    again = parse_scenario(dump_scenario(spec), "t.toml", LIBRARY)
    assert again.same_content(spec)
    assert again.battlefields[0].controller == "A"


@pytest.mark.parametrize(("step", "message"), [
    ('standard_move = ["a1"]\n', "to"),
    ('standard_move = ["zz"]\nto = "north"\n', 'unknown id "zz"'),
    ('standard_move = ["north"]\nto = "base"\n', "not a unit"),
    ('play = "Iron Ballista"\nto = "base"\n', "149.2"),
    ('set = "north"\nbuffed = true\n', "battlefield"),
    ('set = "a1"\ncontroller = "B"\n', "battlefield"),
])
def test_refused_plays_moves_and_sets_name_the_problem(step, message):
    text = HEAD + "\n[[step]]\n" + step
    try:
        spec = parse_scenario(text, "t.toml", LIBRARY)
    except InvalidScenario as e:
        assert message in str(e)
        return
    out = run_text(text)
    assert out.error and message in out.error["message"], (spec, out.error)


def test_unit_expectation_keys_exhausted_and_controller():
    text = HEAD + '''
[[step]]
play = "Unlicensed Armory"
by = "B"
id = "bal"
[[expect]]
unit = "bal"
exhausted = false
controller = "B"
[[expect]]
unit = "a1"
exhausted = false
controller = "A"
'''
    from riftboard.report.check import verify

    out = run_text(text)
    expects = [(e.kind, e.data, e.line) for e in out.spec.expects]
    assert verify(out.timeline, expects) == []
    wrong = [("unit", {"unit": "bal", "exhausted": True}, 1),
             ("unit", {"unit": "a1", "controller": "B"}, 2)]
    problems = verify(out.timeline, wrong)
    assert len(problems) == 2 and "exhausted" in str(problems[0])


def test_may_takes_a_list_per_player_and_saves_it():
    text = HEAD + '''
[[step]]
play = "Lee Sin, Centered"
by = "A"
id = "lee"
may = { A = [false, true] }
'''
    out = run_text(text)
    assert out.timeline["final"]["objects"]["lee"]["exhausted"] is True
    spec = parse_scenario(text, "t.toml", LIBRARY)
    assert spec.steps[0].step.may == {"A": (False, True)}
    again = parse_scenario(dump_scenario(spec), "t.toml", LIBRARY)
    assert again.same_content(spec)
    with pytest.raises(InvalidScenario, match="expected true or false"):
        parse_scenario(text.replace("[false, true]", '[false, "no"]'), "t.toml", LIBRARY)


def test_unit_expectation_count_of_objects_on_the_board():
    """`count`: how many objects of that name are on the board at the end (tokens made)."""
    text = HEAD + '''
[[step]]
play = "Trifarian Gloryseeker"
by = "A"
[[step]]
play = "Vanguard Captain"
by = "A"
[[expect]]
unit = "Recruit"
count = 2
'''
    from riftboard.report.check import verify

    out = run_text(text)
    expects = [(e.kind, e.data, e.line) for e in out.spec.expects]
    assert verify(out.timeline, expects) == []
    wrong = [("unit", {"unit": "Recruit", "count": 3}, 1),
             ("unit", {"unit": "Scout", "count": 0}, 2)]
    problems = verify(out.timeline, wrong)
    assert len(problems) == 2 and "expected 3" in str(problems[0])
    assert verify(out.timeline, [("unit", {"unit": "Guard", "count": 0}, 3)]) == []


def test_a_token_made_by_a_card_played_in_the_file_can_be_named_by_a_later_step():
    """A token's id is its maker's followed by -tokenK (ops/tokens.py); when the maker is a card
    played in the file, its id is the made-up `@N`, and a later step may still target the token
    (and a saved file with such a step reopens)."""
    text = HEAD + '''
[[cards]]
name = "Test Muster"
kind = "spell"
summary = "A Recruit token in your base."
effects = [{ op = "create_tokens", name = "Recruit" }]

[[cards]]
name = "Test Zap"
kind = "spell"
summary = "Deal 1 to a unit."
targets = [{ what = "unit" }]
effects = [{ op = "deal", amount = 1, target = 1 }]

[[step]]
play = "Test Muster"
[[step]]
play = "Test Zap"
targets = ["@1-token1"]
'''
    out = run_text(text)
    (kill,) = _events(out, "kill")
    assert kill["target"] == "@1-token1"
    spec = parse_scenario(text, "t.toml", LIBRARY)
    assert parse_scenario(dump_scenario(spec), "t.toml", LIBRARY).same_content(spec)
