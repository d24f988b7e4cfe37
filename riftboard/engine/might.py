"""Current Might, keywords and Bonus Damage, derived from the state (143.2, 434.1.d, 712-715)."""

from __future__ import annotations

from . import board, buff_boost, enter_ready
from .carddefs import Ability, Static, card_keyword_of
from .state import BOARD_ZONES, GameState, Obj


def _same_place(a: Obj, b: Obj) -> bool:
    """Whether two board objects share a location (a base is per controller)."""
    if a.at is None or a.at != b.at:
        return False
    return a.at != "base" or a.controller == b.controller


def own_keyword(o: Obj, word: str) -> bool:
    """Whether a permanent has keyword `word` (lower case: "temporary", "ganking", "backline")
    printed on its card or granted to it by a spell or ability (801.3.a)."""
    card = o.card
    if card is not None and word in card.keyword_words:
        return True
    return any(g.keyword == word for g in o.granted)


def static_reaches(st: Static, src: Obj, unit: Obj, state=None) -> bool:
    """Whether a passive ability of `src` applies to `unit`. A `tag` ("your Mechs") reads the
    unit's tags, those its Equipment gives included when `state` is given (718.3)."""
    if st.tag is not None and st.tag not in (
            board.tags_of(state, unit) if state is not None
            else unit.card.tags if unit.card is not None else ()):
        return False
    who = st.who
    if who == "self":
        hit = unit.id == src.id
    elif who == "friendly":
        hit = unit.controller == src.controller
    elif who == "other_friendly":
        hit = unit.id != src.id and unit.controller == src.controller
    elif who == "all_units":
        hit = unit.kind == "unit"
    else:
        here = unit.at == src.id if src.kind == "battlefield" else _same_place(src, unit)
        if not here:
            return False
        if who == "units_here":
            hit = True
        elif who == "other_friendly_here":
            hit = unit.id != src.id and unit.controller == src.controller
        elif who == "friendly_here":
            hit = unit.controller == src.controller
        elif who == "enemy_here":
            hit = unit.controller != src.controller
        else:
            hit = False
    if hit and st.require is not None:
        if st.require == "buffed" and not unit.buffed:
            return False
        if st.require == "token" and not unit.token:
            return False
        if st.require == "temporary" and not own_keyword(unit, "temporary"):
            return False
        if st.require == "empowered" and not unit.empowered:  # "your Empowered units" (827.1)
            return False
    return hit


def static_amount(state: GameState, src: Obj, st: Static, unit: Obj | None = None) -> int:
    """A passive ability's amount: `amount`, or `amount` for each of what `per` counts around the
    object that has it ("+1 Might for each buffed friendly unit at my battlefield"), or with
    `per_of = "unit"` around the unit it reaches (`unit`)."""
    if st.per is None:
        return st.amount
    about = unit if st.per_of == "unit" and unit is not None else src
    return st.amount * board.count(state, st.per, src.controller, about)


def _statics(state: GameState, unit: Obj, op: str) -> list[tuple[Obj, Static]]:
    """(source, passive ability) for each board static of `op` that reaches `unit`.

    The source of an Equipment's granted passive ability is the unit it is attached to: its
    effect text is that unit's text, "I" and "here" are the unit's (718.3); use static_sources
    to name the Equipment too."""
    if op not in state.static_ops:  # no passive ability of that op on the board
        return []
    return [(src, st) for src, st, _shown in static_sources(state, unit, op)]


