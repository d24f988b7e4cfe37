"""The effect primitives cards are built from: one registry, each primitive declared once.

A primitive (`Op`) declares its parameters as a card file spells them, what it asks the step
(targets are the card's own; `to`, `choose`, `may`), how it runs, the events it emits and the
rules it cites. The card loader validates card files from these declarations, docs/cards.md's
table is made from them (`effects_table`), and the app asks its questions from them
(`effect_asks`). Adding a primitive is one `@primitive` function in the module of its family.

    @primitive("ready", family="gear", does="Readies the target.", rules=("...",), on_target=True,
               params=(Param("target", "target", required=True, words=("self",)),))
    def _ready(txn, res, eff, unit): ...

A run function gets the Txn, the `Resolution` of the item resolving, the `Effect` and (declared
`on_target=True`) the object it acts on; it returns the Credits of the damage it dealt (what the
following Cleanup credits, 428.5.c), or None.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable

import attrs

from .. import board
from ..events import Ref
from ..values import Value

#: how a parameter's value is spelled in a card file (docs/cards.md; checked by the loader)
PARAM_KINDS = {
    "target": "a target number (1 = the first target), or one of the words listed",
    "target_number": "a target number (1 = the first target)",
    "count": "a whole number >= 1",
    "count_or_all": 'a whole number >= 1, or "all"',
    "signed": "a whole number (may be negative)",
    "whole": "a whole number >= 0",
    "word": "one of the words listed",
    "bool": "true or false",
    "text": "a string (a name, such as a tag)",
    "effects": "a list of effect tables (what the ability does when it triggers)",
}

#: what a primitive can ask the step for, besides the card's targets (SPEC section 2)
ASKS = {
    "to": "a destination: a battlefield id or \"base\"",
    "choose": "each player's pick among their units",
    "may": "whether the controller uses a \"you may\" effect",
}


@attrs.frozen(repr=False)
class Param(Value):
    """One key of an effect table."""

    name: str
    kind: str  # a key of PARAM_KINDS
    required: bool = False
    words: tuple[str, ...] = ()  # the words a "word" or "target" value may be
    doc: str = ""


@attrs.frozen(repr=False)
class Op(Value):
    """One effect primitive."""

    name: str
    family: str
    does: str  # what it does, in a sentence or two (docs/cards.md)
    run: Callable = attrs.field(eq=False, repr=False)
    params: tuple[Param, ...] = ()
    asks: tuple[str, ...] = ()  # keys of ASKS
    events: tuple[str, ...] = ()  # the kinds of events it emits
    rules: tuple[str, ...] = ()
    #: check(txn, answers, what, targets, eff) when the spell is played or the ability
    #: activated (eff: its first instruction of this op; a check declared with the first four
    #: alone is called without it): refuses answers the primitive cannot use (IllegalAction)
    check: Callable | None = attrs.field(default=None, eq=False, repr=False)
    #: how the primitive reads after "each unit that ..." in a delayed ability's text
    passive: str = ""
    #: the instruction in a few words ("deal {amount}"), for the timeline
    words: str = ""
    #: it acts on its `target`: run only while that is still the object on the board, and given it
    on_target: bool = False
    #: name -> its Param (the first of that name), derived from `params` when it is built
    params_by_name: dict = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # attrs' way to set a derived field of a frozen class, at construction only
        by_name: dict = {}
        for p in self.params:
            by_name.setdefault(p.name, p)
        object.__setattr__(self, "params_by_name", by_name)

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.params)

    def param(self, name: str) -> Param | None:
        return self.params_by_name.get(name)


@attrs.frozen(repr=False)
class Trigger(Value):
    """An event a triggered ability (or a delayed one) waits for."""

    name: str
    does: str
    zones: tuple[str, ...] = ("board",)  # where an ability with it works from
    delayed: str = ""  # how a delayed ability with it reads ("each unit that takes damage")


REGISTRY: dict[str, Op] = {}
TRIGGERS: dict[str, Trigger] = {}


def primitive(name: str, *, family: str, does: str = "", params=(), asks=(), events=(), rules=(),
              check=None, passive: str = "", words: str = "", on_target: bool = False):
    """Register the decorated run function as the primitive `name`; what it does is its
    docstring unless `does` says it."""

    def register(run):
        if name in REGISTRY:
            raise ValueError(f"the primitive {name!r} is declared twice")
        fixed = check
        if check is not None and len(inspect.signature(check).parameters) < 5:
            def fixed(txn, answers, what, targets, _eff, _check=check):  # (txn, answers, what, targets)
                return _check(txn, answers, what, targets)
        said = does or " ".join((run.__doc__ or "").split())
        REGISTRY[name] = Op(name=name, family=family, does=said, run=run, params=tuple(params),
                            asks=tuple(asks), events=tuple(events), rules=tuple(rules),
                            check=fixed, passive=passive, words=words, on_target=on_target)
        return run

    return register


def trigger(name: str, does: str, works_from=("board",), as_delayed: str = "") -> None:
    """Register a trigger name."""
    TRIGGERS[name] = Trigger(name=name, does=does, zones=tuple(works_from), delayed=as_delayed)


@attrs.define(repr=False)
class Resolution(Value):
    """One chain item resolving: what its instructions read, and what they pass on to the
    instructions after them (a choice made by one and used by the next)."""

    item: object  # the ChainItem
    targets: list  # its targets, None where a target became illegal
    controller_before: dict  # target -> its controller when the item began to resolve
    chosen: list = attrs.Factory(list)  # (player, unit) picks of `choose_each`
    made: list = attrs.Factory(list)  # the tokens its instructions made so far ("ready it")
    #: the `inc` of each of `targets` when they are a share of the item's (a Repeat, 820.1.d)
    incs: tuple | None = None
    #: the kind of the card its last `discard` discarded ("unit", "spell", "gear"; "" for an
    #: anonymous drawn card, whose kind the sandbox does not know), for `if_discarded`
    discarded: str | None = None


# -- an instruction as it resolves: its condition and its variable amount (ops/amounts.py) --------

def _about(txn, res, eff, which):
    """The board object an instruction's condition or count is about: `which` (a target
    number or "self"/"subject"), else its target, else the object that has the ability."""
    for t in (which, eff.target, "self"):
        if t is None or t == "chosen":
            continue
        uid = target_of(txn, res, attrs.evolve(eff, target=t))
        if uid is not None:
            return txn.objects[uid]
        spell = _spell_on_chain(txn, res, t)
        if spell is not None:  # a target spell still on the chain: its cost can be read
            return spell
        if t == which or t == eff.target:
            return None  # it names an object that is gone: nothing to read
    return None


def _spell_on_chain(txn, res, t):
    """The spell target number `t` names, while it is still that object on the chain (124)."""
    if t.__class__ is not int or not 0 < t <= len(res.targets):
        return None
    oid = res.targets[t - 1]
    incs = res.item.target_incs if res.incs is None else res.incs
    inc = incs[t - 1] if t - 1 < len(incs) else None
    return txn.objects[oid] if txn.is_same(oid, inc, "chain") else None


def played(txn, player: str) -> int:
    """How many cards `player` has played this turn."""
    return txn.played_this_turn[txn.players.index(player)]


def _holds(txn, item, word, player, unit, n, least, tag) -> bool:
    """A condition: one about the spell itself (where it was played from: not from face down,
    811.1.c.3, nor from the trash, 829) is read from its chain item; the others from the board."""
    if word in board.ITEM_CONDITIONS:
        return not (item.face_down or item.flow)
    return board.holds(txn, word, player, unit, n, least, tag)


def settle(txn, res, eff):
    """The instruction as it resolves now: None if its condition does not hold (it does not
    happen) or its count is 0; else with its variable amount counted."""
    item = res.item
    player = item.controller
    if eff.cond is not None or eff.unless is not None:
        unit = _about(txn, res, eff, eff.of)
        n = played(txn, player)
        least, tag = eff.at_least, eff.tag
        if eff.cond is not None and not _holds(txn, item, eff.cond, player, unit, n, least, tag):
            return None
        if eff.unless is not None and _holds(txn, item, eff.unless, player, unit, n, least, tag):
            return None
    if eff.per is not None:
        n = board.count(txn, eff.per, player, _about(txn, res, eff, eff.of), eff.tag)
        amount = (1 if eff.amount is None else eff.amount) * n
        if amount == 0:
            return None
        eff = attrs.evolve(eff, amount=amount, per=None)
    return attrs.evolve(eff, cond=None, unless=None)


# -- what the rest of the engine asks the registry ----------------------------------------------

def run_effect(txn, res: Resolution, eff):
    """Run one instruction; returns the Credits of the damage it dealt (or None). A primitive
    that acts on its target gets that object, and does nothing once it is gone (055). An
    instruction with a condition (`if`, `unless`) runs only when the board meets it, and one
    with a variable amount (`per`) has it counted now, as it resolves (settle)."""
    op = REGISTRY[eff.op]
    if eff.cond is not None or eff.unless is not None or eff.per is not None:
        eff = settle(txn, res, eff)
        if eff is None:
            return None
    if not op.on_target:
        return op.run(txn, res, eff, None)
    uid = target_of(txn, res, eff)
    return None if uid is None else op.run(txn, res, eff, txn.objects[uid])


def run_effects(txn, res: Resolution, effects):
    """Run instructions in order ("then ...", "if you do, ..."); the Credits of the damage they
    dealt together, or None."""
    credits = {}
    for sub in effects:
        credits.update(run_effect(txn, res, sub) or {})
    return credits or None


def walk(effects):
    """Every effect, nested ones (a delayed ability's) included."""
    for eff in effects:
        yield eff
        yield from walk(eff.effects)


def effect_asks(effects) -> frozenset[str]:
    """What a list of instructions asks the step for (keys of ASKS)."""
    return frozenset(a for eff in walk(effects) for a in REGISTRY[eff.op].asks)


def check_answers(txn, effects, answers, what: str, targets, by: str | None = None) -> None:
    """Refuse, when played or activated, answers the instructions cannot use. `by`: the player
    playing or activating, who is asked what the step leaves open then (where to)."""
    txn.asking_player = by
    done = set()
    for eff in effects:  # a delayed ability's instructions are answered when it triggers
        op = REGISTRY[eff.op]
        key = (op.name, eff.then_to)  # a second destination is a question of its own
        if op.check is not None and key not in done:
            done.add(key)
            op.check(txn, answers, what, targets, eff)


def target_of(txn, res: Resolution, eff) -> str | None:
    """The object an instruction acts on, if it is still on the board and still the same object
    (124): else None, and the instruction is skipped (055, 359.3.e.6)."""
    t = eff.target
    item = res.item
    if isinstance(t, int):
        i = t - 1
        targets = res.targets
        oid = targets[i] if i < len(targets) else None
        incs = item.target_incs if res.incs is None else res.incs
        inc = incs[i] if i < len(incs) else None
    elif t == "self":
        oid, inc = item.host, item.host_inc
    elif t == "subject":
        oid, inc = item.subject, item.subject_inc
    else:
        oid = None
    if oid is None:
        return None
    return oid if txn.is_same(oid, inc, "board") else None


def board_word(eff) -> str | None:
    """The word ("self", "subject") naming the board object an instruction acts on, or None
    (a target number, or a word that names no board object, as `play`'s "self" in the trash)."""
    t = eff.target
    if t.__class__ is not str:
        return None
    p = REGISTRY[eff.op].param("target")
    return t if p is not None and p.kind == "target" else None


def effect_words(eff) -> str:
    """An instruction in a few words, for the timeline ("deal 4 is skipped")."""
    op = REGISTRY.get(eff.op)
    words = op.words if op is not None and op.words else eff.op.replace("_", " ")
    if eff.per is not None:
        each = f"{eff.amount} " if eff.amount not in (None, 1) else ""
        return words.format(amount=f"{each}per {eff.per}")
    return words.format(amount=eff.amount if eff.amount is not None else "all")


def item_sources(txn, item) -> tuple[Ref, ...]:
    """417.6.a / 417.6.b.2.a: a spell deals its own damage; an ability deals it with its host."""
    if item.kind == "spell" or item.creator is not None:
        return (item.ref,)
    host = txn.objects.get(item.host) if item.host else None
    if host is None:
        return (item.ref,)
    return (item.ref, txn.ref(host))


def effects_table() -> str:
    """docs/cards.md's table of primitives, made from the registry."""
    rows = ["| op | keys | asks | what it does | rules |", "|---|---|---|---|---|"]
    for op in REGISTRY.values():
        keys = []
        for p in op.params:
            spelled = f"`{p.name}`" + (" (required)" if p.required else "")
            words = ", ".join(f'`"{w}"`' for w in p.words)
            kind = {"word": "one of " + words,
                    "target": "a target number, or " + words}.get(p.kind, PARAM_KINDS[p.kind])
            keys.append(f"{spelled}: {kind}" + (f"; {p.doc}" if p.doc else ""))
        rows.append(f"| `{op.name}` | {'<br>'.join(keys) or 'none'} | "
                    f"{', '.join(f'`{a}`' for a in op.asks) or '-'} | {op.does} | "
                    f"{', '.join(op.rules) or '-'} |")
    return "\n".join(rows)


def triggers_table() -> str:
    """docs/cards.md's table of trigger names, made from the registry."""
    rows = ["| trigger | works from | when |", "|---|---|---|"]
    for t in TRIGGERS.values():
        rows.append(f"| `{t.name}` | {', '.join(t.zones)} | {t.does} |")
    return "\n".join(rows)


trigger("take_damage", "this unit is dealt damage (at least 1 after prevention, 417.1.e.1); never "
        "for sandbox `mark_damage`", as_delayed="each unit that takes damage")
trigger("attack", "this unit attacks (gains the Attacker designation, 383.4.e)")
trigger("defend", "this unit defends (383.4.f)")
trigger("attack_or_defend", "this unit attacks or defends")
trigger("kill_with_spell", "its controller kills a unit with a spell (411.6): on the board, or "
        "from the owner's trash with `zone = \"trash\"` (Immortal Phoenix, 383.2.c.1)",
        works_from=("board", "trash"))
trigger("die", "this unit dies: it is killed, by a kill instruction or lethal damage (Deathknell, "
        "808.1.d, 428.1.a.1.b); not when a death is replaced", as_delayed="each unit that dies")
# cardsU: Rally the Troops ("when a friendly unit is played this turn, buff it")
trigger("friendly_unit_played", "a unit its controller plays (a card from any zone, or a unit "
        "token, 350.2), itself included, has entered the board, when that unit's own Play "
        "Effects trigger (383.4.a.2); the unit is the `subject`",
        as_delayed="each unit its controller plays")
trigger("play_self", "it is played (a `play` step of a unit or gear): a Play Effect, put on the "
        "chain after the permanent enters the board (383.4.a, 383.4.a.2); never for setup or `add`")
trigger("play_self_legion", "it is played while its controller has played another card this turn: "
        "a Legion Play Effect (812.1.b.1, 812.1.c, 383.4.a.2)")
trigger("play_self_face_down", "it is played from face down, where it was hidden (811.1.c.3): a "
        "Play Effect only such a play has (383.4.a.2)")
trigger("play_card", "a player (either) plays a card, after it is put on the chain; not a Play "
        "Effect (383.4.a.4)")
trigger("you_play_card", "its controller plays another card, after it is put on the chain "
        "(383.4.a.4)")
trigger("move_self", "this unit moves (446.1): a standard move or an effect's move; never a "
        "sandbox `move`")
trigger("you_discard", "its controller discards one or more cards, as a cost or by an "
        "instruction: once per discard (422.1.b)")
trigger("friendly_die", "another unit its controller controls dies (a Cleanup or a kill "
        "instruction; not when the death is replaced); not when it dies at the same time "
        "(383.2.c.2)")
trigger("you_activate_gear", "its controller uses an activated ability of a gear (an Equip "
        "ability included), after the ability is put on the chain (383.3)")
trigger("you_activate_ability", "its controller uses an activated ability of any object of theirs "
        "(a legend's included), after the ability is put on the chain (383.3); with "
        "`played_energy`, only one whose printed Energy cost is at least that; the object is the "
        "`subject`; works from a legend too")
trigger("enemy_attacks_yours", "a unit of another player becomes an attacker at a battlefield its "
        "controller controls (383.4.e): once for each such unit, the `subject`; works from a "
        "legend too")
trigger("you_stun_enemies", "its controller stuns one or more enemy units with one instruction of a "
        "spell or ability (423.1): once for the instruction, however many it stuns; works from a "
        "legend too")
trigger("move_to_battlefield", "this unit moves to a battlefield (446.1; a base is no "
        "battlefield): as `move_self`, when the destination is a battlefield")
trigger("move_from_battlefield", "this unit moves from a battlefield (446.1): as `move_self`, "
        "when the origin is a battlefield (to its base, or to another with Ganking)")

trigger("win_combat", "this unit wins a combat: its controller is the only player with units left "
        "at the battlefield after the Combat Cleanup (466.3.a, 466.3.c)",
        as_delayed="each unit that wins a combat")
trigger("you_stun_enemy", "its controller stuns an enemy unit with a spell or ability (423.1)")
trigger("you_stun_enemy_at_battlefield", "its controller stuns an enemy unit at a battlefield "
        "with a spell or ability (423.1); the stunned unit is the `subject`")
trigger("you_buff_me", "its controller gives this unit a buff (it had none, 143.2)")
trigger("you_buff_friendly", "its controller gives a unit they control a buff (it had none); the "
        "unit is the `subject`")
trigger("you_defend_here", "a battlefield's: its controller defends in a combat there (383.4.f)")
trigger("you_attach_to_me", "its controller attaches an Equipment to this unit (an Equip, "
        "Quick-Draw or another effect; never a sandbox `attach`); the Equipment is the `subject`")
trigger("you_ready_friendly", "its controller readies an exhausted unit they control, by an effect "
        "or by the readying at the start of their turn; the unit is the `subject`")
trigger("you_ready_me", "its controller readies this unit while it is exhausted, by an effect or "
        "by the readying at the start of their turn (415.1)")
trigger("you_choose_me", "a spell or ability of its controller chooses this unit as a target, once "
        "it is finalized: a Targeting Effect (383.4.b, 383.4.b.3)")
trigger("you_choose_me_with_spell", "a spell of its controller chooses this unit as a target, "
        "once it is played (383.4.b, 383.4.b.3); not an ability")
trigger("you_choose_friendly", "a spell or ability of its controller chooses a unit they control "
        "as a target, once it is finalized (383.4.b, 383.4.b.3); once for each such unit, the "
        "`subject`; works from a legend too")
trigger("beginning_phase", "the start of its controller's Beginning Phase, with Temporary's kills "
        "(816.1.c, 383.1): after the turn's units and gear ready; never for setup")
trigger("end_of_turn", "the end of its controller's turn, before \"this turn\" effects expire "
        "(383.1, 383.2.a.1): an `end_turn` step")
# format 2 (SPEC section 7): scoring and the Main Phase
trigger("conquer_here", "a battlefield's: a player conquers it (469.1, 471.2); the ability is the "
        "conquering player's, who now controls it; it triggers even when the point is replaced "
        "by a draw (471.1.b, 383.4.c.2.c)")
trigger("hold_here", "a battlefield's: its controller holds it in their Beginning Phase "
        "(469.2, 471.2)")
trigger("each_beginning_phase", "a battlefield's: the start of every player's Beginning Phase, "
        "after their own start-of-phase abilities and before their Holds (315.2, 383.1); its "
        "controller's ability, the turn player's while nobody controls it (190.6.b)")
trigger("player_plays_card", "a battlefield's: any player plays a card (after it is put on the "
        "chain, 383.4.a.4); the ability is that player's, as its text names them (190.6.a); the "
        "card is the `subject`")
trigger("unit_returned_to_hand_from_here", "a battlefield's: a unit there (not a token) is "
        "returned to its owner's hand by a spell or ability (124); the ability is that player's, "
        "as its text names them (190.6.a); the card in the hand is the `subject`")
trigger("combat_starts_here", "a battlefield's: a combat begins there, as the attacker and "
        "defender are designated (464.2.c); its controller's ability, the turn player's while "
        "nobody controls it (190.6.b)")
trigger("unit_moves_from_here", "a battlefield's: a unit (either player's) moves from it (446.1; "
        "a recall is no move); the unit is the `subject`; its controller's ability, the turn "
        "player's while nobody controls it (190.6.b)")
trigger("you_conquer", "its controller conquers a battlefield (469.1, 383.4.c); the "
        "battlefield is the `subject`; works from a legend too")
trigger("you_hold", "its controller holds a battlefield (469.2, 383.4.d); the battlefield is "
        "the `subject`; works from a legend too")
trigger("start_of_main", "the start of its controller's Main Phase, after the pools empty "
        "(316.4); works from a legend too")
trigger("you_empower_other", "its controller empowers a permanent or legend other than this "
        "one, by a spell or ability (441, 827.1); the object empowered is the `subject`; works "
        "from a legend too")
trigger("conquer_self", "this unit is at a battlefield its controller conquers (\"when I "
        "conquer\", 383.4.c.2.a); the battlefield is the `subject`; it triggers even when the "
        "point is replaced by a draw (383.4.c.2.c)", as_delayed="each unit that conquers")
trigger("hold_self", "this unit is at a battlefield its controller holds in their Beginning "
        "Phase (\"when I hold\", 383.4.d.2.a); the battlefield is the `subject`")
trigger("you_win_combat", "its controller wins a combat: they are the only player with units "
        "left at the battlefield after the Combat Cleanup (466.3.a, 466.3.c); works from a legend "
        "too")
trigger("you_play_not_from_hand", "its controller plays a card from another zone than their "
        "hand: the trash (Flow, an ability's play) or the Champion Zone (108.3.d, 350.2); not a "
        "token; works from a legend too")
trigger("friendly_fights_alone", "a unit its controller controls attacks or defends alone: no "
        "other unit of theirs at that battlefield as the combat begins (383.4.e, 383.4.f; "
        "\"alone\", 002); the unit is the `subject`; works from a legend too")
trigger("you_play_face_down", "its controller plays a card from face down, where it was "
        "hidden (811.1.c.3: \"from Hidden\"), after it is put on the chain; the card is the "
        "`subject`; works from a legend too")
trigger("you_recycle_rune", "its controller recycles one of their runes by a game action: a "
        "rune's Power ability or a cost paid (416, 164.2.b); never a sandbox edit; the rune is "
        "the `subject`; works from a legend too")
trigger("become_ready", "this unit becomes ready (415.1): an effect or its controller's Awaken "
        "Phase readies it, whoever's effect it is; never entering ready (805.6, 002) nor a "
        "sandbox `set`")
trigger("become_empowered", "this permanent becomes Empowered (827.1): it was not, and a spell "
        "or ability (its own Empower ability included) empowers it")
trigger("combat_ends_self", "a combat this unit was in ends (466.7.b): it was an attacker or a "
        "defender as the Combat Damage Step began, and it is still on the board (a unit recalled "
        "by a tie included)")
trigger("enemy_units_die", "one or more units of another player die at once (a Cleanup or a "
        "kill instruction): once for the batch (383.2.c.2); works from a legend too")
