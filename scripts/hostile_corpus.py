"""The hostile-file run (issue 30): 11,000 broken, huge and malicious scenario files through
`riftboard run --json` and `riftboard check`, in-process (riftboard.cli.main with its output
captured, as tests/fuzz does), with the CPU time of each.

    python scripts/hostile_corpus.py                     11,000 files in a temporary folder
    python scripts/hostile_corpus.py --files 500 --out DIR --seed 3 --json

The files are made deterministically from the seed, many kinds of each (KINDS below: binary
garbage, truncated lessons, flipped bits, the fuzzers' mutants, numbers of 16 to 5,000 digits,
nesting 33 to 50,000 deep, long dotted keys and many of them, 100,000 blank lines, strings up
to 1.9 million characters, unknown keys, wrong types, duplicate ids, 1,001 objects, 10,001
steps, combats of 251+ units, looping designer cards, files over 2 MB, other encodings...).
What is counted, per command:

- tracebacks: a "Traceback" or "internal error" in the output, an exit code outside 0-3, an
  exception out of main, or more than --timeout seconds of CPU (must be 0);
- refusals (`run` exits 2; `check` prints ERROR) over 1 s of CPU (must be 0);
- refusals that do not name the file, and refusals without a line number (a file refused as a
  whole - its size, its count of lines - has no line to give: those are listed apart).

Nothing is written outside the output folder; the app and its settings are not touched. The
files are removed once run (--keep keeps them), but for any that showed a problem;
results.jsonl holds one line per file and command.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import random
import re
import shutil
import signal
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

HEAD = 'format = 1\n[[players]]\nid = "A"\n[[players]]\nid = "B"\n'
BF = '[[battlefields]]\nid = "north"\n'


def _unit(i: int, side: str = "A", at: str = "north", might: int = 2) -> str:
    return (f'[[units]]\nid = "u{i}"\nname = "U{i}"\nmight = {might}\n'
            f'controller = "{side}"\nat = "{at}"\n')


def seeds() -> list[bytes]:
    """The lessons and the card scenarios: the shapes that hostile files bend."""
    files = sorted((ROOT / "resources" / "lessons").rglob("*.toml"))
    files += sorted((ROOT / "resources" / "cards" / "scenarios").rglob("*.toml"))
    return [f.read_bytes() for f in files if f.is_file()]


# -- the kinds of hostile file ---------------------------------------------------------------
def garbage(r, s):
    return bytes(r.randrange(256) for _ in range(r.choice([1, 16, 300, 4096])))


def text_garbage(r, s):
    alphabet = 'ab=[]{}"\'.,#\n \t\\0123456789xé🜁\x00\r' + "\u202e"
    return "".join(r.choice(alphabet) for _ in range(r.choice([10, 200, 3000]))).encode(
        "utf-8", "surrogatepass")


def truncated(r, s):
    b = r.choice(s)
    return b[: r.randrange(len(b))]


def bit_flips(r, s):
    b = bytearray(r.choice(s))
    for _ in range(r.choice([1, 2, 4, 16])):
        i = r.randrange(len(b))
        b[i] ^= 1 << r.randrange(8)
    return bytes(b)


def mutant(r, s):
    if str(ROOT / "tests") not in sys.path:
        sys.path.insert(0, str(ROOT / "tests"))
    from fuzz.mutate import mutant as fuzz_mutant  # the fuzzers' own mutations

    return fuzz_mutant(r.choice(s), r.randrange(10**9))[0]


_NUMBER = re.compile(rb"^(\s*[A-Za-z_.]+\s*=\s*)(-?\d+)\s*$", re.MULTILINE)


def huge_number(r, s):
    n = r.choice([16, 20, 100, 4300, 4301, 5000])
    value = r.choice([
        "9" * n, "-" + "9" * n, "0x" + "f" * n, "0o" + "7" * n, "0b" + "1" * n,
        "1_" * (n // 2) + "1", "1" + "0" * n + ".5", "1e" + "9" * min(n, 400),
    ])
    b = r.choice(s)
    ms = list(_NUMBER.finditer(b))
    if not ms or r.random() < 0.3:
        return (HEAD + BF + _unit(1).replace("might = 2", f"might = {value}")).encode()
    m = r.choice(ms)
    return b[: m.start(2)] + value.encode() + b[m.end(2):]


def deep_nesting(r, s):
    depth = r.choice([33, 100, 1000, 50_000])
    value = r.choice(["[" * depth + "]" * depth, "{ a = " * depth + "1" + " }" * depth,
                      "[{ a = " * depth + "1" + " }]" * depth, "[" * depth])
    key = r.choice(["title", "targets", "units", "x"])
    return (HEAD + f"{key} = {value}\n").encode()


def dotted_keys(r, s):
    parts = r.choice([33, 100, 1000, 30_000])
    key = ".".join(r.choice(["a", "b", "units", '"q"']) for _ in range(parts))
    shape = r.randrange(4)
    if shape == 0:
        return (HEAD + f"{key} = 1\n").encode()
    if shape == 1:
        return (HEAD + f"[{key}]\n").encode()
    if shape == 2:
        return (HEAD + f"x = {{ {key} = 1 }}\n").encode()
    # many keys of 32 parts: past 50,000 dots in all
    k32 = ".".join(["k"] * 32)
    return (HEAD + "".join(f"t{i}.{k32} = {i}\n" for i in range(r.choice([1700, 26_000])))).encode()


def blank_lines(r, s):
    n = r.choice([100_000, 100_001, 150_000])
    body = r.choice([b"", b"x = [\n", b"[[units]\n", r.choice(s)])
    return (b"\n" * n + body) if r.random() < 0.5 else (body + b"\n" * n)


def long_string(r, s):
    n = r.choice([100_000, 1_000_000, 1_900_000])
    ch = r.choice(["x", "é", " ", "\\n"])
    shape = r.randrange(3)
    if shape == 0:
        return (HEAD + f'title = "{ch * (n // len(ch.encode()))}"\n').encode()
    if shape == 1:
        return (HEAD + BF + _unit(1).replace('"U1"', f'"{ch * (n // 4)}"')).encode()
    return (HEAD + 'title = """' + "x" * n).encode()  # never closed


