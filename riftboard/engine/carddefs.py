"""Card definitions as data: what the card library builds and the engine executes.

The engine never parses files; `riftboard.cards` turns card files into these objects. Every
instruction a card can give is one of the primitives in EFFECT_OPS, every trigger one of TRIGGERS,
so a designer card can only ask for what the engine models (fail closed, DESIGN.md).
"""

from __future__ import annotations

import attrs

KINDS = ("unit", "spell", "gear", "battlefield")

#: effect primitives a spell or ability can be built from, with the keys each takes.
EFFECT_OPS: dict[str, tuple[str, ...]] = {
    "deal": ("amount", "target"),  # the spell/ability itself deals `amount` (417.6.a)
    "fight": ("target", "other"),  # two chosen units deal their Might to each other (417.6.b.3)
    "kill": ("target",),  # a kill instruction (428.1.a.1)
    "each_player_kills_own": (),  # Cull the Weak: each player kills one of their units (411.1)
    "draw": ("amount", "who", "target"),  # who: "you" or "target_controller" (of `target`)
    "might": ("target", "amount", "floor"),  # a Might change until end of turn
    "move": ("target",),  # move to the step's `to` (a battlefield or base)
    "return_to_hand": ("target",),  # to its owner's hand
    "prevent": ("target", "amount"),  # prevent the next N damage this turn (437)
    "kill_damaged_this_turn": (),  # Imperial Decree: a delayed trigger for the rest of the turn
    "death_shield": ("target", "may"),  # next time it would die this turn: heal, exhaust, recall
    "attach_self": ("target",),  # Equip: attach this gear to the target (818)
    "play_self_from_trash": (),  # Immortal Phoenix: play me from the trash
    "ready_self": (),  # ready the object that has the ability
    "buff": ("target",),  # give a buff (+1 Might counter) if it has none
}

#: events a triggered ability can wait for. `zone` of the ability says where it works from.
TRIGGERS = (
    "take_damage",  # when I take damage
    "attack",  # when I attack
    "defend",  # when I defend
    "attack_or_defend",
    "kill_with_spell",  # when you kill a unit with a spell (411.6)
    "play_self",  # when you play me (never in the sandbox: setup places, it does not play)
)

#: who a static Might or keyword effect applies to.
STATIC_WHO = ("self", "other_friendly_here", "friendly_here", "units_here", "enemy_here")
STATIC_OPS = ("might", "keyword", "bonus_damage")
KEYWORDS_NUMERIC = ("assault", "shield")

#: target selectors: what, where, side.
TARGET_WHAT = ("unit", "gear", "equipment")
TARGET_WHERE = (None, "battlefield", "here")
TARGET_SIDE = (None, "friendly", "enemy")


@attrs.frozen
class TargetSpec:
    """One target a spell or ability asks for, with its restrictions."""

    what: str = "unit"
    where: str | None = None
    side: str | None = None
    require: str | None = None  # e.g. "buffed"

    def describe(self) -> str:
        side = {"friendly": "friendly ", "enemy": "enemy "}.get(self.side or "", "")
        where = {"battlefield": " at a battlefield", "here": " at its location"}.get(
            self.where or "", ""
        )
        return f"an {side}{self.what}{where}" if side.startswith("e") else f"a {side}{self.what}{where}"


@attrs.frozen
class Effect:
    """One instruction: an op from EFFECT_OPS and its arguments."""

    op: str
    target: int | str | None = None  # 1-based target index, or "self"
    other: int | None = None
    amount: int | None = None
    floor: int | None = None
    who: str | None = None
    may: bool = False


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
    # Facts derived once, when the definition is built (card definitions never change):
    #: the card's own activated and triggered abilities as (ability, None) pairs, in number order
    own_abilities: tuple = attrs.field(init=False, eq=False, repr=False)
    #: (trigger, zone) -> the (number, ability) pairs of the own triggered abilities for it
    triggers: dict = attrs.field(init=False, eq=False, repr=False)
    #: the ops the card's own spell instructions use
    ops: frozenset = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # attrs' way to set derived fields of a frozen class, at construction only
        abilities = self.text.abilities
        triggers: dict = {}
        for n, ab in enumerate(abilities, start=1):
            if ab.kind == "triggered":
                triggers.setdefault((ab.trigger, ab.zone), []).append((n, ab))
        object.__setattr__(self, "own_abilities", tuple((ab, None) for ab in abilities))
        object.__setattr__(self, "triggers", {k: tuple(v) for k, v in triggers.items()})
        object.__setattr__(self, "ops", frozenset(e.op for e in self.effects))

    @property
    def has_statics(self) -> bool:
        return bool(self.text.statics)

    def own_triggers(self, trigger: str, zone: str) -> tuple:
        """(number, ability) of the own triggered abilities for `trigger` that work from `zone`."""
        return self.triggers.get((trigger, zone), ())
