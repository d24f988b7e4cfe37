"""Primitives the cardsT2 tournament cards needed: a player's unit tokens gathered where the
unit with the ability is (Azir, Sovereign's attack trigger), an Equipment attached to the token
a trigger heard played (Azir, Emperor of the Sands), a spell named, which opponents then
can't play (Fallen Feline), Quick-Draw given to Equipment (Jax, Unmatched), and a showdown
beginning where a unit is, with the top card drawn if it is a spell (Diana, Lunari)."""

from __future__ import annotations

from .. import actions as A
from .. import cleanup, moves, triggers, turns
from ..asker import Question, ask
from ..carddefs import NAMES_SPELL, Ability, CardDef, Effect, Text
from ..errors import IllegalAction
from ..state import ChainItem
from .cardsU_words import pay_xp_cost, xp_cost, xp_cost_payable
from .deck import main_deck
from .turn import play_forbidden
from .registry import Param, primitive, trigger

trigger("given_quick_draw", "an Equipment without Quick-Draw of its own that its controller "
        "played has entered the board: the Play Effect Quick-Draw, given by this card's text, "
        "adds to it (819.1.b, 819.1.d; Jax, Unmatched); the Equipment is the `subject`; works "
        "from a legend too")
trigger("showdown_starts_here", "a showdown (a combat's included) begins at this unit's "
        "battlefield, as its Focus is first given (344, 345, 464); with a combat, together with "
        "its attack and defend abilities (464.2.e)")


@primitive("move_tokens_here", words="the move of the tokens", family="groups", asks=("choose",),
           events=("move", "might"), rules=("446", "449", "464.2.c.3.a"))
def _move_tokens_here(txn, res, eff, _unit):
    """Moves any number of the controller's unit tokens, from wherever they are, to the location
    of the object that has the ability (Azir, Sovereign: "to this battlefield"), each a move of
    its own by the controller (446, 449); the step's `choose` for the controller names which
    (default: all of them). During a combat, the place is the combat's battlefield, where the
    attack trigger saw him, even if he has left it since (359.3.f); otherwise his location, and
    nothing moves once he is gone (055). A token already there stays. A token arriving at a
    combat's battlefield joins its controller's side (464.2.c.3.a)."""
    item = res.item
    who = item.controller
    host = txn.objects.get(item.host) if item.host else None
    if host is not None and not txn.is_same(host.id, item.host_inc, "board"):
        host = None
    c = txn.combat
    # "this battlefield": during a combat (an attack trigger resolves in it) the combat's, as the
    # trigger saw it, even with him gone (359.3.f, docs/rulesets.md); else where he is
    here = c.battlefield if c is not None else host.at if host is not None else None
    if here is None:
        return None
    tokens = [o for o in txn.on_board()
              if o.kind == "unit" and o.token and o.controller == who
              and not (o.at == here and (here != "base" or o.controller == who))]
    if not tokens:
        return None
    named = item.answers.choices_for(who) if item.answers else ()
    if len(tokens) > 1 and not named:  # "any number of": the app asks for one (keys may name more)
        one = ask(txn, item.answers, Question(
            kind="choose", player=who, source=item.ref,
            words=f"{item.ref.name}: which token moves here?",
            options=tuple((o.id, o.name) for o in tokens), default=None))
        named = (one,) if one is not None else ()
    if named:
        ids = {o.id for o in tokens}
        bad = [n for n in named if n not in ids and n in txn.objects
               and txn.objects[n].zone == "board"]
        if bad:
            raise IllegalAction(f"{item.ref.name}: {txn.name(bad[0])} is not a unit token of "
                                f"{txn.pname(who)}'s that can move here")
        tokens = [o for o in tokens if o.id in named]
    for o in tokens:
        moves.move_unit(txn, o.id, here, responsible=who, sources=(item.ref,))
    return None


@primitive("attach_to_subject", words="the attachment", family="gear",
           params=(Param("target", "target_number", required=True, doc="the Equipment"),),
           events=("attach", "might"), rules=("434", "718.3", "818"))
def _attach_to_subject(txn, res, eff, _unit):
    """Attaches the Equipment (the ability's target `target`) to the unit the triggered ability
    is about, its `subject` (a unit token just played: Azir, Emperor of the Sands gives his
    player's Sand Soldiers Weaponmaster, "when played, you may Equip one of your Equipment to
    it"); from another unit it moves over (434). Nothing happens if either has left the board
    or the unit is no longer its controller's (055)."""
    item = res.item
    i = eff.target - 1
    gid = res.targets[i] if i < len(res.targets) else None
    uid = item.subject
    gear = txn.objects.get(gid) if gid else None
    unit = txn.objects.get(uid) if uid else None
    if gear is None or unit is None or unit.zone != "board" or gear.zone != "board":
        return None
    if unit.controller != item.controller or gid in unit.equipment:
        return None
    moves.attach(txn, gid, uid, responsible=item.controller, sources=(item.ref,))
    return None


