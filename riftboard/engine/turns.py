"""Format 2: the game around the board (SPEC section 7, reference/game-structure.md).

Everything here reads and writes `txn.game` (state.Game), which is None on a format 1 state:
every function is called only when it is not, so a format 1 file plays exactly as before.

- the turn (315-317): phases, readying, Hold, channelling, the draw and Burn Out (431);
- contested battlefields (190.3), showdowns (341-348) and where a combat's steps fall (459-466);
- Priority and Focus (312-313), passing (338-339, 347), and, in strict mode, who may act when
  and with what timing (308-310, 316.5.b, 806, 813) and paying costs (353-359, 444);
- control (190), scoring (467-471) and victory (194, 323.1, 472).
"""

from __future__ import annotations

import random

from . import board, free_hiding
from .errors import IllegalAction
from .might import deflect_value
from .state import Game, Showdown, Side
from .values import evolve

PHASES = ("awaken", "beginning", "channel", "draw", "main", "ending")
PHASE_RULES = {"awaken": ("315.1",), "beginning": ("315.2",), "channel": ("315.3",),
               "draw": ("315.4",), "main": ("316",), "ending": ("317",)}
PHASE_NAMES = {"awaken": "Awaken Phase", "beginning": "Beginning Phase",
               "channel": "Channel Phase", "draw": "Draw Phase", "main": "Main Phase",
               "ending": "Ending Phase"}


# -- reading and writing the game's values ----------------------------------------------------
def side(txn, pid: str) -> Side:
    return txn.game.sides[txn.players.index(pid)]


def set_side(txn, pid: str, **changes) -> Side:
    g = txn.game
    i = txn.players.index(pid)
    new = evolve(g.sides[i], **changes)
    txn.game = evolve(g, sides=g.sides[:i] + (new,) + g.sides[i + 1:])
    return new


def set_game(txn, **changes) -> Game:
    txn.game = evolve(txn.game, **changes)
    return txn.game


def contester(game: Game, bf: str) -> str | None:
    for b, p in game.contested:
        if b == bf:
            return p
    return None


def _units_at(txn, bf: str) -> list:
    objects = txn.objects
    return [objects[i] for i in txn.board_ids
            if objects[i].kind == "unit" and objects[i].at == bf]


def _over(txn) -> None:
    g = txn.game
    if g.winner is not None:
        raise IllegalAction(f"the game is over: {txn.pname(g.winner)} won (323.1, 472)")


# -- who may act (strict mode) -----------------------------------------------------------------
def _timing(card) -> str | None:
    """"reaction", "action" or None: the card's timing keyword (806, 813)."""
    words = card.keyword_words if card is not None else ()
    if "reaction" in words:
        return "reaction"
    if "action" in words and not any(ab.action for ab in card.text.abilities):
        return "action"  # not when the keyword is its ability's timing (Zed, Without a Sound)
    return None


def may_play(txn, by: str, card, what: str, timing: str | None = None) -> None:
    """Strict mode: whether `by` may play `card` now (312, 313, 308-310, 316.5.b, 806, 813);
    raises IllegalAction naming the rule. Sandbox mode lets anyone play anything. `timing`
    overrides the card's own (a Hidden card played from face down has Reaction, 811.6)."""
    g = txn.game
    _over(txn)
    if g.mode != "strict":
        return
    timing = timing or _timing(card)
    sd = g.showdown
    if txn.chain:  # a Closed state: only Reactions, by the player with Priority (309.1.a, 312)
        if g.priority != by:
            raise IllegalAction(f"{txn.pname(by)} does not have Priority: {txn.pname(g.priority)} "
                                f"does (312.1)")
        if timing != "reaction":
            raise IllegalAction(f"{what} is not a Reaction: only Reactions can be played while "
                                f"the chain is open (309.1.a, 813.1.b)")
        return
    if sd is not None:  # a Showdown Open state: the Focus holder, Action or Reaction (308.1.a)
        if sd.focus != by:
            raise IllegalAction(f"{txn.pname(by)} does not have Focus in the showdown at "
                                f"{txn.name(sd.battlefield)}: {txn.pname(sd.focus)} does (313.1)")
        if timing is None:
            raise IllegalAction(f"{what} has neither Action nor Reaction: it cannot be played "
                                f"during a showdown (308.1.a, 806.1.c)")
        return
    if by != txn.turn_player:  # Neutral Open: the turn player, in their Main Phase (316.5.b)
        raise IllegalAction(f"it is {txn.pname(txn.turn_player)}'s turn: only they may act "
                                f"when no chain and no showdown is open (316.5.b, 409)")
    if g.phase != "main":
        raise IllegalAction(f"it is {txn.pname(txn.turn_player)}'s {PHASE_NAMES[g.phase]}: "
                            f"cards are played in the Main Phase (316.5)")


def may_activate(txn, by: str, o, ability, reaction: bool = False, action: bool = False) -> None:
    """Strict mode: an activated ability's default timing (381): its controller's turn, an Open
    state; a unit's or gear's, their Main Phase and no showdown (145.2, 151.2). A rune's Add
    abilities are Reactions (164.2) and can be used whenever a cost is paid (429.3). An ability
    with Reaction (`reaction`) has a Reaction's timing (813): with Priority while the chain is
    open, with Focus in a showdown, else in its controller's own Main Phase (316.5.b)."""
    g = txn.game
    _over(txn)
    if g.mode != "strict" or o.kind == "rune":
        return
    if reaction:
        may_play(txn, by, None, f"{o.name}'s ability", timing="reaction")
        return
    if action:  # Action timing (806): as an Action card is played (308.1.a, 316.5.b)
        may_play(txn, by, None, f"{o.name}'s ability", timing="action")
        return
    if txn.chain:
        raise IllegalAction(f"{o.name}'s ability is not a Reaction: it cannot be activated while "
                            f"the chain is open (309.1.a, 381)")
    if by != txn.turn_player:
        raise IllegalAction(f"{o.name}'s ability can be activated only on its controller's turn "
                            f"(381)")
    if g.showdown is not None or g.phase != "main":
        raise IllegalAction(f"{o.name}'s ability can be activated only in its controller's Main "
                            f"Phase with no showdown under way (145.2, 151.2)")


def may_move(txn, by: str) -> None:
    """Strict mode: a standard move is the turn player's, in their Main Phase, in a Neutral Open
    state (144.1, 144.2)."""
    g = txn.game
    _over(txn)
    if g.mode != "strict":
        return
    if by != txn.turn_player or g.phase != "main" or txn.chain or g.showdown is not None:
        raise IllegalAction("a standard move is made only by the turn player, in their Main Phase, "
                            "with no chain and no showdown under way (144.1, 144.2)")


def may_edit(txn) -> None:
    """Sandbox edits are refused in strict mode: they are no game action (SPEC section 7)."""
    _over(txn)
    if txn.game.mode == "strict":
        raise IllegalAction("a sandbox edit is not a game action: strict mode allows only plays, "
                            "activations, moves, passes and the end of the turn (SPEC section 7)")


# -- costs (strict mode) -------------------------------------------------------------------------
def _resource_words(resource: str, n: int) -> str:
    """"1 Energy", "2 Fury Power", "1 Power of any domain"."""
    if resource == "energy":
        return f"{n} Energy"
    return f"{n} Power of any domain" if resource == "any" else f"{n} {resource.title()} Power"


