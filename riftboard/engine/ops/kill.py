"""Kill primitives: a kill instruction, and each player choosing one of their units (428, 411.1)."""

from __future__ import annotations

from .. import cleanup
from ..errors import IllegalAction
from . import Param, item_sources, primitive, target_of


def _check_own_units(txn, answers, what, targets) -> None:
    """Each `choose` answer must be a unit of the player who gives it (411.1)."""
    for pid, ids in answers.choose:
        if pid not in txn.players:
            raise IllegalAction(f"{what}: there is no player {pid!r} to choose")
        for uid in ids:
            o = txn.objects.get(uid)
            if o is None or o.kind != "unit" or o.zone != "board" or o.controller != pid:
                name = f"{o.name} ({uid})" if o is not None else repr(uid)
                raise IllegalAction(
                    f"{what}: {txn.pname(pid)} must choose a unit they control on the board; "
                    f"{name} is not one (411.1)"
                )


@primitive("choose_each", family="kill", asks=("choose",), check=_check_own_units,
           does="Each player, the turn player first, chooses one unit they control, with the "
                "step's `choose` (default: their first in file order). The next instruction's "
                '`target = "chosen"` acts on all of them at once, each chooser responsible for '
                "their own (411.1).",
           rules=("411.1",))
def _choose_each(txn, res, eff, _unit):
    answers = res.item.answers
    picks = []
    for pid in txn.turn_order():
        mine = [o for o in txn.on_board() if o.kind == "unit" and o.controller == pid]
        if not mine:
            continue
        pick = None
        for cand in answers.choices_for(pid) if answers else ():
            o = txn.objects.get(cand)
            if o is not None and o.kind == "unit" and o.zone == "board" and o.controller == pid:
                pick = cand
                break
        # the answer no longer fits (the unit left, e.g. while the spell was held): the player
        # still chooses one of their units; the default is the first in file order
        picks.append((pid, pick or mine[0].id))
    res.chosen = picks


@primitive("kill", words="the kill", family="kill",
           params=(Param("target", "target", required=True, words=("self", "subject", "chosen"),
                         doc='`"chosen"`: the units `choose_each` picked, killed together'),),
           does="A kill instruction (428.1.a.1), credited to the spell, or to the ability and its "
                "host, or to a delayed ability and the spell that created it (428.5.b, 428.5.d).",
           events=("kill", "death_replaced"), rules=("428.1.a.1", "428.5.b", "428.5.d"),
           passive="is killed")
def _kill(txn, res, eff, _unit):
    item = res.item
    if item.creator is not None:  # a delayed ability: credited with the spell that made it
        credit, rules = (item.ref, item.creator), ("390.2", "428.5.b", "428.5.d")
    else:
        credit = item_sources(txn, item)
        rules = ("428.5.d",) if item.kind != "spell" else ()
    if eff.target == "chosen":
        cleanup.kill_units(txn, [(uid, credit, pid) for pid, uid in res.chosen],
                       reason="kill_instruction", rules=("411.1",))
        return None
    uid = target_of(txn, res, eff)
    if uid is not None:
        cleanup.kill_units(txn, [(uid, credit, item.controller)], reason="kill_instruction", rules=rules)
    return None
