"""Scenario loading: official scenarios load; a malformed file names file, line and key path."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftboard.errors import InvalidScenario
from riftboard.scenario.loader import is_scenario_document, load_scenario, parse_scenario
from riftboard.scenario import steps
from riftboard.scenario.spec import GearSpec, UnitSpec

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "fixtures" / "shared" / "scenarios").glob("*.toml"))

SPELLS = ["Void Seeker", "Hextech Ray", "Challenge", "Hidden Blade", "Cull the Weak", "Stupefy",
          "Charm", "Rebuke", "Imperial Decree", "Prevention Ward"]
GEAR = ["Iron Ballista", "Unlicensed Armory"]
EQUIPMENT = ["Doran's Shield", "Serrated Dirk", "Recurve Bow", "Guardian Angel", "Doran's Blade"]
UNITS = ["Lee Sin, Centered", "Garen, Commander", "Captain Farron", "Taric, Protector",
         "Darius, Executioner", "Immortal Phoenix", "Recruit", "Vengeful Brute"]
BATTLEFIELDS = ["Trifarian War Camp", "Void Gate"]


class FakeLibrary:
    """The card library's interface, as the loader uses it."""

    def __init__(self, kinds: dict[str, str], equipment: set[str]):
        self.kinds = kinds
        self.equipment = equipment
        self.extended: list[tuple[list[dict], str | None, list[int]]] = []

    def names(self) -> list[str]:
        return list(self.kinds)

    def kind_of(self, name: str) -> str | None:
        return self.kinds.get(name)

    def legend_by_title(self, title):
        return None  # no legends here

    def is_equipment(self, name: str) -> bool:
        return name in self.equipment

    def extend(self, card_tables, path, lines):
        self.extended.append((card_tables, path, lines))
        for table in card_tables:
            if "kind" not in table:
                raise InvalidScenario("a card needs a kind", path=path, line=lines[0])
        kinds = {**self.kinds, **{t["name"]: t["kind"] for t in card_tables}}
        return FakeLibrary(kinds, self.equipment)


def make_library() -> FakeLibrary:
    kinds = {name: kind for names, kind in [(SPELLS, "spell"), (GEAR + EQUIPMENT, "gear"),
                                            (UNITS, "unit"), (BATTLEFIELDS, "battlefield")]
             for name in names}
    return FakeLibrary(kinds, set(EQUIPMENT))


LIBRARY = make_library()

BASE = """\
format = 1
title = "Test"

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
"""


ID_GUARD = 'id = "guard"'
ID_A = 'id = "A"'


def parse(text: str, library=LIBRARY):
    return parse_scenario(text, "lesson.toml", library)


def error(text: str, library=LIBRARY) -> InvalidScenario:
    with pytest.raises(InvalidScenario) as info:
        parse(text, library)
    return info.value


def line_of(text: str, needle: str, nth: int = 1) -> int:
    """The 1-based line of the nth line of `text` that starts with `needle`."""
    found = [i for i, line in enumerate(text.splitlines(), 1) if line.startswith(needle)]
    return found[nth - 1]


def assert_error(text: str, key: str | None, line: int | None, message: str) -> InvalidScenario:
    exc = error(text)
    assert (exc.path, exc.key, exc.line) == ("lesson.toml", key, line)
    assert exc.message == message
    prefix = f"lesson.toml:{line}: " if line else "lesson.toml: "
    assert str(exc) == prefix + (f"{key}: " if key else "") + message
    return exc


# -- the official scenarios ----------------------------------------------------------------------


def test_the_official_scenarios_are_there():
    assert len(SCENARIOS) == 14


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.name)
def test_official_scenario_loads(path):
    spec = load_scenario(path, LIBRARY)
    assert spec.path == str(path)
    assert spec.player_ids == ("A", "B")
    assert spec.steps and spec.expects
    assert [s.index for s in spec.steps] == list(range(1, len(spec.steps) + 1))
    assert all(s.line > 0 for s in spec.steps) and all(e.line > 0 for e in spec.expects)


def test_void_seeker_scenario_in_detail():
    spec = load_scenario(SCENARIOS[0], LIBRARY)
    text = SCENARIOS[0].read_text()
    assert spec.title == "Void Seeker deals lethal damage"
    assert spec.ruleset == "1.4" and spec.turn_player == "A" and spec.format == 1
    assert spec.rules == ("417.6.a", "428.5.c", "428.5.c.1", "411.6")
    (guard,) = spec.units
    assert guard == UnitSpec(id="guard", name="Guard", might=4, controller="B", owner="B",
                             at="north", line=line_of(text, "[[units]]"))
    (step,) = spec.steps
    assert step.kind == "play" and step.line == line_of(text, "[[step]]")
    assert step.step == steps.Play(play="Void Seeker", by="A", id="seeker", targets=("guard",),
                                   may=True, hold=False)
    kinds = [e.kind for e in spec.expects]
    assert kinds == ["damage_to", "kill", "condition"]
    assert spec.expects[1].data == {"kill": "guard", "attributed_to": ("seeker",),
                                    "responsible": "A", "reason": "lethal_damage"}
    assert spec.expects[2].data["unit"] == "guard"  # a filter: the kind is the first key


