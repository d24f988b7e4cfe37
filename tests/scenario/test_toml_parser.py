"""The TOML parser behind riftboard.tomlfile: tomli (the compiled build of the parser Python's
tomllib is a copy of) where installed, else tomllib. Both must read TOML 1.0 alike and fail
with the same words, since the errors' line numbers are read from them."""

import importlib
import sys
import tomllib

import pytest

from riftboard import tomlfile
from riftboard.errors import InvalidScenario

INVALID = [
    "a = {\n b = 1\n}",  # an inline table over lines: TOML 1.1, not 1.0
    'e = "\\e"',  # the escape TOML 1.1 adds
    "t = 07:32",  # a time without seconds: TOML 1.1
    "x = {a = 1,}",  # a trailing comma in an inline table: TOML 1.1
    "bad = [1,,2]",
    "k = ",
    "dup = 1\ndup = 2",
    "[a]\nb = 1\n[a]\n",
    "n = 01",
]


def _refusal(loads, error, text) -> str:
    with pytest.raises(error) as e:
        loads(text)
    return str(e.value)


def test_the_shipped_parser_is_tomli_reading_toml_1_0():
    import tomli

    assert tomlfile._loads is tomli.loads
    for text in INVALID:
        assert _refusal(tomli.loads, tomli.TOMLDecodeError, text) == \
            _refusal(tomllib.loads, tomllib.TOMLDecodeError, text), text


@pytest.mark.parametrize("text", INVALID)
def test_a_refusal_names_the_line_either_way(text):
    with pytest.raises(InvalidScenario) as e:
        tomlfile.parse("title = 'x'\n" + text, "f.toml")
    assert e.value.path == "f.toml" and e.value.line is not None and e.value.line >= 2


def test_without_tomli_the_standard_library_reads_the_files(monkeypatch):
    monkeypatch.setitem(sys.modules, "tomli", None)  # as if it were not installed
    try:
        fallback = importlib.reload(tomlfile)
        assert fallback._loads is tomllib.loads
        assert fallback.parse("a = [1, 2]\n", None) == {"a": [1, 2]}
        with pytest.raises(InvalidScenario):
            fallback.parse("a = [1,,2]\n", "f.toml")
    finally:
        monkeypatch.delitem(sys.modules, "tomli")
        importlib.reload(tomlfile)
