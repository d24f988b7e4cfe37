"""Every lesson (resources/lessons) and every shared seed scenario is a test (DESIGN.md, Tests).

Each file is played through the engine and its `[[expect]]` tables are verified; the timelines
are validated against the shared JSON Schema; the `check` and `run` commands are exercised on the
real files, and `check` must keep up with at least 100 files per second.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

from riftboard.report.check import verify
from riftboard.scenario.lessons import lesson_files
from riftboard.scenario.runner import run_file

HERE = Path(__file__).resolve()
ROOT = HERE.parents[2]
LESSONS = ROOT / "resources" / "lessons"
SHARED = HERE.parents[1] / "fixtures" / "shared"  # copies of ../shared (tests/test_fixture_copies.py)
SHARED_SCENARIOS = SHARED / "scenarios"
SCHEMA = SHARED / "timeline.schema.json"

LESSON_FILES = lesson_files(LESSONS)
SHARED_FILES = sorted(SHARED_SCENARIOS.glob("*.toml")) if SHARED_SCENARIOS.is_dir() else []
NO_SHARED = f"the shared scenarios folder {SHARED_SCENARIOS} is missing"


def _ids(paths):
    return [p.name for p in paths]


def _shared_params():
    if SHARED_FILES:
        return [pytest.param(p, id=p.name) for p in SHARED_FILES]
    return [pytest.param(None, id="shared-missing", marks=pytest.mark.skip(reason=NO_SHARED))]


def _expects(out):
    return [(e.kind, e.data, e.line) for e in out.spec.expects]


def _failures(path: Path, ruleset: str | None = None):
    out = run_file(str(path), ruleset=ruleset)
    return out, verify(out.timeline, _expects(out))


def _events(timeline: dict, kind: str, target: str | None = None) -> list[dict]:
    return [e for e in timeline["events"]
            if e["kind"] == kind and (target is None or e["target"] == target)]


# --- every file passes ------------------------------------------------------------------------

@pytest.mark.parametrize("path", LESSON_FILES, ids=_ids(LESSON_FILES))
def test_lesson_passes(path: Path) -> None:
    out, failures = _failures(path)
    assert not failures, "\n".join(str(f) for f in failures)
    # an illegal step must be one the lesson asks for
    if out.timeline["error"] is not None:
        assert any(e.kind == "illegal_step" for e in out.spec.expects), out.timeline["error"]


@pytest.mark.parametrize("path", _shared_params())
def test_shared_scenario_passes(path: Path) -> None:
    out, failures = _failures(path)
    assert not failures, "\n".join(str(f) for f in failures)


# --- the lesson set itself --------------------------------------------------------------------

def test_there_are_enough_lessons() -> None:
    assert len(LESSON_FILES) >= 32


@pytest.mark.parametrize("path", LESSON_FILES, ids=_ids(LESSON_FILES))
def test_lesson_has_title_question_rules_and_expectations(path: Path) -> None:
    assert re.fullmatch(r"\d\d-[a-z0-9.-]+\.toml", path.name), path.name
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    assert doc.get("format") in (1, 2)
    assert isinstance(doc.get("title"), str) and doc["title"].strip()
    rules = doc.get("rules")
    assert isinstance(rules, list) and rules, "a lesson names the rules that decide it"
    assert all(re.fullmatch(r"\d{3}(\.[0-9a-z]+)*", r) for r in rules), rules
    puzzle = doc.get("puzzle")
    if puzzle is not None:  # a goal instead of a question (docs/scenarios.md, "Puzzles")
        assert isinstance(puzzle.get("text"), str) and puzzle["text"].strip()
        assert puzzle.get("goal") and puzzle.get("solution"), "a puzzle states its goal and a solution"
        return
    assert isinstance(doc.get("question"), str) and doc["question"].strip()
    assert doc.get("expect"), "a lesson pins its outcome with [[expect]] tables"


def test_lesson_numbers_are_unique() -> None:
    numbers = [p.name[:2] for p in LESSON_FILES]
    assert len(numbers) == len(set(numbers))


@pytest.mark.skipif(not SHARED_FILES, reason=NO_SHARED)
def test_every_shared_scenario_is_a_lesson_unchanged() -> None:
    for shared in SHARED_FILES:
        lesson = LESSONS / shared.name
        assert lesson.is_file(), f"{shared.name} is missing from resources/lessons"
        assert lesson.read_bytes() == shared.read_bytes(), f"{shared.name} differs from the seed"


# --- a wrong expectation fails ----------------------------------------------------------------

WRONG = """\
format = 1
title = "A deliberately wrong lesson"
rules = ["417.6.a"]

