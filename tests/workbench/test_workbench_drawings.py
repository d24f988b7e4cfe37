"""The judge's arrows and notes, hovered names and "Why not?" in the workbench, without Qt
(issue 28, item 3): drawings are not steps (the history is untouched), they undo, save, reopen
and reach the exports; a pointed name says which object; "Why not?" reads the row's step."""

from __future__ import annotations

from pathlib import Path

from riftboard.scenario.session import Session
from riftboard.workbench import Workbench

LESSON = Path(__file__).resolve().parents[2] / "resources" / "lessons" / \
    "09-imperial-decree-phoenix.toml"


def bench(tmp_path) -> Workbench:
    path = tmp_path / "decree.toml"
    path.write_text(LESSON.read_text(encoding="utf-8"), encoding="utf-8")
    return Workbench(Session.from_file(str(path)))


def test_drawings_are_not_steps_and_undo(tmp_path):
    wb = bench(tmp_path)
    events = list(wb.history.events)
    said = []
    wb.annotations_changed.connect(lambda: said.append("changed"))
    assert wb.add_arrow("decree", "titan", "credited 428.5.d")
    assert wb.add_note("returns from the trash", on="phoenix")
    assert wb.add_note("look here", at=(100.04, 20))
    assert wb.history.events == events and wb.session.dirty
    assert said == ["changed"] * 3
    assert wb.annotation_lines() == [
        "Arrow from Imperial Decree to Titan: credited 428.5.d",
        "Note on Immortal Phoenix: returns from the trash",
        "Note on the board: look here"]
    assert wb.annotations[2].x == 100.0
    assert wb.remove_annotation(0) and len(wb.annotations) == 2
    assert wb.undo_annotation() and wb.annotations[0].kind == "arrow"
    assert wb.clear_annotations() and wb.annotations == ()
    assert wb.undo_annotation() and len(wb.annotations) == 3


def test_bad_drawings_are_refused_with_a_message_and_change_nothing(tmp_path):
    wb = bench(tmp_path)
    assert not wb.add_arrow("decree", "nobody")
    assert not wb.add_arrow("titan", "titan")
    assert not wb.add_note("   ", on="titan") and "needs some text" in wb.last_message
    assert not wb.add_note("x" * 201, on="titan") and "at most 200" in wb.last_message
    assert not wb.add_note("pinned nowhere")
    assert not wb.remove_annotation(0)
    assert wb.annotations == () and not wb.session.dirty


def test_drawings_save_reopen_and_reach_the_exports(tmp_path):
    wb = bench(tmp_path)
    wb.add_arrow("decree", "titan", "credited")
    wb.add_note("a short note", on="titan")
    out = tmp_path / "saved.toml"
    assert wb.save_as(str(out))
    assert "[[session.arrow]]" in out.read_text(encoding="utf-8")
    again = Workbench(Session.from_file(str(out)))
    assert again.annotation_lines() == wb.annotation_lines()
    md = tmp_path / "ruling.md"
    assert again.export(str(md), "md")
    text = md.read_text(encoding="utf-8")
    assert "## Judge's arrows and notes" in text
    assert "- Arrow from Imperial Decree to Titan: credited" in text
    assert "- Note on Titan: a short note" in text
    html = tmp_path / "ruling.html"
    assert again.export(str(html), "html")
    assert "<li>Note on Titan: a short note</li>" in html.read_text(encoding="utf-8")


def test_a_board_without_drawings_exports_no_such_section(tmp_path):
    wb = bench(tmp_path)
    md = tmp_path / "ruling.md"
    assert wb.export(str(md), "md")
    assert "Judge's arrows" not in md.read_text(encoding="utf-8")


def test_pointing_at_a_name_and_the_object_at_a_row(tmp_path):
    wb = bench(tmp_path)
    seen = []
    wb.pointed_changed.connect(lambda: seen.append(wb.pointed))
    wb.point_at("titan")
    wb.point_at("titan")  # the same: said once
    wb.point_at("A")  # a player is no object
    assert seen == ["titan", None]
    damage = next(e for e in wb.history.events if e.kind == "damage")
    assert wb.object_at_row("titan", damage.seq).damage == 3
    assert wb.object_at_row("titan", 0).damage == 0


def test_why_not_reads_the_selected_rows_step(tmp_path):
    wb = bench(tmp_path)
    wb.select_event(1)
    blocks = wb.why_not()
    assert blocks[0] == ("h", "Why not? Step 1")
    assert any("Immortal Phoenix's ability 1" in item for b in blocks if b[0] == "list"
               for item in b[1])


def test_the_share_page_lists_the_judges_drawings_under_the_step_on_screen(tmp_path):
    """Issue 28, item 5: the share page carries the arrows and notes (without Qt: no picture)."""
    wb = bench(tmp_path)
    assert wb.add_arrow("decree", "titan", "credited 428.5.d")
    assert wb.add_note("returns from the trash", on="phoenix")
    out = tmp_path / "share.html"
    assert wb.export(str(out), "share")
    page = out.read_text(encoding="utf-8")
    assert "Judge's notes" in page
    assert page.count("Arrow from Imperial Decree to Titan: credited 428.5.d") == 1
    assert "Note on Immortal Phoenix: returns from the trash" in page
