"""Which objects a spell or ability may choose (targets and their restrictions)."""

from __future__ import annotations

from . import board
from .carddefs import TARGET_ON_CHAIN, TargetSpec
from .might import might, own_keyword, unchoosable_by
from .state import GameState, Obj

#: TargetSpec.require -> (the board condition it reads, what a refusal says)
_REQUIRE = {
    "attacking": ("attacking", "is not attacking"),
    "defending": ("defending", "is not defending"),
    "stunned": ("stunned", "is not stunned"),
    "in_showdown": ("in_showdown", "is not at a battlefield with a showdown under way"),
    "attached": ("attached", "is attached to no unit"),
    "detached": ("detached", "is attached to a unit"),
    "equipped": ("equipped", "has no Equipment attached"),
    "empowered": ("empowered", "is not Empowered"),  # "a unit that's Empowered" (827.1; Sanction)
}


def target_problem(state: GameState, spec: TargetSpec, obj: Obj | None, player: str,
                   host: Obj | None = None, first: Obj | None = None) -> str | None:
    """Why `obj` is not a legal choice for `spec` by `player`, or None if it is legal; `first`:
    the first target chosen, for "at the same location" (`where = "with_first"`) and "at a
    different location" (`where = "apart_from_first"`)."""
    if obj is None:
        return "no such object"
    if spec.what in TARGET_ON_CHAIN:
        return _spell_problem(state, spec, obj, player, first)
    if spec.what == "trash_spell":  # "a spell in your trash" (Kennen, Storm of Shuriken)
        return trash_spell_problem(obj, player)
    if obj.zone != "board":
        return f"{obj.name} is not on the board"
    # each restriction read once (a spec has the defaults but for one or two of them)
    what, where, side, req = spec.what, spec.where, spec.side, spec.require
    kind = obj.kind
    if what == "unit":
        if kind != "unit":
            return f"{obj.name} is not a unit"
    elif what == "gear" or what == "equipment":
        if kind != "gear":
            return f"{obj.name} is not a gear"
        if what == "equipment" and not (obj.card and obj.card.equipment):
            return f"{obj.name} is not an Equipment"
    elif what == "permanent":
        if kind not in ("unit", "gear"):  # "a unit or gear"
            return f"{obj.name} is not a unit or gear"
    elif what == "battlefield" and kind != "battlefield":
        return f"{obj.name} is not a battlefield"
    if side is not None:
        if side == "friendly" and obj.controller != player:
            return f"{obj.name} is not a unit {player} controls"
        if side == "enemy" and obj.controller == player:
            return f"{obj.name} is not an enemy unit of {player}"
    if where is not None:  # where it must be (most specs say nothing)
        if where == "battlefield" and (obj.at is None or obj.at == "base"):
            return f"{obj.name} is not at a battlefield"
        if where == "battlefield_if_unit" and kind == "unit" and (
                obj.at is None or obj.at == "base"):
            # "a unit at a battlefield or a gear"
            return f"{obj.name} is a unit not at a battlefield"
        if where == "here":
            if host is None or host.at is None or obj.at != host.at or (
                obj.at == "base" and obj.controller != host.controller
            ):
                return (f"{obj.name} is not at the same location as "
                        f"{host.name if host else 'the source'}")
        if where == "moved_to_or_from" and not _at_move_end(obj, host):
            return (f"{obj.name} is not at a battlefield "
                    f"{host.name if host else 'the source'} moved to or from")
    if kind == "unit":
        guard = unchoosable_by(state, obj, player)
        if guard is not None:
            given = next((g.source for g in obj.granted if g.keyword == "unchoosable"), None)
            why = (f"{given}, this turn" if guard.id == obj.id and given
                   else "its own text" if guard.id == obj.id else f"{guard.name}")
            return f"{obj.name} can't be chosen by an enemy's spells and abilities ({why}, 054.1)"
    if where == "base" and obj.at != "base":
        return f"{obj.name} is not in a base"
    if req is not None:
        if req == "buffed" and not obj.buffed:
            return f"{obj.name} has no buff"
        if req == "damaged" and obj.damage <= 0:
            return f"{obj.name} is not damaged"
        if req == "exhausted" and not obj.exhausted:
            return f"{obj.name} is not exhausted"
        if req == "token" and not obj.token:
            return f"{obj.name} is not a token"
        if req == "weaker" and host is not None and might(state, obj) >= might(state, host):
            return (f"{obj.name} has {might(state, obj)} Might, not less than "
                    f"{host.name}'s {might(state, host)}")
        if req == "weaker_than_first" and first is not None and \
                might(state, obj) >= might(state, first):
            return (f"{obj.name} has {might(state, obj)} Might, not less than "
                    f"{first.name}'s {might(state, first)}")
        if req == "energy_within_might" and host is not None and \
                ((obj.card.energy if obj.card else 0) or 0) > might(state, host):
            # "a gear with Energy cost no more than my Might" (Noxian Demolitionist): its
            # printed cost against the Might the object with the ability has now
            return (f"{obj.name} costs {(obj.card.energy if obj.card else 0) or 0} Energy, more "
                    f"than {host.name}'s {might(state, host)} Might")
        if req == "other" and host is not None and obj.id == host.id:
            return f"{obj.name} is the object with the ability: it asks for another"
        if req in _REQUIRE:
            word, refusal = _REQUIRE[req]
            if not board.holds(state, word, player, obj):
                return f"{obj.name} {refusal}"
    if spec.domain is not None and spec.domain not in (obj.card.domains if obj.card else ()):
        return f"{obj.name} is not a {spec.domain.capitalize()} card (its domains)"
    if spec.tag is not None and spec.tag not in board.tags_of(state, obj):
        return f"{obj.name} is not a {spec.tag} (its tags)"
    if spec.not_tag is not None and spec.not_tag in board.tags_of(state, obj):
        return f"{obj.name} is a {spec.not_tag} (its tags)"  # "a non-Dragon unit"
    if spec.energy_at_most is not None or spec.power_at_most is not None:
        card = obj.card  # "a gear with Energy cost no more than [1]": its printed cost
        for most, cost, what in ((spec.energy_at_most, card.energy if card else None, "Energy"),
                                 (spec.power_at_most, card.power if card else None, "Power")):
            if most is not None and (cost or 0) > most:
                return f"{obj.name} costs {cost} {what}, more than {most}"
    if spec.might_at_most is not None and might(state, obj) > spec.might_at_most:
        return f"{obj.name} has {might(state, obj)} Might, more than {spec.might_at_most}"
    if where is not None and first is not None:
        if where == "with_first" and (
                obj.at != first.at or (obj.at == "base" and obj.controller != first.controller)):
            return f"{obj.name} is not at the same location as {first.name}"
        if where == "apart_from_first" and (
                obj.at == first.at and (obj.at != "base" or obj.controller == first.controller)):
            return f"{obj.name} is at the same location as {first.name}"
    if req is None:
        return None
    if req == "occupied" and not _has_unit_at(state, player, obj.id):
        return f"{player} has no unit at {obj.name}"
    if req == "elsewhere" and host is not None and (
            obj.at == host.at and (obj.at != "base" or obj.controller == host.controller)):
        return f"{obj.name} is at the same location as {host.name}"
    if req == "not_temporary" and own_keyword(obj, "temporary"):
        return f"{obj.name} already has Temporary"
    if req == "fury_threatened" and not _fury_threatened(state, obj, player):
        return (f"{obj.name} is neither in combat with an enemy Fury unit nor chosen by an "
                "enemy Fury spell")
    return None


