"""Board conditions and board counts: what a card's "if ...", "while ..." and "for each ..."
read on the board (pure functions over a state; ch1's family, docs/cards.md).

Each word is declared once, with what it reads, so the card loader can refuse an unknown word
and docs/cards.md can list them. A reading is about one unit (`unit`: an instruction's target,
or the unit a passive ability reaches) and one player (`player`: the controller of the spell,
ability or passive ability); `played` is how many cards that player has played this turn.

Locations: a base is a location of its own for each player (the same reading as the statics'
"here", might._same_place).
"""

from __future__ import annotations

from collections.abc import Callable

import attrs

from .state import Obj
from .values import Value

#: the tags Friendship and Daisy! count among your units
ANIMAL_TAGS = ("Bird", "Cat", "Dog", "Poro")


@attrs.frozen(repr=False)
class Word(Value):
    """A condition or a count a card file may name."""

    name: str
    does: str
    read: Callable = attrs.field(eq=False, repr=False)
    rules: tuple[str, ...] = ()
    #: it reads Might, so a passive Might ability may not use it (it would read itself)
    reads_might: bool = False
    #: it reads the player and the board only, not the unit it is about: it may be read with no
    #: unit ("if you have played another card this turn"); one about a unit is false without one
    player_only: bool = False


CONDITIONS: dict[str, Word] = {}
COUNTS: dict[str, Word] = {}


def _word(table, name, does, rules=(), reads_might=False, player_only=False):
    def register(fn):
        table[name] = Word(name=name, does=does, read=fn, rules=tuple(rules),
                           reads_might=reads_might, player_only=player_only)
        return fn
    return register


def _player_word(table, name, does, rules=(), reads_might=False):
    """A word about the player and the board only (Word.player_only)."""
    return _word(table, name, does, rules, reads_might, player_only=True)


def _units(state) -> list[Obj]:
    objects = state.objects
    return [o for o in (objects[i] for i in state.board_ids) if o.kind == "unit"]


def same_location(a: Obj, b: Obj) -> bool:
    """Two board objects at one location (a base is per controller)."""
    if a.at is None or a.at != b.at:
        return False
    return a.at != "base" or a.controller == b.controller


def _friends_here(state, unit: Obj) -> list[Obj]:
    """The other units at `unit`'s location with its controller."""
    return [o for o in _units(state)
            if o.id != unit.id and o.controller == unit.controller and same_location(o, unit)]


#: the tags of the unit tokens the engine makes, which have no card of their own: the tags their
#: printed token cards carry (the facts file: Recruit, Sprite's Fae, Bird) and a Mech token's Mech
TOKEN_TAGS = {"Recruit": ("Recruit",), "Mech": ("Mech",), "Sprite": ("Fae",), "Bird": ("Bird",)}


def tags_of(state, o: Obj) -> tuple[str, ...]:
    """An object's tags: its card's (a token made without a card: its kind's, TOKEN_TAGS), and
    those its Equipment's effect text gives it ("I am a Mech", Experimental Hexplate, 718.3)."""
    tags = o.card.tags if o.card is not None else TOKEN_TAGS.get(o.name, ()) if o.token else ()
    for eid in o.equipment:
        grants = state.objects[eid].card.grants
        if grants is not None and grants.tags:
            tags = tags + grants.tags
    return tags


def _attacking(state, unit) -> bool:
    c = state.combat
    return c is not None and unit.id in c.attackers


def _defending(state, unit) -> bool:
    c = state.combat
    return c is not None and unit.id in c.defenders


# -- conditions: (state, player, unit, played) -> bool -------------------------------------------

@_word(CONDITIONS, "attacking", "the unit is an attacker (it has the Attacker designation)",
       rules=("383.4.e",))
def _c_attacking(state, player, unit, played):
    return _attacking(state, unit)


@_word(CONDITIONS, "animal_or_ivern", "the unit has one of the tags Bird, Cat, Dog, Poro and "
       "Ivern (a Brush battlefield's passive ability, 187.8)", rules=("187.8",))
def _c_animal_or_ivern(state, player, unit, played):
    return unit.kind == "unit" and any(t in ANIMAL_TAGS or t == "Ivern"
                                       for t in tags_of(state, unit))


@_word(CONDITIONS, "defending", "the unit is a defender", rules=("383.4.f",))
def _c_defending(state, player, unit, played):
    return _defending(state, unit)


@_word(CONDITIONS, "alone", "no other unit its controller controls is at its location (the "
       "cards' reminder: \"alone\" means no other friendly units there)", rules=("002",))
def _c_alone(state, player, unit, played):
    return unit.at is not None and not _friends_here(state, unit)


@_word(CONDITIONS, "attacking_or_defending_alone", "the unit attacks or defends, and is alone",
       rules=("002", "383.4.e", "383.4.f"))
def _c_fight_alone(state, player, unit, played):
    return (_attacking(state, unit) or _defending(state, unit)) and not _friends_here(state, unit)


@_word(CONDITIONS, "defending_alone", "the unit defends, and is alone", rules=("002", "383.4.f"))
def _c_def_alone(state, player, unit, played):
    return _defending(state, unit) and not _friends_here(state, unit)


@_word(CONDITIONS, "attacking_with_another", "the unit attacks together with another unit of "
       "its controller", rules=("383.4.e",))
