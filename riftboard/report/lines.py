"""The lines of a board (SPEC section 2, [[session.branch]]): the current line and each branch,
replayed, labelled and summed up as their outcomes (kills, credit, responsibility, conditions).
Qt-free: the app's Branches panel and Compare dialog show these, and exports list them."""

from __future__ import annotations

from riftboard.report.words import condition_words, counted, player_label, ref_label


def line_history(session, index: int | None):
    """The history of the current line (None) or of branch `index`, replayed."""
    if index is None:
        h = session.history
        return h
    from attrs import evolve

    from riftboard.scenario.replay import replay

    b = session.branches[index]
    steps = (*session.whole_line()[:b.from_step], *b.steps)
    spec = evolve(session.setup, steps=steps, session=None)
    history, _error = replay(spec, session.library, session.ruleset)
    return history


def outcome(history) -> list[str]:
    """A line's outcome in words: each kill (credit, responsible) and each condition."""
    names = history.results[-1].state if history.results else history.initial
    out = []
    for e in history.events:
        if e.kind == "kill":
            credit = " and ".join(ref_label(r) for r in e.attributed_to) or "nothing"
            who = player_label(names, e.responsible) if e.responsible else "nobody"
            out.append(f"{e.target_name or e.target} killed (step {e.step}): credited to "
                       f"{credit}; {who} responsible")
    for c in history.conditions:
        ev = history.events[c.seq - 1] if 1 <= c.seq <= len(history.events) else None
        out.append(condition_words(c, ev, names))
    return out or ["no kill, no condition"]


def line_label(session, index: int | None) -> str:
    if index is None:
        n = len(session.steps) + len(session.unplayed)  # whole_line() without the copy
        return f"Current line ({counted(n, 'step')})"
    b = session.branches[index]
    name = b.name or f"Branch {index + 1}"
    return f"{name}: from step {b.from_step}, {counted(len(b.steps), 'step')} of its own"


def other_lines(session) -> list[dict]:
    """Each branch of a session as a label and its outcome, for an export of the current line."""
    return [{"label": line_label(session, i), "outcome": outcome(line_history(session, i))}
            for i in range(len(session.branches))]
