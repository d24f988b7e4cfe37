"""The effect primitives cards are built from (carddefs.EFFECT_OPS), executed on resolution."""

from __future__ import annotations

import sys

from .errors import IllegalAction
from .events import Ref
from .might import might
from .state import DeathShield, Delayed, MightMod, Prevent
from .txn import copy_obj

OP_NAMES: dict[str, str] = {}  # op -> the name of its method

#: How an instruction reads in a sentence ("deal 4 is skipped"), by op.
_WORDS = {
    "deal": "deal {amount}",
    "fight": "the fight",
    "kill": "the kill",
    "draw": "the draw of {amount}",
    "might": "the Might change",
    "move": "the move",
    "return_to_hand": "the return to hand",
    "prevent": "the prevention",
    "death_shield": "the death replacement",
    "attach_self": "the attachment",
    "buff": "the buff",
}


def effect_words(eff) -> str:
    """An instruction in a few words, for the timeline."""
    words = _WORDS.get(eff.op)
    if words is None:
        return eff.op.replace("_", " ")
    return words.format(amount=eff.amount if eff.amount is not None else "all")


class EffectsMixin:
    """Runs one instruction of a resolving spell or ability."""

    def item_sources(self, item) -> tuple[Ref, ...]:
        """417.6.a / 417.6.b.2.a: a spell deals its own damage; an ability deals it with its host."""
        if item.kind == "spell":
            return (item.ref,)
        if item.creator is not None:
            return (item.ref,)
        host = self.objects.get(item.host) if item.host else None
        if host is None:
            return (item.ref,)
        return (item.ref, self.ref(host))

    def run_effect(self, item, eff, targets) -> None:
        op = eff.op
        name = OP_NAMES.get(op)
        if name is None:  # "_op_" + op, made once per known op: an interned name looks up faster
            name = sys.intern(f"_op_{op}")
            if getattr(self, name, None) is None:  # pragma: no cover - the loader refuses unknown ops
                raise IllegalAction(f"the engine cannot model the effect {op!r}")
            OP_NAMES[op] = name
        getattr(self, name)(item, eff, targets)

    def _target(self, eff, targets, item):
        """The object an instruction acts on, if it is still on the board and still the same
        object (124): else None, and the instruction is skipped (055, 359.3.e.6)."""
        t = eff.target
        if isinstance(t, int):  # the usual case first
            i = t - 1
            oid = targets[i] if i < len(targets) else None
            incs = item.target_incs
            inc = incs[i] if i < len(incs) else None
        elif t == "self":
            oid, inc = item.host, item.host_inc
        elif t == "subject":
            oid, inc = item.subject, item.subject_inc
        else:
            oid = None
        if oid is None:
            return None
        o = self.objects.get(oid)
        # on the board, and still the object the item was about (124, 359.3.e.4)
        return oid if o is not None and o.zone == "board" and (inc is None or o.inc == inc) else None

    # -- damage and kills ----------------------------------------------------------------------
    def _op_deal(self, item, eff, targets):
        uid = self._target(eff, targets, item)
        if uid is None:
            return
        src = self.item_sources(item)
        rules = ("417.6.a",) if item.kind == "spell" else ("417.6.b.2", "417.6.b.2.a")
        self.deal(
            [(uid, eff.amount)],
            sources=src,
            responsible=item.controller,
            credit=src,
            by_spell_or_ability=True,
            rules=rules,
        )

    def _op_fight(self, item, eff, targets):
        a = self._target(eff, targets, item)
        b = targets[eff.other - 1] if eff.other and eff.other - 1 < len(targets) else None
        if a is None or b is None:
            return
        ua, ub = self.objects[a], self.objects[b]
        ma, mb = max(0, self.might(ua)), max(0, self.might(ub))
        rs = self.rs

        def resp(u):
            # 417.6.b.4 (1.4): the source's controller; 1.3: the player performing (411.1)
            return u.controller if rs.source_controller_responsible else item.controller

        rules = ("417.6.b.3", "417.6.b.4")
        # both Deals happen at the same time: triggers wait until both are marked
        pending_before = len(self.pending)
        self.deal([(b, ma)], sources=(self.ref(ua),), responsible=resp(ua), credit=(),
                  by_spell_or_ability=False, rules=rules)
        held = self.pending[pending_before:]
        del self.pending[pending_before:]
        self.deal([(a, mb)], sources=(self.ref(ub),), responsible=resp(ub), credit=(),
                  by_spell_or_ability=False, rules=rules)
        self.pending[pending_before:pending_before] = held

    def _op_kill(self, item, eff, targets):
        uid = self._target(eff, targets, item)
        if uid is None:
            return
        credit = self.item_sources(item) if item.creator is None else (item.ref, item.creator)
        rules = ("428.5.d",) if item.kind != "spell" else ()
        self.kill_units([(uid, credit, item.controller)], reason="kill_instruction", rules=rules)

    def _op_each_player_kills_own(self, item, eff, targets):
        kills = []
        credit = self.item_sources(item)
        answers = item.answers
        for pid in self.turn_order():
            mine = [o for o in self.on_board() if o.kind == "unit" and o.controller == pid]
            if not mine:
                continue
            picks = answers.choices_for(pid) if answers else ()
            pick = None
            for cand in picks:
                o = self.objects.get(cand)
                if o is not None and o.kind == "unit" and o.zone == "board" and o.controller == pid:
                    pick = cand
                    break
            if pick is None:
                # the answer no longer fits (the unit left, e.g. while the spell was held): the
                # player still kills one of their units; the default is the first in file order
                pick = mine[0].id
            kills.append((pick, credit, pid))
        self.kill_units(kills, reason="kill_instruction", rules=("411.1",))

    # -- other instructions --------------------------------------------------------------------
    def _op_draw(self, item, eff, targets):
        who = item.controller
        if eff.who == "target_controller":
            # the controller the unit had when the spell began to resolve (it may be gone now)
            t = eff.target
            tid = targets[t - 1] if isinstance(t, int) and t - 1 < len(targets) else None
            if tid is None:
                return
            who = self._controller_before.get(tid) or self.objects[tid].controller
        i = self.players.index(who)
        hc = list(self.hand_counts)
        hc[i] += eff.amount
        self.hand_counts = tuple(hc)
        self._snap = None  # touch()
        self.emit(
            "draw",
            target=who,
            amount=eff.amount,
            sources=(item.ref,),
            responsible=who,
            rules=("413",),
            text=f"{self.pname(who)} draws {eff.amount}",
        )

    def _op_might(self, item, eff, targets):
        uid = self._target(eff, targets, item)
        if uid is None:
            return
        u = self.objects[uid]
        before = might(self, u)
        mods = u.mods
        last = mods[-1] if mods else None
        if (last is not None and last.source == item.ref.name and last.floor == eff.floor
                and (last.amount < 0) == (eff.amount < 0)):
            # the same source again (a Brute hit twice, Stupefy twice): one running total, read
            # in constant time. Exact: "-1, not below 1" twice is "-2, not below 1".
            mods = mods[:-1] + (MightMod(last.amount + eff.amount, item.ref.name, eff.floor),)
        else:
            mods = mods + (MightMod(eff.amount, item.ref.name, eff.floor),)
        new = copy_obj(u)  # evolve(uid, mods=mods), cheaper
        new.mods = mods
        self.put(new, u)
        self.dirty.add(uid)
        after = might(self, new)
        if after != before:
            floor = f", not below {eff.floor}" if eff.floor is not None else ""
            self.emit(
                "might",
                target=uid,
                target_name=u.name,
                amount=after,
                sources=(item.ref,),
                responsible=item.controller,
                rules=("143.2",),
                text=f"{u.name}'s Might {before} -> {after} ({eff.amount:+d} this turn{floor}, {item.ref.name})",
            )

    def _op_move(self, item, eff, targets):
        uid = self._target(eff, targets, item)
        if uid is None:
            return
        dest = item.answers.to if item.answers else None
        self.move_unit(uid, dest, responsible=item.controller, sources=(item.ref,))

    def _op_return_to_hand(self, item, eff, targets):
        uid = self._target(eff, targets, item)
        if uid is None:
            return
        u = self.objects[uid]
        before = self.might_snapshot() if self.statics else None
        self.leave_board(uid, "hand")
        self.emit(
            "return_to_hand",
            target=uid,
            target_name=u.name,
            sources=(item.ref,),
            responsible=item.controller,
            rules=("124", "124.1"),
            text=f"{u.name} returns to {self.pname(u.owner)}'s hand" + (" (a token ceases to exist)" if u.token else ""),
        )
        if before is not None:
            self.emit_might_changes(before, sources=(item.ref,))

    def _op_prevent(self, item, eff, targets):
        uid = self._target(eff, targets, item)
        if uid is None:
            return
        u = self.objects[uid]
        self.evolve(uid, prevents=u.prevents + (Prevent(eff.amount, item.ref),))
        self.emit(
            "delayed_created",
            target=uid,
            target_name=u.name,
            amount=eff.amount,
            sources=(item.ref,),
            responsible=item.controller,
            rules=("437.1.b", "437.7"),
            text=f"{item.ref.name}: the next {eff.amount if eff.amount is not None else 'all'} damage {u.name} would take this turn is prevented",
        )

    def _delayed_ref(self, item, name: str) -> Ref:
        """HOST#delayed, HOST#delayed-2, ... for the delayed abilities a spell or ability creates."""
        host = item.host or item.ref.id
        idx = self.delayed_made.get(host, 0) + 1  # ids are never reused (SPEC section 4)
        self.delayed_made = self.delayed_made.set(host, idx)
        self.touch()
        rid = f"{host}#delayed" if idx == 1 else f"{host}#delayed-{idx}"
        return Ref(rid, "ability", name, item.controller, host=host)

    def _op_kill_damaged_this_turn(self, item, eff, targets):
        ref = self._delayed_ref(item, item.ref.name)
        self.delayed = self.delayed + (Delayed(ref, item.controller, item.ref, "take_damage", "kill"),)
        self.touch()
        self.emit(
            "delayed_created",
            sources=(item.ref,),
            responsible=item.controller,
            rules=("390.2", "391", "392"),
            text=f"{item.ref.name} creates {ref.id}: for the rest of this turn, each unit that takes damage is killed",
        )

    def _op_death_shield(self, item, eff, targets):
        uid = self._target(eff, targets, item)
        if uid is None:
            return
        u = self.objects[uid]
        ref = self._delayed_ref(item, self.name(item.host) if item.host else item.ref.name)
        may = item.answers.may if item.answers else True
        self.evolve(uid, shields=u.shields + (DeathShield(ref, item.controller, may),))
        self.emit(
            "delayed_created",
            target=uid,
            target_name=u.name,
            sources=(item.ref,),
            responsible=item.controller,
            rules=("390.3", "369"),
            text=f"{ref.id}: the next time {u.name} would die this turn, it may be healed, exhausted and recalled instead",
        )

    def _op_attach_self(self, item, eff, targets):
        uid = self._target(eff, targets, item)
        if uid is None or not self.is_same(item.host, item.host_inc, "board"):
            return  # "this" gear left the board (or came back as a new object, 124)
        self.attach(item.host, uid, responsible=item.controller, sources=(item.ref,))

    def _op_play_self_from_trash(self, item, eff, targets):
        pid = item.host
        o = self.objects.get(pid)
        if o is None or o.zone != "trash" or (item.host_inc is not None and o.inc != item.host_inc):
            # gone from the trash, or back in it as a new object (124, 359.3.e.4)
            self.emit("fizzle", sources=(item.ref,), rules=("383.2.c.2", "124"),
                      text=f"{item.ref.name} is no longer the card in the trash that triggered; nothing happens")
            return
        dest = (item.answers.to if item.answers else None) or "base"
        if dest != "base" and dest not in self.objects:
            dest = "base"
        self.evolve(pid, zone="board", at=dest, controller=o.owner, exhausted=True)
        self.dirty.add(pid)
        self.played_this_turn = self.played_this_turn
        self.emit(
            "play",
            target=pid,
            target_name=o.name,
            sources=(self.ref(self.objects[pid]),),
            responsible=o.owner,
            rules=("383.2.c.1", "143.4"),
            text=f"{self.pname(o.owner)} plays {o.name} from the trash to "
                 f"{'their base' if dest == 'base' else self.name(dest)} (it enters exhausted)",
        )

    def _op_ready_self(self, item, eff, targets):
        if self.is_same(item.host, item.host_inc, "board"):
            self.evolve(item.host, exhausted=False)

    def _op_buff(self, item, eff, targets):
        uid = self._target(eff, targets, item)
        if uid is None:
            return
        u = self.objects[uid]
        if not u.buffed:
            before = self.might_snapshot()
            self.evolve(uid, buffed=True)
            self.emit_might_changes(before, sources=(item.ref,))
