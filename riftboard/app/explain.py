"""Words for the app: labels of players and REFs, timeline cells, and the "Why?" explanation.

No Qt and no rules here: everything shown is read off the engine's events, conditions and
states (who is credited, who is responsible and which conditions held are decided by the engine;
this module only says it in plain language, with the rule numbers the engine recorded)."""

from __future__ import annotations

import html

from riftboard.engine.events import Event, Ref

COLUMNS = ("#", "step", "event", "target", "amount", "sources", "controller", "responsible",
           "credited", "rules")

# Our own one-line glosses for the rules the engine cites most (by prefix, longest first).
RULE_GLOSSES = {
    "142.4": "lethal damage",
    "143.2": "current Might",
    "143.3": "damage stays marked until healed",
    "143.4": "units enter exhausted",
    "317.2": "end of turn: heal, 'this turn' ends",
    "318": "Cleanup",
    "323": "Cleanup: lethal damage kills",
    "324": "special Cleanups",
    "383.2": "what a triggered ability does",
    "383.3": "a triggered ability goes on the chain",
    "390": "delayed abilities",
    "391": "delayed abilities last until their end",
    "392": "delayed abilities come from spells or abilities",
    "411.1": "the player who performs an action is responsible",
    "411.2": "actions of the game itself: nobody is responsible",
    "411.6": "did a player do something \"with\" an object",
    "411.6.a": "granted abilities count for the granting object too",
    "413": "draw",
    "417.1.e": "only damage of 1 or more is dealt",
    "417.6.a": "an effect with no named source is the source",
    "417.6.b.2": "an ability (and its object) as the source",
    "417.6.b.3": "a spell names units as the source",
    "417.6.b.4": "the source's controller is responsible for the Deal",
    "417.6.c": "combat damage has the units as its source",
    "417.6": "the source of a Deal",
    "428.1.a.1": "an active kill (a kill instruction)",
    "428.1.a.2": "a passive kill (lethal damage)",
    "428.5.b": "a kill instruction is credited to its spell or ability",
    "428.5.c": "lethal damage: credited to the damage's sources",
    "428.5.d": "an ability's kill also counts for where it came from",
    "428.5": "what a kill is credited to",
    "437": "prevention",
    "459": "combat",
    "464.2": "attackers and defenders",
    "465.2.c": "assigning combat damage (Tank, lethal first)",
    "465.2.d": "assigned combat damage is dealt at once",
    "465.2": "combat damage",
    "466.1": "Combat Cleanup: kill, then heal all",
    "466.7": "combat ends",
    "712": "Bonus Damage",
    "715": "Bonus Damage",
    "815": "Tank",
    "818": "Equip",
}

KIND_WORDS = {
    "play": "A spell is played and put on the chain.",
    "activate": "An ability is activated (its costs paid) and put on the chain.",
    "resolve": "An item on the chain resolves: its instructions happen now.",
    "fizzle": "A spell or ability resolves with no legal target left: what needed one is "
              "skipped, the rest still happens.",
    "damage": "Damage is dealt and marked on the unit.",
    "prevented": "All of the damage was prevented: no damage is dealt, so nothing that waits "
                 "for damage happens.",
    "kill": "A unit goes from the board to its owner's trash.",
    "death_replaced": "A death was replaced by another effect.",
    "heal": "Marked damage is removed.",
    "might": "The unit's current Might changed.",
    "trigger": "A triggered ability triggers and goes on the chain.",
    "delayed_created": "A delayed effect is set up for later this turn.",
    "move": "A unit moves to another location.",
    "recall": "A unit is recalled to its base.",
    "return_to_hand": "A unit goes back to its owner's hand.",
    "draw": "A player draws.",
    "discard": "A card is discarded.",
    "attach": "An Equipment is attached to a unit.",
    "cleanup": "A Cleanup checks for lethal damage.",
    "combat_start": "A combat starts: attackers and defenders are fixed.",
    "combat_assign": "A player assigns their units' combat damage (assigning is not dealing).",
    "combat_damage_skipped": "No combat damage: one side has no units left.",
    "combat_end": "The combat ends.",
    "mark_damage": "A sandbox edit marks damage. It is not a Deal: nobody is responsible, "
                   "nothing is credited, no trigger fires.",
    "add": "A sandbox edit puts an object on the board (not played: no triggers).",
    "remove": "A sandbox edit takes an object off the board (not a kill).",
    "set": "A sandbox edit sets buffed or exhausted.",
    "turn_end": "The turn ends.",
    "turn_start": "The next turn starts.",
}

