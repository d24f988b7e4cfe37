"""The one place every Deal goes through (417, 437, 712-715)."""

from __future__ import annotations

import attrs

from . import spell_bonus
from .carddefs import YOUR_BONUS_DAMAGE
from .events import Modifier, Ref
from .might import ability_pairs, bonus_damage, stops_enemy_spell_damage, takes_no_damage
from .state import ChainItem, Prevent
from .values import Value, evolve


@attrs.frozen(repr=False)
class Credit(Value):
    """What a kill in the Cleanup after a Deal is attributed to (428.5.c): the objects credited,
    the responsible player, and the rules that say so."""

    refs: tuple[Ref, ...]
    responsible: str | None
    rules: tuple[str, ...] = ("428.5.c", "428.5.c.1")
    inc: int = 0  # the unit as the object it was then: a unit that came back is new (124)
    #: "for each unit this kills, do this" (Alpha Strike): the ability (a ChainItem) that
    #: triggers once for each unit this Deal's damage kills in the Cleanup that follows
    then: object = None


#: unit id -> the Credit a following Cleanup gives a kill of that unit
Credits = dict


@attrs.frozen(repr=False)
class Dealt(Value):
    """What one Deal did: (unit, amount) pairs, and the credit each unit's kill gets in the
    Cleanup that follows."""

    amounts: tuple[tuple[str, int], ...] = ()
    credits: Credits = attrs.field(factory=dict, eq=False)


def _refs_text(refs) -> tuple[str, str]:
    """How the sources read in a sentence, and the verb agreeing with them."""
    if refs and refs[0].kind == "ability":
        return f"{refs[0].name}'s ability", "deals"
    if len(refs) == 1:  # the usual one source: no list of names to make
        return refs[0].name, "deals"
    names = [r.name for r in refs]
    if len(names) > 1:
        return ", ".join(names[:-1]) + " and " + names[-1], "deal"
    return (names[0] if names else "Something"), "deals"


#: the kind of the state's delayed entry that prevents all spell and ability damage for the
#: rest of the turn (Unyielding Spirit; the end of the turn empties the list, 317.2.c)
NO_SPELL_DAMAGE = "no_spell_damage"


def spell_damage_stopped(txn) -> Ref | None:
    """The spell or ability whose effect prevents all damage of spells and abilities this turn,
    or None."""
    for d in txn.delayed:
        if d.trigger == NO_SPELL_DAMAGE:
            return d.creator
    return None


