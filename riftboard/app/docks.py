"""The main window's docks: the timeline, the side panels (card library, Why?, hands and
trashes, branches) built lazily after the first paint, the lesson panel made when first needed;
and the window's layout, kept in the settings, fitted to the screen and to a small window."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtWidgets import QDockWidget, QWidget

from . import settings as app_settings


def make_dock(window, title: str, name: str, widget, area) -> QDockWidget:
    dock = QDockWidget(title, window)
    dock.setObjectName(f"dock_{name}")
    dock.setWidget(widget)
    dock.setFeatures(QDockWidget.DockWidgetMovable | QDockWidget.DockWidgetFloatable |
                     QDockWidget.DockWidgetClosable)
    window.addDockWidget(area, dock)
    return dock


def make_docks(window) -> None:
    """The timeline's dock (its panel is `window.timeline_panel`) and the side docks, each
    holding an empty widget until its panel is built (side_panel)."""
    window._panels = {}
    window.timeline_dock = make_dock(window, "Timeline", "timeline", window.timeline_panel,
                                     Qt.BottomDockWidgetArea)
    window.library_dock = make_dock(window, "Card library", "library", QWidget(),
                                    Qt.LeftDockWidgetArea)
    window.why_dock = make_dock(window, "Why?", "why", QWidget(), Qt.RightDockWidgetArea)
    window.zones_dock = make_dock(window, "Hand, trash && chain", "zones", QWidget(),
                                  Qt.RightDockWidgetArea)
    window.tabifyDockWidget(window.why_dock, window.zones_dock)
    window.why_dock.raise_()
    window.resizeDocks([window.library_dock], [250], Qt.Horizontal)
    window.resizeDocks([window.why_dock], [360], Qt.Horizontal)
    window.resizeDocks([window.timeline_dock], [250], Qt.Vertical)


def side_panel(window, name: str, sliced: bool = False):
    """The "library", "why" or "zones" panel, built into its dock when first asked for
    (`sliced`: the library's card list over several turns of the event loop)."""
    panel = window._panels.get(name)
    if panel is not None:
        return panel
    from .library import LibraryPanel
    from .panels import WhyPanel, ZonesPanel

    c = window.controller
    if name == "library":
        panel = LibraryPanel(c, sliced=sliced)
        panel.play_requested.connect(window._on_play_requested)
        panel.vanilla_requested.connect(window.add_vanilla_unit)
        window.library_dock.setWidget(panel)
    elif name == "why":
        panel = WhyPanel(c)
        window.why_dock.setWidget(panel)
    else:
        panel = ZonesPanel(c)
        panel.play_requested.connect(window._on_play_requested)
        window.zones_dock.setWidget(panel)
    if name in ("why", "zones"):
        dock = window.why_dock if name == "why" else window.zones_dock
        # a tab behind another one is "visible" to Qt but shows nothing: refresh it
        # only when its tab is in front
        panel.shown = name == "why" or not window.isVisible() or \
            not dock.visibleRegion().isEmpty()
        dock.visibilityChanged.connect(panel.set_shown)
    window._panels[name] = panel
    return panel


def branch_panel(window):
    """The lines of the board, in a dock beside the timeline's."""
    panel = window._panels.get("branches")
    if panel is None:
        from .branches import BranchPanel

        panel = BranchPanel(window.controller)
        window.branch_dock = make_dock(window, "Branches", "branches", panel,
                                       Qt.BottomDockWidgetArea)
        window.splitDockWidget(window.timeline_dock, window.branch_dock, Qt.Horizontal)
        window.resizeDocks([window.branch_dock], [230], Qt.Horizontal)
        window._panels["branches"] = panel
    return panel


def lesson_panel(window):
    """The lesson panel, tabbed with Why?; stopped when no lesson is open."""
    if window._lesson_panel is None:
        from .lessons import LessonPanel

        panel = window._lesson_panel = LessonPanel(window.controller)
        panel.finished.connect(window._on_lesson_finished)
        panel.quiz_changed.connect(window._update_answer_mask)
        window.lesson_dock = make_dock(window, "Lesson", "lesson", panel, Qt.RightDockWidgetArea)
        window.tabifyDockWidget(window.why_dock, window.lesson_dock)
        window.lesson_dock.toggleViewAction().toggled.connect(window.act_lesson_panel.setChecked)
        if window.lesson_path is None:
            panel.stop()
    return window._lesson_panel


# --- the window's layout ---------------------------------------------------------------------------

def restore_layout(window) -> None:
    """The geometry, docks and text size saved last (save_layout), within the screen."""
    s = app_settings.settings()
    geo = s.value("window/geometry")
    state = s.value("window/state")
    if isinstance(geo, QByteArray):
        window.restoreGeometry(geo)
    if isinstance(state, QByteArray):
        window.restoreState(state)
    if window.lesson_path is not None:
        # a layout saved without a lesson hid its panel: a lesson always shows it
        window.lesson_dock.show()
        window.lesson_dock.raise_()
    fit_to_screen(window)
    window.after_first_paint(lambda: fit_to_screen(window), 0)
    try:
        scale = float(s.value("view/text_scale", 1.0))
    except (TypeError, ValueError):
        scale = 1.0
    if abs(scale - 1.0) > 0.01:
        window.set_text_scale(scale)


def save_layout(window) -> None:
    s = app_settings.settings()
    s.setValue("window/geometry", window.saveGeometry())
    s.setValue("window/state", window.saveState())
    s.sync()


# the frame a window manager draws around the window, before Qt knows it (it is known once
# the window is shown): a title bar and thin borders, in device-independent pixels
_FRAME_GUESS = (8, 40, 8, 8)  # left, top, right, bottom


def fit_to_screen(window) -> None:
    """Never larger than the screen it is on (a layout saved on a bigger screen, the first
    window at a large QT_SCALE_FACTOR): the window with its frame inside the screen's available
    area. Before the window is shown its frame is not known yet: room for a usual one is kept
    then, and the window is fitted again with its real frame after its first paint."""
    screen = window.screen()
    if screen is None:
        return
    avail = screen.availableGeometry()
    if window.isMaximized() or window.isFullScreen():
        return
    frame, geo = window.frameGeometry(), window.geometry()
    if window.isVisible():
        left, top = geo.x() - frame.x(), geo.y() - frame.y()
        right, bottom = frame.right() - geo.right(), frame.bottom() - geo.bottom()
    else:
        left, top, right, bottom = _FRAME_GUESS
    w = min(window.width(), avail.width() - left - right)
    h = min(window.height(), avail.height() - top - bottom)
    if (w, h) != (window.width(), window.height()):
        window.resize(w, h)
    # the frame's top-left corner inside the available area (the title bar first, should the
    # window's minimum size be larger than the screen)
    fx = max(avail.x(), min(window.x(), avail.right() - (left + w + right) + 1))
    fy = max(avail.y(), min(window.y(), avail.bottom() - (top + h + bottom) + 1))
    if (fx, fy) != (window.x(), window.y()):
        window.move(fx, fy)


def fit_docks(window) -> None:
    """On a small window the side panels give the board room (once per size class)."""
    small = (window.width() < 1200, window.height() < 800)
    if small == getattr(window, "_size_class", None):
        return
    window._size_class = small
    narrow, short = small
    window.resizeDocks([window.library_dock, window.why_dock],
                       [190, 270] if narrow else [250, 360], Qt.Horizontal)
    window.resizeDocks([window.timeline_dock], [170 if short else 250], Qt.Vertical)
