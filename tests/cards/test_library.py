"""The card library (SPEC 3) and the card file format (docs/cards.md): required names with the
right kind and Might, malformed designer cards refused with file, line and key, and designer
cards from `--cards DIR` or inline `[[cards]]` working in scenario runs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from riftboard.cards.library import builtin_library, card_from_table, load_card_file, load_library
from riftboard.cli import main
from riftboard.errors import InvalidScenario
from riftboard.scenario.runner import run_file, run_text

DOCS = Path(__file__).resolve().parents[2] / "docs" / "cards.md"

# SPEC section 3 (kinds) and reference/cards.md (Might, Might Bonus)
SPELLS = ["Void Seeker", "Hextech Ray", "Challenge", "Hidden Blade", "Cull the Weak", "Stupefy",
          "Charm", "Rebuke", "Imperial Decree"]
GEAR = ["Iron Ballista", "Unlicensed Armory"]
EQUIPMENT = {"Doran's Shield": 1, "Serrated Dirk": 0, "Recurve Bow": 0, "Guardian Angel": 1,
             "Doran's Blade": 2}
UNITS = {"Lee Sin, Centered": 6, "Garen, Commander": 5, "Captain Farron": 5, "Taric, Protector": 4,
         "Darius, Executioner": 6, "Immortal Phoenix": 3, "Recruit": 1}
BATTLEFIELDS = ["Trifarian War Camp", "Void Gate"]
SANDBOX = {"Prevention Ward": ("spell", None), "Vengeful Brute": ("unit", 3)}


# -- required library names (SPEC 3) --------------------------------------------------------------
@pytest.mark.parametrize("name", SPELLS)
def test_required_spells_exist(name):
    """SPEC 3: each required spell exists by its exact name, official, no Might."""
    c = builtin_library().get(name)
    assert c is not None and c.kind == "spell" and c.might is None and c.official


@pytest.mark.parametrize("name", GEAR)
def test_required_gear_exists(name):
    """SPEC 3: Iron Ballista and Unlicensed Armory are gear with an activated ability 1."""
    c = builtin_library().get(name)
    assert c is not None and c.kind == "gear" and not c.equipment and c.official
    assert c.text.abilities and c.text.abilities[0].kind == "activated"


@pytest.mark.parametrize("name,bonus", sorted(EQUIPMENT.items()))
def test_required_equipment_exists_with_equip_and_might_bonus(name, bonus):
    """818: each Equipment is a gear with an Equip ability (ability 1) and its Might Bonus."""
    c = builtin_library().get(name)
    assert c is not None and c.kind == "gear" and c.equipment and c.official
    assert c.might_bonus == bonus
    equip = c.text.abilities[0]
    assert equip.kind == "activated" and equip.equip
    assert [e.op for e in equip.effects] == ["attach_self"]
    assert equip.targets[0].side == "friendly"


def test_equipment_effect_texts():
    """reference/cards.md: Doran's Shield gives Tank, Serrated Dirk Assault 2, Recurve Bow an
    attack-or-defend trigger, Guardian Angel a death replacement, Doran's Blade nothing."""
    lib = builtin_library()
    assert lib.get("Doran's Shield").grants.tank
    assert lib.get("Serrated Dirk").grants.assault == 2
    bow = lib.get("Recurve Bow").grants.abilities
    assert [(a.kind, a.trigger) for a in bow] == [("triggered", "attack_or_defend")]
    assert lib.get("Guardian Angel").grants.replacements == ("guardian_angel",)
    blade = lib.get("Doran's Blade").grants
    assert blade is None or (not blade.abilities and not blade.tank and not blade.assault)


@pytest.mark.parametrize("name,might", sorted(UNITS.items()))
def test_required_units_exist_with_might(name, might):
    """SPEC 3, reference/cards.md: each required unit with its printed Might (143.2)."""
    c = builtin_library().get(name)
    assert c is not None and c.kind == "unit" and c.might == might and c.official


