"""The legal actions of a format 2 state in strict mode (SPEC section 7; python-chess's
`legal_moves`): every action the acting player may take now, each one tried with the engine.

The candidates are the acting player's (`acting_player`): plays of the cards in their hand with
every legal target set and, for a unit, every place it may enter (its base or a battlefield);
the activated abilities of what they control, a rune's two abilities included (164.2), each
play and ability (a rune's aside, 429.2) also held on the chain so that players may respond
(`hold`, SPEC section 2; Priority then passes, 337-339); standard
moves (144), each ready unit alone and the ready units of one location together, to every other
location; a pass (338, 347); the end of the turn (316.9). A candidate is legal when
`engine.apply` takes it: an IllegalAction drops it, so the rules are read in one place, the
engine. The questions a play raises while it runs (a "you may", a choice) take their defaults
(SPEC section 2); the what-if explorer (whatif.py) is the place that varies them."""

from __future__ import annotations

import attrs

from riftboard.engine import IllegalAction, abilities, apply
from riftboard.engine import actions as A

from .whatif import target_combinations

MAX_TARGET_SETS = 64  # target sets tried at most for one play or ability


def acting_player(state) -> str:
    """Who may act now (312, 313): the holder of Priority on a chain, the Focus holder in a
    showdown, else the turn player (316.5.b)."""
    game = state.game
    if state.chain and game.priority is not None:
        return game.priority
    if game.showdown is not None:
        return game.showdown.focus
    return state.turn_player


def candidate_actions(state) -> list:
    """Every action worth trying for the acting player, legal or not (see the module's text)."""
    by = acting_player(state)
    out: list = []
    for action in _plays(state, by) + _activations(state, by):
        out.append(action)
        if not (isinstance(action, A.Activate) and state.objects[action.obj].kind == "rune"):
            out.append(attrs.evolve(action, hold=True))  # left on the chain: others may respond
    out += _moves(state, by)
    out.append(A.Pass(player=by))
    out.append(A.EndTurn())
    return out


def legal_actions(state, library=None, step: int = 1, seq: int = 0) -> list:
    """The legal actions of a format 2 state, in a fixed order (plays, activations, moves, pass,
    end of turn): the candidates the engine accepts as step `step` (events after `seq`). None
    once the game is over. `library` is not needed (a hand object carries its card); it is
    taken for callers that have one."""
    game = state.game
    if game is None:
        raise ValueError("legal actions are those of a format 2 game (SPEC section 7); this "
                         "state is format 1's")
    if game.winner is not None:
        return []
    legal = []
    for action in candidate_actions(state):
        try:
            apply(state, action, step, seq)
        except IllegalAction:
            continue
        legal.append(action)
    return legal


# -- the candidates --------------------------------------------------------------------------
def _plays(state, by: str) -> list:
    """A card in `by`'s hand: a spell with each target set, a unit to its base and to each
    battlefield, a gear to its base (806.3, 149.2)."""
    out = []
    places = [None] + [bf.id for bf in state.battlefields()]
    for hid in state.hand_ids:
        o = state.objects[hid]
        if o.owner != by or o.card is None:
            continue
        card = o.card
        if card.kind == "spell":
            sets = target_combinations(state, card.targets, by, None, MAX_TARGET_SETS) \
                if card.targets else [()]
            for targets in sets:
                out.append(A.PlaySpell(card=card, by=by, spell_id=o.id,
                                       answers=A.Answers(targets=targets)))
        elif card.kind == "unit":
            for to in places:
                out.append(A.PlaySpell(card=card, by=by, spell_id=o.id, answers=A.Answers(to=to)))
        else:
            out.append(A.PlaySpell(card=card, by=by, spell_id=o.id))
    return out


def _activations(state, by: str) -> list:
    """Each activated ability of what `by` controls, with each target set; a rune's two (164.2)."""
    out = []
    for o in sorted(state.objects.values(), key=lambda x: x.order):
        if o.controller != by:
            continue
        if o.kind == "rune" and o.zone == "runes":
            out += [A.Activate(obj=o.id, ability=1, by=by), A.Activate(obj=o.id, ability=2, by=by)]
            continue
        if o.zone not in ("board", "legend"):
            continue
        for n, (ability, _granted_by) in enumerate(abilities(state, o), 1):
            if ability.kind != "activated":
                continue
            sets = target_combinations(state, ability.targets, by, o, MAX_TARGET_SETS) \
                if ability.targets else [()]
            for targets in sets:
                out.append(A.Activate(obj=o.id, ability=n, by=by,
                                      answers=A.Answers(targets=targets)))
    return out


def _moves(state, by: str) -> list:
    """Standard moves (144): each ready unit of `by` alone to every other location, and the
    ready units of one location together (144.3) when there are more than one."""
    locations = ["base"] + [bf.id for bf in state.battlefields()]
    ready: dict[str, list[str]] = {}
    for u in state.units():
        if u.controller == by and not u.exhausted:
            ready.setdefault(u.at, []).append(u.id)
    out = []
    for at, ids in ready.items():
        groups = [[i] for i in ids] + ([ids] if len(ids) > 1 else [])
        for group in groups:
            for to in locations:
                if to != at:
                    out.append(A.StandardMove(units=tuple(group), to=to, by=by))
    return out