def named_spell_ban(txn, card, player: str):
    """The unit that keeps `player` from playing the spell `card` (Fallen Feline: a unit of
    another player, at a battlefield, whose text named a spell of that name as it was played,
    132.1: by name, so every copy), or None (card text, 002). Only a card with an ability
    that names a spell keeps a name (the `names_spell` hook of GameState.hooks)."""
    if card is None or card.kind != "spell":
        return None
    objects = txn.objects
    for oid in txn.hooks.get(NAMES_SPELL, ()):
        o = objects[oid]
        if (o.named == card.name and o.kind == "unit" and o.controller != player
                and o.at is not None and o.at != "base"):
            return o
    return None


def _spell_cards(txn) -> list:
    """Objects whose card is a spell, in any zone, one per name, in file order."""
    seen, out = set(), []
    for o in sorted(txn.objects_map().values(), key=lambda o: o.order):
        if o.card is not None and o.card.kind == "spell" and o.card.name not in seen:
            seen.add(o.card.name)
            out.append(o)
    return out


@primitive("name_spell", words="the naming", family="actions", asks=("choose",),
           events=("name",), rules=("132.1", "002"))
def _name_spell(txn, res, eff, _unit):
    """Its controller names a spell, kept on the object that has the ability while it stays on
    the board (Fallen Feline; for the new object it becomes elsewhere, nothing, 124): the step's
    `choose` for them names an object whose card is a spell, in any zone, and its card's name is
    the one named; else the first spell card in file order that another player owns (the app
    asks, offering one of each spell of the game). A spell name no card of the game has would
    restrict nothing, so only those are offered. With none at all, nothing is named."""
    item = res.item
    who = item.controller
    host = txn.objects.get(item.host) if item.host else None
    if host is None or not txn.is_same(host.id, item.host_inc, "board"):
        return None
    spells = _spell_cards(txn)
    if not spells:
        return None
    by_id = {o.id: o for o in txn.objects_map().values()
             if o.card is not None and o.card.kind == "spell"}
    picks = item.answers.choices_for(who) if item.answers else ()
    named = next((p for p in picks if p in by_id), None)
    bad = next((p for p in picks if p not in by_id and p in txn.objects), None)
    if named is None and bad is not None:
        raise IllegalAction(f"{item.ref.name}: {txn.name(bad)} is not a spell card, so its name "
                            "cannot be named")
    theirs = next((o for o in spells if o.owner != who), spells[0])
    pick = named or theirs.id
    if len(spells) > 1:
        pick = ask(txn, item.answers, Question(
            kind="choose", player=who, source=item.ref,
            words=f"{item.ref.name}: which spell does {txn.pname(who)} name?",
            options=tuple((o.id, o.card.name) for o in spells), default=pick,
            given=named is not None))
        if pick not in by_id:
            raise IllegalAction(f"{item.ref.name}: {txn.name(pick)} is not a spell card")
    name = by_id[pick].card.name
    txn.evolve(host.id, named=name)
    txn.emit("name", target=host.id, target_name=host.name, sources=(item.ref,),
             responsible=who, rules=("132.1", "002"),
             text=f"{txn.pname(who)} names {name} ({item.ref.name}): while {host.name} is at a "
                  f"battlefield, {txn.pname(who)}'s opponents can't play spells of that name")
    return None


def quick_draw_given(txn, player: str, card) -> bool:
    """Whether the Equipment card `card` has Quick-Draw's Reaction timing for `player` from
    another card's text (819.1.b; Jax, Unmatched: his player's Equipment have Quick-Draw
    wherever they are, hands included): `player` controls a unit on the board with an ability
    waiting for an Equipment of theirs without Quick-Draw to be played (the attach that
    Quick-Draw adds, 819.1.d: a `given_quick_draw` ability)."""
    if card is None or not card.equipment:
        return False
    objects = txn.objects
    return any(o.controller == player and o.card is not None
               and o.card.own_triggers("given_quick_draw", "board")
               for o in (objects[i] for i in txn.board_ids))


