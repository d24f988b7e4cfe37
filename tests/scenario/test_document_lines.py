"""The scenario loader's line of each key and table header (loader._DocumentLines: the TOML
parser gives none, so errors would name no line), told by tomlfile.scan as it guards the text:
the lines a reader counts by hand, past strings, comments and values over several lines."""

import tomllib

from riftboard import tomlfile
from riftboard.scenario.loader import _DocumentLines


def lines_of(text: str) -> _DocumentLines:
    lines = _DocumentLines()
    assert tomlfile.parse(text, None, lines) == tomllib.loads(text)
    return lines

TEXT = '''\
format = 1  # a comment with [brackets] and = signs
"quoted = key" = 'x # not a comment'
title = """a title
over [two] lines"""
rules = [  # a list
  "1.2",   # with comments
  [ "3" ], # and a list in it
]
after.dotted = { a = 1, b = [2, "]"] }

[[units]]  # a header with a comment
id = "a"
[[units]]
id = "b"
note = \'\'\'
[not.a.header]
x = 1
\'\'\'
might = 3

[ session . branch ]
name = "main"
'''


def test_each_key_and_header_has_its_line():
    lines = lines_of(TEXT)
    assert lines.top.keys == {"format": 1, "quoted = key": 2, "title": 3, "rules": 5,
                              "after": 9, "units": 11, "session": 21}
    first, second = lines.tables["units"]
    assert (first.line, first.keys) == (11, {"id": 12})
    assert (second.line, second.keys) == (13, {"id": 14, "note": 15, "might": 19})
    assert "not.a.header" not in lines.tables  # inside a multi-line string
    branch, = lines.tables["session.branch"]
    assert (branch.line, branch.keys) == (21, {"name": 22})


def test_windows_line_ends_count_the_same():
    a, b = lines_of(TEXT), lines_of(TEXT.replace("\n", "\r\n"))
    assert a.top.keys == b.top.keys
    assert [(t.line, t.keys) for t in a.tables["units"]] == \
        [(t.line, t.keys) for t in b.tables["units"]]
