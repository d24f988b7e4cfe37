"""riftboard's attrs classes share Value's repr (attrs compiles none at import) and keep attrs'
text; `evolve` copies a frozen value with changes."""

from __future__ import annotations

import importlib
import pkgutil

import attrs
import pytest

import riftboard
from riftboard.engine.carddefs import TargetSpec
from riftboard.engine.events import Ref
from riftboard.engine.state import Grant
from riftboard.engine.values import Value, evolve


def _attrs_classes():
    """Every attrs class defined in a riftboard module (the app's too)."""
    found = []
    for info in pkgutil.walk_packages(riftboard.__path__, "riftboard."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for obj in vars(module).values():
            if isinstance(obj, type) and attrs.has(obj) and obj.__module__ == info.name:
                found.append(obj)
    return found


def test_every_attrs_class_uses_the_shared_repr():
    classes = _attrs_classes()
    assert len(classes) >= 50
    own = [c.__qualname__ for c in classes if c.__repr__ is not Value.__repr__]
    assert own == [], f"say repr=False and inherit Value: {own}"


def test_the_repr_reads_as_attrs_writes_it():
    assert repr(Grant("assault", 3, source="Cleave")) == (
        "Grant(keyword='assault', amount=3, source='Cleave', this_turn=True, this_combat=False)")

    @attrs.frozen
    class Generated:
        keyword: str
        amount: int = 1

    @attrs.frozen(repr=False)
    class Shared(Value):
        keyword: str
        amount: int = 1

    assert repr(Shared("tank", 2)).replace("Shared", "X") == \
        repr(Generated("tank", 2)).replace("Generated", "X")


def test_a_field_left_out_of_the_repr_stays_out():
    spec = TargetSpec()
    text = repr(spec)
    assert text.startswith("TargetSpec(what='unit'")
    hidden = [a.name for a in attrs.fields(TargetSpec) if not a.repr]
    assert all(f"{name}=" not in text for name in hidden)


def test_a_cycle_prints_dots_instead_of_recursing():
    @attrs.frozen(repr=False)
    class Box(Value):
        items: list

    box = Box([])
    box.items.append(box)
    assert repr(box) == "Box(items=[...])"


def test_evolve_changes_only_the_named_fields():
    ref = Ref("u1", "unit", "Raider", "B")
    moved = evolve(ref, name="Raider, renamed")
    assert moved.name == "Raider, renamed" and moved.id == "u1" and ref.name == "Raider"
    with pytest.raises(TypeError, match="no field 'nope'"):
        evolve(ref, nope=1)


def test_an_objects_seldom_set_facts_are_changed_through_evolve_and_read_as_its_own():
    """Obj.facts (issue 26): the facts only a few cards set are one shared value, so a copy of
    an object (every Deal) sets one field for them; evolve and the reads see them as Obj's."""
    from riftboard.engine.state import NO_FACTS, OBJ_FACTS, Obj

    o = Obj(id="u1", card=None, name="Raider", kind="unit", controller="B", owner="B",
            zone="board", at="north", order=1)
    assert o.facts is NO_FACTS and o.named is None and o.once_fired == ()
    assert OBJ_FACTS.isdisjoint(a.name for a in attrs.fields(Obj))  # not slots of their own
    hit = evolve(o, damage=2)
    assert hit.facts is NO_FACTS  # a copy that sets none of them shares the value
    named = evolve(hit, named="Zap", once_fired=(1,), damage=3)
    assert (named.named, named.once_fired, named.damage) == ("Zap", (1,), 3)
    assert hit.named is None and NO_FACTS.named is None  # nothing else changed
    assert evolve(named, named="Zap").facts is named.facts  # a change that changes nothing
    reset = evolve(named, named=None, once_fired=())
    assert reset.facts == NO_FACTS and reset == evolve(hit, damage=3)
    with pytest.raises(TypeError, match="no field 'nope'"):
        evolve(o, nope=1, named="Zap")
