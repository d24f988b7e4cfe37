"""Small builders for engine tests: a board in a line, steps in a line, events to assert on.

    st = board(units=[("guard", "Guard", 4, "B", "north")], battlefields=["north"])
    r = play(st, "Void Seeker", by="A", targets=["guard"])
    kill = r.one("kill", target="guard")
    assert ids(kill.attributed_to) == {"@1"} and kill.responsible == "A"

A unit entry is `(id, name_or_card, might, controller, at)` with an optional sixth item, a dict
of `damage`, `buffed`, `exhausted`, `owner`. `might=None` means `name_or_card` is a library card.
A gear entry is `(id, card, controller)` with an optional fourth item: "base", a battlefield id,
or a dict (`attached_to`, `exhausted`, `owner`). Hand and trash entries are `(id, card, owner)`.
A battlefield is an id, or `(id, card)` for a library battlefield.

Every step helper takes a GameState or the Step a previous helper returned, so steps chain:
`r2 = play(r1, ...)`; `r2.log` holds every event since the board, `r2.events` this step's.
"""

from __future__ import annotations

import attrs
from attrs import evolve

from riftboard.cards.library import builtin_library, card_from_table
from riftboard.engine import actions as A
from riftboard.engine.carddefs import CardDef
from riftboard.engine.game import apply, new_state
from riftboard.engine.might import might as _might
from riftboard.engine.state import GameState, Obj
from riftboard.engine.values import evolve as value_evolve

_DESIGNER: dict[str, CardDef] = {}


def card(name: str | CardDef) -> CardDef:
    """A card by name: a designer card given to the last board(), else the built-in library."""
    if isinstance(name, CardDef):
        return name
    c = _DESIGNER.get(name) or builtin_library().get(name)
    if c is None:
        raise KeyError(f"no card named {name!r}")
    return c


def board(units=(), battlefields=("north",), gear=(), hand=(), trash=(), *, ruleset="1.4",
          turn_player="A", players=("A", "B"), cards=()) -> GameState:
    """A GameState built the way a scenario's setup builds it (nothing is played)."""
    _DESIGNER.clear()
    for i, t in enumerate(cards, 1):
        c = t if isinstance(t, CardDef) else card_from_table(t, "<test>", None, f"cards[{i}]")
        _DESIGNER[c.name] = c
    objs: list[Obj] = []
    order = 0
    for bf in battlefields:
        order += 1
        bid, cname = (bf, None) if isinstance(bf, str) else bf
        c = card(cname) if cname else None
        objs.append(Obj(id=bid, card=c, name=c.name if c else bid.capitalize(), kind="battlefield",
                        controller=None, owner=None, zone="board", at=bid, order=order))
    for u in units:
        order += 1
        uid, name, mt, ctl, at = u[:5]
        opts = dict(u[5]) if len(u) > 5 else {}
        c = card(name) if mt is None else None
        o = Obj(id=uid, card=c, name=c.name if c else name, kind="unit", controller=ctl,
                owner=opts.pop("owner", ctl), zone="board", at=at, order=order,
                printed_might=c.might if c else mt, token=bool(c and c.token))
        # the engine's evolve: `stunned` and the other Obj.facts are set there
        objs.append(value_evolve(o, **opts) if opts else o)
    attached: dict[str, list[str]] = {}
    where_of = {o.id: o.at for o in objs}
    for g in gear:
        order += 1
        gid, cname, ctl = g[:3]
        where = g[3] if len(g) > 3 else "base"
        opts = dict(where) if isinstance(where, dict) else {"at": where}
        to = opts.pop("attached_to", None)
        at = where_of[to] if to else opts.pop("at", "base")
        opts.pop("at", None)
        if to:
            attached.setdefault(to, []).append(gid)
        c = card(cname)
        objs.append(Obj(id=gid, card=c, name=c.name, kind="gear", controller=ctl,
                        owner=opts.pop("owner", ctl), zone="board", at=at, order=order,
                        attached_to=to, **opts))
    for zone, entries in (("hand", hand), ("trash", trash)):
        for cid, cname, owner in entries:
            order += 1
            c = card(cname)
            objs.append(Obj(id=cid, card=c, name=c.name, kind=c.kind, controller=owner, owner=owner,
                            zone=zone, at=None, order=order,
                            printed_might=c.might if c.kind == "unit" else None, token=c.token))
    objs = [evolve(o, equipment=tuple(attached[o.id])) if o.id in attached else o for o in objs]
    return new_state(players, turn_player, objs, ruleset=ruleset)


# -- results ---------------------------------------------------------------------------------------
def ids(refs) -> set[str]:
    """The ids of some REFs (sources, attributed_to)."""
    return {r.id for r in refs}


def _match(ev, kind, filters) -> bool:
    if kind is not None and ev.kind != kind:
        return False
    return all(getattr(ev, k) == v for k, v in filters.items())


