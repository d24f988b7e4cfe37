"""Issue 29 item 5: a spell's name typed without "play" ("Hextech Ray on Guard") is played, and
the command box says that it read the line as a play; it no longer advises a vanilla unit named
after the spell."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest


def _type(w, text: str) -> None:
    box = w.command_box
    box.clear()
    QTest.keyClicks(box, text)
    QTest.keyClick(box, Qt.Key_Return)


def test_a_spell_name_without_play_is_played_and_said(make_window):
    w = make_window()
    c = w.controller
    c.new_board()
    assert w.run_command("Guard 4 to North for B")
    _type(w, "Hextech Ray on Guard")
    assert w.command_box.text() == "", c.last_message  # done: the box clears
    damage = [e for e in c.history.events if e.kind == "damage"]
    assert [(e.sources[0].name, e.target_name, e.amount) for e in damage] == [
        ("Hextech Ray", "Guard", 3)]
    assert "as “play Hextech Ray on Guard”" in c.last_message
    assert "vanilla unit" not in c.last_message
    # no unit named after the spell was added
    assert not [o for o in c.state.objects.values() if o.kind == "unit"
                and o.name.startswith("Hextech")]


def test_a_spell_name_alone_starts_its_play(make_window):
    w = make_window()
    c = w.controller
    c.new_board()
    assert w.run_command("Guard 4 to North for B")
    assert w.run_command("Hextech Ray")
    assert c.pending is not None and "click its targets" in c.last_message


def test_a_unit_name_is_still_added_and_a_stranger_still_explained(make_window):
    w = make_window()
    c = w.controller
    c.new_board()
    assert w.run_command("Garen, Commander to North for B")
    assert any(o.name == "Garen, Commander" for o in c.state.objects.values())
    assert not w.run_command("Nobody Special on Garen")
    assert "a vanilla unit needs a Might" in c.last_message
