"""The working copy one step runs on: it records an event and the state after it, every time."""

from __future__ import annotations

from operator import attrgetter

import attrs

from .events import ConditionHeld, Event, Ref
from .might import might
from .rulesets import Ruleset, rule_number
from .state import ChainItem, GameState, Obj


_OBJ_FIELDS = tuple(a.name for a in attrs.fields(Obj))
_OBJ_INDEX = {f: i for i, f in enumerate(_OBJ_FIELDS)}
_obj_values = attrgetter(*_OBJ_FIELDS)


def _evolve_obj(o: Obj, changes: dict) -> Obj:
    """attrs.evolve for Obj, positionally: the engine's hottest copy."""
    vals = list(_obj_values(o))
    index = _OBJ_INDEX
    for k, v in changes.items():
        vals[index[k]] = v
    return Obj(*vals)


class TxnCore:
    """Holds the state being built by one step and the events emitted so far.

    Engine functions that read a state (Might, targets, Bonus Damage) take the Txn itself: it has
    the same `objects`, `statics` and `combat` attributes, so no GameState is built mid-step."""

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
        self.delayed = state.delayed
        self.chain = state.chain
        self.hand_counts = state.hand_counts
        self.combat = state.combat
        self.played_this_turn = state.played_this_turn
        self.hand_ids = state.hand_ids
        self.delayed_made = state.delayed_made
        self.board_ids = state.board_ids
        self._snap: GameState | None = state
        self.events: list[Event] = []
        self.capture: int | None = None  # the seq whose state to keep (History.state_after)
        self.captured: GameState | None = None
        self.conditions: list[ConditionHeld] = []
        self.pending: list[ChainItem] = []  # triggered abilities waiting to be put on the chain
        self.dirty: set[str] = set()  # units whose lethal status may have changed
        self.dirty_all = False
        self.answers = None  # the Answers of the running step
        self.last_damage: dict[str, tuple[tuple[Ref, ...], str | None]] = {}
        self.combat_sources: dict[str, tuple[tuple[Ref, ...], str | None]] = {}

    # -- state --------------------------------------------------------------------------------
    def state(self) -> GameState:
        """The current state as a frozen value (cached until the next change)."""
        snap = self._snap
        if snap is None:
            snap = GameState(
                ruleset=self.ruleset_name,
                players=self.players,
                turn_player=self.turn_player,
                objects=self.objects,
                statics=self.statics,
                delayed=self.delayed,
                chain=self.chain,
                hand_counts=self.hand_counts,
                combat=self.combat,
                played_this_turn=self.played_this_turn,
                names=self.names,
                hand_ids=self.hand_ids,
                delayed_made=self.delayed_made,
                board_ids=self.board_ids,
            )
            self._snap = snap
        return snap

    def touch(self) -> None:
        self._snap = None

    def obj(self, oid: str) -> Obj:
        return self.objects[oid]

    def get(self, oid: str) -> Obj | None:
        return self.objects.get(oid)

    def put(self, o: Obj) -> None:
        """Store a changed object; keep the index of static sources on the board current."""
        old = self.objects.get(o.id)
        self.objects = self.objects.set(o.id, o)
        self._snap = None
        was_on = old is not None and old.zone == "board"
        if was_on != (o.zone == "board"):
            if was_on:
                self.board_ids = tuple(i for i in self.board_ids if i != o.id)
            else:
                objects = self.objects
                self.board_ids = tuple(sorted(self.board_ids + (o.id,), key=lambda i: objects[i].order))
        if o.zone == "hand" or (old is not None and old.zone == "hand"):
            ids = [h for h in self.hand_ids if h != o.id]
            if o.zone == "hand":
                ids.append(o.id)
                ids.sort(key=lambda h: self.objects[h].order)
            self.hand_ids = tuple(ids)
        card = o.card
        if card is not None and card.text.statics:
            on = o.zone == "board"
            if on and o.id not in self.statics:
                self.statics = self.statics + (o.id,)
            elif not on and o.id in self.statics:
                self.statics = tuple(s for s in self.statics if s != o.id)
            if old is None or old.at != o.at or old.zone != o.zone or old.controller != o.controller:
                self.dirty_all = True

    def evolve(self, oid: str, **changes) -> Obj:
        o = _evolve_obj(self.objects[oid], changes)
        self.put(o)
        return o

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
    def emit(self, kind: str, *, rules=(), **kw) -> Event:
        """Record an event (and keep the state right after it when that event is asked for)."""
        self.seq += 1
        rs = self.rs
        if rs.name != "1.4":
            rules = tuple(rule_number(rs, r) for r in rules)
        ev = Event(seq=self.seq, step=self.step, kind=kind, rules=tuple(rules), **kw)
        self.events.append(ev)
        if self.seq == self.capture:
            self.captured = self.state()
        return ev

    def ref(self, o: Obj) -> Ref:
        """A reference to a spell, unit, gear or battlefield as it is now."""
        return Ref(id=o.id, kind=o.kind, name=o.name, controller=o.controller)

    def name(self, oid: str | None) -> str:
        if oid is None:
            return "?"
        o = self.objects.get(oid)
        return o.name if o is not None else oid

    def pname(self, pid: str | None) -> str:
        if pid is None:
            return "nobody"
        i = self.players.index(pid)
        return self.names[i] if self.names and self.names[i] else pid
