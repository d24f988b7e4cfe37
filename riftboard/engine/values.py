"""riftboard's attrs classes: `Value`, their common base (one `__repr__`), and `evolve`,
`attrs.evolve` made fast for the engine's frozen values on the hot paths.

Every attrs class of riftboard says `repr=False` and inherits `Value.__repr__`, which reads
`attrs.fields` when called, so the text is attrs' own (`Grant(keyword='assault', amount=3, ...)`).
attrs would compile a `__repr__` for each class when its module is imported: for the 54 classes
the app defines before its first paint that was about 57M instructions, 4 % of its start-up
(docs/performance.md), to build a method only a developer's debugger or a failing test reads.

`attrs.evolve` looks up every field by name and runs `__init__` on every call; the engine
copies a unit at every Deal. A copy changes nothing but the given fields, so for a class whose
fields are plain data (every one set by `__init__` as given: no converter, no validator, no
pre- or post-init hook) the copy is the old instance's `__dict__` with the
changes applied; for any other class the values are read in one call and the class is built from
them in its own field order. Both layouts are taken from `attrs.fields` (nothing to keep in step
by hand)."""

from __future__ import annotations

import reprlib
from operator import attrgetter

import attrs


class Value:
    """The base of riftboard's attrs classes: their repr, as attrs would write it (fields with
    `repr=False` left out, a field's own repr callable used), and safe on a cycle."""

    __slots__ = ()

    @reprlib.recursive_repr("...")
    def __repr__(self) -> str:
        parts = []
        for a in attrs.fields(self.__class__):
            if a.repr:
                value = getattr(self, a.name)
                parts.append(f"{a.name}={a.repr(value) if callable(a.repr) else repr(value)}")
        name = self.__class__.__qualname__.rsplit(">.", 1)[-1]  # no "<locals>." (as attrs)
        return f"{name}({', '.join(parts)})"


_LAYOUT: dict[type, tuple[attrgetter | None, dict[str, int]]] = {}


def _plain(cls: type, fields) -> bool:
    """Whether a copy of the instance's __dict__ is what __init__ would build from its values."""
    return ("__dict__" in dir(cls) and not getattr(cls, "__slots__", None)
            and not hasattr(cls, "__attrs_pre_init__") and not hasattr(cls, "__attrs_post_init__")
            and all(a.init and a.converter is None and a.validator is None for a in fields))


def _layout(cls: type) -> tuple[attrgetter | None, dict[str, int]]:
    fields = attrs.fields(cls)
    names = [a.name for a in fields if a.init]
    if _plain(cls, fields):
        got = (None, {n: i for i, n in enumerate(names)})
    elif len(names) == 1:  # attrgetter of one name returns the value, not a tuple
        one = attrgetter(names[0])
        got = (lambda o: (one(o),), {names[0]: 0})
    else:
        got = (attrgetter(*names), {n: i for i, n in enumerate(names)})
    _LAYOUT[cls] = got
    return got


def evolve(inst, **changes):
    """A copy of the frozen value `inst` with `changes` (field names) applied, as attrs.evolve."""
    cls = inst.__class__
    getter, index = _LAYOUT.get(cls) or _layout(cls)
    for name in changes:
        if name not in index:
            return _evolve_grouped(inst, index, changes)
    if getter is None:
        new = object.__new__(cls)
        d = new.__dict__
        d.update(inst.__dict__)
        d.update(changes)
        return new
    values = list(getter(inst))
    for name, value in changes.items():
        values[index[name]] = value
    return cls(*values)


def _evolve_grouped(inst, index: dict[str, int], changes: dict):
    """evolve() of a class that keeps some of its values in one field of another value
    (`__evolve_group__`: that field's name and the names it holds, Obj.facts): those changes
    are made in that value, which is kept as it is when none of them changes it."""
    cls = inst.__class__
    field, names = getattr(cls, "__evolve_group__", (None, ()))
    own, grouped = {}, {}
    for name, value in changes.items():
        if name in names:
            grouped[name] = value
        elif name in index:
            own[name] = value
        else:
            raise TypeError(f"{cls.__name__} has no field {name!r}")
    group = getattr(inst, field)
    if any(getattr(group, name) != value for name, value in grouped.items()):
        own[field] = evolve(group, **grouped)
    return evolve(inst, **own)
