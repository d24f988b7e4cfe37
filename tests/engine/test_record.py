"""`record` (riftboard.engine.record): the value classes of the engine and the scenario files."""

from __future__ import annotations

import copy
import pickle

import pytest

from riftboard.engine.record import FrozenInstanceError, evolve, fields, is_record, record


@record
class Point:
    x: int
    y: int = 0


@record(frozen=False, hash=True)
class Box:
    label: str
    items: tuple = ()


@record(frozen=False)
class Bag:
    stuff: tuple = ()


@record(hash=False)
class Card:
    name: str

    def shout(self) -> str:
        return self.name.upper()


def test_init_positional_keyword_and_defaults() -> None:
    assert Point(1).y == 0
    assert Point(1, 2) == Point(x=1, y=2) == Point(y=2, x=1)
    with pytest.raises(TypeError):
        Point()
    with pytest.raises(TypeError):
        Point(1, 2, 3)
    with pytest.raises(TypeError):
        Point(1, z=3)


def test_frozen_cannot_change_mutable_can() -> None:
    p = Point(1, 2)
    with pytest.raises(FrozenInstanceError):
        p.x = 5
    with pytest.raises(AttributeError):
        del p.y
    assert p.x == 1
    b = Box("a")
    b.label = "b"
    assert b.label == "b"


def test_slots_no_dict() -> None:
    assert not hasattr(Point(1), "__dict__")
    with pytest.raises(AttributeError):
        Box("a").other = 1


def test_equality_is_by_fields_and_class() -> None:
    assert Point(1, 2) == Point(1, 2)
    assert Point(1, 2) != Point(2, 1)
    assert Point(1, 0) != Box("1")
    assert (Point(1) == (1, 0)) is False


def test_hash_semantics_follow_attrs() -> None:
    assert hash(Point(1, 2)) == hash(Point(1, 2))
    assert len({Point(1, 2), Point(1, 2), Point(3)}) == 2
    assert hash(Box("a", (1,))) == hash(Box("a", (1,)))  # hash=True on a mutable class
    with pytest.raises(TypeError):
        hash(Bag())  # eq without frozen: unhashable, as attrs.define
    c1, c2 = Card("x"), Card("x")
    assert {c1: 1}.get(c1) == 1 and c2 not in {c1}  # hash=False: by identity, as attrs


def test_identity_hash_when_hash_false() -> None:
    c1, c2 = Card("x"), Card("x")
    assert c1 == c2
    assert hash(c1) == object.__hash__(c1)
    assert hash(c2) == object.__hash__(c2)


def test_repr_methods_and_fields() -> None:
    assert repr(Point(1, 2)) == "Point(x=1, y=2)"
    assert Card("ab").shout() == "AB"
    assert [f.name for f in fields(Point)] == ["x", "y"]
    assert fields(Point(1))[1].default == 0
    assert is_record(Point) and is_record(Point(1)) and not is_record(3)
    with pytest.raises(TypeError):
        fields(int)


def test_evolve_copies_with_changes() -> None:
    p = Point(1, 2)
    q = evolve(p, y=5)
    assert q == Point(1, 5) and p == Point(1, 2)
    assert evolve(p) == p and evolve(p) is not p
    with pytest.raises(TypeError):
        evolve(p, z=1)


def test_copy_and_pickle_keep_frozen_records() -> None:
    p = Point(1, (2, 3))
    assert copy.copy(p) == p
    assert copy.deepcopy(p) == p
    assert pickle.loads(pickle.dumps(p)) == p


def test_a_required_field_after_a_default_is_refused() -> None:
    with pytest.raises(TypeError, match="without a default"):
        @record
        class Bad:
            a: int = 1
            b: int


def test_record_defaults_are_shared_immutable_values() -> None:
    @record
    class Holder:
        p: Point = Point(0)

    assert Holder().p is Holder().p


def test_inheritance_extends_fields() -> None:
    @record
    class Point3(Point):
        z: int = 0

    p = Point3(1, 2, 3)
    assert (p.x, p.y, p.z) == (1, 2, 3)
    assert [f.name for f in fields(Point3)] == ["x", "y", "z"]
    assert p != Point(1, 2)


def test_kw_only_allows_required_fields_after_defaults() -> None:
    @record(kw_only=True)
    class Spec:
        line: int = 0
        name: str

    s = Spec(name="a")
    assert (s.line, s.name) == (0, "a")
    with pytest.raises(TypeError):
        Spec("a")
    with pytest.raises(TypeError):
        Spec(line=1)
    assert evolve(s, line=3) == Spec(name="a", line=3)
