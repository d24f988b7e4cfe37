"""What if: every answer to one step's decisions, each played through the engine (issue 28).

For step N of a scenario, the board before it is rebuilt, then the step is played once for each
legal target set of its spell or ability and, within each, once for every answer to every
question the engine asks while it runs (a "you may", the unit each player chooses, a triggered
ability's target, where to, a discard): the engine's Asker (engine/asker.py) makes each decision
a question that can be enumerated. Each answer's outcome is read off its events: the kills, what
each is credited to and who is responsible, the "with" conditions that held, the damage dealt.
A large space is cut at a limit, and the result says so."""

from __future__ import annotations

import itertools

import attrs
from attrs import evolve

from riftboard.engine import IllegalAction, abilities, answers_to_keys, apply, legal_targets

from .words import condition_words, counted, player_label, ref_label

MAX_ANSWERS = 512  # answers played at most for one step (the result says when it is cut)


class PathAsker:
    """Answers the questions of one run: the given answers in order, then each question's own
    default (the file's answer, else its first option), remembering every question asked.
    It is asked even what the step's keys answer: every answer is explored."""

    asks_everything = True

    def __init__(self, path):
        self.path = path
        self.asked = []

    def answer(self, q):
        i = len(self.asked)
        self.asked.append(q)
        if i < len(self.path):
            return self.path[i]
        return default_answer(q)


def default_answer(q):
    """What a question's own default is: the step's or SPEC section 2's, else its first option."""
    if q.default is not None:
        return q.default
    if q.kind == "may":
        return True
    return q.options[0][0] if q.options else None


def options_of(q) -> list:
    """Every answer a question allows."""
    return [True, False] if q.kind == "may" else [value for value, _label in q.options]


def target_sets(step, state, library, limit: int) -> list[tuple[str, ...] | None]:
    """The legal target sets of a play or activate step (its own first); None: the step has no
    targets to vary."""
    specs, by, host = (), None, None
    value = step.step
    if step.kind == "play":
        card = library.get(value.play)
        if card is not None and card.kind == "spell":
            specs, by = card.targets, value.by or state.turn_player
    elif step.kind == "activate":
        o = state.get(value.activate)
        n = int(value.ability)
        if o is not None and 1 <= n <= len(abilities(state, o)):
            specs, by, host = abilities(state, o)[n - 1][0].targets, o.controller, o
    if not specs:
        return [None]
    return target_combinations(state, specs, by, host, limit, first=tuple(value.targets))


def target_combinations(state, specs, by, host, limit: int, first=None) -> list[tuple[str, ...]]:
    """Every legal target set for `specs` chosen by `by` (`host`: an ability's object), at most
    `limit`; `first` (a step's own targets) leads the list when given. An optional target left
    out leaves out the ones after it; the same object twice only where the spec allows it."""
    choices = []
    for spec in specs:
        ids = [o.id for o in legal_targets(state, spec, by, host)]
        choices.append(([None] if spec.optional else []) + ids)
    out = [] if first is None else [first]
    for combo in itertools.product(*choices):
        picked = []
        for spec, t in zip(specs, combo, strict=True):
            if t is None:
                break  # an optional target left out leaves out the ones after it
            if t in picked and not spec.same_ok:
                picked = None
                break
            picked.append(t)
        if picked is None or len(picked) < sum(1 for s in specs if not s.optional):
            continue
        if tuple(picked) not in out:
            out.append(tuple(picked))
        if len(out) >= limit:
            break
    return out


def candidate_steps(state, library, me: str, hand, kinds, n: int, limit: int) -> list:
    """The steps (number `n`) player `me` could take on `state`, before their questions are
    answered: each card of `hand` (ids) played with each legal target set, each activated
    ability of their units and gear, a combat wherever both sides have units, standard moves
    (each ready unit alone, and the ready units of one place together), the end of the turn;
    only the step kinds in `kinds`. Used by the what-if explorer's other moves and the puzzle
    solver."""
    out: list = []

    def step(kind, **data):
        from riftboard.scenario.spec import StepSpec
        from riftboard.scenario.steps import make_step

        return StepSpec(index=n, step=make_step(kind, data))

    if "play" in kinds:
        seen = set()
        for cid in hand:
            o = state.get(cid)
            if o is None or o.zone != "hand" or o.name.lower() in seen:
                continue
            seen.add(o.name.lower())
            base = step("play", play=o.name, by=me, targets=(), may=True, hold=False)
            out.extend(_with_targets(base, state, library, limit))
    if "activate" in kinds:
        for o in sorted(state.objects.values(), key=lambda o: o.order):
            if o.zone != "board" or o.controller != me or o.kind not in ("unit", "gear"):
                continue
            for i, (ab, _granted) in enumerate(abilities(state, o), 1):
                if ab.kind != "activated":
                    continue
                base = step("activate", activate=o.id, ability=i, by=me, targets=(), may=True,
                            hold=False)
                out.extend(_with_targets(base, state, library, limit))
    units = [o for o in sorted(state.objects.values(), key=lambda o: o.order)
             if o.kind == "unit" and o.zone == "board"]
    fields = [o.id for o in sorted(state.objects.values(), key=lambda o: o.order)
              if o.kind == "battlefield" and o.zone == "board"]
    if "combat" in kinds:
        for bf in fields:
            mine = tuple(u.id for u in units if u.at == bf and u.controller == me)
            theirs = [u for u in units if u.at == bf and u.controller != me]
            if mine and theirs:
                out.append(step("combat", combat=bf, attackers=mine, defenders=(), may=True))
    if "standard_move" in kinds:
        ready = [u for u in units if u.controller == me and not u.exhausted]
        for place in ("base", *fields):
            movers = [u for u in ready if u.at != place]
            for u in movers:
                out.append(step("standard_move", standard_move=(u.id,), to=place, by=me,
                                may=True))
            for origin in {u.at for u in movers}:
                group = tuple(u.id for u in movers if u.at == origin)
                if len(group) > 1:
                    out.append(step("standard_move", standard_move=group, to=place, by=me,
                                    may=True))
    if "end_turn" in kinds:
        out.append(step("end_turn", end_turn=True))
    return out


