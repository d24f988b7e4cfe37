"""Issue 29 item 10: Help is a window of its own (not a message box) covering the command box,
branches, exports, --cards, the keyboard shortcuts (read from the window's actions) and an
About with the version and the unofficial-fan-tool notice."""

from __future__ import annotations

from PySide6.QtGui import QKeySequence

from riftboard.app.help import HelpWindow, version


def _open_help(w):
    menu = next(a.menu() for a in w.menuBar().actions() if a.text() == "&Help")
    item = next(a for a in menu.actions() if a.text() == "How to use riftboard")
    item.trigger()
    return w.help_window


def test_help_menu_opens_a_help_window_with_every_topic(make_window, qtbot):
    w = make_window()
    dlg = _open_help(w)
    assert isinstance(dlg, HelpWindow) and dlg.isVisible()
    text = dlg.text()
    for topic in ("The command box", "Branches", "Exports", "--cards", "Keyboard shortcuts",
                  "About"):
        assert topic in text, topic
    assert "move NAME to PLACE" in text and "Compare" in text and "--format" in text
    assert f"riftboard {version()}" in text
    assert "unofficial fan tool" in text and "not affiliated with" in text


def test_the_shortcut_list_is_the_windows_own(make_window, qtbot):
    w = make_window()
    text = _open_help(w).text()
    native = QKeySequence.NativeText
    for act in (w.act_command, w.act_new, w.act_open, w.act_save):
        assert act.shortcut().toString(native) in text
    # a shortcut changed in the window is what the page says the next time it opens
    w.act_command.setShortcut(QKeySequence("Ctrl+Shift+F9"))
    w.help_window.close()
    again = _open_help(w)
    assert "Ctrl+Shift+F9" in again.text()
    # the step keys, which have no menu text, are listed too
    assert "Step the timeline" in again.text()


def test_f1_is_the_help_shortcut(make_window, qtbot):
    w = make_window()
    text = _open_help(w).text()
    f1 = QKeySequence(QKeySequence.HelpContents).toString(QKeySequence.NativeText)
    assert f1 and f1 in text