[[players]]
id = "A"
[[players]]
id = "B"

[[battlefields]]
id = "north"

[[units]]
id = "guard"
name = "Guard"
might = 4
controller = "B"
at = "north"

[[step]]
play = "Void Seeker"
by = "A"
id = "seeker"
targets = ["guard"]

[[expect]]
kill = "guard"
attributed_to = ["seeker"]
responsible = "B"
"""


def test_a_wrong_expectation_fails(tmp_path: Path) -> None:
    path = tmp_path / "99-wrong.toml"
    path.write_text(WRONG, encoding="utf-8")
    out, failures = _failures(path)
    assert len(failures) == 1
    assert "responsible expected B but found A" in str(failures[0])
    # the same file through the command: exit 1 and a FAIL line
    proc = subprocess.run([sys.executable, "-m", "riftboard", "check", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert lines[0].startswith("FAIL ")
    assert lines[-1] == "0 passed, 1 failed"


CORRECT = WRONG.replace('responsible = "B"', 'responsible = "A"')


def test_the_corrected_lesson_passes(tmp_path: Path) -> None:
    path = tmp_path / "98-right.toml"
    path.write_text(CORRECT, encoding="utf-8")
    assert not _failures(path)[1]


@pytest.mark.parametrize("old, new", [
    ('attributed_to = ["seeker"]', 'attributed_to = []'),
    ('responsible = "A"\n', 'responsible = "none"\n'),
    ("", '\n[[expect]]\nsurvives = "guard"\n'),
    ("", '\n[[expect]]\ncondition = "killed_unit_with_spell"\nplayer = "A"\nholds = false\n'),
    ("", '\n[[expect]]\nunit = "guard"\nzone = "board"\n'),
    ("", '\n[[expect]]\nillegal_step = 1\n'),
], ids=["attribution", "responsible", "survives", "condition", "unit", "illegal_step"])
def test_other_wrong_expectations_fail(tmp_path: Path, old: str, new: str) -> None:
    text = CORRECT.replace(old, new) if old else CORRECT + new
    assert text != CORRECT
    path = tmp_path / "97-wrong.toml"
    path.write_text(text, encoding="utf-8")
    assert _failures(path)[1]


# --- the JSON timeline ------------------------------------------------------------------------

@pytest.fixture(scope="module")
def validator():
    if not SCHEMA.is_file():
        pytest.skip(f"the timeline schema {SCHEMA} is missing")
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


#: what SPEC section 7 adds to the values the shared schema (written for format 1) allows: the
#: reasons of `showdown` and `score` events, and the zones of the decks, runes and banishment
FORMAT_2_REASONS = ["staged", "opened", "ended", "conquer", "hold"]
FORMAT_2_ZONES = ["deck", "rune_deck", "runes", "banished", "legend", "champion"]


@pytest.fixture(scope="module")
def validator_2(validator):
    """The shared schema with SPEC section 7's reasons and zones added, for format 2 files."""
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    defs = schema["$defs"]
    defs["event"]["properties"]["reason"]["enum"] += FORMAT_2_REASONS
    defs["object"]["properties"]["zone"]["enum"] += FORMAT_2_ZONES
    return type(validator)(schema)


@pytest.mark.parametrize("path", LESSON_FILES, ids=_ids(LESSON_FILES))
def test_lesson_timeline_matches_schema(path: Path, validator, validator_2) -> None:
    out = run_file(str(path))
    document = json.loads(json.dumps(out.timeline))  # exactly what `run --json` prints
    check = validator_2 if out.spec.format == 2 else validator
    errors = sorted(check.iter_errors(document), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:5])


