"""An event's JSON (SPEC section 4) is written field by field (events.Event.to_json): it must say
exactly what attrs' generic conversion of the event says, with the display extras left out, for
every event of every lesson, so the explicit form cannot drift from the fields."""

import attrs

from riftboard.engine.events import Event, Modifier, Ref
from riftboard.scenario.lessons import lesson_files
from riftboard.scenario.runner import run_file

EXTRAS = {"target_name", "lethal_from"}


def _generic(event: Event) -> dict:
    return attrs.asdict(event, filter=lambda a, _v: a.name not in EXTRAS,
                        value_serializer=lambda _i, _f, v: list(v) if isinstance(v, tuple) else v)


def test_every_lesson_event_is_written_as_its_fields_say():
    seen = set()
    n = 0
    for path in lesson_files():
        run = run_file(str(path))
        for result in run.history.results:
            for event in result.events:
                assert event.to_json() == _generic(event), (path.name, event.seq)
                seen.update(k for k in ("modifiers", "attributed_to") if getattr(event, k))
                n += 1
    assert n > 500
    assert seen == {"modifiers", "attributed_to"}  # the nested forms were compared too


def test_a_ref_says_its_ability_only_in_an_event():
    ref = Ref.of_ability("brute", 1, "Vengeful Brute", "A")
    assert ref.to_json() == {"id": "brute#1", "kind": "ability", "name": "Vengeful Brute",
                             "controller": "A", "host": "brute", "granted_by": None}
    assert ref.event_json() == {**ref.to_json(), "ability": 1, "delayed": False, "keyword": None}
    bonus = Modifier(kind="bonus", amount=1, source=ref)
    assert bonus.to_json() == {"kind": "bonus", "amount": 1, "source": ref.event_json()}