def test_other_official_details():
    by_name = {p.name[:2]: load_scenario(p, LIBRARY) for p in SCENARIOS}
    assert by_name["05"].ruleset == "1.3"
    assert by_name["07"].turn_player == "B"
    assert by_name["08"].steps[0].step.choose == {"A": ("a1",), "B": ("b1",)}
    assert by_name["10"].steps[0].step.assign == {"garen": 5, "recruit": 1, "raider": 7}
    assert by_name["06"].steps[0].step == steps.Activate(activate="ballista", ability=1, by="A",
                                                         targets=("scout",), may=True, hold=False)
    (bow,) = by_name["14"].gear
    assert bow.attached_to == "hero" and bow.at is None and bow.owner == "A"
    assert by_name["02"].trash[0].card == "Immortal Phoenix"
    assert by_name["02"].expects[3].data["attributed_to"] == ()
    assert by_name["12"].expects[0].data["responsible"] == "none"
    assert by_name["04"].expects[1].data == {"trigger": "brute", "holds": True}


# -- malformed files: one test per case, with file, line and key path ---------------------------


def test_unknown_top_level_key():
    text = 'titel = "oops"\n' + BASE
    assert_error(text, "titel", 1, 'unknown key "titel" (did you mean "title"?)')


def test_unknown_key_in_a_table():
    text = BASE.replace('might = 4\n', 'might = 4\nmihgt = 5\n')
    assert_error(text, "units[1].mihgt", line_of(text, "mihgt"),
                 'unknown key "mihgt" (did you mean "might"?)')


def test_unknown_step_key():
    text = BASE + '\n[[step]]\nheal = "guard"\ntargte = ["guard"]\n'
    assert_error(text, "step 1.targte", line_of(text, "targte"),
                 'unknown key "targte" (did you mean "targets"?)')


def test_step_key_the_kind_does_not_use():
    text = BASE + '\n[[step]]\nheal = "guard"\namount = 2\n'
    assert_error(text, "step 1.amount", line_of(text, "amount"),
                 "a `heal` step does not use `amount`")


def test_355_3_a_play_steps_mode_is_checked_against_the_cards_modes():
    """`mode` names one of the played spell's modes (355.3): file, line and key otherwise."""
    from riftboard.cards.library import builtin_library

    lib = builtin_library()
    for step, message in [
            ('play = "Void Seeker"\ntargets = ["guard"]\nmode = 1\n',
             '"Void Seeker" has no modes to choose from (355.3): `mode` is for a spell that '
             'says "choose one"'),
            ('play = "Flurry of Feathers"\nmode = 3\n',
             '"Flurry of Feathers" has 2 modes (355.3): `mode` is 1 to 2, not 3'),
            ('play = "Flurry of Feathers"\nmode = 0\n', "expected a whole number >= 1, got 0")]:
        text = BASE + "\n[[step]]\n" + step
        exc = error(text, lib)
        assert (exc.key, exc.line, exc.message) == ("step 1.mode", line_of(text, "mode"), message)
    (step,) = parse(BASE + '\n[[step]]\nplay = "Flurry of Feathers"\nmode = 2\n', lib).steps
    assert step.step.mode == 2


def test_unknown_expect_key():
    text = BASE + '\n[[expect]]\nsurvives = "guard"\n[[expect]]\nkill = "guard"\nreson = "x"\n'
    assert_error(text, "expect[2].reson", line_of(text, "reson"),
                 'unknown key "reson" (did you mean "reason"?)')


def test_expect_key_the_kind_does_not_use():
    text = BASE + '\n[[expect]]\nkill = "guard"\nunit = "guard"\n'
    assert_error(text, "expect[1].unit", line_of(text, "unit ="),
                 "a `kill` expectation does not use `unit`")


def test_bad_might():
    text = BASE + '\n[[units]]\nid = "b1"\nname = "B"\nmight = "x"\ncontroller = "A"\nat = "base"\n'
    exc = assert_error(text, "units[2].might", line_of(text, "might", 2),
                       'expected a whole number >= 0, got "x"')
    expected = 'units[2].might: expected a whole number >= 0, got "x"'
    assert str(exc) == f"lesson.toml:{exc.line}: {expected}"


def test_might_must_not_be_a_boolean_or_negative():
    for bad, shown in (("true", "true"), ("-1", "-1"), ("2.5", "2.5")):
        text = BASE.replace("might = 4", f"might = {bad}")
        assert_error(text, "units[1].might", line_of(text, "might"),
                     f"expected a whole number >= 0, got {shown}")


def test_negative_damage():
    text = BASE.replace('at = "north"\n', 'at = "north"\ndamage = -2\n')
    assert_error(text, "units[1].damage", line_of(text, "damage"),
                 "expected a whole number >= 0, got -2")


def test_bad_boolean():
    text = BASE.replace('at = "north"\n', 'at = "north"\nexhausted = "yes"\n')
    assert_error(text, "units[1].exhausted", line_of(text, "exhausted"),
                 'expected true or false, got "yes"')


def test_duplicate_id():
    text = BASE + '\n[[trash]]\nid = "Guard"\ncard = "Recruit"\nowner = "A"\n'
    assert_error(text, "trash[1].id", line_of(text, 'id = "Guard"'),
                 f'duplicate id "Guard" (already used by units[1] on line '
                 f'{line_of(text, ID_GUARD)})')


