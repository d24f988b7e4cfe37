"""riftboard: a Riftbound rules sandbox that explains who dealt the damage and who gets the kill.

Importing the package lets a compiled build of the engine (see `riftboard._native`) stand in
for its Python source, while it matches that source."""

from riftboard import _native

_native.install()
