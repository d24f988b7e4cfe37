"""The `riftboard` command: app, open, run, check, export, cards, bench, lessons (SPEC section 1).

Each command imports what it needs when it runs, so `check` starts fast and a part that fails
to import breaks only the commands that use it.
"""

from __future__ import annotations

import contextlib
import gc
import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

from riftboard.errors import RiftboardError

EXIT_OK, EXIT_FAIL, EXIT_ERROR, EXIT_ILLEGAL = 0, 1, 2, 3
RULESETS = ("1.3", "1.4")
FILE_HELP = "a scenario file, or a built-in lesson by number or name (riftboard lessons)"


# --- the parser -------------------------------------------------------------------------------

def _step_number(text: str) -> int:
    """--step N: a step number, or 0 for the setup (before the first step)."""
    import argparse

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a step number (0 for the setup), "
                                         f"got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a step number (0 for the setup), got {value}")
    return value


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of every command."""
    import argparse

    cards_help = "a folder of extra card files (repeatable)"
    parser = argparse.ArgumentParser(
        prog="riftboard",
        description="A Riftbound rules sandbox: who dealt the damage and who gets the kill. "
                    "Without a command, opens the app on the first lesson. "
                    "Unofficial fan tool, not affiliated with Riot Games.")
    parser.add_argument("--cards", dest="cards_top", action="append", default=[],
                        metavar="DIR", help=cards_help)
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    def command(name: str, help_: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_, description=help_)
        p.add_argument("--cards", action="append", default=[], metavar="DIR", help=cards_help)
        return p

    def ruleset(p: argparse.ArgumentParser) -> None:
        p.add_argument("--ruleset", choices=RULESETS, help="override the file's ruleset")

    p = command("open", "open a scenario file or a built-in lesson in the app")
    p.add_argument("file", metavar="FILE", help=FILE_HELP)
    ruleset(p)

    p = command("run", "play a scenario headless and print its timeline")
    p.add_argument("file", metavar="FILE", help=FILE_HELP)
    p.add_argument("--json", action="store_true", help="print the JSON timeline document")
    ruleset(p)

    p = command("check", "run scenario files and verify their [[expect]] entries")
    p.add_argument("paths", nargs="+", metavar="PATH",
                   help="scenario files or folders, or built-in lessons by number or name")
    ruleset(p)

    p = command("export", "write a ruling report, the JSON timeline or a picture of the board")
    p.add_argument("file", metavar="FILE", help=FILE_HELP)
    p.add_argument("--format", required=True, choices=("md", "html", "json", "png", "share"),
                   help="share: one HTML page to send, step by step with a picture of the "
                        "board after each")
    p.add_argument("-o", "--output", required=True, metavar="OUT",
                   help="the file to write (- for standard output, except png)")
    p.add_argument("--step", type=_step_number, metavar="N",
                   help="as after step N (0: the setup, before any step; default: the end)")
    p.add_argument("--tree", action="store_true",
                   help="share: every branch the file keeps too, not only the current line")
    p.add_argument("--rules-url", metavar="TEMPLATE", default="",
                   help="md, html, share: link each rule number to this address, its {rule} "
                        "and {ruleset} filled in (default: no link; the number carries our "
                        "paraphrase of the rule)")
    ruleset(p)

    p = command("cards", "list the card library (filters combine; docs/cards.md)")
    p.add_argument("query", nargs="*", default=[], metavar="SEARCH",
                   help="words to find in a card's name, keywords, tags or summary "
                        "(every word must match; no quotes needed)")
    p.add_argument("--json", action="store_true", help="print a JSON list (or object, with --coverage)")
    p.add_argument("--search", default=None, metavar="TEXT", help="the same as SEARCH")
    p.add_argument("--set", dest="set_code", default=None, metavar="SET",
                   help="OGN, OGS, SFD, UNL or VEN (- for sandbox and designer cards)")
    p.add_argument("--kind", default=None,
                   choices=("unit", "spell", "gear", "equipment", "battlefield", "legend", "rune"))
    p.add_argument("--domain", default=None, metavar="DOMAIN",
                   help="fury, calm, mind, body, chaos or order")
    p.add_argument("--modelled", default=None, choices=("full", "partial", "none"))
    p.add_argument("--coverage", action="store_true",
                   help="counts per set, kind and level, each tournament deck and whether it is "
                        "playable, and what each card below full still lacks")
    p.add_argument("--wide", action="store_true",
                   help="one line per card, whatever the terminal's width (default: long text "
                        "wraps to the width; --json gives the full text too)")

    p = command("whatif", "play every answer to one step's decisions and compare the outcomes")
    p.add_argument("file", metavar="FILE", help=FILE_HELP)
    p.add_argument("--step", required=True, type=_step_number, metavar="N",
                   help="the step whose targets and questions to vary (1 = the first)")
    p.add_argument("--json", action="store_true", help="print a JSON object")
    p.add_argument("--limit", type=int, default=512, metavar="N",
                   help="play at most N answers (the output says when it cut the space)")
    p.add_argument("--moves", action="store_true",
                   help="instead of the step's own answers, every move its player could have "
                        "made there (each card in hand, ability, combat, move, end of turn)")
    ruleset(p)

    p = command("bench", "measure the benchmark figures (in a temporary settings profile)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--quick", action="store_true", help="shorter workloads")

    p = command("lessons", "list the built-in lessons (open one with `riftboard open N`)")
    p.add_argument("--json", action="store_true", help="print a JSON list")
    return parser


# --- entry point ------------------------------------------------------------------------------

def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit code (SPEC section 1). Never shows a traceback."""
    if argv is None:
        argv = sys.argv[1:]
    if not argv:
        # `riftboard` alone opens the app: no parser to build (the window appears sooner)
        from types import SimpleNamespace

        args = SimpleNamespace(command=None, cards_top=[], cards=[], version=False)
    else:
        parser = build_parser()
        try:
            args = parser.parse_args(argv)
        except SystemExit as exc:  # --help, or a usage error already printed by argparse
            return exc.code if isinstance(exc.code, int) else EXIT_ERROR
    if args.version:
        print(f"riftboard {_version()}")
        return EXIT_OK
    args.cards = list(args.cards_top) + list(getattr(args, "cards", []) or [])
    # riftboard allocates many small, long-lived, acyclic objects (events, states): the cyclic
    # collector's default first-generation threshold (700) makes it scan them far too often.
    gc.set_threshold(20_000, 20, 20)
    handler = _COMMANDS.get(args.command, _cmd_app)
    try:
        return handler(args)
    except RiftboardError as exc:
        _err(str(exc))
    except KeyboardInterrupt:
        _err("interrupted")
        return 130
    except BrokenPipeError:
        # The reader went away (`riftboard run x | head`): stop quietly.
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_FAIL
    except ImportError as exc:
        _debug()
        _err(f"riftboard cannot load a part this command needs ({exc}); "
             "is the installation complete?")
    except OSError as exc:
        _err(_os_error_text(exc))
    except Exception as exc:  # last resort: a bug, reported without a traceback
        _debug()
        _err(f"internal error: {type(exc).__name__}: {exc} "
             "(set RIFTBOARD_DEBUG=1 for details; please report it)")
    return EXIT_ERROR


