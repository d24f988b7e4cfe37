"""The window's actions, menus and toolbar as Qt-free data (riftboard/app/actions.py, issue 25
item 2): checked here with no Qt; tests/app/test_window.py checks the window built from them."""

from __future__ import annotations

import subprocess
import sys

from riftboard.app.actions import (
    ACTIONS,
    CHOICES,
    MENUS,
    SEPARATOR,
    TOOLBAR,
    DockToggle,
    Submenu,
    Widget,
)


def _menu_items(items):
    for item in items:
        if isinstance(item, Submenu):
            yield from _menu_items(item.items)
        else:
            yield item


def test_the_lists_import_no_qt():
    code = ("import sys; import riftboard.app.actions as a; assert a.ACTIONS and a.MENUS; "
            "assert not any(m.startswith('PySide6') for m in sys.modules), "
            "[m for m in sys.modules if m.startswith('PySide6')]")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_each_name_is_one_action_and_every_placed_name_exists():
    names = [a.name for a in ACTIONS] + [c.name for c in CHOICES]
    assert len(names) == len(set(names))
    placed = [i for i in [*_menu_items(MENUS), *TOOLBAR] if isinstance(i, str) and i != SEPARATOR]
    assert set(placed) <= set(names), set(placed) - set(names)


def test_every_action_can_be_reached():
    """Each action is in a menu, on the toolbar, or has window-wide keys."""
    placed = {i for i in [*_menu_items(MENUS), *TOOLBAR] if isinstance(i, str)}
    for a in ACTIONS:
        assert a.name in placed or a.window_wide, a.name
        assert a.window_wide is False or a.keys, a.name  # window-wide is for keys
    assert {c.name for c in CHOICES} <= placed


def test_an_action_with_arguments_is_not_checkable():
    """A checkable action's call gets its checked state, so it cannot also take arguments."""
    for a in ACTIONS:
        assert not (a.checkable and a.args), a.name
        assert a.call and " " not in a.call, a.name


def test_menu_items_are_known_kinds():
    kinds = (str, Submenu, DockToggle)
    for item in _menu_items(MENUS):
        assert isinstance(item, kinds), item
    for item in TOOLBAR:
        assert isinstance(item, (str, Widget)), item
    for sub in MENUS:
        assert not (sub.fill and sub.items), sub.title  # a filled menu starts empty
