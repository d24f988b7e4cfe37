"""Words of the cardsU helper (issue 27): an optional additional cost that is XP spent
("you may spend 3 XP as an additional cost to play me", Safety Inspector)."""

from __future__ import annotations

import re

from .. import turns

#: optional_cost = "spend_N_xp": the optional additional cost is N XP spent (730, 356.2.b.1)
XP_COST = re.compile(r"spend_([1-9][0-9]*)_xp")


def xp_cost(card) -> int:
    """The XP `card`'s optional additional cost spends, or 0 when it is not an XP cost."""
    match = XP_COST.fullmatch(card.optional_cost) if isinstance(card.optional_cost, str) else None
    return int(match.group(1)) if match else 0


def xp_cost_payable(txn, card, player: str) -> bool:
    """Whether `player` has the XP `card`'s optional cost spends (730; 203.3: a cost that cannot
    be paid is not offered). XP is a game resource, not Energy or Power: the sandbox charges it
    too; format 1 has no XP, so the cost is never paid there."""
    return txn.game is not None and turns.side(txn, player).xp >= xp_cost(card)


def pay_xp_cost(txn, card, player: str) -> None:
    """Spends the XP of `card`'s optional additional cost as it is played (730, 356.2.b.1)."""
    n = xp_cost(card)
    left = turns.side(txn, player).xp - n
    turns.set_side(txn, player, xp=left)
    txn.emit("xp", target=player, amount=-n, responsible=player, rules=("730", "356.2.b.1"),
             text=f"{txn.pname(player)} spends {n} XP, the additional cost of playing "
                  f"{card.name}: {left} left")
