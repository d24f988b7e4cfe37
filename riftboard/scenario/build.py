"""A validated scenario -> the engine's initial state and actions (no file I/O here)."""

from __future__ import annotations

import attrs

from riftboard.engine import IllegalAction, Obj, new_state
from riftboard.engine import actions as A

from .game_setup import engine_game, game_objects
from .spec import GearSpec, ScenarioSpec, StepSpec, UnitSpec


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
                        attached_to=g.attached_to))
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


def _answers(d: dict, step: int) -> A.Answers:
    choose = d.get("choose") or {}
    may = d.get("may", True)
    if isinstance(may, dict):
        may = tuple((p, tuple(v) if isinstance(v, (list, tuple)) else v) for p, v in may.items())
    return A.Answers(
        targets=tuple(d.get("targets") or ()),
        to=d.get("to"),
        choose=tuple((p, tuple(v) if not isinstance(v, str) else (v,)) for p, v in choose.items()),
        discard=d.get("discard"),
        may=may,
        step=step,
    )


def step_action(step: StepSpec, state, library):
    """The engine action for one step (the default `by` depends on the state)."""
    d = step.data
    k = step.kind
    n = step.index
    if k == "play":
        card = library.get(d["play"])
        if card is None:
            raise IllegalAction(f'no card named "{d["play"]}"')
        return A.PlaySpell(card=card, by=d.get("by") or state.turn_player, spell_id=d.get("id") or f"@{n}",
                           answers=_answers(d, n), hold=bool(d.get("hold", False)))
    if k == "activate":
        return A.Activate(obj=d["activate"], ability=int(d.get("ability", 1)), by=d.get("by"),
                          answers=_answers(d, n), hold=bool(d.get("hold", False)))
    if k == "combat":
        assign = d.get("assign")
        return A.Combat(battlefield=d["combat"], attackers=tuple(d.get("attackers") or ()),
                        defenders=tuple(d.get("defenders") or ()),
                        assign=tuple(assign.items()) if assign is not None else None,
                        answers=_answers(d, n))
    if k == "mark_damage":
        return A.MarkDamage(obj=d["mark_damage"], amount=int(d["amount"]))
    if k == "heal":
        return A.Heal(obj=d["heal"])
    if k == "move":
        return A.Move(obj=d["move"], to=d.get("to"))
    if k == "set":
        return A.SetState(obj=d["set"], buffed=d.get("buffed"), exhausted=d.get("exhausted"),
                          stunned=d.get("stunned"), controller=d.get("controller"))
    if k == "standard_move":
        return A.StandardMove(units=tuple(d["standard_move"]), to=d["to"], by=d.get("by"),
                              answers=_answers(d, n))
    if k == "attach":
        return A.Attach(gear=d["attach"], to=d["to"])
    if k == "add":
        e = d["add"]
        if isinstance(e, GearSpec):
            card = library.get(e.card)
            return A.AddObject(obj_id=e.id, card=card, kind="gear", controller=e.controller, owner=e.owner,
                               at=e.at or "base", exhausted=e.exhausted, attached_to=e.attached_to)
        card = library.get(e.card) if e.card else None
        return A.AddObject(obj_id=e.id, card=card, kind="unit", controller=e.controller, owner=e.owner,
                           at=e.at, name=e.name, might=e.might, damage=e.damage, buffed=e.buffed,
                           exhausted=e.exhausted)
    if k == "remove":
        return A.Remove(obj=d["remove"])
    if k == "end_turn":
        return A.EndTurn()
    raise IllegalAction(f"unknown step kind {k!r}")
