""""You can hide cards ignoring costs this turn" (Guerilla Warfare): an entry of the state's
delayed list (the end of the turn empties it, 317.2.c) that a strict game reads as its player
hides a card: the Power hiding costs (811.1.b) is not paid (card text, 002)."""

from __future__ import annotations

#: the kind of that entry
FREE_HIDING = "free_hiding"


def hiding_is_free(txn, player: str):
    """The spell or ability (a Ref) that lets `player` hide cards for free this turn, or None."""
    for d in txn.delayed:
        if d.trigger == FREE_HIDING and d.controller == player:
            return d.creator
    return None
