"""Group primitives: an instruction for every object of a group at once ("each enemy unit
here", "all units at battlefields", "kill all gear"), and damage split among a group.

A group is read when the instruction runs (not chosen: no target, so nothing in it can become
illegal, 359.3.e), from three keys shared by every primitive here:

- `who`: whose objects, relative to the controller of the spell or ability: `"all"` (default),
  `"friendly"`, `"enemy"`, `"other_friendly"` (friendly, without the object that has the
  ability), `"targets"` (the item's own targets that are still legal: "each of up to two
  units"), `"chosen"` (what `choose_each` picked just before), `"not_chosen"` (the rest:
  "kill the rest") or `"made"` (the tokens its instructions made before it: "ready it");
- `where`: `"anywhere"` (default), `"battlefields"` (not in a base), `"here"` (the location of
  the object that has the ability; a base is its controller's; for a unit's "when I die", where
  it was, 808.1.d.3), `"battlefield_here"` (the
  same, but nothing while that object is in a base: "if I am at a battlefield, ... there"),
  `"target_place"` (the
  battlefield that is target 1, or the location of the unit that is), or `"combat"` (the
  attackers and defenders of the combat going on);
- `what`: `"unit"` (default), `"gear"` or `"permanent"` (units and gear).
"""

from __future__ import annotations

import attrs

from .. import board, cleanup, damage, moves, spell_bonus
from ..asker import Question, ask, ask_destination
from ..errors import IllegalAction
from ..might import bonus_damage
from ..state import ChainItem
from .registry import REGISTRY, Param, effect_words, item_sources, primitive, target_of
from .zones import send_to_hand

WHO = ("all", "friendly", "enemy", "other_friendly", "targets", "chosen", "not_chosen", "made")
WHERE = ("anywhere", "battlefields", "here", "battlefield_here", "target_place", "combat")
WHAT = ("unit", "gear", "permanent")

GROUP = (
    Param("who", "word", words=WHO, doc='whose objects; default `"all"`'),
    Param("where", "word", words=WHERE, doc='where they are; default `"anywhere"`'),
    Param("what", "word", words=WHAT, doc='default `"unit"`'),
    Param("might_at_most", "whole", doc='only units with this much Might or less, read as it '
          'runs ("all units with 2 Might or less")'),
    Param("tagged", "text", doc='only objects with this tag ("your Mechs")'),
    Param("damaged", "bool", doc='only units with damage marked, read as it runs ("all damaged '
          'enemy units here")'),
)


def members(txn, res, eff) -> list:
    """The board objects of the instruction's group, in file order, as it runs."""
    item = res.item
    who = eff.who or "all"
    where = eff.where or "anywhere"
    what = eff.what or "unit"
    me = item.controller
    host = txn.objects.get(item.host) if item.host else None
    if host is not None and not txn.is_same(host.id, item.host_inc, "board"):
        host = None  # "me" left the board (or is another object now, 124)
    loc = owner = None  # the place a group "here" or "there" is read at
    if where in ("here", "battlefield_here"):
        if host is not None:
            loc, owner = host.at, host.controller
        elif item.at is not None:  # a unit's "when I die": where it was (808.1.d.3)
            loc, owner = item.at, item.controller
        if loc is None or (where == "battlefield_here" and loc == "base"):
            return []
    elif where == "target_place":
        first = res.targets[0] if res.targets else None
        place = txn.objects.get(first) if first else None
        if place is None:
            return []  # its place was target 1, and target 1 is illegal now (359.3.e)
        loc, owner = (place.id, None) if place.kind == "battlefield" else (place.at, place.controller)
    combat = txn.combat
    if where == "combat" and combat is None:
        return []
    live = ({t for t in res.targets if t} if who == "targets"
            else {uid for _p, uid in res.chosen} if who == "chosen"
            else set(res.made) if who == "made" else None)
    spared = {uid for _p, uid in res.chosen} if who == "not_chosen" else ()
    out = []
    for o in txn.on_board():
        kind = o.kind
        if kind not in ("unit", "gear") or (what != "permanent" and kind != what):
            continue
        if who == "friendly" and o.controller != me:
            continue
        if who == "enemy" and o.controller == me:
            continue
        if who == "other_friendly" and (o.controller != me or (host is not None and o.id == host.id)):
            continue
        if (live is not None and o.id not in live) or o.id in spared:
            continue
        if where == "battlefields" and (o.at is None or o.at == "base"):
            continue
        if loc is not None and (o.at != loc or (loc == "base" and o.controller != owner)):
            continue  # a base is a location of its own for each player
        if where == "combat" and o.id not in combat.attackers and o.id not in combat.defenders:
            continue
        if eff.tagged is not None and eff.tagged not in board.tags_of(txn, o):
            continue
        if eff.might_at_most is not None and (o.kind != "unit"
                                              or txn.might(o) > eff.might_at_most):
            continue
        if eff.damaged and (o.kind != "unit" or o.damage <= 0):
            continue
        out.append(o)
    return out


