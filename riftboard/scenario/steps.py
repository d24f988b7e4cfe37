"""The steps of a scenario (SPEC section 2, `[[step]]`): one frozen value class per step kind.

Like a chess library's move, a step reads and writes itself. Each class

- reads itself from its TOML table (`read`), with the loader's checks and error messages (the
  loader's reader, riftboard/scenario/loader.py, is passed in: it knows the ids, the players and
  the card library seen so far, and how to name a file, line and key);
- writes itself back as a TOML table (`table`): its keys in SPEC order, the kind's key first,
  a key holding its default (or None) left out;
- becomes the engine action it stands for (`action`).

Fields are named after the TOML keys, in SPEC order; a key the step may leave out defaults to
None (not given) or to the SPEC's default. `STEPS` maps each kind (the key that names it) to its
class, and `STEP_KINDS` lists them in SPEC order (the order the classes are written here).

Adding a step kind: write one class here, decorated with `@_register`, with `kind` set to its
key, the key as its first field and the other keys after it; give it `read` and `action`
(and `new_id` if it brings an id onto the board, `sandbox = True` if it edits the board rather
than plays it). The loader, saving and the app's gestures find it in `STEPS`; add its tables
to EXAMPLES in tests/scenario/test_steps.py (docs/architecture.md, "Adding a step kind").
"""

from __future__ import annotations

from typing import Any, ClassVar

import attrs
from attrs import evolve

from riftboard.engine import IllegalAction, Value
from riftboard.engine import actions as A

from .save import entry_table
from .spec import GearSpec, UnitSpec, combat_too_large

__all__ = ["FORMAT_2_STEPS", "STEPS", "STEP_KINDS", "Step", "make_step"]

#: each step kind (its key) -> its class, in SPEC order
STEPS: dict[str, type[Step]] = {}


def _register(cls: type[Step]) -> type[Step]:
    """Add a step class to STEPS under its kind."""
    STEPS[cls.kind] = cls
    return cls


def _choose(value: Any) -> dict[str, tuple[str, ...]] | None:
    """`choose` as the loader gives it: player id -> tuple of ids (a single id a 1-tuple)."""
    if value is None:
        return None
    return {p: (v,) if isinstance(v, str) else tuple(v) for p, v in value.items()}


def _optional_tuple(value: Any) -> tuple | None:
    """A list key that may be left out (None) as a tuple."""
    return None if value is None else tuple(value)


def _answers(index: int, *, targets=(), to=None, choose=None, discard=None,
             may: Any = True, then_to=None) -> A.Answers:
    """The answers a step gives to the choices its action meets (SPEC section 2)."""
    if isinstance(may, dict):
        may = tuple((p, tuple(v) if isinstance(v, (list, tuple)) else v) for p, v in may.items())
    return A.Answers(
        targets=tuple(targets or ()),
        to=to,
        then_to=then_to,
        choose=tuple((p, tuple(v) if not isinstance(v, str) else (v,))
                     for p, v in (choose or {}).items()),
        discard=discard,
        may=may,
        step=index,
    )


def _read_answers(r, table: dict, loc) -> dict[str, Any]:
    """The keys of a play or activate step that answer choices, with their defaults."""
    keys: dict[str, Any] = {"targets": r.id_list(table.get("targets", []), loc, "targets")}
    if "to" in table:
        keys["to"] = r.place(table["to"], loc, "to")
    if "then_to" in table:  # a second destination (Void Assault's second move)
        keys["then_to"] = r.place(table["then_to"], loc, "then_to")
    if "choose" in table:
        keys["choose"] = r.choose(table["choose"], loc)
    if "discard" in table:
        keys["discard"] = r.ref(table["discard"], loc, "discard", None)
    keys["may"] = r.may(table.get("may", True), loc)
    keys["hold"] = r.boolean(table.get("hold", False), loc, "hold")
    if "pay" in table:
        keys["pay"] = _read_pay(r, table["pay"], loc)
    return keys


def _read_pay(r, value: Any, loc) -> tuple[str, ...]:
    """`pay`: the runes that pay a play's or activation's cost, in order (format 2, SPEC
    section 7; 357)."""
    if getattr(r, "format", 1) != 2:
        r.fail("`pay` is a format 2 key (SPEC section 7): write format = 2", loc, "pay")
    return r.id_list(value, loc, "pay", "rune", "a rune")


