"""Format 2's setup (SPEC section 7): the game around the board, read and written.

The loader (`_Reader`) calls `read_game` for a `format = 2` file after the players and before
the battlefields; `game_tables` writes the same keys back for save.py; build.py turns a GameSpec
into the engine's `Game` and the objects of the zones. Format 1 files have no GameSpec.
"""

from __future__ import annotations

from typing import Any

import attrs

from riftboard.engine import POOL_KEYS, Game, Obj, Side, Value, pool_key

MODES = ("sandbox", "strict")
PHASES = ("main", "beginning")
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
RUNE_KEYS = ("id", "card", "controller", "owner", "exhausted")


@attrs.frozen(kw_only=True, repr=False)
class ZoneCard(Value):
    """A card in a zone of format 2's setup: a deck, the rune deck, banishment, a legend or a
    champion. `given_id`: the file named the id (else riftboard made it, `A-deck1`)."""

    id: str
    card: str
    given_id: bool = False
    exhausted: bool = False


@attrs.frozen(kw_only=True, repr=False)
class SideSpec(Value):
    """A player's format 2 keys."""

    points: int = 0
    xp: int = 0
    legend: ZoneCard | None = None
    champion: ZoneCard | None = None
    deck: tuple[ZoneCard, ...] | None = None
    rune_deck: tuple[ZoneCard, ...] = ()
    energy: int = 0
    power: tuple[tuple[str, int], ...] = ()
    restricted: tuple[tuple[str, str, int], ...] = ()  # (only, resource, amount): Side's
    banished: tuple[ZoneCard, ...] = ()


@attrs.frozen(kw_only=True, repr=False)
class RuneSpec(Value):
    """A `[[runes]]` entry: a rune channelled already, in its controller's base (107.1.c)."""

    id: str
    card: str
    controller: str
    owner: str
    exhausted: bool = False
    line: int = 0


@attrs.frozen(kw_only=True, repr=False)
class GameSpec(Value):
    mode: str = "sandbox"
    victory_score: int = 8
    phase: str = "main"
    sides: tuple[SideSpec, ...] = ()
    runes: tuple[RuneSpec, ...] = ()
    #: cards put into a main deck several at once are shuffled from it (416.5, 431.2)
    seed: int | None = None


# -- reading --------------------------------------------------------------------------------------
def read_game(r, doc: dict, top, player_tables) -> GameSpec:
    """The format 2 keys of the top level, the players and `[[runes]]`, checked with the
    loader's own helpers (`r` is its _Reader), ids registered as the file's."""
    mode = r.one_of(doc.get("mode", "sandbox"), MODES, top, "mode")
    victory = r.whole(doc.get("victory_score", 8), top, "victory_score", 1)
    phase = r.one_of(doc.get("phase", "main"), PHASES, top, "phase")
    seed = r.whole(doc["seed"], top, "seed") if "seed" in doc else None
    sides = []
    for table, loc in player_tables:
        sides.append(_read_side(r, table, loc, table["id"]))
    runes = []
    for table, loc in r.tables(doc, "runes"):
        r.check_keys(table, RUNE_KEYS, loc)
        rid = r.new_id(r.require(table, "id", loc, "every object has an id"), loc)
        r.kinds[rid] = "rune"
        card = r.card(r.require(table, "card", loc, "a rune card"), loc, "card", "rune")
        ctl = r.player(r.require(table, "controller", loc, "a player id"), loc, "controller")
        owner = r.player(table.get("owner", ctl), loc, "owner")
        runes.append(RuneSpec(id=rid, card=card, controller=ctl, owner=owner,
                              exhausted=r.boolean(table.get("exhausted", False), loc, "exhausted"),
                              line=loc.line or 0))
    return GameSpec(mode=mode, victory_score=victory, phase=phase, sides=tuple(sides),
                    runes=tuple(runes), seed=seed)


