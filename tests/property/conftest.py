"""Hypothesis profiles for the property suite.

`ci` (default) keeps the whole suite near 30 s; `long` (PROPERTY_LONG=1 or
HYPOTHESIS_PROFILE=long) runs 20 times the examples. See docs/testing.md."""

import os

from hypothesis import HealthCheck, settings

_COMMON = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                     HealthCheck.data_too_large],
               print_blob=True)
settings.register_profile("ci", **_COMMON)
settings.register_profile("long", **_COMMON)

LONG = os.environ.get("PROPERTY_LONG") == "1" or os.environ.get("HYPOTHESIS_PROFILE") == "long"
settings.load_profile("long" if LONG else "ci")


def examples(n: int) -> int:
    """`n` examples in CI, 20 n in the long run."""
    return n * 20 if LONG else n
