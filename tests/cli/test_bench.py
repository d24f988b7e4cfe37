"""`riftboard bench`: run_bench in a tiny mode returns every figure of SPEC section 6."""

from __future__ import annotations

import contextlib
import io
import json
import math

import pytest

from riftboard import bench
from riftboard.cli import main

SPEC_KEYS = ("engine_deals_per_s", "scrub_ms_p95", "gui_scrub_ms_p95", "action_ms_p95",
             "startup_ratio", "check_scenarios_per_s", "history_mb_10k", "library_load_ms",
             "library_filter_ms_p95", "place_ms_p95", "place_growth_50k", "combat_row_ms_p95",
             "whatif_ms_p95", "whatif_answers_per_s", "game_turns_per_s")

#: a long module (docs/testing.md): CI runs it; `pytest -m "not slow"` leaves it out
pytestmark = pytest.mark.slow


PROGRESS: list[str] = []


@pytest.fixture(scope="module")
def figures():
    PROGRESS.clear()
    return bench.run_bench(quick=True, scale=0.05, progress=PROGRESS.append)


def test_each_figure_is_said_as_it_is_measured(figures):
    """Issue 29 item 2: an estimate first, then each measurement as it starts and its figures
    as they are measured, with the time left, so a minute of work never looks hung."""
    assert PROGRESS[0].startswith(f"riftboard bench --quick: {len(bench.STAGES)} measurements, about ")
    n = len(bench.STAGES)
    starts = [i for i, line in enumerate(PROGRESS) if line.startswith("[")]
    assert [PROGRESS[i].split("]")[0] for i in starts] == [f"[{k}/{n}" for k in range(1, n + 1)]
    for k, i in enumerate(starts):
        said = PROGRESS[i + 1]
        for key in bench.STAGES[k][1]:
            assert f"{key} " in said
        assert said.rstrip().endswith("left)") == (k < n - 1), said
    assert f"engine_deals_per_s {bench._shown(figures['engine_deals_per_s'])}" in PROGRESS[starts[0] + 1]
    assert {key for _what, keys, _q, _f in bench.STAGES for key in keys} == set(bench.KEYS)


def test_the_cli_says_progress_on_stderr_and_figures_on_stdout(monkeypatch, capsys):
    def fake(quick=False, scale=1.0, progress=None):
        progress("riftboard bench --quick: 7 measurements, about 71 s in all")
        return {"engine_deals_per_s": 1.0, "quick": quick}

    monkeypatch.setattr(bench, "run_bench", fake)
    assert main(["bench", "--json", "--quick"]) == 0
    captured = capsys.readouterr()
    assert json.loads(captured.out) == {"engine_deals_per_s": 1.0, "quick": True}
    assert captured.err == "riftboard bench --quick: 7 measurements, about 71 s in all\n"


def test_every_spec_key_is_a_number_or_null_with_a_note(figures):
    assert set(SPEC_KEYS) <= set(figures)
    assert tuple(bench.KEYS) == SPEC_KEYS
    for key in SPEC_KEYS:
        value = figures[key]
        if value is None:
            assert figures["notes"].get(key), f"{key} is null without a note"
        else:
            assert isinstance(value, (int, float)) and not isinstance(value, bool), key
            assert math.isfinite(value) and value > 0, f"{key} = {value}"


def test_engine_figures_are_always_measured(figures):
    for key in ("engine_deals_per_s", "scrub_ms_p95", "history_mb_10k", "check_scenarios_per_s"):
        assert figures[key] is not None, figures["notes"].get(key)


def test_library_figures_are_measured(figures):
    """SPEC 6: the card library's load (fresh processes) and search (offscreen app) figures."""
    assert figures["library_load_ms"] is not None, figures["notes"].get("library_load_ms")
    assert figures["library_filter_ms_p95"] is not None, figures["notes"].get("library_filter_ms_p95")
    assert figures["details"]["library_cards"] > 900
    assert figures["details"]["library_filter_keys"] >= 5


def test_library_queries_are_fixed_prefixes():
    names = ["Void Seeker", "Garen, Commander", "Sunlit Guardian"]
    q = bench.library_queries(names, 40)
    assert q == bench.library_queries(names, 40) and len(q) == 40
    assert all(1 <= len(p) <= 6 and any(n.lower().startswith(p) for n in names) for p in q)


def test_machine_info_and_mode(figures):
    assert figures["quick"] is True
    assert figures["scale"] == 0.05
    assert figures["machine"]["cpu_count"] >= 1
    assert figures["machine"]["python"].count(".") == 2
    json.dumps(figures)  # printable as `bench --json`


def test_the_workload_is_the_specs():
    w = bench.Workload(n_units=300)
    s = w.history.initial
    units = [o for o in s.objects.values() if o.kind == "unit"]
    assert len(units) == 300
    assert {o.at for o in units} == {"gate", "plain"}
    assert s.obj("gate").card.name == "Void Gate" and s.obj("plain").card is None
    assert sum(1 for o in units if o.card and o.card.name == "Vengeful Brute") == 150
    assert all(o.printed_might == 1000 for o in units)
    players = []
    for _ in range(6):
        w.step()
        play = next(e for e in w.history.events if e.step == w.history.cursor)
        assert play.kind == "play" and play.sources[0].name == "Void Seeker"
        players.append(play.responsible)
    assert players == ["A", "B"] * 3
    kinds = {e.kind for e in w.history.events}
    assert {"damage", "trigger", "might", "draw"} <= kinds
    assert w.damage_events == sum(1 for e in w.history.events if e.kind == "damage")


