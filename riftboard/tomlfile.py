"""Reading TOML files a user gives us (scenarios, card files), refusing hostile ones fast.

Both loaders call these, so a scenario and a card file are refused the same way (issue 13,
item 3; docs/testing.md, "Limits"):

- `read_text`: a size limit checked before the file is read (the message says the limit), then
  UTF-8 (a bad byte is named with its line);
- `parse`: a small scanner of our own before `tomllib`, which guards nesting depth (arrays and
  inline tables inside each other), dotted keys with many parts (`a.b.c...`: tomllib's time
  and memory grow with the square of a key's parts, 30,000 parts took 15 s and 5 GB), many
  dotted keys (25,000 keys of 32 parts took 8.4 s in tomllib) and long numbers (Python cannot
  print an integer of more than 4,300 digits, and tomllib reads a hex one of any length), then
  `tomli` (the compiled build of the parser the standard library's `tomllib` is a copy of, or
  `tomllib` itself where tomli is missing), its errors turned into InvalidScenario with the line;
- `explain`: for a bug or an unexpected value met while validating, a message with no internal
  exception name, and the key where the validator was when it failed.
"""

from __future__ import annotations

import os
import re
from typing import Any

try:  # the parser `tomllib` was made from, compiled with mypyc: the same TOML 1.0, and it reads
    # a lesson about twice as fast (docs/performance.md, session 28)
    from tomli import TOMLDecodeError
    from tomli import loads as _loads
except ImportError:  # no compiled wheel for this platform, or a bundle without it: the same
    # parser as the standard library has it
    from tomllib import TOMLDecodeError
    from tomllib import loads as _loads

from riftboard.errors import InvalidScenario

__all__ = ["MAX_DIGITS", "MAX_FILE_BYTES", "MAX_ITEMS", "MAX_KEY_DOTS", "MAX_KEY_PARTS", "MAX_NESTING",
           "explain", "parse", "read_text", "scan"]

#: A scenario or card file larger than this is refused before it is read (a file at the step
#: limit is about 0.5 MB).
MAX_FILE_BYTES = 2_000_000
#: Arrays and inline tables inside each other (the seeds use 3).
MAX_NESTING = 32
#: Parts of one dotted key or table header (`[[session.branch.step]]` has 3).
MAX_KEY_PARTS = 32
#: Dots in all the dotted keys and table headers of a file together (a file at the step limit
#: with every step in a branch has 20,000: `[[session.branch.step]]`; 50,000 dots in keys of 32
#: parts take tomllib about 0.2 s).
MAX_KEY_DOTS = 50_000
#: Digits of one number (a Might of 999,999,999,999,999 at most): every number the loaders
#: accept stays a number Python can print after any sum a game makes of it.
MAX_DIGITS = 15
#: Lines plus list items (tomllib takes about 25 us a key: 100,000 is some 2.5 s at worst; a file
#: at the step limit has about 40,000).
MAX_ITEMS = 100_000


