"""The save property's long run (issue 30): thousands of random sessions through the real
controller, offscreen, each saved and reopened and recovered after a crash, compared with the
board it came from. It runs the CI test's own session (tests/app/test_save_property.py,
`one_session`) for more seeds, goes on after a failure, and reports what it did.

    python scripts/long_save_property.py                      2,000 sessions, 15 minutes at most
    python scripts/long_save_property.py --sessions 200 --first-seed 10000 --minutes 3

The CI test runs seeds 0-39; this run starts at seed 1,000 by default, so it adds sessions the
CI has not seen. Settings and autosaves go to a temporary folder (RIFTBOARD_STATE_DIR), never to
the user's.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sessions", type=int, default=2000)
    p.add_argument("--first-seed", type=int, default=1000)
    p.add_argument("--minutes", type=float, default=15.0, help="stop starting sessions after this")
    a = p.parse_args(argv)

    scratch = Path(tempfile.mkdtemp(prefix="riftboard-save-property-"))
    os.environ["RIFTBOARD_STATE_DIR"] = str(scratch / "state")  # before Qt: never ~/.config
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    for path in (ROOT, ROOT / "tests" / "app"):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))
    from PySide6.QtWidgets import QApplication
    from test_save_property import one_session

    app = QApplication.instance() or QApplication(sys.argv[:1])
    autosaves = scratch / "autosaves"
    autosaves.mkdir(parents=True)
    done, actions, recovered, failures = 0, 0, 0, []
    start = time.monotonic()
    for seed in range(a.first_seed, a.first_seed + a.sessions):
        if time.monotonic() - start > 60 * a.minutes:
            break
        folder = scratch / f"s{seed}"
        folder.mkdir()
        try:
            got = one_session(seed, folder, autosaves)
        except Exception as e:  # noqa: BLE001 (a failure is reported with its seed; go on)
            failures.append({"seed": seed, "error": f"{type(e).__name__}: {e}"[:500],
                             "where": traceback.format_exc(limit=3)[-800:]})
        else:
            actions += got["actions"]
            recovered += got["recovered"]
            shutil.rmtree(folder, ignore_errors=True)
        app.processEvents()  # (deleteLater)
        done += 1
        if done % 100 == 0:
            print(f"  {done} sessions, {time.monotonic() - start:.0f} s, "
                  f"{len(failures)} failures", file=sys.stderr, flush=True)
    report = {"sessions": done, "seeds": [a.first_seed, a.first_seed + done - 1],
              "actions": actions, "recoveries_compared": recovered,
              "reopens_compared": done - len(failures), "failures": len(failures),
              "failed": failures[:20], "seconds": round(time.monotonic() - start, 1)}
    print(json.dumps(report, indent=1))
    if not failures:
        shutil.rmtree(scratch, ignore_errors=True)
    else:
        print(f"(the failed sessions' files are in {scratch})", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
