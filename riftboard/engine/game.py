"""apply(state, action) -> the new state and the events: one step, read top-down.

`apply` makes a Txn over the state (the state so far, `emit`, `put`), runs the action: a spell
is played (`play_spell`) or an ability activated (`activate`) and the chain resolves with a
Cleanup after each item (chain.resolve_chain -> chain.resolve_item -> the ops registry ->
damage.deal -> cleanup.cleanup with the credits the item returned); a combat runs
(combat.run_combat); the turn ends (`end_turn`); or a sandbox edit is made (`sandbox`). It
returns the StepResult: the frozen state at the end, the events, the "with" conditions."""

from __future__ import annotations

import attrs
import immutables

from . import actions as A
from . import chain, cleanup, combat, cost_reducers, moves, phases, spell_bonus, triggers, turns
from .asker import Question, ask
from .board import CONDITIONS, holds
from .carddefs import TARGET_ON_CHAIN, spell_mode
from .errors import IllegalAction
from .events import ConditionHeld, Event, Ref
from .might import abilities, accelerate_elsewhere, no_move_to_base, static_keyword
from .ops import check_answers
from .ops.deck import recycle_cost
from .ops.actions import discard_card
from .ops.battlefield_words import take_granted_repeat
from .ops.turn import play_forbidden
from .ops.cardsL2_words import spell_forbidden
from .ops.cardsU_words import not_conquered_here, plays_to_attacked, plays_to_lone_enemy
from .ops.cardsT2_words import (named_spell_ban, optional_cost_payable, pay_optional_cost,
                                quick_draw_given)
from .rulesets import RULESETS
from .state import (BOARD_ZONES, CHAIN_ORDER_START, ChainItem, GameState, Obj, hears_plays,
                    hooks_of)
from .txn import Captured, Txn
from .values import Value, evolve


@attrs.frozen(repr=False)
class StepResult(Value):
    """What one step did: the state at its end and its events (SPEC section 4)."""

    state: GameState
    events: tuple[Event, ...]
    conditions: tuple[ConditionHeld, ...]
    captured: GameState | None = None  # the state after the event `capture` asked for
    every_state: dict | None = None  # {seq: state after it}, when `every_state` asked for them
    asked: tuple = ()  # (Question, answer) the step's Asker gave (engine/asker.py)


def apply(state: GameState, action, step: int, seq: int = 0, *, finish: bool = False,
          capture: int | None = None, every_state: bool = False, asker=None) -> StepResult:
    """Apply one action as step `step` (events numbered after `seq`). Raises IllegalAction and
    changes nothing when the rules refuse it.

    `finish`: then resolve what is still held on the chain (the end of a file). `capture`: stop
    right after event `capture` and return the state then as `captured` (the engine is
    deterministic, so replaying a step gives the state after any of its events without storing
    them all; the StepResult then holds the step as far as that event). `every_state`: keep
    the state after each of the step's events (History.state_after, for a step whose events a
    user steps through: one replay instead of one per event). `asker`: the player's Asker for
    the questions the step raises (engine/asker.py); without one, the step's own answers."""
    txn = Txn(state, step, seq, RULESETS[state.ruleset])  # get_ruleset()
    txn.asker = asker
    if every_state:
        txn.every_state = {}
    if capture is None:
        run_step(txn, action, finish)
    else:
        txn.capture = capture
        try:
            run_step(txn, action, finish)
        except Captured:
            pass
    return StepResult(state=txn.state(), events=tuple(txn.events),
                      conditions=tuple(txn.conditions), captured=txn.captured,
                      every_state=txn.every_state, asked=tuple(txn.asked))


def run_step(txn: Txn, action, finish: bool) -> None:
    """The action, then (`finish`) what is still held on the chain."""
    if txn.game is not None:  # format 2: the whole game around the board (turns.py)
        game_step(txn, action, finish)
    else:
        dispatch(txn, action, finish)


def dispatch(txn: Txn, action, finish: bool) -> None:
    """Run the action: a play, an activation, a combat, a move, the turn's end or an edit."""
    if isinstance(action, A.PlaySpell):
        txn.answers = action.answers
        if action.card.kind in ("unit", "gear"):
            play_permanent(txn, action)
        else:
            play_spell(txn, action)
    elif isinstance(action, A.Activate):
        txn.answers = action.answers
        activate(txn, action)
    else:
        # a step that is neither play nor activate first resolves everything held
        if txn.chain:
            chain.resolve_chain(txn)
        if isinstance(action, A.Combat):
            txn.answers = action.answers
            combat.run_combat(txn, action)
        elif isinstance(action, A.EndTurn):
            end_turn(txn)
        elif isinstance(action, A.StandardMove):
            txn.answers = action.answers  # the move triggers' choices (Fae Porter's)
            standard_move(txn, action)
        elif action is None:
            pass
        elif isinstance(action, A.Hide):  # format 2 runs it in game_step
            raise IllegalAction("hiding a card face down is format 2's (421, 811; SPEC section 7): "
                                "a format 1 board has no Facedown Zones")
        else:
            sandbox(txn, action)
    if finish and txn.chain:
        txn.answers = None
        chain.resolve_chain(txn)


def level_discount(state, player: str, card) -> tuple[int, int]:
    """The Energy and Power `card`'s own Level discounts take off its cost for `player` now
    (356): the last whose Level the player has ("... less instead", 824.1); (0, 0) without one.
    The cost paid never goes below 0 (356.6)."""
    for word, less_e, less_p in reversed(card.level_discounts):
        if holds(state, word, player, None):
            return less_e, less_p
    return 0, 0


def game_step(txn: Txn, action, finish: bool) -> None:
    """A format 2 step: who may act and what it costs are checked first (strict mode), then
    the action as in format 1, then where Priority and Focus go (SPEC section 7). A file that
    starts at the turn's beginning (`phase = "beginning"`) runs the start of the turn first."""
    if txn.game.phase == "awaken" and txn.game.turn == 0:
        turns.start_turn(txn, txn.turn_player)
    g = txn.game
    if g.contested and g.showdown is None and not txn.chain and g.winner is None:
        # a battlefield the setup left contested: its staged showdown opens in a Cleanup before
        # anything else happens (323.9, 344)
        cleanup.cleanup(txn)
    if isinstance(action, A.PlaySpell):
        card = action.card
        if _face_down(txn, action) is not None:
            # from face down: it has Reaction and its base cost is ignored (811.1.b, 811.6, 421.3)
            turns.may_play(txn, action.by, card, card.name, timing="reaction")
        else:
            # an Equipment given Quick-Draw has Reaction (819.1.b; Jax, Unmatched)
            timing = "reaction" if quick_draw_given(txn, action.by, card) else None
            turns.may_play(txn, action.by, card, card.name, timing=timing)
            if _flow_copy(txn, action) is not None:
                _pay_flow(txn, action)
                turns.spent_on_spell(txn, action.by, card.flow_energy or 0, action.spell_id)
            else:
                energy, less = turns.energy_due(txn, card, action.by)
                if txn.delayed:  # "the next spell you play costs N less" (Raging Firebrand)
                    energy, less = spell_bonus.discounted(txn, card, action.by, energy, less)
                # "your Dragons cost 2 less" (Herald of Scales): permanents' text (002)
                energy, less = cost_reducers.reduced(txn, card, action.by, energy, less)
                less_e, less_p = level_discount(txn, action.by, card)
                turns.pay(txn, action.by, max(0, energy - less_e),
                          max(0, (card.power or 0) - less_p), card.domains, action.pay,
                          card.name + less, spell=card.kind == "spell", kind=card.kind)
                if card.kind == "spell":  # "if you've spent 4 or more to play a spell" (Neophyte)
                    turns.spent_on_spell(txn, action.by, max(0, energy - less_e), action.spell_id)
    elif isinstance(action, A.Hide):
        turns.hide(txn, action)
        return
    elif isinstance(action, A.Activate):
        o = txn.objects.get(action.obj)
        if o is not None and o.kind == "rune" and o.zone == "runes":
            turns.rune_ability(txn, o, action.ability, action.by or o.controller)
            return
        if o is not None:
            ab = _activated(txn, o, action.ability)
            turns.may_activate(txn, action.by or o.controller, o, action.ability,
                               reaction=ab is not None and ab.reaction,
                               action=ab is not None and ab.action)
    elif isinstance(action, A.Pass):
        if action.answers is not None:  # the "you may" of what the pass leads to (383.4.c)
            txn.answers = action.answers
        turns.pass_priority(txn, action)
        return
    elif isinstance(action, A.StandardMove):
        first = txn.objects.get(action.units[0]) if action.units else None
        turns.may_move(txn, action.by or (first.controller if first is not None else None))
    elif isinstance(action, A.EndTurn):
        turns.may_end_turn(txn)
    elif isinstance(action, A.Combat):
        turns.may_combat(txn, action.battlefield)
    elif action is not None:
        turns.may_edit(txn)
    if isinstance(action, A.ZoneEdit):
        turns.zone_edit(txn, action)
        return
    before = len(txn.chain)
    dispatch(txn, action, finish)
    if (isinstance(action, A.Activate) and len(txn.chain) == before
            and is_add(_activated(txn, txn.objects.get(action.obj), action.ability))):
        return  # an Add ability resolved at once and passes neither Priority nor Focus (429.2.a)
    if isinstance(action, (A.PlaySpell, A.Activate)):
        if action.hold and txn.chain:  # the controller of the newest item has Priority (337.4)
            turns.set_game(txn, priority=txn.chain[-1].controller, passes=0)
        else:
            turns.after_action(txn)