def static_sources(state: GameState, unit: Obj, op: str) -> list[tuple[Obj, Static, Obj]]:
    """(source, passive ability, the object to name) for each board static of `op` that reaches
    `unit`: the object named is the source, or the Equipment that granted the ability."""
    out = []
    objects = state.objects
    for sid in state.static_ops.get(op, ()):
        src = objects[sid]
        if src.zone not in BOARD_ZONES:  # a legend's work from its Legend Zone (107.4)
            continue
        shown = src
        if src.attached_to is None:
            statics = src.card.statics_by_op.get(op, ())
        else:
            # 718.2: an attached card's printed rules text is inactive; 718.3: its effect text
            # is the equipped unit's
            statics = src.card.granted_statics_by_op.get(op, ())
            src = objects[src.attached_to]
        for st in statics:
            if not static_reaches(st, src, unit, state):
                continue
            if st.when is not None:
                about = shown if st.of == "equipment" else src if st.of == "self" else unit
                if not board.holds(state, st.when, src.controller, about):
                    continue
            if (st.require != "weaker" or might(state, unit) < might(state, src)) and (
                    st.require != "tank" or (op != "keyword" and has_tank(state, unit))):
                out.append((src, st, shown))  # "units with Tank": read after the keyword statics
    return out


def keyword_amount(state: GameState, unit: Obj, keyword: str) -> int:
    """Total of a numeric keyword (Assault N, Shield N): own text, Equipment, granted by others."""
    total = 0
    if unit.card is not None:
        total += getattr(unit.card.text, keyword)
    for eid in unit.equipment:
        grants = state.objects[eid].card.grants
        if grants is not None:
            total += getattr(grants, keyword)
    for src, st in _statics(state, unit, "keyword"):
        if st.keyword == keyword:
            total += static_amount(state, src, st, unit)
    for g in unit.granted:  # granted values are summed (807.2, 814.2)
        if g.keyword == keyword:
            total += g.amount
    return total


def has_tank(state: GameState, unit: Obj) -> bool:
    """Tank (815): own text, an Equipment's effect text, or granted."""
    if unit.card is not None and unit.card.text.tank:
        return True
    for eid in unit.equipment:
        grants = state.objects[eid].card.grants
        if grants is not None and grants.tank:
            return True
    if any(g.keyword == "tank" for g in unit.granted):
        return True
    return any(st.keyword == "tank" for _s, st in _statics(state, unit, "keyword"))


def _valued(words, keyword: str) -> int:
    """The summed values of a valued keyword among printed keywords ("Deflect 2"; a keyword
    without a number is 1)."""
    total = 0
    for k in words:
        parts = k.split()
        if parts and parts[0].lower() == keyword:
            total += int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 1
    return total


def deflect_value(state: GameState, obj: Obj) -> int:
    """A permanent's Deflect Value (809.1.b): printed, given by its Equipment's effect text or
    by a passive ability, or granted (a Bird token's, 187.7); several instances add up (809.2);
    0 without Deflect."""
    total = 0
    card = obj.card
    if card_keyword_of(card, "deflect"):  # printed
        total += _valued(card.keywords, "deflect")
    if obj.granted:
        total += sum(g.amount for g in obj.granted if g.keyword == "deflect")
    for eid in obj.equipment:
        gear = state.objects.get(eid)
        grants = gear.card.grants if gear is not None and gear.card is not None else None
        if grants is not None:
            total += _valued(grants.keywords, "deflect")
    # "your buffed units have Deflect" (Spirit's Refuge): a passive ability of the keyword op
    if "keyword" in state.static_ops and obj.kind == "unit":
        for src, st in _statics(state, obj, "keyword"):
            if st.keyword == "deflect":
                total += static_amount(state, src, st, obj)
    return total


def static_keyword(state: GameState, unit: Obj, word: str) -> bool:
    """A keyword without a value ("ganking") granted to `unit` by a passive ability: Windswept
    Hillock's units here, Bilgewater Bully while buffed."""
    return bool(state.statics) and any(
        st.keyword == word for _s, st in _statics(state, unit, "keyword"))


