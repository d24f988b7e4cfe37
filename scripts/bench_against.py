"""The SPEC section 6 figures of this tree against another tree's, measured in the same run.

    python scripts/bench_against.py OTHER_TREE [--rounds 3] [--json OUT]

OTHER_TREE is a checkout of riftboard (for instance `git worktree add /tmp/before REV`). Each
round runs `python -m riftboard bench --json` once in each tree, in turn (this tree, the other,
this tree, ...), with the same Python, so a busy machine slows both alike; the table gives each
figure's median over the rounds and their ratio, and says which way is better. A figure the
other tree does not measure (an older bench) is shown for this tree alone.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE))

from riftboard.bench import KEYS  # noqa: E402  (this tree's keys: SPEC section 6)

#: figures where more is better; every other figure is a time, a size or a ratio of times
HIGHER_IS_BETTER = {"engine_deals_per_s", "check_scenarios_per_s", "whatif_answers_per_s",
                    "game_turns_per_s"}
#: the details that explain a figure (startup_ratio is app over bare window: both parts)
DETAILS = ("startup_app_ms", "startup_bare_ms", "gui_scrub_ms_median", "action_ms_median",
           "library_load_process_ms", "library_empty_process_ms")


def bench_once(tree: Path) -> dict:
    """One `riftboard bench --json` in `tree`, in its own settings profile (bench makes one)."""
    env = dict(os.environ, PYTHONPATH=str(tree))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="bench-against-") as state:
        env["RIFTBOARD_STATE_DIR"] = state
        done = subprocess.run([sys.executable, "-m", "riftboard", "bench", "--json"], cwd=tree,
                              env=env, capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        raise SystemExit(f"bench failed in {tree} (exit {done.returncode}):\n{done.stderr[-2000:]}")
    return json.loads(done.stdout)


def value(figures: dict, key: str):
    v = figures.get(key)
    if v is None:
        v = (figures.get("details") or {}).get(key)
    return v if isinstance(v, (int, float)) else None


def median(runs: list[dict], key: str):
    vals = [v for r in runs if (v := value(r, key)) is not None]
    return statistics.median(vals) if vals else None


def table(here: list[dict], other: list[dict]) -> str:
    lines = ["| figure | this tree | other tree | this / other | better |",
             "|---|---|---|---|---|"]
    for key in (*KEYS, *DETAILS):
        a, b = median(here, key), median(other, key)
        if a is None and b is None:
            continue
        ratio = f"{a / b:.2f}" if a is not None and b else ""
        better = "higher" if key in HIGHER_IS_BETTER else "lower"
        if key in DETAILS:
            better = "(detail)"
        lines.append(f"| `{key}` | {_num(a)} | {_num(b)} | {ratio} | {better} |")
    return "\n".join(lines)


def _num(v) -> str:
    if v is None:
        return "-"
    return f"{v:,.0f}" if abs(v) >= 100 else f"{v:.3g}"


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("other", type=Path, help="a checkout of riftboard to measure against")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--json", type=Path, help="also write every run's figures here")
    args = p.parse_args(argv)
    other = args.other.resolve()
    if not (other / "riftboard" / "bench.py").is_file():
        print(f"{other} is not a riftboard checkout (no riftboard/bench.py)", file=sys.stderr)
        return 2
    here_runs, other_runs = [], []
    for n in range(1, args.rounds + 1):
        for tree, runs in ((HERE, here_runs), (other, other_runs)):
            print(f"round {n}/{args.rounds}: {tree}", file=sys.stderr, flush=True)
            runs.append(bench_once(tree))
    if args.json:
        args.json.write_text(json.dumps({"here": here_runs, "other": other_runs}, indent=1))
    print(f"medians of {args.rounds} rounds, interleaved; this tree {HERE}, other {other}\n")
    print(table(here_runs, other_runs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
