"""Lessons by number or name for every command, `riftboard lessons`, `check` with nothing to
check, and what happens without a reachable display (probed before Qt is loaded)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from riftboard import cli, display
from riftboard.scenario.lessons import lesson_files
from riftboard.scenario.runner import lessons_dir

ROOT = Path(__file__).resolve().parents[2]
N_LESSONS = len(lesson_files())


@pytest.fixture
def windows(monkeypatch):
    """run_app replaced by a recorder: no window opens."""
    import riftboard.app.main as app_main

    opened = []
    monkeypatch.setattr(app_main, "run_app", lambda path, **kw: opened.append(path) or 0)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    return opened


def test_lessons_lists_number_title_topic(capsys):
    assert cli.main(["lessons"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].split() == ["#", "name", "title", "topic"]
    row = next(line for line in lines if line.lstrip().startswith("3 "))
    assert "Prevented damage is not dealt" in row and row.rstrip().endswith("Prevention")
    assert row.split()[1] == "prevent-hextech-ray"  # what `open` and `run` take
    assert N_LESSONS >= 47
    assert f"{N_LESSONS} lessons in {lessons_dir()}" in out and "riftboard open 3" in out
    assert cli.main(["lessons", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert len(doc) == N_LESSONS and doc[0]["number"] == 1 and Path(doc[0]["file"]).is_file()
    assert {"title", "topic", "difficulty", "description"} <= set(doc[0])
    assert doc[0]["name"] == "void-seeker-kill"


def test_every_listed_name_and_title_opens_its_own_lesson(capsys):
    """Each name in the listing is typed whole; each title works too."""
    assert cli.main(["lessons", "--json"]) == 0
    for lesson in json.loads(capsys.readouterr().out):
        for key in (lesson["name"], lesson["title"]):
            assert cli._resolve(key) == lesson["file"], key


@pytest.mark.parametrize("key", ["Tank takes lethal", "tank takes LETHAL damage first",
                                 "tank-takes-lethal"])
def test_run_by_a_part_of_the_title(key, capsys):
    """A part of a title, as `riftboard lessons` prints it, finds the lesson (issue 29 item 3)."""
    assert cli.main(["run", key, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["title"] == "Tank takes lethal damage first"


def test_a_part_of_a_name_wins_over_the_titles(windows):
    """"hextech" is a unique part of one name; titles mentioning Hextech do not make it ambiguous."""
    assert cli.main(["open", "hextech"]) == 0
    assert [Path(p).name for p in windows] == ["03-prevent-hextech-ray.toml"]


@pytest.mark.parametrize("key", ["3", "prevent-hextech-ray", "03-prevent-hextech-ray"])
def test_run_by_number_or_name(key, capsys):
    assert cli.main(["run", key, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["title"] == "Prevented damage is not dealt"


def test_open_by_number_or_name_opens_that_lesson(windows):
    assert cli.main(["open", "3"]) == 0
    assert cli.main(["open", "void-seeker-kill"]) == 0
    assert [Path(p).name for p in windows] == ["03-prevent-hextech-ray.toml",
                                               "01-void-seeker-kill.toml"]


def test_an_existing_file_wins_over_a_lesson_number(windows, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "3").write_text((lessons_dir() / "01-void-seeker-kill.toml").read_text())
    assert cli.main(["run", "3", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["title"] == "Void Seeker deals lethal damage"
    assert cli.main(["open", "3"]) == 0
    assert windows == ["3"]


def test_an_ambiguous_or_unknown_name_is_a_file_error_and_opens_nothing(windows, capsys):
    assert cli.main(["open", "void-gate"]) == 2
    err = capsys.readouterr().err
    assert "'void-gate' matches " in err and "11 11-void-gate-only-here" in err
    assert "24 24-void-gate-prevent-1.4" in err
    assert cli.main(["run", "void-seekr-kill"]) == 2
    err = capsys.readouterr().err
    assert 'did you mean 1 "void-seeker-kill"' in err and "Traceback" not in err
    assert windows == []


def test_check_and_export_by_number(tmp_path, capsys):
    assert cli.main(["check", "1", "void-seeker-kill"]) == 0
    out = capsys.readouterr().out
    assert out.count("PASS") == 2 and out.endswith("2 passed, 0 failed\n")
    assert cli.main(["export", "3", "--format", "md", "-o", str(tmp_path / "r.md")]) == 0
    assert "Prevented damage is not dealt" in (tmp_path / "r.md").read_text()


def test_check_names_an_ambiguous_or_unknown_lesson(capsys):
    assert cli.main(["check", "1", "decree", "nosuchlesson"]) == 2
    out = capsys.readouterr().out
    assert "PASS" in out and "ERROR decree: 'decree' matches " in out
    assert "9 09-imperial-decree-phoenix" in out and "46 46-decree-expires" in out
    assert "ERROR nosuchlesson: no such file, and no built-in lesson by that name" in out
    assert out.endswith("1 passed, 2 failed\n")


def test_check_with_nothing_to_check_is_an_error(tmp_path, capsys):
    empty_dir = tmp_path / "none"
    empty_dir.mkdir()
    assert cli.main(["check", str(empty_dir)]) == 2
    captured = capsys.readouterr()
    assert "nothing to check" in captured.err and "no .toml file" in captured.err
    assert captured.out == "0 passed, 0 failed\n"
    empty = tmp_path / "empty.toml"
    empty.write_text("", encoding="utf-8")
    (empty_dir / "notes.toml").write_text('title = "not a scenario"\n', encoding="utf-8")
    for path in (empty, empty_dir):
        assert cli.main(["check", str(path)]) == 2
        err = capsys.readouterr().err
        assert "nothing to check: no scenario in" in err and "1 .toml file(s)" in err


def test_check_of_a_folder_with_scenarios_still_passes(capsys):
    assert cli.main(["check", str(lessons_dir())]) == 0
    out = capsys.readouterr().out
    assert "SKIP" in out and "index.toml" in out  # the index is not a scenario
    assert out.endswith(f"{N_LESSONS} passed, 0 failed\n")


# --- display ----------------------------------------------------------------------------------

def _env(**kw):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env.update({k: v for k, v in kw.items() if v is not None})
    return env


def test_no_display_at_all_says_what_to_do(windows, monkeypatch, capsys):
    for k in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(k, raising=False)
    assert cli.main([]) == 2
    err = capsys.readouterr().err
    assert "no display found" in err and "xvfb-run -a" in err and "--format png" in err
    assert windows == []


def test_a_display_that_does_not_answer_is_reported_before_qt_aborts(tmp_path):
    """DISPLAY set, nobody listening: exit 2 with the right reason, not Qt's abort (134) naming
    xcb-cursor0, and no window left running."""
    env = _env(DISPLAY=str(tmp_path / "nobody:0"), PYTHONPATH=str(ROOT))
    t0 = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "riftboard", "open", "3"], env=env,
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert proc.returncode == 2, proc.stderr
    assert "is set, but no X server answers there" in proc.stderr
    assert "xvfb-run -a" in proc.stderr and "xcb-cursor0" not in proc.stderr
    assert time.monotonic() - t0 < 30


@pytest.fixture
def fake_x_server(tmp_path):
    """A socket that accepts connections where DISPLAY points (a display path, as XQuartz uses)."""
    path = tmp_path / "x:0"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen(4)
    yield str(path)
    server.close()


def test_a_reachable_display_passes_when_the_window_libraries_are_there(fake_x_server,
                                                                         monkeypatch):
    monkeypatch.setattr(display, "XCB_LIBRARIES", (("libc.so.6", "libc6"),))
    assert display.x_display_reachable(fake_x_server)
    assert display.display_problem({"DISPLAY": fake_x_server}) is None


def test_missing_window_libraries_are_named_with_their_packages(fake_x_server, monkeypatch):
    monkeypatch.setattr(display, "XCB_LIBRARIES", (("libc.so.6", "libc6"),
                                                   ("libxcb-not-there.so.9", "libxcb-not-there9")))
    problem = display.display_problem({"DISPLAY": fake_x_server})
    assert "libxcb-not-there.so.9" in problem and "apt-get install libxcb-not-there9" in problem
    assert "libc.so.6" not in problem and "--format png" in problem


def test_headless_platforms_and_unreachable_wayland():
    assert display.display_problem({"QT_QPA_PLATFORM": "offscreen"}) is None
    msg = display.display_problem({"WAYLAND_DISPLAY": "wayland-93", "XDG_RUNTIME_DIR": "/nonexistent"})
    assert "no Wayland compositor answers" in msg and "xvfb-run -a" in msg
    assert display.display_problem({"DISPLAY": ":0.0x"}).startswith("riftboard: DISPLAY=:0.0x")
