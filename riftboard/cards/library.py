"""Card files (TOML) -> card definitions, and the library of every card by name (docs/cards.md)."""

from __future__ import annotations

from collections.abc import Mapping

from riftboard.engine.carddefs import (
    KINDS,
    STATIC_KEYWORDS,
    STATIC_OPS,
    STATIC_REQUIRE,
    STATIC_WHO,
    TARGET_CHOOSES,
    TARGET_ON_CHAIN,
    TARGET_REQUIRE,
    TARGET_SIDE,
    TARGET_WHAT,
    TARGET_WHERE,
    Ability,
    CardDef,
    Effect,
    Mode,
    Static,
    TargetSpec,
    Text,
    card_keyword_of,
)
from riftboard.errors import InvalidScenario

TYPE_CHECKING = False  # (not `typing`: loading the library imports as little as it can)
if TYPE_CHECKING:
    from pathlib import Path

    from riftboard.engine.ops import Param

CARD_KEYS = {
    "name", "kind", "might", "might_bonus", "equipment", "token", "official", "keywords", "tags",
    "energy", "power", "summary", "targets", "effects", "abilities", "statics", "tank", "assault",
    "shield", "replacements", "grants", "modelled", "not_modelled", "enters_exhausted",
    "enters_ready", "no_combat_damage", "moves_in_from_anywhere", "uncounterable",
    "ignores_deflect", "plays_to_enemies", "victory_score_plus", "facedown_extra",
    "no_unit_plays",
    "plays_to_open", "plays_to_enemy_battlefield",
    "friendly_plays_to_open", "plays_to_attacked", "plays_to_lone_enemy",
    "friendly_plays_to_lone_enemy", "plays_only_to_conquered", "double_equipment_bonus",
    "reduces_costs", "your_bonus_damage",
    "optional_cost",
    "optional_discard",
    "play_cost",
    "domains",
    "cost_less",
    "flow",
    "modes",
    "level_discounts",
    "ignores_tank_here",
    "channel_one",
    "attacker_tie_recalls_all",
}
#: the conditions a `level_discounts` discount may name: the Levels (824.1)
LEVEL_WORDS = ("level_3", "level_6", "level_11", "level_16")
#: the six domains (a card's colours): "an enemy Calm unit" reads its card's domains (002)
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
LEVELS = ("full", "partial", "none")
TEXT_KEYS = {"tank", "assault", "shield", "abilities", "statics", "replacements"}
ABILITY_KEYS = {"kind", "effects", "targets", "cost", "trigger", "zone", "may", "summary", "equip",
                "once_per_turn", "reaction", "action",
                "played", "played_energy", "played_might", "require", "if_paid", "if", "at_least", "tag",
                "energy", "power", "power_domain", "first_each_turn", "played_tag",
                "played_power"}
#: the triggers that hear a card being played, and the kinds `played` may narrow them to
PLAY_TRIGGERS = ("play_card", "you_play_card", "player_plays_card", "opponent_plays_card",
                 "you_play_unit_enters")
PLAYED_KINDS = ("spell", "unit", "gear", "token_unit", "gear_card")
REPLACEMENTS = ("guardian_angel",)
#: what a `save` static may cost as it applies (Static.pay)
SAVE_COSTS = ("exhaust_source", "spend_buff", "kill_source")
COSTS = ("exhaust", "discard", "kill_self", "kill_friendly_unit", "kill_friendly", "disempower",
         "spend_xp_1", "spend_xp_2", "spend_xp_3", "spend_buff",
         "recycle_trash",  # "recycle_trash" once per card: "recycle N from your trash" (416.6)
         "discard_gear", "discard_spell",  # "discard a gear" / "discard a spell" (422.1)
         "recycle_trash_unit")  # "recycle a unit from your trash" (Assembly Rig)
#: mandatory additional costs of a card; "kill_friendly_mighty_unit": a friendly unit with 5 or
#: more Might (Mighty, 143.2; Sacrifice)
PLAY_COSTS = ("kill_friendly_unit", "kill_friendly", "kill_friendly_mighty_unit",
              "kill_friendly_gear", "return_friendly_gear")


def resources_dir() -> Path:
    """The folder of shipped resources, in a checkout or inside the installed wheel."""
    from pathlib import Path  # not at import: loading the library needs no pathlib (pool.py)

    here = Path(__file__).resolve().parent.parent
    inside = here / "resources"
    if inside.is_dir():
        return inside
    return here.parent / "resources"


class _Ctx:
    def __init__(self, path: str, line: int | None):
        self.path = path
        self.line = line

    def fail(self, key: str, msg: str):
        raise InvalidScenario(msg, path=self.path, line=self.line, key=key)


def _close(word: str, known, cutoff: float = 0.6) -> str | None:
    """The known word closest to a misspelt one (difflib is imported only for an error)."""
    import difflib

    near = difflib.get_close_matches(word, list(known), n=1, cutoff=cutoff)
    return near[0] if near else None


def _check_keys(ctx, table, allowed, key):
    if not isinstance(table, dict):
        ctx.fail(key, f"expected a table, got {table!r}")
    for k in table:
        if k not in allowed:
            near = _close(k, sorted(allowed))
            hint = f' (did you mean "{near}"?)' if near else ""
            ctx.fail(f"{key}.{k}" if key else k, f"unknown key{hint}")


def _int(ctx, v, key, lo=0, optional=True):
    if v is None and optional:
        return None
    if isinstance(v, bool) or not isinstance(v, int) or v < lo:
        ctx.fail(key, f"expected a whole number >= {lo}, got {v!r}")
    if v > 10**6:
        ctx.fail(key, f"{v} is too large (at most 1000000)")
    return v


def _bool(ctx, v, key, default=False):
    if v is None:
        return default
    if not isinstance(v, bool):
        ctx.fail(key, f"expected true or false, got {v!r}")
    return v


def _str(ctx, v, key, optional=True):
    if v is None and optional:
        return None
    if not isinstance(v, str):
        ctx.fail(key, f"expected a string, got {v!r}")
    return v


def _list(ctx, v, key):
    if v is None:
        return []
    if not isinstance(v, list):
        ctx.fail(key, f"expected a list, got {v!r}")
    return v


def _one_of(ctx, table, name, key, words, default=None):
    """table[name], which must be one of `words` (None: the key left out)."""
    v = table.get(name, default)
    if v not in words:
        spelled = ", ".join(f'"{w}"' for w in words if w is not None)
        ctx.fail(f"{key}.{name}", f"expected one of {spelled}, got {v!r}{_near(v, [w for w in words if w])}")
    return v


def _target(ctx, t, key) -> TargetSpec:
    _check_keys(ctx, t, {"what", "where", "side", "require", "might_at_most", "optional",
                         "same_ok", "domain", "tag", "not_tag", *_SPELL_KEYS}, key)
    what = _one_of(ctx, t, "what", key, TARGET_WHAT, "unit")
    # a spell on the chain (425.3) has no location, Might or board status to ask about; a
    # permanent has no cost to compare nor a choice of its own to read
    on_chain = what in TARGET_ON_CHAIN
    for k in (_BOARD_KEYS if on_chain else ("chooses",)):
        if k in t:
            ctx.fail(f"{key}.{k}", f'`{k}` does not apply to what = "{what}"'
                     + (" (an item on the chain)" if on_chain else
                        ' (it is for what = "spell")'))
    where = _one_of(ctx, t, "where", key, TARGET_WHERE)
    side = _one_of(ctx, t, "side", key, TARGET_SIDE)
    req = _one_of(ctx, t, "require", key, TARGET_REQUIRE)
    most = _int(ctx, t.get("might_at_most"), f"{key}.might_at_most")
    domain = _one_of(ctx, t, "domain", key, (None, *DOMAINS))
    return TargetSpec(what=what, where=where, side=side, require=req, might_at_most=most,
                      domain=domain,
                      optional=_bool(ctx, t.get("optional"), f"{key}.optional"),
                      same_ok=_bool(ctx, t.get("same_ok"), f"{key}.same_ok"),
                      energy_at_most=_int(ctx, t.get("energy_at_most"), f"{key}.energy_at_most"),
                      power_at_most=_int(ctx, t.get("power_at_most"), f"{key}.power_at_most"),
                      chooses=_one_of(ctx, t, "chooses", key, TARGET_CHOOSES),
                      tag=_str(ctx, t.get("tag"), f"{key}.tag"),
                      not_tag=_str(ctx, t.get("not_tag"), f"{key}.not_tag"))


