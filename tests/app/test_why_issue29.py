"""Issue 29 item 7: the Why panel explains a kill credited to nothing (428.5.c, 411.2), glosses
428.5.c and its subrules each in its own words without contradicting the result, and names
Legion (812.1.b.1, 812.1.c) where it decides what a card did."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftboard.report.words import RULE_GLOSSES, rule_gloss

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "resources" / "lessons"
CARD_SCENARIOS = ROOT / "resources" / "cards" / "scenarios"


def _why_at(w, qtbot, kind: str, nth: int = 1) -> str:
    """Select the `nth` event of `kind` in the real window and read the Why panel."""
    h = w.controller.history
    seqs = [e.seq for e in h.events if e.kind == kind]
    w.controller.select_event(seqs[nth - 1])
    return w.why_panel.text()


def _open(make_window, path: Path):
    return make_window(path.read_text(encoding="utf-8"), name=path.name)


def test_428_5_c_and_its_subrules_have_their_own_glosses():
    glosses = [rule_gloss(r) for r in ("428.5.c", "428.5.c.1", "428.5.c.2", "428.5.a")]
    assert all(glosses) and len(set(glosses)) == 4
    # a Cleanup's kill is not credited to whatever dealt the damage: a unit told to deal it
    # (Challenge) or damage from before the last resolution credit nothing
    assert "source" not in RULE_GLOSSES["428.5.c"]
    assert "nothing" in RULE_GLOSSES["428.5.c"]


@pytest.mark.parametrize("lesson, words", [
    ("02-challenge.toml", ["417.6.b.3", "428.5.c.1"]),
    ("12-stupefy-not-a-spell-kill.toml", ["Might went down", "411.2"]),
    ("17-charm-war-camp.toml", ["moved", "411.2"]),
    ("35-mark-damage-kill.toml", ["sandbox edit", "411.2"]),
    ("26-combat-kill-1.3.toml", ["Core Rules 1.3", "428.5.c.2"]),
])
def test_why_panel_says_why_a_kill_is_credited_to_nothing_428_5_c_411_2(
        make_window, qtbot, lesson, words):
    w = _open(make_window, LESSONS / lesson)
    text = _why_at(w, qtbot, "kill")
    assert "Why nothing is credited" in text
    for word in words:
        assert word in text, (word, text)


def test_why_panel_gloss_of_428_5_c_fits_a_kill_credited_to_nothing(make_window, qtbot):
    w = _open(make_window, LESSONS / "02-challenge.toml")
    text = _why_at(w, qtbot, "kill")
    assert "credited to the damage's sources" not in text
    assert rule_gloss("428.5.c") in text and rule_gloss("428.5.c.1") in text


def test_why_panel_names_legion_where_it_decides_812(make_window, qtbot):
    w = _open(make_window, CARD_SCENARIOS / "noxian-guillotine.toml")
    # the first Guillotine is the turn's first card: Legion does not hold, a delayed kill waits
    first = _why_at(w, qtbot, "delayed_created")
    assert "Legion (812)" in first and "did not hold" in first and "812.1.c" in first
    # the second comes after other cards: Legion holds and it kills at once
    kills = [e for e in w.controller.history.events if e.kind == "kill"]
    w.controller.select_event(kills[-1].seq)
    second = w.why_panel.text()
    assert "Legion held" in second
    # the delayed kill of the first one is not Legion's doing: no Legion there
    w.controller.select_event(kills[0].seq)
    assert "Legion" not in w.why_panel.text()


def test_why_panel_names_legion_on_a_legion_trigger_812(make_window, qtbot):
    w = _open(make_window, LESSONS / "55-darius-legion-played-to-controlled-battlefield.toml")
    text = _why_at(w, qtbot, "trigger")
    assert "Darius, Executioner has Legion" in text and "Legion held" in text
