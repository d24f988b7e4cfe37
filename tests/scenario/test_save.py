"""Scenario saving: load -> dump -> load gives the same spec, and saving is atomic."""

from __future__ import annotations

import os
import stat
import tomllib
from pathlib import Path

import pytest
import tomli_w
from attrs import evolve
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftboard.scenario import save as save_module
from riftboard.scenario import steps
from riftboard.scenario.loader import load_scenario, parse_scenario
from riftboard.scenario.save import dump_scenario, save_scenario
from riftboard.scenario.spec import (
    BattlefieldSpec,
    ExpectSpec,
    GearSpec,
    PlayerSpec,
    ScenarioSpec,
    StepSpec,
    UnitSpec,
)

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "shared" / "scenarios").glob("*.toml"))

KINDS = {
    **dict.fromkeys(["Void Seeker", "Hextech Ray", "Challenge", "Hidden Blade", "Cull the Weak",
                     "Stupefy", "Charm", "Rebuke", "Imperial Decree", "Prevention Ward"], "spell"),
    **dict.fromkeys(["Iron Ballista", "Unlicensed Armory", "Doran's Shield", "Serrated Dirk",
                     "Recurve Bow", "Guardian Angel", "Doran's Blade"], "gear"),
    **dict.fromkeys(["Lee Sin, Centered", "Garen, Commander", "Captain Farron", "Taric, Protector",
                     "Darius, Executioner", "Immortal Phoenix", "Recruit", "Vengeful Brute"],
                    "unit"),
    **dict.fromkeys(["Trifarian War Camp", "Void Gate"], "battlefield"),
}
EQUIPMENT = {"Doran's Shield", "Serrated Dirk", "Recurve Bow", "Guardian Angel", "Doran's Blade"}


class FakeLibrary:
    """The card library's interface, as the loader uses it."""

    def __init__(self, kinds=KINDS):
        self.kinds = kinds

    def names(self):
        return list(self.kinds)

    def kind_of(self, name):
        return self.kinds.get(name)

    def legend_by_title(self, title):
        return None  # no legends here

    def is_equipment(self, name):
        return name in EQUIPMENT

    def extend(self, card_tables, path, lines):
        return FakeLibrary({**self.kinds, **{t["name"]: t["kind"] for t in card_tables}})


LIBRARY = FakeLibrary()


def reparse(spec: ScenarioSpec) -> ScenarioSpec:
    return parse_scenario(dump_scenario(spec), "saved.toml", LIBRARY)


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.name)
def test_official_scenarios_round_trip(path):
    spec = load_scenario(path, LIBRARY)
    text = dump_scenario(spec)
    again = parse_scenario(text, str(path), LIBRARY)
    assert again.same_content(spec)
    assert dump_scenario(again) == text
    assert tomllib.loads(text)["format"] == 1


def test_same_content_ignores_path_and_lines_only():
    spec = load_scenario(SCENARIOS[0], LIBRARY)
    moved = evolve(spec, path=None, units=tuple(evolve(u, line=99) for u in spec.units))
    assert moved != spec and moved.same_content(spec)
    assert not evolve(spec, title="Other").same_content(spec)


def test_dump_reads_like_the_spec_example():
    spec = load_scenario(SCENARIOS[0], LIBRARY)
    text = dump_scenario(spec)
    assert text.startswith('format = 1\ntitle = "Void Seeker deals lethal damage"\n')
    step = '[[step]]\nplay = "Void Seeker"\nby = "A"\nid = "seeker"\ntargets = ["guard"]\n'
    assert f"\n{step}" in text
    assert "may" not in text and "hold" not in text  # defaults are left out
    assert "owner" not in text  # the owner is the controller
    assert "turn_player" not in text  # the first player


def test_dump_keeps_setup_in_file_order():
    spec = load_scenario(SCENARIOS[-1], LIBRARY)  # gear between two units
    text = dump_scenario(spec)
    assert text.index('id = "hero"') < text.index('id = "bow"') < text.index('id = "scout"')


