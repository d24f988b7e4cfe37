"""apply(state, action) -> the new state and the events, with the state after each event."""

from __future__ import annotations

import immutables

from . import actions as A
from .chain import ChainMixin
from .cleanup import CleanupMixin
from .combat import CombatMixin
from .damage import DamageMixin
from .effects import EffectsMixin
from .errors import IllegalAction
from .events import ConditionHeld, Event, Ref
from .might import abilities
from .record import evolve, record
from .rulesets import RULESETS
from .state import ChainItem, GameState, Obj
from .txn import TxnCore

_SPELL_OPS: dict[int, tuple] = {}


def _spell_ops(card) -> tuple[bool, bool]:
    """Whether a spell's instructions move a unit, and whether they are Cull the Weak's: found
    once per card (card definitions never change)."""
    got = _SPELL_OPS.get(id(card))
    if got is None or got[0] is not card:
        got = (card, (any(e.op == "move" for e in card.effects),
                      any(e.op == "each_player_kills_own" for e in card.effects)))
        _SPELL_OPS[id(card)] = got
    return got[1]


@record(frozen=False, hash=True)
class StepResult:
    """What one step did: the state at its end and its events (SPEC section 4).

    Never changed once made; not frozen because frozen setattr costs ~0.25 us a field on
    every step."""

    state: GameState
    events: tuple[Event, ...]
    conditions: tuple[ConditionHeld, ...]
    captured: GameState | None = None  # the state after the event `capture` asked for


