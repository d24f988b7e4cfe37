"""Random boards and random action programs for the property tests.

A board is drawn as a scenario file (TOML text, so the loader is exercised too); a program is
a list of small integer tuples that `play_program` turns into steps against the session as it
is at that moment: each tuple picks a step kind and then picks among the objects that make
sense right now (legal targets as the session lists them), so most steps are legal and
hypothesis can still shrink a failure to a few steps.
"""

from __future__ import annotations

import attrs
import tomli_w
from hypothesis import strategies as st

from riftboard.cards.library import load_library
from riftboard.engine.might import abilities
from riftboard.engine.ops import effect_asks
from riftboard.scenario.loader import parse_scenario
from riftboard.scenario.runner import scenario_library
from riftboard.scenario.session import Session

LIB = load_library()
SPELLS = sorted(c.name for c in LIB.cards() if c.kind == "spell")
UNITS = sorted(c.name for c in LIB.cards() if c.kind == "unit")
GEAR = sorted(c.name for c in LIB.cards() if c.kind == "gear")
EQUIPMENT = sorted(c.name for c in LIB.cards() if c.kind == "gear" and c.equipment)
FIELDS = sorted(c.name for c in LIB.cards() if c.kind == "battlefield")
PLAYERS = ("A", "B")
SANDBOX_KINDS = ("mark_damage", "heal", "move", "set", "attach", "add", "remove")


# --- boards --------------------------------------------------------------------------------

@st.composite
def boards(draw, max_units: int = 7) -> dict:
    """A scenario document (a dict for tomli_w) with a random setup and no steps."""
    doc: dict = {"format": 1, "title": "random board",
                 "ruleset": draw(st.sampled_from(["1.4", "1.4", "1.3"])),
                 "turn_player": draw(st.sampled_from(PLAYERS)),
                 "players": [{"id": "A", "name": "Alice"}, {"id": "B", "name": "Bob"}]}
    n_fields = draw(st.integers(1, 2))
    fields = []
    for i in range(n_fields):
        bf = {"id": f"bf{i + 1}"}
        card = draw(st.sampled_from([None, None, *FIELDS]))
        if card:
            bf["card"] = card
        fields.append(bf)
    doc["battlefields"] = fields
    places = ["base"] + [bf["id"] for bf in fields]
    units = []
    for i in range(draw(st.integers(1, max_units))):
        u: dict = {"id": f"u{i + 1}"}
        if draw(st.booleans()):
            card = draw(st.sampled_from(UNITS))
            u["card"] = card
            printed = LIB.get(card).might or 0
        else:
            printed = draw(st.integers(0, 8))
            u["name"] = f"Vanilla {i + 1}"
            u["might"] = printed
        u["controller"] = draw(st.sampled_from(PLAYERS))
        u["at"] = draw(st.sampled_from(places))
        # statics only raise Might, so damage below the printed Might is never lethal at setup
        if printed > 1 and draw(st.booleans()):
            u["damage"] = draw(st.integers(0, printed - 1))
        if draw(st.integers(0, 4)) == 0:
            u["buffed"] = True
        if draw(st.integers(0, 5)) == 0:
            u["exhausted"] = True
        units.append(u)
    doc["units"] = units
    gear = []
    for i in range(draw(st.integers(0, 3))):
        card = draw(st.sampled_from(GEAR))
        g: dict = {"id": f"g{i + 1}", "card": card, "controller": draw(st.sampled_from(PLAYERS))}
        mine = [u["id"] for u in units if u["controller"] == g["controller"]]
        if card in EQUIPMENT and mine and draw(st.booleans()):
            g["attached_to"] = draw(st.sampled_from(mine))
        gear.append(g)
    if gear:
        doc["gear"] = gear
    for zone in ("hand", "trash"):
        cards = []
        for i in range(draw(st.integers(0, 2))):
            cards.append({"id": f"{zone[0]}{i + 1}",
                          "card": draw(st.sampled_from(SPELLS + ["Immortal Phoenix", "Recruit"])),
                          "owner": draw(st.sampled_from(PLAYERS))})
        if cards:
            doc[zone] = cards
    return doc


def board_text(doc: dict) -> str:
    return tomli_w.dumps(doc)


def load_session(doc: dict) -> Session:
    spec = parse_scenario(board_text(doc), "<random>", LIB)
    return Session(spec, scenario_library(spec, LIB))


# --- programs ------------------------------------------------------------------------------

KIND_WEIGHTS = (
    ("play", 10), ("activate", 4), ("combat", 3), ("mark_damage", 3), ("heal", 1),
    ("move", 2), ("set", 1), ("attach", 1), ("add", 1), ("remove", 1), ("end_turn", 1),
)
_KIND_TABLE = [k for k, w in KIND_WEIGHTS for _ in range(w)]

programs = st.lists(st.tuples(*(st.integers(0, 255) for _ in range(6))), min_size=1, max_size=20)


def _pick(seq, n):
    seq = list(seq)
    return seq[n % len(seq)] if seq else None


def _board(state, kind=None, controller=None, at=None):
    out = [o for o in state.objects.values() if o.zone == "board"
           and (kind is None or o.kind == kind)
           and (controller is None or o.controller == controller)
           and (at is None or o.at == at)]
    out.sort(key=lambda o: o.order)
    return out


@attrs.define
class StepLog:
    """One step tried: what was asked, whether it was taken, and what it looked like before."""

    kind: str
    data: dict
    taken: bool
    message: str | None
    chain_before: int  # items held on the chain when the step started
    events_before: int