def unknown_keys(r, s):
    lines = r.choice(s).split(b"\n")
    for _ in range(r.choice([1, 3, 50])):
        key = r.choice(["colour", "mite", "Might", "targets2", "ünï", '"quoted key"', "x" * 500,
                        "step", "expect", "card"])
        value = r.choice(["1", '"a"', "[]"])
        lines.insert(r.randrange(len(lines) + 1), f"{key} = {value}".encode())
    return b"\n".join(lines)


_KEYVAL = re.compile(rb"^(\s*[A-Za-z_]+\s*=\s*)(.+)$", re.MULTILINE)
WRONG = ['"x"', '""', "0", "-1", "1.5", "nan", "inf", "true", "[]", "{}", "[1, [2]]",
         "{ a = { b = 1 } }", "1979-05-27", "07:32:00", '"@1"', '"base"', '"none"', '["A", 1]',
         '{ op = { a = 1 } }', "[{}, {}]"]


def wrong_types(r, s):
    b = r.choice(s)
    for _ in range(r.choice([1, 1, 2, 5])):
        ms = list(_KEYVAL.finditer(b))
        if not ms:
            break
        m = r.choice(ms)
        b = b[: m.start(2)] + r.choice(WRONG).encode() + b[m.end(2):]
    return b


def duplicate_ids(r, s):
    n = r.choice([2, 3, 50])
    kind = r.randrange(4)
    if kind == 0:
        return (HEAD + BF + _unit(1) * n).encode()
    if kind == 1:
        return (HEAD + BF * n + _unit(1)).encode()
    if kind == 2:
        return (HEAD + '[[players]]\nid = "A"\n' * n + BF).encode()
    card = '[[cards]]\nname = "Twin"\nkind = "unit"\nmight = 1\n'
    return (HEAD + card * n + BF).encode()


