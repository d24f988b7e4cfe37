"""A judge's arrows and notes in the app's `[session]` (issue 28, item 3): read and checked
like every other table, saved back, kept across branch switches; a file without them loads as
before, and `run` ignores them."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftboard.cards.library import load_library
from riftboard.errors import InvalidScenario
from riftboard.scenario.loader import parse_scenario
from riftboard.scenario.runner import run_text
from riftboard.scenario.save import dump_scenario
from riftboard.scenario.session import Session

LIB = load_library()
LESSON = Path(__file__).resolve().parents[2] / "resources" / "lessons" / \
    "09-imperial-decree-phoenix.toml"
BASE = LESSON.read_text(encoding="utf-8")
DRAWN = BASE + """
[session]
[[session.arrow]]
from = "decree"
to = "titan"
text = "credited here"
[[session.note]]
text = "Phoenix returns from the trash"
on = "phoenix"
[[session.note]]
text = "a point"
x = 120
y = -40.5
"""


def test_arrows_and_notes_are_read_in_order_and_saved_back():
    spec = parse_scenario(DRAWN, "drawn.toml", LIB)
    kinds = [(a.kind, a.source, a.target, a.x, a.y, a.text) for a in spec.session.annotations]
    assert kinds == [("arrow", "decree", "titan", None, None, "credited here"),
                     ("note", None, "phoenix", None, None, "Phoenix returns from the trash"),
                     ("note", None, None, 120.0, -40.5, "a point")]
    again = parse_scenario(dump_scenario(spec), "drawn.toml", LIB)
    assert again.without_locations() == spec.without_locations()


def test_a_file_without_them_loads_as_before_and_run_ignores_them():
    assert parse_scenario(BASE, "plain.toml", LIB).session is None
    plain = run_text(BASE, "plain.toml")
    drawn = run_text(DRAWN, "drawn.toml")
    assert plain.history.events == drawn.history.events and drawn.error is None


@pytest.mark.parametrize("table, where", [
    ('[[session.note]]\ntext = "x"\non = "nobody"\n', 'session.note[1].on: unknown id "nobody"'),
    ('[[session.arrow]]\nfrom = "titan"\n', 'session.arrow[1]: missing key "to"'),
    ('[[session.note]]\ntext = "x"\nx = 1\n', 'session.note[1]: missing key "y"'),
    ('[[session.note]]\ntext = "x"\nx = true\ny = 1\n', "session.note[1].x: expected a number"),
    ('[[session.note]]\ntext = "x"\non = "titan"\nx = 1\ny = 1\n', "not both"),
    ('[[session.note]]\non = "titan"\n', 'missing key "text"'),
    ('[[session.note]]\ntext = "' + "a" * 201 + '"\non = "titan"\n', "at most 200"),
    ('[[session.arrow]]\nfrom = "titan"\nto = "decree"\ncolour = "red"\n',
     'session.arrow[1].colour: unknown key "colour"'),
])
def test_a_bad_drawing_names_file_line_and_key(table, where):
    text = BASE + "\n[session]\n" + table
    with pytest.raises(InvalidScenario) as err:
        parse_scenario(text, "bad.toml", LIB)
    message = str(err.value)
    assert message.startswith("bad.toml:") and where in message


def test_a_session_keeps_them_through_a_save_a_branch_switch_and_a_ruleset_change(tmp_path):
    path = tmp_path / "drawn.toml"
    path.write_text(DRAWN, encoding="utf-8")
    s = Session.from_file(str(path))
    assert [a.kind for a in s.annotations] == ["arrow", "note", "note"]
    s.history.jump_to(1)
    s.act("mark_damage", mark_damage="titan", amount=1)  # a new line: step 2 becomes a branch
    assert s.branches
    s.switch_branch(0)
    s.set_ruleset("1.3")
    assert [a.kind for a in s.annotations] == ["arrow", "note", "note"]
    out = tmp_path / "again.toml"
    s.save(str(out))
    again = Session.from_file(str(out))
    assert [(a.kind, a.source, a.target, a.text) for a in again.annotations] == \
        [(a.kind, a.source, a.target, a.text) for a in s.annotations]


def test_an_arrow_may_name_an_object_only_a_branch_adds(tmp_path):
    """The judge drew on a branch's object, then went back to the main line: the file still
    loads (an id of any line is known)."""
    text = BASE + """
[session]
[[session.branch]]
from_step = 1
[[session.branch.step]]
add = { id = "r2", card = "Recruit", controller = "A", at = "north" }
[[session.arrow]]
from = "r2"
to = "titan"
"""
    spec = parse_scenario(text, "branch.toml", LIB)
    assert spec.session.annotations[0].source == "r2"
