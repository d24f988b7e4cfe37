"""Start the app: `run_app` (the `riftboard` command) and `build_window` (benchmark, tests)."""

from __future__ import annotations

import gc
import os
import sys
import time

from riftboard.scenario.session import load_session  # no Qt: the session is read before Qt starts

_T0 = time.perf_counter()

__all__ = ["build_window", "load_session", "run_app", "start_autosave"]


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
    # Everything made so far (the modules, the window, the session) lives as long as the app.
    # Without this, each full collection of the garbage collector walks all of it again: a
    # 29 ms pause in the middle of the card list's slices after the first paint, making a
    # 43-66 ms block (docs/performance.md). Frozen, a full collection walks only what is newer.
    gc.freeze()
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

    # (after the first paint: the autosave folder is found through QStandardPaths)
    QTimer.singleShot(0, lambda: start_autosave(window, app_settings.autosave_dir(),
                                                app_settings.autosave_path()))
    if cards_dirs:
        window.watch_cards(cards_dirs)
    if card_errors:
        QTimer.singleShot(0, lambda: window.show_card_errors(card_errors, loaded))
    return int(app.exec())


def start_autosave(window, folder, legacy=None) -> None:
    """Give the window its own autosave in `folder` and offer back, one by one, each autosave
    no living window holds (a crash, a kill): recover it here, discard it, or keep it for the
    next start. Once one is recovered the others are kept. `legacy`: the one autosave of
    earlier versions, moved into `folder` first so it is offered too."""
    from riftboard.scenario.autosaves import AutosaveSlot, adopt_legacy, claim_orphans

    from . import dialogs

    c = window.controller
    try:
        if legacy is not None:
            adopt_legacy(folder, legacy)
        own = AutosaveSlot.create(folder)
    except OSError as e:
        c.message.emit(f"Autosave is off: cannot write in {folder}: {e.strerror or e}")
        return
    c.enable_autosave(own)
    orphans = claim_orphans(folder, keep=(own.ident,))
    recovered, left = False, 0
    for i, slot in enumerate(orphans, 1):
        if recovered:  # one board per window: the rest wait, untouched, for the next start
            slot.release()
            left += 1
            continue
        answer = dialogs.ask_recover(window, slot.info() or {}, i, len(orphans))
        if answer == "recover":
            recovered = c.recover_slot(slot)
        elif answer == "discard":
            slot.discard()
        else:
            slot.release()
    if left:
        c.message.emit(f"{c.last_message}; {left} other autosaved "
                       f"board{'s are' if left > 1 else ' is'} kept for the next start")
