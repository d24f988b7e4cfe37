"""The working copy one step runs on: it records an event and the state after it, every time."""

from __future__ import annotations

from .events import ConditionHeld, Event, Ref
from .might import might
from .rulesets import Ruleset, rule_numbers
from .state import (BOARD_ZONES, CHAIN_ORDER_START, ChainItem, GameState, Obj, board_hooks,
                    hears_plays)
from .values import evolve


def _inc_after(old: Obj, zone: str) -> int:
    """Every zone change is to or from a non-board zone, so the object in the new zone is a new
    object (124) that keeps its id: its `inc` counts them."""
    return old.inc + 1 if zone != old.zone else old.inc


_UNKNOWN = object()  # put(): the caller did not give the object being replaced


# The index helpers below are functions of their own so that the methods calling them define no
# closure: a function whose local a comprehension or lambda reads makes a cell for it on every
# call, taken or not (Python 3.11).
def _without(ids: tuple[str, ...], oid: str) -> tuple[str, ...]:
    """An index without `oid`."""
    return tuple([i for i in ids if i != oid])


def _with(ids: tuple[str, ...], oid: str, objects) -> tuple[str, ...]:
    """An index with `oid` added, in file order."""
    return tuple(sorted(ids + (oid,), key=lambda i: objects[i].order))


class Captured(Exception):
    """Raised by `emit` right after the event `capture` asked for: the state after it is kept,
    and the rest of the step is not needed (game.apply ends the step there)."""


