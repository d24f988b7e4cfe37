"""Big boards (issue 13, item 4): a combat of 200 units finishes within a second; one beyond
MAX_COMBAT_UNITS (999 units of Might 1) is refused before it is played, naming the limit
(combat damage makes every opposing unit a source of each kill, 417.6.c)."""

from __future__ import annotations

import json
import time

import pytest

from riftboard import cli
from riftboard.cards.library import load_library
from riftboard.errors import InvalidScenario
from riftboard.scenario.loader import parse_scenario
from riftboard.scenario.replay import MAX_COMBAT_UNITS
from riftboard.scenario.runner import run_text
from riftboard.scenario.session import Session

HEAD = 'format = 1\n[[players]]\nid = "A"\n[[players]]\nid = "B"\n[[battlefields]]\nid = "bf"\n'


def board(n: int, might: int = 1, listed: int | None = None) -> str:
    """n units at one battlefield, alternating sides; a combat naming the first `listed`."""
    units = "".join(f'[[units]]\nid = "u{i}"\nname = "U{i}"\nmight = {might}\n'
                    f'controller = "{"AB"[i % 2]}"\nat = "bf"\n' for i in range(n))
    named = range(n if listed is None else listed)
    attackers = [f"u{i}" for i in named if i % 2 == 0]
    defenders = [f"u{i}" for i in named if i % 2]
    return (HEAD + units + f'[[step]]\ncombat = "bf"\nattackers = {json.dumps(attackers)}\n'
            f"defenders = {json.dumps(defenders)}\n")


def test_a_combat_of_200_units_runs_within_a_second():
    t0 = time.perf_counter()
    out = run_text(board(200), "200.toml")
    seconds = time.perf_counter() - t0
    assert out.error is None
    kills = [e for e in out.history.events if e.kind == "kill"]
    assert len(kills) == 200  # Might 1 each, every unit is dealt lethal damage
    # 417.6.c: every opposing unit is a source of the combat damage behind each kill
    assert all(len(k.attributed_to) == 100 for k in kills)
    assert seconds < 1.0, f"{seconds:.2f} s"


def test_999_units_of_might_1_are_refused_up_front_naming_the_limit(capsys):
    t0 = time.perf_counter()
    with pytest.raises(InvalidScenario) as err:
        run_text(board(999), "999.toml")
    assert time.perf_counter() - t0 < 3
    e = err.value
    assert e.key == "step 1.attackers" and e.line
    assert f"a combat of 999 units is more than riftboard plays (at most {MAX_COMBAT_UNITS} " \
           "units in one combat" in e.message and "417.6.c" in e.message


def test_units_at_the_battlefield_count_even_when_not_named():
    """Every unit at the battlefield takes part in its combat, so they count toward the limit:
    the combat step is refused (exit 3) before it is applied, in run and in the app alike."""
    text = board(MAX_COMBAT_UNITS + 1, listed=2)
    out = run_text(text, "unnamed.toml")
    assert out.error["step"] == 1 and "at most 250 units in one combat" in out.error["message"]
    assert out.history.events == [] or all(e.step != 1 for e in out.history.events)
    session = Session(parse_scenario(text, "unnamed.toml", load_library()), load_library())
    assert session.error == out.error


def test_the_limit_itself_is_played():
    out = run_text(board(MAX_COMBAT_UNITS), "limit.toml")
    assert out.error is None
    assert sum(e.kind == "kill" for e in out.history.events) == MAX_COMBAT_UNITS


def test_the_cli_says_the_limit_with_exit_2(tmp_path, capsys):
    path = tmp_path / "999.toml"
    path.write_text(board(999))
    assert cli.main(["run", str(path), "--json"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "at most 250 units in one combat" in captured.err