def _read_side(r, table: dict, loc, pid: str) -> SideSpec:
    points = r.whole(table.get("points", 0), loc, "points")
    xp = r.whole(table.get("xp", 0), loc, "xp")
    legend = champion = None
    if "legend" in table:
        legend = _one_card(r, table["legend"], loc, "legend", "legend", pid,
                           keys=("id", "card", "exhausted"))
    if "champion" in table:
        champion = _one_card(r, table["champion"], loc, "champion", "unit", pid,
                             keys=("id", "card"))
        # `play = "<its id>"` plays it (steps.Play reads this map)
        r.zone_cards = {**getattr(r, "zone_cards", {}), champion.id: champion.card}
    deck = None
    if "deck" in table:
        deck = _cards(r, table["deck"], loc, "deck", f"{pid}-deck", None)
        _one_of_each_unique(r, deck, loc)
    rune_deck = _cards(r, table.get("rune_deck", []), loc, "rune_deck", f"{pid}-rune", "rune")
    banished = _cards(r, table.get("banished", []), loc, "banished", f"{pid}-banished", None)
    energy, power, restricted = 0, {}, []
    if "pool" in table:
        pool = table["pool"]
        inner = loc.inline("pool")
        if not isinstance(pool, dict):
            r.fail(f'expected a table like {{ energy = 1, fury = 1 }}, got {pool!r}', loc, "pool")
        # `any`: Power of any domain, as an Add of [A] gives (163.2.b); `any_only_spells`:
        # kept for what a card's text allows (054.2)
        r.check_keys(pool, POOL_KEYS, inner)
        for key, value in pool.items():
            n = r.whole(value, inner, key)
            only, res = pool_key(key)
            if only is not None:
                if n:
                    restricted.append((only, res, n))
            elif key == "energy":
                energy = n
            elif n:
                power[key] = n
    return SideSpec(points=points, xp=xp, legend=legend, champion=champion, deck=deck,
                    rune_deck=rune_deck, energy=energy, power=tuple(sorted(power.items())),
                    restricted=tuple(sorted(restricted)), banished=banished)


def _one_of_each_unique(r, deck, loc) -> None:
    """Unique (825.3.a): a deck holds at most one card of the name of a card with Unique."""
    seen = set()
    for i, zc in enumerate(deck, 1):
        if zc.card in seen and r.library.is_unique(zc.card):
            r.fail(f'"{zc.card}" has Unique: a deck holds only one card of its name (825.3.a)',
                   loc, "deck", i)
        seen.add(zc.card)


def _one_card(r, value: Any, loc, key: str, kind: str, pid: str, keys) -> ZoneCard:
    inner = loc.inline(key)
    if not isinstance(value, dict):
        r.fail(f'expected a table like {{ id = "{pid}_{key}", card = "..." }}', loc, key)
    r.check_keys(value, keys, inner)
    oid = r.new_id(r.require(value, "id", inner, "every object has an id"), inner)
    card = r.card(r.require(value, "card", inner, f"a {kind} card"), inner, "card", kind)
    r.kinds[oid] = kind
    exhausted = r.boolean(value.get("exhausted", False), inner, "exhausted")
    return ZoneCard(id=oid, card=card, given_id=True, exhausted=exhausted)


def _cards(r, value: Any, loc, key: str, stem: str, kind: str | None) -> tuple[ZoneCard, ...]:
    """A list of card names or { id, card } tables; a bare name gets the id `stem` + N."""
    if not isinstance(value, list):
        r.fail(f'expected a list of card names, e.g. ["Void Seeker"], got {value!r}', loc, key)
    out = []
    for i, entry in enumerate(value, 1):
        if isinstance(entry, str):
            card = r.card(entry, loc, key, kind)
            oid = r.new_id(f"{stem}{i}", loc, key)
            given = False
        elif isinstance(entry, dict):
            inner = loc.inline(f"{key}[{i}]")
            r.check_keys(entry, ("id", "card"), inner)
            oid = r.new_id(r.require(entry, "id", inner, "an id"), inner)
            card = r.card(r.require(entry, "card", inner, "a card name"), inner, "card", kind)
            given = True
        else:
            r.fail(f"expected a card name or {{ id, card }}, got {entry!r}", loc, key, i)
        r.kinds[oid] = r.library.kind_of(card) or "card"
        out.append(ZoneCard(id=oid, card=card, given_id=given))
    return tuple(out)