def _err(message: str) -> None:
    print(message, file=sys.stderr)


def _debug() -> None:
    if os.environ.get("RIFTBOARD_DEBUG"):
        import traceback

        traceback.print_exc()


def _os_error_text(exc: OSError) -> str:
    name = exc.filename if exc.filename is not None else ""
    return f"{name}: {exc.strerror or exc}" if name else str(exc.strerror or exc)


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("riftboard")
    except Exception:
        return "(not installed)"


# --- the app ----------------------------------------------------------------------------------

def display_problem() -> str | None:
    """Why no window can open here (what to do), or None: probed before Qt is loaded, as Qt
    aborts the process when it finds no usable display (riftboard/display.py)."""
    from riftboard.display import display_problem as probe

    return probe()


def has_display() -> bool:
    """Whether a Qt window can open here: a reachable display, or a platform that needs none."""
    return display_problem() is None


def _call_with_supported(func, *args, **kwargs):
    """Call func, passing only the keyword arguments its signature accepts."""
    code = getattr(func, "__code__", None)
    if code is not None and type(func).__name__ == "function":
        # a plain function: its code object says it (`inspect` costs an import at startup)
        if not code.co_flags & 0x08:  # CO_VARKEYWORDS
            names = code.co_varnames[code.co_posonlyargcount:
                                     code.co_argcount + code.co_kwonlyargcount]
            kwargs = {k: v for k, v in kwargs.items() if k in names}
        return func(*args, **kwargs)
    import inspect

    try:
        params = inspect.signature(func).parameters
    except (TypeError, ValueError):
        return func(*args)
    if not any(p.kind is p.VAR_KEYWORD for p in params.values()):
        kwargs = {k: v for k, v in kwargs.items() if k in params}
    return func(*args, **kwargs)