FILTERS = {
    "All": None,
    "Damage": frozenset({"damage", "prevented", "combat_assign", "mark_damage"}),
    "Kills": frozenset({"kill", "death_replaced"}),
    "Triggers": frozenset({"trigger", "delayed_created"}),
    "Plays": frozenset({"play", "activate", "resolve", "fizzle"}),
}


# --- labels --------------------------------------------------------------------------------------

def player_label(state, pid: str | None, none: str = "") -> str:
    """A player as "Alice (A)", or just "A" when the file gives no name."""
    if pid is None:
        return none
    try:
        name = state.names[state.player_index(pid)]
    except (ValueError, IndexError, AttributeError):
        name = ""
    return f"{name} ({pid})" if name else str(pid)


def player_short(state, pid: str | None, none: str = "") -> str:
    """A player by name when there is one, else by id."""
    if pid is None:
        return none
    try:
        name = state.names[state.player_index(pid)]
    except (ValueError, IndexError, AttributeError):
        name = ""
    return name or str(pid)


def ref_label(ref: Ref) -> str:
    """A REF in words: "Void Seeker", "Iron Ballista's ability 1", "Imperial Decree's delayed
    ability"."""
    if ref.kind != "ability":
        return ref.name
    suffix = ref.id.rsplit("#", 1)[-1]
    if suffix.startswith("delayed"):
        return f"{ref.name}'s delayed ability"
    return f"{ref.name}'s ability {suffix}"


def ref_object(ref: Ref) -> str:
    """The object a REF stands for on the board: an ability's host, else the REF itself."""
    if ref.kind == "ability" and ref.host:
        return ref.host
    return ref.id


def target_label(event: Event) -> str:
    if event.target is None:
        return ""
    return event.target_name or event.target


def event_cells(event: Event, state) -> list[str]:
    """The timeline row of one event, in COLUMNS order."""
    kill = event.kind == "kill"
    controllers = []
    for r in event.sources:
        if r.controller and r.controller not in controllers:
            controllers.append(r.controller)
    credited = ", ".join(ref_label(r) for r in event.attributed_to)
    responsible = player_short(state, event.responsible, "none" if kill else "")
    return [
        str(event.seq),
        str(event.step),
        event.kind,
        target_label(event),
        "" if event.amount is None else str(event.amount),
        ", ".join(ref_label(r) for r in event.sources),
        ", ".join(player_short(state, c) for c in controllers),
        responsible,
        credited or ("nothing" if kill else ""),
        ", ".join(event.rules),
    ]


def event_tooltip(event: Event, state) -> str:
    """The event's text with the ids behind the names."""
    parts = [event.text or event.kind]
    if event.sources:
        parts.append("sources: " + ", ".join(f"{r.id} ({r.kind}, {r.controller or '-'})"
                                              for r in event.sources))
    if event.attributed_to:
        parts.append("credited: " + ", ".join(r.id for r in event.attributed_to))
    if event.rules:
        parts.append("rules: " + ", ".join(event.rules))
    return "\n".join(parts)


def copy_text(events: list[Event], state) -> str:
    """Rows as tab-separated text (a header line, then one line per event with its text)."""
    lines = ["\t".join((*COLUMNS, "text"))]
    for e in events:
        cells = event_cells(e, state)
        lines.append("\t".join(c.replace("\t", " ") for c in (*cells, e.text or "")))
    return "\n".join(lines) + "\n"