def test_recruit_is_a_token_and_keywords_of_units():
    """SPEC 3: Recruit is a token; Phoenix has Assault 2; Taric has Tank (815) and Shield."""
    lib = builtin_library()
    assert lib.get("Recruit").token
    assert lib.get("Immortal Phoenix").text.assault == 2
    taric = lib.get("Taric, Protector").text
    assert taric.tank and taric.shield == 1


@pytest.mark.parametrize("name", BATTLEFIELDS)
def test_required_battlefields_exist(name):
    """SPEC 3: Trifarian War Camp and Void Gate are battlefields."""
    c = builtin_library().get(name)
    assert c is not None and c.kind == "battlefield" and c.might is None and c.official


@pytest.mark.parametrize("name,kind_might", sorted(SANDBOX.items()))
def test_sandbox_cards_exist_and_are_not_official(name, kind_might):
    """SPEC 3: the sandbox cards exist and the library marks them as not official."""
    c = builtin_library().get(name)
    assert c is not None and (c.kind, c.might) == kind_might and not c.official


def test_library_names_are_unique_and_listed_by_the_cards_command(capsys):
    """SPEC 1 (`riftboard cards`), SPEC 3: names are unique and all listed."""
    names = builtin_library().names()
    assert len(names) == len(set(names))
    assert main(["cards"]) == 0
    out = capsys.readouterr().out
    for n in SPELLS + GEAR + list(EQUIPMENT) + list(UNITS) + BATTLEFIELDS + list(SANDBOX):
        assert n in out


# -- malformed designer cards ---------------------------------------------------------------------
GOOD = '''# a comment line
[[card]]
name = "Fine Bolt"
kind = "spell"
targets = [{ what = "unit" }]
effects = [{ op = "deal", amount = 2, target = 1 }]

'''