def restricted_allowed(txn, spell: bool, kind: str | None = None) -> tuple[str, ...]:
    """The restrictions (state.RESTRICTIONS) a cost paid now may spend from (054.2): "spells"
    while the cost is that of playing a spell, "showdowns" while a showdown is under way, "gear"
    and "units" while the cost is that of playing a card of that `kind` or of one of its
    activated abilities."""
    return tuple(r for r, ok in (("spells", spell), ("showdowns", txn.game.showdown is not None),
                                 ("gear", kind == "gear"), ("units", kind == "unit"))
                 if ok)


def pay(txn, by: str, energy: int, power: int, domains: tuple[str, ...], runes, what: str,
        rules: tuple[str, ...] = (), source=None, *, spell: bool = False,
        kind: str | None = None) -> None:
    """Pay `energy` Energy and `power` Power of one of `domains` (any domain when there are
    none, 135.2.e.6): from the rune pool first, then from `by`'s ready runes, in file order or
    as `runes` names them: exhaust one for 1 Energy (164.2.a), recycle one of a matching domain
    for 1 Power (164.2.b), ready or not; one rune may do both. Strict mode only (353-359); a
    cost that cannot be paid is refused and nothing changes (358.5).

    A restricted resource of the pool (Side.restricted) is spent only where its text allows it
    (054.2): to play a spell (`spell`, the cost of playing a spell card) or during a showdown.
    `kind`: the kind of card being played, or whose activated ability is paid for ("gear",
    "unit"), for what is kept for gear or for units.
    Where it may be spent it goes first, before the rest of the pool: it is the part of the pool
    that pays the fewest costs, and the rules fix no order of spending;
    the `pay` event names it, with `reason` "restricted"."""
    g = txn.game
    if g.mode != "strict" or (energy <= 0 and power <= 0):
        return
    s = side(txn, by)
    pool_e = s.energy
    pool_p = dict(s.power)
    # Power of any domain (an Add of [A]) pays every domain (163.2.b)
    fits = (lambda d: d == "any" or not domains or d in domains)
    need_e, need_p = energy, power
    allowed = restricted_allowed(txn, spell, kind)
    kept = []  # the restricted pool after paying: (only, resource, amount)
    spent_kept = []  # what was spent of it: (only, resource, amount)
    for only, res, n in s.restricted:
        use = 0
        if only in allowed:
            if res == "energy":
                use = min(n, need_e)
                need_e -= use
            elif fits(res):
                use = min(n, need_p)
                need_p -= use
        if use:
            spent_kept.append((only, res, use))
        if n - use:
            kept.append((only, res, n - use))
    use_e = min(pool_e, need_e)
    need_e -= use_e
    use_p: dict[str, int] = {}
    for d in sorted(pool_p):
        if need_p and fits(d) and pool_p[d]:
            n = min(pool_p[d], need_p)
            use_p[d] = n
            need_p -= n
    mine = [o for o in _runes_of(txn, by)]
    if runes is not None:
        named = []
        for rid in runes:
            o = txn.objects.get(rid)
            if o is None or o.kind != "rune" or o.zone != "runes" or o.controller != by:
                raise IllegalAction(f"pay: {rid!r} is not a rune {txn.pname(by)} has on the board")
            named.append(o)
        mine = named
    exhaust, recycle = [], []
    for o in mine:  # Power first: only a rune of a fitting domain pays it (164.2.b)
        if need_p and fits(o.card.domains[0] if o.card and o.card.domains else ""):
            recycle.append(o)
            need_p -= 1
    # Energy: a rune recycled for Power may first be exhausted for Energy, as recycling it
    # needs no ready rune (164.2.a-b); those go first, so the other runes stay ready
    for o in recycle + [o for o in mine if o not in recycle]:
        if need_e and not o.exhausted:
            exhaust.append(o)
            need_e -= 1
    if need_e or need_p:
        short = " and ".join(x for x in (f"{need_e} Energy" if need_e else "",
                                         f"{need_p} Power" if need_p else "") if x)
        unusable = [f"{_resource_words(res, n)} only {_ONLY_WORDS[only]}"
                    for only, res, n in s.restricted if only not in allowed]
        why = (f"; the pool's {', '.join(unusable)} cannot pay it (054.2)" if unusable else "")
        raise IllegalAction(f"{what} costs {energy} Energy and {power} Power; {txn.pname(by)} "
                            f"cannot pay {short} more from the rune pool and ready runes "
                            f"(357, 358.2){why}")
    left = dict(pool_p)
    for d, n in use_p.items():
        left[d] -= n
    set_side(txn, by, energy=pool_e - use_e,
             power=tuple(sorted((d, n) for d, n in left.items() if n)),
             restricted=tuple(kept))
    if power:  # "if you've spent ... this turn" (Sivir, Mercenary)
        spent = list(txn.power_spent)
        spent[txn.players.index(by)] += power
        txn.power_spent = tuple(spent)
    for o in exhaust:
        txn.evolve(o.id, exhausted=True)
    for o in recycle:
        _recycle_rune(txn, o)
        _recycled(txn, by, o.id)
    parts = []
    if spent_kept:
        parts.append("spends " + ", ".join(f"{_resource_words(res, n)} kept "
                                           f"{_ONLY_WORDS[only]}" for only, res, n in spent_kept)
                     + " (054.2)")
    if exhaust:
        parts.append("exhausts " + ", ".join(o.name for o in exhaust))
    if recycle:
        parts.append("recycles " + ", ".join(o.name for o in recycle))
    if use_e or use_p:
        parts.append("spends from the rune pool")
    txn.emit("pay", target=by, amount=energy + power, responsible=by,
             sources=(source,) if source is not None else (),
             reason="restricted" if spent_kept else None,
             rules=("357", "444", "164.2") + (("054.2",) if spent_kept else ()) + rules,
             text=f"{txn.pname(by)} pays {energy} Energy and {power} Power for {what}: "
                  + "; ".join(parts))


#: how the timeline says a restriction (state.RESTRICTIONS)
_ONLY_WORDS = {"spells": "for playing spells", "showdowns": "for showdowns",
               "gear": "for gear and their abilities", "units": "for units and their abilities"}


def energy_due(txn, card, by: str) -> tuple[int, str]:
    """The Energy `by` pays to play `card`: its printed cost less what its own text takes off
    ("I cost N less", 002: while its condition holds, Legion counting this card as played,
    812.1.c; or N for each of what its count reads), never below 0; and words saying why."""
    energy = card.energy or 0
    if not card.cost_less:
        return energy, ""
    played = txn.played_this_turn[txn.players.index(by)] + 1  # this card, as it is played
    if card.cost_less_if is not None:
        less = card.cost_less if board.holds(txn, card.cost_less_if, by, None, played) else 0
        why = card.cost_less_if.replace("_", " ").capitalize()
    else:
        n = board.count(txn, card.cost_less_per, by, None)
        less = card.cost_less * n
        why = f"{n} {board.COUNTS[card.cost_less_per].name.replace('_', ' ')}"
    if not less:
        return energy, ""
    return max(0, energy - less), f" ({min(less, energy)} Energy less: {why}; 002)"


