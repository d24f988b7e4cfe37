"""The defects of issue 11, item 8, each driven through the real window and controller."""

from __future__ import annotations

import re
from pathlib import Path

from conftest import COMBAT_BOARD, SEEKER_BOARD
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtTest import QTest

from riftboard.app import style
from riftboard.app.board_items import ChipItem
from riftboard.app.board_marks import ArrowItem
from riftboard.app.board_paint import fonts

LESSONS = Path(__file__).resolve().parents[2] / "resources" / "lessons"


def _arrow_targets(w) -> set[str]:
    """The cards the selected event's arrows point at (each head lies on its target's edge)."""
    out = set()
    for item in w.board_scene._overlay:
        if not isinstance(item, ArrowItem) or not hasattr(item, "_head"):
            continue
        tip = item._head[0]
        for oid, card in w.board_scene.items_by_id.items():
            r = card.mapRectToScene(QRectF(0, 0, card.w, card.h)).adjusted(-8, -8, 8, 8)
            if r.contains(tip):
                out.add(oid)
    return out


def _activate(w, qtbot) -> None:
    """Shortcuts reach the window that is active (as a real click on it makes it)."""
    with qtbot.waitActive(w):
        w.activateWindow()
    assert w.isActiveWindow()


def test_challenge_shows_both_targets(make_window):
    w = make_window((LESSONS / "02-challenge.toml").read_text(encoding="utf-8"))
    c = w.controller
    play = next(e for e in c.history.events if e.kind == "play")
    c.select_event(play.seq)
    assert c.event_targets(play) == ("hero", "brute")
    items = w.board_scene.items_by_id
    assert "target" in items["hero"].marks and "target" in items["brute"].marks
    assert _arrow_targets(w) == {"hero", "brute"}
    row = w.timeline_panel.model.row_of(play.seq)
    cell = w.timeline_panel.model.index(row, 3).data()
    assert cell == "Hero, Brute"
    resolve = next(e for e in c.history.events if e.kind == "resolve")
    c.select_event(resolve.seq)
    assert _arrow_targets(w) == {"hero", "brute"}


def test_a_held_spell_appears_once_in_the_chain_lane(make_window):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    c.hold = True
    c.begin_play("Void Seeker", "A")
    c.click_object("guard")
    assert c.state.chain, "the spell is held on the chain"
    chips = [i for i in w.board_scene._overlay if isinstance(i, ChipItem)]
    assert [ch.ref.name for ch in chips] == ["Void Seeker"]
    # the play row points from that one chip to Guard
    assert _arrow_targets(w) == {"guard"}


def test_the_header_follows_end_turn(make_window):
    w = make_window(SEEKER_BOARD)
    assert "turn: Alice (A)" in w.header.text()
    w.act_end_turn.trigger()
    assert "turn: Bob (B)" in w.header.text()
    w.controller.undo()
    assert "turn: Alice (A)" in w.header.text()


def test_adding_cards_never_zooms_the_board(make_window):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    v = w.board_view
    zoom = v.transform().m11()
    guard = w.board_scene.items_by_id["guard"]
    where = v.mapFromScene(guard.scenePos())
    for i in range(6):
        assert c.add_vanilla(f"Extra {i}", 2, "A", "north")
    assert v.transform().m11() == zoom
    assert v.mapFromScene(guard.scenePos()) == where  # click targets stay put
    # the extra cards wrap into rows of the battlefield instead
    ys = {round(w.board_scene.items_by_id[o].scenePos().y()) for o in c.state.objects
          if c.state.obj(o).name.startswith("Extra")}
    assert len(ys) >= 2


def test_readable_at_1024_by_700(make_window, qtbot):
    w = make_window(SEEKER_BOARD)
    w.resize(1024, 700)
    qtbot.wait(20)
    v = w.board_view
    assert v.transform().m11() >= 0.85
    # the smallest board text is still at least 7 px high on screen
    small = fonts().small.pointSizeF() * v.transform().m11()
    assert small >= 6.8
    # the chain lane went under the battlefields to leave them their width
    lane = w.board_scene.areas[("lane",)]
    bf = w.board_scene.areas[("bf", "gate")]
    assert lane.rect.top() > bf.rect.bottom()
    assert bf.rect.width() >= style.CARD_W + 2 * style.PAD


def test_a_restored_window_fits_the_screen(make_window, qtbot):
    from riftboard.app import settings as app_settings

    w = make_window(SEEKER_BOARD)
    w.resize(6000, 5000)
    w.save_layout()
    geo = app_settings.settings().value("window/geometry")
    assert isinstance(geo, QByteArray)
    w2 = make_window(SEEKER_BOARD)
    w2.restore_layout()
    avail = w2.screen().availableGeometry()
    assert w2.frameGeometry().width() <= avail.width()
    assert w2.frameGeometry().height() <= avail.height()


