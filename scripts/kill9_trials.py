"""kill -9 recovery trials (issue 30): does an app killed at a random moment leave an autosave
that recovers, and how much work does it lose?

Each trial starts a child process that builds the app's window exactly as `run_app` does
(`build_window`, `show`, then `start_autosave` in the app's autosave folder under
RIFTBOARD_STATE_DIR, offscreen), then does random work through the controller every 100-400 ms
(place, mark, heal, move, play a spell on a target, combat, end the turn, undo, redo, click a
row, switch or delete a branch). Before each action the child appends a line to its log, and
after it the board's fingerprint: the log is written with unbuffered appends, so a SIGKILL loses
none of it. The parent kills the child with SIGKILL at a random moment, then, in its own process
(a fresh one: it never ran that app), lists the orphan autosaves as the next start would
(`claim_orphans`) and recovers each through the controller (`recover_slot`). It counts:

- recovered: an orphan autosave that the controller reopened;
- unreadable: an orphan that the controller refused (it is moved to `kept/`);
- unmatched: a recovered board that is none of the boards the child showed (must be 0);
- actions lost: actions finished after the last board the recovery gives back, and how long
  before the kill the oldest of them finished (the autosave delay bounds it: 1.5 s after an
  action, plus the write).

    python scripts/kill9_trials.py                  30 trials in a temporary folder
    python scripts/kill9_trials.py --trials 5 --out DIR --seed 7 --json

Nothing is written outside the temporary folder (or --out): every child gets
RIFTBOARD_STATE_DIR inside it, and so does the parent before it loads Qt.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: a small board of our own: two battlefields and units on both sides
BOARD = """\
format = 1
title = "kill -9 trial board"

[[players]]
id = "A"
[[players]]
id = "B"

[[battlefields]]
id = "gate"
card = "Void Gate"
[[battlefields]]
id = "north"

