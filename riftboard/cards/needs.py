"""What a card needs of the whole game, and which of those needs the engine does not model yet
(issue 26; `riftboard cards --coverage`).

Two halves, kept apart:

- what a card *needs* comes from its facts: its kind (a legend, a rune), the keywords it prints
  or names (card-facts.csv's `keywords` and `keywords_mentioned`), the mechanic families of our
  own labels (card-mechanics.csv's `families`: what its text does, not what it waited for when
  the labels were made), and, for a `partial` card, the words of its own `not_modelled` note.
  The card texts are not shipped, so a mechanic no fact names (a "choose one" of modes, "the
  first time each turn") is found only where our own notes name it.
- what the engine *models* is read from its code each time (`Modelled.from_engine`): the effect
  primitives and triggers of the ops registry, format 2's state (the fields of `Game` and
  `Side`: points, XP, runes, the showdown), the card kinds a card file may describe, the keys an
  instruction or an ability may have, the conditions, and the keywords the engine reads from a
  card. A mechanic is modelled when every one of its requirements (`Req`) is there; what a card
  still lacks is the requirements that are not. Adding a trigger named `conquer` makes the
  conquer lack disappear without touching this file.

Nothing here imports Qt; it reads the facts files and the engine's source (for the keywords it
reads), never writes.
"""

from __future__ import annotations

import ast
import csv
from collections.abc import Iterable
from pathlib import Path

import attrs

from riftboard.engine import Value

# -- what models a mechanic ------------------------------------------------------------------------
#: the kinds of requirement, and where `Modelled.from_engine` finds them in the engine
REQ_KINDS = {
    "op": "an effect primitive of the ops registry (engine/ops)",
    "trigger": "a trigger name of the ops registry",
    "state": "a field of format 2's game state (engine Game and Side)",
    "card_kind": "a kind a card file may describe (engine/carddefs.py KINDS)",
    "key": "a key of an instruction or of an ability in a card file (engine/carddefs.py)",
    "condition": "a condition an instruction may test (engine/board.py CONDITIONS)",
    "keyword": "a keyword the engine reads from a card (tested in its code, or grantable)",
    "action": "a game action a player takes (engine/actions.py: Hide, Pass, ...)",
}


@attrs.frozen(repr=False)
class Req(Value):
    """One thing the engine must have to model a mechanic: a name of kind `what` made of one of
    the `words` (a word matches a whole part of a snake_case name: "conquer" matches a trigger
    `you_conquer_here`); `says` is what is missing, in words, when none is there."""

    what: str  # a key of REQ_KINDS
    words: tuple[str, ...]
    says: str


@attrs.frozen(repr=False)
class Mechanic(Value):
    """One mechanic of issue 26: how a card shows it needs it, and what would model it."""

    key: str
    words: str  # its name for a reader
    rules: tuple[str, ...]
    reqs: tuple[Req, ...]
    families: tuple[str, ...] = ()  # card-mechanics.csv families that mean a card needs it
    keywords: tuple[str, ...] = ()  # keywords (lower case, no number), printed or named
    kinds: tuple[str, ...] = ()  # a card of one of these kinds needs it
    notes: tuple[str, ...] = ()  # words of a partial card's own `not_modelled` note


def _op(*words: str, says: str) -> Req:
    return Req("op", words, says)


def _trigger(*words: str, says: str) -> Req:
    return Req("trigger", words, says)


def _state(word: str, says: str) -> Req:
    return Req("state", (word,), says)


def _keyword(word: str) -> Req:
    return Req("keyword", (word,), f"{word.title()} as a keyword the engine acts on")


_POINTS = _state("points", "players' points (format 2)")
_SHOWDOWN = (_state("showdown", "showdowns (format 2)"),
             _state("priority", "Priority and Focus (format 2)"))


def _keyword_mechanic(word: str, rule: str, *reqs: Req) -> Mechanic:
    """A keyword of 805-829 that is a mechanic of its own."""
    return Mechanic(f"keyword_{word.replace('-', '_')}", word.title(), (rule,),
                    reqs or (_keyword(word),), keywords=(word,))


