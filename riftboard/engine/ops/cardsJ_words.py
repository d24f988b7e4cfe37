"""Primitives of the cardsJ batch of Origins cards: a Deathknell that recycles its own card
from the trash "to" do something (Ekko, Recurrent), readying every rune of a player, and a
battlefield's trigger for a player's spell choosing their own unit there (The Dreaming Tree)."""

from __future__ import annotations

from ..values import evolve
from .deck import recycle_card
from .registry import Param, primitive, run_effects, trigger
from .resources import _ready_runes

trigger("player_chooses_own_unit_here_with_spell", "a battlefield's: a spell of any player chooses "
        "a unit that player controls at this battlefield as a target, once it is played (383.4.b, "
        "383.4.b.3); the ability is that player's (190.6.a), the unit the `subject`")


@primitive("recycle_self", words="the recycling of the card itself", family="deck",
           params=(Param("effects", "effects",
                         doc='what recycling it pays for ("recycle me to ...": only when it '
                             "was recycled)"),),
           events=("recycle", "fizzle"), rules=("416.1", "124", "808.1.d"))
def _recycle_self(txn, res, eff, _unit):
    """"Recycle me to ...", on a "when I die" ability (Deathknell, 808.1.d): the card that died,
    still in its owner's trash as the object it became there (124), goes to the bottom of its
    owner's main deck (416.1); only then do `effects` follow. A card no longer in the trash (a
    token ceased to exist, 186.1; another effect moved it) is not recycled, and nothing follows."""
    item = res.item
    o = txn.objects.get(item.host)
    if o is None or o.zone != "trash" or (
            item.host_inc is not None and o.inc != item.host_inc + 1):
        txn.emit("fizzle", sources=(item.ref,), rules=("124",),
                 text=f"{item.ref.name}: the card is no longer in the trash as the object it "
                      "became there; it is not recycled and nothing follows")
        return None
    recycle_card(txn, o, sources=(item.ref,), responsible=o.owner, why=item.ref.name)
    return run_effects(txn, res, eff.effects)


@primitive("ready_all_runes", words="the runes readied", family="resources",
           events=("ready", "not_modelled"), rules=("415.1",))
def _ready_all_runes(txn, res, eff, unit):
    """"Ready your runes": every exhausted rune its controller controls readies, in file order
    (415.1; a ready one stays as it is, 415.1.c). Skipped in format 1, which has no runes."""
    who = res.item.controller
    runes = sum(1 for o in txn.objects_map().values()
                if o.zone == "runes" and o.controller == who)
    # "up to N runes" with N every rune they control (at least 1, the op's smallest amount)
    return _ready_runes(txn, res, evolve(eff, amount=max(1, runes)), unit)


@primitive("play_spell_from_trash_below_points", words="the play from the trash",
           family="actions", events=("play",), rules=("350.2", "419.3", "416.1", "194.1"))
def _play_spell_below_points(txn, res, eff, unit):
    """"Play a spell from your trash with Energy cost less than your points, ignoring its Energy
    cost; then recycle it" (Kai'Sa, Evolutionary): `play_spell_from_trash` with its cap read
    from its controller's points as it resolves (194.1), and the spell recycled (416.1). With 0
    points no spell costs less, and nothing happens (419.3.c). Format 2 only: format 1 keeps no
    score, so nothing can be played there."""
    from .. import turns
    from .trash_spell import _play_spell_from_trash

    if txn.game is None:
        return None
    points = turns.side(txn, res.item.controller).points
    if points < 1:
        return None
    return _play_spell_from_trash(txn, res, evolve(eff, max_energy=points - 1, recycle=True),
                                  unit)