BAD = [
    ("unknown op", '''[[card]]
name = "Bad Bolt"
kind = "spell"
targets = [{ what = "unit" }]
effects = [{ op = "explode", amount = 2, target = 1 }]
''', "card[2].effects[1].op", "explode"),
    ("unknown key", '''[[card]]
name = "Odd Unit"
kind = "unit"
might = 2
colour = "red"
''', "card[2].colour", "unknown key"),
    ("unit without might", '''[[card]]
name = "Mightless"
kind = "unit"
''', "card[2].might", "Might"),
    ("might on a spell", '''[[card]]
name = "Heavy Spell"
kind = "spell"
might = 3
''', "card[2].might", "no Might"),
    ("unknown key in an ability", '''[[card]]
name = "Gadget"
kind = "gear"

[[card.abilities]]
kind = "activated"
costs = ["exhaust"]
effects = [{ op = "ready_self" }]
''', "card[2].abilities[1].costs", "unknown key"),
    ("unknown trigger", '''[[card]]
name = "Listener"
kind = "unit"
might = 1

[[card.abilities]]
kind = "triggered"
trigger = "when_moved"
effects = [{ op = "ready_self" }]
''', "card[2].abilities[1].trigger", "when_moved"),
    ("target number out of range", '''[[card]]
name = "Far Bolt"
kind = "spell"
targets = [{ what = "unit" }]
effects = [{ op = "deal", amount = 2, target = 2 }]
''', "card[2].effects[1].target", "no target 2"),
    ("unknown key inside an effect", '''[[card]]
name = "Typo Bolt"
kind = "spell"
targets = [{ what = "unit" }]
effects = [{ op = "deal", amout = 2, target = 1 }]
''', "card[2].effects[1].amout", "unknown key"),
    ("grants without equipment", '''[[card]]
name = "Giver"
kind = "gear"
grants = { tank = true }
''', "card[2].grants", "Equipment"),
    # `asks` was an informational list no code read (the step's questions come from the
    # registry, effect_asks): it is gone, and a card that still has it is told so
    ("the removed asks key", '''[[card]]
name = "Asking Bolt"
kind = "spell"
targets = [{ what = "unit" }]
asks = ["targets"]
effects = [{ op = "deal", amount = 2, target = 1 }]
''', "card[2].asks", "unknown key"),
    # an ability's Energy and Power (377.1; a triggered one's "you may pay", 383.3.b)
    ("negative ability energy", '''[[card]]
name = "Costly Gadget"
kind = "gear"

[[card.abilities]]
kind = "activated"
energy = -1
effects = [{ op = "draw", amount = 1 }]
''', "card[2].abilities[1].energy", "whole number"),
    ("power domain without power", '''[[card]]
name = "Tinted Gadget"
kind = "gear"

[[card.abilities]]
kind = "activated"
energy = 1
power_domain = "fury"
effects = [{ op = "draw", amount = 1 }]
''', "card[2].abilities[1].power_domain", "give `power` too"),
    ("unknown power domain", '''[[card]]
name = "Odd Gadget"
kind = "gear"

[[card.abilities]]
kind = "activated"
power = 1
power_domain = "red"
effects = [{ op = "draw", amount = 1 }]
''', "card[2].abilities[1].power_domain", "red"),
    ("a triggered cost without may", '''[[card]]
name = "Toll Listener"
kind = "unit"
might = 1

[[card.abilities]]
kind = "triggered"
trigger = "play_self"
energy = 2
effects = [{ op = "draw", amount = 1 }]
''', "card[2].abilities[1].energy", "383.3.b"),
    # a Flow cost (829.1.b): only on a spell with Flow, with its Energy
    ("flow cost without the keyword", '''[[card]]
name = "Plain Surge"
kind = "spell"
flow = { energy = 1 }
effects = [{ op = "draw", amount = 1 }]
''', "card[2].flow", "Flow keyword"),
    ("flow cost without energy", '''[[card]]
name = "Vague Surge"
kind = "spell"
keywords = ["Flow"]
flow = { power = 1 }
effects = [{ op = "draw", amount = 1 }]
''', "card[2].flow", "names its Energy"),
    # modes ("choose one", 355.3): a spell's, two or more, each with its own effects
    ("modes on a unit", '''[[card]]
name = "Moody Unit"
kind = "unit"
might = 2
modes = [{ effects = [{ op = "draw", amount = 1 }] }, { effects = [{ op = "draw", amount = 2 }] }]
''', "card[2].modes", "only a spell"),
    ("modes beside the spell's own effects", '''[[card]]
name = "Double Bolt"
kind = "spell"
effects = [{ op = "draw", amount = 1 }]
modes = [{ effects = [{ op = "draw", amount = 1 }] }, { effects = [{ op = "draw", amount = 2 }] }]
''', "card[2].modes", "in each mode"),
    ("a single mode", '''[[card]]
name = "Lone Bolt"
kind = "spell"
modes = [{ effects = [{ op = "draw", amount = 1 }] }]
''', "card[2].modes", "at least two"),
    ("a mode's target number out of range", '''[[card]]
name = "Stray Bolt"
kind = "spell"
modes = [{ effects = [{ op = "deal", amount = 2, target = 1 }] }, { effects = [{ op = "draw", amount = 2 }] }]
''', "card[2].modes[1].effects[1].target", "no target 1"),
    ("first_each_turn on an activated ability", '''[[card]]
name = "Hasty Gadget"
kind = "gear"

[[card.abilities]]
kind = "activated"
first_each_turn = true
effects = [{ op = "draw", amount = 1 }]
''', "card[2].abilities[1].first_each_turn", "383.1.b"),
    ("effects on a unit", '''[[card]]
name = "Caster Unit"
kind = "unit"
might = 2
effects = [{ op = "draw", amount = 1 }]
''', "card[2].effects", "abilities"),
]


def key_line_in(text: str, key: str) -> int:
    """The line of GOOD + text where the key path's last named part is written (issue 29 item
    8: the key's line, not the card's header), else the card's [[card]] header."""
    leaf = re.findall(r"[A-Za-z_]\w*", key)[-1]
    written = re.compile(rf"(^|[\s{{,]){leaf}\s*=|\.{leaf}\]\]")
    for i, ln in enumerate(text.splitlines()):
        if written.search(ln):
            return GOOD.count("\n") + i + 1
    return GOOD.count("\n") + 1