def pay_ability(txn, by: str, ability, card, runes, what: str, rules: tuple[str, ...],
                source, kind: str | None = None) -> None:
    """An ability's Energy and Power (377.1; a triggered ability's "you may pay ...", 383.3.b),
    paid as a card's cost is (357, `pay`): strict mode only, free in the sandbox and in format
    1. Its Power is of the domain it names, else of one of `card`'s domains (the card whose
    text has the ability; any domain for a card with none, or when it names `any`, 163.2.b).
    The `pay` event names the ability (`source`, its Ref). `kind`: the kind of the object an
    activated ability is used on ("gear", "unit": what is kept for it pays, 054.2)."""
    if txn.game is None or not (ability.energy or ability.power):
        return
    if ability.power_domain == "any":
        domains: tuple[str, ...] = ()
    elif ability.power_domain is not None:
        domains = (ability.power_domain,)
    else:
        domains = card.domains if card is not None else ()
    pay(txn, by, ability.energy, ability.power, domains, runes, what, rules, source, kind=kind)


def deflect(txn, by: str, targets, runes, what: str, card=None) -> str:
    """Deflect (809): a spell or ability `by` controls costs the Deflect Value more Power, of
    any domain (809.1.c.1), for each time it chooses a permanent of another player with Deflect
    (a mandatory additional cost, 809.1.d). A strict game pays it now, after the targets are
    chosen, from what `runes` still names (the rest of the cost took the others); a sandbox
    says it and keeps it free. The words for the play or activate event ("" without Deflect).
    A spell `card` or a battlefield that ignores Deflect makes it inactive for this (766): with
    the Vendetta Rules FAQ (1.4), one target at such a battlefield turns off every Deflect the
    item would pay, since the battlefield names no units; 1.3, only that target's."""
    if card is not None and card.ignores_deflect:
        return ""
    # only another player's permanents with Deflect cost more; without one, nothing to ignore
    objects = txn.objects
    values = [(o, n) for t in targets if (o := objects.get(t)) is not None
              and o.controller != by and (n := deflect_value(txn, o))]
    if not values:
        return ""
    chosen = [o for t in targets if (o := objects.get(t)) is not None]
    if txn.rs.deflect_ignored_for_whole_item and any(_ignores_deflect_here(txn, o)
                                                      for o in chosen):
        return ""
    extra = sum(n for o, n in values if not _ignores_deflect_here(txn, o))
    if not extra:
        return ""
    g = txn.game
    if g is None or g.mode != "strict":
        return f" (Deflect: {extra} Power more, of any domain, free in the sandbox; 809)"
    if runes is not None:  # the runes named that paying the rest of the cost left on the board
        runes = tuple(r for r in runes if (o := txn.objects.get(r)) is not None
                      and o.zone == "runes")
    # an additional cost of playing a spell is part of playing it (356, 809.1.d)
    pay(txn, by, 0, extra, (), runes, f"Deflect (809) on {what}'s targets",
        ("809.1.d", "809.1.c.1"), spell=card is not None and card.kind == "spell")
    return f" (Deflect: {extra} Power more paid, 809)"


def _ignores_deflect_here(txn, o) -> bool:
    """Whether `o` is at a battlefield whose text ignores Deflect (Heisho, Shell of the World)."""
    place = txn.objects.get(o.at) if o.at else None
    return place is not None and place.card is not None and place.card.ignores_deflect


def _runes_of(txn, pid: str) -> list:
    """`pid`'s runes on the board, in file order (GameState.rune_ids)."""
    objects = txn.objects
    return [o for i in txn.rune_ids if (o := objects[i]).controller == pid]


def _recycle_rune(txn, o) -> None:
    """A rune goes to the bottom of its owner's rune deck (161.2.b, 416.1)."""
    txn.evolve(o.id, zone="rune_deck", exhausted=False)
    s = side(txn, o.owner)
    set_side(txn, o.owner, rune_deck=s.rune_deck + (o.id,))


def _recycled(txn, player: str, rune: str) -> None:
    """A game action recycled `player`'s rune (a cost or a rune's ability, 416): their "when you
    recycle a rune" abilities trigger (never for a sandbox edit)."""
    from . import triggers

    triggers.controller_triggers(txn, player, "you_recycle_rune", subject=rune)


def rune_ability(txn, o, ability: int, by: str) -> None:
    """A basic rune's abilities (164.2): 1, exhaust it to add 1 Energy; 2, recycle it to add 1
    Power of its domain. Add abilities resolve at once and pass nothing (429.2)."""
    if o.controller != by:
        raise IllegalAction(f"{txn.pname(by)} does not control {o.name}")
    s = side(txn, by)
    if ability == 1:
        if o.exhausted:
            raise IllegalAction(f"{o.name} is exhausted: its first ability costs exhausting it "
                                f"(164.2.a)")
        txn.evolve(o.id, exhausted=True)
        set_side(txn, by, energy=s.energy + 1)
        txn.emit("add_resource", target=by, amount=1, sources=(txn.ref(o),), responsible=by,
                 rules=("164.2.a", "429.2"), text=f"{txn.pname(by)} exhausts {o.name}: adds 1 Energy")
    elif ability == 2:
        dom = o.card.domains[0] if o.card is not None and o.card.domains else "any"
        _recycle_rune(txn, o)
        power = dict(s.power)
        power[dom] = power.get(dom, 0) + 1
        set_side(txn, by, power=tuple(sorted(power.items())))
        txn.emit("recycle", target=o.id, target_name=o.name, sources=(txn.ref(o),),
                 responsible=by, rules=("164.2.b", "416.1"),
                 text=f"{txn.pname(by)} recycles {o.name}: adds 1 {dom.title()} Power")
        _recycled(txn, by, o.id)
        resolve_waiting(txn)
    else:
        raise IllegalAction(f"{o.name} has two abilities (164.2): 1 adds Energy, 2 adds Power")


# -- zones ----------------------------------------------------------------------------------------
def draw(txn, player: str, n: int, *, sources=(), responsible=None) -> None:
    """`player` draws `n` (413): the top of their main deck goes to their hand; with more to
    draw than the deck holds they Burn Out (431): recycle the trash into the deck, an opponent
    gains a point, then the draw goes on. Without a modelled deck, anonymous cards."""
    _drawing(txn, player, n)
    s = side(txn, player)
    if s.deck is None:
        txn.add_drawn(player, n)
        return
    for _ in range(n):
        if txn.game.winner is not None:
            return
        s = side(txn, player)
        while not s.deck:
            burn_out(txn, player)
            if txn.game.winner is not None:
                return
            s = side(txn, player)
            if not s.deck:  # deck and trash both empty: Burn Out again (431.3)
                continue
        top, rest = s.deck[0], s.deck[1:]
        set_side(txn, player, deck=rest)
        txn.evolve(top, zone="hand")


def spent_on_spell(txn, player: str, energy: int, spell: str) -> None:
    """`player` spent `energy` Energy to play the spell `spell` by a step (357; the sandbox pays
    it for free): kept as the last such spell, and the most spent on one spell this turn. A
    spell played by an effect ignoring its cost, or from face down, costs nothing (811.6) and
    is not counted."""
    s = side(txn, player)
    set_side(txn, player, spell_spent_max=max(s.spell_spent_max, energy),
             last_spell_spent=(spell, txn.step, energy))


def _drawing(txn, player: str, n: int) -> None:
    """Counts the `n` cards `player` draws this turn; the draw that brings them to their second
    card triggers their "when you draw your second card each turn" abilities (Frigid Jewel)."""
    before = side(txn, player).drawn
    set_side(txn, player, drawn=before + n)
    if before < 2 <= before + n:
        from . import triggers

        triggers.controller_triggers(txn, player, "you_draw_second")