@primitive("kill_then_replay", on_target=True, words="the kill", family="kill",
           params=(Param("target", "target", required=True, words=("self", "subject")),
                   Param("might_at_most", "whole", required=True,
                         doc="the reflexive ability triggers if the unit had this much Might or "
                             "less as it was killed")),
           events=("kill", "death_replaced", "delayed_created"),
           rules=("428.1.a.1", "387.1", "359.3.e.14"))
def _kill_then_replay(txn, res, eff, u):
    """A kill instruction of the spell (428.1.a.1), then "if it had N Might or less, do this:
    you may play this from your trash" (Death from Below, as errata'd): with the unit's Might,
    read as the kill happens, at most `might_at_most`, a reflexive ability (387.1; HOST#delayed)
    triggers, which resolves once the spell has finished and lies in its owner's trash. The
    condition reads the Might only: a death replaced does not stop it (359.3.e.14)."""
    from .delayed import delayed_ref
    from .registry import REGISTRY

    item = res.item
    had = txn.might(u)
    REGISTRY["kill"].run(txn, res, Effect(op="kill", target=eff.target), u)
    if had > eff.might_at_most:
        return None
    ref = delayed_ref(txn, item, item.ref.name)
    txn.emit("delayed_created", sources=(item.ref,), responsible=item.controller,
             rules=("387.1",),
             text=f"{item.ref.name} creates {ref.id}: {u.name} had {had} Might, so "
                  f"{txn.pname(item.controller)} may play {item.ref.name} from their trash")
    replay = Effect(op="you_may", effects=(Effect(op="replay_spell_from_trash"),))
    txn.pending.append(ChainItem(ref=ref, controller=item.controller, kind="trigger",
                                 host=item.host, effects=(replay,), step=txn.step,
                                 answers=item.answers))
    return None


@primitive("replay_spell_from_trash", words="the play from the trash", family="actions",
           asks=("choose",), events=("play", "pay"), rules=("350.2", "419.3", "387.1", "357"))
def _replay_spell_from_trash(txn, res, eff, _unit):
    """Its controller plays the spell card the ability belongs to from their trash, for 1 Power
    of any domain instead of its cost (Death from Below's "for [A]": a strict game charges it,
    the sandbox keeps it free; 163.2.b): its targets are chosen anew (the step's `choose` for
    them, else the first legal ones). It is a play (350.2): it counts as a card played this turn
    and goes on the chain, a play from anywhere but the hand. Nothing happens if the card is no
    longer in its owner's trash, or no target it needs is legal (419.3.c)."""
    from .trash_spell import _spell_targets

    item = res.item
    who = item.controller
    spell = txn.objects.get(item.host) if item.host else None
    if spell is None or spell.zone != "trash" or spell.owner != who or spell.card is None:
        return None
    card = spell.card
    if named_spell_ban(txn, card, who) is not None or play_forbidden(txn, who) is not None:
        return None  # "can't play" (002): it stays in the trash (055)
    targets = _spell_targets(txn, item, spell)
    if targets is None:
        return None
    if txn.game is not None:  # format 1 has no costs
        turns.pay(txn, who, 0, 1, (), None, f"{card.name} (played from the trash)",
                  source=item.ref, spell=True)
    now = txn.evolve(spell.id, zone="chain", at=None, controller=who)
    triggers.count_play(txn, who)
    ref = txn.ref(now)
    on = f" on {', '.join(map(txn.name, targets))}" if targets else ""
    txn.emit("play", target=targets[0] if targets else None,
             target_name=txn.name(targets[0]) if targets else None, sources=(ref, item.ref),
             responsible=who, rules=("350.2", "419.3"),
             text=f"{txn.pname(who)} plays {card.name} from the trash{on}, for 1 Power of any "
                  f"domain ({item.ref.name})")
    answers = item.answers if item.answers is not None else A.Answers()
    txn.chain = txn.chain + (ChainItem(ref=ref, controller=who, kind="spell", host=spell.id,
                                       effects=card.effects, targets=targets, answers=answers,
                                       step=txn.step, target_incs=txn.incs(targets)),)
    triggers.play_triggers(txn, who, spell.id, elsewhere=True)
    if targets:
        triggers.targeting_triggers(txn, who, targets, spell=True)  # 383.4.b.2
    return None


def _legend(txn, player: str):
    """`player`'s legend object (format 2, 107.4), or None."""
    if txn.game is None:
        return None
    lid = txn.game.side(txn.players, player).legend
    return txn.objects.get(lid) if lid else None