# -- playing and activating --------------------------------------------------------------
def _activated(txn, o, n: int):
    """The `n`th activated or triggered ability of `o` (1-based), or None."""
    if o is None:
        return None
    abl = abilities(txn, o)
    return abl[n - 1][0] if 1 <= n <= len(abl) else None


def is_add(ab) -> bool:
    """An Add ability (429): an activated ability whose every instruction adds Energy or Power
    and that chooses nothing; it resolves as soon as it is activated (429.2)."""
    return (ab is not None and ab.kind == "activated" and not ab.targets and bool(ab.effects)
            and all(e.op in ("add_energy", "add_power") for e in ab.effects))


def play_refusal(card) -> str | None:
    """The one place a card the library does not model is refused when played (SPEC sections 2
    and 3): a card modelled `none` can be played only when its text is empty (a vanilla unit).
    `modelled` is the library's level (the card pool sets it; a CardDef without it is `full`)."""
    if getattr(card, "modelled", "full") != "none":
        return None
    text = card.text
    if not (card.keywords or text.abilities or text.statics or text.replacements or card.effects):
        return None
    left = getattr(card, "not_modelled", "") or "its text"
    return f"{card.name}: playing it is not modelled (level none; not modelled: {left})"


def _played_card(txn, act: A.PlaySpell):
    """Check the player and the card; the card in the hand it is played from, or None (then it
    is created for the play, SPEC section 2)."""
    card = act.card
    by = act.by
    if by not in txn.players:
        raise IllegalAction(f"there is no player {by!r}")
    problem = play_refusal(card)
    if problem is not None:
        raise IllegalAction(problem)
    if txn.delayed:  # this turn's bans on plays are among its delayed effects
        ban = play_forbidden(txn, by)
        if ban is not None:
            raise IllegalAction(f"{txn.pname(by)} can't play cards this turn ({ban.name}; card "
                                f"text, 002): {card.name} cannot be played")
        ban = spell_forbidden(txn, by) if card.kind == "spell" else None
        if ban is not None:
            raise IllegalAction(f"{txn.pname(by)} can't play spells this turn ({ban.name}; card "
                                f"text, 002): {card.name} cannot be played")
    feline = named_spell_ban(txn, card, by)
    if feline is not None:
        raise IllegalAction(f"{txn.pname(by)} can't play a spell named {card.name} while "
                            f"{feline.name}, which named it, is at a battlefield (card text, 002)")
    sid = act.spell_id
    objects = txn.objects
    existing = objects.get(sid)
    if existing is not None:
        if existing.owner == by and existing.card is card and (
                existing.zone == "hand" or (existing.zone == "trash" and (
                    _has_flow(card) or moves.granted_flow(txn, existing)))):
            return existing
        if existing.zone == "facedown" and existing.card is card:
            problem = turns.face_down_problem(txn, existing, by)
            if problem is not None:
                raise IllegalAction(problem)
            return existing
        if existing.card is card and existing.owner == by and existing.zone in (
                "trash", "deck", "banished"):
            raise IllegalAction(f"{card.name} is in {txn.pname(by)}'s {existing.zone}: a card "
                                f"named by its id is played from its player's hand or from face "
                                f"down (419.1.a, 811.1.c.3)")
        raise IllegalAction(f"the id {sid!r} is already used by {existing.name}")
    for hid in txn.hand_ids:
        o = objects[hid]
        if o.owner == by and o.card is not None and o.card.name == card.name:
            return o
    if txn.game is not None:  # the chosen champion is played from the Champion Zone (108.3.d)
        champ = turns.side(txn, by).champion
        o = objects.get(champ) if champ is not None else None
        if o is not None and o.zone == "champion" and o.card is not None \
                and o.card.name == card.name:
            turns.set_side(txn, by, champion=None)
            return o
    flowed = _flow_copy(txn, act)  # with none in hand, a Flow spell's copy in the trash
    if flowed is not None:
        return flowed
    if txn.game is not None and txn.game.mode == "strict" and not card.token:
        # a strict game plays only the cards a player has: from their hand (419.1), their
        # Champion Zone (108.3.d) or, with Flow, their trash (829.1.b)
        raise IllegalAction(f"{card.name} is not in {txn.pname(by)}'s hand: in strict mode a "
                            f"card is played from its player's hand (419.1) or Champion Zone "
                            f"(108.3.d)")
    return None


def _flow_copy(txn, act: A.PlaySpell):
    """The copy in its player's trash that a play step of a Flow spell plays (829.1.b): the one
    its id names, else, with no copy in their hand, the first in the trash; None when the play
    is not from the trash."""
    card, by = act.card, act.by
    if card.kind != "spell":
        return None
    printed = _has_flow(card)
    if not printed and not (txn.delayed and any(d.trigger == moves.GRANTED_FLOW
                                                for d in txn.delayed)):
        return None  # no Flow printed, none given this turn

    def flows(o) -> bool:  # printed Flow, or Flow given this turn (Kennen, Storm of Shuriken)
        return printed or moves.granted_flow(txn, o)

    named = txn.objects.get(act.spell_id)
    if named is not None:
        return named if (named.zone == "trash" and named.owner == by
                         and named.card is card and flows(named)) else None
    objects = txn.objects
    for hid in txn.hand_ids:
        o = objects[hid]
        if o.owner == by and o.card is not None and o.card.name == card.name:
            return None
    # objects_map(): mid-step `txn.objects` may be a batch of changes with no values() (txn.py)
    for o in sorted(txn.objects_map().values(), key=lambda x: x.order):
        if o.zone == "trash" and o.owner == by and o.card is not None \
                and o.card.name == card.name and flows(o):
            return o
    return None


def _pay_flow(txn, act: A.PlaySpell) -> None:
    """Strict mode: a Flow spell played from the trash is played for its Flow cost, which
    replaces its printed cost (829.1.b, 356.1.a); a card whose Flow cost the library does not
    have is refused rather than guessed (fail closed)."""
    card = act.card
    if txn.game.mode != "strict":
        return
    if not _has_flow(card):
        # Flow given this turn, "equal to its cost": its own cost (Kennen, Storm of Shuriken)
        turns.pay(txn, act.by, card.energy or 0, card.power or 0, card.domains, act.pay,
                  f"{card.name} from the trash (the Flow it was given: its own cost)",
                  ("829.1.b", "356.1.a"))
        return
    if card.flow_energy is None:
        raise IllegalAction(f"{card.name}'s Flow cost is not in the card library: a strict game "
                            f"cannot play it from the trash (829.1.b); play it in sandbox mode, "
                            f"where costs are free")
    domains = (() if card.flow_domain == "any"
               else (card.flow_domain,) if card.flow_domain else card.domains)
    turns.pay(txn, act.by, card.flow_energy, card.flow_power, domains, act.pay,
              f"{card.name} from the trash (its Flow cost)", ("829.1.b", "356.1.a"))


def _face_down(txn, act: A.PlaySpell):
    """The face-down card a play names by its id (811.1.c.3), or None."""
    o = txn.objects.get(act.spell_id)
    return o if o is not None and o.zone == "facedown" and o.card is act.card else None


