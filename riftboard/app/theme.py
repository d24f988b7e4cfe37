"""The light and dark themes: which one is in use (the system's colour scheme, or the View
menu's choice kept in the settings), and putting it on the application (its palette and
riftboard.app.style's colours).

The choice is saved under "view/theme" ("system", "light" or "dark") in the app's QSettings
(riftboard.app.settings: the tests' temporary profile, never the user's own while testing)."""

from __future__ import annotations

import weakref

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette

from . import settings as app_settings
from . import style

KEY = "view/theme"
CHOICES = ("system", "light", "dark")

# labels drawn in style.MUTED, with the rest of their style sheet (see muted_label)
_muted: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def choice() -> str:
    """The saved choice: "system" (the default), "light" or "dark"."""
    value = str(app_settings.settings().value(KEY, "system") or "system")
    return value if value in CHOICES else "system"


def save_choice(value: str) -> None:
    if value not in CHOICES:
        raise ValueError(f"no theme {value!r} ({', '.join(CHOICES)})")
    s = app_settings.settings()
    s.setValue(KEY, value)
    s.sync()


def system_theme() -> str:
    """"dark" when the system says its colour scheme is dark (Qt 6.5+), else "light"."""
    app = QGuiApplication.instance()
    if app is None:
        return "light"
    scheme = app.styleHints().colorScheme()
    return "dark" if scheme == Qt.ColorScheme.Dark else "light"


def resolve(value: str | None = None) -> str:
    """The theme a choice means here: "light" or "dark"."""
    value = value or choice()
    return system_theme() if value == "system" else value


def palette(name: str) -> QPalette:
    """The application palette of a theme, from style's colours (so widgets that draw with the
    palette, like the header's text, get the same contrast the tests check)."""
    t = style.THEMES[name]
    p = QPalette()
    roles = {
        QPalette.Window: t["WINDOW_BG"], QPalette.WindowText: t["TEXT"],
        QPalette.Base: t["PANEL_BG"], QPalette.AlternateBase: t["BATTLEFIELD_FILL"],
        QPalette.Text: t["TEXT"], QPalette.Button: t["WINDOW_BG"],
        QPalette.ButtonText: t["TEXT"], QPalette.ToolTipBase: t["PANEL_BG"],
        QPalette.ToolTipText: t["TEXT"], QPalette.PlaceholderText: t["MUTED"],
        QPalette.Highlight: t["ROW_HIGHLIGHT"], QPalette.HighlightedText: t["TEXT"],
        QPalette.BrightText: t["NEGATIVE"], QPalette.Link: t["LIBRARY_KIND_COLOURS"]["unit"],
        QPalette.Light: t["PANEL_BG"], QPalette.Midlight: t["BATTLEFIELD_FILL"],
        QPalette.Mid: t["GHOST"], QPalette.Dark: t["BATTLEFIELD_BORDER"],
    }
    for role, colour in roles.items():
        p.setColor(role, QColor(colour))
    p.setColor(QPalette.Shadow, QColor(Qt.black))
    for role in (QPalette.WindowText, QPalette.Text, QPalette.ButtonText):
        p.setColor(QPalette.Disabled, role, QColor(t["GHOST"]))
    return p


def apply(name: str) -> None:
    """Put theme `name` on the application: style's colours, the palette, and the labels
    drawn in the muted colour. The window repaints what it drew itself (MainWindow.set_theme)."""
    style.set_theme(name)
    app = QGuiApplication.instance()
    if app is not None:
        app.setPalette(palette(name))
    for label, extra in list(_muted.items()):
        if shiboken6.isValid(label):
            label.setStyleSheet(f"color: {style.MUTED}; {extra}")


def muted_label(label, extra_css: str = "") -> None:
    """Draw a label's text in the muted colour of the current theme, and of the next one."""
    label.setStyleSheet(f"color: {style.MUTED}; {extra_css}")
    _muted[label] = extra_css
