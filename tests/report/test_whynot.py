""""Why not?" (issue 28, item 3): what did not happen in a row's step, from real cards, the
events and the conditions (report/whynot.py)."""

from __future__ import annotations

from pathlib import Path

from riftboard.cards.library import load_library
from riftboard.report.whynot import why_not_blocks, why_not_lines
from riftboard.scenario.loader import load_scenario
from riftboard.scenario.session import Session

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "resources" / "lessons"
SCENARIOS = ROOT / "resources" / "cards" / "scenarios"
LIB = load_library()


def session(path: Path) -> Session:
    return Session(load_scenario(path, LIB), LIB, str(path))


def lines_of_step(s: Session, step: int) -> list[str]:
    h = s.history
    seq = next(e.seq for e in h.events if e.step == step)
    return why_not_lines(h, seq, h.state)


def test_383_4_a_4_trigger_occurred_but_the_card_played_was_no_spell():
    """Ravenbloom Student waits for its player's spells: Alice's unit (step 3) is a play, so
    the trigger occurred, but the played-kind condition failed; Bob's spell (step 4) is not its
    controller's play, so the trigger did not occur."""
    s = session(SCENARIOS / "ravenbloom-student.toml")
    three = lines_of_step(s, 3)
    missed = [line for line in three if line.startswith("- Ravenbloom Student's ability 1")]
    assert len(missed) == 1
    assert "its trigger occurred" in missed[0] and "must be a spell" in missed[0]
    four = [line for line in lines_of_step(s, 4) if "Ravenbloom Student's ability 1" in line]
    assert len(four) == 1 and "did not occur" in four[0]
    # steps 1 and 2: it triggered, so it is not listed
    assert not any("Ravenbloom" in line for line in lines_of_step(s, 1))


def test_359_3_e_fizzle_is_a_target_that_became_illegal():
    """Hidden Blade's unit moved to base: the fizzle is listed with 359.3.e."""
    s = session(LESSONS / "49-hidden-blade-target-gone.toml")
    lines = lines_of_step(s, 2)
    assert "**Targets that became illegal, choices declined**" in lines
    fizzle = [line for line in lines if "Hidden Blade" in line]
    assert len(fizzle) == 1 and "(359.3.e)" in fizzle[0]
    assert lines_of_step(s, 1)[-1].startswith("Nothing was left undone")


def test_411_6_phoenix_waits_in_the_trash_until_a_spell_kills():
    """Immortal Phoenix works from the trash (383.2.c.1): in step 1 (Decree only, no kill) its
    trigger did not occur; in step 2 it triggered, so it is not listed."""
    s = session(LESSONS / "09-imperial-decree-phoenix.toml")
    one = [line for line in lines_of_step(s, 1) if "Immortal Phoenix" in line]
    assert len(one) == 1 and "did not occur" in one[0] and "kills a unit with a spell" in one[0]
    assert not any("Immortal Phoenix" in line for line in lines_of_step(s, 2))


def test_411_6_kill_credited_to_an_ability_is_no_spell_kill():
    """Recurve Bow's granted ability kills the Scout: "killed a unit with a spell" did not hold,
    and the panel names what the kill is credited to."""
    s = session(LESSONS / "14-equipment-granted-ability.toml")
    lines = lines_of_step(s, 1)
    assert "**\"With\" conditions that did not hold**" in lines
    kill = [line for line in lines if line.startswith("- The kill of Scout")]
    assert len(kill) == 1 and "killed a unit with a spell\" did not hold" in kill[0]
    assert "Hero's ability 1" in kill[0] and "(411.6)" in kill[0]


def test_411_2_a_kill_nobody_is_responsible_for_satisfies_no_condition():
    s = session(LESSONS / "12-stupefy-not-a-spell-kill.toml")
    lines = lines_of_step(s, 2)
    assert any("nobody is responsible" in line and "411.2" in line for line in lines)


def test_383_3_a_2_declined_may_is_listed_and_not_called_a_missed_trigger():
    s = session(LESSONS / "30-decree-phoenix-declined.toml")
    lines = lines_of_step(s, 2)
    declined = [line for line in lines if "declines Immortal Phoenix" in line]
    assert len(declined) == 1 and "(383.3.a.2)" in declined[0]
    assert not any("Immortal Phoenix's ability 1 did not trigger" in line for line in lines)


def test_the_setup_row_asks_for_a_row():
    s = session(LESSONS / "09-imperial-decree-phoenix.toml")
    blocks = why_not_blocks(s.history, 0, s.history.state)
    assert blocks[0] == ("h", "Why not?") and "Select a row" in blocks[1][1]
