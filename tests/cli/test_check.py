"""verify(): every kind of expectation, met and unmet, on handmade timeline documents."""

from __future__ import annotations

import pytest

from riftboard.report.check import Failure, verify

# --- builders (also used by test_report.py) ---------------------------------------------------


def ref(id, kind="spell", name=None, controller="A", host=None, granted_by=None):
    """A REF with every key of SPEC section 4."""
    return {"id": id, "kind": kind, "name": name or id.title(), "controller": controller,
            "host": host, "granted_by": granted_by}


def ev(seq, step, kind, target=None, amount=None, sources=(), responsible=None,
       attributed_to=(), combat=False, modifiers=(), reason=None, rules=(), text=None):
    """An EVENT with every key of SPEC section 4."""
    return {"seq": seq, "step": step, "kind": kind, "target": target, "amount": amount,
            "sources": list(sources), "responsible": responsible,
            "attributed_to": list(attributed_to), "combat": combat, "modifiers": list(modifiers),
            "reason": reason, "rules": list(rules), "text": text or f"{kind} {target or ''}".strip()}


def obj(name, kind="unit", controller="B", zone="board", at="north", might=None, damage=None,
        owner=None, attached_to=None):
    """A final.objects entry."""
    if kind == "unit":
        might = 4 if might is None else might
        damage = 0 if damage is None else damage
    return {"name": name, "kind": kind, "controller": controller, "owner": owner or controller,
            "zone": zone, "at": at if zone == "board" else None, "might": might,
            "damage": damage, "attached_to": attached_to}


SEEKER = ref("seeker", name="Void Seeker")
BALLISTA_1 = ref("ballista#1", kind="ability", name="Iron Ballista", host="ballista")
BALLISTA = ref("ballista", kind="gear", name="Iron Ballista")
BRUTE_1 = ref("brute#1", kind="ability", name="Vengeful Brute", controller="B", host="brute")


def story(error=None, extra_events=()):
    """Void Seeker kills a Guard (step 1); the Ballista kills a Scout and hits a Brute (step 2)."""
    events = [
        ev(1, 1, "play", sources=[SEEKER], responsible="A", text="Alice plays Void Seeker"),
        ev(2, 1, "damage", "guard", 4, [SEEKER], "A", rules=["417.6.a"],
           text="Void Seeker deals 4 to Guard"),
        ev(3, 1, "kill", "guard", sources=[], responsible="A", attributed_to=[SEEKER],
           reason="lethal_damage", rules=["428.5.c.1"], text="Guard is killed"),
        ev(4, 2, "damage", "scout", 2, [BALLISTA_1, BALLISTA], "A"),
        ev(5, 2, "kill", "scout", responsible="A", attributed_to=[BALLISTA_1, BALLISTA],
           reason="lethal_damage"),
        ev(6, 2, "damage", "brute", 1, [BALLISTA_1, BALLISTA], "A"),
        ev(7, 2, "trigger", sources=[BRUTE_1], responsible="B", text="Vengeful Brute triggers"),
        ev(8, 2, "might", "brute", 5, [BRUTE_1]),
        ev(9, 3, "prevented", "recruit", 0, [SEEKER], "A"),
        ev(10, 3, "mark_damage", "recruit", 1),
        ev(11, 3, "kill", "ogre", reason="lethal_damage", text="Ogre dies to lowered Might"),
        *extra_events,
    ]
    return {
        "format": "riftboard-timeline/1", "title": "Story", "ruleset": "1.4",
        "players": ["A", "B"], "events": events,
        "conditions": [
            {"condition": "killed_unit_with_spell", "player": "A", "unit": "guard",
             "object": "seeker", "step": 1, "seq": 3},
            {"condition": "killed_unit_with", "player": "A", "unit": "scout",
             "object": "ballista", "step": 2, "seq": 5},
        ],
        "final": {"objects": {
            "guard": obj("Guard", zone="trash"),
            "scout": obj("Scout", zone="trash"),
            "ogre": obj("Ogre", zone="trash"),
            "brute": obj("Vengeful Brute", might=5, damage=1),
            "recruit": obj("Recruit", controller="A", at="base", damage=1),
            "exiled": obj("Exiled", zone="removed"),
            "seeker": obj("Void Seeker", kind="spell", controller="A", zone="trash"),
            "ballista": obj("Iron Ballista", kind="gear", controller="A", at="base"),
        }},
        "error": error,
    }