def read_text(path: str | os.PathLike, limit: int = MAX_FILE_BYTES, what: str = "file") -> str:
    """The text of a UTF-8 file of at most `limit` bytes; InvalidScenario naming it otherwise."""
    name = os.fspath(path)
    try:
        with open(path, "rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > limit:
                raise _too_large(name, size, limit, what)
            data = handle.read(limit + 1)  # a file that grows while read is still bounded
    except InvalidScenario:
        raise
    except IsADirectoryError:
        raise InvalidScenario("cannot read the file: it is a folder", path=name) from None
    except OSError as exc:
        raise InvalidScenario(f"cannot read the file: {exc.strerror or 'read error'}",
                              path=name) from None
    if len(data) > limit:
        raise _too_large(name, len(data), limit, what)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise InvalidScenario(f"not UTF-8 text (byte 0x{data[exc.start]:02x} at offset "
                              f"{exc.start})", path=name, line=line) from None


def _too_large(name: str, size: int, limit: int, what: str) -> InvalidScenario:
    return InvalidScenario(f"the {what} is too large: {size:,} bytes (at most {limit:,}); "
                           "nothing was read", path=name)


def parse(text: str, path: str | None, record=None) -> dict[str, Any]:
    """The TOML parser behind the scanner's guards; every refusal is an InvalidScenario.
    `record`: told where each key and table header is written (see `scan`)."""
    scan(text, path, record)
    try:
        return _loads(text)
    except TOMLDecodeError as exc:
        message, line = str(exc), None
        if m := re.search(r"\s*\(at line (\d+), column (\d+)\)$", message):
            message, line = f"{message[:m.start()]} (column {m[2]})", int(m[1])
        elif m := re.search(r"\s*\(at end of document\)$", message):
            message, line = f"{message[:m.start()]} at the end of the file", text.count("\n") + 1
        raise InvalidScenario(f"invalid TOML: {message}", path=path, line=line) from None
    except RecursionError:
        raise InvalidScenario(f"invalid TOML: arrays or tables nested too deeply (at most "
                              f"{MAX_NESTING})", path=path) from None
    except ValueError as exc:  # Python refuses to read an integer of more than 4300 digits
        why = "a number has too many digits" if "digits" in str(exc) else "a value is out of range"
        m = re.search(r"[0-9_]{%d,}" % (MAX_DIGITS + 1), text)  # (the scanner refuses them first)
        raise InvalidScenario(f"invalid TOML: {why}", path=path,
                              line=text.count("\n", 0, m.start()) + 1 if m else None) from None


_STRINGS = (
    r'"""[^"\\]*(?:(?:\\.|"(?!""))[^"\\]*)*"""' r'"{0,2}'  # a multi-line basic string
    r"|'''[^']*(?:'(?!'')[^']*)*'''" r"'{0,2}"  # a multi-line literal string
    r'|"[^"\\\n]*(?:\\.[^"\\\n]*)*"?'  # a basic string (an unclosed one: tomllib says so)
    r"|'[^'\n]*'?"  # a literal string
    r"|#[^\n]*")  # a comment
#: a run of letters, digits and `_` starting with a digit, longer than any number we read: only
#: these become tokens (a key or a number of usual length is skipped by the regex engine)
_LONG_NUMBER = r"|[0-9][0-9A-Za-z_]{%d,}" % MAX_DIGITS
#: every token the guards look at
_TOKEN = re.compile(_STRINGS + _LONG_NUMBER + r"|[\n\[\]{}=.,]")
#: inside an array only brackets (and long numbers) matter: commas, dots and numbers are skipped
#: by the regex engine
_IN_ARRAY = re.compile(_STRINGS + _LONG_NUMBER + r"|[\n\[\]{}]")


def scan(text: str, path: str | None, record=None) -> None:
    """Refuse nesting deeper than MAX_NESTING, keys of more than MAX_KEY_PARTS parts, more than
    MAX_KEY_DOTS dots in keys in all and numbers of more than MAX_DIGITS digits, in one linear
    pass over the tokens that matter (strings and comments skipped, the rest found by the regex
    engine); what it does not understand it leaves to the parser.

    `record`, when given, learns where the document's statements are written, in the same pass
    (tomllib says no line): `record.header(text, at, line)` for a table header whose `[` is at
    index `at`, `record.key(text, start, end, line)` for each key of the top level or of a
    table, written between `start` and `end` (the scenario loader's line of each key)."""
    line = 1
    # open brackets of a value: "[" an array, "k" an inline table expecting a key, "v" an inline
    # table reading a value
    stack: list[str] = []
    reading_key = True  # at the top level: before the `=` of a line
    header = False  # inside a [table] header
    parts = 1
    start = 0  # where the key being read starts
    key = None  # where the last key read before an `=` is written (start, end): the one a
    # value belongs to, named only in a refusal
    dots = 0  # dots in every key and header so far
    items = text.count("\n") + text.count(",")  # an upper bound on keys and values, in C
    if items > MAX_ITEMS:
        raise InvalidScenario(f"the file is too large: {items:,} lines and list items (at most "
                              f"{MAX_ITEMS:,}); nothing was read", path=path)
    pos = 0
    while True:
        m = (_IN_ARRAY if stack and stack[-1] == "[" else _TOKEN).search(text, pos)
        if m is None:
            return
        pos = m.end()
        tok = m.group()
        c = tok[0]
        if c == "\n":
            line += 1
            if not stack:
                reading_key, header, parts, start = True, False, 1, m.end()
            continue
        if c in "\"'":
            line += tok.count("\n")
            continue
        if c == "#":
            continue
        if c == "." and (header or reading_key and not stack or stack and stack[-1] == "k"):
            dots += 1
            if dots > MAX_KEY_DOTS:
                _fail(f"the keys and table headers have more than {MAX_KEY_DOTS:,} dots in all "
                      "(dotted keys are slow to read)", path, line, _preview(text, start))
        if header:
            if c == ".":
                parts += 1
                if parts > MAX_KEY_PARTS:
                    _fail(f"a table header has more than {MAX_KEY_PARTS} dotted parts",
                          path, line, _preview(text, start))
            elif c == "]":
                header = False
            continue
        if not stack and reading_key:
            if c == "[":
                header, parts, start = True, 1, m.end()
                if record is not None:
                    record.header(text, m.start(), line)
            elif c == ".":
                parts += 1
                if parts > MAX_KEY_PARTS:
                    _fail(f"a dotted key has more than {MAX_KEY_PARTS} parts", path, line,
                          _preview(text, start))
            elif c == "=":
                reading_key, parts, key = False, 1, (start, m.start())
                if record is not None:
                    record.key(text, start, m.start(), line)
            continue
        if stack and stack[-1] == "k":
            if c == ".":
                parts += 1
                if parts > MAX_KEY_PARTS:
                    _fail(f"a dotted key has more than {MAX_KEY_PARTS} parts", path, line,
                          _preview(text, start))
            elif c == "=":
                stack[-1], parts, key = "v", 1, (start, m.start())
            elif c == "}":
                stack.pop()
            continue
        # in a value
        if c.isdigit():
            digits = len(re.sub(r"^0[xob]|_", "", tok))
            if digits > MAX_DIGITS:
                _fail(f"a number has {digits:,} digits (at most {MAX_DIGITS})", path, line,
                      _key_name(text, *key) if key else None)
            continue
        if c in "[{":
            stack.append("[" if c == "[" else "k")
            parts, start = 1, m.end()
            if len(stack) > MAX_NESTING:
                _fail(f"arrays or inline tables nested too deeply (more than {MAX_NESTING} "
                      "levels)", path, line)
        elif c in "]}":
            if stack:
                stack.pop()
        elif c == "," and stack and stack[-1] == "v":
            stack[-1], parts, start = "k", 1, m.end()


def _key_name(text: str, start: int, end: int) -> str:
    """The key written between `start` and `end` (its first 40 characters)."""
    name = text[start:end].strip(" \t[{,\n")
    return name if len(name) <= 40 else f"{name[:37]}..."


def _preview(text: str, start: int) -> str:
    """The start of a hostile key, to name it without printing all of it."""
    head = text[start:start + 24].split("\n", 1)[0].strip(" \t[{,")
    return f"{head}..."


def _fail(message: str, path: str | None, line: int, key: str | None = None) -> None:
    raise InvalidScenario(f"refused before reading: {message}", path=path, line=line, key=key)


# -- unexpected failures while validating ------------------------------------------------------

def explain(exc: BaseException, default_key: str | None = None) -> tuple[str, str | None]:
    """A message for an exception a validator did not expect (a value of a type it did not
    check, a bug), with no internal exception name; and the key it was checking, when the
    traceback shows one (a local `key` of the innermost frame that has one)."""
    key, value_key, value = _where(exc)
    key = key or default_key
    if isinstance(exc, RecursionError):
        return f"nested too deeply (at most {MAX_NESTING} levels)", key
    if value_key is not None:
        key = f"{key}.{value_key}" if key else value_key
        return f"expected a single value (a name or a number), got {describe(value)}", key
    if isinstance(exc, TypeError):
        return "a value has the wrong type (a table or a list where one value belongs)", key
    return "this entry cannot be read (a value of an unexpected kind)", key


def _where(exc: BaseException) -> tuple[str | None, str | None, Any]:
    tb = exc.__traceback__
    found: tuple[str | None, str | None, Any] = (None, None, None)
    while tb is not None:
        local = tb.tb_frame.f_locals
        key = local.get("key")
        if isinstance(key, str):
            found = (key, *_container_local(local))
        tb = tb.tb_next
    return found


def _container_local(local: dict) -> tuple[str | None, Any]:
    """A local holding a table or list that is also the value of the same-named key in a table
    of that frame (`op = e.get("op")`): the value the validator tripped on."""
    tables = [v for v in local.values() if isinstance(v, dict)]
    for name, value in local.items():
        if isinstance(value, dict | list) and any(t.get(name) is value for t in tables):
            return name, value
    return None, None


def describe(value: Any) -> str:
    kind = "a table" if isinstance(value, dict) else "a list"
    import json  # (here: only an error message needs it)

    text = json.dumps(value, ensure_ascii=False, default=str)
    return f"{kind} {text if len(text) <= 60 else text[:57] + '...'}"
