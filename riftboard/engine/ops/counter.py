"""Chain primitives: countering a spell on the chain (425)."""

from __future__ import annotations

from .. import turns
from ..errors import IllegalAction
from ..triggers import ability_of, may_answer, unrecord_played
from .deck import recycle_card
from .registry import Param, primitive

#: the triggers that wait for a card being played: a countered card was not played for them
#: (425.1.b, 419.4.a.1)
PLAY_TRIGGERS = ("play_card", "you_play_card", "player_plays_card", "opponent_plays_card")


@primitive("counter", words="the counter", family="chain",
           params=(Param("target", "target_number", required=True,
                         doc='a target with `what = "spell"` (or `"spell_or_ability"`): what '
                             'to counter'),
                   Param("amount", "count",
                         doc="\"unless its controller pays N\": that player may pay this much "
                             "Energy to keep it (the step's `may` for them; strict mode takes "
                             "it from their pool and runes, sandbox mode costs nothing)"),
                   Param("to", "word", words=("hand",),
                         doc='`"hand"`: the countered spell card goes to its owner\'s hand '
                             "instead of their trash (card text, 002)")),
           does="Counters the target spell or ability: its item leaves the chain without "
                "resolving; a spell's card goes to its owner's trash (banished instead if it was "
                "played for its Flow cost). Nothing it would have done happens, and its costs "
                "are not refunded. The abilities that triggered on a countered card's play and "
                "still wait on the chain leave it: the card was not played for them. What is no "
                "longer on the chain (it resolved, or was countered already) is not countered "
                "again (055).",
           events=("counter",), rules=("425.1", "425.1.a", "425.1.a.1", "425.1.b", "425.1.c",
                                       "419.4.a.1"))
def _counter(txn, res, eff, _unit):
    item = res.item
    t = eff.target
    targets = res.targets
    sid = targets[t - 1] if t - 1 < len(targets) else None
    if sid is None:  # the target became illegal: skipped before it ran (359.3.e.7)
        return None
    if sid not in txn.objects:  # an ability on the chain: its id is HOST#N (425.3)
        return _counter_ability(txn, item, eff, sid)
    incs = item.target_incs if res.incs is None else res.incs
    inc = incs[t - 1] if t - 1 < len(incs) else None
    countered = next((c for c in txn.chain if c.kind == "spell" and c.host == sid), None)
    if countered is None or not txn.is_same(sid, inc, "chain"):
        return None  # do as much as you can (055): it is gone from the chain
    heard = tuple(c for c in txn.chain if _heard_play_of(txn, c, sid))
    if eff.amount and _paid_off(txn, item, countered, eff.amount, txn.objects[sid].name):
        return None
    txn.chain = tuple(c for c in txn.chain if c is not countered and c not in heard)
    spell = txn.objects[sid]
    owner = spell.owner or countered.controller
    rules = ["425.1", "425.1.a", "425.1.a.1", "425.1.c"]
    if countered.flow:  # 829.1.b.1: a card played for its Flow cost is banished, not trashed
        txn.evolve(sid, zone="removed", at=None, controller=owner)
        rules += ["829.1.b", "829.1.b.1"]
        where = "is banished (it was played for its Flow cost)"
    elif eff.to == "hand" and not countered.recycle:
        # "return it to its owner's hand" instead of the trash (card text, 002; Abandon)
        txn.evolve(sid, zone="hand", at=None, controller=owner)
        rules.append("002")
        where = f"goes back to {txn.pname(owner)}'s hand instead of the trash"
    elif countered.recycle:  # "recycle it after you play it": played all the same (002, 416.1)
        rules.append("416.1")
        where = "is recycled (the effect that played it says so)"
    else:
        txn.evolve(sid, zone="trash", at=None, controller=owner)
        where = f"goes to {txn.pname(owner)}'s trash"
    also = ""
    if not txn.rs.countered_card_played:
        # 1.3 425.1.b: not played at all, so it leaves the count of cards played this turn
        _uncount_play(txn, countered.controller)
        unrecord_played(txn, countered.controller, "spell")  # "if you've played a spell" (Swain)
        rules.append("425.1.b")
        also = "; it does not count as played"
    if heard:
        rules += [r for r in ("425.1.b", "419.4.a.1") if r not in rules]
        names = ", ".join(f"{c.ref.name}'s ability" for c in heard)
        also += f"; {names}, triggered by its play, leave{'s' if len(heard) == 1 else ''} the chain"
    txn.emit("counter", target=sid, target_name=spell.name, sources=(item.ref,),
             responsible=item.controller, rules=tuple(rules),
             text=f"{item.ref.name} counters {spell.name}: it does nothing and {where}; "
                  f"its costs stay paid{also}")
    if countered.recycle:
        recycle_card(txn, txn.objects[sid], sources=(item.ref,), responsible=countered.controller,
                     why="the effect that played it says so")
    return None


def _paid_off(txn, item, countered, n: int, name: str) -> bool:
    """"Counter it unless its controller pays N" (002): that player may pay N Energy; paid, the
    counter does nothing. Strict mode takes it from their pool and runes (357); what they
    cannot pay, they do not pay. Sandbox mode costs nothing, as every cost there."""
    who = countered.controller
    words = f"pay {n} Energy so that {name} is not countered ({item.ref.name})"
    if not may_answer(txn, item.answers, who, words, item.ref):
        return False
    g = txn.game
    if g is not None and g.mode == "strict":
        try:  # its own `pay` event says what was spent
            turns.pay(txn, who, n, 0, (), None, f"keeping {name} from {item.ref.name}")
        except IllegalAction:
            return False  # refused before anything changed: they cannot pay, so it is countered
        return True
    txn.emit("pay", target=who, amount=n, sources=(item.ref,), responsible=who,
             rules=("002", "357"),
             text=f"{txn.pname(who)} pays {n} Energy (free in the sandbox): {item.ref.name} "
                  f"does not counter {name}")
    return True


def _uncount_play(txn, by: str) -> None:
    """One card fewer played by `by` this turn (the ruleset's 425.1.b; triggers.count_play)."""
    i = txn.players.index(by)
    ptt = list(txn.played_this_turn)
    ptt[i] = max(0, ptt[i] - 1)
    txn.played_this_turn = tuple(ptt)


def _counter_ability(txn, item, eff, rid: str):
    """An activated or triggered ability countered: it does nothing and leaves the chain; there
    is no card to put in a trash (425.1.a). The newest one of that id, if it still waits."""
    countered = next((c for c in reversed(txn.chain)
                      if c.kind in ("ability", "trigger") and c.ref.id == rid), None)
    if countered is None:
        return None  # it resolved or left already (055)
    name = txn.name(rid)
    if eff.amount and _paid_off(txn, item, countered, eff.amount, name):
        return None
    txn.chain = tuple(c for c in txn.chain if c is not countered)
    txn.emit("counter", target=rid, target_name=name, sources=(item.ref,),
             responsible=item.controller, rules=("425.1", "425.1.a", "425.1.c"),
             text=f"{item.ref.name} counters {name}: it does nothing and leaves the chain")
    return None


def _heard_play_of(txn, c, sid: str) -> bool:
    """Whether the chain item `c` is an ability that triggered on the card `sid` being played."""
    if c.kind != "trigger" or c.subject != sid:
        return False
    ab = ability_of(txn, c)
    return ab is not None and ab.trigger in PLAY_TRIGGERS
