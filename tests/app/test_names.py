"""Issue 11 item 5: every text the user reads names things; every event kind is explained with
its rules; the board at a row is the state after that row's event."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import SEEKER_BOARD

from riftboard.app.board_scene import might_not_yet_changed
from riftboard.app.explain import copy_text, event_cells, event_tooltip
from riftboard.engine.might import might
from riftboard.report.words import (
    KIND_WORDS,
    blocks_text,
    explain_blocks,
    is_sandbox_edit,
    kind_rules,
    kind_words,
)
from riftboard.scenario.lessons import lesson_files
from riftboard.scenario.session import Session

LESSONS = lesson_files()


def _ids(session) -> set[str]:
    """The internal ids a user must never read: object ids that are not also the name, and
    the generated ones (abilities `x#1`, delayed `x#delayed`, spells `@5`)."""
    h = session.history
    st = h.results[-1].state if h.results else h.initial
    ids = {o.id for o in st.objects.values() if o.id != o.name and len(o.id) > 1}
    for e in h.events:
        for r in (*e.sources, *e.attributed_to):
            if r.id != r.name:
                ids.add(r.id)
    return ids - set(st.players)


def _leaks(text: str, ids: set[str]) -> list[str]:
    return [i for i in ids if re.search(rf"(?<![\w#@-]){re.escape(i)}(?![\w#@-])", text)]


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_every_lesson_text_names_things(path):
    s = Session.from_file(str(path))
    h = s.history
    names = h.results[-1].state if h.results else h.initial
    ids = _ids(s)
    for ev in h.events:
        why = "\n".join(blocks_text(explain_blocks(h.events, h.conditions, ev.seq, names,
                                                   s.ruleset)))
        row = " | ".join(event_cells(ev, names, s.ruleset))
        tip = event_tooltip(ev, names, s.ruleset)
        for what, text in (("why", why), ("row", row), ("tooltip", tip)):
            assert not _leaks(text, ids), (ev.seq, what, _leaks(text, ids), text)
        # a real explanation and rules for every kind (sandbox edits say they have none)
        assert kind_words(ev), ev.kind
        assert kind_rules(ev, s.ruleset) or is_sandbox_edit(ev), ev.kind
    assert not _leaks(copy_text(h.events, names, s.ruleset), ids)


def test_every_engine_event_kind_has_words():
    engine = Path(__file__).resolve().parents[2] / "riftboard" / "engine"
    kinds = set()
    for p in engine.rglob("*.py"):
        kinds.update(re.findall(r'emit\(\s*(?:\w+\s*,\s*)?"([a-z_]+)"',
                                p.read_text(encoding="utf-8")))
    assert len(kinds) > 20
    assert kinds <= set(KIND_WORDS), kinds - set(KIND_WORDS)


def test_resolve_and_play_from_the_trash_are_explained(make_window):
    w = make_window((LESSONS[0].parent / "09-imperial-decree-phoenix.toml").read_text())
    c = w.controller
    events = c.history.events
    resolve = next(e for e in events if e.kind == "resolve")
    c.select_event(resolve.seq)
    text = w.why_panel.text()
    assert "340.1" in text and "No rule numbers" not in text
    assert "351.2" in text  # a spell: its card goes to the trash
    back = [e for e in events if e.kind == "play"][-1]
    assert back.sources[0].kind == "unit"
    c.select_event(back.seq)
    text = w.why_panel.text()
    assert "play from the trash" in text and "A spell is played" not in text
    assert "383.2.c.1" in text
    model = w.timeline_panel.model
    assert model.index(model.row_of(back.seq), 2).data() == "play (from trash)"
    assert model.index(model.row_of(back.seq), 3).data() == "Immortal Phoenix"  # not the Ray's
    assert c.event_targets(back) == ("phoenix",)
    # the delayed ability and its kill by names
    kill = next(e for e in events if e.kind == "kill")
    c.select_event(kill.seq)
    text = w.why_panel.text()
    assert "Imperial Decree's delayed ability" in text and "decree#delayed" not in text


def test_the_board_shows_the_state_after_each_row(make_window):
    """Scrubbed both ways, every card shows the Might and damage of the state after the
    selected row's event."""
    for name in ("10-garen-recruit-combat", "16-rebuke-lee-sin", "38-farron-taric-combat",
                 "39-stupefy-floor", "09-imperial-decree-phoenix"):
        w = make_window((LESSONS[0].parent / f"{name}.toml").read_text())
        c = w.controller
        n = len(c.history.events)
        for seq in [*range(n, -1, -1), *range(0, n + 1, 2)]:
            c.select_event(seq)
            st = c.history.state_after(seq)
            assert c.displayed_state() is st
            pending = might_not_yet_changed(c.history, c.displayed_event())
            for oid, item in w.board_scene.items_by_id.items():
                o = st.get(oid)
                if item.ghost or o is None or o.kind != "unit":
                    continue
                assert o.zone == "board", (name, seq, oid)
                d = item.display()
                shown = pending.get(oid, might(st, o))
                assert (d["might"], d["damage"]) == (shown, o.damage), (name, seq, oid)


def _shown_might(window, oid):
    item = window.board_scene.items_by_id.get(oid)
    return None if item is None or item.ghost else item.display()["might"]


def _has_might_rows(path) -> bool:
    return any(e.kind == "might" for e in Session.from_file(str(path)).history.events)


@pytest.mark.parametrize("path", [p for p in LESSONS if _has_might_rows(p)], ids=lambda p: p.stem)
def test_a_might_change_shows_at_its_own_row_not_before(make_window, path):
    """Issue 11 item 5 (143.2, 464, 466.1): a Might computed from the board (Garen's static,
    combat's Assault and Shield, a buff) changes in the state of the event that causes it (a
    move, the combat's start, Garen's kill), but its `might` event is a later row. The board
    at a row shows the state after that row's event: the card keeps its old Might on every row
    before the `might` row that announces the change, and shows the new one on that row."""
    w = make_window(path.read_text())
    c = w.controller
    checked = 0
    for ev in c.history.events:
        if ev.kind != "might" or ev.target is None:
            continue
        c.select_event(ev.seq - 1)
        before = _shown_might(w, ev.target)
        c.select_event(ev.seq)
        after = _shown_might(w, ev.target)
        if before is None or after is None:
            continue  # not on the board at one of the rows
        assert after == ev.amount, (path.stem, ev.seq, ev.target)
        assert before != ev.amount, (f"{path.stem}: row {ev.seq - 1} already shows "
                                     f"{ev.target}'s Might {ev.amount}, which row {ev.seq} "
                                     f"announces")
        checked += 1
    assert checked


def test_menus_and_messages_say_names(make_window):
    w = make_window(SEEKER_BOARD + '\n[[units]]\nid = "guard2"\nname = "Guard"\nmight = 3\n'
                                   'controller = "B"\nat = "gate"\n')
    c = w.controller
    menu = w.object_menu("guard2")
    texts = [a.text() for a in menu.actions()]
    assert texts[0] == "Guard (Bob's, at Void Gate)"
    assert "Selected Guard (Bob's, at Void Gate)" in c.last_message
    assert "guard2" not in c.last_message
    card = w.board_scene.items_by_id["guard2"]
    assert "guard2" not in card.display()["sub"] and "guard2" not in card.tooltip_text()
