"""Primitives the cardsT1 tournament cards needed (issue 27): the defending player of the
combat choosing one of their units at the battlefield for the next instruction (Atakhan: "the
defender must kill one of their units here")."""

from __future__ import annotations

from ..asker import Question, ask
from ..errors import IllegalAction
from .registry import primitive


def _defender_here(txn, item) -> tuple[str | None, str | None]:
    """The defending player of the combat at the battlefield of the object that has the
    ability, and that battlefield; (None, None) when it is at no combat (464.2.c)."""
    host = txn.objects.get(item.host) if item.host is not None else None
    combat = txn.combat
    if host is None or host.zone != "board" or combat is None or host.at != combat.battlefield:
        return None, None
    return combat.defender, combat.battlefield


@primitive("defender_chooses_here", family="kill", asks=("choose",),
           does="The defending player of the combat at the battlefield of the object that has "
                "the ability chooses one of their units there (the step's `choose` for them, "
                "else the first in file order); the next instruction's `target = \"chosen\"` "
                "acts on it, that player performing it (411.1). With no combat there, or no "
                "unit of theirs there, nothing is chosen and the next instruction does "
                "nothing (055).",
           rules=("411.1", "464.2.c"))
def _defender_chooses_here(txn, res, eff, _unit):
    item = res.item
    res.chosen = []
    defender, bf = _defender_here(txn, item)
    if defender is None:
        return None
    fits = [o for o in txn.on_board()
            if o.kind == "unit" and o.controller == defender and o.at == bf]
    if not fits:
        return None
    answers = item.answers
    named = answers.choices_for(defender) if answers is not None else ()
    ids = {o.id for o in fits}
    pick = next((c for c in named if c in ids), None)
    if pick is None and named:
        raise IllegalAction(f"{item.ref.name}: {txn.pname(defender)} chooses one of their units "
                            f"at {txn.name(bf)}; {txn.name(named[0])} is not one (411.1)")
    given = pick is not None
    pick = pick or fits[0].id
    if len(fits) > 1:  # a choice to make: the app asks it then
        pick = ask(txn, answers, Question(
            kind="choose", player=defender,
            words=f"{item.ref.name}: choose one of your units at {txn.name(bf)}",
            source=item.ref, options=tuple((o.id, o.name) for o in fits), default=pick,
            given=given))
        if pick not in ids:
            raise IllegalAction(f"{item.ref.name}: {txn.pname(defender)} cannot choose "
                                f"{txn.name(pick)} for it (411.1)")
    res.chosen = [(defender, pick)]
    return None
