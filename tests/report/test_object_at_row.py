"""An object as it was at a timeline row (issue 28, item 3): read from the history's stored
states, for the app's tooltips and the board's highlight (report/pointing.py)."""

from __future__ import annotations

from pathlib import Path

from riftboard.cards.library import load_library
from riftboard.report.pointing import object_at, row_objects
from riftboard.scenario.loader import load_scenario
from riftboard.scenario.session import Session

LESSONS = Path(__file__).resolve().parents[2] / "resources" / "lessons"
LIB = load_library()


def session(name: str) -> Session:
    path = LESSONS / name
    return Session(load_scenario(path, LIB), LIB, str(path))


def test_damage_and_zone_follow_the_row_142_4_b():
    """The Recurve Bow lesson (14): the Scout has no damage at the setup, 2 after the
    damage row, and is in the trash after the kill row."""
    s = session("14-equipment-granted-ability.toml")
    h = s.history
    damage = next(e for e in h.events if e.kind == "damage" and e.target == "scout")
    kill = next(e for e in h.events if e.kind == "kill" and e.target == "scout")
    assert object_at(h, 0, "scout").damage == 0
    hit = object_at(h, damage.seq, "scout")
    assert hit.damage == 2 and hit.might == 2 and hit.zone == "board"
    assert "damage marked: 2 (lethal)" in hit.lines()
    gone = object_at(h, kill.seq, "scout")
    assert gone.zone == "trash" and gone.might is None and "in trash" in gone.lines()


def test_attachments_and_controller_151():
    s = session("14-equipment-granted-ability.toml")
    hero = object_at(s.history, 1, "hero")
    assert hero.attachments == ("Recurve Bow",)
    assert hero.controller.endswith("A") and "attached: Recurve Bow" in hero.text()
    bow = object_at(s.history, 1, next(o.id for o in s.history.initial.objects.values()
                                         if o.name == "Recurve Bow"))
    assert bow.attached_to == "Hero"


def test_keywords_as_they_were_801_3_a():
    """Cleave grants the Knight Assault 3 this turn: the row after the play shows it, the setup
    does not, and the row after the end of that turn no longer does (317.2.c). Doran's Shield
    (lesson 21) gives its unit Tank."""
    path = Path(__file__).resolve().parents[2] / "resources" / "cards" / "scenarios" / "cleave.toml"
    s = Session(load_scenario(path, LIB), LIB, str(path))
    h = s.history

    def end_of(step):
        return max(e.seq for e in h.events if e.step == step)

    assert object_at(h, 0, "knight").keywords == ()
    assert object_at(h, end_of(1), "knight").keywords == ("Assault 3",)
    assert object_at(h, end_of(3), "knight").keywords == ()
    tank = session("21-tank-default-assignment.toml")
    assert "Tank" in object_at(tank.history, 0, "knight").keywords


def test_row_objects_name_target_sources_and_the_ability_host():
    s = session("09-imperial-decree-phoenix.toml")
    kill = next(e for e in s.history.events if e.kind == "kill")
    assert row_objects(kill) == ("titan", "decree")
    assert object_at(s.history, kill.seq, "nobody") is None