@pytest.mark.parametrize("name,text,key,words", BAD, ids=[b[0] for b in BAD])
def test_malformed_card_file_names_file_line_and_key(tmp_path, name, text, key, words):
    """docs/cards.md (fail closed): a card the engine cannot model is refused with InvalidScenario
    naming the file, the line of the key at fault and the key path."""
    f = tmp_path / "designer.toml"
    f.write_text(GOOD + text, encoding="utf-8")
    with pytest.raises(InvalidScenario) as exc:
        load_card_file(f)
    err = exc.value
    assert err.path == str(f)
    assert err.line == key_line_in(text, key)
    assert err.key == key
    assert words in err.message
    assert str(f) in str(err) and f":{err.line}:" in str(err) and key in str(err)


@pytest.mark.parametrize("name,text,key,words", BAD[:3], ids=[b[0] for b in BAD[:3]])
def test_malformed_card_in_cards_folder_is_a_file_error(tmp_path, capsys, name, text, key, words):
    """SPEC 1: `--cards DIR` with a malformed card: exit 2, the message names file, line and key,
    and no traceback."""
    d = tmp_path / "cards"
    d.mkdir()
    (d / "sub").mkdir()
    f = d / "sub" / "bad.toml"
    f.write_text(GOOD + text, encoding="utf-8")
    with pytest.raises(InvalidScenario):
        load_library([d])
    assert main(["cards", "--cards", str(d)]) == 2
    err = capsys.readouterr().err
    assert f"{f}:{key_line_in(text, key)}:" in err and key in err and "Traceback" not in err


def test_malformed_inline_card_in_a_scenario_names_file_line_and_key(tmp_path):
    """SPEC 2: an inline [[cards]] table is checked like a card file: the error names the scenario
    file, the line of the [[cards]] header and the key."""
    text = SCENARIO_HEAD + '''
[[cards]]
name = "Zap"
kind = "spell"
targets = [{ what = "unit" }]
effects = [{ op = "zapp", amount = 2, target = 1 }]
'''
    f = tmp_path / "inline.toml"
    f.write_text(text, encoding="utf-8")
    line = text.splitlines().index("[[cards]]") + 1
    with pytest.raises(InvalidScenario) as exc:
        run_file(str(f))
    assert exc.value.line == line and exc.value.key == "cards[1].effects[1].op"
    assert str(f) in str(exc.value)


def test_designer_card_may_not_reuse_a_library_name(tmp_path):
    """docs/cards.md: a designer card may not take a library card's name."""
    f = tmp_path / "dup.toml"
    f.write_text('[[card]]\nname = "Void Seeker"\nkind = "spell"\n', encoding="utf-8")
    with pytest.raises(InvalidScenario) as exc:
        load_library([tmp_path])
    assert "already exists" in str(exc.value)


@pytest.mark.parametrize("text,words", [
    ('[[cards]]\nname = "X"\nkind = "spell"\n', "unknown key"),
    ('[[card]]\nname = "X"\nkind = "spell"\neffects = [\n', "TOML"),
])
def test_card_file_structure_errors(tmp_path, text, words):
    """docs/cards.md: a card file holds only [[card]] tables and must be valid TOML."""
    f = tmp_path / "odd.toml"
    f.write_text(text, encoding="utf-8")
    with pytest.raises(InvalidScenario) as exc:
        load_card_file(f)
    assert words in str(exc.value) and str(f) in str(exc.value)


# -- designer cards in scenario runs --------------------------------------------------------------
SCENARIO_HEAD = '''format = 1
title = "designer test"

[[players]]
id = "A"
[[players]]
id = "B"

[[battlefields]]
id = "north"
'''

