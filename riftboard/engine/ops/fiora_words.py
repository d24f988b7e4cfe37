"""Words the Fiora cards needed: a unit "becomes Mighty" (709: its Might goes from below 5 to 5
or more; Fiora, Worthy; Grand Duelist, Fiora's legend) and a unit's Might "becomes 10 or more"
(Renekton, Brute), both heard when a Might change is made, never at a mere reading.

Every Might change an instruction or a game action makes is compared before and after as it
happens: a `might` event (moves.emit_might_changes for the changes that may reach several units,
and the primitives that change one unit's Might) calls moves.might_moved with the two values. A rise
that no event shows (a passive ability counting cards in a trash, runes, points) is heard at the
next Cleanup (moves.might_settled, only while a card on the board listens), against the last Might
heard or the Might the step began with. A unit that was already Mighty and gets more does not
become Mighty again (709's second example); one that enters the board already Mighty never
"became" Mighty there (its Might did not change on the board, 711)."""

from __future__ import annotations

from ..triggers import _TRIGGER_WORDS
from .registry import trigger

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
