"""Delayed abilities a spell or ability creates (390.2, 391, 392): Imperial Decree is a delayed
ability "when a unit takes damage this turn" whose effect is a kill."""

from __future__ import annotations

from ..events import Ref
from ..state import Delayed
from .registry import REGISTRY, TRIGGERS, Param, primitive, target_of


def delayed_ref(txn, item, name: str) -> Ref:
    """HOST#delayed, HOST#delayed-2, ... for the delayed abilities a spell or ability creates."""
    host = item.host or item.ref.id
    idx = txn.delayed_made.get(host, 0) + 1  # ids are never reused (SPEC section 4)
    txn.delayed_made = txn.delayed_made.set(host, idx)
    return Ref.of_delayed(host, idx, name, item.controller)


@primitive("delayed", family="delayed",
           params=(Param("trigger", "word", required=True,
                         words=tuple(t.name for t in TRIGGERS.values() if t.delayed),
                         doc="what it waits for, for the rest of the turn"),
                   Param("effects", "effects", required=True,
                         doc='what it does to the unit (`target = "subject"`)'),
                   Param("target", "target", words=("self",),
                         doc="it waits for this unit only (default: every unit)"),
                   Param("once", "bool", doc="it triggers the next time only (default: each "
                                              "time)")),
           does="Creates a delayed triggered ability (HOST#delayed) for the rest of the turn: each "
                "time `trigger` happens to a unit, `effects` act on that unit "
                '(`target = "subject"`). Its kills are credited to the delayed ability and the '
                "spell (Imperial Decree). With `target`, it waits for that unit only (the object "
                "it is now, 124); with `once`, only for the next time (Noxian Guillotine).",
           events=("delayed_created", "trigger"), rules=("390.2", "391", "392"))
def _delayed(txn, res, eff, _unit):
    item = res.item
    only = only_inc = None
    if eff.target is not None:
        only = target_of(txn, res, eff)
        if only is None:
            return None  # the unit it was to wait for is gone (055)
        only_inc = txn.objects[only].inc
    ref = delayed_ref(txn, item, item.ref.name)
    txn.delayed = txn.delayed + (Delayed(ref=ref, controller=item.controller, creator=item.ref,
                                         trigger=eff.trigger, effects=eff.effects, only=only,
                                         only_inc=only_inc, once=eff.once),)
    about_it = all(e.target == "subject" for e in eff.effects)
    what = " and ".join(REGISTRY[e.op].passive or e.op if about_it else _plain(e)
                        for e in eff.effects)
    whom = TRIGGERS[eff.trigger].delayed
    if only is not None:
        # "each unit that takes damage" -> "the next time Scout takes damage, it"
        verb = whom.removeprefix("each unit that ")
        it = ", it" if about_it else ":"  # "..., it is killed" / "...: play 1 Gold"
        whom = f"{'the next time' if eff.once else 'each time'} {txn.name(only)} {verb}{it}"
    elif not about_it:
        whom += ":"
    txn.emit("delayed_created", target=only, target_name=txn.name(only) if only else None,
             sources=(item.ref,), responsible=item.controller,
             rules=("390.2", "391", "392"),
             text=f"{item.ref.name} creates {ref.id}: for the rest of this turn, {whom} {what}")
    return None


def _plain(eff) -> str:
    """An instruction that is not about the unit, as a delayed ability's text says it
    ("create tokens Gold", "gain xp 2")."""
    said = eff.name if eff.name is not None else eff.amount
    return eff.op.replace("_", " ") + (f" {said}" if said is not None else "")
