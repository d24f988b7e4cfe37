"""The chain: choosing targets, putting items on it, and resolving them (359), each followed by
a Cleanup. What waits to go on it is queued in triggers.py; moves and attachments are moves.py.
"""

from __future__ import annotations

from . import cleanup, enter_ready, turns
from .carddefs import TargetSpec, card_keyword_of, spell_mode
from .errors import IllegalAction
from .might import enters_ready, own_keyword
from .moves import emit_might_changes, join_combat, might_snapshot
from .ops import Resolution, board_word, effect_words, run_effect
from .ops.deck import recycle_card
from .state import ChainItem
from .targets import earlier_problem, legal_targets, target_object, target_problem
from .triggers import (ability_of, controller_triggers, flush_pending, host_triggers, legion,
                       unit_played_entered, waits_for_death)


# -- choosing targets -----------------------------------------------------------------------
def choose_targets(txn, specs: tuple[TargetSpec, ...], given: tuple[str, ...], player: str,
                   what: str, host=None) -> tuple[str, ...]:
    """Check the targets a step gave, or choose the only legal one (SPEC section 2)."""
    st = txn
    if not specs:
        if given:
            raise IllegalAction(f"{what} takes no targets, but the step gives {', '.join(given)}")
        return ()
    if len(given) > len(specs):
        raise IllegalAction(f"{what} takes {len(specs)} target(s), but the step gives {len(given)}")
    chosen: list[str] = []
    for i, spec in enumerate(specs):
        if i < len(given):
            tid = given[i]
            first = txn.objects.get(chosen[0]) if chosen else None
            obj = txn.objects.get(tid) or target_object(txn, tid)  # an ability on the chain
            prob = target_problem(st, spec, obj, player, host, first)
            if prob is None and obj is not None and spec.where == "apart_from_earlier":
                prob = earlier_problem(st, spec, obj, chosen)
            if prob is not None:
                if obj is None:
                    prob = f"there is no object {tid!r}"
                raise IllegalAction(
                    f"{what}: target {i + 1} must be {spec.describe()}; {prob}"
                )
            if tid in chosen and not spec.same_ok:
                raise IllegalAction(f"{what}: {txn.name(tid)} is chosen twice")
            chosen.append(tid)
        else:
            if spec.optional:
                break  # "up to one": left out, and so are the optional ones after it
            first = txn.objects.get(chosen[0]) if chosen else None
            legal = _legal_ids(st, spec, player, host, first, chosen)
            if len(legal) == 1:
                chosen.append(legal[0])
            elif not legal:
                raise IllegalAction(f"{what}: there is no legal target ({spec.describe()})")
            else:
                raise IllegalAction(
                    f"{what}: choose target {i + 1} ({spec.describe()}): one of {', '.join(legal)}"
                )
    return tuple(chosen)


def _legal_ids(st, spec: TargetSpec, player: str, host, first, chosen: list) -> list[str]:
    """The ids of the legal choices for `spec` not chosen yet (unless it may repeat one)."""
    return [o.id for o in legal_targets(st, spec, player, host, first)
            if (spec.same_ok or o.id not in chosen) and earlier_problem(st, spec, o, chosen) is None]


# -- putting things on the chain -------------------------------------------------------------
def push(txn, item: ChainItem) -> None:
    txn.chain = txn.chain + (item,)