#: the mechanics of issue 26, in the order the report lists them
MECHANICS: tuple[Mechanic, ...] = (
    Mechanic("scoring", "scoring and points from effects", ("468", "469", "471", "194.1"),
             (_POINTS, _op("score", "point", "points", says="an instruction that gives points")),
             families=("scoring / win the game",), notes=("scor",)),
    Mechanic("conquer", "conquer", ("469.1", "383.4.c"),
             (_POINTS, _trigger("conquer", says="a trigger on conquering a battlefield")),
             families=("conquer",)),
    Mechanic("hold", "hold", ("469.2", "383.4.d"),
             (_POINTS, _trigger("hold", says="a trigger on holding a battlefield")),
             families=("hold",)),
    Mechanic("rune_pool", "runes, Energy and Power", ("165", "430"),
             (_state("rune_deck", "a rune deck (format 2)"), _state("energy", "Energy (format 2)"),
              _state("power", "Power (format 2)")),
             kinds=("rune",)),
    Mechanic("add_channel", "adding resources and channelling by an effect", ("166", "430"),
             (_op("add", "channel", "rune", "runes",
                  says="an instruction that adds Energy or Power or channels a rune"),),
             families=("resources (channel, add, runes)", "Gold (resource) tokens"),
             notes=("rune", "channel")),
    Mechanic("legend", "legends and their abilities", ("173", "107.4"),
             (_state("legend", "a legend beside each player (format 2)"),
              Req("card_kind", ("legend",), "a card file kind for a legend, to write its "
                  "abilities")),
             kinds=("legend",)),
    Mechanic("xp", "XP, Level and Hunt", ("728", "823", "824"),
             (_state("xp", "players' XP (format 2)"),
              _op("xp", says="an instruction that gives or spends XP"),
              Req("condition", ("level", "xp"), "a condition on a player's XP (Level)")),
             families=("XP / Level / Hunt",), keywords=("level", "hunt"), notes=("xp",)),
    Mechanic("draw", "drawing", ("413",),
             (_state("deck", "a main deck (format 2)"), _op("draw", says="an instruction that "
                                                               "draws")),
             families=("draw",)),
    Mechanic("discard", "discarding", ("422",),
             (_op("discard", says="an instruction that discards"),),
             families=("discard",)),
    Mechanic("recycle", "recycling", ("416",),
             (_op("recycle", says="an instruction that recycles"),),
             families=("recycle",), notes=("recycl",)),
    Mechanic("look", "looking, revealing and Predict", ("424", "436", "817"),
             (_op("look", "reveal", "predict", says="an instruction that looks at or reveals "
                                                    "cards of a deck"),),
             families=("look / reveal / predict / vision",), keywords=("predict", "vision"),
             notes=("predict", "vision", "reveal")),
    Mechanic("banish", "banishing", ("427",),
             (_op("banish", says="an instruction that banishes"),),
             families=("banish",), notes=("banish",)),
    Mechanic("burn", "Burn (cards from the deck to the trash)", ("440", "431"),
             (_op("burn", says="an instruction that burns cards"),),
             keywords=("burn",)),
    Mechanic("hidden", "Hidden and face-down cards", ("421", "811"),
             (Req("action", ("hide",), "a player's action that hides a card face down"),
              _keyword("hidden")),
             families=("hidden / face-down",), keywords=("hidden",),
             notes=("hidden", "hiding", "face down")),
    # the family does not say which zone: an instruction playing from any other zone counts
    Mechanic("play_from", "playing a card from another zone by an effect", (),
             (_op("play_from_trash", "play_from_deck", "play_from_banishment",
                  says="an instruction that plays a card from another zone"),),
             families=("play from hand / trash / deck",)),
    Mechanic("showdown_timing", "plays during combat and showdowns (Action, Reaction)",
             ("806", "813", "341"), _SHOWDOWN,
             families=("showdown",), keywords=("action", "reaction"),
             notes=("showdown", "reaction timing", "while a unit attacks")),
    Mechanic("counter", "countering", (),
             (_op("counter", says="an instruction that counters a spell or ability"),),
             families=("counter a spell",), notes=("counter",)),
    Mechanic("copy", "copying", ("477",),
             (_op("copy", says="an instruction that copies"),),
             families=("copies",), notes=("copy", "copies")),
    Mechanic("modes", "choose one of several modes", (),
             (Req("key", ("modes", "mode"), "a way to write a choice among modes"),),
             notes=("choose one", "modes")),
    Mechanic("first_time", "the first time each turn", (),
             (Req("key", ("first_each_turn", "once_per_turn"), "a limit of once each turn on a "
                  "triggered ability"),),
             notes=("first time",)),
    Mechanic("replacement", "replacement effects (prevention, a death replaced)", ("369", "437"),
             (_op("prevent", says="a prevention instruction"),
              _op("death_shield", says="a death replacement")),
             families=("prevention / death replacement / immunity / heal",),
             notes=("instead", "replac")),
    _keyword_mechanic("accelerate", "805"),
    _keyword_mechanic("deathknell", "808", _trigger("die", says="a trigger on dying")),
    _keyword_mechanic("deflect", "809"),
    _keyword_mechanic("ganking", "810"),
    _keyword_mechanic("legion", "812", _trigger("legion", says="a Legion trigger")),
    _keyword_mechanic("temporary", "816"),
    _keyword_mechanic("equip", "818", _op("attach_self", says="an Equip instruction")),
    _keyword_mechanic("quick-draw", "819", _trigger("play_self", says="a trigger on being played"),
                      _op("attach_self", says="an instruction that attaches the gear itself")),
    _keyword_mechanic("repeat", "820"),
    _keyword_mechanic("weaponmaster", "821", _trigger("play_self", says="a trigger on being "
                                                                         "played"),
                      _op("attach", says="an instruction that attaches an Equipment")),
    _keyword_mechanic("ambush", "822"),
    _keyword_mechanic("unique", "825"),
    _keyword_mechanic("backline", "826"),
    _keyword_mechanic("empower", "827", _op("empower", says="an instruction that empowers")),
    _keyword_mechanic("flow", "829"),
)
BY_KEY = {m.key: m for m in MECHANICS}


