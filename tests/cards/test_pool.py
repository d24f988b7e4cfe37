"""The card pool (SPEC 3): every released card in the library by its name, built from the repo's
copy of the card facts by riftboard/cards/build.py; the shipped files current; `none` cards are
bodies that can be placed, fought with and killed, with the keywords the engine knows; playing or
activating what is not modelled is refused, naming the card and the part."""

from __future__ import annotations

import csv
import marshal
import re
from collections import Counter
from pathlib import Path

import attrs
import pytest

from riftboard.cards import build
from riftboard.cards.library import builtin_library, resources_dir
from riftboard.cards.pool import facts, labels, pool
from riftboard.cli import main
from riftboard.errors import RiftboardError
from riftboard.scenario.runner import run_text

ROOT = Path(__file__).resolve().parents[2]
COPY = ROOT / "resources" / "cards" / "facts"
SCENARIOS = Path(__file__).resolve().parent / "scenarios"


def _shared_cards() -> Path | None:
    """../shared/cards beside the checkout (or beside the folder of worktrees), if there."""
    for parent in ROOT.parents:
        p = parent / "shared" / "cards"
        if (p / "card-facts.csv").is_file():
            return p
    return None


SHARED = _shared_cards()


# -- the shipped files are what the build makes of the repo copy ------------------------------------
def test_shipped_definitions_are_the_card_files_as_the_loader_checks_them():
    """The library takes the card files' definitions from pool.marshal, checked when it was built:
    each equals what the card loader makes of resources/cards/*.toml now, field by field."""
    from riftboard.cards.library import load_card_file
    from riftboard.cards.pool import defined_cards

    from_files = [c for f in sorted((resources_dir() / "cards").glob("*.toml"))
                  for c in load_card_file(f, official=True)]
    shipped = defined_cards()
    assert [c.name for c in shipped] == [c.name for c in from_files]
    assert shipped == from_files
    library = builtin_library()  # the library adds a card's domains from the facts file
    assert all(attrs.evolve(library.get(c.name), domains=c.domains) == c for c in from_files)
    assert library.get("Decree of Rage").domains  # (a library card's file gives no domains)


def test_an_encoded_definition_reads_back_and_a_stale_one_is_refused(monkeypatch):
    from riftboard.cards import pool as pool_module

    card = builtin_library().get("Vengeful Brute")
    assert pool_module._decode(build.encode(card)) == card
    assert build.encode(card)["@"] == "CardDef" and "might_bonus" not in build.encode(card)  # 0, the default
    # only the fields holding values are walked when read back: a spell's effects, not its name
    spell = builtin_library().get("Void Seeker")
    encoded = build.encode(spell)
    assert "effects" in encoded["@o"] and "name" not in encoded["@o"]
    assert pool_module._decode(build.encode(spell)) == spell
    stale = {"definitions": [{"file": "x.toml", "cards": {
        "X": marshal.dumps({"@": "CardDef", "name": "X", "colour": 1})}}]}
    monkeypatch.setattr(pool_module, "_doc", lambda: stale)
    with pytest.raises(RuntimeError, match="riftboard.cards.build"):
        pool_module.defined_cards()


def test_the_library_builds_a_card_when_it_is_first_asked_for_and_is_the_eager_build():
    """The first lesson needs a few of the 937 cards before the window's first paint: the
    shipped library builds each definition when it is read, and reading them all gives exactly
    the library built card by card (a body per card of the facts file, replaced by its card
    file's definition with the facts file's domains, then the sandbox cards)."""
    from riftboard.cards import pool as pool_module
    from riftboard.cards.library import ShippedCards

    lazy = ShippedCards()
    assert len(lazy) == len(builtin_library().names()) and not lazy._built
    seeker = lazy.get("Void Seeker")
    assert list(lazy._built) == ["Void Seeker"] and seeker.modelled == "full"
    assert lazy.get("No such card") is None and "No such card" not in lazy
    with pytest.raises(KeyError):
        lazy["No such card"]
    eager = pool_module.body_cards()
    for c in pool_module.defined_cards():
        body = eager.get(c.name)
        eager[c.name] = attrs.evolve(c, domains=body.domains) if body and not c.domains else c
    assert list(lazy) == list(eager)
    assert dict(lazy.items()) == eager
    assert lazy.get("Void Seeker") is seeker  # built once


def test_a_stale_definition_is_refused_when_the_library_builds_it(monkeypatch):
    from riftboard.cards import pool as pool_module
    from riftboard.cards.library import ShippedCards

    doc = dict(pool_module._doc())
    doc["definitions"] = [{"file": "x.toml", "cards": {
        "X": marshal.dumps({"@": "CardDef", "name": "X", "colour": 1})}}]
    monkeypatch.setattr(pool_module, "_doc", lambda: doc)
    lazy = ShippedCards()
    assert "X" in lazy
    with pytest.raises(RuntimeError, match="riftboard.cards.build"):
        lazy.get("X")