@primitive("deal_each", words="deal {amount} to each", family="groups",
           params=(Param("amount", "count", required=True), *GROUP),
           does="Deal `amount` to each unit of the group, all in one Deal at the same time "
                "(417.1.d): one damage event per unit, the spell (or the ability and its host) the "
                "source of each (417.6.a, 417.6.b.2.a). Bonus Damage applies unit by unit.",
           events=("damage", "prevented"), rules=("417.1.d", "417.6.a", "417.6.b.2.a"))
def _deal_each(txn, res, eff, _unit):
    units = [o for o in members(txn, res, eff) if o.kind == "unit"]
    return _deal_amounts(txn, res, [(o.id, eff.amount) for o in units])


def _deal_amounts(txn, res, amounts, split_bonus=None):
    if not amounts:
        return None
    item = res.item
    src = item_sources(txn, item)
    rules = ("417.1.d", "417.6.a") if item.kind == "spell" else ("417.1.d", "417.6.b.2", "417.6.b.2.a")
    return damage.deal(txn, amounts, sources=src, responsible=item.controller, credit=src,
                       by_spell_or_ability=True, rules=rules, split_bonus=split_bonus).credits


def _split_default(txn, units, amount: int) -> list[tuple[str, int]]:
    """The default split: each unit in file order is dealt what is lethal to it (at least 1),
    and what is left goes to the last one that got some."""
    out: list[tuple[str, int]] = []
    left = amount
    for o in units:
        if left <= 0:
            break
        need = max(1, txn.might(o) - o.damage)
        give = min(need, left)
        out.append((o.id, give))
        left -= give
    if left and out:
        uid, got = out[-1]
        out[-1] = (uid, got + left)
    return out


def _split_bonus(txn, item, units) -> list[tuple]:
    """The Bonus Damage added once to the amount a Deal splits (715.3), as (source, amount).

    What reaches the units can differ by unit (Void Gate's reaches the units there); a split
    whose units would get different Bonus Damage has no one total to split, so it is refused
    rather than guessed."""
    found = None
    for o in units:
        mine = list(bonus_damage(txn, o))
        if found is None:
            found, first = mine, o
        elif [(s.id, a) for s, a in mine] != [(s.id, a) for s, a in found]:
            raise IllegalAction(f"{item.ref.name}: {o.name} and {first.name} would get different "
                                "Bonus Damage, and a split adds it once to the whole amount "
                                "(715.3): riftboard cannot tell which applies")
    # its player's permanents' (Annie, Fiery) and an earlier ability's (Ravenborn Tome)
    found = (found or []) + spell_bonus.yours(txn, item.controller)
    if txn.delayed:
        found = found + spell_bonus.bonus_of(txn, item_sources(txn, item))
    return found


def _bonus_points(points: list[str], amount: int, bonus: list[tuple]) -> dict[str, list[tuple]]:
    """Which points of a split are its Bonus Damage (715.3): the ones past the printed `amount`,
    in the order assigned, each counted for the source it came from; per unit, (source, points)."""
    out: dict[str, list[tuple]] = {}
    extra = iter(points[amount:])
    for src, amt in bonus:
        got: dict[str, int] = {}
        for _ in range(amt):
            uid = next(extra, None)
            if uid is not None:
                got[uid] = got.get(uid, 0) + 1
        for uid, n in got.items():
            out.setdefault(uid, []).append((src, n))
    return out