def _launch(path: str | None, args: argparse.Namespace) -> int:
    problem = display_problem()
    if problem is not None:
        _err(problem)
        return EXIT_ERROR
    from riftboard.app.main import run_app

    code = _call_with_supported(run_app, path, cards_dirs=args.cards,
                                ruleset=getattr(args, "ruleset", None))
    return int(code or 0)


def _cmd_app(args: argparse.Namespace) -> int:
    return _launch(None, args)


def _resolve(key: str) -> str:
    """FILE as given when it exists, else the built-in lesson it names ("3", "void-seeker-kill");
    a file error (exit 2) when neither, or when a name fits several lessons."""
    if os.path.exists(key):
        return key
    from riftboard.scenario.lessons import find_lesson

    return str(find_lesson(key))


def _cmd_open(args: argparse.Namespace) -> int:
    from riftboard.scenario.runner import run_file

    args.file = _resolve(args.file)
    run_file(args.file, ruleset=args.ruleset, cards_dirs=args.cards)  # a bad file: no window
    return _launch(args.file, args)


# --- run --------------------------------------------------------------------------------------

def _use_color() -> bool:
    return sys.stdout.isatty() and not os.environ.get("NO_COLOR")


def _cmd_run(args: argparse.Namespace) -> int:
    import json

    from riftboard.scenario.runner import run_file

    path = _resolve(args.file)
    out = run_file(path, ruleset=args.ruleset, cards_dirs=args.cards)
    timeline = out.timeline
    if args.json:
        print(json.dumps(timeline, indent=2))
    else:
        from riftboard.report.table import format_table, terminal_width
        from riftboard.report.words import event_text
        from riftboard.scenario.spec import ruleset_notice

        saved = getattr(out.spec, "ruleset", None)
        notice = ruleset_notice(saved, getattr(out, "ruleset", None) or saved, path)
        if notice:  # the file's own ruleset is not the one played (--ruleset)
            print(f"Note: {notice}")
        players = {p.id: p.name for p in out.spec.players if p.name}
        history = getattr(out, "history", None)  # names where the engine's sentences have ids
        texts = {e.seq: event_text(e) for e in history.events} if history is not None else None
        sys.stdout.write(format_table(timeline, color=_use_color(), width=terminal_width(),
                                      players=players, objects=out.board_before,
                                      texts=texts))
    return EXIT_ILLEGAL if timeline.get("error") else EXIT_OK


# --- check ------------------------------------------------------------------------------------

def _scenario_paths(paths: Sequence[str]) -> Iterator[tuple[str, str | None]]:
    """Each file to check as (path, why it cannot be read or None): folders expand to their
    *.toml files, sorted; a name that is no file may be a built-in lesson."""
    for given in paths:
        path = Path(given)
        if path.is_dir():
            for found in sorted(path.rglob("*.toml")):
                if found.is_file():
                    yield str(found), None
        elif path.exists():
            yield given, None if path.is_file() else "no such file or folder"
        elif "/" in given or os.sep in given or given.endswith(".toml"):
            yield given, "no such file or folder"
        else:
            try:
                yield _resolve(given), None
            except RiftboardError as exc:
                yield given, getattr(exc, "message", None) or str(exc)