def rule_gloss(rule: str) -> str:
    """Our one-line gloss of a rule number (the most specific prefix we know), or ""."""
    number = rule.split(" ", 1)[0]
    while number:
        if number in RULE_GLOSSES:
            return RULE_GLOSSES[number]
        if "." not in number:
            break
        number = number.rsplit(".", 1)[0]
    return ""


# --- the "Why?" panel ------------------------------------------------------------------------------

def _esc(text) -> str:
    return html.escape(str(text))


def _rules_html(rules) -> str:
    if not rules:
        return "<p class='muted'>No rule numbers (a sandbox edit or bookkeeping).</p>"
    items = []
    for r in rules:
        gloss = rule_gloss(r)
        items.append(f"<li><b>{_esc(r)}</b>" + (f" — {_esc(gloss)}" if gloss else "") + "</li>")
    return "<ul>" + "".join(dict.fromkeys(items)) + "</ul>"


def _ref_html(ref: Ref, state) -> str:
    ctrl = player_label(state, ref.controller, "no controller")
    extra = f", granted by {_esc(ref.granted_by)}" if ref.granted_by else ""
    return (f"<b>{_esc(ref_label(ref))}</b> <span class='muted'>({_esc(ref.id)}, {_esc(ref.kind)}, "
            f"controlled by {_esc(ctrl)}{extra})</span>")


def with_checks(event: Event, players) -> list[dict]:
    """For each player and credited object: the three facts 411.6 puts together (attributed to
    it, the player controls it, the player is responsible). Display only: the engine's
    `conditions` say which conditions held."""
    out = []
    for pid in players:
        for ref in event.attributed_to:
            out.append({
                "player": pid,
                "object": ref,
                "attributed": True,
                "controls": ref.controller == pid,
                "responsible": event.responsible == pid,
            })
    return out


def explain_html(history, seq: int, state) -> str:
    """The "Why?" text of event `seq` (1-based) as HTML; `state` names the players."""
    if seq <= 0 or seq > len(history.events):
        return ("<h3>The setup</h3><p>Nothing has happened yet. Select a row of the timeline to "
                "see why it happened.</p>")
    ev = history.events[seq - 1]
    out = [f"<h3>#{ev.seq} (step {ev.step}): {_esc(ev.kind.replace('_', ' '))}</h3>",
           f"<p class='text'>{_esc(ev.text)}</p>"]
    words = KIND_WORDS.get(ev.kind)
    if words:
        out.append(f"<p class='muted'>{_esc(words)}</p>")
    if ev.kind == "kill":
        out.extend(_explain_kill(history, ev, state))
    else:
        out.extend(_explain_general(ev, state))
    out.append("<h4>Rules</h4>")
    out.append(_rules_html(ev.rules))
    return "".join(out)


def _explain_general(ev: Event, state) -> list[str]:
    out = []
    if ev.sources:
        what = "Sources credited with the damage (417.6)" if ev.kind == "damage" else "Sources"
        out.append(f"<h4>{what}</h4><ul>")
        out.extend(f"<li>{_ref_html(r, state)}</li>" for r in ev.sources)
        out.append("</ul>")
    if ev.modifiers:
        out.append("<h4>Modifiers</h4><ul>")
        for m in ev.modifiers:
            src = _ref_html(m.source, state) if m.source else "?"
            kind = "Bonus Damage" if m.kind == "bonus" else "prevented"
            out.append(f"<li>{m.amount:+d} {kind} from {src}</li>")
        out.append("</ul>")
    if ev.kind in ("damage", "prevented", "combat_assign", "play", "activate", "trigger",
                   "resolve", "draw", "might", "move", "discard"):
        if ev.responsible:
            out.append(f"<p>Responsible player: <b>{_esc(player_label(state, ev.responsible))}"
                       "</b> (411.1).</p>")
        elif ev.kind in ("damage", "move", "might"):
            out.append("<p>Nobody is responsible (411.2).</p>")
    if ev.kind == "mark_damage":
        out.append("<p>Because this is a sandbox edit, a kill it leads to is credited to nothing "
                   "and nobody is responsible for it (411.2).</p>")
    return out