# -- what the engine models, read from its code ----------------------------------------------------
#: functions of the engine that test a card for a keyword: a call with a string names it
_KEYWORD_TESTS = ("card_keyword", "card_keyword_of", "own_keyword")


def keywords_read(package: Path) -> frozenset[str]:
    """The keywords the engine's code tests a card for (`card_keyword(o, "flow")`): the string
    arguments of those calls in every module of `package` (or in the one module it names)."""
    found = set()
    paths = [package] if package.suffix == ".py" else sorted(package.rglob("*.py"))
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            f = node.func
            name = getattr(f, "id", None) or getattr(f, "attr", "")  # f(...) or m.f(...)
            if name in _KEYWORD_TESTS:
                found.update(a.value for a in node.args
                             if isinstance(a, ast.Constant) and isinstance(a.value, str))
    return frozenset(found)


@attrs.frozen(repr=False)
class Modelled(Value):
    """What the engine models, by kind of requirement (REQ_KINDS): a set of names each."""

    names: dict  # a key of REQ_KINDS -> frozenset of names

    @classmethod
    def from_engine(cls) -> Modelled:
        """Read now from the engine: its registries, its state classes and its source."""
        import riftboard.engine as engine
        from riftboard.engine import actions
        from riftboard.engine import Game, Side
        from riftboard.engine.board import CONDITIONS
        from riftboard.engine.carddefs import KINDS, STATIC_KEYWORDS, Ability, Effect
        from riftboard.engine.ops import REGISTRY, TRIGGERS

        grant = REGISTRY.get("grant_keyword")
        grantable = grant.param("keyword").words if grant is not None else ()
        return cls({
            "op": frozenset(REGISTRY),
            "trigger": frozenset(TRIGGERS),
            "state": frozenset(a.name for c in (Game, Side) for a in attrs.fields(c)),
            "action": frozenset(_snake(n) for n in vars(actions)
                                if isinstance(getattr(actions, n), type) and n[:1].isupper()),
            "card_kind": frozenset(KINDS),
            "key": frozenset(a.name for c in (Effect, Ability) for a in attrs.fields(c)),
            "condition": frozenset(CONDITIONS),
            # the library's deck rules (Unique, 825) are read where a scenario's deck is checked
            "keyword": (keywords_read(Path(engine.__file__).parent)
                        | keywords_read(Path(__file__).with_name("library.py"))
                        | frozenset(STATIC_KEYWORDS) | frozenset(grantable)),
        })

    def has(self, req: Req) -> bool:
        """Whether one of the engine's names of the kind is made of one of the req's words."""
        return any(_part_of(w, name) for name in self.names.get(req.what, ()) for w in req.words)

    def missing(self, mechanic: Mechanic) -> list[str]:
        """What the engine lacks to model `mechanic`, in words (empty: it is modelled)."""
        return [r.says for r in mechanic.reqs if not self.has(r)]


