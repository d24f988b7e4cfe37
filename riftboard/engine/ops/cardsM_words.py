"""Primitives for the Vendetta cards of issue 27 (cardsM): a unit that enemy spells and abilities
can't choose this turn (Twilight Shroud; card text, 002; a choice refused, 054.1), and readying
up to N units, gear and runes together (Acceleration Gate, 415.1); and the trigger "when an
enemy unit here dies" (Nasus, Guardian of Knowledge; triggers.enemy_here_death_triggers)."""

from __future__ import annotations

from ..state import Grant
from .actions import ready_objects
from .registry import Param, primitive, trigger


@primitive("unchoosable_this_turn", on_target=True, words="the shelter from enemy choices",
           family="keywords",
           params=(Param("target", "target", required=True, words=("self", "subject")),),
           does="For the rest of the turn (317.2.c), spells and abilities of a player who does "
                "not control the target can't choose it (card text, 002): such a choice is "
                "refused (054.1), as a passive `unchoosable` refuses it (Ruin Runner). A choice "
                "made before it resolves stays.",
           events=("keyword",), rules=("002", "054.1", "317.2.c"))
def _unchoosable_this_turn(txn, res, eff, u):
    item = res.item
    txn.evolve(u.id, granted=u.granted + (Grant(keyword="unchoosable", source=item.ref.name),))
    txn.emit("keyword", target=u.id, target_name=u.name, sources=(item.ref,),
             responsible=item.controller, rules=("002", "054.1"),
             text=f"{item.ref.name}: enemy spells and abilities can't choose {u.name} this turn")


@primitive("ready_up_to", words="the things readied", family="gear", asks=("choose",),
           params=(Param("amount", "count", required=True,
                         doc="how many at most (\"up to N\")"),),
           does='"Ready up to N units, gear and/or runes" (Acceleration Gate): readies at most '
                "`amount` exhausted units, gear and runes, any player's, those the step's "
                "`choose` for its controller names (fewer if it names fewer); with none named, "
                "its controller's own, units and gear first, then runes, in file order "
                "(415.1). One already ready is no choice (415.1.c). Format 1 has no runes.",
           events=("ready",), rules=("415.1", "415.1.c"))
def _ready_up_to(txn, res, eff, _unit):
    item = res.item
    objects = txn.objects_map()
    tired = sorted((o for o in objects.values() if o.exhausted and (
        (o.zone == "board" and o.kind in ("unit", "gear")) or o.zone == "runes")),
        key=lambda o: (o.zone == "runes", o.order))
    named = item.answers.choices_for(item.controller) if item.answers is not None else ()
    if named:
        picked = [o for o in tired if o.id in named]
    else:
        picked = [o for o in tired if o.controller == item.controller]
    ready_objects(txn, item, picked[:eff.amount])
    return None


trigger("enemy_unit_dies_here", "a unit of another player dies at this permanent's battlefield "
        "(a Cleanup or a kill instruction): once for the batch (383.2.c.2); never at a base")
