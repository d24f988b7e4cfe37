"""The engine's public surface: what the rooms above it (scenario, report) may use.

    from riftboard.engine import History, IllegalAction, new_state

Everything else in riftboard/engine is internal and may change shape without notice
(docs/architecture.md, "The engine's surface"); tests/test_import_layering.py fails when
scenario/ or report/ import anything of the engine beyond `__all__`. A name is looked up in its module the
first time it is asked for (PEP 562), so importing one engine module (the card loader needs
only carddefs) does not import the whole engine.
"""

from __future__ import annotations

import importlib

#: name -> (module of riftboard.engine, attribute there); `actions` is the module of step kinds
_SURFACE = {
    "actions": ("actions", None),  # PlaySpell, Activate, Combat, ..., Answers: what a step asks
    "IllegalAction": ("errors", "IllegalAction"),
    "Event": ("events", "Event"),
    "Ref": ("events", "Ref"),
    "new_state": ("game", "new_state"),
    "History": ("history", "History"),
    "Obj": ("state", "Obj"),
    "Game": ("state", "Game"),  # format 2: the game around the board (SPEC section 7)
    "Side": ("state", "Side"),  # format 2: one player's points, decks and rune pool
    "POOL_KEYS": ("state", "POOL_KEYS"),  # format 2: what a rune pool holds, as files name it
    "pool_key": ("state", "pool_key"),  # a POOL_KEYS key as (restriction or None, resource)
    "PHASES": ("turns", "PHASES"),  # format 2: the phases of a turn, in order (315-317)
    "raised_victory_score": ("turns", "raised_victory_score"),  # with Aspirant's Climb (194.3)
    "current_might": ("might", "might"),  # (not `might`: that is the module's name)
    "might_parts": ("might", "might_parts"),
    "abilities": ("might", "abilities"),
    "keywords_now": ("might", "keywords_now"),  # a permanent's keywords now ("Assault 2")
    "legal_targets": ("targets", "legal_targets"),
    "target_problem": ("targets", "target_problem"),  # why an object is not a legal target
    "apply": ("game", "apply"),  # one action on a state: (state, events); a dry run for a preview
    "effect_asks": ("ops", "effect_asks"),  # what instructions ask ("to", "choose"), from the registry
    "Question": ("asker", "Question"),  # a decision put to a player as it comes up
    "Cancelled": ("asker", "Cancelled"),
    "NO_PICK": ("asker", "NO_PICK"),  # the `choose` answer that leaves an "up to" target out  # the player cancelled a question: no step
    "answers_to_keys": ("asker", "answers_to_keys"),  # an Asker's answers as a step's keys
    "RULESETS": ("rulesets", "RULESETS"),
    "rule_number": ("rulesets", "rule_number"),
    "TOKENS": ("ops.tokens", "TOKENS"),  # the token kinds a card can create (names a file may use)
    "TRIGGERS": ("ops", "TRIGGERS"),  # trigger names, and what each waits for ("Why not?")
    "Value": ("values", "Value"),  # the base of every attrs class (its shared repr)
}

__all__ = tuple(_SURFACE)


def __getattr__(name: str):
    try:
        module, attr = _SURFACE[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    mod = importlib.import_module(f"{__name__}.{module}")
    value = mod if attr is None else getattr(mod, attr)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(__all__))