def _c_attack_with(state, player, unit, played):
    c = state.combat
    if c is None or unit.id not in c.attackers:
        return False
    objects = state.objects
    return any(a != unit.id and objects[a].controller == unit.controller for a in c.attackers)


@_word(CONDITIONS, "another_friendly_here", "its controller has another unit at its location")
def _c_another_here(state, player, unit, played):
    return unit.at is not None and bool(_friends_here(state, unit))


@_word(CONDITIONS, "at_battlefield", "the unit is at a battlefield (not in a base)")
def _c_at_bf(state, player, unit, played):
    return unit.at is not None and unit.at != "base" and unit.zone == "board"


@_word(CONDITIONS, "one_friend_at_battlefield", "the unit is at a battlefield with exactly one "
       "other unit of its controller")
def _c_one_friend(state, player, unit, played):
    return unit.at not in (None, "base") and len(_friends_here(state, unit)) == 1


@_word(CONDITIONS, "attached_this_turn", "the Equipment was attached to the unit it is on this "
       "turn, by a game action (an Equip, Quick-Draw, an effect; a sandbox attach does not "
       "count); a passive ability an Equipment grants reads it with `of = \"equipment\"`",
       rules=("718.3",))
def _c_attached_this_turn(state, player, unit, played):
    return unit.attached_to is not None and unit.attached_this_turn


@_player_word(CONDITIONS, "opponents_turn", "it is not the player's turn (\"on an opponent's turn\")")
def _c_their_turn(state, player, unit, played):
    return state.turn_player != player


@_word(CONDITIONS, "ready_enemy_here", "a ready unit of another player is at its location")
def _c_ready_enemy(state, player, unit, played):
    return any(o.controller != unit.controller and not o.exhausted and same_location(o, unit)
               for o in _units(state) if o.at == unit.at)


@_word(CONDITIONS, "stunned", "the unit is stunned", rules=("423.1",))
def _c_stunned(state, player, unit, played):
    return unit.stunned


@_word(CONDITIONS, "stunned_enemy_here", "a stunned unit of another player is at its "
       "battlefield", rules=("423.1",))
def _c_stunned_enemy(state, player, unit, played):
    if unit.at is None or unit.at == "base":
        return False  # a base holds only its player's units
    return any(o.stunned and o.controller != player and o.at == unit.at for o in _units(state))


@_word(CONDITIONS, "friendly_mighty_here", "the player has a Mighty unit (5 Might or more) at "
       "its location; for a battlefield's own ability, at that battlefield (Sunken Temple)",
       rules=("143.2",), reads_might=True)
def _c_friendly_mighty_here(state, player, unit, played):
    from . import might as _m  # (might.py reads this module's words: no import cycle)

    where = unit.id if unit.kind == "battlefield" else unit.at
    return where is not None and any(
        o.controller == player and o.at == where and _m.might(state, o) >= 5
        for o in _units(state)
        if where != "base" or o.controller == unit.controller)


@_word(CONDITIONS, "empowered", "it is Empowered (its Empower ability resolved, 827.1)",
       rules=("827.1", "124.2"))
def _c_empowered(state, player, unit, played):
    return unit.empowered


@_word(CONDITIONS, "not_empowered", "it is not Empowered (\"use only if not Empowered\")",
       rules=("827.1",))
def _c_not_empowered(state, player, unit, played):
    return not unit.empowered


@_word(CONDITIONS, "empowered_three_times", "it is Empowered three times (Kayle, Justified)",
       rules=("827.1",))
def _c_empowered_thrice(state, player, unit, played):
    return _times_empowered(unit) >= 3


def _times_empowered(unit) -> int:
    return max(unit.times_empowered, 1) if unit.empowered else 0


@_word(CONDITIONS, "mighty", "the unit has 5 or more Might (Mighty)", rules=("143.2",),
       reads_might=True)
def _c_mighty(state, player, unit, played):
    from . import might as _m  # (might.py reads this module's words: no import cycle)

    return _m.might(state, unit) >= 5


@_word(CONDITIONS, "in_showdown", "the unit is at a battlefield where a showdown (a combat's "
       "included) is under way (format 2)", rules=("341", "464"))
def _c_in_showdown(state, player, unit, played):
    game = state.game
    sd = game.showdown if game is not None else None
    return sd is not None and unit.at == sd.battlefield and unit.zone == "board"


def _in_combat(state, unit) -> bool:
    c = state.combat
    return c is not None and unit.zone == "board" and unit.at == c.battlefield


@_word(CONDITIONS, "in_combat", "the unit is at the battlefield of the combat under way (\"in "
       "combat\")", rules=("460", "464"))
def _c_in_combat(state, player, unit, played):
    return _in_combat(state, unit)


@_word(CONDITIONS, "not_in_combat", "the unit is not in combat (\"unless I'm in combat\")",
       rules=("460", "464"))
def _c_not_in_combat(state, player, unit, played):
    return not _in_combat(state, unit)


@_word(CONDITIONS, "not_dealt_damage_this_turn", "the unit has not been dealt damage this turn "
       "(healed damage counts; a sandbox `mark_damage` does not)", rules=("417",))
def _c_not_dealt_damage(state, player, unit, played):
    return not unit.dealt_damage_this_turn


@_word(CONDITIONS, "attached", "the Equipment is attached to a unit", rules=("718.3",))
def _c_attached(state, player, unit, played):
    return unit.attached_to is not None


