"""A declined "you may" leaves a row of its own (383.3.a, 383.3.a.2): the player who declined, the
ability they declined, and nothing else happens for it."""

from riftboard.cards.library import load_library
from riftboard.scenario.loader import load_scenario
from riftboard.scenario.runner import lessons_dir, run_spec, scenario_library


def _events(name):
    base = load_library()
    spec = load_scenario(str(lessons_dir() / name), base)
    out = run_spec(spec, scenario_library(spec, base))
    return out.history.events


def test_383_3_a_2_a_declined_trigger_is_a_row_with_its_controller_and_ability():
    events = _events("30-decree-phoenix-declined.toml")
    declined = [e for e in events if e.kind == "may_declined"]
    assert len(declined) == 1
    (ev,) = declined
    assert ev.rules == ("383.3.a", "383.3.a.2")
    assert [s.name for s in ev.sources] == ["Immortal Phoenix"] and ev.responsible == ev.sources[0].controller
    # declined: the Phoenix stays in the trash, no play follows the row
    assert not any(e.kind == "play" and e.seq > ev.seq and e.sources[0].kind == "unit" for e in events)


def test_369_383_3_a_a_declined_death_replacement_is_a_row_then_the_unit_dies():
    events = _events("19-armory-declined.toml")
    (ev,) = [e for e in events if e.kind == "may_declined"]
    assert ev.target == "squire" and [s.name for s in ev.sources] == ["Unlicensed Armory"]
    assert ev.rules == ("369", "383.3.a")
    kill = next(e for e in events if e.kind == "kill" and e.target == "squire")
    assert kill.seq > ev.seq


def test_an_accepted_offer_leaves_no_declined_row():
    assert not [e for e in _events("18-armory-replaces-death.toml") if e.kind == "may_declined"]
    assert not [e for e in _events("09-imperial-decree-phoenix.toml") if e.kind == "may_declined"]
