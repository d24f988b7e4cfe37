"""Thousands of broken scenario and card files: a clean InvalidScenario or a clean run, never
another exception (SPEC section 1: a file error never prints a traceback)."""

from __future__ import annotations

import random
import traceback

import pytest
import tomli_w
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftboard.cards.library import load_card_file, load_library
from riftboard.errors import InvalidScenario
from riftboard.scenario.loader import load_scenario, parse_scenario
from riftboard.scenario.runner import run_spec, scenario_library

from .conftest import LONG, count
from .mutate import mutant, seed_files

#: a long module (docs/testing.md): CI runs it; `pytest -m "not slow"` leaves it out
pytestmark = pytest.mark.slow

LIB = load_library()
SEEDS = seed_files()
SCENARIO_SEEDS = [f for f in SEEDS if f.parent.name != "cards"]
CARD_SEEDS = [f for f in SEEDS if f.parent.name == "cards"]
CHUNKS = 8


def check_scenario_bytes(data: bytes, path) -> str:
    """Load and run one file; 'invalid', 'ran' or 'illegal'. Anything else raises."""
    path.write_bytes(data)
    try:
        spec = load_scenario(path, LIB)
    except InvalidScenario as exc:
        text = str(exc)
        assert text and str(path) in text, f"an error that does not name the file: {text!r}"
        assert "Traceback" not in text
        return "invalid"
    out = run_spec(spec, scenario_library(spec, LIB))
    out.timeline  # noqa: B018 - building the document must not fail either
    return "illegal" if out.error else "ran"


def _run_mutants(seeds, n, start, tmp_path, check):
    failures, outcomes = [], {}
    for k in range(n):
        seed = start + k
        src = seeds[seed % len(seeds)]
        data, used = mutant(src.read_bytes(), seed)
        try:
            res = check(data, tmp_path / "mutant.toml")
            outcomes[res] = outcomes.get(res, 0) + 1
        except Exception as exc:  # noqa: BLE001 - the point: nothing but InvalidScenario
            failures.append(f"seed {seed} ({src.name}, {'+'.join(used)}): {type(exc).__name__}: "
                            f"{str(exc)[:200]}\n{traceback.format_exc(limit=-3)}")
    return failures, outcomes


@pytest.mark.skipif(not SCENARIO_SEEDS, reason="no lessons or shared scenarios to mutate")
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_mutated_scenarios_fail_cleanly(chunk, tmp_path):
    n = count(130)
    failures, outcomes = _run_mutants(SCENARIO_SEEDS, n, chunk * n + (10**6 if LONG else 0),
                                      tmp_path, check_scenario_bytes)
    assert not failures, f"{len(failures)} of {n} mutants broke the loader:\n" + "\n".join(
        failures[:5])
    assert outcomes.get("invalid", 0) > n // 4  # the mutations do break files


def check_card_bytes(data: bytes, path) -> str:
    path.write_bytes(data)
    try:
        cards = load_card_file(path)
    except InvalidScenario as exc:
        assert str(exc) and "Traceback" not in str(exc)
        return "invalid"
    if cards:
        LIB.extend([], str(path))
    return "ran"


def _card_failures(n, start, tmp_path):
    return _run_mutants(CARD_SEEDS, n, start, tmp_path, check_card_bytes)


@pytest.mark.skipif(not CARD_SEEDS, reason="no card files to mutate")
def test_mutated_card_files_fail_cleanly(tmp_path):
    n = count(400)
    failures, outcomes = _card_failures(n, 500_000, tmp_path)
    assert not failures, f"{len(failures)} of {n} card mutants broke the card loader:\n" + \
        "\n".join(failures[:5])
    assert outcomes.get("invalid", 0) > n // 4


@pytest.mark.parametrize("text", [
    "x = " + "[" * 5000 + "]" * 5000,
    "[[card]]\nname = \"X\"\nkind = \"unit\"\nmight = " + "9" * 5000,
], ids=["deep", "digits"])
def test_card_loader_refuses_deep_or_huge_toml_cleanly(text, tmp_path):
    """Found by the fuzzer: these escaped as RecursionError / ValueError (fixed in 30e3124)."""
    p = tmp_path / "cards.toml"
    p.write_text(text)
    with pytest.raises(InvalidScenario):
        load_card_file(p)