#: the primitives that act on a spell on the chain: countering it, and barring its controller
#: from playing spells (Lilting Lullaby)
CHAIN_OPS = ("counter", "cant_play_spells")


def _check_spell_targets(ctx, targets, effects, key) -> None:
    """A spell on the chain (`what = "spell"`) is what `counter` (and the other CHAIN_OPS) acts
    on, and nothing else acts on it (an instruction may read its cost with `of`); they take no
    other target."""
    for i, eff in enumerate(effects, 1):
        for name in ("target", "other", "by"):
            n = getattr(eff, name)
            if n.__class__ is not int or not 0 < n <= len(targets):
                continue
            spell = targets[n - 1].what in TARGET_ON_CHAIN
            if eff.op in CHAIN_OPS and not spell:
                ctx.fail(f"{key}.effects[{i}].{name}",
                         f'{eff.op} acts on a spell on the chain: target {n} needs what = "spell" '
                         f'(or "spell_or_ability")')
            if eff.op not in CHAIN_OPS and spell:
                ctx.fail(f"{key}.effects[{i}].{name}",
                         f"target {n} is a spell on the chain: only counter acts on it "
                         "(`of` may read its cost)")


#: the target keys a spell on the chain takes (of them only `chooses` is its own: a permanent's
#: printed cost may be capped too, "a gear with Energy cost no more than [1]"), and those it
#: never takes
_SPELL_KEYS = ("energy_at_most", "power_at_most", "chooses")
_BOARD_KEYS = ("where", "require", "might_at_most", "domain", "tag", "not_tag")


def _near(value, known) -> str:
    near = _close(str(value), known)
    return f' (did you mean "{near}"?)' if near else ""


def _param(ctx, p: Param, v, key, ntargets, op: str):
    """One value of an effect table, checked against its declaration in the ops registry."""
    k = p.kind
    if k == "target":
        if isinstance(v, int) and not isinstance(v, bool):
            if not 1 <= v <= max(ntargets, 0):
                ctx.fail(key, f"there is no target {v} (the card asks for {ntargets})")
            return v
        if v not in p.words:
            words = " or ".join(f'"{w}"' for w in p.words)
            ctx.fail(key, f"expected a target number or {words}, got {v!r}{_near(v, p.words)}")
        return v
    if k == "target_number":
        v = _int(ctx, v, key, lo=1)
        if v > ntargets:
            ctx.fail(key, f"{op} needs `{p.name}`: the number of the second target")
        return v
    if k == "count":
        return _int(ctx, v, key, lo=1)
    if k == "count_or_all":
        return None if v == "all" else _int(ctx, v, key, lo=1)
    if k == "whole":
        return _int(ctx, v, key)
    if k == "signed":
        if isinstance(v, bool) or not isinstance(v, int) or abs(v) > 10**6:
            ctx.fail(key, f"expected a whole number, got {v!r}")
        return v
    if k == "word":
        if v not in p.words:
            words = " or ".join(f'"{w}"' for w in p.words)
            ctx.fail(key, f"expected {words}, got {v!r}{_near(v, p.words)}")
        return v
    if k == "bool":
        return _bool(ctx, v, key)
    if k == "text":
        return _str(ctx, v, key)
    if k == "effects":
        return tuple(_effect(ctx, x, f"{key}[{i}]", ntargets)
                     for i, x in enumerate(_list(ctx, v, key), 1))
    raise AssertionError(f"the ops registry declares an unknown kind of value {k!r}")  # pragma: no cover


def _effect(ctx, e, key, ntargets) -> Effect:
    """An effect table, checked against the primitive's declaration (riftboard.engine.ops)."""
    # (imported here: the shipped cards load already checked, pool.py, without the registry)
    from riftboard.engine.ops import REGISTRY

    if not isinstance(e, dict):
        ctx.fail(key, f"expected a table, got {e!r}")
    op = e.get("op")
    if isinstance(op, dict | list):
        from riftboard.tomlfile import describe

        ctx.fail(f"{key}.op", f"expected a single value (a name or a number), got {describe(op)}")
    decl = REGISTRY.get(op) if isinstance(op, str) else None
    if decl is None:
        ctx.fail(f"{key}.op", f"the engine cannot model the effect {op!r}{_near(op, REGISTRY)}; "
                              f"known effects: {', '.join(REGISTRY)}")
    _check_keys(ctx, e, {"op", "if_paid", "unless_paid", *decl.keys, *GENERAL_EFFECT_KEYS}, key)
    values = _general(ctx, e, key, ntargets, decl)
    if e.get("if_paid") is not None:
        values["if_paid"] = _bool(ctx, e.get("if_paid"), f"{key}.if_paid")
    if e.get("unless_paid") is not None:
        values["unless_paid"] = _bool(ctx, e.get("unless_paid"), f"{key}.unless_paid")
    for p in decl.params:
        v = e.get(p.name)
        if v is None:
            if p.required and not (p.name == "amount" and "per" in values):
                what = {"target": 'a target: a target number (1 = the first) or "self"',
                        "target_number": f"`{p.name}`: the number of the second target",
                        }.get(p.kind, f"`{p.name}`" if p.kind in ("word", "effects") else f"an {p.name}")
                ctx.fail(f"{key}.{p.name}", f"{op} needs {what}")
            continue
        values[p.name] = _param(ctx, p, v, f"{key}.{p.name}", ntargets, op)
    return Effect(op=op, **values)


#: keys any effect table may have (engine/ops/registry.py, settle): a condition, a variable amount
GENERAL_EFFECT_KEYS = ("if", "unless", "per", "of", "at_least", "tag")


def _board_words():
    """The board's conditions and counts (riftboard.engine.board), imported only to check a card
    file: the shipped library loads already checked (pool.py) and needs neither."""
    from riftboard.engine.board import CONDITIONS, COUNTS

    return CONDITIONS, COUNTS


def condition_words() -> tuple[str, ...]:
    """What `if` and `unless` may name: a condition, or a count (it holds at `at_least`, default 1)."""
    conditions, counts = _board_words()
    return (*conditions, *counts)


def _cond_extras(ctx, t, key, words) -> dict:
    """`at_least` and `tag`, which only a count (or a count used as a condition) reads."""
    out = {}
    if "at_least" in t:
        counts = _board_words()[1]
        if not any(w in counts for w in words):
            ctx.fail(f"{key}.at_least", "`at_least` goes with a count used as a condition "
                                        "(`if` or `unless` naming a count)")
        out["at_least"] = _int(ctx, t["at_least"], f"{key}.at_least", lo=1)
    if "tag" in t:
        out["tag"] = _str(ctx, t["tag"], f"{key}.tag")
    needs = [w for w in words if w == "friendly_units_tagged"]
    if needs and "tag" not in out:
        ctx.fail(f"{key}.tag", f'"{needs[0]}" needs `tag`: the tag it counts')
    return out


