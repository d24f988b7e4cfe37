"""`python -m riftboard`: the same as the `riftboard` command."""

from riftboard.cli import main

raise SystemExit(main())
