"""Face-down cards in the app (issue 26, format 2: 107.3, 421, 811): a card with Hidden is hidden
from its player's hand at a battlefield they control (a battlefield side's menu, or the Hand
panel), drawn there as a card seen from the back on its controller's side, named "face down"
wherever it is named, and played from there from its own menu (a `play = ID` step,
811.1.c.3); strict mode refuses it with its rule, and every step saves and reopens."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from riftboard.app import style

BOARD = """\
format = 2
mode = "strict"
title = "Back Off hidden at North"
turn_player = "A"

[[players]]
id = "A"
name = "Alice"
pool = { calm = 1 }

[[players]]
id = "B"
name = "Bob"

[[battlefields]]
id = "north"
name = "North"
controller = "A"

[[units]]
id = "guard"
name = "Guard"
might = 3
controller = "A"
at = "north"

[[units]]
id = "raider"
name = "Raider"
might = 3
controller = "B"
at = "base"

[[hand]]
id = "bo"
card = "Back Off"
owner = "A"

[[hand]]
id = "ray"
card = "Hextech Ray"
owner = "A"
"""

UNIT_BOARD = """\
format = 2
title = "Tornado Warrior hidden at North"
turn_player = "A"

[[players]]
id = "A"
name = "Alice"

[[players]]
id = "B"
name = "Bob"

[[battlefields]]
id = "north"
name = "North"
controller = "A"

[[units]]
id = "guard"
name = "Guard"
might = 3
controller = "A"
at = "north"

[[hand]]
id = "tw"
card = "Tornado Warrior"
owner = "A"
"""


@pytest.fixture
def hidden(make_window):
    """A window on BOARD, Alice's turn (strict): Back Off (Hidden) and Hextech Ray in her hand,
    North hers. Its window and controller."""
    w = make_window(BOARD, "hidden.toml")
    return w, w.controller


def _center(w, oid):
    item = w.board_scene.items_by_id[oid]
    return w.board_view.mapFromScene(item.mapToScene(QPointF(item.w / 2, item.h / 2)))


def _entry(menu, starts: str):
    return next(a for a in menu.actions() if a.text().startswith(starts))


def _hide_from_side_menu(w, bf: str, pid: str, name: str) -> None:
    """The battlefield side's menu: "Hide face down here" > the card."""
    sub = _entry(w.area_menu(("bf", bf), pid), "Hide face down here").menu()
    _entry(sub, name).trigger()


def _assert_face_down_at(w, oid: str, bf: str, bottom_side: bool) -> None:
    """Drawn as a face-down card inside `bf`'s area, on the side asked for."""
    item = w.board_scene.items_by_id[oid]
    area = w.board_scene.areas[("bf", bf)]
    assert item.display()["kind"] == "face_down" and item.h == style.GEAR_H
    assert item.isVisible() and area.rect.contains(item.mapRectToScene(QRectF(0, 0, item.w, item.h)))
    assert (item.scenePos().y() > area.split_y) is bottom_side


def test_hide_from_the_side_menu_draw_it_face_down_then_play_it_with_a_click(hidden, make_window):
    w, c = hidden
    assert "bo" not in w.board_scene.items_by_id  # in the hand: not on the board
    # only Back Off has Hidden: Hextech Ray is not offered
    sub = _entry(w.area_menu(("bf", "north"), "A"), "Hide face down here").menu()
    assert [a.text() for a in sub.actions()] == ["Back Off"]
    _entry(sub, "Back Off").trigger()
    assert c.history.cursor == 1, c.last_message
    assert [e.kind for e in c.history.events][-1] == "hide"
    _assert_face_down_at(w, "bo", "north", bottom_side=True)  # Alice's side (the first player's)
    assert "hand 1 · no deck" in w.game_bar.text.text()  # Hextech Ray is left in her hand
    assert "face down at North" in w.game_bar.text.text()
    tip = w.board_scene.items_by_id["bo"].tooltip_text()
    assert tip.startswith("Back Off (face down at North)") and "811.1.b" in tip

    # a click selects it and names it face down
    QTest.mouseClick(w.board_view.viewport(), Qt.LeftButton, pos=_center(w, "bo"))
    assert w.selected_object == "bo"
    assert "Selected Back Off (face down at North), controlled by Alice (A)" in w.status.text()

    # hidden this turn: its menu says it is not allowed now, and a click gives the rule
    menu = w.object_menu("bo")
    assert menu.actions()[0].text() == "Back Off (face down at North)"
    play = _entry(menu, "Play it from face down")
    assert play.text().endswith("(not allowed now)") and "811.1.b" in play.toolTip()
    play.trigger()
    assert "Not allowed" in w.status.text() and "811.1.b" in w.status.text()
    assert c.history.cursor == 1 and c.pending is None

    # Bob's turn: his Raider contests North, a combat; Bob passes, Focus comes to Alice
    assert c.end_turn() and c.standard_move(["raider"], "north") and c.pass_priority()
    play = _entry(w.object_menu("bo"), "Play it from face down")
    assert play.text() == "Play it from face down", play.toolTip()
    play.trigger()
    assert c.pending is not None and c.history.cursor == 4
    QTest.mouseClick(w.board_view.viewport(), Qt.LeftButton, pos=_center(w, "raider"))
    assert c.history.cursor == 5, c.last_message
    played = [e for e in c.history.events if e.kind == "play" and e.reason == "face_down"]
    assert played and played[0].target == "raider"
    assert not any(e.kind == "pay" and e.step == 5 for e in c.history.events)  # cost ignored
    assert "bo" not in w.board_scene.items_by_id  # no longer face down

    # the steps save as `hide` and `play = ID`, and reopen to the same events
    text, _notes = c.save_text()
    assert 'hide = "bo"\nat = "north"' in text and 'play = "bo"' in text
    events = [e.to_json() for e in c.history.events]
    w2 = make_window(text, "again.toml")
    assert [e.to_json() for e in w2.controller.history.events] == events