def _at_hidden_battlefield(txn, card, specs, targets, bf: str, by: str) -> None:
    """811.1.d.2: a card played from face down chooses each target among those at the
    battlefield it was hidden at, unless its own restriction makes that impossible (no
    object there could ever be that target: a base, another location); a spell with no
    such target there cannot be played (811.1.d)."""
    from .targets import legal_targets

    for i, spec in enumerate(specs):
        if spec.where == "base" or spec.require == "elsewhere" or spec.what in TARGET_ON_CHAIN:
            continue
        chosen = targets[i] if i < len(targets) else None
        if chosen is None or _at_of(txn, chosen) == bf:
            continue
        first = txn.objects.get(targets[0]) if i else None
        if not any(_at_of(txn, o.id) == bf for o in legal_targets(txn, spec, by, None, first)):
            raise IllegalAction(f"{card.name} is played from face down at {txn.name(bf)}: its "
                                f"targets are chosen there, and none there is legal (811.1.d, "
                                f"811.1.d.2)")
        raise IllegalAction(f"{card.name} is played from face down at {txn.name(bf)}: "
                            f"{txn.name(chosen)} is not there; its targets are chosen among "
                            f"those at {txn.name(bf)} (811.1.d.2)")


def _at_of(txn, oid: str):
    """Where an object is; a battlefield is at itself."""
    o = txn.objects.get(oid)
    if o is None:
        return None
    return o.id if o.kind == "battlefield" else o.at


def _has_flow(card) -> bool:
    return chain.card_keyword_of(card, "flow")


def play_spell(txn, act: A.PlaySpell) -> None:
    card = act.card
    by = act.by
    if card.kind != "spell":
        raise IllegalAction(f"{card.name} is a {card.kind}; `play` takes spells, units and gear")
    answers = act.answers
    sid = act.spell_id
    from_hand = _played_card(txn, act)
    if card.modes:
        mode = _choose_mode(txn, card, act)
        specs, effects = spell_mode(card, mode)
    else:  # most cards: what the card itself chooses and does
        mode, specs, effects = None, card.targets, card.effects
    # Repeat is an optional additional cost, paid as the spell is played (820.1.c.1, 820.1.d);
    # printed, or given to this player's next spell (The Academy), which this spell uses up
    granted = take_granted_repeat(txn, by) if txn.delayed else None
    repeats = int((chain.card_keyword_of(card, "repeat") or granted is not None)
                  and triggers.may_answer(txn, answers, by, f"pay {card.name}'s Repeat cost, "
                                                            "for its effect once more (820)"))
    # with modes, the repeat chooses its own mode (820.2.a), its targets its mode's (355.3)
    repeat_mode = _choose_mode(txn, card, act, again=mode) if repeats and card.modes else None
    again_specs = spell_mode(card, repeat_mode)[0] if repeat_mode is not None else specs
    targets = _spell_targets(txn, card, specs, answers.targets, by, repeats, again_specs)
    check_answers(txn, effects, answers, card.name, targets, by)
    # an optional additional cost the card names: paid or not as it is played (356.2.b.1)
    paid = card.optional_cost and optional_cost_payable(txn, card, by) and triggers.may_answer(
        txn, answers, by, f"pay {card.name}'s optional additional cost (356.2.b.1)")
    if paid:
        pay_optional_cost(txn, card, by, answers)
    step = txn.step
    flow = from_hand is not None and from_hand.zone == "trash"  # played for its Flow cost
    face_down = from_hand is not None and from_hand.zone == "facedown"  # hidden there (811)
    if face_down:
        _at_hidden_battlefield(txn, card, specs, targets, from_hand.at, by)
    elsewhere = from_hand is not None and from_hand.zone != "hand"  # the trash (Flow), face down
    if from_hand is not None:
        sid = from_hand.id
        spell = evolve(from_hand, zone="chain", controller=by)
    else:
        spell = Obj(id=sid, card=card, name=card.name, kind="spell", controller=by, owner=by,
                    zone="chain", at=None, order=CHAIN_ORDER_START + step)
    txn.put(spell, from_hand)  # from_hand (or nothing) is what `sid` held
    if paid or not card.optional_cost:  # a kill that is the optional cost: only if paid
        _pay_play_costs(txn, card, spell, by, answers)
    if paid and card.optional_discard:  # "you may discard 1 as an additional cost" (422.1)
        _discard(txn, by, _discard_pick(txn, answers, by, card.name, txn.ref(spell)), card.name)
    deflected = turns.deflect(txn, by, targets, act.pay, card.name, card)
    triggers.count_play(txn, by)
    ref = txn.ref(spell)
    if targets:
        names = list(map(txn.name, targets))
        tnames = ", ".join(names)
        target, target_name = targets[0], names[0]
    else:
        tnames = ""
        target = target_name = None
    txn.emit(
        "play",
        target=target,
        target_name=target_name,
        sources=(ref,),
        responsible=by,
        rules=("411.1",) + (("356.2.b.1",) if card.optional_cost else ())
              + (("829.1.b",) if flow else ())
              + (("811.1.c.3", "811.6", "421.3") if face_down else ())
              + (("355.3",) if mode else ()),
        reason="face_down" if face_down else None,
        text=f"{txn.pname(by)} plays {card.name}" + (" from the trash (Flow)" if flow else "")
             + (f" from face down at {txn.name(from_hand.at)}" if face_down else "")
             + (f", choosing its mode {mode} ({_mode_words(card, mode)})" if mode else "")
             + (f" on {tnames}" if tnames else "")
             + (", ignoring its cost" if face_down else "")
             + _cost_words(card, paid) + deflected
             + (" (Repeat paid: its instructions are executed twice)" if repeats else "")
             + (f", the repeat choosing its mode {repeat_mode} ({_mode_words(card, repeat_mode)})"
                if repeat_mode is not None else "")
             + (" (held: the next play responds)" if act.hold else ""),
    )
    # the targets as the objects they are now (124)
    _on_chain(txn, ChainItem(ref=ref, controller=by, kind="spell", host=sid,
                             effects=effects, targets=targets, answers=answers, step=step,
                             target_incs=txn.incs(targets), paid=paid, repeats=repeats,
                             flow=flow, face_down=face_down, mode=mode,
                             repeat_mode=repeat_mode),
              act.hold, elsewhere)


def _choose_mode(txn, card, act: A.PlaySpell, again: int | None = None) -> int:
    """The mode of a spell with modes, chosen by its player as it is played (355.3): the
    step's Asker's answer, else the step's `mode`; none given refuses the play. `again`: the
    first execution's mode, when the mode of its paid Repeat is chosen (820.2.a: the step's
    `repeat_mode`, by default the same one)."""
    n = len(card.modes)
    options = tuple((str(i), _mode_words(card, i)) for i in range(1, n + 1))
    given = act.mode if again is None else act.repeat_mode
    default = given if given is not None else again
    words = (f"{card.name}: choose one of its modes (355.3)" if again is None else
             f"{card.name}: choose the mode of its repeat (820.2.a)")
    answer = ask(txn, act.answers, Question(
        kind="mode", player=act.by, words=words,
        options=options, default=str(default) if default is not None else None,
        given=given is not None, slot=0 if again is None else 1))
    if answer is None:
        raise IllegalAction(f"{card.name}: its player chooses one of its {n} modes as it is "
                            f"played (355.3): give the step's `mode` (1 to {n})")
    mode = int(answer)
    if not 1 <= mode <= n:
        raise IllegalAction(f"{card.name} has {n} modes (355.3); there is no mode {mode}")
    return mode


def _mode_words(card, mode: int) -> str:
    m = card.modes[mode - 1]
    return m.summary.rstrip(".") or f"mode {mode}"


def _on_chain(txn, item: ChainItem, hold: bool, elsewhere: bool = False) -> None:
    """A played card's item goes on the chain; "when ... play" triggers are queued and put on
    it (`elsewhere`: it was played from another zone than the hand); then, unless the play is
    held, the chain resolves."""
    txn.chain = txn.chain + (item,)
    if item.kind == "spell" and txn.delayed:  # "the next spell you play" (Ravenborn Tome)
        spell_bonus.bind(txn, item)
    triggers.play_triggers(txn, item.controller, item.host, elsewhere=elsewhere)
    if item.face_down:  # "when you play a card from Hidden" (811.1.c.3)
        triggers.face_down_played(txn, item.controller, item.host)
    if item.targets:
        triggers.targeting_triggers(txn, item.controller, item.targets,
                                    spell=item.kind == "spell")  # 383.4.b.2
    if txn.pending:
        triggers.flush_pending(txn)
    if not hold:
        chain.resolve_chain(txn)


#: an activated ability's cost keys (CardDef: `cost`) as the timeline says them
COST_WORDS = {"exhaust": "exhaust it", "discard": "discard a card", "kill_self": "kill it",
              "kill_friendly_unit": "kill a friendly unit",
              "kill_friendly": "kill a friendly unit or gear", "disempower": "Disempower it",
              "spend_xp_1": "spend 1 XP", "spend_xp_2": "spend 2 XP", "spend_xp_3": "spend 3 XP",
              "spend_buff": "spend a buff", "recycle_trash": "recycle a card from the trash",
              "discard_gear": "discard a gear", "discard_spell": "discard a spell",
              "recycle_trash_unit": "recycle a unit from the trash"}