@attrs.frozen(kw_only=True, repr=False)
class Step(Value):
    """One `[[step]]`'s keys, normalised: lists are tuples, `choose` is player id -> tuple of
    ids, `may` is a bool or player id -> bool (or a tuple of bools, answers in order)."""

    kind: ClassVar[str] = ""
    #: a sandbox edit (SPEC section 2): it builds a board rather than plays it, so the leading
    #: run of them counts as a ruling report's setup
    sandbox: ClassVar[bool] = False

    @classmethod
    def keys(cls) -> tuple[str, ...]:
        """The TOML keys this kind takes, in SPEC order."""
        return tuple(f.name for f in attrs.fields(cls))

    @classmethod
    def read(cls, r, table: dict, loc) -> Step:
        """This step from its TOML table (keys already checked against `keys`); `r` is the
        loader's reader, `loc` where the table is. Fails with the reader's errors."""
        raise NotImplementedError

    @classmethod
    def from_keys(cls, keys: dict[str, Any]) -> Step:
        """This step from a gesture's keys (Session.act): a None value is a key not given."""
        return cls(**{k: v for k, v in keys.items() if v is not None})

    def table(self) -> dict[str, Any]:
        """The step as a TOML table: the kind's key first, then the keys holding other than
        their default, in SPEC order."""
        out = {}
        for f in attrs.fields(type(self)):
            value = getattr(self, f.name)
            if f.name != self.kind and (value is None or value == f.default):
                continue
            out[f.name] = value
        return out

    def action(self, index: int, state, library):
        """The engine action for this step, step number `index` (a default `by` depends on
        the state)."""
        raise NotImplementedError

    def new_id(self) -> str | None:
        """The id this step brings onto the board, if it names one."""
        return None

    def without_locations(self) -> Step:
        """This step with every line number in it set to 0."""
        return self


@_register
@attrs.frozen(kw_only=True, repr=False)
class Play(Step):
    """`play`: a card from a player's hand (a spell to the chain, a unit or gear onto the
    board); `id` names the played card, else it is `@N`."""

    kind: ClassVar[str] = "play"
    play: str
    by: str | None = None
    id: str | None = None
    mode: int | None = None  # a spell with modes: the one chosen (355.3), counting from 1
    #: with Repeat paid, the mode its repeat chooses (820.2.a); default: `mode` again
    repeat_mode: int | None = None
    targets: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    to: str | None = None
    choose: dict[str, tuple[str, ...]] | None = attrs.field(default=None, converter=_choose)
    discard: str | None = None
    may: bool | dict = True
    hold: bool = False
    pay: tuple[str, ...] | None = attrs.field(default=None, converter=_optional_tuple)
    then_to: str | None = None

    @classmethod
    def read(cls, r, table, loc):
        value = table["play"]
        # format 2: the chosen champion may be named by its id (SPEC section 7)
        value = getattr(r, "zone_cards", {}).get(value, value)
        kind = r.library.kind_of(value) if isinstance(value, str) else None
        by_id = getattr(r, "card_ids", {}).get(value) if kind is None else None
        if by_id is not None:
            # a card of a hand or trash named by its id: that very card is played (one hidden
            # face down is played from there, 811.1.c.3)
            if "id" in table:
                r.fail(f'`play = "{value}"` names a card by its id: it keeps that id, so the '
                       f"step takes no `id`", loc, "id")
            kind = r.library.kind_of(by_id)
            play = value
        elif kind in ("unit", "gear"):
            play = r.card(value, loc, "play", kind, named=False)
        else:
            play = r.card(value, loc, "play", "spell", named=False,
                          message='"{name}" is a {kind}: `play` takes spells, units and gear')
            kind = "spell"
        by = r.player(table["by"], loc, "by") if "by" in table else None
        answers = _read_answers(r, table, loc)
        if kind == "gear" and "to" in answers:
            r.fail(f'"{value}" is a gear: it is played to its player\'s base (149.2), so a '
                   f"gear play takes no `to`", loc, "to")
        new = None
        if "id" in table:
            new = r.new_id(table["id"], loc)
            r.kinds[new] = kind
        mode = None
        if "mode" in table:
            mode = _read_mode(r, table["mode"], loc, by_id or play)
        repeat_mode = None
        if "repeat_mode" in table:
            repeat_mode = _read_mode(r, table["repeat_mode"], loc, by_id or play, "repeat_mode")
        return cls(play=play, by=by, id=new, mode=mode, repeat_mode=repeat_mode, **answers)

    def action(self, index, state, library):
        card = library.get(self.play)
        spell_id = self.id or f"@{index}"
        if card is None:  # a card named by its id (a hidden one, 811.1.c.3)
            o = state.get(self.play)
            if o is None or o.card is None:
                raise IllegalAction(f'no card named "{self.play}"')
            card, spell_id = o.card, o.id
        return A.PlaySpell(card=card, by=self.by or state.turn_player,
                           spell_id=spell_id,
                           answers=_answers(index, targets=self.targets, to=self.to,
                                            choose=self.choose, discard=self.discard,
                                            may=self.may, then_to=self.then_to),
                           hold=bool(self.hold), pay=self.pay,
                           mode=int(self.mode) if self.mode is not None else None,
                           repeat_mode=(int(self.repeat_mode) if self.repeat_mode is not None
                                        else None))

    def new_id(self):
        return self.id


