"""Card definitions as data: what the card library builds and the engine executes.

The engine never parses files; `riftboard.cards` turns card files into these objects. Every
instruction a card can give is one of the primitives of the registry (`riftboard.engine.ops`),
every trigger one of its triggers, so a designer card can only ask for what the engine models
(fail closed, DESIGN.md).
"""

from __future__ import annotations

import attrs

from .values import Value

#: a legend and a rune: format 2 (107.4, 161); a rune's two abilities are the rules' (164.2)
KINDS = ("unit", "spell", "gear", "battlefield", "legend", "rune")

#: who a static Might or keyword effect applies to.
STATIC_WHO = ("self", "other_friendly_here", "friendly_here", "units_here", "enemy_here",
              "friendly", "other_friendly", "all_units")
STATIC_OPS = ("might", "keyword", "bonus_damage", "enter_ready", "unchoosable", "no_temporary",
              "save", "no_move_to_base", "no_damage", "no_enemy_move", "deathknell_again",
              "accelerate_elsewhere", "no_combat_damage", "lethal_any", "gold_extra_energy",
              "no_opponent_points", "no_enemy_spell_damage",
              # "your conquer (hold) effects for conquering (holding) here trigger an additional
              # time" (Red Brambleback, Blue Sentinel: turns._scoring_triggers)
              "conquer_again", "hold_again")
#: keywords a passive ability can grant (Assault/Shield N with its amount)
STATIC_KEYWORDS = ("tank", "assault", "shield", "ganking", "deflect")
KEYWORDS_NUMERIC = ("assault", "shield")

#: target selectors: what, where, side.
TARGET_WHAT = ("unit", "gear", "equipment", "battlefield", "permanent", "spell",
               "spell_or_ability", "trash_spell")
#: the target kinds that choose an item on the chain rather than an object on the board (425.3)
TARGET_ON_CHAIN = ("spell", "spell_or_ability")
#: what a spell on the chain must have chosen (TargetSpec.chooses): "friendly", a unit or gear
#: the choosing player controls; "first_only", the first target and no other unit they control
TARGET_CHOOSES = (None, "friendly", "first_only")
TARGET_WHERE = (None, "battlefield", "here", "base", "with_first", "moved_to_or_from",
                "apart_from_first", "apart_from_earlier", "battlefield_if_unit")
#: what a target must be besides (TargetSpec.require)
TARGET_REQUIRE = (None, "buffed", "damaged", "attacking", "defending", "stunned", "other",
                  "token", "weaker", "exhausted", "elsewhere", "occupied", "not_temporary",
                  "in_showdown", "attached", "detached", "weaker_than_first", "equipped",
                  "empowered", "energy_within_might", "fury_threatened")
#: what a passive ability may require of the units it reaches (Static.require): only units that
#: have a buff, only tokens (Soul Shepherd), only Temporary ones (Black Flame Altar); "weaker"
#: (less Might than the object that has it) only where the ability changes no Might (an
#: unchoosable passive, or a `save`: Soraka); "in_combat": a death during combat (Altar of Blood)
STATIC_REQUIRE = (None, "buffed", "token", "temporary", "weaker", "in_combat", "moved_twice",
                  "empowered", "tank")
TARGET_SIDE = (None, "friendly", "enemy")


