"""The one place every Deal goes through (417, 437, 712-715)."""

from __future__ import annotations

from .events import Modifier, Ref
from .might import ability_pairs, own_triggers, static_reaches
from .state import ChainItem, Prevent
from .txn import copy_obj


def _refs_text(refs) -> tuple[str, str]:
    """How the sources read in a sentence, and the verb agreeing with them."""
    if refs and refs[0].kind == "ability":
        return f"{refs[0].name}'s ability", "deals"
    names = [r.name for r in refs]
    if len(names) > 1:
        return ", ".join(names[:-1]) + " and " + names[-1], "deal"
    return (names[0] if names else "Something"), "deals"


class DamageMixin:
    """Deal damage: Bonus Damage, prevention, valid damage, events, then "take damage" triggers."""

    def deal(
        self,
        amounts: list[tuple[str, int]],
        *,
        sources: tuple[Ref, ...],
        responsible: str | None,
        credit: tuple[Ref, ...],
        by_spell_or_ability: bool,
        combat: bool = False,
        rules: tuple[str, ...] = (),
    ) -> list[tuple[str, int]]:
        """One Deal action to one or more units at the same time; returns (unit, dealt) pairs.

        `credit` is what a kill in the following Cleanup is attributed to (428.5.c): the spell or
        the ability and its host, or nothing when a unit was told to deal the damage (417.6.b.3).
        """
        dealt: list[tuple[str, int]] = []
        rs = self.rs
        for uid, base in amounts:
            u = self.objects.get(uid)
            if u is None or u.zone != "board" or u.kind != "unit" or base < 1:
                continue
            mods: list[Modifier] = []
            bonus_names: list[str] = []
            bonus = 0
            statics = self.statics
            if by_spell_or_ability and not combat and statics:
                # bonus_damage(self, u) inlined (the benchmark's Void Gate: every other Deal)
                objects = self.objects
                for sid in statics:
                    src = objects[sid]
                    if src.zone != "board" or src.attached_to is not None:
                        continue  # 718.2
                    for st in src.card.text.statics:
                        if st.op == "bonus_damage" and static_reaches(st, src, u):
                            amt = st.amount
                            if amt > 0:
                                bonus += amt
                                bonus_names.append(src.name)
                                mods.append(Modifier("bonus", amt, Ref(src.id, src.kind, src.name,
                                                                       src.controller)))
            total = base + bonus
            prevents = u.prevents
            new_prevents = prevents
            prevented = 0
            if prevents:
                # 1.4: Prevent counts the Bonus Damage (715.4.a, 437.1.a.1). 1.3: Bonus Damage is
                # added only to damage that got past prevention (417.1.e.1, 715.4).
                left = total if rs.prevent_includes_bonus else base
                kept = []
                for p in prevents:
                    if left <= 0:
                        kept.append(p)
                        continue
                    take = left if p.remaining is None else min(p.remaining, left)
                    left -= take
                    prevented += take
                    mods.append(Modifier("prevent", -take, p.source))
                    if p.remaining is not None and p.remaining - take > 0:
                        kept.append(Prevent(p.remaining - take, p.source))
                    elif p.remaining is None:
                        kept.append(p)
                new_prevents = tuple(kept)
                if rs.prevent_includes_bonus:
                    amount = total - prevented
                else:
                    amount = (base - prevented + bonus) if base - prevented > 0 else 0
                    if amount == 0:
                        mods = [m for m in mods if m.kind != "bonus"]
            else:
                amount = total
            if len(sources) == 1:  # _refs_text's common case
                r = sources[0]
                who, verb = (r.name + "'s ability" if r.kind == "ability" else r.name), "deals"
            else:
                who, verb = _refs_text(sources)
            if amount < 1:
                # 417.1.e / 437.4: nothing is dealt, no damage event, no trigger.
                if new_prevents != prevents:
                    self.evolve(uid, prevents=new_prevents)
                rule = ("417.1.e.1", "437.2.a", "437.4")
                if bonus and not rs.prevent_includes_bonus:
                    rule = rule + ("715.4",)
                elif bonus:
                    rule = rule + ("715.4.a", "437.1.a.1")
                self.emit(
                    "prevented",
                    target=uid,
                    target_name=u.name,
                    amount=0,
                    sources=sources,
                    responsible=responsible,
                    combat=combat,
                    modifiers=tuple(mods),
                    rules=rule,
                    text=f"{who}'s {total if rs.prevent_includes_bonus else base} to {u.name} is prevented entirely: no damage is dealt",
                )
                continue
            seq = self.seq + 1
            new = copy_obj(u)
            new.damage = u.damage + amount
            new.prevents = new_prevents
            new.damage_log = u.damage_log + (seq,)
            self.put(new, u)
            self.dirty.add(uid)
            detail = []
            if bonus and amount:
                detail.append(f"{base} + {bonus} Bonus Damage from " + ", ".join(bonus_names))
            if prevented:
                detail.append(f"{prevented} prevented by " + ", ".join(m.source.name for m in mods if m.kind == "prevent"))
            text = f"{who} {verb} {amount} to {u.name}" + (f" ({'; '.join(detail)})" if detail else "")
            rule = rules
            if bonus:
                rule = rule + ("715.1",)
            if prevented:
                rule = rule + ("437.2", "437.3")
                if bonus and rs.prevent_includes_bonus:
                    rule = rule + ("715.4.a", "437.1.a.1")
            self.emit(
                "damage",
                target=uid,
                target_name=u.name,
                amount=amount,
                sources=sources,
                responsible=responsible,
                combat=combat,
                modifiers=tuple(mods),
                rules=rule,
                text=text,
            )
            self.last_damage[uid] = (credit, responsible)
            dealt.append((uid, amount))
        for uid, _amount in dealt:
            self._damage_triggers(uid)
        return dealt

    def _damage_triggers(self, uid: str) -> None:
        """Queue "when I take damage" abilities and delayed triggers for a unit dealt damage."""
        u = self.objects[uid]
        step = self.step
        if u.equipment:
            numbered = [(n, ab, eid) for n, (ab, eid) in enumerate(ability_pairs(self, u), start=1)
                        if ab.kind == "triggered" and ab.trigger == "take_damage" and ab.zone == "board"]
        elif u.card is not None:
            # own text only: the matching abilities are found once per card
            numbered = [(n, ab, None) for n, ab in own_triggers(u.card, "take_damage", "board")]
        else:
            numbered = ()
        for n, ab, eid in numbered:
            # positional: Ref(id, kind, name, controller, host, granted_by) and ChainItem(ref,
            # controller, kind, host, effects, targets, answers, step, creator, subject, granted_by,
            # target_incs, host_inc, subject_inc): "me" is this object, not a later one (124)
            ref = Ref(f"{uid}#{n}", "ability", u.name, u.controller, uid, eid)
            self.pending.append(
                ChainItem(ref, u.controller, "trigger", uid, ab.effects, (), None, step, None, uid, eid,
                          (), u.inc, u.inc)
            )
        for d in self.delayed:
            if d.trigger == "take_damage":
                self.pending.append(
                    ChainItem(
                        ref=d.ref,
                        controller=d.controller,
                        kind="trigger",
                        host=d.ref.host,
                        effects=(),
                        step=self.step,
                        creator=d.creator,
                        subject=uid,
                        subject_inc=u.inc,  # "kill it": this object, not a later one (124)
                    )
                )