def resolve_permanent(txn, item: ChainItem) -> None:
    """A unit or gear played resolves: it enters the board (a unit at the destination chosen
    when it was played, exhausted unless Accelerate was paid, 143.4, 143.4.a, 805.6; a gear in
    its controller's base, ready, 149.1, 149.2); then its Play Effects trigger (383.4.a.2)."""
    oid = item.host
    o = txn.objects.get(oid)
    if o is None or o.zone != "chain" or (item.host_inc is not None and o.inc != item.host_inc):
        txn.emit("fizzle", target=oid, target_name=txn.name(oid), sources=(item.ref,),
                 responsible=item.controller, rules=("124",),
                 text=f"{item.ref.name} is no longer on the chain; it does not enter the board")
        return
    by = item.controller
    answers = item.answers
    dest = (answers.to if answers is not None else None) or "base"
    if o.kind == "unit":
        accel = item.accelerated
        exhausted = not accel
        rules = ("143.4", "805.2", "805.6") if accel else ("143.4",)
        how = "ready (Accelerate paid)" if accel else "exhausted"
    elif o.card is not None and o.card.enters_exhausted:
        # its text says so, and card text supersedes rules text (002)
        dest, exhausted, rules, how = "base", True, ("002", "149.1", "149.2"), "exhausted (its text says so)"
    elif item.face_down:  # hidden gear is played to its battlefield (811.1.d.1.a)
        exhausted, rules, how = False, ("149.1", "811.1.d.1.a"), "ready"
    else:
        dest, exhausted, rules, how = "base", False, ("149.1", "149.2"), "ready"
    before = might_snapshot(txn) if txn.statics or (o.card and o.card.static_source) else None
    txn.evolve(oid, zone="board", at=dest, controller=by, exhausted=exhausted)
    if exhausted and o.kind == "unit":
        # "I enter ready" / "other friendly units enter ready": card text supersedes the rule
        # that a unit enters exhausted (002, 143.4); like Accelerate, a replacement, not a
        # readying (805.6)
        why = enters_ready(txn, txn.objects[oid])
        if why is not None:
            txn.evolve(oid, exhausted=False)
            rules = ("002", "143.4")
            how = "ready (its text says so)" if why.id == oid else f"ready ({why.name}'s text)"
    if o.kind == "unit" and txn.delayed:
        enter_ready.use(txn, txn.objects[oid])  # a "next unit you play" effect is used up
    where = f"{txn.pname(by)}'s base" if dest == "base" else txn.name(dest)
    txn.emit("resolve", target=oid, target_name=o.name, sources=(item.ref,), responsible=by,
             rules=rules, text=f"{o.name} resolves and enters the board at {where}, {how}")
    if before is not None:
        emit_might_changes(txn, before, sources=(item.ref,))
    now = txn.objects[oid]
    if txn.game is not None and now.kind == "unit":  # played to a battlefield (Ambush, 190.3.a)
        turns.arrived(txn, oid, dest)
    if now.kind == "unit" and txn.combat is not None:  # played into a combat: it joins its
        join_combat(txn, now, dest)  # player's side (464.2.c.3.a; Rengar, Pouncing)
    not_modelled(txn, item, now.card)
    # a Play Effect of a card played from face down chooses at its battlefield (811.1.d.2)
    host_triggers(txn, now, "play_self", paid=item.paid, face_down=item.face_down)
    if (now.kind == "gear" and now.card is not None and now.card.equipment
            and not card_keyword_of(now.card, "quick-draw")):
        # the Play Effect Quick-Draw adds to an Equipment whose player's card gives it (819.1.d)
        controller_triggers(txn, by, "given_quick_draw", subject=oid)
    if legion(txn, by):
        host_triggers(txn, now, "play_self_legion", paid=item.paid, face_down=item.face_down)
    if item.face_down:
        host_triggers(txn, now, "play_self_face_down", face_down=True)
    if now.kind == "unit":  # "your Mechs have Vision" (Forecaster): heard as its Play Effects
        unit_played_entered(txn, now.controller, oid)


def card_keyword(o, word: str) -> bool:
    """Whether an object's card's keywords (as printed: "Accelerate", "Ganking") include `word`;
    `o` is an object or a card."""
    return card_keyword_of(getattr(o, "card", o), word)


def accelerate(o) -> bool:
    return card_keyword(o, "accelerate")


def ganking(o) -> bool:
    """Ganking (810): printed, or granted by a spell or ability this turn (Gem Jammer)."""
    return own_keyword(o, "ganking")