@attrs.frozen(repr=False)
class TargetSpec(Value):
    """One target a spell or ability asks for, with its restrictions."""

    what: str = "unit"
    where: str | None = None
    side: str | None = None
    require: str | None = None  # one of TARGET_REQUIRE: "buffed", "damaged", "attacking", ...
    might_at_most: int | None = None  # "with N Might or less" (its current Might)
    domain: str | None = None  # "a Calm unit": its card has that domain (002)
    optional: bool = False  # "up to one": the step may leave it (and the ones after it) out
    #: a separate instruction's own "a unit": it may be an object an earlier target already is
    #: (Falling Star's two "deal 3 to a unit"); otherwise the targets differ
    same_ok: bool = False
    #: `what = "spell"`: a spell on the chain whose cost is at most this Energy / this Power
    #: (`"spell_or_ability"`: an ability on the chain too, named by its id HOST#N)
    energy_at_most: int | None = None
    power_at_most: int | None = None
    #: `what = "spell"`: what the spell must have chosen (one of TARGET_CHOOSES)
    chooses: str | None = None
    #: "another friendly Mech": the object has this tag (printed, or given by its Equipment)
    tag: str | None = None
    #: "a non-Dragon unit": the object does not have this tag (printed, or given by Equipment)
    not_tag: str | None = None

    def describe(self) -> str:
        if self.what in TARGET_ON_CHAIN:
            return self._describe_spell()
        if self.what == "trash_spell":
            return "a spell card in its player's trash"
        side = {"friendly": "friendly ", "enemy": "enemy "}.get(self.side or "", "")
        where = {"battlefield": " at a battlefield", "here": " at its location",
                 "base": " in a base",
                 "with_first": " at the same location as the first",
                 "moved_to_or_from": " at a battlefield it moved to or from",
                 "apart_from_first": " at another location than the first",
                 "apart_from_earlier": " at a location none of the earlier targets is at",
                 "battlefield_if_unit": " (a unit: at a battlefield)"}.get(self.where or "", "")
        if self.might_at_most is not None:
            where += f" with {self.might_at_most} Might or less"
        if self.domain is not None:
            side += f"{self.domain.capitalize()} "
        if self.tag is not None:
            side += f"{self.tag} "
        if self.not_tag is not None:
            side += f"non-{self.not_tag} "
        if self.require == "occupied":
            where += " where you have units"
        elif self.require == "weaker_than_first":
            where += " with less Might than the first"
        elif self.require not in (None, "other"):
            where += f" ({self.require})"
        what = f"other {self.what}" if self.require == "other" else self.what
        said = f"an {side}{what}{where}" if side.startswith("e") else f"a {side}{what}{where}"
        return f"up to one {side}{what}{where}" if self.optional else said

    def _describe_spell(self) -> str:
        """A spell on the chain, with its restrictions ("an enemy spell on the chain costing at
        most 4 Energy and 1 Power")."""
        side = {"friendly": "friendly ", "enemy": "enemy "}.get(self.side or "", "")
        costs = [f"{n} {what}" for n, what in ((self.energy_at_most, "Energy"),
                                              (self.power_at_most, "Power")) if n is not None]
        what = "spell or ability" if self.what == "spell_or_ability" else "spell"
        said = f"{'an' if side.startswith('e') else 'a'} {side}{what} on the chain"
        if costs:
            said += f" costing at most {' and '.join(costs)}"
        if self.chooses == "friendly":
            said += " that chose a friendly unit or gear"
        elif self.chooses == "first_only":
            said += " that chose the first target and no other friendly unit"
        return said


