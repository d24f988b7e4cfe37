"""The timeline model and panel, and the "Why?" panel."""

from __future__ import annotations

from conftest import COMBAT_LESSON, SEEKER_BOARD, select_row
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest


def test_rows_and_cells_follow_the_history(make_window):
    w = make_window(COMBAT_LESSON)
    c = w.controller
    model = w.timeline_panel.model
    assert model.rowCount() == len(c.history.events) == 14  # with the combat result (466.3)
    kill = next(e for e in c.history.events if e.kind == "kill" and e.target == "garen")
    row = model.row_of(kill.seq)
    cells = [model.data(model.index(row, col)) for col in range(model.columnCount())]
    assert cells[:4] == [str(kill.seq), "1", "kill", "Garen, Commander"]
    assert cells[7] == "B" and cells[8] == "Raider" and "428.5.c.2" in cells[9]
    tip = model.data(model.index(row, 3), Qt.ToolTipRole)
    # the tooltip says it by names, with the rules' glosses, never ids
    assert "credited to Raider" in tip and "raider" not in tip
    assert "428.5.c.2 (" in tip
    dmg = next(e for e in c.history.events if e.kind == "damage" and e.target == "raider")
    cells = [model.data(model.index(model.row_of(dmg.seq), col)) for col in range(10)]
    assert cells[4] == "7" and cells[5] == "Garen, Commander, Recruit" and cells[6] == "A"


