"""The board as frozen values: every change makes a new GameState (DESIGN.md)."""

from __future__ import annotations

import attrs
import immutables

from .carddefs import CardDef
from .events import Ref
from .values import Value


@attrs.frozen(repr=False)
class MightMod(Value):
    """A Might change that lasts until end of turn (Stupefy, Vengeful Brute), or until the end
    of the combat it was given in (`this_combat`: Fiora, Peerless)."""

    amount: int
    source: str  # the name shown in the Might make-up
    floor: int | None = None  # "but not below N"
    this_combat: bool = False  # ends with the combat under way (466.7)
    #: "its base Might becomes N this turn" (Dragon Form): N stands for the printed Might until
    #: the turn ends, the latest such change winning; `amount` is then 0
    base: int | None = None


@attrs.frozen(repr=False)
class Prevent(Value):
    """A Prevent Value tracked on a unit (437.1.b); None means "All". `once`: it prevents all
    of the next damage the unit would be dealt, then ends (Counter Strike, 437.1.b.2)."""

    remaining: int | None
    source: Ref
    once: bool = False


@attrs.frozen(repr=False)
class DeathShield(Value):
    """A delayed replacement: the next time this unit would die this turn, heal, exhaust and
    recall it instead (Unlicensed Armory)."""

    ref: Ref
    controller: str
    may: object = True  # the step's `may` answer at activation


@attrs.frozen(repr=False)
class Grant(Value):
    """A keyword a spell or ability gave a permanent (801.3.a): Assault 3 this turn (Cleave),
    Temporary for as long as it stays on the board (801.3.a.3, Fading Memories)."""

    keyword: str  # lower case: assault, shield, tank, ganking, temporary, backline
    amount: int = 1  # the keyword's value (Assault N, Shield N); 1 for the others
    source: str = ""  # the name of the spell or ability that gave it
    this_turn: bool = True  # ends with the turn (317.2.c); else lasts while it stays on the board
    this_combat: bool = False  # ends with the combat it was given in (Fortified Position)


#: The first `Obj.order` of the chain's objects. The setup's objects are numbered in file order,
#: and an object made on the board (a token, a sandbox add) takes the next number after the
#: largest one below this; an object made straight on the chain (a spell, or a unit played from
#: no card in a hand or trash) is numbered this plus its step, so it sorts after all of them.
CHAIN_ORDER_START = 10**6


@attrs.frozen(repr=False)
class ObjFacts(Value):
    """The facts about an object that only a few cards set or read (Obj.facts). Kept apart so
    that a copy of an object, made at every Deal, does not set each of them again: an Obj is
    slotted (below), and each slot costs its copy about as much as a short function call."""

    #: its deaths this turn each replaced once (DeathShield: Unlicensed Armory)
    shields: tuple[DeathShield, ...] = ()
    stunned: bool = False  # 423.1: deals no combat damage; lost at the end of turn
    #: a status (124.2) its Empower ability gives (827.1); kept until it leaves
    empowered: bool = False
    moves: int = 0  # how many times it has moved this turn (Kayn, Unleashed)
    #: where its last move started (446.1): a battlefield id or "base" (Akali, Deadly Weapon's
    #: "a battlefield I moved to or from"); None before it has moved
    moved_from: str | None = None
    #: how many times it is Empowered: 1 while `empowered`, more for a card that may be Empowered
    #: several times (Kayle, Justified: up to three, 827.1); 0 once it is no longer
    times_empowered: int = 0
    #: an Equipment attached to its unit by a game action this turn (Brutalizer)
    attached_this_turn: bool = False
    #: a card hidden in a battlefield's Facedown Zone (zone "facedown", `at` that battlefield):
    #: the game's turn it was hidden on; it may be played from there from a later turn (811.1.b)
    hidden_turn: int | None = None
    #: the numbers of its "once each turn" abilities that have triggered this turn
    once_fired: tuple[int, ...] = ()
    #: a battlefield a token replaced (438): the ids of the objects it replaced, now in
    #: Banishment as replaced and not banished (438.5.a), the latest last, for a swap back (438.7)
    replaced: tuple[str, ...] = ()
    #: the card name its text had its player name as it was played (Fallen Feline: "name a
    #: spell"); None before, and for the new object it becomes off the board (124)
    named: str | None = None
    #: a card banished from a hand until a player's Hold (Ashe, Focused): (that player, the
    #: delayed ability that returns it to its owner's hand then, 390.2, and the card's `inc` as
    #: it was banished); None otherwise
    back_on_hold: tuple | None = None


