"""What a card needs of the whole game and what the engine still lacks (issue 26, "Done means";
riftboard/cards/needs.py): the classifier on known cards, and the modelled set read from the
engine's registries, so that a new trigger or primitive makes a lack disappear."""

from __future__ import annotations

import csv
import json

from riftboard.cards import needs as nd
from riftboard.cards.library import resources_dir
from riftboard.cards.pool import labels
from riftboard.cli import main
from riftboard.engine import ops
from riftboard.engine.ops import REGISTRY, TRIGGERS, Trigger

FACTS = resources_dir() / "cards" / "facts"


def _keys(needed) -> set[str]:
    return {m.key for m, _why in needed}


def _facts_needs(name: str, kind: str, set_code: str, number: str):
    """A released card's needs from its shipped facts, as the coverage report reads them."""
    mentioned = nd.mentioned_keywords(FACTS / "card-facts.csv")[(set_code, number)]
    return nd.needs(kind, mentioned, labels()[name].families)


def _without_triggers(monkeypatch, word: str) -> None:
    """The engine's trigger names as if none had `word` in it."""
    monkeypatch.setattr(ops, "TRIGGERS", {k: v for k, v in TRIGGERS.items() if word not in k})


def test_a_conquer_card_needs_conquer_which_the_conquer_triggers_model(monkeypatch):
    """Kai'Sa, Survivor's text conquers (469.1, 383.4.c): format 2 has scoring and the Conquer
    triggers (`you_conquer`, `conquer_here`), so nothing of it is lacking; without them the
    trigger would be."""
    needed = _facts_needs("Kai'Sa, Survivor", "unit", "OGN", "39")
    assert "conquer" in _keys(needed)
    assert not [d for d in nd.lacks(needed, nd.Modelled.from_engine())
                if d["mechanic"] == "conquer"]
    _without_triggers(monkeypatch, "conquer")
    lacking = nd.lacks(needed, nd.Modelled.from_engine())
    conquer = next(d for d in lacking if d["mechanic"] == "conquer")
    assert conquer["missing"] == ["a trigger on conquering a battlefield"]  # points exist


def test_a_legend_needs_legend_abilities_which_a_legend_card_kind_models(monkeypatch):
    """A legend card (173): format 2 has a legend beside each player and card files may be of
    kind `legend`; without that kind the card file kind would be lacking."""
    needed = nd.needs("legend", [], [])
    assert _keys(needed) == {"legend"}
    assert nd.lacks(needed, nd.Modelled.from_engine()) == []
    from riftboard.engine import carddefs

    monkeypatch.setattr(carddefs, "KINDS", tuple(k for k in carddefs.KINDS if k != "legend"))
    [lack] = nd.lacks(needed, nd.Modelled.from_engine())
    assert lack["missing"] == ["a card file kind for a legend, to write its abilities"]


def test_a_predict_card_needs_looking_at_the_deck():
    """Eclipse prints Predict (436) and Reaction (813): the look is modelled by the deck's
    primitives (ops/deck.py), the Reaction timing in format 2's showdowns."""
    needed = _facts_needs("Eclipse", "spell", "UNL", "63")
    assert {"look", "showdown_timing"} <= _keys(needed)
    why = dict((m.key, w) for m, w in needed)
    assert "keyword Predict" in why["look"]
    lacking = {d["mechanic"] for d in nd.lacks(needed, nd.Modelled.from_engine())}
    assert "look" not in lacking and "showdown_timing" not in lacking


def test_keywords_are_read_without_their_numbers_and_notes_only_from_our_words():
    needed = nd.needs("unit", ["Predict 2", "Level 6", "Hunt"], [],
                      note="the Deathknell's rune, channelled exhausted")
    assert _keys(needed) == {"look", "xp", "add_channel"}
    assert nd.needs("spell", ["Tank"], ["conquer"], note="")[0][0].key == "conquer"