def test_duplicate_id_with_a_player():
    text = BASE.replace('id = "north"', 'id = "A"').replace('at = "north"', 'at = "A"')
    assert_error(text, "battlefields[1].id", line_of(text, 'id = "A"', 2),
                 f'duplicate id "A" (already used by players[1] on line {line_of(text, ID_A)})')


@pytest.mark.parametrize("reserved", ["base", "none", "Base"])
def test_reserved_id(reserved):
    text = BASE.replace('id = "guard"', f'id = "{reserved}"')
    assert_error(text, "units[1].id", line_of(text, f'id = "{reserved}"'),
                 f'"{reserved}" is reserved and cannot be an id')


def test_generated_ids_are_not_allowed_in_files():
    text = BASE.replace('id = "guard"', 'id = "@1"')
    assert_error(text, "units[1].id", line_of(text, 'id = "@1"'),
                 'ids starting with "@" are made up by riftboard; a file cannot use them, got "@1"')


def test_id_with_bad_characters():
    text = BASE.replace('id = "guard"', 'id = "the guard"')
    assert_error(text, "units[1].id", line_of(text, 'id = "the guard"'),
                 'expected an id (letters, digits, - and _), got "the guard"')


def test_unknown_card_in_a_step_with_suggestion():
    text = BASE + '\n[[step]]\nplay = "Void Seekr"\ntargets = ["guard"]\n'
    exc = assert_error(text, "step 1", line_of(text, "play"),
                       'no card named "Void Seekr" (did you mean "Void Seeker"?)')
    assert 'step 1: no card named "Void Seekr" (did you mean "Void Seeker"?)' in str(exc)


def test_unknown_card_suggests_a_case_insensitive_match():
    text = BASE.replace('name = "Guard"\nmight = 4', 'card = "garen, commander"')
    assert_error(text, "units[1].card", line_of(text, "card"),
                 'no card named "garen, commander" (did you mean "Garen, Commander"?)')


def test_unknown_card_without_a_close_match():
    text = BASE + '\n[[hand]]\nid = "c"\ncard = "Zzyzx"\nowner = "A"\n'
    assert_error(text, "hand[1].card", line_of(text, "card"), 'no card named "Zzyzx"')


def test_unknown_card_in_an_add_step():
    text = BASE + ('\n[[step]]\nadd = { id = "r", card = "Recruitt", controller = "A", '
                   'at = "base" }\n')
    assert_error(text, "step 1.add.card", line_of(text, "add"),
                 'no card named "Recruitt" (did you mean "Recruit"?)')


def test_play_takes_spells_units_and_gear_but_a_gear_play_takes_no_to():
    text = BASE + '\n[[step]]\nplay = "Iron Ballista"\nto = "base"\n'
    assert_error(text, "step 1.to", line_of(text, "to"),
                 '"Iron Ballista" is a gear: it is played to its player\'s base (149.2), so a '
                 'gear play takes no `to`')


@pytest.mark.parametrize(("table", "card", "message"), [
    ("units", "Hextech Ray", '"Hextech Ray" is a spell, not a unit'),
    ("gear", "Recruit", '"Recruit" is a unit, not a gear'),
    ("battlefields", "Iron Ballista", '"Iron Ballista" is a gear, not a battlefield'),
])
def test_wrong_card_kind(table, card, message):
    entry = {"units": 'controller = "A"\nat = "base"\n', "gear": 'controller = "A"\n',
             "battlefields": ""}[table]
    text = BASE + f'\n[[{table}]]\nid = "x"\ncard = "{card}"\n{entry}'
    index = {"units": 2, "gear": 1, "battlefields": 2}[table]
    assert_error(text, f"{table}[{index}].card", line_of(text, "card"), message)


def test_unit_at_a_battlefield_that_does_not_exist():
    text = BASE.replace('at = "north"', 'at = "nroth"')
    assert_error(text, "units[1].at", line_of(text, "at ="),
                 'expected "base" or a battlefield id, got "nroth" (did you mean "north"?)')


def test_unit_at_a_unit_is_not_a_place():
    text = BASE + '\n[[units]]\nid = "b1"\ncard = "Recruit"\ncontroller = "A"\nat = "guard"\n'
    assert_error(text, "units[2].at", line_of(text, "at =", 2),
                 'expected "base" or a battlefield id, got "guard"')


def test_equipment_attached_to_a_non_unit():
    text = BASE + ('\n[[gear]]\nid = "shield"\ncard = "Doran\'s Shield"\ncontroller = "A"\n'
                   'attached_to = "north"\n')
    assert_error(text, "gear[1].attached_to", line_of(text, "attached_to"),
                 '"north" is a battlefield, not a unit')


def test_equipment_attached_to_an_unknown_id():
    text = BASE + ('\n[[gear]]\nid = "shield"\ncard = "Doran\'s Shield"\ncontroller = "A"\n'
                   'attached_to = "gaurd"\n')
    assert_error(text, "gear[1].attached_to", line_of(text, "attached_to"),
                 'unknown id "gaurd" (did you mean "guard"?)')


def test_non_equipment_attached():
    text = BASE + ('\n[[gear]]\nid = "ballista"\ncard = "Iron Ballista"\ncontroller = "B"\n'
                   'attached_to = "guard"\n')
    assert_error(text, "gear[1].attached_to", line_of(text, "attached_to"),
                 '"Iron Ballista" is not Equipment; only Equipment can be attached')


