"""The app saves what the user has (issue 13, item 1): Save, autosave and recovery keep every
step of the line, the selected row and the branches; the status bar says what was saved."""

from __future__ import annotations

from conftest import SEEKER_BOARD

from riftboard.app.controller import BoardController
from riftboard.scenario.session import Session


def _five(c) -> None:
    for unit, n in (("guard", 1), ("sentry", 1), ("guard", 1), ("sentry", 2), ("guard", 1)):
        assert c.mark_damage(unit, n)


def _events(history):
    return [e.to_json() for e in history.events]


def test_save_with_an_earlier_row_selected_keeps_all_steps(make_window, tmp_path):
    c = make_window(SEEKER_BOARD).controller
    _five(c)
    h = c.history
    row = max(e.seq for e in h.events if e.step == 2)
    c.select_event(row)  # a row of step 2
    assert h.cursor == 2
    out = tmp_path / "lesson.toml"
    assert c.save_as(str(out))
    assert c.last_message == "Saved 5 steps to lesson.toml"
    assert not c.session.dirty
    again = BoardController()
    assert again.open_file(str(out))
    assert len(again.session.steps) == 5 and _events(again.history) == _events(h)
    assert again.selected_seq == row and again.history.cursor == 2
    again.redo()
    assert again.history.cursor == 3


def test_undo_then_autosave_keeps_the_redo_steps(make_window, _state_dir):
    c = make_window(SEEKER_BOARD).controller
    path = _state_dir / "autosave.toml"
    c.enable_autosave(path)
    _five(c)
    c.undo()
    c.undo()
    assert c.autosave_now()
    saved = Session.from_file(str(path))
    assert len(saved.steps) == 5 and saved.history.cursor == 3


def test_crash_and_recovery_keep_every_step_and_the_row(make_window, _state_dir):
    c = make_window(SEEKER_BOARD).controller
    path = _state_dir / "autosave.toml"
    c.enable_autosave(path)
    _five(c)
    c.add_vanilla("Scout", 3, "A", "gate")
    c.add_vanilla("Scout", 3, "A", "north")
    c.add_vanilla("Scout", 3, "B", "north")  # 8 steps
    c.select_event(3)
    assert c.autosave_now()
    c2 = BoardController()  # a new process after a crash
    assert c2.recover(path)
    assert len(c2.session.steps) == 8 and _events(c2.history) == _events(c.history)
    assert c2.selected_seq == 3 and c2.history.cursor == c.history.cursor
    assert "8 steps" in c2.last_message
    assert c2.session.dirty  # still unsaved: closing asks


def test_a_new_branch_is_kept_and_said(make_window, tmp_path):
    c = make_window(SEEKER_BOARD).controller
    _five(c)
    c.select_event(0)
    assert c.heal("guard")
    assert "kept as another branch" in c.last_message
    out = tmp_path / "b.toml"
    assert c.save_as(str(out))
    assert c.last_message == "Saved 1 step and 1 other branch to b.toml"
    again = Session.from_file(str(out))
    assert [len(b.steps) for b in again.branches] == [5]


def test_save_to_a_link_to_a_device_is_refused_and_the_board_stays_unsaved(make_window,
                                                                           tmp_path):
    c = make_window(SEEKER_BOARD).controller
    c.mark_damage("guard", 1)
    link = tmp_path / "out.toml"
    link.symlink_to("/dev/null")
    assert not c.save_as(str(link))
    assert c.last_message.startswith(f"Cannot save {link}: it is a link to a device")
    assert c.session.dirty and link.is_symlink()


def test_export_through_a_link_writes_the_linked_file(make_window, tmp_path):
    c = make_window(SEEKER_BOARD).controller
    c.mark_damage("guard", 1)
    real = tmp_path / "ruling.json"
    real.write_text("{}", encoding="utf-8")
    link = tmp_path / "latest.json"
    link.symlink_to(real)
    assert c.export(str(link), "json")
    assert link.is_symlink() and '"mark_damage"' in real.read_text(encoding="utf-8")
