"""Proof per card (issue 10, item 4) for the modelled cards of the sets OGS, SFD, UNL and VEN
(resources/cards/ogs.toml, sfd.toml, unl.toml, ven.toml): every card has a scenario in
resources/cards/scenarios/ that uses it (plays it, activates it or places it), and every such
scenario passes `riftboard check`'s verification."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest


ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "resources" / "cards"
SCENARIOS = CARDS / "scenarios"
SET_FILES = ("ogs.toml", "sfd.toml", "unl.toml", "ven.toml")


def _set_cards() -> dict[str, str]:
    """Card name -> its card file, for the four set files."""
    out = {}
    for name in SET_FILES:
        path = CARDS / name
        if path.is_file():
            for t in tomllib.loads(path.read_text(encoding="utf-8")).get("card", []):
                out[t["name"]] = name
    return out


def _cards_used(doc: dict) -> set[str]:
    """The library cards a scenario places (a format 2 player's legend and champion too) or
    plays."""
    used = set()
    for key in ("battlefields", "units", "gear", "hand", "trash"):
        used |= {t["card"] for t in doc.get(key, []) if "card" in t}
    for player in doc.get("players", []):  # format 2: a legend, a chosen champion
        for key in ("legend", "champion"):
            if isinstance(player.get(key), dict) and "card" in player[key]:
                used.add(player[key]["card"])
    for step in doc.get("step", []):
        if "play" in step:
            used.add(step["play"])
        if isinstance(step.get("add"), dict) and "card" in step["add"]:
            used.add(step["add"]["card"])
    return used


def _uses() -> dict[str, list[Path]]:
    uses: dict[str, list[Path]] = {}
    for path in sorted(SCENARIOS.glob("*.toml")):
        doc = tomllib.loads(path.read_text(encoding="utf-8"))
        for card in _cards_used(doc):
            uses.setdefault(card, []).append(path)
    return uses


SET_CARDS = _set_cards()
USES = _uses()
SET_SCENARIOS = sorted({p for name in SET_CARDS for p in USES.get(name, [])})


def test_the_set_files_model_cards():
    assert len(SET_CARDS) >= 49


@pytest.mark.parametrize("name", sorted(SET_CARDS))
def test_every_set_card_has_a_scenario(name):
    """Issue 10 item 4: a modelled card is exercised by at least one scenario file."""
    assert USES.get(name), f"{name} ({SET_CARDS[name]}) has no scenario in {SCENARIOS}"


def test_the_set_cards_scenarios_are_among_the_card_scenarios_checked(card_scenarios):
    """Each scenario of a set card passes, with expectations, and a refused step only where an
    `illegal_step` expectation asks for it: tests/cards/test_card_scenarios.py holds that for
    every file of resources/cards/scenarios (one run each), these included."""
    assert SET_SCENARIOS
    assert {p.name for p in SET_SCENARIOS} <= set(card_scenarios.outcomes)
    assert all(p.parent == SCENARIOS for p in SET_SCENARIOS)


def test_detonate_the_gear_controller_draws_two(card_scenarios):
    """Detonate's draw (413) has no [[expect]] kind: the controller of the destroyed gear (Bob),
    not the caster, draws 2, with Detonate as the source."""
    out = card_scenarios.outcomes["detonate.toml"]
    draws = [e for e in out.timeline["events"] if e["kind"] == "draw"]
    assert [(e["target"], e["amount"], [s["id"] for s in e["sources"]]) for e in draws] == [
        ("B", 2, ["detonate"])]


def test_a_trigger_written_as_a_table_is_a_file_error(tmp_path):
    """Found by the loader fuzzer on unl.toml: a trigger that is not a string is refused with the
    file, line and key (no traceback), like any other wrong value."""
    from riftboard.cards.library import load_card_file
    from riftboard.errors import InvalidScenario

    path = tmp_path / "odd.toml"
    path.write_text('[[card]]\nname = "Odd Archer"\nkind = "unit"\nmight = 2\n\n'
                    '[[card.abilities]]\nkind = "triggered"\ntrigger = { when = "attack" }\n'
                    'effects = [{ op = "buff", target = "self" }]\n', encoding="utf-8")
    with pytest.raises(InvalidScenario) as err:
        load_card_file(path)
    assert "odd.toml:8" in str(err.value) and "abilities[1].trigger" in str(err.value)  # the key's line
