"""`record`: slotted value classes from annotated fields (the part of attrs the project uses).

    @record                        frozen: fields cannot be set after __init__
                                   (kw_only=True: __init__ takes keywords only)
    class MightMod:
        amount: int
        source: str
        floor: int | None = None

    evolve(mod, amount=2)          a copy with some fields changed
    fields(MightMod)               the fields, in order (.name, .default)

Why not attrs: importing attrs and letting it generate every class's methods took about 40 ms
of the app's start (over 50 classes, each method compiled from generated source when the class
is defined). Here the field list is read once per class, `__eq__`, `__hash__` and `__repr__`
are shared functions over a C-level field getter, and `__init__`, the one method that is
generated code (it must be fast: the engine makes tens of thousands of events a second), is
compiled the first time the class is instantiated, so classes the run never builds cost nothing.

Semantics follow attrs' `define`/`frozen`: `eq` compares the fields of two instances of the same
class; `hash=None` makes frozen classes hashable by their fields and mutable ones unhashable,
`hash=True` hashes by fields, `hash=False` keeps identity hashing; no ordering. Defaults are
shared values (use immutable ones: tuples, None, numbers, strings, frozen records).
"""

from __future__ import annotations

from operator import attrgetter

_MISSING = object()


class FrozenInstanceError(AttributeError):
    """A field of a frozen record was assigned."""


class Field:
    """One field of a record class: its name and default (`Field.NO_DEFAULT` when required)."""

    __slots__ = ("name", "default", "type")
    NO_DEFAULT = _MISSING

    def __init__(self, name: str, default=_MISSING, type=None):
        self.name = name
        self.default = default
        self.type = type  # the annotation, as written (a string under `from __future__ import annotations`)

    def __repr__(self) -> str:
        return f"Field({self.name!r})" if self.default is _MISSING else f"Field({self.name!r}, default={self.default!r})"


def fields(cls) -> tuple[Field, ...]:
    """The fields of a record class (or of a record's class), in order."""
    if not isinstance(cls, type):
        cls = type(cls)
    try:
        return cls.__record_fields__
    except AttributeError:
        raise TypeError(f"{cls.__name__} is not a record class") from None


def is_record(obj) -> bool:
    return hasattr(obj if isinstance(obj, type) else type(obj), "__record_fields__")


def evolve(inst, **changes):
    """A copy of `inst` with `changes` (field names) applied; unknown names raise TypeError."""
    cls = inst.__class__
    values = dict(zip(cls.__record_names__, cls.__record_get__(inst), strict=True))
    for k, v in changes.items():
        if k not in values:
            raise TypeError(f"{cls.__name__} has no field {k!r}")
        values[k] = v
    return cls(**values)


def astuple(inst) -> tuple:
    """The field values of a record, in order."""
    return inst.__class__.__record_get__(inst)


# -- the shared methods ---------------------------------------------------------------------------

def _eq(self, other):
    if other.__class__ is not self.__class__:
        return NotImplemented
    get = self.__class__.__record_get__
    return get(self) == get(other)


def _ne(self, other):
    result = _eq(self, other)
    return result if result is NotImplemented else not result


def _hash(self):
    return hash((self.__class__.__qualname__,) + self.__class__.__record_get__(self))


def _repr(self):
    cls = self.__class__
    inner = ", ".join(f"{n}={v!r}" for n, v in zip(cls.__record_names__, cls.__record_get__(self), strict=True))
    return f"{cls.__qualname__}({inner})"


def _frozen_setattr(self, name, value):
    raise FrozenInstanceError(f"{self.__class__.__name__} is frozen: cannot set {name!r}")


def _frozen_delattr(self, name):
    raise FrozenInstanceError(f"{self.__class__.__name__} is frozen: cannot delete {name!r}")


def _getstate(self):
    return self.__class__.__record_get__(self)


def _setstate(self, state):
    for name, value in zip(self.__class__.__record_names__, state, strict=True):
        object.__setattr__(self, name, value)