def _general(ctx, e, key, ntargets, decl) -> dict:
    """An effect's condition (`if`, `unless`) and variable amount (`per`, `of`), checked."""
    out = {}
    for name, field in (("if", "cond"), ("unless", "unless")):
        if name in e:
            out[field] = _one_of(ctx, e, name, key, condition_words())
    out.update(_cond_extras(ctx, e, key, [e.get(k) for k in ("if", "unless", "per")]))
    if "per" in e:
        if decl.param("amount") is None:
            ctx.fail(f"{key}.per", f"{decl.name} has no amount to count")
        out["per"] = _one_of(ctx, e, "per", key, tuple(_board_words()[1]))
    if "of" in e:
        if not any(k in e for k in ("per", "if", "unless")):
            ctx.fail(f"{key}.of", "`of` says what `per`, `if` or `unless` reads about: give one "
                                  "of them too")
        from riftboard.engine.ops import Param

        out["of"] = _param(ctx, Param("of", "target", words=("self", "subject")), e["of"],
                           f"{key}.of", ntargets, decl.name)
    return out


def _ability(ctx, a, key) -> Ability:
    from riftboard.engine.ops import TRIGGERS

    _check_keys(ctx, a, ABILITY_KEYS, key)
    kind = a.get("kind")
    if kind not in ("activated", "triggered"):
        ctx.fail(f"{key}.kind", f"expected \"activated\" or \"triggered\", got {kind!r}")
    targets = tuple(_target(ctx, t, f"{key}.targets[{i}]") for i, t in enumerate(_list(ctx, a.get("targets"), f"{key}.targets"), 1))
    effects = tuple(_effect(ctx, e, f"{key}.effects[{i}]", len(targets)) for i, e in enumerate(_list(ctx, a.get("effects"), f"{key}.effects"), 1))
    _check_spell_targets(ctx, targets, effects, key)
    trigger = a.get("trigger")
    if kind == "triggered":
        if not isinstance(trigger, str) or trigger not in TRIGGERS:
            ctx.fail(f"{key}.trigger", f"expected one of {', '.join(TRIGGERS)}, got {trigger!r}"
                                       f"{_near(trigger, TRIGGERS)}")
    elif trigger is not None:
        ctx.fail(f"{key}.trigger", "only a triggered ability has a trigger")
    cost = tuple(_list(ctx, a.get("cost"), f"{key}.cost"))
    for c in cost:
        if c not in COSTS:
            ctx.fail(f"{key}.cost", f"expected costs among {', '.join(COSTS)}, got {c!r}")
    zone = a.get("zone", "board")
    if zone not in ("board", "trash"):
        ctx.fail(f"{key}.zone", f"expected \"board\" or \"trash\", got {zone!r}")
    if kind == "triggered" and zone not in TRIGGERS[trigger].zones:
        works = [t.name for t in TRIGGERS.values() if zone in t.zones]
        ctx.fail(f"{key}.zone", f"only a {' or '.join(works)} ability works from the {zone}; "
                                "the engine cannot model others there")
    if kind != "triggered" and zone != "board":
        ctx.fail(f"{key}.zone", "only a triggered ability works from another zone than the board")
    played = a.get("played")
    if played is not None:
        if trigger not in PLAY_TRIGGERS:
            ctx.fail(f"{key}.played", f"only a {' or '.join(PLAY_TRIGGERS)} trigger waits for a "
                                      "kind of card played")
        played = _one_of(ctx, a, "played", key, PLAYED_KINDS)
    played_energy = _int(ctx, a.get("played_energy"), f"{key}.played_energy")
    if played_energy is not None and played is None and trigger != "you_activate_ability":
        ctx.fail(f"{key}.played_energy", "give `played` too: the kind of card that costs this much")
    played_might = _int(ctx, a.get("played_might"), f"{key}.played_might")
    if played_might is not None and played != "unit":
        ctx.fail(f"{key}.played_might", "give `played = \"unit\"` too: only a unit has Might")
    played_tag = _str(ctx, a.get("played_tag"), f"{key}.played_tag")
    if played_tag is not None and played is None:
        ctx.fail(f"{key}.played_tag", "give `played` too: the kind of card with this tag")
    played_power = _int(ctx, a.get("played_power"), f"{key}.played_power")
    if played_power is not None and trigger not in PLAY_TRIGGERS:
        ctx.fail(f"{key}.played_power", f"only a {' or '.join(PLAY_TRIGGERS)} trigger waits for a "
                                        "card played with some Power cost")
    require = a.get("require")
    if require is not None:
        if trigger != "friendly_die":
            ctx.fail(f"{key}.require", "only a friendly_die trigger waits for a kind of unit dying")
        require = _one_of(ctx, a, "require", key, ("buffed", "non_recruit"))
    if_paid = _bool(ctx, a.get("if_paid"), f"{key}.if_paid")
    if if_paid and trigger not in ("play_self", "play_self_legion"):
        ctx.fail(f"{key}.if_paid", "only a \"when you play me\" ability can depend on an "
                                   "additional cost paid as the card was played (356.4.f.1)")
    cond = _one_of(ctx, a, "if", key, (None, *condition_words()))
    extras = _cond_extras(ctx, a, key, [cond])
    once = _bool(ctx, a.get("once_per_turn"), f"{key}.once_per_turn")
    if once and kind not in ("triggered", "activated"):
        ctx.fail(f"{key}.once_per_turn", "only a triggered ability triggers once each turn, "
                                         "or an activated one is used once each turn")
    more = _ability_resources(ctx, a, key, kind)
    first = _bool(ctx, a.get("first_each_turn"), f"{key}.first_each_turn")
    if first and kind != "triggered":
        ctx.fail(f"{key}.first_each_turn", "only a triggered ability triggers \"the first time "
                                           "... each turn\" (383.1.b)")
    if first:
        more["first_each_turn"] = True
    reaction = _bool(ctx, a.get("reaction"), f"{key}.reaction")
    if reaction and kind != "activated":
        ctx.fail(f"{key}.reaction", "only an activated ability has Reaction timing (813)")
    if _bool(ctx, a.get("action"), f"{key}.action"):
        if kind != "activated" or reaction:
            ctx.fail(f"{key}.action", "only an activated ability without Reaction has Action "
                                      "timing (806)")
        more["action"] = True
    return Ability(kind=kind, effects=effects, targets=targets, cost=cost, trigger=trigger, zone=zone,
                   cond=cond, **extras, **more, once_per_turn=once, reaction=reaction,
                   may=_bool(ctx, a.get("may"), f"{key}.may"), summary=_str(ctx, a.get("summary"), f"{key}.summary") or "",
                   equip=_bool(ctx, a.get("equip"), f"{key}.equip"), played=played,
                   played_energy=played_energy, require=require, if_paid=if_paid,
                   played_tag=played_tag, played_might=played_might, played_power=played_power)


def _ability_resources(ctx, a, key, kind) -> dict:
    """An ability's Energy and Power cost (377.1) and the domain of that Power; a triggered
    ability's is what its first "you may pay ..." asks (383.3.b), so it needs `may`."""
    energy = _int(ctx, a.get("energy"), f"{key}.energy") or 0
    power = _int(ctx, a.get("power"), f"{key}.power") or 0
    out = {"energy": energy, "power": power}
    if "power_domain" in a:
        if not power:
            ctx.fail(f"{key}.power_domain", "give `power` too: the Power whose domain this names")
        out["power_domain"] = _one_of(ctx, a, "power_domain", key, ("any", *DOMAINS))
    if (energy or power) and kind == "triggered" and not a.get("may"):
        ctx.fail(f"{key}.energy" if energy else f"{key}.power",
                 "a triggered ability's Energy or Power is the cost of its \"you may pay ...\" "
                 "(383.3.b): give `may = true` too")
    return out