def optional_cost_payable(txn, card, player: str) -> bool:
    """Whether `player` can pay `card`'s optional additional cost now (356.2.b.1): one of Energy
    or Power always can here (free in the sandbox); exhausting their legend only with a ready
    legend (Bard, Mercurial; a cost that cannot be paid is not offered); XP only with that
    much XP (Safety Inspector); one of their units only with a ready one (Meditation)."""
    if xp_cost(card):
        return xp_cost_payable(txn, card, player)
    if card.optional_cost == "exhaust_friendly_unit":  # Meditation (cardsS)
        from .cardsS_words import ready_friendly_units
        return bool(ready_friendly_units(txn, player))
    if card.optional_cost != "exhaust_legend":
        return True
    leg = _legend(txn, player)
    return leg is not None and not leg.exhausted


def pay_optional_cost(txn, card, player: str, answers=None) -> None:
    """Pays what `card`'s optional additional cost does on the board: exhausting its player's
    legend (Bard, Mercurial; 356.2.b.1, 107.4), spending XP (Safety Inspector, 730), or
    exhausting one of their units (Meditation)."""
    if xp_cost(card):
        pay_xp_cost(txn, card, player)
    if card.optional_cost == "exhaust_friendly_unit":
        from .cardsS_words import exhaust_friendly_unit_cost
        exhaust_friendly_unit_cost(txn, card, player, answers)
        return
    if card.optional_cost != "exhaust_legend":
        return
    leg = _legend(txn, player)
    txn.evolve(leg.id, exhausted=True)
    txn.emit("exhaust", target=leg.id, target_name=leg.name, responsible=player,
             rules=("356.2.b.1", "107.4"),
             text=f"{txn.pname(player)} exhausts {leg.name}, the additional cost of playing "
                  f"{card.name}")


def _open_battlefields(txn) -> list:
    """Battlefields no player controls: open ones (Yone, Blademaster's erratum; 190)."""
    return [o for o in txn.on_board() if o.kind == "battlefield" and o.controller is None]


@primitive("move_to_open", words="the move", family="groups", asks=("choose",),
           events=("move", "might"), rules=("446", "449", "190"))
def _move_to_open(txn, res, eff, _unit):
    """Moves any number of the controller's units, from wherever they are, to one open
    battlefield, one no player controls (Bard, Mercurial), each a move of its own by the
    controller (446, 449). The step's `choose` for the controller names the battlefield (an
    open one among its answers; default: the first open one in file order; the play step's
    `to` is the played unit's own destination) and the units (default: all of them; the app
    asks for each). A unit already there stays. With no open battlefield, nothing moves (055);
    a battlefield named that is not open refuses the step."""
    item = res.item
    who = item.controller
    opened = _open_battlefields(txn)
    if not opened:
        return None
    picks = item.answers.choices_for(who) if item.answers else ()
    fields = [p for p in picks if p in txn.objects and txn.objects[p].kind == "battlefield"]
    open_ids = [o.id for o in opened]
    if fields and fields[0] not in open_ids:
        raise IllegalAction(f"{item.ref.name}: the units move to an open battlefield, one no "
                            f"player controls; {txn.name(fields[0])} is not one")
    dest = fields[0] if fields else open_ids[0]
    if len(open_ids) > 1:
        dest = ask(txn, item.answers, Question(
            kind="choose", player=who, source=item.ref,
            words=f"{item.ref.name}: to which open battlefield do the units move?",
            options=tuple((o.id, o.name) for o in opened), default=dest,
            given=bool(fields)))
        if dest not in open_ids:
            raise IllegalAction(f"{item.ref.name}: {txn.name(dest)} is not an open battlefield")
    units = [o for o in txn.on_board()
             if o.kind == "unit" and o.controller == who and o.at != dest]
    named = tuple(p for p in picks if p not in fields)
    if len(units) > 1 and not named:  # "any number of": the app asks for one (keys may name more)
        one = ask(txn, item.answers, Question(
            kind="choose", player=who, source=item.ref,
            words=f"{item.ref.name}: which unit moves?",
            options=tuple((o.id, o.name) for o in units), default=None))
        named = (one,) if one is not None else ()
    if named:
        ids = {o.id for o in units}
        bad = [n for n in named if n not in ids and n in txn.objects
               and txn.objects[n].zone == "board" and txn.objects[n].kind == "unit"]
        if bad:
            raise IllegalAction(f"{item.ref.name}: {txn.name(bad[0])} is not a unit of "
                                f"{txn.pname(who)}'s that can move there")
        units = [o for o in units if o.id in named]
    for o in units:
        moves.move_unit(txn, o.id, dest, responsible=who, sources=(item.ref,))
    return None