# --- structured fuzzing: the right keys with values of every type --------------------------

_scalars = st.one_of(
    st.booleans(), st.integers(-(10**20), 10**20), st.floats(allow_nan=True),
    st.text(max_size=12), st.sampled_from(["A", "B", "bf1", "u1", "base", "none", "@1",
                                           "Void Seeker", "Recruit", "Void Gate", "1.3"]),
    st.dates(),
)
_values = st.recursive(_scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)),
    max_leaves=6)
_UNIT_KEYS = ["id", "card", "name", "might", "controller", "owner", "at", "damage", "buffed",
              "exhausted", "bogus"]
_STEP_KEYS = ["play", "by", "id", "targets", "to", "choose", "discard", "may", "hold", "activate",
              "ability", "combat", "attackers", "defenders", "assign", "mark_damage", "amount",
              "heal", "move", "set", "attach", "add", "remove", "end_turn", "buffed"]
_EXPECT_KEYS = ["kill", "attributed_to", "responsible", "reason", "survives", "damage_to",
                "amount", "sources", "condition", "player", "holds", "unit", "trigger", "might",
                "zone", "at", "illegal_step", "message_contains", "object"]


def _table(keys, good):
    return st.dictionaries(st.sampled_from(keys), st.one_of(_values, st.sampled_from(good)),
                           max_size=5)


_documents = st.fixed_dictionaries(
    {"format": st.one_of(st.just(1), _scalars),
     "players": st.one_of(st.just([{"id": "A"}, {"id": "B"}]),
                          st.lists(_table(["id", "name", "x"], ["A", "B"]), max_size=3))},
    optional={
        "title": _values, "ruleset": st.one_of(st.sampled_from(["1.3", "1.4"]), _scalars),
        "turn_player": _scalars, "rules": _values,
        "battlefields": st.lists(_table(["id", "card", "name"], ["bf1", "Void Gate"]), max_size=2),
        "units": st.lists(_table(_UNIT_KEYS, ["u1", "u2", "A", "B", "bf1", "base", 3, "Recruit"]),
                          max_size=3),
        "gear": st.lists(_table(["id", "card", "controller", "at", "attached_to"],
                                ["g1", "Iron Ballista", "Doran's Shield", "A", "u1"]), max_size=2),
        "hand": st.lists(_table(["id", "card", "owner"], ["h1", "Hextech Ray", "A"]), max_size=2),
        "step": st.lists(_table(_STEP_KEYS, ["Void Seeker", "u1", ["u1"], "A", "bf1", True, 2]),
                         max_size=4),
        "expect": st.lists(_table(_EXPECT_KEYS, ["u1", "A", ["u1"], "lethal_damage", 1, True]),
                           max_size=3),
        "cards": st.lists(_table(["name", "kind", "might", "effects", "targets", "official"],
                                 ["Custom", "unit", "spell", 2, [{"op": "deal", "amount": 1}]]),
                          max_size=2),
    })


def _toml(doc) -> str | None:
    try:
        return tomli_w.dumps(doc)
    except (TypeError, ValueError):  # e.g. NaN in some positions, non-str keys
        return None


@settings(max_examples=count(400), deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(_documents)
def test_structured_documents_fail_cleanly(doc):
    text = _toml(doc)
    if text is None:
        return
    try:
        spec = parse_scenario(text, "fuzz.toml", LIB)
    except InvalidScenario as exc:
        assert str(exc).startswith("fuzz.toml")
        return
    out = run_spec(spec, scenario_library(spec, LIB))
    out.timeline  # noqa: B018


def test_mutants_are_reproducible():
    src = SEEDS[0].read_bytes()
    assert mutant(src, 1234) == mutant(src, 1234)
    r = random.Random(5)
    assert r.random() == random.Random(5).random()