def _fury_threatened(state: GameState, obj: Obj, player: str) -> bool:
    """"In combat with an enemy Fury unit or being chosen by an enemy Fury spell" (Decree of
    Focus): a Fury card (its domains, 002) of another player is on the other side of the combat
    it is in (460, 464), or is a spell on the chain that chose it, the same object (124)."""
    objects = state.objects
    c = state.combat
    if c is not None and obj.at == c.battlefield and (
            obj.id in c.attackers or obj.id in c.defenders):
        foes = c.defenders if obj.id in c.attackers else c.attackers
        for f in foes:
            o = objects.get(f)
            if (o is not None and o.zone == "board" and o.at == c.battlefield
                    and o.controller != player and o.card is not None
                    and "fury" in o.card.domains):
                return True
    for item in state.chain:
        if item.kind != "spell" or item.controller == player or item.host not in objects:
            continue
        card = objects[item.host].card
        if card is None or "fury" not in card.domains:
            continue
        incs = item.target_incs or (None,) * len(item.targets)
        if any(t == obj.id and (inc is None or inc == obj.inc)
               for t, inc in zip(item.targets, incs)):
            return True
    return False


def _at_move_end(obj: Obj, host: Obj | None) -> bool:
    """Whether `obj` is at a battlefield `host` last moved to (where it is now) or from (446.1;
    a base is no battlefield)."""
    if host is None or obj.at is None or obj.at == "base":
        return False
    return obj.at in (host.at, host.moved_from)


def chain_item_of(state: GameState, obj: Obj):
    """The chain item of a spell on the chain (327, 425.3), or of an ability there (the object
    `target_object` makes for it), or None."""
    if obj.kind == "ability":
        return _ability_item(state, obj.id)
    for item in state.chain:
        if item.kind == "spell" and item.host == obj.id:
            return item
    return None


def _ability_item(state: GameState, rid: str):
    """The newest activated or triggered ability on the chain whose id (HOST#N) is `rid`."""
    for item in reversed(state.chain):
        if item.kind in ("ability", "trigger") and item.ref.id == rid:
            return item
    return None