def _static(ctx, s, key, granted=False) -> Static:
    _check_keys(ctx, s, {"op", "who", "amount", "keyword", "require", "when", "per", "of", "may",
                         "per_of", "pay", "tag", "floor"},
                key)
    op = _one_of(ctx, s, "op", key, STATIC_OPS)
    who = _one_of(ctx, s, "who", key, STATIC_WHO)
    kw = s.get("keyword")
    if op == "keyword" and kw not in STATIC_KEYWORDS:
        ctx.fail(f"{key}.keyword", f"expected one of {', '.join(STATIC_KEYWORDS)}, got {kw!r}")
    amount = s.get("amount", 1 if op == "keyword" else 0)
    if isinstance(amount, bool) or not isinstance(amount, int) or abs(amount) > 10**6:
        ctx.fail(f"{key}.amount", f"expected a whole number, got {amount!r}")
    if op in ("unchoosable", "no_enemy_move", "deathknell_again", "no_combat_damage",
             "no_opponent_points", "no_enemy_spell_damage") and "amount" in s:
        ctx.fail(f"{key}.amount", f"{op} takes no amount")
    if op == "bonus_damage" and amount < 1:
        ctx.fail(f"{key}.amount", "Bonus Damage is always a positive amount (714.1)")
    req = _one_of(ctx, s, "require", key, STATIC_REQUIRE)
    if req == "weaker" and op not in ("unchoosable", "save", "no_combat_damage"):
        ctx.fail(f"{key}.require", '"weaker" reads Might: only an unchoosable, a save or a '
                                   "no_combat_damage passive ability can require it")
    if req == "in_combat" and op != "save":
        ctx.fail(f"{key}.require", '"in_combat" is a condition of a `save` static only')
    if req == "moved_twice" and op != "no_damage":
        ctx.fail(f"{key}.require", '"moved_twice" is a condition of a `no_damage` static only')
    conditions, counts = _board_words()
    when = _one_of(ctx, s, "when", key, (None, *conditions))
    per = _one_of(ctx, s, "per", key, (None, *counts))
    for name, word in (("when", when), ("per", per)):
        table = conditions if name == "when" else counts
        if word == "friendly_units_tagged":
            ctx.fail(f"{key}.{name}", "a passive ability cannot count tagged units (it has no "
                                      "`tag`)")
        if word is not None and table[word].reads_might:
            ctx.fail(f"{key}.{name}", f'"{word}" reads Might, and a passive ability that '
                                      "changes Might or keywords cannot depend on it")
    of = _one_of(ctx, s, "of", key, (None, "self", "equipment") if granted else (None, "self"))
    if of is not None and when is None:
        ctx.fail(f"{key}.of", '`of = "self"` says `when` reads the object that has the ability: '
                              "give `when` too")
    per_of = _one_of(ctx, s, "per_of", key, (None, "unit"))
    if per_of is not None and per is None:
        ctx.fail(f"{key}.per_of", '`per_of = "unit"` says what `per` counts about: give `per` too')
    pay = tuple(_list(ctx, s.get("pay"), f"{key}.pay"))
    for c in pay:
        if c not in SAVE_COSTS:
            ctx.fail(f"{key}.pay", f"expected costs among {', '.join(SAVE_COSTS)}, got {c!r}")
    if pay and op != "save":
        ctx.fail(f"{key}.pay", "only a `save` (a death replacement) has a cost to pay")
    tag = _str(ctx, s.get("tag"), f"{key}.tag") if s.get("tag") is not None else None
    floor = _int(ctx, s.get("floor"), f"{key}.floor", lo=0)
    if floor is not None and (op != "might" or amount >= 0):
        ctx.fail(f"{key}.floor", "only a Might passive ability that lowers Might (a negative "
                                 "`amount`) can stop at a minimum")
    return Static(op=op, who=who, amount=amount, keyword=kw, require=req, when=when, per=per,
                  of=of, per_of=per_of, pay=pay, may=_bool(ctx, s.get("may"), f"{key}.may"),
                  tag=tag, floor=floor)


def _text(ctx, t, key, granted=False) -> Text:
    """A rules text; `granted`: an Equipment's effect text, which may also give its unit tags
    and inert keywords, and whose passive abilities may read the Equipment (`of`)."""
    reps = tuple(_list(ctx, t.get("replacements"), f"{key}replacements"))
    for r in reps:
        if r not in REPLACEMENTS:
            ctx.fail(f"{key}replacements", f"expected one of {', '.join(REPLACEMENTS)}, got {r!r}")
    words = {}
    for name in ("tags", "keywords"):
        words[name] = tuple(_str(ctx, w, f"{key}{name}")
                            for w in _list(ctx, t.get(name), f"{key}{name}"))
    return Text(
        tags=words["tags"],
        keywords=words["keywords"],
        tank=_bool(ctx, t.get("tank"), f"{key}tank"),
        assault=_int(ctx, t.get("assault"), f"{key}assault") or 0,
        shield=_int(ctx, t.get("shield"), f"{key}shield") or 0,
        abilities=tuple(_ability(ctx, a, f"{key}abilities[{i}]") for i, a in enumerate(_list(ctx, t.get("abilities"), f"{key}abilities"), 1)),
        statics=tuple(_static(ctx, s, f"{key}statics[{i}]", granted) for i, s in enumerate(_list(ctx, t.get("statics"), f"{key}statics"), 1)),
        replacements=reps,
    )


