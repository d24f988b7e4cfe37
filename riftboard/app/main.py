"""Start the app: `run_app` (the `riftboard` command) and `build_window` (benchmark, tests)."""

from __future__ import annotations

import os
import sys
import time

from riftboard.scenario.session import load_session  # no Qt: the session is read before Qt starts

_T0 = time.perf_counter()

__all__ = ["build_window", "load_session", "run_app"]


def build_window(session, cards_dirs=(), interactive: bool = False):
    """The main window for a Session, not shown, asking nothing (benchmark and tests)."""
    from .controller import BoardController
    from .window import MainWindow

    controller = BoardController(session, cards_dirs=cards_dirs)
    return MainWindow(controller, interactive=interactive)


def _application():
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
        app.setApplicationName("riftboard")
        app.setOrganizationName("riftboard")
        app.setApplicationDisplayName("riftboard")
        from . import style

        app.setFont(QFont(style.FONT_FAMILY, style.BASE_POINT_SIZE))
    return app


def run_app(path=None, ruleset=None, cards_dirs=()) -> int:
    """Open the main window on a file (None: the first lesson); the exit code."""
    from riftboard.errors import RiftboardError

    # the session first: a file that cannot be read is reported before any window opens
    card_errors, loaded = [], []
    if cards_dirs:
        # every error of the card files, and the cards that did load: the window opens with
        # those and lists the errors (a bad scenario file still stops here, below)
        from riftboard.cards.library import load_library_checked

        _lib, card_errors, loaded = load_library_checked(cards_dirs)
    try:
        session = load_session(path, ruleset, cards_dirs)
    except (RiftboardError, OSError) as e:
        print(f"riftboard: {e}", file=sys.stderr)
        return 2
    app = _application()
    window = build_window(session, cards_dirs, interactive=True)
    window.restore_layout()
    from . import settings as app_settings

    probe = bool(os.environ.get("RIFTBOARD_EXIT_AFTER_PAINT"))
    if path is not None and session.path:
        app_settings.add_recent_file(session.path)
    window.show()
    if probe:
        # startup measurement: leave as soon as the window has painted once (exit, not quit:
        # quit closes the window, and closing saves its layout into the user's settings)
        window.after_first_paint(app.exit, delay_ms=0)
        code = app.exec()
        if os.environ.get("RIFTBOARD_EXIT_AFTER_PAINT") == "print":
            print(f"first paint after {1000 * (time.perf_counter() - _T0):.0f} ms", flush=True)
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(int(code))  # a measurement: skip the interpreter's teardown
    from PySide6.QtCore import QTimer

    def offer_recovery():
        from .controller import autosave_info
        from .dialogs import ask_recover

        autosave = app_settings.autosave_path()
        info = autosave_info(autosave)
        if info is not None:
            if ask_recover(window, info):
                window.controller.recover(autosave)
            else:
                window.controller.autosave_path = autosave
                window.controller.clear_autosave()
        window.controller.enable_autosave(autosave)

    QTimer.singleShot(0, offer_recovery)
    if cards_dirs:
        window.watch_cards(cards_dirs)
    if card_errors:
        QTimer.singleShot(0, lambda: window.show_card_errors(card_errors, loaded))
    return int(app.exec())
