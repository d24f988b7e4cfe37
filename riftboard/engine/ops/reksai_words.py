"""Words added for the reksai helper's cards of issue 27: the `you_banish_own` trigger ("when you
banish a card you own", 427.1; Zed, Master of Shadows)."""

from __future__ import annotations

from .registry import trigger

trigger("you_banish_own", "its controller banishes a card they own (427.1), by a spell, an "
        "ability, a cost or Flow's own banishing (829.1.b.1); not a token (a token is no card, "
        "186.1) and never a sandbox edit; once for each card banished; the card is the "
        "`subject`; works from a legend too")