def card_from_table(t: dict, path: str, line: int | None = None, key: str = "card", official=False) -> CardDef:
    """Build one card from its TOML table, refusing anything the engine cannot model."""
    ctx = _Ctx(path, line)
    _check_keys(ctx, t, CARD_KEYS, key)
    name = t.get("name")
    if not isinstance(name, str) or not name.strip():
        ctx.fail(f"{key}.name", "every card needs a name")
    kind = t.get("kind")
    if kind not in KINDS:
        ctx.fail(f"{key}.kind", f"expected one of {', '.join(KINDS)}, got {kind!r}")
    might = _int(ctx, t.get("might"), f"{key}.might")
    if kind == "unit" and might is None:
        ctx.fail(f"{key}.might", "a unit needs a Might")
    if kind != "unit" and might is not None:
        ctx.fail(f"{key}.might", f"a {kind} has no Might")
    targets = tuple(_target(ctx, x, f"{key}.targets[{i}]") for i, x in enumerate(_list(ctx, t.get("targets"), f"{key}.targets"), 1))
    effects = tuple(_effect(ctx, e, f"{key}.effects[{i}]", len(targets)) for i, e in enumerate(_list(ctx, t.get("effects"), f"{key}.effects"), 1))
    _check_spell_targets(ctx, targets, effects, key)
    if kind != "spell" and (targets or effects):
        ctx.fail(f"{key}.effects", "only a spell has targets and effects of its own; give a unit or gear `abilities`")
    text = _text(ctx, {k: v for k, v in t.items() if k in TEXT_KEYS}, f"{key}.")
    if kind == "rune" and (text.abilities or text.statics or text.replacements or "grants" in t):
        ctx.fail(f"{key}.kind", "a basic rune's abilities are the rules' own (164.2: exhaust for "
                                "Energy, recycle for Power of its domain); it takes none of its own")
    grants = None
    if "grants" in t:
        g = t["grants"]
        _check_keys(ctx, g, TEXT_KEYS | {"tags", "keywords"}, f"{key}.grants")
        grants = _text(ctx, g, f"{key}.grants.", granted=True)
    equipment = _bool(ctx, t.get("equipment"), f"{key}.equipment")
    if equipment and kind != "gear":
        ctx.fail(f"{key}.equipment", "only a gear can be an Equipment")
    if grants is not None and not equipment:
        ctx.fail(f"{key}.grants", "only an Equipment grants text to a unit")
    keywords = tuple(_list(ctx, t.get("keywords"), f"{key}.keywords"))
    for k in keywords:
        _str(ctx, k, f"{key}.keywords")
    modelled = t.get("modelled", "full")
    if modelled not in LEVELS:
        ctx.fail(f"{key}.modelled", f"expected one of {', '.join(LEVELS)}, got {modelled!r}")
    not_modelled = _str(ctx, t.get("not_modelled"), f"{key}.not_modelled") or ""
    if modelled == "partial" and not not_modelled.strip():
        ctx.fail(f"{key}.not_modelled", "a partial card says what is not modelled")
    enters_exhausted = _bool(ctx, t.get("enters_exhausted"), f"{key}.enters_exhausted")
    if enters_exhausted and kind != "gear":
        ctx.fail(f"{key}.enters_exhausted", "only a gear needs it: a unit enters exhausted "
                                            "anyway (143.4)")
    enters_ready = _bool(ctx, t.get("enters_ready"), f"{key}.enters_ready")
    if t.get("no_combat_damage") and kind != "unit":
        ctx.fail(f"{key}.no_combat_damage", "only a unit deals combat damage")
    if t.get("uncounterable") and kind != "spell":
        ctx.fail(f"{key}.uncounterable", "only a spell waits on the chain to be countered here")
    if t.get("moves_in_from_anywhere") and kind != "battlefield":
        ctx.fail(f"{key}.moves_in_from_anywhere", "only a battlefield is a place units move to")
    if t.get("plays_to_enemies") and kind != "unit":
        ctx.fail(f"{key}.plays_to_enemies", "only a unit is played to a battlefield")
    for word in ("plays_to_open", "plays_to_enemy_battlefield", "plays_to_attacked",
                 "plays_to_lone_enemy", "plays_only_to_conquered"):
        if t.get(word) and kind != "unit":
            ctx.fail(f"{key}.{word}", "only a unit is played to a battlefield")
    if t.get("double_equipment_bonus") and kind != "unit":
        ctx.fail(f"{key}.double_equipment_bonus", "only a unit has Equipment attached (718)")
    if t.get("friendly_plays_to_lone_enemy") and kind not in ("unit", "gear"):
        ctx.fail(f"{key}.friendly_plays_to_lone_enemy", "only a unit or gear on the board gives "
                                                        "its player's units this")
    if t.get("friendly_plays_to_open") and kind not in ("unit", "gear"):
        ctx.fail(f"{key}.friendly_plays_to_open", "only a unit or gear on the board gives its "
                                                  "player's units this")
    if t.get("ignores_deflect") and kind not in ("spell", "battlefield"):
        ctx.fail(f"{key}.ignores_deflect", "only a spell (its own costs) or a battlefield (what "
                                           "is chosen there) ignores Deflect (766)")
    if t.get("attacker_tie_recalls_all") and kind not in ("unit", "gear"):
        ctx.fail(f"{key}.attacker_tie_recalls_all", "only a unit or gear on the board has it "
                                                    "(Symbol of the Solari)")
    if t.get("channel_one") and kind != "unit":
        ctx.fail(f"{key}.channel_one", "only a unit is at a battlefield (Sandstone Chimera)")
    if t.get("ignores_tank_here") and kind != "unit":
        ctx.fail(f"{key}.ignores_tank_here", "only a unit is at a battlefield where combat "
                                             "damage is assigned (465.2)")
    if enters_ready and kind != "unit":
        ctx.fail(f"{key}.enters_ready", "only a unit needs it: a gear enters ready anyway (149.1)")
    optional_cost = t.get("optional_cost", False)
    from riftboard.engine.ops.cardsU_words import XP_COST  # only when a card is checked

    if optional_cost not in (True, False, "exhaust_legend", "exhaust_friendly_unit") and not (
            isinstance(optional_cost, str) and XP_COST.fullmatch(optional_cost)):
        ctx.fail(f"{key}.optional_cost", "expected true, false, \"exhaust_legend\" (exhausting "
                                         "its player's legend), \"exhaust_friendly_unit\" "
                                         "(exhausting one of their units) or \"spend_N_xp\" (N "
                                         f"XP spent), got {optional_cost!r}")
    if optional_cost and kind == "battlefield":
        ctx.fail(f"{key}.optional_cost", "a battlefield is not played: it has no additional cost")
    optional_discard = _bool(ctx, t.get("optional_discard"), f"{key}.optional_discard")
    if optional_discard and (kind not in ("spell", "unit") or not optional_cost):
        ctx.fail(f"{key}.optional_discard", "only a spell or unit with `optional_cost = true` "
                                            "has it: its optional additional cost is to discard 1")
    if (any(ab.if_paid for ab in text.abilities)
            or any(e.if_paid or e.unless_paid for e in effects)) \
            and not optional_cost:
        ctx.fail(f"{key}.optional_cost", "an ability or instruction says `if_paid`, so the card "
                                         "needs `optional_cost = true`")
    # a "when you play me" ability knows whether the cost was paid (356.4.f.1): its
    # instructions may say `if_paid` or `unless_paid` (Safety Inspector); no other ability does
    paid_words = [(ab, e) for ab in text.abilities for e in ab.effects
                  if e.if_paid or e.unless_paid]
    if any(not (ab.kind == "triggered" and ab.trigger in ("play_self", "play_self_legion"))
           for ab, _e in paid_words):
        ctx.fail(f"{key}.abilities", "`if_paid` on an ability's instruction: only a \"when you "
                                     "play me\" ability's instructions may say it (356.4.f.1)")
    if paid_words and not optional_cost:
        ctx.fail(f"{key}.optional_cost", "an ability's instruction says `if_paid` or "
                                         "`unless_paid`, so the card needs an `optional_cost`")
    domains = tuple(_list(ctx, t.get("domains"), f"{key}.domains"))
    for d in domains:
        if d not in DOMAINS:
            ctx.fail(f"{key}.domains", f"expected domains among {', '.join(DOMAINS)}, got {d!r}")
    play_cost = tuple(_list(ctx, t.get("play_cost"), f"{key}.play_cost"))
    for c in play_cost:
        if c not in PLAY_COSTS:
            ctx.fail(f"{key}.play_cost", f"expected costs among {', '.join(PLAY_COSTS)}, got {c!r}")
    if play_cost and kind not in ("unit", "spell", "gear"):
        ctx.fail(f"{key}.play_cost", "only a card that is played has an additional cost")
    less, less_if, less_per = _cost_less(ctx, t.get("cost_less"), f"{key}.cost_less", kind)
    flow = _flow_cost(ctx, t, key, kind, keywords)
    modes = _modes(ctx, t, key, kind, keywords, targets, effects)
    level_discounts = _level_discounts(ctx, t.get("level_discounts"), f"{key}.level_discounts")
    if level_discounts and kind not in ("unit", "spell", "gear"):
        ctx.fail(f"{key}.level_discounts", "only a card that is played has a cost to discount")
    reduces = _reduces_costs(ctx, t.get("reduces_costs"), f"{key}.reduces_costs", kind)
    your_bonus = _int(ctx, t.get("your_bonus_damage"), f"{key}.your_bonus_damage", lo=1) or 0
    if your_bonus and kind not in ("unit", "gear"):
        ctx.fail(f"{key}.your_bonus_damage", "only a unit or gear on the board gives it")
    return CardDef(modes=modes,
        name=name.strip(), kind=kind, might=might, play_cost=play_cost, **flow,
        cost_less=less, cost_less_if=less_if, cost_less_per=less_per,
        reduces_costs=reduces[0], reduces_costs_what=reduces[1], reduces_costs_tag=reduces[2],
        reduces_costs_if=reduces[3], reduces_costs_floor=reduces[4],
        your_bonus_damage=your_bonus,
        might_bonus=_int(ctx, t.get("might_bonus"), f"{key}.might_bonus") or 0,
        equipment=equipment, token=_bool(ctx, t.get("token"), f"{key}.token"),
        official=_bool(ctx, t.get("official"), f"{key}.official", default=official),
        keywords=keywords, tags=tuple(_list(ctx, t.get("tags"), f"{key}.tags")),
        energy=_int(ctx, t.get("energy"), f"{key}.energy"), power=_int(ctx, t.get("power"), f"{key}.power"),
        summary=_str(ctx, t.get("summary"), f"{key}.summary") or "",
        targets=targets, effects=effects, text=text, grants=grants,
        modelled=modelled, not_modelled=not_modelled, enters_exhausted=enters_exhausted,
        enters_ready=enters_ready,
        optional_cost=optional_cost, optional_discard=optional_discard, domains=domains,
        no_combat_damage=_bool(ctx, t.get("no_combat_damage"), f"{key}.no_combat_damage"),
        uncounterable=_bool(ctx, t.get("uncounterable"), f"{key}.uncounterable"),
        moves_in_from_anywhere=_bool(ctx, t.get("moves_in_from_anywhere"),
                                     f"{key}.moves_in_from_anywhere"),
        ignores_deflect=_bool(ctx, t.get("ignores_deflect"), f"{key}.ignores_deflect"),
        ignores_tank_here=_bool(ctx, t.get("ignores_tank_here"), f"{key}.ignores_tank_here"),
        channel_one=_bool(ctx, t.get("channel_one"), f"{key}.channel_one"),
        plays_to_enemies=_bool(ctx, t.get("plays_to_enemies"), f"{key}.plays_to_enemies"),
        plays_to_attacked=_bool(ctx, t.get("plays_to_attacked"), f"{key}.plays_to_attacked"),
        plays_to_lone_enemy=_bool(ctx, t.get("plays_to_lone_enemy"),
                                  f"{key}.plays_to_lone_enemy"),
        plays_only_to_conquered=_bool(ctx, t.get("plays_only_to_conquered"),
                                      f"{key}.plays_only_to_conquered"),
        double_equipment_bonus=_bool(ctx, t.get("double_equipment_bonus"),
                                     f"{key}.double_equipment_bonus"),
        friendly_plays_to_lone_enemy=_bool(ctx, t.get("friendly_plays_to_lone_enemy"),
                                           f"{key}.friendly_plays_to_lone_enemy"),
        level_discounts=level_discounts,
        victory_score_plus=_victory_score_plus(ctx, t, key, kind),
        facedown_extra=_facedown_extra(ctx, t, key, kind),
        no_unit_plays=_no_unit_plays(ctx, t, key, kind),
        plays_to_open=_bool(ctx, t.get("plays_to_open"), f"{key}.plays_to_open"),
        friendly_plays_to_open=_bool(ctx, t.get("friendly_plays_to_open"),
                                     f"{key}.friendly_plays_to_open"),
        plays_to_enemy_battlefield=_bool(ctx, t.get("plays_to_enemy_battlefield"),
                                         f"{key}.plays_to_enemy_battlefield"),
        attacker_tie_recalls_all=_bool(ctx, t.get("attacker_tie_recalls_all"),
                                       f"{key}.attacker_tie_recalls_all"),
    )


