"""Saves that respect the file system (issue 13, item 2): riftboard.atomic is the one helper
behind saves, autosaves and exports."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from riftboard import cli
from riftboard.atomic import WriteError, write_atomic
from riftboard.cards.library import load_library
from riftboard.scenario.loader import load_scenario
from riftboard.scenario.save import dump_scenario, save_scenario

LESSON = Path(__file__).resolve().parents[2] / "resources" / "lessons" / "01-void-seeker-kill.toml"


@pytest.fixture
def umask():
    def set_(mask: int) -> None:
        os.umask(mask)

    old = os.umask(0o022)
    os.umask(old)
    yield set_
    os.umask(old)


def _spec():
    return load_scenario(LESSON, load_library())


def test_through_a_link_the_linked_file_is_written_and_the_link_stays(tmp_path):
    real_dir = tmp_path / "real"
    real_dir.mkdir()
    real = real_dir / "lesson.toml"
    real.write_text("old\n", encoding="utf-8")
    real.chmod(0o600)
    link = tmp_path / "link.toml"
    link.symlink_to(real)
    save_scenario(_spec(), link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text(encoding="utf-8") == dump_scenario(_spec())
    assert stat.S_IMODE(real.stat().st_mode) == 0o600
    assert sorted(p.name for p in real_dir.iterdir()) == ["lesson.toml"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.toml", "real"]


@pytest.mark.parametrize("kind", ["device", "folder"])
def test_a_link_to_a_device_or_a_folder_is_refused(tmp_path, kind):
    where = Path("/dev/null") if kind == "device" else tmp_path / "folder"
    if kind == "folder":
        where.mkdir()
    link = tmp_path / "out.toml"
    link.symlink_to(where)
    with pytest.raises(WriteError) as err:
        save_scenario(_spec(), link)
    assert str(err.value).startswith(f"cannot write {link}: it is a link to a {kind}")
    assert link.is_symlink() and os.readlink(link) == str(where)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["out.toml"] + (["folder"] if kind == "folder" else []))


def test_a_folder_itself_is_refused(tmp_path):
    with pytest.raises(WriteError, match="it is a folder, not a regular file"):
        write_atomic(tmp_path, "x")


@pytest.mark.parametrize("mask, mode", [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_a_new_file_gets_0666_less_the_umask(tmp_path, umask, mask, mode):
    umask(mask)
    path = tmp_path / "new.toml"
    save_scenario(_spec(), path)
    assert stat.S_IMODE(path.stat().st_mode) == mode


def test_an_existing_file_keeps_its_mode_never_wider(tmp_path, umask):
    umask(0)
    path = tmp_path / "kept.toml"
    path.write_text("old", encoding="utf-8")
    path.chmod(0o640)
    write_atomic(path, "new")
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    path.chmod(0o4750)  # a set-id bit is not carried over
    write_atomic(path, "newer")
    assert stat.S_IMODE(path.stat().st_mode) == 0o750 and path.read_text() == "newer"


def test_leftovers_of_an_interrupted_save_are_cleaned_by_the_next(tmp_path):
    path = tmp_path / "board.toml"
    left = tmp_path / ".board.toml.riftboard-dead1234.tmp"
    left.write_text("half a file", encoding="utf-8")
    other = tmp_path / ".other.toml.riftboard-dead1234.tmp"  # another file's: not ours
    other.write_text("x", encoding="utf-8")
    write_atomic(path, "whole")
    assert sorted(p.name for p in tmp_path.iterdir()) == [other.name, "board.toml"]


def test_errors_name_the_users_path_never_the_temp_file(tmp_path, monkeypatch):
    missing = tmp_path / "no" / "such" / "board.toml"
    with pytest.raises(WriteError) as err:
        write_atomic(missing, "x")
    assert str(err.value) == f"cannot write {missing}: No such file or directory"
    path = tmp_path / "board.toml"
    path.write_text("previous\n", encoding="utf-8")

    def full(fd):
        raise OSError(28, "No space left on device", str(tmp_path / ".board.toml.tmp"))

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(WriteError) as err:
        write_atomic(path, "x")
    assert str(err.value) == f"cannot write {path}: No space left on device"
    assert ".tmp" not in str(err.value)
    assert path.read_text() == "previous\n" and os.listdir(tmp_path) == ["board.toml"]


def test_cli_export_through_a_link_and_to_a_device(tmp_path, capsys):
    real = tmp_path / "report.md"
    real.write_text("old", encoding="utf-8")
    link = tmp_path / "latest.md"
    link.symlink_to(real)
    assert cli.main(["export", str(LESSON), "--format", "md", "-o", str(link)]) == 0
    assert link.is_symlink() and real.read_text(encoding="utf-8").startswith("# Ruling")
    dev = tmp_path / "dev.md"
    dev.symlink_to("/dev/full")
    assert cli.main(["export", str(LESSON), "--format", "json", "-o", str(dev)]) == 2
    err = capsys.readouterr().err
    assert f"cannot write {dev}: it is a link to a device" in err and "Traceback" not in err
