"""Issue 28, item 3 through the real window, offscreen: hovering a name in the timeline or the
Why panel rings its object on the board and shows it as it was at that row; "Why not?" from the
timeline's context menu, the Why panel's link and the Board menu; the judge's arrows and notes
drawn with the Board menu, on the board, saved, reopened and in the exports and the picture."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt, QUrl

from riftboard.app.board_marks import NoteItem

from conftest import select_row

LESSONS = Path(__file__).resolve().parents[2] / "resources" / "lessons"
DECREE = (LESSONS / "09-imperial-decree-phoenix.toml").read_text(encoding="utf-8")


def _cell_centre(view, seq: int, column: str) -> QPoint:
    from riftboard.app.explain import COLUMNS

    model = view.model()
    index = model.index(model.row_of(seq), COLUMNS.index(column))
    view.scrollTo(index)
    return view.visualRect(index).center()


def _hover(qtbot, view, point: QPoint) -> None:
    """A mouse move over the table with no button held (sent as the window system would: the
    offscreen platform delivers no hover moves from QTest)."""
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    vp = view.viewport()
    local = QPointF(point)
    event = QMouseEvent(QEvent.MouseMove, local, QPointF(vp.mapToGlobal(point)), Qt.NoButton,
                        Qt.NoButton, Qt.NoModifier)
    QApplication.sendEvent(vp, event)
    qtbot.wait(10)


def test_hovering_a_target_cell_rings_its_object_and_its_tooltip_is_the_row(make_window, qtbot):
    w = make_window(DECREE, name="decree.toml")
    c = w.controller
    damage = next(e for e in c.history.events if e.kind == "damage")
    c.select_event(damage.seq)
    view = w.timeline_view
    _hover(qtbot, view, _cell_centre(view, damage.seq, "target"))
    assert c.pointed == "titan"
    assert "pointed" in w.board_scene.items_by_id["titan"].marks
    assert "selected" not in w.board_scene.items_by_id["titan"].marks
    model = view.model()
    from riftboard.app.explain import COLUMNS

    tip = model.data(model.index(model.row_of(damage.seq), COLUMNS.index("target")),
                     Qt.ToolTipRole)
    assert tip.startswith(f"Titan — as it was after #{damage.seq}")
    assert "damage marked: 3" in tip
    # the "event" column has no name: nothing is pointed at, and the ring goes
    _hover(qtbot, view, _cell_centre(view, damage.seq, "event"))
    assert c.pointed is None
    assert "pointed" not in w.board_scene.items_by_id["titan"].marks


def test_why_panel_names_are_links_that_point_and_why_not_is_one_click(make_window, qtbot):
    w = make_window(DECREE, name="decree.toml")
    c = w.controller
    kill = next(e for e in c.history.events if e.kind == "kill")
    c.select_event(kill.seq)
    panel = w.why_panel
    panel.refresh_now()
    html = panel.browser.toHtml()
    assert "obj:decree" in html and "whynot:" in html
    panel._on_link_hovered(QUrl("obj:decree"))
    assert c.pointed == "decree"
    panel._on_link_hovered(QUrl(""))
    assert c.pointed is None
    panel.browser.anchorClicked.emit(QUrl("whynot:"))
    assert panel.mode == "why_not"
    assert "Why not? Step 2" in panel.browser.toPlainText()
    panel.browser.anchorClicked.emit(QUrl("why:"))
    assert "Why not?" in panel.browser.toPlainText()  # the link back reads "Why not?" again
    assert panel.mode == "why"


def test_why_not_from_the_timeline_and_the_board_menu(make_window, qtbot):
    w = make_window(DECREE, name="decree.toml")
    c = w.controller
    first = next(e for e in c.history.events if e.step == 1)
    w.timeline_view.why_not_requested.emit(first.seq)  # the context menu's action
    assert c.selected_seq == first.seq
    text = w.why_panel.browser.toPlainText()
    assert "Why not? Step 1" in text and "Immortal Phoenix's ability 1 did not trigger" in text
    select_row(w.timeline_view, 0)
    w.act_why_not.trigger()
    assert w.why_panel.mode == "why_not"


def test_judges_arrow_and_note_drawn_saved_reopened_and_exported(make_window, qtbot, tmp_path):
    w = make_window(DECREE, name="decree.toml")
    c = w.controller
    c.select_event(0)  # the setup: Titan is on the board
    w.act_draw_arrow.trigger()
    w._on_battlefield_clicked("north")
    w._on_object_clicked("titan")
    assert [(a.kind, a.source, a.target) for a in c.annotations] == [("arrow", "north", "titan")]
    w.select_object("titan")
    assert w.add_note("Decree kills it once Ray hits")
    notes = [i for i in w.board_scene.items() if isinstance(i, NoteItem)]
    assert [n.text for n in notes] == ["Decree kills it once Ray hits"]
    assert w.isWindowModified()
    out = tmp_path / "drawn.toml"
    assert c.save_as(str(out))
    again = make_window(out.read_text(encoding="utf-8"), name="again.toml")
    assert again.controller.annotation_lines() == [
        "Arrow from North to Titan", "Note on Titan: Decree kills it once Ray hits"]
    again.controller.select_event(0)
    assert any(isinstance(i, NoteItem) for i in again.board_scene.items())
    html = tmp_path / "ruling.html"
    assert again.controller.export(str(html), "html")
    page = html.read_text(encoding="utf-8")
    assert "Judge&#x27;s arrows and notes" in page and "data:image/png;base64," in page
    png = tmp_path / "board.png"
    assert again.controller.export(str(png), "png")
    assert png.stat().st_size > 10_000
    # the Board menu's undo takes the note back, and the board no longer shows it
    w.act_undo_drawing.trigger()
    assert [a.kind for a in c.annotations] == ["arrow"]
    assert not any(isinstance(i, NoteItem) for i in w.board_scene.items())


def test_clicking_the_background_cancels_an_arrow(make_window, qtbot):
    w = make_window(DECREE, name="decree.toml")
    w.controller.select_event(0)
    w.draw_arrow()
    w._on_object_clicked("titan")
    w._on_background_clicked()
    assert w.arrow_ends is None and w.controller.annotations == ()
    assert w.controller.last_message == "No arrow drawn"


def test_why_not_waits_while_a_lessons_question_is_open(make_window, qtbot):
    """Lesson 14 asks what is credited: "Why not?" would name it, so it waits."""
    lesson = LESSONS / "14-equipment-granted-ability.toml"
    w = make_window(lesson.read_text(encoding="utf-8"), name=lesson.name)
    if w.lesson_path is None:
        w.start_lesson(str(lesson))
    assert w.answers_held_back()
    w.why_not()
    assert w.why_panel.mode == "why" and "waits until" in w.controller.last_message
    w.why_panel.refresh_now()
    assert "whynot:" not in w.why_panel.browser.toHtml()