def _no_unit_plays(ctx, t, key, kind) -> bool:
    """`no_unit_plays = true`: a battlefield units can't be played to (002)."""
    barred = _bool(ctx, t.get("no_unit_plays"), f"{key}.no_unit_plays")
    if barred and kind != "battlefield":
        ctx.fail(f"{key}.no_unit_plays", "only a battlefield is a place units are played to")
    return barred


def _facedown_extra(ctx, t, key, kind) -> int:
    """`facedown_extra = N`: a battlefield where N more cards may be hidden (107.3.b; 002)."""
    n = _int(ctx, t.get("facedown_extra"), f"{key}.facedown_extra", lo=1)
    if n is not None and kind != "battlefield":
        ctx.fail(f"{key}.facedown_extra", "only a battlefield has a Facedown Zone (107.3.a)")
    return n or 0


def _victory_score_plus(ctx, t, key, kind) -> int:
    """`victory_score_plus = N`: a battlefield's "the points needed to win are N more" (002)."""
    n = _int(ctx, t.get("victory_score_plus"), f"{key}.victory_score_plus", lo=1)
    if n is not None and kind != "battlefield":
        ctx.fail(f"{key}.victory_score_plus", "only a battlefield's text changes the points "
                                              "needed to win here")
    return n or 0


def _cost_less(ctx, t, key, kind) -> tuple[int, str | None, str | None]:
    """`cost_less = { amount = N, if = CONDITION }` or `{ amount = N, per = COUNT }`: "I cost N
    less" (while the condition holds: Legion, or a condition about the player and the board
    only; for each of what the count reads about its player)."""
    if t is None:
        return 0, None, None
    _check_keys(ctx, t, {"amount", "if", "per"}, key)
    if kind not in ("unit", "spell", "gear"):
        ctx.fail(key, "only a card that is played has a cost to reduce")
    amount = _int(ctx, t.get("amount"), f"{key}.amount", lo=1, optional=False)
    conditions, counts = _board_words()
    # a condition about the player and the board only: the card is not on the board yet
    player_words = tuple(w for w, word in conditions.items() if word.player_only)
    cond = _one_of(ctx, t, "if", key, (None, "legion", *player_words))
    per = _one_of(ctx, t, "per", key, (None, "cards_in_trash"))
    if (cond is None) == (per is None):
        ctx.fail(key, "give one of `if` (when it costs less) or `per` (what each makes it cost "
                      "less)")
    return amount, cond, per


def _modes(ctx, t, key, kind, keywords, targets, effects) -> tuple:
    """`modes = [{ summary, targets, effects }, ...]`: a spell whose player chooses one as it
    is played (355.3), each with its own targets and instructions."""
    if "modes" not in t:
        return ()
    mkey = f"{key}.modes"
    if kind != "spell":
        ctx.fail(mkey, "only a spell is modelled with modes to choose from (355.3)")
    if targets or effects:
        ctx.fail(mkey, "a spell with modes has its targets and effects in each mode, not its own")
    listed = _list(ctx, t["modes"], mkey)
    if len(listed) < 2:
        ctx.fail(mkey, "give at least two modes to choose from")
    out = []
    for i, m in enumerate(listed, 1):
        k = f"{mkey}[{i}]"
        _check_keys(ctx, m, {"summary", "targets", "effects"}, k)
        mt = tuple(_target(ctx, x, f"{k}.targets[{j}]")
                   for j, x in enumerate(_list(ctx, m.get("targets"), f"{k}.targets"), 1))
        me = tuple(_effect(ctx, e, f"{k}.effects[{j}]", len(mt))
                   for j, e in enumerate(_list(ctx, m.get("effects"), f"{k}.effects"), 1))
        if not me:
            ctx.fail(f"{k}.effects", "a mode does something: give its effects")
        _check_spell_targets(ctx, mt, me, k)
        out.append(Mode(summary=_str(ctx, m.get("summary"), f"{k}.summary") or "", targets=mt,
                        effects=me))
    return tuple(out)


def _flow_cost(ctx, t, key, kind, keywords) -> dict:
    """`flow = { energy = N, power = N, power_domain = "any" }`: a Flow spell's Flow cost, what
    it is played for from the trash (829.1.b, 356.1.a)."""
    if "flow" not in t:
        return {}
    f = t["flow"]
    fkey = f"{key}.flow"
    _check_keys(ctx, f, {"energy", "power", "power_domain"}, fkey)
    if kind != "spell" or not any(str(k).split()[0].lower() == "flow" for k in keywords if k):
        ctx.fail(fkey, "only a spell with the Flow keyword has a Flow cost (829)")
    if "energy" not in f:
        ctx.fail(fkey, "a Flow cost names its Energy: `energy = N` (0 for none)")
    out = {"flow_energy": _int(ctx, f["energy"], f"{fkey}.energy", optional=False),
           "flow_power": _int(ctx, f.get("power"), f"{fkey}.power") or 0}
    if "power_domain" in f:
        if not out["flow_power"]:
            ctx.fail(f"{fkey}.power_domain", "give `power` too: the Power whose domain this names")
        out["flow_domain"] = _one_of(ctx, f, "power_domain", fkey, ("any", *DOMAINS))
    return out


