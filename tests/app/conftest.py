"""App tests: the real controller and engine, offscreen, with settings and the autosave in a
temporary folder."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SEEKER_BOARD = """\
format = 1
title = "Void Seeker finishes a damaged unit"
question = "Which spell is credited with the kill?"
rules = ["417.6.a", "428.5.c.1"]

[[players]]
id = "A"
name = "Alice"
[[players]]
id = "B"
name = "Bob"

[[battlefields]]
id = "gate"
card = "Void Gate"
[[battlefields]]
id = "north"

[[units]]
id = "guard"
name = "Guard"
might = 4
controller = "B"
at = "north"

[[units]]
id = "squire"
name = "Squire"
might = 2
controller = "A"
at = "base"

[[units]]
id = "sentry"
name = "Sentry"
might = 9
controller = "B"
at = "gate"
"""

COMBAT_BOARD = """\
format = 1
title = "Combat: kill, heal all, then check again"
question = "Does the Recruit die?"

[[players]]
id = "A"
[[players]]
id = "B"

[[battlefields]]
id = "north"

[[units]]
id = "garen"
card = "Garen, Commander"
controller = "A"
at = "north"

[[units]]
id = "recruit"
card = "Recruit"
controller = "A"
at = "north"

[[units]]
id = "raider"
name = "Raider"
might = 6
controller = "B"
at = "north"
"""

COMBAT_LESSON = COMBAT_BOARD + """
[[step]]
combat = "north"
attackers = ["raider"]
defenders = ["garen", "recruit"]
assign = { garen = 5, recruit = 1, raider = 7 }
"""


@pytest.fixture(autouse=True)
def _state_dir(tmp_path, monkeypatch):
    """Keep QSettings and the autosave out of the user's folders."""
    d = tmp_path / "state"
    d.mkdir()
    monkeypatch.setenv("RIFTBOARD_STATE_DIR", str(d))
    return d


@pytest.fixture(autouse=True)
def _app_font(qapp):
    """The application's font as it was before the test: the presenter's text size changes it
    for the whole process, and a later test's window would start from the changed font (its
    timeline then drew its number cells differently from a window made before the change)."""
    font = qapp.font()
    yield
    qapp.setFont(font)


@pytest.fixture(autouse=True)
def _light_theme(qapp):
    """The light theme after each test (a test that switches to the dark one changes the
    colours of the whole process)."""
    yield
    from riftboard.app import style, theme

    if style.THEME != "light":
        theme.apply("light")


def write(tmp_path, name: str, text: str) -> str:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return str(p)


@pytest.fixture
def make_window(qtbot, tmp_path):
    """A main window (not interactive: no dialogs) on a scenario text."""
    from riftboard.app.main import build_window
    from riftboard.scenario.session import Session

    def make(text: str | None = None, name: str = "board.toml"):
        session = Session.from_file(write(tmp_path, name, text)) if text else Session.blank()
        w = build_window(session)
        qtbot.addWidget(w)
        w.resize(1400, 900)
        w.show()
        qtbot.waitExposed(w)
        return w

    return make


def select_row(view, row: int) -> None:
    """Select one timeline row as a plain click does, whatever keyboard modifiers an earlier
    test left pressed (QTableView.selectRow reads them: with Ctrl it adds the row)."""
    from PySide6.QtCore import QItemSelectionModel

    view.selectionModel().setCurrentIndex(
        view.model().index(row, 0), QItemSelectionModel.ClearAndSelect | QItemSelectionModel.Rows)
