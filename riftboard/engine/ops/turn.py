"""Turn primitives: a player taking another turn after this one (card text, 002; the turn's
structure, 315). (A unit's "when I conquer / hold" are `conquer_self` and `hold_self`, in the
registry, fired by turns.py's scoring.)"""

from __future__ import annotations

from .. import cleanup, turns
from ..state import Delayed
from .delayed import delayed_ref
from .registry import primitive


@primitive("extra_turn", words="the extra turn", family="turn",
           does="Its controller takes a turn after this one: when this turn ends, the next turn "
                "is theirs (card text, 002; 315), then play goes on in turn order. Several are "
                "taken one after the other, the newest first. Format 2 only: a format 1 file has "
                "no turn order to change, so it says so and nothing waits.",
           events=("extra_turn", "not_modelled"), rules=("002", "315"))
def _extra_turn(txn, res, eff, _unit):
    item = res.item
    me = item.controller
    if txn.game is None:
        txn.emit("not_modelled", sources=(item.ref,), responsible=me, rules=("002",),
                 text=f"{item.ref.name}: another turn for {txn.pname(me)} is format 2's (the "
                      f"whole game, SPEC section 7); nothing waits in this file")
        return None
    turns.set_game(txn, extra_turns=(me,) + txn.game.extra_turns)
    txn.emit("extra_turn", target=me, sources=(item.ref,), responsible=me, rules=("002", "315"),
             text=f"{txn.pname(me)} will take a turn after this one ({item.ref.name})")
    return None


@primitive("banish_self", words="the banishing of the spell", family="turn",
           does="The spell that has this instruction goes to its owner's banishment as it "
                "finishes resolving, not to the trash (427.1; card text, 002).",
           events=("banish",), rules=("427.1", "002"))
def _banish_self(txn, res, eff, _unit):
    item = res.item
    sp = txn.objects.get(item.ref.id)
    if item.kind != "spell" or sp is None or sp.zone != "chain":
        return None
    # format 1 has no banishment zone (SPEC section 4's zones): the card is taken away there
    txn.evolve(sp.id, zone=cleanup.banishment(txn), at=None)
    txn.emit("banish", target=sp.id, target_name=sp.name, sources=(item.ref,),
             responsible=item.controller, rules=("427.1",),
             text=f"{sp.name} is banished instead of going to the trash")
    return None


#: what a Delayed entry of `opponents_cant_play` waits for: nothing; it lasts the turn (317.2.c)
NO_PLAYS = "no_plays"


def play_forbidden(txn, player: str):
    """The spell or ability that keeps `player` from playing cards this turn (Brynhir
    Thundersong's "opponents can't play cards"), or None."""
    for d in txn.delayed:
        if d.trigger == NO_PLAYS and d.controller != player:
            return d.creator
    return None


@primitive("opponents_cant_play", words="the ban on plays", family="turn",
           does="For the rest of the turn every other player can't play cards (card text, 002): "
                "a step that plays one is refused; a card a spell or ability would have them "
                "play stays where it is (055). A token is no card (350.2), so tokens are still "
                "played. It ends with the turn (317.2.c).",
           events=(), rules=("002", "055", "350.2"))
def _opponents_cant_play(txn, res, eff, _unit):
    item = res.item
    ref = delayed_ref(txn, item, f"{item.ref.name}'s ban on plays")
    txn.delayed = txn.delayed + (Delayed(ref=ref, controller=item.controller, creator=item.ref,
                                         trigger=NO_PLAYS, effects=()),)
    return None