def cost_words(cost: str) -> str:
    """One cost key in words, for the activation's text (no identifier reaches the reader)."""
    return COST_WORDS.get(cost, cost.replace("_", " "))


def _cost_words(card, paid: bool) -> str:
    if not card.optional_cost:
        return ""
    return f", {'' if paid else 'not '}paying its optional additional cost"


def _spell_targets(txn, card, specs, given, by, repeats: int, again_specs=None) -> tuple[str, ...]:
    """The spell's targets (`specs`: its own or its chosen mode's); with Repeat paid, the step
    gives every target of the first execution and then those of the repeat, chosen anew (820.2:
    the same ones or others, 820.2.a; `again_specs`: the repeat's mode's, when it has one)."""
    if not repeats:
        return chain.choose_targets(txn, specs, given, by, card.name)
    n = len(specs)
    first = chain.choose_targets(txn, specs, given[:n], by, card.name)
    if len(first) < n and len(given) > n:
        raise IllegalAction(f"{card.name}: with Repeat paid, give all {n} targets of the first "
                            f"execution, then those of the repeat (820.2)")
    again = chain.choose_targets(txn, specs if again_specs is None else again_specs, given[n:],
                                 by, f"{card.name} (its Repeat)")
    if len(first) < n and again:
        raise IllegalAction(f"{card.name}: with Repeat paid, give all {n} targets of the first "
                            f"execution, then those of the repeat (820.2)")
    return first + again


def play_permanent(txn, act: A.PlaySpell) -> None:
    """Play a unit or a gear (SPEC section 2): it is put on the chain and enters the board when
    it resolves (chain.resolve_permanent). A unit goes to its player's base or a battlefield
    they control (806.3, 813.3.a); a gear to its player's base (148.1.a.1, 149.2)."""
    card = act.card
    by = act.by
    answers = act.answers
    from_hand = _played_card(txn, act)
    to = answers.to
    face_down = from_hand is not None and from_hand.zone == "facedown"
    if face_down:  # to the battlefield it was hidden at, gear included (811.1.d.1, .a)
        if to is not None and to != from_hand.at:
            raise IllegalAction(f"{card.name} is played from face down: it goes to "
                                f"{txn.name(from_hand.at)}, where it was hidden (811.1.d.1)")
        dest = from_hand.at
    elif card.kind == "gear":
        if to is not None:
            raise IllegalAction(f"{card.name} is a gear: it is played to its player's base "
                                f"(149.2), so a gear play takes no `to`")
        dest = "base"
    elif to is None or to == "base":
        dest = "base"
    else:
        bf = txn.objects.get(to)
        if bf is None or bf.kind != "battlefield":
            raise IllegalAction(f"{card.name}: {to!r} is not a battlefield or \"base\"")
        if bf.controller != by and not _ambush_to(txn, card, by, to) \
                and not _to_enemies(txn, card, by, to) and not _to_open(txn, card, by, bf) \
                and not _to_enemy_battlefield(txn, card, by, bf) \
                and not plays_to_attacked(txn, card, by, to) \
                and not plays_to_lone_enemy(txn, card, by, to):
            who = txn.pname(bf.controller) if bf.controller else "nobody"
            ambush = (" (Ambush would allow a battlefield where they have units; they have "
                      "none there)") if chain.card_keyword_of(card, "ambush") else ""
            raise IllegalAction(f"{card.name} can be played only to {txn.pname(by)}'s base or a "
                                f"battlefield {txn.pname(by)} controls; {bf.name} is controlled "
                                f"by {who} (806.3, 813.3.a){ambush}")
        dest = to
    _check_unit_plays_allowed(txn, card, dest, by)
    if answers.targets:
        raise IllegalAction(f"{card.name} takes no targets when played, but the step gives "
                            f"{', '.join(answers.targets)} (its abilities' choices are `choose`)")
    step = txn.step
    # from the Champion Zone (108.3.d), not the hand
    elsewhere = from_hand is not None and from_hand.zone != "hand"
    if from_hand is not None:
        oid = from_hand.id
        o = evolve(from_hand, zone="chain", controller=by)
    else:
        oid = act.spell_id
        o = Obj(id=oid, card=card, name=card.name, kind=card.kind, controller=by, owner=by,
                zone="chain", at=None, order=CHAIN_ORDER_START + step,
                printed_might=card.might if card.kind == "unit" else None, token=card.token)
    o = txn.put(o, from_hand)
    if not card.optional_cost:
        _pay_play_costs(txn, card, o, by, answers)
    # Accelerate is an optional additional cost, paid as the unit is played (805.2); one played
    # from anywhere but the hand may have it from another's text (Rek'Sai, Breacher)
    accel = card.kind == "unit" and (chain.accelerate(o) or (
        elsewhere and accelerate_elsewhere(txn, o) is not None)) and triggers.may_answer(
        txn, answers, by, f"pay {card.name}'s Accelerate, so that it enters ready (805.2, "
                          "805.6); if not, it enters exhausted (143.4)")
    # an optional additional cost the card names: paid or not as it is played (356.2.b.1)
    paid = (card.optional_cost and _can_pay_kill(txn, card, o, by)
            and optional_cost_payable(txn, card, by) and triggers.may_answer(
                txn, answers, by, f"pay {card.name}'s optional additional cost (356.2.b.1)"))
    if paid and card.play_cost:  # the optional cost is a kill (Atakhan): paid now
        _pay_play_costs(txn, card, o, by, answers)
    if paid:
        pay_optional_cost(txn, card, by, answers)  # exhausting the legend (Bard, Mercurial)
    if paid and card.optional_discard:  # "you may discard 1 as an additional cost" (422.1)
        _discard(txn, by, _discard_pick(txn, answers, by, card.name, txn.ref(o)), card.name)
    triggers.count_play(txn, by)
    if card.equipment and by not in txn.equipment_played:
        txn.equipment_played += (by,)  # "if you've played an Equipment this turn"
    ref = txn.ref(o)
    where = f"{txn.pname(by)}'s base" if dest == "base" else txn.name(dest)
    txn.emit(
        "play",
        target=oid,
        target_name=card.name,
        sources=(ref,),
        responsible=by,
        rules=(("811.1.c.3", "811.1.d.1", "811.6", "421.3") if face_down else
               ("149.2",) if card.kind == "gear" else ("806.3", "813.3.a") + (
            ("002",) if dest != "base" and txn.objects[dest].controller != by else ()))
              + (("356.2.b.1",) if card.optional_cost else ()),
        reason="face_down" if face_down else None,
        text=f"{txn.pname(by)} plays {card.name}"
             + ("" if from_hand is None else " from face down" if face_down else
                {"champion": " from the Champion Zone", "trash": " from the trash"}.get(
                    from_hand.zone, " from hand"))
             + f" to {where}" + (", ignoring its cost" if face_down else "")
             + _cost_words(card, paid)
             + (_uncontrolled_words(txn, card, by, dest)
                if not face_down and dest != "base" and txn.objects[dest].controller != by
                else "")
             + (" (held: the next play responds)" if act.hold else ""),
    )
    # `to` on the item is the destination it enters at when it resolves
    item_answers = attrs.evolve(answers, to=dest)
    _on_chain(txn, ChainItem(ref=ref, controller=by, kind="permanent", host=oid, effects=(),
                             answers=item_answers, step=step, host_inc=o.inc,
                             accelerated=accel, paid=paid, face_down=face_down),
              act.hold, elsewhere)


def _check_unit_plays_allowed(txn, card, dest: str, by: str) -> None:
    """A battlefield whose text says units can't be played there (card text, 002; Rockfall
    Path) refuses a unit played to it, from the hand or from face down ("can't" wins, 054.1)."""
    why = not_conquered_here(txn, card, by, dest)
    if why:  # "play me only to a battlefield you conquered this turn" (Perched Grimwyrm)
        raise IllegalAction(why)
    if card.kind != "unit" or dest == "base":
        return
    bf = txn.objects[dest]
    if bf.card is not None and bf.card.no_unit_plays:
        raise IllegalAction(f"{card.name} can't be played to {bf.name}: its text says units "
                            f"can't be played there (002, 054.1)")


