"""The tournament decklists (resources/cards/facts/tournament-decks.csv) and how far riftboard
models each (riftboard/cards/decks.py; issue 27 item 8: coverage per tournament deck)."""

from __future__ import annotations

import csv
from collections import Counter

import pytest

from riftboard.cards import catalog
from riftboard.cards.decks import (DecklistError, Decklist, deck_coverage, deck_row,
                                   read_decklists)
from riftboard.cards.library import builtin_library, resources_dir

FACTS = resources_dir() / "cards" / "facts"


@pytest.fixture(scope="module")
def decks():
    return read_decklists()


@pytest.fixture(scope="module")
def levels():
    return {e["name"]: e["modelled"] for e in catalog.entries(builtin_library())}


def test_every_name_is_a_library_card(decks, levels):
    """Legends and cards are named as the library names them (the file's README lists the
    source spellings it changed)."""
    unknown = {(d.deck, name) for d in decks for _, name, _ in d.rows if name not in levels}
    unknown |= {(d.deck, d.legend) for d in decks if d.legend not in levels}
    assert unknown == set()
    lib = builtin_library()
    for d in decks:
        assert d.cards("legend") == [(d.legend, 1)], d.deck
        assert lib.get(d.legend).kind == "legend", d.deck
        assert all(lib.get(n).kind == "battlefield" for n, _ in d.cards("battlefields")), d.deck


def test_the_39_decks_are_the_ones_the_tournament_files_count(decks):
    """Counting the champion as a main-deck card, the lists give tournament-cards.csv's
    main_decks and legends_main for every card, and tournament-legends.csv's decks per legend."""
    assert len(decks) == 39 and len({d.deck for d in decks}) == 39
    plays, legends = Counter(), {}
    for d in decks:
        for section, name, _ in d.rows:
            if section in ("champion", "main"):
                plays[name] += 1
                legends.setdefault(name, set()).add(d.legend)
    with open(FACTS / "tournament-cards.csv", encoding="utf-8", newline="") as f:
        counted = {r["card"]: r for r in csv.DictReader(f) if float(r["main_decks"])}
    assert set(counted) == set(plays)
    for name, r in counted.items():
        assert (float(r["main_decks"]), int(r["legends_main"])) == (plays[name],
                                                                   len(legends[name])), name
    with open(FACTS / "tournament-legends.csv", encoding="utf-8", newline="") as f:
        per_legend = {r["legend"].casefold(): int(r["decks"]) for r in csv.DictReader(f)}
    assert per_legend == {k.casefold(): v for k, v in Counter(d.legend for d in decks).items()}
    # no player's name: a key is legend, event and placement
    assert "akali_rq-barcelona_10th" in {d.deck for d in decks}


def test_the_figures_of_one_deck_by_hand(decks):
    """Sett, The Boss at Utrecht: 16 distinct main-deck cards, 39 copies (the 40th card is the
    champion, Sett, Kingpin). With Fiora, Victorious (3 copies) and Arena Bar (3) below full and
    the rest full, 14 of 16 cards and 33 of 39 copies are full; the legend and champion are full
    but the deck is not playable; 1 of its 3 battlefields is full."""
    [sett] = [d for d in decks if d.deck == "sett_rq-utrecht_3rd"]
    below = {"Fiora, Victorious": "none", "Arena Bar": "partial",
             "Monastery of Hirana": "none", "Valley of Idols": "none"}
    level = {name: below.get(name, "full") for _, name, _ in sett.rows}
    row = deck_row(sett, level)
    assert (row["main_full"], row["main_cards"]) == (14, 16)
    assert (row["main_copies_full"], row["main_copies"]) == (33, 39)
    assert (row["legend"], row["legend_level"], row["legend_full"]) == ("Sett, The Boss", "full",
                                                                         True)
    assert (row["champion"], row["champion_full"]) == ("Sett, Kingpin", True)
    assert (row["battlefields_full"], row["battlefields"]) == (1, 3)
    assert row["playable"] is False
    assert row["below_full"] == [{"name": "Fiora, Victorious", "copies": 3, "modelled": "none"},
                                 {"name": "Arena Bar", "copies": 3, "modelled": "partial"}]
    # with those two full, it is playable: battlefields and sideboard do not count
    level.update({"Fiora, Victorious": "full", "Arena Bar": "full"})
    row = deck_row(sett, level)
    assert row["playable"] and row["below_full"] == [] and row["main_copies_full"] == 39