def test_shipped_pool_is_current():
    """pool.marshal and labels.marshal are exactly what `python -m riftboard.cards.build` makes from
    resources/cards/facts and resources/cards/*.toml (fails when a card file or the facts
    changed without a rebuild)."""
    outputs = build.build_default(resources_dir())
    assert {p.name for p in outputs} == {"pool.marshal", "labels.marshal"}
    for out, doc in outputs.items():
        assert out.read_bytes() == build.dumps(doc), f"{out.name} is stale: run python -m riftboard.cards.build"
        assert build.loads(build.dumps(doc)) == doc
    assert build.main(["--check"]) == 0


@pytest.mark.parametrize("name", ["card-facts.csv", "card-mechanics.csv"])
def test_repo_copy_matches_the_shared_facts(name):
    """The repo's copy of the facts is the shared file (skips only without ../shared)."""
    if SHARED is None:
        pytest.skip(f"no ../shared/cards/{name} beside {ROOT}: the copy cannot be compared")
    assert (COPY / name).read_bytes() == (SHARED / name).read_bytes()


# -- one entry per card name ------------------------------------------------------------------------
def _printings():
    with (COPY / "card-facts.csv").open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def _library_name(row: dict, legends: dict) -> str:
    return legends.get(row["name"]) or build.card_name(row["name"])


def test_every_card_name_is_in_the_library_once():
    """SPEC 3: 931 cards (945 printed names less their printing suffixes, and the 4 legends
    the facts file spells two ways), all five sets, every kind including legends, runes,
    tokens and battlefields."""
    rows = _printings()
    legends = build.legend_names(rows)
    names = {_library_name(r, legends) for r in rows}
    assert len({r["name"] for r in rows}) == 945 and len(names) == 931
    assert set(pool()) == names
    lib = builtin_library()
    assert names <= set(lib.names())
    assert not [n for n in lib.names() if re.search(r"\((DE|NX|ZN|Alternate Art|Overnumbered)\)$", n)]
    kinds = Counter(c.kind for c in pool().values())
    assert set(kinds) == {"unit", "spell", "gear", "legend", "battlefield", "rune"}
    assert {c.set for c in pool().values()} == {"OGN", "OGS", "SFD", "UNL", "VEN"}
    assert facts("Recruit").token and facts("Recruit").printings == ("OGN-271/298", "OGN-272/298", "OGN-273/298")
    # a basic rune is modelled: its two abilities are the rules' own (164.2, turns.rune_ability)
    assert facts("Fury Rune").kind == "rune" and lib.get("Fury Rune").modelled == "full"


def test_the_base_printing_wins_where_printings_disagree():
    """SPEC 3: for every name whose printings disagree on a fact, the pool has the base
    printing's facts (the first base printing; a name without one, its first printing)."""
    groups: dict[str, list[dict]] = {}
    legends = build.legend_names(_printings())
    for r in _printings():
        groups.setdefault(_library_name(r, legends), []).append(r)
    disagree = 0
    for name, rows in groups.items():
        keys = ("type", "might", "energy", "power", "tags", "keywords", "domains", "rarity")
        if len({tuple(r[k] for k in keys) for r in rows}) > 1:
            disagree += 1
        base = next((r for r in rows if r["printing"] == "base"), rows[0])
        c = facts(name)
        assert (c.set, c.number, c.rarity) == (base["set"], base["number"], base["rarity"])
        assert c.tags == tuple(t for t in base["tags"].split(";") if t), name
        assert c.might == (int(base["might"]) if base["might"] else None), name
    assert disagree >= 30  # the README counts 37 (about: rarity of showcase printings, tags)


def test_modelled_cards_keep_their_definitions_and_agree_with_the_facts():
    """The cards of the card files (resources/cards/*.toml) keep their own definitions and level
    (official.toml's 25 are `full`); their kind, Might, costs and tags agree with the facts
    (power: a blank is no Power cost). Every other card is a body."""
    lib = builtin_library()
    files = build.card_files(resources_dir() / "cards")
    defined = build.modelled_levels([(n, t) for n, t in files if n != "sandbox.toml"])
    official = build.modelled_levels([(n, t) for n, t in files if n == "official.toml"])
    assert len(official) == 25 and set(official.values()) == {"full"}
    modelled = [c for c in pool().values() if c.modelled != "none"]
    assert {c.name: c.modelled for c in modelled} == defined
    for f in modelled:
        d = lib.get(f.name)
        assert d.modelled == f.modelled and d.official, f.name
        assert (d.kind, d.might, d.energy, d.power or 0, d.equipment, d.token) == (
            f.kind, f.might, f.energy, f.power or 0, f.equipment, f.token), f.name
        assert set(d.tags) == set(f.tags), f.name
        # the facts' keyword line is incomplete for a few cards (Garen, Rugged has Shield 2 too)
        assert set(f.keywords) <= set(d.keywords), f.name
        if d.modelled == "partial":
            assert d.not_modelled.strip(), f.name
    assert lib.get("Void Seeker").effects  # a definition, not a body
    levels = Counter(lib.get(n).modelled for n in pool())
    assert levels["none"] == 931 - len(defined)