def _read_mode(r, value: Any, loc, name: str, key: str = "mode") -> int:
    """`mode`: which of a spell's modes its player chooses as it is played (355.3), from 1;
    `repeat_mode` (`key`): the one its paid Repeat chooses (820.2.a)."""
    card = r.library.get(name)
    modes = len(card.modes) if card is not None else 0
    if not modes:
        r.fail(f'"{name}" has no modes to choose from (355.3): `{key}` is for a spell that says '
               f'"choose one"', loc, key)
    mode = r.whole(value, loc, key, 1)
    if mode > modes:
        r.fail(f'"{name}" has {modes} modes (355.3): `{key}` is 1 to {modes}, not {mode}', loc,
               key)
    return mode


@_register
@attrs.frozen(kw_only=True, repr=False)
class Activate(Step):
    """`activate`: an object's activated ability, `ability` counting from 1."""

    kind: ClassVar[str] = "activate"
    activate: str
    ability: int = 1
    by: str | None = None
    targets: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    to: str | None = None
    choose: dict[str, tuple[str, ...]] | None = attrs.field(default=None, converter=_choose)
    discard: str | None = None
    may: bool | dict = True
    hold: bool = False
    pay: tuple[str, ...] | None = attrs.field(default=None, converter=_optional_tuple)
    then_to: str | None = None

    @classmethod
    def read(cls, r, table, loc):
        obj = r.ref(table["activate"], loc, "activate", None, named=False)
        ability = r.whole(table.get("ability", 1), loc, "ability", 1)
        by = r.player(table["by"], loc, "by") if "by" in table else None
        return cls(activate=obj, ability=ability, by=by, **_read_answers(r, table, loc))

    def action(self, index, state, library):
        return A.Activate(obj=self.activate, ability=int(self.ability), by=self.by,
                          answers=_answers(index, targets=self.targets, to=self.to,
                                           choose=self.choose, discard=self.discard,
                                           may=self.may, then_to=self.then_to),
                          hold=bool(self.hold), pay=self.pay)


