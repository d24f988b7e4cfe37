"""One autosave per window, without Qt (issue 30 items 2-3): slots are named apart and locked
while their window lives; a slot whose process died (kill -9) is an orphan to offer back; a board
that cannot be recovered is moved aside under a free name, never over another file."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from riftboard.scenario.autosaves import (
    KEPT_FOLDER,
    AutosaveSlot,
    adopt_legacy,
    claim_orphans,
    file_stamp,
    read_info,
)

ROOT = Path(__file__).resolve().parents[2]


def _write_board(slot: AutosaveSlot, title: str, when: float | None = None) -> None:
    slot.path.write_text(f'format = 1\ntitle = "{title}"\n', encoding="utf-8")
    slot.meta.write_text(json.dumps({"path": None, "time": when or time.time(),
                                     "title": title}), encoding="utf-8")


def test_two_slots_get_their_own_files_and_each_holds_its_lock(tmp_path):
    a = AutosaveSlot.create(tmp_path)
    b = AutosaveSlot.create(tmp_path)
    try:
        assert a.ident != b.ident and a.path != b.path
        _write_board(a, "A's board")
        _write_board(b, "B's board")
        # another claimant (a window of this process or of another) cannot take a held slot
        assert AutosaveSlot.claim(tmp_path, a.ident) is None
        assert claim_orphans(tmp_path) == []
        assert read_info(a.path)["title"] == "A's board"
    finally:
        a.release(remove=True)
        b.release(remove=True)


def test_a_released_slot_is_an_orphan_and_the_newest_comes_first(tmp_path):
    live = AutosaveSlot.create(tmp_path)
    _write_board(live, "still open")
    for title, when in (("older", 1000.0), ("newer", 2000.0)):
        s = AutosaveSlot.create(tmp_path)
        _write_board(s, title, when)
        s.release()  # what the operating system does when the process dies
    orphans = claim_orphans(tmp_path, keep=(live.ident,))
    assert [o.info()["title"] for o in orphans] == ["newer", "older"]
    assert all(o.is_locked for o in orphans)  # claimed: a second starter skips them
    assert claim_orphans(tmp_path) == []
    for o in orphans:
        o.release()
    live.release(remove=True)


def test_a_stale_lock_without_a_board_is_removed(tmp_path):
    s = AutosaveSlot.create(tmp_path)
    s.release()  # a window that crashed before its first autosave
    assert s.lock_path.exists()
    assert claim_orphans(tmp_path) == []
    assert not s.lock_path.exists()


@pytest.mark.skipif(os.name == "nt", reason="SIGKILL is POSIX")
def test_the_lock_of_a_killed_process_is_stale_and_its_board_is_offered(tmp_path):
    code = textwrap.dedent(f"""
        import json, sys, time
        from riftboard.scenario.autosaves import AutosaveSlot
        s = AutosaveSlot.create({str(tmp_path)!r})
        s.path.write_text('format = 1\\ntitle = "killed"\\n', encoding="utf-8")
        s.meta.write_text(json.dumps({{"path": None, "time": time.time(),
                                       "title": "killed"}}), encoding="utf-8")
        print(s.ident, flush=True)
        time.sleep(60)
    """)
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    try:
        ident = proc.stdout.readline().strip()
        assert ident
        assert claim_orphans(tmp_path) == []  # alive: its window's, not to be touched
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()
    (lock_left,) = tmp_path.glob("*.lock")  # the lock file is still there, its lock is not
    orphans = claim_orphans(tmp_path)
    assert [(o.ident, o.info()["title"]) for o in orphans] == [(ident, "killed")]
    assert lock_left == orphans[0].lock_path
    orphans[0].release()


def test_set_aside_moves_the_board_under_a_free_name_and_never_over_a_file(tmp_path):
    s = AutosaveSlot.create(tmp_path)
    _write_board(s, "broken")
    s.path.write_bytes(b"format = 1\ntitle = [unclosed\n")
    kept = tmp_path / KEPT_FOLDER
    kept.mkdir()
    taken = kept / f"{s.ident}.toml"
    taken.write_text("someone else's", encoding="utf-8")
    where = s.set_aside()
    assert where == kept / f"{s.ident}-2.toml"
    assert where.read_bytes() == b"format = 1\ntitle = [unclosed\n"
    assert json.loads(where.with_suffix(".json").read_text(encoding="utf-8"))["title"] == "broken"
    assert taken.read_text(encoding="utf-8") == "someone else's"
    assert not s.is_locked and not s.path.exists() and not s.lock_path.exists()
    assert claim_orphans(tmp_path) == []  # what is kept aside is not offered again


def test_discard_removes_only_its_own_slot(tmp_path):
    a = AutosaveSlot.create(tmp_path)
    _write_board(a, "A")
    b = AutosaveSlot.create(tmp_path)
    _write_board(b, "B")
    b.release()
    (orphan,) = claim_orphans(tmp_path, keep=(a.ident,))
    orphan.discard()
    assert not b.path.exists() and not b.lock_path.exists()
    assert a.path.exists() and a.meta.exists() and a.is_locked
    a.release(remove=True)


def test_the_single_autosave_of_earlier_versions_is_offered(tmp_path):
    legacy = tmp_path / "autosave.toml"
    legacy.write_text('format = 1\ntitle = "old"\n', encoding="utf-8")
    legacy.with_suffix(".json").write_text(json.dumps({"path": None, "time": 5.0,
                                                       "title": "old"}), encoding="utf-8")
    folder = tmp_path / "autosaves"
    moved = adopt_legacy(folder, legacy)
    assert moved.parent == folder and not legacy.exists()
    (orphan,) = claim_orphans(folder)
    assert orphan.path == moved and orphan.info() == {"path": None, "time": 5.0,
                                                      "title": "old"}
    orphan.release()


def test_file_stamp_sees_a_replaced_file(tmp_path):
    from riftboard.atomic import write_atomic

    p = tmp_path / "b.toml"
    assert file_stamp(p) is None
    write_atomic(p, "one")
    first = file_stamp(p)
    assert file_stamp(p) == first
    write_atomic(p, "two")  # same size, maybe the same time stamp: another file all the same
    assert file_stamp(p) != first
