"""Primitives the cardsN legends needed: a move to or from the unit's own base (Yasuo,
Unforgiven, as errata'd) and a token copying a unit at the battlefield conquered or held
(LeBlanc, Deceiver)."""

from __future__ import annotations

from .. import moves, triggers
from ..asker import ask_destination, ask_pick
from ..errors import IllegalAction
from ..state import Grant, Obj
from .keywords import GRANTABLE
from .registry import Param, primitive

TARGET = Param("target", "target", required=True, words=("self", "subject"))


def _check_to_or_from_base(txn, answers, what, targets, eff=None) -> None:
    """Chosen as the ability is activated (446.1): a unit in its base goes to the battlefield
    the step's `to` names; a unit at a battlefield goes to its base (`to` left out, or "base")."""
    t = getattr(eff, "target", None)
    if isinstance(t, int):
        targets = targets[t - 1:t]
    for tid in targets:
        u = txn.objects.get(tid)
        if u is None:
            continue
        to = answers.to
        if u.at == "base":
            if to is None and txn.asking_player is not None:
                to = ask_destination(txn, answers, txn.asking_player,
                                     f"{what}: to which battlefield?", None, None)
            if to is None or to == "base":
                raise IllegalAction(f"{what}: {u.name} is in its base, so it moves to a "
                                    "battlefield: `to` = a battlefield id")
            moves.check_destination(txn, to, what, (tid,))
        elif to is not None and to != "base":
            raise IllegalAction(f"{what}: {u.name} is at a battlefield, so it moves to its base "
                                "only (`to` = \"base\" or left out)")


@primitive("move_to_or_from_base", on_target=True, words="the move", family="zones",
           params=(TARGET,), asks=("to",), check=_check_to_or_from_base,
           events=("move", "might"), rules=("446", "449"))
def _move_to_or_from_base(txn, res, eff, u):
    """Moves the unit between its base and a battlefield: out of its base, to the battlefield
    the step's `to` names; away from a battlefield, home (Yasuo, Unforgiven: never battlefield
    to battlefield). Where it is as the ability resolves decides; a unit in its base
    with no battlefield named stays (055)."""
    item = res.item
    if u.at == "base":
        to = item.answers.to if item.answers else None
        if to is None or to == "base":
            return None
        dest = to
    else:
        dest = "base"
    moves.move_unit(txn, u.id, dest, responsible=item.controller, sources=(item.ref,))
    return None


def _units_there(txn, where: str) -> list:
    objects = txn.objects
    return [objects[i] for i in txn.board_ids
            if objects[i].kind == "unit" and objects[i].at == where]


@primitive("copy_token_there", words="the copy", family="copy",
           params=(Param("keyword", "word", words=tuple(GRANTABLE),
                         doc="a keyword the copy is given, for as long as it stays on the board "
                             "(LeBlanc, Deceiver: Temporary)"),),
           asks=("choose",), events=("create", "copy"),
           rules=("477.1.b", "477.1.b.1", "477.1.b.1.a", "180", "182", "350.2"))
def _copy_token_there(txn, res, eff, _unit):
    """Plays a ready unit token at the battlefield that is the ability's `subject` (the one
    conquered or held), then it becomes a copy of another unit there, picked as it resolves (the
    step's `choose` for the controller, else the first there in file order), as `create_copy`
    copies: the unit's printed traits and Might, none of its damage, buff or granted keywords
    (477.1.b.1.a). With `keyword`, the copy has it while it stays on the board. With no unit
    there, nothing is played (the copy has nothing to copy; a conquest or Hold leaves units
    there)."""
    item = res.item
    who = item.controller
    where = item.subject
    bf = txn.objects.get(where) if where else None
    if bf is None or bf.kind != "battlefield":
        return None
    units = _units_there(txn, where)
    if not units:
        return None
    pick = ask_pick(txn, item.answers, who, [(o.id, o.name) for o in units], source=item.ref,
                    words=f"which unit at {bf.name} does the token copy?",
                    not_one=f"is not a unit at {bf.name}")
    unit = txn.objects[pick]
    base_id = f"{item.ref.id}-token"
    k = 1
    while f"{base_id}{k}" in txn.objects:
        k += 1
    grants = ((Grant(keyword=eff.keyword, source=item.ref.name, this_turn=False),)
              if eff.keyword else ())
    # the token is played first, then becomes the copy ("do this", the errata'd text)
    tok = Obj(id=f"{base_id}{k}", card=unit.card, name=unit.name, kind="unit", controller=who,
              owner=who, zone="board", at=where, order=txn.next_order,
              printed_might=unit.printed_might, exhausted=False, token=True, granted=grants)
    txn.put(tok, None)
    txn.emit("create", target=tok.id, target_name=tok.name, sources=(item.ref,),
             responsible=who, rules=("180", "182", "350.2", "002"),
             text=f"{item.ref.name} plays a unit token for {txn.pname(who)} at {bf.name}, ready")
    given = f", with {eff.keyword.capitalize()}" if eff.keyword else ""
    might = txn.might(tok)
    txn.emit("copy", target=tok.id, target_name=tok.name, amount=might, sources=(item.ref,),
             responsible=who, rules=("477.1.b", "477.1.b.1", "477.1.b.1.a"),
             text=f"the token becomes a copy of {unit.name} ({might} Might){given}")
    triggers.token_played(txn, who, tok.id)
    return None