# -- resolving -------------------------------------------------------------------------------
def not_modelled(txn, item: ChainItem, card) -> None:
    """A `partial` card's part left out (SPEC section 3) is skipped: say so, once each time the
    card or one of its abilities resolves, with the card's own note."""
    if card is None or card.modelled != "partial":
        return
    host = item.host
    txn.emit("not_modelled", target=host, target_name=txn.name(host) if host else None,
             sources=(item.ref,), responsible=item.controller, rules=("002",),
             text=f"not modelled: {card.name}: {card.not_modelled}")


def resolve_chain(txn) -> None:
    """Resolve from the top until the chain is empty, with a Cleanup after each item."""
    while txn.chain:
        resolve_top(txn)


def resolve_top(txn) -> None:
    """Resolve the newest item (340.1), then a Cleanup; what it triggered goes on the chain."""
    item = txn.chain[-1]
    txn.chain = txn.chain[:-1]
    if item.kind == "permanent":
        resolve_permanent(txn, item)
        credits = None
    else:
        credits = resolve_item(txn, item)
    cleanup.cleanup(txn, credits)
    if txn.pending:
        flush_pending(txn)


def resolve_item(txn, item: ChainItem) -> dict:
    """Resolve one item (359.3.d); returns the Credits of the damage it dealt, for the
    Cleanup after it. It resolves even when some or all of its targets became illegal
    (359.3.e.1): what needs an illegal target is skipped, the rest still happens (055,
    359.3.e.5)."""
    saved = txn.answers
    if item.answers is not None:
        txn.answers = item.answers
    credits: dict = {}
    objects = txn.objects
    is_spell = item.kind == "spell"
    targets = item.targets
    live: list[str | None] = []
    controller_before = {}
    first_live = None  # the first legal target and its name (for the event)
    first_name = None
    illegal = None  # (target id, why) of each illegal target, when there is one
    if targets:
        # legality as the item begins to resolve (359.3.e.2, 359.3.e.7)
        host_id = item.host
        if is_spell:
            spell = objects.get(item.ref.id)
            specs = spell_mode(spell.card, item.mode)[0] if spell is not None and spell.card \
                else ()
            # a spell is its own host: no second look-up
            if host_id and host_id == item.ref.id:
                host = spell
            else:
                host = objects.get(host_id) if host_id else None
        else:
            ab = ability_of(txn, item)
            specs = ab.targets if ab is not None else ()
            host = objects.get(host_id) if host_id else None
        controller = item.controller
        incs = item.target_incs
        group = len(specs)  # a repeat's targets are chosen as the first execution's (820.2)
        if item.repeat_mode is not None and is_spell and spell is not None:
            # ... or as its own mode's (820.2.a): the first mode's targets, then the repeat's
            specs = specs + spell_mode(spell.card, item.repeat_mode)[0]
        for i, tid in enumerate(targets):
            if item.repeat_mode is not None:
                start = 0 if i < group else group
                spec = specs[i] if i < len(specs) else TargetSpec()
            else:
                start = i - i % group if group else 0
                spec = specs[i % group] if specs else TargetSpec()
            o = objects.get(tid) or target_object(txn, tid)  # an ability on the chain (425.3)
            first = (objects.get(targets[start])
                     if spec.where in ("with_first", "apart_from_first")
                     or spec.chooses == "first_only"
                     or spec.require == "weaker_than_first" else None)
            prob = target_problem(txn, spec, o, controller, host, first)
            if prob is None and o is not None and spec.where == "apart_from_earlier":
                prob = earlier_problem(txn, spec, o, targets[start:i])
            if prob is None and incs and o.inc != incs[i]:
                # it changed zones since it was chosen: another object now (124, 359.3.e.4)
                prob = f"{o.name} left and came back: it is a new object"
            if prob is None:
                live.append(tid)
                if not first_live and tid:
                    first_live, first_name = tid, o.name
            else:
                live.append(None)
                if illegal is None:
                    illegal = []
                illegal.append((tid, prob))
            if o is not None:
                controller_before[tid] = o.controller
    effects = item.effects
    creator = item.creator
    gone = None  # "me" / "it" (the host, the trigger's subject) as another object or gone
    if not is_spell:
        for eff in effects:
            t = board_word(eff)
            if t is not None and not _ref_holds(txn, item, t):
                gone = (t,)
                break
        # a delayed ability about a unit ("it"): gone with it; one about no object (at the
        # start of a Main Phase, Blue Sentinel) has nothing to lose
        if creator is not None and item.subject is not None \
                and not txn.is_same(item.subject, item.subject_inc, "board") \
                and not waits_for_death(txn, item):
            gone = ("subject",)
    if illegal is not None or gone is not None:
        effects = _skip_illegal(txn, item, live, illegal or [], gone)
    else:
        if first_live:
            target, target_name = first_live, first_name
        else:
            target = item.subject
            target_name = txn.name(target) if target else None
        txn.emit(
            "resolve",
            target=target,
            target_name=target_name,
            sources=(item.ref,),
            responsible=item.controller,
            rules=("390", "392") if creator is not None else (),
            text=f"{item.ref.name}{' (delayed ability)' if creator else ''} resolves",
        )
    if item.repeats:
        # 820.1.d: the instructions are executed once more for each Repeat paid, each time with
        # its own share of the targets; an instruction whose target is illegal is skipped there
        # the first execution's targets are all given (820.2), so each share is as long as
        # the card's list of targets; a repeat's optional ones may be left out at its end
        spell = txn.objects.get(item.ref.id)
        specs = spell_mode(spell.card, item.mode)[0] if spell is not None and spell.card else ()
        share = len(specs)
        runs = _shares(live, item.target_incs, share, item.repeats + 1)
        effects, add = item.effects, _add_credits  # each share's illegal targets are skipped there
        if item.repeat_mode is not None and spell is not None:  # its own mode (820.2.a)
            again_effects = spell_mode(spell.card, item.repeat_mode)[1]
            incs = item.target_incs
            runs = [(live[:share], incs[:share]), (live[share:], incs[share:])]
    else:
        runs, add = [(live, None)], dict.update
    for k, (run_targets, run_incs) in enumerate(runs):
        if k and item.repeat_mode is not None:
            effects = again_effects
        res = (Resolution(item=item, targets=run_targets, controller_before=controller_before,
                          incs=run_incs) if run_incs is not None else
               Resolution(item=item, targets=run_targets, controller_before=controller_before))
        for eff in effects:
            if eff.if_paid and not item.paid:
                continue  # "if you paid the additional cost": it was not paid (356.4.f.1)
            if eff.unless_paid and item.paid:
                continue  # the instruction an "if you paid ... instead" replaces (356.4.f.1)
            got = run_effect(txn, res, eff)
            if got:
                add(credits, got)
    card = _card_of(txn, item)
    if card is not None and card.modelled == "partial":  # a part of its text is left out
        not_modelled(txn, item, card)
    if is_spell:
        sp = txn.objects.get(item.ref.id)
        if sp is not None and sp.zone == "chain":
            if item.flow:  # 829.1.b.1: banished instead of going to the trash
                # format 2 has the banishment zone (427); format 1 only takes it away
                txn.evolve(sp.id, zone=cleanup.banishment(txn),
                           at=None)
                txn.emit("banish", target=sp.id, target_name=sp.name, sources=(item.ref,),
                         responsible=item.controller, rules=("829.1.b", "829.1.b.1"),
                         text=f"{sp.name} is banished (played for its Flow cost)")
            elif item.recycle:  # "recycle it after you play it" (card text, 002; 416.1)
                recycle_card(txn, sp, sources=(item.ref,), responsible=item.controller,
                             why="the effect that played it says so")
            else:
                txn.evolve(sp.id, zone="trash", at=None)
    txn.answers = saved
    return credits