def _expect_tuples(spec) -> list[tuple[str, dict, int | None]]:
    """The scenario's expectations as (kind, data, line)."""
    result = []
    for item in getattr(spec, "expects", ()) or ():
        if isinstance(item, tuple):
            result.append(item)
        else:
            result.append((item.kind, dict(item.data), getattr(item, "line", None)))
    return result


def _file_error(path: str, exc: BaseException) -> str:
    """An error line for a file; the message already names the file when it is that file."""
    own = getattr(exc, "path", None)
    if own and os.path.abspath(str(own)) == os.path.abspath(path):
        return f"ERROR {exc}"
    return f"ERROR {path}: {exc}"


def _check_file(path: str, args: argparse.Namespace, run_text, scenario_document,
                verify) -> tuple[str, str]:
    """Check one file: (status, line to print), status one of pass, fail, error, skip."""
    try:
        from riftboard.tomlfile import read_text

        text = read_text(path, what="scenario")
        is_scenario, doc = scenario_document(text)
        if not is_scenario:
            return "skip", f"SKIP {path} (not a scenario)"
        out = run_text(text, path, ruleset=args.ruleset, cards_dirs=args.cards, doc=doc)
        failures = [str(f) for f in verify(out.timeline, _expect_tuples(out.spec))]
        if out.spec.puzzle is not None:
            from riftboard.report.puzzle import check_puzzle

            failures += [f"puzzle: {p}" for p in check_puzzle(out.spec, out.library,
                                                               out.ruleset)]
    except OSError as exc:
        return "error", f"ERROR {path}: {exc.strerror or exc}"
    except (RiftboardError, UnicodeDecodeError) as exc:
        return "error", _file_error(path, exc)
    except Exception as exc:  # a bug on one file must not hide the others' results
        _debug()
        return "error", f"ERROR {path}: internal error: {type(exc).__name__}: {exc}"
    if failures:
        more = f" (and {len(failures) - 1} more)" if len(failures) > 1 else ""
        return "fail", f"FAIL {path}: {failures[0]}{more}"
    return "pass", f"PASS {path}"


def _cmd_check(args: argparse.Namespace) -> int:
    from riftboard.report.check import verify
    from riftboard.scenario.loader import scenario_document
    from riftboard.scenario.runner import run_text

    counts = {"pass": 0, "fail": 0, "error": 0, "skip": 0}
    for path, problem in _scenario_paths(args.paths):
        if problem is None:
            status, line = _check_file(path, args, run_text, scenario_document, verify)
        else:
            status, line = "error", f"ERROR {path}: {problem}"
        counts[status] += 1
        print(line)
    # A file that could not be checked did not pass: it counts as failed.
    print(f"{counts['pass']} passed, {counts['fail'] + counts['error']} failed")
    if not (counts["pass"] or counts["fail"] or counts["error"]):
        why = (f"{counts['skip']} .toml file(s) without `format` and [[players]], skipped"
               if counts["skip"] else "no .toml file there")
        _err(f"riftboard check: nothing to check: no scenario in {' '.join(args.paths)} ({why})")
        return EXIT_ERROR
    if counts["error"]:
        return EXIT_ERROR
    return EXIT_FAIL if counts["fail"] else EXIT_OK


# --- export -----------------------------------------------------------------------------------

STDOUT = "-"
_EXPORT_WORDS = {"md": "a Markdown ruling report", "html": "an HTML ruling report",
                 "json": "the JSON timeline", "png": "a PNG of the board"}


def _write_output(path: str, text: str) -> None:
    if path == STDOUT:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    from riftboard.atomic import write_atomic

    write_atomic(path, text)  # a WriteError names `path` and why


