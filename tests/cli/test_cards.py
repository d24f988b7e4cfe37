"""`riftboard cards` (SPEC 1 and 3): the JSON keys, the filters, and `--coverage` as a table and
as JSON (riftboard/cards/catalog.py)."""

from __future__ import annotations

import json
import re
from collections import Counter

import pytest

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
    assert seeker["summary"].startswith("4 damage")
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
    assert cov["released"] == 931
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
    """The counts, the mechanics of the game with what the engine lacks of each, then each
    card below full with what it still lacks (issue 26), tournament cards first."""
    assert main(["cards", "--coverage", "--wide"]) == 0
    out = capsys.readouterr().out
    assert "931 released" in out
    for head in ("set  full  partial  none  total", "kind", "mechanic", "still lacks"):
        assert head in out
    lines = out.splitlines()
    # the engine has Conquer triggers (you_conquer, conquer_here) and no XP instruction yet
    conquer = next(ln for ln in lines if ln.startswith("conquer "))
    assert conquer.rstrip().endswith("modelled")
    # each mechanic says "modelled" or, in words, what the engine still lacks
    start = next(i for i, ln in enumerate(lines) if ln.startswith("mechanic "))
    rows = [ln for ln in lines[start + 2:] if ln and not ln.startswith(" ")]
    rows = rows[:next(i for i, ln in enumerate(rows) if ln.startswith("card "))]
    assert rows and all(ln.rstrip().endswith("modelled") or " lacks " in ln for ln in rows)
    assert "modelled" in next(ln for ln in lines if ln.startswith("drawing "))
    line = next(ln for ln in lines if ln.startswith("Mystic Reversal "))
    assert "OGN-080" in line and "none" in line and "no game mechanic missing" in line
    # tournament cards first: the most played below full heads the card table; Defy (19 decks)
    # is modelled since countering is (425), Back Off, Scuttle Crab (12) and Zhonya's Hourglass
    # (11) since Hidden is (811), Fiora, Victorious (2) since becoming Mighty is (709), so they
    # are no longer there
    head = next(i for i, ln in enumerate(lines) if ln.startswith("card ") and "still lacks" in ln)
    rows = [re.split(r"\s{2,}", ln) for ln in lines[head + 2:] if ln[:1].strip()]
    decks = [int(r[4]) for r in rows if len(r) > 4 and r[4].isdigit()]
    # (every main-deck card of the tournament decks is full now: none of them is listed)
    assert not decks or decks[0] == max(decks)
    for name in ("Defy", "Back Off", "Scuttle Crab", "Zhonya's Hourglass", "Fiora, Victorious",
                 "Promising Future"):
        assert not any(r[0] == name for r in rows), name
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
    assert main(["cards", "--coverage", "--wide", "--set", "-", "--cards", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    line = next(ln for ln in out.splitlines() if ln.startswith("Arc Bolt"))
    assert "partial" in line and "the draw that follows" in line


def test_search_words_need_no_quotes(capsys):
    """`riftboard cards void seeker`: the help says words, so several words are one search
    (issue 29 item 4)."""
    assert main(["cards", "void", "seeker"]) == 0
    out = capsys.readouterr().out
    assert "Void Seeker" in out and "OGN-024" in out
    assert [c["name"] for c in _json(capsys, "void", "seeker")] == ["Void Seeker"]
    assert [c["name"] for c in _json(capsys, "void", "--search", "seeker")] == ["Void Seeker"]


def test_one_card_is_one_card_not_one_cards(capsys):
    assert main(["cards", "void", "seeker"]) == 0
    assert "\n1 card: 1 full, 0 partial, 0 none" in capsys.readouterr().out
    assert main(["cards", "--coverage", "void", "seeker"]) == 0
    assert capsys.readouterr().out.startswith("1 card (1 released)")


@pytest.mark.parametrize("columns", ["60", "120", "300"])
def test_no_summary_or_coverage_line_is_cut(columns, capsys, monkeypatch):
    """Every summary and every card's "still lacks" text is shown whole, wrapped to the
    terminal's width, at any width; --wide keeps each card on one line (issue 29 item 4)."""
    monkeypatch.setenv("COLUMNS", columns)
    cards = _json(capsys, "--set", "OGS")
    assert main(["cards", "--set", "OGS"]) == 0
    out = capsys.readouterr().out
    assert "…" not in out and "..." not in out
    if int(columns) >= 100:  # narrower, the text column keeps 20 characters and goes past
        assert all(len(line) <= int(columns) for line in out.splitlines()
                   if not line.startswith(("-", "name", "24 cards", "*")))
    flat = " ".join(out.split())
    for c in cards:
        if c["summary"]:
            assert " ".join(c["summary"].split()) in flat, c["name"]
    cov = _json(capsys, "--coverage", "--set", "OGS")
    assert main(["cards", "--coverage", "--set", "OGS"]) == 0
    flat = " ".join(capsys.readouterr().out.split())
    for b in cov["blocked"]:
        assert " ".join(b["still_lacks"].split()) in flat, b["name"]


def test_wide_gives_one_line_per_card(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "60")
    cards = _json(capsys, "--set", "OGS")
    assert main(["cards", "--set", "OGS", "--wide"]) == 0
    lines = capsys.readouterr().out.splitlines()
    for c in cards:
        [line] = [ln for ln in lines if ln.startswith(c["name"] + " ")]
        assert line.endswith(c["summary"]) if c["summary"] else True
    assert main(["cards", "--coverage", "--wide", "--set", "OGS"]) == 0
    lines = capsys.readouterr().out.splitlines()
    for b in _json(capsys, "--coverage", "--set", "OGS")["blocked"]:
        [line] = [ln for ln in lines if ln.startswith(b["name"] + " ")]
        assert line.endswith(b["still_lacks"])


def test_coverage_says_in_words_what_each_card_still_lacks(capsys):
    """No internal label (C_needs_2, D_out_of_scope, snake_case names) in the text report; the
    JSON keeps card-mechanics.csv's labels beside the recomputed needs and lacks."""
    assert main(["cards", "--coverage", "--wide"]) == 0
    out = capsys.readouterr().out
    assert "C_needs" not in out and "D_out_of_scope" not in out and "A_now" not in out
    assert "conquer_hold" not in out and "add_channel" not in out and "showdown_timing" not in out
    cov = _json(capsys, "--coverage")
    assert cov["blocking_buckets"]["C_needs_2"] == cov["waiting"]["two new primitives"]
    reversal = next(b for b in cov["blocked"] if b["name"] == "Mystic Reversal")
    assert reversal["waits_for"] == "one new primitive: control change"
    assert reversal["lacks"] == [] and reversal["decks"] == 0
    # a card below full that needs Conquer: the engine has its triggers, so it is no lack
    conquering = [b for b in cov["blocked"]
                  if any(n["mechanic"] == "conquer" for n in b["needs"])]
    assert conquering
    assert all(d["mechanic"] != "conquer" for b in conquering for d in b["lacks"])
    # the summary counts the cards below full that need each mechanic
    for m in cov["mechanics"]:
        assert m["cards"] == sum(1 for b in cov["blocked"]
                                 if any(n["mechanic"] == m["mechanic"] for n in b["needs"]))
        assert m["modelled"] == (m["missing"] == [])
    decks = [b["decks"] for b in cov["blocked"]]
    played = [d for d in decks if d]
    assert decks[:len(played)] == sorted(played, reverse=True)  # tournament cards first



def test_coverage_says_what_players_bring(capsys):
    """Issue 27, item 8: coverage per tournament: the main-deck cards of the 39 decklists that
    are full (and their share of the plays), the legends, and the most played cards below full,
    every name known to the library."""
    from riftboard.cli import main

    assert main(["cards", "--coverage", "--json"]) == 0
    t = __import__("json").loads(capsys.readouterr().out)["tournament"]
    assert t["main_deck_cards"] == 240 and t["legends"] == 28
    assert t["unknown"] == []  # every tournament card is in the library by its name
    assert 0 < t["full"] <= 240 and 0 < t["plays_full_percent"] <= 100
    assert (t["full"] == 240) == (t["plays_full_percent"] == 100) == (
        t["most_played_below_full"] == [])
    decks = [m["decks"] for m in t["most_played_below_full"]]
    assert decks == sorted(decks, reverse=True)
    assert main(["cards", "--coverage"]) == 0
    text = capsys.readouterr().out
    assert f"{t['full']} of 240 cards full" in text and "of 28 legends full" in text
    # no empty table when every card is full: a sentence says so
    assert ("most played, below full" in text) == bool(t["most_played_below_full"])
    assert ("every main-deck card they play is full" in text) == (t["full"] == 240)


DECK_KEYS = {"deck", "legend", "event", "date", "placement", "main_cards", "main_full",
             "main_copies", "main_copies_full", "legend_level", "legend_full", "champion",
             "champion_level", "champion_full", "battlefields", "battlefields_full", "playable",
             "below_full"}


def test_coverage_per_tournament_deck_json(capsys):
    """Issue 27, item 8: each of the 39 tournament decks, how many of its main-deck cards are
    full, its legend's and champion's levels, and whether it is playable, from the library's
    levels now; a filter on the listing leaves the decks whole."""
    d = _json(capsys, "--coverage")["decklists"]
    assert d["decks"] == 39 and len(d["rows"]) == 39
    assert d["playable"] == sum(1 for r in d["rows"] if r["playable"])
    level = {c["name"]: c["modelled"] for c in _json(capsys)}
    for r in d["rows"]:
        assert set(r) == DECK_KEYS, r["deck"]
        assert 0 <= r["main_full"] <= r["main_cards"] and r["main_copies_full"] <= r["main_copies"]
        assert r["legend_level"] == level[r["legend"]]
        assert r["champion_level"] == level[r["champion"]]
        assert all(b["modelled"] == level[b["name"]] != "full" for b in r["below_full"])
        assert r["playable"] == (r["below_full"] == [])
    assert _json(capsys, "--coverage", "--set", "OGS")["decklists"] == d


def test_coverage_prints_the_deck_table_and_the_playable_count(capsys):
    d = _json(capsys, "--coverage")["decklists"]
    assert main(["cards", "--coverage", "--wide"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith(f"; {d['playable']} of 39 tournament decks playable")
    head = next(i for i, ln in enumerate(lines) if ln.startswith("deck ") and "playable" in ln)
    assert lines[head].split() == ["deck", "main", "full", "copies", "full", "legend",
                                   "champion", "battlefields", "playable", "still", "below",
                                   "full"]
    rows = [re.split(r"\s{2,}", ln.strip()) for ln in lines[head + 2:head + 2 + 39]]
    for r, want in zip(rows, d["rows"], strict=True):
        assert r[0] == want["deck"]
        assert r[1:7] == [f"{want['main_full']}/{want['main_cards']}",
                          f"{want['main_copies_full']}/{want['main_copies']}",
                          want["legend_level"], want["champion_level"],
                          f"{want['battlefields_full']}/{want['battlefields']}",
                          "yes" if want["playable"] else "no"]
        below = ", ".join(f"{b['name']} x{b['copies']}" for b in want["below_full"]) or "-"
        assert r[7] == below


def test_a_broken_decks_file_is_a_message_not_a_traceback(tmp_path, capsys, monkeypatch):
    """A malformed tournament-decks.csv stops --coverage with the file, line and column."""
    import riftboard.cards.decks as decks

    bad = tmp_path / "tournament-decks.csv"
    bad.write_text("deck,legend,event,date,placement,section,qty,card\n"
                   "d,L,e,2026,1,main,three,Defy\n", encoding="utf-8")
    monkeypatch.setattr(decks, "decks_path", lambda: bad)
    assert main(["cards", "--coverage"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip() == f"{bad}:2: qty: 'three' is not a whole number"
