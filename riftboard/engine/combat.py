"""Combat at a battlefield (459-466): designations, triggers, assignment, damage, Combat Cleanup."""

from __future__ import annotations

from . import chain, cleanup, damage, moves, triggers, turns
from .damage import Credit
from .errors import IllegalAction
from .might import (any_damage_kills, has_keyword, has_tank, might, stops_combat_damage,
                    takes_no_damage)
from .state import CombatInfo
from .values import evolve


def lethal_need(state, unit, by: str | None = None) -> float:
    """Damage that must be assigned to a unit for it to be lethal, counting marked damage and
    Prevent (465.2.c.3, 465.2.c.4, 437.5.a, 465.2.c.5); infinite under Prevent All (437.5.b).
    A "prevent the next time" replacement changes nothing here: the unit can still be dealt
    damage, so it is assigned as usual (465.2.c.10's Counter Strike example).
    `by`: the player assigning it: 1 when any of their damage is lethal to it (142.4.c)."""
    need = max(1, max(0, might(state, unit)) - unit.damage)
    if by is not None and any_damage_kills(state, unit, by):
        need = 1
    for p in unit.prevents:
        if p.once:
            continue
        if p.remaining is None:
            return float("inf")
        need += p.remaining
    return need


def combat_might(state, unit) -> int:
    """The Might a unit contributes to its side's combat damage (465.2): none while Stunned
    (423.1.b), none from a unit whose text says it deals no combat damage (002, Galio), or
    whom another's passive ability says so (Vilemaw)."""
    if unit.stunned or (unit.card is not None and unit.card.no_combat_damage):
        return 0
    if stops_combat_damage(state, unit) is not None:
        return 0
    return max(0, might(state, unit))


def _damage_sources(txn, givers: list[str]) -> tuple:
    """The units of one side that deal its combat damage (417.6.c.1, 428.5.c.2): those that
    contribute Might to it; a stunned unit (423.1.b), one whose text says it deals no combat
    damage, or one with Might 0 deals none, so it is no source and is credited with no kill."""
    return tuple(txn.ref(txn.objects[g]) for g in givers if combat_might(txn, txn.objects[g]) > 0)


def default_assignment(total: int, order: list[str], need: dict[str, float]) -> dict[str, int]:
    """Lethal first in order, the excess on the last unit (SPEC section 2)."""
    out = {u: 0 for u in order}
    left = total
    for u in order:
        if left <= 0:
            break
        give = int(min(need[u], left))
        out[u] = give
        left -= give
    if left > 0 and order:
        out[order[-1]] += left
    return out


def assignment_problem(amounts: dict[str, int], units: list[str], need: dict[str, float],
                       tank: dict[str, bool], names: dict[str, str],
                       backline: dict[str, bool] | None = None) -> str | None:
    """Why an assignment breaks 465.2.c (Tank first, Backline last, lethal before the next, no
    overkill while others remain), or None when some order of the amounts satisfies it."""
    got = [u for u in units if amounts.get(u, 0) > 0]
    if not got:
        return None
    if backline and any(backline.get(u) for u in got):
        short = next((u for u in units if not backline.get(u) and amounts.get(u, 0) < need[u]),
                     None)
        if short is not None:
            late = next(u for u in got if backline.get(u))
            return (f"{names[late]} (Backline) is assigned damage before {names[short]} has "
                    f"lethal damage assigned (465.2.c.6)")
    tanks = [u for u in units if tank[u]]
    problems = []
    for last in got:
        others = [u for u in got if u != last]
        bad = None
        for o in others:
            if amounts[o] != need[o]:
                kind = "more" if amounts[o] > need[o] else "less"
                bad = (
                    f"{names[o]} is assigned {amounts[o]}, {kind} than the {int(need[o])} that is lethal, "
                    f"while another unit is also assigned damage (465.2.c.3, 465.2.c.4)"
                )
                break
        if bad is None and amounts[last] > need[last] and len(got) != len(units):
            spare = next(u for u in units if u not in got)
            bad = (
                f"{names[last]} is assigned {amounts[last]}, more than the {int(need[last])} that is lethal, "
                f"while {names[spare]} could still be assigned damage (465.2.c.4)"
            )
        if bad is None and any(not tank[u] for u in got):
            missing = [t for t in tanks if t not in others]
            if missing:
                nt = next(u for u in got if not tank[u])
                bad = (
                    f"{names[nt]} is assigned damage before {names[missing[0]]} (Tank) has lethal damage "
                    f"assigned (815.1.c.2, 465.2.c.6)"
                )
        if bad is None:
            return None
        problems.append(bad)
    return problems[0]


