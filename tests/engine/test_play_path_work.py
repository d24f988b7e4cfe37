"""What a plain spell play does not ask (issue 26, the bench's Void Seeker step): the checks of
rules that only some cards bring (a ban on plays or spells, a Repeat given by The Academy,
damage prevention and Bonus Damage by passive abilities or permanents, any damage lethal,
Deflect granted) are not run when nothing on the board or among the turn's delayed effects can
need them. Each spy below stands for the check; the rules' own tests (test_cant_play,
test_repeat, test_any_damage_lethal, test_deflect...) show the checks still run when a card
brings them."""

import pytest

from riftboard.engine import chain, damage, game, might
from tests.engine.helpers import board, play

SKIPPED = [
    (game, "play_forbidden"),  # 002: "opponents can't play cards this turn"
    (game, "spell_forbidden"),  # 002: "... can't play spells this turn"
    (game, "take_granted_repeat"),  # 820: the next spell's Repeat (The Academy)
    (damage, "stops_enemy_spell_damage"),  # 437.4: a passive "prevent enemy spell damage"
    (damage, "takes_no_damage"),  # 002: "I don't take damage"
    (damage.spell_bonus, "yours"),  # 712-715: "your spells deal 1 Bonus Damage"
    (might, "any_damage_kills"),  # 142.4.c: any damage lethal (Elder Dragon)
    (might, "own_keyword"),  # 809: a target's Deflect, printed or granted, read without it
    (game, "spell_mode"),  # 355.3: a chosen mode's targets and effects (a card with modes)
    (chain, "earlier_problem"),  # a target "at a location none of the earlier ones is at"
]


@pytest.mark.parametrize("module, name", SKIPPED, ids=[n for _m, n in SKIPPED])
def test_a_plain_void_seeker_play_does_not_ask(monkeypatch, module, name):
    """417, 428.5.c, 712-715: the Void Seeker deals its 4 and the Void Gate's Bonus Damage, and
    kills, as before, without the check."""
    calls = []
    real = getattr(module, name)

    def spy(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, spy)
    # the bench's Void Gate: a passive ability (Bonus Damage) is on the board
    st = board(units=[("g", "Guard", 3, "B", "north"), ("h", "Guard", 9, "B", "north")],
               battlefields=[("north", "Void Gate")])
    r = play(st, "Void Seeker", by="A", targets=["h"])
    r = play(r, "Void Seeker", by="B", targets=["g"])  # marked by A before: h's damage is A's
    assert r.one("damage", target="g").amount == 5
    assert r.one("kill", target="g").responsible == "B"
    assert calls == []



def test_411_1_an_activation_says_its_costs_in_words_not_keys():
    """Every activated-ability cost a card file may name has words for the timeline: the
    `activate` event's text reads "costs: exhaust it, kill it", never "kill_self"."""
    from riftboard.cards.library import COSTS
    from riftboard.engine.game import COST_WORDS, cost_words

    assert set(COSTS) <= set(COST_WORDS)
    assert all("_" not in cost_words(c) for c in COSTS)