def test_labels_cover_every_card():
    """card-mechanics.csv's labels reach every card (matched by set and number, then name)."""
    lab = labels()
    assert set(lab) == set(pool())
    assert sum(1 for v in lab.values() if v.bucket) >= 930
    assert lab["Cleave"].new_primitives == ("grant_keyword_this_turn",)


# -- bodies -------------------------------------------------------------------------------------------
def test_a_body_has_its_facts_and_the_keywords_the_engine_knows():
    """A `none` unit: Might and costs from the facts; Tank, Assault N and Shield N (a missing
    number is 1: 807.1.b.3, 814.1.b.3) as its text; nothing else."""
    lib = builtin_library()

    def body(word, other):
        """Any card still at level none with the keyword `word` (no number) and not `other`."""
        return next(lib.get(n) for n, c in pool().items()
                    if c.modelled == "none" and c.kind == "unit" and word in c.keywords
                    and not any(k.startswith((other, "Assault")) for k in c.keywords))

    # a body with Tank, and one with a Shield without a number (the last body with both, Vex,
    # Mocking, is modelled now)
    g, s = body("Tank", "Shield"), body("Shield", "Tank")
    assert (g.kind, g.might, g.modelled) == ("unit", pool()[g.name].might, "none")
    assert (g.text.tank, g.text.shield, g.text.assault, g.text.abilities) == (True, 0, 0, ())
    assert (s.text.tank, s.text.shield, s.text.assault, s.text.abilities) == (False, 1, 0, ())
    v = lib.get("Volibear, Imposing")
    assert (v.might, v.text.shield, v.text.tank) == (10, 3, True)
    assert lib.get("Chemtech Enforcer").text.assault == 2
    assert lib.get("Kraken Hunter").text.assault == 1
    assert "Tank" in g.not_modelled and "body" in g.not_modelled
    assert "Deflect" in next(lib.get(n) for n, c in pool().items()
                             if c.modelled == "none" and any(k.startswith("Deflect") for k in c.keywords)).not_modelled


def test_bodies_fight_in_a_combat():
    """A scenario with `none` units: Assault 2 on the attacker, Tank and Shield on a defender,
    Might from the facts, kills credited (807, 814, 815, 466.1.a.1)."""
    assert main(["check", str(SCENARIOS / "pool-bodies-combat.toml")]) == 0
    out = run_text((SCENARIOS / "pool-bodies-combat.toml").read_text(encoding="utf-8"))
    ev = out.timeline["events"]
    assigned = {e["target"]: e["amount"] for e in ev if e["kind"] == "damage"}
    assert assigned == {"guardian": 4, "enforcer": 6}
    assert {e["target"] for e in ev if e["kind"] == "kill"} == {"guardian", "enforcer"}


SETUP = '''format = 1
[[players]]
id = "A"
[[players]]
id = "B"
[[battlefields]]
id = "north"
[[units]]
id = "bear"
card = "Volibear, Imposing"
controller = "A"
at = "north"
[[units]]
id = "poro"
card = "Stalwart Poro"
controller = "B"
at = "north"
[[gear]]
id = "disc"
card = "Pack of Wonders"
controller = "B"
at = "base"
'''


def test_a_body_is_moved_damaged_and_killed_by_modelled_cards():
    """Bodies take a modelled spell's damage (Might from the facts decides lethal), move by an
    effect, and die to a kill spell."""
    text = SETUP + '''
[[step]]
play = "Hextech Ray"
by = "B"
targets = ["bear"]
[[step]]
play = "Charm"
by = "A"
targets = ["poro"]
to = "base"
[[step]]
play = "Void Seeker"
by = "B"
targets = ["bear"]
[[step]]
play = "Hidden Blade"
by = "A"
targets = ["bear"]
'''
    out = run_text(text)
    assert out.error is None
    ev = out.timeline["events"]
    dmg = [(e["target"], e["amount"]) for e in ev if e["kind"] == "damage"]
    assert dmg == [("bear", 3), ("bear", 4)]  # 7 < Might 10: alive until Hidden Blade
    kills = [e for e in ev if e["kind"] == "kill"]
    assert [k["target"] for k in kills] == ["bear"]
    assert out.timeline["final"]["objects"]["poro"]["at"] == "base"