def _level_discounts(ctx, value, key) -> tuple[tuple[str, int, int], ...]:
    """`level_discounts = [{ if = "level_6", energy = 4, power = 2 }, ...]`: "[Level N] I cost
    ... less" (356)."""
    out = []
    for i, d in enumerate(_list(ctx, value, key), 1):
        at = f"{key}[{i}]"
        if not isinstance(d, dict):
            ctx.fail(at, f"expected a table {{ if, energy, power }}, got {d!r}")
        _check_keys(ctx, d, {"if", "energy", "power"}, at)
        word = d.get("if")
        if word not in LEVEL_WORDS:
            ctx.fail(f"{at}.if", f"expected one of {', '.join(LEVEL_WORDS)}, got {word!r}")
        energy = _int(ctx, d.get("energy"), f"{at}.energy") or 0
        power = _int(ctx, d.get("power"), f"{at}.power") or 0
        if energy <= 0 and power <= 0:
            ctx.fail(at, "a discount needs `energy` or `power` (a whole number >= 1)")
        out.append((word, energy, power))
    return tuple(out)


def _reduces_costs(ctx, t, key, kind) -> tuple:
    """`reduces_costs = { amount = N, what = KIND, tag = TAG, if = CONDITION, floor = M }`: a
    permanent's "the Energy cost of the [kind] [with tag] you play is N less, to a minimum of
    M" (while the condition about the permanent holds)."""
    if t is None:
        return 0, None, None, None, 0
    _check_keys(ctx, t, {"amount", "what", "tag", "if", "floor"}, key)
    if kind not in ("unit", "gear"):
        ctx.fail(key, "only a unit or gear on the board makes other cards cost less")
    amount = _int(ctx, t.get("amount"), f"{key}.amount", lo=1, optional=False)
    what = _one_of(ctx, t, "what", key, (None, "unit", "spell", "gear"))
    tag = t.get("tag")
    if tag is not None and not isinstance(tag, str):
        ctx.fail(f"{key}.tag", "a tag is a string")
    conditions, _counts = _board_words()
    cond = _one_of(ctx, t, "if", key, (None, *conditions))
    floor = _int(ctx, t.get("floor"), f"{key}.floor") or 0
    return amount, what, tag, cond, floor


def _header_lines(text: str, header: str) -> list[int]:
    return [i for i, ln in enumerate(text.splitlines(), 1) if ln.strip() == header]


def key_line(text: str, header: int, key: str | None) -> int:
    """The line where `key` (a path such as `card[2].abilities[1].effects[2].op`) is written in
    the card table whose `[[card]]` header is on line `header`: each part of the path is looked
    for after the previous one, the n-th occurrence for item n of a list (inline tables and
    `[[card.abilities]]` headers alike). The header's line when the key is not found (a key that
    is missing, or written in a way this simple scan does not follow)."""
    import re  # (not at import: loading the built-in library needs no regular expressions)

    lines = text.splitlines(keepends=True)
    start = sum(len(ln) for ln in lines[:header])  # the text after the header line
    end = len(text)
    for i in range(header, len(lines)):
        if lines[i].strip() == "[[card]]":
            end = sum(len(ln) for ln in lines[:i])
            break
    block = text[start:end]
    parts = re.findall(r"([A-Za-z_][\w-]*)(?:\[(\d+)\])?", key or "")[1:]  # without card[i]
    pos, line, nth = 0, header, 1
    for name, item in parts:
        word = re.escape(name)
        pattern = re.compile(rf"(?m)(?:^|(?<=[\s{{,]))(?P<k>{word}\s*=|"
                             rf"\[\[?card(?:\.[\w-]+)*\.{word}\]\]?)")
        hits = list(pattern.finditer(block, pos))
        if len(hits) < nth:
            break
        hit = hits[nth - 1]
        pos = hit.end()
        line = header + 1 + block.count("\n", 0, hit.start("k"))
        nth = int(item) if item else 1
    return line


def card_tables(path: Path) -> tuple[list, list[int]]:
    """The one reader of a card file's text, for the command line and the app alike: the guards
    of riftboard/tomlfile.py (size before reading, then nesting, dotted keys and long numbers
    before tomllib), then its `[[card]]` tables and the line of each header. Raises
    InvalidScenario, naming the file, for a file that is refused as a whole."""
    return _read_card_tables(path)[:2]


def _read_card_tables(path: Path) -> tuple[list, list[int], str]:
    """card_tables, and the file's text (for the line of each key)."""
    from riftboard.tomlfile import (  # not at import: the built-in library needs no TOML
        parse,
        read_text,
    )

    text = read_text(path, what="card file")
    data = parse(text, str(path))
    for k in data:
        if k != "card":
            raise InvalidScenario("unknown key (a card file holds [[card]] tables)", path=str(path), key=k)
    tables = data.get("card", [])
    if not isinstance(tables, list):
        raise InvalidScenario("expected [[card]] tables", path=str(path), key="card")
    return tables, _header_lines(text, "[[card]]"), text


def read_card_file(path: Path, official: bool = False) -> list:
    """Each card of a card file, or the InvalidScenario of each card that does not load (a file
    refused as a whole gives one): every card file goes through card_tables."""
    try:
        tables, lines, text = _read_card_tables(path)
    except InvalidScenario as e:
        return [e]
    out: list = []
    for i, t in enumerate(tables):
        header = lines[i] if i < len(lines) else None
        out.extend(_card_or_errors(t, str(path), text, header, f"card[{i + 1}]", official))
    return out


#: the keys a card cannot be checked without: an error there is the card's last one
_CORE_KEYS = ("name", "kind")


def _card_or_errors(t, path: str, text: str, header: int | None, key: str,
                    official: bool) -> list:
    """[the card], or every error of its table, each at the line of its key: after an error,
    the card is checked again with the top-level key at fault set aside (a designer fixes them
    all in one go). An error that follows from one already said (about a key set aside, or the
    key a misspelt one was meant to be) is not said again; an error of the name or the kind is
    the card's last."""
    import re

    errors: list[InvalidScenario] = []
    said: set[str] = set()  # the keys set aside, and the keys "did you mean" named
    table = t
    for _ in range(len(t) + 8 if isinstance(t, dict) else 1):
        try:
            card = checked_card(table, path, header, key, official)
            return errors or [card]
        except InvalidScenario as e:
            top = _top_key(e.key, key)
            if errors and not top:
                break
            if top not in said:
                if header is not None and e.line == header and text:
                    e = InvalidScenario(e.message, path=e.path, key=e.key,
                                        line=key_line(text, header, e.key))
                errors.append(e)
                said.update(re.findall(r'did you mean "([\w-]+)"', e.message))
            elif top not in table and top not in _CORE_KEYS:
                pass  # the key a misspelt one was meant to be: set a plain value in its place
            else:
                break
            if not isinstance(table, dict) or top in _CORE_KEYS:
                break
            said.add(top)
            table = _set_aside(table, top, path, header, key, official)
    return errors


def _top_key(path: str | None, key: str) -> str:
    """The card's own key an error's path starts with ("might" for card[1].might)."""
    return (path or "").removeprefix(key + ".").split(".", 1)[0].split("[", 1)[0]


