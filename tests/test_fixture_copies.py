"""tests/fixtures/shared holds copies of what the tests read from the project's shared folder
(the seed scenarios and timeline.schema.json), so a plain clone passes. When the shared folder
is there (../shared beside the checkout, or RIFTBOARD_SHARED_DIR), the copies must match it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
COPIES = ROOT / "tests" / "fixtures" / "shared"
REAL = Path(os.environ.get("RIFTBOARD_SHARED_DIR") or ROOT.parent / "shared")
COPIED = ["timeline.schema.json", "scenarios/*.toml"]


def _files(base: Path) -> dict[str, bytes]:
    out = {}
    for pattern in COPIED:
        for p in sorted(base.glob(pattern)):
            out[p.relative_to(base).as_posix()] = p.read_bytes()
    return out


def test_the_copies_are_in_the_repository():
    files = _files(COPIES)
    assert "timeline.schema.json" in files
    assert len([f for f in files if f.startswith("scenarios/")]) >= 14


@pytest.mark.skipif(not (REAL / "scenarios").is_dir(),
                    reason=f"no shared folder at {REAL} (a plain clone): nothing to compare the "
                           f"copies in tests/fixtures/shared with")
def test_the_copies_match_the_shared_folder():
    real, copies = _files(REAL), _files(COPIES)
    assert sorted(real) == sorted(copies), "a file was added to or removed from the shared folder"
    differ = [name for name in real if real[name] != copies[name]]
    assert differ == [], f"copy these again from {REAL}: {differ}"