#: the text of the tokens that have one, by kind: a token made by an effect has this card (187).
#: Gold (the token card SFD-T03): kill it and exhaust it, as a Reaction, to add 1 Power of any
#: domain; an Add ability, which resolves at once (429.2); and 1 Energy more while a passive
#: ability of its player's says so (Renata Glasc, Chem-Baroness: `gold_adds_energy`)
GOLD_TOKEN = CardDef(
    name="Gold", kind="gear", token=True,
    summary="Gold token. Kill it and exhaust it (a Reaction): 1 Power of any domain.",
    text=Text(abilities=(Ability(
        kind="activated", cost=("kill_self", "exhaust"), reaction=True,
        summary="Kill this, exhaust (a Reaction): add 1 Power of any domain.",
        effects=(Effect(op="add_power", amount=1, domain="any"),
                 Effect(op="add_energy", amount=1, cond="gold_adds_energy"))),)))
#: Shadow Clone (Zed, Without a Sound's token): a 0-Might unit; as it attacks, its player may
#: banish a unit card from their trash to give it Assault 4 this turn
SHADOW_CLONE_TOKEN = CardDef(
    name="Shadow Clone", kind="unit", might=0, token=True,
    summary="Shadow Clone token, 0 Might. Attacking, it may banish a unit from its player's trash "
            "for Assault 4 this turn.",
    text=Text(abilities=(Ability(
        kind="triggered", trigger="attack", may=True,
        summary="On attacking: banish a unit card from your trash (optional) for Assault 4 this "
                "turn.",
        effects=(Effect(op="banish_unit_from_trash",
                        effects=(Effect(op="grant_keyword", target="self", keyword="assault",
                                        amount=4),)),)),)))
TOKEN_CARDS = {"Gold": GOLD_TOKEN, "Shadow Clone": SHADOW_CLONE_TOKEN}


@primitive("banish_from_hand_until_hold", words="the banishment from a revealed hand",
           family="actions", asks=("choose",), events=("reveal", "banish", "delayed_created"),
           rules=("424.3.a", "427.1", "390.2"))
def _banish_from_hand_until_hold(txn, res, eff, _unit):
    """Another player ("choose an opponent"; in a two-player game, the other one) reveals their
    hand (424.3.a; a `reveal` event); the controller picks one of its cards (the step's `choose`
    for the controller, else the first in file order) and banishes it (427.1). A delayed
    ability (390.2; HOST#delayed) then waits for that player's next Hold: it returns the card to
    their hand, even if the object that made it has left the board (Ashe, Focused). Cards drawn
    anonymously in the sandbox are not seen and cannot be picked; with none, nothing more
    happens (055). Format 1 has no banishment and no Hold: the card is taken away."""
    from .deck import _pick, _reveal_hand_of
    from .delayed import delayed_ref

    item = res.item
    me = item.controller
    who = txn.other(me)
    hand = _reveal_hand_of(txn, item, me, who)
    o = _pick(txn, item, me, f"which card of {txn.pname(who)}'s hand is banished?", hand)
    if o is None:
        return None
    if txn.game is None:
        txn.evolve(o.id, zone="removed")
        txn.emit("banish", target=o.id, target_name=o.name, sources=(item.ref,),
                 responsible=me, rules=("427.1",),
                 text=f"{txn.pname(me)} banishes {o.name} from {txn.pname(who)}'s hand "
                      f"({item.ref.name}; format 1 has no banishment: it is taken away)")
        return None
    ref = delayed_ref(txn, item, item.ref.name)
    txn.evolve(o.id, zone="banished")
    now = txn.objects[o.id]
    txn.evolve(o.id, back_on_hold=(who, ref, now.inc))
    txn.emit("banish", target=o.id, target_name=o.name, sources=(item.ref,), responsible=me,
             rules=("427.1",),
             text=f"{txn.pname(me)} banishes {now.name} from {txn.pname(who)}'s hand "
                  f"({item.ref.name})")
    txn.emit("delayed_created", sources=(item.ref,), responsible=me, rules=("390.2",),
             text=f"{item.ref.name} creates {ref.id}: when {txn.pname(who)} holds, {now.name} "
                  "returns to their hand")
    return None


