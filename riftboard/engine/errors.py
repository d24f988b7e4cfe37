"""The rules refuse an action."""

from __future__ import annotations


class IllegalAction(Exception):
    """The rules forbid this action now; the message names the object and the requirement."""
