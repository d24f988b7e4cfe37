"""The workbench (riftboard/workbench.py) without Qt (issue 25, item 2): gestures become steps,
targets come from the engine, saves reopen, branches and exports work, and what changed is
said through its signals, all with no QApplication."""

from __future__ import annotations

import json
import subprocess
import sys

from riftboard.scenario.session import Session
from riftboard.workbench import Asker, Workbench

BOARD = """\
format = 1
title = "Void Seeker finishes a damaged unit"

[[players]]
id = "A"
name = "Alice"
[[players]]
id = "B"
name = "Bob"

[[battlefields]]
id = "north"

[[units]]
id = "guard"
name = "Guard"
might = 4
controller = "B"
at = "north"

[[units]]
id = "sentry"
name = "Sentry"
might = 9
controller = "B"
at = "base"
"""


def _bench(tmp_path) -> Workbench:
    path = tmp_path / "board.toml"
    path.write_text(BOARD, encoding="utf-8")
    return Workbench(Session.from_file(str(path)))


def _record(wb: Workbench) -> list[tuple]:
    said: list[tuple] = []
    for name in ("history_changed", "selection_changed", "pending_changed", "message",
                 "dirty_changed", "cursor_changed", "session_changed", "autosave_due"):
        getattr(wb, name).connect(lambda *a, name=name: said.append((name, *a)))
    return said


def test_the_workbench_imports_no_qt_when_used_alone():
    code = ("import sys; import riftboard.workbench as w; from riftboard.scenario.session "
            "import Session; b = w.Workbench(Session.blank()); b.add_vanilla('Scout', 2, 'A', "
            "'north'); assert not any(m.startswith('PySide6') for m in sys.modules), "
            "[m for m in sys.modules if m.startswith('PySide6')]")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_spell_is_played_by_clicking_its_target_and_said(tmp_path):
    wb = _bench(tmp_path)
    said = _record(wb)
    assert wb.begin_play("Void Seeker", "A")
    assert wb.pending_legal() == ["guard"]  # the engine's legal targets: a unit at a battlefield
    assert not wb.click_object("sentry")
    assert "Not a legal target" in wb.last_message
    assert wb.click_object("guard")
    assert wb.pending is None
    kill = [e for e in wb.history.events if e.kind == "kill"]
    assert [e.target for e in kill] == ["guard"]
    assert ("history_changed", 0) in said and ("dirty_changed", True) in said
    assert wb.last_message == "Step 1: Alice plays Void Seeker on Guard; killed: Guard"


def test_undo_redo_and_a_branch_are_said(tmp_path):
    wb = _bench(tmp_path)
    assert wb.mark_damage("guard", 1) and wb.mark_damage("sentry", 1)
    said = _record(wb)
    wb.undo()
    assert ("cursor_changed",) in said and wb.history.cursor == 1
    assert wb.heal("guard")
    assert "kept as another branch" in wb.last_message
    assert len(wb.session.branches) == 1


def test_save_reopen_and_export_without_qt(tmp_path):
    wb = _bench(tmp_path)
    wb.asker = Asker()
    assert wb.mark_damage("guard", 2)
    out = tmp_path / "saved.toml"
    assert wb.save_as(str(out))
    again = Workbench()
    assert again.open_file(str(out))
    assert [e.to_json() for e in again.history.events] == [e.to_json() for e in wb.history.events]
    md = tmp_path / "ruling.md"
    assert wb.export(str(md), "md")
    assert "# Ruling: Void Seeker finishes a damaged unit" in md.read_text(encoding="utf-8")
    doc = tmp_path / "ruling.json"
    assert wb.export(str(doc), "json")
    assert json.loads(doc.read_text(encoding="utf-8"))["events"][0]["kind"] == "mark_damage"
    # a picture needs the app's renderer: said, and nothing written
    assert not wb.export(str(tmp_path / "board.png"), "png")
    assert "needs the app" in wb.last_message and not (tmp_path / "board.png").exists()


def test_an_action_asks_for_an_autosave_and_the_autosave_reopens(tmp_path):
    wb = _bench(tmp_path)
    said = _record(wb)
    wb.enable_autosave(tmp_path / "autosave.toml")
    assert wb.mark_damage("guard", 1)
    assert ("autosave_due",) in said
    assert wb.autosave_now()
    other = Workbench()
    assert other.recover(tmp_path / "autosave.toml")
    assert other.session.dirty and len(other.session.steps) == 1
