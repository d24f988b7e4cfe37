"""A card found on top of a main deck, banished, then played by an effect (427.1, 419.3):
`banish_top_play` (Blind Fury, Reinforce) and `each_banish_top_play` (Promising Future), and what
stays banished when the card cannot be played (355.6, 357, 055). The cards' scenarios show the
ordinary plays (resources/cards/scenarios/blind-fury*.toml, reinforce.toml,
promising-future.toml)."""

from __future__ import annotations

from riftboard.scenario.runner import run_text

HEAD = """
format = 2
mode = "strict"
turn_player = "A"

[[players]]
id = "A"
name = "Alice"
pool = {pool_a}
deck = [{deck_a}]

[[players]]
id = "B"
name = "Bob"
deck = [{deck_b}]

[[battlefields]]
id = "north"

[[hand]]
id = "it"
card = "{card}"
owner = "A"

[[step]]
play = "{card}"
by = "A"
{answers}
"""


def _run(card, *, pool_a="{ energy = 5 }", deck_a="", deck_b="", answers=""):
    text = HEAD.format(card=card, pool_a=pool_a, deck_a=deck_a, deck_b=deck_b, answers=answers)
    run = run_text(text, "promise.toml")
    assert run.error is None, run.error
    return run.timeline["events"]


def _of(kind, events):
    return [e for e in events if e["kind"] == kind]


def test_357_055_reinforce_a_unit_its_player_cannot_pay_for_stays_banished():
    """Reinforce costs all 5 of Alice's Energy; the Bully's 6 less 5 leaves 1 to pay, which she
    cannot (357): it is banished (427.1) but not played, a `fizzle` says so, and the other
    cards are still recycled (416.1)."""
    events = _run("Reinforce", deck_a='{ id = "bully", card = "Bilgewater Bully" }, '
                                      '{ id = "c1", card = "Cleave" }',
                  answers='may = true\nchoose = { A = "bully" }')
    assert [e["target"] for e in _of("banish", events)] == ["bully"]
    assert [e["target"] for e in _of("play", events)] == [None]  # Reinforce's own play only
    [fz] = _of("fizzle", events)
    assert fz["target"] == "bully" and "cannot pay" in fz["text"] and "357" in fz["rules"]
    assert [e["target"] for e in _of("recycle", events)] == ["c1"]


def test_424_1_416_1_reinforce_declined_banishes_nothing_and_recycles_all_it_saw():
    """"You may" declined: nothing is banished or played; every card looked at goes to the
    bottom (416.1)."""
    events = _run("Reinforce", deck_a='{ id = "hope", card = "Noxus Hopeful" }, '
                                      '{ id = "c1", card = "Cleave" }',
                  answers="may = false")
    assert _of("banish", events) == []
    assert sorted(e["target"] for e in _of("recycle", events)) == ["c1", "hope"]


def test_355_6_blind_fury_a_spell_with_no_legal_target_stays_banished():
    """Bob's top card is Hextech Ray and no unit stands at a battlefield: Alice banishes it
    (427.1) but cannot play it (355.6), so it stays in Bob's banishment (055)."""
    events = _run("Blind Fury", pool_a="{ energy = 4, fury = 2 }",
                  deck_b='{ id = "ray", card = "Hextech Ray" }')
    assert [e["target"] for e in _of("reveal", events)] == ["B"]
    assert [e["target"] for e in _of("banish", events)] == ["ray"]
    [fz] = _of("fizzle", events)
    assert fz["target"] == "ray" and "355.6" in fz["rules"]
    assert _of("damage", events) == []


def test_419_3_357_promising_future_a_player_who_cannot_pay_the_power_keeps_it_banished():
    """Bob's Thousand-Tailed Watcher costs him 1 Power he does not have (357): banished, not
    played; Alice still plays her Noxus Hopeful, its Energy ignored (0 Power to pay)."""
    events = _run("Promising Future", pool_a="{ energy = 5, mind = 1 }",
                  deck_a='{ id = "hope", card = "Noxus Hopeful" }',
                  deck_b='{ id = "fox", card = "Thousand-Tailed Watcher" }')
    assert [e["target"] for e in _of("banish", events)] == ["hope", "fox"]
    [fz] = _of("fizzle", events)
    assert fz["target"] == "fox" and "cannot pay" in fz["text"]
    assert [e["target"] for e in _of("play", events)] == [None, "hope"]
    assert any(e["kind"] == "resolve" and e["target"] == "hope" for e in events)


def test_424_1_promising_future_a_player_without_a_modelled_deck_sees_nothing():
    """Bob's deck is not in the file: he looks at nothing and plays nothing; Alice still does."""
    text = HEAD.format(card="Promising Future", pool_a="{ energy = 5, mind = 1 }",
                       deck_a='{ id = "hope", card = "Noxus Hopeful" }', deck_b="",
                       answers="").replace('name = "Bob"\ndeck = []\n', 'name = "Bob"\n')
    run = run_text(text, "promise.toml")
    assert run.error is None, run.error
    events = run.timeline["events"]
    looks = {e["target"]: e["amount"] for e in _of("look", events)}
    assert looks == {"A": 1, "B": 0}
    assert [e["target"] for e in _of("banish", events)] == ["hope"]


