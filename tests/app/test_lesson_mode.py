"""Issue 11 item 4: lesson mode, the lesson browser, and the presenter's text size."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from riftboard.app import style
from riftboard.app.lesson_browser import LessonBrowser
from riftboard.app.lessons import done_lessons, lesson_questions
from riftboard.scenario.runner import lessons_dir


def _lesson(name: str) -> str:
    return str(lessons_dir() / f"{name}.toml")


def test_a_lesson_opens_at_its_setup_with_its_question(make_window, qtbot):
    w = make_window()
    assert w.open_path(_lesson("09-imperial-decree-phoenix"))
    c = w.controller
    assert c.selected_seq == 0 and c.history.cursor == 0
    assert len(c.history.events) == 12  # the whole line is there, ahead
    panel = w.lesson_panel
    assert "Who gets the kill" in panel.text() and "the setup" in panel.text()
    # the header asks the question but keeps the rules (the answer) back
    assert "Question:" in w.header.text() and "Rules:" not in w.header.text()
    # the board is the setup: no card has damage yet
    titan = w.board_scene.items_by_id["titan"]
    assert titan.display()["damage"] == 0
    # step forward, by the button and by the arrow key
    panel.next_button.click()
    assert c.selected_seq == 1 and "event 1 of 12" in panel.text()
    with qtbot.waitActive(w):
        w.activateWindow()
    QTest.keyClick(w.board_view, Qt.Key_Right)
    assert c.selected_seq == 2
    panel.back_button.click()
    assert c.selected_seq == 1


def test_answer_first_then_the_answer_with_why(make_window):
    w = make_window()
    w.open_path(_lesson("09-imperial-decree-phoenix"))
    c = w.controller
    panel = w.lesson_panel
    q = panel.current()
    assert q.text == "What is the kill of Titan credited to?"
    assert "Imperial Decree's delayed ability" in q.options and "Nothing" in q.options
    panel.choose("Hextech Ray")
    panel.check_button.click()
    kill = next(e for e in c.history.events if e.kind == "kill")
    assert "Not quite" in panel.result.text()
    assert "Imperial Decree's delayed ability and Imperial Decree" in panel.result.text()
    assert c.selected_seq == kill.seq  # the board jumps to the kill
    text = panel.text()
    assert "Credited (428.5)" in text and "A kill instruction" in text
    # the next question: who is responsible
    next_q = [b for b in panel.group.buttons() if b.text() == "Next question"]
    next_q[0].click()
    q = panel.current()
    assert q.text == "Who is responsible for the kill of Titan?"
    panel.choose("A")
    panel.check_button.click()
    assert panel.result.text() == "Right: A."
    # and whether A killed a unit with a spell (yes: Decree's kill counts, 428.5.d)
    while panel.current() is not None and "with a spell" not in panel.current().text:
        [b for b in panel.group.buttons() if b.text() in ("Next question", "Finish")][0].click()
        if panel.current() is not None and "with a spell" not in panel.current().text:
            panel.reveal_button.click()
    assert panel.current().text == "Did A kill a unit with a spell?"
    panel.choose("Yes")
    panel.check_button.click()
    assert panel.result.text().startswith("Right")


def test_questions_come_from_the_timeline(make_window):
    w = make_window()
    w.open_path(_lesson("12-stupefy-not-a-spell-kill"))
    c = w.controller
    qs = lesson_questions(c.history, c.names_state())
    kills = [e for e in c.history.events if e.kind == "kill"]
    assert kills and qs[0].seq == kills[0].seq
    spell = [q for q in qs if "with a spell" in q.text]
    held = {x.player for x in c.history.conditions if x.condition == "killed_unit_with_spell"}
    for q, pid in zip(spell, c.state.players, strict=True):
        assert q.right == ({"Yes"} if pid in held else {"No"})


def test_the_browser_groups_lessons_and_marks_done(make_window, qtbot):
    w = make_window()
    w.open_path(_lesson("01-void-seeker-kill"))
    assert "01-void-seeker-kill.toml" not in done_lessons()
    w.lesson_panel.next_button.click()
    w.controller.select_event(len(w.controller.history.events))  # stepped to the end: done
    assert "01-void-seeker-kill.toml" in done_lessons()
    assert "Rules:" in w.header.text()  # the rules show once the lesson is done
    dlg = LessonBrowser(w)
    qtbot.addWidget(dlg)
    lines = dlg.lines()
    tops = [line for line in lines if not line.startswith("  ")]
    assert len(tops) >= 4 and all(" done)" in t for t in tops)
    assert any(line.startswith("  ✓ 1. Void Seeker deals lethal damage [★]") for line in lines)
    assert not any(line.startswith("  ✓ 2.") for line in lines)
    # every lesson has its short description
    rows = [line for line in lines if line.startswith("  ")]
    from riftboard.scenario.lessons import lesson_index

    assert len(rows) == len(lesson_index()) and all(line.split("] ", 1)[1] for line in rows)
    dlg.open_lesson("02-challenge.toml")
    assert dlg.chosen.endswith("02-challenge.toml")
    assert w.open_path(dlg.chosen)
    assert w.controller.title().startswith("Challenge") and w.controller.selected_seq == 0


def test_presenter_text_size(make_window, qtbot):
    w = make_window()
    app = QApplication.instance()
    base = app.font().pointSizeF()
    row_h = w.timeline_view.verticalHeader().defaultSectionSize()
    zoom = w.board_view.transform().m11()
    try:
        with qtbot.waitActive(w):
            w.activateWindow()
        QTest.keyClick(w.board_view, Qt.Key_Plus, Qt.ControlModifier)
        QTest.keyClick(w.board_view, Qt.Key_Plus, Qt.ControlModifier)
        assert w.text_scale > 1.3
        qtbot.wait(10)
        assert app.font().pointSizeF() > base
        assert w.timeline_view.verticalHeader().defaultSectionSize() > row_h
        assert w.why_panel.browser.font().pointSizeF() > base
        assert "font-size: 15pt" in w.header.styleSheet() or "font-size: 14pt" in w.header.styleSheet()
        assert w.board_view.transform().m11() > zoom
        QTest.keyClick(w.board_view, Qt.Key_Minus, Qt.ControlModifier)
        QTest.keyClick(w.board_view, Qt.Key_Minus, Qt.ControlModifier)
        assert abs(w.text_scale - 1.0) < 0.02
    finally:
        w.set_text_scale(1.0)
        app.setFont(QFont(style.FONT_FAMILY, style.BASE_POINT_SIZE))
