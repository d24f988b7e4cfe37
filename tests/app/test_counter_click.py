"""Countering through the real window (425.3): a spell or ability waiting on the chain is a chip
in the chain lane, and a click on that chip is how Defy or Not So Fast chooses it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from riftboard.app.board_items import ChipItem

BOARD = """
format = 1
title = "A spell and an ability to counter"

[[players]]
id = "A"
[[players]]
id = "B"

[[battlefields]]
id = "north"
name = "North"

[[units]]
id = "knight"
name = "Knight"
might = 2
controller = "B"
at = "north"

[[gear]]
id = "ballista"
card = "Iron Ballista"
controller = "A"
"""


def _click_chip(w, item_id: str) -> None:
    """A real mouse click on the chain lane's chip of `item_id`."""
    chip = next(it for it in w.board_scene.items()
                if isinstance(it, ChipItem) and it.on_chain and it.ref.id == item_id)
    at = w.board_view.mapFromScene(chip.sceneBoundingRect().center())
    assert w.board_scene.object_at(w.board_view.mapToScene(at)) is None  # no card there
    QTest.mouseClick(w.board_view.viewport(), Qt.LeftButton, Qt.NoModifier, at)


def test_defy_chooses_the_held_spell_by_its_chip(make_window):
    w = make_window(BOARD)
    c = w.controller
    c.hold = True
    assert c.begin_play("Hextech Ray", "A")
    w.board_view.click_object("knight")
    assert c.pending is None, c.last_message
    c.hold = False
    ray = c.state.chain[-1].ref.id
    assert c.begin_play("Defy", "B")
    assert c.pending_legal() == [ray]
    _click_chip(w, ray)
    assert c.pending is None, c.last_message
    assert c.session.steps[-1].step.targets == (ray,)
    assert c.state.obj("knight").damage == 0 and c.state.obj(ray).zone == "trash"


def test_not_so_fast_chooses_a_held_ability_by_its_chip(make_window):
    w = make_window(BOARD)
    c = w.controller
    c.hold = True
    assert c.begin_activate("ballista", 1)
    w.board_view.click_object("knight")
    assert c.pending is None, c.last_message
    c.hold = False
    assert c.begin_play("Not So Fast", "B")
    assert c.pending_legal() == ["ballista#1"]
    _click_chip(w, "ballista#1")
    assert c.pending is None, c.last_message
    assert c.state.chain == () and c.state.obj("knight").damage == 0
