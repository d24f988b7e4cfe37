"""Kill primitives: a kill instruction, and each player choosing one of their units (428, 411.1)."""

from __future__ import annotations

from .. import cleanup, triggers
from ..carddefs import Effect
from ..errors import IllegalAction
from ..asker import Question, ask
from .registry import Param, effect_words, item_sources, primitive, run_effects, target_of


AMONG = ("own", "not_yours", "any")


def _fits(o, eff, chooser: str, caster: str | None) -> bool:
    """Whether `o` is something `chooser` may pick for this instruction (411.1)."""
    what = eff.what or "unit"
    if o is None or o.zone != "board" or o.kind != what:
        return False
    among = eff.among or "own"
    if among == "own":
        return o.controller == chooser
    if among == "not_yours":
        return caster is None or o.controller != caster
    return True


def _check_own_units(txn, answers, what, targets, eff=None) -> None:
    """Each `choose` answer must be something its player may pick: by default a unit they
    control (411.1)."""
    if eff is None:
        eff = Effect(op="choose_each")
    kind = eff.what or "unit"
    for pid, ids in answers.choose:
        if pid not in txn.players:
            raise IllegalAction(f"{what}: there is no player {pid!r} to choose")
        for uid in ids:
            o = txn.objects.get(uid)
            if not _fits(o, eff, pid, None):
                name = f"{o.name} ({uid})" if o is not None else repr(uid)
                mine = " they control" if (eff.among or "own") == "own" else ""
                raise IllegalAction(
                    f"{what}: {txn.pname(pid)} must choose a {kind}{mine} on the board; "
                    f"{name} is not one (411.1)"
                )


@primitive("choose_each", family="kill", asks=("choose",), check=_check_own_units,
           params=(Param("what", "word", words=("unit", "gear"), doc='default `"unit"`'),
                   Param("among", "word", words=AMONG,
                         doc='`"own"` (default): among what they control, and each performs the '
                             'next instruction on their own pick; `"not_yours"`: among what the '
                             "controller does not control, the controller performing it "
                             "(King's Edict); `\"any\"`: anything, each performing it"),
                   Param("who", "word", words=("each", "others"),
                         doc='`"each"` (default): every player; `"others"`: every player but '
                             "the controller"),
                   Param("order", "word", words=("turn", "next"),
                         doc='the order: `"turn"` (default), the turn player first; `"next"`: '
                             "starting with the player after the controller"),
                   Param("may", "bool", doc="each player may choose nothing (their `may`)")),
           does="Each player in order chooses one unit (or gear), with the step's `choose` "
                "(default: the first that fits, in file order), each a different one. The next "
                'instruction\'s `target = "chosen"` (or a group with `who = "chosen"`) acts on '
                "all of them at once, each chooser responsible for their own unless `among = "
                '"not_yours"` (411.1).',
           rules=("411.1",))
def _choose_each(txn, res, eff, _unit):
    item = res.item
    answers = item.answers
    caster = item.controller
    order = txn.turn_order()
    if eff.order == "next":
        order = (txn.other(caster), caster)
    if eff.who == "others":
        order = tuple(p for p in order if p != caster)
    picks = []
    taken = set()
    what = _choice_words(item, eff)
    for pid in order:
        if eff.may and not triggers.may_answer(txn, answers, pid, f"choose {what}", item.ref):
            continue
        fits = [o for o in txn.on_board() if _fits(o, eff, pid, caster) and o.id not in taken]
        if not fits:
            continue
        pick = None
        for cand in answers.choices_for(pid) if answers else ():
            o = txn.objects.get(cand)
            if o is None or o.zone != "board":
                continue  # gone (e.g. while the spell was held): the player still chooses
            if not _fits(o, eff, pid, caster) or cand in taken:
                raise IllegalAction(f"{item.ref.name}: {txn.pname(pid)} cannot choose {o.name} "
                                    f"({cand}) for it (411.1)")
            pick = cand
            break
        # the answer no longer fits (the unit left, e.g. while the spell was held): the player
        # still chooses one; the default is the first in file order
        given = pick is not None
        pick = pick or fits[0].id
        if len(fits) > 1:  # a choice to make: the app asks it then
            pick = ask(txn, answers, Question(
                kind="choose", player=pid, words=f"{item.ref.name}: choose {what}",
                source=item.ref, options=tuple((o.id, o.name) for o in fits), default=pick,
                given=given))
            if pick not in {o.id for o in fits}:
                raise IllegalAction(f"{item.ref.name}: {txn.pname(pid)} cannot choose "
                                    f"{txn.name(pick)} for it (411.1)")
        taken.add(pick)
        # who performs the instruction on it (411.1): the chooser, or the spell's controller
        picks.append((caster if eff.among == "not_yours" else pid, pick))
    res.chosen = picks