def test_a_strict_hide_on_the_opponents_turn_is_refused_with_its_rule(hidden):
    w, c = hidden
    assert c.end_turn()
    _hide_from_side_menu(w, "north", "A", "Back Off")
    assert "811.1.b" in w.status.text() and c.history.cursor == 1
    assert "bo" not in w.board_scene.items_by_id


def test_hide_from_the_hand_panel_and_reopen_it_face_down(hidden, make_window, tmp_path):
    w, c = hidden
    panel = w.zones_panel
    lines = [line.strip() for line in panel.lines()]
    assert any(line.startswith("Back Off — double-click to play — right-click to hide face down")
               for line in lines), lines
    assert not any(line.startswith("Hextech Ray") and "hide" in line for line in lines)
    sub = panel.hide_menu("bo").actions()[0].menu()
    assert [a.text() for a in sub.actions()] == ["North"]
    sub.actions()[0].trigger()
    assert c.history.cursor == 1, c.last_message
    lines = [line.strip() for line in panel.lines()]
    assert "Alice (A) — face down: 1" in lines and "Back Off (spell), face down at North" in lines

    # saved and reopened: drawn face down at North again
    out = tmp_path / "saved.toml"
    assert c.save_as(str(out))
    w2 = make_window(out.read_text(encoding="utf-8"), "reopened.toml")
    assert w2.controller.history.cursor == 1
    _assert_face_down_at(w2, "bo", "north", bottom_side=True)


def test_a_unit_played_from_face_down_turns_face_up_where_it_was_hidden(make_window):
    """811.1.d.1: a unit played from face down enters at the battlefield it was hidden at; the
    board draws it face up there, a full card again (sandbox mode: any player may act)."""
    w = make_window(UNIT_BOARD, "tw.toml")
    c = w.controller
    assert c.hide_card("tw", "north")
    _assert_face_down_at(w, "tw", "north", bottom_side=True)
    # dragged, it stays where it was hidden (it is played, not moved)
    w.board_view.unit_dragged.emit("tw", ("base", "A"), "A", False)
    assert c.history.cursor == 1 and "right-click it to play it" in w.status.text()
    assert c.end_turn() and c.end_turn()
    _entry(w.object_menu("tw"), "Play it from face down").trigger()
    assert any(e.kind == "play" and e.reason == "face_down" for e in c.history.events), \
        c.last_message
    item = w.board_scene.items_by_id["tw"]
    assert item.display()["kind"] == "unit" and item.h == style.CARD_H
    area = w.board_scene.areas[("bf", "north")]
    assert area.rect.contains(item.mapRectToScene(QRectF(0, 0, item.w, item.h)))
    assert item.scenePos().y() > area.split_y


def test_a_format_1_board_offers_no_hiding(make_window):
    from conftest import SEEKER_BOARD

    w = make_window(SEEKER_BOARD)
    assert not any(a.text().startswith("Hide") for a in w.area_menu(("bf", "north"), "A").actions())
    assert w.controller.hideable("A") == []