def random_order(txn, ids: list[str]) -> tuple[list[str], str]:
    """Cards put into a main deck several at once go in a random order (416.5, 431.2): drawn
    from the file's `seed`, the turn and the cards, so a replay gives the same order. Without a
    seed they keep the order they were in (a judge's board replays as it was set). Returns the
    order and the words that say how it was made."""
    seed = txn.game.seed if txn.game is not None else None
    if seed is None or len(ids) < 2:
        return list(ids), ""
    order = list(ids)
    random.Random(f"{seed}|{txn.game.turn}|{'|'.join(ids)}").shuffle(order)
    return order, f"in a random order (seed {seed})"


def burn_out(txn, player: str) -> None:
    """431.2: recycle the trash into the main deck, then an opponent gains 1 point; a point that
    brings them to the Victory Score with a lead wins at once (431.3.c.1)."""
    trash = sorted((o for o in txn.objects_map().values()
                    if o.zone == "trash" and o.owner == player and not o.token),
                   key=lambda o: o.order)
    order, how = random_order(txn, [o.id for o in trash])
    trash = [txn.objects[i] for i in order]
    for o in trash:
        txn.evolve(o.id, zone="deck")
    set_side(txn, player, deck=side(txn, player).deck + tuple(o.id for o in trash))
    opp = txn.other(player)
    txn.emit("burn_out", target=player, responsible=None, rules=("431.1", "431.2"),
             text=f"{txn.pname(player)} burns out: their main deck is empty; {len(trash)} "
                  f"card{'s' if len(trash) != 1 else ''} of their trash are recycled into it"
                  + (f" {how}" if how else "") + f", and {txn.pname(opp)} gains 1 point")
    if trash:  # "when you recycle one or more cards" (Karma, Channeler)
        from . import triggers

        triggers.controller_triggers(txn, player, "you_recycle_cards")
    gain_points(txn, opp, 1, rules=("431.2",), why="an opponent's Burn Out")
    if not trash:
        _check_victory(txn, rules=("431.3.c.1",))


def channel(txn, player: str, n: int, *, rules=("430",), why: str = "", sources=()) -> int:
    """Channel up to `n` runes from the top of the rune deck, ready (430.2.a); as many as there
    are (430.3). Returns how many. `sources`: the spell or ability that has them channelled."""
    s = side(txn, player)
    got = s.rune_deck[:n]
    set_side(txn, player, rune_deck=s.rune_deck[n:])
    for rid in got:
        txn.evolve(rid, zone="runes", exhausted=False, controller=player)
    if got:
        txn.emit("channel", target=player, amount=len(got), responsible=player, rules=rules,
                 sources=sources,
                 text=f"{txn.pname(player)} channels {', '.join(txn.name(r) for r in got)}"
                      + (f" ({why})" if why else ""))
    return len(got)


def empty_pools(txn, rules: tuple[str, ...], why: str) -> None:
    """Every player's rune pool empties (167)."""
    for pid in txn.players:
        s = side(txn, pid)
        if not s.pool_empty:
            set_side(txn, pid, energy=0, power=(), restricted=())
            txn.emit("pool_empty", target=pid, rules=rules,
                     text=f"{txn.pname(pid)}'s rune pool empties ({why}): unspent Energy and "
                          f"Power are lost")


# -- points, control, victory ---------------------------------------------------------------------
def gain_points(txn, player: str, n: int, *, rules, why: str) -> None:
    s = side(txn, player)
    if n > 0:
        from .might import points_guard

        guard = points_guard(txn, player)
        if guard is not None:  # "opponents can't gain points" (card text, 002; 054.1)
            txn.emit("fizzle", target=player, responsible=None, rules=("002", "054.1"),
                     text=f"{txn.pname(player)} can't gain points now ({guard.name}): "
                          f"{n} point{'s' if n != 1 else ''} ({why}) not gained")
            return
    new = max(0, s.points + n)  # points never go below 0 (194.4)
    set_side(txn, player, points=new)


def score(txn, player: str, bf: str, reason: str) -> None:
    """`player` scores `bf` by Conquer or Hold (469): at most once per battlefield per turn
    (470); one point, except that a Conquer for the final point needs every battlefield scored
    this turn, else its player draws a card instead (471.1.b)."""
    s = side(txn, player)
    if bf in s.scored:
        return
    scored = s.scored + (bf,)
    set_side(txn, player, scored=scored)
    if reason == "conquer":  # its units there conquer with it (383.4.c.2.a)
        here = tuple((u.id, u.inc) for u in _units_at(txn, bf) if u.controller == player)
        set_side(txn, player, conquerors=s.conquerors + here,
                 conquer_excess=s.conquer_excess + ((bf, _excess_assigned(txn, player, bf)),))
    g = txn.game
    every = all(b.id in scored for b in txn_battlefields(txn))
    last = s.points >= victory_score(txn) - 1
    rules = ("469.1", "471.1") if reason == "conquer" else ("469.2", "315.2.b", "471.1")
    if reason == "conquer" and last and not every:
        txn.emit("score", target=bf, target_name=txn.name(bf), amount=0, responsible=player,
                 reason=reason, rules=rules + ("471.1.b",),
                 text=f"{txn.pname(player)} conquers {txn.name(bf)}; the final point needs every "
                      f"battlefield scored this turn, so they draw a card instead")
        draw(txn, player, 1)
        if txn.game.winner is None:  # a draw has its event, as in the Draw Phase (413)
            txn.emit("draw", target=player, amount=1, responsible=player,
                     rules=("471.1.b", "413"),
                     text=f"{txn.pname(player)} draws 1 (instead of the final point)")
    else:
        before = side(txn, player).points
        gain_points(txn, player, 1, rules=rules, why=reason)
        got = side(txn, player).points - before  # 0 where they can't gain points (002)
        txn.emit("score", target=bf, target_name=txn.name(bf), amount=got, responsible=player,
                 reason=reason, rules=rules,
                 text=f"{txn.pname(player)} {'conquers' if reason == 'conquer' else 'holds'} "
                      f"{txn.name(bf)}: {got or 'no'} point{'s' if got != 1 else ''} "
                      f"({side(txn, player).points} in all)")
    _scoring_triggers(txn, player, bf, reason)
    _opponent_scored(txn, player, bf)


def unit_died(txn, player: str) -> None:
    """A unit `player` controlled died (428.1): the phase it died in is kept for the turn."""
    set_side(txn, player, deaths=side(txn, player).deaths + (txn.game.phase,))


def _excess_assigned(txn, player: str, bf: str) -> int:
    """The excess combat damage `player` assigned in the combat under way at `bf` (465.2.c),
    the one whose result makes them conquer it; 0 for a Conquer without a combat there."""
    c = txn.combat
    if c is None or c.battlefield != bf:
        return 0
    return dict(c.excess).get(player, 0)


