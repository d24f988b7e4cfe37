"""Cleanups (318-324), kills and their attribution (428), death replacements (367-370)."""

from __future__ import annotations

from . import moves, triggers, turns
from .conditions import with_conditions
from .events import ConditionHeld
from .might import deathknell_again, is_lethal, replacements, static_reaches
from .state import BOARD_ZONES
from .values import evolve


# -- leaving the board -------------------------------------------------------------------
def banishment(txn) -> str:
    """The zone a banished card goes to: its owner's banishment (108.6, 427.1) in format 2;
    format 1 keeps no banishment, so there the card is taken out of the game (`removed`)."""
    return "banished" if txn.game is not None else "removed"


def leave_board(txn, uid: str, zone: str, edit: bool = False) -> None:
    """Put a board object in another zone: it becomes a new object (124) that keeps its id;
    attached cards detach and stay where it was (719.5, 435.4.b). Its "when this leaves the
    board" abilities trigger, unless it is a sandbox edit (`edit`)."""
    o = txn.objects[uid]
    where = o.at
    for eid in o.equipment:
        txn.evolve(eid, attached_to=None, at=where)
    if o.attached_to:
        host = txn.objects.get(o.attached_to)
        if host is not None:
            txn.evolve(host.id, equipment=tuple(e for e in host.equipment if e != uid))
    # the object it becomes is new (124): no credit kept for the old one applies to it
    if o.token:
        zone = "removed"  # a token that leaves the board ceases to exist (186.1)
    owner = o.owner
    txn.evolve(
        uid,
        zone=zone,
        at=None,
        damage=0,
        damage_log=(),
        marked_by=(),
        buffed=False,
        exhausted=False,
        attached_to=None,
        equipment=(),
        mods=(),
        prevents=(),
        shields=(),
        stunned=False,
        empowered=False,
        granted=(),  # 124.1: granted keywords are no longer granted
        moves=0,
        moved_from=None,
        dealt_damage_this_turn=False,
        times_empowered=0,
        attached_this_turn=False,
        once_fired=(),
        named=None,
        controller=owner if zone in ("trash", "hand") else o.controller,
    )
    leave_combat(txn, uid)
    if not edit:
        from .ops.cardsO_words import left_board_triggers  # the ops package imports this one
        left_board_triggers(txn, o)


def leave_combat(txn, uid: str) -> None:
    """A unit that leaves the board or is recalled is no longer an attacker or defender."""
    c = txn.combat
    if c is not None and (uid in c.attackers or uid in c.defenders):
        txn.set_combat(evolve(c, attackers=c.attackers - {uid}, defenders=c.defenders - {uid}))