def objects_1001(r, s):
    n = r.choice([1001, 1500])
    where = r.randrange(3)
    if where == 0:
        return (HEAD + BF + "".join(_unit(i) for i in range(n))).encode()
    if where == 1:
        return (HEAD + BF + "".join(f'[[hand]]\nplayer = "A"\ncard = "Void Seeker"\n'
                                    for _ in range(n))).encode()
    return (HEAD + BF + "".join(
        f'[[step]]\nadd = {{ id = "x{i}", name = "X", might = 1, controller = "A", '
        f'at = "north" }}\n'
        for i in range(n))).encode()


def steps_10001(r, s):
    n = r.choice([10_001, 12_000])
    if r.random() < 0.5:
        return (HEAD + BF + _unit(1) + '[[step]]\nend_turn = true\n' * n).encode()
    return (HEAD + BF + _unit(1) + '[session]\n'
            + '[[session.branch]]\nfrom_step = 0\n'
            + '[[session.branch.step]]\nend_turn = true\n' * n
            ).encode()


def looping_cards(r, s):
    heal = '{ op = "heal", target = "self" }'
    deal = '{ op = "deal", amount = 1, target = "self" }'
    effects = r.choice([f"[{heal}, {deal}]", f"[{deal}, {heal}]", f"[{heal}, {deal}, {deal}]"])
    might = r.choice([1, 5, 1000, 999_999_999])
    card = (f'[[cards]]\nname = "Looper"\nkind = "unit"\nmight = {might}\n'
            f'[[cards.abilities]]\nkind = "triggered"\ntrigger = "take_damage"\n'
            f'effects = {effects}\n')
    unit = '[[units]]\nid = "loop"\ncard = "Looper"\ncontroller = "A"\nat = "north"\n'
    step = r.choice(['[[step]]\nplay = "Hextech Ray"\nby = "A"\ntargets = ["loop"]\n',
                     '[[step]]\nplay = "Void Seeker"\nby = "B"\ntargets = ["loop"]\n'])
    return (HEAD + card + BF + unit * 1 + step * r.choice([1, 3])).encode()


def oversize(r, s):
    return (HEAD + "# " + "x" * 2_000_001 + "\n").encode()


def many_items(r, s):
    n = r.choice([100_001, 200_000])
    if r.random() < 0.5:
        return (HEAD + "x = [" + ",".join("1" for _ in range(n)) + "]\n").encode()
    return (HEAD + "".join(f"k{i} = 1\n" for i in range(n))).encode()


def big_combat(r, s):
    n = r.choice([251, 300, 999])
    units = "".join(_unit(i, "AB"[i % 2], might=1) for i in range(n))
    named = r.random() < 0.5
    a = ", ".join(f'"u{i}"' for i in range(0, n, 2)) if named else '"u0"'
    d = ", ".join(f'"u{i}"' for i in range(1, n, 2)) if named else '"u1"'
    step = f'[[step]]\ncombat = "north"\nattackers = [{a}]\ndefenders = [{d}]\n'
    return (HEAD + BF + units + step).encode()


def encodings(r, s):
    b = r.choice(s)
    k = r.randrange(6)
    if k == 0:
        return b"\xef\xbb\xbf" + b
    if k == 1:
        return b.decode("utf-8").encode("utf-16")
    if k == 2:
        return b.replace(b"\n", b"\r")
    if k == 3:
        return b.replace(b"\n", b"\r\n")
    if k == 4:
        i = r.randrange(len(b))
        return b[:i] + b"\x00" + b[i:]
    return b.replace(b'"', b'"\xed\xa0\x80', 1)  # a lone surrogate, encoded


def empty(r, s):
    return r.choice([b"", b" ", b"\n" * 10, b"\t\r\n", b"#", b"format = 1\n"])


def card_shapes(r, s):
    bad = r.choice([
        'effects = [{ op = { a = 1 } }]', 'effects = [{ op = "nope" }]', 'effects = "deal"',
        'effects = [{ op = "deal", amount = "x", target = 1 }]',
        'effects = [{ op = "deal", amount = 999999999999999, target = 1 }]',
        'effects = [[[{ op = "deal" }]]]', 'abilities = 7', 'kind = "wizard"',
        'effects = [{ op = "deal", amount = 1, target = 99 }]',
        'targets = [{ what = "everything" }]',
        'might = -5', 'name = ""', 'effects = [{ op = "kill", target = "self" }]',
    ])
    card = f'[[cards]]\nname = "Odd"\nkind = "spell"\ntargets = [{{ what = "unit" }}]\n{bad}\n'
    step = '[[step]]\nplay = "Odd"\nby = "A"\ntargets = ["u1"]\n'
    return (HEAD + card + BF + _unit(1) + step).encode()


