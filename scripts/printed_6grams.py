"""Write tests/fixtures/printed_6grams.txt: a hash of every run of six words of the printed card
texts, so that a test can tell when one of our summaries copies printed text (the project never
ships it; the fixture holds hashes only, no text).

    python scripts/printed_6grams.py SOURCE.json [SOURCE.json ...]

Each SOURCE is a JSON file of printed card texts in one of two public layouts:
- the riftcodex harvest (a list of cards, each with "text": {"rich", "plain", "flavour"}), e.g.
  skill/data/riftcodex_cards_raw.json of GitHub repo Zaious/riftbound-chronicle (every set,
  Vendetta included);
- a set file of eric-maynard/tcg-engines (packages/riftbound-cards/src/data/sets/*.json: a dict
  with "cards", each with "rulesText" and "errata").
Fetch them with git, e.g.
    git -C tcg-engines show HEAD:packages/riftbound-cards/src/data/sets/ogn.json > ogn.json

The fixture is one lowercase hex hash per line, sorted: blake2b (8 bytes) of six normalised
words joined by single spaces. `words` says what normalised means; tests/cards/test_own_words.py
normalises our texts with the same function.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "fixtures" / "printed_6grams.txt"
RUN = 6  # words: a run this long copied from a printed text is a copy

_TAG = re.compile(r"<[^>]*>")  # the riftcodex rich text's HTML
_ICON = re.compile(r":rb_(?:energy_|rune_)?([a-z0-9]+):")  # :rb_energy_2: :rb_rune_fury: :rb_might:
_ENTITY = {"&gt;": ">", "&lt;": "<", "&amp;": "&", "&nbsp;": " ", "&#39;": "'", "&quot;": '"'}
_APOSTROPHE = re.compile(r"['\u2019]")
_NOT_WORD = re.compile(r"[^a-z0-9]+")


def words(text: str) -> list[str]:
    """`text` as normalised words: HTML tags dropped, icons as their word (`:rb_might:` is
    might, `:rb_energy_2:` is 2), lower case, apostrophes dropped (`can't` is cant), every other
    character that is not a letter or a digit a word break."""
    text = _TAG.sub(" ", text)
    for entity, char in _ENTITY.items():
        text = text.replace(entity, char)
    text = _ICON.sub(r" \1 ", text.lower())
    text = _APOSTROPHE.sub("", text)
    return _NOT_WORD.sub(" ", text).split()


def run_hash(run: list[str]) -> str:
    """The fixture's hash of one run of words."""
    return hashlib.blake2b(" ".join(run).encode("utf-8"), digest_size=8).hexdigest()


def runs(text: str) -> list[tuple[int, str]]:
    """(position of its first word, counted from 1, and hash) of every run of RUN words of
    `text`."""
    w = words(text)
    return [(i + 1, run_hash(w[i:i + RUN])) for i in range(len(w) - RUN + 1)]


def printed_texts(doc) -> list[str]:
    """Every printed text (rules text, flavour) of one source document."""
    out: list[str] = []
    if isinstance(doc, dict) and isinstance(doc.get("cards"), list):  # a tcg-engines set file
        for card in doc["cards"]:
            # "errata" there describes a change in the source's words; rulesText is printed
            out.append(card.get("rulesText") or "")
    elif isinstance(doc, list):  # the riftcodex harvest
        for card in doc:
            text = card.get("text") or {}
            # the rich text keeps the line breaks the plain text runs together
            out.extend([text.get("rich") or text.get("plain") or "", text.get("flavour") or ""])
    else:
        raise ValueError("neither a riftcodex card list nor a tcg-engines set file")
    return [t for t in out if t]


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    hashes: set[str] = set()
    texts = 0
    for name in argv:
        try:
            found = printed_texts(json.loads(Path(name).read_text(encoding="utf-8")))
        except (OSError, ValueError) as exc:
            print(f"printed_6grams: {name}: {exc}", file=sys.stderr)
            return 2
        texts += len(found)
        for text in found:
            hashes.update(h for _pos, h in runs(text))
    FIXTURE.write_text("".join(f"{h}\n" for h in sorted(hashes)), encoding="ascii")
    print(f"wrote {FIXTURE.relative_to(ROOT)}: {len(hashes)} runs of {RUN} words "
          f"from {texts} printed texts")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
