"""Playing a spell from the trash by an effect, its Energy cost ignored (Fizz, Trickster): the
spell is played (350.2) and goes on the chain with targets of its own, to resolve once the
ability that played it has finished resolving; "recycle it after you play it" sends it to the bottom of its owner's main deck
instead of the trash (416.1; card text, 002)."""

from __future__ import annotations

from .. import actions as A
from .. import triggers
from ..asker import Question, ask, ask_pick
from ..errors import IllegalAction
from ..state import ChainItem
from ..targets import legal_targets
from .cardsT2_words import named_spell_ban
from .registry import Param, primitive
from .cardsL2_words import spell_forbidden


def _candidates(txn, who: str, max_energy: int | None) -> list:
    """The spell cards of `who`'s trash the instruction may play, in file order."""
    out = []
    for o in txn.objects_map().values():
        if o.zone != "trash" or o.owner != who or o.kind != "spell" or o.card is None:
            continue
        if max_energy is not None and (o.card.energy or 0) > max_energy:
            continue
        if named_spell_ban(txn, o.card, who) is not None:
            continue  # "opponents can't play spells with that name" (Fallen Feline, 002)
        out.append(o)
    out.sort(key=lambda o: o.order)
    return out


def _pick_spell(txn, item, cands: list):
    """The spell played: the first of the step's `choose` for the controller that is one of
    `cands`, else the first; the app asks when there is a choice."""
    who = item.controller
    pick = ask_pick(txn, item.answers, who, [(o.id, o.name) for o in cands], source=item.ref,
                    words="which spell from the trash?",
                    not_one=f"is not a spell of {txn.pname(who)}'s trash it may play")
    return txn.objects[pick]


def _spell_targets(txn, item, spell) -> tuple[str, ...] | None:
    """The played spell's targets, chosen as it is played: for each, the first of the step's
    `choose` for the controller that is legal, else the first legal one (the app asks when
    there is a choice); None when a target it needs has no legal choice (it cannot be played,
    355)."""
    who = item.controller
    picks = item.answers.choices_for(who) if item.answers is not None else ()
    chosen: list[str] = []
    for spec in spell.card.targets:
        first = txn.objects.get(chosen[0]) if chosen else None
        legal = [o.id for o in legal_targets(txn, spec, who, None, first)
                 if spec.same_ok or o.id not in chosen]
        if not legal:
            if spec.optional:
                break
            return None
        pick = next((p for p in picks if p in legal and p not in chosen), None)
        if len(legal) > 1:
            pick = ask(txn, item.answers, Question(
                kind="choose", player=who, source=item.ref,
                words=f"{spell.name}: a target ({spec.describe()})",
                options=tuple((i, txn.name(i)) for i in legal), default=pick or legal[0],
                given=pick is not None))
            if pick not in legal:
                raise IllegalAction(f"{spell.name}: {txn.name(pick)} is not a legal target "
                                    f"({spec.describe()})")
        chosen.append(pick or legal[0])
    return tuple(chosen)


@primitive("play_spell_from_trash", words="the play from the trash", family="actions",
           asks=("choose",),
           params=(Param("max_energy", "whole", doc="the spell costs at most this Energy"),
                   Param("recycle", "bool", doc="it is recycled after it is played, instead of "
                                                "going to the trash")),
           does="Its controller plays a spell from their trash, its Energy cost ignored (its "
                "Power cost is free in the sandbox): the step's `choose` for them names the "
                "spell, else the first in file order, and then its targets, else the first "
                "legal ones. It is a play (350.2): it counts as a card played this turn and goes "
                "on the chain, to resolve once the ability has finished resolving; \"when you "
                "play\" abilities hear it, as a play from anywhere but the hand. With `recycle`, once it has "
                "resolved (or been countered) it goes to the bottom of its owner's main deck "
                "instead of the trash (416.1). With no such spell, or none whose targets can be "
                "chosen, nothing happens (419.3.c).",
           events=("play", "recycle"), rules=("350.2", "419.3", "419.3.c", "416.1"))
def _play_spell_from_trash(txn, res, eff, _unit):
    item = res.item
    who = item.controller
    cands = _candidates(txn, who, eff.max_energy)
    if not cands:
        return None  # 419.3.c: nothing to play, the resolution goes on
    spell = _pick_spell(txn, item, cands)
    card = spell.card
    ban = spell_forbidden(txn, who)
    if ban is not None:  # "can't play spells" (card text, 002): it stays in the trash (055)
        txn.emit("fizzle", target=spell.id, target_name=spell.name, sources=(item.ref,),
                 responsible=who, rules=("002", "055"),
                 text=f"{txn.pname(who)} can't play spells this turn ({ban.name}): "
                      f"{spell.name} stays in the trash")
        return None
    if card.modelled == "none":
        raise IllegalAction(f"{card.name}: playing it is not modelled (the library has this card "
                            f"as a body only, level none), so {item.ref.name} cannot play it")
    if card.play_cost:
        raise IllegalAction(f"{card.name} has an additional cost to pay as it is played, which "
                            f"{item.ref.name}'s play from the trash does not model")
    targets = _spell_targets(txn, item, spell)
    if targets is None:
        return None  # no legal choice for a target it needs: it cannot be played (355)
    now = txn.evolve(spell.id, zone="chain", at=None, controller=who)
    triggers.count_play(txn, who)
    ref = txn.ref(now)
    on = f" on {', '.join(map(txn.name, targets))}" if targets else ""
    txn.emit("play", target=targets[0] if targets else None,
             target_name=txn.name(targets[0]) if targets else None, sources=(ref, item.ref),
             responsible=who, rules=("350.2", "419.3"),
             text=f"{txn.pname(who)} plays {card.name} from the trash{on}, ignoring its Energy "
                  f"cost ({item.ref.name})" + ("; it will be recycled" if eff.recycle else ""))
    answers = item.answers if item.answers is not None else A.Answers()
    txn.chain = txn.chain + (ChainItem(ref=ref, controller=who, kind="spell", host=spell.id,
                                       effects=card.effects, targets=targets, answers=answers,
                                       step=txn.step, target_incs=txn.incs(targets),
                                       recycle=eff.recycle),)
    triggers.play_triggers(txn, who, spell.id, elsewhere=True)
    if targets:
        triggers.targeting_triggers(txn, who, targets, spell=True)  # 383.4.b.2
    return None
