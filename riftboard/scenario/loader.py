"""Read scenario files (SPEC section 2): parse the TOML, validate everything, build a ScenarioSpec.

Nothing runs before the whole file is checked: unknown keys, wrong types, unknown ids and card
names are all reported here as `InvalidScenario`, naming the file, the line and the key path.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, NoReturn, Protocol

import attrs

from riftboard.engine import NO_PICK, PHASES, POOL_KEYS, TOKENS, Value
from riftboard.errors import InvalidScenario
from riftboard.scenario.spec import (
    DEFAULT_RULESET,
    EXPECT_KINDS,
    GAME_PLAYER_KEYS,
    GAME_TOP_KEYS,
    MAX_NOTE,
    RULESETS,
    AnnotationSpec,
    BattlefieldSpec,
    BranchSpec,
    CardSpec,
    ExpectSpec,
    GearSpec,
    PlayerSpec,
    ScenarioSpec,
    SessionSpec,
    StepSpec,
    UnitSpec,
)
from riftboard.scenario.steps import FORMAT_2_STEPS, STEP_KINDS, STEPS
from riftboard.tomlfile import MAX_FILE_BYTES, explain, read_text
from riftboard.tomlfile import parse as parse_toml

#: the kinds of token an expectation may name ("Mech": every token of that kind, 187)
_TOKEN_NAMES = frozenset(name.lower() for name in TOKENS)

__all__ = ["CardLibrary", "is_scenario_document", "load_scenario", "parse_scenario",
           "scenario_document"]


class CardLibrary(Protocol):
    """What the loader needs from the card library."""

    def names(self) -> list[str]: ...
    def kind_of(self, name: str) -> str | None: ...
    def legend_by_title(self, title: str) -> str | None: ...
    def is_equipment(self, name: str) -> bool: ...
    def is_unique(self, name: str) -> bool: ...
    def extend(self, card_tables: list[dict], path: str | None,
               lines: list[int]) -> CardLibrary: ...


TOP_KEYS = ("format", "title", "question", "ruleset", "turn_player", "rules", "players",
            "battlefields", "units", "gear", "hand", "trash", "cards", "step", "expect",
            "session", "puzzle") + GAME_TOP_KEYS
SESSION_KEYS = ("cursor", "chain_open", "branch", "arrow", "note")
BRANCH_KEYS = ("from_step", "name", "step")
ARROW_KEYS = ("from", "to", "text")
NOTE_KEYS = ("text", "on", "x", "y")
MAX_ANNOTATIONS = 500  # a judge's drawings on one board
PLAYER_KEYS = ("id", "name")
BATTLEFIELD_KEYS = ("id", "card", "name", "controller", "contested_by")
UNIT_KEYS = ("id", "card", "name", "might", "controller", "owner", "at", "damage", "buffed",
             "exhausted")
GEAR_KEYS = ("id", "card", "controller", "owner", "at", "exhausted", "attached_to")
CARD_KEYS = ("id", "card", "owner")
#: each step kind's keys, in SPEC order (riftboard/scenario/steps.py: the fields of its class)
STEP_KEYS: dict[str, tuple[str, ...]] = {kind: cls.keys() for kind, cls in STEPS.items()}
EXPECT_KEYS: dict[str, tuple[str, ...]] = {
    "kill": ("kill", "attributed_to", "attributed_include", "responsible", "reason"),
    "survives": ("survives",),
    "damage_to": ("damage_to", "amount", "sources", "sources_include", "responsible"),
    "no_damage_to": ("no_damage_to",),
    "condition": ("condition", "player", "holds", "unit", "object"),
    "trigger": ("trigger", "holds"),
    "unit": ("unit", "might", "damage", "zone", "at", "exhausted", "stunned", "buffed",
             "controller", "count"),
    "illegal_step": ("illegal_step", "message_contains"),
    "draw": ("draw", "amount", "sources", "sources_include", "holds"),
    # format 2 (SPEC section 7)
    "player": ("player", "points", "xp", "hand", "deck", "pool"),
    "winner": ("winner",),
    "event": ("event", "target", "reason", "responsible", "amount", "sources", "sources_include",
              "step", "holds"),
}
#: the timeline's event kinds an `event` expectation may name (SPEC sections 4 and 7)
EVENT_KINDS = ("phase", "contest", "showdown", "focus", "pass", "control", "score", "victory",
               "channel", "recycle", "discard", "banish", "burn_out", "pay", "xp", "counter",
               "copy", "draw", "pool_empty", "add_resource", "ready_all", "combat_start",
               "combat_result", "combat_end", "kill", "damage", "play", "activate", "move",
               "turn_start", "turn_end", "combat_assign", "trigger", "resolve", "fizzle", "heal",
               "recall", "prevented", "create", "stun", "exhaust", "ready", "points", "empower",
               "disempower", "look", "reveal", "predict", "burn", "extra_turn", "hide",
               "trash_hidden", "add", "attach", "cleanup", "combat_damage_skipped",
               "death_replaced", "delayed_created", "detach", "keyword", "mark_damage",
               "may_declined", "might", "not_modelled", "remove", "return_to_hand", "set",
               "spend_buff", "to_trash", "replace", "put_in_hand", "lasting_effect",
               "to_deck", "name")
EVENT_KINDS += ("mode", "to_champion_zone")  # ops/cardsS_words.py: "choose one" (355.3); a
# Chosen Champion back to its Champion Zone (Hallowed Tomb)
KILL_REASONS = ("lethal_damage", "kill_instruction")
CONDITIONS = ("killed_unit_with_spell", "killed_unit_with")
ZONES = ("board", "hand", "trash", "chain", "removed")
#: the zones only a format 2 file has (SPEC section 7): the decks, the runes on the board, the
#: banishment, the Legend Zone and the Champion Zone (106-108)
GAME_ZONES = ("deck", "rune_deck", "runes", "banished", "legend", "champion", "facedown")

_ID = re.compile(r"[A-Za-z0-9_-]+")
_GENERATED = re.compile(r"@\d+(?:-\d+)?")
_ABILITY = re.compile(r"(.+)#(?:\d+|delayed(?:-\d+)?|temporary)")
#: a token a spell or ability creates: its id is the creator's followed by -tokenK
_TOKEN = re.compile(r"(.+)-token\d+")
_RESERVED = ("base", "none")


def _maker(value: str) -> str:
    """The object an ability id, a token id or a token's ability id names: "mother#1-token1"
    and "mother#1-token1#temporary" are Sprite Mother's ("mother")."""
    while m := (_ABILITY.fullmatch(value) or _TOKEN.fullmatch(value)):
        value = m[1]
    return value