def run_combat(txn, action) -> None:
    bf = txn.objects.get(action.battlefield)
    if bf is None or bf.kind != "battlefield":
        raise IllegalAction(f"{action.battlefield!r} is not a battlefield; a combat happens at a battlefield (459)")
    here = sorted(
        (o for o in txn.on_board() if o.kind == "unit" and o.at == bf.id),
        key=lambda o: o.order,
    )
    for uid in action.attackers + action.defenders:
        o = txn.objects.get(uid)
        if o is None or o.kind != "unit" or o.zone != "board":
            raise IllegalAction(f"{uid!r} is not a unit on the board")
        if o.at != bf.id:
            raise IllegalAction(f"{o.name} is not at {bf.name}, so it cannot take part in the combat there (323.2)")
    if action.attackers:
        attacker = txn.objects[action.attackers[0]].controller
    elif action.defenders:
        attacker = txn.other(txn.objects[action.defenders[0]].controller)
    else:
        attacker = txn.turn_player
    defender = txn.other(attacker)
    for uid in action.attackers:
        if txn.objects[uid].controller != attacker:
            raise IllegalAction("the attackers must all be units of one player (462)")
    for uid in action.defenders:
        if txn.objects[uid].controller != defender:
            raise IllegalAction(f"{txn.name(uid)} cannot defend: it is not a unit of {txn.pname(defender)} (464.2.c)")
    att = list(action.attackers) + [o.id for o in here if o.controller == attacker and o.id not in action.attackers]
    dfn = list(action.defenders) + [o.id for o in here if o.controller == defender and o.id not in action.defenders]
    if not att or not dfn:
        raise IllegalAction(
            f"a combat at {bf.name} needs units of both players there (461, 462); "
            f"{txn.pname(attacker if not att else defender)} has none"
        )
    if action.assign is not None:
        known = set(att) | set(dfn)
        for uid, amt in action.assign:
            if uid not in known:
                raise IllegalAction(f"assign: {txn.name(uid)} does not take part in this combat")
            if amt < 0:
                raise IllegalAction(f"assign: {txn.name(uid)} cannot be assigned a negative amount")
    game = txn.game
    if game is not None:  # format 2: the combat's showdown, then everyone passes at once
        sd = game.showdown
        if sd is None or sd.battlefield != bf.id or not sd.combat:
            turns.open_showdown(txn, bf.id, attacker, att, dfn)
            finish_combat(txn, action.assign, att, dfn)
        else:
            finish_combat(txn, action.assign)
        return
    begin_combat(txn, bf, attacker, defender, att, dfn)
    finish_combat(txn, action.assign, att, dfn)


def begin_combat(txn, bf, attacker: str, defender: str, att: list[str], dfn: list[str]) -> None:
    """The Combat Showdown Step's tasks (464.2): designate attacker and defender, then their
    attack and defend triggers go on the chain, the attacker's first, and resolve."""
    before = moves.might_snapshot(txn)
    txn.set_combat(CombatInfo(battlefield=bf.id, attacker=attacker, defender=defender,
                               attackers=frozenset(att), defenders=frozenset(dfn)))
    txn.emit(
        "combat_start",
        target=bf.id,
        target_name=bf.name,
        responsible=attacker,
        rules=("464.2.c", "464.2.c.3"),
        text=f"Combat at {bf.name}: {txn.pname(attacker)} attacks with {', '.join(txn.name(u) for u in att)}; "
             f"{txn.pname(defender)} defends with {', '.join(txn.name(u) for u in dfn)}",
    )
    moves.emit_might_changes(txn, before)
    # 464.2.e.1: the attacking player's triggers go on the chain first
    triggers.combat_triggers(txn, att, dfn)
    if bf.controller == defender:  # "when you defend here" (a battlefield's, Fortified Position)
        triggers.host_triggers(txn, bf, "you_defend_here")
    # "when you defend at a battlefield" (Loyal Pup): its player's permanents, wherever they are
    triggers.controller_triggers(txn, defender, "you_defend", subject=bf.id)
    triggers.battlefield_triggers(txn, bf, "combat_starts_here")  # Threshold of the Gray
    triggers.flush_pending(txn, first=(attacker, defender))
    chain.resolve_chain(txn)


