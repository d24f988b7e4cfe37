"""Damage primitives: a spell or ability deals damage, two units fight (417.6)."""

from __future__ import annotations

from .. import damage
from .registry import Param, item_sources, primitive, target_of

TARGET = Param("target", "target", required=True, words=("self", "subject"))


@primitive("deal", on_target=True, words="deal {amount}", family="damage",
           params=(Param("amount", "count", required=True), TARGET),
           events=("damage", "prevented"), rules=("417.6.a", "417.6.b.2.a", "715.1"))
def _deal(txn, res, eff, u):
    """Deal `amount` to the target. A spell is the source (417.6.a); an ability deals it together
    with its host (417.6.b.2.a). Void Gate's Bonus Damage applies."""
    uid = u.id
    item = res.item
    src = item_sources(txn, item)
    rules = ("417.6.a",) if item.kind == "spell" else ("417.6.b.2", "417.6.b.2.a")
    return damage.deal(txn, [(uid, eff.amount)], sources=src, responsible=item.controller,
                       credit=src, by_spell_or_ability=True, rules=rules).credits


@primitive("fight", words="the fight", family="damage",
           params=(TARGET, Param("other", "target_number", required=True,
                                 doc="the second unit")),
           events=("damage", "prevented"), rules=("417.6.b.3", "417.6.b.4"))
def _fight(txn, res, eff, _unit):
    """The two units deal damage equal to their Might to each other at once; each unit is the only
    source of its damage and its controller is responsible (417.6.b.3, 417.6.b.4). No Bonus
    Damage."""
    item = res.item
    targets = res.targets
    a = target_of(txn, res, eff)
    b = targets[eff.other - 1] if eff.other and eff.other - 1 < len(targets) else None
    if a is None or b is None:
        return None
    ua, ub = txn.objects[a], txn.objects[b]
    ma, mb = max(0, txn.might(ua)), max(0, txn.might(ub))
    rs = txn.rs

    def resp(u):
        # 417.6.b.4 (1.4): the source's controller; 1.3: the player performing (411.1)
        return u.controller if rs.source_controller_responsible else item.controller

    rules = ("417.6.b.3", "417.6.b.4")
    # both Deals happen at the same time: triggers wait until both are marked
    pending_before = len(txn.pending)
    first = damage.deal(txn, [(b, ma)], sources=(txn.ref(ua),), responsible=resp(ua), credit=(),
                     by_spell_or_ability=False, rules=rules)
    held = txn.pending[pending_before:]
    del txn.pending[pending_before:]
    second = damage.deal(txn, [(a, mb)], sources=(txn.ref(ub),), responsible=resp(ub), credit=(),
                      by_spell_or_ability=False, rules=rules)
    txn.pending[pending_before:pending_before] = held
    return {**first.credits, **second.credits}