def check(kind, line=10, timeline=None, **data):
    """Verify one expectation {kind: value, **rest} (the kind's value is passed as `what`)."""
    return verify(timeline or story(), [(kind, data, line)])


def expect(kind, what, line=10, timeline=None, **rest):
    """Failures of one expectation of `kind` naming `what`."""
    return check(kind, line, timeline, **{kind: what}, **rest)


def assert_fails(failures, *fragments):
    assert len(failures) == 1, failures
    text = str(failures[0])
    for fragment in fragments:
        assert fragment in text, text


# --- kill -------------------------------------------------------------------------------------


def test_kill_matches_all_keys():
    assert expect("kill", "guard", attributed_to=["seeker"], responsible="A",
                  reason="lethal_damage") == []


def test_kill_names_are_ids_or_card_names_in_any_case():
    assert expect("kill", "GUARD", attributed_to=["void seeker"]) == []
    assert expect("kill", "Guard", attributed_to=["SEEKER"]) == []


def test_kill_wrong_credit_names_line_and_what_was_found():
    failures = expect("kill", "guard", line=31, attributed_to=["ray"])
    assert_fails(failures, "expect at line 31 (kill guard): "
                           "attributed_to expected {ray} but found {seeker}")


def test_kill_exact_set_rejects_a_missing_or_extra_object():
    assert_fails(expect("kill", "scout", attributed_to=["ballista"]),
                 "attributed_to expected {ballista} but found {ballista#1, ballista}")
    assert_fails(expect("kill", "guard", attributed_to=["seeker", "ballista"]),
                 "expected {seeker, ballista}")
    assert_fails(expect("kill", "guard", attributed_to=[]), "expected {} but found {seeker}")


def test_kill_exact_set_matches_in_any_order():
    assert expect("kill", "scout", attributed_to=["ballista", "ballista#1"]) == []


def test_kill_include_asks_only_for_a_subset():
    assert expect("kill", "scout", attributed_include=["ballista"]) == []
    assert_fails(expect("kill", "scout", attributed_include=["seeker"]),
                 "attributed_to should include {seeker}")


def test_kill_responsible_none_means_null():
    assert expect("kill", "ogre", attributed_to=[], responsible="none") == []
    assert_fails(expect("kill", "guard", responsible="none"),
                 "responsible expected none but found A")
    assert_fails(expect("kill", "ogre", responsible="A"), "responsible expected A but found none")


def test_kill_reason_must_match():
    assert_fails(expect("kill", "guard", reason="kill_instruction"),
                 "reason expected kill_instruction but found lethal_damage")


def test_kill_of_an_object_never_killed_fails():
    assert_fails(expect("kill", "brute"), "no kill event of brute", "brute is at north")
    assert_fails(expect("kill", "nobody"), "no object named 'nobody'")


# --- survives ---------------------------------------------------------------------------------


def test_survives_passes_for_a_unit_on_the_board():
    assert expect("survives", "recruit") == []
    assert expect("survives", "vengeful BRUTE") == []


def test_survives_fails_for_a_killed_unit():
    assert_fails(expect("survives", "guard"), "guard was killed at step 1, seq 3")


def test_survives_fails_for_a_unit_off_the_board_without_a_kill():
    assert_fails(expect("survives", "exiled"), "exiled is in removed")


def test_survives_fails_for_an_unknown_object():
    assert_fails(expect("survives", "ghost"), "no object named 'ghost'")


# --- damage_to --------------------------------------------------------------------------------


def test_damage_to_matches_all_keys():
    assert expect("damage_to", "guard", amount=4, sources=["seeker"], responsible="A") == []
    assert expect("damage_to", "brute", sources=["Iron Ballista"]) == []  # both REFs by name