def step_for(session: Session, item: tuple[int, ...]) -> tuple[str, dict]:
    """The step a program item asks for, given the session's current state."""
    k, a, b, c, d, e = item
    kind = _KIND_TABLE[k % len(_KIND_TABLE)]
    s = session.state
    fields = [o.id for o in s.battlefields()]
    places = ["base", *fields]
    units = _board(s, "unit")
    if kind == "play":
        name = SPELLS[a % len(SPELLS)]
        by = PLAYERS[b % 2]
        card = LIB.get(name)
        targets = []
        for i in range(len(card.targets)):
            legal = [t for t in session.legal_targets(name, by, i) if t not in targets]
            if legal:
                targets.append(_pick(legal, c + 7 * i))
        data = {"play": name, "by": by, "targets": targets, "hold": d % 6 == 0,
                "may": e % 4 != 0}
        asks = effect_asks(card.effects)  # what the card's instructions ask (the app's query)
        if "to" in asks or any(ef.op == "move" for ef in card.effects):
            data["to"] = _pick(places, d)
        # a `choose` is checked as the spell resolves: a held spell's only when `run`
        # resolves it at the end of the file, so the generator's picks (one of each player's
        # units, whatever the card asks) would make a file `run` refuses (Alpha Strike's split
        # among enemy units, Tricksy Tentacles' enemy units); a held spell keeps its defaults,
        # a spell that resolves at once is refused by the session if its picks do not fit
        if "choose" in asks and not data["hold"]:
            choose = {}
            for p in PLAYERS:
                mine = [u.id for u in units if u.controller == p]
                if mine and (e >> 2) % 2:
                    choose[p] = _pick(mine, e + (p == "B"))
            if choose:
                data["choose"] = choose
        return kind, data
    if kind == "activate":
        hosts = [o for o in _board(s) if o.kind in ("gear", "unit")
                 and any(ab.kind == "activated" for ab, _ in abilities(s, o))]
        host = _pick(hosts, a)
        if host is None:
            return "end_turn", {}
        abl = abilities(s, host)
        n = (b % len(abl)) + 1
        ab = abl[n - 1][0]
        targets = []
        for i in range(len(ab.targets)):
            legal = [t for t in session.ability_targets(host.id, n, i) if t not in targets]
            if legal:
                targets.append(_pick(legal, c + 5 * i))
        data = {"activate": host.id, "ability": n, "targets": targets, "may": e % 3 != 0,
                "hold": d % 7 == 0}
        if ab.targets and any(ef.op == "move" for ef in ab.effects):
            data["to"] = _pick(places, d)
        return kind, data
    if kind == "combat":
        contested = [f for f in fields
                     if len({u.controller for u in units if u.at == f}) == 2]
        bf = _pick(contested if contested and a % 5 else fields, a)
        here = [u for u in units if u.at == bf]
        att = PLAYERS[b % 2]
        attackers = [u.id for u in here if u.controller == att]
        if not attackers and here:
            attackers = [here[0].id]
        data = {"combat": bf, "attackers": attackers[: 1 + c % 3] or ["nobody"]}
        if c % 4 == 0:
            data["may"] = False
        return kind, data
    if kind == "mark_damage":
        u = _pick(units, a)
        return kind, {"mark_damage": u.id if u else "nobody", "amount": 1 + b % 6}
    if kind == "heal":
        u = _pick(units, a)
        return kind, {"heal": u.id if u else "nobody"}
    if kind == "move":
        u = _pick(units, a)
        return kind, {"move": u.id if u else "nobody", "to": _pick(places, b)}
    if kind == "set":
        u = _pick(units + _board(s, "gear"), a)
        data = {"set": u.id if u else "nobody"}
        if b % 3 != 1:
            data["buffed"] = bool(c % 2)
        if b % 3 != 0:
            data["exhausted"] = bool(d % 2)
        return kind, data
    if kind == "attach":
        eq = [g for g in _board(s, "gear") if g.card is not None and g.card.equipment]
        g = _pick(eq, a)
        u = _pick(units, b)
        return kind, {"attach": g.id if g else "nobody", "to": u.id if u else "nobody"}
    if kind == "add":
        pid = PLAYERS[a % 2]
        if b % 3 == 0:
            card = GEAR[c % len(GEAR)]
            oid = session.new_id(card)
            entry = {"id": oid, "card": card, "controller": pid}
        else:
            oid = session.new_id("unit")
            if b % 3 == 1:
                entry = {"id": oid, "card": UNITS[c % len(UNITS)], "controller": pid,
                         "at": _pick(places, d)}
            else:
                entry = {"id": oid, "name": f"Added {oid}", "might": c % 7, "controller": pid,
                         "at": _pick(places, d)}
        return kind, {"add": entry}
    if kind == "remove":
        o = _pick(units + _board(s, "gear"), a)
        return kind, {"remove": o.id if o else "nobody"}
    return "end_turn", {}


def play_program(session: Session, program, on_step=None) -> list[StepLog]:
    """Run a program against a session; `on_step(session, log)` after every step tried."""
    logs = []
    for item in program:
        kind, data = step_for(session, item)
        h = session.history
        chain_before = len(h.state.chain)
        events_before = len(h.events)
        msg = session.act(kind, **data)
        log = StepLog(kind, data, msg is None, msg, chain_before, events_before)
        logs.append(log)
        if on_step is not None:
            on_step(session, log)
    return logs
