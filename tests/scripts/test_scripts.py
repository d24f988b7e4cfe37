"""The quick-start scripts, run on a copy of scripts/ with a stand-in .venv (no pip, no network):
a launch after the first runs no pip; a changed pyproject.toml installs again; Python older than
3.11 is refused naming the version found; no display gives a hint and exit 2."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(os.name == "nt", reason="the bash scripts are tested on Linux")

FAKE_PYTHON = """#!/bin/sh
# a stand-in interpreter: logs each call, does what venv.sh asks
echo "python $*" >> "$LOG"
case "$*" in
  *"print("*) echo "$FAKE_VERSION" ;;
  *"sys.exit"*) [ "$FAKE_OK" = 1 ] ;;
  *) exit 0 ;;
esac
"""
FAKE_RIFTBOARD = """#!/bin/sh
echo "riftboard $*" >> "$LOG"
echo "riftboard ran: $*"
exit "${FAKE_EXIT:-0}"
"""


def _exe(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)


@pytest.fixture
def clone(tmp_path):
    d = tmp_path / "clone"
    shutil.copytree(ROOT / "scripts", d / "scripts")
    shutil.copyfile(ROOT / "pyproject.toml", d / "pyproject.toml")
    (d / "riftboard").mkdir()
    bin_ = d / ".venv" / "bin"
    bin_.mkdir(parents=True)
    _exe(bin_ / "python", FAKE_PYTHON)
    _exe(bin_ / "riftboard", FAKE_RIFTBOARD)
    _exe(tmp_path / "python3", FAKE_PYTHON)
    return d


def _run(clone: Path, script: str, *args, **env):
    log = clone / "calls.log"
    full = {k: v for k, v in os.environ.items()
            if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "VIRTUAL_ENV")}
    full.update(LOG=str(log), RIFTBOARD_SKIP_DEPS="1", FAKE_VERSION="3.11.7", FAKE_OK="1",
                PYTHON=str(clone.parent / "python3"), DISPLAY=":0")
    full.update(env)
    proc = subprocess.run(["bash", f"scripts/{script}", *args], cwd=clone, env=full,
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    calls = log.read_text().splitlines() if log.exists() else []
    log.unlink(missing_ok=True)
    return proc, calls


def test_first_launch_installs_then_later_launches_run_no_pip(clone):
    proc, calls = _run(clone, "app.sh", "open", "3")
    assert proc.returncode == 0, proc.stderr
    assert any("-m pip install" in c and "-e ." in c for c in calls), calls
    assert "riftboard ran: open 3" in proc.stdout
    assert "source .venv/bin/activate" in proc.stdout  # says how to use the command
    stamp = (clone / ".venv" / "riftboard-install.stamp").read_text()
    proc, calls = _run(clone, "app.sh", "open", "3")
    assert proc.returncode == 0
    assert calls == ["riftboard open 3"], calls  # no pip, no python at all before the app
    assert proc.stdout == "riftboard ran: open 3\n"
    assert (clone / ".venv" / "riftboard-install.stamp").read_text() == stamp


def test_a_changed_pyproject_installs_again_and_the_test_install_serves_the_app(clone):
    _run(clone, "app.sh")
    with open(clone / "pyproject.toml", "a", encoding="utf-8") as f:
        f.write("\n# changed\n")
    proc, calls = _run(clone, "app.sh")
    assert any("-m pip install" in c for c in calls), calls
    proc, calls = _run(clone, "test.sh", "-x")
    assert not any("pip" in c for c in calls), calls  # one install serves both (issue 29)
    assert calls[-1].endswith("-m pytest -x"), calls
    with open(clone / "pyproject.toml", "a", encoding="utf-8") as f:
        f.write("\n# changed again\n")
    proc, calls = _run(clone, "test.sh", "-x")
    assert any("pip install" in c and "-e .[test]" in c for c in calls), calls
    proc, calls = _run(clone, "app.sh")
    assert calls == ["riftboard "], calls  # the test install has everything the app needs
    proc, calls = _run(clone, "test.sh")
    assert not any("pip" in c for c in calls), calls


def test_python_older_than_3_11_is_refused_naming_the_version(clone):
    shutil.rmtree(clone / ".venv")
    proc, calls = _run(clone, "app.sh", FAKE_VERSION="3.10.12", FAKE_OK="0")
    assert proc.returncode == 1
    assert "riftboard needs Python 3.11 or newer" in proc.stderr and "3.10.12" in proc.stderr
    assert not any("venv" in c or "pip" in c for c in calls), calls


def test_no_display_gives_the_xvfb_hint_and_exit_2(clone):
    _run(clone, "app.sh")
    if sys.platform.startswith("linux"):
        proc, _ = _run(clone, "app.sh", DISPLAY="", FAKE_EXIT="2")
        assert proc.returncode == 2
        assert "xvfb-run -a bash scripts/app.sh" in proc.stderr


def test_pytest_collecting_nothing_fails_the_test_script(clone):
    _run(clone, "test.sh")
    fake = clone / ".venv" / "bin" / "python"
    _exe(fake, FAKE_PYTHON.replace("  *) exit 0 ;;", '  *"-m pytest"*) exit 5 ;;\n  *) exit 0 ;;'))
    proc, _ = _run(clone, "test.sh")
    assert proc.returncode == 1 and "collected no tests" in proc.stderr


def test_the_venv_command_works_from_a_new_shell_after_activate(tmp_path):
    """README: `source .venv/bin/activate`, then `riftboard --help`, from any folder."""
    if sys.prefix == sys.base_prefix:
        pytest.skip("the suite is not running in a venv (scripts/test.sh runs it in .venv)")
    activate = Path(sys.prefix) / "bin" / "activate"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    proc = subprocess.run(["bash", "--norc", "-c", f'. "{activate}" && command -v riftboard && '
                           f'riftboard --help'], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert Path(proc.stdout.splitlines()[0]).parent == Path(sys.prefix) / "bin"
    assert "usage: riftboard" in proc.stdout


FAKE_LDD = """#!/bin/sh
echo "ldd (GNU libc) $FAKE_GLIBC"
"""


def test_an_older_glibc_is_refused_naming_it_before_pip(clone, tmp_path):
    """Issue 29 item 11: the pinned PySide6 wheels need glibc 2.34 or newer; an older one is
    said plainly (with what `ldd --version` reports) instead of pip's 'no matching
    distribution'."""
    if not sys.platform.startswith("linux"):
        pytest.skip("glibc is a Linux matter")
    fake_bin = tmp_path / "fakebin"
    fake_bin.mkdir()
    _exe(fake_bin / "ldd", FAKE_LDD)
    path = f"{fake_bin}:{os.environ['PATH']}"
    proc, calls = _run(clone, "app.sh", FAKE_GLIBC="2.31", PATH=path)
    assert proc.returncode == 1
    assert "glibc 2.34 or newer" in proc.stderr and "glibc 2.31" in proc.stderr
    assert not any("pip" in c for c in calls), calls
    proc, calls = _run(clone, "app.sh", FAKE_GLIBC="2.36", PATH=path)
    assert "glibc" not in proc.stderr
    assert any("-m pip install" in c for c in calls), calls


def test_the_app_and_the_tests_share_one_install(clone):
    """Issue 29 item 11: scripts/test.sh after scripts/app.sh runs no pip (one install, the
    test tools included, serves both), and the other way round."""
    proc, calls = _run(clone, "app.sh")
    assert any("pip install" in c and "-e .[test]" in c for c in calls), calls
    proc, calls = _run(clone, "test.sh")
    assert not any("pip" in c for c in calls), calls
    assert calls[-1].endswith("-m pytest"), calls
