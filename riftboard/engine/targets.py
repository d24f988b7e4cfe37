"""Which objects a spell or ability may choose (targets and their restrictions)."""

from __future__ import annotations

from .carddefs import TargetSpec
from .might import own_keyword
from .state import GameState, Obj


def target_problem(state: GameState, spec: TargetSpec, obj: Obj | None, player: str,
                   host: Obj | None = None) -> str | None:
    """Why `obj` is not a legal choice for `spec` by `player`, or None if it is legal."""
    if obj is None:
        return "no such object"
    if obj.zone != "board":
        return f"{obj.name} is not on the board"
    if spec.what == "unit" and obj.kind != "unit":
        return f"{obj.name} is not a unit"
    if spec.what in ("gear", "equipment") and obj.kind != "gear":
        return f"{obj.name} is not a gear"
    if spec.what == "equipment" and not (obj.card and obj.card.equipment):
        return f"{obj.name} is not an Equipment"
    if spec.side == "friendly" and obj.controller != player:
        return f"{obj.name} is not a unit {player} controls"
    if spec.side == "enemy" and obj.controller == player:
        return f"{obj.name} is not an enemy unit of {player}"
    if spec.where == "battlefield" and (obj.at is None or obj.at == "base"):
        return f"{obj.name} is not at a battlefield"
    if spec.where == "here":
        if host is None or host.at is None or obj.at != host.at or (
            obj.at == "base" and obj.controller != host.controller
        ):
            return f"{obj.name} is not at the same location as {host.name if host else 'the source'}"
    if spec.require == "buffed" and not obj.buffed:
        return f"{obj.name} has no buff"
    if spec.require == "not_temporary" and own_keyword(obj, "temporary"):
        return f"{obj.name} already has Temporary"
    return None


def legal_targets(state: GameState, spec: TargetSpec, player: str, host: Obj | None = None) -> list[Obj]:
    """Every legal choice for one target, in file order (the same list the app highlights)."""
    objects = state.objects
    return [
        o
        for o in (objects[i] for i in state.board_ids)
        if target_problem(state, spec, o, player, host) is None
    ]
