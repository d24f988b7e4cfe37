"""The terminal table, the Markdown/HTML reports and the command line (with stand-in modules)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import types
from pathlib import Path

import pytest
from test_check import REFUSED, story

from riftboard import cli
from riftboard.errors import InvalidScenario
from riftboard.report.export import to_html, to_markdown
from riftboard.report.table import format_table
from riftboard.scenario.replay import cut_timeline, export_document
from riftboard.scenario.runner import run_file

LESSONS = Path(__file__).resolve().parents[2] / "resources" / "lessons"

ANSI = re.compile(r"\x1b\[[0-9;]*m")


def report_doc(timeline=None, question="Who gets the kill?"):
    timeline = timeline or story()
    before = {oid: {**o, "zone": "board", "damage": 0 if o["kind"] == "unit" else None}
              for oid, o in timeline["final"]["objects"].items()}
    before["ballista"]["at"] = "base"
    return {"timeline": timeline, "question": question, "rules": ["417.6.a", "428.5.c.1"],
            "board_before": before, "ruleset": "1.4"}


# --- table ------------------------------------------------------------------------------------


def test_table_shows_every_column_and_the_event_text():
    text = format_table(story(), color=False)
    header = next(line for line in text.splitlines() if line.startswith("step"))
    for column in ("#seq", "event", "target", "amt", "sources", "ctrl", "resp", "credited", "rules"):
        assert column in header
    assert "Void Seeker deals 4 to Guard" in text
    # names, not ids (issue 25, defect 10): "Guard", "Void Seeker", never "guard", "seeker"
    kill_row = next(line for line in text.splitlines() if " kill " in line and "Guard" in line)
    assert "Void Seeker" in kill_row and "428.5.c.1" in kill_row
    assert " guard " not in text and " seeker" not in text
    ogre_row = next(line for line in text.splitlines() if "Ogre" in line and " kill " in line)
    assert "none" in ogre_row and "nothing" in ogre_row  # nobody responsible, nothing credited
    assert "\x1b[" not in text


def test_table_lists_conditions_and_the_error():
    text = format_table(story(error=REFUSED), color=False)
    assert "Conditions" in text
    assert "killed unit with spell (player A, unit Guard, object Void Seeker)" in text
    assert "ILLEGAL step 2: Hextech Ray: Guard is not at a battlefield" in text
    empty = {**story(), "events": [], "conditions": []}
    assert "Conditions: none held" in format_table(empty, color=False)


def test_table_fits_in_120_columns_and_wraps_long_cells():
    long_ref = {"id": "a-very-long-identifier-" * 4, "kind": "unit", "name": "Long",
                "controller": "A", "host": None, "granted_by": None}
    timeline = story()
    timeline["events"][1]["sources"] = [long_ref, long_ref]
    timeline["events"][1]["text"] = "word " * 80
    lines = format_table(timeline, color=False).splitlines()
    assert max(len(line) for line in lines) <= 120
    assert not any("…" in line for line in lines)
    # the long names are all there, over several lines of their column
    header = lines[2]
    start, end = header.index("sources"), header.index("ctrl")
    column = " ".join(line[start:end].strip() for line in lines[3:])
    assert column.count("Long") >= 2


@pytest.mark.parametrize("width", [60, 80, 100, 160])
def test_rule_numbers_wrap_to_the_width_and_are_never_cut(width):
    rules = ["417.6.a", "428.5.c", "428.5.c.1", "411.6", "411.6.a", "383.2.c.1", "322", "417.6.b.4"]
    timeline = story()
    for e in timeline["events"]:
        e["rules"] = rules
    text = format_table(timeline, color=False, width=width)
    lines = text.splitlines()
    assert "…" not in text
    if width >= 100:
        assert max(len(line) for line in lines) <= width
    col = lines[2].index("rules")
    shown = " ".join(line[col:] for line in lines[4:] if len(line) > col)
    found = [r.strip(",") for r in shown.split()]
    for rule in rules:  # every rule number, whole, for every event
        assert found.count(rule) >= len(timeline["events"]), (rule, width)


def test_run_uses_the_terminal_width(fake, tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "70")
    assert cli.main(["run", str(write(tmp_path, "pass.toml"))]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert max(len(line) for line in lines[2:]) <= 90


def test_run_names_delayed_abilities_instead_of_engine_ids(capsys, monkeypatch):
    """`riftboard run` prints each event's sentence as the app and the exports do: the engine's
    ids of a delayed ability ("decree#delayed") become its name (SPEC section 4's REF)."""
    monkeypatch.setenv("COLUMNS", "200")
    assert cli.main(["run", str(LESSONS / "29-decree-combat.toml")]) == 0
    out = capsys.readouterr().out
    assert "#delayed" not in out
    assert "creates Imperial Decree's delayed ability" in out
    assert "credited to Imperial Decree's delayed ability and Imperial Decree" in out


def test_table_colours_only_on_request():
    text = format_table(story(), color=True)
    damage = next(line for line in text.splitlines() if " damage " in line)
    kill = next(line for line in text.splitlines() if " kill " in line)
    prevented = next(line for line in text.splitlines() if " prevented " in line)
    assert damage.startswith("\x1b[31m") and kill.startswith("\x1b[1m")
    assert prevented.startswith("\x1b[32m")
    assert ANSI.sub("", text) == format_table(story(), color=False)


# --- exports ----------------------------------------------------------------------------------


def test_markdown_report_has_question_rules_kills_and_boards():
    md = to_markdown(report_doc())
    assert md.startswith("# Ruling: Story")
    assert "Question: Who gets the kill?" in md
    assert "Core Rules 1.4" in md
    # each rule says its ruleset (issue 28, item 4)
    assert "- 1.4 §417.6.a" in md and "- 1.4 §428.5.c.1" in md
    kills = md.split("## Kills", 1)[1].split("\n## ", 1)[0]
    # each kill by name, with what it is credited to and who is responsible; never ids
    guard = kills.split("### Guard", 1)[1].split("###", 1)[0]
    assert "lethal damage" in guard and "Credited: Void Seeker" in guard
    assert "killed_unit_with_spell: A with Void Seeker" in guard
    ogre = kills.split("### Ogre", 1)[1].split("###", 1)[0]
    assert "Credited: nothing" in ogre and "Responsible: nobody" in ogre
    assert "(seeker)" not in md and "(guard)" not in md
    assert "## Board before" in md and "## Board at the end" in md
    assert "Void Seeker (A)" in md  # sources with their controller
    assert "- 1.4 §417.6.a — " in md  # the rules with our gloss, said to be a paraphrase
    assert "riftboard's own paraphrase" in md
    assert "not affiliated" in md and "Riot Games" in md


def test_markdown_escapes_table_breaking_characters():
    timeline = story()
    timeline["events"][0]["text"] = "a | b <i>"
    md = to_markdown(report_doc(timeline))
    assert "a \\| b \\<i\\>" in md


def test_markdown_reports_the_refused_step():
    md = to_markdown(report_doc(story(error=REFUSED)))
    assert "Step 2 was refused: Hextech Ray: Guard is not at a battlefield" in md


def test_html_is_self_contained_and_escaped():
    timeline = story()
    timeline["title"] = "<script>alert(1)</script>"
    timeline["events"][1]["text"] = 'Seeker "deals" <b>4</b> & more'
    page = to_html(report_doc(timeline, question="<img src=x onerror=alert(1)>"))
    assert page.startswith("<!DOCTYPE html>")
    assert "<script" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "<img" not in page and "&lt;img src=x" in page
    assert "&lt;b&gt;4&lt;/b&gt; &amp; more" in page
    assert "http" not in page and "src=" not in page.replace("&lt;img src=", "")
    assert "href=" not in page and "<link" not in page
    assert "<style>" in page and "not affiliated" in page


def test_html_marks_kills_and_damage_rows():
    page = to_html(report_doc())
    assert '<tr class="ev-kill">' in page and '<tr class="ev-damage">' in page
    assert "<h2>Kills</h2>" in page and "<h3>Guard" in page and "Credited: Void Seeker" in page


# --- command line -----------------------------------------------------------------------------

PASSING = [types.SimpleNamespace(kind="kill", data={"kill": "guard", "attributed_to": ["seeker"]},
                                 line=12)]
FAILING = [types.SimpleNamespace(kind="kill", data={"kill": "guard", "attributed_to": ["ray"]},
                                 line=31)]


class FakeRun:
    """What the runner returns for one file."""

    def __init__(self, timeline, expects):
        self.timeline = timeline
        self.spec = types.SimpleNamespace(question="Who?", rules=["428.5"], expects=expects,
                                          players=(), puzzle=None)
        self.board_before = report_doc(timeline)["board_before"]

    def timeline_upto(self, step):
        return self.timeline if step is None else cut_timeline(self.timeline, step)

    def export_document(self, step=None):
        return export_document(self.timeline_upto(step), self.spec, self.board_before)


@pytest.fixture
def fake(monkeypatch):
    """Stand-ins for the runner, loader, library, bench and app; records the calls."""
    calls: dict[str, list] = {"run_file": [], "run_app": []}

    def run_file(path, ruleset=None, cards_dirs=()):
        calls["run_file"].append((path, ruleset, list(cards_dirs)))
        name = Path(path).name
        if name.startswith("bad"):
            raise InvalidScenario('expected a whole number >= 0, got "x"', path=path, line=3,
                                  key="units[2].might")
        if name.startswith("boom"):
            raise RuntimeError("engine bug")
        if name.startswith("illegal"):
            return FakeRun(story(error=REFUSED), [])
        return FakeRun(story(), FAILING if name.startswith("fail") else PASSING)

    def run_text(text, path, ruleset=None, cards_dirs=(), doc=None):  # `check` reads the file once
        return run_file(path, ruleset, cards_dirs)

    def run_app(path):
        calls["run_app"].append(path)
        return 0

    card = types.SimpleNamespace(name="Void Seeker", kind="spell", might=None, keywords=(),
                                 summary="4 damage to one unit at a battlefield.", official=True)
    brute = types.SimpleNamespace(name="Vengeful Brute", kind="unit", might=3, keywords=("Tank",),
                                  summary="When I take damage, +2 Might this turn.",
                                  official=False)
    library = types.SimpleNamespace(cards=lambda: [card, brute])
    modules = {
        "riftboard.scenario.runner": types.SimpleNamespace(run_file=run_file, run_text=run_text),
        "riftboard.scenario.loader": types.SimpleNamespace(
            scenario_document=lambda text: ("format" in text and "[[players]]" in text, None)),
        "riftboard.cards.library": types.SimpleNamespace(load_library=lambda extra_dirs=(): library),
        "riftboard.bench": types.SimpleNamespace(
            run_bench=lambda quick: {"engine_deals_per_s": 1234.56789, "scrub_ms_p95": 0.51234,
                                     "startup_ratio": None, "quick": quick,
                                     "notes": {"startup_ratio": "no display"},
                                     "details": {"history_steps": 10000, "sizes": [1, 2]}}),
        "riftboard.app.main": types.SimpleNamespace(run_app=run_app),
    }
    for name, module in modules.items():
        monkeypatch.setitem(sys.modules, name, module)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    return calls


SCENARIO = 'format = 1\n[[players]]\nid = "A"\n[[players]]\nid = "B"\n'


def write(folder: Path, name: str, text: str = SCENARIO) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def test_check_folder_recursively_skips_non_scenarios(fake, tmp_path, capsys):
    write(tmp_path, "b/pass2.toml")
    write(tmp_path, "a/notes.toml", 'title = "not a scenario"\n')
    write(tmp_path, "pass1.toml")
    write(tmp_path, "readme.md", "ignored")
    assert cli.main(["check", str(tmp_path), "--ruleset", "1.3", "--cards", "extra"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == [f"SKIP {tmp_path / 'a/notes.toml'} (not a scenario)",
                     f"PASS {tmp_path / 'b/pass2.toml'}",
                     f"PASS {tmp_path / 'pass1.toml'}",
                     "2 passed, 0 failed"]
    assert fake["run_file"][0][1:] == ("1.3", ["extra"])


def test_check_failure_names_the_first_unmet_expectation(fake, tmp_path, capsys):
    write(tmp_path, "fail.toml")
    write(tmp_path, "pass.toml")
    assert cli.main(["check", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert (f"FAIL {tmp_path / 'fail.toml'}: expect at line 31 (kill guard): "
            "attributed_to expected {ray} but found {seeker}") in out
    assert out.endswith("1 passed, 1 failed\n")


def test_check_file_errors_win_over_failures(fake, tmp_path, capsys):
    fail = write(tmp_path, "fail.toml")
    bad = write(tmp_path, "bad.toml")
    boom = write(tmp_path, "boom.toml")
    code = cli.main(["check", str(fail), str(bad), str(boom), str(tmp_path / "missing.toml")])
    assert code == 2
    captured = capsys.readouterr()
    assert f'ERROR {bad}:3: units[2].might: expected a whole number >= 0, got "x"' in captured.out
    assert f"ERROR {boom}: internal error: RuntimeError: engine bug" in captured.out
    assert f"ERROR {tmp_path / 'missing.toml'}: no such file or folder" in captured.out
    assert captured.out.endswith("0 passed, 4 failed\n")
    assert "Traceback" not in captured.out + captured.err


def test_check_reports_an_unexpected_illegal_step(fake, tmp_path, capsys):
    write(tmp_path, "illegal.toml")
    assert cli.main(["check", str(tmp_path)]) == 1
    assert "step 2 was refused" in capsys.readouterr().out


def test_run_prints_the_table_or_json(fake, tmp_path, capsys):
    path = write(tmp_path, "pass.toml")
    assert cli.main(["run", str(path)]) == 0
    assert "Void Seeker deals 4 to Guard" in capsys.readouterr().out
    assert cli.main(["run", str(path), "--json", "--ruleset", "1.3"]) == 0
    assert json.loads(capsys.readouterr().out)["format"] == "riftboard-timeline/1"
    assert fake["run_file"][-1][1] == "1.3"


def test_run_exit_codes(fake, tmp_path, capsys):
    assert cli.main(["run", str(write(tmp_path, "illegal.toml")), "--json"]) == 3
    assert json.loads(capsys.readouterr().out)["error"] == REFUSED
    assert cli.main(["run", str(write(tmp_path, "bad.toml"))]) == 2
    err = capsys.readouterr().err
    assert "units[2].might" in err and "Traceback" not in err
    assert cli.main(["run", str(write(tmp_path, "boom.toml"))]) == 2
    err = capsys.readouterr().err
    assert "internal error: RuntimeError: engine bug" in err and "Traceback" not in err


@pytest.mark.parametrize("argv", [["run"], ["run", "x", "--ruleset", "2.0"],
                                  ["export", "x", "--format", "pdf", "-o", "y"],
                                  ["export", "x", "--format", "md"],
                                  ["export", "x", "--format", "md", "-o", "y", "--step", "-1"],
                                  ["frobnicate"]])
def test_usage_errors_exit_2(argv, capsys):
    assert cli.main(argv) == 2
    assert "usage:" in capsys.readouterr().err


def test_help_exits_0(capsys):
    assert cli.main(["--help"]) == 0
    assert "export" in capsys.readouterr().out


@pytest.mark.parametrize("fmt", ["md", "html", "json"])
def test_export_writes_the_report(fake, tmp_path, fmt):
    out = tmp_path / f"report.{fmt}"
    assert cli.main(["export", str(write(tmp_path, "pass.toml")), "--format", fmt,
                     "-o", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "Void Seeker" in text
    if fmt == "json":
        assert json.loads(text)["events"][2]["kind"] == "kill"
    else:
        assert "Who?" in text and "428.5" in text
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".riftboard-")] == []


def test_export_step_cuts_the_timeline(fake, tmp_path):
    out = tmp_path / "cut.json"
    assert cli.main(["export", str(write(tmp_path, "pass.toml")), "--format", "json",
                     "-o", str(out), "--step", "1"]) == 0
    doc = json.loads(out.read_text())
    assert {e["step"] for e in doc["events"]} == {1}
    assert [c["unit"] for c in doc["conditions"]] == ["guard"]


def test_export_step_uses_the_board_after_that_step():
    after = {"objects": {"guard": {"name": "Guard", "zone": "board"}}}
    timeline = story(error=REFUSED)
    cut = cut_timeline(timeline, 1, after)
    assert cut["final"] == after and cut["error"] is None
    assert cut_timeline(timeline, 2)["error"] == REFUSED
    # the runner's own document: the board after step 1, not the end
    out = run_file(str(LESSONS / "31-held-seeker-hidden-blade.toml"))
    first = out.timeline_upto(1)
    assert {e["step"] for e in first["events"]} == {1}
    assert first["final"]["objects"]["scout"]["zone"] == "board"
    assert out.timeline["final"]["objects"]["scout"]["zone"] == "trash"


def test_export_of_an_illegal_scenario_exits_3_and_still_writes(fake, tmp_path):
    out = tmp_path / "r.md"
    assert cli.main(["export", str(write(tmp_path, "illegal.toml")), "--format", "md",
                     "-o", str(out)]) == 3
    assert "Step 2 was refused" in out.read_text()


def test_export_to_an_unwritable_place_is_a_file_error(fake, tmp_path, capsys):
    out = tmp_path / "no" / "such" / "dir" / "r.md"
    assert cli.main(["export", str(write(tmp_path, "pass.toml")), "--format", "md",
                     "-o", str(out)]) == 2
    assert f"cannot write {out}" in capsys.readouterr().err


def test_no_display_says_what_to_do_and_opens_nothing(fake, monkeypatch, capsys):
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    assert cli.main([]) == 2
    err = capsys.readouterr().err
    assert "xvfb-run -a riftboard" in err and "--format png" in err
    assert fake["run_app"] == []


def test_app_opens_the_first_lesson_or_a_checked_file(fake, tmp_path, capsys):
    assert cli.main([]) == 0
    good = write(tmp_path, "pass.toml")
    assert cli.main(["open", str(good)]) == 0
    assert fake["run_app"] == [None, str(good)]
    assert cli.main(["open", str(write(tmp_path, "bad.toml"))]) == 2
    assert "units[2].might" in capsys.readouterr().err
    assert fake["run_app"] == [None, str(good)]  # no window for a bad file


def test_cards_table_and_json(fake, capsys):
    assert cli.main(["cards"]) == 0
    out = capsys.readouterr().out
    assert "Void Seeker" in out and "Vengeful Brute *" in out and "Tank" in out
    assert "sandbox card" in out
    assert cli.main(["cards", "--json"]) == 0
    cards = json.loads(capsys.readouterr().out)
    assert {k: cards[1][k] for k in ("name", "kind", "might", "keywords", "summary", "official",
                                     "modelled", "set")} == {
        "name": "Vengeful Brute", "kind": "unit", "might": 3, "keywords": ["Tank"],
        "summary": "When I take damage, +2 Might this turn.", "official": False,
        "modelled": "full", "set": None}


def test_bench_prints_figures(fake, capsys):
    assert cli.main(["bench", "--quick"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines() == [
        "riftboard bench --quick",
        "",
        "  engine_deals_per_s  1,235",
        "  scrub_ms_p95        0.512",
        "  startup_ratio       not measured",
        "",
        "notes:",
        "  startup_ratio  no display",
        "",
        "details:",
        "  history_steps  10,000",
        "  sizes          [1, 2]",
    ]
    assert cli.main(["bench", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["quick"] is False and doc["details"]["history_steps"] == 10000


def test_python_dash_m_riftboard_runs_the_cli():
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root)}
    result = subprocess.run([sys.executable, "-m", "riftboard", "--help"], capture_output=True,
                            text=True, cwd=root, env=env, timeout=60)
    assert result.returncode == 0 and "usage: riftboard" in result.stdout


def test_the_table_names_objects_and_tells_same_names_apart():
    """Issue 25, defect 10: the terminal table said ids ("draw A", "turn_end", "@1"); it names
    objects and players, and numbers objects that share a name (issue 28: "Recruit 1")."""
    timeline = story()
    objects = timeline["final"]["objects"]
    first = next(oid for oid, o in objects.items() if o["kind"] == "unit")
    twin = dict(objects[first])
    objects["twin"] = twin
    timeline["events"].append({**timeline["events"][0], "seq": 98, "target": "twin"})
    timeline["events"].append({**timeline["events"][0], "seq": 99, "kind": "turn_end",
                               "target": "A", "sources": [], "attributed_to": []})
    text = format_table(timeline, color=False, players={"A": "Alice", "B": "Bob"})
    name = twin["name"]
    assert f"{name} 1 " in text and f"{name} 2 " in text  # numbered, never the ids
    assert f"({first})" not in text and "(twin)" not in text
    assert "players A = Alice, B = Bob" in text
    end = next(line for line in text.splitlines() if " turn end " in line)
    assert "Alice" in end and "turn_end" not in text