def test_what_is_modelled_follows_the_registry(monkeypatch):
    """A trigger on conquering (any name with the word) makes the conquer lack disappear;
    without `draw` or `counter`, drawing and countering are lacking."""
    _without_triggers(monkeypatch, "conquer")
    before = nd.Modelled.from_engine()
    conquer = nd.BY_KEY["conquer"]
    assert before.missing(conquer)
    monkeypatch.setitem(ops.TRIGGERS, "you_conquer_here",
                        Trigger(name="you_conquer_here", does="a test's trigger"))
    assert nd.Modelled.from_engine().missing(conquer) == []
    assert before.missing(nd.BY_KEY["counter"]) == []
    assert before.missing(nd.BY_KEY["draw"]) == []
    # a copy without them, nor any other primitive whose name has the word ("draw_or_channel";
    # deleting from the registry itself would change its order)
    monkeypatch.setattr(ops, "REGISTRY", {k: v for k, v in REGISTRY.items()
                                          if not {"draw", "counter"} & set(k.split("_"))})
    assert nd.Modelled.from_engine().missing(nd.BY_KEY["draw"]) == ["an instruction that draws"]
    assert nd.Modelled.from_engine().missing(nd.BY_KEY["counter"]) == [
        "an instruction that counters a spell or ability"]


def test_coverage_recomputes_the_lacks_from_the_registry(monkeypatch, capsys):
    """`riftboard cards --coverage --json`: Crumbling Sands (not modelled yet) lacks countering
    while the registry has no primitive that counters, and nothing of the game once it has."""
    def lullaby():
        assert main(["cards", "--coverage", "--json", "crumbling sands"]) == 0
        cov = json.loads(capsys.readouterr().out)
        return next(b for b in cov["blocked"] if b["name"] == "Crumbling Sands"), cov

    card, cov = lullaby()
    assert [d["mechanic"] for d in card["lacks"]] == []
    assert "counter" in cov["engine"]["op"]
    monkeypatch.setattr(ops, "REGISTRY", {k: v for k, v in REGISTRY.items() if k != "counter"})
    card, cov = lullaby()
    assert [d["mechanic"] for d in card["lacks"]] == ["counter"]
    assert "countering" in card["still_lacks"]
    [row] = [m for m in cov["mechanics"] if m["mechanic"] == "counter"]
    assert not row["modelled"] and row["cards"] == 1 and row["tournament_cards"] == 0


def test_word_parts_match_whole_parts_only():
    assert nd._part_of("conquer", "you_conquer_here")
    assert nd._part_of("play_from_trash", "play_from_trash")
    assert not nd._part_of("add", "address")
    assert not nd._part_of("hold", "threshold")


def test_keywords_read_from_the_engine_source(tmp_path):
    """The keywords the engine tests a card for come from its code (Flow, 829; Repeat, 820;
    Hidden, 811, read as a card is hidden; Unique, 825.3.a, read by the card library as a deck
    is checked); a keyword nothing reads is not among them."""
    words = nd.Modelled.from_engine().names["keyword"]
    assert {"flow", "repeat", "accelerate", "ambush", "tank", "hidden", "unique"} <= words
    assert "no such keyword" not in words
    (tmp_path / "m.py").write_text('if card_keyword(o, "hidden") and x.own_keyword(u, "vision"):\n'
                                   '    pass\n', encoding="utf-8")
    assert nd.keywords_read(tmp_path) == {"hidden", "vision"}


def test_every_family_and_keyword_a_mechanic_names_is_in_the_facts():
    """A family or keyword spelled differently from the facts files would match no card."""
    with (FACTS / "card-mechanics.csv").open(encoding="utf-8", newline="") as f:
        families = {x.strip() for r in csv.DictReader(f) for x in r["families"].split(";")}
    with (FACTS / "card-facts.csv").open(encoding="utf-8", newline="") as f:
        words = {nd._keyword_word(k) for r in csv.DictReader(f)
                 for col in ("keywords", "keywords_mentioned") for k in r[col].split(";")}
    for m in nd.MECHANICS:
        assert set(m.families) <= families, m.key
        assert set(m.keywords) <= words, m.key
        assert all(r.what in nd.REQ_KINDS for r in m.reqs), m.key
    assert len(nd.BY_KEY) == len(nd.MECHANICS)



def test_hiding_is_read_from_the_engines_actions(monkeypatch):
    """Hidden (811) is modelled by a player's action, the hide step (421), not an instruction:
    the engine's actions are read, and without a Hide action the lack comes back."""
    from riftboard.engine import actions

    hidden = nd.BY_KEY["hidden"]
    assert nd.Modelled.from_engine().missing(hidden) == []
    monkeypatch.delattr(actions, "Hide")
    assert nd.Modelled.from_engine().missing(hidden) == [
        "a player's action that hides a card face down"]
