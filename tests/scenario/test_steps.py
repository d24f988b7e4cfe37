"""Steps as values (riftboard/scenario/steps.py, SPEC section 2 `[[step]]`): one class per step
kind, registered in STEPS; each reads itself from its TOML table, writes itself back, and
becomes an engine action."""

from __future__ import annotations

import pytest

from riftboard.cards.library import load_library
from riftboard.scenario.loader import STEP_KEYS, parse_scenario
from riftboard.scenario.save import dump_scenario
from riftboard.scenario.session import Session
from riftboard.scenario.steps import STEP_KINDS, STEPS, Play, make_step

LIB = load_library()

BOARD = """\
format = 1
title = "Every step"

[[players]]
id = "A"
[[players]]
id = "B"

[[battlefields]]
id = "north"

[[units]]
id = "guard"
name = "Guard"
might = 4
controller = "B"
at = "north"

[[units]]
id = "scout"
name = "Scout"
might = 3
controller = "A"
at = "north"

[[gear]]
id = "shield"
card = "Doran's Shield"
controller = "B"

[[gear]]
id = "bow"
card = "Recurve Bow"
controller = "A"

[[hand]]
id = "junk"
card = "Charm"
owner = "A"
"""

#: each step kind's tables, written as a save writes them (SPEC order, defaults left out), with
#: as many of its keys given as the loader takes together
EXAMPLES: dict[str, list[str]] = {
    "play": ['play = "Cull the Weak"\nby = "A"\nid = "cull"\ntargets = ["guard"]\nto = "north"\n'
             'choose = { A = ["scout"], B = ["guard"] }\ndiscard = "junk"\n'
             "may = { A = false }\nhold = true\n",
             'play = "Void Seeker"\n',
             # a card named by its id (a hidden one is played from face down, 811.1.c.3)
             'play = "junk"\nby = "A"\n',
             # a spell's mode, chosen as it is played (355.3)
             'play = "Flurry of Feathers"\nby = "B"\nmode = 2\n'],
    "activate": ['activate = "shield"\nability = 2\nby = "B"\ntargets = ["guard"]\n'
                 'to = "north"\nchoose = { B = ["guard"] }\ndiscard = "junk"\nmay = false\n'
                 "hold = true\n",
                 'activate = "shield"\n'],
    "combat": ['combat = "north"\nattackers = ["scout"]\ndefenders = ["guard"]\n'
               'assign = { scout = 3 }\nchoose = { A = ["scout"] }\n'
               "may = { A = [true, false] }\n",
               'combat = "north"\nattackers = ["scout"]\n'],
    "standard_move": ['standard_move = ["scout"]\nto = "base"\nby = "A"\n'
                      'choose = { A = ["scout"] }\nmay = false\n'],
    "mark_damage": ['mark_damage = "guard"\namount = 2\n'],
    "heal": ['heal = "guard"\n'],
    "move": ['move = "guard"\nto = "base"\n'],
    "set": ['set = "shield"\nbuffed = false\nexhausted = true\nstunned = true\n',
            'set = "north"\ncontroller = "none"\n'],
    "attach": ['attach = "bow"\nto = "scout"\n'],
    "add": ['add = { id = "r2", card = "Recruit", controller = "A", owner = "B", at = "north", '
            "damage = 1, buffed = true, exhausted = true }\n",
            'add = { id = "v1", name = "Vanilla", might = 3, controller = "B", at = "base" }\n',
            'add = { id = "g2", card = "Recurve Bow", controller = "A", attached_to = "scout" }\n'],
    "remove": ['remove = "guard"\n'],
    "end_turn": ["end_turn = true\n"],
    # format 2's (SPEC section 7): read on the same board as `format = 2`
    "pass": ['pass = "A"\n', 'pass = "B"\nassign = { scout = 3 }\n'],
    "draw": ['draw = "A"\n', 'draw = "B"\namount = 2\n'],
    "channel": ['channel = "A"\namount = 2\n'],
    "discard": ['discard = "junk"\n'],
    "recycle": ['recycle = "junk"\n'],
    "banish": ['banish = "guard"\n'],
    "hide": ['hide = "junk"\nat = "north"\nby = "A"\n', 'hide = "junk"\nat = "north"\n'],
}
FORMAT_2 = {"pass", "draw", "channel", "discard", "recycle", "banish", "hide"}


def _parse(text: str):
    return parse_scenario(text, "steps.toml", LIB)


def test_the_registry_has_one_class_for_every_step_kind():
    assert tuple(STEPS) == STEP_KINDS
    for kind, cls in STEPS.items():
        assert cls.kind == kind
        assert cls.keys()[0] == kind  # the key that names the kind comes first
        assert STEP_KEYS[kind] == cls.keys()  # the loader takes exactly the class's keys
    assert set(EXAMPLES) == set(STEP_KINDS)  # a new kind needs its round-trip example here