def _scoring_triggers(txn, player: str, bf: str, reason: str) -> None:
    """A score fires the battlefield's own Conquer or Hold abilities (471.2), those of the
    scorer's units there ("when I conquer", 383.4.c.2.a) and its player's
    "when you conquer / hold" abilities on their permanents and legend (383.4.c-d), even when
    the point itself was replaced (383.4.c.2.c). They go on the chain with the next flush."""
    from . import triggers

    for _time in range(1 + _scoring_again(txn, player, bf, reason)):
        triggers.host_triggers(txn, txn.objects[bf], f"{reason}_here")
        # "when I conquer / hold": the scorer's units there (383.4.c-d.2.a)
        for o in txn.on_board():
            if o.controller == player and o.kind == "unit" and o.at == bf:
                triggers.host_triggers(txn, o, f"{reason}_self", subject=bf)
                if reason == "conquer":  # "this turn, it has 'when I conquer ...'" (Relentless
                    triggers.delayed_triggers(txn, "conquer_self", o)  # Pursuit: a delayed one)
        for o in txn.on_board():
            if o.controller == player and o.kind in ("unit", "gear"):
                triggers.host_triggers(txn, o, f"you_{reason}", subject=bf)
        leg = side(txn, player).legend
        if leg is not None:
            triggers.host_triggers(txn, txn.objects[leg], f"you_{reason}", subject=bf)
    if reason == "hold":
        from .ops.cardsT2_words import back_on_hold_triggers

        back_on_hold_triggers(txn, player)
    if reason == "conquer":  # a card's "when you conquer" from its owner's trash (383.2.c.1)
        from .ops.cardsO_words import conquer_from_trash

        conquer_from_trash(txn, player, bf)


def _scoring_again(txn, player: str, bf: str, reason: str) -> int:
    """How many additional times `player`'s Conquer (Hold) abilities trigger for scoring `bf`:
    one for each of their permanents there whose passive ability says their conquer (hold)
    effects for conquering (holding) here trigger an additional time (Red Brambleback, Blue
    Sentinel; card text, 002)."""
    objects = txn.objects
    return sum(1 for oid in txn.static_ops.get(f"{reason}_again", ())
               if objects[oid].zone == "board" and objects[oid].controller == player
               and objects[oid].at == bf)


def _opponent_scored(txn, player: str, bf: str) -> None:
    """A score (469) fires every other player's "when an opponent scores" abilities on their
    permanents and legend (Sumpworks Map), the point replaced by a draw included (as the
    scoring triggers, 383.4.c.2.c); the battlefield is the subject."""
    from . import triggers

    for other in txn.players:
        if other != player:
            triggers.controller_triggers(txn, other, "opponent_scores", subject=bf)


def resolve_waiting(txn) -> None:
    """What the game's own tasks triggered goes on the chain and resolves (as phases.py)."""
    from . import chain, triggers

    if txn.pending:
        triggers.flush_pending(txn)
    if txn.chain:
        chain.resolve_chain(txn)


def txn_battlefields(txn) -> list:
    objects = txn.objects
    return [objects[i] for i in txn.board_ids if objects[i].kind == "battlefield"]


def set_control(txn, bf: str, player: str | None, *, rules, why: str) -> None:
    """`bf`'s controller becomes `player` (None: uncontrolled, 190.2); a player who gains it
    Conquers it if they have not scored it this turn (469.1)."""
    o = txn.objects[bf]
    if o.controller == player:
        return
    txn.evolve(bf, controller=player)
    txn.emit("control", target=bf, target_name=o.name, responsible=player, rules=rules,
             text=(f"{txn.pname(player)} gains control of {o.name} ({why})" if player
                   else f"{o.name} is uncontrolled ({why})"))
    if player is not None:
        score(txn, player, bf, "conquer")


def _check_victory(txn, rules=("323.1", "194.2", "472")) -> None:
    """A player with at least the Victory Score and more points than every opponent wins
    (323.1, 194.2)."""
    g = txn.game
    if g.winner is not None:
        return
    pts = [s.points for s in g.sides]
    needed = victory_score(txn)
    for i, pid in enumerate(txn.players):
        if pts[i] >= needed and all(pts[i] > p for j, p in enumerate(pts) if j != i):
            set_game(txn, winner=pid)
            txn.emit("victory", target=pid, responsible=pid, rules=rules,
                     text=f"{txn.pname(pid)} wins the game with {pts[i]} points")
            return


# -- arriving, contesting, and the Cleanup's game steps --------------------------------------------
def arrived(txn, uid: str, dest: str) -> None:
    """A unit moved or was played to `dest` by a game action: a battlefield its controller does
    not control and that is not contested becomes contested by them (190.3.a, 450); the next
    Cleanup stages a showdown there, and a combat if opposing units are there (323)."""
    if dest in (None, "base"):
        return
    bf = txn.objects.get(dest)
    u = txn.objects[uid]
    g = txn.game
    if bf is None or bf.kind != "battlefield" or bf.controller == u.controller \
            or contester(g, dest) is not None:
        return
    if g.showdown is not None and g.showdown.battlefield == dest:
        return
    set_game(txn, contested=g.contested + ((dest, u.controller),))
    txn.emit("contest", target=dest, target_name=bf.name, responsible=u.controller,
             sources=(txn.ref(u),), rules=("190.3.a", "450"),
             text=f"{u.name} arrives at {bf.name}, which {txn.pname(u.controller)} does not "
                  f"control: {txn.pname(u.controller)} contests it")
    combat = any(o.controller != u.controller for o in _units_at(txn, dest))
    txn.emit("showdown", target=dest, target_name=bf.name, responsible=u.controller,
             reason="staged", rules=("323.9", "323.10") if combat else ("323.9",),
             text=f"A {'combat' if combat else 'showdown'} is staged at {bf.name}")


def game_cleanup(txn) -> None:
    """The steps of a Cleanup the whole game adds to format 1's (323): the victory check (1),
    control lost where a player has no units (4, 190.4.c), hidden cards trashed where their
    player lost control (5, 107.3.d), contested removed (8), and a staged
    showdown or combat opened in a Neutral Open state (9, 10; 344, 460)."""
    g = txn.game
    _check_victory(txn)
    if txn.chain or txn.pending:
        trash_hidden(txn)
        return
    sd = g.showdown
    for bf in txn_battlefields(txn):  # 323.6: losing control in an Open state
        if bf.controller is None or (sd is not None and sd.battlefield == bf.id):
            continue
        if contester(txn.game, bf.id) is not None:
            continue
        if not any(u.controller == bf.controller for u in _units_at(txn, bf.id)):
            set_control(txn, bf.id, None, rules=("190.4.c", "323.6"),
                        why=f"{txn.pname(bf.controller)} has no units there")
    trash_hidden(txn)  # step 5, after step 4's control changes (323.7)
    keep = []
    for b, p in txn.game.contested:  # 323.8: contested removed where its player has no units
        if any(u.controller == p for u in _units_at(txn, b)) or (sd and sd.battlefield == b):
            keep.append((b, p))
    if len(keep) != len(txn.game.contested):
        set_game(txn, contested=tuple(keep))
    if txn.game.showdown is None and txn.game.contested and txn.game.winner is None:
        b, p = txn.game.contested[0]  # the turn player picks; riftboard takes the first (461.1)
        open_showdown(txn, b, p)


def open_showdown(txn, bf: str, player: str, att=None, dfn=None) -> None:
    """A staged showdown begins at `bf`: the contesting player gains Focus (345); with opposing
    units there it is a combat, whose Combat Showdown Step designates attacker and defender
    and puts attack and defend triggers on the chain (464.2)."""
    from . import chain, combat, triggers  # they import this module

    o = txn.objects[bf]
    here = _units_at(txn, bf)
    is_combat = any(u.controller != player for u in here) and any(u.controller == player
                                                                  for u in here)
    set_game(txn, showdown=Showdown(battlefield=bf, focus=player, combat=is_combat), priority=player)
    txn.emit("showdown", target=bf, target_name=o.name, responsible=player, reason="opened",
             rules=("464", "460") if is_combat else ("344", "345"),
             text=(f"The combat at {o.name} begins: its Combat Showdown Step" if is_combat
                   else f"A showdown begins at {o.name}"))
    for u in here:  # "when a showdown begins here" (Diana, Lunari; 383.4)
        triggers.host_triggers(txn, u, "showdown_starts_here")
    if not is_combat and txn.pending:
        triggers.flush_pending(txn, first=(player, txn.other(player)))
        chain.resolve_chain(txn)
    if is_combat:
        att = att or [u.id for u in here if u.controller == player]
        dfn = dfn or [u.id for u in here if u.controller != player]
        combat.begin_combat(txn, o, player, txn.other(player), att, dfn)
    txn.emit("focus", target=player, responsible=player, rules=("345", "464.2.d") if is_combat
             else ("345", "313.2"), text=f"{txn.pname(player)} has Focus")


