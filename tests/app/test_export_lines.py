"""Exports from the app (issue 25, defect 9): a play row lists every target, the other lines of
the board are in the ruling, and the export and save dialogs start in a sensible folder and
remember the last one chosen (never the folder riftboard was started from)."""

from __future__ import annotations

from pathlib import Path

from conftest import SEEKER_BOARD

from riftboard.scenario.runner import lessons_dir


def test_a_play_row_lists_both_targets_in_the_markdown(make_window, tmp_path):
    text = (lessons_dir() / "02-challenge.toml").read_text(encoding="utf-8")
    c = make_window(text).controller
    out = tmp_path / "ruling.md"
    assert c.export(str(out), "md")
    row = next(line for line in out.read_text(encoding="utf-8").splitlines()
               if line.startswith("| 1 | 1 | play"))
    assert "| Hero, Brute |" in row


def test_the_other_lines_are_in_the_export(make_window, tmp_path):
    c = make_window(SEEKER_BOARD).controller
    assert c.begin_play("Void Seeker", "A")
    c.click_object("guard")  # 4 to a Might 4 unit: a kill
    c.select_event(0)
    assert c.mark_damage("sentry", 1)  # the play becomes a branch
    out = tmp_path / "ruling.html"
    assert c.export(str(out), "html")
    html = out.read_text(encoding="utf-8")
    assert "Other lines of this board" in html
    assert "Guard killed (step 1): credited to Void Seeker; Alice (A) responsible" in html


def _dialog_starts(monkeypatch, w, chosen: str) -> list[str]:
    from PySide6.QtWidgets import QFileDialog

    starts = []

    def fake(_parent, _title, start, _filter):
        starts.append(start)
        return chosen, ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake))
    return starts


def test_export_dialogs_start_by_the_board_then_where_the_last_export_went(
        make_window, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # the working folder is not where a dialog should start
    w = make_window(SEEKER_BOARD, name="board.toml")  # saved as tmp_path/board.toml
    elsewhere = tmp_path / "rulings"
    elsewhere.mkdir()
    starts = _dialog_starts(monkeypatch, w, str(elsewhere / "one.md"))
    w.export_dialog("md")
    assert Path(starts[0]) == tmp_path / "board.md"  # by the board's own file
    assert (elsewhere / "one.md").exists()
    w.export_dialog("md")
    assert Path(starts[1]).parent == elsewhere  # remembered
    fresh = make_window()  # a new board with no file: the last export folder, not the cwd
    starts2 = _dialog_starts(monkeypatch, fresh, str(elsewhere / "two.png"))
    fresh.export_dialog("png")
    assert Path(starts2[0]).parent == elsewhere


def test_save_as_of_a_new_board_starts_in_the_last_save_folder(make_window, tmp_path,
                                                               monkeypatch):
    monkeypatch.chdir(tmp_path)
    w = make_window()
    boards = tmp_path / "boards"
    boards.mkdir()
    starts = _dialog_starts(monkeypatch, w, str(boards / "mine.toml"))
    w.save_as()
    assert Path(starts[0]).parent == Path.home()  # nothing chosen yet: home, not the cwd
    other = make_window()
    starts2 = _dialog_starts(monkeypatch, other, str(boards / "second.toml"))
    other.save_as()
    assert Path(starts2[0]) == boards / "board.toml"
