"""Issue 25, defect 5: light and dark themes. A dark system scheme made the board's title and
the question white on white; the header now draws in the theme's colours, and View > Theme
follows the system or forces light or dark (kept in the settings profile)."""

from __future__ import annotations

import os

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from riftboard.app import style, theme
from riftboard.scenario.runner import lessons_dir


def _header_contrast(w) -> float:
    """The contrast of the header's own text as drawn (the title, and the question under it,
    start at its left; the player names further right have colours of their own): its
    background against the pixel that differs most from it."""
    img = w.header.grab().toImage()
    bg = QColor(img.pixel(2, 2))

    def hexc(c: QColor) -> str:
        return f"#{c.red():02x}{c.green():02x}{c.blue():02x}"

    best = 1.0
    for y in range(img.height() - 3):  # (not the border under it)
        for x in range(0, 280):
            best = max(best, style.contrast(hexc(QColor(img.pixel(x, y))), hexc(bg)))
    return best


def _dark_system_palette() -> QPalette:
    """What a dark desktop hands the application: light text on dark widgets."""
    p = QPalette(QApplication.palette())
    for role, colour in ((QPalette.WindowText, "#ffffff"), (QPalette.Text, "#ffffff"),
                         (QPalette.Window, "#202020"), (QPalette.Base, "#101010")):
        p.setColor(role, QColor(colour))
    return p


def test_the_title_and_question_read_on_a_dark_system(make_window):
    app = QApplication.instance()
    old = app.palette()
    try:
        app.setPalette(_dark_system_palette())
        w = make_window()
        assert w.open_path(str(lessons_dir() / "13-hidden-blade.toml"))
        assert "Question:" in w.header.text()
        assert _header_contrast(w) >= 4.5
    finally:
        app.setPalette(old)


def test_view_menu_forces_dark_then_light_and_saves_it(make_window, qtbot):
    w = make_window()
    assert theme.choice() == "system" and style.THEME == "light"  # offscreen: no scheme
    view = next(a.menu() for a in w.menuBar().actions() if a.text() == "&View")
    menu = next(a.menu() for a in view.actions() if a.menu() and a.text() == "Theme")
    dark = next(a for a in menu.actions() if a.text() == "Dark")
    dark.trigger()
    assert style.THEME == "dark" and theme.choice() == "dark"
    # kept in the test's settings profile (RIFTBOARD_STATE_DIR), not the user's
    from riftboard.app import settings

    assert settings.settings().value(theme.KEY) == "dark"
    assert settings.settings().fileName().startswith(os.environ["RIFTBOARD_STATE_DIR"])
    app = QApplication.instance()
    assert app.palette().color(QPalette.Window).name() == style.DARK["WINDOW_BG"]
    assert w.board_scene.backgroundBrush().color().name() == style.DARK["SCENE_BG"]
    assert w.timeline_panel.model._after.color().name() == style.DARK["AFTER_CURSOR"]
    assert _header_contrast(w) >= 4.5
    # a new window opens in the saved theme
    w2 = make_window()
    assert style.THEME == "dark" and w2.theme_actions["dark"].isChecked()
    light = next(a for a in menu.actions() if a.text() == "Light")
    light.trigger()
    assert style.THEME == "light" and theme.choice() == "light"
    assert w.board_scene.backgroundBrush().color().name() == style.LIGHT["SCENE_BG"]
    assert _header_contrast(w) >= 4.5


def test_following_the_system_scheme(make_window, monkeypatch):
    w = make_window()
    monkeypatch.setattr(theme, "system_theme", lambda: "dark")
    w.set_theme_choice("system")
    assert style.THEME == "dark"
    monkeypatch.setattr(theme, "system_theme", lambda: "light")
    w._on_color_scheme_changed(None)
    assert style.THEME == "light"