def enters_ready(state: GameState, unit: Obj) -> Obj | None:
    """The object whose text makes `unit`, entering the board, enter ready: its own ("I enter
    ready") or another's passive ability ("other friendly units enter ready"), or the spell or
    ability (a Ref) whose effect says units its player plays this turn enter ready; or None
    (002)."""
    if unit.card is not None and unit.card.enters_ready:
        return unit
    if state.statics:
        found = _statics(state, unit, "enter_ready")
        if found:
            return found[0][0]
    # "units you play this turn enter ready": a spell's or ability's effect (its Ref)
    return enter_ready.by_effect(state, unit) if state.delayed else None


def accelerate_elsewhere(state: GameState, unit: Obj) -> Obj | None:
    """The object whose passive ability gives `unit`, being played from anywhere but a hand,
    Accelerate (Rek'Sai, Breacher: 805), or None."""
    if "accelerate_elsewhere" not in state.static_ops:
        return None
    found = _statics(state, unit, "accelerate_elsewhere")
    return found[0][0] if found else None


def has_keyword(state: GameState, unit: Obj, word: str) -> bool:
    """A keyword without a value (Tank, Ganking, Backline, Temporary): printed, granted by a
    spell or ability, or (Tank) by an Equipment or a passive ability."""
    if word == "tank":
        return has_tank(state, unit)
    return own_keyword(unit, word)


def might(state: GameState, unit: Obj, parts: list | None = None) -> int:
    """A unit's current Might (143.2), appending its make-up to `parts` when given: printed,
    buff, Equipment, statics, Assault or Shield in combat, then the changes that last until end
    of turn, those with a floor ("but not below N") applied after the others, then the passive
    changes with a floor ("to a minimum of N")."""
    total = unit.printed_might or 0
    mods = unit.mods
    shown = "printed"
    for mod in mods:
        if mod.base is not None:  # "its base Might becomes N this turn": the latest one
            total, shown = mod.base, f"base ({mod.source})"
    if parts is not None:
        parts.append((shown, total))
    if unit.buffed:
        # "buffs give an additional +1 Might this turn" (Stand United; card text, 002)
        n = 1 + (buff_boost.extra(state, unit) if state.delayed else 0)
        total += n
        if parts is not None:
            parts.append(("buff", n))
    if unit.equipment:
        objects = state.objects
        # "each Equipment attached to me gives double its base Might bonus" (Gearhead, 002)
        times = 2 if unit.card is not None and unit.card.double_equipment_bonus else 1
        for eid in unit.equipment:
            eq = objects[eid]
            bonus = eq.card.might_bonus * times
            if bonus:
                total += bonus
                if parts is not None:
                    parts.append((eq.name, bonus))
    floored = []  # passive Might changes "to a minimum of N": applied after all the others
    if "might" in state.static_ops:
        for src, st, shown in static_sources(state, unit, "might"):
            if st.floor is not None:
                floored.append((src, st, shown))
                continue
            n = static_amount(state, src, st, unit)
            total += n
            if parts is not None:
                parts.append((shown.name, n))
    combat = state.combat
    if combat is not None:
        what = ("Assault", "assault") if unit.id in combat.attackers else (
            ("Shield", "shield") if unit.id in combat.defenders else None)
        if what is not None:
            n = keyword_amount(state, unit, what[1])
            if n:
                total += n
                if parts is not None:
                    parts.append((what[0], n))
    if mods:
        floors = False
        for mod in mods:
            if mod.base is not None:
                continue  # a base Might, read above
            if mod.floor is None:
                total += mod.amount
                if parts is not None:
                    parts.append((mod.source, mod.amount))
            else:
                floors = True
        for mod in mods if floors else ():
            if mod.floor is not None:
                new = total + mod.amount
                if mod.amount < 0:
                    new = max(new, min(total, mod.floor))  # lowered, but not below the floor
                if parts is not None:
                    parts.append((mod.source, new - total))
                total = new
    for src, st, shown in floored:  # "-8 Might, to a minimum of 1" (Leona, Zealot; 002)
        new = total + static_amount(state, src, st, unit)
        if new < total:
            new = max(new, min(total, st.floor))  # lowered, but not below the floor
        if parts is not None:
            parts.append((shown.name, new - total))
        total = new
    return total