def _exported(args: argparse.Namespace, title: str, steps: int) -> str:
    """The line that says what an export wrote where (on stderr, so that an export to standard
    output stays the export alone)."""
    n = steps if args.step is None else args.step
    if n == 0:
        when = "the setup, before any step"
    else:
        when = f"after step {n} of {steps}"
    where = "standard output" if args.output == STDOUT else args.output
    return f"riftboard: wrote {_EXPORT_WORDS[args.format]} of {title!r} ({when}) to {where}"


def _cmd_export(args: argparse.Namespace) -> int:
    import json

    from riftboard.report.words import counted
    from riftboard.scenario.runner import run_file

    args.file = _resolve(args.file)
    if args.format == "png" and args.output == STDOUT:
        raise RiftboardError("a PNG is written to a file: give -o FILE.png")
    from riftboard.report.gloss import check_template

    problem = check_template(args.rules_url)
    if problem:
        raise RiftboardError(f"--rules-url {args.rules_url!r}: {problem}")
    if args.tree and args.format != "share":
        raise RiftboardError("--tree is for --format share (a page of every branch)")
    if args.format == "share":
        return _export_share(args)
    out = run_file(args.file, ruleset=args.ruleset, cards_dirs=args.cards)
    steps = getattr(getattr(out, "spec", None), "steps", None)
    if args.step is not None and steps is not None and args.step > len(steps):
        raise RiftboardError(f"--step {args.step} is past the end: {args.file} has "
                             f"{counted(len(steps), 'step')}")
    timeline = out.timeline_upto(args.step)
    error = timeline.get("error")
    if error:
        print(f"riftboard: {args.file}: step {error.get('step')} is illegal: "
              f"{error.get('message')} (later steps did not run; the export says so)",
              file=sys.stderr)
    if args.format == "png":
        from riftboard.app.render import render_png

        render_png(args.file, args.output, step=args.step, ruleset=args.ruleset,
                   cards_dirs=args.cards)
    elif args.format == "json":
        _write_output(args.output, json.dumps(timeline, indent=2) + "\n")
    else:
        from riftboard.report.export import to_html, to_markdown

        render = to_markdown if args.format == "md" else to_html
        doc = out.export_document(args.step)
        history = getattr(out, "history", None)
        if history is not None:
            from riftboard.report.ruling import ruling_extras

            doc.update(ruling_extras(history, steps or (), out.ruleset, args.step))
            doc["rules_url"] = args.rules_url
            if args.format == "html":
                doc["board_png"] = _board_base64(out, args.step)
        _write_output(args.output, render(doc))
    title = timeline.get("title") or Path(args.file).stem
    history = getattr(out, "history", None)
    taken = len(history.results) if history is not None else len(steps or ())
    _err(_exported(args, title, taken))
    return EXIT_ILLEGAL if timeline.get("error") else EXIT_OK


def _export_share(args: argparse.Namespace) -> int:
    """`export --format share`: the share page of the file's current line (with --tree, of
    every branch too), a picture of the board after each step (riftboard/report/share.py)."""
    from riftboard.report.share import share_page
    from riftboard.scenario.session import load_session

    if args.step is not None:
        raise RiftboardError("--step is not for --format share: the page shows every step")
    session = load_session(args.file, args.ruleset, args.cards)
    page = share_page(session, tree=args.tree, picture=_share_picture(session),
                      rules_url=args.rules_url)
    _write_output(args.output, page)
    where = "standard output" if args.output == STDOUT else args.output
    what = "every line" if args.tree else "the current line"
    title = session.setup.title or Path(args.file).stem
    _err(f"riftboard: wrote a share page of {title!r} ({what}, "
         f"{len(session.history.results)} steps) to {where}")
    if session.error:
        _err(f"riftboard: {args.file}: step {session.error.get('step')} is illegal: "
             f"{session.error.get('message')} (later steps did not run; the page stops there)")
        return EXIT_ILLEGAL
    return EXIT_OK


def _share_picture(session):
    """The share page's picture of a board (None without Qt: the page then has none)."""
    try:
        from riftboard.app.render import state_png_base64
    except ImportError:
        return None
    question = session.setup.question

    def picture(state, title, event, history):
        return state_png_base64(state, title, event=event, history=history, question=question)

    return picture