@_word(CONDITIONS, "detached", "the Equipment is attached to no unit", rules=("718.3",))
def _c_detached(state, player, unit, played):
    return unit.attached_to is None


def _xp(state, player) -> int:
    game = state.game
    return game.sides[state.players.index(player)].xp if game is not None else 0


@_player_word(CONDITIONS, "level_3", "the player has 3 XP or more (Level 3, format 2)", rules=("824.1",))
def _c_level_3(state, player, unit, played):
    return _xp(state, player) >= 3


@_player_word(CONDITIONS, "level_6", "the player has 6 XP or more (Level 6, format 2)", rules=("824.1",))
def _c_level_6(state, player, unit, played):
    return _xp(state, player) >= 6


@_player_word(CONDITIONS, "level_11", "the player has 11 XP or more (Level 11, format 2)",
       rules=("824.1",))
def _c_level_11(state, player, unit, played):
    return _xp(state, player) >= 11


@_player_word(CONDITIONS, "level_16", "the player has 16 XP or more (Level 16, format 2)",
       rules=("824.1",))
def _c_level_16(state, player, unit, played):
    return _xp(state, player) >= 16


@_player_word(CONDITIONS, "opponent_near_victory", "an opponent of the player has at least the Victory "
       "Score less 3 points (\"within 3 points of\" it, format 2; never in format 1)",
       rules=("194.3",))
def _c_near_victory(state, player, unit, played):
    game = state.game
    if game is None:
        return False
    score = _victory_score(state)
    return any(side.points >= score - 3
               for p, side in zip(state.players, game.sides) if p != player)


def _victory_score(state) -> int:
    """The points needed to win now, raised by a battlefield that says so (194.3, Aspirant's
    Climb), on a state or a step under way."""
    from .turns import raised_victory_score  # (turns reads this module: no import cycle)

    objects = state.objects
    return raised_victory_score(state.game, [o for o in (objects[i] for i in state.board_ids)
                                             if o.kind == "battlefield"])


@_player_word(CONDITIONS, "controls_facedown", "the player controls a card hidden face down at a "
       "battlefield (format 2)", rules=("107.3", "421.1"))
def _c_facedown(state, player, unit, played):
    # no index holds the Facedown Zones' cards: every object is looked at
    objects = state.objects_map()
    return any(o.zone == "facedown" and o.controller == player for o in objects.values())


@_player_word(CONDITIONS, "showdown_underway", "a showdown (a combat's included) is under way at some "
       "battlefield (format 2: \"during a showdown\")", rules=("341", "464"))
def _c_showdown_underway(state, player, unit, played):
    game = state.game
    return game is not None and game.showdown is not None


@_word(CONDITIONS, "not_conquered_this_turn", "the unit did not conquer this turn: it was at no "
       "battlefield as its controller conquered it (383.4.c.2.a); always so in format 1, "
       "which has no Conquer", rules=("383.4.c.2.a", "469.1"))
def _c_not_conquered(state, player, unit, played):
    game = state.game
    if game is None:
        return True
    side = game.sides[state.players.index(unit.controller)]
    return (unit.id, unit.inc) not in side.conquerors


@_player_word(CONDITIONS, "legion", "the player has played another card this turn (Legion)",
       rules=("812.1.b.1", "812.1.c"))
def _c_legion(state, player, unit, played):
    return played >= 2


@_player_word(CONDITIONS, "second_card", "the card just played is the player's second this turn",
       rules=("383.4.a.4",))
def _c_second(state, player, unit, played):
    return played == 2


@_player_word(CONDITIONS, "played_from_hand", "the spell was played from its player's hand (not from "
       "face down, nor from the trash)", rules=("419.1.a", "811.1.c.3"))
def _c_from_hand(state, player, unit, played):
    return True  # read from the spell on the chain, not the board (ops.registry.settle)


@_word(CONDITIONS, "enemy_alone_here", "a unit of another player is at its battlefield with no "
       "other unit of that player there (\"an enemy unit is alone here\")", rules=("002",))
def _c_enemy_alone(state, player, unit, played):
    if unit.at is None or unit.at == "base" or unit.zone != "board":
        return False  # a base holds only its player's units
    return any(o.controller != unit.controller and o.at == unit.at and not _friends_here(state, o)
               for o in _units(state))


@_player_word(CONDITIONS, "your_turn", "it is the player's own turn (\"on your turn\")", rules=("315",))
def _c_your_turn(state, player, unit, played):
    return state.turn_player == player


@_player_word(CONDITIONS, "your_beginning_phase", "it is the Beginning Phase of the player's own turn "
       "(format 2)", rules=("315.2",))
def _c_your_beginning(state, player, unit, played):
    game = state.game
    return game is not None and game.phase == "beginning" and state.turn_player == player


#: the conditions about the chain item itself, which ops.registry.settle reads from it
ITEM_CONDITIONS = frozenset({"played_from_hand"})


# -- counts: (state, player, unit, tag) -> int ----------------------------------------------------

@_word(COUNTS, "might", "the unit's current Might (not below 0)", rules=("143.2",),
       reads_might=True)
def _n_might(state, player, unit, tag):
    from . import might as _m  # (might.py reads this module's words: no import cycle)

    return max(0, _m.might(state, unit))


@_word(COUNTS, "assault", "the unit's Assault (its own, its Equipment's, granted)",
       rules=("807.1.b.3",))