def _card_of(txn, item: ChainItem):
    """The card whose text an item comes from: the spell's, or the ability's host's (the
    Equipment's for an ability it granted)."""
    oid = item.ref.id if item.kind == "spell" else (item.granted_by or item.host)
    o = txn.objects.get(oid) if oid else None
    return o.card if o is not None else None


def _shares(live: list, incs: tuple, share: int, n: int) -> list:
    """(targets, incs) of each of the `n` executions of a repeated item (820.1.d)."""
    return [(live[k * share:(k + 1) * share], incs[k * share:(k + 1) * share]) for k in range(n)]


def _add_credits(credits: dict, got: dict) -> None:
    """A unit dealt damage by both executions of a repeated item keeps its first Credit: the
    same spell, the same player (428.5.c)."""
    for uid, c in got.items():
        credits.setdefault(uid, c)


def _ref_holds(txn, item: ChainItem, which: str) -> bool:
    """Whether "me" (the host, `self`) or "it" (the trigger's subject) is still that object
    on the board (124, 359.3.e.4)."""
    if which == "self":
        return txn.is_same(item.host, item.host_inc, "board")
    if which == "subject":
        return txn.is_same(item.subject, item.subject_inc, "board")
    return True


def _skip_illegal(txn, item: ChainItem, live: list, illegal: list, gone) -> tuple:
    """Do as much as you can (055, 359.3.e.5): the instructions that need an illegal target
    are skipped (359.3.e.7), with those linked to it (359.3.e.14.a) and those reading a value
    from it (359.3.e.12); the others are returned, to run. With every target illegal the item
    has a `fizzle` event saying what was skipped (SPEC section 2), else its `resolve` says it.

    `illegal`: (target id, why) of each illegal target; `gone`: set when "me" or "it" is no
    longer the object the item was about."""
    run, skipped, rules = [], [], ["359.3.e.1", "359.3.e.5"]
    n = len(live)
    for eff in item.effects:
        t = eff.target
        needs = [x for x in (t, eff.other) if x.__class__ is int and 0 < x <= n]
        by_number = any(live[x - 1] is None for x in needs)
        word = board_word(eff)
        if by_number or (word is not None and not _ref_holds(txn, item, word)):
            skipped.append(effect_words(eff))
            why = ("359.3.e.14.a" if eff.who == "target_controller"
                   else "359.3.e.12" if eff.other is not None else "359.3.e.7")
            # a delayed ability's "it" that is gone is 359.3.e.6 (below), not a target
            if why not in rules and (by_number or item.creator is None):
                rules.append(why)
        else:
            run.append(eff)
    reasons = [why for _tid, why in illegal]
    first_gone = None
    if gone is not None:
        oid = item.host if gone[0] == "self" else item.subject
        o = txn.objects.get(oid) if oid else None
        first_gone = oid
        if o is None or o.zone != "board":
            reasons.append(f"{txn.name(oid)} is no longer on the board")
        else:
            reasons.append(f"{o.name} left and came back: it is a new object")
        rules.append("359.3.e.6")
    if any("new object" in r for r in reasons):
        rules += ["124", "359.3.e.2", "359.3.e.4"]
    elif illegal:
        rules.append("359.3.e.2")
    names = "; ".join(reasons)
    what = " and ".join(skipped) or "nothing"
    verb = "are" if len(skipped) > 1 else "is"
    none_left = all(t is None for t in live)
    first = next((t for t in live if t is not None), None)
    if none_left:
        if not run:
            rules.append("359.3.e.10")
        rest = "; the rest still happens" if run else "; it does nothing"
        target = illegal[0][0] if illegal else first_gone
        txn.emit(
            "fizzle",
            target=target,
            target_name=txn.name(target) if target else None,
            sources=(item.ref,),
            responsible=item.controller,
            rules=tuple(rules),
            text=f"{item.ref.name}{' (delayed ability)' if item.creator else ''}: "
                 + (f"its target{'s are' if len(illegal) > 1 else ' is'} no longer legal ({names})"
                    if illegal else names)
                 + f"; {what} {verb} skipped{rest}",
        )
    else:
        rules.append("359.3.e.8")
        txn.emit(
            "resolve",
            target=first,
            target_name=txn.name(first),
            sources=(item.ref,),
            responsible=item.controller,
            rules=tuple(rules),
            text=f"{item.ref.name} resolves; a target is no longer legal ({names}): "
                 f"{what} {verb} skipped",
        )
    return tuple(run)