def test_board_snapshot_has_what_the_board_view_needs():
    w = bench.Workload(n_units=20)
    w.run_steps(10)
    snap = bench.board_snapshot(w.history.state_after(len(w.history.events) // 2))
    assert len([o for o in snap["objects"] if o["kind"] == "unit"]) == 20
    assert all(o["might"] >= 1000 for o in snap["objects"] if o["kind"] == "unit")
    assert set(snap["hands"]) == {"A", "B"}


def test_p95_is_the_nearest_rank():
    assert bench.p95(list(range(1, 101))) == 95
    assert bench.p95([3.0]) == 3.0


def test_growth_table_in_a_tiny_mode():
    g = bench.growth(units=(10,), steps=(50,), engine_s=0.05, scrub_samples=5, history_steps=50,
                     gui_samples=5)
    table = bench._growth_markdown(g)
    assert "| 10 |" in table and "| 50 |" in table
    row = g["by_units"][0]
    assert row["gui_scrub_ms_p95"] > 0 and row["action_ms_p95"] > 0, row


def test_cli_prints_the_figures_as_json(monkeypatch):
    monkeypatch.setattr(bench, "run_bench", lambda quick=False, scale=1.0: {
        "engine_deals_per_s": 1.0, "quick": quick})
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = main(["bench", "--json", "--quick"])
    assert code == 0
    assert json.loads(out.getvalue()) == {"engine_deals_per_s": 1.0, "quick": True}


def test_the_benchmark_workload_keeps_every_index():
    """The workload's own board (300 units at Might 1000 in the benchmark; 40 here) keeps the
    GameState's indexes equal to the ones made again from its objects."""
    from tests.engine.test_indexes import indexes, recomputed

    w = bench.Workload(n_units=40)
    for _ in range(200):
        w.step()
    st = w.history.state
    assert indexes(st) == recomputed(st)
    assert st.trash_abilities == ()  # Void Seeker has no abilities: the trash index stays empty


def test_startup_times_bare_and_app_in_turns_after_an_uncounted_pair(monkeypatch):
    """A load that changes during the measurement slows both windows alike: the bare window and
    the app run in turns, and the first pair (cold disk cache) is not counted."""
    pytest.importorskip("PySide6")
    calls = []
    times = iter([9.0, 9.0, 1.0, 2.0, 1.2, 2.2, 0.8, 1.8])  # the first pair is the cold one

    def fake(cmd, env, timeout):
        calls.append("app" if cmd[1:] == ["-m", "riftboard"] else "bare")
        return next(times), ""

    monkeypatch.setattr(bench, "_time_process", fake)
    monkeypatch.setattr("compileall.compile_dir", lambda *a, **k: True)
    out = bench.measure_startup(3)
    assert calls == ["bare", "app"] * 4
    assert out["startup_bare_ms"] == pytest.approx(1000.0)
    assert out["startup_app_ms"] == pytest.approx(2000.0)
    assert out["startup_ratio"] == pytest.approx(2.0)


def test_startup_reports_the_ratio_by_cpu_time_too(monkeypatch):
    """The CPU-time ratio is the children's user + system time of each counted run (the first
    pair left out, as for the wall clock): here 0.9 s for the app over 0.5 s for the bare window,
    whatever their wall clocks say."""
    pytest.importorskip("PySide6")
    spent = [0.0]
    walls = iter([9.0, 9.0, 1.0, 3.0, 1.0, 3.0, 1.0, 3.0])

    def fake(cmd, env, timeout):
        app = cmd[1:] == ["-m", "riftboard"]
        spent[0] += (0.9 if app else 0.5) + (5.0 if not spent[0] else 0.0)  # a cold first run
        return next(walls), ""

    monkeypatch.setattr(bench, "_time_process", fake)
    monkeypatch.setattr(bench, "_children_cpu", lambda: spent[0])
    monkeypatch.setattr("compileall.compile_dir", lambda *a, **k: True)
    out = bench.measure_startup(3)
    assert out["startup_ratio"] == pytest.approx(3.0)
    assert out["startup_cpu_ratio"] == pytest.approx(1.8)
    assert out["startup_bare_cpu_ms"] == pytest.approx(500.0)
    assert out["startup_app_cpu_ms"] == pytest.approx(900.0)


def test_children_cpu_counts_a_finished_child():
    pytest.importorskip("resource")
    import subprocess
    import sys

    before = bench._children_cpu()
    subprocess.run([sys.executable, "-c", "sum(range(3_000_000))"], check=True)
    assert bench._children_cpu() > before


def test_the_game_figure_plays_seeded_random_games_for_the_cpu_time_asked():
    """SPEC section 6's game_turns_per_s: seeded strict games from setup to victory or 60
    turns, turns over CPU seconds; the same seeds play the same games."""
    first = bench.measure_game(0.0, max_turns=6)
    again = bench.measure_game(0.0, max_turns=6)
    assert first["game_games"] == 1 and 1 <= first["game_turns"] <= 6
    assert first["game_turns_per_s"] > 0
    assert (first["game_turns"], first["game_steps"]) == (again["game_turns"], again["game_steps"])
