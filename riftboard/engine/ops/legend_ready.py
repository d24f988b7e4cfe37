"""Readying its controller's legend ("you may pay [1] to ready your legend", Hall of Legends):
the legend sits in its player's Legend Zone, on the Board (107.4), and no target names it."""

from __future__ import annotations

from .actions import ready_objects
from .registry import primitive
from .resources import _format1


@primitive("ready_legend", words="the readying of the legend", family="actions",
           does="Readies its controller's legend, if it is exhausted (415.1, 107.4); one already "
                "ready stays as it is (415.1.c). Skipped in format 1, which has no legends.",
           events=("ready", "not_modelled"), rules=("415.1", "415.1.c", "107.4"))
def _ready_legend(txn, res, eff, _unit):
    if _format1(txn, res, "readying a legend"):  # format 1 has no Legend Zone (SPEC section 7)
        return None
    game = txn.game
    leg = game.sides[txn.players.index(res.item.controller)].legend
    if leg is not None and leg in txn.objects:
        ready_objects(txn, res.item, [txn.objects[leg]])
    return None