@_register
@attrs.frozen(kw_only=True, repr=False)
class Combat(Step):
    """`combat`: a combat at a battlefield; `assign` gives combat damage by unit id."""

    kind: ClassVar[str] = "combat"
    combat: str
    attackers: tuple[str, ...] = attrs.field(converter=tuple)
    defenders: tuple[str, ...] = attrs.field(default=(), converter=tuple)
    assign: dict[str, int] | None = None
    choose: dict[str, tuple[str, ...]] | None = attrs.field(default=None, converter=_choose)
    may: bool | dict = True

    @classmethod
    def read(cls, r, table, loc):
        where = r.ref(table["combat"], loc, "combat", "battlefield", "a battlefield",
                      named=False)
        attackers = r.require(table, "attackers", loc, "the attacking units")
        attackers = r.id_list(attackers, loc, "attackers", "unit", "a unit")
        if not attackers:
            r.fail("a combat needs at least one attacker", loc, "attackers")
        defenders = r.id_list(table.get("defenders", []), loc, "defenders", "unit", "a unit")
        too_large = combat_too_large(len({*attackers, *defenders}))
        if too_large is not None:
            r.fail(too_large, loc, "attackers")
        assign = None
        if "assign" in table:
            given = table["assign"]
            if not isinstance(given, dict):
                r.fail(f"expected a table of damage by unit id, e.g. {{ b1 = 6 }}, got "
                       f"{r.show(given)}", loc, "assign")
            inner = loc.inline("assign")
            assign = {r.ref(u, inner, u, "unit", "a unit"): r.whole(n, inner, u)
                      for u, n in given.items()}
        choose = r.choose(table["choose"], loc) if "choose" in table else None
        return cls(combat=where, attackers=attackers, defenders=defenders, assign=assign,
                   choose=choose, may=r.may(table.get("may", True), loc))

    def action(self, index, state, library):
        assign = self.assign
        return A.Combat(battlefield=self.combat, attackers=tuple(self.attackers),
                        defenders=tuple(self.defenders),
                        assign=tuple(assign.items()) if assign is not None else None,
                        answers=_answers(index, choose=self.choose, may=self.may))


@_register
@attrs.frozen(kw_only=True, repr=False)
class StandardMove(Step):
    """`standard_move`: units moved by their controller (144.4), all to `to`."""

    kind: ClassVar[str] = "standard_move"
    standard_move: tuple[str, ...] = attrs.field(converter=tuple)
    to: str
    by: str | None = None
    choose: dict[str, tuple[str, ...]] | None = attrs.field(default=None, converter=_choose)
    may: bool | dict = True

    @classmethod
    def read(cls, r, table, loc):
        value = table["standard_move"]
        units = r.id_list(value if isinstance(value, list) else [value], loc, "standard_move",
                          "unit", "a unit")
        if not units:
            r.fail("a standard move needs at least one unit", loc, "standard_move", named=False)
        to = r.place(r.require(table, "to", loc, '"base" or a battlefield id'), loc, "to")
        by = r.player(table["by"], loc, "by") if "by" in table else None
        choose = r.choose(table["choose"], loc) if "choose" in table else None
        return cls(standard_move=units, to=to, by=by, choose=choose,
                   may=r.may(table.get("may", True), loc))

    def action(self, index, state, library):
        return A.StandardMove(units=tuple(self.standard_move), to=self.to, by=self.by,
                              answers=_answers(index, to=self.to, choose=self.choose,
                                               may=self.may))


@_register
@attrs.frozen(kw_only=True, repr=False)
class MarkDamage(Step):
    """`mark_damage`: a sandbox edit, damage marked on a unit (no source)."""

    kind: ClassVar[str] = "mark_damage"
    sandbox: ClassVar[bool] = True
    mark_damage: str
    amount: int

    @classmethod
    def read(cls, r, table, loc):
        unit = r.ref(table["mark_damage"], loc, "mark_damage", "unit", "a unit", named=False)
        amount = r.require(table, "amount", loc, "the damage to mark")
        return cls(mark_damage=unit, amount=r.whole(amount, loc, "amount", 1))

    def action(self, index, state, library):
        return A.MarkDamage(obj=self.mark_damage, amount=int(self.amount))


@_register
@attrs.frozen(kw_only=True, repr=False)
class Heal(Step):
    """`heal`: a sandbox edit, a unit's damage removed."""

    kind: ClassVar[str] = "heal"
    sandbox: ClassVar[bool] = True
    heal: str

    @classmethod
    def read(cls, r, table, loc):
        return cls(heal=r.ref(table["heal"], loc, "heal", "unit", "a unit", named=False))

    def action(self, index, state, library):
        return A.Heal(obj=self.heal)