def test_playing_a_spell_that_is_not_modelled_is_refused_naming_it():
    """SPEC 3: playing a `none` spell is an illegal step naming the card and the part."""
    out = run_text(SETUP + '''
[[step]]
play = "Mystic Reversal"
by = "A"
''')
    assert out.error is not None and out.error["step"] == 1
    assert "Mystic Reversal" in out.error["message"] and "not modelled" in out.error["message"]
    assert not [e for e in out.timeline["events"] if e["kind"] == "play"]


def test_activating_a_body_is_refused_naming_it():
    """SPEC 3: activating a `none` gear is refused, naming the card and its abilities."""
    out = run_text(SETUP + '''
[[step]]
activate = "disc"
by = "B"
''')
    assert out.error is not None
    message = out.error["message"]
    assert "Pack of Wonders" in message and "abilities are not modelled" in message


def test_legends_and_runes_cannot_be_placed_as_units():
    """A legend is listed but does not act: placing it as a unit is a file error naming it."""
    text = SETUP.replace('card = "Stalwart Poro"', 'card = "Annie, Dark Child"')
    with pytest.raises(Exception) as e:
        run_text(text)
    assert "Annie, Dark Child" in str(e.value) and "legend" in str(e.value)


# -- legends: named as players name them, once ----------------------------------------------------
def test_every_legend_is_listed_once_as_champion_and_title():
    """SPEC 3 (issue 27 item 2): the facts file spells some legends twice (`Akali - Rogue
    Assassin` and `Rogue Assassin`), the starters as `Dark Child - Starter` and most by title
    alone; the library lists each legend once, as "Champion, Title"."""
    legends = [c for c in pool().values() if c.kind == "legend"]
    printed = {(r["set"], r["number"]) for r in _printings() if r["type"] == "legend"}
    assert len(legends) == 49 and len(printed) > len(legends)
    titles = Counter(c.name.split(", ", 1)[1] for c in legends)
    assert [t for t, n in titles.items() if n > 1] == []
    champions = {n.split(", ", 1)[0] for n, c in pool().items() if c.kind == "unit" and ", " in n}
    for c in legends:
        champion, _, title = c.name.partition(", ")
        assert champion in champions and title and " - " not in c.name, c.name
    for name in ("Kai'Sa, Daughter of the Void", "Akali, Rogue Assassin", "Zed, Master of Shadows",
                 "Mel, Soul's Reflection", "Renekton, Butcher of the Sands",
                 "Annie, Dark Child", "Kennen, Heart of the Tempest"):
        assert facts(name) is not None and facts(name).kind == "legend", name
    # the base printing's facts, with every printing of both spellings
    akali = facts("Akali, Rogue Assassin")
    assert akali.keywords == ("Empower", "Action") and len(akali.printings) == 2
    for old in ("Rogue Assassin", "Akali - Rogue Assassin", "Dark Child - Starter",
                "Daughter of the Void", "Zed - Master of Shadows"):
        assert facts(old) is None, old


def test_a_legend_is_found_by_its_title(capsys):
    """`riftboard cards SEARCH` finds a legend by its title alone, and by its champion."""
    assert main(["cards", "rogue", "assassin", "--kind", "legend"]) == 0
    out = capsys.readouterr().out
    assert "Akali, Rogue Assassin" in out and "\n1 card:" in out
    assert main(["cards", "daughter of the void"]) == 0
    assert "Kai'Sa, Daughter of the Void" in capsys.readouterr().out


def test_a_legend_whose_tags_name_no_champion_stops_the_build():
    """A title alone whose tags name no champion is an error naming the printing."""
    rows = [{"name": "Nameless One", "type": "legend", "supertype": "", "tags": "Yordle",
             "code": "X-1"}]
    with pytest.raises(RiftboardError, match="Nameless One.*X-1.*0 champions"):
        build.legend_names(rows)


def test_the_build_refuses_a_card_file_the_loader_refuses(monkeypatch, capsys):
    """The card files are checked when pool.marshal is built: an unknown op stops the build with
    the loader's message (file, key, "did you mean"), exit 2, no traceback."""
    bad = [("bad.toml", [{"name": "X", "kind": "spell", "effects": [{"op": "deall", "amount": 1}]}])]
    monkeypatch.setattr(build, "card_files", lambda _d: bad)
    assert build.main(["--check"]) == 2
    err = capsys.readouterr().err
    assert "resources/cards/bad.toml: card[1].effects[1].op" in err and 'did you mean "deal"' in err
    assert "Traceback" not in err