def finish_combat(txn, assign, att: list[str] | None = None, dfn: list[str] | None = None) -> None:
    """Every player has passed: the Combat Damage Step (465) and the Resolution Step (466).
    `att`, `dfn`: the order the step named the units in (the default assignment follows it);
    else file order."""
    c = txn.combat
    bf = txn.objects[c.battlefield]
    if att is None:
        att = sorted(c.attackers, key=lambda u: txn.objects[u].order)
    if dfn is None:
        dfn = sorted(c.defenders, key=lambda u: txn.objects[u].order)
    # "when a combat I was in ends" (466.7): the units in it as its damage is dealt, each the
    # object it is now (124)
    was_in = [(o.id, o.inc) for o in sorted((txn.objects[u] for u in c.attackers | c.defenders),
                                              key=lambda o: o.order)]
    credits = _combat_damage(txn, assign, att, dfn)
    seq_cleanup = txn.seq
    cleanup.cleanup(txn, credits, combat=True)
    triggers.flush_pending(txn)
    chain.resolve_chain(txn)
    combat_result(txn, seq_cleanup)
    if txn.game is not None:
        turns.combat_resolved(txn, bf.id)
    before = moves.might_snapshot(txn)
    txn.set_combat(None)
    for o in txn.on_board():  # "this combat" keywords and Might changes end with it
        if o.granted and any(g.this_combat for g in o.granted):
            txn.evolve(o.id, granted=tuple(g for g in o.granted if not g.this_combat))
        if o.mods and any(m.this_combat for m in o.mods):
            txn.evolve(o.id, mods=tuple(m for m in o.mods if not m.this_combat))
    txn.emit("combat_end", target=bf.id, target_name=bf.name, rules=("466.7", "466.7.a"),
              text=f"Combat at {bf.name} ends")
    moves.emit_might_changes(txn, before)
    _combat_ended_triggers(txn, was_in)
    if txn.game is not None:
        turns.combat_over(txn, bf.id)
    cleanup.cleanup(txn)
    triggers.flush_pending(txn)
    chain.resolve_chain(txn)


def _combat_ended_triggers(txn, was_in) -> None:
    """"When a combat that I was in ends" (466.7, 466.7.b): queued for each unit that was in it
    and is still the same object on the board; they go on the chain in the Cleanup after."""
    for uid, inc in was_in:
        u = txn.objects.get(uid)
        if u is not None and u.zone == "board" and u.inc == inc:
            triggers.host_triggers(txn, u, "combat_ends_self")


def combat_result(txn, since: int) -> None:
    """466.3: a player who was attacker or defender wins when they are the only player with
    units left at the battlefield; "No Result" when attackers were recalled in the Combat
    Cleanup (466.3.d). The winner's units there win too (466.3.c): their "when I win a combat"
    abilities trigger and resolve (466.4)."""
    c = txn.combat
    here = [o for o in txn.on_board() if o.kind == "unit" and o.at == c.battlefield]
    sides = {o.controller for o in here}
    recalled = any(e.kind == "recall" and "466.1.a.2" in e.rules for e in txn.events
                   if e.seq > since)
    if recalled or len(sides) != 1 or not sides <= {c.attacker, c.defender}:
        txn.emit("combat_result", target=c.battlefield, target_name=txn.name(c.battlefield),
                 rules=("466.3.d",), text=f"The combat at {txn.name(c.battlefield)} has no result")
        return
    winner = sides.pop()
    txn.emit("combat_result", target=c.battlefield, target_name=txn.name(c.battlefield),
             responsible=winner, rules=("466.3.a", "466.3.b", "466.3.c"),
             text=f"{txn.pname(winner)} wins the combat at {txn.name(c.battlefield)}; "
                  f"{txn.pname(txn.other(winner))} loses it")
    for o in here:
        triggers.host_triggers(txn, o, "win_combat")
        triggers.delayed_triggers(txn, "win_combat", o)  # "when it wins a combat this turn"
    # "when you win a combat": the winner's permanents and legend (a legend's is format 2)
    triggers.controller_triggers(txn, winner, "you_win_combat")
    triggers.flush_pending(txn)
    chain.resolve_chain(txn)


def _ignores_tank(txn, player: str, battlefield: str) -> bool:
    """Whether `player` ignores Tank as they assign combat damage at `battlefield` (Tank's
    order may change, 465.2.c.2; card text, 002): they control a unit there whose text says
    so (Dune Surfer)."""
    return any(o.controller == player and o.at == battlefield and o.kind == "unit"
               and o.card is not None and o.card.ignores_tank_here for o in txn.on_board())


def _excess(amounts: dict[str, int], need: dict[str, float]) -> int:
    """The excess damage of an assignment (465.2.c): what each unit was assigned beyond its
    lethal amount, summed. A unit that can't be dealt damage has no lethal amount (465.2.c.10),
    so nothing assigned to it is counted."""
    return sum(int(amounts.get(u, 0) - need[u]) for u in need
               if need[u] != float("inf") and amounts.get(u, 0) > need[u])