def _board_base64(out, step) -> str | None:
    """The board after `step` as a base64 PNG for the HTML report (None without Qt)."""
    try:
        from riftboard.app.render import state_png_base64
    except ImportError:
        return None
    from riftboard.app.render import board_title, last_kill

    h = out.history
    total = len(h.results)
    n = total if step is None else min(step, total)
    spec = out.spec
    return state_png_base64(h.state_after_step(n), board_title(spec.title, n, total),
                            event=last_kill(h, n), history=h, question=spec.question)


# --- cards and bench --------------------------------------------------------------------------

def card_dict(card) -> dict:
    """A card definition as the JSON `riftboard cards --json` prints (riftboard/cards/catalog.py)."""
    from riftboard.cards.catalog import entry

    return entry(card)


def _cmd_cards(args: argparse.Namespace) -> int:
    import json

    from riftboard.cards import catalog
    from riftboard.cards.library import load_library
    from riftboard.report.cards import format_coverage, format_list
    from riftboard.report.table import terminal_width

    everything = catalog.entries(load_library(extra_dirs=args.cards))
    items = catalog.select(everything,
                           set_code=args.set_code, kind=args.kind, domain=args.domain,
                           modelled=args.modelled,
                           search=" ".join([*args.query, args.search or ""]).strip() or None)
    width = None if args.wide else terminal_width()
    if args.coverage:
        cov = catalog.coverage(items, library=everything)
        if args.json:
            print(json.dumps(cov, indent=2, ensure_ascii=False))
        else:
            sys.stdout.write(format_coverage(cov, width))
    elif args.json:
        print(json.dumps(items, indent=2, ensure_ascii=False))
    else:
        sys.stdout.write(format_list(items, width))
    return EXIT_OK


_QT_MESSAGES: list[str] = []


def _collect_qt_messages() -> None:
    """Keep Qt's own messages (the offscreen platform's "propagateSizeHints" and the like) off
    the terminal: the benchmark counts them instead."""
    try:
        from PySide6.QtCore import qInstallMessageHandler
    except ImportError:
        return

    def handler(mode, context, message):
        _QT_MESSAGES.append(str(message))

    global _qt_handler
    _qt_handler = handler  # keep it alive as long as Qt may call it
    qInstallMessageHandler(handler)


def _bench_value(value) -> str:
    if value is None:
        return "not measured"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:,.0f}" if abs(value) >= 1000 else f"{value:.3g}" if abs(value) < 10 \
            else f"{value:.1f}"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, dict | list | tuple):
        import json

        return json.dumps(value, separators=(", ", ": "))
    return str(value)


def format_bench(figures: dict) -> str:
    """The benchmark's figures as a readable text: the SPEC's figures, notes, details, machine."""
    scalars = {k: v for k, v in figures.items() if not isinstance(v, dict)}
    sections = {k: v for k, v in figures.items() if isinstance(v, dict)}
    lines = ["riftboard bench" + (" --quick" if figures.get("quick") else ""), ""]

    def table(rows: dict, indent: str = "  ") -> None:
        width = max((len(str(k)) for k in rows), default=0)
        for k, v in rows.items():
            lines.append(f"{indent}{str(k).ljust(width)}  {_bench_value(v)}")

    table({k: v for k, v in scalars.items() if k not in ("quick",)})
    for name, rows in sections.items():
        lines += ["", f"{name}:" if rows else f"{name}: none"]
        table(rows, "  ")
    return "\n".join(lines) + "\n"