def _choice_words(item, eff) -> str:
    """What a player chooses, and for which instruction (the registry's words of the one after
    it): "one of their units, for the kill"."""
    kind = eff.what or "unit"
    among = {"own": f"one of their {kind}s", "not_yours": f"a {kind} they do not control",
             "any": f"any {kind}"}[eff.among or "own"]
    effects = tuple(item.effects)
    after = next((effects[i + 1] for i, e in enumerate(effects[:-1]) if e is eff), None)
    return f"{among}, for {effect_words(after)}" if after is not None else among


@primitive("kill", words="the kill", family="kill",
           params=(Param("target", "target", required=True, words=("self", "subject", "chosen"),
                         doc='`"chosen"`: the units `choose_each` picked, killed together'),
                   Param("effects", "effects",
                         doc='what happens "if you do": only when the kill happened; a death '
                             "replaced (Zhonya's Hourglass) or prevented is no kill, and they "
                             "do not happen (359.3.e.14.b). An instruction that only follows "
                             "the kill (Hidden Blade's draw) is a separate instruction, not one "
                             "of these: it still happens (359.3.e.14)")),
           does="A kill instruction (428.1.a.1), credited to the spell, or to the ability and its "
                "host, or to a delayed ability and the spell that created it (428.5.b, 428.5.d). "
                '`effects` ("if you do") follow only a kill that happened (359.3.e.14.b).',
           events=("kill", "death_replaced", "fizzle"),
           rules=("428.1.a.1", "428.5.b", "428.5.d", "359.3.e.14.b"),
           passive="is killed")
def _kill(txn, res, eff, _unit):
    item = res.item
    if item.creator is not None:  # a delayed ability: credited with the spell that made it
        credit, rules = (item.ref, item.creator), ("390.2", "428.5.b", "428.5.d")
    else:
        credit = item_sources(txn, item)
        rules = ("428.5.d",) if item.kind != "spell" else ()
    if eff.target == "chosen":
        cleanup.kill_units(txn, [(uid, credit, pid) for pid, uid in res.chosen],
                       reason="kill_instruction", rules=("411.1",))
        return None
    uid = target_of(txn, res, eff)
    if uid is None:
        return None
    killed = cleanup.kill_units(txn, [(uid, credit, item.controller)], reason="kill_instruction",
                                rules=rules)
    if not eff.effects:
        return None
    if uid not in killed:
        _if_you_do_not(txn, item, eff, uid)
        return None
    return run_effects(txn, res, eff.effects)


def _if_you_do_not(txn, item, eff, uid: str) -> None:
    """The kill did not happen (its death was replaced): what depends on it ("if you do") does
    not happen either (359.3.e.14.b; the Vendetta Rules FAQ of 2026-08-14 says the same of a
    negated instruction: only what refers to the action itself is lost)."""
    what = " and ".join(effect_words(sub) for sub in eff.effects)
    name = txn.name(uid)
    txn.emit("fizzle", target=uid, target_name=name, sources=(item.ref,),
             responsible=item.controller, rules=("359.3.e.14", "359.3.e.14.b"),
             text=f"{item.ref.name}: {name} was not killed, so what depends on the kill "
                  f"(\"if you do\": {what}) does not happen")