def _combat_damage(txn, assign, attackers: list[str], defenders: list[str]) -> dict:
    """465.2: each side assigns its total Might among the other's units; dealt at once.
    Returns the Credits of the Combat Cleanup: each unit assigned damage is credited to the
    units of the other side, their controller responsible (428.5.c.2; none in 1.3)."""
    c = txn.combat
    st = txn
    # units that joined after the designations (464.2.c.3.a) follow the step's order, in file order
    attackers = list(attackers) + sorted(c.attackers - set(attackers), key=lambda u: txn.objects[u].order)
    defenders = list(defenders) + sorted(c.defenders - set(defenders), key=lambda u: txn.objects[u].order)
    att = [u for u in attackers if u in c.attackers and txn.objects[u].zone == "board" and txn.objects[u].at == c.battlefield]
    dfn = [u for u in defenders if u in c.defenders and txn.objects[u].zone == "board" and txn.objects[u].at == c.battlefield]
    if not att or not dfn:
        txn.emit("combat_damage_skipped", target=c.battlefield, target_name=txn.name(c.battlefield),
                  rules=("465.1",),
                  text="No combat damage: only one side still has units at the battlefield")
        return {}
    given = dict(assign) if assign is not None else {}
    names = {u: txn.name(u) for u in att + dfn}
    plans = []
    needs = []
    for receivers, givers, player in ((dfn, att, c.attacker), (att, dfn, c.defender)):
        total = sum(combat_might(st, txn.objects[u]) for u in givers)
        need = {u: lethal_need(st, txn.objects[u], player) for u in receivers}
        tank = {u: has_tank(st, txn.objects[u]) for u in receivers}
        if _ignores_tank(txn, player, c.battlefield):  # "you ignore Tank here" (Dune Surfer)
            tank = dict.fromkeys(receivers, False)
        # Backline: assigned last (465.2.c.6); with Tank too, Tank's "first" is applied (465.2.c.8)
        back = {u: not tank[u] and has_keyword(st, txn.objects[u], "backline") for u in receivers}
        # a unit that can't be dealt damage has no lethal amount and is exempt from the order
        # (465.2.c.10): it comes last, after Backline
        free = {u: takes_no_damage(st, txn.objects[u]) is not None for u in receivers}
        for u in receivers:
            if free[u]:
                need[u], tank[u], back[u] = float("inf"), False, False
        order = ([u for u in receivers if tank[u]]
                 + [u for u in receivers if not tank[u] and not back[u] and not free[u]]
                 + [u for u in receivers if back[u]] + [u for u in receivers if free[u]])
        if any(u in given for u in receivers):
            amounts = {u: int(given.get(u, 0)) for u in receivers}
            if sum(amounts.values()) != total:
                raise IllegalAction(
                    f"assign: the damage to {', '.join(names[u] for u in receivers)} adds up to "
                    f"{sum(amounts.values())}, but {txn.pname(player)}'s units have {total} total Might (465.2.c)"
                )
            prob = assignment_problem(amounts, order, need, tank, names, back)
            if prob:
                raise IllegalAction(f"assign: {prob}")
        else:
            amounts = default_assignment(total, order, need)
        plans.append((receivers, givers, player, amounts))
        needs.append(need)
    # "if you assigned 3 or more excess damage": kept on the combat for its Conquer (turns.score)
    excess = tuple((player, _excess(amounts, need))
                   for (_r, _g, player, amounts), need in zip(plans, needs))
    txn.set_combat(evolve(c, excess=excess))
    srcs = {}
    for receivers, givers, player, amounts in plans:
        refs = _damage_sources(txn, givers)
        for u in receivers:
            if amounts.get(u, 0) > 0:
                txn.emit(
                    "combat_assign",
                    target=u,
                    target_name=names[u],
                    amount=amounts[u],
                    sources=refs,
                    responsible=player,
                    combat=True,
                    rules=("465.2.c", "465.2.c.1", "465.2.c.3"),
                    text=f"{txn.pname(player)} assigns {amounts[u]} combat damage to {names[u]}",
                )
            if txn.rs.combat_kill_attribution:
                srcs[u] = Credit(refs=refs, responsible=player, rules=("428.5.c.2",),
                                 inc=txn.objects[u].inc)
    # 465.2.c.1.a: all assigned damage is dealt at the same time
    for receivers, givers, player, amounts in plans:
        refs = _damage_sources(txn, givers)
        damage.deal(txn,
            [(u, amounts[u]) for u in receivers if amounts.get(u, 0) > 0],
            sources=refs,
            responsible=player,
            credit=refs,
            by_spell_or_ability=False,
            combat=True,
            rules=("465.2.d", "417.6.c", "417.6.c.1"),
        )
    return srcs
