"""When the autosave is written (issue 30, found by scripts/kill9_trials.py): the delay after an
action bounds the work a crash can lose, however fast the actions come, and the autosave keeps
the cursor and the row a user moved to."""

from __future__ import annotations

import time

from conftest import SEEKER_BOARD, write

from riftboard.app.controller import BoardController
from riftboard.scenario.session import Session


def _controller(tmp_path, state_dir, delay_ms: int) -> tuple[BoardController, object]:
    c = BoardController(Session.from_file(write(tmp_path, "board.toml", SEEKER_BOARD)))
    c.AUTOSAVE_DELAY_MS = delay_ms  # (an instance's own delay, read by enable_autosave)
    path = state_dir / "autosave.toml"
    c.enable_autosave(path)
    return c, path


def test_actions_faster_than_the_delay_do_not_postpone_the_autosave(qtbot, tmp_path, _state_dir):
    """Actions every 100 ms for 1.2 s with a 300 ms delay: the first autosave is written while
    the actions still come (it was postponed by each action until they stopped: a crash in a
    burst of work lost all of it)."""
    c, path = _controller(tmp_path, _state_dir, 300)
    start = time.monotonic()
    written_at = None
    for k in range(12):
        assert c.heal("guard") if k % 2 else c.mark_damage("guard", 1), c.last_message
        qtbot.wait(100)
        if written_at is None and path.exists():
            written_at = time.monotonic() - start
    assert written_at is not None, "no autosave during 1.2 s of actions 100 ms apart"
    assert written_at < 1.0


def test_the_autosave_follows_an_undo_and_a_row_click(qtbot, tmp_path, _state_dir):
    """Undo and a click on an earlier row move what a recovery shows: they are autosaved too."""
    c, path = _controller(tmp_path, _state_dir, 20)
    assert c.mark_damage("guard", 1) and c.mark_damage("sentry", 1) and c.heal("guard")
    qtbot.waitUntil(lambda: path.exists() and "heal" in path.read_text(encoding="utf-8"),
                    timeout=3000)

    def recovered():
        other = BoardController()
        assert other.recover(path), other.last_message
        return other.history.cursor, other.selected_seq

    c.undo()
    qtbot.waitUntil(lambda: recovered() == (c.history.cursor, c.selected_seq), timeout=3000)
    c.select_event(1)
    assert c.history.cursor == 1
    qtbot.waitUntil(lambda: recovered() == (1, 1), timeout=3000)


def test_a_board_slow_to_write_is_autosaved_less_often(qtbot, tmp_path, _state_dir):
    """The wait after an action is at least four times the last write: a long board does not
    keep the window busy with autosaves while someone works without a pause."""
    c, path = _controller(tmp_path, _state_dir, 1)
    for k in range(1500):
        assert c.heal("guard") if k % 2 else c.mark_damage("guard", 1)
    qtbot.waitUntil(path.exists, timeout=10_000)
    interval = c._autosave_timer.interval()
    assert interval > 1, "the delay did not grow with the time the write took"
    c.AUTOSAVE_DELAY_MS = 5_000
    assert c.mark_damage("guard", 1)
    qtbot.wait(50)  # (the timer, already started, keeps the interval it had)
    c._autosave_when_due()
    assert c._autosave_timer.interval() == 5_000  # a quick write: the delay itself