def _uncontrolled_words(txn, card, by: str, dest: str) -> str:
    """Why a unit may be played to a battlefield its player does not control (002)."""
    if _ambush_to(txn, card, by, dest):
        return " (Ambush: a battlefield where they have units)"
    if _to_open(txn, card, by, txn.objects[dest]):
        if card.plays_to_open:
            return " (its text: an open battlefield, one nobody controls)"
        return " (a friendly permanent's text: an open battlefield, one nobody controls)"
    if _to_enemy_battlefield(txn, card, by, txn.objects[dest]):
        return " (its text: an occupied enemy battlefield)"
    if plays_to_attacked(txn, card, by, dest):
        return " (its text: a battlefield its player is attacking)"
    giver = plays_to_lone_enemy(txn, card, by, dest)
    if giver is not None:
        return f" ({giver}'s text: an enemy unit alone there)"
    return " (its text: a battlefield where there are enemy units)"


def _to_open(txn, card, by: str, bf) -> bool:
    """A unit whose text lets it be played to an open battlefield (its card text, 002; Sneaky
    Deckhand), or one of `by`'s permanents whose text lets their units be (Miss Fortune,
    Buccaneer): one no player controls (the rules' errata reads "open" as "uncontrolled")."""
    if card.kind != "unit" or bf.controller is not None:
        return False
    if card.plays_to_open:
        return True
    objects = txn.objects
    return any(objects[i].controller == by and objects[i].card is not None
               and objects[i].card.friendly_plays_to_open for i in txn.board_ids)


def _to_enemy_battlefield(txn, card, by: str, bf) -> bool:
    """A unit whose text lets it be played to an occupied enemy battlefield (its card text, 002;
    Deadbloom Predator): one another player controls, with units there now."""
    if card.kind != "unit" or not card.plays_to_enemy_battlefield or bf.controller in (None, by):
        return False
    objects = txn.objects
    return any(objects[i].kind == "unit" and objects[i].at == bf.id for i in txn.board_ids)


def _to_enemies(txn, card, by: str, to: str) -> bool:
    """A unit whose text lets it be played to a battlefield where there are enemy units (its
    card text, 002; Rengar, Trophy Hunter): units of another player there now."""
    if card.kind != "unit" or not card.plays_to_enemies:
        return False
    objects = txn.objects
    return any(objects[i].kind == "unit" and objects[i].controller not in (None, by)
               and objects[i].at == to for i in txn.board_ids)


def _ambush_to(txn, card, by: str, to: str) -> bool:
    """Ambush (its card text, 002: "you may play me as a Reaction to a battlefield where you have
    units"): a unit with it may be played to a battlefield where its player has a unit, even one
    they do not control. (Timing is not enforced in the sandbox, so the Reaction part is moot.)"""
    if card.kind != "unit" or not chain.card_keyword_of(card, "ambush"):
        return False
    objects = txn.objects
    return any(objects[i].kind == "unit" and objects[i].controller == by and objects[i].at == to
               for i in txn.board_ids)


def standard_move(txn, act: A.StandardMove) -> None:
    """A standard move (144): ready units of one player exhaust (the cost, 144.2, paid together,
    144.3.c) and move to one destination (144.3.a) from any origins (144.3.b): base to a
    battlefield or a battlefield to base (144.4.a, 144.4.b), battlefield to battlefield only with
    Ganking (144.4.c.1, 810.1.b). Move triggers fire, then a Cleanup (453). The sandbox stages no
    showdown or combat (451, 452: combat happens only in a `combat` step)."""
    if not act.units:
        raise IllegalAction("a standard move needs at least one unit")
    units = []
    for uid in act.units:
        u = _board_obj(txn, uid)
        if u.kind != "unit":
            raise IllegalAction(f"{u.name} is not a unit; only units have a standard move (144)")
        if uid in [x.id for x in units]:
            raise IllegalAction(f"{u.name} is listed twice")
        units.append(u)
    by = units[0].controller
    if any(u.controller != by for u in units):
        raise IllegalAction("a standard move is one player's action: the units must have one "
                            "controller (144.3)")
    if act.by is not None and act.by != by:
        raise IllegalAction(f"{txn.pname(act.by)} does not control {units[0].name}; a unit's "
                            f"controller makes its standard move")
    dest = act.to
    moves.check_destination(txn, dest, "the standard move", [u.id for u in units])
    # a battlefield whose text lets units move there from anywhere (Baron Pit; card text, 002)
    dest_card = txn.objects[dest].card if dest != "base" else None
    open_dest = dest_card is not None and dest_card.moves_in_from_anywhere
    for u in units:
        if u.exhausted:
            raise IllegalAction(f"{u.name} is exhausted; a standard move costs exhausting it (144.2)")
        stop = no_move_to_base(txn, u) if dest == "base" else None
        if stop is not None:
            raise IllegalAction(f"{u.name} can't move to base ({stop.name}); a \"can't\" beats "
                                f"the standard move's permission (054.1)")
        banned = moves.player_cant_move(txn, u, by)
        if banned is not None:
            raise IllegalAction(f"{txn.pname(by)} can't move {u.name} this turn ({banned.name}); "
                                f"a \"can't\" beats the standard move's permission (054.1)")
        if u.at != "base" and dest != "base" and not (
                open_dest or chain.ganking(u) or static_keyword(txn, u, "ganking")):
            raise IllegalAction(f"{u.name} is at {txn.name(u.at)}: a standard move goes from a "
                                f"battlefield only to base, unless the unit has Ganking "
                                f"(144.4.b, 144.4.c.1)")
    for u in units:  # the costs, paid together (144.3.c)
        txn.evolve(u.id, exhausted=True)
        txn.emit("exhaust", target=u.id, target_name=u.name, sources=(txn.ref(u),),
                 responsible=by, rules=("144.2", "144.3.c"),
                 text=f"{u.name} exhausts (the cost of its standard move)")
    before = moves.might_snapshot(txn)
    to_name = "base" if dest == "base" else txn.name(dest)
    for u in units:
        txn.evolve(u.id, at=dest, moves=u.moves + 1, moved_from=u.at)
        for eid in u.equipment:
            txn.evolve(eid, at=dest)
        gank = u.at != "base" and dest != "base"
        txn.emit("move", target=u.id, target_name=u.name, sources=(txn.ref(u),), responsible=by,
                 rules=("144", "144.3", "446.1") + (("144.4.c.1", "810.1.b") if gank else ()),
                 text=f"{u.name} moves from {'base' if u.at == 'base' else txn.name(u.at)} to "
                      f"{to_name} (standard move{', Ganking' if gank else ''})")
    moves.emit_might_changes(txn, before)
    if txn.game is not None:  # 190.3.a: moving to a battlefield one does not control contests it
        turns.arrived(txn, units[0].id, dest)
    for u in units:
        triggers.move_triggers(txn, u.id, u.at, dest)
    # 453: a Cleanup when the move is complete; then its triggers go on the chain
    cleanup.cleanup(txn)
    triggers.flush_pending(txn)
    chain.resolve_chain(txn)


