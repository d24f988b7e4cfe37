"""`riftboard cards` (SPEC 1 and 3): the JSON keys, the filters, and `--coverage` as a table and
as JSON (riftboard/cards/catalog.py)."""

from __future__ import annotations

from collections import Counter

import json

from riftboard.cards.library import builtin_library
from riftboard.cards.pool import labels, pool
from riftboard.cli import main

KEYS = {"name", "kind", "set", "number", "might", "keywords", "tags", "summary", "official",
        "modelled"}


def _json(capsys, *args):
    assert main(["cards", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_json_has_every_card_with_the_spec_keys(capsys):
    cards = _json(capsys)
    assert {c["name"] for c in cards} >= set(pool())
    for c in cards:
        assert KEYS <= set(c)
        assert c["modelled"] in ("full", "partial", "none")
        if c["modelled"] != "full":
            assert c["not_modelled"]
    seeker = next(c for c in cards if c["name"] == "Void Seeker")
    assert (seeker["set"], seeker["number"], seeker["modelled"], seeker["official"]) == ("OGN", "024", "full", True)
    assert seeker["summary"].startswith("Deal 4")
    ward = next(c for c in cards if c["name"] == "Prevention Ward")
    assert ward["set"] is None and not ward["official"]


def test_filters(capsys):
    ogs = _json(capsys, "--set", "ogs")
    assert len(ogs) == 24 and {c["set"] for c in ogs} == {"OGS"}
    units = _json(capsys, "--set", "OGS", "--kind", "unit", "--domain", "order")
    assert units and all(c["kind"] == "unit" and "order" in c["domains"] for c in units)
    eq = _json(capsys, "--kind", "equipment", "--modelled", "full")
    assert {c["name"] for c in eq} >= {"Doran's Shield", "Serrated Dirk", "Recurve Bow",
                                        "Guardian Angel", "Doran's Blade"}
    lib = builtin_library()
    assert {c["name"] for c in eq} == {n for n in pool() if lib.get(n).equipment
                                       and lib.get(n).modelled == "full"}
    tank = _json(capsys, "tank", "--modelled", "none")
    assert "Volibear, Imposing" in {c["name"] for c in tank}
    assert all(c["modelled"] == "none" for c in tank)
    assert [c["name"] for c in _json(capsys, "--search", "void seek")] == ["Void Seeker"]
    assert main(["cards", "no such card anywhere"]) == 0
    assert "(no cards found)" in capsys.readouterr().out


def test_table_lists_level_and_code(capsys):
    assert main(["cards", "--set", "OGS", "--kind", "unit"]) == 0
    out = capsys.readouterr().out
    assert "Garen, Commander" in out and "OGS-013" in out and "full" in out
    assert "Annie, Fiery" in out and "none" in out
    lib = builtin_library()
    units = [lib.get(n) for n, c in pool().items() if c.set == "OGS" and c.kind == "unit"]
    full = sum(1 for u in units if u.modelled == "full")
    partial = sum(1 for u in units if u.modelled == "partial")
    assert full >= 1 and f"cards: {full} full, {partial} partial" in out


def test_coverage_json_counts_and_blockers(capsys):
    assert main(["cards", "--coverage", "--json"]) == 0
    cov = json.loads(capsys.readouterr().out)
    assert cov["released"] == 935
    assert cov["levels"]["full"] + cov["levels"]["partial"] + cov["levels"]["none"] == cov["cards"]
    assert sum(s["total"] for s in cov["by_set"].values()) == cov["cards"]
    assert sum(k["total"] for k in cov["by_kind"].values()) == cov["cards"]
    assert set(cov["by_set"]) >= {"OGN", "OGS", "SFD", "UNL", "VEN"}
    blocked = {b["name"]: b for b in cov["blocked"]}
    assert len(blocked) == cov["levels"]["partial"] + cov["levels"]["none"]
    assert "Void Seeker" not in blocked
    reversal = blocked["Mystic Reversal"]
    assert (reversal["bucket"] == labels()["Mystic Reversal"].bucket
            and reversal["new_primitives"] == ["control_change"])
    # each primitive's count is the number of cards below full that name it
    named = Counter(p for b in cov["blocked"] for p in b["new_primitives"])
    assert cov["blocking_primitives"] == dict(named) and named["conquer_hold"] > 0


def test_coverage_table(capsys):
    assert main(["cards", "--coverage"]) == 0
    out = capsys.readouterr().out
    assert "935 released" in out
    for head in ("set  full  partial  none  total", "kind", "new primitive"):
        assert head in out
    line = next(ln for ln in out.splitlines() if ln.startswith("Mystic Reversal "))
    assert "OGN-080" in line and "none" in line and "control_change" in line
    assert main(["cards", "--coverage", "--set", "OGS"]) == 0
    assert "24 cards (24 released)" in capsys.readouterr().out


def test_designer_cards_are_listed_with_their_level(tmp_path, capsys):
    """A designer card (--cards DIR) has no set; a partial one says what is not modelled, and
    --coverage shows that as what blocks it."""
    (tmp_path / "x.toml").write_text('''[[card]]
name = "Arc Bolt"
kind = "spell"
summary = "Deal 2 to a unit."
modelled = "partial"
not_modelled = "the draw that follows"
targets = [{ what = "unit" }]
effects = [{ op = "deal", amount = 2, target = 1 }]
''', encoding="utf-8")
    [bolt] = _json(capsys, "arc bolt", "--cards", str(tmp_path))
    assert (bolt["set"], bolt["official"], bolt["modelled"]) == (None, False, "partial")
    assert bolt["not_modelled"] == "the draw that follows"
    assert main(["cards", "--coverage", "--set", "-", "--cards", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    line = next(ln for ln in out.splitlines() if ln.startswith("Arc Bolt"))
    assert "partial" in line and "the draw that follows" in line
