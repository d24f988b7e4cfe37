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
    monkeypatch.setattr(tomlfile, "_loads", lambda *_: pytest.fail("the TOML parser was called"))
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
    monkeypatch.setattr(tomlfile, "_loads", lambda *_: pytest.fail("the TOML parser was called"))
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
    assert err.value.key == "card[1].effects[1].op" and err.value.line == 4  # the key's line
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


# -- issue 30, items 7-10 ------------------------------------------------------------------------
UNIT = '[[battlefields]]\nid = "n"\n[[units]]\nid = "u"\nname = "U"\ncontroller = "A"\nat = "n"\n'


def _cpu_refusal(fn, *args) -> tuple[InvalidScenario, float]:
    t0 = time.process_time()
    with pytest.raises(InvalidScenario) as err:
        fn(*args)
    seconds = time.process_time() - t0
    assert not INTERNAL.search(str(err.value)), str(err.value)
    return err.value, seconds


@pytest.mark.parametrize("might, digits", [("0x" + "f" * 4000, 4000), ("9" * 4300, 4300),
                                           ("1" + "0" * tomlfile.MAX_DIGITS, 16)],
                         ids=["hex", "4300-digits", "one-over"])
def test_a_number_past_the_digit_limit_is_refused_with_its_key_and_line(tmp_path, might, digits):
    """A hex Might of 4,000 digits (tomllib reads it; Python cannot print it) and a 4,300-digit
    Might that `buffed` would push past Python's limit are refused by the scanner, naming the
    file, the line, the key and the limit."""
    path = tmp_path / "big.toml"
    path.write_text(HEAD + UNIT + f"buffed = true\nmight = {might}\n")
    e, seconds = _cpu_refusal(load_scenario, path, LIB)
    assert seconds < 1.0
    assert (e.path, e.line, e.key) == (str(path), 14, "might")
    assert e.message.endswith(f"a number has {digits:,} digits (at most {tomlfile.MAX_DIGITS})")


def test_long_numbers_are_found_in_inline_tables_and_arrays_too():
    e, _ = _refused(HEAD + 'units = [{ id = "u", might = ' + "7" * 20 + " }]\n")
    assert (e.line, e.key) == (6, "might") and "20 digits" in e.message
    e, _ = _refused(HEAD + "assign = [1, [2, 0b" + "1" * 70 + "]]\n")
    assert (e.line, e.key) == (6, "assign") and "70 digits" in e.message


def test_a_number_at_the_digit_limit_is_read_and_printed(tmp_path, capsys):
    path = tmp_path / "max.toml"
    path.write_text(HEAD + UNIT + "buffed = true\nmight = 999_999_999_999_999\n")
    assert cli.main(["run", "--json", str(path)]) == 0
    assert '"might": 1000000000000000' in capsys.readouterr().out


def test_the_cli_names_the_file_and_line_of_a_long_number_in_every_command(tmp_path, capsys):
    """`run --json`, `export --format html` and `check` all refuse it (exit 2), never `internal
    error` and never PASS."""
    path = tmp_path / "big.toml"
    path.write_text(HEAD + UNIT + "might = 0x" + "f" * 5000 + "\n")
    html = tmp_path / "out.html"
    for argv in (["run", "--json", str(path)],
                 ["export", "--format", "html", "-o", str(html), str(path)], ["check", str(path)]):
        code = cli.main(argv)
        out, err = capsys.readouterr()
        assert code == 2, (argv, out, err)
        assert f"{path}:13: might: refused before reading: a number has 5,000 digits" in out + err
        assert "internal error" not in out + err and "PASS" not in out
    assert not html.exists()


def test_many_dotted_keys_are_refused_before_tomllib(monkeypatch):
    """25,000 keys of 32 parts (1.8 MB) took 8.4 s in tomllib: the dots are counted first."""
    import random

    rnd = random.Random(30)
    keys = "".join(".".join(rnd.choice("ab") for _ in range(31)) + f".x{i} = 1\n"
                   for i in range(25_000))
    monkeypatch.setattr(tomlfile, "_loads", lambda *_: pytest.fail("the TOML parser was called"))
    e, seconds = _cpu_refusal(parse_scenario, HEAD + keys, "dots.toml", LIB)
    assert seconds < 1.0
    first_over = tomlfile.MAX_KEY_DOTS // 31 + 1  # the key whose dots pass the limit
    assert e.path == "dots.toml" and e.line == 5 + first_over
    assert f"more than {tomlfile.MAX_KEY_DOTS:,} dots in all" in e.message


def test_a_file_of_dotted_headers_at_the_step_limit_is_still_read():
    """10,000 branch steps write 20,000 dots in their headers: well inside the limit."""
    text = "".join(f"[[session.branch.step]]\nx = {i}\n" for i in range(10_000))
    assert len(tomlfile.parse(text, "ok.toml")["session"]["branch"]["step"]) == 10_000


@pytest.mark.parametrize("blank_lines", [20_000, 100_001])
def test_check_judges_a_broken_file_of_blank_lines_in_linear_time(tmp_path, capsys, blank_lines):
    """The "does it look like a scenario" test of a file that does not parse took 32 s for 50,000
    blank lines (a MULTILINE `^\\s*`); it is one pass now."""
    text = "\n" * blank_lines + "x = [\n"
    t0 = time.process_time()
    assert is_scenario_document(text) is False
    assert is_scenario_document(text + "format = 1\n") is True
    assert time.process_time() - t0 < 1.0
    path = tmp_path / "blank.toml"
    path.write_text(text)
    t0 = time.process_time()
    cli.main(["check", str(path)])
    assert time.process_time() - t0 < 1.0
    assert "not a scenario" in capsys.readouterr().out


def _card_file_with_a_long_key(tmp_path, parts: int):
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "long.toml").write_text("[[card]]\n" + ".".join(["k"] * parts) + " = 1\n")
    return folder


def test_the_apps_card_reader_has_the_command_lines_guards(tmp_path, monkeypatch):
    """issue 30, item 10: the app read --cards folders with tomllib directly (8,000 parts: 1.95 s
    and 385 MB); it now goes through the same reader (card_tables) as the command line."""
    from riftboard.cards.library import load_library_checked

    folder = _card_file_with_a_long_key(tmp_path, 8_000)
    monkeypatch.setattr(tomlfile, "_loads", lambda *_: pytest.fail("the TOML parser was called"))
    t0 = time.process_time()
    _lib, errors, loaded = load_library_checked([str(folder)])
    assert time.process_time() - t0 < 1.0
    assert loaded == [] and len(errors) == 1
    e = errors[0]
    assert (e.path, e.line) == (str(folder / "long.toml"), 2)
    assert f"a dotted key has more than {tomlfile.MAX_KEY_PARTS} parts" in e.message
    with pytest.raises(InvalidScenario) as cli_error:  # the command line's: the same refusal
        load_card_file(folder / "long.toml")
    assert str(cli_error.value) == str(e)


def test_the_apps_card_reader_refuses_a_long_number_with_its_line(tmp_path):
    from riftboard.cards.library import load_library_checked

    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "big.toml").write_text('[[card]]\nname = "Big"\nkind = "unit"\nmight = 0x'
                                     + "f" * 5000 + "\n")
    _lib, errors, loaded = load_library_checked([str(folder)])
    assert loaded == [] and [(e.line, e.key) for e in errors] == [(4, "might")]