def test_a_card_that_is_champion_and_main_counts_its_copies_once_each():
    """Ambessa, The Wolf is the champion and one more main-deck copy: below full, it is one
    entry with 2 copies; a name the library lacks is `unknown` and keeps the deck unplayable."""
    deck = Decklist("ambessa_x", "Ambessa, Matriarch of War", "e", "d", "1",
                    (("legend", "Ambessa, Matriarch of War", 1),
                     ("champion", "Ambessa, The Wolf", 1), ("main", "Ambessa, The Wolf", 1),
                     ("main", "Made Up Card", 3)))
    row = deck_row(deck, {"Ambessa, Matriarch of War": "full", "Ambessa, The Wolf": "none"})
    assert row["below_full"] == [{"name": "Made Up Card", "copies": 3, "modelled": "unknown"},
                                 {"name": "Ambessa, The Wolf", "copies": 2, "modelled": "none"}]
    assert (row["main_full"], row["main_cards"], row["main_copies"]) == (0, 2, 4)
    assert not row["playable"] and row["champion_level"] == "none"


def test_decks_sorted_closest_first_and_playable_counted(decks):
    """Everything full: all 39 playable. One card below full moves every deck playing it."""
    everything = {name: "full" for d in decks for _, name, _ in d.rows}
    everything.update({d.legend: "full" for d in decks})
    cov = deck_coverage(everything, decks)
    assert (cov["decks"], cov["playable"]) == (39, 39)
    everything["Defy"] = "none"
    cov = deck_coverage(everything, decks)
    with_defy = {d.deck for d in decks if any(n == "Defy" and s in ("main", "champion")
                                              for s, n, _ in d.rows)}
    assert cov["playable"] == 39 - len(with_defy) and len(with_defy) == 19
    assert [r["playable"] for r in cov["rows"]] == sorted((r["playable"] for r in cov["rows"]),
                                                          reverse=True)
    missing = [(len(r["below_full"]), sum(b["copies"] for b in r["below_full"]))
               for r in cov["rows"]]
    assert missing == sorted(missing)


@pytest.mark.parametrize("row, line, key, words", [
    ("d,L,e,2026,1,main,x,Defy", 2, "qty", "'x' is not a whole number"),
    ("d,L,e,2026,1,main,0,Defy", 2, "qty", "at least 1"),
    ("d,L,e,2026,1,runes,6,Calm Rune", 2, "section", "'runes' is not one of"),
    ("d,L,e,2026,1,main,3,", 2, "card", "is empty"),
])
def test_a_bad_row_names_file_line_and_column(tmp_path, row, line, key, words):
    path = tmp_path / "tournament-decks.csv"
    path.write_text("deck,legend,event,date,placement,section,qty,card\n" + row + "\n",
                    encoding="utf-8")
    with pytest.raises(DecklistError) as err:
        read_decklists(path)
    assert str(err.value).startswith(f"{path}:{line}: {key}: ") and words in str(err.value)


def test_a_deck_whose_legend_changes_and_a_missing_column_are_errors(tmp_path):
    path = tmp_path / "decks.csv"
    path.write_text("deck,legend,event,date,placement,section,qty,card\n"
                    "d,A,e,2026,1,main,3,Defy\nd,B,e,2026,1,main,3,Charm\n", encoding="utf-8")
    changed = r":3: legend: 'B', where the earlier rows of deck 'd' say 'A'"
    with pytest.raises(DecklistError, match=changed):
        read_decklists(path)
    path.write_text("deck,legend,section,qty,card\n", encoding="utf-8")
    with pytest.raises(DecklistError, match=r":1: missing column\(s\) event, date, placement"):
        read_decklists(path)
