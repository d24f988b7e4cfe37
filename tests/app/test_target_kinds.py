"""Spells whose targets are not one unit each (issue 25, defect 2), through the real window:
a battlefield (Firestorm) clicked on the board or named in the command box; a second "a unit"
that may be the first one again (Falling Star); an optional second target (Singularity) left
out with Enter. The engine played all three; the app could not."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from riftboard.app.board_items import AreaItem

BOARD = """
format = 1
title = "Targets of every kind"

[[players]]
id = "A"
[[players]]
id = "B"

[[battlefields]]
id = "north"
name = "North"

[[units]]
id = "guard"
name = "Guard"
might = 9
controller = "B"
at = "north"

[[units]]
id = "sentry"
name = "Sentry"
might = 9
controller = "B"
at = "base"
"""


def _click_battlefield(w, bf: str) -> None:
    """A real mouse click inside a battlefield's area, away from the units in it."""
    area = next(it for it in w.board_scene.items()
                if isinstance(it, AreaItem) and it.key == ("bf", bf))
    r = area.sceneBoundingRect()
    at = w.board_view.mapFromScene(r.center().x(), r.top() + 8)  # its title, not a unit
    assert w.board_scene.object_at(w.board_view.mapToScene(at)) is None
    QTest.mouseClick(w.board_view.viewport(), Qt.LeftButton, Qt.NoModifier, at)


def _damage(c, oid: str) -> int:
    return c.state.obj(oid).damage


def test_firestorm_targets_a_clicked_battlefield(make_window):
    w = make_window(BOARD)
    c = w.controller
    assert c.begin_play("Firestorm", "A")
    assert "a battlefield" in c.last_message
    _click_battlefield(w, "north")
    assert c.pending is None, c.last_message
    assert c.session.steps[-1].step.targets == ("north",)
    assert _damage(c, "guard") == 3 and _damage(c, "sentry") == 0


def test_firestorm_from_the_command_box_names_the_battlefield(make_window):
    from riftboard.app.commands import run_command

    c = make_window(BOARD).controller
    assert run_command(c, "play Firestorm on North by A"), c.last_message
    assert _damage(c, "guard") == 3


def test_falling_star_may_choose_the_same_unit_twice(make_window):
    w = make_window(BOARD)
    c = w.controller
    assert c.begin_play("Falling Star", "A")
    w.board_view.click_object("guard")
    assert "guard" in c.pending_legal()  # the second "a unit" may be the first again
    w.board_view.click_object("guard")
    assert c.pending is None, c.last_message
    assert _damage(c, "guard") == 6


def test_singularity_plays_without_its_optional_second_target(make_window, qtbot):
    w = make_window(BOARD)
    c = w.controller
    assert c.begin_play("Singularity", "A")
    assert not w.act_finish.isEnabled()  # the first unit is not optional
    w.board_view.click_object("guard")
    assert c.pending is not None and "Enter plays it without it" in c.last_message
    assert w.act_finish.isEnabled()
    with qtbot.waitActive(w):  # shortcuts reach the active window, as a real click makes it
        w.activateWindow()
    w.board_view.setFocus()
    QTest.keyClick(w.board_view, Qt.Key_Return)
    assert c.pending is None, c.last_message
    assert c.session.steps[-1].step.targets == ("guard",)
    assert _damage(c, "guard") == 6 and _damage(c, "sentry") == 0
    assert not w.act_finish.isEnabled()


def test_singularity_with_two_units_still_asks_for_both(make_window):
    w = make_window(BOARD)
    c = w.controller
    assert c.begin_play("Singularity", "A")
    w.board_view.click_object("guard")
    assert "guard" not in c.pending_legal()  # "different units"
    w.board_view.click_object("sentry")
    assert c.pending is None
    assert _damage(c, "guard") == 6 and _damage(c, "sentry") == 6