@primitive("deal_split", words="the split of {amount}", family="groups", asks=("choose",),
           params=(Param("amount", "count", required=True), *GROUP,
                   Param("by", "target", words=("self",),
                         doc="the unit that deals the damage (\"it deals ... split among\", "
                             "417.6.b.3): the only source, its controller responsible, no "
                             "Bonus Damage"),
                   Param("effects", "effects",
                         doc="\"for each unit this kills, do this\": an ability that "
                             "triggers once for each unit this damage kills in the Cleanup "
                             "after it (428.5.d; Alpha Strike's 1 XP)")),
           events=("damage", "prevented", "delayed_created"),
           rules=("417.1.d", "417.6.a", "417.6.b.2.a", "417.6.b.3", "715.3", "428.5.d"))
def _deal_split(txn, res, eff, _unit):
    """Deal `amount` split as the controller chooses among any number of units of the group,
    in one Deal at the same time (417.1.d). Bonus Damage is added once, to the amount split
    (715.3: 5 at Void Gate splits 6, among up to 6 units), and the points past `amount` are
    shown as that Bonus Damage on the events of the units they went to. The step's `choose`
    for the controller lists a unit once for each point it is dealt (`["b1", "b1", "b2"]`: 2
    to b1, 1 to b2) and must add up to the whole amount, Bonus Damage included; without it each
    unit in file order is dealt lethal damage and the rest goes to the last. With `by`, that
    unit deals it (417.6.b.3; nothing if it is gone, 055); with `effects`, they follow once for
    each unit the damage kills (428.5.d)."""
    item = res.item
    src = None
    if eff.by is not None:
        src_id = target_of(txn, res, attrs.evolve(eff, target=eff.by))
        if src_id is None or txn.objects[src_id].kind != "unit":
            return None  # the unit that was to deal it is gone (055)
        src = txn.objects[src_id]
    units = [o for o in members(txn, res, eff) if o.kind == "unit"]
    if not units:
        return None
    # a unit's damage is not a spell's or an ability's: no Bonus Damage (712)
    bonus = _split_bonus(txn, item, units) if src is None else []
    total = eff.amount + sum(amt for _src, amt in bonus)
    picks = item.answers.choices_for(item.controller) if item.answers else ()
    ids = {o.id for o in units}
    picks = tuple(p for p in picks if p in ids or p in txn.objects)
    if not picks:
        points = [uid for uid, n in _split_default(txn, units, total) for _ in range(n)]
    else:
        bad = [p for p in picks if p not in ids]
        if bad:
            raise IllegalAction(f"{item.ref.name}: {txn.name(bad[0])} is not among the units "
                                f"its {total} damage can be split among")
        if len(picks) != total:
            with_bonus = (f" ({eff.amount} + {total - eff.amount} Bonus Damage, 715.3)"
                          if bonus else "")
            raise IllegalAction(f"{item.ref.name}: the split names {len(picks)} point(s) of "
                                f"damage; it must name all {total}{with_bonus}, one unit id "
                                "per point")
        points = list(picks)
    counts: dict[str, int] = {}
    for p in points:
        counts[p] = counts.get(p, 0) + 1
    amounts = [(o.id, counts[o.id]) for o in units if o.id in counts]
    if src is None:
        credits = _deal_amounts(txn, res, amounts, _bonus_points(points, eff.amount, bonus))
    else:
        who = src.controller if txn.rs.source_controller_responsible else item.controller
        credits = damage.deal(txn, amounts, sources=(txn.ref(src),), responsible=who,
                              credit=(), by_spell_or_ability=False,
                              rules=("417.1.d", "417.6.b.3", "417.6.b.4")).credits
    if eff.effects and credits:
        then = _per_kill(txn, item, eff.effects)
        credits = {uid: attrs.evolve(c, then=then) for uid, c in credits.items()}
    return credits


def _per_kill(txn, item, effects):
    """The "do this" ability (428.5.d) that triggers for each unit a Deal kills: HOST#delayed,
    created by the spell or ability and controlled by its controller."""
    from .delayed import delayed_ref

    ref = delayed_ref(txn, item, item.ref.name)
    words = " and ".join(effect_words(e) for e in effects)
    txn.emit("delayed_created", sources=(item.ref,), responsible=item.controller,
             rules=("428.5.d",),
             text=f"{item.ref.name} creates {ref.id}: for each unit this damage kills, "
                  f"{words}")
    # not a delayed ability waiting for a unit (no `creator`): it has no subject to lose
    return ChainItem(ref=ref, controller=item.controller, kind="trigger", host=item.host,
                     effects=tuple(effects), step=txn.step)