def after_action(txn, triggered_only: bool = False) -> None:
    """After a play or activation whose chain has closed inside a showdown, Focus passes to the
    next player (346, 347.1.b); a chain that closes outside one gives the turn player Priority
    back (335)."""
    g = txn.game
    if txn.chain:
        return
    sd = g.showdown
    if sd is not None and not triggered_only:
        nxt = txn.other(sd.focus)
        set_game(txn, showdown=evolve(sd, focus=nxt, passes=0), priority=nxt, passes=0)
        txn.emit("focus", target=nxt, responsible=nxt, rules=("346", "347.1.b"),
                 text=f"The chain has closed: Focus passes to {txn.pname(nxt)}")
    elif sd is None:
        set_game(txn, priority=txn.turn_player, passes=0)


def pass_priority(txn, act) -> None:
    """A player passes (338.1.b, 347.2). On a chain, Priority goes to the next player; when
    every player has passed in a row the newest item resolves (339, 340). In a showdown with no
    chain, Focus goes to the next player; when every player has passed in a row the showdown
    ends (347.2.a, 348): a combat goes on to its damage and resolution (465, 466)."""
    from . import chain

    g = txn.game
    _over(txn)
    by = act.player
    if by not in txn.players:
        raise IllegalAction(f"there is no player {by!r}")
    sd = g.showdown
    if txn.chain:
        if g.mode == "strict" and g.priority not in (None, by):
            raise IllegalAction(f"{txn.pname(by)} does not have Priority: {txn.pname(g.priority)} "
                                f"does (312.1)")
        passes = g.passes + 1
        nxt = txn.other(by)
        txn.emit("pass", target=by, responsible=by, rules=("338.1.b",),
                 text=f"{txn.pname(by)} passes Priority")
        if passes < len(txn.players):
            set_game(txn, priority=nxt, passes=passes)
            return
        set_game(txn, passes=0)
        chain.resolve_top(txn)
        if txn.chain:
            set_game(txn, priority=txn.chain[-1].controller)
        else:
            after_action(txn)
        return
    if sd is None:
        raise IllegalAction("there is nothing to pass: no chain and no showdown is open; the "
                            "turn player ends the turn with `end_turn` (316.9)")
    if g.mode == "strict" and sd.focus != by:
        raise IllegalAction(f"{txn.pname(by)} does not have Focus: {txn.pname(sd.focus)} does "
                            f"(313.1, 347)")
    passes = sd.passes + 1
    txn.emit("pass", target=by, responsible=by, rules=("347.2",),
             text=f"{txn.pname(by)} passes (Focus in the showdown at {txn.name(sd.battlefield)})")
    if passes < len(txn.players):
        nxt = txn.other(by)
        set_game(txn, showdown=evolve(sd, focus=nxt, passes=passes), priority=nxt)
        txn.emit("focus", target=nxt, responsible=nxt, rules=("347.2",),
                 text=f"Focus passes to {txn.pname(nxt)}")
        return
    end_showdown(txn, act.assign)


def end_showdown(txn, assign=None) -> None:
    """Every player has passed in a row with nothing on the chain: the showdown ends (347.2.a).
    A combat goes on to its Combat Damage and Resolution Steps (348.1, 465, 466); at the end of
    a non-combat showdown the only player with units there takes control, a Conquer (348.2.a)."""
    from . import cleanup, combat

    g = txn.game
    sd = g.showdown
    bf = txn.objects[sd.battlefield]
    if sd.combat and txn.combat is not None:
        combat.finish_combat(txn, assign)
        return
    set_game(txn, showdown=None, priority=txn.turn_player,
             contested=tuple(c for c in g.contested if c[0] != bf.id))
    txn.emit("showdown", target=bf.id, target_name=bf.name, reason="ended",
             rules=("347.2.a", "348"), text=f"The showdown at {bf.name} ends")
    sides = {u.controller for u in _units_at(txn, bf.id)}
    if len(sides) == 1:
        (who,) = sides
        set_control(txn, bf.id, who, rules=("348.2.a", "190.4"),
                    why="the only player with units there as the showdown ends")
    cleanup.cleanup(txn)
    resolve_waiting(txn)


def combat_resolved(txn, bf_id: str) -> None:
    """466.5: once a combat's result is known and nothing is staged there, the player with units
    there establishes control (a Conquer, 466.5.d), or nobody has it; contested ends."""
    g = txn.game
    sides = {u.controller for u in _units_at(txn, bf_id)}
    set_game(txn, contested=tuple(c for c in g.contested if c[0] != bf_id))
    if len(sides) == 1:
        (who,) = sides
        set_control(txn, bf_id, who, rules=("466.5.a", "466.5.d"),
                    why="the only player with units there after the combat")
    elif not sides:
        set_control(txn, bf_id, None, rules=("466.5.b",), why="no units are there after the combat")


def combat_over(txn, bf_id: str) -> None:
    """The combat has ended (466.7): no showdown is under way any more; if both players still
    have units there (No Result), a new showdown and combat are staged (466.3.d.1)."""
    set_game(txn, showdown=None, priority=txn.turn_player)
    txn.emit("showdown", target=bf_id, target_name=txn.name(bf_id), reason="ended",
             rules=("348.1", "466.7"), text=f"The combat's showdown at {txn.name(bf_id)} is over")
    sides = {u.controller for u in _units_at(txn, bf_id)}
    if len(sides) > 1 and contester(txn.game, bf_id) is None:
        c = txn.combat
        att = c.attacker if c is not None else txn.turn_player
        set_game(txn, contested=txn.game.contested + ((bf_id, att),))
        txn.emit("showdown", target=bf_id, target_name=txn.name(bf_id), reason="staged",
                 rules=("466.3.d.1",), text=f"No Result: a new combat is staged at {txn.name(bf_id)}")


# -- the turn ----------------------------------------------------------------------------------------
def next_turn_player(txn, tp: str) -> str:
    """Who takes the next turn: a player owed a turn after this one (an effect's extra turn,
    card text, 002), else the next player in turn order (315)."""
    owed = txn.game.extra_turns
    if owed:
        set_game(txn, extra_turns=owed[1:])
        return owed[0]
    return txn.other(tp)


def phase(txn, name: str, player: str) -> None:
    set_game(txn, phase=name)
    txn.emit("phase", target=name, responsible=None, rules=PHASE_RULES[name],
             text=f"{txn.pname(player)}'s {PHASE_NAMES[name]}")