DESIGNER_CARDS = '''[[card]]
name = "Ember Dart"
kind = "spell"
summary = "2 damage to one unit at a battlefield."
targets = [{ what = "unit", where = "battlefield" }]
effects = [{ op = "deal", amount = 2, target = 1 }]

[[card]]
name = "Grudge Golem"
kind = "unit"
might = 3

[[card.abilities]]
kind = "triggered"
trigger = "take_damage"
effects = [{ op = "might", target = "self", amount = 3 }]
'''

DESIGNER_SCENARIO = SCENARIO_HEAD + '''
[[units]]
id = "golem"
card = "Grudge Golem"
controller = "B"
at = "north"

[[units]]
id = "pawn"
name = "Pawn"
might = 2
controller = "B"
at = "north"

[[step]]
play = "Ember Dart"
by = "A"
id = "dart"
targets = ["pawn"]

[[step]]
play = "Ember Dart"
by = "A"
id = "dart2"
targets = ["golem"]

[[expect]]
kill = "pawn"
attributed_to = ["dart"]
responsible = "A"

[[expect]]
condition = "killed_unit_with_spell"
player = "A"
unit = "pawn"

[[expect]]
trigger = "golem"

[[expect]]
survives = "golem"
'''


def test_designer_cards_from_a_cards_folder_work_in_a_scenario_run(tmp_path):
    """SPEC 1 (`--cards DIR`): cards from a folder are played in a scenario; the timeline credits
    the designer spell and the designer unit's trigger fires."""
    d = tmp_path / "mycards"
    d.mkdir()
    (d / "set.toml").write_text(DESIGNER_CARDS, encoding="utf-8")
    f = tmp_path / "scn.toml"
    f.write_text(DESIGNER_SCENARIO, encoding="utf-8")
    out = run_file(str(f), cards_dirs=[str(d)])
    assert out.error is None
    ev = out.timeline["events"]
    kill = next(e for e in ev if e["kind"] == "kill")
    assert kill["target"] == "pawn" and [r["id"] for r in kill["attributed_to"]] == ["dart"]
    trig = next(e for e in ev if e["kind"] == "trigger")
    assert trig["sources"][0]["id"] == "golem#1"
    assert out.timeline["final"]["objects"]["golem"]["might"] == 6
    assert main(["check", str(f), "--cards", str(d)]) == 0
    # without the folder the scenario names an unknown card: a file error
    assert main(["check", str(f)]) == 2


def test_designer_cards_inline_in_a_scenario(tmp_path):
    """SPEC 2: the same cards as inline [[cards]] tables work without --cards."""
    inline = DESIGNER_CARDS.replace("[[card]]", "[[cards]]").replace("[[card.abilities]]",
                                                                     "[[cards.abilities]]")
    out = run_text(DESIGNER_SCENARIO + "\n" + inline, path="inline.toml")
    assert out.error is None
    kinds = [e["kind"] for e in out.timeline["events"]]
    assert "kill" in kinds and "trigger" in kinds


def test_docs_cards_worked_example_passes(tmp_path, capsys):
    """docs/cards.md: the complete example (card file + scenario) runs and its expectations pass."""
    blocks = re.findall(r"```toml\n(.*?)```", DOCS.read_text(encoding="utf-8"), re.S)
    card_file = next(b for b in blocks if "Spiteful Toad" in b and "[[card]]" in b)
    scenario = next(b for b in blocks if b.startswith("format = 1") and "Spiteful Toad" in b)
    d = tmp_path / "my-cards"
    d.mkdir()
    (d / "arc.toml").write_text(card_file, encoding="utf-8")
    (tmp_path / "toad.toml").write_text(scenario, encoding="utf-8")
    assert main(["check", str(tmp_path / "toad.toml"), "--cards", str(d)]) == 0
    assert "PASS" in capsys.readouterr().out


