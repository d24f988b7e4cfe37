"""The "with" checks (411.6, 411.6.a): attribution, control and responsibility together."""

from __future__ import annotations


def with_conditions(txn, ev) -> list[tuple[str, str, str]]:
    """(condition, player, object) for every "with" condition a kill event satisfies.

    killed_unit_with_spell: the kill is attributed to a spell the player controls (or to a delayed
    ability that spell created, 428.5.d and SPEC section 5) and the player is responsible.
    killed_unit_with: one entry per object the kill was done "with"; an ability counts for its
    host, and (1.4, 411.6.a) for the Equipment that granted it.
    """
    responsible = ev.responsible
    if responsible is None or not ev.attributed_to:
        return []
    out: list[tuple[str, str, str]] = []
    seen = set()

    def add(cond, obj):
        key = (cond, obj)
        if key not in seen:
            seen.add(key)
            out.append((cond, responsible, obj))

    objects = txn.objects
    for r in ev.attributed_to:
        if r.controller != responsible:
            continue  # 411.6: the player must control the spell or ability
        if r.kind == "spell":
            add("killed_unit_with_spell", r.id)
            add("killed_unit_with", r.id)
        elif r.kind == "ability":
            host = objects.get(r.host) if r.host else None
            if host is not None and host.kind == "spell":
                # a delayed ability a spell created: the kill is the spell's too
                add("killed_unit_with_spell", host.id)
                add("killed_unit_with", host.id)
            elif r.host:
                add("killed_unit_with", r.host)
            if r.granted_by and txn.rs.granted_counts_for_both:
                add("killed_unit_with", r.granted_by)
        else:
            add("killed_unit_with", r.id)
    return out