def no_move_to_base(state: GameState, unit: Obj) -> Obj | None:
    """The permanent whose passive ability says this unit can't move to base (Determined
    Sentry, Minotaur Reckoner, Vilemaw's Lair), or None. A recall is not a move (456.3)."""
    if not state.statics:
        return None
    for src, _st in _statics(state, unit, "no_move_to_base"):
        return src
    return None


def deathknell_again(state: GameState, obj: Obj) -> int:
    """How many more times the Deathknell abilities of `obj` trigger as it dies (Karthus,
    Eternal: a passive ability, so it counts while its source is still on the board, even if it
    dies at the same time, 808.1.d.2): one for each such passive ability reaching it."""
    if "deathknell_again" not in state.static_ops:
        return 0
    return len(static_sources(state, obj, "deathknell_again"))


def no_enemy_move(state: GameState, unit: Obj) -> Obj | None:
    """The object whose passive ability says this unit can't be moved by an enemy's spells and
    abilities (Jagged Cutlass, through the unit's Equipment), or None."""
    if not state.statics:
        return None
    for _src, _st, shown in static_sources(state, unit, "no_enemy_move"):
        return shown
    return None


def points_guard(state: GameState, player: str) -> Obj | None:
    """The permanent of another player whose passive ability says `player`, its controller's
    opponent, can't gain points now (Tianna Crownguard, while she is at a battlefield: by any
    means, as errata'd), or None."""
    if not state.statics or "no_opponent_points" not in state.static_ops:
        return None
    for sid in state.static_ops["no_opponent_points"]:
        src = state.objects[sid]
        if src.zone not in BOARD_ZONES or src.controller == player:
            continue
        for _src, _st, shown in static_sources(state, src, "no_opponent_points"):
            return shown
    return None


def takes_no_damage(state: GameState, unit: Obj) -> Obj | None:
    """The permanent whose passive ability says this unit doesn't take damage now (Kayn,
    Unleashed: once it has moved twice this turn), or None."""
    if not state.statics:
        return None
    for src, st in _statics(state, unit, "no_damage"):
        if st.require == "moved_twice" and unit.moves < 2:
            continue
        return src
    return None


def stops_enemy_spell_damage(state: GameState, unit: Obj, player: str | None) -> Obj | None:
    """The permanent whose passive ability prevents all damage that spells and abilities of a
    player other than the unit's controller would deal to it (437.4; Esteemed Hierophant, while
    its player controls 7 runes or more: its `when`), or None. `player`: the damage's
    responsible player, the controller of the spell or ability (417.6)."""
    if not state.statics or player is None or player == unit.controller:
        return None
    for src, _st in _statics(state, unit, "no_enemy_spell_damage"):
        return src
    return None


def stops_combat_damage(state: GameState, unit: Obj) -> Obj | None:
    """The permanent whose passive ability says this unit deals no combat damage (Vilemaw:
    enemy units at its location with less Might than it, 002, 465.2), or None."""
    if not state.statics:
        return None
    found = _statics(state, unit, "no_combat_damage")
    return found[0][0] if found else None


def might_parts(state: GameState, unit: Obj) -> list[tuple[str, int]]:
    """The make-up of a unit's current Might: (what, amount) pairs, printed first."""
    parts: list[tuple[str, int]] = []
    might(state, unit, parts)
    return parts


def is_lethal(state: GameState, unit: Obj) -> bool:
    """Lethal Damage (142.4.b): a non-zero amount at least the unit's Might; or any amount,
    when a passive ability makes its damage enough (142.4.c: Elder Dragon)."""
    if unit.damage <= 0:
        return False
    if unit.damage >= might(state, unit):
        return True
    return (bool(unit.marked_by) and "lethal_any" in state.static_ops
            and any_damage_kills(state, unit))