def _n_assault(state, player, unit, tag):
    from . import might as _m  # (might.py reads this module's words: no import cycle)

    return _m.keyword_amount(state, unit, "assault")


@_word(COUNTS, "enemy_units_here", "units of other players at the unit's battlefield")
def _n_enemies(state, player, unit, tag):
    if unit.at is None or unit.at == "base":
        return 0  # a base holds only its player's units
    return sum(1 for o in _units(state) if o.controller != player and o.at == unit.at)


@_word(COUNTS, "buffed_friendly_units_at_battlefield", "buffed units of the player at the unit's "
       "battlefield (none while it is in a base)")
def _n_buffed_bf(state, player, unit, tag):
    if unit.at is None or unit.at == "base":
        return 0
    return sum(1 for o in _units(state) if o.controller == player and o.buffed and o.at == unit.at)


@_word(COUNTS, "temporary_friendly_units_at_battlefield",
       "units of the player with Temporary (printed or granted) at the unit's battlefield, "
       "itself included (none while it is in a base)", rules=("816.2",))
def _n_temporary_here(state, player, unit, tag):
    from .might import own_keyword  # (might.py reads this module's words: no import cycle)

    if unit.at is None or unit.at == "base":
        return 0
    return sum(1 for o in _units(state)
               if o.controller == player and o.at == unit.at and own_keyword(o, "temporary"))


@_word(COUNTS, "energy_cost", "the Energy cost printed on the card it is about (a spell on the "
       "chain included: Riposte reads the spell it counters, with `of`)", rules=("425.3",))
def _n_energy_cost(state, player, unit, tag):
    card = unit.card
    return (card.energy or 0) if card is not None else 0


@_player_word(COUNTS, "friendly_gear", "gear the player controls on the board")
def _n_gear(state, player, unit, tag):
    objects = state.objects
    return sum(1 for i in state.board_ids
               if objects[i].kind == "gear" and objects[i].controller == player)


@_word(COUNTS, "friendly_equipment_attached", "Equipment the player controls attached to the "
       "unit (read about the unit a passive ability reaches with `per_of = \"unit\"`)",
       rules=("718.3",))
def _n_equipment_on(state, player, unit, tag):
    objects = state.objects
    return sum(1 for e in unit.equipment if objects[e].controller == player)


@_player_word(COUNTS, "animal_tags", "how many of the tags Bird, Cat, Dog and Poro are among the "
       "player's units on the board")
def _n_animals(state, player, unit, tag):
    tags = set()
    for o in _units(state):
        if o.controller == player:
            tags.update(tags_of(state, o))
    return sum(1 for t in ANIMAL_TAGS if t in tags)


@_player_word(COUNTS, "friendly_units_tagged", "the player's units on the board with the tag `tag` "
       "(\"if you control a Poro\": at least 1)")
def _n_tagged(state, player, unit, tag):
    return sum(1 for o in _units(state)
               if o.controller == player and tag in tags_of(state, o))


@_player_word(COUNTS, "friendly_units", "the player's units on the board (\"for each friendly unit\")")
def _n_friendly_units(state, player, unit, tag):
    return sum(1 for o in _units(state) if o.controller == player)


@_word(COUNTS, "other_friendly_here_same_name", "other units of the player at the unit's "
       "location with the unit's name")
def _n_namesakes(state, player, unit, tag):
    return sum(1 for o in _friends_here(state, unit) if o.name == unit.name)


@_player_word(COUNTS, "cards_in_trash", "cards in the player's trash (Rhasa the Sunderer's cost)",
       rules=("108.2",))
def _n_trash(state, player, unit, tag):
    # a step under way may hold its objects as a batch of changes: `objects_map` ends it (txn.py)
    objects = state.objects_map()
    return sum(1 for o in objects.values() if o.zone == "trash" and o.owner == player)


@_word(COUNTS, "times_empowered", "how many times it is Empowered (0, or 1; up to 3 for Kayle, "
       "Justified)", rules=("827.1",))
def _n_times_empowered(state, player, unit, tag):
    return _times_empowered(unit)


def _runes_controlled(state, player) -> int:
    """The runes `player` controls on the board (zone "runes", format 2; 161)."""
    # mid-step a Txn's objects may be a batch of changes: objects_map() gives the map
    objects = state.objects_map()
    return sum(1 for o in objects.values() if o.zone == "runes" and o.controller == player)


@_player_word(COUNTS, "friendly_runes", "runes the player controls on the board (format 2; none in "
       "format 1)", rules=("161",))
def _n_runes(state, player, unit, tag):
    return _runes_controlled(state, player)


@_player_word(CONDITIONS, "four_or_fewer_runes", "the player controls 4 runes or fewer (format 2; "
       "format 1 has none)", rules=("161",))
def _c_few_runes(state, player, unit, played):
    return _runes_controlled(state, player) <= 4


@_player_word(CONDITIONS, "fewer_runes_than_opponent", "the player controls fewer runes than an opponent "
       "(format 2)", rules=("161",))
def _c_fewer_runes(state, player, unit, played):
    mine = _runes_controlled(state, player)
    return any(_runes_controlled(state, p) > mine for p in state.players if p != player)


@_player_word(CONDITIONS, "far_from_victory", "the player's score is more than 3 points short of the "
       "Victory Score (format 2; format 1 has no score: 0 of 8)", rules=("194.3",))
