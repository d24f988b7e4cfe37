"""Readying a group: `ready_each` ("ready your units", On the Hunt, Shurelya's Requiem), read
with the group keys of ops/groups.py."""

from __future__ import annotations

from .registry import primitive
from .actions import ready_objects
from .groups import GROUP, members


@primitive("ready_each", words="the readying of each", family="groups", params=GROUP,
           events=("ready",), rules=("415.1", "415.1.c"))
def _ready_each(txn, res, eff, _unit):
    """Readies every exhausted object of the group at the same time (415.1); one already ready
    stays as it is (415.1.c). The group is read as the instruction runs."""
    ready_objects(txn, res.item, members(txn, res, eff))
    return None