class Txn(TxnCore, DamageMixin, CleanupMixin, EffectsMixin, ChainMixin, CombatMixin):
    """One step being applied."""

    Condition = ConditionHeld

    # Defaults read before anything sets them; class-level so that making a Txn (every step)
    # costs no assignments for them. Each is replaced, never changed in place.
    _attack_order = None
    _controller_before = {}
    _order_att = ()
    _order_dfn = ()

    # -- playing and activating --------------------------------------------------------------
    def play_spell(self, act: A.PlaySpell) -> None:
        card = act.card
        by = act.by
        if card.kind != "spell":
            raise IllegalAction(f"{card.name} is a {card.kind}; `play` takes spells only")
        if card.modelled == "none":
            raise IllegalAction(f"{card.name}: playing it is not modelled (the library has this card as a "
                                f"body only, level none; not modelled: {card.not_modelled})")
        if by not in self.players:
            raise IllegalAction(f"there is no player {by!r}")
        answers = act.answers
        sid = act.spell_id
        objects = self.objects
        existing = objects.get(sid)
        from_hand = None
        if existing is not None:
            if existing.zone == "hand" and existing.owner == by and existing.card is card:
                from_hand = existing
            else:
                raise IllegalAction(f"the id {sid!r} is already used by {existing.name}")
        else:
            for hid in self.hand_ids:
                o = objects[hid]
                if o.owner == by and o.card is not None and o.card.name == card.name:
                    from_hand = o
                    break
        targets = self.choose_targets(card.targets, answers.targets, by, card.name)
        has_move, has_cull = _spell_ops(card)
        if has_move:
            self._check_destination(answers.to, card.name, targets)
        if has_cull:
            self._check_own_unit_choices(answers, card.name)
        step = self.step
        if from_hand is not None:
            sid = from_hand.id
            spell = evolve(from_hand, zone="chain", controller=by)
        else:
            # Obj(id, card, name, kind, controller, owner, zone, at, order), positionally
            spell = Obj(sid, card, card.name, "spell", by, by, "chain", None, 10**6 + step)
        self.put(spell, from_hand)  # from_hand (or nothing) is what `sid` held
        players = self.players
        i = 0 if players[0] == by else players.index(by)
        ptt = list(self.played_this_turn)
        ptt[i] += 1
        self.played_this_turn = tuple(ptt)
        ref = Ref(spell.id, spell.kind, spell.name, spell.controller)
        if targets:
            names = [self.name(t) for t in targets]
            tnames = ", ".join(names)
            target, target_name = targets[0], names[0]
        else:
            tnames = ""
            target = target_name = None
        self.emit(
            "play",
            target=target,
            target_name=target_name,
            sources=(ref,),
            responsible=by,
            rules=("411.1",),
            text=f"{self.pname(by)} plays {card.name}" + (f" on {tnames}" if tnames else "")
                 + (" (held: the next play responds)" if act.hold else ""),
        )
        # ChainItem(ref, controller, kind, host, effects, targets, answers, step, creator, subject,
        # granted_by, target_incs), positionally; the targets as the objects they are now (124)
        incs = tuple([objects[t].inc for t in targets]) if targets else ()  # self.incs, inlined
        self.chain = self.chain + (ChainItem(ref, by, "spell", sid, card.effects, targets, answers, step,
                                             None, None, None, incs),)
        self._snap = None
        if not act.hold:
            self.resolve_chain()

    def _check_own_unit_choices(self, answers, what):
        """Cull the Weak: each answer must be a unit of the player who gives it (411.1)."""
        for pid, ids in answers.choose:
            if pid not in self.players:
                raise IllegalAction(f"{what}: there is no player {pid!r} to choose")
            for uid in ids:
                o = self.objects.get(uid)
                if o is None or o.kind != "unit" or o.zone != "board" or o.controller != pid:
                    name = f"{o.name} ({uid})" if o is not None else repr(uid)
                    raise IllegalAction(
                        f"{what}: {self.pname(pid)} must choose a unit they control on the board; "
                        f"{name} is not one (411.1)"
                    )

    def _check_destination(self, to, what, targets=()):
        """A move's destination: a battlefield or "base", and not where the unit already is (446.1)."""
        if to is None:
            raise IllegalAction(f"{what} needs a destination: `to` = a battlefield id or \"base\"")
        if to != "base":
            o = self.objects.get(to)
            if o is None or o.kind != "battlefield":
                raise IllegalAction(f"{what}: {to!r} is not a battlefield or \"base\"")
        for tid in targets:
            t = self.objects.get(tid)
            if t is not None and t.at == to:
                where = "in its base" if to == "base" else f"at {self.name(to)}"
                raise IllegalAction(f"{what}: {t.name} is already {where}; a move needs another location (446.1)")

    def activate(self, act: A.Activate) -> None:
        o = self.objects.get(act.obj)
        if o is None or o.zone != "board":
            raise IllegalAction(f"{act.obj!r} is not on the board, so its abilities cannot be activated")
        abl = abilities(self, o)
        if not abl:
            if o.card is not None and o.card.modelled == "none":
                raise IllegalAction(f"{o.card.name}: its abilities are not modelled (the library has this card as "
                                    f"a body only, level none); {o.name} cannot be activated")
            raise IllegalAction(f"{o.name} has no activated ability")
        if not 1 <= act.ability <= len(abl):
            raise IllegalAction(f"{o.name} has {len(abl)} ability(ies); there is no ability {act.ability}")
        ab, eid = abl[act.ability - 1]
        if ab.kind != "activated":
            raise IllegalAction(f"ability {act.ability} of {o.name} is a triggered ability; it cannot be activated")
        by = act.by or o.controller
        if by != o.controller:
            raise IllegalAction(f"{self.pname(by)} does not control {o.name}; only its controller activates its abilities")
        answers = act.answers
        label = f"{o.name}'s ability {act.ability}"
        targets = self.choose_targets(ab.targets, answers.targets, by, label, host=o)
        if any(e.op == "move" for e in ab.effects):
            self._check_destination(answers.to, label, targets)
        # costs are paid on activation (exhaust, discard)
        for cost in ab.cost:
            if cost == "exhaust":
                if self.objects[o.id].exhausted:
                    raise IllegalAction(f"{o.name} is exhausted; its ability costs exhausting it")
                self.evolve(o.id, exhausted=True)
            elif cost == "discard":
                self._discard(by, answers.discard, label)
        ref = evolve(self.ref(o), id=f"{o.id}#{act.ability}", kind="ability", host=o.id, granted_by=eid)
        tnames = ", ".join(self.name(t) for t in targets)
        self.emit(
            "activate",
            target=targets[0] if targets else None,
            target_name=self.name(targets[0]) if targets else None,
            sources=(ref,),
            responsible=by,
            rules=("411.1",) + (("818",) if ab.equip else ()),
            text=f"{self.pname(by)} activates {label}" + (f" on {tnames}" if tnames else "")
                 + (" (costs: " + ", ".join(ab.cost) + ")" if ab.cost else ""),
        )
        self.push(ChainItem(ref=ref, controller=by, kind="ability", host=o.id, effects=ab.effects,
                            targets=targets, answers=answers, step=self.step, granted_by=eid,
                            target_incs=self.incs(targets), host_inc=o.inc))
        if not act.hold:
            self.resolve_chain()

    def _discard(self, player, which, label):
        hand = [self.objects[h] for h in self.hand_ids if self.objects[h].owner == player]
        i = self.players.index(player)
        if which is not None:
            o = self.objects.get(which)
            if o is None or o.zone != "hand" or o.owner != player:
                raise IllegalAction(f"{label}: {which!r} is not a card in {self.pname(player)}'s hand to discard")
            target = o
        elif hand:
            target = hand[0]
        elif self.hand_counts[i] > 0:
            target = None
        else:
            raise IllegalAction(f"{label} costs a discard, and {self.pname(player)} has no other card in hand")
        if target is not None:
            self.evolve(target.id, zone="trash")
            name = target.name
        else:
            hc = list(self.hand_counts)
            hc[i] -= 1
            self.hand_counts = tuple(hc)
            self.touch()
            name = "a drawn card"
        self.emit("discard", target=target.id if target else player, target_name=name, responsible=player,
                  rules=("411.1",), text=f"{self.pname(player)} discards {name} (a cost)")

    # -- sandbox edits ---------------------------------------------------------------------------
    def _board_obj(self, oid, what="object"):
        o = self.objects.get(oid)
        if o is None:
            raise IllegalAction(f"there is no object {oid!r}")
        if o.zone != "board":
            raise IllegalAction(f"{o.name} is not on the board")
        return o

    def sandbox(self, act) -> None:
        if isinstance(act, A.MarkDamage):
            u = self._board_obj(act.obj)
            if u.kind != "unit":
                raise IllegalAction(f"{u.name} is not a unit; only units have damage")
            if act.amount < 1:
                raise IllegalAction("mark_damage needs an amount of at least 1")
            seq = self.seq + 1
            self.evolve(u.id, damage=u.damage + act.amount, damage_log=u.damage_log + (seq,))
            self.dirty.add(u.id)
            self.emit("mark_damage", target=u.id, target_name=u.name, amount=act.amount,
                      text=f"{act.amount} damage is marked on {u.name} (sandbox edit: not a Deal, nobody responsible)")
        elif isinstance(act, A.Heal):
            u = self._board_obj(act.obj)
            if u.kind != "unit":
                raise IllegalAction(f"{u.name} is not a unit")
            self.heal(u.id, rules=(), why="sandbox edit")
        elif isinstance(act, A.Move):
            u = self._board_obj(act.obj)
            if u.kind != "unit":
                raise IllegalAction(f"{u.name} is not a unit; gear moves with its unit or stays in base")
            self.move_unit(u.id, act.to, responsible=None)
        elif isinstance(act, A.SetState):
            u = self._board_obj(act.obj)
            before = self.might_snapshot()
            ch = {}
            if act.buffed is not None:
                if u.kind != "unit":
                    raise IllegalAction(f"{u.name} is not a unit; only units are buffed")
                ch["buffed"] = act.buffed
            if act.exhausted is not None:
                ch["exhausted"] = act.exhausted
            self.evolve(u.id, **ch)
            desc = ", ".join(f"{k} = {str(v).lower()}" for k, v in ch.items())
            self.emit("set", target=u.id, target_name=u.name, text=f"{u.name}: {desc} (sandbox edit)")
            self.emit_might_changes(before)
        elif isinstance(act, A.Attach):
            g = self._board_obj(act.gear)
            if g.kind != "gear":
                raise IllegalAction(f"{g.name} is not a gear")
            u = self._board_obj(act.to)
            self.attach(g.id, u.id, responsible=None)
        elif isinstance(act, A.AddObject):
            self.add_object(act)
        elif isinstance(act, A.Remove):
            o = self._board_obj(act.obj)
            before = self.might_snapshot()
            self.leave_board(o.id, "removed")
            self.evolve(o.id, zone="removed")
            self.emit("remove", target=o.id, target_name=o.name, text=f"{o.name} is taken off the board (sandbox edit, not a kill)")
            self.emit_might_changes(before)
        self.dirty_all = True
        self._maybe_loose = True
        self.cleanup()
        self.flush_pending()
        self.resolve_chain()

    def add_object(self, act: A.AddObject) -> None:
        if act.obj_id in self.objects:
            raise IllegalAction(f"the id {act.obj_id!r} is already used")
        if act.controller not in self.players:
            raise IllegalAction(f"there is no player {act.controller!r}")
        card = act.card
        kind = card.kind if card else "unit"
        at = act.at
        if act.attached_to:
            host = self._board_obj(act.attached_to)
            at = host.at
        elif at != "base":
            bf = self.objects.get(at)
            if bf is None or bf.kind != "battlefield":
                raise IllegalAction(f"{at!r} is not a battlefield or \"base\"")
        order = max((o.order for o in self.objects_map().values() if o.order < 10**6), default=0) + 1
        pm = card.might if card is not None else act.might
        o = Obj(id=act.obj_id, card=card, name=act.name or (card.name if card else act.obj_id), kind=kind,
                controller=act.controller, owner=act.owner, zone="board", at=at, order=order,
                printed_might=pm if kind == "unit" else None, damage=act.damage, buffed=act.buffed,
                exhausted=act.exhausted, token=bool(card and card.token))
        before = self.might_snapshot()
        self.put(o)
        self.emit("add", target=o.id, target_name=o.name, text=f"{o.name} is put on the board "
                  f"({'base' if at == 'base' else self.name(at)}, {self.pname(act.controller)}) (sandbox edit)")
        if act.attached_to:
            self.attach(o.id, act.attached_to, responsible=None)
        self.emit_might_changes(before)

    def end_turn(self) -> None:
        tp = self.turn_player
        nxt = self.other(tp)
        self.emit("turn_end", target=tp, rules=("317.2",), text=f"{self.pname(tp)}'s turn ends")
        self.cleanup()
        for o in self.on_board():
            if o.kind == "unit" and o.damage:
                self.heal(o.id, rules=("317.2.b", "143.3.b.1"), why="end of turn")
        before = self.might_snapshot()
        for o in self.on_board():
            if o.mods or o.prevents or o.shields:
                self.evolve(o.id, mods=(), prevents=(), shields=())
        self.delayed = ()
        self.touch()
        self.emit_might_changes(before)
        for o in self.on_board():
            if o.controller == nxt and o.exhausted and o.kind in ("unit", "gear"):
                self.evolve(o.id, exhausted=False)
        self.turn_player = nxt
        self.played_this_turn = (0, 0)
        self.touch()
        self.emit("turn_start", target=nxt, rules=("317.2.c",),
                  text=f"'This turn' effects end; {self.pname(nxt)}'s units and gear ready; it is {self.pname(nxt)}'s turn")