def _c_far_from_victory(state, player, unit, played):
    game = state.game
    if game is None:
        return True
    return game.sides[state.players.index(player)].points < _victory_score(state) - 3


@_word(COUNTS, "damage_marked", "the damage marked on the unit", rules=("143.3",))
def _n_damage_marked(state, player, unit, tag):
    return unit.damage


@_player_word(COUNTS, "friendly_token_units", "unit tokens the player controls on the board",
       rules=("180",))
def _n_token_units(state, player, unit, tag):
    return sum(1 for o in _units(state) if o.token and o.controller == player)


@_word(CONDITIONS, "same_name_in_trash", "a card with the unit's name is in the player's trash "
       "(Shadow Assassin)")
def _c_same_name_in_trash(state, player, unit, played):
    objects = state.objects_map()
    return any(o.zone == "trash" and o.owner == player and o.name == unit.name and o.id != unit.id
               for o in objects.values())


@_word(CONDITIONS, "first_move_this_turn", "the unit has moved once this turn, by a game "
       "action (\"the first time I move each turn\": read as that move's triggers fire)",
       rules=("446.1",))
def _c_first_move(state, player, unit, played):
    return unit.moves == 1


@_player_word(COUNTS, "friendly_equipment", "Equipment the player controls on the board, attached or "
       "not (\"for each Equipment you control\", Arise!)", rules=("718.3",))
def _n_equipment(state, player, unit, tag):
    objects = state.objects
    return sum(1 for i in state.board_ids
               if objects[i].kind == "gear" and objects[i].controller == player
               and objects[i].card is not None and objects[i].card.equipment)


@_player_word(COUNTS, "friendly_mighty_units", "the player's Mighty units on the board (5 Might or more: "
       "Show of Strength)", rules=("143.2",), reads_might=True)
def _n_mighty(state, player, unit, tag):
    from . import might as _m  # (might.py reads this module's words: no import cycle)

    return sum(1 for o in _units(state) if o.controller == player and _m.might(state, o) >= 5)


@_word(COUNTS, "other_friendly_battlefields", "battlefields the player controls other than the "
       "one it is about (a battlefield's own ability: Seat of Power)")
def _n_other_battlefields(state, player, unit, tag):
    objects = state.objects
    return sum(1 for i in state.board_ids
               if objects[i].kind == "battlefield" and objects[i].controller == player
               and objects[i].id != unit.id)


@_player_word(COUNTS, "other_friendly_might", "the total Might of the player's units on the board "
       "other than the unit it is about (\"your other units have total Might N or more\"; all "
       "of them once that unit has left the board)", rules=("143.2",), reads_might=True)
def _n_other_might(state, player, unit, tag):
    from . import might as _m  # (might.py reads this module's words: no import cycle)

    return sum(max(0, _m.might(state, o)) for o in _units(state)
               if o.controller == player and (unit is None or o.id != unit.id))


@_player_word(COUNTS, "friendly_battlefields", "battlefields the player controls")
def _n_battlefields(state, player, unit, tag):
    objects = state.objects
    return sum(1 for i in state.board_ids
               if objects[i].kind == "battlefield" and objects[i].controller == player)


def holds(state, word: str, player: str, unit: Obj | None, played: int = 0,
          at_least: int | None = None, tag: str | None = None) -> bool:
    """Whether the condition `word` holds (a condition about a unit is false without one). A
    count used as a condition holds when it is at least `at_least` (default 1: "if there is
    ...", "if you control a Poro")."""
    if word in COUNTS:
        return count(state, word, player, unit, tag) >= (1 if at_least is None else at_least)
    w = CONDITIONS[word]
    if unit is None and not w.player_only:
        return False
    return bool(w.read(state, player, unit, played))


def count(state, word: str, player: str, unit: Obj | None, tag: str | None = None) -> int:
    """The count `word` reads (0 without the unit it is about)."""
    if unit is None and not COUNTS[word].player_only:
        return 0
    return int(COUNTS[word].read(state, player, unit, tag))


def words_table(table: dict[str, Word]) -> str:
    """A docs/cards.md table of conditions or counts."""
    rows = ["| word | reads | rules |", "|---|---|---|"]
    for w in table.values():
        rows.append(f"| `{w.name}` | {w.does} | {', '.join(w.rules) or '-'} |")
    return "\n".join(rows)


# -- what a battlefield's own abilities read (its "here" is the battlefield itself) ---------------
def _place_of(unit: Obj) -> str | None:
    """The location an object is at; a battlefield is at itself."""
    return unit.id if unit.kind == "battlefield" else unit.at


def _player_units_at(state, player: str, place: str | None) -> list[Obj]:
    if place is None:
        return []
    return [o for o in _units(state) if o.controller == player and o.at == place]


@_word(COUNTS, "friendly_units_here", "the player's units at its location (a battlefield's: those "
       "at that battlefield; The Grand Plaza)")
def _n_friendly_here(state, player, unit, tag):
    return len(_player_units_at(state, player, _place_of(unit)))


@_word(COUNTS, "friendly_mighty_units_here", "the player's units with 5 or more Might (Mighty) at "
       "its location (a battlefield's: at that battlefield; Sunken Temple)", rules=("143.2",),
       reads_might=True)
def _n_mighty_here(state, player, unit, tag):
    from . import might as _m  # (might.py reads this module's words: no import cycle)

    return sum(1 for o in _player_units_at(state, player, _place_of(unit))
               if _m.might(state, o) >= 5)