# A card's instructions and the card itself keep their fields in a __dict__ (the other card
# values are slotted, as attrs makes them): a frozen slotted class sets each field through an
# object.__setattr__ call, and a CardDef has 65 fields, most of them at their default. The
# library builds every definition when it loads (855 cards with effects, 1,071 Effects in
# them), and with a __dict__ that takes 11 % fewer machine instructions in all (525M -> 465M,
# the empty interpreter 39M); a Void Seeker step is unchanged (748k against 751k). A few thousand objects,
# made once: the memory and the collector's walk do not count here, as they do for Event.
@attrs.frozen(repr=False, slots=False)
class Effect(Value):
    """One instruction: a primitive of the registry (riftboard.engine.ops) and its arguments."""

    op: str
    target: int | str | None = None  # 1-based target index, or "self", "subject", "chosen"
    other: int | None = None
    amount: int | None = None
    floor: int | None = None
    who: str | None = None
    may: bool = False
    trigger: str | None = None  # a delayed ability's trigger
    effects: tuple[Effect, ...] = ()  # a delayed ability's instructions
    name: str | None = None  # the kind of token to create
    where: str | None = None  # where tokens are created: "base" or "here"
    enters: str | None = None  # how a gear token enters: "ready" (default) or "exhausted"
    if_paid: bool = False  # a spell's instruction done only if its optional cost was paid
    unless_paid: bool = False  # ... only if it was not ("deal 5 instead", Ruthless Strike)
    #: a board condition (riftboard.engine.board.CONDITIONS) the instruction needs ("if ..."),
    #: or must not meet (`unless`), about its target (or the object that has the ability)
    cond: str | None = None
    unless: str | None = None
    #: `amount` as "for each" / "equal to" (a count of riftboard.engine.board.COUNTS)
    per: str | None = None
    of: int | str | None = None  # what `per` is about: a target number or "self" (default: target)
    by: int | str | None = None  # unit_deals: the unit that deals the damage
    once: bool = False  # delayed: it triggers only the next time
    at_least: int | None = None  # a count used as `cond`/`unless` holds at this many (default 1)
    tag: str | None = None  # the tag a count of tagged units reads
    what: str | None = None  # a group's kind of object: "unit", "gear", "permanent"
    among: str | None = None  # what `choose_each` picks among: "own", "not_yours", "any"
    order: str | None = None  # who chooses first for `choose_each`: "turn", "next"
    to: str | None = None  # a group move's fixed destination ("base")
    then_to: bool = False  # move: to the step's second destination (`then_to`), not its `to`
    pick: bool = False  # "any number of" the group: the step's `choose` names which
    keyword: str | None = None  # the keyword `grant_keyword` gives
    this_turn: bool | None = None  # a granted keyword ends with the turn (default) or not
    this_combat: bool | None = None  # a granted keyword ends with the combat
    detach: bool | None = None  # `attach`: detach instead when already attached to that unit
    max_energy: int | None = None  # a card chosen from the trash costs at most this Energy
    max_power: int | None = None  # ... and at most this Power
    min_energy: int | None = None  # look_pick: only a card whose printed Energy is at least this
    might_at_most: int | None = None  # a group: only units with this much Might or less
    tagged: str | None = None  # a group: only objects with this tag ("your Mechs")
    damaged: bool = False  # a group: only units with damage marked
    draw: int | None = None  # deal_unless_draw: the cards drawn instead of the damage
    chooser: str | None = None  # draw_or_channel: who chooses ("you", "opponent")
    both: bool = False  # draw_or_channel: the chooser gets the same
    then: str | None = None  # spend_buffs: what each buff spent gives ("ready_it", "channel")
    next_only: bool = False  # units_enter_ready: only the next unit played this turn
    domain: str | None = None  # add_power: the Power's domain ("any": universal, 163.2.b)
    only: str | None = None  # add_energy / add_power: what it may be spent on (state.RESTRICTIONS)
    exhausted: bool = False  # channel: the runes enter exhausted (card text, 002)
    facedown: bool = False  # reveal_hand: its controller also sees that player's face-down cards
    more: int | None = None  # look_banish_play: Might up to this much more than `other` had
    recycle: bool = False  # play_spell_from_trash: the spell is recycled after it is played
    unit: int | None = None  # deal_and_others: the target number of the unit dealt `amount`
    others: int | None = None  # deal_and_others: dealt to each other enemy unit there
    #: the card played costs this much less Energy (banish_top_play, reveal_banish_play)
    less: int | None = None


@attrs.frozen(repr=False)
class Mode(Value):
    """One of a spell's modes ("choose one": a bulleted list, 355.3): what it chooses and what it
    does when its player picks it as the spell is played."""

    summary: str = ""
    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Effect, ...] = ()