def test_cli_run_json(validator) -> None:
    path = LESSONS / "09-imperial-decree-phoenix.toml"
    proc = subprocess.run([sys.executable, "-m", "riftboard", "run", str(path), "--json"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    document = json.loads(proc.stdout)
    validator.validate(document)
    assert document == json.loads(json.dumps(run_file(str(path)).timeline))


def test_cli_run_json_illegal_step_exit_code(validator, capsys) -> None:
    from riftboard.cli import main

    code = main(["run", str(LESSONS / "34-seeker-base-refused.toml"), "--json"])
    document = json.loads(capsys.readouterr().out)
    assert code == 3
    validator.validate(document)
    assert document["error"]["step"] == 1


# --- what the expectation kinds cannot say ----------------------------------------------------

def test_hidden_blade_draw_goes_to_the_target_controller() -> None:
    timeline = run_file(str(LESSONS / "40-hidden-blade-draw.toml")).timeline
    draws = _events(timeline, "draw")
    assert [(d["target"], d["amount"]) for d in draws] == [("B", 2)]
    assert [r["id"] for r in draws[0]["sources"]] == ["blade"]


def test_fizzled_seeker_still_draws() -> None:
    """055, 359.3.e.5 (inverted: this test used to assert that a fizzled Void Seeker does not
    draw): its damage is skipped with a `fizzle` event, then Alice still draws 1."""
    timeline = run_file(str(LESSONS / "31-held-seeker-hidden-blade.toml")).timeline
    draws = _events(timeline, "draw")
    assert [(d["target"], d["amount"]) for d in draws] == [("B", 2), ("A", 1)]
    assert [r["id"] for r in draws[1]["sources"]] == ["seeker"]
    fizzles = _events(timeline, "fizzle")
    assert [r["id"] for f in fizzles for r in f["sources"]] == ["seeker"]
    assert fizzles[0]["seq"] < draws[1]["seq"]
    assert "359.3.e.5" in fizzles[0]["rules"]


def test_recruit_dies_in_a_later_cleanup_than_garen() -> None:
    timeline = run_file(str(LESSONS / "37-garen-recruit-seeker.toml")).timeline
    seq = {(e["kind"], e["target"]): e["seq"] for e in timeline["events"]}
    cleanups = [e["seq"] for e in _events(timeline, "cleanup")]
    assert len(cleanups) == 2
    assert cleanups[0] < seq[("kill", "garen")] < cleanups[1] < seq[("kill", "recruit")]


def test_decree_kills_after_the_combat_cleanup_heal() -> None:
    timeline = run_file(str(LESSONS / "29-decree-combat.toml")).timeline
    heal = _events(timeline, "heal", "titan")[0]
    kill = _events(timeline, "kill", "titan")[0]
    raider = _events(timeline, "kill", "raider")[0]
    assert raider["combat"] is True and kill["combat"] is False
    assert raider["seq"] < heal["seq"] < kill["seq"]


def test_armory_death_replaced_no_kill() -> None:
    timeline = run_file(str(LESSONS / "18-armory-replaces-death.toml")).timeline
    assert _events(timeline, "death_replaced", "squire")
    assert not _events(timeline, "kill")
    assert not timeline["conditions"]


def test_ruleset_override_changes_the_void_gate_lesson() -> None:
    lesson = LESSONS / "24-void-gate-prevent-1.4.toml"
    timeline = run_file(str(lesson), ruleset="1.3").timeline
    assert timeline["ruleset"] == "1.3"
    assert not _events(timeline, "damage", "brute")
    assert _events(timeline, "prevented", "brute")


# --- the check command ------------------------------------------------------------------------

def test_check_command_over_lessons_and_shared() -> None:
    paths = [str(LESSONS)] + ([str(SHARED_SCENARIOS)] if SHARED_FILES else [])
    proc = subprocess.run([sys.executable, "-m", "riftboard", "check", *paths], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.strip().splitlines()
    total = len(LESSON_FILES) + len(SHARED_FILES)
    assert lines[-1] == f"{total} passed, 0 failed"
    assert sum(line.startswith("PASS ") for line in lines) == total


def test_check_speed_at_least_100_files_per_second(capsys) -> None:
    from riftboard.cli import main

    files = [str(p) for p in LESSON_FILES]
    repeat = -(-100 // len(files))  # enough copies of the list to reach 100 files
    paths = files * repeat
    main(["check", *files[:3]])  # warm up imports and the card library
    capsys.readouterr()
    start = time.perf_counter()
    code = main(["check", *paths])
    elapsed = time.perf_counter() - start
    out = capsys.readouterr().out
    assert code == 0, out
    assert out.strip().splitlines()[-1] == f"{len(paths)} passed, 0 failed"
    rate = len(paths) / elapsed
    assert rate >= 100, f"{len(paths)} files in {elapsed:.2f} s = {rate:.0f} files/s"