@pytest.mark.parametrize("kind,table", [(k, t) for k, ts in EXAMPLES.items() for t in ts])
def test_every_step_kind_reads_writes_and_reads_back_equal(kind, table):
    """read -> write -> read gives an equal step, and the written table is the one read."""
    board = BOARD.replace("format = 1", "format = 2") if kind in FORMAT_2 else BOARD
    spec = _parse(f"{board}\n[[step]]\n{table}")
    (step,) = spec.steps
    assert isinstance(step.step, STEPS[kind]) and step.kind == kind
    text = dump_scenario(spec)
    assert f"[[step]]\n{table}" in text
    (again,) = _parse(text).steps
    assert again.step.without_locations() == step.step.without_locations()
    assert again.step.table() == step.step.table()


@pytest.mark.parametrize("kind", sorted(FORMAT_2))
def test_format_2_step_kinds_are_refused_in_a_format_1_file(kind):
    from riftboard.errors import InvalidScenario

    with pytest.raises(InvalidScenario) as info:
        _parse(f"{BOARD}\n[[step]]\n{EXAMPLES[kind][0]}")
    assert f"a `{kind}` step is format 2's (SPEC section 7)" in str(info.value)


def test_a_play_step_keeps_discard_as_its_answer():
    (step,) = _parse(f'{BOARD}\n[[step]]\nplay = "Void Seeker"\ndiscard = "junk"\n').steps
    assert step.kind == "play" and step.step.discard == "junk"


def test_a_step_leaves_out_its_defaults_and_keeps_its_kind_key():
    assert Play(play="Void Seeker").table() == {"play": "Void Seeker"}
    assert make_step("end_turn", {}).table() == {"end_turn": True}
    assert make_step("play", {"play": "Void Seeker", "targets": ["guard"], "by": None,
                              "choose": {"A": "scout"}}) == Play(
        play="Void Seeker", targets=("guard",), choose={"A": ("scout",)})


def test_a_gesture_step_saves_its_keys_in_spec_order_like_a_loaded_one(tmp_path):
    """A play made in the app (its keys given in any order) writes the same table as the same
    play read from a file: SPEC section 2's key order, so save -> open -> save changes nothing."""
    path = tmp_path / "board.toml"
    path.write_text(BOARD, encoding="utf-8")
    s = Session.from_file(str(path))
    assert s.act("play", targets=["guard"], hold=False, by="A", play="Void Seeker") is None
    text = s.dumps()
    assert '[[step]]\nplay = "Void Seeker"\nby = "A"\ntargets = ["guard"]\n' in text
    reopened = tmp_path / "again.toml"
    reopened.write_text(text, encoding="utf-8")
    assert Session.from_file(str(reopened)).dumps() == text


def test_a_step_the_app_cannot_make_is_refused_without_a_change():
    s = Session.blank()
    assert s.act("fly", to="north") == "unknown step kind 'fly'"
    assert "could not apply this heal step" in s.act("heal", heal="x", amount=3)
    assert s.steps == [] and s.history.cursor == 0


def test_the_sandbox_edits_lead_a_ruling_reports_setup():
    """SPEC section 2's sandbox edits build a board; a ruling report counts the leading run of
    them as the setup (report/ruling.py), asking each step's class."""
    from riftboard.report.ruling import setup_steps

    assert {k for k, cls in STEPS.items() if cls.sandbox} == {
        "mark_damage", "heal", "move", "set", "attach", "add", "remove",
        "draw", "channel", "discard", "recycle", "banish"}
    spec = _parse(f"{BOARD}\n[[step]]\n{EXAMPLES['add'][1]}\n[[step]]\n{EXAMPLES['move'][0]}"
                  f"\n[[step]]\n{EXAMPLES['play'][1]}\n[[step]]\n{EXAMPLES['heal'][0]}")
    assert setup_steps(spec.steps) == 2


RUNES = """
[[runes]]
id = "r1"
card = "Fury Rune"
controller = "A"

[[runes]]
id = "r2"
card = "Fury Rune"
controller = "A"
"""


@pytest.mark.parametrize("table", [
    'play = "Hextech Ray"\ntargets = ["guard"]\npay = ["r2", "r1"]\n',
    'activate = "bow"\npay = ["r1"]\n',
    'hide = "junk"\nat = "north"\npay = ["r1"]\n',
])
def test_pay_reads_writes_and_reads_back_in_a_format_2_file(table):
    """`pay` (SPEC section 7, 357): a list of rune ids on a play or activate step, kept in
    order through a save, and passed to the engine action."""
    board = BOARD.replace("format = 1", 'format = 2\nmode = "strict"') + RUNES
    spec = _parse(f"{board}\n[[step]]\n{table}")
    (step,) = spec.steps
    text = dump_scenario(spec)
    assert f"[[step]]\n{table}" in text
    (again,) = _parse(text).steps
    assert again.step.table() == step.step.table()
    assert step.step.action(1, None if step.kind == "activate" else _state(spec),
                            LIB).pay == step.step.pay


