"""Resource primitives of format 2's whole game (SPEC section 7): Energy and Power added to a
rune pool (429), runes channelled (430) and readied (415), points gained (194.1).

Format 1 has no rune pool, no rune deck, no XP and no score: there each of these is skipped with
a `not_modelled` event that says so (a Deathknell that channels still lets its unit die, as
format 1 files always had it), never guessed.
"""

from __future__ import annotations

from .. import moves, turns
from ..state import RESTRICTIONS
from .registry import Param, primitive, run_effects

DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")


def _format1(txn, res, what: str) -> bool:
    """In a format 1 file (no whole game), say that the instruction is skipped; True then."""
    if txn.game is not None:
        return False
    item = res.item
    host = item.host
    txn.emit("not_modelled", target=host, target_name=txn.name(host) if host else None,
             sources=(item.ref,), responsible=item.controller, rules=("002",),
             text=f"not modelled: {item.ref.name}: {what} needs format 2's whole game (rune pool, "
                  f"rune deck, XP, points; SPEC section 7); skipped in a format 1 file")
    return True


_ONLY = Param("only", "word", words=RESTRICTIONS,
              doc='what the resource may be spent on (card text, 002; 054.2): `"spells"`, only '
                  'to play a spell; `"showdowns"`, only during a showdown; `"gear"` (`"units"`), only '
                  'to play a gear (a unit) or pay for its activated ability. The pool keeps it '
                  "apart from the rest (`final.players.pool` as `energy_only_showdowns`, "
                  "`any_only_spells`, ...); a strict `pay` spends it only there, and first")


def _add(txn, res, resource: str, amount: int, only: str | None, label: str,
         rules: tuple[str, ...]) -> None:
    """Put `amount` of `resource` ("energy" or a Power's domain) in the controller's rune pool
    (429.1), kept apart when `only` restricts what it pays (054.2)."""
    who = res.item.controller
    s = turns.side(txn, who)
    if only is not None:
        kept = dict(((o, r), n) for o, r, n in s.restricted)
        kept[(only, resource)] = kept.get((only, resource), 0) + amount
        turns.set_side(txn, who, restricted=tuple(sorted((o, r, n) for (o, r), n in kept.items())))
    elif resource == "energy":
        turns.set_side(txn, who, energy=s.energy + amount)
    else:
        power = dict(s.power)
        power[resource] = power.get(resource, 0) + amount
        turns.set_side(txn, who, power=tuple(sorted(power.items())))
    kept_words = {"spells": ", to be spent only on playing spells",
                  "showdowns": ", to be spent only during showdowns",
                  "gear": ", to be spent only on gear and their abilities",
                  "units": ", to be spent only on units and their abilities"}.get(only, "")
    txn.emit("add_resource", target=who, amount=amount, sources=(res.item.ref,),
             responsible=who, reason=f"only_{only}" if only else None,
             rules=rules + (("054.2",) if only else ()),
             text=f"{txn.pname(who)} adds {amount} {label} to their rune pool{kept_words} "
                  f"({res.item.ref.name})")


@primitive("add_energy", words="the Energy added", family="resources",
           params=(Param("amount", "count", required=True), _ONLY),
           does="Adds `amount` Energy to its controller's rune pool (429.1); an Add ability "
                "resolves at once (429.2). The pool empties at the start of the Main Phase and "
                "at the end of the turn (167). Skipped in format 1.",
           events=("add_resource", "not_modelled"), rules=("429.1", "429.2", "165"))
def _add_energy(txn, res, eff, _unit):
    if _format1(txn, res, "adding Energy"):
        return None
    _add(txn, res, "energy", eff.amount, eff.only, "Energy", ("429.1", "429.2"))
    return None


@primitive("add_power", words="the Power added", family="resources",
           params=(Param("amount", "count", required=True),
                   Param("domain", "word", words=DOMAINS + ("any",),
                         doc='the Power\'s domain; default `"any"`: Power that pays a cost of '
                             "any domain (135.2.e.5, 163.2.b)"), _ONLY),
           does="Adds `amount` Power of `domain` to its controller's rune pool (429.1); `any` "
                "pays a cost of every domain (163.2.b). Skipped in format 1.",
           events=("add_resource", "not_modelled"), rules=("429.1", "163.2", "135.2.e.5"))
def _add_power(txn, res, eff, _unit):
    if _format1(txn, res, "adding Power"):
        return None
    dom = eff.domain or "any"
    label = "Power of any domain" if dom == "any" else f"{dom.title()} Power"
    _add(txn, res, dom, eff.amount, eff.only, label, ("429.1", "163.2"))
    return None


@primitive("channel", words="the channel", family="resources",
           params=(Param("amount", "count", required=True),
                   Param("exhausted", "bool", doc="the runes enter exhausted (default: ready, "
                                                  "430.2.a)"),
                   Param("effects", "effects",
                         doc="what happens only when fewer than `amount` runes could be "
                             "channelled (\"if you can't\": Mobilize's draw, 430.3)"),
                   Param("who", "word", words=("you", "each"),
                         doc='`"you"` (default): its controller; `"each"`: every player, in '
                             "turn order (The Papertree)")),
           does="Its controller (with `who = \"each\"`: each player, in turn order) channels "
                "`amount` runes from the top of their rune deck (430.1), ready unless `exhausted` "
                "(430.2.a); as many as there are (430.3), and `effects` follow when its "
                "controller got fewer than `amount`. Skipped in format 1.",
           events=("channel", "not_modelled"), rules=("430.1", "430.2.a", "430.3"))
