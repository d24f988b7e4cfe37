"""Size limits: a huge scenario either runs in reasonable time or is refused with a clear
message, never a hang (loader.MAX_TEXT_CHARS, MAX_OBJECTS, MAX_STEPS; docs/testing.md)."""

from __future__ import annotations

import contextlib
import io
import time

import pytest

from riftboard import tomlfile
from riftboard.cards.library import load_library
from riftboard.cli import main
from riftboard.errors import InvalidScenario
from riftboard.scenario import loader
from riftboard.scenario.runner import run_spec, run_text, scenario_library

from .conftest import LONG

#: a long module (docs/testing.md): CI runs it; `pytest -m "not slow"` leaves it out
pytestmark = pytest.mark.slow

LIB = load_library()
HEAD = 'format = 1\n[[players]]\nid = "A"\n[[players]]\nid = "B"\n[[battlefields]]\nid = "bf"\n'


def units(n, might=1000, at="bf"):
    return "".join(f'[[units]]\nid = "u{i + 1}"\nname = "U{i + 1}"\nmight = {might}\n'
                   f'controller = "{"AB"[i % 2]}"\nat = "{at}"\n' for i in range(n))


def steps(n, step='play = "Hextech Ray"\ntargets = ["u1"]\n'):
    return ("[[step]]\n" + step) * n


def timed(fn):
    t0 = time.perf_counter()
    try:
        return fn(), time.perf_counter() - t0
    except InvalidScenario as exc:
        return exc, time.perf_counter() - t0


def test_ten_thousand_units_are_refused_quickly():
    text = HEAD + units(10_000)
    res, seconds = timed(lambda: run_text(text, "big.toml"))
    assert isinstance(res, InvalidScenario)
    assert "too many objects" in str(res) and "1,000" in str(res)
    assert seconds < 10


def test_a_hundred_thousand_steps_are_refused_quickly():
    text = HEAD + units(2) + steps(100_000)
    res, seconds = timed(lambda: run_text(text, "long.toml"))
    assert isinstance(res, InvalidScenario)
    assert "too many steps" in str(res) or "too large" in str(res)
    assert seconds < 20


def test_a_huge_file_is_refused_before_parsing():
    text = HEAD + f'title = "{"x" * (loader.MAX_TEXT_CHARS + 10)}"\n'
    res, seconds = timed(lambda: run_text(text, "huge.toml"))
    assert isinstance(res, InvalidScenario) and "too large" in str(res)
    assert seconds < 1


def test_added_objects_count_towards_the_limit():
    add = 'add = {{ id = "x{i}", name = "X", might = 1, controller = "A", at = "bf" }}\n'
    text = HEAD + units(loader.MAX_OBJECTS - 1) + "".join(
        "[[step]]\n" + add.format(i=i) for i in range(3))
    with pytest.raises(InvalidScenario, match="too many objects"):
        run_text(text, "adds.toml")


def test_at_the_object_limit_a_combat_is_refused_quickly():
    """Every kill of a Combat Cleanup is credited to every opposing unit (417.6.c): 999 units at
    one battlefield would take seconds and a gigabyte, so the combat step is refused before it
    is applied, naming the limit (MAX_COMBAT_UNITS, docs/testing.md)."""
    n = loader.MAX_OBJECTS - 1
    text = HEAD + units(n, might=1) + steps(1, 'combat = "bf"\nattackers = ["u1"]\n')
    out, seconds = timed(lambda: run_text(text, "war.toml"))
    assert not isinstance(out, InvalidScenario), out
    assert out.error["step"] == 1 and "a combat of 999 units" in out.error["message"]
    assert "at most 250 units in one combat" in out.error["message"]
    assert not out.history.events
    assert seconds < 3


def test_at_the_step_limit_a_scenario_runs_in_reasonable_time():
    text = HEAD + units(2, might=10**9) + steps(loader.MAX_STEPS)
    out, seconds = timed(lambda: run_text(text, "steps.toml"))
    assert not isinstance(out, InvalidScenario), out
    assert out.error is None and len(out.history.results) == loader.MAX_STEPS
    assert seconds < 60


@pytest.mark.parametrize("text, message", [
    (HEAD + "x = " + "[" * 5000 + "]" * 5000 + "\n", "nested too deeply"),
    (HEAD + "y = " + "{ a = " * 3000 + "1" + " }" * 3000 + "\n", "nested too deeply"),
    (HEAD + units(1).replace("might = 1000", "might = " + "9" * 5000),
     "a number has 5,000 digits \\(at most 15\\)"),
], ids=["arrays", "tables", "digits"])
def test_deep_nesting_and_huge_numbers_are_clean_errors(text, message):
    with pytest.raises(InvalidScenario, match=message):
        run_text(text, "deep.toml")


def test_big_but_legal_numbers_run():
    """The largest number a file may hold (tomlfile.MAX_DIGITS digits) runs and prints."""
    big = 10**tomlfile.MAX_DIGITS - 1
    text = HEAD + units(2, might=big) + steps(2, 'mark_damage = "u1"\namount = ' + str(big - 1) + "\n")
    out = run_text(text, "bignum.toml")
    assert out.error is None
    assert [e.amount for e in out.history.events if e.kind == "mark_damage"] == [big - 1] * 2
    assert out.timeline["final"]["objects"]["u1"]["zone"] == "trash"


def test_cli_refuses_one_step_too_many(tmp_path):
    p = tmp_path / "long.toml"
    p.write_text(HEAD + units(2) + steps(loader.MAX_STEPS + 1))
    out, err = io.StringIO(), io.StringIO()
    t0 = time.perf_counter()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["run", str(p)])
    assert code == 2
    assert "too many steps" in err.getvalue() and "Traceback" not in err.getvalue()
    assert time.perf_counter() - t0 < 20


# In the suite the worst cases run at a tenth of the limits; FUZZ_LONG=1 runs them at the limits
# (docs/testing.md has the last long results).
N_STEPS = loader.MAX_STEPS if LONG else loader.MAX_STEPS // 10
N_UNITS = loader.MAX_OBJECTS - 1 if LONG else (loader.MAX_OBJECTS - 1) // 10
LIMIT_S = 180 if LONG else 30

WORST = {
    # Might changes pile up on one unit within one turn: each Might read walks all of them
    "stupefy x10k on one unit":
        HEAD + units(1, might=10**6) + steps(N_STEPS, 'play = "Stupefy"\ntargets = ["u1"]\n'),
    "end_turn x10k with 999 units":
        HEAD + units(N_UNITS, might=5) + steps(N_STEPS, "end_turn = true\n"),
    "void seeker x10k with 999 units":
        HEAD + units(N_UNITS, might=10**6)
        + steps(N_STEPS, 'play = "Void Seeker"\ntargets = ["u1"]\n'),
}


@pytest.mark.parametrize("name", list(WORST))
def test_worst_cases_at_the_limits_finish(name):
    t0 = time.perf_counter()
    spec = loader.parse_scenario(WORST[name], name, LIB)
    out = run_spec(spec, scenario_library(spec, LIB))
    seconds = time.perf_counter() - t0
    print(f"{name} ({N_STEPS} steps): {seconds:.1f} s, {len(out.history.events)} events")
    assert out.error is None
    assert len(out.history.results) == N_STEPS
    assert seconds < LIMIT_S