# -- kills --------------------------------------------------------------------------------
def kill_units(txn, kills, *, reason: str, combat: bool = False, rules=()) -> list[str]:
    """Kill objects at the same time. `kills` holds (id, credit refs, responsible player).

    Death replacements apply first (Unlicensed Armory, Guardian Angel); a replaced death is
    not a kill and satisfies nothing (seed 001 FAQ). Returns the ids actually killed."""
    killed = []
    snapshots = {}
    for kill in kills:
        uid, credit, responsible = kill[:3]
        o = txn.objects.get(uid)
        if o is None or o.zone != "board":
            continue
        if o.kind == "unit" and _replace_death(txn, uid):
            continue
        snapshots[uid] = (o, credit, responsible, kill[3] if len(kill) > 3 else tuple(rules))
    objects = txn.objects
    statics_leave = any((o.card is not None and o.card.text.statics)
                        or any(objects[e].card.static_source for e in o.equipment)
                        for o, _c, _r, _k in snapshots.values())
    before = moves.might_snapshot(txn) if statics_leave else None
    # Deathknell triggering again (Karthus, Eternal) is read before any of them leaves: a
    # passive ability of one dying with them still counts (808.1.d.2)
    again = {uid: deathknell_again(txn, o) for uid, (o, _c, _r, _k) in snapshots.items()}
    # ... and so are their Deathknells' conditions: "if I didn't die alone" sees the friendly
    # units dying at the same time (Loyal Poro; 428.1.a.1.b)
    held = {uid: triggers.death_conditions(txn, o) for uid, (o, _c, _r, _k) in snapshots.items()}
    # Might as it was at the check, before any of these units left (the text shows it)
    might_then = {uid: txn.might(o) for uid, (o, _c, _r, _k) in snapshots.items()} if reason == "lethal_damage" else {}
    for uid, (o, credit, responsible, own_rules) in snapshots.items():
        zone = "trash"
        leave_board(txn, uid, zone)
        if credit:
            by = ", ".join(r.name + ("'s ability" if r.kind == "ability" else "") for r in credit[:1])
            cred = f"credited to {', '.join(r.id for r in credit)}"
        else:
            by = None
            cred = "credited to nothing"
        who = f"{txn.pname(responsible)} responsible" if responsible else "nobody responsible"
        if reason == "lethal_damage":
            what = f"{o.name} dies with lethal damage ({o.damage} marked, Might {might_then[uid]})"
            rule = ("323.5", "428.1.a.2") + tuple(r for r in own_rules if r not in ("323.5", "428.1.a.2"))
        else:
            what = f"{by or 'An effect'} kills {o.name}"
            rule = ("428.1.a.1", "428.5.b") + tuple(r for r in own_rules if r not in ("428.1.a.1", "428.5.b"))
        ev = txn.emit(
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
        if txn.game is not None and o.kind == "unit":  # "if a unit died this turn"
            turns.unit_died(txn, o.controller)
        triggers.death_triggers(txn, o, again[uid], held[uid])
        _after_kill(txn, ev, o)
    if snapshots:
        dead = [o for o, _c, _r, _k in snapshots.values()]
        triggers.friendly_death_triggers(txn, dead)
        triggers.enemy_death_triggers(txn, dead)
        from .ops.cardsO_words import after_kills  # the ops package imports this one
        after_kills(txn, [(o, r) for o, _c, r, _k in snapshots.values()])
    if before is not None:
        moves.emit_might_changes(txn, before)
    return killed


def _after_kill(txn, ev, o) -> None:
    """Record the "with" conditions of a kill (411.6) and queue what they trigger. They are about
    killing a unit: a gear killed by a spell satisfies none of them."""
    if o.kind != "unit":
        return
    held = with_conditions(txn, ev)
    for cond, player, obj in held:
        txn.conditions.append(
            ConditionHeld(condition=cond, player=player, unit=ev.target, object=obj,
                          step=ev.step, seq=ev.seq)
        )
    spell_killers = {p for c, p, _o in held if c == "killed_unit_with_spell"}
    for player in spell_killers:
        triggers.kill_triggers(txn, "kill_with_spell", player, ev)


def _shield_said(txn, kind: str, u, sh, rules: tuple, what: str) -> None:
    """A prevention shield's answer as `u` would die: declined, or the death replaced."""
    txn.emit(kind, target=u.id, target_name=u.name, sources=(sh.ref,), responsible=sh.controller,
             rules=rules, text=f"{u.name} would die; {what}")


def _replace_death(txn, uid: str) -> bool:
    """Apply the first death replacement that takes (file order); True if the death was replaced."""
    u = txn.objects[uid]
    options = []
    for i, sh in enumerate(u.shields):
        src = txn.objects.get(sh.ref.host)
        options.append((src.order if src else 0, "shield", i))
    for kind, eid in replacements(txn, u):
        options.append((txn.objects[eid].order, kind, eid))
    if txn.statics:
        options.extend(_static_saves(txn, u))
    options.sort(key=lambda t: t[0])
    for _order, kind, data in options:
        if kind == "shield":
            sh = u.shields[data]
            # SPEC section 2: the step during which the offer comes up answers it
            if txn.answers is not None:
                may = triggers.may_answer(txn, txn.answers, sh.controller,
                                          f"save {u.name} (heal, exhaust and recall it instead "
                                          "of its death)", sh.ref)
            else:
                may = sh.may if isinstance(sh.may, bool) else dict(sh.may).get(sh.controller, True)
            if not may:
                _shield_said(txn, "may_declined", u, sh, ("369", "383.3.a"),
                             f"{txn.pname(sh.controller)} declines {sh.ref.name}'s offer to save it")
                continue
            txn.evolve(uid, shields=tuple(s for j, s in enumerate(u.shields) if j != data))
            _shield_said(txn, "death_replaced", u, sh, ("369", "370.1.a.1", "390.3"),
                         f"{sh.ref.name}'s effect heals, exhausts and recalls it instead")
            _heal_exhaust_recall(txn, uid)
            return True
        if kind == "save":
            src, st = data
            decider = u.controller if st.may else (src.controller or u.controller)
            if st.may and txn.answers is not None and not triggers.may_answer(
                    txn, txn.answers, u.controller, f"save {u.name} instead of its death",
                    txn.ref(src)):
                txn.emit("may_declined", target=uid, target_name=u.name, sources=(txn.ref(src),),
                         responsible=u.controller, rules=("369", "371.2"),
                         text=f"{u.name} would die; {txn.pname(u.controller)} declines "
                              f"{src.name}'s offer to save it")
                continue
            txn.emit("death_replaced", target=uid, target_name=u.name, sources=(txn.ref(src),),
                     responsible=decider, rules=("369", "370.1.a.1", "370.4"),
                     text=f"{u.name} would die; {src.name}'s passive ability heals, exhausts and "
                          "recalls it instead")
            _pay_for_save(txn, src, st, uid)
            _heal_exhaust_recall(txn, uid)
            return True
        if kind == "guardian_angel":
            eq = txn.objects[data]
            if eq.zone != "board":
                continue
            ref = txn.ref(eq)
            txn.emit(
                "death_replaced",
                target=uid,
                target_name=u.name,
                sources=(ref,),
                responsible=u.controller,
                rules=("369", "370.1.a.1", "718.3"),
                text=f"{u.name} would die; {eq.name} is killed instead, and {u.name} is healed, exhausted and recalled",
            )
            before = moves.might_snapshot(txn)  # its Might bonus leaves with it (718.3)
            leave_board(txn, eq.id, "trash")
            txn.emit(
                "kill",
                target=eq.id,
                target_name=eq.name,
                responsible=u.controller,
                attributed_to=(ref,),
                reason="kill_instruction",
                rules=("428.1.a.1", "428.5.b"),
                text=f"{eq.name} is killed in place of {u.name} (its own effect text)",
            )
            moves.emit_might_changes(txn, before, sources=(ref,))
            _heal_exhaust_recall(txn, uid)
            return True
    return False


def _pay_for_save(txn, src, st, uid: str) -> None:
    """What a `save` costs, paid as it applies (369; Sett, The Boss): exhaust its source, spend
    the dying unit's buff."""
    ref = txn.ref(src)
    if "exhaust_source" in st.pay:
        txn.evolve(src.id, exhausted=True)
        txn.emit("exhaust", target=src.id, target_name=src.name, sources=(ref,),
                 responsible=src.controller, rules=("369",),
                 text=f"{src.name} exhausts (paying for its replacement)")
    if "kill_source" in st.pay:  # it dies in the unit's place: an active kill (428.1.a.1)
        before = moves.might_snapshot(txn)
        leave_board(txn, src.id, "trash")
        txn.emit("kill", target=src.id, target_name=src.name, responsible=src.controller,
                 attributed_to=(ref,), reason="kill_instruction",
                 rules=("428.1.a.1", "428.5.b", "369"),
                 text=f"{src.name} is killed in place of {txn.name(uid)} (its own replacement)")
        moves.emit_might_changes(txn, before, sources=(ref,))
    if "spend_buff" in st.pay:
        u = txn.objects[uid]
        before = moves.might_snapshot(txn)
        txn.evolve(uid, buffed=False)
        txn.emit("spend_buff", target=uid, target_name=u.name, sources=(ref,),
                 responsible=u.controller, rules=("143.2", "369"),
                 text=f"{u.name}'s buff is spent (paying for {src.name}'s replacement)")
        moves.emit_might_changes(txn, before, sources=(ref,))
        triggers.buff_spent(txn, u.controller, uid)


def _static_saves(txn, u) -> list:
    """Passive death replacements on the board that reach the dying unit (`save`): Soraka,
    Wanderer's "another unit you control here with less Might than me" (she saves units that
    die at the same time as her, 370.4), Altar of Blood's "a unit here during combat"."""
    out = []
    objects = txn.objects
    for sid in txn.statics:
        src = objects[sid]
        # a legend's replacement works from its Legend Zone (107.4)
        if src.zone not in BOARD_ZONES or src.attached_to is not None:
            continue
        for st in src.card.statics_by_op.get("save", ()):
            if not static_reaches(st, src, u, txn):
                continue
            if ("exhaust_source" in st.pay and src.exhausted) or (
                    "spend_buff" in st.pay and not u.buffed):
                continue  # its cost cannot be paid (203.3)
            if st.require == "weaker" and not txn.might(u) < txn.might(src):
                continue
            if st.require == "in_combat" and (txn.combat is None
                                              or txn.combat.battlefield != u.at):
                continue
            out.append((src.order, "save", (src, st)))
    return out


def _heal_exhaust_recall(txn, uid: str) -> None:
    u = txn.objects[uid]
    if u.damage:
        heal(txn, uid, rules=("418.1",))
    txn.evolve(uid, exhausted=True)
    recall(txn, uid)


def heal(txn, uid: str, rules=("418.1",), why: str = "") -> None:
    u = txn.objects[uid]
    amount = u.damage
    txn.evolve(uid, damage=0, damage_log=(), marked_by=())
    txn.emit("heal", target=uid, target_name=u.name, amount=amount, rules=rules,
             text=f"{u.name} is healed of {amount} damage" + (f" ({why})" if why else ""))


def recall(txn, uid: str, rules=("455", "456")) -> None:
    """Send a permanent to its controller's base; not a move (454-458)."""
    u = txn.objects[uid]
    if u.at == "base":
        return
    txn.evolve(uid, at="base")
    for eid in u.equipment:
        txn.evolve(eid, at="base")
    leave_combat(txn, uid)
    txn.emit(
        "recall",
        target=uid,
        target_name=u.name,
        rules=rules,
        text=f"{u.name} is recalled to {txn.pname(u.controller)}'s base (not a move)",
    )

# -- cleanup -------------------------------------------------------------------------------
#: the triggers that hear a unit's Might rise past a value (moves.might_moved, 709)
MIGHT_HOOKS = ("friendly_becomes_mighty", "might_reaches_ten")


def lethal_units(txn) -> list:
    """Units with lethal damage among those stored since the last look (142.4.b)."""
    # plain loops, not comprehensions: they would make a closure over `txn` on every call
    if txn.all_changed:
        cands = txn.on_board()
        txn.all_changed = False
    else:
        objects = txn.objects
        cands = []
        for u in txn.changed:
            if u in objects:
                cands.append(objects[u])
    txn.changed = set()
    out = []
    for o in cands:
        if o.zone == "board" and o.kind == "unit" and is_lethal(txn, o):
            out.append(o)
    if len(out) > 1:
        out.sort(key=lambda o: o.order)
    return out


def cleanup(txn, credits=None, *, combat: bool = False) -> None:
    """Perform Cleanups until nothing changes (318-324).

    `credits`: what the first Cleanup credits, unit by unit (the Credits of the Deals just
    made, 428.5.c); later Cleanups credit nothing. `combat`: the first Cleanup is the Combat
    Cleanup (466.1)."""
    first = True
    while True:
        if txn.hooks.get(MIGHT_HOOKS[0]) or txn.hooks.get(MIGHT_HOOKS[1]):
            moves.might_settled(txn)  # a Might change no event showed ("becomes Mighty", 709)
        kills = []
        for o in lethal_units(txn):
            got = credits.get(o.id) if first and credits else None
            if got is not None and got.inc == o.inc:
                kills.append((o.id, got.refs, got.responsible, got.rules))
            elif first and combat:
                kills.append((o.id, (), None, ("466.1", "411.2")))
            else:
                # lowered Might, a move, a sandbox edit or earlier damage: nobody's kill
                kills.append((o.id, (), None, ("428.5.c", "411.2")))
        changed = False
        if kills:
            names = ", ".join(map(txn.name, [k[0] for k in kills]))
            txn.emit(
                "cleanup",
                rules=("318", "323.4", "323.5") + (("466.1",) if first and combat else ()),
                combat=first and combat,
                text=("Combat Cleanup" if first and combat else "Cleanup") + f": lethal damage on {names}",
            )
            killed = kill_units(txn, kills, reason="lethal_damage", combat=first and combat)
            if first and credits:
                _for_each_kill(txn, credits, killed)
            changed = True
        if first and combat:
            _combat_cleanup_extra(txn)
            changed = True
        if txn.maybe_loose and _recall_loose_gear(txn):
            changed = True
        first = False
        if not changed and not txn.changed and not txn.all_changed:
            break
    if txn.game is not None:  # format 2: the steps the whole game adds (323.1, 323.6-323.10)
        turns.game_cleanup(txn)


def _for_each_kill(txn, credits, killed) -> None:
    """"For each unit this kills, do this": the Deal's ability triggers once for each unit its
    damage killed in this Cleanup (a "do this" ability, 428.5.d; Alpha Strike's XP)."""
    for uid in killed:
        got = credits.get(uid)
        if got is not None and got.then is not None:
            txn.pending.append(got.then)


def _recall_loose_gear(txn) -> bool:
    """323.7 / 457.1: unattached gear at a battlefield is recalled."""
    loose = [o for o in txn.on_board()
             if o.kind == "gear" and o.attached_to is None
             and o.at not in (None, "base")]
    txn.maybe_loose = False
    for g in sorted(loose, key=lambda o: o.order):
        recall(txn, g.id, rules=("323.7", "457.1"))
    return bool(loose)


def _combat_cleanup_extra(txn) -> None:
    """466.1.a.1 heal all units, then 466.1.a.2 recall attackers if defenders remain."""
    for o in txn.on_board():
        if o.kind == "unit" and o.damage:
            heal(txn, o.id, rules=("466.1.a.1",), why="Combat Cleanup heals all units")
    c = txn.combat
    if c is None:
        return
    here = [o for o in txn.on_board() if o.kind == "unit" and o.at == c.battlefield]
    defenders = [o for o in here if o.controller == c.defender]
    attackers = [o for o in here if o.controller == c.attacker]
    if defenders and attackers:
        # "if a combat you attack in ends in a tie, recall all units instead" (Symbol of the
        # Solari, 002): the defenders too, at the same time
        everyone = any(o.controller == c.attacker and o.card is not None
                       and o.card.attacker_tie_recalls_all for o in txn.on_board())
        recalled = here if everyone else attackers
        for o in sorted(recalled, key=lambda o: o.order):
            recall(txn, o.id, rules=("466.1.a.2", "455") + (("002",) if everyone else ()))
