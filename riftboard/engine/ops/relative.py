"""Instructions that read a second unit the spell chose: raise a unit's Might to another's
(Convergent Mutation) and move a unit to another's location (Zenith Blade)."""

from __future__ import annotations

import attrs

from .. import moves
from .registry import REGISTRY, Param, primitive, target_of

TARGET = Param("target", "target", required=True, words=("self", "subject"))
OTHER = Param("other", "target_number", required=True,
              doc="the unit read: its Might, or its location")


def _other(txn, res, eff):
    """The `other` unit, if it is still on the board and the same object (124), else None."""
    oid = target_of(txn, res, attrs.evolve(eff, target=eff.other))
    return None if oid is None else txn.objects[oid]


@primitive("might_to_match", on_target=True, words="the Might raised", family="might",
           params=(TARGET, OTHER),
           does="The target's Might is increased this turn to the Might of the unit `other`, as "
                "both are now: by the difference, when `other` has more; when it has as much or "
                "less, nothing changes (a Might change, 143.2). Nothing happens if `other` has "
                "left the board (055).",
           events=("might",), rules=("143.2", "055"))
def _might_to_match(txn, res, eff, u):
    b = _other(txn, res, eff)
    if b is None:
        return None
    diff = txn.might(b) - txn.might(u)
    if diff <= 0:
        return None
    return REGISTRY["might"].run(txn, res, attrs.evolve(eff, op="might", amount=diff, other=None),
                                 u)


@primitive("move_to_other", on_target=True, words="the move", family="zones",
           params=(TARGET, OTHER),
           does="Moves the target to the location of the unit `other`, as it is now (an effect's "
                "move, 446): nothing happens if `other` has left the board (055), if the target "
                "is already there, or if that location is another player's base (107.1.c).",
           events=("move", "might"), rules=("446", "449", "055"))
def _move_to_other(txn, res, eff, u):
    b = _other(txn, res, eff)
    if b is None or b.at == u.at and (b.at != "base" or b.controller == u.controller):
        return None
    if b.at == "base" and b.controller != u.controller:
        return None  # a base holds only its own player's permanents (107.1.c)
    moves.move_unit(txn, u.id, b.at, responsible=res.item.controller, sources=(res.item.ref,))
    return None
