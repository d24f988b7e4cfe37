"""Combat at a battlefield (459-466): designations, triggers, assignment, damage, Combat Cleanup."""

from __future__ import annotations

from .damage import Credit
from .errors import IllegalAction
from .might import has_tank, might
from .state import CombatInfo


def lethal_need(state, unit) -> float:
    """Damage that must be assigned to a unit for it to be lethal, counting marked damage and
    Prevent (465.2.c.3, 465.2.c.4, 437.5.a, 465.2.c.5); infinite under Prevent All (437.5.b)."""
    need = max(1, max(0, might(state, unit)) - unit.damage)
    for p in unit.prevents:
        if p.remaining is None:
            return float("inf")
        need += p.remaining
    return need


def combat_might(state, unit) -> int:
    """The Might a unit contributes to its side's combat damage (465.2): none while Stunned
    (423.1.b)."""
    return 0 if unit.stunned else max(0, might(state, unit))


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
                       tank: dict[str, bool], names: dict[str, str]) -> str | None:
    """Why an assignment breaks 465.2.c (Tank first, lethal before the next, no overkill while
    others remain), or None when some order of the amounts satisfies it."""
    got = [u for u in units if amounts.get(u, 0) > 0]
    if not got:
        return None
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


class CombatMixin:
    """Runs a combat step."""

    def run_combat(self, action) -> None:
        bf = self.objects.get(action.battlefield)
        if bf is None or bf.kind != "battlefield":
            raise IllegalAction(f"{action.battlefield!r} is not a battlefield; a combat happens at a battlefield (459)")
        here = sorted(
            (o for o in self.on_board() if o.kind == "unit" and o.at == bf.id),
            key=lambda o: o.order,
        )
        for uid in action.attackers + action.defenders:
            o = self.objects.get(uid)
            if o is None or o.kind != "unit" or o.zone != "board":
                raise IllegalAction(f"{uid!r} is not a unit on the board")
            if o.at != bf.id:
                raise IllegalAction(f"{o.name} is not at {bf.name}, so it cannot take part in the combat there (323.2)")
        if action.attackers:
            attacker = self.objects[action.attackers[0]].controller
        elif action.defenders:
            attacker = self.other(self.objects[action.defenders[0]].controller)
        else:
            attacker = self.turn_player
        defender = self.other(attacker)
        for uid in action.attackers:
            if self.objects[uid].controller != attacker:
                raise IllegalAction("the attackers must all be units of one player (462)")
        for uid in action.defenders:
            if self.objects[uid].controller != defender:
                raise IllegalAction(f"{self.name(uid)} cannot defend: it is not a unit of {self.pname(defender)} (464.2.c)")
        att = list(action.attackers) + [o.id for o in here if o.controller == attacker and o.id not in action.attackers]
        dfn = list(action.defenders) + [o.id for o in here if o.controller == defender and o.id not in action.defenders]
        if not att or not dfn:
            raise IllegalAction(
                f"a combat at {bf.name} needs units of both players there (461, 462); "
                f"{self.pname(attacker if not att else defender)} has none"
            )
        if action.assign is not None:
            known = set(att) | set(dfn)
            for uid, amt in action.assign:
                if uid not in known:
                    raise IllegalAction(f"assign: {self.name(uid)} does not take part in this combat")
                if amt < 0:
                    raise IllegalAction(f"assign: {self.name(uid)} cannot be assigned a negative amount")
        self._order_att, self._order_dfn = att, dfn
        before = self.might_snapshot()
        self.set_combat(CombatInfo(battlefield=bf.id, attacker=attacker, defender=defender,
                                   attackers=frozenset(att), defenders=frozenset(dfn)))
        self.emit(
            "combat_start",
            target=bf.id,
            target_name=bf.name,
            responsible=attacker,
            rules=("464.2.c", "464.2.c.3"),
            text=f"Combat at {bf.name}: {self.pname(attacker)} attacks with {', '.join(self.name(u) for u in att)}; "
                 f"{self.pname(defender)} defends with {', '.join(self.name(u) for u in dfn)}",
        )
        self.emit_might_changes(before)
        # 464.2.e.1: the attacking player's triggers go on the chain first
        self._attack_order = (attacker, defender)
        self.combat_triggers(att, dfn)
        self.flush_pending()
        self._attack_order = None
        self.resolve_chain()
        credits = self._combat_damage(action)
        self.cleanup(credits, combat=True)
        self.flush_pending()
        self.resolve_chain()
        before = self.might_snapshot()
        self.set_combat(None)
        self.emit("combat_end", target=bf.id, target_name=bf.name, rules=("466.7", "466.7.a"),
                  text=f"Combat at {bf.name} ends")
        self.emit_might_changes(before)
        self.cleanup()
        self.flush_pending()
        self.resolve_chain()

    def _combat_damage(self, action) -> dict:
        """465.2: each side assigns its total Might among the other's units; dealt at once.
        Returns the Credits of the Combat Cleanup: each unit assigned damage is credited to the
        units of the other side, their controller responsible (428.5.c.2; none in 1.3)."""
        c = self.combat
        st = self
        att = [u for u in self._order_att if u in c.attackers and self.objects[u].zone == "board" and self.objects[u].at == c.battlefield]
        dfn = [u for u in self._order_dfn if u in c.defenders and self.objects[u].zone == "board" and self.objects[u].at == c.battlefield]
        if not att or not dfn:
            self.emit("combat_damage_skipped", target=c.battlefield, target_name=self.name(c.battlefield),
                      rules=("465.1",),
                      text="No combat damage: only one side still has units at the battlefield")
            return {}
        given = dict(action.assign) if action.assign is not None else {}
        names = {u: self.name(u) for u in att + dfn}
        plans = []
        for receivers, givers, player in ((dfn, att, c.attacker), (att, dfn, c.defender)):
            total = sum(combat_might(st, self.objects[u]) for u in givers)
            need = {u: lethal_need(st, self.objects[u]) for u in receivers}
            tank = {u: has_tank(st, self.objects[u]) for u in receivers}
            order = [u for u in receivers if tank[u]] + [u for u in receivers if not tank[u]]
            if any(u in given for u in receivers):
                amounts = {u: int(given.get(u, 0)) for u in receivers}
                if sum(amounts.values()) != total:
                    raise IllegalAction(
                        f"assign: the damage to {', '.join(names[u] for u in receivers)} adds up to "
                        f"{sum(amounts.values())}, but {self.pname(player)}'s units have {total} total Might (465.2.c)"
                    )
                prob = assignment_problem(amounts, order, need, tank, names)
                if prob:
                    raise IllegalAction(f"assign: {prob}")
            else:
                amounts = default_assignment(total, order, need)
            plans.append((receivers, givers, player, amounts))
        srcs = {}
        for receivers, givers, player, amounts in plans:
            refs = tuple(self.ref(self.objects[g]) for g in givers)
            for u in receivers:
                if amounts.get(u, 0) > 0:
                    self.emit(
                        "combat_assign",
                        target=u,
                        target_name=names[u],
                        amount=amounts[u],
                        sources=refs,
                        responsible=player,
                        combat=True,
                        rules=("465.2.c", "465.2.c.1", "465.2.c.3"),
                        text=f"{self.pname(player)} assigns {amounts[u]} combat damage to {names[u]}",
                    )
                if self.rs.combat_kill_attribution:
                    srcs[u] = Credit(refs=refs, responsible=player, rules=("428.5.c.2",),
                                     inc=self.objects[u].inc)
        # 465.2.c.1.a: all assigned damage is dealt at the same time
        for receivers, givers, player, amounts in plans:
            refs = tuple(self.ref(self.objects[g]) for g in givers)
            self.deal(
                [(u, amounts[u]) for u in receivers if amounts.get(u, 0) > 0],
                sources=refs,
                responsible=player,
                credit=refs,
                by_spell_or_ability=False,
                combat=True,
                rules=("465.2.d", "417.6.c", "417.6.c.1"),
            )
        return srcs
