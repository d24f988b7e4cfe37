"""A unit's owner channels runes: "its owner channels 1 rune exhausted" (Retreat), after the
spell has moved the unit away. The owner is the target's, read as the instruction resolves
(an owner never changes, 127.1; the card may have left the board, so this is no targeted
action on it)."""

from __future__ import annotations

from .. import turns
from .registry import Param, primitive
from .resources import _format1


@primitive("owner_channels", words="the runes its owner channels", family="resources",
           params=(Param("amount", "count", required=True),
                   Param("target", "target", required=True, words=("self", "subject"),
                         doc="the card whose owner channels (it may have left the board)"),
                   Param("exhausted", "bool", doc="the runes enter exhausted (default: ready, "
                                                  "430.2.a)")),
           does="The owner of `target` channels `amount` runes from the top of their rune deck "
                "(430.1), ready unless `exhausted` (430.2.a); as many as there are (430.3). The "
                "owner is read even once the card has left the board (Retreat returns the unit "
                "first, 127.1). Skipped in format 1.",
           events=("channel", "not_modelled"), rules=("127.1", "430.1", "430.2.a", "430.3"))
def _owner_channels(txn, res, eff, _unit):
    if _format1(txn, res, "channelling runes"):
        return None
    t = eff.target
    targets = res.targets
    if t == "self":
        tid = res.item.host
    elif t == "subject":
        tid = res.item.subject
    else:
        tid = targets[t - 1] if isinstance(t, int) and t - 1 < len(targets) else None
    if tid is None:
        return None
    who = txn.objects[tid].owner
    got = turns.side(txn, who).rune_deck[:eff.amount]
    turns.channel(txn, who, eff.amount, rules=("430.1", "430.2.a", "430.3"),
                  why=res.item.ref.name + (", exhausted" if eff.exhausted else ""))
    if eff.exhausted:  # card text wins over 430.2.a (002)
        for rid in got:
            txn.evolve(rid, exhausted=True)
    return None
