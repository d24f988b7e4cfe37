"""Draw the app's documentation screenshots offscreen, from the real window.

    PYTHONPATH=. python scripts/app_screenshots.py [OUT_DIR]     (default: docs/)

Writes screenshot.png (README and docs/app.md: lesson 10 at the row of Garen's kill),
app-judge-board.png (the judge's board of docs/app.md, built through the command box) and
app-1024x700.png (lesson 2 in a 1024 x 700 window). Settings go to a temporary folder, never
the user's profile. Look at the pictures before committing them."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "resources" / "lessons"


def _window(app, session, size):
    from riftboard.app.main import build_window

    w = build_window(session)
    w.resize(*size)
    w.show()
    for _ in range(5):
        app.processEvents()
    return w


def _grab(app, w, path: Path) -> None:
    for _ in range(5):
        app.processEvents()
    w.repaint()
    if not w.grab().save(str(path)):
        raise SystemExit(f"cannot write {path}")
    print(f"wrote {path}")


def _show_why(w) -> None:
    """The Why? tab in front (it shares a dock area with the hands and trashes)."""
    dock = w.why_panel.parentWidget()
    while dock is not None and not hasattr(dock, "raise_"):
        dock = dock.parentWidget()
    if dock is not None:
        dock.show()
        dock.raise_()
    w.why_panel.refresh_now()


def lesson_kill(app, out: Path) -> None:
    from riftboard.scenario.session import Session

    s = Session.from_file(str(LESSONS / "10-garen-recruit-combat.toml"))
    w = _window(app, s, (1400, 900))
    c = w.controller
    kill = next(e for e in c.history.events if e.kind == "kill" and e.target == "garen")
    c.select_event(kill.seq)
    _show_why(w)
    _grab(app, w, out / "screenshot.png")
    w.close()


def judge_board(app, out: Path) -> None:
    from riftboard.scenario.session import Session

    w = _window(app, Session.blank(), (1400, 900))
    c = w.controller
    c.new_board()
    area = w.board_scene.areas[("bf", "south")]
    w.board_view.drop_card("Void Gate", area.rect.center())
    for line in ("Garen, Commander to North for B", "Raider 3 to North for B",
                 "Squire 4 to Void Gate for A damage 2"):
        assert w.run_command(line), c.last_message
    raider = next(o.id for o in c.state.units() if o.name == "Raider")
    c.begin_play("Void Seeker", "A")
    c.click_object(raider)
    for line in ("move Squire to North", "combat at North, A attacks"):
        assert w.run_command(line), c.last_message
    w.command_box.setText("combat at North, A attacks")
    kill = next(e for e in reversed(c.history.events) if e.kind == "kill")
    c.select_event(kill.seq)
    _show_why(w)
    _grab(app, w, out / "app-judge-board.png")
    w.close()


def small_window(app, out: Path) -> None:
    from riftboard.scenario.session import Session

    s = Session.from_file(str(LESSONS / "02-challenge.toml"))
    w = _window(app, s, (1024, 700))
    w.controller.select_event(1)
    _grab(app, w, out / "app-1024x700.png")
    w.close()


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else ROOT / "docs"
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["RIFTBOARD_STATE_DIR"] = tempfile.mkdtemp(prefix="riftboard-shots-")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    lesson_kill(app, out)
    judge_board(app, out)
    small_window(app, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