# -- words for Origins cards (Draven, Showboat; Kadregrin the Infernal; Yi, Meditative) --------

def _side(state, player):
    """The player's part of the game (format 2), or None in format 1 (no points, no runes)."""
    game = state.game
    return game.sides[state.players.index(player)] if game is not None else None


@_player_word(COUNTS, "your_points", "the player's points (format 2; 0 in format 1, which keeps no "
       "score)", rules=("194.1",))
def _n_points(state, player, unit, tag):
    side = _side(state, player)
    return side.points if side is not None else 0


def _runes_of(state, player) -> int:
    # a step under way may hold its objects as a batch of changes: `objects_map` ends it (txn.py)
    objects = state.objects_map()
    return sum(1 for o in objects.values()
               if o.kind == "rune" and o.zone == "runes" and o.controller == player)


@_word(CONDITIONS, "eight_runes", "the player controls 8 or more runes (format 2: runes on the "
       "board, ready or exhausted)", rules=("430.1", "002"))
def _c_eight_runes(state, player, unit, played):
    return _runes_of(state, player) >= 8


@_player_word(COUNTS, "cards_played_this_turn", "cards the player has played this turn (tokens are no "
       "cards): Legion on an ability that is no play effect (\"if you have played a card this "
       "turn\", Sun Disc)", rules=("812.1.c", "350.2"))
def _n_played(state, player, unit, tag):
    return state.played_this_turn[state.players.index(player)]


@_word(CONDITIONS, "third_move", "the unit has moved exactly three times this turn (\"the third "
       "time I move in a turn\"; a move by a game action, 446.1; a sandbox move does not count)",
       rules=("446.1",))
def _c_third_move(state, player, unit, played):
    return unit.moves == 3


@_word(CONDITIONS, "facedown_at_battlefield", "the player controls a card hidden face down at a "
       "battlefield (format 2)", rules=("107.3", "811.1.b"))
def _c_facedown_here(state, player, unit, played):
    # a step under way may hold its objects as a batch of changes: `objects_map` ends it (txn.py)
    objects = state.objects_map()
    return any(o.zone == "facedown" and o.controller == player and o.at is not None
               for o in objects.values())


def _hand_size(state, player) -> int:
    """Cards in `player`'s hand: the named ones and the anonymous ones a draw put there."""
    objects = state.objects
    named = sum(1 for h in state.hand_ids if objects[h].owner == player)
    return named + state.hand_counts[state.players.index(player)]


@_player_word(CONDITIONS, "one_or_fewer_in_hand", "the player holds at most one card in hand "
              "(Jinx, Loose Cannon)")
def _c_one_or_fewer_in_hand(state, player, unit, played):
    return _hand_size(state, player) <= 1


@_player_word(COUNTS, "cards_in_hand", "cards in the player's hand (\"discard 1\" as a cost needs "
              "one: LeBlanc, Deceiver)", rules=("422.1",))
def _n_cards_in_hand(state, player, unit, tag):
    return _hand_size(state, player)


@_player_word(CONDITIONS, "opponent_controls_battlefield", "an opponent of the player controls a "
              "battlefield (format 2: one they conquered and still control, 469.1; an uncontrolled "
              "battlefield counts for no one, 190.2)", rules=("190.2", "469.1"))
def _c_opponent_bf(state, player, unit, played):
    objects = state.objects_map()
    return any(o.kind == "battlefield" and o.zone == "board" and o.controller is not None
               and o.controller != player for o in objects.values())


def _another_friendly_tagged(state, player, unit, tag: str) -> bool:
    """Whether `player` controls a unit with `tag` other than `unit` ("another Dragon")."""
    return any(o.id != unit.id and o.controller == player and tag in tags_of(state, o)
               for o in _units(state))


@_word(CONDITIONS, "another_friendly_dragon", "the player controls a Dragon other than the unit "
       "(\"if you control another Dragon\"; tags its Equipment gives count)", rules=("002",))
def _c_another_friendly_dragon(state, player, unit, played):
    return _another_friendly_tagged(state, player, unit, "Dragon")


@_word(CONDITIONS, "another_friendly_mech", "the player controls a Mech other than the unit "
       "(\"if you control another Mech\"; tags its Equipment gives count)", rules=("002",))
def _c_another_friendly_mech(state, player, unit, played):
    return _another_friendly_tagged(state, player, unit, "Mech")


@_word(CONDITIONS, "two_others_in_base", "the player has two or more units other than the unit "
       "in their base", rules=("002",))
def _c_two_others_in_base(state, player, unit, played):
    return sum(1 for o in _units(state)
               if o.id != unit.id and o.controller == player and o.at == "base") >= 2


@_player_word(CONDITIONS, "two_or_fewer_in_hand", "the player has at most two cards in their hand "
              "(named or drawn anonymously)", rules=("002",))
def _c_two_or_fewer_in_hand(state, player, unit, played):
    return _hand_size(state, player) <= 2


@_player_word(CONDITIONS, "opponent_controls_stunned", "another player controls a stunned unit, "
              "wherever it is (\"if an opponent controls a stunned unit\": Monch)",
              rules=("423.1",))
def _c_opponent_controls_stunned(state, player, unit, played):
    return any(o.stunned and o.controller != player for o in _units(state))


