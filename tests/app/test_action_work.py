"""Issue 25, speed a user feels: what an action on the board does not do again. Each action
(a placement, a spell) runs the window's slots; these tests hold that the slots leave alone
what the action did not change, through the real window and controller."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from riftboard.app import style
from riftboard.app.line_label import LineLabel
from riftboard.scenario.runner import lessons_dir

from conftest import COMBAT_LESSON, SEEKER_BOARD

from tests.workbench.format2_board import GAME_BOARD


def _place_three(w) -> None:
    c = w.controller
    for i in range(3):
        assert c.add_vanilla(f"Placed {i}", 2, "A", "north")


def test_an_action_does_not_style_the_ruleset_notice_again(make_window):
    """The notice's style sheet was set after every action (parsed again each time); it is set
    with the window and when the theme changes."""
    w = make_window(SEEKER_BOARD)
    label = w.ruleset_notice
    styled, tips = [], []
    label.setStyleSheet = styled.append
    label.setToolTip = tips.append
    _place_three(w)
    assert styled == [] and tips == []
    assert not label.isVisible()


def test_the_ruleset_notice_still_follows_the_ruleset_and_the_theme(make_window):
    w = make_window(COMBAT_LESSON)
    w.set_ruleset("1.3")
    _place_three_at_base(w)
    assert w.ruleset_notice.isVisible()
    assert w.ruleset_notice.text() == "Saved under 1.4, played under 1.3"
    assert style.NEGATIVE in w.ruleset_notice.styleSheet()
    w.set_theme_choice("dark")
    try:
        assert style.THEME == "dark"
        assert style.NEGATIVE in w.ruleset_notice.styleSheet()
    finally:
        w.set_theme_choice("light")
    w.set_ruleset("1.4")
    assert not w.ruleset_notice.isVisible() and w.ruleset_notice.toolTip() == ""


def _place_three_at_base(w) -> None:
    c = w.controller
    for i in range(3):
        assert c.add_vanilla(f"Placed {i}", 2, c.state.players[0], "base")


def test_a_lesson_is_finished_once_not_at_every_action_at_its_end(make_window):
    """At a lesson's last event every action (its new last event) finished the lesson again:
    the settings read and the header rebuilt each time. Once per opening now."""
    w = make_window()
    path = str(lessons_dir() / "58-judges-board.toml")
    assert w.open_path(path)
    panel = w.lesson_panel
    said = []
    panel.finished.connect(lambda: said.append(w.controller.selected_seq))
    c = w.controller
    c.select_event(len(c.history.events))
    assert len(said) == 1 and w.lesson_done
    _place_three(w)
    assert len(said) == 1 and w.lesson_done
    # opened again, it is a new run of the lesson: finished again at its end
    assert w.open_path(path)
    assert not w.lesson_done
    c.select_event(len(c.history.events))
    assert len(said) == 2 and w.lesson_done


def _watch_moves(scene) -> list[str]:
    """The ids of the cards asked to move (setPos) from now on."""
    moved: list[str] = []
    for oid, item in scene.items_by_id.items():
        def set_pos(*args, _oid=oid, _item=item):
            moved.append(_oid)
            type(_item).setPos(_item, *args)
        item.setPos = set_pos
    return moved


def test_a_placement_moves_only_the_cards_whose_place_changed(make_window):
    """Every relayout asked every card on the board to move (a call into Qt each, 300 and more
    on a big board) though a placement moves one card or a few."""
    w = make_window(SEEKER_BOARD)
    scene = w.board_scene
    c = w.controller
    squire_y = scene.items_by_id["squire"].pos().y()
    moved = _watch_moves(scene)
    # beside the Squire, in the row it already has: no other card moves
    assert c.add_vanilla("Beside", 2, "A", "base")
    assert moved == []
    beside = next(oid for oid in scene.items_by_id if oid not in ("guard", "squire", "sentry"))
    assert scene.items_by_id[beside].pos().x() > scene.items_by_id["squire"].pos().x()
    # a card on a battlefield's top side makes the battlefield taller: the cards under it
    # (Alice's base) move down, the Guard and the Sentry above stay
    beside_y = scene.items_by_id[beside].pos().y()
    assert c.add_vanilla("Above", 2, "B", "north")
    assert moved == ["squire"]  # (the new card's own moves are not watched)
    assert scene.items_by_id[beside].pos().y() > beside_y
    squire = scene.items_by_id["squire"]
    assert squire.pos().y() > squire_y
    assert (squire.pos().x(), squire.pos().y()) == squire.placed
    # undone, the Squire goes back up
    c.undo()
    assert squire.pos().y() == squire_y
    assert "guard" not in moved and "sentry" not in moved


def test_the_game_bar_is_styled_with_the_window_and_the_theme_not_at_every_row(make_window):
    """Format 2's bar set its style sheet (parsed again, its labels styled again) whenever a
    row was shown; it is set with the bar and when the theme changes."""
    w = make_window(GAME_BOARD, "game.toml")
    bar = w.game_bar
    assert bar.isVisible() and style.HEADER_BG in bar.styleSheet()
    styled = []
    bar.setStyleSheet = styled.append
    c = w.controller
    w.act_end_turn.trigger()  # a step, so there are rows to show
    n = len(c.history.events)
    assert n > 0 and c.selected_seq == n
    for seq in (0, n, 0):
        c.select_event(seq)
    assert styled == []
    del bar.setStyleSheet
    w.set_theme_choice("dark")
    try:
        assert style.THEME == "dark" and style.HEADER_BG in bar.styleSheet()
    finally:
        w.set_theme_choice("light")
    assert style.HEADER_BG in bar.styleSheet()


def test_a_rule_link_in_the_header_opens_once_after_theme_and_text_changes(make_window):
    """The header's link signal was connected again at every theme change and every text size:
    after two of each, one click on a rule number opened it five times."""
    w = make_window(SEEKER_BOARD)
    opened = []
    w.open_rule_link = opened.append  # the slot is looked up when the signal is connected
    w.header.linkActivated.disconnect()
    w.header.linkActivated.connect(lambda link: w.open_rule_link(link))
    try:
        for choice in ("dark", "light"):
            w.set_theme_choice(choice)
        for scale in (1.2, 1.0):
            w.set_text_scale(scale)
    finally:
        w.set_theme_choice("light")
    w.header.linkActivated.emit("rule:139")
    assert opened == ["rule:139"]


class _LayoutRequests(QObject):
    """Counts the layout requests that reach `widget`."""

    def __init__(self, widget):
        super().__init__()
        self.widget = widget
        self.count = 0

    def eventFilter(self, obj, event):  # noqa: N802 (Qt override)
        if obj is self.widget and event.type() == QEvent.LayoutRequest:
            self.count += 1
        return False


def _relayouts_of(w, qapp, act) -> int:
    """How many layout requests reach the main window `w` while `act()` runs, once the
    requests that earlier work left are done with."""
    for _ in range(3):  # a layout request can post another one
        qapp.processEvents()
    watch = _LayoutRequests(w)
    qapp.installEventFilter(watch)
    try:
        act()
    finally:
        qapp.removeEventFilter(watch)
    return watch.count


def test_a_placement_does_not_relayout_the_main_window(make_window, qapp):
    """The status line, the timeline's count and the lesson's progress say something new
    after every action; each QLabel.setText asked every layout up to the main window again
    (its docks, their title bars: a tenth of a placement). Their LineLabels stop that request
    while the new text fits; the texts are still shown."""
    w = make_window()
    assert w.open_path(str(lessons_dir() / "58-judges-board.toml"))
    c = w.controller
    c.select_event(len(c.history.events))
    # the side panels are built after the first paint, the library's list in slices: let
    # that start-up work end first (placements, and the events they left)
    w.library_panel.finish_loading()
    for i in range(3):
        assert c.add_vanilla(f"Placed first {i}", 2, "A", "north")
        qapp.processEvents()

    def place_three():
        for i in range(3):
            assert c.add_vanilla(f"Placed {i}", 2, "A", "north")
            qapp.processEvents()

    assert _relayouts_of(w, qapp, place_three) == 0
    n = len(c.history.events)
    assert w.status.text() == c.last_message and "Placed 2" in w.status.text()
    assert w.timeline_panel.count_label.text().startswith(f"{n} events")
    assert w.lesson_panel.progress.text() == f"event {n} of {n}"


def test_a_line_label_still_gets_the_room_a_longer_text_or_font_needs(qtbot, qapp):
    """A LineLabel asks its layout again when its text no longer fits, or its font grew, as a
    QLabel does: the whole text stays in view."""
    box = QWidget()
    label = LineLabel()
    row = QHBoxLayout(box)
    row.addWidget(QPushButton("Back"))
    row.addWidget(label.host)
    qtbot.addWidget(box)
    label.setText("event 1 of 2")
    box.show()
    qtbot.waitExposed(box)
    label.setText("event 12 of 13, and a much longer text than the one before it was")
    qapp.processEvents()
    assert label.host.width() >= label.sizeHint().width()
    assert label.width() == label.host.width()
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 2)
    label.setFont(font)
    qapp.processEvents()
    assert label.host.height() >= label.sizeHint().height()
    assert label.host.width() >= label.sizeHint().width()


def test_a_placement_does_not_measure_or_draw_the_same_legend_again(make_window):
    """Every relayout gave the legend its players and width again, and the legend measured
    each entry and asked to be drawn again, though neither had changed; a new player name
    still does both."""
    w = make_window(SEEKER_BOARD)
    legend = w.board_scene.legend
    measured, drawn = [], []
    placed = legend.placed
    legend.placed = lambda: measured.append(1) or placed()
    legend.update = lambda *a: drawn.append(1)
    _place_three_at_base(w)
    assert measured == [] and drawn == []
    names = [f"{label} the Longer-Named" for label in legend.players]
    legend.set_players(names, legend.w)
    assert measured and drawn and legend.players == names


def test_typing_a_library_search_does_not_relayout_the_main_window(make_window, qapp):
    """The card library's count ("N of M cards") changes at every keystroke of a search; as a
    QLabel its setText asked every layout up to the main window again. A LineLabel stops that
    request while the new count fits, and the count is still right."""
    w = make_window()
    w.build_panels()  # the side panels, built after the first paint: their start-up ends first
    lib = w.library_panel
    # a first search shows the search's clear button (a layout of its own), and the first
    # counts may need more room than "N of M cards" had: let them have it
    def type_in(*texts):
        for text in texts:
            lib.search.setText(text)
            qapp.processEvents()

    type_in("x", "g", "gu", "x")
    assert _relayouts_of(w, qapp, lambda: type_in("g", "gu", "gua", "guar")) == 0
    assert lib.count_label.text() == (f"{lib.filter.rowCount()} of {len(lib.model.entries)} "
                                      "cards")
    assert lib.filter.rowCount() < len(lib.model.entries)
