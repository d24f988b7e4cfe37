"""Hostile files are refused fast and clearly (issue 13, item 3): a size limit before parsing,
a scanner of our own that guards nesting and long dotted keys before tomllib sees them, and
messages that name file, line and key with no internal exception name."""

from __future__ import annotations

import re
import time

import pytest

from riftboard import cli, tomlfile
from riftboard.cards.library import load_card_file, load_library
from riftboard.errors import InvalidScenario
from riftboard.scenario.loader import is_scenario_document, load_scenario, parse_scenario

LIB = load_library()
HEAD = 'format = 1\n[[players]]\nid = "A"\n[[players]]\nid = "B"\n'
INTERNAL = re.compile(r"\b\w*(Error|Exception)\b|Traceback|unhashable")


def _refused(text: str, name: str = "hostile.toml") -> tuple[InvalidScenario, float]:
    t0 = time.perf_counter()
    with pytest.raises(InvalidScenario) as err:
        parse_scenario(text, name, LIB)
    seconds = time.perf_counter() - t0
    assert not INTERNAL.search(str(err.value)), str(err.value)
    return err.value, seconds


def test_a_dotted_key_30000_deep_is_refused_before_tomllib(monkeypatch):
    text = HEAD + ".".join(["a"] * 30_000) + " = 1\n"  # 60 KB: 15.9 s and 5.3 GB in tomllib
    monkeypatch.setattr(tomlfile.tomllib, "loads", lambda *_: pytest.fail("tomllib was called"))
    e, seconds = _refused(text)
    assert seconds < 0.5
    assert e.path == "hostile.toml" and e.line == 6 and e.key.startswith("a.a.a")
    assert f"more than {tomlfile.MAX_KEY_PARTS} parts" in e.message


def test_dotted_keys_in_inline_tables_and_headers_are_guarded():
    e, _ = _refused(HEAD + "[[units]]\nid = { " + ".".join(["b"] * 40) + " = 1 }\n")
    assert e.line == 7 and "dotted key" in e.message
    e, _ = _refused(HEAD + "[" + ".".join(["t"] * 1000) + "]\nx = 1\n")  # was a RecursionError
    assert e.line == 6 and "table header" in e.message and e.key.startswith("t.t.t")


@pytest.mark.parametrize("value", ["[" * 1000 + "]" * 1000, "{ a = " * 1000 + "1" + " }" * 1000])
def test_deep_nesting_is_refused_with_the_line_and_the_limit(value):
    e, seconds = _refused(HEAD + "\n\nx = " + value + "\n")
    assert e.line == 8 and f"more than {tomlfile.MAX_NESTING} levels" in e.message
    assert seconds < 0.5


def test_the_guards_leave_ordinary_files_alone():
    text = ('title = "a.b.c.d = [[{ not a key }]]"  # [x.y.z]\nrules = [ "1.2", [ ] ]\n'
            + HEAD)
    with pytest.raises(InvalidScenario) as err:
        parse_scenario(text, "ok.toml", LIB)
    assert err.value.key == "rules[2]"  # refused by the validator, not by the scanner
    assert "refused before reading" not in str(err.value)


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(tmp_path, monkeypatch):
    path = tmp_path / "huge.toml"
    path.write_bytes(HEAD.encode() + b"#" * (tomlfile.MAX_FILE_BYTES + 1))
    monkeypatch.setattr(tomlfile.tomllib, "loads", lambda *_: pytest.fail("tomllib was called"))
    with pytest.raises(InvalidScenario) as err:
        load_scenario(path, LIB)
    assert str(err.value) == (f"{path}: the scenario is too large: {path.stat().st_size:,} bytes "
                              f"(at most {tomlfile.MAX_FILE_BYTES:,}); nothing was read")


def test_a_card_file_over_the_size_limit_is_refused(tmp_path):
    path = tmp_path / "cards.toml"
    path.write_bytes(b"#" * (tomlfile.MAX_FILE_BYTES + 1))
    with pytest.raises(InvalidScenario, match=r"the card file is too large: .* \(at most 2,000,000\)"):
        load_card_file(path)


def test_too_many_lines_are_refused_before_tomllib():
    text = HEAD + "\n".join(f"k{i} = 1" for i in range(tomlfile.MAX_ITEMS))
    e, seconds = _refused(text)
    assert "too large" in e.message and f"at most {tomlfile.MAX_ITEMS:,}" in e.message
    assert seconds < 0.5


def test_a_designer_card_with_a_table_for_its_op_says_which_key():
    text = (HEAD + '[[units]]\nid = "u"\nname = "U"\nmight = 1\ncontroller = "A"\nat = "base"\n'
            '\n[[cards]]\nname = "Odd"\nkind = "spell"\neffects = [{ op = { a = 1 } }]\n')
    e, _ = _refused(text)
    assert e.path == "hostile.toml" and e.line == 13 and e.key == "cards[1].effects[1].op"
    assert e.message.endswith('expected a single value (a name or a number), got a table {"a": 1}')


def test_a_card_file_with_a_table_for_its_op_says_which_key(tmp_path):
    path = tmp_path / "odd.toml"
    path.write_text('[[card]]\nname = "Odd"\nkind = "spell"\neffects = [{ op = ["x"] }]\n')
    with pytest.raises(InvalidScenario) as err:
        load_card_file(path)
    assert err.value.key == "card[1].effects[1].op" and err.value.line == 1
    assert "got a list" in err.value.message and not INTERNAL.search(str(err.value))


def test_is_scenario_document_is_guarded_too():
    assert is_scenario_document(HEAD + ".".join(["a"] * 30_000) + " = 1\n")
    assert not is_scenario_document(".".join(["a"] * 30_000) + " = 1\n")


def test_the_cli_refuses_a_hostile_file_with_exit_2_and_no_traceback(tmp_path, capsys):
    path = tmp_path / "deep.toml"
    path.write_text(HEAD + "[" + ".".join(["a"] * 1000) + "]\n")
    assert cli.main(["run", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"{path}:6: ") and not INTERNAL.search(err)
