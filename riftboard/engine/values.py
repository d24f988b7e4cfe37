"""`evolve` for the engine's frozen attrs classes: `attrs.evolve`, made fast for the hot paths.

`attrs.evolve` looks up every field by name and runs `__init__` on every call; the engine
copies a unit at every Deal. A copy changes nothing but the given fields, so for a class whose
fields are plain data (every one set by `__init__` as given: no converter, no validator, no
pre- or post-init hook) the copy is the old instance's `__dict__` with the
changes applied; for any other class the values are read in one call and the class is built from
them in its own field order. Both layouts are taken from `attrs.fields` (nothing to keep in step
by hand)."""

from __future__ import annotations

from operator import attrgetter

import attrs

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
            raise TypeError(f"{cls.__name__} has no field {name!r}")
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