_ID_RULE = "an id (letters, digits, - and _)"

#: Size limits (docs/testing.md, "Size limits"): far above any real board, low enough that no
#: file keeps riftboard busy for minutes (a Combat Cleanup credits every kill to every opposing
#: unit, so work grows with units squared). A file beyond one is refused with a clear message.
MAX_TEXT_CHARS = MAX_FILE_BYTES  # text given directly (not read from a file): the same bound
MAX_OBJECTS = 1_000  # battlefields + units + gear + hand + trash entries + `add` steps
MAX_STEPS = 10_000


def load_scenario(path: str | os.PathLike, library: CardLibrary) -> ScenarioSpec:
    """Read and validate a scenario file; every problem is an InvalidScenario naming the file.

    A file over tomlfile.MAX_FILE_BYTES is refused before it is read."""
    name = os.fspath(path)
    return parse_scenario(read_text(path, what="scenario"), name, library)


def parse_scenario(text: str, path: str | None, library: CardLibrary,
                   doc: ParsedDocument | None = None) -> ScenarioSpec:
    """Validate scenario TOML text; `path` only names the file in errors and in the spec. `doc`:
    the text already parsed (scenario_document), so it is not parsed twice."""
    if len(text) > MAX_TEXT_CHARS:
        raise InvalidScenario(f"the file is too large: {len(text):,} characters (at most "
                              f"{MAX_TEXT_CHARS:,})", path=path)
    reader = _Reader(text.removeprefix("\ufeff"), path, library)
    try:
        return reader.read(doc)
    except InvalidScenario:
        raise
    except Exception as exc:  # a bug or a value nothing checked: still name file, line, key
        message, key = explain(exc)
        line = reader.line_of_key(key)
        loc = _innermost_loc(exc)
        if loc is not None and line is None:  # the reader's own table: its path and line
            line = loc.line_of(key)
            key = loc.path(key) if key else loc.path()
        raise InvalidScenario(f"could not read the scenario: {message}", path=path, line=line,
                              key=key) from None


def _innermost_loc(exc: BaseException) -> _Loc | None:
    """The table the reader was reading when `exc` was raised (a local `loc`), if any."""
    found, tb = None, exc.__traceback__
    while tb is not None:
        loc = tb.tb_frame.f_locals.get("loc")
        if isinstance(loc, _Loc):
            found = loc
        tb = tb.tb_next
    return found


def is_scenario_document(text: str) -> bool:
    """Whether a .toml text is meant as a scenario: it has `format` or `[[players]]`."""
    return scenario_document(text)[0]


class ParsedDocument:
    """A scenario text as the TOML parser read it (`data`), and where each of its keys and table
    headers is written (`lines`, found in the same pass): scenario_document's, for
    parse_scenario."""

    __slots__ = ("data", "lines")

    def __init__(self, data: dict[str, Any], lines: _DocumentLines):
        self.data = data
        self.lines = lines


def scenario_document(text: str) -> tuple[bool, ParsedDocument | None]:
    """(whether the text is meant as a scenario, the document when it parses), so that a caller
    that goes on to load it parses it once."""
    text = text.removeprefix("\ufeff")
    lines = _DocumentLines()
    try:
        doc = parse_toml(text, None, lines)
    except InvalidScenario:  # broken, too deep, a number too long: judged by its look
        # A broken file that looks like a scenario must be reported, not skipped.
        # [ \t], not \s: `^\s*` let each line start match every blank line after it, which
        # made 50,000 blank lines take 32 s (each line's test stays on its own line now)
        looks = _LOOKS_LIKE_SCENARIO.search(text) is not None
        return looks, None
    return ("format" in doc or "players" in doc), ParsedDocument(doc, lines)


#: what a scenario has that does not parse: a line that starts `format = ...`, or a
#: `[[players]]` header anywhere (a damaged line before it still shows a scenario)
_LOOKS_LIKE_SCENARIO = re.compile(r"^[ \t]*format[ \t]*=|\[\[[ \t]*players[ \t]*\]\]", re.MULTILINE)


def _parse_toml(text: str, path: str | None, lines: _DocumentLines) -> dict[str, Any]:
    return parse_toml(text, path, lines)


def _show(value: Any) -> str:
    """A value as the user wrote it, near enough: strings quoted, true/false, lists."""
    import json  # (here: only an error message needs it)

    return json.dumps(value, ensure_ascii=False, default=str)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _suggest(word: str, choices: Iterable[str]) -> str:
    """` (did you mean "X"?)` for the closest choice (ignoring case first), or ``."""
    by_lower = {c.lower(): c for c in choices}
    match = by_lower.get(word.lower())
    if match is None:
        import difflib  # (here: only a misspelt word needs it)

        close = difflib.get_close_matches(word.lower(), list(by_lower), n=1)
        match = by_lower[close[0]] if close else None
    return f' (did you mean "{match}"?)' if match is not None else ""


@attrs.frozen(repr=False)
class _Loc(Value):
    """Where a table is: its key path, its header line, and the line of each of its keys."""

    prefix: str
    line: int | None
    key_lines: Mapping[str, int] = attrs.field(factory=dict)

    def path(self, key: str | None = None, item: int | None = None) -> str | None:
        path = self.prefix
        if key is not None:
            path = f"{path}.{key}" if path else key
        if item is not None:
            path = f"{path}[{item}]"
        return path or None

    def line_of(self, key: str | None) -> int | None:
        return self.key_lines.get(key, self.line) if key is not None else self.line

    def inline(self, key: str) -> _Loc:
        """The location of an inline table written as the value of `key`."""
        return _Loc(self.path(key) or key, self.line_of(key))


