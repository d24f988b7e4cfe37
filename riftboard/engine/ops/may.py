"""A "you may" inside a spell or ability's instructions ("you may pay [order] to ready it",
Guards!): its controller decides as the instruction resolves (383.3.a.3), with the step's
`may` (one answer per question in the order asked; one the step leaves open is yes, SPEC
section 2)."""

from __future__ import annotations

from ..triggers import may_answer
from .registry import Param, effect_words, primitive, run_effects


@primitive("you_may", words="the optional instructions", family="control", asks=("may",),
           params=(Param("effects", "effects", required=True,
                         doc="what its controller may do (a cost it pays for them is free in "
                             "the sandbox)"),),
           does="Its controller may do `effects` (the step's `may` for them, asked as this "
                "instruction resolves: 383.3.a.3's \"you may\", the sandbox paying any cost it "
                "names); declined, nothing of them happens and the rest goes on.",
           events=("may_declined",), rules=("383.3.a.3",))
def _you_may(txn, res, eff, _unit):
    item = res.item
    words = ", then ".join(effect_words(sub) for sub in eff.effects)
    if not may_answer(txn, item.answers, item.controller, f"{item.ref.name}: {words}?",
                      item.ref):
        txn.emit("may_declined", target=None, sources=(item.ref,), responsible=item.controller,
                 rules=("383.3.a.3",),
                 text=f"{txn.pname(item.controller)} declines {item.ref.name}'s optional "
                      f"instruction ({words})")
        return None
    return run_effects(txn, res, eff.effects)
