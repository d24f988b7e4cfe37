"""Words added for the reksai helper's cards of issue 27: a unit's optional discard as it is
played (356.2.b.1, 422.1; Zed, From the Shadows) and a Gold placed by a scenario is a token
(187.5, 186.1)."""

from __future__ import annotations

import pytest

from riftboard.engine.errors import IllegalAction
from riftboard.scenario.runner import run_text
from tests.engine.helpers import board, designer, play

# Zed, From the Shadows' shape: "you may discard 1" as the unit is played; a token if paid
SHADE = designer("Shade", kind="unit", might=4, optional_cost=True, optional_discard=True,
                 abilities=[{"kind": "triggered", "trigger": "play_self", "if_paid": True,
                             "effects": [{"op": "create_tokens", "name": "Shadow Clone"}]}])


def test_356_2_b_1_422_1_a_unit_optional_discard_is_paid_as_it_is_played():
    """356.2.b.1, 422.1: paid, its player discards a card of their hand as the unit is played
    and its `if_paid` play trigger makes the token; declined, no discard and no token; paid
    with an empty hand, the step is refused and nothing changes."""
    st = board(hand=[("u", "Shade", "A"), ("j", "Hextech Ray", "A")], cards=[SHADE])
    paid = play(st, "Shade", by="A", may=True, id="u")
    assert [e.target for e in paid.of("discard")] == ["j"]
    assert [e.target_name for e in paid.of("create")] == ["Shadow Clone"]
    unpaid = play(st, "Shade", by="A", may=False, id="u")
    assert not unpaid.of("discard") and not unpaid.of("create")
    empty = board(hand=[("u", "Shade", "A")], cards=[SHADE])
    with pytest.raises(IllegalAction, match="discard"):
        play(empty, "Shade", by="A", may=True, id="u")


def test_a_library_card_refuses_optional_discard_on_a_gear():
    """A gear has no "discard 1" optional cost: the card file says which key and why."""
    from riftboard.cards.library import card_from_table
    from riftboard.errors import InvalidScenario
    with pytest.raises(InvalidScenario, match="optional_discard"):
        card_from_table({"name": "Trinket", "kind": "gear", "optional_cost": True,
                         "optional_discard": True}, "<test>", None, "cards[1]")


GOLD_FILE = """
format = 2
[[players]]
id = "A"
[[players]]
id = "B"
[[battlefields]]
id = "north"
[[gear]]
id = "gold"
card = "Gold"
controller = "A"
[[step]]
activate = "gold"
ability = 1
by = "A"
"""


def test_187_5_186_1_a_gold_placed_by_the_file_is_a_token_and_ceases_to_exist():
    """187.5: the library's Gold is a gear token; placed by a scenario it is one too, so its
    Add ability (429.2) kills it and it ceases to exist (186.1) instead of going to a trash."""
    out = run_text(GOLD_FILE, "gold.toml")
    assert out.error is None
    gold = out.history.state.objects["gold"]
    assert gold.token and gold.zone == "removed"
    kinds = [e["kind"] for e in out.timeline["events"]]
    assert "kill" in kinds and "add_resource" in kinds


ZED_FILE = """
format = 2
[[players]]
id = "A"
legend = {{ id = "leg", card = "Zed, Master of Shadows" }}
[[players]]
id = "B"
[[battlefields]]
id = "north"
[[cards]]
name = "Grave Sweep"
kind = "spell"
summary = "Banish a card from a trash."
effects = [{{ op = "banish_from_trash", who = "{who}" }}]
[[trash]]
id = "mine"
card = "Cleave"
owner = "A"
[[trash]]
id = "theirs"
card = "Stupefy"
owner = "B"
[[step]]
{step}
"""


def _empowered(who: str, step: str) -> bool:
    out = run_text(ZED_FILE.format(who=who, step=step), "zed.toml")
    assert out.error is None
    return out.history.state.objects["leg"].empowered


def test_427_1_you_banish_own_hears_a_card_its_player_owns_and_banishes():
    """427.1: "when you banish a card you own" hears Alice banishing a card of her own trash by
    a spell; not her banishing Bob's card, and not a sandbox edit (nobody banishes)."""
    assert _empowered("you", 'play = "Grave Sweep"\nby = "A"')
    assert not _empowered("opponent", 'play = "Grave Sweep"\nby = "A"')
    assert not _empowered("you", 'banish = "mine"')


RUSH_FILE = """
format = 2
mode = "{mode}"
[[players]]
id = "A"
pool = {pool}
deck = [{{ id = "top", card = "{top}" }}, {{ id = "cl", card = "Cleave" }}, {{ id = "st", card = "Stupefy" }}]
[[players]]
id = "B"
[[battlefields]]
id = "north"
[[hand]]
id = "rush"
card = "Void Rush"
owner = "A"
[[step]]
play = "rush"
by = "A"
may = {may}
"""


def _rush(top="Doran's Ring", may="true", mode="sandbox", pool="{}"):
    out = run_text(RUSH_FILE.format(top=top, may=may, mode=mode, pool=pool), "rush.toml")
    return out, out.history.state.objects


def test_424_1_427_1_a_revealed_gear_is_banished_then_played_to_its_base():
    """424.1, 427.1, 419.3: the gear picked among the revealed cards is banished (a banish
    event), then played from the banishment to its player's base; Void Rush draws the other."""
    out, objs = _rush()
    assert out.error is None
    kinds = [(e["kind"], e.get("target")) for e in out.timeline["events"]]
    assert ("banish", "top") in kinds and ("play", "top") in kinds
    assert (objs["top"].zone, objs["top"].at) == ("board", "base")
    assert objs["cl"].zone == "hand" and objs["st"].zone == "deck"


def test_413_declined_every_revealed_card_is_drawn():
    """Nothing banished ("you may"): Void Rush draws both revealed cards (413)."""
    out, objs = _rush(may="false")
    assert out.error is None
    assert (objs["top"].zone, objs["cl"].zone, objs["st"].zone) == ("hand", "hand", "deck")
    assert not [e for e in out.timeline["events"] if e["kind"] == "banish"]


def test_357_356_6_strict_charges_the_card_played_less_two_energy():
    """357, 356.6: in a strict game Void Rush (2 Energy, 1 Power) and the ring (1 Energy, 2
    less: 0) are charged: 3 in all; a pool one short of Void Rush's own cost refuses the step."""
    out, objs = _rush(mode="strict", pool="{ energy = 2, fury = 1 }")
    assert out.error is None
    assert [e["amount"] for e in out.timeline["events"] if e["kind"] == "pay"] == [3]
    assert objs["top"].zone == "board"
    short, _ = _rush(mode="strict", pool="{ energy = 1, fury = 1 }")
    assert short.error is not None


def test_419_3_a_card_whose_play_is_not_modelled_refuses_the_step():
    """A revealed card the library has as a body only cannot be played: the step is refused,
    naming it, and nothing changes (SPEC section 3)."""
    out, objs = _rush(top="Mystic Reversal")
    assert out.error is not None and "Mystic Reversal" in str(out.error)
    assert objs["top"].zone == "deck" and objs["rush"].zone == "hand"
