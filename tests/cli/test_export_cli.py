"""`riftboard export` on the command line (issue 29 item 6): the picture after a step that
killed the only unit, the setup as step 0, the refused step's sentence, and what was written
where (stderr; stdout holds only the export when it goes there)."""

from __future__ import annotations

import json

import pytest

from riftboard import cli

SEEKER = "void-seeker-kill"  # one step: Void Seeker kills the only unit on the board
REFUSED = "34"  # its first step is refused (Void Seeker at a unit in base)


@pytest.fixture
def scenes(monkeypatch):
    """Every board scene a picture is drawn from."""
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    from riftboard.app import board_scene as board_module

    made = []

    class Spy(board_module.BoardScene):
        def __init__(self, *a, **k):
            super().__init__(*a, **k)
            made.append(self)

    monkeypatch.setattr(board_module, "BoardScene", Spy)
    return made


def test_png_after_a_killing_step_shows_the_unit_as_a_ghost(scenes, tmp_path):
    """After the only step the Guard is in the trash: the picture keeps it where it was, as the
    kill's ghost, with what is credited (428.5), rather than an empty battlefield."""
    out = tmp_path / "board.png"
    assert cli.main(["export", SEEKER, "--format", "png", "-o", str(out)]) == 0
    assert out.read_bytes()[:4] == b"\x89PNG"
    guard = scenes[-1].items_by_id.get("guard")
    assert guard is not None and guard.ghost


def test_html_board_shows_the_ghost_too(scenes, tmp_path):
    out = tmp_path / "r.html"
    assert cli.main(["export", SEEKER, "--format", "html", "-o", str(out)]) == 0
    guard = scenes[-1].items_by_id.get("guard")
    assert guard is not None and guard.ghost


def test_step_0_is_the_setup(scenes, tmp_path, capsys):
    png = tmp_path / "setup.png"
    assert cli.main(["export", SEEKER, "--format", "png", "-o", str(png), "--step", "0"]) == 0
    guard = scenes[-1].items_by_id.get("guard")
    assert guard is not None and not guard.ghost  # alive, before Void Seeker
    doc = tmp_path / "setup.json"
    assert cli.main(["export", SEEKER, "--format", "json", "-o", str(doc), "--step", "0"]) == 0
    timeline = json.loads(doc.read_text(encoding="utf-8"))
    assert timeline["events"] == [] and timeline["final"]["objects"]["guard"]["zone"] == "board"
    assert "(the setup, before any step)" in capsys.readouterr().err
    assert cli.main(["export", SEEKER, "--format", "md", "-o", str(doc), "--step", "-1"]) == 2
    assert "0 for the setup" in capsys.readouterr().err


def test_the_refused_step_is_a_sentence_of_its_own(tmp_path):
    out = tmp_path / "r.md"
    assert cli.main(["export", REFUSED, "--format", "md", "-o", str(out)]) == 3
    text = out.read_text(encoding="utf-8")
    assert "is not at a battlefield. Later steps did not run." in text


@pytest.mark.parametrize("fmt", ["md", "html", "json"])
def test_export_says_what_it_wrote_where(fmt, tmp_path, capsys):
    out = tmp_path / f"r.{fmt}"
    assert cli.main(["export", SEEKER, "--format", fmt, "-o", str(out)]) == 0
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (f"riftboard: wrote {cli._EXPORT_WORDS[fmt]} of "
                            f"'Void Seeker deals lethal damage' (after step 1 of 1) to {out}\n")


def test_export_to_standard_output_keeps_it_clean(tmp_path, capsys):
    assert cli.main(["export", SEEKER, "--format", "json", "-o", "-"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out)["title"] == "Void Seeker deals lethal damage"
    assert captured.err.endswith("to standard output\n")
    assert cli.main(["export", SEEKER, "--format", "png", "-o", "-"]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and "give -o FILE.png" in captured.err
