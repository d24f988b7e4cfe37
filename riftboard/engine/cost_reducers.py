"""Permanents whose text makes the cards their player plays cost less: "your Dragons' Energy
costs are reduced by 2, to a minimum of 1" (Herald of Scales), "while I'm at a battlefield,
spells you play cost 1 less, to a minimum of 1" (Eager Apprentice). Card text supersedes the
printed cost (002); a strict format 2 game takes it off the Energy paid (sandbox costs are
free)."""

from __future__ import annotations

from . import board
from .carddefs import REDUCES_COSTS


def reduced(txn, card, by: str, energy: int, words: str) -> tuple[int, str]:
    """The Energy `by` pays for `card` (`energy`, its `words`) after each reduction of their
    permanents on the board, in file order, each stopping at its own minimum (002)."""
    objects = txn.objects
    for i in txn.hooks.get(REDUCES_COSTS, ()):  # in file order (GameState.hooks)
        o = objects[i]
        c = o.card
        if o.zone != "board" or o.controller != by:
            continue
        if c.reduces_costs_what is not None and card.kind != c.reduces_costs_what:
            continue
        if c.reduces_costs_tag is not None and c.reduces_costs_tag not in card.tags:
            continue
        if c.reduces_costs_if is not None and not board.holds(txn, c.reduces_costs_if, by, o):
            continue
        less = min(c.reduces_costs, max(0, energy - c.reduces_costs_floor))
        if less:
            energy -= less
            words += f" ({less} Energy less: {o.name}; 002)"
    return energy, words