def test_non_equipment_attached_by_a_step():
    text = BASE + ('\n[[gear]]\nid = "ballista"\ncard = "Iron Ballista"\ncontroller = "B"\n'
                   '\n[[step]]\nattach = "ballista"\nto = "guard"\n')
    assert_error(text, "step 1", line_of(text, "attach ="),
                 '"Iron Ballista" is not Equipment; only Equipment can be attached')


def test_attached_gear_has_no_at():
    text = BASE + ('\n[[gear]]\nid = "shield"\ncard = "Doran\'s Shield"\ncontroller = "B"\n'
                   'attached_to = "guard"\nat = "base"\n')
    assert_error(text, "gear[1].at", line_of(text, "at = \"base\""),
                 "attached gear is where its unit is: give `at` or `attached_to`, not both")


def test_toml_syntax_error_names_the_line():
    text = BASE + '\n[[step]]\nplay = \n'
    exc = error(text)
    assert exc.path == "lesson.toml" and exc.line == line_of(text, "play")
    assert exc.message.startswith("invalid TOML: Invalid value")
    assert str(exc).startswith(f"lesson.toml:{exc.line}: invalid TOML: ")


def test_toml_error_at_the_end_of_the_document():
    exc = error(BASE + 'title2 = "unterminated')
    assert exc.line == BASE.count("\n") + 1 and "invalid TOML" in exc.message


def test_missing_format():
    text = BASE.replace("format = 1\n", "")
    assert_error(text, None, None, 'missing key "format" (a scenario starts with format = 1)')


def test_unsupported_format():
    text = BASE.replace("format = 1", "format = 3")
    assert_error(text, "format", 1, "unsupported format 3 (this riftboard reads formats 1 and 2)")


def test_format_2_keys_in_a_format_1_file_are_refused():
    text = BASE.replace("format = 1", 'format = 1\nmode = "strict"')
    assert_error(text, "mode", 2, "`mode` is a format 2 key (SPEC section 7): write format = 2")


def test_three_players():
    text = BASE.replace('[[players]]\nid = "B"\n', '[[players]]\nid = "B"\n[[players]]\nid = "C"\n')
    assert_error(text, "players[3]", line_of(text, "[[players]]", 3),
                 "format 1 has exactly two players, got 3")


def test_one_player():
    text = BASE.replace('[[players]]\nid = "B"\n', "").replace('"B"', '"A"')
    assert_error(text, "players[1]", line_of(text, "[[players]]"),
                 "format 1 has exactly two players, got 1")


def test_missing_players():
    text = "format = 1\n"
    assert_error(text, None, None, 'missing key "players" (format 1 has exactly two [[players]])')


def test_step_with_two_kind_keys():
    text = BASE + '\n[[step]]\nheal = "guard"\nmove = "guard"\nto = "base"\n'
    assert_error(text, "step 1", line_of(text, "move"),
                 "a step does one thing, this one has both `heal` and `move`")


def test_step_without_a_kind():
    text = BASE + '\n[[step]]\nby = "A"\n'
    assert_error(text, "step 1", line_of(text, "[[step]]"),
                 "a step needs one of play, activate, combat, standard_move, mark_damage, heal, "
                 "move, set, attach, add, remove, end_turn")


def test_unknown_target_id():
    text = BASE + '\n[[step]]\nplay = "Challenge"\nby = "A"\ntargets = ["guard", "gaurd"]\n'
    assert_error(text, "step 1.targets[2]", line_of(text, "targets"),
                 'unknown id "gaurd" (did you mean "guard"?)')


def test_target_named_by_a_later_step_is_unknown():
    text = BASE + ('\n[[step]]\nplay = "Hextech Ray"\ntargets = ["ray2"]\n'
                   '[[step]]\nplay = "Hextech Ray"\nid = "ray2"\ntargets = ["guard"]\n')
    assert_error(text, "step 1.targets[1]", line_of(text, "targets"), 'unknown id "ray2"')


def test_bad_ruleset():
    text = 'ruleset = "1.5"\n' + BASE
    assert_error(text, "ruleset", 1, 'expected "1.4" or "1.3", got "1.5"')


def test_bad_turn_player():
    text = BASE.replace('title = "Test"', 'title = "Test"\nturn_player = "C"')
    assert_error(text, "turn_player", 3, 'expected a player id ("A" or "B"), got "C"')


def test_bad_controller():
    text = BASE.replace('controller = "B"', 'controller = "b"')
    assert_error(text, "units[1].controller", line_of(text, "controller"),
                 'expected a player id ("A" or "B"), got "b" (did you mean "B"?)')


def test_card_and_might_together():
    text = BASE.replace('name = "Guard"\n', 'card = "Recruit"\n')
    assert_error(text, "units[1].might", line_of(text, "might"),
                 "a unit has either `card` or `name` + `might`, not both `card` and `might`")


def test_vanilla_unit_needs_name_and_might():
    text = BASE.replace("might = 4\n", "")
    assert_error(text, "units[1]", line_of(text, "[[units]]"),
                 "a vanilla unit needs `might` (or give `card`)")
    text = BASE.replace('name = "Guard"\n', "")
    assert_error(text, "units[1]", line_of(text, "[[units]]"),
                 "a vanilla unit needs `name` (or give `card`)")


