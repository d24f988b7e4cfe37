"""Token primitives: creating unit and gear tokens (179-187)."""

from __future__ import annotations

from .. import enter_ready, moves, triggers
from ..asker import ask_destination
from ..errors import IllegalAction
from ..might import enters_ready
from ..state import Grant, Obj
from .cardsT2_words import TOKEN_CARDS
from .registry import Param, primitive

#: the tokens a card can create: their kind and, for a unit, their Might (187). Gold is a gear
#: token whose text is an Add ability (TOKEN_CARDS).
TOKENS = {
    "Recruit": ("unit", 1),  # 187.1: a 1-Might unit token with the Recruit tag
    "Mech": ("unit", 3),
    "Sand Soldier": ("unit", 2),
    "Gold": ("gear", None),
    "Sprite": ("unit", 3),  # with Temporary (TOKEN_KEYWORDS)
    "Tentacle": ("unit", 1),
    "Bird": ("unit", 1),  # with Deflect (TOKEN_KEYWORDS)
    "Shadow Clone": ("unit", 0),  # with an attack ability (TOKEN_CARDS)
}
#: the keywords a token has besides its Might (ch3): a Sprite is Temporary (816), a Bird has
#: Deflect (187.7, 809)
TOKEN_KEYWORDS = {"Sprite": ("temporary",), "Bird": ("deflect",)}
UNIT_TOKENS = {name: might for name, (kind, might) in TOKENS.items() if kind == "unit"}


@primitive("create_tokens", words="the tokens", family="tokens",
           params=(Param("name", "word", required=True, words=tuple(TOKENS),
                         doc="the kind of token (187): Gold is a gear token, the others units"),
                   Param("amount", "count", doc="how many (default 1)"),
                   Param("where", "word", words=("base", "here", "moved_from"),
                         doc='default `"base"`: its controller\'s base; `"here"`: the location '
                             'of the object that has the ability; `"moved_from"`: the location '
                             'a "when I move" ability\'s unit moved from (Lillia, Fae Fawn)'),
                   Param("enters", "word", words=("exhausted", "ready"),
                         doc="how the tokens enter, when the card says so (002); default: a "
                             "unit exhausted (178.1.a.1), a gear ready (149.1)"),
                   Param("who", "word", words=("you", "opponent"),
                         doc='default `"you"`; `"opponent"`: "choose an opponent, they play ..." '
                             "(their tokens, in their base, they are responsible)")),
           events=("create",), rules=("180", "182", "183", "186", "187", "149.1", "350.2"))
def _create_tokens(txn, res, eff, _unit):
    """Creates tokens on the board, controlled and owned by the controller of the spell or ability
    (182, 183): a unit token exhausted (178.1.a.1), a gear token (Gold) in its base, ready (149.1),
    unless `enters` says otherwise (card text wins, 002). A token that leaves the board ceases to
    exist (186.1). Each token is played (350.2): "when you play a unit" (or a gear) abilities
    trigger; "when you play a card" ones do not, a token not being a card."""
    item = res.item
    kind, _might = TOKENS[eff.name]
    who = item.controller
    if eff.who == "opponent":  # format 1 has two players: the opponent is the other one
        a, b = txn.players
        who = b if who == a else a
    at = "base"
    if eff.where == "here" and kind == "unit" and who == item.controller:
        host = txn.objects.get(item.host) if item.host else None
        if host is None or host.zone != "board":
            return None  # "here" is gone: nothing to create there (055)
        at = host.at
    elif eff.where == "moved_from" and kind == "unit" and who == item.controller \
            and item.moved_from is not None:
        at = item.moved_from  # "there": where the unit moved from (446.1)
    return _make_tokens(txn, item, eff, at, who, res.made)


@primitive("create_tokens_to", words="the tokens", family="tokens", asks=("to",),
           params=(Param("name", "word", required=True, words=tuple(UNIT_TOKENS),
                         doc="the kind of unit token (187)"),
                   Param("amount", "count", doc="how many (default 1)")),
           events=("create",), rules=("185.2.a", "806.3", "182", "183", "187", "350.2"))
def _create_tokens_to(txn, res, eff, _unit):
    """Plays unit tokens where its player chooses, as a unit is played (185.2.a, 806.3): the
    step's `to`, its player's base (the default) or a battlefield they control; exhausted
    (178.1.a.1). A battlefield they do not control refuses the step. As with `create_tokens`,
    "when you play a unit" abilities hear each token played (350.2)."""
    item = res.item
    at = ask_destination(txn, item.answers, item.controller,
                         f"{item.ref.name}: where are its tokens played?", item.ref,
                         (item.answers.to if item.answers else None) or "base",
                         only=lambda bf: bf.controller == item.controller)
    if at != "base":
        bf = txn.objects.get(at)
        if bf is None or bf.kind != "battlefield" or bf.controller != item.controller:
            raise IllegalAction(f"{item.ref.name}: its tokens are played to "
                                f"{txn.pname(item.controller)}'s base or a battlefield they "
                                f"control; {txn.name(at) if bf else repr(at)} is not one "
                                "(185.2.a, 806.3)")
    return _make_tokens(txn, item, eff, at, item.controller, res.made)


def _make_tokens(txn, item, eff, at, who, made=None):
    """`eff.amount` tokens of `eff.name` for `who` at `at`; a unit token that another's text
    makes enter ready (Magma Wurm) does (card text wins, 002). Their ids are added to `made`
    (the Resolution's: a later instruction's group `who = "made"`, "ready it")."""
    kind, might = TOKENS[eff.name]
    before = moves.might_snapshot(txn) if txn.statics else None
    order = txn.next_order - 1  # the tokens take the orders after it, in turn
    base_id = f"{item.ref.id}-token"
    for _ in range(eff.amount or 1):
        k = 1
        while f"{base_id}{k}" in txn.objects:
            k += 1
        order += 1
        exhausted = eff.enters == "exhausted" if eff.enters else kind == "unit"
        tok = Obj(id=f"{base_id}{k}", card=TOKEN_CARDS.get(eff.name), name=eff.name, kind=kind,
                  controller=who,
                  owner=who, zone="board", at=at, order=order,
                  printed_might=might, exhausted=exhausted, token=True,
                  granted=tuple(Grant(keyword=w, source=eff.name, this_turn=False)
                                for w in TOKEN_KEYWORDS.get(eff.name, ())))
        txn.put(tok, None)
        if made is not None:
            made.append(tok.id)
        if kind == "unit" and not eff.enters and (txn.statics or txn.delayed) \
                and enters_ready(txn, tok) is not None:
            tok = txn.evolve(tok.id, exhausted=False)
            exhausted = False
        if kind == "unit" and txn.delayed:
            enter_ready.use(txn, tok)  # a "next unit you play" effect is used up (350.2)
        txn.emit("create", target=tok.id, target_name=tok.name, sources=(item.ref,),
                 responsible=who, rules=("180", "182", "186") + (("002",) if eff.enters else ()),
                 text=f"{item.ref.name} creates "
                      + (f"a {might}-Might {tok.name} unit token" if kind == "unit"
                         else f"a {tok.name} gear token")
                      + f", {'exhausted' if exhausted else 'ready'},"
                      + f" for {txn.pname(who)} in "
                        f"{'their base' if at == 'base' else txn.name(at)}")
        triggers.token_played(txn, who, tok.id)  # "play a ... token" is a play (350.2)
    if before is not None:
        moves.emit_might_changes(txn, before, sources=(item.ref,))
    return None