#: the facts of an object none of them was set on
NO_FACTS = ObjFacts()
OBJ_FACTS = frozenset(a.name for a in attrs.fields(ObjFacts))


# Slotted (attrs' default), unlike the other hot values: an Obj is read far more often than it
# is built (every Might, target and board view reads a dozen of its fields), and a frozen attrs
# instance with a __dict__ reads each field through a dict lookup that Python cannot specialise
# (its __init__ fills a shared-key dict): about 3x slower per read. A scrub of the benchmark
# board costs 31 % fewer instructions slotted; a step 1 % more (docs/performance.md).
@attrs.frozen(repr=False)
class Obj(Value):
    """A game object: unit, gear, spell or battlefield, in any zone."""

    id: str
    card: CardDef | None
    name: str
    kind: str
    controller: str | None
    owner: str | None
    zone: str  # board | hand | trash | chain | removed | facedown (at a battlefield, 107.3)
    at: str | None  # battlefield id | "base" | None (off the board)
    order: int
    printed_might: int | None = None
    damage: int = 0
    buffed: bool = False
    exhausted: bool = False
    attached_to: str | None = None
    equipment: tuple[str, ...] = ()
    mods: tuple[MightMod, ...] = ()
    prevents: tuple[Prevent, ...] = ()
    token: bool = False
    damage_log: tuple[int, ...] = ()  # seqs of the damage events whose damage is marked
    #: the players whose damage is marked on it: responsible for a Deal that damaged it (142.3)
    marked_by: tuple[str, ...] = ()
    # How many times it has changed zones to or from a non-board zone: each time it is a new
    # object (124) that keeps its id. A reference the engine keeps (a target, a trigger's
    # subject or host) holds (id, inc) and stops applying when inc differs (359.3.e.2, .4).
    inc: int = 0
    granted: tuple[Grant, ...] = ()  # keywords given by spells and abilities (801.3.a)
    #: it was dealt damage this turn (417; a sandbox mark_damage is no dealing), even if healed
    #: since (Affectionate Poro)
    dealt_damage_this_turn: bool = False
    #: what only a few cards set or read (shields, stunned, empowered, moves, moved_from,
    #: times_empowered, attached_this_turn, hidden_turn, once_fired, replaced, named,
    #: back_on_hold): read as the object's own
    #: attributes (the properties below) and changed by `evolve(o, named=...)` as one of its
    #: fields (values.evolve); most objects share NO_FACTS
    facts: ObjFacts = NO_FACTS

    #: values.evolve: a change to one of these names is made in `facts`
    __evolve_group__ = ("facts", OBJ_FACTS)

    @property
    def shields(self) -> tuple[DeathShield, ...]:
        return self.facts.shields

    @property
    def stunned(self) -> bool:
        return self.facts.stunned

    @property
    def empowered(self) -> bool:
        return self.facts.empowered

    @property
    def moves(self) -> int:
        return self.facts.moves

    @property
    def moved_from(self) -> str | None:
        return self.facts.moved_from

    @property
    def times_empowered(self) -> int:
        return self.facts.times_empowered

    @property
    def attached_this_turn(self) -> bool:
        return self.facts.attached_this_turn

    @property
    def hidden_turn(self) -> int | None:
        return self.facts.hidden_turn

    @property
    def once_fired(self) -> tuple[int, ...]:
        return self.facts.once_fired

    @property
    def replaced(self) -> tuple[str, ...]:
        return self.facts.replaced

    @property
    def named(self) -> str | None:
        return self.facts.named

    @property
    def back_on_hold(self) -> tuple | None:
        return self.facts.back_on_hold

    @property
    def on_board(self) -> bool:
        return self.zone == "board"

    @property
    def is_unit(self) -> bool:
        return self.kind == "unit"


#: the zones that are on the Board (107): bases and battlefields ("board"), and the Legend Zone
#: (107.4), where a legend's abilities work from (format 2)
BOARD_ZONES = frozenset({"board", "legend"})