def test_hand_needs_card_and_owner():
    text = BASE + '\n[[hand]]\nid = "c"\ncard = "Charm"\n'
    assert_error(text, "hand[1]", line_of(text, "[[hand]]"), 'missing key "owner" (a player id)')


def test_setup_array_written_as_a_table():
    text = BASE + '\n[hand]\nid = "c"\n'
    exc = error(text)
    assert exc.key == "hand" and exc.message.startswith("expected [[hand]] tables")


# -- steps ------------------------------------------------------------------------------------


def test_every_step_kind_normalised():
    text = BASE + """
[[gear]]
id = "shield"
card = "Doran's Shield"
controller = "B"

[[hand]]
id = "junk"
card = "Charm"
owner = "A"

[[step]]
play = "Cull the Weak"
id = "cull"
choose = { A = "@9", B = ["guard"] }
may = { A = false }
hold = true
[[step]]
activate = "shield"
ability = 2
targets = ["guard"]
discard = "junk"
to = "north"
[[step]]
combat = "north"
attackers = ["guard"]
assign = { guard = 0 }
[[step]]
mark_damage = "guard"
amount = 2
[[step]]
heal = "guard"
[[step]]
move = "guard"
to = "base"
[[step]]
set = "shield"
exhausted = true
[[step]]
attach = "shield"
to = "guard"
[[step]]
add = { id = "r2", card = "Recruit", controller = "A", at = "north" }
[[step]]
add = { id = "bow", card = "Recurve Bow", controller = "A", attached_to = "r2" }
[[step]]
remove = "r2"
[[step]]
end_turn = true
[[step]]
heal = "@1-2"
"""
    spec = parse(text)
    data = [s.step for s in spec.steps]
    assert [s.kind for s in spec.steps] == ["play", "activate", "combat", "mark_damage", "heal",
                                            "move", "set", "attach", "add", "add", "remove",
                                            "end_turn", "heal"]
    assert data[0] == steps.Play(play="Cull the Weak", id="cull", targets=(),
                                 choose={"A": ("@9",), "B": ("guard",)}, may={"A": False},
                                 hold=True)
    assert data[1] == steps.Activate(activate="shield", ability=2, targets=("guard",), to="north",
                                     discard="junk", may=True, hold=False)
    assert data[2] == steps.Combat(combat="north", attackers=("guard",), defenders=(),
                                   assign={"guard": 0}, may=True)
    assert data[3] == steps.MarkDamage(mark_damage="guard", amount=2)
    assert data[5] == steps.Move(move="guard", to="base")
    assert data[6] == steps.Set(set="shield", exhausted=True)
    assert data[7] == steps.Attach(attach="shield", to="guard")
    step9 = spec.steps[8]
    assert data[8] == steps.Add(add=UnitSpec(id="r2", card="Recruit", controller="A", owner="A",
                                             at="north", line=step9.line + 1))
    assert data[9] == steps.Add(add=GearSpec(id="bow", card="Recurve Bow", controller="A",
                                             owner="A", at=None, attached_to="r2",
                                             line=step9.line + 3))
    assert data[11] == steps.EndTurn()
    assert data[12] == steps.Heal(heal="@1-2")


def test_ids_from_play_steps_are_known_to_later_steps():
    text = BASE + ('\n[[step]]\nplay = "Hextech Ray"\nid = "ray"\ntargets = ["guard"]\nhold = true'
                   '\n[[step]]\nplay = "Rebuke"\ntargets = ["ray"]\n')
    assert parse(text).steps[1].step.targets == ("ray",)


def test_play_step_id_must_be_new():
    text = BASE + '\n[[step]]\nplay = "Hextech Ray"\nid = "guard"\ntargets = ["guard"]\n'
    exc = assert_error(text, "step 1.id", line_of(text, 'id = "guard"', 2),
                       f'duplicate id "guard" (already used by units[1] on line '
                       f'{line_of(text, ID_GUARD)})')
    assert exc.line > line_of(text, "[[step]]")


def test_add_id_must_be_new():
    text = BASE + ('\n[[step]]\nadd = { id = "guard", name = "G", might = 1, controller = "A", '
                   'at = "base" }\n')
    exc = error(text)
    assert exc.key == "step 1.add.id" and exc.line == line_of(text, "add")
    assert exc.message.startswith('duplicate id "guard"')


def test_add_takes_units_or_gear_only():
    text = BASE + '\n[[step]]\nadd = { id = "x", card = "Void Gate" }\n'
    assert_error(text, "step 1.add.card", line_of(text, "add"),
                 '`add` takes a unit or a gear, "Void Gate" is a battlefield')


def test_mark_damage_needs_an_amount_of_at_least_one():
    text = BASE + '\n[[step]]\nmark_damage = "guard"\n'
    assert_error(text, "step 1", line_of(text, "[[step]]"),
                 'missing key "amount" (the damage to mark)')
    text = BASE + '\n[[step]]\nmark_damage = "guard"\namount = 0\n'
    assert_error(text, "step 1.amount", line_of(text, "amount"),
                 "expected a whole number >= 1, got 0")


def test_mark_damage_on_a_battlefield():
    text = BASE + '\n[[step]]\nmark_damage = "north"\namount = 1\n'
    assert_error(text, "step 1", line_of(text, "mark_damage"),
                 '"north" is a battlefield, not a unit')


