"""Issue 28, item 3: a name in a prompt points at its object too. The app's questions (which
unit, where to) list their options by name; hovering or selecting one rings that object on the
board, as a name in the timeline or the Why panel does, and the ring goes when it closes."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from riftboard.app import asking, dialogs
from riftboard.scenario.runner import lessons_dir


def test_selecting_an_option_of_a_prompt_points_at_its_object(make_window, monkeypatch):
    w = make_window((lessons_dir() / "58-judges-board.toml").read_text(encoding="utf-8"))
    c = w.controller
    units = [o for o in c.names_state().objects.values() if o.kind == "unit"][:2]
    assert len(units) == 2
    seen = {}

    def run(dialog):
        seen["first"] = c.pointed  # the first option, selected as it opens
        dialog.list.setCurrentRow(1)
        seen["second"] = c.pointed
        return QDialog.Accepted

    monkeypatch.setattr(dialogs.ChoiceDialog, "exec", run)
    asker = asking.DialogAsker(w)
    got = asker.choose("A", "Which unit?", [(u.id, u.name) for u in units])
    assert got == units[1].id
    assert seen == {"first": units[0].id, "second": units[1].id}
    assert c.pointed is None  # closed: the board no longer points


def test_a_cancelled_prompt_answers_nothing(make_window, monkeypatch):
    w = make_window()
    monkeypatch.setattr(dialogs.ChoiceDialog, "exec", lambda self: QDialog.Rejected)
    assert asking.DialogAsker(w).destination("Where to?", [("base", "base")]) is None
