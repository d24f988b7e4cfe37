"""`riftboard bench`: the figures of SPEC section 6, measured on exactly its workloads.

The engine workload: 300 units at two battlefields (one Void Gate, one plain), half of them
Vengeful Brute and half vanilla, every one with Might 1000; players take turns playing Void Seeker
at a unit chosen at random (seeded), each play a step pushed through a `History`, with its
Cleanups, the Brutes' "take damage" triggers and the caster's draw.

    python -m riftboard.bench [--quick] [--json]      the figures (as `riftboard bench`)
    python -m riftboard.bench --growth [--json]       how they grow with units and steps
    python -m riftboard.bench --profile [--quick]     cProfile of the engine workload

`run_bench(quick, scale)` returns one dict; `scale` (< 1) shrinks every workload for tests.
Figures that cannot be measured here (no Qt app yet, no display library, ...) are null, with
the reason under `notes`.
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

SEED = 20261130
N_UNITS = 300
MIGHT = 1000
HISTORY_STEPS = 10_000
SCRUB_SAMPLES = 1_000
GUI_SAMPLES = 200
STARTUP_RUNS = 5
CHECK_FILES = 200

KEYS = ("engine_deals_per_s", "scrub_ms_p95", "gui_scrub_ms_p95", "action_ms_p95",
        "startup_ratio", "check_scenarios_per_s", "history_mb_10k", "library_load_ms",
        "library_filter_ms_p95", "place_ms_p95", "place_growth_50k", "combat_row_ms_p95",
        "whatif_ms_p95", "whatif_answers_per_s", "game_turns_per_s")
PLACE_SAMPLES = 200
GROWTH_STEPS = (1_000, 50_000)  # place_growth_50k: the long history over the short one
GROWTH_SAMPLES = 30
COMBAT_UNITS = 250  # combat_row_ms_p95: 125 a side, Might 1-3
COMBAT_ROWS = 100
JUDGE_LESSON = "58-judges-board.toml"
LIBRARY_RUNS = 5
LIBRARY_QUERIES = 40
GAME_TURNS = 60  # game_turns_per_s: a random game ends at victory or after this many turns

EXIT_AFTER_PAINT = "RIFTBOARD_EXIT_AFTER_PAINT"

_PACKAGE_ROOT = Path(__file__).resolve().parent.parent  # the folder that holds `riftboard/`


# --- the workload -------------------------------------------------------------------------

def workload_objects(n_units: int = N_UNITS, library=None) -> list:
    """The board of SPEC section 6: two battlefields and `n_units` units of Might 1000.

    Unit i is a Vengeful Brute when i is even (its printed Might set to 1000 on the object),
    else a vanilla unit; controllers and battlefields alternate so that every mix of kind,
    controller and battlefield is equally common."""
    from riftboard.cards.library import load_library
    from riftboard.engine.state import Obj

    lib = library or load_library()
    brute, gate = lib.get("Vengeful Brute"), lib.get("Void Gate")
    objs = [
        Obj(id="gate", card=gate, name=gate.name, kind="battlefield", controller=None,
            owner=None, zone="board", at="gate", order=1),
        Obj(id="plain", card=None, name="Plain", kind="battlefield", controller=None,
            owner=None, zone="board", at="plain", order=2),
    ]
    for i in range(n_units):
        card = brute if i % 2 == 0 else None
        pid = "AB"[(i // 2) % 2]
        objs.append(Obj(
            id=f"u{i + 1}", card=card, name=card.name if card else f"Unit {i + 1}", kind="unit",
            controller=pid, owner=pid, zone="board", at=("gate", "plain")[(i // 4) % 2],
            order=3 + i, printed_might=MIGHT))
    return objs


def workload_state(n_units: int = N_UNITS, library=None):
    """The initial GameState of the engine workload."""
    from riftboard.engine.game import new_state

    return new_state(("A", "B"), "A", workload_objects(n_units, library), ruleset="1.4",
                     names=("Alice", "Bob"))


def workload_spec(n_units: int = N_UNITS):
    """The same board as a ScenarioSpec (for a Session). A spec cannot give a library unit
    another Might, so the Session's history is rebuilt from `workload_state` (see gui_session)."""
    from riftboard.scenario.spec import BattlefieldSpec, PlayerSpec, ScenarioSpec, UnitSpec

    units = []
    for i in range(n_units):
        pid = "AB"[(i // 2) % 2]
        at = ("gate", "plain")[(i // 4) % 2]
        if i % 2 == 0:
            units.append(UnitSpec(id=f"u{i + 1}", card="Vengeful Brute", controller=pid,
                                  owner=pid, at=at))
        else:
            units.append(UnitSpec(id=f"u{i + 1}", name=f"Unit {i + 1}", might=MIGHT,
                                  controller=pid, owner=pid, at=at))
    return ScenarioSpec(
        title=f"Benchmark: {n_units} units, Void Seeker",
        turn_player="A",
        players=(PlayerSpec(id="A", name="Alice"), PlayerSpec(id="B", name="Bob")),
        battlefields=(BattlefieldSpec(id="gate", card="Void Gate"),
                      BattlefieldSpec(id="plain", name="Plain")),
        units=tuple(units))


class Workload:
    """Players alternate playing Void Seeker at a random live unit, through a History."""

    def __init__(self, n_units: int = N_UNITS, seed: int = SEED, library=None):
        from riftboard.cards.library import load_library
        from riftboard.engine.actions import Answers, PlaySpell
        from riftboard.engine.history import History

        self.library = library or load_library()
        self.seeker = self.library.get("Void Seeker")
        self.history = History(workload_state(n_units, self.library))
        self.rng = random.Random(seed)
        self.live = [f"u{i + 1}" for i in range(n_units)]
        self.damage_events = 0
        self.kills = 0
        # the harness is inside the timed loop: nothing in step() that the engine does not need
        self._play, self._answers = PlaySpell, Answers

    def next_play(self) -> tuple[str, str]:
        """(player, target) of the next play: A on odd steps, B on even ones."""
        step = self.history.cursor + 1
        return ("A" if step % 2 else "B"), self.rng.choice(self.live)

    def step(self) -> int:
        """Push one Void Seeker; the number of damage events it made."""
        history = self.history
        n = history.cursor + 1
        target = self.rng.choice(self.live)
        # PlaySpell(card, by, spell_id, answers) and Answers(targets=..., step=...)
        result = history.push(self._play(self.seeker, "A" if n % 2 else "B", f"@{n}",
                                         self._answers((target,), step=n)))
        kinds = [e.kind for e in result.events]
        dealt = kinds.count("damage")
        if "kill" in kinds:
            for e in result.events:
                if e.kind == "kill":
                    self.kills += 1
                    if e.target in self.live:
                        self.live.remove(e.target)
            if not self.live:  # never with Might 1000 in a bench-length run
                raise RuntimeError("every unit of the workload died")
        self.damage_events += dealt
        return dealt

    def run_steps(self, n: int) -> None:
        for _ in range(n):
            self.step()

    def run_for(self, seconds: float, min_steps: int = 0,
                max_steps: int | None = None) -> tuple[int, float]:
        """Push steps until `seconds` of wall time have passed (or `max_steps` were pushed);
        (damage events, seconds)."""
        start_dmg = self.damage_events
        t0 = time.perf_counter()
        done = 0
        while True:
            for _ in range(20):
                self.step()
            done += 20
            elapsed = time.perf_counter() - t0
            if (elapsed >= seconds and done >= min_steps) or (max_steps and done >= max_steps):
                return self.damage_events - start_dmg, elapsed


def board_snapshot(state) -> dict:
    """What the board view needs after an event: every object on the board with its place,
    current Might, damage and flags, and each player's hand size."""
    from riftboard.engine.might import might

    if hasattr(state, "on_board"):  # the engine's index of the board, in file order
        board = state.on_board()
    else:
        board = sorted((o for o in state.objects.values() if o.zone == "board"),
                       key=lambda o: o.order)
    objs = []
    for o in board:
        unit = o.kind == "unit"
        objs.append({
            "id": o.id, "name": o.name, "kind": o.kind, "controller": o.controller,
            "at": o.at, "might": might(state, o) if unit else None,
            "damage": o.damage if unit else None, "buffed": o.buffed,
            "exhausted": o.exhausted, "attached_to": o.attached_to,
        })
    return {"objects": objs, "hands": {p: state.hand_size(p) for p in state.players}}


def p95(samples_ms: list[float]) -> float:
    """The 95th percentile (nearest rank)."""
    xs = sorted(samples_ms)
    if not xs:
        return float("nan")
    k = max(0, min(len(xs) - 1, math.ceil(0.95 * len(xs)) - 1))
    return xs[k]


# --- the figures --------------------------------------------------------------------------

def measure_engine(seconds: float, n_units: int = N_UNITS, max_steps: int | None = None) -> dict:
    """engine_deals_per_s: damage events divided by wall seconds, over at least `seconds`
    (`max_steps`: or fewer steps, so that a small board is not killed off: nothing heals)."""
    gc.collect()
    w = Workload(n_units)
    w.run_steps(20)  # imports and first-call costs out of the measurement
    dealt, elapsed = w.run_for(seconds, max_steps=max_steps)
    return {"engine_deals_per_s": dealt / elapsed, "engine_steps": w.history.cursor,
            "engine_seconds": elapsed, "engine_events": len(w.history.events),
            "engine_kills": w.kills}


def build_history_traced(steps: int, n_units: int = N_UNITS) -> tuple[Workload, float, float]:
    """A `steps`-step history built under tracemalloc; (workload, MB held, build seconds).

    The figure is the memory still allocated after the build and a full collection, minus what
    was allocated before: the History (initial state, actions, results, events, end states)."""
    from riftboard.cards.library import load_library

    library = load_library()
    workload_state(n_units, library)  # warm every import and cache before tracing
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        t0 = time.perf_counter()
        w = Workload(n_units, library=library)
        w.run_steps(steps)
        seconds = time.perf_counter() - t0
        gc.collect()
        held = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    return w, held / 2**20, seconds


def measure_scrub(history, samples: int, seed: int = SEED + 1) -> dict:
    """scrub_ms_p95: the state after a random event, and the board drawn from it."""
    rng = random.Random(seed)
    n = len(history.events)
    times = []
    for _ in range(samples):
        seq = rng.randint(1, n)
        t0 = time.perf_counter()
        board_snapshot(history.state_after(seq))
        times.append((time.perf_counter() - t0) * 1000)
    return {"scrub_ms_p95": p95(times), "scrub_ms_median": statistics.median(times),
            "scrub_ms_max": max(times)}


def _subprocess_env() -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(
        [str(_PACKAGE_ROOT)] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def shared_scenarios_dir() -> Path | None:
    """../shared/scenarios beside a checkout, if there."""
    p = _PACKAGE_ROOT.parent / "shared" / "scenarios"
    return p if p.is_dir() else None


def measure_check(n_files: int, timeout: float = 300.0) -> dict:
    """check_scenarios_per_s: one `riftboard check` process over `n_files` lesson files."""
    from riftboard.scenario.lessons import lesson_files

    sources = lesson_files()
    shared = shared_scenarios_dir()
    if shared is not None:
        sources += sorted(shared.glob("*.toml"))
    if not sources:
        return {"check_scenarios_per_s": None,
                "note": "no lesson files found (resources/lessons, ../shared/scenarios)"}
    with tempfile.TemporaryDirectory(prefix="riftboard-bench-") as tmp:
        for i in range(n_files):
            src = sources[i % len(sources)]
            shutil.copyfile(src, Path(tmp) / f"{i:04d}-{src.name}")
        cmd = [sys.executable, "-m", "riftboard", "check", tmp]
        t0 = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, text=True, env=_subprocess_env(),
                              timeout=timeout)
        elapsed = time.perf_counter() - t0
    out = {"check_scenarios_per_s": n_files / elapsed, "check_seconds": elapsed,
           "check_sources": len(sources)}
    if proc.returncode != 0:
        tail = (proc.stdout.strip().splitlines() or [""])[-1]
        out["note"] = f"`riftboard check` exited {proc.returncode} ({tail})"
    return out


_BARE_WINDOW = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget

class W(QWidget):
    painted = False
    def paintEvent(self, event):
        super().paintEvent(event)
        if not self.painted:
            self.painted = True
            print("painted", flush=True)
            QTimer.singleShot(0, QApplication.instance().quit)

app = QApplication(sys.argv)
w = W()
w.resize(1200, 800)
w.show()
sys.exit(app.exec())
"""


def _time_process(cmd: list[str], env: dict, timeout: float) -> tuple[float | None, str]:
    t0 = time.perf_counter()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout,
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return None, f"did not exit within {timeout:.0f} s"
    elapsed = time.perf_counter() - t0
    if proc.returncode != 0:
        lines = (proc.stderr or proc.stdout).strip().splitlines()
        return None, f"exit {proc.returncode}: {lines[-1] if lines else ''}"
    return elapsed, ""


def measure_startup(runs: int, timeout: float = 30.0) -> dict:
    """startup_ratio: start to first painted window, riftboard on the first lesson over a bare
    PySide6 window; medians of `runs` fresh processes, both offscreen.

    The two are timed in turns (bare, app, bare, app, ...) after one pair that is not counted
    (it fills the disk cache): a machine whose load changes during the measurement then slows
    both alike, instead of the one that happened to run in the busy half.

    Beside the wall clock it reports the same ratio by CPU time (user + system of each child
    process, where the `resource` module exists): a shared machine's stalls lengthen the wall
    clock of whichever run they fall on, while the CPU a process spends moves much less."""
    try:
        import PySide6  # noqa: F401
    except ImportError as exc:
        return {"startup_ratio": None, "note": f"PySide6 cannot be imported ({exc})"}
    env = _subprocess_env()
    # An installed wheel has its bytecode compiled; a checkout or an editable install may not
    # (and PYTHONDONTWRITEBYTECODE stops Python from caching it), which would time the compiler.
    import compileall

    compileall.compile_dir(str(Path(__file__).resolve().parent), quiet=1)
    app_env = dict(env, **{EXIT_AFTER_PAINT: "1"})
    bare_cmd = [sys.executable, "-c", _BARE_WINDOW]
    app_cmd = [sys.executable, "-m", "riftboard"]
    wall = {"bare": [], "app": []}
    cpu = {"bare": [], "app": []}

    def timed(which, cmd, cmd_env, counted):
        before = _children_cpu()
        t, why = _time_process(cmd, cmd_env, timeout)
        if t is not None and counted:
            wall[which].append(t)
            cpu[which].append(_children_cpu() - before)
        return t, why

    for i in range(runs + 1):
        t, why = timed("bare", bare_cmd, env, counted=i > 0)
        if t is None:
            return {"startup_ratio": None, "note": f"bare PySide6 window: {why}"}
        t, why = timed("app", app_cmd, app_env, counted=i > 0)
        if t is None:
            bare = wall["bare"]
            return {"startup_ratio": None,
                    "startup_bare_ms": statistics.median(bare) * 1000 if bare else None,
                    "note": f"`python -m riftboard` with {EXIT_AFTER_PAINT}=1: {why} (the app "
                            f"must exit right after its first paint when that variable is set)"}
    mb, ma = statistics.median(wall["bare"]), statistics.median(wall["app"])
    out = {"startup_ratio": ma / mb, "startup_app_ms": ma * 1000, "startup_bare_ms": mb * 1000}
    cb, ca = statistics.median(cpu["bare"]), statistics.median(cpu["app"])
    if cb > 0:
        out.update(startup_cpu_ratio=ca / cb, startup_app_cpu_ms=ca * 1000,
                   startup_bare_cpu_ms=cb * 1000)
    return out


def _children_cpu() -> float:
    """CPU seconds (user + system) of the waited-for child processes so far; 0 where the
    `resource` module is missing (Windows)."""
    try:
        import resource
    except ImportError:
        return 0.0
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


# --- the card library (SPEC 6: library_load_ms, library_filter_ms_p95) ---------------------------

_LIBRARY_LOAD = """
from riftboard.cards.library import builtin_library
cards = builtin_library().cards()
assert len(cards) > 900, len(cards)
"""


def measure_library_load(runs: int, timeout: float = 30.0) -> dict:
    """library_load_ms: a fresh process that imports the package and builds every card
    definition of the library, median of `runs`, minus the median of an empty Python process."""
    import compileall

    compileall.compile_dir(str(Path(__file__).resolve().parent), quiet=1)
    env = _subprocess_env()
    empty, load = [], []
    for _ in range(runs):
        for cmd, out in (([sys.executable, "-c", "pass"], empty),
                         ([sys.executable, "-c", _LIBRARY_LOAD], load)):
            t, why = _time_process(cmd, env, timeout)
            if t is None:
                return {"library_load_ms": None, "note": f"loading the library: {why}"}
            out.append(t)
    me, ml = statistics.median(empty), statistics.median(load)
    return {"library_load_ms": (ml - me) * 1000, "library_load_process_ms": ml * 1000,
            "library_empty_process_ms": me * 1000}


def library_queries(names: list[str], n: int, seed: int = SEED) -> list[str]:
    """`n` prefixes of 1-6 letters of card names, picked with a fixed seed."""
    rng = random.Random(seed)
    return [name[:rng.randint(1, 6)].lower() for name in (rng.choice(names) for _ in range(n))]


def measure_library_filter(queries: int) -> dict:
    """library_filter_ms_p95: the app offscreen; each query typed into the card library's search
    one key at a time (from an empty search), each key timed until the list has repainted."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        from riftboard.app.main import build_window
        from riftboard.scenario.session import Session
    except ImportError as exc:
        return {"library_filter_ms_p95": None, "note": f"the app cannot be imported ({exc})"}
    app = QApplication.instance() or QApplication([])
    window = build_window(Session.blank())
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    panel = window.library_panel
    window.library_dock.show()
    app.processEvents()
    search, view = panel.search, panel.list
    total = len(panel.visible_cards())
    times, empty = [], 0
    for q in library_queries(panel.visible_cards(), queries):
        search.clear()
        app.processEvents()
        view.viewport().repaint()
        for ch in q:
            t0 = time.perf_counter()
            QTest.keyClick(search, ch)
            app.processEvents()
            view.viewport().repaint()
            times.append((time.perf_counter() - t0) * 1000)
        if not panel.visible_cards():
            empty += 1
    out = {"library_filter_ms_p95": p95(times), "library_filter_ms_median": statistics.median(times),
           "library_filter_ms_max": max(times), "library_filter_keys": len(times),
           "library_cards": total}
    if empty:
        out["note"] = f"{empty} of {queries} queries (prefixes of card names) found no card"
    window.close()
    app.processEvents()
    return out


def gui_session(steps: int, n_units: int = N_UNITS, seed: int = SEED):
    """A Session holding the workload's history (`steps` Void Seekers)."""
    from riftboard.cards.library import load_library
    from riftboard.engine.history import History
    from riftboard.scenario.session import Session

    library = load_library()
    session = Session(workload_spec(n_units), library)
    # A spec gives a library Brute its printed Might 3; the workload's Brutes have 1000.
    session.history = History(workload_state(n_units, library))
    session.steps = []
    rng = random.Random(seed)
    live = [f"u{i + 1}" for i in range(n_units)]
    for k in range(1, steps + 1):
        msg = session.act("play", play="Void Seeker", by="A" if k % 2 else "B",
                          targets=[rng.choice(live)])
        if msg is not None:
            raise RuntimeError(f"step {k}: {msg}")
        for e in session.history.results[-1].events:
            if e.kind == "kill" and e.target in live:
                live.remove(e.target)
    session.history_settle()
    return session, rng, live


def measure_gui(steps: int, samples: int, n_units: int = N_UNITS) -> dict:
    """gui_scrub_ms_p95 and action_ms_p95, in this process, offscreen."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        from PySide6.QtWidgets import QApplication

        from riftboard.app.main import build_window
    except ImportError as exc:
        note = f"the app cannot be imported ({exc})"
        return {"gui_scrub_ms_p95": None, "action_ms_p95": None, "note": note}
    app = QApplication.instance() or QApplication([])
    t0 = time.perf_counter()
    session, rng, live = gui_session(steps, n_units)
    build_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    window = build_window(session)
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    _finish_opening(window, app)
    open_ms = (time.perf_counter() - t0) * 1000
    ctl, tv, bv = window.controller, window.timeline_view, window.board_view
    out: dict = {"gui_history_steps": steps, "gui_history_build_s": build_s,
                 "gui_window_open_ms": open_ms}
    notes = []

    # scrub: a random timeline row selected (as a click does), until the board has repainted
    model = tv.model()
    n_rows = model.rowCount()
    seq_at = getattr(model, "seq_at", lambda row: row + 1)
    times = []
    for _ in range(samples):
        row = rng.randrange(n_rows)
        seq = seq_at(row)
        t0 = time.perf_counter()
        tv.selectRow(row)
        app.processEvents()
        bv.viewport().repaint()
        times.append((time.perf_counter() - t0) * 1000)
        shown = getattr(ctl, "selected_seq", seq)
        if shown != seq and not notes:
            notes.append(f"selecting row {row} showed event {shown}, not {seq}")
    out["gui_scrub_ms_p95"] = p95(times)
    out["gui_scrub_ms_median"] = statistics.median(times)

    # action: Void Seeker through the controller, at the end of the history, until the timeline
    # has its rows and the board has repainted
    ctl.select_event(len(session.history.events))
    app.processEvents()
    times = []
    for k in range(samples):
        by = "A" if (session.history.cursor + 1) % 2 else "B"
        t0 = time.perf_counter()
        ok = ctl.act("play", play="Void Seeker", by=by, targets=[rng.choice(live)])
        app.processEvents()
        rows = model.rowCount()
        bv.viewport().repaint()
        times.append((time.perf_counter() - t0) * 1000)
        if not ok:
            notes.append(f"action {k + 1} was refused")
            break
        if rows < len(session.history.events) and not notes:
            notes.append(f"the timeline shows {rows} rows for {len(session.history.events)} "
                         f"events after an action")
        for e in session.history.results[session.history.cursor - 1].events:
            if e.kind == "kill" and e.target in live:
                live.remove(e.target)
    out["action_ms_p95"] = p95(times)
    out["action_ms_median"] = statistics.median(times)
    if notes:
        out["note"] = "; ".join(notes)
    window.close()
    app.processEvents()
    return out


def _place_times(window, app, samples: int, where: str) -> list[float]:
    """Place a vanilla unit through the controller, until the board has repainted."""
    ctl, bv = window.controller, window.board_view
    times = []
    for k in range(samples):
        t0 = time.perf_counter()
        ok = ctl.add_vanilla("Placed", 1 + k % 5, "AB"[k % 2], where)
        app.processEvents()
        bv.viewport().repaint()
        times.append((time.perf_counter() - t0) * 1000)
        if not ok:
            raise RuntimeError(f"placing unit {k + 1} was refused: {ctl.last_message}")
    return times


def _offscreen_app():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def _open(session, app):
    from riftboard.app.main import build_window

    window = build_window(session)
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    _finish_opening(window, app)
    return window


def _finish_opening(window, app) -> None:
    """The window as it is once it has opened: the side panels, which it builds after its first
    paint, built, and the card library's list (built in 20 ms slices after that) whole. Timing
    starts after this, so a sample measures its own action, not a slice of the opening that
    happened to fall inside it (the opening is `startup_ratio`'s; no slice blocks over 50 ms)."""
    window.build_panels()
    window.library_panel  # noqa: B018 (asking for the panel finishes its card list)
    app.processEvents()


def measure_place(samples: int, n_units: int = N_UNITS) -> dict:
    """place_ms_p95: on the judge's board lesson and on the 300-unit board, offscreen."""
    from riftboard.scenario.runner import lessons_dir
    from riftboard.scenario.session import Session

    app = _offscreen_app()
    out: dict = {}
    times = []
    for label, session, where in (
            ("judge", Session.from_file(str(lessons_dir() / JUDGE_LESSON)), "north"),
            (f"{n_units}_units", gui_session(0, n_units)[0], "plain")):
        window = _open(session, app)
        some = _place_times(window, app, samples, where)
        out[f"place_ms_p95_{label}"] = p95(some)
        times += some
        window.close()
        app.processEvents()
    out["place_ms_p95"] = p95(times)
    return out


def measure_place_growth(steps=GROWTH_STEPS, samples: int = GROWTH_SAMPLES) -> dict:
    """place_growth_50k: the median time to place a unit after a long history (50,000 Void
    Seekers on the 300-unit board) over the same after a short one (1,000)."""
    app = _offscreen_app()
    medians = {}
    for n in steps:
        session = gui_session(n)[0]
        window = _open(session, app)
        _place_times(window, app, 3, "plain")  # the first placements warm the caches up
        medians[n] = statistics.median(_place_times(window, app, samples, "plain"))
        window.close()
        del window, session
        app.processEvents()
        gc.collect()
    short, long = steps
    return {"place_growth_50k": medians[long] / medians[short],
            "place_growth_steps": list(steps),
            "place_ms_median_short": medians[short], "place_ms_median_long": medians[long]}


def combat_spec(n_units: int = COMBAT_UNITS, seed: int = SEED):
    """A battlefield with `n_units` vanilla units, half a side, Might 1-3 (seeded)."""
    from riftboard.scenario.spec import BattlefieldSpec, PlayerSpec, ScenarioSpec, UnitSpec

    rng = random.Random(seed)
    units = tuple(UnitSpec(id=f"c{i + 1}", name=f"Fighter {i + 1}", might=rng.randint(1, 3),
                           controller="AB"[i % 2], owner="AB"[i % 2], at="arena")
                  for i in range(n_units))
    return ScenarioSpec(title=f"Benchmark: a combat of {n_units} units", turn_player="A",
                        players=(PlayerSpec(id="A", name="Alice"), PlayerSpec(id="B", name="Bob")),
                        battlefields=(BattlefieldSpec(id="arena", name="Arena"),), units=units)


def measure_combat_row(samples: int, n_units: int = COMBAT_UNITS, seed: int = SEED) -> dict:
    """combat_row_ms_p95: after a combat of `n_units`, select a random row of its events until
    the view has repainted."""
    from riftboard.cards.library import load_library
    from riftboard.scenario.session import Session

    app = _offscreen_app()
    window = _open(Session(combat_spec(n_units, seed), load_library()), app)
    ctl, tv, bv = window.controller, window.timeline_view, window.board_view
    attackers = [f"c{i + 1}" for i in range(0, n_units, 2)]
    defenders = [f"c{i + 1}" for i in range(1, n_units, 2)]
    if not ctl.combat("arena", attackers, defenders):
        raise RuntimeError(f"the combat was refused: {ctl.last_message}")
    app.processEvents()
    rows = tv.model().rowCount()
    rng = random.Random(seed + 2)
    times = []
    for _ in range(samples):
        row = rng.randrange(rows)
        t0 = time.perf_counter()
        tv.selectRow(row)
        app.processEvents()
        bv.viewport().repaint()
        times.append((time.perf_counter() - t0) * 1000)
    window.close()
    app.processEvents()
    return {"combat_row_ms_p95": p95(times), "combat_row_ms_median": statistics.median(times),
            "combat_events": rows}


def measure_whatif(max_boards: int | None = None) -> dict:
    """whatif_ms_p95 and whatif_answers_per_s: for each lesson's board at each of its steps,
    every answer to that step's decisions (riftboard.report.whatif) played to the end of its
    chain and Cleanup, in this process; the time per board, and answers per second."""
    from riftboard.cards.library import load_library
    from riftboard.report.whatif import whatif
    from riftboard.scenario.lessons import lesson_files
    from riftboard.scenario.loader import load_scenario
    from riftboard.scenario.replay import replay
    from riftboard.scenario.runner import scenario_library

    base = load_library()
    times, answers = [], 0
    for path in lesson_files():
        spec = load_scenario(str(path), base)
        library = scenario_library(spec, base)
        _history, error = replay(spec, library)
        last = error["step"] - 1 if error else len(spec.steps)  # up to a lesson's refused step
        for step in range(1, last + 1):
            t0 = time.perf_counter()
            doc = whatif(spec, library, step)
            times.append((time.perf_counter() - t0) * 1000)
            answers += doc["shown"]
            if max_boards is not None and len(times) >= max_boards:
                break
        if max_boards is not None and len(times) >= max_boards:
            break
    total_s = sum(times) / 1000
    return {"whatif_ms_p95": p95(times), "whatif_answers_per_s": answers / total_s if total_s else None,
            "whatif_boards": len(times), "whatif_answers": answers}


def measure_game(seconds: float, max_turns: int = GAME_TURNS) -> dict:
    """game_turns_per_s: strict-mode format 2 games between the two tournament decks of
    riftboard.report.autoplay, each step a random legal action, from setup to victory or
    `max_turns` turns; seeded games (SEED, SEED + 1, ...) until `seconds` of CPU time have been
    spent (at least one game); turns divided by the CPU seconds they took."""
    from riftboard.cards.library import load_library
    from riftboard.report.autoplay import play_random_game

    library = load_library()
    turns = steps = games = wins = 0
    spent = 0.0
    while games == 0 or spent < seconds:
        t0 = time.process_time()
        game = play_random_game(SEED + games, library, max_turns)
        spent += time.process_time() - t0
        games += 1
        turns += game.turns
        steps += len(game.history.results)
        wins += game.winner is not None
    return {"game_turns_per_s": turns / spent if spent else None, "game_games": games,
            "game_turns": turns, "game_steps": steps, "game_won": wins,
            "game_cpu_s": spent}


def python_loop_ms(n: int = 2_000_000) -> float:
    """A fixed pure-Python loop, best of 3: how fast this machine runs Python right now (to
    compare runs made on a busier or slower machine; shared VMs vary by 1.5x over an hour)."""
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        total = 0
        for i in range(n):
            total += i
        best = min(best, time.perf_counter() - t0)
    return round(best * 1000, 1)


def machine_info() -> dict:
    return {"cpu_count": os.cpu_count(), "python": platform.python_version(),
            "implementation": platform.python_implementation(),
            "platform": platform.platform(), "machine": platform.machine(),
            "load_avg_1m": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
            "python_loop_ms": python_loop_ms()}


#: The measurements in the order they run: (what, its SPEC keys, about how many seconds it takes
#: with --quick and without on the project's 2-core test machine: 1.5 times what an idle run
#: took there, 28 s in all with --quick, as the machine is often shared with other work). They
#: make the estimate `riftboard bench` says before it starts; a busier machine takes longer, and
#: the estimate of what is left follows how fast the finished measurements went.
STAGES = (
    ("the engine: damage events per second", ("engine_deals_per_s",), 3, 5),
    ("a 10,000-step history: its memory and the board after a random event",
     ("history_mb_10k", "scrub_ms_p95"), 14, 14),
    ("`riftboard check` over 200 scenario files", ("check_scenarios_per_s",), 3, 3),
    ("start-up: the app's first window against a bare PySide6 window", ("startup_ratio",), 6, 6),
    ("the app offscreen: selecting a row, playing a spell", ("gui_scrub_ms_p95", "action_ms_p95"),
     12, 12),
    ("loading the card library in a fresh process", ("library_load_ms",), 3, 3),
    ("the card library's search, one key at a time", ("library_filter_ms_p95",), 3, 3),
    ("the app offscreen: placing a unit on the judge's board and the 300-unit board",
     ("place_ms_p95",), 8, 8),
    ("placing a unit after a long history against a short one", ("place_growth_50k",), 25, 90),
    ("the app offscreen: selecting rows of a 250-unit combat", ("combat_row_ms_p95",), 10, 10),
    ("what if: every answer at every step of the lessons", ("whatif_ms_p95",
                                                           "whatif_answers_per_s"), 5, 5),
    ("random legal games of format 2 between two tournament decks", ("game_turns_per_s",),
     2, 5),
)


def _shown(value) -> str:
    """A figure as the progress lines say it."""
    if value is None:
        return "not measured"
    if isinstance(value, float):
        return f"{value:,.0f}" if abs(value) >= 1000 else f"{value:.3g}"
    return f"{value:,}" if isinstance(value, int) else str(value)


class Progress:
    """Says each measurement as it starts and each figure as it is measured, with the time
    left, through `report` (a line at a time; `riftboard bench` prints them on stderr)."""

    def __init__(self, report, quick: bool, scale: float = 1.0):
        self.report = report
        self.estimates = [(q if quick else f) * scale for _what, _keys, q, f in STAGES]
        self.clock = time.perf_counter
        self.started = self.clock()
        self.stage_started = self.started
        self.index = 0

    def begin(self, title: str) -> None:
        total = sum(self.estimates)
        self.report(f"{title}: {len(STAGES)} measurements, about {_seconds(total)} in all "
                    f"(on a 2-core machine; a busy one takes longer)")

    def start(self, index: int) -> None:
        self.index = index
        self.stage_started = self.clock()
        what = STAGES[index][0]
        self.report(f"[{index + 1}/{len(STAGES)}] {what} (about "
                    f"{_seconds(self.estimates[index])}) ...")

    def done(self, figures: dict, notes: dict) -> None:
        now = self.clock()
        keys = STAGES[self.index][1]
        said = ", ".join(f"{k} {_shown(figures.get(k))}" + (f" ({notes[k]})" if k in notes
                                                             and figures.get(k) is None else "")
                         for k in keys)
        done_est = sum(self.estimates[:self.index + 1])
        pace = (now - self.started) / done_est if done_est > 0 else 1.0
        left = sum(self.estimates[self.index + 1:]) * max(pace, 0.5)
        after = f"; about {_seconds(left)} left" if self.index + 1 < len(STAGES) else ""
        self.report(f"      {said}  ({now - self.stage_started:.1f} s{after})")


def _seconds(s: float) -> str:
    return f"{s:.0f} s" if s < 90 else f"{s / 60:.1f} min"


def run_bench(quick: bool = False, scale: float = 1.0, gui: bool = True,
              progress=None) -> dict:
    """Measure every figure of SPEC section 6; one dict (keys of KEYS, plus details).

    `quick`: the engine is timed over 1 s instead of 3 s (everything else as specified).
    `scale` < 1 shrinks every workload (seconds, steps, samples, files) for tests; figures
    measured that way are not the SPEC's. `gui=False` skips the in-process Qt figures.
    `progress`: called with a line of text as each measurement starts and ends (Progress)."""
    scale = max(0.001, min(1.0, float(scale)))
    t_start = time.perf_counter()
    engine_s = (1.0 if quick else 3.0) * scale
    steps = max(50, int(HISTORY_STEPS * scale))
    out: dict = {k: None for k in KEYS}
    notes: dict[str, str] = {}
    details: dict = {}
    said = Progress(progress or (lambda line: None), quick, scale)
    said.begin("riftboard bench" + (" --quick" if quick else ""))

    def merge(figures: dict, *keys: str) -> None:
        note = figures.pop("note", None)
        if note:
            for k in keys:
                notes[k] = note
        for k, v in figures.items():
            (out if k in KEYS else details)[k] = v

    said.start(0)
    merge(measure_engine(engine_s), "engine_deals_per_s")
    said.done(out, notes)
    said.start(1)
    w, mb, build_s = build_history_traced(steps)
    out["history_mb_10k"] = mb
    details["history_steps"] = w.history.cursor
    details["history_events"] = len(w.history.events)
    details["history_build_s_traced"] = build_s
    merge(measure_scrub(w.history, max(20, int(SCRUB_SAMPLES * scale))), "scrub_ms_p95")
    del w
    gc.collect()
    said.done(out, notes)
    said.start(2)
    merge(measure_check(max(5, int(CHECK_FILES * scale))), "check_scenarios_per_s")
    said.done(out, notes)
    said.start(3)
    merge(measure_startup(max(1, int(round(STARTUP_RUNS * scale))),
                          timeout=30.0 if scale >= 1 else 15.0), "startup_ratio")
    said.done(out, notes)
    said.start(4)
    if gui:
        try:
            merge(measure_gui(steps, max(5, int(GUI_SAMPLES * scale))),
                  "gui_scrub_ms_p95", "action_ms_p95")
        except Exception as exc:  # the app is someone else's and may be half-built
            notes["gui_scrub_ms_p95"] = notes["action_ms_p95"] = (
                f"the GUI measurement failed: {type(exc).__name__}: {exc}")
    else:
        notes["gui_scrub_ms_p95"] = notes["action_ms_p95"] = "skipped (gui=False)"
    said.done(out, notes)
    said.start(5)
    merge(measure_library_load(max(1, int(round(LIBRARY_RUNS * scale)))), "library_load_ms")
    said.done(out, notes)
    said.start(6)
    if gui:
        try:
            merge(measure_library_filter(max(5, int(LIBRARY_QUERIES * scale))),
                  "library_filter_ms_p95")
        except Exception as exc:  # the app is someone else's and may be half-built
            notes["library_filter_ms_p95"] = f"the library measurement failed: {type(exc).__name__}: {exc}"
    else:
        notes["library_filter_ms_p95"] = "skipped (gui=False)"
    said.done(out, notes)
    growth_steps = tuple(max(20, int(n * scale)) for n in GROWTH_STEPS)
    if quick:  # a shorter long history: the ratio is still the long one's over the short one's
        growth_steps = (growth_steps[0], max(growth_steps[0] * 2, growth_steps[1] // 5))
    for index, key, measure in (
            (7, "place_ms_p95", lambda: measure_place(max(5, int(PLACE_SAMPLES * scale)))),
            (8, "place_growth_50k", lambda: measure_place_growth(
                growth_steps, max(3, int(GROWTH_SAMPLES * scale)))),
            (9, "combat_row_ms_p95", lambda: measure_combat_row(
                max(5, int(COMBAT_ROWS * scale)), max(10, int(COMBAT_UNITS * scale))))):
        said.start(index)
        if gui:
            try:
                merge(measure(), key)
            except Exception as exc:  # a broken app must not lose the other figures
                notes[key] = f"the measurement failed: {type(exc).__name__}: {exc}"
        else:
            notes[key] = "skipped (gui=False)"
        said.done(out, notes)
    said.start(10)
    merge(measure_whatif(None if scale >= 1 else max(20, int(200 * scale))),
          "whatif_ms_p95", "whatif_answers_per_s")
    said.done(out, notes)
    said.start(11)
    merge(measure_game((1.0 if quick else 3.0) * scale), "game_turns_per_s")
    said.done(out, notes)
    if quick and out.get("place_growth_50k") is not None:
        notes["place_growth_50k"] = (f"--quick: {growth_steps[1]:,} steps over "
                                     f"{growth_steps[0]:,} (the full run: 50,000 over 1,000)")
    for k in KEYS:
        if isinstance(out[k], float):
            out[k] = round(out[k], 4)
    result = dict(out)
    result["quick"] = bool(quick)
    result["scale"] = scale
    result["notes"] = notes
    result["details"] = {k: round(v, 4) if isinstance(v, float) else v
                         for k, v in details.items()}
    result["machine"] = machine_info()
    result["bench_seconds"] = round(time.perf_counter() - t_start, 2)
    return result


# --- growth and profile (for docs/performance.md) -----------------------------------------

def growth(units=(50, 200, 800), steps=(1_000, 10_000, 50_000), engine_s: float = 2.0,
           scrub_samples: int = 300, history_steps: int = HISTORY_STEPS, gui: bool = True,
           gui_samples: int = 100) -> dict:
    """How the engine figures grow with the board (units) and the history (steps)."""
    rows_units = []
    for n in units:
        # at most 150 plays per unit (about 700 damage each, Might 1000): the whole board dying
        # would end the workload
        e = measure_engine(engine_s, n_units=n, max_steps=150 * n)
        w, mb, _ = build_history_traced(history_steps, n_units=n)
        s = measure_scrub(w.history, scrub_samples)
        del w
        gc.collect()
        row = {"units": n, "engine_deals_per_s": round(e["engine_deals_per_s"]),
               "scrub_ms_p95": round(s["scrub_ms_p95"], 3), "history_mb_10k": round(mb, 1),
               "gui_scrub_ms_p95": None, "action_ms_p95": None}
        if gui:
            try:
                g = measure_gui(history_steps, gui_samples, n_units=n)
                row["gui_scrub_ms_p95"] = round(g["gui_scrub_ms_p95"], 2)
                row["action_ms_p95"] = round(g["action_ms_p95"], 2)
            except Exception as exc:  # no Qt here: the engine rows still stand
                row["gui_note"] = f"{type(exc).__name__}: {exc}"
        rows_units.append(row)
        gc.collect()
    rows_steps = []
    for n in steps:
        gc.collect()
        w = Workload(N_UNITS)
        t0 = time.perf_counter()
        w.run_steps(n)
        build = time.perf_counter() - t0
        # the rate over the last tenth of the run: a long history slows pushing if anything does
        last = max(100, n // 10)
        d0 = w.damage_events
        t0 = time.perf_counter()
        w.run_steps(last)
        tail_rate = (w.damage_events - d0) / (time.perf_counter() - t0)
        s = measure_scrub(w.history, scrub_samples)
        del w
        gc.collect()
        _, mb, _ = build_history_traced(n)
        rows_steps.append({"steps": n, "build_s": round(build, 2),
                           "deals_per_s_at_end": round(tail_rate),
                           "scrub_ms_p95": round(s["scrub_ms_p95"], 3),
                           "history_mb": round(mb, 1)})
        gc.collect()
    return {"by_units": rows_units, "by_steps": rows_steps, "machine": machine_info()}


def profile_engine(steps: int = 5_000, top: int = 25) -> str:
    """cProfile of the engine workload (after `steps` warm-up steps), hottest functions first."""
    import cProfile
    import io
    import pstats

    w = Workload(N_UNITS)
    w.run_steps(steps)
    prof = cProfile.Profile()
    prof.enable()
    w.run_steps(steps)
    prof.disable()
    buf = io.StringIO()
    stats = pstats.Stats(prof, stream=buf)
    stats.sort_stats("tottime").print_stats(top)
    stats.sort_stats("cumulative").print_stats(top)
    return buf.getvalue()


def _growth_markdown(g: dict) -> str:
    lines = ["| units | engine deals/s | scrub p95 (ms) | history MB (10k steps) "
             "| app: row selected p95 (ms) | app: action p95 (ms) |",
             "|---:|---:|---:|---:|---:|---:|"]
    for r in g["by_units"]:
        lines.append(f"| {r['units']} | {r['engine_deals_per_s']:,} | {r['scrub_ms_p95']} | "
                     f"{r['history_mb_10k']} | {r.get('gui_scrub_ms_p95')} | "
                     f"{r.get('action_ms_p95')} |")
    lines += ["", "| steps (300 units) | build s | deals/s at the end | scrub p95 (ms) | history MB |",
              "|---:|---:|---:|---:|---:|"]
    for r in g["by_steps"]:
        lines.append(f"| {r['steps']:,} | {r['build_s']} | {r['deals_per_s_at_end']:,} | "
                     f"{r['scrub_ms_p95']} | {r['history_mb']} |")
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m riftboard.bench", description=__doc__.split("\n")[0])
    p.add_argument("--quick", action="store_true")
    p.add_argument("--json", action="store_true")
    p.add_argument("--growth", action="store_true", help="the growth tables of docs/performance.md")
    p.add_argument("--profile", action="store_true", help="cProfile the engine workload")
    p.add_argument("--scale", type=float, default=1.0, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    # like `riftboard bench`: the windows and app processes it starts neither read nor write the
    # user's settings (a temporary profile, set before Qt loads)
    from riftboard.app.settings import temporary_profile

    with temporary_profile(prefix="riftboard-bench-"):
        return _main(args)


def _main(args) -> int:
    if args.profile:
        print(profile_engine(1_000 if args.quick else 5_000))
        return 0
    if args.growth:
        g = growth(steps=(1_000, 10_000) if args.quick else (1_000, 10_000, 50_000),
                   engine_s=1.0 if args.quick else 2.0)
        print(json.dumps(g, indent=2) if args.json else _growth_markdown(g))
        return 0
    figures = run_bench(args.quick, args.scale,
                        progress=lambda line: print(line, file=sys.stderr, flush=True))
    print(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
