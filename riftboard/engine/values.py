"""`evolve` for the engine's frozen attrs classes: `attrs.evolve`, made fast for the hot paths.

`attrs.evolve` looks up every field by name on every call; the engine copies a unit at every
Deal, so here the field values are read in one call and the class is built from them in its
own field order, both taken from `attrs.fields` (nothing to keep in step by hand)."""

from __future__ import annotations

from operator import attrgetter

import attrs

_LAYOUT: dict[type, tuple[attrgetter, dict[str, int]]] = {}


def _layout(cls: type) -> tuple[attrgetter, dict[str, int]]:
    names = [a.name for a in attrs.fields(cls) if a.init]
    got = (attrgetter(*names), {n: i for i, n in enumerate(names)})
    if len(names) == 1:  # attrgetter of one name returns the value, not a tuple
        one = got[0]
        got = (lambda o: (one(o),), got[1])
    _LAYOUT[cls] = got
    return got


def evolve(inst, **changes):
    """A copy of the frozen value `inst` with `changes` (field names) applied, as attrs.evolve."""
    cls = inst.__class__
    layout = _LAYOUT.get(cls) or _layout(cls)
    values = list(layout[0](inst))
    index = layout[1]
    for name, value in changes.items():
        try:
            values[index[name]] = value
        except KeyError:
            raise TypeError(f"{cls.__name__} has no field {name!r}") from None
    return cls(*values)