def test_damage_to_wrong_amount():
    assert_fails(expect("damage_to", "brute", amount=3), "amount expected 3 but found 1")


def test_damage_to_exact_sources_vs_include():
    assert_fails(expect("damage_to", "brute", sources=["ballista"]),
                 "sources expected {ballista} but found {ballista#1, ballista}")
    assert expect("damage_to", "brute", sources_include=["ballista"]) == []
    assert_fails(expect("damage_to", "brute", sources_include=["seeker"]),
                 "sources should include {seeker}")


def test_damage_to_wrong_responsible():
    assert_fails(expect("damage_to", "guard", responsible="B"),
                 "responsible expected B but found A")


def test_damage_to_without_a_damage_event_mentions_prevention():
    assert_fails(expect("damage_to", "recruit"), "no damage event to recruit",
                 "prevented at step 3, seq 9")


def test_damage_to_passes_when_any_damage_event_matches():
    second = ev(20, 4, "damage", "brute", 3, [SEEKER], "A")
    timeline = story(extra_events=[second])
    assert expect("damage_to", "brute", timeline=timeline, amount=3, sources=["seeker"]) == []
    failures = expect("damage_to", "brute", timeline=timeline, amount=7)
    assert_fails(failures, "amount expected 7", "closest of 2")


# --- no_damage_to -----------------------------------------------------------------------------


def test_no_damage_to_ignores_prevented_and_marked_damage():
    assert expect("no_damage_to", "recruit") == []


def test_no_damage_to_fails_on_a_damage_event():
    assert_fails(expect("no_damage_to", "Vengeful Brute"),
                 "brute was dealt 1 at step 2, seq 6 by {ballista#1, ballista}")


# --- condition --------------------------------------------------------------------------------


def test_condition_holds():
    assert expect("condition", "killed_unit_with_spell", player="A", unit="guard") == []
    assert expect("condition", "killed_unit_with_spell", player="a", unit="Guard",
                  object="Void Seeker", holds=True) == []


def test_condition_that_never_held_fails():
    assert_fails(expect("condition", "killed_unit_with_spell", player="B"),
                 "killed_unit_with_spell for player B never held",
                 "player A, unit guard, object seeker")


def test_condition_filters_by_unit_and_object():
    assert_fails(expect("condition", "killed_unit_with_spell", player="A", unit="scout"),
                 "never held")
    assert expect("condition", "killed_unit_with", player="A", object="ballista") == []
    assert_fails(expect("condition", "killed_unit_with", player="A", object="seeker"),
                 "never held")


def test_condition_holds_false():
    assert expect("condition", "killed_unit_with_spell", player="B", holds=False) == []
    assert_fails(expect("condition", "killed_unit_with_spell", player="A", holds=False),
                 "killed_unit_with_spell for player A held: player A, unit guard")


# --- trigger ----------------------------------------------------------------------------------


def test_trigger_matches_by_host_id_ability_id_or_name():
    assert expect("trigger", "brute") == []
    assert expect("trigger", "BRUTE#1") == []
    assert expect("trigger", "Vengeful Brute") == []


def test_trigger_that_never_fired_fails():
    assert_fails(expect("trigger", "phoenix"), "phoenix never triggered (triggered: brute#1)")


def test_trigger_holds_false():
    assert expect("trigger", "phoenix", holds=False) == []
    assert_fails(expect("trigger", "brute", holds=False),
                 "brute triggered at step 2, seq 7: Vengeful Brute triggers")


def test_trigger_needs_a_trigger_event_not_any_event_with_the_source():
    # brute#1 is also the source of the "might" event; only "trigger" events count.
    timeline = story()
    timeline["events"] = [e for e in timeline["events"] if e["kind"] != "trigger"]
    assert_fails(expect("trigger", "brute", timeline=timeline), "never triggered")


# --- draw -------------------------------------------------------------------------------------

DRAWS = (ev(12, 4, "draw", "A", 1, [SEEKER], "A", text="Alice draws 1"),
         ev(13, 4, "draw", "B", 2, [ref("blade", name="Hidden Blade")], "B", text="Bob draws 2"))


