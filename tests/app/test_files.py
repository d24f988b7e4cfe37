"""Saving, reopening, autosave recovery, exports and the command line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from conftest import COMBAT_LESSON, SEEKER_BOARD, write
from PySide6.QtGui import QImage

from riftboard.app.controller import BoardController, autosave_info
from riftboard.scenario.session import Session

ROOT = Path(__file__).resolve().parents[2]


def _events_json(history):
    return [e.to_json() for e in history.events]


def test_save_then_reopen_gives_the_same_timeline(make_window, tmp_path):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    c.add_card("Iron Ballista", "A", "base")
    c.begin_play("Void Seeker", "A")
    c.click_object("sentry")
    c.mark_damage("guard", 3)
    out = tmp_path / "saved.toml"
    assert c.save_as(str(out))
    assert not c.session.dirty and not w.isWindowModified()
    again = Session.from_file(str(out))
    assert _events_json(again.history) == _events_json(c.history)
    assert again.error is None
    c2 = BoardController()
    assert c2.open_file(str(out))
    assert _events_json(c2.history) == _events_json(c.history)


def test_opening_a_bad_file_keeps_the_board(make_window, tmp_path):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    bad = write(tmp_path, "bad.toml", SEEKER_BOARD.replace('might = 9', 'might = "x"'))
    assert not c.open_file(bad)
    assert "Cannot open" in c.last_message and "might" in c.last_message
    assert c.session.setup.title == "Void Seeker finishes a damaged unit"


def test_autosave_and_recovery(make_window, tmp_path, _state_dir):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    path = _state_dir / "autosave.toml"
    c.enable_autosave(path)
    assert not c.autosave_now()  # nothing unsaved yet
    c.mark_damage("guard", 2)
    c.add_vanilla("Scout", 3, "A", "gate")
    assert c.autosave_now()
    info = autosave_info(path)
    assert info["path"].endswith("board.toml") and info["title"]
    # "crash": a new controller finds the autosave and restores the board
    c2 = BoardController()
    assert c2.recover(path)
    assert _events_json(c2.history) == _events_json(c.history)
    assert c2.session.dirty and c2.session.path == c.session.path
    assert c2.state.obj("guard").damage == 2
    # saving clears it
    assert c.save_as(str(tmp_path / "kept.toml"))
    assert autosave_info(path) is None


def test_autosave_timer_after_an_action(make_window, qtbot, _state_dir):
    w = make_window(SEEKER_BOARD)
    c = w.controller
    c.AUTOSAVE_DELAY_MS = 10
    path = _state_dir / "autosave.toml"
    c.enable_autosave(path)
    c._autosave_timer.setInterval(10)
    c.mark_damage("guard", 1)
    qtbot.waitUntil(path.exists, timeout=3000)
    assert "mark_damage" in path.read_text(encoding="utf-8")


def _distinct_colours(img: QImage, step: int = 7) -> int:
    seen = set()
    for y in range(0, img.height(), step):
        for x in range(0, img.width(), step):
            seen.add(img.pixel(x, y))
    return len(seen)


def test_export_png_and_reports(make_window, tmp_path):
    w = make_window(COMBAT_LESSON)
    c = w.controller
    kill = next(e for e in c.history.events if e.kind == "kill")
    c.select_event(kill.seq)
    png = tmp_path / "board.png"
    assert c.export(str(png), "png")
    img = QImage(str(png))
    assert img.width() >= 1200 and img.height() >= 800
    assert _distinct_colours(img) > 30
    md = tmp_path / "ruling.md"
    assert c.export(str(md), "md")
    text = md.read_text(encoding="utf-8")
    assert "Ruling: Combat: kill, heal all, then check again" in text and "428.5.c.2" in text
    html = tmp_path / "ruling.html"
    assert c.export(str(html), "html")
    assert "<html" in html.read_text(encoding="utf-8").lower()
    js = tmp_path / "t.json"
    assert c.export(str(js), "json")
    doc = json.loads(js.read_text(encoding="utf-8"))
    # 13 events and the combat result (466.3)
    assert doc["format"] == "riftboard-timeline/1" and len(doc["events"]) == 14


def test_render_png_after_a_step(tmp_path, qapp):
    from riftboard.app.render import render_png

    path = write(tmp_path, "lesson.toml", COMBAT_LESSON)
    out = tmp_path / "out.png"
    render_png(path, str(out), step=0)
    img = QImage(str(out))
    assert img.width() >= 1200 and img.height() >= 800 and _distinct_colours(img) > 30


def _run(args, env_extra=None, timeout=60):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env_extra or {})}
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "riftboard", *args], capture_output=True,
                          text=True, timeout=timeout, env=env, cwd=str(ROOT))


def test_open_bad_file_exits_2_without_a_window(tmp_path):
    bad = write(tmp_path, "bad.toml", SEEKER_BOARD.replace('card = "Void Gate"',
                                                           'card = "Void Gat"'))
    r = _run(["open", bad], {"RIFTBOARD_EXIT_AFTER_PAINT": "print"})
    assert r.returncode == 2
    assert "Void Gat" in r.stderr and "Traceback" not in r.stderr
    assert "first paint" not in r.stdout  # no window was shown


def test_open_a_file_paints_the_window(tmp_path, _state_dir):
    good = write(tmp_path, "good.toml", COMBAT_LESSON)
    r = _run(["open", good], {"RIFTBOARD_EXIT_AFTER_PAINT": "print",
                              "RIFTBOARD_STATE_DIR": str(_state_dir)})
    assert r.returncode == 0, r.stderr
    assert "first paint" in r.stdout
    # the probe leaves the event loop without closing the window: closing would save its
    # layout into the profile, and every later start would begin from that layout
    ini = _state_dir / "settings.ini"
    assert ini.exists()  # the opened file is in the recent files
    assert "geometry" not in ini.read_text()


def test_export_png_command(tmp_path):
    good = write(tmp_path, "good.toml", COMBAT_LESSON)
    out = tmp_path / "cli.png"
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY")}
    env["PYTHONPATH"] = str(ROOT)
    r = subprocess.run([sys.executable, "-m", "riftboard", "export", good, "--format", "png",
                        "-o", str(out), "--step", "1"], capture_output=True, text=True,
                       timeout=60, env=env, cwd=str(ROOT))
    assert r.returncode == 0, r.stderr
    assert QImage(str(out)).width() >= 1200
