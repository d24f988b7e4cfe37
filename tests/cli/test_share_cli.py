"""Issue 28 items 4 and 5 on the command line: `export --format share` writes one page to send
(pictures inline, no script, no address but the chosen rules reference), `--rules-url` links the
rule numbers of every ruling export, and `run` says when --ruleset plays a file under another
ruleset than the one it was saved under."""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser

import pytest

from riftboard import cli
from riftboard.report.gloss import PARAPHRASE

JUDGE = "58"  # a judge's board: three sandbox edits, a spell, a move, a combat
COMBAT_13 = "26-combat-kill-1.3"


class _Page(HTMLParser):
    VOID = {"meta", "img", "br", "hr", "link", "input"}

    def __init__(self):
        super().__init__()
        self.stack, self.errors, self.srcs, self.hrefs, self.tags = [], [], [], [], set()

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        a = dict(attrs)
        self.srcs += [a["src"]] if "src" in a else []
        self.hrefs += [a["href"]] if "href" in a else []
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if self.stack and self.stack[-1] == tag:
            self.stack.pop()
        else:
            self.errors.append(tag)


def parse(text: str) -> _Page:
    p = _Page()
    p.feed(text)
    p.close()
    assert not p.errors and not p.stack, (p.errors, p.stack)
    return p


@pytest.fixture(autouse=True)
def _offscreen(monkeypatch):
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")


def test_share_page_is_one_self_contained_file(tmp_path, capsys):
    out = tmp_path / "share.html"
    assert cli.main(["export", JUDGE, "--format", "share", "-o", str(out)]) == 0
    assert "wrote a share page" in capsys.readouterr().err
    page = out.read_text(encoding="utf-8")
    p = parse(page)
    assert "script" not in p.tags and "link" not in p.tags and "iframe" not in p.tags
    # a picture for the setup and for each of the 6 steps, each inline
    assert len(p.srcs) == 7 and all(s.startswith("data:image/png;base64,") for s in p.srcs)
    assert all(h.startswith("#") for h in p.hrefs)  # no rules reference chosen: no address
    assert not re.search(r"https?://|url\(|@import", page.split("<footer>")[0])
    for n in range(1, 7):
        assert f'id="main-step{n}"' in page
    # the timeline rows, the Why of each kill, the rules with their ruleset and our gloss
    assert page.count('<tr class="ev-kill">') == 2
    assert "Credited (428.5)" in page and "1.4 §428.5.c.2" in page
    assert html.escape(PARAPHRASE) in page


def test_share_page_links_rules_to_the_given_reference(tmp_path):
    out = tmp_path / "share.html"
    assert cli.main(["export", COMBAT_13, "--format", "share", "-o", str(out), "--rules-url",
                     "https://rules.example/{ruleset}/#{rule}"]) == 0
    p = parse(out.read_text(encoding="utf-8"))
    external = [h for h in p.hrefs if not h.startswith("#")]
    assert external and all(h.startswith("https://rules.example/") for h in external)
    # a 1.3 ruling: its numbers are 1.3's, and 1.3's combat is 454-461
    assert "https://rules.example/1.3/#461.1.a.1" in external
    assert all(s.startswith("data:") for s in p.srcs)


@pytest.mark.parametrize("fmt", ["md", "html"])
def test_rules_url_links_the_ruling_exports(fmt, tmp_path):
    out = tmp_path / f"ruling.{fmt}"
    assert cli.main(["export", JUDGE, "--format", fmt, "-o", str(out), "--rules-url",
                     "https://rules.example/r?n={rule}&v={ruleset}"]) == 0
    text = out.read_text(encoding="utf-8")
    if fmt == "md":
        assert "[1.4 §428.5.c.2](<https://rules.example/r?n=428.5.c.2&v=1.4>)" in text
    else:
        assert 'href="https://rules.example/r?n=428.5.c.2&amp;v=1.4"' in text


@pytest.mark.parametrize("argv, words", [
    (["--rules-url", "ftp://x/{rule}"], "http"),
    (["--rules-url", "https://x/"], "{rule}"),
    (["--tree"], "--format share"),
])
def test_bad_share_options_are_file_errors(argv, words, tmp_path, capsys):
    out = tmp_path / "x.html"
    assert cli.main(["export", JUDGE, "--format", "html", "-o", str(out), *argv]) == 2
    assert words in capsys.readouterr().err and not out.exists()


def test_share_page_of_the_tree_and_stdout(tmp_path, capsys):
    assert cli.main(["export", JUDGE, "--format", "share", "--tree", "-o", "-"]) == 0
    captured = capsys.readouterr()
    assert captured.out.startswith("<!DOCTYPE html>") and "every line" in captured.err
    parse(captured.out)


def test_run_says_when_ruleset_overrides_the_files(capsys):
    assert cli.main(["run", "1", "--ruleset", "1.3"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("Note: 01-void-seeker-kill.toml was saved under Core Rules 1.4")
    assert "Core Rules 1.3" in first
    assert cli.main(["run", "1"]) == 0
    assert "Note:" not in capsys.readouterr().out
    assert cli.main(["run", "1", "--ruleset", "1.4"]) == 0
    assert "Note:" not in capsys.readouterr().out