def test_set_needs_something_to_set():
    text = BASE + '\n[[step]]\nset = "guard"\n'
    assert_error(text, "step 1", line_of(text, "[[step]]"),
                 "a `set` step sets `buffed`, `exhausted`, `stunned` (units and gear) or "
                 "`controller` (battlefields)")


def test_end_turn_must_be_true():
    text = BASE + '\n[[step]]\nend_turn = false\n'
    assert_error(text, "step 1", line_of(text, "end_turn"), "expected true, got false")


def test_by_must_be_a_player():
    text = BASE + '\n[[step]]\nplay = "Hextech Ray"\nby = "guard"\ntargets = ["guard"]\n'
    assert_error(text, "step 1.by", line_of(text, "by"),
                 'expected a player id ("A" or "B"), got "guard"')


def test_combat_needs_a_battlefield_and_attackers():
    text = BASE + '\n[[step]]\ncombat = "guard"\nattackers = ["guard"]\n'
    assert_error(text, "step 1", line_of(text, "combat"), '"guard" is a unit, not a battlefield')
    text = BASE + '\n[[step]]\ncombat = "north"\n'
    assert_error(text, "step 1", line_of(text, "[[step]]"),
                 'missing key "attackers" (the attacking units)')


def test_choose_answer_must_be_known():
    text = BASE + '\n[[step]]\nplay = "Cull the Weak"\nchoose = { A = "guard", B = ["gard"] }\n'
    assert_error(text, "step 1.choose.B[1]", line_of(text, "choose"),
                 'unknown id "gard" (did you mean "guard"?)')


def test_may_must_be_a_bool_or_a_table_of_bools():
    text = BASE + '\n[[step]]\nplay = "Hextech Ray"\ntargets = ["guard"]\nmay = "yes"\n'
    assert_error(text, "step 1.may", line_of(text, "may"),
                 'expected true, false or a table by player id, got "yes"')
    text = BASE + '\n[[step]]\nplay = "Hextech Ray"\ntargets = ["guard"]\nmay = { A = 1 }\n'
    assert_error(text, "step 1.may.A", line_of(text, "may"), "expected true or false, got 1")


def test_to_must_be_a_place():
    text = BASE + '\n[[step]]\nplay = "Charm"\ntargets = ["guard"]\nto = "south"\n'
    assert_error(text, "step 1.to", line_of(text, "to ="),
                 'expected "base" or a battlefield id, got "south" (did you mean "north"?)')


def test_targets_must_be_a_list():
    text = BASE + '\n[[step]]\nplay = "Hextech Ray"\ntargets = "guard"\n'
    assert_error(text, "step 1.targets", line_of(text, "targets"),
                 'expected a list of ids, e.g. ["guard"], got "guard"')


def test_step_tables_written_as_subtables():
    text = BASE + '\n[[step]]\nplay = "Cull the Weak"\n[step.choose]\nA = "gaurd"\n'
    exc = error(text)
    assert exc.key == "step 1.choose.A" and exc.line == line_of(text, "[[step]]")


# -- expectations -----------------------------------------------------------------------------


def test_expect_kinds_and_defaults():
    text = BASE + """
[[step]]
play = "Hextech Ray"
id = "ray"
targets = ["guard"]

[[expect]]
condition = "killed_unit_with"
unit = "guard"
object = "ray"
player = "A"
[[expect]]
trigger = "Immortal Phoenix"
holds = false
[[expect]]
unit = "guard"
zone = "trash"
at = "north"
[[expect]]
damage_to = "Guard"
sources_include = ["ray#1", "@1", "RAY", "ray#delayed-2"]
responsible = "none"
[[expect]]
illegal_step = 1
message_contains = "battlefield"
"""
    spec = parse(text)
    assert [e.kind for e in spec.expects] == ["condition", "trigger", "unit", "damage_to",
                                              "illegal_step"]
    assert spec.expects[0].data == {"condition": "killed_unit_with", "unit": "guard",
                                    "object": "ray", "player": "A", "holds": True}
    assert spec.expects[1].data == {"trigger": "Immortal Phoenix", "holds": False}
    assert spec.expects[3].data["sources_include"] == ("ray#1", "@1", "RAY", "ray#delayed-2")


def test_expectation_needs_a_kind():
    text = BASE + '\n[[expect]]\nholds = true\n'
    assert_error(text, "expect[1]", line_of(text, "[[expect]]"),
                 "an expectation starts with one of kill, survives, damage_to, no_damage_to, "
                 "condition, trigger, unit, illegal_step, draw, player, winner, event")


def test_a_player_expectation_is_format_2s():
    text = BASE + '\n[[expect]]\nplayer = "A"\n'
    assert_error(text, "expect[1].player", line_of(text, 'player = "A"'),
                 "a `player` expectation is format 2's (SPEC section 7): write format = 2")


def test_an_event_expectation_works_in_a_format_1_file():
    """`event` reads only the timeline's events, so a format 1 card scenario may check that
    an instruction made its event; `player` and `winner` still need format 2."""
    spec = parse(BASE + '\n[[expect]]\nevent = "kill"\ntarget = "guard"\n')
    assert spec.expects[0].kind == "event"
    assert spec.expects[0].data == {"event": "kill", "target": "guard", "holds": True}


