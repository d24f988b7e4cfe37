"""Draw the app's documentation screenshots offscreen, from the real window.

    PYTHONPATH=. python scripts/app_screenshots.py [OUT_DIR]     (default: docs/)

Writes screenshot.png (README and docs/app.md: lesson 10 at the row of Garen's kill),
app-judge-board.png (the judge's board of docs/app.md, built through the command box) and
app-1024x700.png (lesson 2 in a 1024 x 700 window) and app-format2-light.png /
app-format2-dark.png (a strict format 2 game in progress, its game bar and runes, in both
themes). Settings go to a temporary folder, never
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
    from riftboard.app import docks

    docks.side_panel(w, "library").finish_loading()  # the card list whole, as a user sees it
    for _ in range(3):
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


# a strict format 2 game (SPEC section 7), played up to a combat under way
FORMAT2_GAME = """\
format = 2
title = "A strict game: the combat at South"
mode = "strict"
victory_score = 3
turn_player = "A"

[[players]]
id = "A"
name = "Alice"
points = 1
legend = { id = "a_leg", card = "Kai'Sa, Daughter of the Void" }
deck = ["Hextech Ray", "Void Seeker", "Hextech Ray"]
rune_deck = ["Fury Rune", "Fury Rune"]

[[players]]
id = "B"
name = "Bob"
deck = ["Hextech Ray", "Void Seeker"]
rune_deck = ["Calm Rune", "Calm Rune"]

[[runes]]
id = "r1"
card = "Fury Rune"
controller = "A"
[[runes]]
id = "r2"
card = "Fury Rune"
controller = "A"
[[runes]]
id = "r3"
card = "Fury Rune"
controller = "A"
[[runes]]
id = "s1"
card = "Calm Rune"
controller = "B"

[[battlefields]]
id = "north"
[[battlefields]]
id = "south"
controller = "B"

[[units]]
id = "a1"
name = "Scout"
might = 3
controller = "A"
at = "base"
[[units]]
id = "a2"
name = "Raider"
might = 4
controller = "A"
at = "base"
[[units]]
id = "b1"
name = "Guard"
might = 6
controller = "B"
at = "south"

[[hand]]
id = "ray"
card = "Hextech Ray"
owner = "A"

[[step]]
standard_move = ["a1"]
to = "north"
[[step]]
play = "Hextech Ray"
by = "A"
targets = ["b1"]
[[step]]
pass = "B"
[[step]]
pass = "A"
[[step]]
standard_move = ["a2"]
to = "south"
"""


def format2_game(app, out: Path) -> None:
    from riftboard.scenario.session import Session

    path = Path(tempfile.mkdtemp(prefix="riftboard-shots-")) / "format2-game.toml"
    path.write_text(FORMAT2_GAME, encoding="utf-8")
    for theme in ("light", "dark"):
        w = _window(app, Session.from_file(str(path)), (1400, 1150))
        w.set_theme_choice(theme)
        c = w.controller
        assert c.session.error is None, c.session.error
        c.select_event(c.history.visible_events)
        w.board_view.verticalScrollBar().setValue(0)
        w.timeline_view.scrollToBottom()
        _show_why(w)
        _grab(app, w, out / f"app-format2-{theme}.png")
        w.close()
    from riftboard.app import theme as app_theme

    app_theme.apply("light")


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
    format2_game(app, out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
