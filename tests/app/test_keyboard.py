"""The keyboard alone (issue 25, defect 8): Tab leaves the timeline, goes round the board's
objects (a spell's legal targets while it waits for one) and Space plays the target; Ctrl++
typed on a US keyboard (Ctrl+Shift+=) makes the text larger, not the board."""

from __future__ import annotations

from conftest import SEEKER_BOARD
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def _activate(w, qtbot) -> None:
    with qtbot.waitActive(w):
        w.activateWindow()


def test_tab_leaves_the_timeline(make_window, qtbot):
    w = make_window(SEEKER_BOARD)
    _activate(w, qtbot)
    assert w.controller.mark_damage("guard", 1)
    w.timeline_view.setFocus()
    QTest.keyClick(w.timeline_view, Qt.Key_Tab)
    assert QApplication.focusWidget() is not w.timeline_view


def test_tab_goes_round_the_targets_and_space_plays(make_window, qtbot):
    w = make_window(SEEKER_BOARD)
    _activate(w, qtbot)
    c = w.controller
    assert c.begin_play("Void Seeker", "A")
    legal = c.pending_legal()
    assert legal == ["guard", "sentry"]
    w.board_view.setFocus()
    QTest.keyClick(w.board_view, Qt.Key_Tab)
    assert w.selected_object == "guard"
    QTest.keyClick(w.board_view, Qt.Key_Tab)
    assert w.selected_object == "sentry" and w.board_view.hasFocus()
    QTest.keyClick(w.board_view, Qt.Key_Tab, Qt.ShiftModifier)
    assert w.selected_object == "guard"
    QTest.keyClick(w.board_view, Qt.Key_Space)
    assert c.pending is None
    assert [e.target for e in c.history.events if e.kind == "kill"] == ["guard"]


def test_tab_past_the_last_object_moves_focus_on(make_window, qtbot):
    w = make_window(SEEKER_BOARD)
    _activate(w, qtbot)
    w.board_view.setFocus()
    n = len([i for i in w.board_scene.items_by_id.values() if not i.ghost])
    for _ in range(n):
        QTest.keyClick(w.board_view, Qt.Key_Tab)
        assert w.board_view.hasFocus() and w.selected_object is not None
    QTest.keyClick(w.board_view, Qt.Key_Tab)
    assert w.selected_object is None and not w.board_view.hasFocus()


def test_ctrl_plus_on_a_us_keyboard_makes_the_text_larger(make_window, qtbot):
    w = make_window(SEEKER_BOARD)
    _activate(w, qtbot)
    scale = w.text_scale
    w.board_view.setFocus()
    QTest.keyClick(w.board_view, Qt.Key_Equal, Qt.ControlModifier | Qt.ShiftModifier)
    assert w.text_scale > scale  # before: the board zoomed and the text stayed as it was
    w.set_text_scale(1.0)
