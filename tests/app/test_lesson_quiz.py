"""Issue 25, defects 1 and 4: a lesson's quiz keeps its answers off screen until they are asked
for, and the Lesson panel follows what is open (File > New, a restored layout, View > Lesson,
Ctrl+L). Driven through the real window and controller, offscreen."""

from __future__ import annotations

from conftest import SEEKER_BOARD, write
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from riftboard.app import lesson_browser
from riftboard.app.lessons import done_lessons
HIDDEN = "?"  # riftboard.app.timeline.HIDDEN
from riftboard.scenario.runner import lessons_dir

CREDITED, RESPONSIBLE = 8, 7  # timeline columns (explain.COLUMNS)


def _lesson(name: str) -> str:
    return str(lessons_dir() / f"{name}.toml")


def _cells(w, seq: int) -> list[str]:
    """A timeline row's cells as the view draws them (the model's display role)."""
    model = w.timeline_panel.model
    row = model.row_of(seq)
    return [model.data(model.index(row, col)) or "" for col in range(model.columnCount())]


def _tooltip(w, seq: int) -> str:
    model = w.timeline_panel.model
    return model.data(model.index(model.row_of(seq), CREDITED), Qt.ToolTipRole)


def _kill(w):
    return next(e for e in w.controller.history.events if e.kind == "kill")


def _next_question(panel) -> None:
    [b for b in panel.group.buttons() if b.text() in ("Next question", "Finish")][0].click()


def test_an_open_question_hides_the_credit_and_responsible_player_of_later_rows(make_window):
    """The kill's row (428.5 credit, responsible player) says "?" until the question is
    answered; the rows up to the event shown say everything."""
    w = make_window()
    assert w.open_path(_lesson("13-hidden-blade"))
    kill = _kill(w)
    cells = _cells(w, kill.seq)
    assert cells[CREDITED] == HIDDEN and cells[RESPONSIBLE] == HIDDEN
    assert "Hidden Blade" not in " ".join(cells)
    assert "Hidden Blade" not in _tooltip(w, kill.seq)
    # what the model hands any other reader (copying, accessibility) is masked the same way
    model = w.timeline_panel.model
    assert model.data(model.index(model.row_of(kill.seq), CREDITED)) == HIDDEN
    # stepping to the kill is the learner's own choice: that row (and those before) show
    w.controller.select_event(kill.seq)
    assert _cells(w, kill.seq)[CREDITED] == "Hidden Blade"
    w.controller.select_event(0)
    assert _cells(w, kill.seq)[CREDITED] == HIDDEN
    # answering shows it
    panel = w.lesson_panel
    panel.choose("Hidden Blade")
    panel.check_button.click()
    assert panel.result.text().startswith("Right")
    assert _cells(w, kill.seq)[CREDITED] == "Hidden Blade"
    assert "Hidden Blade" in _tooltip(w, kill.seq)


def test_each_next_question_goes_back_to_the_board_before_its_events(make_window):
    """Questions 2-4 no longer open on the board of the revealed kill: the board goes back to
    the end of the step before the kill (Titan alive, no damage), the later rows masked."""
    w = make_window()
    assert w.open_path(_lesson("09-imperial-decree-phoenix"))
    c = w.controller
    panel = w.lesson_panel
    kill = _kill(w)
    before = max(e.seq for e in c.history.events if e.step < kill.step)
    panel.reveal_button.click()
    assert c.selected_seq == kill.seq
    assert _cells(w, kill.seq)[RESPONSIBLE] == "A"
    _next_question(panel)
    assert panel.current().text == "Who is responsible for the kill of Titan?"
    assert c.selected_seq == before
    titan = c.displayed_state().get("titan")
    assert titan is not None and titan.zone == "board" and titan.damage == 0
    assert _cells(w, kill.seq)[RESPONSIBLE] == HIDDEN
    assert w.board_scene.items_by_id["titan"].display()["damage"] == 0
    panel.choose("A")
    panel.check_button.click()
    assert c.selected_seq == kill.seq and _cells(w, kill.seq)[RESPONSIBLE] == "A"
    # the spell-kill questions (411.6 conditions) open before the kill's step too
    _next_question(panel)
    assert "with a spell" in panel.current().text and c.selected_seq == before
    assert _cells(w, kill.seq)[CREDITED] == HIDDEN
    # when every question is answered, nothing is hidden any more
    panel.reveal_button.click()
    _next_question(panel)
    panel.reveal_button.click()
    assert panel.current() is not None and panel.current().revealed
    w.controller.select_event(0)
    assert _cells(w, kill.seq)[CREDITED] != HIDDEN


def test_file_new_clears_the_lesson_panel_and_never_marks_it_done(make_window):
    w = make_window()
    assert w.open_path(_lesson("13-hidden-blade"))
    panel = w.lesson_panel
    assert "What is the kill of Champion credited to?" in panel.text()
    w.new_board()
    assert w.lesson_path is None and panel.path is None
    assert "credited" not in panel.text() and "No lesson is open" in panel.text()
    assert not w.lesson_dock.isVisible()
    # acting on the new board (its last event selected) does not finish the old lesson
    c = w.controller
    c.add_vanilla("Guard", 3, c.state.players[0], "base")
    c.select_event(len(c.history.events))
    assert "13-hidden-blade.toml" not in done_lessons()
    # the timeline masks nothing on a board that is no lesson
    model = w.timeline_panel.model
    assert HIDDEN not in [model.data(model.index(0, col)) for col in range(model.columnCount())]


def test_a_lesson_opened_after_a_plain_session_shows_its_panel(make_window, qtbot, tmp_path):
    """`riftboard open 2` restores the layout saved by a session without a lesson (its Lesson
    dock hidden): the lesson still shows its panel. View > Lesson brings it back."""
    from riftboard.app.main import build_window
    from riftboard.scenario.session import Session

    w = make_window()
    assert w.open_path(_lesson("13-hidden-blade"))
    assert w.open_path(write(tmp_path, "plain.toml", SEEKER_BOARD))  # the Lesson dock hides
    assert not w.lesson_dock.isVisible()
    w.save_layout()
    w.close()

    w2 = build_window(Session.from_file(_lesson("02-challenge")))
    qtbot.addWidget(w2)
    w2.restore_layout()  # as run_app does, before showing
    w2.show()
    qtbot.waitExposed(w2)
    assert w2.lesson_dock.isVisible()
    assert "Challenge" in w2.lesson_panel.text()
    view_menu = next(a.menu() for a in w2.menuBar().actions() if a.text() == "&View")
    lesson = next(a for a in view_menu.actions() if a.text() == "Lesson")
    assert lesson.isChecked()
    lesson.trigger()
    assert not w2.lesson_dock.isVisible()
    lesson.trigger()
    assert w2.lesson_dock.isVisible()


def test_view_lesson_shows_the_panel_without_a_lesson(make_window):
    w = make_window()
    assert w.lesson_path is None
    w.act_lesson_panel.trigger()
    assert w.lesson_dock.isVisible() and "No lesson is open" in w.lesson_panel.text()


def test_ctrl_l_opens_the_lesson_browser(make_window, qtbot, monkeypatch):
    """The shortcut works before the Lessons menu was ever opened."""
    opened = []
    monkeypatch.setattr(lesson_browser.LessonBrowser, "exec",
                        lambda self: opened.append(self) or 0)
    w = make_window()
    with qtbot.waitActive(w):
        w.activateWindow()
    QTest.keyClick(w.board_view, Qt.Key_L, Qt.ControlModifier)
    assert len(opened) == 1