def hears_plays(o: Obj) -> bool:
    """Whether `o` belongs in GameState.hears_plays."""
    if o.zone not in BOARD_ZONES or o.kind not in ("unit", "gear", "legend", "battlefield"):
        return False
    card = o.card
    return bool(o.equipment) or (card is not None and card.hears_plays)


def board_hooks(o: Obj) -> frozenset:
    """The hooks `o` is indexed by in GameState.hooks: its card's `board_hooks` while it is on
    the board or in the Legend Zone (107.4), else none."""
    if o.zone not in BOARD_ZONES or o.card is None:
        return frozenset()
    return o.card.board_hooks


def hooks_of(objects) -> immutables.Map:
    """GameState.hooks of these objects, given in file order."""
    by_hook: dict[str, tuple[str, ...]] = {}
    for o in objects:
        for hook in board_hooks(o):
            by_hook[hook] = by_hook.get(hook, ()) + (o.id,)
    return immutables.Map(by_hook)


@attrs.frozen(repr=False)
class Delayed(Value):
    """A delayed triggered ability a spell or ability created (390.2): Imperial Decree's kill."""

    ref: Ref  # HOST#delayed
    controller: str
    creator: Ref  # the spell (or ability) that created it
    trigger: str  # "take_damage"
    effects: tuple  # what it does to the unit it triggers for (target "subject")
    only: str | None = None  # it waits for this unit only ("kill it the next time it ...")
    only_inc: int | None = None  # ... as the object it was then (124)
    once: bool = False  # "the next time": it triggers once, then is gone
    # the unit it is about, when it names one ("recall that unit at end of turn"); None: each
    # unit the trigger happens to (Imperial Decree)
    subject: str | None = None
    subject_inc: int | None = None
    #: how much a "the next spell costs N less" entry takes off (Raging Firebrand)
    amount: int = 0


# slots=False: built several times a step, and a frozen attrs class with a __dict__ sets each
# field with one dict store instead of an object.__setattr__ call (about 40 % of its
# __init__; docs/performance.md). Still frozen: setting an attribute raises.
@attrs.frozen(slots=False, repr=False)
class ChainItem(Value):
    """A spell, activated or triggered ability on the chain, with its answers."""

    ref: Ref
    controller: str
    kind: str  # spell | ability | trigger
    host: str | None  # the object that has the ability (or the spell itself)
    effects: tuple
    targets: tuple[str, ...] = ()
    answers: object = None  # the Answers of the step that put it there
    step: int = 0
    creator: Ref | None = None  # for a delayed trigger: the spell that created it
    #: for a delayed trigger: what it waited for (its Delayed's `trigger`: "die", "take_damage",
    #: ...), kept here because a "the next time" one is gone once it has triggered
    waits: str | None = None
    subject: str | None = None  # the unit a trigger is about (Decree: the damaged unit)
    granted_by: str | None = None
    # The objects as they were when it was put on the chain (124, 359.3.e.4): `inc` of each
    # target, of the host and of the subject (None: not recorded, the id alone names it).
    target_incs: tuple[int, ...] = ()
    host_inc: int | None = None
    subject_inc: int | None = None
    accelerated: bool = False  # a unit played with its Accelerate cost paid (805.2)
    paid: bool = False  # a card played with its optional additional cost paid (356.2.b.1)
    #: Repeat paid (820.1.d): its instructions are executed this many more times, each with the
    #: next equal share of `targets`
    repeats: int = 0
    #: a spell with modes and its Repeat paid: the mode of the repeat (820.2.a), 1-based
    repeat_mode: int | None = None
    #: where the host was as it died, for its "when I die" ability (808.1.d.3)
    at: str | None = None
    #: where the host moved from, for its "when I move" ability's "there" (446.1)
    moved_from: str | None = None
    flow: bool = False  # a spell played from the trash for its Flow cost: banished after (829.1.b)
    #: a spell an effect played with "recycle it after you play it" (Fizz, Trickster): it goes
    #: to the bottom of its owner's main deck instead of the trash (416.1; card text, 002)
    recycle: bool = False
    #: a card played from face down, where it was hidden (811.1.c.3): not "from your hand"
    face_down: bool = False
    #: a spell with modes: the one chosen as it was played (355.3), 1-based
    mode: int | None = None