def test_draw_matches_player_amount_and_sources():
    timeline = story(extra_events=DRAWS)
    assert expect("draw", "A", timeline=timeline, amount=1, sources=["Void Seeker"]) == []
    assert expect("draw", "b", timeline=timeline, sources_include=["blade"]) == []


def test_draw_that_never_happened_fails():
    assert_fails(expect("draw", "A"), "A never drew")


def test_draw_with_other_keys_reports_the_closest():
    timeline = story(extra_events=DRAWS)
    assert_fails(expect("draw", "A", timeline=timeline, amount=2),
                 "amount expected 2 but found 1", "step 4, seq 12")


def test_draw_holds_false():
    timeline = story(extra_events=DRAWS)
    assert expect("draw", "A", timeline=timeline, holds=False, amount=2) == []
    assert_fails(expect("draw", "B", timeline=timeline, holds=False),
                 "B drew 2 at step 4, seq 13 ({blade})")


# --- unit -------------------------------------------------------------------------------------


def test_unit_state_at_the_end():
    assert expect("unit", "brute", might=5, damage=1, zone="board", at="north") == []
    assert expect("unit", "Recruit", at="base") == []
    assert expect("unit", "seeker", zone="trash") == []


def test_unit_state_mismatch():
    assert_fails(expect("unit", "brute", line=7, might=3, damage=0),
                 "expect at line 7 (unit brute): might expected 3 but found 5; "
                 "damage expected 0 but found 1")
    assert_fails(expect("unit", "guard", zone="board"), "zone expected board but found trash")
    assert_fails(expect("unit", "ghost", might=1), "no object named 'ghost'")


# --- illegal_step -----------------------------------------------------------------------------

REFUSED = {"step": 2, "message": "Hextech Ray: Guard is not at a battlefield"}


def test_illegal_step_matches_step_and_message_without_case():
    timeline = story(error=REFUSED)
    assert expect("illegal_step", 2, timeline=timeline, message_contains="BATTLEFIELD") == []
    assert expect("illegal_step", 2, timeline=timeline) == []


def test_illegal_step_wrong_step_or_message():
    timeline = story(error=REFUSED)
    assert_fails(expect("illegal_step", 3, timeline=timeline), "step 2 was refused, not step 3")
    assert_fails(expect("illegal_step", 2, timeline=timeline, message_contains="hand"),
                 "message does not contain 'hand'")


def test_illegal_step_when_every_step_ran():
    assert_fails(expect("illegal_step", 1), "no step was refused")


def test_an_unexpected_illegal_step_is_reported_and_events_still_checked():
    timeline = story(error=REFUSED)
    failures = verify(timeline, [("kill", {"kill": "guard", "attributed_to": ["seeker"]}, 5),
                                 ("kill", {"kill": "brute"}, 9)])
    assert [f.line for f in failures] == [None, 9]
    assert str(failures[0]) == "step 2 was refused: Hextech Ray: Guard is not at a battlefield"
    assert "no kill event of brute" in str(failures[1])


# --- the expectation tables themselves --------------------------------------------------------


def test_unknown_key_fails_rather_than_passing_silently():
    assert_fails(expect("kill", "guard", atributed_to=["seeker"]), "unknown key 'atributed_to'")


def test_unknown_kind_fails():
    assert_fails(verify(story(), [("explode", {"explode": "guard"}, 3)]),
                 "unknown kind of expectation 'explode'")


def test_failures_keep_the_order_of_the_expectations():
    failures = verify(story(), [("kill", {"kill": "brute"}, 3), ("survives", {"survives": "guard"}, 8)])
    assert [(f.line, f.expectation) for f in failures] == [(3, "kill brute"), (8, "survives guard")]


@pytest.mark.parametrize("line, text", [(31, "expect at line 31 (kill guard): x"),
                                        (None, "expect (kill guard): x")])
def test_failure_text(line, text):
    assert str(Failure("x", line, "kill guard")) == text