def deal(
    txn,
    amounts: list[tuple[str, int]],
    *,
    sources: tuple[Ref, ...],
    responsible: str | None,
    credit: tuple[Ref, ...],
    by_spell_or_ability: bool,
    combat: bool = False,
    rules: tuple[str, ...] = (),
    split_bonus: dict[str, list[tuple]] | None = None,
    split_rule: str = "715.3",
) -> Dealt:
    """One Deal action to one or more units at the same time (417).

    `credit` is what a kill in the following Cleanup is attributed to (428.5.c): the spell or
    the ability and its host, or nothing when a unit was told to deal the damage (417.6.b.3).
    `split_bonus` is given by a Deal that splits its damage: the Bonus Damage was added once, to
    the amount split (715.3), so each unit's amount already holds it; the map says, per unit,
    which (source, points) of its amount are that Bonus Damage, and no more is added here.
    `split_rule` is the rule its event cites for that Bonus Damage (a spell's own Bonus Damage
    given the same way, not split: 715.1).
    """
    dealt: list[tuple[str, int]] = []
    rs = txn.rs
    for uid, base in amounts:
        u = txn.objects.get(uid)
        if u is None or u.zone != "board" or u.kind != "unit" or base < 1:
            continue
        stopper = (spell_damage_stopped(txn) if by_spell_or_ability and not combat
                   and txn.delayed else None)
        if stopper is not None:  # "prevent all spell and ability damage this turn" (437.4)
            txn.emit("prevented", target=uid, target_name=u.name, amount=0,
                     sources=sources, responsible=responsible, rules=("437.1.b", "437.4", "437.7"),
                     text=f"{u.name} is dealt nothing: {stopper.name} prevents all spell and "
                          f"ability damage this turn")
            continue
        guard = (stops_enemy_spell_damage(txn, u, responsible)
                 if by_spell_or_ability and not combat
                 and "no_enemy_spell_damage" in txn.static_ops else None)
        if guard is not None:  # "prevent all damage enemy spells and abilities would deal to me"
            txn.emit("prevented", target=uid, target_name=u.name, amount=0, sources=sources,
                     responsible=responsible, rules=("437.1.b", "437.4", "002"),
                     text=f"{u.name} is dealt nothing: {guard.name} prevents all damage enemy "
                          f"spells and abilities would deal to it")
            continue
        immune = takes_no_damage(txn, u) if "no_damage" in txn.static_ops else None
        if immune is not None:  # "I don't take damage": nothing is dealt (002, 465.2.c.10)
            txn.emit("prevented", target=uid, target_name=u.name, amount=0, sources=sources,
                     responsible=responsible, combat=combat, rules=("002", "417.1.e.1"),
                     text=f"{u.name} doesn't take damage ({immune.name}): none is dealt")
            continue
        mods: list[Modifier] = []
        bonus_names: list[str] = []
        bonus = 0
        if split_bonus is not None:
            # 715.3: already in the amount split; only named here, so the event shows it
            for src, amt in split_bonus.get(uid, ()):
                base -= amt
                bonus += amt
                bonus_names.append(src.name)
                mods.append(Modifier(kind="bonus", amount=amt, source=txn.ref(src)))
        elif by_spell_or_ability and not combat:
            # 712-715: Bonus Damage adds to damage a spell or ability deals (and to the damage
            # of a spell given it by an earlier ability, Ravenborn Tome)
            found = bonus_damage(txn, u)
            if txn.hooks.get(YOUR_BONUS_DAMAGE):  # a permanent's "your spells deal 1 Bonus Damage"
                found = found + spell_bonus.yours(txn, responsible)
            if txn.delayed:
                found = found + spell_bonus.bonus_of(txn, sources)
            for src, amt in found:
                bonus += amt
                bonus_names.append(src.name)
                mods.append(Modifier(kind="bonus", amount=amt, source=txn.ref(src)))
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
                mods.append(Modifier(kind="prevent", amount=-take, source=p.source))
                if p.remaining is not None and p.remaining - take > 0:
                    kept.append(Prevent(remaining=p.remaining - take, source=p.source))
                elif p.remaining is None and not p.once:
                    kept.append(p)  # "All" stays "All" (437.3.c); a "next time" one is spent
            new_prevents = tuple(kept)
            if rs.prevent_includes_bonus:
                amount = total - prevented
            else:
                amount = (base - prevented + bonus) if base - prevented > 0 else 0
                if amount == 0:
                    mods = [m for m in mods if m.kind != "bonus"]
        else:
            amount = total
        who, verb = _refs_text(sources)
        if amount < 1:
            # 417.1.e / 437.4: nothing is dealt, no damage event, no trigger.
            if new_prevents != prevents:
                txn.evolve(uid, prevents=new_prevents)
            rule = ("417.1.e.1", "437.2.a", "437.4")
            if bonus and not rs.prevent_includes_bonus:
                rule = rule + ("715.4",)
            elif bonus:
                rule = rule + ("715.4.a", "437.1.a.1")
            txn.emit(
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
        seq = txn.seq + 1
        marked_by = u.marked_by if responsible in (None, *u.marked_by) else \
            u.marked_by + (responsible,)  # "their damage" (142.3, 142.3.a)
        txn.put(evolve(u, damage=u.damage + amount, prevents=new_prevents,
                       damage_log=u.damage_log + (seq,), dealt_damage_this_turn=True,
                       marked_by=marked_by), u)
        detail = []
        if bonus and amount:
            detail.append(f"{base} + {bonus} Bonus Damage from " + ", ".join(bonus_names))
        if prevented:
            detail.append(f"{prevented} prevented by " + ", ".join(m.source.name for m in mods if m.kind == "prevent"))
        text = f"{who} {verb} {amount} to {u.name}" + (f" ({'; '.join(detail)})" if detail else "")
        rule = rules
        if bonus:
            rule = rule + ((split_rule,) if split_bonus is not None else ("715.1",))
        if prevented:
            rule = rule + ("437.2", "437.3")
            if bonus and rs.prevent_includes_bonus:
                rule = rule + ("715.4.a", "437.1.a.1")
        txn.emit(
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
        dealt.append((uid, amount))
    objects = txn.objects
    # built in the loop: a dict comprehension here would read `credit`, `responsible` and
    # `objects`, and make a cell for each of them on every Deal
    credits = {}
    for uid, _amount in dealt:
        damage_triggers(txn, uid)
        credits[uid] = Credit(refs=credit, responsible=responsible, inc=objects[uid].inc)
    return Dealt(amounts=tuple(dealt), credits=credits)


def _without_delayed(delayed: tuple, d) -> tuple:
    """The delayed abilities but `d` (apart from damage_triggers: no closure made there)."""
    return tuple([x for x in delayed if x is not d])


def damage_triggers(txn, uid: str) -> None:
    """Queue "when I take damage" abilities and delayed triggers for a unit dealt damage."""
    u = txn.objects[uid]
    step = txn.step
    if u.equipment:
        numbered = [(n, ab, eid) for n, (ab, eid) in enumerate(ability_pairs(txn, u), start=1)
                    if ab.kind == "triggered" and ab.trigger == "take_damage" and ab.zone == "board"]
    elif u.card is not None:
        numbered = [(n, ab, None) for n, ab in u.card.own_triggers("take_damage", "board")]
    else:
        numbered = ()
    for n, ab, eid in numbered:
        ref = Ref.of_ability(uid, n, u.name, u.controller, granted_by=eid)
        # "me" and "it" are this object, not a later one with the same id (124)
        txn.pending.append(
            ChainItem(ref=ref, controller=u.controller, kind="trigger", host=uid,
                      effects=ab.effects, step=step, subject=uid, granted_by=eid,
                      host_inc=u.inc, subject_inc=u.inc)
        )
    for d in txn.delayed:
        if d.trigger == "take_damage":
            if d.only is not None and (d.only != uid or d.only_inc != u.inc):
                continue  # it waits for another unit (or for that unit as the object it was)
            if d.once:  # "the next time": used up now
                txn.delayed = _without_delayed(txn.delayed, d)
            txn.pending.append(
                ChainItem(
                    ref=d.ref,
                    controller=d.controller,
                    kind="trigger",
                    host=d.ref.host,
                    effects=d.effects,
                    step=txn.step,
                    creator=d.creator,
                    waits=d.trigger,
                    subject=uid,
                    subject_inc=u.inc,  # "kill it": this object, not a later one (124)
                )
            )