@attrs.frozen(repr=False)
class CombatInfo(Value):
    """Who attacks and who defends at which battlefield (464.2.c)."""

    battlefield: str
    attacker: str
    defender: str
    attackers: frozenset[str]
    defenders: frozenset[str]
    #: (player, amount): the excess combat damage each player assigned, beyond what was lethal
    #: to the units they assigned it to (465.2.c; "if you assigned 3 or more excess damage")
    excess: tuple[tuple[str, int], ...] = ()


#: what a restricted resource of the rune pool may be spent on (card text, 002; 054.2):
#: "spells", only to play a spell (Kai'Sa, Daughter of the Void); "showdowns", only while a
#: showdown is under way (Diana, Scorn of the Moon); "gear", only to play a gear or pay for a gear's
#: activated ability (Ornn, Fire Below the Mountain); "units", the same for units (Renekton,
#: Butcher of the Sands)
RESTRICTIONS = ("spells", "showdowns", "gear", "units")
#: what a rune pool holds, as files and the timeline name it: Energy, Power by domain (`any`:
#: of any domain, 163.2.b), and each of them kept for one restriction, "energy_only_showdowns"
POOL_RESOURCES = ("energy", "fury", "calm", "mind", "body", "chaos", "order", "any")
POOL_KEYS = POOL_RESOURCES + tuple(f"{res}_only_{only}" for only in RESTRICTIONS
                                   for res in POOL_RESOURCES)


def pool_key(key: str) -> tuple[str | None, str]:
    """(restriction or None, resource) of a key of POOL_KEYS."""
    res, _, only = key.partition("_only_")
    return (only or None), res


@attrs.frozen(repr=False)
class Side(Value):
    """One player's part of the whole game (format 2, SPEC section 7): points, XP, decks, pool."""

    points: int = 0
    xp: int = 0
    #: the main deck, top first (ids of objects in zone "deck"); None: not modelled (a draw
    #: puts an anonymous card in the hand and there is no Burn Out, as in format 1)
    deck: tuple[str, ...] | None = None
    rune_deck: tuple[str, ...] = ()  # top first (ids of objects in zone "rune_deck")
    energy: int = 0  # the rune pool (165-168): Energy ...
    power: tuple[tuple[str, int], ...] = ()  # ... and Power by domain, ("fury", 1), sorted
    #: ... and what may be spent only on some things (card text, 002; 054.2): (only, resource,
    #: amount), sorted, `only` one of RESTRICTIONS, `resource` "energy" or a Power's domain;
    #: kept apart from the rest, emptied with it (167)
    restricted: tuple[tuple[str, str, int], ...] = ()
    legend: str | None = None  # the id of their legend (zone "legend", 107.4)
    champion: str | None = None  # the id of their chosen champion while in the Champion Zone
    scored: tuple[str, ...] = ()  # battlefields they scored this turn (470)
    #: (id, inc) of their units that conquered this turn: at a battlefield as they conquered it
    #: (383.4.c.2.a; "if I didn't conquer this turn", Blighted Battleaxe)
    conquerors: tuple[tuple[str, int], ...] = ()
    #: whether they gained XP this turn (730; "if you've gained XP this turn", Wily Newtfish)
    gained_xp: bool = False
    #: (battlefield, excess) for each battlefield they conquered this turn, in order: the excess
    #: combat damage they assigned in the combat that won it (0 for a Conquer without one)
    conquer_excess: tuple[tuple[str, int], ...] = ()
    #: the phase of the turn (Game.phase) each of their units died in this turn, one entry a
    #: death, in order ("if a unit died this turn", Towering Pairofant; "during your Beginning
    #: Phase", Shadow Watcher)
    deaths: tuple[str, ...] = ()
    #: how many cards they have drawn this turn ("when you draw your second card each turn",
    #: Frigid Jewel)
    drawn: int = 0
    #: the most Energy they spent to play one spell this turn, its cost after reductions (the
    #: sandbox spends it for free; "if you've spent 4 or more to play a spell", Prepared Neophyte)
    spell_spent_max: int = 0
    #: (spell id, step, Energy) of the last spell a step of theirs played and paid for ("when
    #: you play a spell, if you spent 4 or more", Revna the Lorekeeper)
    last_spell_spent: tuple[str, int, int] | None = None
    #: the id of their Chosen Champion for the whole game (108.3), wherever it is now: the
    #: Champion Zone, the board, the trash... (`champion` above is cleared once it leaves the
    #: zone); "return your Chosen Champion from your trash" reads it (Hallowed Tomb)
    chosen_champion: str | None = None

    def pool_json(self) -> dict:
        """The rune pool as `final.players.pool` gives it: energy, Power by domain, then what is
        kept for a restriction, `energy_only_showdowns` (POOL_KEYS)."""
        return {"energy": self.energy, **dict(self.power),
                **{f"{res}_only_{only}": n for only, res, n in self.restricted}}

    def power_of(self, domain: str) -> int:
        return dict(self.power).get(domain, 0)

    @property
    def pool_empty(self) -> bool:
        return (self.energy == 0 and not any(n for _, n in self.power)
                and not any(n for _, _, n in self.restricted))