def start_turn(txn, player: str) -> None:
    """The start of `player`'s turn (315): Awaken (ready everything they control), Beginning
    (start-of-phase effects, then Hold each battlefield they control), Channel 2 runes, Draw 1,
    then the Main Phase (pools empty, 316.3)."""
    from . import cleanup, phases, triggers

    g = txn.game
    set_game(txn, turn=g.turn + 1,
             sides=tuple(evolve(s, scored=(), conquerors=(), gained_xp=False, conquer_excess=(),
                                deaths=(), drawn=0, spell_spent_max=0, last_spell_spent=None)
                         for s in g.sides))
    phase(txn, "awaken", player)
    readied = []
    for o in txn.on_board():
        if o.controller == player and o.exhausted and o.kind in ("unit", "gear"):
            txn.evolve(o.id, exhausted=False)
            readied.append(o.id)
    for o in _runes_of(txn, player):
        if o.exhausted:
            txn.evolve(o.id, exhausted=False)
    leg = side(txn, player).legend
    if leg is not None and txn.objects[leg].exhausted:
        txn.evolve(leg, exhausted=False)
    txn.emit("ready_all", target=player, responsible=None, rules=("315.1.b", "415.3.a"),
             text=f"{txn.pname(player)} readies everything they control")
    triggers.readied(txn, player, readied)
    phase(txn, "beginning", player)
    phases.start_of_beginning_phase(txn, player)
    for bf in txn_battlefields(txn):  # the Scoring Step: Hold (315.2.b, 469.2)
        if bf.controller == player:
            score(txn, player, bf.id, "hold")
    cleanup.cleanup(txn)
    resolve_waiting(txn)
    if txn.game.winner is not None:
        return
    phase(txn, "channel", player)
    slower = _channel_one_source(txn)
    if txn.game.extra_rune == player:  # a Duel's second player's first Channel Phase (485.7)
        set_game(txn, extra_rune=None)
        if slower is None:
            channel(txn, player, 3, rules=("315.3.b", "430", "485.7"),
                    why="Channel Phase, one more as the Duel's second player")
    elif slower is None:
        channel(txn, player, 2, rules=("315.3.b", "430"), why="Channel Phase")
    if slower is not None:  # "players only channel 1 rune" (card text, 002)
        channel(txn, player, 1, rules=("315.3.b", "430", "002"),
                why=f"Channel Phase, only 1 while {slower.name} is at a battlefield")
    phase(txn, "draw", player)
    draw(txn, player, 1)
    if txn.game.winner is None:
        txn.emit("draw", target=player, amount=1, responsible=player, rules=("315.4.b", "413"),
                 text=f"{txn.pname(player)} draws 1 (Draw Phase)")
    cleanup.cleanup(txn)
    if txn.game.winner is not None:
        return
    phase(txn, "main", player)
    empty_pools(txn, rules=("316.3", "167"), why="the Main Phase begins")
    _start_of_main(txn, player)
    set_game(txn, priority=player, passes=0)


def _channel_one_source(txn):
    """A unit at a battlefield whose text limits every Channel Phase to 1 rune (Sandstone
    Chimera), the first in file order, or None."""
    found = [o for o in txn.on_board() if o.kind == "unit" and o.at not in (None, "base")
             and o.card is not None and o.card.channel_one]
    return min(found, key=lambda o: o.order) if found else None


def _start_of_main(txn, player: str) -> None:
    """"At the start of your Main Phase" abilities of `player`'s permanents and legend (316.4)."""
    from . import triggers

    for o in txn.on_board():
        if o.controller == player and o.kind in ("unit", "gear", "battlefield"):
            triggers.host_triggers(txn, o, "start_of_main")
    leg = side(txn, player).legend
    if leg is not None:
        triggers.host_triggers(txn, txn.objects[leg], "start_of_main")
    _delayed_start_of_main(txn, player)
    resolve_waiting(txn)


def _delayed_start_of_main(txn, player: str) -> None:
    """The delayed abilities of `player` waiting for the start of their next Main Phase
    (`at_start_of_main`: Blue Sentinel) trigger, once, and are used up (390.2, 391)."""
    from .state import ChainItem

    waiting = [d for d in txn.delayed if d.trigger == "start_of_main" and d.controller == player]
    if not waiting:
        return
    txn.delayed = tuple(d for d in txn.delayed if d not in waiting)
    for d in waiting:
        txn.pending.append(ChainItem(ref=d.ref, controller=d.controller, kind="trigger",
                                     host=d.ref.host, effects=d.effects, step=txn.step,
                                     creator=d.creator, waits=d.trigger))


# -- Hidden and the Facedown Zones (107.3, 421, 811) ---------------------------------------------
#: how many cards a battlefield's Facedown Zone holds (107.3.b)
FACEDOWN_CAPACITY = 1


def facedown_at(txn, bf: str) -> list:
    """The cards face down in `bf`'s Facedown Zone (107.3.a), in the order they were hidden."""
    return sorted((o for o in txn.objects_map().values()
                   if o.zone == "facedown" and o.at == bf), key=lambda o: o.order)


def hide(txn, act) -> None:
    """Hide (421, 811.1.b): a card with Hidden goes from its player's hand (or Champion Zone)
    face down to the Facedown Zone of a battlefield they control that has room (107.3.b-c).
    Strict mode: a Discretionary Action of the turn player in their Main Phase with no chain
    (an Open state on their turn, 811.1.b), paying [A], 1 Power of any domain. It opens no
    chain (811.1.c.2) and is not a play (811.1.c.1)."""
    g = txn.game
    _over(txn)
    o = txn.objects.get(act.obj)
    if o is None:
        raise IllegalAction(f"hide: there is no card {act.obj!r}")
    by = act.by or o.owner
    if by not in txn.players:
        raise IllegalAction(f"hide: there is no player {by!r}")
    champion = side(txn, by).champion == o.id and o.zone == "champion"
    if (o.zone != "hand" and not champion) or o.owner != by:
        raise IllegalAction(f"hide: {o.name} is not in {txn.pname(by)}'s hand or Champion Zone "
                            f"(421.2.a, 811.1.b)")
    from .chain import card_keyword_of  # chain imports this module

    if not card_keyword_of(o.card, "hidden"):  # Hidden, a characteristic of the card (811.5)
        raise IllegalAction(f"hide: {o.name} does not have Hidden; only a card with Hidden can be "
                            f"hidden (811.1, 421.2.a)")
    bf = txn.objects.get(act.at)
    if bf is None or bf.kind != "battlefield" or bf.zone != "board":
        raise IllegalAction(f"hide: {act.at!r} is not a battlefield (107.3.a)")
    if bf.controller != by:
        who = txn.pname(bf.controller) if bf.controller else "nobody"
        raise IllegalAction(f"hide: {txn.pname(by)} does not control {bf.name} ({who} does): a "
                            f"card is hidden only at a battlefield its player controls (107.3.c, "
                            f"421.1)")
    there = facedown_at(txn, bf.id)
    room = facedown_capacity(bf)
    if len(there) >= room:
        raise IllegalAction(f"hide: {bf.name}'s Facedown Zone is full (it holds "
                            f"{room} card{'s' if room != 1 else ''}, 107.3.b"
                            + (", its text allowing more, 002)" if room > FACEDOWN_CAPACITY
                               else ")"))
    # "you can hide cards ignoring costs this turn" (Guerilla Warfare; card text, 002)
    free = free_hiding.hiding_is_free(txn, by) if txn.delayed else None
    if g.mode == "strict":
        if by != txn.turn_player or g.phase != "main" or txn.chain:
            raise IllegalAction(f"hide: a card is hidden only on its player's turn, in their Main "
                                f"Phase, while no chain is open (811.1.b, 421.2)")
        if free is None:
            pay(txn, by, 0, 1, (), act.pay, f"hiding {o.name}")
    if champion:
        set_side(txn, by, champion=None)
    # a new object in a zone of the board (124), face down and private to its player (107.3.f)
    txn.evolve(o.id, zone="facedown", at=bf.id, controller=by,
               hidden_turn=g.turn)
    txn.emit("hide", target=o.id, target_name=o.name, sources=(txn.ref(txn.objects[o.id]),),
             responsible=by, rules=("421.1", "811.1.b", "107.3"),
             text=f"{txn.pname(by)} hides {o.name} face down at {bf.name}"
                  + ("" if g.mode != "strict" else f" (its cost ignored: {free.name}; 002)"
                     if free is not None else " (paying 1 Power of any domain)")
                  + "; it may be played from there from the next turn")
    _hid(txn, by, o.id)


