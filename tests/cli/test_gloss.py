"""Issue 28 item 4: citations that stay correct. Every rule number riftboard can show has an
offline gloss of its own (riftboard/report/gloss.py), written in our words, said to be a
paraphrase, and every shown number says its ruleset and links to the user's rules reference."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest

from riftboard.engine import RULESETS, rule_number
from riftboard.engine.rulesets import DIFFERENCES
from riftboard.report import gloss as G
from riftboard.report.words import KIND_RULES, rule_gloss
from riftboard.scenario.loader import InvalidScenario
from riftboard.scenario.runner import lessons_dir, run_file

ROOT = Path(__file__).resolve().parents[2]
RULES_FIXTURE = ROOT / "tests" / "fixtures" / "rules_6grams.txt"


def _script(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PRINTED = _script("printed_6grams")
RULES_RUNS = frozenset(RULES_FIXTURE.read_text(encoding="ascii").split())


def _looks_like_rule(text: str) -> bool:
    head = text.split(".", 1)[0]
    return len(head) == 3 and head.isdigit() and all(p.isalnum() for p in text.split("."))


def engine_cited() -> set[str]:
    """Every rule number written as a string in the engine's source (rulesets.py's 1.3 numbers
    aside: they are what 1.4 numbers become, not numbers the engine cites)."""
    found: set[str] = set()
    for path in (ROOT / "riftboard" / "engine").rglob("*.py"):
        if path.name == "rulesets.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and _looks_like_rule(node.value):
                found.add(node.value)
    return found


def _own_entry(rule: str, ruleset: str = "1.4") -> bool:
    return G.to_14(rule, ruleset) in G.RULE_GLOSSES


def test_the_engine_cites_rule_numbers_the_scan_can_find():
    cited = engine_cited()
    assert len(cited) > 150
    assert {"428.5.c.2", "417.6.b.4", "715.4.a", "002"} <= cited


def test_every_rule_number_the_engine_cites_has_a_gloss_of_its_own():
    """Not the gloss of a parent: the number itself (the offline reference must say what the
    cited rule says)."""
    missing = sorted(r for r in engine_cited() if r not in G.RULE_GLOSSES)
    assert not missing, f"cited without a gloss in riftboard/report/gloss.py: {missing}"


def test_rules_cited_by_the_reports_and_the_ruleset_table_have_glosses():
    extra = {r for rules in KIND_RULES.values() for r in rules} | {"351.2"}
    for numbers, _text in DIFFERENCES:
        extra |= {n.strip() for n in numbers.split(",") if _looks_like_rule(n.strip())}
    assert not sorted(r for r in extra if r not in G.RULE_GLOSSES)


def _played(paths, ruleset):
    for path in paths:
        try:
            out = run_file(str(path), ruleset)
        except InvalidScenario:  # pragma: no cover - every shipped file loads (check)
            continue
        for event in out.timeline["events"]:
            yield path.name, event.get("rules") or ()


@pytest.mark.parametrize("ruleset", ["1.4", "1.3"])
def test_every_rule_shown_in_a_lesson_timeline_has_its_own_gloss(ruleset):
    """As shown: every lesson's timeline under both rulesets (1.3 numbers are looked up by
    their 1.4 number; "N (1.4)" is N)."""
    lessons = sorted(lessons_dir().glob("*.toml"))
    lessons = [p for p in lessons if p.name != "index.toml"]
    assert len(lessons) > 50
    missing = {(name, r) for name, rules in _played(lessons, ruleset)
               for r in rules if not _own_entry(r, ruleset)}
    assert not sorted(missing)


def test_every_rule_shown_in_a_card_scenario_has_its_own_gloss():
    from riftboard.cards.library import resources_dir

    files = sorted((resources_dir() / "cards" / "scenarios").glob("*.toml"))
    assert len(files) > 300
    missing = {(name, r) for name, rules in _played(files, None)
               for r in rules if not _own_entry(r, "1.4") and not r.endswith("(1.4)")}
    missing |= {(name, r) for name, rules in _played(files, None)
                for r in rules if r.endswith("(1.4)") and not _own_entry(r, "1.3")}
    assert not sorted(missing)


def test_no_gloss_copies_six_words_in_a_row_of_the_rules():
    """The glosses are paraphrases: none holds a run of six words that is also in the rules
    texts (tests/fixtures/rules_6grams.txt, made by scripts/rules_6grams.py from the Core Rules
    excerpts; hashes only)."""
    copies = [(rule, pos) for rule, text in G.RULE_GLOSSES.items()
              for pos, h in PRINTED.runs(text) if h in RULES_RUNS]
    assert not copies


def test_the_copy_check_can_fail():
    assert len(RULES_RUNS) > 10_000
    # a sentence of rule 437.4 (in the excerpts) is found as a copy
    hit = [h for _pos, h in PRINTED.runs(
        "Damage dealt to a Unit that has that all of that damage Prevented") if h in RULES_RUNS]
    assert hit


def test_a_1_3_number_finds_the_1_4_gloss():
    rs13 = RULESETS["1.3"]
    for rule in ("466.1.a.1", "464.2.c", "455", "417.6.b.4", "428.5.c.2"):
        shown = rule_number(rs13, rule)
        assert rule_gloss(shown, "1.3") == G.RULE_GLOSSES[rule], (rule, shown)


def test_citations_say_their_ruleset():
    assert G.cite("466.2", "1.4") == "1.4 §466.2"
    assert G.cite("461.1.a.1", "1.3") == "1.3 §461.1.a.1"
    # a rule 1.3 does not have is a 1.4 number, and says so
    assert G.cite("417.6.b.4 (1.4)", "1.3") == "1.4 §417.6.b.4"
    assert G.cite_list(["417.6.a", "428.5"], "1.4") == "1.4 §417.6.a, §428.5"
    assert G.cite_list(["454", "417.6.b.4 (1.4)", "455"], "1.3") == "1.3 §454, §455; 1.4 §417.6.b.4"
    assert G.cite_list([], "1.4") == ""


def test_tooltips_mark_the_gloss_as_a_paraphrase():
    tip = G.tooltip("428.5.c.2", "1.4")
    assert tip.startswith("Core Rules 1.4, rule 428.5.c.2: ")
    assert G.RULE_GLOSSES["428.5.c.2"] in tip and G.PARAPHRASE in tip
    assert G.tooltip("999.9", "1.4") == "Core Rules 1.4, rule 999.9"


def test_the_url_template_fills_rule_and_ruleset():
    t = "https://rules.example/{ruleset}/#r{rule}"
    assert G.rule_url(t, "466.2", "1.4") == "https://rules.example/1.4/#r466.2"
    assert G.rule_url(t, "417.6.b.4 (1.4)", "1.3") == "https://rules.example/1.4/#r417.6.b.4"
    assert G.rule_url("", "466.2", "1.4") == ""
    assert G.rule_url("  ", "466.2", "1.4") == ""


def test_a_bad_template_is_explained():
    assert G.check_template("") == ""
    assert G.check_template("https://x/{rule}") == ""
    assert "http" in G.check_template("ftp://x/{rule}")
    assert "{rule}" in G.check_template("https://x/")


def test_the_app_link_round_trips():
    href = G.rule_href("417.6.b.4 (1.4)", "1.3")
    assert href == "rule:1.4/417.6.b.4"
    assert G.parse_href(href) == ("1.4", "417.6.b.4")
    assert G.parse_href("https://x") is None
    assert G.parse_href("rule:2.0/1") is None