@_player_word(CONDITIONS, "four_cards_four_units", "the player has exactly 4 cards in hand and "
              "exactly 4 units of theirs at battlefields (Gutter Palace)", rules=("108.7", "002"))
def _c_four_cards_four_units(state, player, unit, played):
    at_battlefields = sum(1 for o in _units(state)
                          if o.controller == player and o.at is not None and o.at != "base")
    if at_battlefields != 4:
        return False
    return _hand_size(state, player) == 4


@_player_word(CONDITIONS, "gained_xp_this_turn", "the player has gained XP this turn (format 2; "
              "spending it does not undo that)", rules=("730",))
def _c_gained_xp_this_turn(state, player, unit, played):
    game = state.game
    return game is not None and game.sides[state.players.index(player)].gained_xp


@_word(CONDITIONS, "enemy_alone_where_it_was", "a unit of another player than the player is "
       "alone (no other unit of its controller there) at the unit's battlefield: the one it is at, "
       "or, once it has moved to its base, the one its last move started from (446.1; Isolate's "
       "\"that battlefield\")", rules=("002", "446.1"))
def _c_enemy_alone_where_it_was(state, player, unit, played):
    if unit is None or unit.zone != "board":
        return False
    bf = unit.at if unit.at not in (None, "base") else unit.moved_from
    if bf is None or bf == "base":
        return False
    return any(o.controller != player and o.at == bf and not _friends_here(state, o)
               for o in _units(state))


@_word(CONDITIONS, "not_one_friend_at_battlefield", "the unit is not at a battlefield with "
       "exactly one other unit of its controller (in a base, alone, or with two or more: Sacred "
       "Protector's combat damage)", rules=("002", "465.2"))
def _c_not_one_friend(state, player, unit, played):
    return not _c_one_friend(state, player, unit, played)


#: the kinds of card GameState.kinds_played counts, in its order
KINDS_COUNTED = ("unit", "gear", "spell")


def played_count(state, player: str, kind: str) -> int:
    """How many cards of `kind` `player` has played this turn (GameState.kinds_played, which
    triggers.record_played keeps)."""
    counts = state.kinds_played
    if not counts:
        return 0
    return counts[state.players.index(player) * len(KINDS_COUNTED) + KINDS_COUNTED.index(kind)]


@_player_word(CONDITIONS, "first_gear_card_this_turn", "the gear card just played is the first "
              "gear card (not a token, 350.2) the player has played this turn (\"the first time "
              "you play a non-token gear each turn\": Jayce, Brilliant Inventor)")
def _c_first_gear_card(state, player, unit, played):
    return played_count(state, player, "gear") == 1  # a count of gear cards, tokens apart


@_player_word(CONDITIONS, "spent_two_power_this_turn", "the player has spent 2 Power or more this "
              "turn, of any domains (a strict format 2 game's costs; nothing is spent where costs "
              "are free; Sivir, Mercenary)", rules=("163.2.b", "357"))
def _c_spent_two_power_this_turn(state, player, unit, played):
    return state.power_spent[state.players.index(player)] >= 2


@_player_word(CONDITIONS, "played_equipment_this_turn", "the player has played an Equipment card "
              "this turn (Azir, Emperor of the Sands)", rules=("350.2", "718"))
def _c_played_equipment_this_turn(state, player, unit, played):
    return player in state.equipment_played


@_player_word(CONDITIONS, "gold_adds_energy", "the player's score is 3 points or fewer short of "
              "the Victory Score and a passive ability of theirs makes their Gold add 1 Energy "
              "more (format 2; Renata Glasc, Chem-Baroness)", rules=("194.3", "429.1"))
def _c_gold_adds_energy(state, player, unit, played):
    if _c_far_from_victory(state, player, unit, played):
        return False
    objects = state.objects
    return any(objects[i].controller == player
               for i in state.static_ops.get("gold_extra_energy", ()))
@_player_word(CONDITIONS, "discarded_this_turn", "the player has discarded a card this turn, as a "
              "cost or by an instruction (Raging Soul)", rules=("422.1", "317.2.c"))
def _c_discarded_this_turn(state, player, unit, played):
    return ("discarded", player) in state.turn_facts


@_player_word(CONDITIONS, "enemy_unit_died_this_turn", "a unit another player controlled has died "
              "this turn (Spoils of War)", rules=("428.1.a.1", "428.1.a.2", "317.2.c"))
def _c_enemy_unit_died_this_turn(state, player, unit, played):
    return any(what == "unit_died" and who != player for what, who in state.turn_facts)


@_word(CONDITIONS, "equipped", "the unit has one or more Equipment attached (\"an equipped "
       "unit\", Strike Down)", rules=("718.3",))
def _c_equipped(state, player, unit, played):
    return unit.kind == "unit" and bool(unit.equipment)


@_word(CONDITIONS, "one_on_one", "the unit attacks or defends \"one on one\": the combat under "
       "way has exactly one attacker and one defender, and it is one of them",
       rules=("383.4.e", "383.4.f"))
def _c_one_on_one(state, player, unit, played):
    c = state.combat
    return (c is not None and len(c.attackers) == 1 and len(c.defenders) == 1
            and unit.id in (c.attackers | c.defenders))


@_word(CONDITIONS, "two_friendly_here", "the player has exactly two units at its location (a "
       "battlefield's: at that battlefield; \"exactly two units there\", Shadow Dash)")