def _progress_line(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def _cmd_whatif(args: argparse.Namespace) -> int:
    import json

    from riftboard.cards.library import load_library
    from riftboard.report.whatif import format_whatif, whatif
    from riftboard.scenario.loader import load_scenario
    from riftboard.scenario.runner import scenario_library

    path = _resolve(args.file)
    base = load_library(args.cards)
    spec = load_scenario(path, base)
    try:
        doc = whatif(spec, scenario_library(spec, base), args.step, max(1, args.limit),
                     args.ruleset, moves=args.moves)
    except ValueError as e:
        print(f"riftboard whatif: {path}: {e}", file=sys.stderr)
        return EXIT_ERROR
    if args.json:
        print(json.dumps(doc, indent=2))
    else:
        sys.stdout.write(format_whatif(doc))
    return EXIT_OK


def _cmd_bench(args: argparse.Namespace) -> int:
    import json

    from riftboard.app.settings import temporary_profile

    # the benchmark's windows must neither read nor write the user's settings (layout, recent
    # files, autosave, Qt's own QtProject.conf): a temporary profile, set before Qt loads
    platform = os.environ.get("QT_QPA_PLATFORM")
    with temporary_profile(prefix="riftboard-bench-"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # its windows are measured, never shown
        try:
            _collect_qt_messages()
            from riftboard.bench import run_bench

            # each figure is said on stderr as it is measured (the whole takes a minute or
            # more); stdout keeps the figures alone
            figures = _call_with_supported(run_bench, args.quick, progress=_progress_line)
        finally:
            if platform is None:
                os.environ.pop("QT_QPA_PLATFORM", None)
            else:
                os.environ["QT_QPA_PLATFORM"] = platform
    if _QT_MESSAGES:
        figures.setdefault("details", {})["qt_messages_hidden"] = len(_QT_MESSAGES)
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        sys.stdout.write(format_bench(figures))
    return EXIT_OK


def _cmd_lessons(args: argparse.Namespace) -> int:
    import json

    from riftboard.scenario.lessons import lesson_index
    from riftboard.scenario.runner import lessons_dir

    lessons = lesson_index()
    if args.json:
        print(json.dumps([{"number": x.number, "name": x.slug, "title": x.title, "topic": x.topic,
                           "difficulty": x.difficulty, "description": x.description,
                           "file": str(x.path)} for x in lessons], indent=2))
        return EXIT_OK
    sys.stdout.write(format_lessons(lessons, lessons_dir()))
    return EXIT_OK


def format_lessons(lessons, folder, width: int | None = None) -> str:
    """The built-in lessons by number: number, the name `open` and `run` take, title, topic."""
    import textwrap

    from riftboard.report.table import terminal_width

    width = width or terminal_width()
    if not lessons:
        return f"no lessons found in {folder}\n"
    topic_w = max(len(x.topic) for x in lessons)
    # a name longer than most gets a line of its own (names are typed whole, never wrapped)
    name_w = max(4, min(24, max(len(x.slug) for x in lessons)))
    title_w = max(20, width - 3 - 2 - name_w - 2 - 2 - topic_w)
    lines = [f"{'#':>3}  {'name'.ljust(name_w)}  {'title'.ljust(title_w)}  topic",
             f"{'-' * 3}  {'-' * name_w}  {'-' * title_w}  {'-' * topic_w}"]
    pad = " " * (3 + 2 + name_w + 2)
    for x in lessons:
        wrapped = textwrap.wrap(x.title, title_w) or [""]
        name = x.slug
        if len(name) > name_w:
            lines.append(f"{x.number:>3}  {name}")
            number, name = "", ""
        else:
            number = str(x.number)
        lines.append(f"{number:>3}  {name.ljust(name_w)}  {wrapped[0].ljust(title_w)}  "
                     f"{x.topic}".rstrip())
        lines.extend(f"{pad}{more}" for more in wrapped[1:])
    lines += ["", f"{len(lessons)} lessons in {folder}",
              "Open one by number, name or a part of its title: riftboard open 3, "
              "riftboard open void-seeker-kill, riftboard open \"tank takes lethal\"; "
              "play it here: riftboard run 3"]
    return "\n".join(lines) + "\n"


_COMMANDS = {
    None: _cmd_app,
    "open": _cmd_open,
    "run": _cmd_run,
    "check": _cmd_check,
    "export": _cmd_export,
    "cards": _cmd_cards,
    "bench": _cmd_bench,
    "whatif": _cmd_whatif,
    "lessons": _cmd_lessons,
}
