"""A crash during save leaves the previous file intact (saves are atomic: temp file, fsync,
rename), and a failed save leaves no temp file behind."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from riftboard.cards.library import load_library
from riftboard.scenario import save as save_mod
from riftboard.scenario.loader import parse_scenario
from riftboard.scenario.save import dump_scenario, save_scenario

ROOT = Path(__file__).resolve().parents[2]
LESSON = ROOT / "resources" / "lessons" / "01-void-seeker-kill.toml"


def _spec():
    return parse_scenario(LESSON.read_text(encoding="utf-8"), str(LESSON), load_library())


def test_failed_write_keeps_the_old_file_and_no_temp(tmp_path, monkeypatch):
    target = tmp_path / "board.toml"
    target.write_text("previous content\n", encoding="utf-8")

    def boom(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(save_mod.os, "fsync", boom)
    with pytest.raises(OSError):
        save_scenario(_spec(), target)
    assert target.read_text(encoding="utf-8") == "previous content\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board.toml"]


def test_killed_before_the_rename_keeps_the_old_file(tmp_path):
    """A process killed in the middle of a save (after writing the temp file, before the
    rename) leaves the previous file exactly as it was."""
    target = tmp_path / "board.toml"
    target.write_text("previous content\n", encoding="utf-8")
    script = textwrap.dedent(f"""
        import os, sys
        sys.path.insert(0, {str(ROOT)!r})
        from riftboard.cards.library import load_library
        from riftboard.scenario import save as save_mod
        from riftboard.scenario.loader import load_scenario
        spec = load_scenario({str(LESSON)!r}, load_library())
        save_mod.os.replace = lambda *a: os._exit(9)   # the crash
        save_mod.save_scenario(spec, {str(target)!r})
    """)
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 9, proc.stderr
    assert target.read_text(encoding="utf-8") == "previous content\n"


def test_successful_save_replaces_and_reloads(tmp_path):
    target = tmp_path / "board.toml"
    target.write_text("previous content\n", encoding="utf-8")
    save_scenario(_spec(), target)
    assert target.read_text(encoding="utf-8") == dump_scenario(_spec())
    again = parse_scenario(target.read_text(encoding="utf-8"), str(target), load_library())
    assert again.same_content(_spec())
    assert not [p for p in tmp_path.iterdir() if p.name != "board.toml"]
    assert os.stat(target).st_size > 0