# -- writing (save.py) -------------------------------------------------------------------------------
def top_keys(game: GameSpec) -> dict:
    out: dict[str, Any] = {}
    if game.mode != "sandbox":
        out["mode"] = game.mode
    if game.victory_score != 8:
        out["victory_score"] = game.victory_score
    if game.phase != "main":
        out["phase"] = game.phase
    if game.seed is not None:
        out["seed"] = game.seed
    return out


def player_keys(s: SideSpec) -> dict:
    out: dict[str, Any] = {}
    if s.points:
        out["points"] = s.points
    if s.xp:
        out["xp"] = s.xp
    if s.legend is not None:
        out["legend"] = {"id": s.legend.id, "card": s.legend.card,
                         **({"exhausted": True} if s.legend.exhausted else {})}
    if s.champion is not None:
        out["champion"] = {"id": s.champion.id, "card": s.champion.card}
    if s.deck is not None:
        out["deck"] = _card_list(s.deck)
    if s.rune_deck:
        out["rune_deck"] = _card_list(s.rune_deck)
    if s.energy or s.power or s.restricted:
        out["pool"] = {**({"energy": s.energy} if s.energy else {}), **dict(s.power),
                       **{f"{res}_only_{only}": n for only, res, n in s.restricted}}
    if s.banished:
        out["banished"] = _card_list(s.banished)
    return out


def _card_list(cards) -> list:
    return [{"id": c.id, "card": c.card} if c.given_id else c.card for c in cards]


def rune_table(rn: RuneSpec) -> dict:
    out: dict[str, Any] = {"id": rn.id, "card": rn.card, "controller": rn.controller}
    if rn.owner != rn.controller:
        out["owner"] = rn.owner
    if rn.exhausted:
        out["exhausted"] = True
    return out


# -- building (build.py) ---------------------------------------------------------------------------
def game_objects(game: GameSpec, players: tuple[str, ...], library, order: int) -> list[Obj]:
    """The objects of format 2's zones, numbered after the setup's (`order`)."""
    objs = []

    def add(zc: ZoneCard, pid: str, zone: str, kind: str | None = None, **kw) -> None:
        nonlocal order
        order += 1
        card = library.get(zc.card)
        k = kind or card.kind
        objs.append(Obj(id=zc.id, card=card, name=card.name, kind=k, controller=pid, owner=pid,
                        zone=zone, at=None, order=order,
                        printed_might=card.might if k == "unit" else None, **kw))

    for pid, s in zip(players, game.sides):
        if s.legend is not None:
            add(s.legend, pid, "legend", "legend", exhausted=s.legend.exhausted)
        if s.champion is not None:
            add(s.champion, pid, "champion")
        for zc in s.deck or ():
            add(zc, pid, "deck")
        for zc in s.rune_deck:
            add(zc, pid, "rune_deck", "rune")
        for zc in s.banished:
            add(zc, pid, "banished")
    for rn in game.runes:
        order += 1
        card = library.get(rn.card)
        objs.append(Obj(id=rn.id, card=card, name=card.name, kind="rune", controller=rn.controller,
                        owner=rn.owner, zone="runes", at=None, order=order,
                        exhausted=rn.exhausted))
    return objs


def engine_game(game: GameSpec, contested: tuple[tuple[str, str], ...], turn_player: str) -> Game:
    sides = tuple(Side(points=s.points, xp=s.xp,
                       deck=None if s.deck is None else tuple(c.id for c in s.deck),
                       rune_deck=tuple(c.id for c in s.rune_deck), energy=s.energy,
                       power=s.power, restricted=s.restricted,
                       legend=s.legend.id if s.legend else None,
                       champion=s.champion.id if s.champion else None,
                       chosen_champion=s.champion.id if s.champion else None)
                  for s in game.sides)
    return Game(sides=sides, mode=game.mode, victory_score=game.victory_score,
                phase="main", contested=contested, priority=turn_player, seed=game.seed)
