"""Issue 11 item 6: rulings worth sharing (app and CLI exports)."""

from __future__ import annotations

import base64
import re

from conftest import write

from riftboard import cli
from riftboard.app import board_scene as board_module
from riftboard.scenario.runner import lessons_dir

ILLEGAL = """\
format = 1
title = "A refused step"
[[players]]
id = "A"
name = "Alice"
[[players]]
id = "B"
name = "Bob"
[[battlefields]]
id = "north"
[[units]]
id = "guard"
name = "Guard"
might = 3
controller = "B"
at = "base"
[[step]]
play = "Void Seeker"
by = "A"
targets = ["guard"]
"""


def _dragged_board(w):
    """A blank board built by hand: units added (as a drop does), then a spell."""
    c = w.controller
    c.new_board()
    assert c.add_card("Garen, Commander", "B", "north")
    assert c.add_vanilla("Raider", 3, "B", "north")
    assert c.mark_damage(c.state.units()[-1].id, 1)
    assert c.begin_play("Void Seeker", "A")
    raider = next(u.id for u in c.state.units() if u.name == "Raider")
    assert c.click_object(raider) is not False
    assert any(e.kind == "kill" for e in c.history.events)
    return c


def test_html_export_names_why_and_picture(make_window, tmp_path):
    w = make_window()
    c = _dragged_board(w)
    out = tmp_path / "ruling.html"
    assert c.export(str(out), "html"), c.last_message
    page = out.read_text(encoding="utf-8")
    # names, never ids (the spell's generated id, the units' ids)
    assert "Alice (A)" in page and "Bob (B)" in page and "Void Seeker" in page
    ids = {u.id for u in c.names_state().objects.values() if u.id != u.name}
    for oid in ids:
        assert not re.search(rf"[ (>]{re.escape(oid)}[ ,)<]", page), oid
    assert "@" not in page.split("<body>", 1)[1].replace("&#x27;", "'").split("data:image")[0]
    # the setup as it really was: the dragged units are on the board before
    before = page.split("<h2>Board before</h2>", 1)[1].split("<h2>", 1)[0]
    assert "Raider" in before and "Garen, Commander" in before
    assert "sandbox edits" in before
    # the Why text of the kill
    kills = page.split("<h2>Kills</h2>", 1)[1].split("<h2>", 1)[0]
    assert "<h3>Raider" in kills and "Lethal damage" in kills
    assert "Credited (428.5)" in kills and "411.6" in kills and "Responsible player" in kills
    # the rules with their ruleset and a gloss of ours (issue 28, item 4)
    assert "1.4 §417.6.a</abbr> — " in page
    # the board picture, embedded
    m = re.search(r'src="data:image/png;base64,([A-Za-z0-9+/=]+)"', page)
    assert m, "no embedded picture"
    assert base64.b64decode(m.group(1))[:8] == b"\x89PNG\r\n\x1a\n"


def test_markdown_export_from_the_app(make_window, tmp_path):
    w = make_window()
    c = _dragged_board(w)
    out = tmp_path / "ruling.md"
    assert c.export(str(out), "md")
    md = out.read_text(encoding="utf-8")
    assert "### Raider" in md and "**Credited (428.5)**" in md and "Players: Alice (A), Bob (B)" in md


def test_png_has_no_interface_hints(make_window, tmp_path, monkeypatch):
    scenes = []

    class Spy(board_module.BoardScene):
        def __init__(self, *a, **k):
            super().__init__(*a, **k)
            scenes.append(self)

    monkeypatch.setattr(board_module, "BoardScene", Spy)
    w = make_window()
    c = w.controller
    out = tmp_path / "board.png"
    assert c.export(str(out), "png")
    assert out.read_bytes()[:4] == b"\x89PNG"
    scene = scenes[-1]
    assert not scene.show_hints
    assert all(not a.hint for a in scene.areas.values())
    # the window's own board does show them
    assert any("Drag cards" in a.hint for a in w.board_scene.areas.values())


def test_cli_export_says_illegal_on_stderr_and_step_past_the_end(tmp_path, capsys, qapp):
    bad = write(tmp_path, "bad.toml", ILLEGAL)
    out = tmp_path / "r.md"
    assert cli.main(["export", bad, "--format", "md", "-o", str(out)]) == 3
    err = capsys.readouterr().err
    assert "step 1 is illegal" in err and "bad.toml" in err
    assert "Step 1 was refused" in out.read_text()
    lesson = str(lessons_dir() / "01-void-seeker-kill.toml")
    assert cli.main(["export", lesson, "--format", "md", "-o", str(out), "--step", "99"]) == 2
    err = capsys.readouterr().err
    assert "--step 99 is past the end" in err
    # the CLI's HTML has the names, the Why text and the picture too
    html_out = tmp_path / "r.html"
    assert cli.main(["export", lesson, "--format", "html", "-o", str(html_out)]) == 0
    page = html_out.read_text()
    assert "data:image/png;base64," in page and "Credited (428.5)" in page