def test_docs_cards_equipment_example_loads():
    """docs/cards.md: the Equipment example is a valid card table."""
    blocks = re.findall(r"```toml\n(.*?)```", DOCS.read_text(encoding="utf-8"), re.S)
    gauntlet = next(b for b in blocks if "Spiked Gauntlet" in b)
    import tempfile

    with tempfile.TemporaryDirectory() as t:
        p = Path(t) / "g.toml"
        p.write_text(gauntlet, encoding="utf-8")
        [c] = load_card_file(p)
    assert c.equipment and c.might_bonus == 1 and c.grants.assault == 1
    assert [a.trigger for a in c.grants.abilities] == ["attack"]


def test_docs_cards_lists_every_effect_op_and_trigger():
    """docs/cards.md documents every op of EFFECT_OPS (with its keys) and every trigger name."""
    from riftboard.engine.carddefs import STATIC_WHO
    from riftboard.engine.ops import EFFECT_OPS, TRIGGERS

    text = DOCS.read_text(encoding="utf-8")
    effects = text[text.index("## Effects"):text.index("## Abilities")]
    for op, keys in EFFECT_OPS.items():
        row = next((ln for ln in effects.splitlines() if ln.startswith(f"| `{op}` |")), None)
        assert row is not None, op
        for k in keys:
            assert f"`{k}`" in row, (op, k)
    for t in tuple(TRIGGERS) + STATIC_WHO:
        assert f"`{t}`" in text, t


# -- known gaps (fail closed) -----------------------------------------------------------------------
def test_grants_statics_refused_or_applied(tmp_path):
    """DESIGN (fail closed), 718.3: a static in an Equipment's effect text must either be refused
    when loaded or apply to the unit's text."""
    from tests.engine.helpers import board

    table = {"name": "War Banner", "kind": "gear", "equipment": True,
             "grants": {"statics": [{"op": "might", "who": "other_friendly_here", "amount": 1}]}}
    try:
        st = board(units=[("h", "H", 2, "A", "north"), ("x", "X", 2, "A", "north")],
                   gear=[("b", "War Banner", "A", {"attached_to": "h"})], cards=[table])
    except InvalidScenario:
        return
    from riftboard.engine.might import might

    assert might(st, st.obj("x")) == 3


def test_board_kill_with_spell_trigger_refused_or_fires():
    """DESIGN (fail closed), 411.4: "when you kill a unit with a spell" on a unit on the board must
    either be refused when loaded or trigger."""
    from tests.engine.helpers import board, play

    table = {"name": "Gloater", "kind": "unit", "might": 2, "abilities": [
        {"kind": "triggered", "trigger": "kill_with_spell", "effects": [{"op": "draw", "amount": 1}]}]}
    try:
        st = board(units=[("g", "Gloater", None, "A", "north"), ("u", "U", 3, "B", "north")],
                   cards=[table])
    except InvalidScenario:
        return
    r = play(st, "Hextech Ray", by="A", targets=["u"])
    assert r.of("trigger")


def test_718_3_grants_tags_keywords_and_statics_reading_the_equipment():
    """718.3: an Equipment's effect text may give tags, inert keywords and passive abilities
    whose `when` reads the Equipment (`of = "equipment"`); a card's own text may not read it."""
    lib = builtin_library()
    assert lib.get("Experimental Hexplate").grants.tags == ("Mech",)
    assert lib.get("Hexdrinker").grants.keywords == ("Deflect",)
    [st] = lib.get("Brutalizer").grants.statics
    assert (st.op, st.when, st.of) == ("might", "attached_this_turn", "equipment")
    own = {"name": "Selfish", "kind": "gear", "statics": [
        {"op": "might", "who": "self", "amount": 1, "when": "attached_this_turn",
         "of": "equipment"}]}
    with pytest.raises(InvalidScenario, match=r"statics\[1\]\.of"):
        card_from_table(own, "<test>", None, "card")


def test_tournament_coverage_finds_legends_spelled_in_another_case():
    """The decklists write "Jax, Grandmaster At Arms"; the library "Jax, Grandmaster at Arms"."""
    from riftboard.cards.catalog import tournament_coverage

    items = [{"name": "Jax, Grandmaster at Arms", "modelled": "full"}]
    assert tournament_coverage(items)["legends_full"] == 1
