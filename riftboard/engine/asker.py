"""The decisions the rules leave to a player, asked when they come up (DESIGN.md, "the engine
asks"; Forge's PlayerController).

A step's questions ("you may", which unit each player chooses, a triggered ability's target,
where to, which card to discard) are answered by the step's Asker when `apply` is given one (the
app asks its player then and there, so a step runs once), else by the answers the step carries
(SPEC section 2: `may`, `choose`, `to`, `discard`, and their defaults), as a scenario file, a
replay and the command line always do. The answers an Asker gave are kept with the step's result
(StepResult.asked), so the app saves them into the step and a replay gives the same events."""

from __future__ import annotations

from typing import Protocol

import attrs

from .errors import IllegalAction
from .events import Ref
from .values import Value


@attrs.frozen(repr=False)
class Question(Value):
    """One decision: who makes it, what it is about in the asking card's or primitive's words,
    the spell or ability that asks (its ability number is on the Ref), the answers allowed
    (value, label) and the answer the step's own keys or SPEC section 2's defaults give."""

    kind: str  # "may" | "choose" | "to" | "discard" | "mode"
    player: str
    words: str
    source: Ref | None = None
    options: tuple[tuple[str, str], ...] = ()
    default: object = None
    #: the step's own keys answer it (its `default` is theirs): an Asker is not asked, unless it
    #: asks everything (the what-if explorer enumerates every answer)
    given: bool = False
    #: a "to" question's place among the step's destinations: 0 its `to`, 1 its `then_to`
    slot: int = 0


class Asker(Protocol):
    """Answers a Question: a bool for "may", one of the options' values otherwise; None
    cancels the step (nothing changes)."""

    def answer(self, question: Question) -> object | None: ...


class Cancelled(IllegalAction):
    """The player cancelled a question: the step is not taken."""


#: the `choose` answer that takes no target for an optional ("up to") target of a triggered
#: ability: the player takes fewer than the most it allows
NO_PICK = "none"

#: one answer a step: a file's step has one `to`, one `discard` and one `mode` (SPEC section 2)
_ONCE_A_STEP = frozenset({"to", "discard", "mode"})


def ask(txn, answers, question: Question):
    """The answer to `question`: the step's Asker's for a question of the running step (the
    item's answers belong to it), else the file's (`question.default`)."""
    asker = txn.asker
    if asker is None or (answers is not None and answers.step != txn.step) or (
            question.given and not getattr(asker, "asks_everything", False)):
        return question.default
    if question.kind in _ONCE_A_STEP:
        for q, given in txn.asked:
            if q.kind == question.kind and q.slot == question.slot:
                return given
    answer = asker.answer(question)
    if answer is None:
        raise Cancelled(f"{question.words}: cancelled, nothing changed")
    txn.asked.append((question, answer))
    return answer


def answers_to_keys(asked) -> dict:
    """A step's asked answers as SPEC section 2's keys: `may` and `choose` per player in the
    order asked, `to` (and `then_to`, a second destination) and `discard` once."""
    keys: dict = {}
    for q, answer in asked:
        if q.kind == "may":
            keys.setdefault("may", {}).setdefault(q.player, []).append(bool(answer))
        elif q.kind == "choose":
            keys.setdefault("choose", {}).setdefault(q.player, []).append(answer)
        elif q.kind == "mode":  # a spell's mode (355.3): the step's `mode`, a number; its
            # repeat's (820.2.a), the second slot: `repeat_mode`
            keys.setdefault("repeat_mode" if q.slot else "mode", int(answer))
        elif q.kind == "to" and q.slot:
            keys.setdefault("then_to", answer)
        else:
            keys.setdefault(q.kind, answer)
    return keys


def ask_destination(txn, answers, player: str, words: str, source, default, only=None,
                    then: bool = False):
    """Where to (a battlefield or "base"): the step's Asker's answer, else the file's `to`
    (`then`: its second destination, `then_to`). `only`: the battlefields allowed (default:
    every battlefield on the board)."""
    fields = [o for o in txn.on_board() if o.kind == "battlefield" and (only is None or only(o))]
    options = (("base", "Base"), *((o.id, o.name) for o in fields))
    given = answers is not None and (answers.then_to if then else answers.to) is not None
    return ask(txn, answers, Question(kind="to", player=player, words=words, source=source,
                                      options=options, default=default, given=given,
                                      slot=1 if then else 0))


def ask_pick(txn, answers, player: str, options, *, source, words: str, not_one: str,
             default=None):
    """One of `options` ((value, label) pairs) that `player` picks (a "choose" of SPEC section 2):
    the first of the step's `choose` for them that is one of them, else `default` (else the
    first option); the step's Asker is asked when there is more than one. `words` is the
    question after the asking card's name; an answer that is none of them is refused with
    "`source`'s name: the answer's name `not_one`", and nothing changes."""
    ids = [value for value, _label in options]
    picks = answers.choices_for(player) if answers is not None else ()
    named = next((p for p in picks if p in ids), None)
    pick = named or (default if default is not None else ids[0])
    if len(ids) > 1:  # a choice to make: the app asks it then
        pick = ask(txn, answers, Question(
            kind="choose", player=player, source=source, words=f"{source.name}: {words}",
            options=tuple(options), default=pick, given=named is not None))
        if pick not in ids:
            raise IllegalAction(f"{source.name}: {txn.name(pick)} {not_one}")
    return pick
