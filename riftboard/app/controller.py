"""BoardController: the Qt face of the workbench (riftboard/workbench.py).

Everything the app does to a board lives in the Qt-free Workbench: the session, gestures as
steps, targeting, files, branches, autosave documents. This adapter (napari's `_qt` layer over
its model) adds only what needs Qt: the workbench's signals (riftboard/signals.py) re-emitted
as Qt signals, so widgets connect as they always do; the autosave's timers; and the board's picture for PNG and
HTML exports (drawn with Qt). The window talks to this object: it reads the workbench's API
through it (`controller.act(...)`, `controller.session`, ...), and `controller.workbench` is the
model itself, for code that needs no Qt."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Signal

from riftboard.workbench import (  # noqa: F401 (the app's names for them)
    Asker,
    Pending,
    Workbench,
    WouldNotReopen,
    autosave_info,
    step_summary,
)

#: the workbench's signals that the controller re-emits as Qt signals, by name
RELAYED = ("session_changed", "history_changed", "cursor_changed", "selection_changed",
           "pending_changed", "message", "dirty_changed", "branches_changed",
           "annotations_changed", "pointed_changed")


class BoardController(QObject):
    """The workbench's changes as Qt signals, and its timers. Reads and calls go to the
    workbench (`__getattr__`); the two settings the window changes, `asker` and `hold`, are
    properties that set the workbench's."""

    session_changed = Signal()  # a new session (open, new, ruleset): everything resets
    history_changed = Signal(int)  # events from this 0-based index on were replaced or added
    cursor_changed = Signal()  # undo / redo / a jump moved the history cursor
    selection_changed = Signal(int)  # the event shown (seq; 0 = the setup)
    pending_changed = Signal()  # a play or activation started, got a target, or ended
    message = Signal(str)
    dirty_changed = Signal(bool)
    branches_changed = Signal()  # a branch was deleted (acting and switching say history_changed)
    annotations_changed = Signal()  # the judge's arrows and notes changed
    pointed_changed = Signal()  # a name is pointed at: the board highlights its object

    AUTOSAVE_DELAY_MS = 1500  # after an action: a crash loses at most this much work (longer
    # only for a board that takes more than a fifth of it to write)
    AUTOSAVE_PERIOD_MS = 30_000

    def __init__(self, session=None, parent=None, cards_dirs=()):
        super().__init__(parent)
        self.workbench = Workbench(session, cards_dirs=cards_dirs)
        for name in RELAYED:
            getattr(self.workbench, name).connect(getattr(self, name).emit)
        self.workbench.picture = _picture
        self._autosave_timer: QTimer | None = None
        self._periodic_timer: QTimer | None = None
        self.workbench.autosave_due.connect(self._on_autosave_due)
        # the window says things too (a selection, a hint): the last thing said is one
        self.message.connect(self._on_message)

    def _on_message(self, text: str) -> None:
        self.workbench.last_message = text

    def __getattr__(self, name: str):
        # only names this QObject does not have reach here: the workbench's API
        if name == "workbench":
            raise AttributeError(name)
        return getattr(self.workbench, name)

    @property
    def asker(self):
        return self.workbench.asker

    @asker.setter
    def asker(self, value) -> None:
        self.workbench.asker = value

    @property
    def hold(self) -> bool:
        return self.workbench.hold

    @hold.setter
    def hold(self, value: bool) -> None:
        self.workbench.hold = bool(value)

    # -- autosave timers ---------------------------------------------------------------------------
    def enable_autosave(self, where) -> None:
        """Autosave unsaved work shortly after each action and every 30 s (Workbench's)."""
        self.workbench.enable_autosave(where)
        if self._autosave_timer is None:
            self._autosave_timer = QTimer(self)
            self._autosave_timer.setSingleShot(True)
            self._autosave_timer.setInterval(self.AUTOSAVE_DELAY_MS)
            self._autosave_timer.timeout.connect(self._autosave_when_due)
            self._periodic_timer = QTimer(self)
            self._periodic_timer.setInterval(self.AUTOSAVE_PERIOD_MS)
            self._periodic_timer.timeout.connect(self._autosave_when_due)
            self._periodic_timer.start()

    def _autosave_when_due(self) -> None:
        start = time.perf_counter()
        self.workbench.autosave_now()
        spent_ms = 1000 * (time.perf_counter() - start)
        # a long board takes a while to write (about 0.2 s at 3,000 steps): someone working
        # without a pause then gets at most a fifth of their time taken by autosaves
        self._autosave_timer.setInterval(max(self.AUTOSAVE_DELAY_MS, round(4 * spent_ms)))

    def _on_autosave_due(self) -> None:
        # the delay counts from the first unsaved action, not the last: restarted at every
        # action, the timer never fired while someone kept working faster than the delay, and
        # a crash lost everything since the last 30 s save (scripts/kill9_trials.py)
        if self._autosave_timer is not None and not self._autosave_timer.isActive():
            self._autosave_timer.start()

    def close_autosave(self) -> None:
        """The window closes normally (Workbench's), and the timers stop."""
        if self._autosave_timer is not None:
            self._autosave_timer.stop()
            self._periodic_timer.stop()
        self.workbench.close_autosave()

    def recover_slot(self, slot) -> bool:
        """Recover an orphaned autosave and keep autosaving into it (Workbench's)."""
        ok = self.workbench.recover_slot(slot)
        if ok:
            self.enable_autosave(slot)
        return ok


def _picture(state, path, title, event, history, targets, annotations=()):
    """The board drawn with Qt, the judge's arrows and notes on it: written to `path` as a
    PNG, or as base64 text when path is None (the HTML export's picture)."""
    from .render import render_state_png, state_png_base64

    if path is None:
        return state_png_base64(state, title, event=event, history=history, targets=targets,
                                annotations=annotations)
    render_state_png(state, path, title, event=event, history=history, targets=targets,
                     annotations=annotations)
    return None