def _set_aside(table: dict, top: str, path: str, header, key: str, official: bool) -> dict:
    """The table with `top` holding a plain value its own check accepts (a unit still needs a
    Might), else without it: what the next check of the card then finds is another key's."""
    for value in (1, "", [], False, {}):
        trial = {**table, top: value}
        try:
            checked_card(trial, path, header, key, official)
            return trial
        except InvalidScenario as e:
            if _top_key(e.key, key) != top:
                return trial
    return {k: v for k, v in table.items() if k != top}


def load_card_file(path: Path, official: bool = False) -> list[CardDef]:
    """Read one card file: its `[[card]]` tables; the first error is raised (card_tables)."""
    cards = read_card_file(path, official)
    for c in cards:
        if isinstance(c, InvalidScenario):
            raise c
    return cards


def checked_card(t, path: str, line: int | None, key: str, official=False) -> CardDef:
    """card_from_table, where anything it did not expect (a table where a name belongs, a bug)
    is still an InvalidScenario naming the file, line and key, never an internal error."""
    try:
        return card_from_table(t, path, line, key, official)
    except InvalidScenario:
        raise
    except Exception as exc:
        from riftboard.tomlfile import explain

        message, where = explain(exc, key)
        raise InvalidScenario(message, path=path, line=line, key=where) from None


class Library:
    """Every card by exact name."""

    def __init__(self, cards: dict[str, CardDef]):
        self._cards = cards
        self._lower = {n.lower(): n for n in cards}
        self._titles: dict[str, str | None] | None = None  # legend_by_title's map, when first asked

    def cards(self) -> list[CardDef]:
        return list(self._cards.values())

    def names(self) -> list[str]:
        return list(self._cards)

    def lower_names(self):
        """Every name in lower case (a set-like view, built once per library)."""
        return self._lower.keys()

    def get(self, name: str) -> CardDef | None:
        return self._cards.get(name)

    def legend_by_title(self, title: str) -> str | None:
        """The legend a player names by its title alone: "Daughter of the Void" is the library's
        "Kai'Sa, Daughter of the Void" (the legend card's printed name is its title). None when
        no legend, or more than one, has that title."""
        if self._titles is None:
            titles: dict[str, str | None] = {}
            for name in self._cards:
                champion, sep, rest = name.partition(", ")
                if sep and self.kind_of(name) == "legend":
                    titles[rest] = None if rest in titles else name
            self._titles = titles
        return self._titles.get(title)

    def kind_of(self, name: str) -> str | None:
        c = self._cards.get(name)
        return c.kind if c else None

    def is_equipment(self, name: str) -> bool:
        c = self._cards.get(name)
        return bool(c and c.equipment)

    def is_unique(self, name: str) -> bool:
        """Whether the card has Unique (825): a deck holds one card of its name (825.3.a)."""
        return card_keyword_of(self._cards.get(name), "unique")

    def suggest(self, name: str) -> str | None:
        if name.lower() in self._lower:
            return self._lower[name.lower()]
        return _close(name, self.names())

    def extend(self, tables, path: str, lines=()) -> Library:
        """A new library with a file's own designer cards added. A designer card may not
        reuse a released card's name, nor another of the file's; it may be a card of --cards
        (a saved designer board embeds the cards it uses): the file's definition is the one
        its board was made with, so it is the one that board plays."""
        if not tables:
            return self
        new = dict(self._cards)
        released = builtin_library()
        seen = set()
        for i, t in enumerate(tables):
            line = lines[i] if i < len(lines) else None
            card = checked_card(t, path, line, f"cards[{i + 1}]")
            if card.name in seen or (card.name in new and released.get(card.name) is not None):
                raise InvalidScenario(f'a card named "{card.name}" already exists', path=path, line=line, key=f"cards[{i + 1}].name")
            seen.add(card.name)
            new[card.name] = card
        return Library(new)


_BUILTIN: Library | None = None
_CACHE: dict[tuple[str, ...], Library] = {}


def builtin_library() -> Library:
    """The shipped cards, loaded once: a body for every released card (the pool, level `none`),
    replaced by its definition where resources/cards/*.toml models it; then the sandbox cards.

    Each definition is built the first time it is asked for (`ShippedCards`): a lesson needs a
    few of the 937 cards before the window's first paint; the card library asks for all."""
    global _BUILTIN
    if _BUILTIN is None:
        _BUILTIN = Library(ShippedCards())
    return _BUILTIN


class ShippedCards(Mapping):
    """The shipped cards by name, in the facts file's order then the sandbox cards' (a read-only
    mapping, as the library's dict of cards): each CardDef is built from pool.marshal when it is
    first read, a definition of the card files where there is one, else a body."""

    def __init__(self):
        from . import pool

        self._pool = pool
        self._defs = pool.encoded_definitions()
        self._names = dict.fromkeys([*pool.card_names(), *self._defs])
        self._built: dict[str, CardDef] = {}
        self._said: dict = {}  # shared body texts, see pool.body_card

    def _build(self, name: str) -> CardDef:
        pool = self._pool
        row = pool.row(name)
        enc = self._defs.get(name)
        if enc is None:
            card = pool.body_card(row, self._said)  # (each of _names has a row or a definition)
        else:
            # a card file that names no domains takes the facts file's
            card = pool.decode_definition(enc, pool.row_domains(row) if row is not None else ())
        self._built[name] = card
        return card

    def __getitem__(self, name: str) -> CardDef:
        card = self._built.get(name)
        if card is None:
            if name not in self._names:
                raise KeyError(name)
            card = self._build(name)
        return card

    def get(self, name, default=None):
        return self[name] if name in self._names else default

    def __contains__(self, name) -> bool:
        return name in self._names

    def __iter__(self):
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)


def load_library(extra_dirs=()) -> Library:
    """The built-in library plus the card files in `extra_dirs` (--cards DIR)."""
    key = tuple(str(d) for d in extra_dirs)
    if key in _CACHE:
        return _CACHE[key]
    lib = builtin_library()
    from pathlib import Path

    for d in extra_dirs:
        p = Path(d)
        if not p.is_dir():
            raise InvalidScenario("not a folder of card files", path=str(p))
        tables: list[dict] = []
        for f in sorted(p.rglob("*.toml")):
            for c in load_card_file(f):
                if c.name in lib._cards:
                    raise InvalidScenario(f'a card named "{c.name}" already exists', path=str(f))
                lib = Library({**lib._cards, c.name: c})
        del tables
    _CACHE[key] = lib
    return lib


def load_library_checked(extra_dirs=()) -> tuple[Library, list[InvalidScenario], list[str]]:
    """The built-in library plus every card of `extra_dirs` that loads, every error found (not
    only the first: each card file and each [[card]] table is checked on its own), and the
    names of the extra cards that loaded. The result is what `load_library(extra_dirs)` then
    returns, so the app opens with the cards that did load."""
    from pathlib import Path
    key = tuple(str(d) for d in extra_dirs)
    lib = builtin_library()
    errors: list[InvalidScenario] = []
    loaded: list[str] = []
    for d in extra_dirs:
        p = Path(d)
        if not p.is_dir():
            errors.append(InvalidScenario("not a folder of card files", path=str(p)))
            continue
        for f in sorted(p.rglob("*.toml")):
            for card_or_error in read_card_file(f):
                if isinstance(card_or_error, InvalidScenario):
                    errors.append(card_or_error)
                    continue
                c = card_or_error
                if c.name in lib._cards:
                    errors.append(InvalidScenario(f'a card named "{c.name}" already exists',
                                                  path=str(f)))
                    continue
                lib = Library({**lib._cards, c.name: c})
                loaded.append(c.name)
    _CACHE[key] = lib
    return lib, errors, loaded


def forget_library(extra_dirs=()) -> None:
    """Drop the cached library of `extra_dirs` (its files changed)."""
    _CACHE.pop(tuple(str(d) for d in extra_dirs), None)