def test_dump_writes_inline_tables_and_every_step_kind():
    spec = ScenarioSpec(
        title='Quotes " and \\ and\nnew lines\t\x01 and ünïcödé', turn_player="B",
        players=(PlayerSpec(id="A", name="Alice"), PlayerSpec(id="B")),
        battlefields=(BattlefieldSpec(id="gate", card="Void Gate", name="North"),),
        units=(UnitSpec(id="g", name="Guard", might=5, controller="B", owner="A", at="gate",
                        damage=2, buffed=True, exhausted=True),),
        gear=(GearSpec(id="s", card="Doran's Shield", controller="A", owner="A", at="base"),),
        steps=(
            StepSpec(index=1, step=steps.Play(
                play="Cull the Weak", targets=(), choose={"A": ("g",), "B": ("g", "@1")},
                may={"A": False, "B": True}, hold=True)),
            StepSpec(index=2, step=steps.Combat(
                combat="gate", attackers=("g",), defenders=(), assign={"g": 3}, may=False)),
            StepSpec(index=3, step=steps.Add(add=UnitSpec(
                id="r", card="Recruit", controller="A", owner="A", at="gate"))),
            StepSpec(index=4, step=steps.Attach(attach="s", to="r")),
            StepSpec(index=5, step=steps.EndTurn()),
        ),
        expects=(ExpectSpec(kind="condition", data={
            "condition": "killed_unit_with_spell", "unit": "g", "holds": False}),),
    )
    text = dump_scenario(spec)
    assert 'choose = { A = ["g"], B = ["g", "@1"] }' in text
    assert "may = { A = false, B = true }" in text
    assert 'add = { id = "r", card = "Recruit", controller = "A", at = "gate" }' in text
    assert '[[expect]]\ncondition = "killed_unit_with_spell"\nunit = "g"\nholds = false\n' in text
    again = parse_scenario(text, None, LIBRARY)
    assert again.same_content(spec)


def test_designer_cards_pass_through():
    text = (SCENARIOS[0].read_text()
            + '\n[[cards]]\nname = "Wisp"\nkind = "unit"\ncost = 1.5\n'
              '[[cards.abilities]]\ntext = "x"\n[cards.stats]\nmight = 1\n')
    spec = parse_scenario(text, "a.toml", LIBRARY)
    again = reparse(spec)
    assert again.same_content(spec)
    assert again.cards == ({"name": "Wisp", "kind": "unit", "cost": 1.5,
                            "abilities": [{"text": "x"}], "stats": {"might": 1}},)


def test_save_writes_atomically(tmp_path):
    spec = load_scenario(SCENARIOS[1], LIBRARY)
    path = tmp_path / "lesson.toml"
    save_scenario(spec, path)
    assert load_scenario(path, LIBRARY).same_content(spec)
    assert path.read_text(encoding="utf-8") == dump_scenario(spec)
    assert os.listdir(tmp_path) == ["lesson.toml"]