def _channel(txn, res, eff, _unit):
    if _format1(txn, res, "channelling runes"):
        return None
    me = res.item.controller
    players = txn.turn_order() if eff.who == "each" else (me,)
    short = False
    for who in players:
        got = turns.side(txn, who).rune_deck[:eff.amount]
        turns.channel(txn, who, eff.amount, rules=("430.1", "430.2.a", "430.3"),
                      why=res.item.ref.name + (", exhausted" if eff.exhausted else ""),
                      sources=(res.item.ref,))
        if eff.exhausted:  # card text wins over 430.2.a (002)
            for rid in got:
                txn.evolve(rid, exhausted=True)
        short = short or (who == me and len(got) < eff.amount)
    if not short:
        return None
    # "if you can't (channel them all)": the rune deck ran short
    return run_effects(txn, res, eff.effects)


@primitive("ready_runes", words="the runes readied", family="resources",
           params=(Param("amount", "count", required=True),),
           does='"Ready up to N runes": readies up to `amount` of its controller\'s exhausted '
                "runes, in file order (415.1); with fewer exhausted, as many as there are "
                "(055). Skipped in format 1.",
           events=("ready", "not_modelled"), rules=("415.1", "055"))
def _ready_runes(txn, res, eff, _unit):
    if _format1(txn, res, "readying runes"):
        return None
    who = res.item.controller
    mine = turns._runes_of(txn, who)
    tired = [o for o in mine if o.exhausted][:eff.amount]
    for o in tired:
        txn.evolve(o.id, exhausted=False)
        txn.emit("ready", target=o.id, target_name=o.name, sources=(res.item.ref,),
                 responsible=who, rules=("415.1",),
                 text=f"{o.name} readies ({res.item.ref.name})")
    return None


@primitive("gain_points", words="the points gained", family="resources",
           params=(Param("amount", "signed", required=True),),
           does="Its controller gains `amount` points (a negative amount loses them; never below "
                "0, 194.4); a player who reaches the Victory Score with the lead wins in the next "
                "Cleanup (194.1, 323.1). Not a Conquer or a Hold: no scoring ability triggers. "
                "Skipped in format 1.",
           events=("points", "not_modelled"), rules=("194.1", "194.4"))
def _gain_points(txn, res, eff, _unit):
    if _format1(txn, res, "gaining points"):
        return None
    who = res.item.controller
    before = turns.side(txn, who).points
    turns.gain_points(txn, who, eff.amount, rules=("194.1",), why=res.item.ref.name)
    now = turns.side(txn, who).points
    txn.emit("points", target=who, amount=now - before, sources=(res.item.ref,),
             responsible=who, rules=("194.1", "194.4"),
             text=f"{txn.pname(who)} {'gains' if now >= before else 'loses'} "
                  f"{abs(now - before)} point{'s' if abs(now - before) != 1 else ''} "
                  f"({res.item.ref.name}): {now} in all")
    return None


@primitive("gain_xp", words="the XP gained", family="resources",
           params=(Param("amount", "count", required=True),),
           does="Its controller gains `amount` XP (730): Hunt N's \"when I conquer or hold\" "
                "(823), \"gain 2 XP\". XP is a public count of its player's, never shared "
                "(729-733). Skipped in format 1.",
           events=("xp", "not_modelled"), rules=("730", "823"))
def _gain_xp(txn, res, eff, _unit):
    if _format1(txn, res, "gaining XP"):
        return None
    who = res.item.controller
    now = turns.side(txn, who).xp + eff.amount
    # a Level reached may raise Might ("[Level 6] I have +1 Might", 824.1): shown, and heard
    # by "becomes Mighty" (709), as any other Might change
    before = moves.might_snapshot(txn) if txn.statics else None
    turns.set_side(txn, who, xp=now, gained_xp=True)
    txn.emit("xp", target=who, amount=eff.amount, sources=(res.item.ref,), responsible=who,
             rules=("730",),
             text=f"{txn.pname(who)} gains {eff.amount} XP ({res.item.ref.name}): {now} in all")
    if before is not None:
        moves.emit_might_changes(txn, before, sources=(res.item.ref,))
    return None


@primitive("spend_xp", words="the XP spent", family="resources",
           params=(Param("amount", "count", required=True),
                   Param("effects", "effects", required=True,
                         doc="what spending it pays for (\"spend 3 XP to ...\")")),
           does="Its controller spends `amount` XP (730) as a cost inside the instruction "
                "(\"you may spend 3 XP to ...\"; the \"you may\" is the ability's `may`): only "
                "if they have that much, `effects` follow (203.3: a cost that cannot be paid is "
                "not, and what it pays for does not happen). Skipped in format 1.",
           events=("xp", "not_modelled"), rules=("730", "203.3"))
def _spend_xp(txn, res, eff, _unit):
    if _format1(txn, res, "spending XP"):
        return None
    item = res.item
    who = item.controller
    have = turns.side(txn, who).xp
    if have < eff.amount:
        return None
    turns.set_side(txn, who, xp=have - eff.amount)
    txn.emit("xp", target=who, amount=-eff.amount, sources=(item.ref,), responsible=who,
             rules=("730",),
             text=f"{txn.pname(who)} spends {eff.amount} XP ({item.ref.name}): "
                  f"{have - eff.amount} left")
    return run_effects(txn, res, eff.effects)
