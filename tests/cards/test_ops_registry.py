"""The ops registry (riftboard/engine/ops): every primitive declared once, and the card loader,
docs/cards.md and the app's questions all made from those declarations (DESIGN.md)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from riftboard.cards.library import builtin_library, load_card_file
from riftboard.engine.ops import ASKS, PARAM_KINDS, REGISTRY, TRIGGERS, effect_asks
from riftboard.errors import InvalidScenario

ROOT = Path(__file__).resolve().parents[2]


def _docs_tables():
    spec = importlib.util.spec_from_file_location("docs_tables", ROOT / "scripts" / "docs_tables.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_docs_cards_tables_are_made_from_the_registry():
    """docs/cards.md's primitives and triggers tables are what the registry says (run
    `python scripts/docs_tables.py` after changing a primitive)."""
    mod = _docs_tables()
    text = mod.DOC.read_text(encoding="utf-8")
    assert mod.render(text) == text, "docs/cards.md is stale: run python scripts/docs_tables.py"
    for name in REGISTRY:
        assert f"| `{name}` |" in text
    for name in TRIGGERS:
        assert f"| `{name}` |" in text


def test_every_primitive_is_fully_declared():
    """Each primitive says what it does, which rules it cites, its keys' kinds and its asks."""
    for op in REGISTRY.values():
        assert op.does and op.family, op.name
        assert op.name == "ready_self" or op.rules, op.name
        for p in op.params:
            assert p.kind in PARAM_KINDS, (op.name, p.name)
            assert p.kind not in ("word",) or p.words, (op.name, p.name)
        assert set(op.asks) <= set(ASKS), op.name


def test_the_one_card_primitives_are_compositions():
    """Imperial Decree is a delayed ability whose effect is a kill; Cull the Weak is 'each player
    chooses one of their units, then kill them together'; Immortal Phoenix's trash-zone trigger
    plays its host (no primitive exists for one card)."""
    assert not {"each_player_kills_own", "kill_damaged_this_turn", "play_self_from_trash"} & set(REGISTRY)
    lib = builtin_library()
    decree = lib.get("Imperial Decree").effects
    assert [e.op for e in decree] == ["delayed"] and decree[0].trigger == "take_damage"
    assert [(e.op, e.target) for e in decree[0].effects] == [("kill", "subject")]
    assert [(e.op, e.target) for e in lib.get("Cull the Weak").effects] == [
        ("choose_each", None), ("kill", "chosen")]
    [phoenix] = [a for a in lib.get("Immortal Phoenix").text.abilities if a.zone == "trash"]
    assert [(e.op, e.target) for e in phoenix.effects] == [("play", "self")]


def test_the_app_asks_its_questions_from_the_registry():
    """What a card asks the step for is a registry query (the app never switches on op names)."""
    lib = builtin_library()
    assert effect_asks(lib.get("Cull the Weak").effects) == {"choose"}
    assert effect_asks(lib.get("Void Seeker").effects) == frozenset()
    [phoenix] = [a for a in lib.get("Immortal Phoenix").text.abilities if a.zone == "trash"]
    assert effect_asks(phoenix.effects) == {"to"}


CARD = '''[[card]]
name = "Test Card"
kind = "spell"
targets = [{ what = "unit" }]
'''


@pytest.mark.parametrize("effects,key,words", [
    ('[{ op = "dael", amount = 2, target = 1 }]', "card[1].effects[1].op", 'did you mean "deal"'),
    ('[{ op = "draw", amount = 1, who = "yuo" }]', "card[1].effects[1].who", 'did you mean "you"'),
    ('[{ op = "kill", target = "chosn" }]', "card[1].effects[1].target", 'did you mean "chosen"'),
    ('[{ op = "delayed", trigger = "take_damag", effects = [{ op = "kill", target = "subject" }] }]',
     "card[1].effects[1].trigger", 'did you mean "take_damage"'),
    ('[{ op = "delayed", trigger = "take_damage", effects = [{ op = "kil", target = "subject" }] }]',
     "card[1].effects[1].effects[1].op", 'did you mean "kill"'),
    ('[{ op = "delayed", trigger = "take_damage" }]', "card[1].effects[1].effects", "needs"),
    ('[{ op = "play", target = 1 }]', "card[1].effects[1].target", '"self"'),
])
def test_the_loader_checks_effects_from_their_declarations(tmp_path, effects, key, words):
    """A value the registry does not declare is refused naming file, line and key, with a
    "did you mean" for misspelt words as for misspelt keys."""
    f = tmp_path / "c.toml"
    f.write_text(CARD + f"effects = {effects}\n", encoding="utf-8")
    with pytest.raises(InvalidScenario) as exc:
        load_card_file(f)
    # the line of `effects` (issue 29 item 8: the key's line, not the card's header)
    line = CARD.count("\n") + 1
    assert exc.value.key == key and exc.value.line == line and words in exc.value.message


def test_a_misspelt_trigger_gets_a_suggestion(tmp_path):
    f = tmp_path / "t.toml"
    f.write_text('[[card]]\nname = "L"\nkind = "unit"\nmight = 1\n\n[[card.abilities]]\n'
                 'kind = "triggered"\ntrigger = "atack"\neffects = [{ op = "ready_self" }]\n',
                 encoding="utf-8")
    with pytest.raises(InvalidScenario) as exc:
        load_card_file(f)
    assert exc.value.key == "card[1].abilities[1].trigger"
    assert 'did you mean "attack"' in exc.value.message
