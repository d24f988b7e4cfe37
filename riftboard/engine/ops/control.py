"""Control, recall, heal and ready primitives: taking control of a unit and losing it again
(Possession, Hostile Takeover), recalling a permanent (454-458), healing units (418), readying
a unit."""

from __future__ import annotations

from .. import cleanup, moves, triggers
from .registry import Param, primitive, run_effects, target_of

TARGET = Param("target", "target", required=True, words=("self", "subject"))


def set_controller(txn, res, u, who: str, rules) -> None:
    """`who` now controls the unit: it stays where it is (a base follows its controller, 107.1.c:
    a unit in a base moves to the new controller's base with it), and a unit in a combat loses
    its designation (it no longer fights for the side it was on)."""
    item = res.item
    old = u.controller
    if old == who:
        return
    before = moves.might_snapshot(txn)
    txn.evolve(u.id, controller=who)
    cleanup.leave_combat(txn, u.id)
    txn.emit("control", target=u.id, target_name=u.name, sources=(item.ref,),
             responsible=item.controller, rules=rules,
             text=f"{txn.pname(who)} takes control of {u.name} from {txn.pname(old)}")
    moves.emit_might_changes(txn, before, sources=(item.ref,))


@primitive("take_control", on_target=True, words="the control change", family="control",
           params=(TARGET,), events=("control", "might"), rules=("002", "107.1.c"),
           does="The controller of the spell or ability takes control of the target (it stays "
                "where it is; its owner is unchanged).")
def _take_control(txn, res, eff, u):
    set_controller(txn, res, u, res.item.controller, ("002", "107.1.c"))
    return None


@primitive("lose_control", on_target=True, words="the return of control", family="control",
           params=(TARGET,), events=("control", "might"), rules=("002", "127.1"),
           does="The controller of the spell or ability loses control of the target: its owner "
                "controls it again (Hostile Takeover's end of turn).")
def _lose_control(txn, res, eff, u):
    if u.controller == res.item.controller and u.owner is not None:
        set_controller(txn, res, u, u.owner, ("002", "127.1"))
    return None


@primitive("recall", on_target=True, words="the recall", family="control", params=(TARGET,),
           events=("recall",), rules=("455", "456", "458"),
           does="Recalls the target to its controller's base: not a move, so nothing that "
                "restricts or triggers on moves applies, and its damage and statuses stay "
                "(455, 456, 456.3, 458).")
def _recall(txn, res, eff, u):
    cleanup.recall(txn, u.id, rules=("455", "456", "458"))
    return None


@primitive("heal", words="the heal", family="control",
           params=(Param("target", "target", words=("self", "subject"),
                         doc="the unit healed; leave it out with `who`"),
                   Param("who", "word", words=("friendly_here",),
                         doc='`"friendly_here"`: every unit the controller controls at the '
                             "location of the object that has the ability, healed at once "
                             "(418.2)")),
           events=("heal",), rules=("418.1", "418.2", "418.3.a"),
           does="Removes all damage from the target, or from each of the controller's units at "
                "the object's location with `who = \"friendly_here\"` (418.1, 418.2).")
def _heal(txn, res, eff, _unit):
    item = res.item
    if eff.who == "friendly_here":
        host = txn.objects.get(item.host) if item.host else None
        if host is None or host.zone != "board" or not txn.is_same(item.host, item.host_inc):
            return None
        units = [o for o in txn.on_board() if o.kind == "unit" and o.controller == item.controller
                 and o.at == host.at]
    else:
        uid = target_of(txn, res, eff)
        units = [txn.objects[uid]] if uid is not None else []
    for u in units:
        if u.damage:
            cleanup.heal(txn, u.id, rules=("418.1", "418.2", "418.3.a"),
                         why=f"{item.ref.name}")
    return None


@primitive("exhaust_self", words="the exhaust", family="control",
           params=(Param("effects", "effects", required=True,
                         doc="what exhausting it pays for"),),
           events=("exhaust",), rules=("383.3.b",),
           does="Exhausts the object that has the ability as a cost inside its effect; only if it "
                'was ready (the cost can be paid), `effects` follow ("exhaust this to ready it", '
                "Mistfall).")
def _exhaust_self(txn, res, eff, _unit):
    item = res.item
    host = txn.objects.get(item.host) if item.host else None
    if host is None or host.exhausted or not txn.is_same(item.host, item.host_inc, "board"):
        return None  # the cost can't be paid: nothing follows
    txn.evolve(host.id, exhausted=True)
    txn.emit("exhaust", target=host.id, target_name=host.name, sources=(item.ref,),
             responsible=item.controller, rules=("383.3.b",),
             text=f"{host.name} exhausts (paying for {item.ref.name}'s effect)")
    return run_effects(txn, res, eff.effects)


@primitive("spend_buff", on_target=True, words="the buff spent", family="control",
           params=(TARGET, Param("effects", "effects",
                                 doc='what happens "if you do" (nothing when there is no buff '
                                     "to spend)")),
           events=("spend_buff", "might"), rules=("143.2", "383.3.b"),
           does="Spends the target's buff (it loses its +1 Might); only if it had one, `effects` "
                'follow ("spend a buff to ...", Wildclaw Shaman).')
def _spend_buff(txn, res, eff, u):
    if not u.buffed:
        return None
    item = res.item
    before = moves.might_snapshot(txn)
    txn.evolve(u.id, buffed=False)
    txn.emit("spend_buff", target=u.id, target_name=u.name, sources=(item.ref,),
             responsible=item.controller, rules=("143.2",),
             text=f"{txn.pname(item.controller)} spends {u.name}'s buff ({item.ref.name})")
    moves.emit_might_changes(txn, before, sources=(item.ref,))
    triggers.buff_spent(txn, item.controller, u.id)
    return run_effects(txn, res, eff.effects)