def _make_init(cls):
    """Compile `cls.__init__` from its fields (on first use) and install it."""
    names = cls.__record_names__
    frozen = cls.__record_frozen__
    kw_only = cls.__record_kw_only__
    defaults = {f.name: f.default for f in cls.__record_fields__ if f.default is not _MISSING}
    params, body, env = [], [], {"_setattr": object.__setattr__}
    for n in names:
        if n in defaults:
            env[f"_d_{n}"] = defaults[n]
            params.append(f"{n}=_d_{n}")
        else:
            params.append(n)
        body.append(f"    _setattr(self, {n!r}, {n})" if frozen else f"    self.{n} = {n}")
    star = "*, " if kw_only and params else ""
    src = f"def __init__(self, {star}{', '.join(params)}):\n" + ("\n".join(body) or "    pass") + "\n"
    if not names:
        src = "def __init__(self):\n    pass\n"
    exec(compile(src, f"<record {cls.__module__}.{cls.__qualname__}.__init__>", "exec"), env)
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init
    return init


def _lazy_init(self, *args, **kwargs):
    cls = self.__class__
    # a subclass of a record without its own fields shares the record's generated __init__
    owner = next(c for c in cls.__mro__ if "__record_fields__" in c.__dict__)
    init = owner.__dict__["__init__"]
    if init is _lazy_init:
        init = _make_init(owner)
    init(self, *args, **kwargs)


# -- the decorator --------------------------------------------------------------------------------

def record(cls=None, *, frozen: bool = True, eq: bool = True, hash: bool | None = None,
           kw_only: bool = False):
    """Make `cls` a slotted record class (see the module docstring)."""

    def wrap(cls):
        own = cls.__dict__.get("__annotations__", {})
        inherited: list[Field] = []
        for base in reversed(cls.__mro__[1:]):
            inherited.extend(base.__dict__.get("__record_fields__", ()))
        flds: list[Field] = [f for f in inherited if f.name not in own]
        for name in own:
            flds.append(Field(name, cls.__dict__.get(name, _MISSING), own[name]))
        seen_default = None
        for f in () if kw_only else flds:
            if f.default is not _MISSING:
                seen_default = f.name
            elif seen_default is not None:
                raise TypeError(f"{cls.__name__}: field {f.name!r} without a default follows "
                                f"{seen_default!r}, which has one")
        names = tuple(f.name for f in flds)
        ns = {k: v for k, v in cls.__dict__.items()
              if k not in own and k not in ("__dict__", "__weakref__")}
        base_slots = set()
        for base in cls.__mro__[1:]:
            base_slots.update(base.__dict__.get("__slots__", ()))
        ns["__slots__"] = tuple(n for n in own if n not in base_slots)
        ns["__record_fields__"] = tuple(flds)
        ns["__record_names__"] = names
        ns["__record_frozen__"] = frozen
        ns["__record_kw_only__"] = kw_only
        if len(names) == 1:
            one = attrgetter(names[0])
            ns["__record_get__"] = staticmethod(lambda o: (one(o),))
        elif names:
            ns["__record_get__"] = staticmethod(attrgetter(*names))
        else:
            ns["__record_get__"] = staticmethod(lambda o: ())
        if "__init__" not in cls.__dict__:
            ns["__init__"] = _lazy_init
        if "__repr__" not in cls.__dict__:
            ns["__repr__"] = _repr
        if eq and "__eq__" not in cls.__dict__:
            ns["__eq__"] = _eq
            ns["__ne__"] = _ne
        if hash is True or (hash is None and eq and frozen):
            ns["__hash__"] = _hash
        elif hash is None and eq:
            ns["__hash__"] = None
        elif "__hash__" not in cls.__dict__:
            ns["__hash__"] = object.__hash__
        if frozen:
            ns["__setattr__"] = _frozen_setattr
            ns["__delattr__"] = _frozen_delattr
        ns["__getstate__"] = _getstate
        ns["__setstate__"] = _setstate
        ns["__match_args__"] = names
        return type(cls)(cls.__name__, cls.__bases__, ns)

    return wrap if cls is None else wrap(cls)