def test_save_over_a_file_keeps_its_mode(tmp_path):
    path = tmp_path / "lesson.toml"
    path.write_text("old", encoding="utf-8")
    path.chmod(0o640)
    save_scenario(load_scenario(SCENARIOS[0], LIBRARY), path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    assert path.read_text(encoding="utf-8").startswith("format = 1")


def test_failed_save_leaves_the_old_file_and_no_temp(tmp_path, monkeypatch):
    path = tmp_path / "lesson.toml"
    path.write_text("old", encoding="utf-8")

    def fail(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(save_module.os, "replace", fail)
    with pytest.raises(OSError, match="disk full"):
        save_scenario(load_scenario(SCENARIOS[0], LIBRARY), path)
    assert path.read_text(encoding="utf-8") == "old"
    assert os.listdir(tmp_path) == ["lesson.toml"]


# -- property: any valid document survives parse -> dump -> parse ------------------------------

_stems = st.from_regex(r"[A-Za-z]{1,4}", fullmatch=True)


@st.composite
def documents(draw) -> dict:
    """A valid scenario document (as tomli_w input), with a bit of everything."""
    count = iter(range(1000))

    def new_id() -> str:  # unique ignoring case: the number differs
        return f"{draw(_stems)}{draw(st.sampled_from('-_'))}{next(count)}"

    players = [new_id(), new_id()]
    doc: dict = {"format": 1, "title": draw(st.text(max_size=20))}
    if draw(st.booleans()):
        doc["question"] = draw(st.text(max_size=20))
    if draw(st.booleans()):
        doc["ruleset"] = draw(st.sampled_from(["1.3", "1.4"]))
    if draw(st.booleans()):
        doc["turn_player"] = draw(st.sampled_from(players))
    doc["rules"] = draw(st.lists(st.from_regex(r"\d{3}(\.\d)?", fullmatch=True), max_size=3))
    doc["players"] = [{"id": p, **({"name": draw(st.text(max_size=8))} if draw(st.booleans())
                                   else {})} for p in players]
    fields = []
    for _ in range(draw(st.integers(1, 2))):
        entry = {"id": new_id()}
        if draw(st.booleans()):
            entry["card"] = draw(st.sampled_from(["Void Gate", "Trifarian War Camp"]))
        fields.append(entry)
    doc["battlefields"] = fields
    places = ["base", *(f["id"] for f in fields)]
    units = []
    for _ in range(draw(st.integers(1, 4))):
        unit = {"id": new_id()}
        if draw(st.booleans()):
            unit["card"] = draw(st.sampled_from(["Recruit", "Vengeful Brute", "Garen, Commander"]))
        else:
            unit["name"] = draw(st.text(min_size=1, max_size=8))
            unit["might"] = draw(st.integers(0, 20))
        unit["controller"] = draw(st.sampled_from(players))
        if draw(st.booleans()):
            unit["owner"] = draw(st.sampled_from(players))
        unit["at"] = draw(st.sampled_from(places))
        for key, values in (("damage", st.integers(0, 5)), ("buffed", st.booleans()),
                            ("exhausted", st.booleans())):
            if draw(st.booleans()):
                unit[key] = draw(values)
        units.append(unit)
    doc["units"] = units
    unit_ids = [u["id"] for u in units]
    doc["gear"] = [{"id": new_id(), "card": "Recurve Bow", "controller": players[0],
                    "attached_to": draw(st.sampled_from(unit_ids))},
                   {"id": new_id(), "card": "Iron Ballista", "controller": players[1]}]
    doc["trash"] = [{"id": new_id(), "card": "Immortal Phoenix", "owner": players[0]}]
    objects = [*unit_ids, *(g["id"] for g in doc["gear"])]
    step_kinds = st.sampled_from(["play", "mark_damage", "heal", "move", "set", "end_turn"])
    steps = []
    for _ in range(draw(st.integers(0, 5))):
        kind = draw(step_kinds)
        unit = draw(st.sampled_from(unit_ids))
        if kind == "play":
            step = {"play": "Hextech Ray", "targets": [unit]}
            if draw(st.booleans()):
                step["id"] = new_id()
            if draw(st.booleans()):
                step["may"] = draw(st.booleans() | st.fixed_dictionaries(
                    {players[0]: st.booleans()}))
            if draw(st.booleans()):
                step["choose"] = {players[1]: draw(st.sampled_from(objects))}
        elif kind == "mark_damage":
            step = {"mark_damage": unit, "amount": draw(st.integers(1, 9))}
        elif kind == "move":
            step = {"move": unit, "to": draw(st.sampled_from(places))}
        elif kind == "set":
            step = {"set": unit, "buffed": draw(st.booleans())}
        elif kind == "end_turn":
            step = {"end_turn": True}
        else:
            step = {kind: unit}
        steps.append(step)
    doc["step"] = steps
    expects = [{"survives": draw(st.sampled_from(unit_ids))},
               {"kill": draw(st.sampled_from(unit_ids)), "attributed_to": [],
                "responsible": draw(st.sampled_from([*players, "none"]))},
               {"condition": "killed_unit_with_spell", "player": players[0],
                "holds": draw(st.booleans())},
               {"unit": draw(st.sampled_from(unit_ids)), "damage": draw(st.integers(0, 9))}]
    doc["expect"] = draw(st.permutations(expects))
    return doc


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(documents())
def test_parse_dump_parse_is_stable(doc):
    spec = parse_scenario(tomli_w.dumps(doc), "gen.toml", LIBRARY)
    text = dump_scenario(spec)
    again = parse_scenario(text, "gen.toml", LIBRARY)
    assert again.same_content(spec)
    assert dump_scenario(again) == text