def back_on_hold_triggers(txn, player: str) -> None:
    """`player` holds (469.2): each card banished until their Hold (`back_on_hold`) has its
    delayed ability triggered, once (390.2), to go on the chain with the Hold's other abilities."""
    for o in sorted(txn.objects_map().values(), key=lambda o: o.order):
        if o.zone != "banished" or o.back_on_hold is None or o.back_on_hold[0] != player:
            continue
        _who, ref, inc = o.back_on_hold
        if inc != o.inc:  # not the card banished then, but a new object since (124)
            continue
        txn.evolve(o.id, back_on_hold=None)  # it triggers once
        txn.pending.append(ChainItem(ref=ref, controller=ref.controller, kind="trigger",
                                     host=o.id, host_inc=o.inc, step=txn.step,
                                     effects=(Effect(op="return_banished_to_hand"),)))


@primitive("return_banished_to_hand", words="the return to the hand", family="actions",
           events=("put_in_hand",), rules=("390.2", "427.1"))
def _return_banished_to_hand(txn, res, eff, _unit):
    """The banished card the delayed ability is about (its host) goes to its owner's hand (a new
    object, 124): Ashe, Focused's "when they hold, return it". Nothing happens if it has left
    the banishment since (055)."""
    item = res.item
    o = txn.objects.get(item.host) if item.host else None
    if o is None or o.zone != "banished" or (item.host_inc is not None and o.inc != item.host_inc):
        return None
    txn.evolve(o.id, zone="hand")
    txn.emit("put_in_hand", target=o.id, target_name=o.name, sources=(item.ref,),
             responsible=item.controller, rules=("390.2",),
             text=f"{o.name} returns from banishment to {txn.pname(o.owner)}'s hand "
                  f"({item.ref.name})")
    return None


@primitive("banish_unit_from_trash", words="the banishment from the trash", family="deck",
           asks=("choose",),
           params=(Param("effects", "effects",
                         doc='what happens "if you do": after the unit card is banished'),),
           events=("banish",), rules=("427.1", "359.3.e.14.b"))
def _banish_unit_from_trash(txn, res, eff, _unit):
    """Its controller banishes a unit card from their own trash (427.1; picked, not targeted:
    the step's `choose` for them, else the first in file order); then `effects` ("if you do",
    Shadow Clone's Assault 4). With no unit card there, nothing is banished and `effects` do not
    happen. Format 1 has no banishment: the card is taken away (zone `removed`)."""
    from .deck import _pick
    from .registry import run_effects

    item = res.item
    me = item.controller
    cards = sorted((o for o in txn.objects_map().values()
                    if o.zone == "trash" and o.owner == me and o.kind == "unit" and not o.token),
                   key=lambda o: o.order)
    o = _pick(txn, item, me, "banish which unit card from your trash?", cards)
    if o is None:
        return None
    txn.evolve(o.id, zone=cleanup.banishment(txn))
    txn.emit("banish", target=o.id, target_name=o.name, sources=(item.ref,), responsible=me,
             rules=("427.1",),
             text=f"{txn.pname(me)} banishes {o.name} from their trash ({item.ref.name})")
    return run_effects(txn, res, eff.effects)


def _check_token_kind(txn, answers, what, targets, eff=None) -> None:
    """The unit chosen as `other` must be a unit token of the kind `name` (187): "a Shadow Clone
    you control"."""
    if eff is None:
        return
    i = eff.other - 1
    uid = targets[i] if i < len(targets) else None
    o = txn.objects.get(uid) if uid else None
    if o is not None and not (o.token and o.name == eff.tagged):
        raise IllegalAction(f"{what}: {o.name} is not a {eff.tagged} token")


@primitive("swap_with_token", words="the swap", family="groups", check=_check_token_kind,
           params=(Param("other", "target_number", required=True,
                         doc="the token, a unit target of the ability"),
                   Param("tagged", "text", required=True,
                         doc='the kind of token it must be, by its name (187): "Shadow Clone"')),
           events=("move", "might"), rules=("446", "449", "187"))
def _swap_with_token(txn, res, eff, _unit):
    """The object that has the ability and the unit token `other` (of the kind `tagged`, checked
    as it is chosen) move to each other's locations, one move each (446.1; Zed, Without a
    Sound); with either gone, or both at one location, nothing moves (055)."""
    from .registry import REGISTRY

    item = res.item
    host = txn.objects.get(item.host) if item.host else None
    if host is None or not txn.is_same(host.id, item.host_inc, "board"):
        return None
    return REGISTRY["swap_places"].run(txn, res, Effect(op="swap_places", target="self",
                                                        other=eff.other), host)