@attrs.frozen(repr=False)
class Showdown(Value):
    """A showdown under way at a battlefield (341-348); a combat's is its Combat Showdown Step
    (464). `passes`: how many players have passed in a row with nothing on the chain."""

    battlefield: str
    focus: str  # who holds Focus (313)
    combat: bool = False
    passes: int = 0


@attrs.frozen(repr=False)
class Game(Value):
    """The game around the board (format 2): the turn's phase, priority and Focus, contested
    battlefields, points and zones. None on a format 1 state, which plays as before."""

    sides: tuple[Side, ...]
    mode: str = "sandbox"  # "sandbox": costs free, anyone may act; "strict": 312-313, 353-359
    victory_score: int = 8  # 194.3
    phase: str = "main"  # awaken, beginning, channel, draw, main, ending (315-317)
    turn: int = 1
    #: players who take a turn after this one (Time Warp), the one to come first first
    extra_turns: tuple[str, ...] = ()
    contested: tuple[tuple[str, str], ...] = ()  # (battlefield, the player who applied it, 190.3)
    showdown: Showdown | None = None
    #: who holds Priority outside a showdown's Open state (312): the turn player in their Main
    #: Phase; in a Closed state it moves as players pass (338, 339)
    priority: str | None = None
    passes: int = 0  # passes in a row on a Closed state's chain (339)
    winner: str | None = None
    #: a Duel's second player, who channels one more rune in their first Channel Phase (485.7);
    #: None once they have (or when the game did not start from its setup)
    extra_rune: str | None = None
    #: the file's `seed`: cards put into a main deck several at once go in a random order drawn
    #: from it (416.5, 431.2); None: in the order they were, so a judge's board replays as set
    seed: int | None = None
    #: players whose turn has ended in this game (cardsO: "each player's first Beginning
    #: Phase" is one of a player not among them, 315.2; a file starts in its turn player's turn)
    turns_ended: tuple[str, ...] = ()

    def side(self, players: tuple[str, ...], pid: str) -> Side:
        return self.sides[players.index(pid)]