[[units]]
id = "guard"
name = "Guard"
might = 4
controller = "B"
at = "north"
[[units]]
id = "squire"
name = "Squire"
might = 2
controller = "A"
at = "north"
[[units]]
id = "sentry"
name = "Sentry"
might = 5
controller = "B"
at = "gate"
[[units]]
id = "page"
name = "Page"
might = 3
controller = "A"
at = "gate"
"""

PLACES = ["north", "gate", "base"]


# -- the child: the app, driven --------------------------------------------------------------
def _units(c, pid=None, at=None):
    return [u.id for u in c.state.units()
            if (pid is None or u.controller == pid) and (at is None or u.at == at)]


def one_action(c, rng: random.Random) -> str:
    """One random thing a user does, through the controller; its name."""
    units = _units(c)
    r = rng.random()
    if r < 0.14 or not units:
        c.add_vanilla(rng.choice(["Scout", "Recruit"]), rng.randint(1, 5), rng.choice("AB"),
                      rng.choice(PLACES))
        return "add"
    if r < 0.30:
        c.mark_damage(rng.choice(units), rng.randint(1, 3))
        return "mark"
    if r < 0.36:
        c.heal(rng.choice(units))
        return "heal"
    if r < 0.42:
        c.move(rng.choice(units), rng.choice(PLACES))
        return "move"
    if r < 0.54:
        if c.begin_play(rng.choice(["Void Seeker", "Hextech Ray"]), rng.choice("AB")):
            legal = c.pending_legal()
            if legal:
                c.click_object(rng.choice(legal))
            else:
                c.cancel_pending()
        return "play"
    if r < 0.60:
        for bf in ("north", "gate"):
            a, b = _units(c, "A", bf), _units(c, "B", bf)
            if a and b:
                c.combat(bf, *((a, b) if rng.random() < 0.5 else (b, a)))
                break
        return "combat"
    if r < 0.64:
        c.end_turn()
        return "end_turn"
    if r < 0.72:
        c.undo()
        return "undo"
    if r < 0.77:
        c.redo()
        return "redo"
    if r < 0.87:
        c.select_event(rng.randint(0, len(c.history.events)))
        return "row"
    if r < 0.93 and c.session.branches:
        c.switch_branch(rng.randrange(len(c.session.branches)))
        return "branch"
    if r < 0.95 and c.session.branches:
        c.delete_branch(rng.randrange(len(c.session.branches)))
        return "delete_branch"
    c.remove(rng.choice(units))
    return "remove"


def fingerprints(c) -> tuple[str, str]:
    """(work, view): a digest of every line's steps and branches (the work), and of that with
    the timeline, the cursor and the row shown (what the user sees)."""
    s = c.session

    def plain(steps):
        return [(st.index, st.kind, str(sorted((k, getattr(v, "id", v))
                                                for k, v in st.step.table().items())))
                for st in steps]

    work = repr((plain(s.whole_line()), [(b.from_step, plain(b.steps)) for b in s.branches]))
    view = repr((work, [e.to_json() for e in c.history.events], c.history.cursor,
                 c.selected_seq))
    return (hashlib.sha1(work.encode()).hexdigest()[:16],
            hashlib.sha1(view.encode()).hexdigest()[:16])


def child(board: str, log: str, seed: int) -> int:
    """The app, as run_app builds it, doing random work until it is killed."""
    from PySide6.QtCore import QTimer

    from riftboard.app import settings as app_settings
    from riftboard.app.main import _application, build_window, load_session, start_autosave

    fd = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)

    def write(line: str) -> None:
        os.write(fd, (line + "\n").encode())  # one unbuffered append: a SIGKILL keeps it

    rng = random.Random(seed)
    app = _application()
    session = load_session(board, None, ())
    # interactive=False: the one difference from run_app, so that nothing waits for a person
    # (a question from a play is answered by the default asker, not a dialog)
    window = build_window(session, (), interactive=False)
    window.show()
    c = window.controller
    counter = [0]

    def act() -> None:
        k = counter[0] = counter[0] + 1
        write(f"B {k} {time.time():.4f}")
        name = one_action(c, rng)
        work, view = fingerprints(c)
        write(f"D {k} {time.time():.4f} {name} {work} {view}")
        QTimer.singleShot(rng.randint(100, 400), act)

    def ready() -> None:
        start_autosave(window, app_settings.autosave_dir(), app_settings.autosave_path())
        work, view = fingerprints(c)
        write(f"R 0 {time.time():.4f} ready {work} {view}")
        QTimer.singleShot(rng.randint(100, 400), act)

    QTimer.singleShot(0, ready)
    return int(app.exec())


# -- the parent: kill, recover, count ---------------------------------------------------------
def _read_log(log: Path):
    ready, done, begun = None, [], 0
    for line in log.read_text(encoding="utf-8").splitlines():
        parts = line.split()
        if len(parts) < 3:
            continue  # (a line is one append: never cut, but be safe)
        if parts[0] == "R" and len(parts) == 6:
            ready = (float(parts[2]), parts[4], parts[5])
        elif parts[0] == "B":
            begun = int(parts[1])
        elif parts[0] == "D" and len(parts) == 6:
            done.append((int(parts[1]), float(parts[2]), parts[3], parts[4], parts[5]))
    return ready, done, begun


def _recover(state: Path, board: Path):
    """In this process, as the next start would: the orphan autosaves, each recovered through
    the controller. [(ok, work, view, message)]; nothing found: the board file reopened."""
    from riftboard.app.controller import BoardController
    from riftboard.scenario.autosaves import claim_orphans

    out = []
    for slot in claim_orphans(state / "autosaves"):
        c = BoardController()
        ok = c.recover_slot(slot)
        work, view = fingerprints(c) if ok else ("", "")
        out.append((ok, work, view, c.last_message))
        c.close_autosave()
        c.deleteLater()
    return out


def trial(n: int, folder: Path, rng: random.Random, min_s: float, max_s: float) -> dict:
    folder.mkdir(parents=True)
    board, log, state = folder / "board.toml", folder / "actions.log", folder / "state"
    board.write_text(BOARD, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", RIFTBOARD_STATE_DIR=str(state),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT),
                                                        os.environ.get("PYTHONPATH")])))
    with open(folder / "child.err", "wb") as err:  # (the child has its own copy)
        proc = subprocess.Popen([sys.executable, __file__, "--child", str(board), str(log),
                                 str(rng.randrange(10**9))],
                                env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=err)
    t_start = time.monotonic()
    while not (log.exists() and log.read_text(encoding="utf-8").startswith("R ")):
        if proc.poll() is not None or time.monotonic() - t_start > 120:
            proc.kill()
            proc.wait()
            return {"trial": n, "error": "the app did not start: see child.err"}
        time.sleep(0.05)
    time.sleep(rng.uniform(min_s, max_s))
    os.kill(proc.pid, signal.SIGKILL)
    t_kill = time.time()
    proc.wait()

    ready, done, begun = _read_log(log)
    recovered = _recover(state, board)
    temp_left = [p.name for p in (state / "autosaves").glob(".*.tmp")]
    boards = [("ready", ready[1], ready[2], ready[0])] + [(d[2], d[3], d[4], d[1]) for d in done]
    result = {"trial": n, "actions": len(done), "in_flight": begun > len(done),
              "alive_s": round(t_kill - ready[0], 2), "orphans": len(recovered),
              "recovered": sum(1 for r in recovered if r[0]),
              "unreadable": [r[3] for r in recovered if not r[0]],
              "temp_files_left": temp_left}
    good = [r for r in recovered if r[0]]
    if good:
        work, view = good[0][1], good[0][2]
    else:  # nothing to recover: what the next start shows is the file, as it was
        work, view = ready[1], ready[2]
    # the last board the child showed that the recovery gives back: by the work (lines and
    # branches) and by the view (that, the timeline, the cursor and the row)
    match_work = max((i for i, b in enumerate(boards) if b[1] == work), default=None)
    match_view = max((i for i, b in enumerate(boards) if b[2] == view), default=None)
    result["unmatched"] = match_work is None
    if match_work is not None:
        lost = boards[match_work + 1:]  # actions finished after the work given back
        result["edits_lost"] = sum(1 for b in lost if b[0] not in ("undo", "redo", "row"))
        last = match_view if match_view is not None else match_work
        result["actions_lost"] = len(boards) - 1 - last
        oldest = boards[last + 1:]
        result["oldest_lost_s"] = round(t_kill - oldest[0][3], 3) if oldest else 0.0
    return result


def summarize(results: list[dict], seconds: float) -> dict:
    ok = [r for r in results if "error" not in r]
    return {
        "trials": len(results), "started": len(ok),
        "recovered": sum(r["recovered"] for r in ok),
        "nothing_to_recover": sum(1 for r in ok if r["orphans"] == 0),
        "unreadable": sum(len(r["unreadable"]) for r in ok),
        "unmatched": sum(1 for r in ok if r["unmatched"]),
        "actions": sum(r["actions"] for r in ok),
        "actions_lost": sum(r.get("actions_lost", 0) for r in ok),
        "edits_lost": sum(r.get("edits_lost", 0) for r in ok),
        "max_actions_lost": max((r.get("actions_lost", 0) for r in ok), default=0),
        "max_oldest_lost_s": max((r.get("oldest_lost_s", 0.0) for r in ok), default=0.0),
        "temp_files_left": sum(len(r["temp_files_left"]) for r in ok),
        "seconds": round(seconds, 1),
    }


def run_trials(trials: int, out: Path, seed: int, min_s: float, max_s: float) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["RIFTBOARD_STATE_DIR"] = str(out / "parent-state")  # before Qt: never ~/.config
    from riftboard.app.main import _application

    _application()
    rng = random.Random(seed)
    t0 = time.monotonic()
    results = [trial(n, out / f"trial-{n:03d}", rng, min_s, max_s) for n in range(1, trials + 1)]
    return {"summary": summarize(results, time.monotonic() - t0), "trials": results}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--trials", type=int, default=30)
    p.add_argument("--out", help="a folder for the trials (default: a new temporary folder)")
    p.add_argument("--seed", type=int, default=30)
    p.add_argument("--min-life", type=float, default=1.0,
                   help="seconds of work before a kill, at least")
    p.add_argument("--max-life", type=float, default=12.0,
                   help="seconds of work before a kill, at most")
    p.add_argument("--json", action="store_true", help="print every trial as JSON")
    p.add_argument("--child", nargs=3, metavar=("BOARD", "LOG", "SEED"), help=argparse.SUPPRESS)
    a = p.parse_args(argv)
    if a.child:
        return child(a.child[0], a.child[1], int(a.child[2]))
    out = Path(a.out) if a.out else Path(tempfile.mkdtemp(prefix="riftboard-kill9-"))
    out.mkdir(parents=True, exist_ok=True)
    report = run_trials(a.trials, out, a.seed, a.min_life, a.max_life)
    if a.json:
        print(json.dumps(report, indent=1))
    else:
        for r in report["trials"]:
            print(json.dumps(r))
        print("summary:", json.dumps(report["summary"]))
    print(f"(trials in {out})", file=sys.stderr)
    s = report["summary"]
    return 0 if s["started"] == s["trials"] and s["unreadable"] == 0 and s["unmatched"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