def activate(txn, act: A.Activate) -> None:
    o = txn.objects.get(act.obj)
    # a legend is on the board in its Legend Zone (107.4), never moved from it
    if o is None or (o.zone != "board" and not (o.zone == "legend" and o.kind == "legend")):
        raise IllegalAction(f"{act.obj!r} is not on the board, so its abilities cannot be activated")
    abl = abilities(txn, o)
    if not abl:
        if o.card is not None and o.card.modelled == "none":
            raise IllegalAction(f"{o.card.name}: its abilities are not modelled (the library has this card as "
                                f"a body only, level none); {o.name} cannot be activated")
        raise IllegalAction(f"{o.name} has no activated ability")
    if not 1 <= act.ability <= len(abl):
        raise IllegalAction(f"{o.name} has {len(abl)} ability(ies); there is no ability {act.ability}")
    ab, eid = abl[act.ability - 1]
    if ab.kind != "activated":
        raise IllegalAction(f"ability {act.ability} of {o.name} is a triggered ability; it cannot be activated")
    by = act.by or o.controller
    if by != o.controller:
        raise IllegalAction(f"{txn.pname(by)} does not control {o.name}; only its controller activates its abilities")
    answers = act.answers
    label = f"{o.name}'s ability {act.ability}"
    if ab.cond is not None:  # "use this ability only while ..." (054.2)
        if not holds(txn, ab.cond, by, txn.objects[o.id],
                     txn.played_this_turn[txn.players.index(by)], ab.at_least, ab.tag):
            raise IllegalAction(f"{label} can be used only while {CONDITIONS[ab.cond].does} "
                                "(054.2)")
    if ab.once_per_turn:  # "use only once each turn" (054.2; Hungry Wolf)
        if act.ability in txn.objects[o.id].once_fired:
            raise IllegalAction(f"{label} can be used only once each turn, and it was this "
                                "turn (054.2)")
        txn.evolve(o.id, once_fired=txn.objects[o.id].once_fired + (act.ability,))
    targets = chain.choose_targets(txn, ab.targets, answers.targets, by, label, host=o)
    check_answers(txn, ab.effects, answers, label, targets, by)
    ref = Ref.of_ability(o.id, act.ability, o.name, o.controller, granted_by=eid)
    # costs are paid on activation (Energy and Power, exhaust, discard, kill; 377.1, 357)
    text_card = txn.objects[eid].card if eid is not None else o.card  # whose text has it
    turns.pay_ability(txn, by, ab, text_card, act.pay, label, ("377.1",), ref, kind=o.kind)
    sacrifice = [_sacrifice(txn, o, cost, by, answers, label) for cost in ab.cost
                 if cost.startswith("kill")]
    for cost in ab.cost:
        if cost == "exhaust":
            if txn.objects[o.id].exhausted:
                raise IllegalAction(f"{o.name} is exhausted; its ability costs exhausting it")
            txn.evolve(o.id, exhausted=True)
        elif cost == "discard":
            _discard(txn, by, _discard_pick(txn, answers, by, label, ref), label)
        elif cost in ("discard_gear", "discard_spell"):  # "Discard a gear" (Sky Cruiser, 422.1)
            _discard_kind(txn, by, cost.split("_", 1)[1], answers, label, ref)
        elif cost.startswith("spend_xp_"):  # "Spend N XP" as a cost (730, 204.3.b)
            _spend_xp(txn, by, int(cost.rsplit("_", 1)[1]), label, ref)
        elif cost == "disempower":  # "Disempower me" as a cost (442, 204.1)
            if not txn.objects[o.id].empowered:
                raise IllegalAction(f"{o.name} is not Empowered; its ability costs disempowering "
                                    f"it (442)")
            txn.evolve(o.id, empowered=False)
            txn.emit("disempower", target=o.id, target_name=o.name, sources=(ref,),
                     responsible=by, rules=("442",),
                     text=f"{o.name} is no longer Empowered (paying for {label})")
        elif cost == "spend_buff":  # "Spend my buff" as a cost (143.2; Sett, Brawler)
            _spend_own_buff(txn, o.id, by, label, ref)
    recycles = ab.cost.count("recycle_trash")
    if recycles:  # "recycle N from your trash" as a cost (416.6)
        recycle_cost(txn, by, recycles, answers, label, ref)
    if "recycle_trash_unit" in ab.cost:  # "recycle a unit from your trash" (Assembly Rig)
        recycle_cost(txn, by, 1, answers, label, ref, kind="unit")
    deflected = turns.deflect(txn, by, targets, act.pay, label)
    if sacrifice:
        # a kill as a cost is a kill instruction of the ability (428.1.a.1), attributed to it
        # and its host (428.5.b, 428.5.d); the player paying it is responsible
        cleanup.kill_units(txn, [(k, (ref, txn.ref(o)), by) for k in sacrifice],
                           reason="kill_instruction", rules=("428.1.a.1", "428.5.d"))
    tnames = ", ".join(txn.name(t) for t in targets)
    txn.emit(
        "activate",
        target=targets[0] if targets else None,
        target_name=txn.name(targets[0]) if targets else None,
        sources=(ref,),
        responsible=by,
        rules=("411.1",) + (("818",) if ab.equip else ()),
        text=f"{txn.pname(by)} activates {label}" + (f" on {tnames}" if tnames else "")
             + (" (costs: " + ", ".join(map(cost_words, ab.cost)) + ")" if ab.cost else "")
             + deflected,
    )
    chain.push(txn, ChainItem(ref=ref, controller=by, kind="ability", host=o.id, effects=ab.effects,
                        targets=targets, answers=answers, step=txn.step, granted_by=eid,
                        target_incs=txn.incs(targets), host_inc=o.inc))
    if o.kind == "gear":
        triggers.activate_triggers(txn, by, o.id)
    triggers.costly_activation_triggers(txn, by, o.id, ab.energy or 0)
    if targets:
        triggers.targeting_triggers(txn, by, targets)  # 383.4.b.2
    if txn.pending:  # what paying its costs triggered goes on the chain above it (818.1.c.1)
        triggers.flush_pending(txn)
    if is_add(ab):  # it resolves at once, above whatever waits on the chain (429.2)
        chain.resolve_top(txn)
    if not act.hold:
        chain.resolve_chain(txn)


def _spend_own_buff(txn, oid: str, by: str, label: str, ref) -> None:
    """Spend the buff of the object that has the ability, as its cost (143.2): it loses the
    +1 Might; without a buff the cost cannot be paid and the step is refused (203.3)."""
    u = txn.objects[oid]
    if not u.buffed:
        raise IllegalAction(f"{u.name} has no buff; its ability costs spending it (143.2, 203.3)")
    before = moves.might_snapshot(txn)
    txn.evolve(oid, buffed=False)
    txn.emit("spend_buff", target=oid, target_name=u.name, sources=(ref,), responsible=by,
             rules=("143.2",), text=f"{txn.pname(by)} spends {u.name}'s buff (paying for {label})")
    moves.emit_might_changes(txn, before, sources=(ref,))
    triggers.buff_spent(txn, by, oid)


def _spend_xp(txn, by: str, n: int, label: str, ref) -> None:
    """Spend `n` of `by`'s XP as a cost (730): format 2 only; not enough XP refuses the step."""
    if txn.game is None:
        raise IllegalAction(f"{label} costs {n} XP: XP is part of format 2's whole game "
                            f"(SPEC section 7), write format = 2")
    have = turns.side(txn, by).xp
    if have < n:
        raise IllegalAction(f"{label} costs {n} XP; {txn.pname(by)} has {have} (730, 203.3)")
    turns.set_side(txn, by, xp=have - n)
    txn.emit("xp", target=by, amount=-n, sources=(ref,), responsible=by, rules=("730",),
             text=f"{txn.pname(by)} spends {n} XP (paying for {label}): {have - n} left")


def _pay_play_costs(txn, card, o, by: str, answers) -> None:
    """A card's mandatory additional costs, paid as it is played: a kill (a kill instruction of
    the card, 428.1.a.1, 428.5.b), its player responsible; what it triggers waits for the card
    to be on the chain."""
    if not card.play_cost:
        return
    label = f"{card.name} (its additional cost)"
    kills = []
    for cost in card.play_cost:  # a loop: a comprehension would make closures on every play
        if cost == "return_friendly_gear":
            _return_gear_cost(txn, o, by, answers, label)
            continue
        kills.append((_sacrifice(txn, o, cost, by, answers, label), (txn.ref(o),), by))
    if kills:
        died = cleanup.kill_units(txn, kills, reason="kill_instruction",
                                  rules=("428.1.a.1", "428.5.b"))
        # "the killed unit" its instructions read later (Heedless Resurrection): a fact of the
        # turn; "" when a replacement saved it, so that a second play reads no earlier kill
        # (this play's entry replaces an earlier one's: a long format 1 turn does not grow it)
        key = f"cost_killed:{o.id}"
        txn.turn_facts = (tuple(f for f in txn.turn_facts if f[0] != key)
                          + (tuple((key, d) for d in died) or ((key, ""),)))


def _return_gear_cost(txn, o, by: str, answers, label: str) -> None:
    """"Return a friendly gear to its owner's hand" as an additional cost (Legion
    Quartermaster): a gear `by` controls on the board, the step's `choose` for the player, else
    the first in file order, goes to its owner's hand (124, 124.1); none makes the play illegal
    (203.3)."""
    def fits(x) -> bool:
        return x is not None and x.zone == "board" and x.kind == "gear" and x.controller == by

    named = answers.choices_for(by)
    gid = next((c for c in named if fits(txn.objects.get(c))), None)
    if gid is None and named:
        raise IllegalAction(f"{label} costs returning a friendly gear to its owner's hand; "
                            f"{txn.name(named[0])} is not a gear {txn.pname(by)} controls on "
                            "the board")
    if gid is None:
        mine = [x for x in txn.on_board() if fits(x)]
        if not mine:
            raise IllegalAction(f"{label} costs returning a friendly gear to its owner's hand, "
                                f"and {txn.pname(by)} has none (203.3)")
        gid = mine[0].id
    g = txn.objects[gid]
    before = moves.might_snapshot(txn)
    cleanup.leave_board(txn, gid, "hand")
    txn.emit("return_to_hand", target=gid, target_name=g.name, sources=(txn.ref(o),),
             responsible=by, rules=("124", "124.1"),
             text=f"{g.name} returns to {txn.pname(g.owner)}'s hand (paying for {label})"
                  + (" (a token ceases to exist)" if g.token else ""))
    moves.emit_might_changes(txn, before, sources=(txn.ref(o),))


