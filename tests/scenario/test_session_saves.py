"""Saves keep the whole line (issue 13, item 1; SPEC section 2, "The app's session"): every step
of the current line, the selected event, held items and the other branches."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftboard.cards.library import load_library
from riftboard.errors import InvalidScenario
from riftboard.scenario.loader import load_scenario, parse_scenario
from riftboard.scenario.runner import run_file, run_text
from riftboard.scenario.save import dump_scenario
from riftboard.scenario.session import Session

LIB = load_library()
LESSONS = Path(__file__).resolve().parents[2] / "resources" / "lessons"
HELD = LESSONS / "31-held-seeker-hidden-blade.toml"

BOARD = """\
format = 1
title = "Five steps"

[[players]]
id = "A"
[[players]]
id = "B"

[[battlefields]]
id = "north"

[[units]]
id = "guard"
name = "Guard"
might = 9
controller = "B"
at = "north"

[[units]]
id = "scout"
name = "Scout"
might = 9
controller = "A"
at = "north"
"""


def _session(tmp_path, text=BOARD, name="board.toml") -> Session:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return Session.from_file(str(path))


def _five_steps(s: Session) -> None:
    for unit in ("guard", "scout", "guard", "scout", "guard"):
        assert s.act("mark_damage", mark_damage=unit, amount=1) is None


def _events(history):
    return [e.to_json() for e in history.events]


def test_an_earlier_row_selected_then_saved_keeps_every_step(tmp_path):
    s = _session(tmp_path)
    _five_steps(s)
    h = s.history
    h.jump_to(2)  # the user clicks a row of step 2
    seq = h.visible_events
    assert s.save(str(tmp_path / "saved.toml"), selected=seq) == "5 steps"
    again = Session.from_file(str(tmp_path / "saved.toml"))
    assert len(again.steps) == 5 and _events(again.history) == _events(h)
    # the same row, and redo still works
    assert again.selected == seq and again.history.cursor == 2
    again.redo()
    assert again.history.cursor == 3 and again.state.obj("guard").damage == 2


def test_undo_then_save_keeps_the_redo_steps(tmp_path):
    s = _session(tmp_path)
    _five_steps(s)
    for _ in range(3):
        s.undo()
    spec = parse_scenario(s.dumps(), "<saved>", LIB)
    assert [st.step.mark_damage for st in spec.steps] == ["guard", "scout", "guard", "scout",
                                                            "guard"]
    assert spec.session.cursor == s.history.visible_events
    # the file replays every step in `run`; [session] does not change what run shows
    assert len(run_text(s.dumps()).history.results) == 5


def test_a_new_step_after_going_back_keeps_the_old_line_as_a_branch(tmp_path):
    s = _session(tmp_path)
    _five_steps(s)
    s.history.jump_to(2)
    assert s.act("heal", heal="guard") is None
    assert s.branch_cut and len(s.steps) == 3
    assert [(b.from_step, len(b.steps)) for b in s.branches] == [(2, 3)]
    assert s.summary() == "3 steps and 1 other branch"
    out = tmp_path / "branched.toml"
    s.save(str(out))
    again = Session.from_file(str(out))
    assert again.branches[0].from_step == 2
    assert [st.step for st in again.branches[0].steps] == [st.step for st in s.branches[0].steps]
    # back to the old line: all five steps again, and the healed line becomes the branch
    assert again.switch_branch(0) is None
    assert len(again.steps) == 5 and again.state.obj("guard").damage == 3
    assert [(b.from_step, [st.kind for st in b.steps]) for b in again.branches] == [
        (2, ["heal"])]


def test_a_branch_may_reuse_an_id_the_main_line_takes_later(tmp_path):
    text = HELD.read_text(encoding="utf-8") + """
[session]
[[session.branch]]
from_step = 1
name = "Bob answers with another blade"
[[session.branch.step]]
play = "Hidden Blade"
by = "B"
id = "blade"
targets = ["scout"]
"""
    spec = parse_scenario(text, "held.toml", LIB)
    assert spec.session.branches[0].name == "Bob answers with another blade"
    assert spec.session.branches[0].steps[0].index == 2
    assert parse_scenario(dump_scenario(spec), "again.toml", LIB).same_content(spec)


@pytest.mark.parametrize("session, where, message", [
    ("cursor = -1", "session.cursor", "expected a whole number >= 0"),
    ("chain_open = 1", "session.chain_open", "expected true or false"),
    ("curser = 3", "session.curser", 'did you mean "cursor"'),
    ("[[session.branch]]\nfrom_step = 7", "session.branch[1].from_step", "there is no step 7"),
    ("[[session.branch]]\nname = 'x'", "session.branch[1]", 'missing key "from_step"'),
    ("[[session.branch]]\nfrom_step = 0\n[[session.branch.step]]\nheal = \"scuot\"",
     "session.branch[1].step 1", 'unknown id "scuot"'),
])
def test_session_keys_are_checked_like_every_other_key(session, where, message):
    text = HELD.read_text(encoding="utf-8") + "\n[session]\n" + session + "\n"
    with pytest.raises(InvalidScenario) as err:
        parse_scenario(text, "held.toml", LIB)
    e = err.value
    assert e.path == "held.toml" and e.line and e.line > 60
    assert e.key == where and message in e.message


def test_run_and_check_ignore_the_session(tmp_path):
    plain = run_file(str(HELD))
    text = HELD.read_text(encoding="utf-8") + "\n[session]\ncursor = 1\nchain_open = true\n"
    assert run_text(text).timeline["events"] == plain.timeline["events"]


def test_items_held_at_the_end_stay_held_when_the_app_saved_them_so(tmp_path):
    one = HELD.read_text(encoding="utf-8").split("[[step]]")
    held_only = one[0] + "[[step]]" + one[1]  # the file cut after its held Void Seeker
    s = _session(tmp_path, held_only, "held.toml")
    run = run_text(held_only)
    # one replay: the app shows what `run` shows (the Seeker resolves at the end)
    assert _events(s.history) == [e.to_json() for e in run.history.events]
    assert not s.state.chain
    # a board saved with the Seeker held reopens with it held
    s2 = Session(load_scenario(str(tmp_path / "held.toml"), LIB), LIB)
    s2.history.undo()
    assert s2.act("play", play="Void Seeker", by="A", id="seeker", targets=["scout"],
                  hold=True) is None
    assert s2.state.chain
    spec = parse_scenario(s2.dumps(), "<saved>", LIB)
    assert spec.session.chain_open is True
    again = Session(spec, LIB)
    assert again.state.chain and _events(again.history) == _events(s2.history)


def test_a_step_after_a_resolved_end_replays_the_same_when_saved(tmp_path):
    one = HELD.read_text(encoding="utf-8").split("[[step]]")
    held_only = one[0] + "[[step]]" + one[1]
    s = _session(tmp_path, held_only, "held.toml")
    assert s.act("mark_damage", mark_damage="scout", amount=1) is None
    saved = parse_scenario(s.dumps(), "<saved>", LIB)
    again = Session(saved, LIB)
    assert _events(again.history) == _events(s.history)


def test_a_refused_step_and_the_steps_after_it_are_saved_too(tmp_path):
    text = BOARD + """
[[step]]
mark_damage = "guard"
amount = 1

[[step]]
move = "guard"
to = "base"

[[step]]
heal = "scout"
"""
    refused = text.replace('to = "base"', 'to = "north"')  # already there: refused
    s = _session(tmp_path, refused)
    assert s.error and s.error["step"] == 2
    assert len(s.whole_line()) == 3
    assert len(parse_scenario(s.dumps(), "<saved>", LIB).steps) == 3