@_register
@attrs.frozen(kw_only=True, repr=False)
class Move(Step):
    """`move`: a sandbox edit, a unit or gear put at a place (no movement rules)."""

    kind: ClassVar[str] = "move"
    sandbox: ClassVar[bool] = True
    move: str
    to: str

    @classmethod
    def read(cls, r, table, loc):
        obj = r.ref(table["move"], loc, "move", ("unit", "gear"), "a unit or gear", named=False)
        to = r.require(table, "to", loc, '"base" or a battlefield id')
        return cls(move=obj, to=r.place(to, loc, "to"))

    def action(self, index, state, library):
        return A.Move(obj=self.move, to=self.to)


@_register
@attrs.frozen(kw_only=True, repr=False)
class Set(Step):
    """`set`: a sandbox edit of a unit's or gear's flags, or a battlefield's controller."""

    kind: ClassVar[str] = "set"
    sandbox: ClassVar[bool] = True
    set: str
    buffed: bool | None = None
    exhausted: bool | None = None
    stunned: bool | None = None
    controller: str | None = None

    @classmethod
    def read(cls, r, table, loc):
        obj = r.ref(table["set"], loc, "set", ("unit", "gear", "battlefield"),
                    "a unit, gear or battlefield", named=False)
        if not any(k in table for k in ("buffed", "exhausted", "stunned", "controller")):
            r.fail("a `set` step sets `buffed`, `exhausted`, `stunned` (units and gear) or "
                   "`controller` (battlefields)", loc)
        flags = {key: r.boolean(table[key], loc, key)
                 for key in ("buffed", "exhausted", "stunned") if key in table}
        controller = None
        if "controller" in table:
            controller = r.player(table["controller"], loc, "controller", allow_none=True)
        return cls(set=obj, controller=controller, **flags)

    def action(self, index, state, library):
        return A.SetState(obj=self.set, buffed=self.buffed, exhausted=self.exhausted,
                          stunned=self.stunned, controller=self.controller)


@_register
@attrs.frozen(kw_only=True, repr=False)
class Attach(Step):
    """`attach`: a sandbox edit, an Equipment attached to a unit."""

    kind: ClassVar[str] = "attach"
    sandbox: ClassVar[bool] = True
    attach: str
    to: str

    @classmethod
    def read(cls, r, table, loc):
        gear = r.ref(table["attach"], loc, "attach", "gear", "a gear", named=False)
        card = r.gear_cards.get(gear)
        if card is not None and not r.library.is_equipment(card):
            r.fail(f'"{card}" is not Equipment; only Equipment can be attached', loc, "attach",
                   named=False)
        to = r.require(table, "to", loc, "the unit to attach it to")
        return cls(attach=gear, to=r.ref(to, loc, "to", "unit", "a unit"))

    def action(self, index, state, library):
        return A.Attach(gear=self.attach, to=self.to)


@_register
@attrs.frozen(kw_only=True, repr=False)
class Add(Step):
    """`add`: a sandbox edit, a new unit or gear put onto the board, written like a
    `[[units]]` or `[[gear]]` entry."""

    kind: ClassVar[str] = "add"
    sandbox: ClassVar[bool] = True
    add: UnitSpec | GearSpec

    @classmethod
    def read(cls, r, table, loc):
        value = table["add"]
        inner = loc.inline("add")
        if not isinstance(value, dict):
            r.fail(f"expected a table shaped like a [[units]] or [[gear]] entry, got "
                   f"{r.show(value)}", loc, "add", named=False)
        kind = "unit"
        if "attached_to" in value:
            kind = "gear"
        elif "card" in value:
            kind = r.library.kind_of(r.card(value["card"], inner, "card"))
            if kind not in ("unit", "gear"):
                r.fail(f'`add` takes a unit or a gear, "{value["card"]}" is a {kind}', inner,
                       "card")
        return cls(add=r.read_added(value, inner, kind))

    def table(self):
        return {"add": entry_table(self.add)}

    def action(self, index, state, library):
        e = self.add
        if isinstance(e, GearSpec):
            card = library.get(e.card)
            return A.AddObject(obj_id=e.id, card=card, kind="gear", controller=e.controller,
                               owner=e.owner, at=e.at or "base", exhausted=e.exhausted,
                               attached_to=e.attached_to)
        card = library.get(e.card) if e.card else None
        return A.AddObject(obj_id=e.id, card=card, kind="unit", controller=e.controller,
                           owner=e.owner, at=e.at, name=e.name, might=e.might, damage=e.damage,
                           buffed=e.buffed, exhausted=e.exhausted)

    def new_id(self):
        return self.add.id

    def without_locations(self):
        return evolve(self, add=evolve(self.add, line=0))


