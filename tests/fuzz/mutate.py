"""Mutations of scenario and card files: what a fuzzer feeds the loader.

Every mutator takes the text (or bytes) and a `random.Random` and returns bytes, so the same
seed always gives the same mutant (a failure names its seed and can be replayed).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from pathlib import Path

from riftboard.scenario.lessons import lesson_files

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT / "tests" / "fixtures" / "shared"  # copies of ../shared (tests/test_fixture_copies.py)

WRONG_VALUES = [
    '"x"', '""', "0", "-1", "1", "42", "1.5", "-0.0", "inf", "nan", "true", "false", "[]", "{}",
    '["a", "b"]', "[1, 2]", '[[1], ["a"]]', "{ a = 1 }", '{ A = "u1", B = [] }', "1979-05-27",
    "07:32:00", "1979-05-27T07:32:00Z", "0x7f", "0o17", "0b101", "1e400",
    "9" * 30, "-" + "9" * 30, "9" * 5000, '"' + "x" * 100_000 + '"', '"@1"', '"base"',
    '"none"', '"Void Seekr"', '"u1#1"', '"\\u0000"', '"\\uD800x"', "'\u202e\u0000'",
    '"' + "é" * 1000 + '"', '"A"', '"B"', '"C"', '"gate"', '"1.3"', '"2.0"',
]
UNKNOWN_KEYS = ["colour", "mite", "at_", "Might", "targets2", "by", "id", "play", "amount",
                "step", "expect", "card", "x" * 5000, "ünï", '"quoted key"', "a.b.c"]
HEADERS = ["[[units]]", "[[gear]]", "[[step]]", "[[expect]]", "[[players]]", "[[battlefields]]",
           "[[hand]]", "[[trash]]", "[[cards]]", "[[card]]", "[units]", "[[step.x]]",
           "[[units.abilities]]", "[[cards.abilities]]", "[step]"]

_KEY_LINE = re.compile(rb"^(\s*[A-Za-z0-9_\"'.-]+\s*=\s*)(.*)$", re.MULTILINE)


def seed_files() -> list[Path]:
    """The corpus: shipped lessons, shared scenarios and card files."""
    files = lesson_files(ROOT / "resources" / "lessons")
    files += sorted((SHARED / "scenarios").glob("*.toml"))
    files += sorted((ROOT / "resources" / "cards").glob("*.toml"))
    return [f for f in files if f.is_file()]


def _lines(b: bytes) -> list[bytes]:
    return b.split(b"\n")


def truncate(b: bytes, r: random.Random) -> bytes:
    return b[: r.randrange(0, max(1, len(b)))]


def cut_line(b: bytes, r: random.Random) -> bytes:
    ls = _lines(b)
    if len(ls) > 1:
        del ls[r.randrange(len(ls))]
    return b"\n".join(ls)


def duplicate_line(b: bytes, r: random.Random) -> bytes:
    ls = _lines(b)
    i = r.randrange(len(ls))
    ls.insert(r.randrange(len(ls) + 1), ls[i])
    return b"\n".join(ls)


def swap_lines(b: bytes, r: random.Random) -> bytes:
    ls = _lines(b)
    i, j = r.randrange(len(ls)), r.randrange(len(ls))
    ls[i], ls[j] = ls[j], ls[i]
    return b"\n".join(ls)


def wrong_value(b: bytes, r: random.Random) -> bytes:
    """Replace the value of one `key = value` line with a value of another type or size."""
    matches = list(_KEY_LINE.finditer(b))
    if not matches:
        return b
    m = r.choice(matches)
    value = r.choice(WRONG_VALUES).encode("utf-8", "surrogatepass")
    return b[: m.start(2)] + value + b[m.end(2):]


def unknown_key(b: bytes, r: random.Random) -> bytes:
    ls = _lines(b)
    key = r.choice(UNKNOWN_KEYS)
    ls.insert(r.randrange(len(ls) + 1), f"{key} = {r.choice(WRONG_VALUES[:20])}".encode())
    return b"\n".join(ls)


def header(b: bytes, r: random.Random) -> bytes:
    ls = _lines(b)
    ls.insert(r.randrange(len(ls) + 1), r.choice(HEADERS).encode())
    return b"\n".join(ls)


def junk(b: bytes, r: random.Random) -> bytes:
    """Random bytes somewhere: invalid UTF-8, NUL, control characters."""
    n = r.choice([1, 3, 16, 200])
    blob = bytes(r.randrange(256) for _ in range(n))
    i = r.randrange(len(b) + 1)
    return b[:i] + blob + b[i:]


def flip_bits(b: bytes, r: random.Random) -> bytes:
    if not b:
        return b
    ba = bytearray(b)
    for _ in range(r.randint(1, 8)):
        i = r.randrange(len(ba))
        ba[i] ^= 1 << r.randrange(8)
    return bytes(ba)


def deep_nesting(b: bytes, r: random.Random) -> bytes:
    depth = r.choice([50, 500, 5_000, 50_000])
    if r.random() < 0.5:
        value = "[" * depth + "1" + "]" * depth
    else:
        value = "{ a = " * depth + "1" + " }" * depth
    key = r.choice(["units", "targets", "choose", "title", "nested", "may", "assign"])
    ls = _lines(b)
    ls.insert(r.randrange(len(ls) + 1), f"{key} = {value}".encode())
    return b"\n".join(ls)


def long_string(b: bytes, r: random.Random) -> bytes:
    n = r.choice([10_000, 1_000_000])
    value = r.choice(["x", "é", "\\n", "🜁", " "]) * n
    target = r.choice([b"title", b"name", b"id", b"question", b"play", b"card", b"message_contains"])
    pat = re.compile(rb"^(\s*" + target + rb"\s*=\s*)(.*)$", re.MULTILINE)
    m = pat.search(b)
    if m is None:
        return b + f'\ntitle = "{value}"\n'.encode()
    return b[: m.start(2)] + f'"{value}"'.encode() + b[m.end(2):]


def many_tables(b: bytes, r: random.Random) -> bytes:
    """Repeat one table many times (duplicate ids, long files)."""
    ls = _lines(b)
    starts = [i for i, line in enumerate(ls) if line.startswith(b"[[")]
    if not starts:
        return b
    i = r.choice(starts)
    j = next((k for k in starts if k > i), len(ls))
    block = ls[i:j]
    return b"\n".join(ls + block * r.choice([2, 50, 500]))


def bom_and_newlines(b: bytes, r: random.Random) -> bytes:
    choice = r.randrange(4)
    if choice == 0:
        return b"\xef\xbb\xbf" + b
    if choice == 1:
        return b.replace(b"\n", b"\r\n")
    if choice == 2:
        return b.replace(b"\n", b"\r")
    return b.replace(b"\n", b"\n\x0c")


def rename_ids(b: bytes, r: random.Random) -> bytes:
    """Point one quoted string somewhere else: unknown ids, near-miss card names, @ids."""
    strings = list(re.finditer(rb'"([^"\n]{1,40})"', b))
    if not strings:
        return b
    m = r.choice(strings)
    new = r.choice([b"nobody", b"@99", b"@1-1", b"base", b"none", m.group(1).upper(),
                    m.group(1)[:-1], m.group(1) + b"#1", m.group(1) + b"#delayed", b"A", b"B"])
    return b[: m.start(1)] + new + b[m.end(1):]


MUTATORS: list[Callable[[bytes, random.Random], bytes]] = [
    truncate, cut_line, duplicate_line, swap_lines, wrong_value, wrong_value, wrong_value,
    unknown_key, header, junk, flip_bits, deep_nesting, long_string, many_tables,
    bom_and_newlines, rename_ids, rename_ids,
]


def mutant(seed_bytes: bytes, seed: int) -> tuple[bytes, list[str]]:
    """1 to 3 mutations of a seed file; the bytes and the names of the mutators used."""
    r = random.Random(seed)
    b = seed_bytes
    used = []
    for _ in range(r.choice([1, 1, 1, 2, 3])):
        m = r.choice(MUTATORS)
        b = m(b, r)
        used.append(m.__name__)
    return b, used