def _with_targets(base, state, library, limit: int) -> list:
    """`base` once for each legal target set (the what-if explorer's enumeration)."""
    sets = target_sets(base, state, library, limit)
    if sets == [None]:
        return [base]
    # the first set is the step's own (none yet): keep it only when it is all the card allows
    rest = [t for t in sets[1:] if t != ()]
    chosen = rest or sets[:1]
    return [with_keys(base, {"targets": tuple(t)}) for t in chosen]


def with_keys(step, keys: dict):
    """`step` with some keys set; a key its kind does not take is left out (steps.py)."""
    fields = attrs.fields_dict(type(step.step))
    return evolve(step, step=evolve(step.step, **{k: v for k, v in keys.items() if k in fields}))


def whatif(spec, library, step_number: int, limit: int = MAX_ANSWERS, ruleset=None, *,
           moves: bool = False) -> dict:
    """Every answer to step `step_number`'s decisions (1-based), played; a dict of the step,
    the answers (each with its outcome), how many were played and whether that is all.
    `moves`: instead of the step's own answers, every move its player could have made there
    (each card in their hand, each activated ability, a combat, a move, the end of the turn,
    and in a format 2 game a pass), each with every answer to its decisions."""
    from riftboard.scenario.build import step_action
    from riftboard.scenario.replay import replay

    steps = spec.steps
    if not 1 <= step_number <= len(steps):
        raise ValueError(f"there is no step {step_number} (the file has "
                         f"{counted(len(steps), 'step')})")
    history, error = replay(spec, library, ruleset, resolve_at_end=False,
                            steps=steps[:step_number - 1])
    if error is not None:
        raise ValueError(f"step {error['step']} before it was refused: {error['message']}")
    state, seq = history.state, len(history.events)
    base = steps[step_number - 1]
    finish = step_number == len(steps)  # a file's last step resolves what is held (as `run`)
    names = state
    answers: list[dict] = []
    complete = True

    def leaf(targets, path, asked, result, refusal) -> None:
        given = [(q, path[i] if i < len(path) else default_answer(q)) for i, q in enumerate(asked)]
        chosen = [_said(q, a, names) for q, a in given]
        # the step's keys that play this answer (SPEC section 2), to paste into the file
        keys = {k: v for k, v in answers_to_keys(given).items()}
        if targets is not None:
            keys["targets"] = list(targets)
        if refusal is not None:
            answers.append({"targets": _names(targets, names), "choices": chosen, "keys": keys,
                            "refused": refusal, "kills": [], "conditions": [], "damage": 0})
            return
        end = result.state
        kills = [{"unit": e.target_name or e.target,
                  "credited": [ref_label(r) for r in e.attributed_to],
                  "responsible": player_label(end, e.responsible) if e.responsible else None}
                 for e in result.events if e.kind == "kill"]
        conditions = [condition_words(c, next((e for e in result.events if e.seq == c.seq),
                                               None), end) for c in result.conditions]
        damage = sum(e.amount or 0 for e in result.events if e.kind == "damage")
        answers.append({"targets": _names(targets, names), "choices": chosen, "keys": keys,
                        "refused": None, "kills": kills, "conditions": conditions,
                        "damage": damage})

    def explore(action, targets, path) -> None:
        nonlocal complete
        if len(answers) >= limit:
            complete = False
            return
        asker = PathAsker(path)
        try:
            result = apply(state, action, step_number, seq, finish=finish, asker=asker)
        except IllegalAction as e:
            leaf(targets, path, asker.asked, None, str(e))
            return
        asked = asker.asked
        if len(asked) <= len(path):
            leaf(targets, path, asked, result, None)
            return
        for option in options_of(asked[len(path)]):
            explore(action, targets, [*path, option])

    if moves:
        return _other_moves(spec, library, step_number, base, state, limit, explore, answers,
                            lambda: complete)
    for targets in target_sets(base, state, library, limit):
        step = base if targets is None else evolve(base, step=evolve(base.step, targets=targets))
        try:
            action = step_action(step, state, library)
        except IllegalAction as e:
            answers.append({"targets": _names(targets, names), "choices": [], "keys": {},
                            "refused": str(e), "kills": [], "conditions": [], "damage": 0})
            continue
        explore(action, targets, [])
        if len(answers) >= limit:
            complete = False
            break
    return {"title": spec.title, "step": step_number, "kind": base.kind,
            "answers": answers, "shown": len(answers), "complete": complete}