def _hid(txn, by: str, card: str) -> None:
    """`by` has hidden `card`: their "when you hide a card" abilities trigger (Katarina,
    Reckless) and resolve, as the game's own task (383.1)."""
    from . import triggers

    triggers.controller_triggers(txn, by, "you_hide", subject=card)
    if txn.pending:
        resolve_waiting(txn)


def face_down_problem(txn, o, by: str) -> str | None:
    """Why `by` may not play the face-down card `o` now, or None: only its controller, and only
    from the turn after it was hidden (811.1.b)."""
    if o.controller != by:
        return f"{o.name} is face down for {txn.pname(o.controller)}, not {txn.pname(by)}"
    if o.hidden_turn is not None and txn.game.turn <= o.hidden_turn:
        return (f"{o.name} was hidden this turn: it may be played from face down from the next "
                f"turn (811.1.b)")
    return None


def trash_hidden(txn) -> None:
    """Cleanup step 5 (323.7, 107.3.d, 466.5.c): a face-down card at a battlefield its
    controller does not control goes to its owner's trash, revealed (421.4)."""
    for o in sorted((o for o in txn.objects_map().values() if o.zone == "facedown"),
                    key=lambda o: o.order):
        if txn.objects[o.at].controller == o.controller:
            continue
        txn.evolve(o.id, zone="trash", at=None, controller=o.owner,
                   hidden_turn=None)
        txn.emit("trash_hidden", target=o.id, target_name=o.name, responsible=None,
                 rules=("323.7", "107.3.d", "421.4"),
                 text=f"{txn.pname(o.controller)} no longer controls {txn.name(o.at)}: the card "
                      f"hidden there, {o.name}, is revealed and put in the trash")


# -- more checks, and the sandbox's zone edits ---------------------------------------------------
def may_end_turn(txn) -> None:
    """The turn player ends the turn in a Neutral state (316.9): not while a showdown is under
    way (347.2.a); in strict mode not while the chain is open (305)."""
    _over(txn)
    g = txn.game
    if g.showdown is not None:
        raise IllegalAction(f"a {'combat' if g.showdown.combat else 'showdown'} is under way at "
                            f"{txn.name(g.showdown.battlefield)}: it ends when every player "
                            f"passes in a row (347.2.a), before the turn can end (316.9)")
    if g.mode == "strict" and txn.chain:
        raise IllegalAction("the chain is open: every player passes until it resolves before the "
                            "turn can end (305, 339)")


def may_combat(txn, bf: str) -> None:
    """Format 1's `combat` step is a combat in which every player passes at once; strict mode
    takes it only for the combat under way (347.2.a, 465)."""
    _over(txn)
    g = txn.game
    if g.mode == "strict":
        sd = g.showdown
        if sd is None or not sd.combat or sd.battlefield != bf:
            raise IllegalAction(f"no combat is under way at {txn.name(bf)}: in strict mode a "
                                f"combat begins when a unit contests a battlefield with enemy "
                                f"units there (323.10, 460)")


def zone_edit(txn, act) -> None:
    """Sandbox zone edits (SPEC section 7): nobody is responsible and nothing triggers."""
    kind = act.kind
    if kind in ("draw", "channel"):
        pid = act.player
        if pid not in txn.players:
            raise IllegalAction(f"{kind}: there is no player {pid!r}")
        if act.amount < 1:
            raise IllegalAction(f"{kind}: the amount must be at least 1")
        if kind == "draw":
            draw(txn, pid, act.amount)
            if txn.game.winner is None:
                txn.emit("draw", target=pid, amount=act.amount, rules=("413",),
                         text=f"{txn.pname(pid)} draws {act.amount} (sandbox edit)")
        elif channel(txn, pid, act.amount, why="sandbox edit") == 0:
            raise IllegalAction(f"channel: {txn.pname(pid)}'s rune deck is empty (430.3)")
        return
    o = txn.objects.get(act.obj)
    if o is None:
        raise IllegalAction(f"{kind}: there is no object {act.obj!r}")
    if kind == "discard":
        if o.zone != "hand":
            raise IllegalAction(f"discard: {o.name} is not in a hand (422.1)")
        txn.evolve(o.id, zone="trash")
        txn.emit("discard", target=o.id, target_name=o.name, rules=("422.1",),
                 text=f"{txn.pname(o.owner)} discards {o.name} (sandbox edit)")
    elif kind == "recycle":
        if o.kind == "rune" and o.zone == "runes":
            _recycle_rune(txn, o)
        elif o.zone in ("hand", "trash"):
            s = side(txn, o.owner)
            if s.deck is None:
                raise IllegalAction(f"recycle: {txn.pname(o.owner)} has no main deck in this file "
                                    f"(`deck` in [[players]])")
            txn.evolve(o.id, zone="deck")
            set_side(txn, o.owner, deck=s.deck + (o.id,))
        else:
            raise IllegalAction(f"recycle: {o.name} is not in a hand, a trash or among the runes "
                                f"(416.1)")
        txn.emit("recycle", target=o.id, target_name=o.name, rules=("416.1",),
                 text=f"{o.name} is recycled to the bottom of its deck (sandbox edit)")
    elif kind == "banish":
        if o.zone in ("banished", "removed", "chain", "legend"):
            raise IllegalAction(f"banish: {o.name} cannot be banished from where it is (427.1)")
        if o.zone == "board":
            from . import cleanup

            cleanup.leave_board(txn, o.id, "banished", edit=True)
        if o.zone == "deck":
            s = side(txn, o.owner)
            set_side(txn, o.owner, deck=tuple(d for d in s.deck if d != o.id))
        txn.evolve(o.id, zone="banished")
        txn.emit("banish", target=o.id, target_name=o.name, rules=("427.1", "427.2.a"),
                 text=f"{o.name} is banished (sandbox edit: not a kill)")
    else:
        raise IllegalAction(f"unknown zone edit {kind!r}")
    txn.all_changed = True
    from . import cleanup

    cleanup.cleanup(txn)
    txn.pending = []


def victory_score(txn) -> int:
    """The points needed to win now (194.3), as the step being applied sees them."""
    return raised_victory_score(txn.game, txn_battlefields(txn))


def raised_victory_score(game: Game, battlefields) -> int:
    """The points needed to win (194.3): the game's Victory Score, raised by the text of each
    of `battlefields` (those on the board) that says so (002; Aspirant's Climb)."""
    return game.victory_score + sum(o.card.victory_score_plus for o in battlefields
                                    if o.card is not None)


def facedown_capacity(bf) -> int:
    """How many cards `bf`'s Facedown Zone holds: one (107.3.b), more where its text says so
    (002; Bandle Tree)."""
    return FACEDOWN_CAPACITY + (bf.card.facedown_extra if bf.card is not None else 0)