def _each(op: str):
    """Run the single-object primitive `op` on each member of the group, in file order."""
    run = REGISTRY[op].run

    def each(txn, res, eff, _unit):
        for o in members(txn, res, eff):
            if o.kind == "unit":
                run(txn, res, eff, txn.objects[o.id])
        return None

    return each


primitive("might_each", words="the Might change of each", family="groups",
          params=(Param("amount", "signed", required=True),
                  Param("floor", "whole", doc="a decrease stops at this value"), *GROUP),
          does="Each unit of the group gets `amount` Might this turn (as `might`, unit by unit; "
               "with `floor`, a decrease stops there). The group is read once, as it resolves: a "
               "unit that arrives later is not changed (143.2).",
          events=("might",), rules=("143.2",))(_each("might"))

primitive("buff_each", words="the buff of each", family="groups", params=GROUP,
          does="Each unit of the group that has no buff gets one (+1 Might) (426.1.b, 143.2).",
          events=("might",), rules=("426.1.b", "143.2"))(_each("buff"))

primitive("stun_each", words="the stun of each", family="groups", params=GROUP,
          does="Stuns each unit of the group that is not stunned (423.1, 423.1.a.1).",
          events=("stun",), rules=("423.1", "423.1.a.1"))(_each("stun"))


@primitive("kill_each", words="the kill of each", family="groups", params=GROUP,
           events=("kill", "death_replaced"), rules=("428.1.a.1", "428.5.b", "428.5.d"))
def _kill_each(txn, res, eff, _unit):
    """Kills every object of the group at the same time (428.1.a.1), each kill credited to the
    spell (or the ability and its host) with its controller responsible (428.5.b, 428.5.d).
    Gear killed go to the trash too; only units' kills satisfy "killed a unit" (411.6)."""
    item = res.item
    credit = item_sources(txn, item)
    rules = ("428.5.d",) if item.kind != "spell" else ()
    group = members(txn, res, eff)
    if group:
        cleanup.kill_units(txn, [(o.id, credit, item.controller) for o in group],
                           reason="kill_instruction", rules=rules)
    return None


@primitive("return_each", words="the return of each to hand", family="groups", params=GROUP,
           does="Every object of the group goes to its owner's hand at the same time (a new "
                "object each, 124; not a kill); a token ceases to exist (186.1).",
           events=("return_to_hand", "might"), rules=("124", "124.1", "186.1"))
def _return_each(txn, res, eff, _unit):
    group = members(txn, res, eff)
    if group:
        # what each player chose, each returns (411.1)
        by = {uid: pid for pid, uid in res.chosen} if eff.who == "chosen" else None
        send_to_hand(txn, res.item, group, by)
    return None


@primitive("exhaust_each", words="the exhaustion of each", family="groups", params=GROUP,
           does="Exhausts every ready object of the group.", events=("exhaust",),
           rules=("414.1",))
def _exhaust_each(txn, res, eff, _unit):
    item = res.item
    for o in members(txn, res, eff):
        if not o.exhausted:
            txn.evolve(o.id, exhausted=True)
            txn.emit("exhaust", target=o.id, target_name=o.name, sources=(item.ref,),
                     responsible=item.controller, rules=("414.1",),
                     text=f"{o.name} is exhausted ({item.ref.name})")
    return None


def _check_pick(txn, answers, what, targets, eff=None) -> None:
    """A group move's destination, when the step gives it: a battlefield or "base" (446)."""
    if eff is None or eff.to is not None:
        return
    to = answers.to
    if to is None and txn.asking_player is not None:
        to = ask_destination(txn, answers, txn.asking_player, f"{what}: where do they move?",
                             None, None)
    if to is not None:
        moves.check_destination(txn, to, what)


@primitive("move_each", words="the move of each", family="groups", asks=("choose", "to"),
           check=_check_pick,
           params=(*GROUP,
                   Param("to", "word", words=("base", "target_place"),
                         doc='`"base"`: each to its controller\'s base; `"target_place"`: to the '
                             "battlefield that is target 1; without it, the step's `to`"),
                   Param("pick", "bool",
                         doc="\"any number of\" them: the step's `choose` for the controller "
                             "names which (default: all), all from one location")),
           events=("move", "might"), rules=("446", "449"))
