"""What if (issue 28, item 1; a first slice): every legal target set of a step and every answer
to the questions the engine asks while it runs, each played; the outcome of each is the same as
playing that answer by hand."""

from __future__ import annotations

import json

import pytest

from riftboard.cards.library import load_library
from riftboard.cli import main
from riftboard.engine import apply
from riftboard.report.whatif import whatif
from riftboard.scenario.build import step_action
from riftboard.scenario.loader import parse_scenario
from riftboard.scenario.replay import replay
from riftboard.scenario.runner import lessons_dir, scenario_library

CULL = """\
format = 1
title = "Cull and Phoenix"
[[players]]
id = "A"
name = "Alice"
[[players]]
id = "B"
name = "Bob"
[[battlefields]]
id = "north"
name = "North"
[[units]]
id = "a1"
name = "Squire"
might = 1
controller = "A"
at = "north"
[[units]]
id = "a2"
name = "Knight"
might = 4
controller = "A"
at = "north"
[[units]]
id = "b1"
name = "Raider"
might = 2
controller = "B"
at = "north"
[[units]]
id = "b2"
name = "Brute"
might = 5
controller = "B"
at = "base"
[[trash]]
id = "phoenix"
card = "Immortal Phoenix"
owner = "A"

[[step]]
play = "Cull the Weak"
by = "A"
"""

LIB = load_library()


def _spec(text=CULL):
    spec = parse_scenario(text, "whatif.toml", LIB)
    return spec, scenario_library(spec, LIB)


def test_every_answer_to_the_steps_questions_is_played():
    """Cull the Weak (411.1): A picks one of 2 units, B one of 2; Phoenix's "you may" (A's
    unit died to A's spell) yes or no, and if yes where it is played (base or North)."""
    spec, lib = _spec()
    doc = whatif(spec, lib, 1)
    assert doc["complete"] and doc["shown"] == 2 * 2 * (2 + 1)
    killed = {tuple(sorted(k["unit"] for k in a["kills"])) for a in doc["answers"]}
    assert killed == {("Knight", "Raider"), ("Brute", "Knight"), ("Raider", "Squire"),
                      ("Brute", "Squire")}
    assert all(k["credited"] == ["Cull the Weak"] for a in doc["answers"] for k in a["kills"])


def test_each_answer_is_the_same_as_playing_it_by_hand():
    """Property: the keys each answer reports, written into the step and played without an
    Asker (as a file plays), give the same kills, credit and responsibility."""
    spec, lib = _spec()
    history, _ = replay(spec, lib, resolve_at_end=False, steps=())
    base = spec.steps[0]
    from attrs import evolve

    for answer in whatif(spec, lib, 1)["answers"]:
        keys = dict(answer["keys"])
        data = {}
        if "may" in keys:
            data["may"] = {p: tuple(v) for p, v in keys["may"].items()}
        if "choose" in keys:
            data["choose"] = {p: tuple(v) for p, v in keys["choose"].items()}
        if "to" in keys:
            data["to"] = keys["to"]
        step = evolve(base, step=evolve(base.step, **data))
        result = apply(history.state, step_action(step, history.state, lib), 1, finish=True)
        kills = [(e.target_name, [r.name for r in e.attributed_to]) for e in result.events
                 if e.kind == "kill"]
        assert kills == [(k["unit"], k["credited"]) for k in answer["kills"]], answer


def test_target_sets_are_varied_on_the_judges_board():
    spec, lib = _spec((lessons_dir() / "58-judges-board.toml").read_text(encoding="utf-8"))
    doc = whatif(spec, lib, 4)
    targets = [a["targets"] for a in doc["answers"]]
    assert targets[0] == ["Raider"]  # the file's own first
    assert sorted(map(tuple, targets)) == [("Garen, Commander",), ("Raider",), ("Squire",)]
    squire = next(a for a in doc["answers"] if a["targets"] == ["Squire"])
    assert squire["damage"] == 5  # at Void Gate: 4 + 1 Bonus Damage (715)


def test_a_large_space_is_cut_and_says_so():
    spec, lib = _spec()
    doc = whatif(spec, lib, 1, limit=3)
    assert doc["shown"] == 3 and not doc["complete"]


def test_the_command_line(tmp_path, capsys):
    path = tmp_path / "cull.toml"
    path.write_text(CULL, encoding="utf-8")
    assert main(["whatif", str(path), "--step", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith('What if: step 1 (play) of "Cull and Phoenix": 12 answers')
    assert main(["whatif", str(path), "--step", "1", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["shown"] == 12 and doc["complete"]
    assert main(["whatif", str(path), "--step", "2"]) == 2
    assert "there is no step 2 (the file has 1 step)" in capsys.readouterr().err


LESSON_FILES = sorted(p for p in lessons_dir().glob("*.toml") if p.name != "index.toml")


@pytest.mark.parametrize("path", LESSON_FILES, ids=lambda p: p.stem)
def test_every_lessons_every_step_has_answers(path):
    """At each step of each lesson the step as the file has it (its own targets, its questions
    answered as the file answers them) is the first answer, refused only where the lesson's
    own step is refused (a lesson may teach a refusal)."""
    spec, lib = _spec(path.read_text(encoding="utf-8"))
    _history, error = replay(spec, lib)
    refused_at = error["step"] if error else len(spec.steps) + 1
    for n in range(1, min(refused_at, len(spec.steps)) + 1):
        doc = whatif(spec, lib, n, limit=64)
        first = doc["answers"][0]
        assert (first["refused"] is not None) is (n == refused_at), (n, first)
    if refused_at < len(spec.steps):
        with pytest.raises(ValueError, match="refused"):
            whatif(spec, lib, refused_at + 1)


def test_other_moves_lists_the_players_moves_and_leaves_out_refused_ones():
    """Issue 28, item 1: "which spell or ability is playable ... pass or act": with `moves`, the
    step's player's other moves there, each with its outcome; a move the rules refuse is none."""
    spec, lib = _spec((lessons_dir() / "58-judges-board.toml").read_text(encoding="utf-8"))
    doc = whatif(spec, lib, 4, moves=True)
    assert doc["kind"] == "moves" and doc["complete"]
    moves = [a["move"] for a in doc["answers"]]
    assert "end the turn" in moves
    assert not any(a["refused"] for a in doc["answers"])
    killed = {k["unit"] for a in doc["answers"] for k in a["kills"]}
    assert {"Raider", "Squire"} <= killed
    # each answer's keys are a step that plays it
    seeker = next(a for a in doc["answers"] if a["kills"] and a["kills"][0]["unit"] == "Squire")
    assert seeker["keys"]["play"] == "Void Seeker" and seeker["keys"]["targets"]


def test_other_moves_on_the_command_line(capsys):
    from riftboard.cli import main

    assert main(["whatif", "58", "--step", "4", "--moves"]) == 0
    out = capsys.readouterr().out
    assert "other moves at step 4" in out and "end the turn" in out
