"""Replacing a battlefield with a battlefield token, and swapping it back (438; Ivern, Green
Father's Brush, 187.8).

A replacing token is treated as the same game object as what it replaced (438.1, 438.1.a): here
the battlefield keeps its id, its control, its contested status, its scores this turn and the
units and face-down cards at it; only its text becomes the token's, so the replaced
battlefield's passive and triggered abilities stop applying. The replaced card goes to its
owner's Banishment, as replaced and not banished (438.5, 438.5.a): an object there of its own,
which a swap back returns to the battlefield's place (438.7.b).
"""

from __future__ import annotations

from .. import moves
from ..carddefs import Ability, CardDef, Effect, Static, Text
from ..state import Obj
from .registry import Param, primitive

#: the battlefield tokens a card can replace a battlefield with (187): their text. Brush (187.8):
#: +1 Might to the units at it tagged Bird, Cat, Dog, Poro or Ivern; a swap back, which its
#: controller may do on scoring it. The library's card file spells the same (a test compares).
_SWAP_BACK = (Effect(op="swap_back", target="self"),)
BATTLEFIELD_TOKENS = {
    "Brush": CardDef(
        name="Brush", kind="battlefield", token=True, official=False,
        summary="Token battlefield. Units tagged Bird, Cat, Dog, Poro or Ivern standing at it "
                "get +1 Might; a player scoring it may restore the card it stands in for.",
        text=Text(
            statics=(Static(op="might", who="units_here", amount=1, when="animal_or_ivern"),),
            abilities=(
                Ability(kind="triggered", trigger="conquer_here", may=True, effects=_SWAP_BACK,
                        summary="Its controller conquers it: they may restore the card it "
                                "stands in for."),
                Ability(kind="triggered", trigger="hold_here", may=True, effects=_SWAP_BACK,
                        summary="Its controller holds it: they may restore the card it "
                                "stands in for."),
            ))),
}


def _set_card(txn, bf: Obj, card, name: str, token: bool, replaced: tuple[str, ...], ref):
    """The battlefield `bf` takes `card`'s text (438.1: the same object), emitting the Might
    changes its passive abilities make."""
    before = moves.might_snapshot(txn)
    txn.evolve(bf.id, card=card, name=name, token=token, replaced=replaced)
    moves.emit_might_changes(txn, before, sources=(ref,))


@primitive("replace_battlefield", on_target=True, words="the replacement", family="replace",
           params=(Param("target", "target", required=True, words=("self", "subject"),
                         doc='the battlefield (`"subject"`: the one a "when you conquer / '
                             'hold" ability heard)'),
                   Param("name", "word", required=True, words=tuple(BATTLEFIELD_TOKENS),
                         doc="the battlefield token that replaces it (187)")),
           does="Replaces the battlefield with a battlefield token (438.1): the same object, "
                "its control, statuses and the units there unchanged (438.1.a), with the "
                "token's text instead of its own; the card replaced goes to its owner's "
                "Banishment, as replaced and not banished (438.5, 438.5.a). A battlefield "
                "token replaced stops existing there (438.6). Nothing happens to anything that "
                "is not a battlefield.",
           events=("replace", "might"), rules=("438.1", "438.1.a", "438.5", "438.6"))
def _replace_battlefield(txn, res, eff, bf):
    if bf.kind != "battlefield":
        return None
    item = res.item
    token = BATTLEFIELD_TOKENS[eff.name]
    owner = bf.owner or item.controller
    k = 1
    while f"{bf.id}-replaced{k}" in txn.objects:
        k += 1
    old_id = f"{bf.id}-replaced{k}"
    # what it was goes to Banishment (438.5); a token stops existing once there (438.6)
    txn.put(Obj(id=old_id, card=bf.card, name=bf.name, kind="battlefield", controller=None,
                owner=owner, zone="removed" if bf.token else "banished", at=None,
                order=txn.next_order, token=bf.token), None)
    replaced = bf.replaced + (old_id,)
    _set_card(txn, bf, token, token.name, True, replaced, item.ref)
    txn.emit("replace", target=bf.id, target_name=bf.name, sources=(item.ref,),
             responsible=item.controller, rules=("438.1", "438.1.a", "438.5.a"),
             text=f"{bf.name} is replaced with a {token.name} battlefield token "
                  f"({item.ref.name}); {bf.name} goes to "
                  + ("nowhere: a token stops existing (438.6)" if bf.token else
                     f"{txn.pname(owner)}'s Banishment, replaced and not banished"))
    return None


@primitive("swap_back", on_target=True, words="the swap back", family="replace",
           params=(Param("target", "target", required=True, words=("self",),
                         doc="the battlefield token"),),
           does="Swaps a battlefield token back (438.7): it stops existing, and the battlefield "
                "it replaced, still in Banishment as replaced, takes its place again with all "
                "its current statuses (438.7.b). With nothing there to swap back to, nothing "
                "happens (438.7.c).",
           events=("replace", "might"), rules=("438.7", "438.7.b", "438.7.c"))
def _swap_back(txn, res, eff, bf):
    item = res.item
    back = None
    for oid in reversed(bf.replaced):
        o = txn.objects.get(oid)
        if o is not None and o.zone == "banished":
            back = o
            break
    if bf.kind != "battlefield" or back is None:
        return None  # 438.7.c
    keep = bf.replaced[:bf.replaced.index(back.id)]
    was = bf.name
    txn.evolve(back.id, zone="removed")  # it is on the board again, as the battlefield's object
    _set_card(txn, bf, back.card, back.name, back.token, keep, item.ref)
    txn.emit("replace", target=bf.id, target_name=back.name, sources=(item.ref,),
             responsible=item.controller, reason="swap_back", rules=("438.7", "438.7.b"),
             text=f"The {was} token stops existing and {back.name} takes its place again "
                  f"({item.ref.name})")
    return None