#: kind -> (maker, files out of 11,000)
KINDS = {
    "garbage": (garbage, 800), "text_garbage": (text_garbage, 600),
    "truncated": (truncated, 1000), "bit_flips": (bit_flips, 1000), "mutant": (mutant, 1700),
    "huge_number": (huge_number, 700), "deep_nesting": (deep_nesting, 500),
    "dotted_keys": (dotted_keys, 500), "blank_lines": (blank_lines, 150),
    "long_string": (long_string, 300), "unknown_keys": (unknown_keys, 800),
    "wrong_types": (wrong_types, 1000), "duplicate_ids": (duplicate_ids, 500),
    "objects_1001": (objects_1001, 100), "steps_10001": (steps_10001, 100),
    "looping_cards": (looping_cards, 200), "oversize": (oversize, 50),
    "many_items": (many_items, 50), "big_combat": (big_combat, 50),
    "encodings": (encodings, 300), "empty": (empty, 50), "card_shapes": (card_shapes, 550),
}
assert sum(n for _, n in KINDS.values()) == 11_000


def plan(files: int) -> list[str]:
    """`files` kinds in the proportions of KINDS, every kind at least once."""
    total = sum(n for _, n in KINDS.values())
    out = []
    for kind, (_, n) in KINDS.items():
        out += [kind] * max(1, round(n * files / total))
    return out


# -- running ---------------------------------------------------------------------------------
class CpuTimeout(Exception):
    pass


def _on_prof(signum, frame):
    raise CpuTimeout()


def run_main(argv, timeout: float) -> tuple[int | str, str, float]:
    """main(argv) in this process: (exit code or what escaped, output, CPU seconds)."""
    from riftboard.cli import main

    out = io.StringIO()
    timer = hasattr(signal, "setitimer")  # (POSIX: elsewhere a command is not stopped)
    if timer:
        previous = signal.signal(signal.SIGPROF, _on_prof)
        signal.setitimer(signal.ITIMER_PROF, timeout)
    t0 = time.process_time()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            code = main(argv)
    except CpuTimeout:
        code = "timeout"
    except BaseException as e:  # noqa: BLE001 (what escapes main is what we count)
        code = f"escaped {type(e).__name__}"
    finally:
        if timer:
            signal.setitimer(signal.ITIMER_PROF, 0)
            signal.signal(signal.SIGPROF, previous)
    return code, out.getvalue(), time.process_time() - t0


#: refusals of the file as a whole, or of a key it lacks: there is no line to name
WHOLE_FILE = ("is too large", "the file is too large", "not a scenario", "missing key")


def judge(path: Path, cmd: str, code, output: str, cpu: float) -> dict:
    text = output
    bad = (not isinstance(code, int) or code not in (0, 1, 2, 3) or "Traceback" in text
           or "internal error" in text)
    refused = (code == 2) if cmd == "run" else bool(re.search(r"^ERROR ", text, re.MULTILINE))
    row = {"cmd": cmd, "code": code, "cpu": round(cpu, 3), "traceback": bad, "refused": refused}
    if refused:
        message = text if cmd == "run" else next(
            ln for ln in text.splitlines() if ln.startswith("ERROR "))
        row["names_file"] = str(path) in message
        row["has_line"] = bool(re.search(re.escape(str(path)) + r":\d+:", message))
        row["whole_file"] = any(w in message for w in WHOLE_FILE)
        row["message"] = message.strip()[:300]
    if bad:
        row["output"] = text[-1500:]
    return row


