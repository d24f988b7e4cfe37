"""Monkey test (issue 5): random clicks, right-clicks, keys, timeline rows and menu actions on
the real window for a fixed time. Nothing may raise (pytest-qt fails the test on an exception
inside any Qt callback) and the history must stay consistent.

MONKEY_SECONDS sets the duration (default 4 s in the suite; the long run is documented in
docs/testing.md)."""

from __future__ import annotations

import os
import random
import time

from conftest import COMBAT_LESSON, SEEKER_BOARD
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QMessageBox

SKIP_ACTIONS = ("quit", "exit", "close", "about qt")


def _close_popups():
    """Dismiss whatever modal the monkey opened (menus, dialogs, message boxes)."""
    for w in QApplication.topLevelWidgets():
        if not w.isVisible():
            continue
        if isinstance(w, QMenu):
            w.close()
        elif isinstance(w, (QDialog, QMessageBox)):
            w.reject()


def _monkey(window, qtbot, seconds: float, seed: int) -> int:
    rnd = random.Random(seed)
    closer = QTimer()
    closer.timeout.connect(_close_popups)
    closer.start(15)
    actions = [
        a for a in window.findChildren(QAction)
        if a.text() and not any(s in a.text().lower().replace("&", "") for s in SKIP_ACTIONS)
    ]
    board = window.board_view.viewport()
    table = window.timeline_view
    keys = [Qt.Key_Left, Qt.Key_Right, Qt.Key_Up, Qt.Key_Down, Qt.Key_Escape, Qt.Key_Delete,
            Qt.Key_Return, Qt.Key_Space]
    done = 0
    end = time.monotonic() + seconds
    try:
        while time.monotonic() < end:
            r = rnd.random()
            if r < 0.35:
                pos = QPoint(rnd.randrange(max(1, board.width())), rnd.randrange(max(1, board.height())))
                button = Qt.RightButton if rnd.random() < 0.2 else Qt.LeftButton
                QTest.mouseClick(board, button, Qt.NoModifier, pos)
            elif r < 0.55:
                target = table if rnd.random() < 0.5 else window.board_view
                mod = Qt.ControlModifier if rnd.random() < 0.2 else Qt.NoModifier
                QTest.keyClick(target, rnd.choice(keys + [Qt.Key_Z, Qt.Key_Y]), mod)
            elif r < 0.75:
                model = table.model()
                if model is not None and model.rowCount() > 0:
                    table.selectRow(rnd.randrange(model.rowCount()))
            else:
                a = rnd.choice(actions)
                if a.isEnabled():
                    QTimer.singleShot(5, _close_popups)
                    a.trigger()
            qtbot.wait(1)
            done += 1
    finally:
        closer.stop()
        _close_popups()
    return done


def _consistent(window) -> None:
    h = window.controller.session.history
    assert 0 <= h.cursor <= len(h.results)
    assert len(h.events) == (h._ends[-1] if h._ends else 0)
    # the board after any event can still be made
    for seq in (0, len(h.events) // 2, len(h.events)):
        h.state_after(seq)


def test_monkey_on_a_lesson(make_window, qtbot):
    w = make_window(COMBAT_LESSON)
    n = _monkey(w, qtbot, float(os.environ.get("MONKEY_SECONDS", "4")), seed=20261130)
    assert n > 20
    _consistent(w)


def test_monkey_on_a_spell_board(make_window, qtbot):
    w = make_window(SEEKER_BOARD)
    # give it something to scrub through first
    assert w.controller.act("play", play="Void Seeker", by="A", targets=("guard",))
    assert w.controller.act("mark_damage", mark_damage="sentry", amount=3)
    n = _monkey(w, qtbot, float(os.environ.get("MONKEY_SECONDS", "4")), seed=7)
    assert n > 20
    _consistent(w)