def _can_pay_kill(txn, card, o, by: str) -> bool:
    """Whether an optional additional cost that is a kill can be paid: a friendly unit other
    than the card itself is on the board (a cost that cannot be paid is not offered, 356.2.b.1);
    an optional cost that is no kill can always be paid in the sandbox."""
    if card.play_cost != ("kill_friendly_unit",):
        return True
    return any(x.kind == "unit" and x.controller == by and x.id != o.id
               for x in txn.on_board())


def _sacrifice(txn, o, cost: str, by: str, answers, label: str) -> str:
    """The permanent a kill cost takes: the object itself ("kill this"), or a friendly unit
    (`kill_friendly_unit`), gear (`kill_friendly_gear`) or unit or gear (`kill_friendly`) that
    the step's `choose` names for the player; default the first such other than the object
    itself."""
    if cost == "kill_self":
        return o.id
    if cost == "kill_friendly_mighty_unit":
        return _sacrifice_mighty(txn, o, by, answers, label)
    kinds, what = {"kill_friendly_unit": (("unit",), "unit"),
                   "kill_friendly_gear": (("gear",), "gear")}.get(cost, (("unit", "gear"),
                                                                        "unit or gear"))

    def fits(x) -> bool:
        return x is not None and x.zone == "board" and x.kind in kinds and x.controller == by

    for cand in answers.choices_for(by):
        if fits(txn.objects.get(cand)):
            return cand
    named = answers.choices_for(by)
    if named:
        raise IllegalAction(f"{label} costs killing a friendly {what}; {txn.name(named[0])} is "
                            f"not one {txn.pname(by)} controls on the board")
    mine = [x for x in txn.on_board() if fits(x) and x.id != o.id]
    if not mine:
        raise IllegalAction(f"{label} costs killing a friendly {what}, and {txn.pname(by)} has "
                            "no other to kill")
    return mine[0].id


def _sacrifice_mighty(txn, o, by: str, answers, label: str) -> str:
    """The unit a "kill a friendly Mighty unit" cost takes: one `by` controls on the board with
    5 or more Might as the cost is paid (143.2; Sacrifice), the step's `choose` for the player,
    else the first in file order; none makes the play illegal (203.3)."""
    from .might import might

    def fits(x) -> bool:
        return (x is not None and x.zone == "board" and x.kind == "unit" and x.controller == by
                and x.id != o.id and might(txn, x) >= 5)

    named = answers.choices_for(by)
    for cand in named:
        if fits(txn.objects.get(cand)):
            return cand
    if named:
        raise IllegalAction(f"{label} costs killing a friendly Mighty unit (5 or more Might, "
                            f"143.2); {txn.name(named[0])} is not one {txn.pname(by)} controls "
                            "on the board")
    mine = [x for x in txn.on_board() if fits(x)]
    if not mine:
        raise IllegalAction(f"{label} costs killing a friendly Mighty unit (5 or more Might, "
                            f"143.2), and {txn.pname(by)} has none")
    return mine[0].id


def _discard_pick(txn, answers, player: str, label: str, source) -> str | None:
    """Which card a discard cost takes: the step's Asker's choice when the hand offers one (the
    app asks then), else the step's `discard` (default: the first card in hand)."""
    hand = [txn.objects[h] for h in txn.hand_ids if txn.objects[h].owner == player]
    if len(hand) < 2 or answers.discard is not None:
        return answers.discard
    return ask(txn, answers, Question(kind="discard", player=player, source=source,
                                      words=f"{label}: discard which card (its cost)?",
                                      options=tuple((o.id, o.name) for o in hand), default=None))


def _discard_kind(txn, player: str, kind: str, answers, label: str, source) -> None:
    """A discard cost that must be a card of `kind` ("discard a gear", 422.1): the step's
    `discard`, else the Asker's choice among the hand's cards of that kind (the first by
    default); a card of another kind, or none of that kind in hand, refuses the step (358.2)."""
    fits = [txn.objects[h] for h in txn.hand_ids
            if txn.objects[h].owner == player and txn.objects[h].card is not None
            and txn.objects[h].card.kind == kind]
    which = answers.discard
    if which is None and len(fits) > 1:
        which = ask(txn, answers, Question(kind="discard", player=player, source=source,
                                           words=f"{label}: discard which {kind} (its cost)?",
                                           options=tuple((o.id, o.name) for o in fits),
                                           default=fits[0].id))
    if which is None:
        if not fits:
            raise IllegalAction(f"{label} costs discarding a {kind}, and {txn.pname(player)} has "
                                f"no {kind} in hand (358.2)")
        which = fits[0].id
    elif which not in {o.id for o in fits}:
        raise IllegalAction(f"{label} costs discarding a {kind}; {which!r} is not a {kind} in "
                            f"{txn.pname(player)}'s hand (358.2)")
    _discard(txn, player, which, label)


def _discard(txn, player, which, label):
    hand = [txn.objects[h] for h in txn.hand_ids if txn.objects[h].owner == player]
    i = txn.players.index(player)
    if which is not None:
        o = txn.objects.get(which)
        if o is None or o.zone != "hand" or o.owner != player:
            raise IllegalAction(f"{label}: {which!r} is not a card in {txn.pname(player)}'s hand to discard")
        target = o
    elif hand:
        target = hand[0]
    elif txn.hand_counts[i] > 0:
        target = None
    else:
        raise IllegalAction(f"{label} costs a discard, and {txn.pname(player)} has no other card in hand")
    discard_card(txn, player, target)
    triggers.discard_triggers(txn, player)

# -- sandbox edits ---------------------------------------------------------------------------
def _board_obj(txn, oid, what="object"):
    o = txn.objects.get(oid)
    if o is None:
        raise IllegalAction(f"there is no object {oid!r}")
    if o.zone != "board":
        raise IllegalAction(f"{o.name} is not on the board")
    return o


def sandbox(txn, act) -> None:
    if isinstance(act, A.MarkDamage):
        u = _board_obj(txn, act.obj)
        if u.kind != "unit":
            raise IllegalAction(f"{u.name} is not a unit; only units have damage")
        if act.amount < 1:
            raise IllegalAction("mark_damage needs an amount of at least 1")
        seq = txn.seq + 1
        txn.evolve(u.id, damage=u.damage + act.amount, damage_log=u.damage_log + (seq,))
        txn.emit("mark_damage", target=u.id, target_name=u.name, amount=act.amount,
                  text=f"{act.amount} damage is marked on {u.name} (sandbox edit: not a Deal, nobody responsible)")
    elif isinstance(act, A.Heal):
        u = _board_obj(txn, act.obj)
        if u.kind != "unit":
            raise IllegalAction(f"{u.name} is not a unit")
        cleanup.heal(txn, u.id, rules=(), why="sandbox edit")
    elif isinstance(act, A.Move):
        u = _board_obj(txn, act.obj)
        if u.kind != "unit":
            raise IllegalAction(f"{u.name} is not a unit; gear moves with its unit or stays in base")
        moves.move_unit(txn, u.id, act.to, responsible=None)
    elif isinstance(act, A.SetState):
        u = _board_obj(txn, act.obj)
        before = moves.might_snapshot(txn)
        ch = {}
        if (u.kind == "battlefield") != (act.controller is not None):
            if u.kind == "battlefield":
                raise IllegalAction(f"{u.name} is a battlefield: `set` sets only its `controller`")
            raise IllegalAction(f"{u.name} is a {u.kind}: only a battlefield has a `controller` to set")
        if act.controller is not None:
            if act.buffed is not None or act.exhausted is not None or act.stunned is not None:
                raise IllegalAction(f"{u.name} is a battlefield: `set` sets only its `controller`")
            who = None if act.controller == "none" else act.controller
            if who is not None and who not in txn.players:
                raise IllegalAction(f"there is no player {who!r}")
            ch["controller"] = who
        if act.stunned is not None:
            if u.kind != "unit":
                raise IllegalAction(f"{u.name} is not a unit; only units are stunned")
            ch["stunned"] = act.stunned
        if act.buffed is not None:
            if u.kind != "unit":
                raise IllegalAction(f"{u.name} is not a unit; only units are buffed")
            ch["buffed"] = act.buffed
        if act.exhausted is not None:
            ch["exhausted"] = act.exhausted
        txn.evolve(u.id, **ch)
        desc = ", ".join(f"{k} = {v if k == 'controller' and v else str(v).lower()}"
                         for k, v in ch.items())
        txn.emit("set", target=u.id, target_name=u.name, text=f"{u.name}: {desc} (sandbox edit)")
        moves.emit_might_changes(txn, before)
    elif isinstance(act, A.Attach):
        g = _board_obj(txn, act.gear)
        if g.kind != "gear":
            raise IllegalAction(f"{g.name} is not a gear")
        u = _board_obj(txn, act.to)
        moves.attach(txn, g.id, u.id, responsible=None)
    elif isinstance(act, A.AddObject):
        add_object(txn, act)
    elif isinstance(act, A.Remove):
        o = _board_obj(txn, act.obj)
        before = moves.might_snapshot(txn)
        cleanup.leave_board(txn, o.id, "removed", edit=True)
        txn.evolve(o.id, zone="removed")
        txn.emit("remove", target=o.id, target_name=o.name, text=f"{o.name} is taken off the board (sandbox edit, not a kill)")
        moves.emit_might_changes(txn, before)
    # an edit can leave anything on the board lethal or loose: the Cleanup looks at all of it
    txn.all_changed = True
    txn.maybe_loose = True
    cleanup.cleanup(txn)
    # SPEC section 2: no trigger fires from a sandbox edit, not even from the deaths its Cleanup
    # causes (a Deathknell, "when another friendly unit dies")
    txn.pending = []
    chain.resolve_chain(txn)