HEEDLESS = """
format = 2
turn_player = "A"

[[players]]
id = "A"
name = "Alice"

[[players]]
id = "B"
name = "Bob"

[[battlefields]]
id = "north"

{board}

[[trash]]
id = "poro"
card = "Stalwart Poro"
owner = "A"

[[hand]]
id = "hr"
card = "Heedless Resurrection"
owner = "A"

[[step]]
play = "Heedless Resurrection"
by = "A"
"""


def test_428_1_a_1_419_3_c_heedless_a_unit_with_no_printed_cost_lets_no_costlier_unit_back():
    """The unit killed for the cost is a designer unit with no card: it cost nothing, so the
    2-Energy Poro may not come back (419.3.c); the kill is still the spell's (428.1.a.1)."""
    board = ('[[units]]\nid = "dummy"\nname = "Dummy"\nmight = 2\ncontroller = "A"\n'
             'at = "base"')
    run = run_text(HEEDLESS.format(board=board), "heedless.toml")
    assert run.error is None, run.error
    events = run.timeline["events"]
    [kill] = _of("kill", events)
    assert kill["target"] == "dummy" and kill["responsible"] == "A"
    assert [e["target"] for e in _of("play", events)] == [None]  # the spell's own play only


def test_055_heedless_a_unit_saved_from_the_cost_kill_lets_nothing_back():
    """Zhonya's Hourglass dies in place of the Hopeful killed to pay for Heedless Resurrection:
    no unit was killed, so none of the trash is played (055), though the Poro would fit."""
    board = ('[[units]]\nid = "hope"\ncard = "Noxus Hopeful"\ncontroller = "A"\nat = "base"\n\n'
             '[[gear]]\nid = "zh"\ncard = "Zhonya\'s Hourglass"\ncontroller = "A"')
    run = run_text(HEEDLESS.format(board=board), "heedless.toml")
    assert run.error is None, run.error
    events = run.timeline["events"]
    assert [e["target"] for e in _of("death_replaced", events)] == ["hope"]
    assert [e["target"] for e in _of("kill", events)] == ["zh"]
    fz = [e for e in _of("fizzle", events) if "no unit was killed" in e["text"]]
    assert len(fz) == 1 and "055" in fz[0]["rules"]
    assert [e["target"] for e in _of("play", events)] == [None]


AMBUSH = """
format = 2
turn_player = "A"

[[players]]
id = "A"
name = "Alice"

[[players]]
id = "B"
name = "Bob"

[[battlefields]]
id = "north"
controller = "B"

[[units]]
id = "scout"
name = "Scout"
might = 2
controller = "A"
at = "base"

[[units]]
id = "guard"
name = "Guard"
might = 3
controller = "B"
at = "north"

[[step]]
standard_move = ["scout"]
to = "north"

[[step]]
play = "Inferna"
by = "A"
id = "inferna"
to = "north"

[[step]]
pass = "A"

[[step]]
pass = "B"
"""


def test_464_2_c_3_a_a_unit_played_to_the_combat_battlefield_fights_for_its_side():
    """Alice's Scout attacks Bob's Guard; during the combat she plays Inferna there (Ambush):
    it gains the Attacker designation (464.2.c.3.a), so it deals combat damage and is credited
    with the Guard's kill beside the Scout."""
    run = run_text(AMBUSH, "ambush.toml")
    assert run.error is None, run.error
    events = run.timeline["events"]
    [kill] = [e for e in _of("kill", events) if e["target"] == "guard"]
    assert {a["id"] for a in kill["attributed_to"]} == {"scout", "inferna"}


AVA = """
format = 2
turn_player = "A"

[[players]]
id = "A"
name = "Alice"

[[players]]
id = "B"
name = "Bob"

[[battlefields]]
id = "north"
controller = "B"

[[units]]
id = "ava"
card = "Ava Achiever"
controller = "A"
at = "base"

[[units]]
id = "ogre"
name = "Ogre"
might = 6
controller = "B"
at = "north"

[[hand]]
id = "ray"
card = "Hextech Ray"
owner = "A"

[[hand]]
id = "blade"
card = "Hidden Blade"
owner = "A"

[[step]]
standard_move = ["ava"]
to = "north"
may = { A = [true] }
choose = { A = ["blade", "ogre"] }
"""


def test_419_3_355_6_ava_achiever_plays_a_hidden_spell_from_the_hand_with_its_target():
    """Ava attacks; her player plays Hidden Blade (Hidden) from the hand, its cost ignored
    (419.3), choosing the Ogre as it is played (355.6): the kill is the Blade's, Alice's. Hextech
    Ray, without Hidden, is not a card she may pick."""
    run = run_text(AVA, "ava.toml")
    assert run.error is None, run.error
    events = run.timeline["events"]
    plays = [e for e in _of("play", events) if "Hidden Blade" in e["text"]]
    assert len(plays) == 1 and plays[0]["target"] == "ogre" and "from the hand" in plays[0]["text"]
    [kill] = [e for e in _of("kill", events) if e["target"] == "ogre"]
    assert [a["id"] for a in kill["attributed_to"]] == ["blade"] and kill["responsible"] == "A"
    assert not any("Hextech Ray" in e["text"] for e in _of("play", events))