def apply(state: GameState, action, step: int, seq: int = 0, *, finish: bool = False,
          capture: int | None = None) -> StepResult:
    """Apply one action as step `step` (events numbered after `seq`). Raises IllegalAction and
    changes nothing when the rules refuse it.

    `finish`: then resolve what is still held on the chain (the end of a file). `capture`: also
    return the state right after event `capture` (the engine is deterministic, so replaying a
    step gives the state after any of its events without storing them all)."""
    txn = Txn(state, step, seq, RULESETS[state.ruleset])  # get_ruleset()
    if capture is not None:  # (the class default is None)
        txn.capture = capture
    if isinstance(action, A.PlaySpell):
        txn.answers = action.answers
        txn.play_spell(action)
    elif isinstance(action, A.Activate):
        txn.answers = action.answers
        txn.activate(action)
    else:
        # a step that is neither play nor activate first resolves everything held
        if txn.chain:
            txn.resolve_chain()
        if isinstance(action, A.Combat):
            txn.answers = action.answers
            txn.run_combat(action)
        elif isinstance(action, A.EndTurn):
            txn.end_turn()
        elif action is None:
            pass
        else:
            txn.sandbox(action)
    if finish and txn.chain:
        txn.answers = None
        txn.resolve_chain()
    return StepResult(txn.state(), tuple(txn.events), tuple(txn.conditions), txn.captured)


def new_state(players, turn_player, objects, ruleset="1.4", names=()) -> GameState:
    """A state from placed objects (setup makes no events)."""
    m = immutables.Map({o.id: o for o in objects})
    ordered = sorted(objects, key=lambda o: o.order)
    statics = tuple(o.id for o in ordered if o.zone == "board" and o.card is not None and o.card.text.statics)
    hand_ids = tuple(o.id for o in ordered if o.zone == "hand")
    board_ids = tuple(o.id for o in ordered if o.zone == "board")
    trash_abilities = tuple(o.id for o in ordered
                            if o.zone == "trash" and o.card is not None and o.card.text.abilities)
    return GameState(ruleset=ruleset, players=tuple(players), turn_player=turn_player, objects=m,
                     statics=statics, hand_counts=(0,) * len(players),
                     played_this_turn=(0,) * len(players), names=tuple(names), hand_ids=hand_ids,
                     board_ids=board_ids, trash_abilities=trash_abilities)