def add_object(txn, act: A.AddObject) -> None:
    if act.obj_id in txn.objects:
        raise IllegalAction(f"the id {act.obj_id!r} is already used")
    if act.controller not in txn.players:
        raise IllegalAction(f"there is no player {act.controller!r}")
    card = act.card
    kind = card.kind if card else "unit"
    at = act.at
    if act.attached_to:
        host = _board_obj(txn, act.attached_to)
        at = host.at
    elif at != "base":
        bf = txn.objects.get(at)
        if bf is None or bf.kind != "battlefield":
            raise IllegalAction(f"{at!r} is not a battlefield or \"base\"")
    order = txn.next_order
    pm = card.might if card is not None else act.might
    o = Obj(id=act.obj_id, card=card, name=act.name or (card.name if card else act.obj_id), kind=kind,
            controller=act.controller, owner=act.owner, zone="board", at=at, order=order,
            printed_might=pm if kind == "unit" else None, damage=act.damage, buffed=act.buffed,
            exhausted=act.exhausted, token=bool(card and card.token))
    before = moves.might_snapshot(txn)
    txn.put(o)
    txn.emit("add", target=o.id, target_name=o.name, text=f"{o.name} is put on the board "
              f"({'base' if at == 'base' else txn.name(at)}, {txn.pname(act.controller)}) (sandbox edit)")
    if act.attached_to:
        moves.attach(txn, o.id, act.attached_to, responsible=None)
    moves.emit_might_changes(txn, before)


def end_turn(txn) -> None:
    """The turn's end (317): "at the end of turn" effects, heal, "this turn" effects end; then
    the next player's turn (format 2: turns.start_turn; format 1: their units and gear ready)."""
    tp = txn.turn_player
    nxt = txn.other(tp)
    if txn.game is not None:
        turns.phase(txn, "ending", tp)
    phases.end_of_turn(txn, tp)
    txn.emit("turn_end", target=tp, rules=("317.2",), text=f"{txn.pname(tp)}'s turn ends")
    cleanup.cleanup(txn)
    _expiration_step(txn)
    while txn.pending:
        # 320.1, 317.2.f: what the Expiration Step triggered (a unit Mighty again as a "this
        # turn" penalty ends, 709) is finalized after it and resolves in this Ending Phase; then
        # the Expiration Step starts again, so "this turn" effects it made end with this turn
        triggers.flush_pending(txn)
        chain.resolve_chain(txn)
        _expiration_step(txn)
    if txn.game is not None:
        if tp not in txn.game.turns_ended:  # a player's first turn is over (Obelisk of Power)
            turns.set_game(txn, turns_ended=txn.game.turns_ended + (tp,))
        nxt = turns.next_turn_player(txn, tp)
        txn.turn_player = nxt
        txn.played_this_turn = (0,) * len(txn.players)
        txn.first_times = ()
        txn.kinds_played = ()
        txn.power_spent = (0,) * len(txn.players)
        txn.equipment_played = ()
        txn.turn_facts = ()  # "this turn" facts end (317.2.c)
        txn.emit("turn_start", target=nxt, rules=("317.2.c", "317.3"),
                 text=f"'This turn' effects end; it is {txn.pname(nxt)}'s turn")
        turns.start_turn(txn, nxt)
        return
    readied = []
    for o in txn.on_board():
        if o.controller == nxt and o.exhausted and o.kind in ("unit", "gear"):
            txn.evolve(o.id, exhausted=False)
            readied.append(o.id)
    txn.turn_player = nxt
    txn.played_this_turn = (0, 0)
    txn.first_times = ()
    txn.kinds_played = ()
    txn.power_spent = (0, 0)
    txn.equipment_played = ()
    txn.turn_facts = ()  # "this turn" facts end (317.2.c)
    txn.emit("turn_start", target=nxt, rules=("317.2.c",),
              text=f"'This turn' effects end; {txn.pname(nxt)}'s units and gear ready; it is {txn.pname(nxt)}'s turn")
    triggers.readied(txn, nxt, readied)  # the turn's readying is a ready too (Pirate's Haven)
    phases.start_of_beginning_phase(txn, nxt)


def _expiration_step(txn) -> None:
    """The Expiration Step's Ending Special Cleanup (317.2): heal all units (3c), every "this
    turn" effect expires (3d), each player's rune pool empties (3e, format 2)."""
    for o in txn.on_board():
        if o.kind == "unit" and o.damage:
            cleanup.heal(txn, o.id, rules=("317.2.b", "143.3.b.1"), why="end of turn")
    before = moves.might_snapshot(txn)
    for o in txn.on_board():
        if o.mods or o.prevents or o.shields or o.stunned or o.granted or o.moves or \
                o.attached_this_turn or o.once_fired or o.dealt_damage_this_turn:
            # "this turn" changes end; Stunned units lose it (423.1.a.2); keywords granted
            # "this turn" end, those granted without a duration stay (801.3.a.2, 801.3.a.3)
            txn.evolve(o.id, mods=(), prevents=(), shields=(), stunned=False, moves=0,
                       attached_this_turn=False, once_fired=(), dealt_damage_this_turn=False,
                       granted=tuple(g for g in o.granted if not g.this_turn))
    if txn.game is not None:  # a legend's "once each turn" abilities too (107.4)
        for side in txn.game.sides:
            leg = txn.objects.get(side.legend) if side.legend else None
            if leg is not None and leg.once_fired:
                txn.evolve(leg.id, once_fired=())
    txn.delayed = ()
    moves.emit_might_changes(txn, before)
    if txn.game is not None:
        turns.empty_pools(txn, rules=("317.2.d", "167"), why="the turn ends")


def new_state(players, turn_player, objects, ruleset="1.4", names=()) -> GameState:
    """A state from placed objects (setup makes no events)."""
    m = immutables.Map({o.id: o for o in objects})
    ordered = sorted(objects, key=lambda o: o.order)
    statics = tuple(o.id for o in ordered
                    if o.zone in BOARD_ZONES and o.card is not None and o.card.static_source)
    hand_ids = tuple(o.id for o in ordered if o.zone == "hand")
    rune_ids = tuple(o.id for o in ordered if o.zone == "runes")
    board_ids = tuple(o.id for o in ordered if o.zone == "board")
    trash_abilities = tuple(o.id for o in ordered
                            if o.zone == "trash" and o.card is not None and o.card.text.abilities)
    by_op: dict[str, tuple[str, ...]] = {}
    for sid in statics:
        for op in m[sid].card.static_ops:
            by_op[op] = by_op.get(op, ()) + (sid,)
    return GameState(ruleset=ruleset, players=tuple(players), turn_player=turn_player, objects=m,
                     statics=statics, static_ops=immutables.Map(by_op), hand_counts=(0,) * len(players),
                     played_this_turn=(0,) * len(players), power_spent=(0,) * len(players),
                     names=tuple(names), hand_ids=hand_ids,
                     board_ids=board_ids, trash_abilities=trash_abilities,
                     hears_plays=tuple(o.id for o in ordered if hears_plays(o)),
                     hooks=hooks_of(ordered), rune_ids=rune_ids,
                     next_order=1 + max((o.order for o in objects if o.order < CHAIN_ORDER_START),
                                        default=0))
