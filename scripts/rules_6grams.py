"""Write tests/fixtures/rules_6grams.txt: a hash of every run of six words of the Core Rules
texts riftboard works from, so that tests/cli/test_gloss.py can tell when one of our rule
glosses (riftboard/report/gloss.py) copies the rules instead of paraphrasing them. The fixture
holds hashes only, no text.

    python scripts/rules_6grams.py SOURCE.md [SOURCE.md ...]

Each SOURCE is a text of the rules, e.g. the project's excerpts in ../shared/reference
(core-rules-v1.4-excerpts.md, rules-v1.3-vs-v1.4.md, game-structure.md) or the whole Core Rules
1.4 (docs/core_rules.md of GitHub repo FacuNGodoy/riftbound-rules-chatbot). Words are
normalised and hashed as scripts/printed_6grams.py does (its `words` and `run_hash`).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "fixtures" / "rules_6grams.txt"


def _printed():
    spec = importlib.util.spec_from_file_location("printed_6grams",
                                                  ROOT / "scripts" / "printed_6grams.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    printed = _printed()
    hashes: set[str] = set()
    for name in argv:
        text = Path(name).read_text(encoding="utf-8")
        hashes.update(h for _pos, h in printed.runs(text))
    FIXTURE.write_text("".join(h + "\n" for h in sorted(hashes)), encoding="ascii")
    print(f"{FIXTURE}: {len(hashes)} hashes from {len(argv)} file(s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
