"""The pool's records as values: a card's facts (`PoolCard`) and card-mechanics.csv's labels
(`Labels`). A module of their own, imported when `pool.pool()` or `pool.labels()` is first
called (the card library's panel, the coverage report): the library reads pool.marshal's rows
without them, and the app's start defines neither class (docs/performance.md)."""

from __future__ import annotations

import attrs

from riftboard.engine import Value


@attrs.frozen(repr=False)
class PoolCard(Value):
    """One card's facts (the base printing's) and its modelled level in the shipped cards."""

    name: str
    kind: str  # unit, spell, gear, battlefield, legend, rune
    set: str
    number: str
    printings: tuple[str, ...]  # printed codes, e.g. OGN-271/298
    supertype: str | None  # champion, signature, token, basic
    equipment: bool
    token: bool
    domains: tuple[str, ...]
    energy: int | None
    power: int | None
    might: int | None
    might_bonus: int | None
    keywords: tuple[str, ...]
    tags: tuple[str, ...]
    rarity: str
    official: bool
    modelled: str  # full | partial | none


@attrs.frozen(repr=False)
class Labels(Value):
    """What card-mechanics.csv says a card would need (our own labels, about +-10 %)."""

    name: str
    bucket: str | None
    new_primitives: tuple[str, ...]
    families: tuple[str, ...]