def test_rows_are_inserted_not_reset(make_window):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    model = w.timeline_panel.model
    resets, inserted, removed = [], [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.rowsInserted.connect(lambda _p, a, b: inserted.append((a, b)))
    model.rowsRemoved.connect(lambda _p, a, b: removed.append((a, b)))
    c.mark_damage("guard", 1)
    c.mark_damage("guard", 1)
    assert inserted == [(0, 0), (1, 1)] and not resets
    c.undo()
    c.mark_damage("squire", 1)  # a new branch: the undone row goes, the new one comes
    assert removed == [(1, 1)] and inserted[-1] == (1, 1) and not resets
    assert model.rowCount() == 2


def test_undone_rows_look_different(make_window):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    model = w.timeline_panel.model
    c.mark_damage("guard", 1)
    c.mark_damage("guard", 1)
    c.undo()
    after = model.data(model.index(1, 0), Qt.ForegroundRole)
    before = model.data(model.index(0, 0), Qt.ForegroundRole)
    assert after is not None and after != before
    assert "undone" in model.data(model.index(1, 0), Qt.ToolTipRole)


def test_filter_by_kind_and_copy(make_window, qtbot):
    w = make_window(COMBAT_LESSON)
    panel = w.timeline_panel
    panel.filter_combo.setCurrentText("Kills")
    model = panel.model
    assert model.rowCount() == 2
    assert [model.data(model.index(r, 2)) for r in range(2)] == ["kill", "kill"]
    panel.filter_combo.setCurrentText("Damage")
    # kinds in words, not identifiers (issue 25, defect 10)
    assert {model.data(model.index(r, 2)) for r in range(model.rowCount())} == {"damage",
                                                                               "combat assign"}
    panel.filter_combo.setCurrentText("All")
    assert model.rowCount() == 14  # with the combat result (466.3)
    view = w.timeline_view
    select_row(view, 8)  # kill of Garen
    view.setFocus()
    QTest.keySequence(view, "Ctrl+C")
    text = QGuiApplication.clipboard().text()
    lines = text.strip().split("\n")
    assert lines[0].split("\t")[:3] == ["#", "step", "event"]
    row = lines[1].split("\t")
    assert row[2] == "kill" and row[3] == "Garen, Commander" and row[8] == "Raider"
    assert "credited to Raider" in row[-1] and "raider" not in row[-1]


def test_selecting_a_row_moves_the_cursor_and_acting_branches(make_window):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    for _ in range(3):
        c.mark_damage("sentry", 1)
    select_row(w.timeline_view, 0)
    assert c.history.cursor == 1 and c.selected_seq == 1
    assert w.board_scene.items_by_id["sentry"].display()["damage"] == 1
    assert c.mark_damage("guard", 1)
    assert "new branch" in c.last_message
    assert w.timeline_panel.model.rowCount() == 2


def test_why_panel_explains_a_kill(make_window):
    w = make_window(COMBAT_LESSON)
    c = w.controller
    kill = next(e for e in c.history.events if e.kind == "kill" and e.target == "raider")
    select_row(w.timeline_view, w.timeline_panel.model.row_of(kill.seq))
    text = w.why_panel.text()
    assert "Lethal damage" in text and "Combat Cleanup" in text
    assert "Garen, Commander and Recruit deal 7 to Raider" in text  # what made it lethal
    assert "Credited (428.5)" in text and "Garen, Commander" in text and "Recruit" in text
    assert "Responsible player: A" in text
    assert "411.6" in text and "428.5.c.2" in text
    # per player, the three "with" facts
    assert "A with Garen, Commander: credited yes, controls it yes, responsible yes" in text
    assert "B with Garen, Commander: credited yes, controls it no, responsible no" in text
    assert "killed a unit with an object: A killed Raider with Garen, Commander" in text
    assert "raider" not in text and "garen" not in text  # names, never ids


def test_why_panel_for_an_uncredited_kill(make_window):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    c.mark_damage("guard", 4)
    kill = next(e for e in c.history.events if e.kind == "kill")
    c.select_event(kill.seq)
    text = w.why_panel.text()
    assert "Nothing is credited" in text and "nobody" in text and "411.2" in text


def test_the_delegate_draws_what_the_model_says(make_window):
    """The timeline's delegate fills a cell in one call: the same text, colours, font and
    alignment as the model's roles."""
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QStyleOptionViewItem

    w = make_window(COMBAT_LESSON)
    c = w.controller
    view = w.timeline_view
    model = w.timeline_panel.model
    delegate = view.itemDelegate()
    kill = next(e for e in c.history.events if e.kind == "kill")
    c.select_event(3)  # later rows are undone: greyed and italic
    for row in range(model.rowCount()):
        for col in range(model.columnCount()):
            index = model.index(row, col)
            opt = QStyleOptionViewItem()
            opt.initFrom(view)
            delegate.initStyleOption(opt, index)
            assert opt.text == model.data(index)
            fg = model.data(index, Qt.ForegroundRole)
            if fg is not None:
                assert opt.palette.brush(QPalette.Text).color() == fg.color()
            bg = model.data(index, Qt.BackgroundRole)
            assert opt.backgroundBrush.color() == (bg.color() if bg is not None
                                                   else opt.backgroundBrush.color())
            font = model.data(index, Qt.FontRole)
            assert opt.font.bold() == bool(font is not None and font.bold())
            assert opt.font.italic() == bool(font is not None and font.italic())
            assert int(opt.displayAlignment.value) == model.data(index, Qt.TextAlignmentRole)
    assert model.row_of(kill.seq) >= 0


def _row_background(view, row: int):
    """The colour the table draws at the left edge of a row's first cell (a number aligned
    right: nothing but the row's background there)."""
    from PySide6.QtGui import QColor

    index = view.model().index(row, 0)
    view.scrollTo(index)
    image = view.viewport().grab().toImage()
    rect = view.visualRect(index)
    dpr = image.devicePixelRatio()
    return QColor(image.pixel(round((rect.left() + 2) * dpr), round(rect.center().y() * dpr)))


def test_the_table_draws_the_rows_as_the_model_says(make_window):
    """Qt's own delegate draws the model's looks: a kill row on its tinted background, the
    selected row in the highlight colour, and rows after the cursor (undone) without their
    kind's background (greyed, SPEC 8)."""
    from PySide6.QtGui import QColor, QCursor

    from riftboard.app import style

    QCursor.setPos(-10_000, -10_000)  # hover is a cell state: keep the mouse away
    w = make_window(SEEKER_BOARD)
    c = w.controller
    view = w.timeline_view
    model = w.timeline_panel.model
    c.mark_damage("guard", 1)
    c.mark_damage("guard", 3)  # lethal: the guard dies (a second step)
    kill = next(e for e in c.history.events if e.kind == "kill")
    row = model.row_of(kill.seq)
    c.select_event(1)  # back to the first step: the kill is after the cursor, undone
    assert c.history.visible_events < kill.seq
    assert _row_background(view, row) == view.palette().color(view.palette().ColorRole.Base)
    assert _row_background(view, model.row_of(1)) == QColor(style.ROW_HIGHLIGHT)
    c.select_event(len(c.history.events))  # all done again, the last row selected
    assert _row_background(view, model.rowCount() - 1) == QColor(style.ROW_HIGHLIGHT)
    c.select_event(kill.seq - 1)  # the damage before it, in the same step: the kill is done
    assert c.history.visible_events >= kill.seq
    assert _row_background(view, row) == QColor(style.KIND_COLOURS["kill"][1])


def test_moving_the_cursor_repaints_only_the_rows_that_change(make_window):
    """Undo/redo or a jump greys or ungreys the rows between the old and the new cursor:
    the model says so for those rows only (not for the whole table)."""
    w = make_window(SEEKER_BOARD)
    c = w.controller
    model = w.timeline_panel.model
    for _ in range(6):
        c.mark_damage("sentry", 1)
    n = model.rowCount()
    assert n >= 6
    changed = []
    model.dataChanged.connect(lambda a, b, _roles=(): changed.append((a.row(), b.row())))
    step_rows = [model.row_of(s) for s in range(1, n + 1)]
    c.select_event(2)  # back to the step of event 2: the later events are greyed
    assert changed and all(first >= 0 and last < n for first, last in changed)
    first, last = changed[-1]
    assert first > 0 and last == n - 1
    after = [r for r in step_rows if model.seq_at(r) > c.history.visible_events]
    assert (first, last) == (min(after), max(after))
    changed.clear()
    c.select_event(c.selected_seq)  # nothing moves: nothing is said
    assert not changed
    c.select_event(n)  # to the end: the greyed rows come back, and only they
    assert changed[-1] == (first, last)
    # with a filter the rows are a subset: the range is in filtered rows
    w.timeline_panel.filter_combo.setCurrentText("Damage")
    rows = model.rowCount()
    changed.clear()
    c.select_event(model.seq_at(0))
    assert changed and changed[-1][1] <= rows - 1


def test_a_new_font_sets_the_rows_height(make_window):
    """The rows follow the view's font (the presenter's text size): as high as it needs."""
    from PySide6.QtGui import QFont, QFontMetrics

    w = make_window(COMBAT_LESSON)
    view = w.timeline_view
    font = QFont(view.font())
    font.setPointSize(font.pointSize() + 6)
    view.setFont(font)
    assert view.rowHeight(0) == QFontMetrics(font).height() + 8


def test_undo_with_ctrl_held_moves_the_selection_instead_of_adding_rows(make_window):
    """Ctrl+Z is pressed with Ctrl down: the controller's new selection must replace the old
    one (QTableView.selectRow would add to it while Ctrl is held)."""
    w = make_window(COMBAT_LESSON)
    c, view = w.controller, w.timeline_view
    QTest.keyPress(view, Qt.Key_Control, Qt.ControlModifier)
    try:
        assert QGuiApplication.keyboardModifiers() & Qt.ControlModifier
        for seq in (3, 7, 5):
            c.select_event(seq)
            rows = sorted({i.row() for i in view.selectionModel().selectedRows()})
            assert rows == [w.timeline_panel.model.row_of(seq)]
            assert view.selected_seqs() == [seq]
    finally:
        QTest.keyRelease(view, Qt.Key_Control)


def test_the_count_says_one_step_not_one_steps(qtbot):
    """The timeline's count agrees in number: a lesson of one step says "1 step"."""
    from riftboard.app.main import build_window
    from riftboard.scenario.lessons import lesson_files
    from riftboard.scenario.session import Session

    w = build_window(Session.from_file(str(lesson_files()[0])))
    qtbot.addWidget(w)
    h = w.controller.history
    assert len(h.results) == 1
    text = w.timeline_panel.count_label.text()
    assert text.startswith(f"{len(h.events)} events, 1 step")
    assert "1 steps" not in text


def test_rows_name_players_and_kinds_in_words(make_window):
    """Issue 25, defect 10: a draw or a turn's end said "draw A", "turn_end A"."""
    from riftboard.scenario.runner import lessons_dir

    w = make_window((lessons_dir() / "36-end-turn-heal.toml").read_text(encoding="utf-8"))
    model = w.timeline_panel.model
    rows = [[model.data(model.index(r, c)) for c in range(4)] for r in range(model.rowCount())]
    assert ["turn end", "Alice (A)"] in [row[2:4] for row in rows]
    assert ["draw", "Bob (B)"] in [row[2:4] for row in rows]
    assert not any("_" in row[2] for row in rows)