def _part_of(word: str, name: str) -> bool:
    """Whether `word` (snake_case) is whole parts of `name`: "conquer" in "you_conquer_here",
    "play_from_trash" in "play_from_trash", but not "add" in "address"."""
    parts, w = name.lower().split("_"), word.lower().split("_")
    return any(parts[i:i + len(w)] == w for i in range(len(parts) - len(w) + 1))


# -- what a card needs, from its facts -------------------------------------------------------------
def _keyword_word(text: str) -> str:
    """A keyword as the mechanics name it: lower case, without its number ("Predict 2")."""
    head = text.strip().lower()
    return head.rsplit(" ", 1)[0] if head.rsplit(" ", 1)[-1].isdigit() else head


def mentioned_keywords(facts_csv: Path) -> dict[tuple[str, str], frozenset[str]]:
    """Every keyword each card prints or names, by (set, number) of its printings
    (card-facts.csv's `keywords` and `keywords_mentioned`; numbers without leading zeros)."""
    out: dict[tuple[str, str], frozenset[str]] = {}
    with facts_csv.open(encoding="utf-8", newline="") as f:
        for r in csv.DictReader(f):
            words = {_keyword_word(k) for col in ("keywords", "keywords_mentioned")
                     for k in r[col].split(";") if k.strip()}
            key = (r["set"], r["number"].lstrip("0") or "0")
            out[key] = out.get(key, frozenset()) | frozenset(words)
    return out


def needs(kind: str, keywords: Iterable[str], families: Iterable[str], note: str = "",
          mechanics: Iterable[Mechanic] = MECHANICS) -> list[tuple[Mechanic, list[str]]]:
    """The mechanics a card needs, each with why (the facts that say so, in words): from its
    kind, its keywords (printed or named), its mechanic families and its own not_modelled note
    (a partial card's; our words, never the printed text)."""
    words = {_keyword_word(k) for k in keywords}
    fams = {f.strip() for f in families}
    low = note.lower()
    out = []
    for m in mechanics:
        why = [f"a {kind}" for k in m.kinds if k == kind]
        why += [f"keyword {k.title()}" for k in m.keywords if k in words]
        why += [f"does: {f}" for f in m.families if f in fams]
        why += [f"our note: {n}" for n in m.notes if n in low]
        if why:
            out.append((m, why))
    return out


def lacks(needed: list[tuple[Mechanic, list[str]]], modelled: Modelled) -> list[dict]:
    """Of the mechanics a card needs, those the engine does not model, with what is missing."""
    out = []
    for m, _why in needed:
        missing = modelled.missing(m)
        if missing:
            out.append({"mechanic": m.key, "words": m.words, "missing": missing})
    return out


def lacks_text(lacking: list[dict], note: str = "") -> str:
    """What a card still lacks, in words: "conquer (a trigger on conquering a battlefield);
    ..."; or that none of the game's mechanics is missing; then a partial card's own `note` of
    what its file leaves out (written when the file was, so it may name something since
    modelled)."""
    text = ("; ".join(f"{d['words']} ({', '.join(d['missing'])})" for d in lacking)
            or "no game mechanic missing: its card file")
    return f"{text} (its file leaves out: {note})" if note else text


def _snake(name: str) -> str:
    """A class name in snake_case ("StandardMove" -> "standard_move")."""
    return "".join(f"_{c.lower()}" if c.isupper() and i else c.lower()
                   for i, c in enumerate(name))
