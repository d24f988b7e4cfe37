"""Fuzzing the loaders and the command line. FUZZ_LONG=1 runs 20 times the mutants and the
slow size-limit cases (docs/testing.md)."""

import os

LONG = os.environ.get("FUZZ_LONG") == "1"


def count(n: int) -> int:
    """`n` cases in CI, 20 n in the long run."""
    return n * 20 if LONG else n
