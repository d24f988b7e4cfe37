"""Playing, activating, triggering and resolving (the chain), plus moves and attachments."""

from __future__ import annotations

from .carddefs import TargetSpec
from .effects import OP_NAMES, effect_words
from .errors import IllegalAction
from .events import Ref
from .might import abilities, ability_pairs, might
from .state import ChainItem
from .targets import legal_targets, target_problem
from .txn import copy_obj


class ChainMixin:
    """The chain: items go on top and resolve top first; a Cleanup follows each (319)."""

    # -- choosing targets -----------------------------------------------------------------------
    def choose_targets(self, specs: tuple[TargetSpec, ...], given: tuple[str, ...], player: str,
                       what: str, host=None) -> tuple[str, ...]:
        """Check the targets a step gave, or choose the only legal one (SPEC section 2)."""
        st = self
        if not specs:
            if given:
                raise IllegalAction(f"{what} takes no targets, but the step gives {', '.join(given)}")
            return ()
        if len(given) > len(specs):
            raise IllegalAction(f"{what} takes {len(specs)} target(s), but the step gives {len(given)}")
        chosen: list[str] = []
        for i, spec in enumerate(specs):
            if i < len(given):
                tid = given[i]
                prob = target_problem(st, spec, self.objects.get(tid), player, host)
                if prob is not None:
                    if tid not in self.objects:
                        prob = f"there is no object {tid!r}"
                    raise IllegalAction(
                        f"{what}: target {i + 1} must be {spec.describe()}; {prob}"
                    )
                if tid in chosen:
                    raise IllegalAction(f"{what}: {self.name(tid)} is chosen twice")
                chosen.append(tid)
            else:
                legal = [o.id for o in legal_targets(st, spec, player, host) if o.id not in chosen]
                if len(legal) == 1:
                    chosen.append(legal[0])
                elif not legal:
                    raise IllegalAction(f"{what}: there is no legal target ({spec.describe()})")
                else:
                    raise IllegalAction(
                        f"{what}: choose target {i + 1} ({spec.describe()}): one of {', '.join(legal)}"
                    )
        return tuple(chosen)

    # -- putting things on the chain -------------------------------------------------------------
    def push(self, item: ChainItem) -> None:
        self.chain = self.chain + (item,)
        self.touch()

    def flush_pending(self) -> None:
        """Put waiting triggered abilities on the chain: the turn player's first, each player's in
        the file order of their sources (383.3.d, 383.3.d.1); "you may" is decided now (383.3.a)."""
        if not self.pending:
            return
        pending, self.pending = self.pending, []
        if len(pending) > 1:  # one waiting ability (the usual case) needs no ordering
            self._sort_pending(pending)
        for it in pending:
            self._finalize_trigger(it)

    def _sort_pending(self, pending: list) -> None:
        """flush_pending's order (kept out of it, so that flush_pending has no closures)."""
        order = {p: i for i, p in enumerate(self.turn_order())}
        if self._attack_order is not None:
            order = {p: i for i, p in enumerate(self._attack_order)}

        objects = self.objects

        # one key function capturing only plain values: a compiled closure that captured
        # another closure would make a reference cycle holding the whole Txn
        def key(it):
            h = objects.get(it.host) if it.host else None
            return order.get(it.controller, 9), (h.order if h is not None else 10**9)

        pending.sort(key=key)

    def _finalize_trigger(self, it: ChainItem) -> None:
        ab = it.effects
        answers = self.answers
        ability = self._ability_of(it)
        if ability is not None and ability.may and answers is not None and not answers.may_for(it.controller):
            return
        targets: tuple[str, ...] = ()
        if ability is not None and ability.targets:
            host = self.objects.get(it.host) if it.host else None
            st = self
            chosen = []
            for spec in ability.targets:
                legal = [o.id for o in legal_targets(st, spec, it.controller, host)]
                if not legal:
                    return  # cannot be put on the chain without a target
                picks = answers.choices_for(it.controller) if answers else ()
                pick = None  # the first answer that fits (a loop: no closure under Cython)
                for p in picks:
                    if p in legal and p not in chosen:
                        pick = p
                        break
                chosen.append(pick or legal[0])
            targets = tuple(chosen)
        # positional, in ChainItem's field order (keyword calls to record classes cost twice as much)
        creator = it.creator
        it = ChainItem(it.ref, it.controller, it.kind, it.host,
                       ability.effects if ability is not None else ab, targets, answers, self.step,
                       creator, it.subject, it.granted_by, self.incs(targets) if targets else (),
                       it.host_inc, it.subject_inc)
        subject = it.subject
        subject_name = self.name(subject)
        what = ""
        if creator is not None and subject:
            what = f": {subject_name} took damage this turn"
        elif ability is not None and ability.trigger == "take_damage":
            what = f": {subject_name} took damage"
        elif ability is not None and ability.trigger in ("attack", "defend", "attack_or_defend"):
            what = f": {self.name(it.host)} {'attacks' if it.host in (self.combat.attackers if self.combat else ()) else 'defends'}"
        elif ability is not None and ability.trigger == "kill_with_spell":
            what = f": {self.pname(it.controller)} killed a unit with a spell"
        self.emit(
            "trigger",
            target=subject or (targets[0] if targets else None),
            target_name=subject_name if subject else None,
            sources=(it.ref,),
            responsible=it.controller,
            rules=("383.3", "390.2", "392") if creator is not None else ("383.3",),
            text=f"{it.ref.name}'s {'delayed ' if creator else ''}ability triggers{what}",
        )
        self.chain = self.chain + (it,)
        self._snap = None

    def _ability_of(self, it: ChainItem):
        if it.creator is not None or it.kind == "spell":
            return None
        host = self.objects.get(it.host) if it.host else None
        if host is None:
            return None
        rid = it.ref.id
        k = rid.rfind("#")  # the ability number after the last "#" (HOST#N)
        if k < 0:
            return None
        try:
            n = int(rid[k + 1:])
        except ValueError:
            return None
        abl = ability_pairs(self, host)
        if 1 <= n <= len(abl):
            return abl[n - 1][0]
        return None

    def _kill_triggers(self, trigger: str, player: str, ev) -> None:
        """"When you kill a unit with a spell" abilities of `player`: on the board (own and granted
        text) and those that work from the trash (383.2.c.1, Immortal Phoenix)."""
        # Only objects that can have such an ability, found through the indexes of the board
        # and of the trash objects with abilities (every played spell stays in the trash: a scan
        # of all objects cost ~0.1 s a kill at 50,000 steps); then in file order.
        objects = self.objects
        cands = []
        for i in self.trash_abilities:
            o = objects[i]
            if o.owner == player:
                cands.append(o)
        for i in self.board_ids:
            o = objects[i]
            if o.controller == player and o.kind in ("unit", "gear"):
                cands.append(o)
        for o in sorted(cands, key=lambda o: o.order):
            if o.card is None and not o.equipment:
                continue
            if o.zone == "trash" and o.owner == player and o.card is not None:
                numbered = [(ab, None) for ab in o.card.text.abilities]
                zone = "trash"
            elif o.zone == "board" and o.controller == player and o.kind in ("unit", "gear"):
                numbered = abilities(self, o)
                zone = "board"
            else:
                continue
            for n, (ab, eid) in enumerate(numbered, start=1):
                if ab.kind == "triggered" and ab.trigger == trigger and ab.zone == zone:
                    ctrl = o.owner if zone == "trash" else o.controller
                    self.pending.append(
                        ChainItem(
                            ref=Ref(f"{o.id}#{n}", "ability", o.name, ctrl, host=o.id, granted_by=eid),
                            controller=ctrl,
                            kind="trigger",
                            host=o.id,
                            effects=ab.effects,
                            step=self.step,
                            granted_by=eid,
                            host_inc=o.inc,
                        )
                    )

    def combat_triggers(self, attackers, defenders) -> None:
        """Attack and defend triggers of units that gained a designation (383.4.e, 383.4.f)."""
        st = self
        for group, kinds in ((attackers, ("attack", "attack_or_defend")), (defenders, ("defend", "attack_or_defend"))):
            for uid in group:
                u = self.objects[uid]
                for n, (ab, eid) in enumerate(abilities(st, u), start=1):
                    if ab.kind == "triggered" and ab.trigger in kinds:
                        self.pending.append(
                            ChainItem(
                                ref=Ref(f"{uid}#{n}", "ability", u.name, u.controller, host=uid, granted_by=eid),
                                controller=u.controller,
                                kind="trigger",
                                host=uid,
                                effects=ab.effects,
                                step=self.step,
                                granted_by=eid,
                                host_inc=u.inc,
                            )
                        )

    # -- resolving -------------------------------------------------------------------------------
    def resolve_chain(self) -> None:
        """Resolve from the top until the chain is empty, with a Cleanup after each item."""
        while self.chain:
            item = self.chain[-1]
            self.chain = self.chain[:-1]
            self._snap = None
            self.resolve_item(item)
            self.cleanup(after=item)
            if self.pending:
                self.flush_pending()

    def resolve_item(self, item: ChainItem) -> None:
        """Resolve one item (359.3.d). It resolves even when some or all of its targets became
        illegal (359.3.e.1): what needs an illegal target is skipped, the rest still happens
        (055, 359.3.e.5)."""
        saved = self.answers
        if item.answers is not None:
            self.answers = item.answers
        self.last_damage = {}
        objects = self.objects
        is_spell = item.kind == "spell"
        targets = item.targets
        live: list[str | None] = []
        controller_before = {}
        first_live = None  # the first legal target and its name (for the event)
        first_name = None
        illegal = None  # (target id, why) of each illegal target, when there is one
        if targets:
            # legality as the item begins to resolve (359.3.e.2, 359.3.e.7)
            host_id = item.host
            if is_spell:
                spell = objects.get(item.ref.id)
                specs = spell.card.targets if spell is not None and spell.card else ()
                # a spell is its own host: no second look-up
                if host_id and host_id == item.ref.id:
                    host = spell
                else:
                    host = objects.get(host_id) if host_id else None
            else:
                ab = self._ability_of(item)
                specs = ab.targets if ab is not None else ()
                host = objects.get(host_id) if host_id else None
            controller = item.controller
            incs = item.target_incs
            for i, tid in enumerate(targets):
                spec = specs[i] if i < len(specs) else TargetSpec()
                o = objects.get(tid)
                prob = target_problem(self, spec, o, controller, host)
                if prob is None and incs and o.inc != incs[i]:
                    # it changed zones since it was chosen: another object now (124, 359.3.e.4)
                    prob = f"{o.name} left and came back: it is a new object"
                if prob is None:
                    live.append(tid)
                    if not first_live and tid:
                        first_live, first_name = tid, o.name
                else:
                    live.append(None)
                    if illegal is None:
                        illegal = []
                    illegal.append((tid, prob))
                if o is not None:
                    controller_before[tid] = o.controller
        self._controller_before = controller_before
        effects = item.effects
        creator = item.creator
        gone = None  # "me" / "it" (the host, the trigger's subject) as another object or gone
        if not is_spell:
            for eff in effects:
                t = eff.target
                if t.__class__ is str:
                    if t == "self":  # _ref_holds(item, "self") inlined: every Brute trigger
                        h = objects.get(item.host) if item.host else None
                        if h is not None and h.zone == "board" and (
                                item.host_inc is None or h.inc == item.host_inc):
                            continue
                    elif self._ref_holds(item, t):
                        continue
                    gone = (t,)
                    break
            if creator is not None and not self.is_same(item.subject, item.subject_inc, "board"):
                gone = ("subject",)
        if illegal is not None or gone is not None:
            effects = self._skip_illegal(item, live, illegal or [], gone)
        else:
            if first_live:
                target, target_name = first_live, first_name
            else:
                target = item.subject
                target_name = self.name(target) if target else None
            self.emit(
                "resolve",
                target=target,
                target_name=target_name,
                sources=(item.ref,),
                responsible=item.controller,
                rules=("390", "392") if creator is not None else (),
                text=f"{item.ref.name}{' (delayed ability)' if creator else ''} resolves",
            )
        if creator is not None:
            # Imperial Decree's delayed trigger: kill the unit that took damage, if it is still
            # that object on the board (124, 359.3.f.3: "it" is the unit of the trigger event)
            if gone is None:
                self.kill_units(
                    [(item.subject, (item.ref, item.creator), item.controller)],
                    reason="kill_instruction",
                    rules=("390.2", "428.5.b", "428.5.d"),
                )
        else:
            for eff in effects:
                # run_effect(item, eff, live) inlined (its op-name cache, the same lookup)
                name = OP_NAMES.get(eff.op)
                if name is None:
                    self.run_effect(item, eff, live)
                else:
                    getattr(self, name)(item, eff, live)
        if is_spell:
            sp = self.objects.get(item.ref.id)
            if sp is not None and sp.zone == "chain":
                new = copy_obj(sp)  # evolve(sp.id, zone="trash", at=None), cheaper
                new.zone = "trash"
                new.at = None
                self.put(new, sp)
        self.answers = saved

    def _ref_holds(self, item: ChainItem, which: str) -> bool:
        """Whether "me" (the host, `self`) or "it" (the trigger's subject) is still that object
        on the board (124, 359.3.e.4)."""
        if which == "self":
            return self.is_same(item.host, item.host_inc, "board")
        if which == "subject":
            return self.is_same(item.subject, item.subject_inc, "board")
        return True

    def _skip_illegal(self, item: ChainItem, live: list, illegal: list, gone) -> tuple:
        """Do as much as you can (055, 359.3.e.5): the instructions that need an illegal target
        are skipped (359.3.e.7), with those linked to it (359.3.e.14.a) and those reading a value
        from it (359.3.e.12); the others are returned, to run. With every target illegal the item
        has a `fizzle` event saying what was skipped (SPEC section 2), else its `resolve` says it.

        `illegal`: (target id, why) of each illegal target; `gone`: set when "me" or "it" is no
        longer the object the item was about."""
        run, skipped, rules = [], [], ["359.3.e.1", "359.3.e.5"]
        n = len(live)
        for eff in item.effects:
            t = eff.target
            needs = [x for x in (t, eff.other) if x.__class__ is int and 0 < x <= n]
            if any(live[x - 1] is None for x in needs) or (
                    t.__class__ is str and not self._ref_holds(item, t)):
                skipped.append(effect_words(eff))
                why = ("359.3.e.14.a" if eff.who == "target_controller"
                       else "359.3.e.12" if eff.other is not None else "359.3.e.7")
                if why not in rules:
                    rules.append(why)
            else:
                run.append(eff)
        reasons = [why for _tid, why in illegal]
        first_gone = None
        if gone is not None:
            oid = item.host if gone[0] == "self" else item.subject
            o = self.objects.get(oid) if oid else None
            first_gone = oid
            if o is None or o.zone != "board":
                reasons.append(f"{self.name(oid)} is no longer on the board")
            else:
                reasons.append(f"{o.name} left and came back: it is a new object")
            if item.creator is not None:
                skipped.append("the kill")
            rules.append("359.3.e.6")
        if any("new object" in r for r in reasons):
            rules += ["124", "359.3.e.2", "359.3.e.4"]
        elif illegal:
            rules.append("359.3.e.2")
        names = "; ".join(reasons)
        what = " and ".join(skipped) or "nothing"
        verb = "are" if len(skipped) > 1 else "is"
        none_left = all(t is None for t in live)
        first = next((t for t in live if t is not None), None)
        if none_left:
            if not run:
                rules.append("359.3.e.10")
            rest = "; the rest still happens" if run else "; it does nothing"
            target = illegal[0][0] if illegal else first_gone
            self.emit(
                "fizzle",
                target=target,
                target_name=self.name(target) if target else None,
                sources=(item.ref,),
                responsible=item.controller,
                rules=tuple(rules),
                text=f"{item.ref.name}{' (delayed ability)' if item.creator else ''}: "
                     + (f"its target{'s are' if len(illegal) > 1 else ' is'} no longer legal ({names})"
                        if illegal else names)
                     + f"; {what} {verb} skipped{rest}",
            )
        else:
            rules.append("359.3.e.8")
            self.emit(
                "resolve",
                target=first,
                target_name=self.name(first),
                sources=(item.ref,),
                responsible=item.controller,
                rules=tuple(rules),
                text=f"{item.ref.name} resolves; a target is no longer legal ({names}): "
                     f"{what} {verb} skipped",
            )
        return tuple(run)

    # -- moves and attachments --------------------------------------------------------------------
    def might_snapshot(self) -> dict[str, int]:
        st = self
        return {o.id: might(st, o) for o in self.on_board() if o.kind == "unit"}

    def emit_might_changes(self, before: dict[str, int], sources=()) -> None:
        """A `might` event for each unit on the board whose current Might changed."""
        st = self
        for uid in sorted(before, key=lambda u: self.objects[u].order):
            o = self.objects[uid]
            if o.zone != "board":
                continue
            now = might(st, o)
            if now != before[uid]:
                self.dirty.add(uid)
                self.emit(
                    "might",
                    target=uid,
                    target_name=o.name,
                    amount=now,
                    sources=tuple(sources),
                    rules=("143.2",),
                    text=f"{o.name}'s Might {before[uid]} -> {now}",
                )

    def move_unit(self, uid: str, dest: str | None, *, responsible, sources=()) -> None:
        u = self.objects[uid]
        if dest is None:
            raise IllegalAction(f"moving {u.name} needs a destination (`to`: a battlefield id or \"base\")")
        if dest != "base":
            bf = self.objects.get(dest)
            if bf is None or bf.kind != "battlefield":
                raise IllegalAction(f"{dest!r} is not a battlefield or \"base\"")
        if u.at == dest:
            if sources:
                return  # it got there in the meantime: an effect's move does nothing
            raise IllegalAction(f"{u.name} is already {'in its base' if dest == 'base' else 'at ' + self.name(dest)}")
        before = self.might_snapshot()
        self.evolve(uid, at=dest)
        for eid in u.equipment:
            self.evolve(eid, at=dest)
        self.dirty_all = True
        self.emit(
            "move",
            target=uid,
            target_name=u.name,
            sources=tuple(sources),
            responsible=responsible,
            rules=("446", "449") if sources else (),
            text=f"{u.name} moves from {'base' if u.at == 'base' else self.name(u.at)} to "
                 f"{'base' if dest == 'base' else self.name(dest)}" + ("" if sources else " (sandbox edit)"),
        )
        self.emit_might_changes(before, sources=sources)

    def attach(self, gid: str, uid: str, *, responsible, sources=()) -> None:
        g, u = self.objects[gid], self.objects[uid]
        if not (g.card and g.card.equipment):
            raise IllegalAction(f"{g.name} is not an Equipment; only Equipment attaches (818)")
        if u.kind != "unit" or u.zone != "board":
            raise IllegalAction(f"{u.name} is not a unit on the board")
        if g.attached_to == uid:
            return  # 434.1.g
        before = self.might_snapshot()
        if g.attached_to:
            old = self.objects[g.attached_to]
            self.evolve(old.id, equipment=tuple(e for e in old.equipment if e != gid))
        self.evolve(gid, attached_to=uid, at=u.at)
        self.evolve(uid, equipment=self.objects[uid].equipment + (gid,))
        self.dirty_all = True
        self.emit(
            "attach",
            target=uid,
            target_name=u.name,
            sources=tuple(sources) or (self.ref(g),),
            responsible=responsible,
            rules=("434", "718.3", "718.4") + (("818",) if sources else ()),
            text=f"{g.name} is attached to {u.name}" + ("" if sources else " (sandbox edit)"),
        )
        self.emit_might_changes(before, sources=(self.ref(g),))