def test_assignment_fields_keep_their_size_after_an_error(make_window, qtbot):
    from riftboard.app.dialogs import AssignDialog

    w = make_window(COMBAT_BOARD)
    c = w.controller
    amounts, _ = c.combat_default("north", ["raider"], ["garen", "recruit"])
    why = ("Not allowed: combat damage must be assigned lethal damage first to each unit in "
           "order before the next one gets any (465.2.c), and Tank units come first; " * 3)
    dlg = AssignDialog(c, "north", ["raider"], ["garen", "recruit"], amounts, lambda _a: why, w)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    heights = {u: s.height() for u, s in dlg.spins.items()}
    dlg._on_accepted()
    qtbot.wait(10)
    assert dlg.error.text() == why
    for u, spin in dlg.spins.items():
        assert spin.height() >= min(heights[u], spin.sizeHint().height()), u
        assert spin.height() >= spin.minimumSizeHint().height()
    assert dlg.error.height() >= dlg.error.heightForWidth(dlg.error.width()) - 1


def test_void_gate_text_is_not_clipped_nor_under_a_label(make_window, qtbot):
    w = make_window(SEEKER_BOARD)
    for width in (1400, 1024):
        w.resize(width, 800)
        qtbot.wait(20)
        gate = w.board_scene.areas[("bf", "gate")]
        assert "Bonus Damage" in gate.summary or gate.summary
        fm = fonts().fm_summary
        need = fm.boundingRect(QRectF(0, 0, gate.rect.width() - 24, 2000),
                               int(Qt.AlignLeft | Qt.AlignTop) | int(Qt.TextWordWrap),
                               gate.summary).height()
        # the text box (from y+25) holds the whole text, and the side label starts below it
        assert need <= gate.header_h - 27 + 0.5, (width, need, gate.header_h)
        assert gate.rect.y() + 25 + need <= gate.rect.y() + gate.header_h
        # the top side's cards start below the label
        top_cards = [it for it in w.board_scene.items_by_id.values() if it.obj.at == "gate"]
        for it in top_cards:
            assert it.scenePos().y() >= gate.rect.y() + gate.header_h + 14


def test_ctrl_y_redoes(make_window, qtbot):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    c.mark_damage("guard", 1)
    c.undo()
    assert c.history.cursor == 0
    _activate(w, qtbot)
    w.board_view.setFocus()
    QTest.keyClick(w.board_view, Qt.Key_Y, Qt.ControlModifier)
    assert c.history.cursor == 1
    c.undo()
    QTest.keyClick(w.board_view, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert c.history.cursor == 1


def test_arrow_keys_step_the_timeline_from_anywhere_but_text_fields(make_window, qtbot):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    c.begin_play("Void Seeker", "A")
    c.click_object("guard")
    n = len(c.history.events)
    assert c.selected_seq == n
    _activate(w, qtbot)
    w.board_view.setFocus()
    QTest.keyClick(w.board_view, Qt.Key_Left)
    assert c.selected_seq == n - 1
    QTest.keyClick(w.board_view, Qt.Key_Up)
    assert c.selected_seq == n - 2
    QTest.keyClick(w.board_view, Qt.Key_Home)
    assert c.selected_seq == 0
    QTest.keyClick(w.board_view, Qt.Key_Right)
    assert c.selected_seq == 1
    QTest.keyClick(w.board_view, Qt.Key_End)
    assert c.selected_seq == n
    # the Why panel has focus: still steps
    w.why_panel.browser.setFocus()
    QTest.keyClick(w.why_panel.browser, Qt.Key_Home)
    assert c.selected_seq == 0
    # a text field keeps its keys
    search = w.library_panel.search
    search.setFocus()
    search.setText("void")
    QTest.keyClick(search, Qt.Key_End)
    QTest.keyClick(search, Qt.Key_Left)
    assert c.selected_seq == 0 and search.cursorPosition() == 3


def test_every_text_colour_has_contrast(make_window):
    """In both themes (issue 25, defect 5), every text the app draws is at 4.5:1 or better."""
    for theme in ("light", "dark"):
        pairs = style.text_pairs(theme)
        assert len(pairs) > 40
        bad = [(where, fg, bg, round(style.contrast(fg, bg), 2)) for where, fg, bg in pairs
               if style.contrast(fg, bg) < 4.5]
        assert not bad, theme
    assert style.text_pairs("light") != style.text_pairs("dark")
    # the formula: black on white is 21:1, a colour on itself 1:1
    assert round(style.contrast("#000000", "#ffffff"), 1) == 21.0
    assert style.contrast("#777777", "#777777") == 1.0
    # no colour is written outside the style module (so the pairs above are all there is)
    app = Path(style.__file__).parent
    for path in app.glob("*.py"):
        if path.name in ("style.py", "panels.py"):
            continue
        assert not re.findall(r"#[0-9a-fA-F]{6}\b", path.read_text(encoding="utf-8")), path.name
    # the library panel's own text colours are the style's (checked in the pairs above)
    assert "library unit" in {where for where, _fg, _bg in style.text_pairs()}