@_register
@attrs.frozen(kw_only=True, repr=False)
class Remove(Step):
    """`remove`: a sandbox edit, a unit or gear taken off the board (no death)."""

    kind: ClassVar[str] = "remove"
    sandbox: ClassVar[bool] = True
    remove: str

    @classmethod
    def read(cls, r, table, loc):
        return cls(remove=r.ref(table["remove"], loc, "remove", ("unit", "gear"),
                                "a unit or gear", named=False))

    def action(self, index, state, library):
        return A.Remove(obj=self.remove)


@_register
@attrs.frozen(kw_only=True, repr=False)
class EndTurn(Step):
    """`end_turn = true`: the turn player's turn ends (SPEC section 2)."""

    kind: ClassVar[str] = "end_turn"
    end_turn: bool = True

    @classmethod
    def read(cls, r, table, loc):
        if table["end_turn"] is not True:
            r.fail(f"expected true, got {r.show(table['end_turn'])}", loc, "end_turn",
                   named=False)
        return cls()

    def action(self, index, state, library):
        return A.EndTurn()


# -- format 2 (SPEC section 7) ------------------------------------------------------------------
def _format_2(r, loc, kind: str) -> None:
    """A step only format 2 has is refused in a format 1 file."""
    if getattr(r, "format", 1) != 2:
        r.fail(f"a `{kind}` step is format 2's (SPEC section 7): write format = 2", loc, kind,
               named=False)


@_register
@attrs.frozen(kw_only=True, repr=False)
class Pass(Step):
    """`pass = "A"`: the player passes Priority, or passes holding Focus in a showdown (338,
    347); `assign` answers the combat damage assignment the pass may lead to (465.2); `may`
    the "you may" of the abilities it leads to (a Conquer's, 383.4.c), as a play's `may`."""

    kind: ClassVar[str] = "pass"
    pass_: str = attrs.field(alias="pass_")
    assign: dict[str, int] | None = None
    may: bool | dict = True

    @classmethod
    def keys(cls) -> tuple[str, ...]:
        return ("pass", "assign", "may")

    @classmethod
    def read(cls, r, table, loc):
        _format_2(r, loc, "pass")
        player = r.player(table["pass"], loc, "pass")
        assign = None
        if "assign" in table:
            given = table["assign"]
            if not isinstance(given, dict):
                r.fail(f"expected a table of damage by unit id, e.g. {{ b1 = 6 }}, got "
                       f"{r.show(given)}", loc, "assign")
            inner = loc.inline("assign")
            assign = {r.ref(u, inner, u, "unit", "a unit"): r.whole(n, inner, u)
                      for u, n in given.items()}
        return cls(pass_=player, assign=assign, may=r.may(table.get("may", True), loc))

    @classmethod
    def from_keys(cls, keys):
        keys = {("pass_" if k == "pass" else k): v for k, v in keys.items() if v is not None}
        return cls(**keys)

    def table(self):
        out: dict[str, Any] = {"pass": self.pass_}
        if self.assign is not None:
            out["assign"] = dict(self.assign)
        if self.may is not True:
            out["may"] = self.may
        return out

    def action(self, index, state, library):
        assign = self.assign
        # answers only when `may` is given: a pass without one asks nothing it did not before
        return A.Pass(player=self.pass_,
                      assign=tuple(assign.items()) if assign is not None else None,
                      answers=None if self.may is True else _answers(index, may=self.may))


class _PlayerEdit(Step):
    """A format 2 zone edit of a player's: `draw` or `channel` (`amount`, default 1)."""

    sandbox: ClassVar[bool] = True

    @classmethod
    def read(cls, r, table, loc):
        _format_2(r, loc, cls.kind)
        player = r.player(table[cls.kind], loc, cls.kind)
        amount = r.whole(table.get("amount", 1), loc, "amount", 1)
        return cls(**{cls.kind: player, "amount": amount})

    def action(self, index, state, library):
        return A.ZoneEdit(kind=self.kind, player=getattr(self, self.kind),
                          amount=int(self.amount))


