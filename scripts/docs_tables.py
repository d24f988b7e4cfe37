"""Rewrite docs/cards.md's generated tables (primitives, triggers, board conditions and counts)
from the ops registry and engine/board.py.

    python scripts/docs_tables.py          rewrite the tables in place
    python scripts/docs_tables.py --check  exit 1 if they are stale (what the test checks)
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from riftboard.engine.board import CONDITIONS, COUNTS, words_table  # noqa: E402
from riftboard.engine.ops import effects_table, triggers_table  # noqa: E402

DOC = ROOT / "docs" / "cards.md"


def block(name: str) -> tuple[str, str]:
    return (f"<!-- {name}: made from riftboard/engine/ops by scripts/docs_tables.py -->",
            f"<!-- end of {name} -->")


def render(text: str) -> str:
    """`text` with every generated table made again."""
    tables = (("primitives table", effects_table()), ("triggers table", triggers_table()),
              ("conditions table", words_table(CONDITIONS)),
              ("counts table", words_table(COUNTS)))
    for name, table in tables:
        start, end = block(name)
        a, b = text.index(start), text.index(end)
        text = text[:a] + start + "\n" + table + "\n" + text[b:]
    return text


if __name__ == "__main__":
    old = DOC.read_text(encoding="utf-8")
    new = render(old)
    if "--check" in sys.argv[1:]:
        sys.exit(0 if new == old else 1)
    DOC.write_text(new, encoding="utf-8")
