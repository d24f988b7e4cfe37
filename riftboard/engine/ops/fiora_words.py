"""Words the Fiora cards needed: a unit "becomes Mighty" (709: its Might goes from below 5 to 5
or more; Fiora, Worthy; Grand Duelist, Fiora's legend) and a unit's Might "becomes 10 or more"
(Renekton, Brute), both heard when a Might change is made, never at a mere reading.

Every Might change an instruction or a game action makes is compared before and after as it
happens: a `might` event (moves.emit_might_changes for the changes that may reach several units,
and the primitives that change one unit's Might) calls `might_moved` with the two values. A rise
that no event shows (a passive ability counting cards in a trash, runes, points) is heard at the
next Cleanup (`might_settled`, only while a card on the board listens), against the last Might
heard or the Might the step began with. A unit that was already Mighty and gets more does not
become Mighty again (709's second example); one that enters the board already Mighty never
"became" Mighty there (its Might did not change on the board, 711)."""

from __future__ import annotations

from ..triggers import _TRIGGER_WORDS
from .registry import trigger

#: a unit is Mighty at this Might or more (708)
MIGHTY = 5
#: "when my Might becomes 10 or more" (Renekton, Brute)
MIGHT_TEN = 10

trigger("friendly_becomes_mighty",
        "a unit its controller controls becomes Mighty (709): a change of its Might on the board "
        "takes it from below 5 to 5 or more (a buff, a Might change, an Equipment, a passive "
        "ability, Assault or Shield as a combat begins; a rise no Might event shows is heard at "
        "the next Cleanup); not a unit already Mighty that gets more, nor a unit as it enters "
        "the board (711: its Might did not change there); the unit is the `subject`; works "
        "from a legend too")
trigger("might_reaches_ten",
        "this unit's Might becomes 10 or more: a change of its Might on the board takes it from "
        "below 10 to 10 or more (card text, 002; as 709 reads \"becomes\"); not again while it "
        "stays at 10 or more")

# what the `trigger` event says happened, after the ability's name
_TRIGGER_WORDS["friendly_becomes_mighty"] = lambda txn, it, subject: f": {subject} became Mighty"
_TRIGGER_WORDS["might_reaches_ten"] = lambda txn, it, subject: (
    f": {txn.name(it.host)}'s Might became 10 or more")


def might_moved(txn, o, before: int, after: int) -> None:
    """Queue what a unit's Might going from `before` to `after` on the board triggers: "when a
    unit you control becomes Mighty" (709) and "when my Might becomes 10 or more"."""
    if after <= before or o.zone != "board" or o.kind != "unit":
        return
    if _heard(txn, o, before, after):
        # what it heard is kept, so that the Cleanup's look (might_settled) does not hear it again
        heard = txn.might_heard
        if heard is None:
            heard = txn.might_heard = {}
        heard[o.id] = (o.inc, after)


def might_settled(txn) -> None:
    """At each Cleanup while something listens: a rise past 5 (or 10) that no Might event showed
    (a passive ability counting cards in a trash, runes or points) is heard too, comparing each
    unit's Might with the last one heard, else with its Might as the step began. A unit that
    entered the board in this step is not compared: it became no Mighty on the board (711)."""
    from ..might import might

    heard = txn.might_heard
    if heard is None:
        heard = txn.might_heard = {}
    start = txn.start
    for o in txn.on_board():
        if o.kind != "unit":
            continue
        now = might(txn, o)
        seen = heard.get(o.id)
        if seen is not None and seen[0] == o.inc:
            before = seen[1]
        else:
            old = start.objects.get(o.id)
            before = might(start, old) if old is not None and old.inc == o.inc \
                and old.zone == "board" else None
        heard[o.id] = (o.inc, now)
        if before is not None and now > before:
            _heard(txn, o, before, now)


def _heard(txn, o, before: int, after: int) -> bool:
    """Queue the abilities a rise of `o`'s Might from `before` to `after` triggers; whether any
    threshold was crossed."""
    from ..triggers import controller_triggers, host_triggers

    crossed = False
    if before < MIGHTY <= after:
        crossed = True
        controller_triggers(txn, o.controller, "friendly_becomes_mighty", subject=o.id)
    if before < MIGHT_TEN <= after:
        crossed = True
        if o.card is not None and o.card.triggers.get(("might_reaches_ten", "board")):
            host_triggers(txn, o, "might_reaches_ten")
    return crossed
