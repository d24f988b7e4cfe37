"""What differs between Core Rules 1.3 and 1.4 (read with the Vendetta Rules FAQ of 2026-08-14,
which takes precedence over 1.4 where they differ), in one table (SPEC section 5)."""

from __future__ import annotations

import attrs

from .values import Value


@attrs.frozen(repr=False)
class Ruleset(Value):
    """The switches that change an outcome between the two versions of the Core Rules."""

    name: str
    #: 715.4.a / 437.1.a.1: Prevent counts the Bonus Damage (1.4); in 1.3 Bonus Damage applies only
    #: to damage that gets past prevention (417.1.e.1 second example, 715.4).
    prevent_includes_bonus: bool
    #: 417.6.b.4: the controller of a unit told to deal damage is responsible for it (1.4);
    #: 1.3 has only 411.1, so the player performing the spell is responsible for both sides.
    source_controller_responsible: bool
    #: 428.5.c.2: Combat Cleanup kills are credited to the combat damage sources (1.4).
    combat_kill_attribution: bool
    #: 411.6.a: an ability granted by an Equipment's effect text counts for both objects (1.4).
    granted_counts_for_both: bool
    #: rule numbers that moved (v1.3 combat 460/461, movement 440, recalls 449).
    renumber: tuple[tuple[str, str], ...]
    #: rules that do not exist in this version (shown as "N (1.4)").
    missing: frozenset[str]
    #: whole rule numbers whose sub-rule lettering moved (checked before `renumber`).
    exact: tuple[tuple[str, str], ...] = ()
    #: 419.4.b: a countered card still counts as played for what is not a play trigger (Legion,
    #: the count of cards played this turn) in 1.4; 1.3 425.1.b: it is not played at all.
    countered_card_played: bool = True
    #: The Vendetta Rules FAQ (2026-08-14), which takes precedence over Core Rules 1.4 where
    #: they differ (766): a spell or ability that chooses a unit at a battlefield that ignores
    #: Deflect (Heisho, Shell of the World) ignores every Deflect while it is paid for, the
    #: chosen units elsewhere included; 1.3 (before the FAQ): only the Deflect of units there.
    deflect_ignored_for_whole_item: bool = True


RULESETS = {
    # 1.4 is the reference: every switch on, nothing renumbered or missing
    "1.4": Ruleset(name="1.4", prevent_includes_bonus=True, source_controller_responsible=True,
                   combat_kill_attribution=True, granted_counts_for_both=True, renumber=(),
                   missing=frozenset()),
    "1.3": Ruleset(
        name="1.3",
        prevent_includes_bonus=False,
        source_controller_responsible=False,
        combat_kill_attribution=False,
        granted_counts_for_both=False,
        renumber=(
            ("459", "454"),
            ("460", "455"),
            ("461", "456"),
            ("462", "457"),
            ("463", "458"),
            ("464", "459"),
            ("465", "460"),
            ("466", "461"),
            # Movement and Recalls sit in the same block that moved by 5 (v1.3 440-453).
            *((str(n), str(n - 5)) for n in range(445, 459)),
        ),
        missing=frozenset(
            {
                "417.6.b.4",
                "428.5.c.2",
                "411.6",
                "411.6.a",
                "715.4.a",
                "437.1.a.1",
                "465.2.c.4.a",
                "465.2.c.5",
                "142.3.a",
                "142.4",
                "142.4.b",
                "466.7.b",
                # v1.3 428.5.c holds this sentence itself; v1.4 made it a sub-rule.
                "428.5.c.1",
                "419.4.b",
                # Burn is a game action of 1.4 (v1.3 went from Create 439 to Movement 440)
                "440.1",
                "440.4",
            }
        ),
        countered_card_played=False,
        deflect_ignored_for_whole_item=False,
        # v1.4 inserted 464.2.b ("start of combat" effects): v1.3 459.2.b set the designations.
        exact=(("464.2.c", "459.2.b"), ("464.2.c.3", "459.2.b.3")),
    ),
}

#: The outcome-changing differences, for docs and the app's ruleset switch.
DIFFERENCES = (
    ("715.4.a, 437.1.a.1", "Prevent counts Bonus Damage: Void Gate + Prevent 3 + Hextech Ray deals 1 in 1.4, 0 in 1.3."),
    ("417.6.b.4", "A unit told to deal damage: its controller is responsible (1.4); in 1.3 the player performing the spell is (411.1)."),
    ("428.5.c.2", "Combat Cleanup kills are credited to the opposing units and their controller is responsible (1.4); 1.3 credits nothing."),
    ("411.6, 411.6.a", "'With' checks: an ability granted by an Equipment counts for the unit and the Equipment (1.4); 1.3 (428.5.e) counts only the ability's host."),
    ("465.2.c.4.a, 465.2.c.5", "Replacement effects apply at assignment in 1.4. Only Prevent exists in the library, and 1.3 437.5.a already counts it, so no library card shows a difference."),
    ("465.2.c.10", "A one-shot full prevent is not exempt from mandatory assignment (1.4 example); the library has no such card."),
    ("466.3.d", "Combat result after a tie recall: out of scope (the sandbox does not model combat results, control or conquer)."),
    ("419.4.b, 425.1.b", "A countered card: in 1.4 it still counts as a card played this turn (Legion sees it, 419.4.b) and only play triggers miss it; in 1.3 it is not played at all (425.1.b)."),
    ("766", "Vendetta Rules FAQ (2026-08-14, read with 1.4): a spell that chooses a unit at Heisho, Shell of the World ignores every Deflect it would pay, its other targets' too; 1.3 ignores only the Deflect of units there."),
    ("numbering", "Combat 459-466 in 1.4 are 454-461 in 1.3; Movement 445 -> 440; Recalls 454 -> 449."),
)


def get_ruleset(name: str) -> Ruleset:
    """The Ruleset by its name ("1.3" or "1.4")."""
    return RULESETS[name]


def rule_number(ruleset: Ruleset, number: str) -> str:
    """A 1.4 rule number as written in `ruleset` (SPEC section 4, `rules`)."""
    if ruleset.name == "1.4":
        return number
    if number in ruleset.missing:
        return f"{number} (1.4)"
    for new, old in ruleset.exact:
        if number == new:
            return old
    head, dot, rest = number.partition(".")
    for new, old in ruleset.renumber:
        if head == new:
            return old + dot + rest
    return number


def rule_numbers(ruleset: Ruleset, numbers) -> tuple[str, ...]:
    """rule_number() of each of `numbers`, as a tuple."""
    return tuple([rule_number(ruleset, n) for n in numbers])
