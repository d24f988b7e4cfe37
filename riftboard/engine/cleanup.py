"""Cleanups (318-324), kills and their attribution (428), death replacements (367-370)."""

from __future__ import annotations

from .conditions import with_conditions
from .events import Ref
from .might import is_lethal, might, replacements


class CleanupMixin:
    """Lethal checks, kills with their credit and responsible player, leaving the board."""

    # -- leaving the board -------------------------------------------------------------------
    def leave_board(self, uid: str, zone: str) -> None:
        """Put a board object in another zone: it becomes a new object (124) that keeps its id;
        attached cards detach and stay where it was (719.5, 435.4.b)."""
        o = self.objects[uid]
        where = o.at
        for eid in o.equipment:
            self.evolve(eid, attached_to=None, at=where)
            self._maybe_loose = True
        if o.attached_to:
            host = self.objects.get(o.attached_to)
            if host is not None:
                self.evolve(host.id, equipment=tuple(e for e in host.equipment if e != uid))
        # the object it becomes is new (124): no credit kept for the old one applies to it
        self.last_damage.pop(uid, None)
        self.combat_sources.pop(uid, None)
        if o.token:
            zone = "removed"  # a token that leaves the board ceases to exist
        owner = o.owner
        self.evolve(
            uid,
            zone=zone,
            at=None,
            damage=0,
            damage_log=(),
            buffed=False,
            exhausted=False,
            attached_to=None,
            equipment=(),
            mods=(),
            prevents=(),
            shields=(),
            controller=owner if zone in ("trash", "hand") else o.controller,
        )
        if self.combat is not None and (uid in self.combat.attackers or uid in self.combat.defenders):
            c = self.combat
            self.combat = type(c)(c.battlefield, c.attacker, c.defender,
                                  c.attackers - {uid}, c.defenders - {uid})
        if o.card is not None and o.card.text.statics:
            self.dirty_all = True

    # -- kills --------------------------------------------------------------------------------
    def kill_units(self, kills, *, reason: str, combat: bool = False, rules=()) -> list[str]:
        """Kill objects at the same time. `kills` holds (id, credit refs, responsible player).

        Death replacements apply first (Unlicensed Armory, Guardian Angel); a replaced death is
        not a kill and satisfies nothing (seed 001 FAQ). Returns the ids actually killed."""
        killed = []
        snapshots = {}
        for kill in kills:
            uid, credit, responsible = kill[:3]
            o = self.objects.get(uid)
            if o is None or o.zone != "board":
                continue
            if o.kind == "unit" and self._replace_death(uid):
                continue
            snapshots[uid] = (o, credit, responsible, kill[3] if len(kill) > 3 else tuple(rules))
        statics_leave = any(o.card is not None and o.card.text.statics for o, _c, _r, _k in snapshots.values())
        before = self.might_snapshot() if statics_leave else None
        # Might as it was at the check, before any of these units left (the text shows it)
        might_then = {uid: self.might(o) for uid, (o, _c, _r, _k) in snapshots.items()} if reason == "lethal_damage" else {}
        for uid, (o, credit, responsible, own_rules) in snapshots.items():
            zone = "trash"
            self.leave_board(uid, zone)
            if credit:
                by = ", ".join(r.name + ("'s ability" if r.kind == "ability" else "") for r in credit[:1])
                cred = f"credited to {', '.join(r.id for r in credit)}"
            else:
                by = None
                cred = "credited to nothing"
            who = f"{self.pname(responsible)} responsible" if responsible else "nobody responsible"
            if reason == "lethal_damage":
                what = f"{o.name} dies with lethal damage ({o.damage} marked, Might {might_then[uid]})"
                rule = ("323.5", "428.1.a.2") + tuple(r for r in own_rules if r not in ("323.5", "428.1.a.2"))
            else:
                what = f"{by or 'An effect'} kills {o.name}"
                rule = ("428.1.a.1", "428.5.b") + tuple(r for r in own_rules if r not in ("428.1.a.1", "428.5.b"))
            ev = self.emit(
                "kill",
                target=uid,
                target_name=o.name,
                responsible=responsible,
                attributed_to=tuple(credit),
                combat=combat,
                reason=reason,
                rules=rule,
                text=f"{what}; {cred}; {who}",
                lethal_from=o.damage_log if reason == "lethal_damage" else (),
            )
            killed.append(uid)
            self._after_kill(ev, o)
        if before is not None:
            self.emit_might_changes(before)
        return killed

    def _after_kill(self, ev, o) -> None:
        """Record the "with" conditions of a kill (411.6) and queue what they trigger."""
        held = with_conditions(self, ev)
        for cond, player, obj in held:
            self.conditions.append(
                type(self).Condition(cond, player, ev.target, obj, ev.step, ev.seq)
            )
        spell_killers = {p for c, p, _o in held if c == "killed_unit_with_spell"}
        for player in spell_killers:
            self._kill_triggers("kill_with_spell", player, ev)

    def _replace_death(self, uid: str) -> bool:
        """Apply the first death replacement that takes (file order); True if the death was replaced."""
        u = self.objects[uid]
        options = []
        for i, sh in enumerate(u.shields):
            src = self.objects.get(sh.ref.host)
            options.append((src.order if src else 0, "shield", i))
        for kind, eid in replacements(self, u):
            options.append((self.objects[eid].order, kind, eid))
        options.sort(key=lambda t: t[0])
        for _order, kind, data in options:
            if kind == "shield":
                sh = u.shields[data]
                # SPEC section 2: the step during which the offer comes up answers it
                if self.answers is not None:
                    may = self.answers.may_for(sh.controller)
                else:
                    may = sh.may if isinstance(sh.may, bool) else dict(sh.may).get(sh.controller, True)
                if not may:
                    continue
                self.evolve(uid, shields=tuple(s for j, s in enumerate(u.shields) if j != data))
                self.emit(
                    "death_replaced",
                    target=uid,
                    target_name=u.name,
                    sources=(sh.ref,),
                    responsible=sh.controller,
                    rules=("369", "370.1.a.1", "390.3"),
                    text=f"{u.name} would die; {sh.ref.name}'s effect heals, exhausts and recalls it instead",
                )
                self._heal_exhaust_recall(uid)
                return True
            if kind == "guardian_angel":
                eq = self.objects[data]
                if eq.zone != "board":
                    continue
                ref = Ref(eq.id, "gear", eq.name, eq.controller)
                self.emit(
                    "death_replaced",
                    target=uid,
                    target_name=u.name,
                    sources=(ref,),
                    responsible=u.controller,
                    rules=("369", "370.1.a.1", "718.3"),
                    text=f"{u.name} would die; {eq.name} is killed instead, and {u.name} is healed, exhausted and recalled",
                )
                self.leave_board(eq.id, "trash")
                self.emit(
                    "kill",
                    target=eq.id,
                    target_name=eq.name,
                    responsible=u.controller,
                    attributed_to=(ref,),
                    reason="kill_instruction",
                    rules=("428.1.a.1", "428.5.b"),
                    text=f"{eq.name} is killed in place of {u.name} (its own effect text)",
                )
                self._heal_exhaust_recall(uid)
                return True
        return False

    def _heal_exhaust_recall(self, uid: str) -> None:
        u = self.objects[uid]
        if u.damage:
            self.heal(uid, rules=("418.1",))
        self.evolve(uid, exhausted=True)
        self.recall(uid)

    def heal(self, uid: str, rules=("418.1",), why: str = "") -> None:
        u = self.objects[uid]
        amount = u.damage
        self.evolve(uid, damage=0, damage_log=())
        self.emit(
            "heal",
            target=uid,
            target_name=u.name,
            amount=amount,
            rules=rules,
            text=f"{u.name} is healed of {amount} damage" + (f" ({why})" if why else ""),
        )

    def recall(self, uid: str, rules=("455", "456")) -> None:
        """Send a permanent to its controller's base; not a move (454-458)."""
        u = self.objects[uid]
        if u.at == "base":
            return
        self.evolve(uid, at="base")
        for eid in u.equipment:
            self.evolve(eid, at="base")
        if u.card is not None and u.card.text.statics:
            self.dirty_all = True
        self.dirty.add(uid)
        if self.combat is not None:
            c = self.combat
            if uid in c.attackers or uid in c.defenders:
                self.combat = type(c)(c.battlefield, c.attacker, c.defender,
                                      c.attackers - {uid}, c.defenders - {uid})
        self.emit(
            "recall",
            target=uid,
            target_name=u.name,
            rules=rules,
            text=f"{u.name} is recalled to {self.pname(u.controller)}'s base (not a move)",
        )

    # -- cleanup -------------------------------------------------------------------------------
    def lethal_units(self) -> list:
        objects = self.objects
        if self.dirty_all:
            cands = [o for o in self.on_board() if o.kind == "unit" and o.damage]
            self.dirty_all = False
        else:
            dirty = self.dirty
            if not dirty:
                return []
            cands = []
            for u in dirty:
                o = objects.get(u)
                if o is not None:
                    cands.append(o)
        self.dirty = set()
        # is_lethal inlined: Lethal Damage (142.4.b), a non-zero amount at least the Might
        out = []
        for o in cands:
            if o.zone == "board" and o.kind == "unit" and o.damage > 0 and o.damage >= might(self, o):
                out.append(o)
        if len(out) > 1:
            out.sort(key=lambda o: o.order)
        return out

    def cleanup(self, *, after=None, combat: bool = False) -> None:
        """Perform Cleanups until nothing changes (318-324).

        `after`: the chain item that just resolved; only the first Cleanup after it credits its
        damage (428.5.c). `combat`: the first Cleanup is the Combat Cleanup (466.1)."""
        first = True
        while True:
            lethal = self.lethal_units()
            kills = []
            for o in lethal:
                credit, responsible = (), None
                if first and combat:
                    if self.rs.combat_kill_attribution and o.id in self.combat_sources:
                        credit, responsible = self.combat_sources[o.id]
                        why = ("428.5.c.2",)
                    else:
                        why = ("466.1", "411.2")
                elif first and after is not None and o.id in self.last_damage:
                    credit, responsible = self.last_damage[o.id]
                    why = ("428.5.c", "428.5.c.1")
                else:
                    # lowered Might, a move, a sandbox edit or earlier damage: nobody's kill
                    why = ("428.5.c", "411.2")
                kills.append((o.id, credit, responsible, why))
            changed = False
            if kills:
                names = ", ".join([self.name(k[0]) for k in kills])
                self.emit(
                    "cleanup",
                    rules=("318", "323.4", "323.5") + (("466.1",) if first and combat else ()),
                    combat=first and combat,
                    text=("Combat Cleanup" if first and combat else "Cleanup") + f": lethal damage on {names}",
                )
                self.kill_units(kills, reason="lethal_damage", combat=first and combat)
                changed = True
            if first and combat:
                self._combat_cleanup_extra()
                changed = True
            if self._maybe_loose and self._recall_loose_gear():  # (no call when nothing came loose)
                changed = True
            first = False
            self.last_damage = {}
            if not changed and not self.dirty and not self.dirty_all:
                break
            if not changed:
                # only dirty marks left over from heals or recalls: check once more
                if not self.lethal_units_pending():
                    break

    def lethal_units_pending(self) -> bool:
        st = self
        objects = self.objects
        if self.dirty_all:
            return any(o.kind == "unit" and is_lethal(st, o) for o in self.on_board())
        return any(u in objects and objects[u].zone == "board" and is_lethal(st, objects[u]) for u in self.dirty)

    def _recall_loose_gear(self) -> bool:
        """323.7 / 457.1: unattached gear at a battlefield is recalled."""
        if not self._maybe_loose:
            return False  # no gear came loose since the last look
        loose = [o for o in self.on_board()
                 if o.kind == "gear" and o.attached_to is None
                 and o.at not in (None, "base")]
        self._maybe_loose = False
        for g in sorted(loose, key=lambda o: o.order):
            self.recall(g.id, rules=("323.7", "457.1"))
        return bool(loose)

    _maybe_loose = False

    def _combat_cleanup_extra(self) -> None:
        """466.1.a.1 heal all units, then 466.1.a.2 recall attackers if defenders remain."""
        for o in self.on_board():
            if o.kind == "unit" and o.damage:
                self.heal(o.id, rules=("466.1.a.1",), why="Combat Cleanup heals all units")
        c = self.combat
        if c is None:
            return
        here = [o for o in self.on_board() if o.kind == "unit" and o.at == c.battlefield]
        defenders = [o for o in here if o.controller == c.defender]
        attackers = [o for o in here if o.controller == c.attacker]
        if defenders and attackers:
            for o in sorted(attackers, key=lambda o: o.order):
                self.recall(o.id, rules=("466.1.a.2", "455"))
        self.dirty_all = True
