"""The command line on broken files: exit codes stay in 0/1/2/3 and nothing prints a traceback
or an "internal error" (SPEC section 1). The bulk runs main() in-process; a small sample runs
real processes."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from riftboard.cli import main

from .conftest import count
from .mutate import mutant, seed_files

#: a long module (docs/testing.md): CI runs it; `pytest -m "not slow"` leaves it out
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
SCENARIO_SEEDS = [f for f in seed_files() if f.parent.name != "cards"]
CARD_SEEDS = [f for f in seed_files() if f.parent.name == "cards"]
EXIT_CODES = {0, 1, 2, 3}


def run_main(argv) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue() + err.getvalue()


def _assert_clean(code, output, what):
    assert code in EXIT_CODES, f"{what}: exit {code}\n{output[-2000:]}"
    assert "Traceback" not in output, f"{what}: a traceback\n{output[-2000:]}"
    assert "internal error" not in output, f"{what}: an internal error\n{output[-2000:]}"


@pytest.mark.skipif(not SCENARIO_SEEDS, reason="no scenario files to mutate")
def test_run_and_check_on_mutants_in_process(tmp_path):
    n = count(120)
    for k in range(n):
        seed = 2_000_000 + k
        src = SCENARIO_SEEDS[seed % len(SCENARIO_SEEDS)]
        data, used = mutant(src.read_bytes(), seed)
        path = tmp_path / f"m{k}.toml"
        path.write_bytes(data)
        what = f"seed {seed} ({src.name}, {'+'.join(used)})"
        code, output = run_main(["run", str(path), "--json"])
        _assert_clean(code, output, f"run {what}")
        assert code != 1, f"run never exits 1: {what}"
        code, output = run_main(["check", str(path)])
        _assert_clean(code, output, f"check {what}")
        assert output.rstrip().splitlines()[-1].endswith("failed"), what
        path.unlink()


def test_check_over_a_folder_of_mutants(tmp_path):
    """One `check` over many broken files: one line each, then the closing count."""
    n = count(60)
    for k in range(n):
        src = SCENARIO_SEEDS[k % len(SCENARIO_SEEDS)]
        data, _ = mutant(src.read_bytes(), 3_000_000 + k)
        (tmp_path / f"{k:03d}.toml").write_bytes(data)
    code, output = run_main(["check", str(tmp_path)])
    _assert_clean(code, output, "check folder")
    lines = output.rstrip().splitlines()
    assert lines[-1].endswith("failed")
    assert len([ln for ln in lines if ln.split(" ", 1)[0] in ("PASS", "FAIL", "ERROR", "SKIP")]) == n


@pytest.mark.skipif(not CARD_SEEDS, reason="no card files to mutate")
def test_cards_command_on_mutated_card_folders(tmp_path):
    n = count(40)
    for k in range(n):
        folder = tmp_path / f"c{k}"
        folder.mkdir()
        src = CARD_SEEDS[k % len(CARD_SEEDS)]
        data, used = mutant(src.read_bytes(), 4_000_000 + k)
        # a mutant of a shipped file redefines shipped names: rename them so it can load
        data = data.replace(b'name = "', b'name = "Fuzz ')
        (folder / "cards.toml").write_bytes(data)
        code, output = run_main(["cards", "--cards", str(folder)])
        _assert_clean(code, output, f"cards seed {4_000_000 + k} ({'+'.join(used)})")
        assert code in (0, 2)


def _subprocess(args, timeout=60):
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "riftboard", *args], capture_output=True,
                          text=True, env=env, timeout=timeout, cwd=ROOT)


@pytest.mark.skipif(not SCENARIO_SEEDS, reason="no scenario files to mutate")
def test_real_processes_on_a_sample(tmp_path):
    n = count(4)
    for k in range(n):
        seed = 5_000_000 + k
        src = SCENARIO_SEEDS[seed % len(SCENARIO_SEEDS)]
        data, used = mutant(src.read_bytes(), seed)
        path = tmp_path / f"p{k}.toml"
        path.write_bytes(data)
        for args in (["run", str(path), "--json"], ["check", str(path)]):
            proc = _subprocess(args)
            _assert_clean(proc.returncode, proc.stdout + proc.stderr,
                          f"{args[0]} seed {seed} ({'+'.join(used)})")


def test_real_process_on_binary_junk_and_a_missing_file(tmp_path):
    junk = tmp_path / "junk.toml"
    junk.write_bytes(bytes(range(256)) * 4)
    proc = _subprocess(["run", str(junk)])
    _assert_clean(proc.returncode, proc.stdout + proc.stderr, "junk")
    assert proc.returncode == 2 and "junk.toml" in proc.stderr
    proc = _subprocess(["check", str(tmp_path / "nope.toml")])
    _assert_clean(proc.returncode, proc.stdout + proc.stderr, "missing")
    assert proc.returncode == 2
