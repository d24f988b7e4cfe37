"""Hot-seat (issue 26, item 9): two players play a short strict format 2 game on one screen
through the real window: a move that contests (190.3), a spell in the showdown, passes by
button and by key, a combat whose closing pass asks the damage assignment (465), the end of
the turn through its phases (315-317), a Hold (469.2) and a victory (323.1). Refused actions
say their rule in the status bar and change nothing; every event has words in the Why panel."""

from __future__ import annotations

import html
import re

from conftest import SEEKER_BOARD
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from riftboard.app.dialogs import AssignDialog
from riftboard.report.words import kind_words
from tests.workbench.format2_board import GAME_BOARD


def _center(w, oid):
    item = w.board_scene.items_by_id[oid]
    p = item.mapToScene(QPointF(item.w / 2, item.h / 2))
    return w.board_view.mapFromScene(p)


def _drag(w, oid, to, standard=True):
    """What the board view emits at the end of a drag (Shift held: a standard move)."""
    pid = w.controller.state.obj(oid).controller
    w.board_view.unit_dragged.emit(oid, ("bf", to) if to != "base" else ("base", pid), pid,
                                   standard)


def _bar(w) -> str:
    """The bar's text without its markup."""
    return html.unescape(re.sub(r"<[^>]+>", "", w.game_bar.text.text()))


def test_a_format_1_board_has_no_game_bar(make_window, qtbot):
    w = make_window(SEEKER_BOARD)
    assert w.game_bar.isHidden()
    assert not w.act_pass.isVisible() and w.act_end_turn.isEnabled()


def test_a_short_strict_game_on_one_screen(make_window, qtbot):
    w = make_window(GAME_BOARD, "game.toml")
    c = w.controller
    assert w.game_bar.isVisible() and w.act_pass.isVisible()
    assert "Turn 1: Alice (A)'s Main Phase" in _bar(w) and "1 of 3 points" in _bar(w)
    assert "legend Kai'Sa, Daughter of the Void" in _bar(w)
    assert not w.act_pass.isEnabled() and w.act_end_turn.isEnabled()
    # the runes are on the board, in Alice's base
    assert {"r1", "r2"} <= set(w.board_scene.items_by_id)

    # refused: a plain drag is a sandbox edit, and Bob may not move on Alice's turn; the
    # status bar names the rule and nothing changes
    _drag(w, "a1", "north", standard=False)
    assert "strict mode" in w.status.text() and c.history.cursor == 0
    _drag(w, "b1", "north")
    assert "144.1" in w.status.text() and c.history.cursor == 0

    # a standard move that contests North: a showdown, Alice has Focus
    _drag(w, "a1", "north")
    assert c.history.cursor == 1, c.last_message
    assert "Showdown at North: Alice (A) has Focus" in _bar(w)
    assert "contested (190.3): North (by Alice (A))" in _bar(w)
    assert w.act_pass.isEnabled() and w.act_pass.text() == "Pass (Alice (A))"
    assert not w.act_end_turn.isEnabled()  # not during a showdown (347.2.a)
    assert "347.2.a" in w.act_end_turn.toolTip()
    w.end_turn()  # the menu's call refuses it too, with the rule
    assert "347.2.a" in w.status.text() and c.history.cursor == 1

    # a spell in the showdown: Hextech Ray, paid with Alice's runes, on Bob's Guard (a click)
    assert c.begin_play("Hextech Ray", "A")
    QTest.mouseClick(w.board_view.viewport(), Qt.LeftButton, pos=_center(w, "b1"))
    assert c.history.cursor == 2, c.last_message
    assert {"pay", "damage", "focus"} <= {e.kind for e in c.history.events}
    # one rune pays both: exhausted for the Energy, then recycled for the Power (164.2.a-b)
    assert "runes 1 ready, 0 exhausted" in _bar(w)
    assert "r1" not in w.board_scene.items_by_id  # back in the rune deck (164.2.b)

    # Bob passes with the bar's button, Alice with the keyboard: Alice conquers North
    assert w.act_pass.text() == "Pass (Bob (B))"
    qtbot.mouseClick(w.game_bar.pass_button, Qt.LeftButton)
    assert c.history.cursor == 3, c.last_message
    with qtbot.waitActive(w):
        w.activateWindow()
    w.board_view.setFocus()
    QTest.keyClick(w.board_view, Qt.Key_P, Qt.ControlModifier | Qt.ShiftModifier)
    assert c.history.cursor == 4, c.last_message
    assert any(e.kind == "score" and e.reason == "conquer" for e in c.history.events)
    assert "2 of 3 points" in _bar(w) and not w.act_pass.isEnabled()

    # a combat: Raider into Bob's Guard at South; the closing pass asks the assignment
    _drag(w, "a2", "south")
    assert "Combat at South" in _bar(w), c.last_message
    w.pass_priority()  # Alice
    asked = []

    def answer():
        dlg = QApplication.activeModalWidget()
        asked.append(dlg)
        if isinstance(dlg, AssignDialog):
            assert dlg.assignment() == {"a2": 6, "b1": 2}  # the engine's default
            dlg._on_accepted()
        elif dlg is not None:
            dlg.reject()

    QTimer.singleShot(0, answer)
    w.pass_priority()  # Bob: the last pass
    assert len(asked) == 1 and isinstance(asked[0], AssignDialog)
    kill = next(e for e in c.history.events if e.kind == "kill")
    assert kill.target == "a2" and [r.id for r in kill.attributed_to] == ["b1"]

    # End turn (the bar's button): the phases run, Bob's Hold of South scores (469.2)
    qtbot.mouseClick(w.game_bar.end_turn_button, Qt.LeftButton)
    assert "Turn 2: Bob (B)'s Main Phase" in _bar(w), c.last_message
    phases = [e.target for e in c.history.events if e.kind == "phase"]
    assert phases == ["ending", "awaken", "beginning", "channel", "draw", "main"]
    hold = [e for e in c.history.events if e.kind == "score" and e.reason == "hold"]
    assert [(e.target, e.responsible) for e in hold] == [("south", "B")]
    assert "■ Bob (B) (their turn)" in _bar(w)

    # Bob's channelled runes are his to use: exhaust one for Energy from its menu
    bob_rune = next(o.id for o in c.state.objects.values()
                    if o.kind == "rune" and o.zone == "runes" and o.controller == "B")
    menu = w.object_menu(bob_rune)
    ability = menu.actions()[1].menu().actions()[0]
    assert "Energy" in ability.text()
    ability.trigger()
    assert "pool 1 Energy" in _bar(w), c.last_message

    # End turn again: Alice's Hold of North is her third point: she wins (323.1)
    w.act_end_turn.trigger()
    assert "★ Alice (A) wins" in _bar(w), c.last_message
    assert any(e.kind == "victory" and e.target == "A" for e in c.history.events)
    assert not w.act_pass.isEnabled() and not w.act_end_turn.isEnabled()
    _drag(w, "a1", "base")
    assert "the game is over" in w.status.text()

    # every event has words, and the Why panel says them
    panel = w.why_panel
    for ev in c.history.events:
        words = kind_words(ev)
        assert words, ev.kind
        c.select_event(ev.seq)
        assert words.split(" (")[0] in panel.text(), ev.kind
