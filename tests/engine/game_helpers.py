"""Format 2 boards for engine tests: a format 1 board (helpers.board) with the game around it."""

from __future__ import annotations

from attrs import evolve

from riftboard.engine import actions as A
from riftboard.engine.state import Game, Obj, Side
from tests.engine.helpers import _apply, board, card


def game_board(*, mode="sandbox", points=(0, 0), decks=None, rune_decks=None, runes=(),
               controllers=None, victory_score=8, phase="main", pool=None, legends=None,
               champions=None, xp=(0, 0), **kw):
    """`decks`: {player: [card names]} (top first; ids `A-deck1`...); `rune_decks` the same with
    ids `A-rune1`...; `runes`: [(id, card, controller, exhausted)] channelled already;
    `controllers`: {battlefield: player}; `pool`: {player: (energy, {domain: n})}."""
    st = board(**kw)
    objs = dict(st.objects)
    order = max(o.order for o in objs.values()) if objs else 0
    sides = []
    for pid in st.players:
        deck = None
        if decks is not None and pid in decks:
            deck = []
            for i, name in enumerate(decks[pid], 1):
                order += 1
                c = card(name)
                oid = f"{pid}-deck{i}"
                objs[oid] = Obj(id=oid, card=c, name=c.name, kind=c.kind, controller=pid,
                                owner=pid, zone="deck", at=None, order=order,
                                printed_might=c.might if c.kind == "unit" else None)
                deck.append(oid)
            deck = tuple(deck)
        rdeck = []
        for i, name in enumerate((rune_decks or {}).get(pid, ()), 1):
            order += 1
            c = card(name)
            oid = f"{pid}-rune{i}"
            objs[oid] = Obj(id=oid, card=c, name=c.name, kind="rune", controller=pid, owner=pid,
                            zone="rune_deck", at=None, order=order)
            rdeck.append(oid)
        energy, power = (pool or {}).get(pid, (0, {}))
        zone_ids = {}
        for zone, given in (("legend", legends), ("champion", champions)):
            if given and pid in given:
                oid, name = given[pid]
                order += 1
                c = card(name)
                objs[oid] = Obj(id=oid, card=c, name=c.name, kind=zone if zone == "legend" else c.kind,
                                controller=pid, owner=pid, zone=zone, at=None, order=order,
                                printed_might=c.might if c.kind == "unit" else None)
                zone_ids[zone] = oid
        sides.append(Side(points=points[st.players.index(pid)], xp=xp[st.players.index(pid)],
                          deck=deck, rune_deck=tuple(rdeck),
                          energy=energy, power=tuple(sorted(power.items())),
                          legend=zone_ids.get("legend"), champion=zone_ids.get("champion"),
                          chosen_champion=zone_ids.get("champion")))
    for rid, name, ctl, exhausted in runes:
        order += 1
        c = card(name)
        objs[rid] = Obj(id=rid, card=c, name=c.name, kind="rune", controller=ctl, owner=ctl,
                        zone="runes", at=None, order=order, exhausted=exhausted)
    for bf, who in (controllers or {}).items():
        objs[bf] = evolve(objs[bf], controller=who)
    from riftboard.engine.game import new_state

    st2 = new_state(st.players, st.turn_player, list(objs.values()), ruleset=st.ruleset)
    return evolve(st2, game=Game(sides=tuple(sides), mode=mode, victory_score=victory_score,
                                 phase=phase, priority=st.turn_player))


def smove(prev, units, to, by=None):
    return _apply(prev, A.StandardMove(units=tuple(units), to=to, by=by))


def pass_(prev, player, assign=None):
    return _apply(prev, A.Pass(player=player,
                               assign=tuple(assign.items()) if assign is not None else None))


def edit(prev, kind, player=None, obj=None, amount=1):
    return _apply(prev, A.ZoneEdit(kind=kind, player=player, obj=obj, amount=amount))


def side(step, pid):
    st = step.state if hasattr(step, "state") and not hasattr(step, "objects") else step
    return st.game.sides[st.players.index(pid)]
