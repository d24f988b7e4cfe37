"""A target's domain filter ("an enemy Calm unit", the Vendetta Decrees): the target must be an
object whose card has that domain, read from the facts file for library cards (card text, 002);
a target that does not fit is refused as the spell is played (355.10), and a vanilla unit, with no
card, has no domain."""

from __future__ import annotations

import pytest

from riftboard.cards.library import builtin_library, card_from_table
from riftboard.errors import InvalidScenario
from tests.engine.helpers import board, designer, ids, play, raises_illegal

CALM_BOLT = designer("Calm Bolt", targets=[{"what": "unit", "side": "enemy", "domain": "calm"}],
                     effects=[{"op": "deal", "target": 1, "amount": 2}])


def _board():
    return board(units=[("phantom", "Playful Phantom", None, "B", "north"),
                        ("mech", "Mega-Mech", None, "B", "north"),
                        ("plain", "Plain", 3, "B", "north"),
                        ("mine", "Playful Phantom", None, "A", "north")],
                 cards=[CALM_BOLT])


def test_002_library_cards_carry_their_domains_from_the_facts():
    """002: the domains printed on a card (the facts file) are part of its definition, for a
    modelled card and for a body alike."""
    lib = builtin_library()
    assert lib.get("Playful Phantom").domains == ("calm",)
    assert lib.get("Shurelya's Requiem").domains == ("calm", "mind")
    assert lib.get("Decree of Rage").domains == ("fury",)


def test_355_10_a_unit_of_the_named_domain_is_a_legal_target():
    """355.10, 002: an enemy Calm unit is chosen and dealt the damage."""
    r = play(_board(), "Calm Bolt", by="A", targets=["phantom"])
    hit = r.one("damage", target="phantom")
    assert hit.amount == 2 and ids(hit.sources) == {"@1"}


@pytest.mark.parametrize("target", ["mech", "plain"])
def test_355_10_a_unit_of_another_domain_or_none_is_refused(target):
    """355.10: a Mind unit, or a vanilla unit with no card (so no domain), does not fit."""
    msg = raises_illegal(play, _board(), "Calm Bolt", by="A", targets=[target])
    assert "Calm" in msg


def test_355_10_the_domain_filter_keeps_the_side():
    """355.10: the filter adds to `side`: Alice's own Calm unit is no enemy Calm unit."""
    msg = raises_illegal(play, _board(), "Calm Bolt", by="A", targets=["mine"])
    assert "is not an enemy unit" in msg


def test_card_file_refuses_an_unknown_domain_word():
    """Bad input: a domain that is not one of the six names the key and the choices."""
    bad = designer("Bad", targets=[{"what": "unit", "domain": "purple"}],
                   effects=[{"op": "deal", "target": 1, "amount": 1}])
    with pytest.raises(InvalidScenario) as e:
        card_from_table(bad, "x.toml", 3)
    assert "domain" in str(e.value) and "calm" in str(e.value)
    with pytest.raises(InvalidScenario):
        card_from_table({"name": "Bad2", "kind": "unit", "might": 1, "domains": ["teal"]},
                        "x.toml", 4)


def test_355_10_a_unit_or_gear_target_takes_either_kind_and_nothing_else():
    """355.10: `what = "permanent"` ("a unit or gear") accepts a gear and a unit, not a
    battlefield."""
    smash = designer("Smash Either", targets=[{"what": "permanent"}],
                     effects=[{"op": "kill", "target": 1}])
    st = board(units=[("u", "Plain", 3, "B", "north")], gear=[("g", "Iron Ballista", "B")],
               cards=[smash])
    assert play(st, "Smash Either", by="A", targets=["g"]).obj("g").zone == "trash"
    assert play(st, "Smash Either", by="A", targets=["u"]).obj("u").zone == "trash"
    assert "not a unit or gear" in raises_illegal(play, st, "Smash Either", by="A",
                                                  targets=["north"])