@attrs.frozen(repr=False)
class Ability(Value):
    """An activated or triggered ability (numbered in text order, SPEC section 4)."""

    kind: str  # activated | triggered
    effects: tuple[Effect, ...]
    targets: tuple[TargetSpec, ...] = ()
    cost: tuple[str, ...] = ()  # "exhaust", "discard"
    #: the Energy and Power of its cost ("[2], exhaust: ...", 377.1); a triggered ability's are
    #: what its "you may pay ..." asks, its base cost, paid as it goes on the chain (383.3.b):
    #: paid in strict mode as a card's cost is (357), free in the sandbox
    energy: int = 0
    power: int = 0
    #: the domain that Power must be of: None, one of the card's own domains; "any" ([A],
    #: 163.2.b); or one named domain
    power_domain: str | None = None
    trigger: str | None = None
    zone: str = "board"  # where a triggered ability works from: board | trash
    may: bool = False  # "you may" as the first part of the effect (383.3.a)
    summary: str = ""
    equip: bool = False
    #: a `play_card` / `you_play_card` trigger that waits only for a card of this kind
    #: ("when you play a spell", "... a gear", "... another unit")
    played: str | None = None
    #: ... and only for a card whose printed Energy cost is at least this ("a spell that costs
    #: [5] or more")
    played_energy: int | None = None
    #: ... and only for a unit whose printed Might is at least this ("when you play a Mighty
    #: unit": 5, 143.2; a card on the chain has its printed Might)
    played_might: int | None = None
    #: ... and only for a card with this tag ("when you play another Dragon")
    played_tag: str | None = None
    #: a `play_card` / `you_play_card` trigger that waits only for a card whose printed Power
    #: cost is at least this, of any kind ("a card with Power cost 2 or more"; a token has none)
    played_power: int | None = None
    #: a `friendly_die` trigger that waits only for a unit that had a buff ("buffed") or that is
    #: not a Recruit ("non_recruit"), as it was when it died
    require: str | None = None
    #: "if you paid the additional cost": a Play Effect that triggers only then (356.4.f.1)
    if_paid: bool = False
    #: a condition (board.CONDITIONS) about the object that has it: a triggered ability
    #: triggers only if it holds then; an activated one can be used only while it holds
    cond: str | None = None
    at_least: int | None = None  # a count used as `cond` holds at this many (default 1)
    tag: str | None = None  # the tag a count of tagged units reads
    #: "once each turn": a triggered ability that triggers at most once a turn (Pyke, Returned)
    once_per_turn: bool = False
    #: "the first time ... each turn" (383.1.b): a triggered ability that triggers only once a
    #: turn, the first time its trigger is met while the object is there to hear it
    first_each_turn: bool = False
    #: an activated ability with Reaction (813): strict mode lets it be used wherever a Reaction
    #: may be played (309.1.a, 312, 813.1), on any player's turn
    reaction: bool = False
    #: an activated ability with Action (806): strict mode lets its controller use it in their
    #: own turn's Main Phase or, holding Focus, in a showdown (308.1.a), not only at an activated
    #: ability's default timing (381) (Zed, Without a Sound)
    action: bool = False


@attrs.frozen(repr=False)
class Static(Value):
    """A passive ability: a Might change, a granted keyword, or Bonus Damage to units here."""

    op: str
    who: str
    amount: int = 0
    keyword: str | None = None
    require: str | None = None  # "buffed": only units that have a buff; "token": only tokens
    when: str | None = None  # a board condition about the unit reached (board.CONDITIONS)
    #: "self": `when` reads the object that has it instead (Rage Amplifier); "equipment": an
    #: Equipment's granted passive ability reads the Equipment itself (Brutalizer)
    of: str | None = None
    per: str | None = None  # `amount` for each of a count about the object (board.COUNTS)
    #: "unit": `per` counts about the unit the ability reaches, not the object that has it
    #: ("your Equipment each give Assault": the Equipment on that unit)
    per_of: str | None = None
    #: a `save` whose replacement costs something, paid as it applies (369): "exhaust_source"
    #: (the object that has it, which must be ready) and/or "spend_buff" (the dying unit's buff,
    #: which it must have) (Sett, The Boss); "kill_source": the object that has it is killed in
    #: the unit's place (Zhonya's Hourglass)
    pay: tuple[str, ...] = ()
    may: bool = False  # a `save` the dying unit's controller may decline (371.2)
    #: only units with this tag ("your Mechs"): printed, or given by their Equipment (718.3)
    tag: str | None = None
    #: a Might change "to a minimum of N" (Leona, Zealot): it lowers Might no further than N
    #: (a unit already below keeps its Might), applied after every other change
    floor: int | None = None


@attrs.frozen(repr=False)
class Text(Value):
    """A rules text (or an Equipment's effect text): keywords, abilities, statics, replacements."""

    tank: bool = False
    assault: int = 0
    shield: int = 0
    abilities: tuple[Ability, ...] = ()
    statics: tuple[Static, ...] = ()
    replacements: tuple[str, ...] = ()  # "guardian_angel": if I would die, kill the gear instead
    #: an Equipment's effect text only: tags the equipped unit has ("I am a Mech", Experimental
    #: Hexplate) and keywords shown on it that the sandbox leaves inert (Deflect, a cost)
    tags: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()


_NO_WORDS: frozenset = frozenset()


def _by_op(statics) -> dict:
    """Passive abilities grouped by op, in text order."""
    by_op: dict = {}
    for st in statics:
        by_op.setdefault(st.op, []).append(st)
    return {k: tuple(v) for k, v in by_op.items()}


