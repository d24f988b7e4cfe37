"""Our words, not the printed ones (SPEC section 3: the project never ships printed card text).

Every text the card files give a user (a card's `summary`, each ability's `summary`, which the
app's ability menu and its "you may" questions are made of, and `not_modelled`) is compared with
tests/fixtures/printed_6grams.txt: hashes of every run of six words of the printed card texts,
made by scripts/printed_6grams.py from public card data (the fixture holds no text). A run of six
or more words in a row that is also in a printed text fails, naming the file, the card, the key
and the word the copied run starts at."""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path

from riftboard.cards.library import resources_dir

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "fixtures" / "printed_6grams.txt"
#: the keys whose text a user reads
SHOWN = ("summary", "not_modelled")


def _script():
    spec = importlib.util.spec_from_file_location("printed_6grams",
                                                  ROOT / "scripts" / "printed_6grams.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SCRIPT = _script()
PRINTED = frozenset(FIXTURE.read_text(encoding="ascii").split())


def shown_texts(value, key: str = ""):
    """(key path, text) of every `summary` and `not_modelled` in a card's table, at any depth
    (its abilities, an Equipment's granted text, ...)."""
    if isinstance(value, dict):
        for k, v in value.items():
            path = f"{key}.{k}" if key else k
            if k in SHOWN and isinstance(v, str):
                yield path, v
            else:
                yield from shown_texts(v, path)
    elif isinstance(value, list):
        for i, v in enumerate(value, 1):
            yield from shown_texts(v, f"{key}[{i}]")


def copied(text: str) -> list[int]:
    """The word positions (from 1) where a run of six printed words starts in `text`."""
    return [pos for pos, h in SCRIPT.runs(text) if h in PRINTED]


def card_texts():
    for path in sorted((resources_dir() / "cards").glob("*.toml")):
        for card in tomllib.loads(path.read_text(encoding="utf-8")).get("card", []):
            for key, text in shown_texts(card):
                yield path.name, card.get("name", "?"), key, text


def test_the_fixture_holds_hashes_only():
    lines = FIXTURE.read_text(encoding="ascii").splitlines()
    assert len(lines) > 10_000  # every set's texts
    assert lines == sorted(set(lines))
    assert all(len(h) == 16 and int(h, 16) >= 0 for h in lines)


def test_normalising_drops_case_punctuation_icons_and_markup():
    assert SCRIPT.words("<p>[Assault 2] (+2 :rb_might: while I'm<br />an attacker.)</p>") == [
        "assault", "2", "2", "might", "while", "im", "an", "attacker"]
    assert SCRIPT.words("Costs :rb_energy_2::rb_rune_fury: less") == ["costs", "2", "fury", "less"]


def test_a_copied_run_is_found_wherever_it_starts():
    """The check itself can fail: a run hashed into the fixture is found at its position, in
    any case and punctuation, and five words of it are not a copy."""
    run = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]
    h = SCRIPT.run_hash(run)
    assert [pos for pos, x in SCRIPT.runs("Now: Alpha, beta gamma delta EPSILON zeta!") if x == h] \
        == [2]
    assert all(x != h for _pos, x in SCRIPT.runs("alpha beta gamma delta epsilon"))


def test_every_card_text_is_in_our_own_words():
    """No summary, ability summary or not_modelled of a card file repeats six printed words in
    a row (the app shows them in the library, the ability menu and its "you may" questions)."""
    found = [f"{file}: {name}: {key}: copied words from word {pos}: {text!r}"
             for file, name, key, text in card_texts() for pos in copied(text)[:1]]
    assert found == [], f"{len(found)} texts copy printed card text:\n" + "\n".join(found)

