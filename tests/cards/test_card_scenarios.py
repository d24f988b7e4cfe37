"""Proof per card (issue 10 item 4): every modelled library card is played by a scenario.

Every file of resources/cards/scenarios is a scenario in the standard format (docs/scenarios.md):
it is played through the engine and each of its `[[expect]]` tables must hold. Every card of level
`full` or `partial` in the library must be named by one of those scenarios, except the official 25
and the sandbox cards (resources/cards/official.toml, sandbox.toml), which the lessons of
resources/lessons exercise: the test checks that some lesson really names each of them.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from riftboard.cards.library import builtin_library
from riftboard.report.check import verify

ROOT = Path(__file__).resolve().parents[2]
CARD_SCENARIOS = ROOT / "resources" / "cards" / "scenarios"
LESSONS = ROOT / "resources" / "lessons"
LESSON_CARD_FILES = ("official.toml", "sandbox.toml")  # the cards the lessons cover

SCENARIO_FILES = sorted(CARD_SCENARIOS.glob("*.toml"))


def _named_cards(path: Path) -> set[str]:
    """The library cards a scenario file names: placed (units, gear, battlefields, hand, trash,
    an `add` step, a player's legend or champion) or played (`play` steps); not the file's own
    designer cards (`[[cards]]`)."""
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    own = {t.get("name") for t in doc.get("cards", [])}
    for table in ("units", "gear", "battlefields", "hand", "trash", "runes"):
        names.update(t["card"] for t in doc.get(table, []) if "card" in t)
    zone_ids = {}  # format 2: a play may name the chosen champion by its id (SPEC section 7)
    for player in doc.get("players", []):  # format 2: a legend, a chosen champion
        for key in ("legend", "champion"):
            if isinstance(player.get(key), dict) and "card" in player[key]:
                names.add(player[key]["card"])
                zone_ids[player[key].get("id")] = player[key]["card"]
    # `play = ID` names a card of a hand or trash by its id (a hidden one, 811.1.c.3)
    zone_ids.update({t["id"]: t["card"] for table in ("hand", "trash")
                     for t in doc.get(table, []) if "id" in t and "card" in t})
    for step in doc.get("step", []):
        if "play" in step:
            names.add(zone_ids.get(step["play"], step["play"]))
        if isinstance(step.get("add"), dict) and "card" in step["add"]:
            names.add(step["add"]["card"])
    return names - own


def _card_file_names(file: str) -> set[str]:
    doc = tomllib.loads((ROOT / "resources" / "cards" / file).read_text(encoding="utf-8"))
    return {t["name"] for t in doc.get("card", [])}


def test_there_are_card_scenarios():
    assert len(SCENARIO_FILES) >= 30


@pytest.mark.parametrize("path", SCENARIO_FILES, ids=[p.name for p in SCENARIO_FILES])
def test_card_scenario_passes(path, card_scenarios):
    """The scenario runs to its end and every expectation holds (read from the one run of every
    card scenario, the `card_scenarios` fixture of tests/conftest.py)."""
    out = card_scenarios.outcomes[path.name]
    assert out.error is None or any(e.kind == "illegal_step" for e in out.spec.expects), out.error
    assert out.spec.expects, f"{path.name} expects nothing"
    failures = verify(out.timeline, [(e.kind, e.data, e.line) for e in out.spec.expects])
    assert not failures, [str(f) for f in failures]


def test_riftboard_check_runs_the_card_scenarios(card_scenarios):
    """`riftboard check` passes every card scenario, and runs each once."""
    assert card_scenarios.code == 0
    assert f"{len(SCENARIO_FILES)} passed, 0 failed" in card_scenarios.output
    assert card_scenarios.runs == {p.name: 1 for p in SCENARIO_FILES}


def test_every_modelled_card_has_a_scenario():
    """A `full` or `partial` card named by no card scenario fails, unless it is one of the
    lesson-covered cards and some lesson names it."""
    lib = builtin_library()
    modelled = {n for n in lib.names() if lib.get(n).modelled in ("full", "partial")}
    in_scenarios = set().union(*(_named_cards(p) for p in SCENARIO_FILES))
    in_lessons = set().union(*(_named_cards(p) for p in sorted(LESSONS.glob("*.toml"))))
    lesson_cards = set().union(*(_card_file_names(f) for f in LESSON_CARD_FILES))
    missing = sorted(n for n in modelled - in_scenarios if n not in lesson_cards)
    assert not missing, f"modelled cards without a scenario in {CARD_SCENARIOS}: {missing}"
    uncovered = sorted(n for n in modelled & lesson_cards - in_scenarios if n not in in_lessons)
    assert not uncovered, f"official/sandbox cards no lesson or card scenario names: {uncovered}"


def test_scenarios_name_only_library_cards_that_are_modelled_or_bodies():
    """A card scenario names real library cards (a typo would be a file error anyway), and each
    one plays at least one card that is modelled (`full` or `partial`)."""
    lib = builtin_library()
    for path in SCENARIO_FILES:
        named = _named_cards(path)
        assert named, path.name
        assert any(lib.get(n).modelled in ("full", "partial") for n in named), path.name


def test_discipline_draws_for_its_caster(card_scenarios):
    """The draw of Discipline (no expectation kind checks draws): Alice draws 1 (413)."""
    out = card_scenarios.outcomes["discipline.toml"]
    draws = [(e["target"], e["amount"]) for e in out.timeline["events"] if e["kind"] == "draw"]
    assert draws == [("A", 1)]
    might = [e for e in out.timeline["events"] if e["kind"] == "might" and e["target"] == "squire"]
    assert might and might[0]["amount"] == 5 and might[0]["responsible"] == "A"


def test_vi_pumps_herself_by_recycling_a_card_of_her_trash(card_scenarios):
    """Vi, Destructive (full): each activation recycles a card of the trash as its cost (416.6),
    then she gets +1 Might."""
    vi = builtin_library().get("Vi, Destructive")
    assert vi.modelled == "full" and vi.text.abilities[0].cost == ("recycle_trash",)
    out = card_scenarios.outcomes["vi-destructive.toml"]
    events = out.timeline["events"]
    might = [e["amount"] for e in events if e["kind"] == "might" and e["target"] == "vi"]
    assert might[:2] == [4, 5]
    assert [e["target"] for e in events if e["kind"] == "recycle"] == ["t1", "t2"]