def any_damage_kills(state: GameState, unit: Obj, by: str | None = None) -> bool:
    """Whether a passive ability makes any amount of a player's damage lethal to `unit`, an
    enemy unit of that ability's controller (142.4.c, 142.3.b: "your damage", Elder Dragon):
    of a player whose damage is marked on it, or with `by`, of that player (the damage they
    assign in a combat, 465.2.c.3)."""
    if not state.statics or "lethal_any" not in state.static_ops:
        return False
    for src, _st in _statics(state, unit, "lethal_any"):
        p = src.controller
        if p != unit.controller and (p == by if by is not None else p in unit.marked_by):
            return True
    return False


def bonus_damage(state: GameState, unit: Obj) -> list[tuple[Obj, int]]:
    """Bonus Damage that spells and abilities deal to this unit (Void Gate), per source (712-715)."""
    if "bonus_damage" not in state.static_ops:
        return []
    return [(src, st.amount) for src, st, _shown in static_sources(state, unit, "bonus_damage")
            if st.amount > 0]


def unchoosable_by(state: GameState, unit: Obj, player: str) -> Obj | None:
    """The object whose passive ability says `unit` can't be chosen by `player`'s spells and
    abilities (an enemy's: Ruin Runner), or None; the unit itself when a spell or ability made
    it so this turn (Twilight Shroud)."""
    if player == unit.controller:
        return None
    if unit.granted and any(g.keyword == "unchoosable" for g in unit.granted):
        return unit
    if not state.statics:
        return None
    found = _statics(state, unit, "unchoosable")
    return found[0][0] if found else None


def ability_pairs(state: GameState, obj: Obj):
    """abilities(), read only: the shared per-card tuple as it is when nothing is attached."""
    if not obj.equipment:
        return obj.card.own_abilities if obj.card is not None else ()
    return abilities(state, obj)


def abilities(state: GameState, obj: Obj) -> list[tuple[Ability, str | None]]:
    """Activated and triggered abilities in number order: own text, then granted by Equipment in
    the order attached (SPEC section 4). Each with the Equipment that granted it, or None."""
    out: list[tuple[Ability, str | None]] = []
    if obj.card is not None:
        out.extend(obj.card.own_abilities)
    for eid in obj.equipment:
        grants = state.objects[eid].card.grants
        if grants is not None:
            out.extend((ab, eid) for ab in grants.abilities)
    return out


def replacements(state: GameState, unit: Obj) -> list[tuple[str, str]]:
    """Death replacements the unit's text has: (kind, Equipment id)."""
    out = []
    for eid in unit.equipment:
        grants = state.objects[eid].card.grants
        if grants is not None:
            out.extend((r, eid) for r in grants.replacements)
    return out


_VALUED = ("assault", "shield")  # keywords with a number (Assault N, Shield N)


def keywords_now(state: GameState, unit: Obj) -> tuple[str, ...]:
    """The keywords a permanent has now, as a reader names them ("Tank", "Assault 2"): printed,
    given by an Equipment or a passive ability, or granted by a spell or ability (801.3.a);
    a valued keyword shows its total (807.2, 814.2)."""
    words: dict[str, str] = {}
    printed = unit.card.keywords if unit.card is not None else ()
    # "can't be chosen by enemies this turn" is granted the same way but is no keyword
    for k in (*printed, *(g.keyword for g in unit.granted if g.keyword != "unchoosable")):
        word = k.split()[0].lower() if k else ""
        if word and word not in _VALUED:
            words.setdefault(word, word.capitalize())
    if unit.kind == "unit":
        if has_tank(state, unit):
            words.setdefault("tank", "Tank")
        for word in _VALUED:
            n = keyword_amount(state, unit, word)
            if n:
                words[word] = f"{word.capitalize()} {n}"
    return tuple(words.values())
