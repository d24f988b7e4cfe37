"""Card definitions as data: what the card library builds and the engine executes.

The engine never parses files; `riftboard.cards` turns card files into these objects. Every
instruction a card can give is one of the primitives of the registry (`riftboard.engine.ops`),
every trigger one of its triggers, so a designer card can only ask for what the engine models
(fail closed, DESIGN.md).
"""

from __future__ import annotations

import attrs

KINDS = ("unit", "spell", "gear", "battlefield")

#: who a static Might or keyword effect applies to.
STATIC_WHO = ("self", "other_friendly_here", "friendly_here", "units_here", "enemy_here",
              "all_units")
STATIC_OPS = ("might", "keyword", "bonus_damage", "no_temporary", "save", "no_move_to_base",
              "no_damage")
KEYWORDS_NUMERIC = ("assault", "shield")

#: target selectors: what, where, side.
TARGET_WHAT = ("unit", "gear", "equipment")
TARGET_WHERE = (None, "battlefield", "here")
TARGET_SIDE = (None, "friendly", "enemy")
TARGET_REQUIRE = (None, "buffed", "not_temporary")
#: a static's `require`: only units that have a buff, or Temporary (Black Flame Altar); for a
#: `save`: a unit with less Might than the source (Soraka), a death during combat (Altar of Blood)
STATIC_REQUIRE = (None, "buffed", "temporary", "weaker", "in_combat", "moved_twice")


@attrs.frozen
class TargetSpec:
    """One target a spell or ability asks for, with its restrictions."""

    what: str = "unit"
    where: str | None = None
    side: str | None = None
    require: str | None = None  # e.g. "buffed", "not_temporary"

    def describe(self) -> str:
        side = {"friendly": "friendly ", "enemy": "enemy "}.get(self.side or "", "")
        where = {"battlefield": " at a battlefield", "here": " at its location"}.get(
            self.where or "", ""
        )
        return f"an {side}{self.what}{where}" if side.startswith("e") else f"a {side}{self.what}{where}"


@attrs.frozen
class Effect:
    """One instruction: a primitive of the registry (riftboard.engine.ops) and its arguments."""

    op: str
    target: int | str | None = None  # 1-based target index, or "self", "subject", "chosen"
    other: int | None = None
    amount: int | None = None
    floor: int | None = None
    who: str | None = None
    may: bool = False
    trigger: str | None = None  # a delayed ability's trigger
    effects: tuple[Effect, ...] = ()  # a delayed ability's instructions
    name: str | None = None  # the kind of token to create
    where: str | None = None  # where tokens are created: "base" or "here"
    enters: str | None = None  # how a gear token enters: "ready" (default) or "exhausted"
    keyword: str | None = None  # the keyword `grant_keyword` gives
    this_turn: bool | None = None  # a granted keyword ends with the turn (default) or not
    this_combat: bool | None = None  # a granted keyword ends with the combat
    detach: bool | None = None  # `attach`: detach instead when already attached to that unit


@attrs.frozen
class Ability:
    """An activated or triggered ability (numbered in text order, SPEC section 4)."""

    kind: str  # activated | triggered
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    cost: tuple[str, ...] = ()  # "exhaust", "discard"
    trigger: str | None = None
    zone: str = "board"  # where a triggered ability works from: board | trash
    may: bool = False  # "you may" as the first part of the effect (383.3.a)
    summary: str = ""
    equip: bool = False


@attrs.frozen
class Static:
    """A passive ability: a Might change, a granted keyword, or Bonus Damage to units here."""

    op: str
    who: str
    amount: int = 0
    keyword: str | None = None
    require: str | None = None  # "buffed": only units that have a buff
    may: bool = False  # a `save` the dying unit's controller may decline (371.2)


@attrs.frozen
class Text:
    """A rules text (or an Equipment's effect text): keywords, abilities, statics, replacements."""

    tank: bool = False
    assault: int = 0
    shield: int = 0
    abilities: tuple[Ability, ...] = ()
    statics: tuple[Static, ...] = ()
    replacements: tuple[str, ...] = ()  # "guardian_angel": if I would die, kill the gear instead


@attrs.frozen
class CardDef:
    """A card of the library."""

    name: str
    kind: str
    might: int | None = None
    might_bonus: int = 0
    equipment: bool = False
    token: bool = False
    official: bool = True
    keywords: tuple[str, ...] = ()  # for display (Action, Reaction, Hidden, Tank, Assault 2, ...)
    tags: tuple[str, ...] = ()
    energy: int | None = None
    power: int | None = None
    summary: str = ""
    targets: tuple[TargetSpec, ...] = ()  # a spell's targets
    effects: tuple[Effect, ...] = ()  # a spell's instructions
    text: Text = Text()
    grants: Text | None = None  # an Equipment's effect text
    asks: tuple[str, ...] = ()  # step inputs the card can use: targets, to, choose, may, discard
    modelled: str = "full"  # how far the library models it: full | partial | none (SPEC section 3)
    not_modelled: str = ""  # what is left out, in words
    #: a gear whose text says it enters exhausted (Iron Ballista); the rules' default is ready
    #: (149.1), and card text supersedes rules text (002)
    enters_exhausted: bool = False
    # Facts derived once, when the definition is built (card definitions never change):
    #: the card's own activated and triggered abilities as (ability, None) pairs, in number order
    own_abilities: tuple = attrs.field(init=False, eq=False, repr=False)
    #: (trigger, zone) -> the (number, ability) pairs of the own triggered abilities for it
    triggers: dict = attrs.field(init=False, eq=False, repr=False)

    #: op -> the card's own passive abilities of that op (Might, keyword, Bonus Damage)
    statics_by_op: dict = attrs.field(init=False, eq=False, repr=False)
    #: whether the card hears other cards being played ("when a player / you play a card")
    hears_plays: bool = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # attrs' way to set derived fields of a frozen class, at construction only
        abilities = self.text.abilities
        triggers: dict = {}
        for n, ab in enumerate(abilities, start=1):
            if ab.kind == "triggered":
                triggers.setdefault((ab.trigger, ab.zone), []).append((n, ab))
        object.__setattr__(self, "own_abilities", tuple((ab, None) for ab in abilities))
        object.__setattr__(self, "triggers", {k: tuple(v) for k, v in triggers.items()})
        by_op: dict = {}
        for st in self.text.statics:
            by_op.setdefault(st.op, []).append(st)
        object.__setattr__(self, "statics_by_op", {k: tuple(v) for k, v in by_op.items()})
        object.__setattr__(self, "hears_plays", any(
            (t, "board") in triggers for t in ("play_card", "you_play_card")))

    @property
    def has_statics(self) -> bool:
        return bool(self.text.statics)

    def own_triggers(self, trigger: str, zone: str) -> tuple:
        """(number, ability) of the own triggered abilities for `trigger` that work from `zone`."""
        return self.triggers.get((trigger, zone), ())