@attrs.frozen
class Step:
    """What one step did, plus everything since the board (for chaining)."""

    state: GameState
    events: tuple
    conditions: tuple
    step: int
    log: tuple
    all_conditions: tuple

    def of(self, kind=None, **filters) -> list:
        """This step's events of a kind, filtered by attribute equality."""
        return [e for e in self.events if _match(e, kind, filters)]

    def one(self, kind=None, **filters):
        """The single event of this step that matches (fails the test otherwise)."""
        found = self.of(kind, **filters)
        assert len(found) == 1, f"expected one {kind} {filters}, got {len(found)}: " + "; ".join(
            e.text for e in self.events)
        return found[0]

    def ever(self, kind=None, **filters) -> list:
        """Events since the board that match."""
        return [e for e in self.log if _match(e, kind, filters)]

    def kinds(self) -> list[str]:
        return [e.kind for e in self.events]

    def conds(self, condition=None, **filters) -> list:
        """`with` conditions that held since the board."""
        return [c for c in self.all_conditions
                if (condition is None or c.condition == condition)
                and all(getattr(c, k) == v for k, v in filters.items())]

    def obj(self, oid):
        return self.state.obj(oid)

    def might(self, oid) -> int:
        return _might(self.state, self.state.obj(oid))


def _apply(prev, action) -> Step:
    if isinstance(prev, Step):
        st, n, seq = prev.state, prev.step + 1, len(prev.log)
        log, conds = prev.log, prev.all_conditions
    else:
        st, n, seq, log, conds = prev, 1, 0, (), ()
    r = apply(st, action, n, seq)
    return Step(r.state, r.events, r.conditions, n, log + r.events, conds + r.conditions)


def state_of(prev) -> GameState:
    return prev.state if isinstance(prev, Step) else prev


def answers(targets=(), to=None, choose=None, discard=None, may=True, step=0) -> A.Answers:
    ch = tuple((p, (v,) if isinstance(v, str) else tuple(v)) for p, v in (choose or {}).items())
    if isinstance(may, dict):
        may = tuple(may.items())
    return A.Answers(targets=tuple(targets), to=to, choose=ch, discard=discard, may=may, step=step)


def _next_step(prev) -> int:
    return prev.step + 1 if isinstance(prev, Step) else 1


# -- steps -----------------------------------------------------------------------------------------
def play(prev, name, *, by=None, targets=(), to=None, choose=None, discard=None, may=True,
         hold=False, id=None) -> Step:
    """A `play` step: a spell, resolved unless held (its id defaults to "@N")."""
    n = _next_step(prev)
    st = state_of(prev)
    act = A.PlaySpell(card=card(name), by=by or st.turn_player, spell_id=id or f"@{n}",
                      answers=answers(targets, to, choose, discard, may, n), hold=hold)
    return _apply(prev, act)


def activate(prev, obj, ability=1, *, by=None, targets=(), to=None, choose=None, discard=None,
             may=True, hold=False) -> Step:
    """An `activate` step."""
    n = _next_step(prev)
    act = A.Activate(obj=obj, ability=ability, by=by,
                     answers=answers(targets, to, choose, discard, may, n), hold=hold)
    return _apply(prev, act)


def combat(prev, battlefield, attackers=(), defenders=(), *, assign=None, choose=None,
           may=True) -> Step:
    """A `combat` step (assign: {unit: amount})."""
    n = _next_step(prev)
    act = A.Combat(battlefield=battlefield, attackers=tuple(attackers), defenders=tuple(defenders),
                   assign=tuple(assign.items()) if assign is not None else None,
                   answers=answers(choose=choose, may=may, step=n))
    return _apply(prev, act)


def mark(prev, obj, amount) -> Step:
    return _apply(prev, A.MarkDamage(obj=obj, amount=amount))


def heal(prev, obj) -> Step:
    return _apply(prev, A.Heal(obj=obj))


def move(prev, obj, to) -> Step:
    return _apply(prev, A.Move(obj=obj, to=to))


def set_state(prev, obj, *, buffed=None, exhausted=None) -> Step:
    return _apply(prev, A.SetState(obj=obj, buffed=buffed, exhausted=exhausted))


def attach(prev, gear, to) -> Step:
    return _apply(prev, A.Attach(gear=gear, to=to))


def add(prev, oid, name, controller, at="base", *, might=None, kind=None, attached_to=None,
        **opts) -> Step:
    """An `add` step: a library card (might=None) or a vanilla unit."""
    c = card(name) if might is None else None
    k = kind or (c.kind if c else "unit")
    return _apply(prev, A.AddObject(obj_id=oid, card=c, kind=k, controller=controller,
                                    owner=opts.pop("owner", controller), at=at,
                                    name=None if c else name, might=might,
                                    attached_to=attached_to, **opts))


def remove(prev, obj) -> Step:
    return _apply(prev, A.Remove(obj=obj))


def end_turn(prev) -> Step:
    return _apply(prev, A.EndTurn())


def resolve_held(prev) -> Step:
    """A step that only resolves what is held on the chain."""
    return _apply(prev, None)


def raises_illegal(fn, *args, **kwargs) -> str:
    """Call a step helper that must be refused; return the refusal message."""
    from riftboard.engine.errors import IllegalAction

    try:
        fn(*args, **kwargs)
    except IllegalAction as e:
        return str(e)
    raise AssertionError("the step was not refused")


def designer(name, kind="spell", **table) -> dict:
    """A designer card table (the project's card format, docs/cards.md)."""
    return {"name": name, "kind": kind, **table}