# slots=False: built several times a step, and a frozen attrs class with a __dict__ sets each
# field with one dict store instead of an object.__setattr__ call (about 40 % of its
# __init__; docs/performance.md). Still frozen: setting an attribute raises.
@attrs.frozen(slots=False, repr=False)
class GameState(Value):
    """Everything on the table at one moment (History keeps every one)."""

    ruleset: str
    players: tuple[str, ...]
    turn_player: str
    objects: immutables.Map  # id -> Obj
    statics: tuple[str, ...] = ()  # board objects whose text has statics (for Might, Bonus Damage)
    # the same objects by the op of their statics ("might", "keyword", "bonus_damage"), in the
    # order of `statics` (an index: a unit's Might looks only at the sources of Might statics)
    static_ops: immutables.Map = immutables.Map()
    delayed: tuple[Delayed, ...] = ()
    chain: tuple[ChainItem, ...] = ()
    hand_counts: tuple[int, ...] = (0, 0)  # anonymous drawn cards per player
    combat: CombatInfo | None = None
    played_this_turn: tuple[int, ...] = (0, 0)
    #: the triggered abilities "the first time ... each turn" that have triggered this turn
    #: (383.1.b), as HOST#N@inc (the object they were on, 124); a format 1 file is one turn.
    #: Also `chose_enemy:P`: a spell or ability of player P chose an enemy unit this turn
    first_times: tuple[str, ...] = ()
    #: how many cards of each kind each player has played this turn: for each player in order,
    #: the counts of "unit", "gear" and "spell" cards (board.KINDS_COUNTED; tokens are no cards,
    #: 350.2), () while none is played: Swain, Visionary's "if you've played a unit, a gear and a
    #: spell this turn". Numbers only, not one entry a play: a long format 1 file does not grow
    #: it, and the garbage collector stops tracking such a tuple
    kinds_played: tuple[int, ...] = ()
    #: Power each player has spent this turn, in players' order (a strict format 2 game's costs;
    #: Sivir, Mercenary's "if you've spent ..."); nothing is spent in the sandbox, where costs
    #: are free
    power_spent: tuple[int, ...] = (0, 0)
    #: the players who have played an Equipment this turn (Azir, Emperor of the Sands)
    equipment_played: tuple[str, ...] = ()
    #: what happened this turn that a card asks about later, as (what, player) pairs, emptied as
    #: the turn ends (317.2.c): ("discarded", P) P discarded a card; ("unit_died", P) a unit P
    #: controlled died (Raging Soul, Spoils of War); ("cost_killed:S", U) the unit U died paying
    #: the card S's additional cost as it was played (Heedless Resurrection's "the killed unit")
    turn_facts: tuple[tuple[str, str], ...] = ()
    names: tuple[str, ...] = ()  # player display names
    hand_ids: tuple[str, ...] = ()  # named cards in hands, in file order (an index)
    delayed_made: immutables.Map = immutables.Map()  # host -> delayed abilities it has created
    board_ids: tuple[str, ...] = ()  # objects on the board, in file order (an index)
    # trash objects whose card has abilities, in file order (an index: a kill looks here for
    # "when you kill a unit with a spell" abilities that work from the trash, not at every
    # spell ever played)
    trash_abilities: tuple[str, ...] = ()
    # board units and gear that may hear a card being played: their card has a "when a player /
    # you play a card" ability, or they carry Equipment (which may grant one); in file order (an
    # index: a play looks here, not at every object on the board)
    hears_plays: tuple[str, ...] = ()
    # objects on the board and in the Legend Zone by each of their card's `board_hooks` (a
    # trigger they wait for, "your_bonus_damage", "reduces_costs"), in file order: hook -> ids
    # (an index: the path that fires the `you_choose_friendly` abilities looks at the cards
    # that have one, and at nothing when none does)
    hooks: immutables.Map = immutables.Map()
    # runes in the players' rune pools' zone ("runes"), in file order (an index: paying a cost
    # looks here, not at every object ever made)
    rune_ids: tuple[str, ...] = ()
    # the order a new object made in play gets (one more than any object's below the chain's):
    # kept as objects are stored, so adding one does not look at every object ever made
    next_order: int = 1
    game: Game | None = None  # format 2's game around the board (SPEC section 7)

    def obj(self, oid: str) -> Obj:
        return self.objects[oid]

    def objects_map(self):
        """Every object, as a mapping (a step's Txn ends its batch of changes first: the same
        call reads both, so a condition need not ask which it was given)."""
        return self.objects

    def get(self, oid: str) -> Obj | None:
        return self.objects.get(oid)

    def player_index(self, pid: str) -> int:
        return self.players.index(pid)

    def opponent(self, pid: str) -> str:
        a, b = self.players
        return b if pid == a else a

    def on_board(self) -> list[Obj]:
        """Every object on the board (units, gear, battlefields), in file order."""
        objects = self.objects
        return [objects[i] for i in self.board_ids]

    def units(self):
        """Units on the board, in file order."""
        objects = self.objects
        return [o for o in (objects[i] for i in self.board_ids) if o.kind == "unit"]

    def battlefields(self):
        objects = self.objects
        return [o for o in (objects[i] for i in self.board_ids) if o.kind == "battlefield"]

    def in_zone(self, zone: str, owner: str | None = None):
        return sorted(
            (
                o
                for o in self.objects.values()
                if o.zone == zone and (owner is None or o.owner == owner)
            ),
            key=lambda o: o.order,
        )

    def hand_size(self, pid: str) -> int:
        named = sum(1 for h in self.hand_ids if self.objects[h].owner == pid)
        return named + self.hand_counts[self.player_index(pid)]