def test_an_event_expectation_may_name_every_kind_the_engine_makes():
    import re
    from pathlib import Path

    from riftboard.scenario.loader import EVENT_KINDS

    engine = Path(__file__).resolve().parents[2] / "riftboard" / "engine"
    kinds = set()
    for p in engine.rglob("*.py"):
        kinds.update(re.findall(r'emit\(\s*(?:\w+\s*,\s*)?"([a-z_]+)"',
                                p.read_text(encoding="utf-8")))
    assert len(kinds) > 50
    assert kinds <= set(EVENT_KINDS), kinds - set(EVENT_KINDS)


def test_draw_expectation_names_a_player():
    spec = parse(BASE + '\n[[expect]]\ndraw = "A"\namount = 1\nsources = ["@1"]\n')
    assert spec.expects[0].kind == "draw"
    assert spec.expects[0].data == {"draw": "A", "amount": 1, "sources": ("@1",), "holds": True}
    text = BASE + '\n[[expect]]\ndraw = "guard"\n'
    assert_error(text, "expect[1].draw", line_of(text, "draw"),
                 'expected a player id ("A" or "B"), got "guard"')


def test_expectation_names_an_unknown_object():
    text = BASE + '\n[[expect]]\nkill = "gaurd"\n'
    assert_error(text, "expect[1].kill", line_of(text, "kill"),
                 'no object or card named "gaurd" (did you mean "guard"?)')


def test_expectation_wrong_types():
    text = BASE + '\n[[expect]]\ndamage_to = "guard"\namount = "4"\n'
    assert_error(text, "expect[1].amount", line_of(text, "amount"),
                 'expected a whole number >= 1, got "4"')
    text = BASE + '\n[[expect]]\nkill = "guard"\nreason = "lethal"\n'
    assert_error(text, "expect[1].reason", line_of(text, "reason"),
                 'expected "lethal_damage" or "kill_instruction", got "lethal" '
                 '(did you mean "lethal_damage"?)')
    text = BASE + '\n[[expect]]\nkill = "guard"\nresponsible = "nobody"\n'
    assert_error(text, "expect[1].responsible", line_of(text, "responsible"),
                 'expected a player id ("A" or "B" or "none"), got "nobody"')
    text = BASE + '\n[[expect]]\nkill = "guard"\nattributed_to = "x"\n'
    assert_error(text, "expect[1].attributed_to", line_of(text, "attributed_to"),
                 'expected a list of names, e.g. ["guard"], got "x"')


def test_expectation_exact_and_include_are_exclusive():
    text = BASE + '\n[[expect]]\nkill = "guard"\nattributed_to = []\nattributed_include = []\n'
    assert_error(text, "expect[1].attributed_include", line_of(text, "attributed_include"),
                 "give `attributed_to` or `attributed_include`, not both")


def test_killed_unit_with_needs_an_object():
    text = BASE + '\n[[expect]]\ncondition = "killed_unit_with"\nplayer = "A"\n'
    assert_error(text, "expect[1]", line_of(text, "[[expect]]"),
                 '"killed_unit_with" needs `object`, the id it was done with')


def test_illegal_step_must_name_a_step():
    text = BASE + '\n[[expect]]\nillegal_step = 2\n'
    assert_error(text, "expect[1].illegal_step", line_of(text, "illegal_step"),
                 "there is no step 2 (the file has 0 steps)")


def test_unit_expectation_needs_a_state():
    text = BASE + '\n[[expect]]\nunit = "guard"\n'
    assert_error(text, "expect[1]", line_of(text, "[[expect]]"),
                 "a `unit` expectation checks at least one of might, damage, zone, at")


# -- designer cards, reading files, line scanning ---------------------------------------------


def test_designer_cards_extend_the_library():
    library = make_library()
    text = BASE + ('\n[[units]]\nid = "w"\ncard = "Wisp"\ncontroller = "A"\nat = "base"\n'
                   '\n[[cards]]\nname = "Wisp"\nkind = "unit"\n[cards.stats]\nmight = 1\n')
    spec = parse(text, library)
    assert spec.cards == ({"name": "Wisp", "kind": "unit", "stats": {"might": 1}},)
    assert spec.card_lines == (line_of(text, "[[cards]]"),)
    assert library.extended == [([spec.cards[0]], "lesson.toml", [spec.card_lines[0]])]


def test_designer_card_errors_come_from_the_library():
    text = BASE + '\n[[cards]]\nname = "Wisp"\n'
    exc = error(text, make_library())
    assert exc.message == "a card needs a kind" and exc.line == line_of(text, "[[cards]]")


def test_load_scenario_reads_a_file(tmp_path):
    path = tmp_path / "lesson.toml"
    path.write_text(BASE, encoding="utf-8")
    spec = load_scenario(path, LIBRARY)
    assert spec.path == str(path) and spec.title == "Test"
    assert spec.turn_player == "A" and spec.ruleset == "1.4" and spec.question is None


def test_title_defaults_to_the_file_name(tmp_path):
    path = tmp_path / "my-lesson.toml"
    path.write_text(BASE.replace('title = "Test"\n', ""), encoding="utf-8")
    assert load_scenario(path, LIBRARY).title == "my-lesson"