def _state(spec):
    from riftboard.scenario.build import initial_state

    return initial_state(spec, LIB)


def test_pay_is_refused_in_a_format_1_file_and_must_name_runes():
    from riftboard.errors import InvalidScenario

    with pytest.raises(InvalidScenario) as info:
        _parse(f'{BOARD}\n[[step]]\nplay = "Hextech Ray"\ntargets = ["guard"]\npay = ["x"]\n')
    assert "`pay` is a format 2 key (SPEC section 7)" in str(info.value)
    board = BOARD.replace("format = 1", "format = 2") + RUNES
    with pytest.raises(InvalidScenario) as info:
        _parse(f'{board}\n[[step]]\nplay = "Hextech Ray"\ntargets = ["guard"]\npay = ["guard"]\n')
    assert '"guard" is a unit, not a rune' in str(info.value)


def test_a_strict_play_pays_with_the_runes_its_pay_key_names():
    """357, 164.2: `pay = ["r2"]` exhausts r2 for the Energy, not the first rune in file order."""
    from riftboard.scenario.replay import replay

    board = BOARD.replace("format = 1", 'format = 2\nmode = "strict"').replace(
        'card = "Charm"', 'card = "Cleave"') + RUNES
    spec = _parse(f'{board}\n[[step]]\nplay = "Cleave"\ntargets = ["scout"]\npay = ["r2"]\n')
    history, error = replay(spec, LIB, None)
    assert error is None
    assert history.state.obj("r2").exhausted and not history.state.obj("r1").exhausted
    (paid,) = [e for e in history.events if e.kind == "pay"]
    assert "Fury Rune" in paid.text


def test_a_play_names_the_runes_that_pay_in_format_2():
    """`pay = [...]` (SPEC section 7): the runes that pay a play's cost, in order; read, written
    back and handed to the engine; a format 1 file has no runes to name."""
    board = BOARD.replace("format = 1", "format = 2") + (
        '\n[[runes]]\nid = "r1"\ncard = "Fury Rune"\ncontroller = "A"\n'
        '\n[[runes]]\nid = "r2"\ncard = "Fury Rune"\ncontroller = "A"\n')
    table = 'play = "Hextech Ray"\nby = "A"\ntargets = ["guard"]\npay = ["r2"]\n'
    spec = _parse(f"{board}\n[[step]]\n{table}")
    (step,) = spec.steps
    assert step.step.pay == ("r2",)
    assert f"[[step]]\n{table}" in dump_scenario(spec)
    assert step.step.action(1, None, LIB).pay == ("r2",)
    with pytest.raises(Exception, match="format 2"):
        _parse(f"{BOARD}\n[[step]]\n{table}")


@pytest.mark.parametrize("table,message", [
    ('hide = "junk"\n', "a `hide` step names the battlefield: at = BATTLEFIELD (421.1)"),
    ('hide = "junk"\nat = "base"\n', "a card is hidden at a battlefield, not in a base"),
    ('hide = "nobody"\nat = "north"\n', 'unknown id "nobody"'),
])
def test_a_hide_step_with_a_wrong_key_is_refused_naming_it(table, message):
    from riftboard.errors import InvalidScenario

    board = BOARD.replace("format = 1", "format = 2")
    with pytest.raises(InvalidScenario) as info:
        _parse(f"{board}\n[[step]]\n{table}")
    assert message in str(info.value) and "steps.toml:" in str(info.value)


def test_a_play_naming_a_card_by_its_id_takes_no_new_id():
    from riftboard.errors import InvalidScenario

    with pytest.raises(InvalidScenario) as info:
        _parse(f'{BOARD}\n[[step]]\nplay = "junk"\nid = "j2"\n')
    assert "names a card by its id: it keeps that id" in str(info.value)


def test_a_hide_gesture_is_a_step_that_saves_and_a_refused_one_changes_nothing(tmp_path):
    """The workbench makes `hide` steps from a gesture's keys like any other kind (421, 811)."""
    path = tmp_path / "board.toml"
    path.write_text(BOARD.replace("format = 1", "format = 2").replace(
        'id = "north"\n', 'id = "north"\ncontroller = "A"\n', 1).replace(
        'card = "Charm"', 'card = "Back Off"'), encoding="utf-8")
    s = Session.from_file(str(path))
    assert s.act("hide", hide="junk", at="north") is None
    assert "not in A's hand" in s.act("hide", hide="junk", at="north")
    assert len(s.steps) == 1
    assert '[[step]]\nhide = "junk"\nat = "north"\n' in s.dumps()
