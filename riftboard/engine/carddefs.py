"""Card definitions as data: what the card library builds and the engine executes.

The engine never parses files; `riftboard.cards` turns card files into these objects. Every
instruction a card can give is one of the primitives in EFFECT_OPS, every trigger one of TRIGGERS,
so a designer card can only ask for what the engine models (fail closed, DESIGN.md).
"""

from __future__ import annotations

from .record import record

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


@record
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


@record(hash=False)
class Effect:
    """One instruction: an op from EFFECT_OPS and its arguments."""

    op: str
    target: int | str | None = None  # 1-based target index, or "self"
    other: int | None = None
    amount: int | None = None
    floor: int | None = None
    who: str | None = None
    may: bool = False


@record(hash=False)
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


@record(hash=False)
class Static:
    """A passive ability: a Might change, a granted keyword, or Bonus Damage to units here."""

    op: str
    who: str
    amount: int = 0
    keyword: str | None = None
    require: str | None = None  # "buffed": only units that have a buff


@record(hash=False)
class Text:
    """A rules text (or an Equipment's effect text): keywords, abilities, statics, replacements."""

    tank: bool = False
    assault: int = 0
    shield: int = 0
    abilities: tuple[Ability, ...] = ()
    statics: tuple[Static, ...] = ()
    replacements: tuple[str, ...] = ()  # "guardian_angel": if I would die, kill the gear instead


@record(hash=False)
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

    @property
    def has_statics(self) -> bool:
        return bool(self.text.statics)