def _c_two_friendly_here(state, player, unit, played):
    return len(_player_units_at(state, player, _place_of(unit))) == 2


@_player_word(CONDITIONS, "seven_runes", "the player controls 7 or more runes (format 2: runes on "
              "the board, ready or exhausted; Esteemed Hierophant)", rules=("430.1", "002"))
def _c_seven_runes(state, player, unit, played):
    return _runes_of(state, player) >= 7


@_player_word(CONDITIONS, "chose_enemy_this_turn", "a spell or ability of the player has chosen "
              "(targeted) an enemy unit this turn (383.4.b.3; Hungry Wolf)", rules=("383.4.b.3",))
def _c_chose_enemy_this_turn(state, player, unit, played):
    return f"chose_enemy:{player}" in state.first_times


@_player_word(CONDITIONS, "conquered_with_three_excess", "the player's latest Conquer this turn "
              "came from a combat at that battlefield in which they assigned 3 or more excess "
              "damage: combat damage beyond what was lethal to the units they assigned it to "
              "(format 2; a Conquer without a combat has none; Trapping Grounds, Yeti Brawler)",
              rules=("465.2.c", "469.1"))
def _c_conquered_with_three_excess(state, player, unit, played):
    game = state.game
    if game is None:
        return False
    won = game.sides[state.players.index(player)].conquer_excess
    return bool(won) and won[-1][1] >= 3


@_player_word(CONDITIONS, "unit_died_this_turn", "a unit, either player's, died this turn "
              "(format 2; a format 1 file keeps no turns: never; Towering Pairofant)",
              rules=("428.1",))
def _c_unit_died_this_turn(state, player, unit, played):
    game = state.game
    return game is not None and any(s.deaths for s in game.sides)


@_player_word(CONDITIONS, "friendly_died_in_your_beginning_phase", "it is the player's turn and "
              "a unit of theirs died during its Beginning Phase (format 2; Shadow Watcher)",
              rules=("428.1", "315.2"))
def _c_friendly_died_in_your_beginning_phase(state, player, unit, played):
    game = state.game
    if game is None or state.turn_player != player:
        return False
    return "beginning" in game.sides[state.players.index(player)].deaths


@_player_word(CONDITIONS, "spent_four_on_a_spell", "the player spent 4 Energy or more to play one "
              "spell this turn: its cost after reductions, paid by a step (the sandbox pays it "
              "for free; a spell played from face down or by an effect ignoring its cost costs "
              "nothing; format 2; Prepared Neophyte)", rules=("357", "811.6"))
def _c_spent_four_on_a_spell(state, player, unit, played):
    game = state.game
    return game is not None and game.sides[state.players.index(player)].spell_spent_max >= 4


@_player_word(CONDITIONS, "spent_four_on_this_spell", "the spell just played, now the newest "
              "item of the chain, is the player's and cost them 4 Energy or more as a step "
              "played it (after reductions; the sandbox pays it for free; format 2: \"when you "
              "play a spell, if you spent 4 or more\", Revna the Lorekeeper)",
              rules=("357", "383.4.a.4"))
def _c_spent_four_on_this_spell(state, player, unit, played):
    game = state.game
    if game is None or not state.chain:
        return False
    top = state.chain[-1]
    last = game.sides[state.players.index(player)].last_spell_spent
    return (top.kind == "spell" and top.controller == player and last is not None
            and (top.host, top.step) == last[:2] and last[2] >= 4)


class _WithoutSelfReaders:
    """A state read as it is, except that the passive abilities of the sources whose text has a
    passive ability depending on `word` are left out: the Might those abilities find is the one
    before they apply (476.3)."""

    def __init__(self, state, word: str):
        self._state = state
        objects = state.objects
        ops = {}
        for op, ids in state.static_ops.items():
            ops[op] = tuple(i for i in ids if not _reads_word(objects[i], word))
        self.static_ops = ops

    def __getattr__(self, name):
        return getattr(self._state, name)


def _reads_word(o: Obj, word: str) -> bool:
    """Whether a static source's passive abilities (own, or granted to its unit by an
    Equipment) include one that applies only while `word` holds."""
    card = o.card
    if card is None:
        return False
    granted = card.grants.statics if card.grants is not None else ()
    return any(st.when == word for st in (*card.text.statics, *granted))


@_word(CONDITIONS, "mighty_before_own_keywords", "the unit is Mighty (5 or more Might) before the "
       "passive abilities that apply only while it is: their Shield does not count toward it, "
       "so a keyword it gives itself while Mighty never keeps it Mighty (476.3, 708; Fiora, "
       "Victorious)", rules=("708", "476.3"))
def _c_mighty_before_own_keywords(state, player, unit, played):
    from . import might as _m  # (might.py reads this module's words: no import cycle)

    if unit is None:
        return False
    return _m.might(_WithoutSelfReaders(state, "mighty_before_own_keywords"), unit) >= 5


@_player_word(CONDITIONS, "played_unit_gear_and_spell_this_turn", "the player has played a unit "
              "card, a gear card and a spell this turn (tokens are no cards, 350.2; a countered "
              "card counts as played unless the ruleset says otherwise, 425.1.b; Swain, "
              "Visionary)", rules=("350.2", "425.1.b"))
def _c_played_unit_gear_and_spell(state, player, unit, played):
    return all(played_count(state, player, kind) for kind in KINDS_COUNTED)