def measure(folder: Path, files: int, seed: int, timeout: float, log=None,
            keep: bool = False) -> dict:
    """Make and run the files in `folder`; a file is removed once run unless `keep` or it
    showed a problem (a traceback, a slow refusal, a refusal without its name)."""
    s = seeds()
    kinds = plan(files)
    rng = random.Random(seed)
    rows = []
    t0 = time.monotonic()
    for n, kind in enumerate(kinds):
        r = random.Random(rng.randrange(2**63))
        path = folder / f"{n:05d}-{kind}.toml"
        path.write_bytes(KINDS[kind][0](r, s))
        problem = False
        for cmd, argv in (("run", ["run", str(path), "--json"]), ("check", ["check", str(path)])):
            code, output, cpu = run_main(argv, timeout)
            row = {"file": path.name, "kind": kind, **judge(path, cmd, code, output, cpu)}
            rows.append(row)
            problem = problem or row["traceback"] or (row["refused"] and (
                row["cpu"] > 1.0 or not row["names_file"]))
            if log is not None:
                log.write(json.dumps(row) + "\n")
        if not (keep or problem):
            path.unlink()  # (the 11,000 files take some 800 MB)
        if n % 500 == 499:
            print(f"  {n + 1} files, {time.monotonic() - t0:.0f} s", file=sys.stderr, flush=True)
    return summarize(rows, len(kinds), time.monotonic() - t0)


def summarize(rows: list[dict], files: int, seconds: float) -> dict:
    out: dict = {"files": files, "seconds": round(seconds, 1), "kinds": dict(Counter(
        r["kind"] for r in rows if r["cmd"] == "run"))}
    for cmd in ("run", "check"):
        rs = [r for r in rows if r["cmd"] == cmd]
        refused = [r for r in rs if r["refused"]]
        no_line = [r for r in refused if not r["has_line"]]
        out[cmd] = {
            "exit_codes": dict(Counter(str(r["code"]) for r in rs)),
            "tracebacks": [r["file"] for r in rs if r["traceback"]],
            "refused": len(refused),
            "refusals_over_1s": [(r["file"], r["cpu"]) for r in refused if r["cpu"] > 1.0],
            "refusals_without_the_file": [r["file"] for r in refused if not r["names_file"]],
            "refusals_without_a_line": len(no_line),
            "of_them_whole_file": sum(1 for r in no_line if r["whole_file"]),
            "without_a_line_other": sorted({_shape(r["message"]) for r in no_line
                                            if not r["whole_file"]})[:30],
            "max_cpu_refused": max((r["cpu"] for r in refused), default=0.0),
            "max_cpu_any": max((r["cpu"] for r in rs), default=0.0),
            "slowest": sorted(((r["cpu"], r["file"]) for r in rs), reverse=True)[:5],
        }
    return out


def _shape(message: str) -> str:
    """A message without its path and numbers: one line per kind of refusal."""
    return re.sub(r"\d[\d,]*", "N", re.sub(r"\S*\.toml", "FILE", message))[:160]


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--files", type=int, default=11_000)
    p.add_argument("--out", help="a folder for the files (default: a new temporary folder)")
    p.add_argument("--seed", type=int, default=30)
    p.add_argument("--timeout", type=float, default=60.0, help="CPU seconds a command may take")
    p.add_argument("--json", action="store_true", help="print the summary as JSON only")
    p.add_argument("--keep", action="store_true",
                   help="keep every file (default: only those that showed a problem)")
    a = p.parse_args(argv)
    state = tempfile.mkdtemp(prefix="riftboard-hostile-state-")
    os.environ["RIFTBOARD_STATE_DIR"] = state  # (the commands read no settings; to be sure)
    folder = Path(a.out) if a.out else Path(tempfile.mkdtemp(prefix="riftboard-hostile-"))
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / "results.jsonl", "w", encoding="utf-8") as log:
        report = measure(folder, a.files, a.seed, a.timeout, log, keep=a.keep)
    shutil.rmtree(state, ignore_errors=True)
    print(json.dumps(report, indent=None if not a.json else 1))
    print(f"(files and results.jsonl in {folder})", file=sys.stderr)
    bad = any(report[c]["tracebacks"] or report[c]["refusals_over_1s"]
              or report[c]["refusals_without_the_file"] for c in ("run", "check"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
