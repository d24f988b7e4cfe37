"""The effect primitives cards are built from: the registry (ops/registry.py) and the modules of
its families, one each, which register their primitives when imported.

Importing this package registers them all; the rest of the engine and the card loader take the
registry's names from here. A family module imports what it builds on from `.registry` (and
from the engine modules below the chain: triggers, moves, cleanup, damage, might, ...), never
from this package, so that no import goes in a circle (tests/test_import_layering.py).
"""

from __future__ import annotations

from .registry import (
    ASKS,
    PARAM_KINDS,
    REGISTRY,
    TRIGGERS,
    Op,
    Param,
    Resolution,
    Trigger,
    board_word,
    check_answers,
    effect_asks,
    effect_words,
    effects_table,
    item_sources,
    primitive,
    run_effect,
    settle,
    target_of,
    trigger,
    triggers_table,
    walk,
)

# The families register their primitives when imported (one module each).
from . import (  # noqa: F401
    actions,
    amounts,
    cards,
    control,
    copy,
    counter,
    damage,
    deck,
    delayed,
    empower,
    gear,
    keywords,
    kill,
    might,
    phases,
    protect,
    resources,
    status,
    tokens,
    turn,
    zones,
)
from . import groups  # noqa: F401  (composes the single-object primitives above)
from . import group_keywords  # noqa: F401  (a group given grant_keyword's keywords)
from . import group_ready  # noqa: F401  (a group readied, on the groups' keys)
from . import banish_play  # noqa: F401  (banish a unit, then its owner plays it to a battlefield)
from . import kill_might  # noqa: F401  (a kill whose victim's Might goes to another unit)
from . import prevent_next  # noqa: F401  (all of the next damage prevented)
from . import trash_spell  # noqa: F401  (a spell played from the trash by an effect)
from . import may  # noqa: F401  ("you may" inside the instructions)
from . import legend_ready  # noqa: F401  ("ready your legend")
from . import replace  # noqa: F401  (a battlefield replaced by a token and swapped back, 438)
from . import battlefield_words  # noqa: F401  (battlefields' words: channel_each, win_game, ...)
from . import owner_channel  # noqa: F401  (a card's owner channels runes: Retreat)
from . import hands  # noqa: F401  (a card discarded from a revealed hand; new hands)
from . import trash_recycle  # noqa: F401  ("recycle 3 from your trash", not optional)
from . import relative  # noqa: F401  (a unit's Might or place read from another's)
from . import banish_base  # noqa: F401  (banish a unit, then its owner plays it to base)
from . import look_take  # noqa: F401  (look at the top, take one into the hand)
from . import choices  # noqa: F401  (cards or runes; buffs spent one unit at a time)
from . import enter_ready_ops  # noqa: F401  (units played this turn enter ready)
from . import prevent_all  # noqa: F401  (no spell or ability damage this turn)
from . import spell_bonus_ops  # noqa: F401  (the next spell's Bonus Damage)
from . import reveal_deal  # noqa: F401  (reveal the top, 1 damage per keyword)
from . import hidden_cards  # noqa: F401  (Hidden cards back from the trash; free hiding)
from . import buff_boost_ops  # noqa: F401  (buffs give +1 Might more this turn)
from . import cardsN_words  # noqa: F401  (a move to or from the unit's base)
from . import cardsJ_words  # noqa: F401  (recycle me from the trash to ...; ready all runes)
from . import cardsK_words  # noqa: F401  (Spiritforged words of helper cardsK: a revealed card drawn or recycled)
from . import cardsL1_words  # noqa: F401  (one Deal to a unit and each other enemy there)
from . import cardsL2_words  # noqa: F401  (cardsL2: barred from playing spells)
from . import cardsM_words  # noqa: F401  (a unit enemies can't choose this turn)
from . import cardsT1_words  # noqa: F401  (the defender chooses one of their units there)
from . import cardsT2_words  # noqa: F401  (unit tokens gathered where the unit is)
from . import cardsO_words  # noqa: F401  (a card's own "when you discard me", from the trash)
from . import cardsP_words  # noqa: F401  (a unit played has entered: Forecaster's Vision)
from . import cardsR_words  # noqa: F401  (a base Might for the turn)
from . import cardsQ_words  # noqa: F401  (a card picked from a revealed hand, discarded, drawn for)
from . import fiora_words  # noqa: F401  (a unit becoming Mighty, 709; Might becoming 10 or more)

from . import promise_words  # noqa: F401  (a card found on a deck: banished, then played)
from . import reksai_words  # noqa: F401  (when you banish a card you own)
from . import cardsU_words  # noqa: F401  (cardsU: an optional additional cost paid in XP)
from . import cardsS_words  # noqa: F401  (choose one on an ability; every player draws or discards)

#: op -> the keys it takes (for callers that only need the names)
EFFECT_OPS: dict[str, tuple[str, ...]] = {name: op.keys for name, op in REGISTRY.items()}
