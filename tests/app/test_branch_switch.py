"""Branches in the real window (issue 25, defect 3; issue 30): after "Switch to" a branch the
next action is taken at the end of the new line and says its own step number; a branch can be
deleted (asked first) and the rest stays."""

from __future__ import annotations

from conftest import SEEKER_BOARD

from riftboard.app import branches as branches_module


def _line_with_a_branch(c) -> None:
    for unit in ("guard", "sentry", "guard"):
        assert c.mark_damage(unit, 1)
    c.select_event(1)
    assert c.heal("guard")  # the marks of steps 2-3 become a branch from step 1


def test_the_action_after_switch_to_stays_on_the_new_line(make_window, qtbot):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    _line_with_a_branch(c)
    w.branch_panel.select_branch(0)
    qtbot.mouseClick(w.branch_panel.switch_button, branches_module.Qt.LeftButton)
    assert c.history.cursor == 3 and len(c.session.steps) == 3
    assert c.mark_damage("squire", 1)
    # the timeline's rows were re-synced under the current row: that must not move the cursor
    assert c.history.cursor == 4
    assert c.last_message.startswith("Step 4:")
    assert w.timeline_view.currentIndex().row() == len(c.history.events) - 1


def test_delete_a_branch_asks_and_keeps_the_rest(make_window, qtbot, monkeypatch):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    _line_with_a_branch(c)
    asked = []
    monkeypatch.setattr(branches_module, "ask_delete_branch",
                        lambda _parent, label: asked.append(label) or False)
    w.branch_panel.select_branch(0)
    qtbot.mouseClick(w.branch_panel.delete_button, branches_module.Qt.LeftButton)
    assert asked and len(c.session.branches) == 1  # declined: nothing changed
    monkeypatch.setattr(branches_module, "ask_delete_branch", lambda _parent, label: True)
    qtbot.mouseClick(w.branch_panel.delete_button, branches_module.Qt.LeftButton)
    assert c.session.branches == []
    assert [len(x.steps) for x in [c.session]] == [2] and c.session.dirty
    assert w.branch_panel.lines() == ["Current line (2 steps)"]
    assert not w.branch_panel.delete_button.isEnabled()


def test_a_branch_can_be_renamed_and_the_name_is_saved(make_window, qtbot, monkeypatch,
                                                        tmp_path):
    """Issue 29, item 9: branch names were cut, with no way to rename one."""
    w = make_window(SEEKER_BOARD)
    c = w.controller
    _line_with_a_branch(c)
    monkeypatch.setattr(branches_module, "ask_branch_name", lambda _parent, current: "Sentry hit")
    w.branch_panel.select_branch(0)
    qtbot.mouseClick(w.branch_panel.rename_button, branches_module.Qt.LeftButton)
    assert c.session.branches[0].name == "Sentry hit"
    assert any(line.strip().startswith("Sentry hit: from step 1") for line in w.branch_panel.lines())
    out = tmp_path / "named.toml"
    assert c.save_as(str(out))
    assert 'name = "Sentry hit"' in out.read_text(encoding="utf-8")