class Txn:
    """Holds the state being built by one step and the events emitted so far.

    Engine functions that read a state (Might, targets, Bonus Damage) take the Txn itself: it has
    the same `objects`, `statics` and `combat` attributes, so no GameState is built mid-step."""

    # Per-step scratch values that start empty: class-level defaults, so a step that never
    # touches them does not pay for setting them (a Txn is made for every step).
    capture = None  # the seq whose state to keep (History.state_after)
    captured = None  # that state
    every_state = None  # {seq: state after it} for each event, when a step is replayed whole
    # What a Cleanup must look at, kept by put() itself: every unit stored since the last look
    # (`changed`), or every unit when a static source moved or combat began or ended (`all_changed`),
    # and whether a gear may have come loose (an unattached gear at a battlefield, 323.7).
    all_changed = False
    maybe_loose = False
    answers = None  # the Answers of the running step
    asker = None  # the step's Asker (engine/asker.py): the app's player, asked as things come up
    asking_player = None  # who plays or activates: asked, as they do, what the step leaves open
    # The step's changes to `objects` go into one immutables.MapMutation (put), finished into a
    # Map when a state is taken (state): each Map.set copies the path to its key, and one step
    # sets the same keys again (the spell: chain, then trash). Until then `objects` is the
    # mutation, which reads like the Map (get, [], in, len) but cannot be iterated.
    _mut = None
    #: abilities triggered in this step: in all, and by ability id (how often, the first chain
    #: item) (triggers.MAX_TRIGGERS)
    triggered_total = 0
    triggered: dict | None = None
    #: (answers' step, player) -> how many "you may" answers of a list were used (SPEC section 2)
    may_asked: dict | None = None
    #: unit id -> (inc, Might) last heard by "becomes Mighty" (ops/fiora_words.py, 709)
    might_heard: dict | None = None

    def __init__(self, state: GameState, step: int, seq: int, ruleset: Ruleset):
        self.rs = ruleset
        self.step = step
        self.seq = seq
        self.ruleset_name = state.ruleset
        self.players = state.players
        self.names = state.names
        self.turn_player = state.turn_player
        self.objects = state.objects
        self.statics = state.statics
        self.static_ops = state.static_ops
        self.delayed = state.delayed
        self.chain = state.chain
        self.hand_counts = state.hand_counts
        self.combat = state.combat
        self.played_this_turn = state.played_this_turn
        self.first_times = state.first_times
        self.kinds_played = state.kinds_played
        self.power_spent = state.power_spent
        self.equipment_played = state.equipment_played
        self.turn_facts = state.turn_facts
        self.hand_ids = state.hand_ids
        self.delayed_made = state.delayed_made
        self.board_ids = state.board_ids
        self.trash_abilities = state.trash_abilities
        self.hears_plays = state.hears_plays
        self.hooks = state.hooks
        self.rune_ids = state.rune_ids
        self.next_order = state.next_order
        self.game = state.game
        self.events: list[Event] = []
        #: the (resolution, instruction) pairs whose stuns already fired "when you stun one or
        #: more enemy units" this step (triggers.stun_batch_triggers)
        self.stun_batches: list = []
        self.conditions: list[ConditionHeld] = []
        self.asked: list = []  # (Question, answer) the step's Asker gave
        self.pending: list[ChainItem] = []  # triggered abilities waiting to be put on the chain
        self.changed: set[str] = set()
        self.start = state  # the state the step began from (a unit's Might before it, 709)

    # -- state --------------------------------------------------------------------------------
    def state(self) -> GameState:
        """The current state as a frozen value (made anew each time: a step asks for it at its
        end, and once more when `capture` asks for the state after one of its events)."""
        mut = self._mut
        if mut is not None:  # objects_map()
            self._mut = None
            self.objects = mut.finish()
        return GameState(
            ruleset=self.ruleset_name, players=self.players, turn_player=self.turn_player,
            objects=self.objects, statics=self.statics, static_ops=self.static_ops,
            delayed=self.delayed,
            chain=self.chain, hand_counts=self.hand_counts, combat=self.combat,
            played_this_turn=self.played_this_turn, first_times=self.first_times,
            kinds_played=self.kinds_played,
            power_spent=self.power_spent, equipment_played=self.equipment_played,
            turn_facts=self.turn_facts,
            names=self.names,
            hand_ids=self.hand_ids, delayed_made=self.delayed_made,
            board_ids=self.board_ids, trash_abilities=self.trash_abilities,
            hears_plays=self.hears_plays, hooks=self.hooks, rune_ids=self.rune_ids,
            next_order=self.next_order, game=self.game,
        )

    def objects_map(self):
        """`objects` as an immutables.Map (ends the step's batch of changes, see `_mut`)."""
        mut = self._mut
        if mut is not None:
            self._mut = None
            self.objects = mut.finish()
        return self.objects

    def obj(self, oid: str) -> Obj:
        return self.objects[oid]

    def get(self, oid: str) -> Obj | None:
        return self.objects.get(oid)

    def put(self, o: Obj, old: Obj | None | object = _UNKNOWN) -> Obj:
        """Store a changed object (returned as stored); keep the indexes current.

        `old`: the object it replaces, when the caller just read it (saves a look-up)."""
        oid = o.id
        if self.next_order <= o.order < CHAIN_ORDER_START:
            self.next_order = o.order + 1
        objects = self._mut
        if objects is None:
            self._mut = self.objects = objects = self.objects.mutate()
        if old is _UNKNOWN:
            old = objects.get(oid)
        zone = o.zone
        card = o.card
        kind = o.kind
        if kind == "unit":
            self.changed.add(oid)
        elif kind == "gear" and zone == "board" and o.attached_to is None and o.at != "base":
            self.maybe_loose = True
        if old is not None and old.zone == zone and zone != "hand" and (zone != "trash" or old.card is card):
            # the common case (damage, Might, exhausting...): the same zone, so the board, hand
            # and trash indexes stay as they are; only a static source needs its bookkeeping
            objects.set(oid, o)
            if card is not old.card and old.card is not None and old.card.static_source:
                # its text changed (a battlefield replaced by a token, 438): the old passive
                # abilities leave the index, the new ones (below) join it
                self._drop_statics(oid)
                self.all_changed = True
            if card is not None and card.static_source:
                self._put_statics(o, old)
                if card is not old.card:
                    self.all_changed = True
            if o.equipment is not old.equipment or card is not old.card or kind != old.kind:
                self._put_hears(o)
            if card is not old.card:
                self._put_hooks(o, old)
            return o
        if old is not None and o.inc != _inc_after(old, zone):
            o = evolve(o, inc=_inc_after(old, zone))
        objects.set(oid, o)
        self._put_moved(o, old)
        return o

    def _put_moved(self, o: Obj, old: Obj | None) -> None:
        """put() of an object that is new or changed zone: the board, hand, rune, trash and
        statics indexes."""
        objects = self.objects
        oid = o.id
        zone = o.zone
        card = o.card
        was_on = old is not None and old.zone == "board"
        if was_on != (zone == "board"):
            if was_on:
                self.board_ids = _without(self.board_ids, oid)
            else:
                self.board_ids = _with(self.board_ids, oid, objects)
        if zone == "hand" or (old is not None and old.zone == "hand"):
            ids = _without(self.hand_ids, oid)
            self.hand_ids = _with(ids, oid, objects) if zone == "hand" else ids
        if zone == "runes" or (old is not None and old.zone == "runes"):
            ids = _without(self.rune_ids, oid)
            self.rune_ids = _with(ids, oid, objects) if zone == "runes" else ids
        was_ab = old is not None and old.zone == "trash" and old.card is not None and bool(old.card.text.abilities)
        is_ab = zone == "trash" and card is not None and bool(card.text.abilities)
        if was_ab != is_ab:
            if was_ab:
                self.trash_abilities = _without(self.trash_abilities, oid)
            else:
                self.trash_abilities = _with(self.trash_abilities, oid, objects)
        if card is not None and card.static_source:
            self._put_statics(o, old)
        self._put_hears(o)
        if (card is not None and card.board_hooks) or (
                old is not None and old.card is not None and old.card.board_hooks):
            self._put_hooks(o, old)  # most cards (every spell) listen for nothing on the board

    def _put_hears(self, o: Obj) -> None:
        """The index of board objects that may hear a play (GameState.hears_plays)."""
        oid = o.id
        on = hears_plays(o)
        if on != (oid in self.hears_plays):
            if on:
                self.hears_plays = _with(self.hears_plays, oid, self.objects)
            else:
                self.hears_plays = _without(self.hears_plays, oid)

    def _put_hooks(self, o: Obj, old: Obj | None) -> None:
        """The index of board objects by the hooks of their card (GameState.hooks)."""
        was = board_hooks(old) if old is not None else frozenset()
        now = board_hooks(o)
        if was == now:
            return
        oid = o.id
        by_hook = self.hooks
        for hook in was - now:
            by_hook = by_hook.set(hook, _without(by_hook[hook], oid))
        for hook in now - was:
            by_hook = by_hook.set(hook, _with(by_hook.get(hook, ()), oid, self.objects))
        self.hooks = by_hook

    def _put_statics(self, o: Obj, old: Obj | None) -> None:
        """The index of static sources on the board, and whether every unit's Might may change."""
        on = o.zone in BOARD_ZONES  # a legend's passive abilities work too (107.4)
        oid = o.id
        if on and oid not in self.statics:
            self.statics = self.statics + (oid,)
            by_op = self.static_ops
            for op in o.card.static_ops:
                by_op = by_op.set(op, by_op.get(op, ()) + (oid,))
            self.static_ops = by_op
        elif not on and oid in self.statics:
            self._drop_statics(oid)
        if old is None or old.at != o.at or old.zone != o.zone or old.controller != o.controller \
                or old.attached_to != o.attached_to:  # an Equipment's granted statics move too
            self.all_changed = True

    def _drop_statics(self, oid: str) -> None:
        """`oid` is no longer a source of passive abilities (GameState.statics, static_ops)."""
        if oid not in self.statics:
            return
        self.statics = _without(self.statics, oid)
        by_op = self.static_ops
        for op, ids in self.static_ops.items():
            if oid in ids:
                by_op = by_op.set(op, _without(ids, oid))
        self.static_ops = by_op

    def is_same(self, oid: str | None, inc: int | None, zone: str | None = None) -> bool:
        """Whether a kept reference (id, inc) still names the object there is now: not if it
        changed zones since (124, 359.3.e.4); inc None means the id alone was kept."""
        if oid is None:
            return False
        o = self.objects.get(oid)
        if o is None or (inc is not None and o.inc != inc):
            return False
        # the Legend Zone is on the Board (107.4): a legend is "on the board" for its abilities
        return zone is None or o.zone == zone or (zone == "board" and o.zone == "legend")

    def incs(self, ids) -> tuple[int, ...]:
        """The `inc` of each object, to keep with references to them (124); 0 for an ability
        on the chain chosen as a target (its id HOST#N names no object)."""
        objects = self.objects
        incs = []
        for i in ids:  # a loop: a comprehension would make a closure over `objects` each call
            o = objects.get(i)
            incs.append(o.inc if o is not None else 0)
        return tuple(incs)

    def evolve(self, oid: str, **changes) -> Obj:
        old = self.objects[oid]
        zone = changes.get("zone")
        if zone is not None:
            changes["inc"] = _inc_after(old, zone)  # made once, not again by put()
        return self.put(evolve(old, **changes), old)

    def add_drawn(self, player: str, n: int) -> None:
        """`n` anonymous cards go to a player's hand (a draw, 413)."""
        i = self.players.index(player)
        hc = list(self.hand_counts)
        hc[i] += n
        self.hand_counts = tuple(hc)

    def set_combat(self, combat) -> None:
        """Begin, change or end the combat (Assault and Shield change Might, 464)."""
        self.combat = combat
        self.all_changed = True

    def on_board(self) -> list[Obj]:
        """Every object on the board, in file order."""
        objects = self.objects
        return [objects[i] for i in self.board_ids]

    def might(self, o: Obj) -> int:
        return might(self, o)

    def other(self, pid: str) -> str:
        a, b = self.players
        return b if pid == a else a

    def turn_order(self) -> tuple[str, ...]:
        tp = self.turn_player
        return (tp, self.other(tp))

    # -- events -------------------------------------------------------------------------------
    def emit(self, kind: str, *, rules=(), target=None, amount=None, sources=(), responsible=None,
             attributed_to=(), combat=False, modifiers=(), reason=None, text="", target_name=None,
             lethal_from=()) -> Event:
        """Record an event (and keep the state right after it when that event is asked for)."""
        self.seq = seq = self.seq + 1
        rs = self.rs
        if rs.name != "1.4":
            rules = rule_numbers(rs, rules)
        elif rules.__class__ is not tuple:
            rules = tuple(rules)
        if attributed_to or combat or modifiers or reason is not None or lethal_from:
            ev = Event(seq=seq, step=self.step, kind=kind, target=target, amount=amount,
                       sources=sources, responsible=responsible, attributed_to=attributed_to,
                       combat=combat, modifiers=modifiers, reason=reason, rules=rules, text=text,
                       target_name=target_name, lethal_from=lethal_from)
        else:  # the usual event: the fields most events leave at their default are not passed
            ev = Event(seq=seq, step=self.step, kind=kind, target=target, amount=amount,
                       sources=sources, responsible=responsible, rules=rules, text=text,
                       target_name=target_name)
        self.events.append(ev)
        if kind == "banish" and responsible is not None and "you_banish_own" in self.hooks:
            from .triggers import banish_own_triggers  # "when you banish a card you own" (427.1)

            banish_own_triggers(self, responsible, target)
        if self.every_state is not None:
            self.every_state[seq] = self.state()
        if seq == self.capture:
            self.captured = self.state()
            raise Captured
        return ev

    def ref(self, o: Obj) -> Ref:
        """A reference to a spell, unit, gear or battlefield as it is now."""
        return Ref(id=o.id, kind=o.kind, name=o.name, controller=o.controller)

    def name(self, oid: str | None) -> str:
        if oid is None:
            return "?"
        o = self.objects.get(oid)
        if o is not None:
            return o.name
        for item in self.chain:  # an ability on the chain chosen as a target (HOST#N)
            if item.kind != "spell" and item.ref.id == oid:
                return f"{item.ref.name}'s ability"
        return oid

    def pname(self, pid: str | None) -> str:
        if pid is None:
            return "nobody"
        players = self.players
        # the first player without a method call (players.index(pid) gives the same i)
        i = 0 if players and players[0] == pid else players.index(pid)
        return self.names[i] if self.names and self.names[i] else pid