@attrs.frozen(repr=False, slots=False)  # a __dict__, as Effect's (above)
class CardDef(Value):
    """A card of the library."""

    name: str
    kind: str
    might: int | None = None
    might_bonus: int = 0
    equipment: bool = False
    token: bool = False
    official: bool = True
    keywords: tuple[str, ...] = ()  # for display (Action, Reaction, Hidden, Tank, Assault 2, ...)
    tags: tuple[str, ...] = ()
    #: the card's domains ("fury", "calm", ...), from the facts file: "an enemy Calm unit" (002)
    domains: tuple[str, ...] = ()
    energy: int | None = None
    power: int | None = None
    summary: str = ""
    targets: tuple[TargetSpec, ...] = ()  # a spell's targets
    effects: tuple[Effect, ...] = ()  # a spell's instructions
    #: a spell whose player chooses one of these as it is played (355.3), instead of `targets`
    #: and `effects`: the play step's `mode` (1-based) names it
    modes: tuple[Mode, ...] = ()
    text: Text = Text()
    grants: Text | None = None  # an Equipment's effect text
    modelled: str = "full"  # how far the library models it: full | partial | none (SPEC section 3)
    not_modelled: str = ""  # what is left out, in words
    #: a gear whose text says it enters exhausted (Iron Ballista); the rules' default is ready
    #: (149.1), and card text supersedes rules text (002)
    enters_exhausted: bool = False
    #: a unit whose text says it enters ready ("I enter ready", 002); the rules' default for a
    #: unit is exhausted (143.4)
    enters_ready: bool = False
    #: "you may pay ... as an additional cost to play me": the step's `may` says whether its
    #: player pays it as the card is played (356.2.b.1); Energy and Power are free in the sandbox.
    #: "exhaust_legend": the cost is exhausting its player's legend (Bard, Mercurial), paid in
    #: every mode and offered only while the legend is ready; "exhaust_friendly_unit": exhausting
    #: one of its player's ready units (Meditation), offered only while they have one
    optional_cost: bool | str = False
    #: that optional additional cost is "discard 1" (a spell's: Ruthless Strike, 422.1): paid,
    #: its player discards a card from their hand as the spell is played
    optional_discard: bool = False
    #: mandatory additional costs paid as it is played ("kill a friendly unit", 428.1.a.1)
    play_cost: tuple[str, ...] = ()
    #: a Flow spell's Flow cost ("[Flow] [cost]", 829.1.b): played from the trash it is played
    #: for this instead of its printed cost (356.1.a). None: the library does not have it, and
    #: a strict game refuses the play from the trash (fail closed)
    flow_energy: int | None = None
    flow_power: int = 0
    #: the domain that Flow Power is of: None, one of the card's domains; "any" ([A], 163.2.b)
    flow_domain: str | None = None
    #: a unit whose text says it deals no combat damage (002; as if always Stunned for 465.2)
    no_combat_damage: bool = False
    #: a spell whose text says it can't be countered (002): no counter may choose it (054.1)
    uncounterable: bool = False
    #: a battlefield whose text lets units make a standard move to it from any location, another
    #: battlefield included, as if they had Ganking (002; Baron Pit)
    moves_in_from_anywhere: bool = False
    #: Deflect is ignored (766): on a spell, while paying its costs (Decree of Insight); on a
    #: battlefield, by spells and abilities choosing something there (Heisho)
    ignores_deflect: bool = False
    #: a unit whose text says its controller ignores Tank as they assign combat damage at its
    #: battlefield (465.2.c; Dune Surfer): combat.py reads it
    ignores_tank_here: bool = False
    #: a unit whose text says that while it is at a battlefield, every player channels only 1
    #: rune at the start of their Channel Phase (315.3.b; Sandstone Chimera): turns.py reads it
    channel_one: bool = False
    #: a unit or gear whose text says that when a combat its controller attacks in ends in a
    #: tie (attackers and defenders both left after combat damage), every unit there is
    #: recalled instead of the attackers alone (466.1.a.2; Symbol of the Solari):
    #: cleanup.py reads it
    attacker_tie_recalls_all: bool = False
    #: a unit whose text lets it be played to a battlefield where there are enemy units, even
    #: one its player neither controls nor has units at (002; Rengar, Trophy Hunter)
    plays_to_enemies: bool = False
    #: a unit whose text lets it be played to a battlefield where its player is the attacker in
    #: the combat under way (002; Rengar, Pouncing): it joins the attack (464.2.c.3.a)
    plays_to_attacked: bool = False
    #: a unit whose text lets it be played to a battlefield where an enemy unit is alone (no
    #: other unit of its controller there), and a permanent whose text lets its player's units
    #: be played there while it is on the board (002; Arachnoid Horror, both)
    plays_to_lone_enemy: bool = False
    friendly_plays_to_lone_enemy: bool = False
    #: a unit whose text says it may be played only to a battlefield its player conquered this
    #: turn, nowhere else (002, 054.1; Perched Grimwyrm): a restriction, not a permission
    plays_only_to_conquered: bool = False
    #: a unit whose text says each Equipment attached to it gives twice its base Might bonus
    #: (002, 718.3; Gearhead): might.py reads it
    double_equipment_bonus: bool = False
    #: a battlefield whose text raises the points needed to win by this many while it is on
    #: the board (002; Aspirant's Climb): turns.victory_score reads it
    victory_score_plus: int = 0
    #: a battlefield whose Facedown Zone holds this many cards more than one (107.3.b; card
    #: text, 002; Bandle Tree): turns.facedown_capacity reads it
    facedown_extra: int = 0
    #: a battlefield whose text says units can't be played there (002; Rockfall Path):
    #: game.play refuses a unit played to it (from the hand or from face down)
    no_unit_plays: bool = False
    #: a unit whose text lets it be played to an open battlefield: one no player controls
    #: (002; Sneaky Deckhand)
    plays_to_open: bool = False
    #: a permanent whose text lets its player's units be played to open battlefields while it
    #: is on the board (002; Miss Fortune, Buccaneer)
    friendly_plays_to_open: bool = False
    #: a unit whose text lets it be played to an occupied enemy battlefield: one another player
    #: controls, with units there (002; Deadbloom Predator)
    plays_to_enemy_battlefield: bool = False
    #: a permanent whose text makes the cards its player plays cost less (Herald of Scales:
    #: "your Dragons"; Eager Apprentice: "spells you play", while at a battlefield): Energy
    #: taken off, down to `reduces_costs_floor` at the lowest (002); None: no such text
    reduces_costs: int = 0
    reduces_costs_what: str | None = None  # "unit", "spell", "gear": only cards of that kind
    reduces_costs_tag: str | None = None  # only cards with this tag ("Dragon")
    reduces_costs_if: str | None = None  # a condition about the permanent ("at_battlefield")
    reduces_costs_floor: int = 0
    #: a permanent whose text gives its player's spells and abilities this much Bonus Damage on
    #: every unit they deal damage to (712-715; Annie, Fiery)
    your_bonus_damage: int = 0
    #: "I cost N less" (002): the Energy its player pays is this much less, never below 0;
    #: only while `cost_less_if` holds (a condition: Legion, 812.1.c), or N for each of what
    #: `cost_less_per` counts (a count: the cards in its player's trash)
    cost_less: int = 0
    cost_less_if: str | None = None
    cost_less_per: str | None = None
    #: "[Level N] I cost [E][P] less" (356: a discount to the total cost): (the Level's
    #: condition word, Energy less, Power less) in text order; the last whose Level its player
    #: has applies ("... less instead"), never below 0 (356.6)
    level_discounts: tuple[tuple[str, int, int], ...] = ()
    # Facts derived once, when the definition is built (card definitions never change):
    #: the card's own activated and triggered abilities as (ability, None) pairs, in number order
    own_abilities: tuple = attrs.field(init=False, eq=False, repr=False)
    #: (trigger, zone) -> the (number, ability) pairs of the own triggered abilities for it
    triggers: dict = attrs.field(init=False, eq=False, repr=False)

    #: op -> the card's own passive abilities of that op (Might, keyword, Bonus Damage)
    statics_by_op: dict = attrs.field(init=False, eq=False, repr=False)
    #: op -> the passive abilities an Equipment's effect text gives the unit it is attached to
    granted_statics_by_op: dict = attrs.field(init=False, eq=False, repr=False)
    #: whether the card is a source of passive abilities on the board: its own, or (Equipment)
    #: those its effect text gives its unit (GameState.statics indexes these objects)
    static_source: bool = attrs.field(init=False, eq=False, repr=False)
    #: whether the card hears other cards being played ("when a player / you play a card")
    hears_plays: bool = attrs.field(init=False, eq=False, repr=False)
    #: what the card listens for or gives while on the board: the trigger of each of its own
    #: triggered abilities that works from the board, "your_bonus_damage" and "reduces_costs"
    #: when it has that text, and "names_spell" when an ability of its own names a spell
    #: (GameState.hooks indexes board objects by these, so a path that asks for one hook looks
    #: only at the cards that have it)
    board_hooks: frozenset = attrs.field(init=False, eq=False, repr=False)
    #: the first word of each printed keyword, in lower case ("Assault 2" -> "assault"): what
    #: "has the keyword X" reads (chain.card_keyword_of, might.own_keyword)
    keyword_words: frozenset = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # attrs' way to set derived fields of a frozen class, at construction only
        keywords = self.keywords
        object.__setattr__(self, "keyword_words", frozenset(
            k.split()[0].lower() for k in keywords if k) if keywords else _NO_WORDS)
        granted = self.grants.statics if self.grants is not None else ()
        object.__setattr__(self, "granted_statics_by_op", _by_op(granted))
        object.__setattr__(self, "static_source", bool(self.text.statics or granted))
        abilities = self.text.abilities
        if not abilities and not self.text.statics:  # most cards of the pool: nothing to derive
            object.__setattr__(self, "own_abilities", ())
            object.__setattr__(self, "triggers", {})
            object.__setattr__(self, "statics_by_op", {})
            object.__setattr__(self, "hears_plays", False)
            object.__setattr__(self, "board_hooks", _board_hooks(self, ()))
            return
        triggers: dict = {}
        for n, ab in enumerate(abilities, start=1):
            if ab.kind == "triggered":
                triggers.setdefault((ab.trigger, ab.zone), []).append((n, ab))
        object.__setattr__(self, "own_abilities", tuple((ab, None) for ab in abilities))
        object.__setattr__(self, "triggers", {k: tuple(v) for k, v in triggers.items()})
        object.__setattr__(self, "statics_by_op", _by_op(self.text.statics))
        object.__setattr__(self, "hears_plays", any(
            (t, "board") in triggers for t in ("play_card", "you_play_card", "player_plays_card",
                                           "opponent_plays_card")))
        object.__setattr__(self, "board_hooks", _board_hooks(self, triggers))

    @property
    def has_statics(self) -> bool:
        return bool(self.text.statics)

    @property
    def static_ops(self):
        """The ops of every passive ability it may be a source of (own and granted)."""
        return self.statics_by_op.keys() | self.granted_statics_by_op.keys()

    def own_triggers(self, trigger: str, zone: str) -> tuple:
        """(number, ability) of the own triggered abilities for `trigger` that work from `zone`."""
        return self.triggers.get((trigger, zone), ())


