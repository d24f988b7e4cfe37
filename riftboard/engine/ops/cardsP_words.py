"""Words the cardsP cards needed: a trigger for a unit its controller played having entered the
board, when that unit's own Play Effects trigger (Forecaster: "your Mechs have Vision"), and
instructions that follow only if a target was an enemy (or a friendly) unit (Blood Money), and
an Equipment detached from a unit, picked as it resolves (Strike Down), and a Might change for
the combat under way (Fiora, Peerless), and a card of the hand put on the deck (Altar of
Memories)."""

from __future__ import annotations

from ..asker import ask_pick
from .registry import Param, primitive, run_effects, trigger

trigger("you_play_unit_enters",
        "a unit its controller plays (a card from any zone, or a unit token, 350.2) has entered "
        "the board: when that unit's own Play Effects trigger (383.4.a.2), so a keyword's Play "
        "Effect given to it (Vision, 817) is heard at its time; not this object itself; the unit "
        "is the `subject`; with `played = \"unit\"` and `played_tag`, only a unit with that tag "
        "(a Mech token is a Mech)")



@primitive("if_was", words="the instructions", family="choices",
           params=(Param("target", "target_number", required=True,
                         doc="the unit read, as the spell or ability began to resolve"),
                   Param("who", "word", required=True, words=("enemy", "friendly"),
                         doc='`"enemy"`: another player controlled it; `"friendly"`: the '
                             "controller of the spell or ability did"),
                   Param("effects", "effects", required=True,
                         doc="what happens when it was so")),
           rules=("055", "359.3.e.14"))
def _if_was(txn, res, eff, _unit):
    """`effects` happen only if the target was an enemy (or a friendly) unit as the spell or
    ability began to resolve ("if it was an enemy unit ...", Blood Money): read even once an
    earlier instruction has killed it or moved it away. A target that had become illegal is
    no unit it was (055): nothing happens."""
    t = eff.target
    if not 0 < t <= len(res.targets) or res.targets[t - 1] is None:
        return None
    was = res.controller_before.get(res.targets[t - 1])
    if was is None or (was == res.item.controller) != (eff.who == "friendly"):
        return None
    return run_effects(txn, res, eff.effects)


@primitive("detach_one_from", on_target=True, words="the detachment", family="gear",
           asks=("choose",),
           params=(Param("target", "target", required=True, words=("self", "subject"),
                         doc="the unit an Equipment is detached from"),),
           events=("detach", "might"), rules=("434", "718.3", "323.7", "055"))
def _detach_one_from(txn, res, eff, u):
    """One Equipment attached to the unit is detached from it ("detach an Equipment from it",
    Strike Down; picked, not targeted): the step's `choose` for the controller, else the first
    attached. It stays where it is; an unattached gear at a battlefield is recalled at the next
    Cleanup (434, 718.3, 323.7). A unit with none attached: nothing happens (055)."""
    from .. import moves  # imported here, as ops/battlefield_words.py does

    item = res.item
    ids = [e for e in u.equipment if txn.objects.get(e) is not None]
    if not ids:
        return None
    who = item.controller
    pick = ask_pick(txn, item.answers, who, [(e, txn.name(e)) for e in ids], source=item.ref,
                    words=f"which Equipment is detached from {u.name}?",
                    not_one=f"is not attached to {u.name}")
    moves.detach(txn, pick, responsible=who, sources=(item.ref,))
    return None


@primitive("might_this_combat", on_target=True, words="the Might change", family="might",
           params=(Param("target", "target", required=True, words=("self", "subject")),
                   Param("amount", "signed", required=True)),
           events=("might",), rules=("143.2", "466.7"))
def _might_this_combat(txn, res, eff, u):
    """The target's Might changes by `amount` until the combat under way ends (466.7: "this
    combat"; with `per = "might"`, "double my Might", Fiora, Peerless); with no combat under
    way, nothing happens (055)."""
    from ..state import MightMod
    from ..values import evolve

    if txn.combat is None:
        return None
    item = res.item
    before = txn.might(u)
    new = evolve(u, mods=u.mods + (MightMod(amount=eff.amount, source=item.ref.name,
                                            this_combat=True),))
    txn.put(new, u)
    after = txn.might(new)
    if after != before:
        txn.emit("might", target=u.id, target_name=u.name, amount=after, sources=(item.ref,),
                 responsible=item.controller, rules=("143.2",),
                 text=f"{u.name}'s Might {before} -> {after} ({eff.amount:+d} this combat, "
                      f"{item.ref.name})")
        from .. import moves

        moves.might_moved(txn, new, before, after)
    return None

trigger("you_spend_buff",
        "its controller spends the buff of a unit (143.2): as a cost (an ability's, a "
        "replacement's) or by an instruction; the unit is the `subject`; works from a legend too")


@primitive("hand_to_deck", words="the card put on the deck", family="deck",
           asks=("choose", "may"),
           events=("to_deck", "recycle"), rules=("416.1", "416.6", "055"))
def _hand_to_deck(txn, res, eff, _unit):
    """Its controller puts a card of their own hand (picked, not targeted: the step's `choose`
    for them, else the first named card in file order) on the top of their main deck, or on
    the bottom (the step's `may`: yes, the top, the default; no, the bottom, a recycle, 416.1)
    (Altar of Memories). Cards drawn anonymously in the sandbox are not seen and cannot be
    picked; with none to pick, nothing happens (055). Skipped without a modelled deck."""
    from .. import turns
    from ..triggers import may_answer
    from .deck import _pick, main_deck, recycle_card

    item = res.item
    me = item.controller
    deck = main_deck(txn, me)
    if deck is None:
        return None
    hand = sorted((txn.objects[h] for h in txn.hand_ids if txn.objects[h].owner == me),
                  key=lambda o: o.order)
    o = _pick(txn, item, me, "which card of your hand goes onto your main deck?", hand)
    if o is None:
        return None
    if not may_answer(txn, item.answers, me, f"put {o.name} on the top of your main deck "
                                             "(no: the bottom)", item.ref):
        recycle_card(txn, o, sources=(item.ref,), responsible=me, why=item.ref.name)
        return None
    txn.evolve(o.id, zone="deck", at=None, controller=me)
    turns.set_side(txn, me, deck=(o.id,) + deck)
    txn.emit("to_deck", target=o.id, target_name=o.name, sources=(item.ref,), responsible=me,
             rules=("416.6",),
             text=f"{txn.pname(me)} puts {o.name} from their hand on the top of their main deck "
                  f"({item.ref.name})")
    return None