class _Reader:
    """One pass over one document: validates as it builds the spec, stops at the first error."""

    def __init__(self, text: str, path: str | None, library: CardLibrary):
        self.text = text
        self.path = path
        self.library = library
        self.lines: _DocumentLines | None = None
        self.players: tuple[str, ...] = ()
        self.ids: dict[str, tuple[str, str | None, int | None]] = {}  # lower -> id, path, line
        self.kinds: dict[str, str] = {}  # id -> unit | gear | battlefield | card | spell
        self.card_ids: dict[str, str] = {}  # id of a card in a hand or trash -> its card name
        self.gear_cards: dict[str, str] = {}  # gear id -> card name
        self.card_names = None  # the library's names, lower case, when needed
        self.format = 1

    # -- errors and small checks ------------------------------------------------------------

    def line_of_key(self, key: str | None) -> int | None:
        """The header line of the table a key path like `cards[2].effects[1].op` starts in."""
        m = re.match(r"([A-Za-z_]+)\[(\d+)\]", key or "")
        if m is None or self.lines is None:
            return None
        headers = self.lines.tables.get(m[1], [])
        k = int(m[2])
        return headers[k - 1].line if 0 < k <= len(headers) else None

    def fail(self, message: str, loc: _Loc, key: str | None = None, item: int | None = None,
             *, named: bool = True) -> NoReturn:
        """Raise InvalidScenario at `loc`; `named=False` names the table but points at the key."""
        path = loc.path(key, item) if named else loc.path()
        raise InvalidScenario(message, path=self.path, line=loc.line_of(key), key=path)

    def check_keys(self, table: dict, allowed: Iterable[str], loc: _Loc,
                   elsewhere: Iterable[str] = (), what: str = "") -> None:
        """Reject keys not in `allowed`; a key of `elsewhere` is named as useless in `what`."""
        allowed = tuple(allowed)
        for key in table:
            if key in allowed:
                continue
            if key in elsewhere:
                self.fail(f"{what} does not use `{key}`", loc, key)
            hint = _suggest(key, allowed) or _suggest(key, elsewhere)
            self.fail(f'unknown key "{key}"{hint}', loc, key)

    def require(self, table: dict, key: str, loc: _Loc, hint: str) -> Any:
        if key not in table:
            self.fail(f'missing key "{key}" ({hint})', loc)
        return table[key]

    def string(self, value: Any, loc: _Loc, key: str | None, item: int | None = None) -> str:
        if not isinstance(value, str):
            self.fail(f"expected a string, got {_show(value)}", loc, key, item)
        return value

    def boolean(self, value: Any, loc: _Loc, key: str) -> bool:
        if not isinstance(value, bool):
            self.fail(f"expected true or false, got {_show(value)}", loc, key)
        return value

    def whole(self, value: Any, loc: _Loc, key: str | None, minimum: int = 0,
              item: int | None = None) -> int:
        if not _is_int(value) or value < minimum:
            self.fail(f"expected a whole number >= {minimum}, got {_show(value)}", loc, key, item)
        return value

    def one_of(self, value: Any, choices: tuple[str, ...], loc: _Loc, key: str | None,
               *, suggest: bool = True) -> str:
        if value not in choices:
            wanted = " or ".join(f'"{c}"' for c in choices)
            hint = _suggest(value, choices) if suggest and isinstance(value, str) else ""
            self.fail(f"expected {wanted}, got {_show(value)}{hint}", loc, key)
        return value

    def id_list(self, value: Any, loc: _Loc, key: str, pool: str | None = None,
                what: str = "an object") -> tuple[str, ...]:
        if not isinstance(value, list):
            self.fail(f'expected a list of ids, e.g. ["guard"], got {_show(value)}', loc, key)
        return tuple(self.ref(v, loc, key, pool, what, item=i) for i, v in enumerate(value, 1))

    def name_list(self, value: Any, loc: _Loc, key: str) -> tuple[str, ...]:
        if not isinstance(value, list):
            self.fail(f'expected a list of names, e.g. ["guard"], got {_show(value)}', loc, key)
        return tuple(self.expect_name(v, loc, key, item=i) for i, v in enumerate(value, 1))

    # -- ids --------------------------------------------------------------------------------

    def new_id(self, value: Any, loc: _Loc, key: str = "id") -> str:
        """Check an id the file introduces and register it (ids are unique, ignoring case)."""
        if isinstance(value, str) and value.startswith("@"):
            self.fail(f'ids starting with "@" are made up by riftboard; a file cannot use them, '
                      f"got {_show(value)}", loc, key)
        if not isinstance(value, str) or not _ID.fullmatch(value):
            self.fail(f"expected {_ID_RULE}, got {_show(value)}", loc, key)
        if value.lower() in _RESERVED:
            self.fail(f'"{value}" is reserved and cannot be an id', loc, key)
        if value.lower() in self.ids:
            _, where, line = self.ids[value.lower()]
            at = f" on line {line}" if line else ""
            self.fail(f'duplicate id "{value}" (already used by {where}{at})', loc, key)
        self.ids[value.lower()] = (value, loc.path(), loc.line_of(key))
        return value

    def player(self, value: Any, loc: _Loc, key: str | None, *, allow_none: bool = False) -> str:
        if allow_none and value == "none":
            return value
        if value not in self.players:
            choices = [*self.players, "none"] if allow_none else list(self.players)
            wanted = " or ".join(f'"{c}"' for c in choices)
            hint = _suggest(value, choices) if isinstance(value, str) else ""
            self.fail(f"expected a player id ({wanted}), got {_show(value)}{hint}", loc, key)
        return value

    def place(self, value: Any, loc: _Loc, key: str) -> str:
        """`base` or a battlefield id of the file."""
        if value == "base" or (isinstance(value, str) and self.kinds.get(value) == "battlefield"):
            return value
        fields = [i for i, k in self.kinds.items() if k == "battlefield"]
        hint = _suggest(value, fields) if isinstance(value, str) else ""
        self.fail(f'expected "base" or a battlefield id, got {_show(value)}{hint}', loc, key)

    def ref(self, value: Any, loc: _Loc, key: str | None, pool: str | tuple[str, ...] | None,
            what: str = "an object", *, item: int | None = None, named: bool = True) -> str:
        """An id known at this point of the file (of a kind in `pool`), or a made-up `@N` id."""
        if not isinstance(value, str):
            self.fail(f"expected an id, got {_show(value)}", loc, key, item, named=named)
        if _GENERATED.fullmatch(value):
            return value
        kind = self.kinds.get(value)
        pools = (pool,) if isinstance(pool, str) else pool
        if kind is not None and (pools is None or kind in pools):
            return value
        maker = _maker(value) if kind is None and _TOKEN.fullmatch(value) else None
        if maker is not None and (maker in self.kinds or _GENERATED.fullmatch(maker)) and (
                pools is None or "unit" in pools or "gear" in pools):
            # a token an earlier step makes (MAKER-tokenK, ops/tokens.py); the maker may be a
            # card played in the file (`@N`)
            return value
        if kind is None and pools is None and _ABILITY.fullmatch(value) and (
                _maker(value) in self.kinds or _GENERATED.fullmatch(_maker(value))):
            # an ability waiting on the chain, named by its id (HOST#N, SPEC section 4): what a
            # spell that counters an ability chooses (425.3)
            return value
        if kind is not None:
            self.fail(f'"{value}" is a {kind}, not {what}', loc, key, item, named=named)
        candidates = [i for i, k in self.kinds.items() if pools is None or k in pools]
        self.fail(f'unknown id "{value}"{_suggest(value, candidates)}', loc, key, item,
                  named=named)

    def card(self, value: Any, loc: _Loc, key: str | None, want: str | None = None,
             *, named: bool = True, message: str = "") -> str:
        """A card name of the library, of kind `want` when given."""
        if not isinstance(value, str):
            self.fail(f"expected a card name, got {_show(value)}", loc, key, named=named)
        kind = self.library.kind_of(value)
        if kind is None and (legend := self.library.legend_by_title(value)) is not None:
            value, kind = legend, "legend"  # a legend named by its title (SPEC section 7)
        if kind is None:
            self.fail(f'no card named "{value}"{_suggest(value, self.library.names())}', loc, key,
                      named=named)
        if want is not None and kind != want:
            self.fail(message.format(name=value, kind=kind) or
                      f'"{value}" is a {kind}, not a {want}', loc, key, named=named)
        return value

    def expect_name(self, value: Any, loc: _Loc, key: str | None, item: int | None = None,
                    *, named: bool = True) -> str:
        """A name an expectation matches: an id, a card name, `@N`, or an ability `HOST#N`."""
        if not isinstance(value, str):
            self.fail(f"expected an id or a card name, got {_show(value)}", loc, key, item,
                      named=named)
        if self._is_known_name(value):
            return value
        choices = [*self.kinds, *self.library.names()]
        self.fail(f'no object or card named "{value}"{_suggest(value, choices)}', loc, key, item,
                  named=named)

    def _is_known_name(self, value: str) -> bool:
        value = _maker(value)
        if self.card_names is None:
            lower = getattr(self.library, "lower_names", None)  # built once per library
            self.card_names = lower() if lower else {n.lower() for n in self.library.names()}
        lower = value.lower()
        return (bool(_GENERATED.fullmatch(value)) or lower in self.ids or lower in self.card_names
                or lower in _TOKEN_NAMES)

    # -- tables -----------------------------------------------------------------------------

    def tables(self, doc: dict, name: str, prefix: str | None = None) -> list[tuple[dict, _Loc]]:
        """The `[[name]]` tables with their locations (key path `name[i]` or `prefix i`)."""
        value = doc.get(name, [])
        top = _Loc("", None, self.lines.top.keys)
        if not isinstance(value, list) or not all(isinstance(t, dict) for t in value):
            self.fail(f"expected [[{name}]] tables, got {_show(value)}", top, name)
        headers = self.lines.tables.get(name, [])
        result = []
        for i, table in enumerate(value):
            path = f"{prefix} {i + 1}" if prefix else f"{name}[{i + 1}]"
            if len(headers) == len(value):
                result.append((table, _Loc(path, headers[i].line, headers[i].keys)))
            else:  # an inline array of tables: point at its key
                result.append((table, _Loc(path, top.line_of(name))))
        return result

    def read(self, parsed: ParsedDocument | None = None) -> ScenarioSpec:
        if parsed is None:
            self.lines = _DocumentLines()
            doc = _parse_toml(self.text, self.path, self.lines)
        else:
            doc, self.lines = parsed.data, parsed.lines
        top = _Loc("", None, self.lines.top.keys)
        self.check_keys(doc, TOP_KEYS, top)

        fmt = self.require(doc, "format", top, "a scenario starts with format = 1")
        if fmt not in (1, 2) or not _is_int(fmt):
            self.fail(f"unsupported format {_show(fmt)} (this riftboard reads formats 1 and 2)",
                      top, "format")
        self.format = fmt
        if fmt == 1:
            for key in GAME_TOP_KEYS:
                if key in doc:
                    self.fail(f"`{key}` is a format 2 key (SPEC section 7): write format = 2",
                              top, key)
        players = self.read_players(doc, top)

        title = doc.get("title", Path(self.path).stem if self.path else "Untitled")
        title = self.string(title, top, "title")
        question = doc.get("question")
        if question is not None:
            question = self.string(question, top, "question")
        ruleset = self.one_of(doc.get("ruleset", DEFAULT_RULESET), RULESETS, top, "ruleset",
                              suggest=False)
        turn_player = self.player(doc.get("turn_player", self.players[0]), top, "turn_player")
        rules = doc.get("rules", [])
        if not isinstance(rules, list):
            self.fail(f'expected a list of rule numbers, e.g. ["417.6.a"], got {_show(rules)}',
                      top, "rules")
        rules = tuple(self.string(r, top, "rules", i) for i, r in enumerate(rules, 1))

        cards = self.tables(doc, "cards")
        if cards:
            self.library = self.library.extend([t for t, _ in cards], self.path,
                                               [loc.line or 0 for _, loc in cards])
        # format 2's zones may hold the file's own cards, so they are read after [[cards]];
        # its setup's module is loaded by the first format 2 file (a format 1 file never needs it)
        game = None
        if fmt == 2:
            from riftboard.scenario.game_setup import read_game

            game = read_game(self, doc, top, self.tables(doc, "players"))

        setup = {name: self.tables(doc, name)
                 for name in ("battlefields", "units", "gear", "hand", "trash")}
        step_tables = self.tables(doc, "step", "step")
        objects = [loc for tables in setup.values() for _, loc in tables]
        objects += [loc for t, loc in step_tables if "add" in t]
        if len(objects) > MAX_OBJECTS:
            # point at the first object past the limit, in the order of the file
            past = sorted(objects, key=lambda loc: loc.line or 0)[MAX_OBJECTS]
            self.fail(f"too many objects: {len(objects):,} battlefields, units, gear, cards and "
                      f"`add` steps (at most {MAX_OBJECTS:,}; this is object "
                      f"{MAX_OBJECTS + 1:,})", past)
        if len(step_tables) > MAX_STEPS:
            self.fail(f"too many steps: {len(step_tables):,} (at most {MAX_STEPS:,}; this is "
                      f"step {MAX_STEPS + 1:,})", step_tables[MAX_STEPS][1])
        self.register_setup_ids(setup)
        battlefields = tuple(self.read_battlefield(t, loc) for t, loc in setup["battlefields"])
        units = tuple(self.read_unit(t, loc) for t, loc in setup["units"])
        gear = tuple(self.read_gear(t, loc) for t, loc in setup["gear"])
        hand = tuple(self.read_card(t, loc) for t, loc in setup["hand"])
        trash = tuple(self.read_card(t, loc) for t, loc in setup["trash"])

        session_table = doc.get("session")
        forks = self.branch_points(session_table)
        snapshots = {}
        steps = []
        for i, (t, loc) in enumerate(step_tables, 1):
            if i - 1 in forks:
                snapshots[i - 1] = self.snapshot()
            steps.append(self.read_step(t, loc, i))
        steps = tuple(steps)
        if len(steps) in forks:
            snapshots[len(steps)] = self.snapshot()
        expects = tuple(self.read_expect(t, loc, len(steps))
                        for t, loc in self.tables(doc, "expect"))
        session = None
        if session_table is not None:
            session = self.read_session(session_table, len(steps), snapshots)
        from .puzzle import read_puzzle  # its own module (docs/scenarios.md, "Puzzles")

        puzzle = read_puzzle(self, doc, hand)
        return ScenarioSpec(
            path=self.path, format=fmt, title=title, question=question, ruleset=ruleset,
            turn_player=turn_player, rules=rules, players=players, battlefields=battlefields,
            units=units, gear=gear, hand=hand, trash=trash, cards=tuple(t for t, _ in cards),
            card_lines=tuple(loc.line or 0 for _, loc in cards), steps=steps, expects=expects,
            session=session, game=game, puzzle=puzzle)

    # -- the app's session ------------------------------------------------------------------

    def snapshot(self) -> tuple:
        """What later steps may refer to at this point of the line (for a branch's steps)."""
        return dict(self.ids), dict(self.kinds), dict(self.gear_cards)

    def branch_points(self, table: Any) -> set[int]:
        """The `from_step` values of the branches, read early (checked by read_session)."""
        if not isinstance(table, dict) or not isinstance(table.get("branch"), list):
            return set()
        return {b["from_step"] for b in table["branch"]
                if isinstance(b, dict) and _is_int(b.get("from_step"))}

    def read_session(self, table: Any, step_count: int,
                     snapshots: dict[int, tuple]) -> SessionSpec:
        """`[session]` (SPEC section 2): checked like every other table; `run` ignores it."""
        top = _Loc("", None, self.lines.top.keys)
        if not isinstance(table, dict):
            self.fail(f"expected a [session] table, got {_show(table)}", top, "session")
        headers = self.lines.tables.get("session", [])
        loc = (_Loc("session", headers[0].line, headers[0].keys) if headers
               else top.inline("session"))
        self.check_keys(table, SESSION_KEYS, loc)
        cursor = table.get("cursor")
        if cursor is not None:
            cursor = self.whole(cursor, loc, "cursor")
        chain_open = self.boolean(table.get("chain_open", False), loc, "chain_open")
        value = table.get("branch", [])
        if not isinstance(value, list) or not all(isinstance(t, dict) for t in value):
            self.fail(f"expected [[session.branch]] tables, got {_show(value)}", loc, "branch")
        total = step_count + sum(len(b["step"]) for b in value if isinstance(b.get("step"), list))
        if total > MAX_STEPS:
            self.fail(f"too many steps: {total:,} in [[step]] and the branches together (at most "
                      f"{MAX_STEPS:,})", loc, "branch")
        branch_headers = self.lines.tables.get("session.branch", [])
        step_headers = iter(self.lines.tables.get("session.branch.step", []))
        saved = self.snapshot()
        known = dict(saved[1])  # the ids of every line, for the judge's arrows and notes
        branches = []
        for i, branch in enumerate(value, 1):
            at = branch_headers[i - 1] if len(branch_headers) == len(value) else None
            bloc = _Loc(f"session.branch[{i}]", at.line if at else loc.line,
                        at.keys if at else {})
            self.check_keys(branch, BRANCH_KEYS, bloc)
            start = self.whole(self.require(branch, "from_step", bloc, "the last shared step"),
                               bloc, "from_step")
            if start > step_count:
                self.fail(f"there is no step {start} (the file has {step_count} steps)", bloc,
                          "from_step")
            name = branch.get("name")
            if name is not None:
                name = self.string(name, bloc, "name")
            tables = branch.get("step", [])
            if not isinstance(tables, list) or not all(isinstance(t, dict) for t in tables):
                self.fail(f"expected [[session.branch.step]] tables, got {_show(tables)}", bloc,
                          "step")
            ids, kinds, gear_cards = snapshots[start]
            self.ids, self.kinds, self.gear_cards = dict(ids), dict(kinds), dict(gear_cards)
            steps = []
            for j, step in enumerate(tables, 1):
                header = next(step_headers, None)
                sloc = _Loc(f"session.branch[{i}].step {j}",
                            header.line if header else bloc.line, header.keys if header else {})
                steps.append(self.read_step(step, sloc, start + j))
            known.update(self.kinds)
            branches.append(BranchSpec(from_step=start, name=name, steps=tuple(steps),
                                       line=bloc.line or 0))
        self.kinds = known
        annotations = self.read_annotations(table, loc)
        self.ids, self.kinds, self.gear_cards = saved
        return SessionSpec(cursor=cursor, chain_open=chain_open, branches=tuple(branches),
                           annotations=annotations, line=loc.line or 0)

    def read_annotations(self, table: dict, loc: _Loc) -> tuple[AnnotationSpec, ...]:
        """`[[session.arrow]]` and `[[session.note]]`: the judge's drawings (SPEC section 2),
        in file order within each kind (arrows first). An id may name an object of any line."""
        out = []
        for kind, keys in (("arrow", ARROW_KEYS), ("note", NOTE_KEYS)):
            value = table.get(kind, [])
            if not isinstance(value, list) or not all(isinstance(t, dict) for t in value):
                self.fail(f"expected [[session.{kind}]] tables, got {_show(value)}", loc, kind)
            headers = self.lines.tables.get(f"session.{kind}", [])
            for i, t in enumerate(value, 1):
                at = headers[i - 1] if len(headers) == len(value) else None
                aloc = _Loc(f"session.{kind}[{i}]", at.line if at else loc.line,
                            at.keys if at else {})
                self.check_keys(t, keys, aloc)
                text = self.string(t.get("text", ""), aloc, "text")
                if len(text) > MAX_NOTE:
                    self.fail(f"a note is at most {MAX_NOTE} characters, got {len(text)}", aloc,
                              "text")
                if kind == "arrow":
                    src = self.ref(self.require(t, "from", aloc, "the object the arrow starts at"),
                                   aloc, "from", None)
                    dst = self.ref(self.require(t, "to", aloc, "the object the arrow points at"),
                                   aloc, "to", None)
                    out.append(AnnotationSpec(kind="arrow", text=text, source=src, target=dst,
                                              line=aloc.line or 0))
                    continue
                if not text:
                    self.fail('missing key "text" (what the note says)', aloc)
                on = t.get("on")
                if on is not None:
                    if "x" in t or "y" in t:
                        self.fail('a note is pinned either to an object ("on") or to a point '
                                  '("x", "y"), not both', aloc, "on")
                    out.append(AnnotationSpec(kind="note", text=text,
                                              target=self.ref(on, aloc, "on", None),
                                              line=aloc.line or 0))
                    continue
                x, y = (self.coordinate(self.require(t, k, aloc, 'a point of the board, or "on" '
                                                                 "an object"), aloc, k)
                        for k in ("x", "y"))
                out.append(AnnotationSpec(kind="note", text=text, x=x, y=y,
                                          line=aloc.line or 0))
        if len(out) > MAX_ANNOTATIONS:
            self.fail(f"too many arrows and notes: {len(out):,} (at most {MAX_ANNOTATIONS})",
                      loc, "note")
        return tuple(out)

    def coordinate(self, value: Any, loc: _Loc, key: str) -> float:
        """A point of the board: a number (scene units), within a sane range."""
        if isinstance(value, bool) or not isinstance(value, int | float) or \
                not -1e6 <= value <= 1e6:
            self.fail(f"expected a number between -1000000 and 1000000, got {_show(value)}",
                      loc, key)
        return float(value)

    def read_players(self, doc: dict, top: _Loc) -> tuple[PlayerSpec, ...]:
        self.require(doc, "players", top, "format 1 has exactly two [[players]]")
        tables = self.tables(doc, "players")
        if len(tables) != 2:
            loc = tables[min(2, len(tables) - 1)][1] if tables else _Loc("players", None)
            self.fail(f"format 1 has exactly two players, got {len(tables)}", loc)
        players = []
        allowed = PLAYER_KEYS + (GAME_PLAYER_KEYS if self.format == 2 else ())
        for table, loc in tables:
            self.check_keys(table, allowed, loc, GAME_PLAYER_KEYS,
                            "format 1 (these are format 2 keys, SPEC section 7)")
            pid = self.new_id(self.require(table, "id", loc, "a player id"), loc)
            name = table.get("name")
            if name is not None:
                name = self.string(name, loc, "name")
            players.append(PlayerSpec(id=pid, name=name, line=loc.line or 0))
        self.players = tuple(p.id for p in players)
        return tuple(players)

    def register_setup_ids(self, setup: dict[str, list[tuple[dict, _Loc]]]) -> None:
        """Check every setup id in file order, so a duplicate is reported where it repeats."""
        kinds = {"battlefields": "battlefield", "units": "unit", "gear": "gear",
                 "hand": "card", "trash": "card"}
        entries = [(kinds[name], table, loc) for name, tables in setup.items()
                   for table, loc in tables]
        for kind, table, loc in sorted(entries, key=lambda entry: entry[2].line or 0):
            self.require(table, "id", loc, "every object has an id")
            if kind == "card":
                # a unit or gear card in a hand or trash can come onto the board (Immortal
                # Phoenix), so later steps may name it as one; the engine checks where it is
                played = self.library.kind_of(table.get("card")) if isinstance(table.get("card"), str) else None
                if played in ("unit", "gear"):
                    kind = played
                if isinstance(table.get("card"), str):
                    # `play = "<its id>"` plays that very card (one hidden face down, 811)
                    self.card_ids[table["id"]] = table["card"]
            self.kinds[self.new_id(table["id"], loc)] = kind

    def read_battlefield(self, table: dict, loc: _Loc) -> BattlefieldSpec:
        self.check_keys(table, BATTLEFIELD_KEYS, loc)
        card = table.get("card")
        if card is not None:
            card = self.card(card, loc, "card", "battlefield")
        name = table.get("name")
        if name is not None:
            name = self.string(name, loc, "name")
        controller = table.get("controller")
        if controller is not None:
            controller = self.player(controller, loc, "controller", allow_none=True)
            if controller == "none":
                controller = None
        contested_by = table.get("contested_by")
        if contested_by is not None:
            if self.format != 2:
                self.fail("`contested_by` is a format 2 key (SPEC section 7): write format = 2",
                          loc, "contested_by")
            contested_by = self.player(contested_by, loc, "contested_by")
        return BattlefieldSpec(id=table["id"], card=card, name=name, controller=controller,
                               contested_by=contested_by, line=loc.line or 0)

    def read_unit(self, table: dict, loc: _Loc) -> UnitSpec:
        self.check_keys(table, UNIT_KEYS, loc)
        card, name, might = table.get("card"), table.get("name"), table.get("might")
        if name is not None:
            name = self.string(name, loc, "name")
        if card is not None:
            card = self.card(card, loc, "card", "unit")
            if might is not None:
                self.fail("a unit has either `card` or `name` + `might`, not both `card` and "
                          "`might`", loc, "might")
        elif name is None and might is None:
            self.fail("a unit needs `card`, or `name` + `might` for a vanilla unit", loc)
        elif might is None:
            self.fail("a vanilla unit needs `might` (or give `card`)", loc)
        elif name is None:
            self.fail("a vanilla unit needs `name` (or give `card`)", loc)
        if might is not None:
            might = self.whole(might, loc, "might")
        controller = self.player(self.require(table, "controller", loc, "a player id"), loc,
                                 "controller")
        owner = self.player(table.get("owner", controller), loc, "owner")
        at = self.place(self.require(table, "at", loc, '"base" or a battlefield id'), loc, "at")
        return UnitSpec(
            id=table["id"], card=card, name=name, might=might, controller=controller, owner=owner,
            at=at, damage=self.whole(table.get("damage", 0), loc, "damage"),
            buffed=self.boolean(table.get("buffed", False), loc, "buffed"),
            exhausted=self.boolean(table.get("exhausted", False), loc, "exhausted"),
            line=loc.line or 0)

    def read_gear(self, table: dict, loc: _Loc) -> GearSpec:
        self.check_keys(table, GEAR_KEYS, loc)
        card = self.card(self.require(table, "card", loc, "a gear card"), loc, "card", "gear")
        controller = self.player(self.require(table, "controller", loc, "a player id"), loc,
                                 "controller")
        owner = self.player(table.get("owner", controller), loc, "owner")
        attached_to, at = table.get("attached_to"), "base"
        if attached_to is not None:
            if not self.library.is_equipment(card):
                self.fail(f'"{card}" is not Equipment; only Equipment can be attached', loc,
                          "attached_to")
            attached_to = self.ref(attached_to, loc, "attached_to", "unit", "a unit")
            if "at" in table:
                self.fail("attached gear is where its unit is: give `at` or `attached_to`, "
                          "not both", loc, "at")
            at = None
        elif "at" in table:
            at = self.place(table["at"], loc, "at")
        self.gear_cards[table["id"]] = card
        return GearSpec(id=table["id"], card=card, controller=controller, owner=owner, at=at,
                        exhausted=self.boolean(table.get("exhausted", False), loc, "exhausted"),
                        attached_to=attached_to, line=loc.line or 0)

    def read_card(self, table: dict, loc: _Loc) -> CardSpec:
        self.check_keys(table, CARD_KEYS, loc)
        card = self.card(self.require(table, "card", loc, "a card name"), loc, "card")
        owner = self.player(self.require(table, "owner", loc, "a player id"), loc, "owner")
        return CardSpec(id=table["id"], card=card, owner=owner, line=loc.line or 0)

    # -- steps ------------------------------------------------------------------------------

    def read_step(self, table: dict, loc: _Loc, index: int) -> StepSpec:
        kinds = [key for key in table if key in STEPS]
        if "discard" in kinds and ("play" in kinds or "activate" in kinds):
            kinds.remove("discard")  # a play's answer (SPEC section 2), not format 2's edit
        every_key = sorted({k for keys in STEP_KEYS.values() for k in keys})
        if not kinds:
            self.check_keys(table, every_key, loc)
            known = STEP_KINDS if self.format == 2 else [k for k in STEP_KINDS
                                                         if k not in FORMAT_2_STEPS]
            self.fail(f"a step needs one of {', '.join(known)}", loc)
        if len(kinds) > 1:
            self.fail(f"a step does one thing, this one has both `{kinds[0]}` and `{kinds[1]}`",
                      loc, kinds[1], named=False)
        kind = kinds[0]
        self.check_keys(table, STEP_KEYS[kind], loc, every_key, f"a `{kind}` step")
        return StepSpec(index=index, step=STEPS[kind].read(self, table, loc), line=loc.line or 0)

    def read_added(self, value: dict, loc: _Loc, kind: str) -> UnitSpec | GearSpec:
        """The unit or gear entry of an `add` step, its new id registered."""
        self.check_keys(value, UNIT_KEYS if kind == "unit" else GEAR_KEYS, loc)
        self.kinds[self.new_id(self.require(value, "id", loc, "a new id"), loc)] = kind
        return (self.read_unit if kind == "unit" else self.read_gear)(value, loc)

    @staticmethod
    def show(value: Any) -> str:
        """A value as the user wrote it, for a message (the step classes' errors)."""
        return _show(value)

    def choose(self, value: Any, loc: _Loc) -> dict[str, tuple[str, ...]]:
        if not isinstance(value, dict):
            self.fail(f'expected a table of answers by player, e.g. {{ A = "a1" }}, got '
                      f"{_show(value)}", loc, "choose")
        inner = loc.inline("choose")
        result = {}
        for player, answer in value.items():
            self.player(player, inner, None)
            if isinstance(answer, list):
                result[player] = tuple(self._choice(a, inner, player, item=i)
                                       for i, a in enumerate(answer, 1))
            else:
                result[player] = (self._choice(answer, inner, player),)
        return result

    def _choice(self, value: Any, loc: _Loc, player: str, *, item: int | None = None) -> str:
        """One `choose` answer: an object's id, NO_PICK ("none": an optional target left out),
        or a player's id ("choose a player": Blade Twirler) when no object has that id."""
        if isinstance(value, str) and value in self.players and value not in self.kinds:
            return value
        if value == NO_PICK and NO_PICK not in self.kinds:
            return value
        return self.ref(value, loc, player, None, item=item)

    def may(self, value: Any, loc: _Loc) -> bool | dict[str, bool]:
        if isinstance(value, bool):
            return value
        if not isinstance(value, dict):
            self.fail(f"expected true, false or a table by player id, got {_show(value)}", loc,
                      "may")
        inner = loc.inline("may")
        result = {}
        for p, v in value.items():
            self.player(p, inner, None)
            if isinstance(v, list):  # that player's answers, in the order asked
                result[p] = tuple(self.boolean(x, inner, p) for x in v)
            else:
                result[p] = self.boolean(v, inner, p)
        return result

    # -- expectations -----------------------------------------------------------------------

    def read_expect(self, table: dict, loc: _Loc, step_count: int) -> ExpectSpec:
        kinds = [key for key in table if key in EXPECT_KINDS]
        if len(kinds) > 1 and "player" in kinds:  # `player` is also a key of `condition`
            kinds.remove("player")
        kind = kinds[0] if kinds else None
        # `event` reads only the timeline's events: a format 1 file may check them too
        if kind in ("player", "winner") and self.format != 2:
            self.fail(f"a `{kind}` expectation is format 2's (SPEC section 7): write format = 2",
                      loc, kind)
        every_key = sorted({k for keys in EXPECT_KEYS.values() for k in keys})
        if kind is None:
            self.check_keys(table, every_key, loc)
            self.fail(f"an expectation starts with one of {', '.join(EXPECT_KINDS)}", loc)
        self.check_keys(table, EXPECT_KEYS[kind], loc, every_key, f"a `{kind}` expectation")
        value = table[kind]
        data: dict[str, Any] = {}
        if kind == "condition":
            data[kind] = self.one_of(value, CONDITIONS, loc, kind)
        elif kind == "illegal_step":
            data[kind] = self.whole(value, loc, kind, 1)
            if value > step_count:
                self.fail(f"there is no step {value} (the file has {step_count} steps)", loc, kind)
        elif kind in ("draw", "player"):
            data[kind] = self.player(value, loc, kind)
        elif kind == "winner":
            data[kind] = self.player(value, loc, kind, allow_none=True)
        elif kind == "event":
            data[kind] = self.one_of(value, EVENT_KINDS, loc, kind)
        else:
            data[kind] = self.expect_name(value, loc, kind)
        for pair in (("attributed_to", "attributed_include"), ("sources", "sources_include")):
            if all(k in table for k in pair):
                self.fail(f"give `{pair[0]}` or `{pair[1]}`, not both", loc, pair[1])
        for key in table:
            if key == kind:
                continue
            if kind in ("player", "event"):
                data[key] = self.game_expect_value(table, key, loc)
            else:
                data[key] = self.expect_value(table, key, loc)
        if kind in ("condition", "trigger", "draw", "event"):
            data.setdefault("holds", True)
        if kind == "condition" and value == "killed_unit_with" and "object" not in table:
            self.fail('"killed_unit_with" needs `object`, the id it was done with', loc)
        if kind == "unit" and len(table) == 1:
            self.fail("a `unit` expectation checks at least one of might, damage, zone, at", loc)
        data = {key: data[key] for key in EXPECT_KEYS[kind] if key in data}  # the SPEC's order
        return ExpectSpec(kind=kind, data=data, line=loc.line or 0)

    def game_expect_value(self, table: dict, key: str, loc: _Loc) -> Any:
        """A key of a `player` or `event` expectation (SPEC section 7)."""
        value = table[key]
        if key in ("points", "xp", "hand", "deck", "amount", "step"):
            return self.whole(value, loc, key)
        if key == "pool":
            if not isinstance(value, dict):
                self.fail(f"expected a table like {{ energy = 1, fury = 0 }}, got {_show(value)}",
                          loc, key)
            inner = loc.inline(key)
            # any: Power of any domain (163.2.b); `..._only_spells`: kept for spells (054.2)
            self.check_keys(value, POOL_KEYS, inner)
            return {k: self.whole(v, inner, k) for k, v in value.items()}
        if key == "responsible":
            return self.player(value, loc, key, allow_none=True)
        if key in ("sources", "sources_include"):
            return self.name_list(value, loc, key)
        if key == "holds":
            return self.boolean(value, loc, key)
        if key == "target":
            if value in self.players:
                return value
            if table.get("event") == "phase" and value in PHASES:  # a phase event's target
                return value
            return self.expect_name(value, loc, key)
        return self.string(value, loc, key)  # reason

    def expect_value(self, table: dict, key: str, loc: _Loc) -> Any:
        value = table[key]
        if key in ("attributed_to", "attributed_include", "sources", "sources_include"):
            return self.name_list(value, loc, key)
        if key == "responsible":
            return self.player(value, loc, key, allow_none=True)
        if key == "player":
            return self.player(value, loc, key)
        if key == "reason":
            return self.one_of(value, KILL_REASONS, loc, key)
        if key == "amount":
            return self.whole(value, loc, key, 1)
        if key in ("might", "damage", "count"):
            return self.whole(value, loc, key)
        if key == "zone":
            return self.one_of(value, ZONES + (GAME_ZONES if self.format == 2 else ()), loc, key)
        if key == "at":
            return self.place(value, loc, key)
        if key in ("holds", "exhausted", "stunned", "buffed"):
            return self.boolean(value, loc, key)
        if key == "controller":
            return self.player(value, loc, key)
        if key in ("unit", "object"):
            return self.expect_name(value, loc, key)
        return self.string(value, loc, key)  # message_contains