#: the hooks a card with `your_bonus_damage` or `reduces_costs` is indexed by (GameState.hooks)
YOUR_BONUS_DAMAGE = "your_bonus_damage"
REDUCES_COSTS = "reduces_costs"
#: ... and a card with an ability that names a spell (Fallen Feline's `name_spell`): only such
#: a unit keeps a name that bars the spell for its opponents (ops.cardsT2_words.named_spell_ban)
NAMES_SPELL = "names_spell"


def _board_hooks(card: CardDef, triggers) -> frozenset:
    """CardDef.board_hooks, from its (trigger, zone) keys."""
    hooks = {trigger for trigger, zone in triggers if zone == "board"}
    if card.your_bonus_damage:
        hooks.add(YOUR_BONUS_DAMAGE)
    if card.reduces_costs:
        hooks.add(REDUCES_COSTS)
    if any(_has_op(ab.effects, "name_spell") for ab in card.text.abilities):
        hooks.add(NAMES_SPELL)
    return frozenset(hooks)


def _has_op(effects, op: str) -> bool:
    """Whether one of `effects`, or of the instructions nested in them, is the primitive `op`."""
    return any(e.op == op or _has_op(e.effects, op) for e in effects)


def card_keyword_of(card, word: str) -> bool:
    """Whether a card's keywords (as printed) include `word` (its first word, lower case)."""
    return card is not None and word in card.keyword_words


def spell_mode(card, mode: int | None) -> tuple[tuple[TargetSpec, ...], tuple[Effect, ...]]:
    """What a spell chooses and does: its chosen mode's (355.3; `mode` 1-based), else its own."""
    if mode and card.modes:
        m = card.modes[mode - 1]
        return m.targets, m.effects
    return card.targets, card.effects
