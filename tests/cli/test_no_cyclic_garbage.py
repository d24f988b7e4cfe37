"""A step leaves no cyclic garbage: the history is long-lived data that only reference counting
should need to free (and an entry point may freeze it out of the cyclic collector's way)."""

import gc

from riftboard.bench import Workload
from riftboard.cards.library import load_library
from riftboard.scenario.lessons import lesson_files
from riftboard.scenario.loader import load_scenario
from riftboard.scenario.runner import lessons_dir, play, scenario_library


def _garbage_of(run) -> int:
    gc.collect()
    was = gc.isenabled()
    gc.disable()
    try:
        run()
        return gc.collect()
    finally:
        if was:
            gc.enable()


def test_the_benchmark_workload_leaves_no_cyclic_garbage() -> None:
    w = Workload(n_units=60, seed=3)
    w.run_steps(50)
    assert _garbage_of(lambda: w.run_steps(500)) == 0
    assert w.history.cursor == 550


def test_lessons_leave_no_cyclic_garbage_unless_a_step_is_refused() -> None:
    """Every lesson's steps (kills, combat, triggers, replacements, held chains) through a
    History; a refused step raises IllegalAction, whose traceback is a cycle: those lessons
    are played too but not counted."""
    base = load_library()
    checked = 0
    for path in lesson_files(lessons_dir()):
        spec = load_scenario(str(path), base)
        library = scenario_library(spec, base)
        out = {}

        def run(spec=spec, library=library, out=out):
            out["history"], out["error"] = play(spec, library)

        garbage = _garbage_of(run)
        if out["error"] is None:
            assert garbage == 0, path.name
            checked += 1
    assert checked >= 30