@_register
@attrs.frozen(kw_only=True, repr=False)
class Draw(_PlayerEdit):
    """`draw = "A"`: a sandbox edit, the player draws `amount` (413; Burn Out, 431)."""

    kind: ClassVar[str] = "draw"
    draw: str
    amount: int = 1


@_register
@attrs.frozen(kw_only=True, repr=False)
class Channel(_PlayerEdit):
    """`channel = "A"`: a sandbox edit, the player channels `amount` runes (430)."""

    kind: ClassVar[str] = "channel"
    channel: str
    amount: int = 1


class _CardEdit(Step):
    """A format 2 zone edit of one card: `discard`, `recycle` or `banish` (by id)."""

    sandbox: ClassVar[bool] = True

    @classmethod
    def read(cls, r, table, loc):
        _format_2(r, loc, cls.kind)
        return cls(**{cls.kind: r.ref(table[cls.kind], loc, cls.kind, None, named=False)})

    def action(self, index, state, library):
        return A.ZoneEdit(kind=self.kind, obj=getattr(self, self.kind))


@_register
@attrs.frozen(kw_only=True, repr=False)
class Discard(_CardEdit):
    """`discard = ID`: a sandbox edit, a card from its owner's hand to their trash (422)."""

    kind: ClassVar[str] = "discard"
    discard: str


@_register
@attrs.frozen(kw_only=True, repr=False)
class Recycle(_CardEdit):
    """`recycle = ID`: a sandbox edit, a card to the bottom of its deck (416)."""

    kind: ClassVar[str] = "recycle"
    recycle: str


@_register
@attrs.frozen(kw_only=True, repr=False)
class Banish(_CardEdit):
    """`banish = ID`: a sandbox edit, a card to its owner's banishment (427)."""

    kind: ClassVar[str] = "banish"
    banish: str


@_register
@attrs.frozen(kw_only=True, repr=False)
class Hide(Step):
    """`hide = ID`: a card with Hidden goes from its player's hand face down to the Facedown
    Zone of a battlefield they control, `at` (421, 811.1.b; strict mode: paying [A], `pay`
    naming the runes); a later turn's `play = ID` plays it from there (811.1.c.3)."""

    kind: ClassVar[str] = "hide"
    hide: str
    at: str
    by: str | None = None
    pay: tuple[str, ...] | None = attrs.field(default=None, converter=_optional_tuple)

    @classmethod
    def read(cls, r, table, loc):
        _format_2(r, loc, "hide")
        card = r.ref(table["hide"], loc, "hide", ("card", "unit", "gear"), "a card",
                     named=False)
        if "at" not in table:
            r.fail("a `hide` step names the battlefield: at = BATTLEFIELD (421.1)", loc, "hide",
                   named=False)
        at = r.place(table["at"], loc, "at")
        if at == "base":
            r.fail("a card is hidden at a battlefield, not in a base (107.3.a, 421.1)", loc, "at")
        by = r.player(table["by"], loc, "by") if "by" in table else None
        pay = _read_pay(r, table["pay"], loc) if "pay" in table else None
        return cls(hide=card, at=at, by=by, pay=pay)

    def action(self, index, state, library):
        return A.Hide(obj=self.hide, at=self.at, by=self.by, pay=self.pay)


#: the step kinds only format 2 files have (SPEC section 7)
FORMAT_2_STEPS = frozenset({"pass", "draw", "channel", "discard", "recycle", "banish", "hide"})

#: the step kinds, in SPEC order
STEP_KINDS: tuple[str, ...] = tuple(STEPS)


def make_step(kind: str, keys: dict[str, Any]) -> Step:
    """A step of `kind` from a gesture's keys (a None value is a key not given). Raises
    IllegalAction for an unknown kind, TypeError for a key the kind does not take."""
    cls = STEPS.get(kind)
    if cls is None:
        raise IllegalAction(f"unknown step kind {kind!r}")
    return cls.from_keys(keys)
