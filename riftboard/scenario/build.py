"""A validated scenario -> the engine's initial state and actions (no file I/O here)."""

from __future__ import annotations

import attrs

from riftboard.engine import Obj, new_state

from .spec import ScenarioSpec, StepSpec, UnitSpec


def initial_objects(spec: ScenarioSpec, library) -> list[Obj]:
    """Place every object of the setup (nothing enters or is played, SPEC section 2)."""
    objs: list[Obj] = []
    order = 0
    for bf in spec.battlefields:
        order += 1
        card = library.get(bf.card) if bf.card else None
        objs.append(Obj(id=bf.id, card=card, name=bf.name or (card.name if card else bf.id.capitalize()),
                        kind="battlefield", controller=bf.controller, owner=None, zone="board", at=bf.id,
                        order=order))
    attached: dict[str, list[str]] = {}
    for g in spec.gear:
        if g.attached_to:
            attached.setdefault(g.attached_to, []).append(g.id)
    for u in spec.units:
        order += 1
        card = library.get(u.card) if u.card else None
        objs.append(_unit(u, card, order, tuple(attached.get(u.id, ()))))
    units_at = {u.id: u.at for u in spec.units}
    for g in spec.gear:
        order += 1
        card = library.get(g.card)
        at = units_at.get(g.attached_to) if g.attached_to else (g.at or "base")
        objs.append(Obj(id=g.id, card=card, name=card.name, kind="gear", controller=g.controller,
                        owner=g.owner, zone="board", at=at, order=order, exhausted=g.exhausted,
                        attached_to=g.attached_to, token=card.token))  # a Gold token (187.5)
    for zone, entries in (("hand", spec.hand), ("trash", spec.trash)):
        for c in entries:
            order += 1
            card = library.get(c.card)
            objs.append(Obj(id=c.id, card=card, name=card.name, kind=card.kind, controller=c.owner,
                            owner=c.owner, zone=zone, at=None, order=order,
                            printed_might=card.might if card.kind == "unit" else None, token=card.token))
    return objs


def _unit(u: UnitSpec, card, order: int, equipment: tuple[str, ...] = ()) -> Obj:
    return Obj(id=u.id, card=card, name=u.name or (card.name if card else u.id), kind="unit",
               controller=u.controller, owner=u.owner, zone="board", at=u.at, order=order,
               printed_might=card.might if card is not None else u.might, damage=u.damage,
               buffed=u.buffed, exhausted=u.exhausted, token=bool(card and card.token),
               equipment=equipment)


def initial_state(spec: ScenarioSpec, library, ruleset: str | None = None):
    names = tuple(p.name or "" for p in spec.players)
    objs = initial_objects(spec, library)
    game = spec.game
    if game is not None:  # format 2: the zones and the game around the board (SPEC section 7)
        from .game_setup import engine_game, game_objects

        objs += game_objects(game, spec.player_ids, library, max((o.order for o in objs), default=0))
    state = new_state(spec.player_ids, spec.turn_player, objs, ruleset=ruleset or spec.ruleset,
                      names=names)
    if game is not None:
        contested = tuple((b.id, b.contested_by) for b in spec.battlefields if b.contested_by)
        g = engine_game(game, contested, spec.turn_player)
        if game.phase == "beginning":  # the first step begins with the turn's start (315)
            g = attrs.evolve(g, phase="awaken", turn=0)
        state = attrs.evolve(state, game=g)
    return state


def step_action(step: StepSpec, state, library):
    """The engine action for one step (riftboard/scenario/steps.py; a default `by` depends on
    the state)."""
    return step.step.action(step.index, state, library)