def actor(step, state) -> str:
    """Who takes a step: its `by`, an activated object's controller, else the turn player."""
    by = getattr(step.step, "by", None)
    if by:
        return by
    if step.kind == "activate":
        o = state.get(step.step.activate)
        if o is not None and o.controller:
            return o.controller
    if step.kind == "pass":
        return step.step.pass_
    return state.turn_player


#: the step kinds a player's other moves are looked for among
MOVE_KINDS = ("play", "activate", "combat", "standard_move", "end_turn")


def _other_moves(spec, library, step_number, base, state, limit, explore, answers, complete):
    """whatif(moves=True): every candidate step of the step's player, explored as the step's
    own answers are; each answer says which move it is."""
    from riftboard.scenario.spec import StepSpec
    from riftboard.scenario.steps import make_step

    from .puzzle import step_words

    from riftboard.scenario.build import step_action

    me = actor(base, state)
    hand = [o.id for o in sorted(state.objects.values(), key=lambda o: o.order)
            if o.zone == "hand" and o.owner == me]
    steps = candidate_steps(state, library, me, hand, MOVE_KINDS, step_number, limit)
    if base.kind == "play" and not any(state.get(h).name == base.step.play for h in hand):
        # the step's own card, played from nowhere as format 1 allows: its other targets too
        own = with_keys(base, {"targets": ()})
        steps[:0] = _with_targets(own, state, library, limit)
    if state.game is not None:
        steps.append(StepSpec(index=step_number, step=make_step("pass", {"pass": me})))
    cut = False
    for step in steps:
        if len(answers) >= limit:
            cut = True
            break
        words = step_words(step, state, me)
        before = len(answers)
        try:
            action = step_action(step, state, library)
        except IllegalAction:
            continue  # not a move the player could make there
        explore(action, getattr(step.step, "targets", None) or None, [])
        # a move the rules refuse whatever the answers is no move: left out
        if all(a["refused"] for a in answers[before:]):
            del answers[before:]
        for a in answers[before:]:
            a["move"] = words
            a["keys"] = {**step.step.table(), **a["keys"]}
    return {"title": spec.title, "step": step_number, "kind": "moves",
            "player": player_label(state, me), "answers": answers, "shown": len(answers),
            "complete": complete() and not cut}


def _names(targets, state) -> list[str] | None:
    if targets is None:
        return None
    return [state.obj(t).name if state.get(t) is not None else t for t in targets]


def _said(q, answer, state) -> dict:
    """One question and its answer, in words."""
    if q.kind == "may":
        said = "yes" if answer else "no"
    else:
        said = next((label for value, label in q.options if value == answer), str(answer))
    who = player_label(state, q.player)
    return {"question": q.words, "player": who, "answer": said}


def format_whatif(doc: dict) -> str:
    """The answers as readable lines for the terminal."""
    n = doc["shown"]
    what = (f"{doc['player']}'s other moves at" if doc["kind"] == "moves" else "")
    head = (f"What if: {what + ' ' if what else ''}step {doc['step']} "
            f"({doc['kind']}) of \"{doc['title']}\": "
            f"{n} answer{'s' if n != 1 else ''}"
            + ("" if doc["complete"] else f" shown, cut at {n}: the space is larger"))
    out = [head, ""]
    for i, a in enumerate(doc["answers"], 1):
        what = []
        if a["targets"] is not None and not a.get("move"):
            what.append("targets " + (", ".join(a["targets"]) or "none"))
        what += [f"{c['question']} -> {c['answer']}" for c in a["choices"]]
        if a.get("move"):
            what.insert(0, a["move"])
        out.append(f"{i:>3}. " + ("; ".join(what) or "the step as it is"))
        if a["refused"]:
            out.append(f"       refused: {a['refused']}")
            continue
        for k in a["kills"]:
            credit = ", ".join(k["credited"]) or "nothing"
            out.append(f"       kill: {k['unit']}, credited to {credit}; "
                       f"{k['responsible'] or 'nobody'} responsible")
        if not a["kills"]:
            out.append("       no kill")
        out.extend(f"       {c}" for c in a["conditions"])
        out.append(f"       damage dealt: {a['damage']}")
    return "\n".join(out) + "\n"
