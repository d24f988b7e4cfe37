"""The hostile-file run of issue 30 (scripts/hostile_corpus.py), a few hundred files of every
kind in CI, and what its full run of 11,000 files found (docs/testing.md)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from riftboard.cards.library import load_library
from riftboard.errors import InvalidScenario
from riftboard.scenario import loader
from riftboard.scenario.loader import parse_scenario

ROOT = Path(__file__).resolve().parents[2]
LIB = load_library()
HEAD = 'format = 1\n[[players]]\nid = "A"\n[[players]]\nid = "B"\n[[battlefields]]\nid = "n"\n'


def _script():
    path = ROOT / "scripts" / "hostile_corpus.py"
    spec = importlib.util.spec_from_file_location("hostile_corpus", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("hostile_corpus", module)
    spec.loader.exec_module(module)
    return module


def _unit(i: int) -> str:
    return f'[[units]]\nid = "u{i}"\nname = "U"\nmight = 1\ncontroller = "A"\nat = "n"\n'


def test_too_many_objects_names_the_line_of_the_first_one_past_the_limit():
    """1,001 objects (the battlefield and 1,000 units): the refusal points at the unit that is
    object 1,001, not at the file as a whole (hostile corpus: the one refusal without a line)."""
    text = HEAD + "".join(_unit(i) for i in range(loader.MAX_OBJECTS))
    with pytest.raises(InvalidScenario) as err:
        parse_scenario(text, "many.toml", LIB)
    e = err.value
    assert e.line == 8 + 6 * (loader.MAX_OBJECTS - 1)  # the header of the last unit
    assert e.key == f"units[{loader.MAX_OBJECTS}]"
    assert "too many objects: 1,001" in e.message and "this is object 1,001" in e.message


def test_an_added_object_past_the_limit_is_named_by_its_step():
    text = HEAD + "".join(_unit(i) for i in range(loader.MAX_OBJECTS - 1)) + (
        '[[step]]\nadd = { id = "x", name = "X", might = 1, controller = "A", at = "n" }\n')
    with pytest.raises(InvalidScenario) as err:
        parse_scenario(text, "adds.toml", LIB)
    assert err.value.key == "step 1" and err.value.line == text.count("\n") - 1


@pytest.mark.slow
def test_a_few_hundred_hostile_files_are_refused_fast_and_clearly(tmp_path):
    """Every kind of the 11,000-file run, 330 files: no traceback, no refusal over 1 s of CPU,
    every refusal names its file, and only a file refused as a whole has no line."""
    hostile = _script()
    report = hostile.measure(tmp_path, 330, seed=2026, timeout=30.0)
    assert set(report["kinds"]) == set(hostile.KINDS)
    for cmd in ("run", "check"):
        r = report[cmd]
        assert r["tracebacks"] == [], (cmd, r["tracebacks"])
        assert r["refusals_over_1s"] == [], (cmd, r["refusals_over_1s"])
        assert r["refusals_without_the_file"] == [], cmd
        assert r["without_a_line_other"] == [], (cmd, r["without_a_line_other"])
        assert r["refused"] > 250


@pytest.mark.parametrize("header", ["[[battlefieds]]", "[lesson]", "[[expct]]\nx = 1",
                                    "[lesson.more]"])
def test_an_unknown_table_header_is_named_with_its_line(header):
    """A misspelt table header was refused naming the key but no line (hostile corpus)."""
    text = HEAD + _unit(1) + header + "\n"
    with pytest.raises(InvalidScenario) as err:
        parse_scenario(text, "typo.toml", LIB)
    assert "unknown key" in err.value.message
    assert err.value.line == 14


def test_too_many_steps_names_the_line_of_the_first_one_past_the_limit():
    text = HEAD + _unit(1) + "[[step]]\nend_turn = true\n" * (loader.MAX_STEPS + 1)
    with pytest.raises(InvalidScenario) as err:
        parse_scenario(text, "long.toml", LIB)
    assert "too many steps: 10,001" in err.value.message
    assert "this is step 10,001" in err.value.message
    assert err.value.line == 14 + 2 * loader.MAX_STEPS
