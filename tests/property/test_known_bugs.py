"""Bugs the property tests found, as the smallest inputs that show them; all fixed since, kept
as regression tests (docs/testing.md, "Bugs found")."""

from __future__ import annotations

import pytest

from riftboard.scenario.runner import run_text

HEADER = """
format = 1
[[players]]
id = "A"
[[players]]
id = "B"
[[battlefields]]
id = "bf1"
[[units]]
id = "guard"
name = "Guard"
might = 3
controller = "B"
at = "bf1"
"""

PHOENIX_BACK = HEADER + """
[[trash]]
id = "phoenix"
card = "Immortal Phoenix"
owner = "A"
[[step]]
play = "Void Seeker"
by = "A"
targets = ["guard"]
"""


def test_phoenix_comes_back_from_the_trash():
    """The setup of the next test: Void Seeker's kill brings Phoenix to A's base."""
    out = run_text(PHOENIX_BACK)
    assert out.error is None
    assert out.timeline["final"]["objects"]["phoenix"]["zone"] == "board"


@pytest.mark.parametrize("step", [
    'mark_damage = "phoenix"\namount = 1',
    'move = "phoenix"\nto = "bf1"',
    'set = "phoenix"\nexhausted = false',
    'remove = "phoenix"',
], ids=["mark_damage", "move", "set", "remove"])
def test_sandbox_edit_of_a_unit_back_from_the_trash_loads(step):
    """The loader took [[trash]] entries for cards, never units, so a saved sandbox edit of a
    unit back from the trash could not be loaded (fixed in c53b5ec)."""
    out = run_text(PHOENIX_BACK + "[[step]]\n" + step + "\n")
    assert out.error is None


def test_two_held_charms_to_the_same_place_resolve():
    """A held move to where the unit already was raised IllegalAction at resolution, refusing
    the step that resolved the chain (fixed in e4d4726: the second Charm does nothing)."""
    text = HEADER.replace('at = "bf1"', 'at = "base"') + """
[[step]]
play = "Charm"
by = "A"
targets = ["guard"]
to = "bf1"
hold = true
[[step]]
play = "Charm"
by = "A"
targets = ["guard"]
to = "bf1"
hold = true
[[step]]
end_turn = true
"""
    out = run_text(text)
    assert out.error is None, out.error
    assert [e.kind for e in out.history.events].count("move") == 1


def test_held_cull_the_weak_whose_chosen_unit_died_resolves():
    """The same with Cull the Weak whose chosen unit died before it resolved (fixed in c53b5ec:
    the default choice is made)."""
    text = HEADER.replace('controller = "B"', 'controller = "A"') + """
[[units]]
id = "other"
name = "Other"
might = 2
controller = "A"
at = "base"
[[step]]
play = "Cull the Weak"
by = "A"
choose = { A = "guard" }
hold = true
[[step]]
play = "Cull the Weak"
by = "A"
choose = { A = "guard" }
hold = true
[[step]]
end_turn = true
"""
    out = run_text(text)
    assert out.error is None, out.error
    killed = [e.target for e in out.history.events if e.kind == "kill"]
    assert sorted(killed) == ["guard", "other"]