def _move_each(txn, res, eff, _unit):
    """Moves the units of the group (or those of them the controller picks) to one destination,
    each a move of its own by the controller (446, 449), or, for units `choose_each` had each
    player choose, by the player who chose it (411.1); a unit already there stays."""
    item = res.item
    units = [o for o in members(txn, res, eff) if o.kind == "unit"]
    if eff.pick:
        named = item.answers.choices_for(item.controller) if item.answers else ()
        if len(units) > 1 and not named:  # "any number of": the app asks for one (keys may name more)
            one = ask(txn, item.answers, Question(
                kind="choose", player=item.controller, source=item.ref,
                words=f"{item.ref.name}: which unit for {effect_words(eff)}?",
                options=tuple((o.id, o.name) for o in units), default=None))
            named = (one,) if one is not None else ()
        if named:
            ids = {o.id for o in units}
            bad = [n for n in named if n not in ids and n in txn.objects
                   and txn.objects[n].zone == "board"]
            if bad:
                raise IllegalAction(f"{item.ref.name}: {txn.name(bad[0])} is not among the units "
                                    "it can move")
            units = [o for o in units if o.id in named]
        if len({(o.at, o.controller if o.at == "base" else None) for o in units}) > 1:
            raise IllegalAction(f"{item.ref.name}: the units it moves must all be at one "
                                "location; choose them with `choose`")
    dest = eff.to or ask_destination(txn, item.answers, item.controller,
                                     f"{item.ref.name}: where do the units move?", item.ref,
                                     item.answers.to if item.answers else None)
    if dest == "target_place":
        first = txn.objects.get(res.targets[0]) if res.targets and res.targets[0] else None
        if first is None:
            return None  # the place was target 1, and it is illegal now (359.3.e)
        dest = first.id if first.kind == "battlefield" else first.at
    # what each player chose, each moves (411.1: "they move a unit they control")
    by = {uid: pid for pid, uid in res.chosen} if eff.who == "chosen" else {}
    for o in units:
        moves.move_unit(txn, o.id, dest, responsible=by.get(o.id, item.controller),
                        sources=(item.ref,))
    return None


def _pair(txn, res, eff):
    """The instruction's two units (`target` and `other`), or None when either is gone."""
    a = target_of(txn, res, eff)
    i = eff.other - 1
    b = res.targets[i] if i < len(res.targets) else None
    if a is None or b is None:
        return None
    return txn.objects[a], txn.objects[b]


@primitive("swap_places", words="the swap", family="groups",
           params=(Param("target", "target", required=True, words=("self",)),
                   Param("other", "target_number", required=True, doc="the other unit")),
           events=("move", "might"), rules=("446", "449"))
def _swap_places(txn, res, eff, _unit):
    """The two units trade locations: each moves to where the other was (446, 449); nothing
    happens if either is gone or they already share a location."""
    item = res.item
    pair = _pair(txn, res, eff)
    if pair is None:
        return None
    ua, ub = pair
    a, b = ua.id, ub.id
    if ua.at == ub.at:
        return None
    src = (item.ref,)
    moves.move_unit(txn, a, ub.at, responsible=item.controller, sources=src)
    moves.move_unit(txn, b, ua.at, responsible=item.controller, sources=src)
    return None


@primitive("swap_might", words="the swap of Might", family="groups",
           params=(Param("target", "target", required=True, words=("self", "subject")),
                   Param("other", "target_number", required=True, doc="the other unit")),
           events=("might",), rules=("433.1", "433.1.b", "433.1.c", "143.2"))
def _swap_might(txn, res, eff, _unit):
    """The two units' Mights are reversed this turn: the lower one is increased by the
    difference and the higher one decreased by it (433.1.b); equal Mights change nothing
    (433.1.c)."""
    pair = _pair(txn, res, eff)
    if pair is None:
        return None
    ua, ub = pair
    diff = txn.might(ub) - txn.might(ua)
    if diff == 0:
        return None
    run = REGISTRY["might"].run
    run(txn, res, attrs.evolve(eff, amount=diff), ua)
    run(txn, res, attrs.evolve(eff, amount=-diff), txn.objects[ub.id])
    return None