# -- line numbers: tomllib gives none, so scan the text --------------------------------------

_KEY_PART = re.compile(r"""\s*(?:([A-Za-z0-9_-]+)|"((?:[^"\\]|\\.)*)"|'([^']*)')\s*""")


@attrs.define(repr=False)
class _TableLines(Value):
    """One table of the document: the line of its header and the line of each key it writes."""

    line: int | None
    keys: dict[str, int] = attrs.field(factory=dict)


class _DocumentLines:
    """Where each table header and key is written: told by tomlfile.scan as it guards the text
    before the parser reads it (`record`), so the text is walked once."""

    def __init__(self):
        self.top = _TableLines(None)
        self.tables: dict[str, list[_TableLines]] = {}
        self._current = self.top

    def header(self, text: str, at: int, line: int) -> None:
        """A table header, [name] or [[name]], whose `[` is at `at`."""
        end = _line_end(text, at)
        double = text.startswith("[[", at)
        inner = text[at + (2 if double else 1):end]
        close = inner.find("]")
        parts = _key_parts(inner[:close if close >= 0 else len(inner)])
        self._current = _TableLines(line)
        self.tables.setdefault(".".join(parts), []).append(self._current)
        if parts:  # the top-level key a header opens is written there (an unknown `[[unitz]]`)
            self.top.keys.setdefault(parts[0], line)

    def key(self, text: str, start: int, end: int, line: int) -> None:
        """A key of the top level or of the last table, written between `start` and `end`."""
        parts = _key_parts(text[start:end])
        if parts:
            self._current.keys.setdefault(parts[0], line)


def _line_end(text: str, i: int) -> int:
    end = text.find("\n", i)
    return len(text) if end < 0 else end


@functools.lru_cache(maxsize=1024)  # files write the same few keys over and over
def _key_parts(key: str) -> tuple[str, ...]:
    """The parts of a (possibly dotted, possibly quoted) key."""
    parts, pos = [], 0
    while pos <= len(key):
        m = _KEY_PART.match(key, pos)
        if not m or m.end() == pos:
            break
        parts.append(next(g for g in m.groups() if g is not None))
        pos = m.end()
        if pos < len(key) and key[pos] == ".":
            pos += 1
        else:
            break
    return tuple(parts)