def _ability_object(item) -> Obj:
    """An ability on the chain as a target (123: it is a game object): no card, no location,
    named after its host."""
    ref = item.ref
    return Obj(id=ref.id, card=None, name=f"{ref.name}'s ability", kind="ability",
               controller=item.controller, owner=item.controller, zone="chain", at=None, order=0)


def target_object(state: GameState, tid: str | None) -> Obj | None:
    """What a target id names: an object, or an ability waiting on the chain (its id HOST#N,
    SPEC section 4), which only a target of `what = "spell_or_ability"` may choose."""
    o = state.objects.get(tid) if tid is not None else None
    if o is not None or tid is None:
        return o
    item = _ability_item(state, tid)  # an id that names no object: an ability's Ref id?
    return _ability_object(item) if item is not None else None


def _spell_problem(state: GameState, spec: TargetSpec, obj: Obj, player: str,
                   first: Obj | None) -> str | None:
    """Why `obj` is not a spell on the chain that `spec` may choose (Defy: "a spell that costs
    N or less"; Not So Fast: "an enemy spell that chose a friendly unit or gear"), or None."""
    kinds = ("spell", "ability") if spec.what == "spell_or_ability" else ("spell",)
    item = chain_item_of(state, obj) if obj.kind in kinds and obj.zone == "chain" else None
    said = " or ability" if spec.what == "spell_or_ability" else ""
    if item is None:
        return f"{obj.name} is not a spell{said} on the chain"
    side = spec.side
    if side == "enemy" and item.controller == player:
        return f"{obj.name} is {player}'s own, not an enemy's"
    if side == "friendly" and item.controller != player:
        return f"{obj.name} is not a spell{said} {player} controls"
    card = obj.card
    if card is not None and card.uncounterable:
        return f"{obj.name} can't be countered (its own text, 054.1)"
    for most, cost, what in ((spec.energy_at_most, card.energy if card else None, "Energy"),
                             (spec.power_at_most, card.power if card else None, "Power")):
        if most is not None and (cost or 0) > most:
            return f"{obj.name} costs {cost} {what}, more than {most}"
    if spec.chooses is None:
        return None
    objects = state.objects
    chosen = [objects[t] for t in item.targets if t in objects]
    friendly = [o for o in chosen if o.controller == player and o.kind in ("unit", "gear")]
    if spec.chooses == "friendly" and not friendly:
        return f"{obj.name} chose no unit or gear {player} controls"
    if spec.chooses == "first_only":
        if first is None or all(o.id != first.id for o in chosen):
            return f"{obj.name} did not choose {first.name if first else 'the first target'}"
        if any(o.id != first.id and o.kind == "unit" for o in friendly):
            return f"{obj.name} also chose another unit {player} controls"
    return None


def _has_unit_at(state: GameState, player: str, where: str) -> bool:
    """Whether `player` has a unit at the battlefield `where` (kept apart from target_problem so
    that it defines no closure, see txn._without)."""
    objects = state.objects
    return any(o.kind == "unit" and o.controller == player and o.at == where
               for o in (objects[i] for i in state.board_ids))


def earlier_problem(state: GameState, spec: TargetSpec, obj: Obj, earlier) -> str | None:
    """`where = "apart_from_earlier"` ("up to one enemy unit at each location"): why `obj` may
    not be chosen beside the targets chosen before it (ids), or None."""
    if spec.where != "apart_from_earlier":
        return None
    objects = state.objects
    for oid in earlier:
        o = objects.get(oid) if oid else None
        if o is not None and o.id != obj.id and o.at is not None and o.at == obj.at and (
                o.at != "base" or o.controller == obj.controller):
            return f"{obj.name} is at the same location as {o.name}, an earlier target"
    return None


def legal_targets(state: GameState, spec: TargetSpec, player: str, host: Obj | None = None,
                  first: Obj | None = None) -> list[Obj]:
    """Every legal choice for one target, in file order (the same list the app highlights); for
    a spell on the chain, in the chain's order, oldest first."""
    objects = state.objects
    if spec.what in TARGET_ON_CHAIN:
        items = (objects[item.host] if item.kind == "spell" else _ability_object(item)
                 for item in state.chain if item.kind != "permanent")
        return [o for o in items if target_problem(state, spec, o, player, host, first) is None]
    if spec.what == "trash_spell":  # the cards of the player's trash, in file order
        # mid-step, a Txn's `objects` is a batch of changes: its objects_map() is the whole
        every = state.objects_map()
        return sorted((o for o in every.values() if trash_spell_problem(o, player) is None),
                      key=lambda o: o.order)
    return [
        o
        for o in (objects[i] for i in state.board_ids)
        if target_problem(state, spec, o, player, host, first) is None
    ]


def trash_spell_problem(obj: Obj, player: str) -> str | None:
    """Why `obj` is not "a spell in your trash" for `player`, or None."""
    if obj.zone != "trash" or obj.owner != player:
        return f"{obj.name} is not in {player}'s trash"
    if obj.kind != "spell":
        return f"{obj.name} is not a spell"
    return None