def _explain_kill(history, ev: Event, state) -> list[str]:
    out = []
    if ev.reason == "lethal_damage":
        where = "a Combat Cleanup" if ev.combat else "a Cleanup"
        out.append(f"<h4>Reason</h4><p>Lethal damage: in {where}, the damage marked on it was at "
                   "least its Might, so it was killed (a passive kill).</p>")
    elif ev.reason == "kill_instruction":
        out.append("<h4>Reason</h4><p>A kill instruction: a spell or ability told a player to "
                   "kill it (an active kill).</p>")
    elif ev.reason:
        out.append(f"<h4>Reason</h4><p>{_esc(ev.reason)}</p>")
    if ev.lethal_from:
        out.append("<h4>The damage that made it lethal</h4><ul>")
        for s in ev.lethal_from:
            if 1 <= s <= len(history.events):
                d = history.events[s - 1]
                out.append(f"<li>#{d.seq} (step {d.step}): {_esc(d.text)}</li>")
        out.append("</ul>")
    out.append("<h4>Credited (428.5)</h4>")
    if ev.attributed_to:
        out.append("<ul>" + "".join(f"<li>{_ref_html(r, state)}</li>" for r in ev.attributed_to)
                   + "</ul>")
    else:
        out.append("<p><b>Nothing</b> is credited with this kill.</p>")
    if ev.responsible:
        out.append(f"<p>Responsible player: <b>{_esc(player_label(state, ev.responsible))}</b>"
                   ".</p>")
    else:
        out.append("<p>Responsible player: <b>nobody</b> (411.2).</p>")

    out.append("<h4>\"With\" checks (411.6)</h4>")
    checks = with_checks(ev, state.players)
    if not checks:
        out.append("<p>The kill is credited to nothing, so no player killed a unit \"with\" "
                   "anything.</p>")
    else:
        out.append("<p class='muted'>A player killed a unit \"with\" an object when the kill "
                   "is credited to it, the player controls it, and the player is responsible "
                   "for the kill.</p><ul>")
        for c in checks:
            facts = [("credited", c["attributed"]), ("controls it", c["controls"]),
                     ("responsible", c["responsible"])]
            cells = ", ".join(f"{name} {_mark(ok)}" for name, ok in facts)
            verdict = all(ok for _n, ok in facts)
            out.append(f"<li><b>{_esc(player_label(state, c['player']))}</b> with "
                       f"<b>{_esc(ref_label(c['object']))}</b>: {cells} → "
                       + ("<span class='yes'>all three</span>" if verdict
                          else "<span class='no'>no</span>") + "</li>")
        out.append("</ul>")
    held = [c for c in history.conditions if c.seq == ev.seq]
    out.append("<h4>Conditions that held</h4>")
    if held:
        out.append("<ul>")
        for c in held:
            out.append(f"<li><b>{_esc(c.condition)}</b>: {_esc(player_label(state, c.player))} "
                       f"killed {_esc(c.unit)} with <b>{_esc(c.object)}</b></li>")
        out.append("</ul>")
    else:
        out.append("<p>None: no player killed a unit \"with\" a spell or an object here.</p>")
    return out


def _mark(flag: bool) -> str:
    return "<span class='yes'>yes</span>" if flag else "<span class='no'>no</span>"


WHY_CSS = """
h3 { margin: 2px 0 6px 0; }
h4 { margin: 10px 0 3px 0; color: #334155; }
p, li { margin: 2px 0; }
.text { font-size: 11pt; }
.muted { color: #64748b; }
table.checks { border-collapse: collapse; }
table.checks th, table.checks td { border: 1px solid #cbd5e1; padding: 2px 6px; }
.yes { color: #15803d; font-weight: bold; }
.no { color: #b91c1c; }
"""