def test_not_utf8(tmp_path):
    path = tmp_path / "lesson.toml"
    path.write_bytes(BASE.encode() + b'question = "caf\xe9"\n')
    with pytest.raises(InvalidScenario) as info:
        load_scenario(path, LIBRARY)
    assert info.value.path == str(path)
    assert info.value.line == BASE.count("\n") + 1
    assert info.value.message.startswith("not UTF-8 text (byte 0xe9")


def test_missing_file(tmp_path):
    with pytest.raises(InvalidScenario) as info:
        load_scenario(tmp_path / "nope.toml", LIBRARY)
    assert info.value.path.endswith("nope.toml") and "cannot read the file" in info.value.message


def test_a_misbehaving_library_is_wrapped():
    class Broken(FakeLibrary):
        def kind_of(self, name):
            raise RuntimeError("boom")

    text = BASE.replace('name = "Guard"\nmight = 4', 'card = "Recruit"')
    exc = error(text, Broken({}, set()))
    # the file, line and key, and no internal exception name (issue 13, item 3)
    assert exc.path == "lesson.toml" and exc.key == "units[1].card" and exc.line
    assert exc.message.startswith("could not read the scenario") and "RuntimeError" not in str(exc)
    assert "boom" not in str(exc)


def test_utf8_bom_is_accepted():
    assert parse("\ufeff" + BASE).title == "Test"


def test_lines_ignore_headers_inside_strings_and_arrays():
    tricky = ('question = """\n[[units]]\nmight = 1\n"""\n'
              'rules = [\n  "1", # [[units]]\n  "2",\n]')
    text = BASE.replace('title = "Test"', f'title = "Test"\n{tricky}')
    text = text.replace('at = "north"', 'at = "north"\ndamage = -1')
    assert_error(text, "units[1].damage", line_of(text, "damage"),
                 "expected a whole number >= 0, got -1")


def test_lines_of_inline_arrays_of_tables():
    text = BASE.replace("[[players]]", 'expect = [{ kill = "guard" }, { survives = "gaurd" }]\n'
                        "[[players]]", 1)
    assert_error(text, "expect[2].survives", line_of(text, "expect ="),
                 'no object or card named "gaurd" (did you mean "guard"?)')


def test_lines_with_quoted_and_dotted_keys():
    text = BASE + '\n[[step]]\nplay = "Cull the Weak"\n"choose".A = "guard"\nchoose.B = "gard"\n'
    exc = error(text)
    assert exc.key == "step 1.choose.B" and exc.line == line_of(text, '"choose"')


@pytest.mark.parametrize(("text", "expected"), [
    (BASE, True),
    ("format = 1\n", True),
    ('[[players]]\nid = "A"\n', True),
    ('name = "Wisp"\nkind = "unit"\n', False),
    ('[[cards]]\nname = "Wisp"\n', False),
    ("format = \n", True),
    ("[[oops\n", False),
])
def test_is_scenario_document(text, expected):
    assert is_scenario_document(text) is expected


def test_expectation_names_a_token_by_kind_or_by_its_creators_id():
    """Tokens created in play (187) are named by their kind ("Mech") or by the id the engine
    gives them, the creator's followed by -tokenK; an unknown creator is still refused."""
    spec = parse(BASE + '\n[[expect]]\nunit = "Mech"\nat = "base"\n'
                        '\n[[expect]]\nunit = "guard#1-token2"\nzone = "board"\n'
                        '\n[[expect]]\nunit = "@1-token1"\nzone = "board"\n')
    assert [e.data["unit"] for e in spec.expects] == ["Mech", "guard#1-token2", "@1-token1"]
    text = BASE + '\n[[expect]]\nunit = "gaurd#1-token1"\nzone = "board"\n'
    assert_error(text, "expect[1].unit", line_of(text, "unit ="),
                 'no object or card named "gaurd#1-token1"')


def test_format_2_expectations_name_its_zones_and_phases():
    """A format 2 file can expect an object in a deck, among the runes, banished (106-108), and
    a `phase` event by the phase's name (315-317); a format 1 file still knows only its zones."""
    two = BASE.replace("format = 1", "format = 2")
    spec = parse(two + '\n[[expect]]\nunit = "guard"\nzone = "banished"\n'
                 '\n[[expect]]\nevent = "phase"\ntarget = "main"\n')
    assert spec.expects[0].data["zone"] == "banished"
    assert spec.expects[1].data["target"] == "main"
    text = BASE + '\n[[expect]]\nunit = "guard"\nzone = "runes"\n'
    assert_error(text, "expect[1].zone", line_of(text, "zone"),
                 'expected "board" or "hand" or "trash" or "chain" or "removed", got "runes"')
    text = two + '\n[[expect]]\nevent = "score"\ntarget = "main"\n'
    assert "no object or card named" in error(text).message


def test_choose_may_name_a_player_for_choose_a_player():
    """`choose` answers "choose a player" too (Blade Twirler): a player's id is accepted where no
    object has that id; an id that is neither is still refused, naming file, line and key."""
    text = BASE + '\n[[step]]\nplay = "Hextech Ray"\ntargets = ["guard"]\nchoose = { A = ["B"] }\n'
    parse(text)
    bad = BASE + '\n[[step]]\nplay = "Hextech Ray"\ntargets = ["guard"]\nchoose = { A = ["C"] }\n'
    assert_error(bad, "step 1.choose.A[1]", line_of(bad, "choose"), 'unknown id "C"')
