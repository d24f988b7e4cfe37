"""Words for what happened, shared by the app's "Why?" panel and the ruling exports: names of
players and objects (never internal ids), each event kind in plain language with its rule numbers,
our own one-line glosses of the rules, and the explanation of a kill.

Plain Python: no Qt. Nothing here decides a rule; it says what the engine recorded."""

from __future__ import annotations

import re

from riftboard.engine import RULESETS, Event, Ref, rule_number

# The rules' glosses live in gloss.py (the offline rules reference); imported here for the
# explanations below and for callers that know them from this module.
from .gloss import RULE_GLOSSES, rule_gloss, to_14  # noqa: E402,F401


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
KIND_WORDS.update({
    "may_declined": "A player declined a \"you may\": the ability leaves the chain and counts "
                    "as not having triggered (383.3.a.2).",
    "attach": "An Equipment is attached to a unit.",
    "exhaust": "A unit is exhausted to pay for a standard move (144.2): a move is a game action "
               "by its controller, and it stages no combat by itself.",
    "create": "An effect makes a token (a unit such as a Recruit or a Mech, or a Gold gear) on "
              "the board; a token is not played, and it ceases to exist when it leaves the board "
              "(180-187).",
    "banish": "A spell played from the trash for its Flow cost is banished as it leaves the "
              "chain, instead of going back to the trash (829.1.b).",
    "stun": "A unit is stunned: it deals no combat damage until the stun ends with the turn "
            "(423.1).",
    "keyword": "A spell or ability gives a permanent a keyword, for this turn or, with no "
               "duration, for as long as it stays on the board (801.3.a).",
    "control": "A player takes control of a unit (or gets it back): it stays where it is and "
               "now fights, moves and triggers for that player.",
    "ready": "An effect readies an exhausted unit or gear (415.1).",
    "empower": "A unit or gear becomes Empowered (its Empower ability resolved): its Empowered "
               "texts now apply, until it leaves the board (827.1, 124.2).",
    "detach": "An Equipment is detached from its unit; unattached at a battlefield, it is "
              "recalled at the next Cleanup (323.7).",
    "spend_buff": "A player spends a unit's buff: it loses the buff and its +1 Might.",
    "put_in_hand": "A player puts a card they looked at into their hand: it is not revealed, "
                   "and it is not a draw (424.1).",
    "to_deck": "A unit leaves the board for the top or the bottom of its owner's main deck.",
    "name": "A player names a card as a spell or ability tells them to (Fallen Feline's spell "
            "name, 132.1): what the card then does reads that name.",
    "lasting_effect": "A spell or ability starts an effect that lasts until the turn ends "
                      "(317.2.c), such as units its player plays entering ready (002, 143.4).",
    "not_modelled": "This card is modelled only in part (its level is `partial`): the part its "
                    "note names is left out here, so that part of its text did not happen. "
                    "Card text is the card's own rules (002); the sandbox says what it skipped "
                    "instead of guessing.",
    "combat_result": "The combat's result: the only player with units left at the battlefield "
                     "wins, and their units there win with them (466.3).",
})
# format 2: the game around the board (SPEC section 7)
KIND_WORDS.update({
    "phase": "A new phase of the turn begins; its automatic tasks follow (315-317).",
    "contest": "A unit arrived at a battlefield its controller does not control: that player "
               "contests it, and the next Cleanup stages a showdown there, or a combat if "
               "enemy units are there (190.3, 323).",
    "showdown": "A showdown is staged, begins or ends. While it is open, the player with Focus "
                "may play an Action or Reaction card or pass; when every player has passed in a "
                "row with nothing on the chain it ends (341-348).",
    "focus": "A player gains Focus: in a showdown, the right to act next (313, 345-347).",
    "pass": "A player passes: on a chain, Priority goes to the next player (the newest item "
            "resolves once everyone has passed); in a showdown, Focus goes on (338, 347).",
    "score": "A player scores a battlefield: a Conquer when they gain control of it, a Hold "
             "when they keep it in their Beginning Phase; once per battlefield each turn, and "
             "a Conquer's final point only with every battlefield scored this turn (467-471).",
    "victory": "A player with at least the Victory Score and more points than every opponent "
               "wins, in a Cleanup (194, 323.1).",
    "channel": "Runes come from the top of the rune deck to the board, ready (430).",
    "recycle": "A card goes to the bottom of its deck; a recycled rune adds Power of its domain "
               "(164.2.b, 416).",
    "burn_out": "A player must draw from an empty main deck: their trash is shuffled back into "
                "it and an opponent gains a point, then the draw goes on (431).",
    "pay": "A cost is paid: Energy from the pool or by exhausting runes, Power by recycling runes "
           "of the card's domain (357, 444, 164.2).",
    "pool_empty": "A rune pool empties: Energy and Power not spent are lost (167).",
    "replace": "A battlefield is replaced by a battlefield token (or swapped back): the same "
               "object, with the same control and units, takes the other card's text; the card "
               "replaced waits in Banishment (438).",
    "add_resource": "Energy or Power goes into a player's rune pool: a rune exhausted for 1 "
                    "Energy (164.2.a), or a card's Add ability (429).",
    "disempower": "An Empowered permanent or legend stops being Empowered, as a cost its "
                  "ability names (442, 827).",
    "xp": "A player gains XP: a public count of theirs that Level N reads and some costs spend "
          "(728-733; Hunt N gains it on a Conquer or a Hold, 823).",
    "points": "A card's effect gives a player points (or takes some away): not a Conquer or "
              "a Hold, and never below 0 (194.1, 194.4).",
    "ready_all": "The Awaken Phase: the turn player readies everything they control (315.1).",
})
KIND_WORDS["to_deck"] = ("A card from a hand is put on the top of its owner's main deck (not a "
                         "draw or a recycle; Altar of Memories).")
KIND_WORDS["control"] = ("A player takes control of a unit (or gets it back), or of a "
                         "battlefield: a unit stays where it is and now fights, moves and "
                         "triggers for that player; a battlefield gained is a Conquer if not "
                         "yet scored this turn (190, 469.1).")
KIND_WORDS["banish"] = ("A card goes to its owner's banishment: not a kill and not a discard "
                        "(427). A spell played from the trash for its Flow cost is banished as "
                        "it leaves the chain (829.1.b).")
KIND_WORDS["counter"] = ("A spell on the chain is countered: it leaves the chain without "
                         "resolving and goes to its owner's trash; the costs paid for it stay "
                         "paid, and abilities waiting on its play leave with it (425.1).")
KIND_WORDS["copy"] = ("An object becomes a copy of a unit: it takes that unit's printed name, "
                      "text, tags, costs and Might, not its damage, buff or changes (477.1.b).")
# the deck's zone actions (ops/deck.py)
KIND_WORDS.update({
    "look": "A player looks at cards from the top of their main deck: only they see them, and "
            "they stay where they are; looking never makes a player Burn Out (424, 431.1.c).",
    "reveal": "Cards are shown to every player; revealing moves nothing, it lasts until the "
              "spell or ability has resolved (424.1).",
    "predict": "Predict: the player has looked at the top of their main deck, recycled what "
               "they chose, and put the rest back on top in the order they chose (436).",
    "burn": "The top card of a main deck goes to the trash; burning past the end of the deck "
            "makes its player Burn Out first (440, 431.1.b).",
    "extra_turn": "A player will take another turn once this one ends, before the next player "
                  "in turn order (card text, 002; 315).",
})
# Hidden and the Facedown Zones (turns.py)
KIND_WORDS.update({
    "hide": "A player hides a card with Hidden face down at a battlefield they control, in its "
            "Facedown Zone (one card each). Hiding is not playing and opens no chain; from the "
            "next turn the card may be played from there as a Reaction, for no cost, with its "
            "choices made at that battlefield (421, 811, 107.3).",
    "to_trash": "Cards go from a main deck straight to their owner's trash because a card says "
                "so (not a Burn, 440).",
    "trash_hidden": "A card hidden face down at a battlefield its player no longer controls is "
                    "revealed and goes to the trash in a Cleanup (323.7, 107.3.d, 421.4).",
})
# "choose one" on an ability (ops/cardsS_words.py)
KIND_WORDS.update({
    "mode": "A player picks which one of an ability's modes it does; the others are not done "
            "(355.3).",
    "to_champion_zone": "A player's Chosen Champion goes back to their Champion Zone, from "
                        "where it may be played again as a card in hand is (108.3.d).",
})
FACE_DOWN_PLAY_WORDS = ("A card hidden earlier is played from face down: it has Reaction, its "
                        "cost is ignored, and what it chooses is chosen at the battlefield it "
                        "was hidden at; it is not played from the hand (811.1.c.3, 811.1.d, "
                        "811.6, 421.3).")
SANDBOX_KINDS = frozenset({"mark_damage", "add", "remove", "set"})
#: kinds that are a sandbox edit when nothing is their source (a game's move or attach has one)
_SANDBOX_WITHOUT_SOURCE = frozenset({"move", "attach"})


def is_sandbox_edit(ev: Event) -> bool:
    """Whether an event is a sandbox edit (no rule governs it, 411.2): a mark, an add, a
    removal, a set, or a move or attach that no game action caused."""
    return ev.kind in SANDBOX_KINDS or (ev.kind in _SANDBOX_WITHOUT_SOURCE and not ev.sources)

SANDBOX_WORDS = ("A sandbox edit: it changes the board directly and is not a game action, so no "
                 "rule governs it; nobody is responsible and nothing is credited for what it "
                 "causes (411.2).")
# the rules behind kinds the engine records without numbers (numbered for Core Rules 1.4)
KIND_RULES = {
    "resolve": ("340.1",),
}


def is_play_from_trash(ev: Event) -> bool:
    """A card put onto the board from the trash by an ability (Immortal Phoenix), not a spell
    being played."""
    return ev.kind == "play" and bool(ev.sources) and ev.sources[0].kind != "spell"


def kind_words(ev: Event) -> str:
    """What an event of this kind is, in one or two sentences."""
    if is_play_from_trash(ev):
        return ("A card is played from the trash by an ability's instruction (not a spell): it "
                "comes back as a new object (124) and enters exhausted (143.4).")
    if ev.kind == "resolve" and ev.sources:
        src = ev.sources[0]
        if src.kind == "spell":
            return ("The spell on top of the chain resolves: its instructions happen now, in "
                    "order, then the card goes to its owner's trash (340.1, 351.2).")
        if src.delayed:
            return ("A delayed ability resolves: it does what its spell or ability set up "
                    "earlier (340.1, 390).")
        return "An ability on top of the chain resolves: its instructions happen now (340.1)."
    if ev.kind == "play" and ev.reason == "face_down":
        return FACE_DOWN_PLAY_WORDS
    if is_sandbox_edit(ev):
        return KIND_WORDS.get(ev.kind, "") + " " + SANDBOX_WORDS
    return KIND_WORDS.get(ev.kind, "")


def kind_rules(ev: Event, ruleset: str = "1.4") -> tuple[str, ...]:
    """The event's rule numbers: the engine's, else the rules behind its kind."""
    if ev.rules:
        return tuple(ev.rules)
    extra = KIND_RULES.get(ev.kind, ())
    if ev.kind == "resolve" and ev.sources and ev.sources[0].kind == "spell":
        extra = (*extra, "351.2")
    rs = RULESETS.get(ruleset)
    return tuple(rule_number(rs, r) if rs else r for r in extra)


# --- names --------------------------------------------------------------------------------------

def _player_name(state, pid: str) -> str:
    """The name the file gives a player, or ""."""
    try:
        return state.names[state.player_index(pid)]
    except (ValueError, IndexError, AttributeError):
        return ""


def player_label(state, pid: str | None, none: str = "") -> str:
    """A player as "Alice (A)", or just "A" when the file gives no name."""
    if pid is None:
        return none
    name = _player_name(state, pid)
    return f"{name} ({pid})" if name else str(pid)


def player_short(state, pid: str | None, none: str = "") -> str:
    """A player by name when there is one, else by id."""
    if pid is None:
        return none
    return _player_name(state, pid) or str(pid)


def ref_label(ref: Ref) -> str:
    """A REF in words: "Void Seeker", "Iron Ballista's ability 1", "Imperial Decree's delayed
    ability"."""
    if ref.kind != "ability":
        return ref.name
    if ref.delayed:
        return f"{ref.name}'s delayed ability"
    if ref.keyword:
        return f"{ref.name}'s {ref.keyword.capitalize()}"
    return f"{ref.name}'s ability {ref.ability}"


def object_name(state, oid: str | None) -> str:
    """An object as the user knows it: its name, and where it is and whose it is when another
    object has the same name ("Recruit (Alice's, at North)"); never its id alone."""
    if oid is None:
        return ""
    o = state.get(oid) if state is not None else None
    if o is None:
        return str(oid)
    twins = [x for x in state.objects.values() if x.name == o.name and x.id != o.id
             and x.kind == o.kind and x.zone == o.zone]
    if not twins:
        return o.name
    where = _where(state, o)
    label = f"{o.name} ({where})"
    same = [x for x in twins if _where(state, x) == where]
    if same:
        rank = sorted([o, *same], key=lambda x: (x.order, x.id)).index(o) + 1
        label = f"{o.name} ({where}, {_ordinal(rank)})"
    return label


def _where(state, o) -> str:
    owner = player_short(state, o.controller or o.owner)
    if o.zone != "board":
        return f"{owner}'s {o.zone}" if owner else o.zone
    if o.kind == "battlefield":
        return "battlefield"
    if o.at and o.at != "base":
        bf = state.get(o.at)
        return f"{owner}'s, at {bf.name if bf is not None else o.at}"
    return f"{owner}'s, at base"


def counted(n: int, noun: str) -> str:
    """"1 step", "3 steps": a count and its noun (nouns whose plural adds an s)."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(n, f"number {n}")


_ID_CHARS = r"[\w#@\-]"


def event_text(ev: Event) -> str:
    """The event's sentence with names where the engine wrote ids ("credited to decree#delayed,
    decree" -> "credited to Imperial Decree's delayed ability and Imperial Decree")."""
    text = ev.text or ev.kind.replace("_", " ")
    if ev.kind == "kill":
        credit = " and ".join(ref_label(r) for r in ev.attributed_to) or "nothing"
        text = re.sub(r"credited to [^;]*", lambda _m: f"credited to {credit}", text, count=1)
    names: dict[str, str] = {}
    for r in (*ev.sources, *ev.attributed_to, *(m.source for m in ev.modifiers if m.source)):
        if r.id != r.name:
            names.setdefault(r.id, ref_label(r))
        if r.host and r.host != r.name:
            names.setdefault(r.host, r.name)
        for base in (r.id, r.host):
            if base:
                names.setdefault(f"{base}#delayed", f"{r.name}'s delayed ability")
    if ev.target and ev.target_name and ev.target != ev.target_name:
        names.setdefault(ev.target, ev.target_name)
    for oid in sorted(names, key=len, reverse=True):
        if (len(oid) < 2 and not oid.startswith("@")) or oid not in text:
            continue  # one letter: a player id or a word, never worth the risk; or absent
            # (the test first: a new pattern per generated id would be compiled each time)
        text = re.sub(rf"(?<!{_ID_CHARS}){re.escape(oid)}(?!{_ID_CHARS})",
                      lambda _m, n=names[oid]: n, text)
    return text


def ref_object(ref: Ref) -> str:
    """The object a REF stands for on the board: an ability's host, else the REF itself."""
    if ref.kind == "ability" and ref.host:
        return ref.host
    return ref.id


def target_names(ev: Event) -> str:
    """An event's target by name."""
    if ev.target is None:
        return ""
    return ev.target_name or ev.target


# --- the explanation of one event (the "Why?" panel and the exports) ------------------------------
#
# A list of blocks, rendered by the app as HTML and by the exports as Markdown or HTML:
#   ("h", text)          a heading            ("p", text)       a paragraph
#   ("muted", text)      a side note          ("list", [text])  a bulleted list
#   ("checks", [(who, what, [(fact, bool)], verdict)])   the 411.6 "with" checks
#   ("rules", [(number, gloss)])


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


def ref_described(ref: Ref, state) -> str:
    """A REF with what it is and who controls it, by names."""
    kind = {"spell": "a spell", "ability": "an ability", "unit": "a unit", "gear": "a gear",
            "battlefield": "a battlefield"}.get(ref.kind, ref.kind)
    ctrl = player_label(state, ref.controller, "")
    text = f"{ref_label(ref)} ({kind}, " + (f"controlled by {ctrl}" if ctrl else "no controller")
    if ref.granted_by:
        text += f", granted by {object_name(state, ref.granted_by)}"
    return text + ")"


def condition_words(c, ev: Event | None, state) -> str:
    """A condition that held, by names: "Alice killed Titan with Imperial Decree"."""
    unit = (ev.target_name if ev is not None and ev.target == c.unit and ev.target_name
            else object_name(state, c.unit))
    what = object_name(state, c.object)
    if ev is not None:
        for r in ev.attributed_to:
            if c.object in (r.id, r.host):
                what = r.name
                break
    kind = {"killed_unit_with_spell": "killed a unit with a spell",
            "killed_unit_with": "killed a unit with an object"}.get(c.condition, c.condition)
    return f"{kind}: {player_label(state, c.player)} killed {unit} with {what}"


def explain_blocks(events, conditions, seq: int, state, ruleset: str = "1.4",
                   state_after=None) -> list[tuple]:
    """Why event `seq` (1-based) happened, as blocks; `state` names players and objects.
    `state_after(seq)`, when given, is the board just after an event: it says whether Legion
    held (812.1.c) where a card's Legion decided what happened."""
    if seq <= 0 or seq > len(events):
        return [("h", "The setup"), ("p", "Nothing has happened yet. Select a row of the "
                                           "timeline to see why it happened.")]
    ev = events[seq - 1]
    kind = "play from the trash" if is_play_from_trash(ev) else ev.kind.replace("_", " ")
    out: list[tuple] = [("h", f"#{ev.seq} (step {ev.step}): {kind}"), ("p", event_text(ev))]
    words = kind_words(ev)
    if words:
        out.append(("muted", words))
    legion = _legion_blocks(ev, state, state_after)  # first: it decided what happened
    out.extend(legion)
    if ev.kind == "kill":
        out.extend(_kill_blocks(events, conditions, ev, state, ruleset))
    else:
        out.extend(_general_blocks(ev, state))
    rules = kind_rules(ev, ruleset)
    if legion:
        rules = (*rules, "812.1.b.1", "812.1.c")
    out.append(("h", "Rules"))
    if rules:
        out.append(("rules", [(r, rule_gloss(r, ruleset)) for r in dict.fromkeys(rules)]))
    elif is_sandbox_edit(ev):
        out.append(("muted", "No rule: a sandbox edit is outside the game."))
    else:
        out.append(("muted", "No rule number: bookkeeping of the sandbox."))
    return out


def _general_blocks(ev: Event, state) -> list[tuple]:
    out: list[tuple] = []
    if ev.sources:
        what = "Sources of the damage (417.6)" if ev.kind == "damage" else "Sources"
        out += [("h", what), ("list", [ref_described(r, state) for r in ev.sources])]
    if ev.modifiers:
        items = []
        for m in ev.modifiers:
            src = ref_described(m.source, state) if m.source else "an effect"
            items.append(f"{m.amount:+d} {'Bonus Damage' if m.kind == 'bonus' else 'prevented'} "
                         f"from {src}")
        out += [("h", "Modifiers"), ("list", items)]
    if ev.kind in ("damage", "prevented", "combat_assign", "play", "activate", "trigger",
                   "resolve", "draw", "might", "move", "discard", "may_declined"):
        if ev.responsible:
            out.append(("p", f"Responsible player: {player_label(state, ev.responsible)} "
                             "(411.1)."))
        elif ev.kind in ("damage", "move", "might"):
            out.append(("p", "Nobody is responsible (411.2)."))
    if ev.kind == "mark_damage":
        out.append(("p", "Because this is a sandbox edit, a kill it leads to is credited to "
                         "nothing and nobody is responsible for it (411.2)."))
    return out


def _legion_card(ev: Event, state):
    """The card whose Legion (812) decided this event, with the player it counts for, or None:
    the spell that did it (not a delayed ability it left behind), or a "played after another
    card" trigger of a unit with Legion."""
    refs = ev.sources or ev.attributed_to[:1]
    for ref in refs:
        o = state.get(ref_object(ref)) if state is not None else None
        card = getattr(o, "card", None)
        if card is None or "legion" not in card.keyword_words:
            continue
        if ref.kind == "spell" and ev.kind != "play":
            return card, ref.controller
        if ref.kind == "ability" and ref.ability is not None:
            n = ref.ability
            abilities = card.text.abilities
            if 1 <= n <= len(abilities) and abilities[n - 1].trigger == "play_self_legion":
                return card, ref.controller
    return None


def _legion_blocks(ev: Event, state, state_after) -> list[tuple]:
    """Legion where it decides (812.1.b.1, 812.1.c): what it asks and whether it held."""
    found = _legion_card(ev, state)
    if found is None:
        return []
    card, pid = found
    out: list[tuple] = [("h", "Legion (812)"),
                        ("p", f"{card.name} has Legion: the part of its text marked Legion "
                              "counts only when its controller has already played another card "
                              "this turn (the card itself is one of the cards counted).")]
    after = state_after(ev.seq) if state_after is not None else None
    if after is not None and pid in after.players:
        n = after.played_this_turn[after.players.index(pid)]
        held = ("so Legion held and its Legion part applies" if n >= 2 else
                "so Legion did not hold: what happened is the part without Legion")
        out.append(("p", f"{player_label(state, pid)} had played {counted(n, 'card')} this "
                         f"turn, {card.name} included, {held}."))
    return out


def why_nothing_credited(events, ev: Event, ruleset: str = "1.4") -> list[str]:
    """Why a Cleanup's kill is credited to nothing (428.5.c, 411.2), from what the timeline
    recorded about the unit in the same step before it died: a sandbox edit, a lowered Might, a
    move, damage a unit was told to deal, or damage from before the last resolution."""
    before = [e for e in events[:ev.seq - 1] if e.step == ev.step and e.target == ev.target]
    lethal = [events[s - 1] for s in ev.lethal_from if 1 <= s <= len(events)]
    name = ev.target_name or "the unit"
    out: list[str] = []
    if any(e.kind == "mark_damage" for e in (*before, *lethal)) or \
            any(is_sandbox_edit(e) for e in before):
        out.append(f"A sandbox edit changed {name} (marked damage, a set, a move nobody made): "
                   "an edit is no game action, so what it leads to is nobody's doing (411.2).")
    lowered = [e for e in before if e.kind == "might"]
    if lowered:
        out.append(f"{name}'s Might went down ({event_text(lowered[-1])}): damage marked "
                   "earlier became lethal without any new damage, and a change of Might is "
                   "no Deal, so there is nothing to credit (428.5.c, 411.2).")
    moved = [e for e in before if e.kind == "move" and not is_sandbox_edit(e)]
    if moved:
        out.append(f"{name} moved ({event_text(moved[-1])}): the move, not damage, made the "
                   "marked damage lethal, and 428.5.c credits only damage (411.2).")
    if ev.combat and ruleset == "1.3":
        out.append("Core Rules 1.3 credits no combat kill: only a spell or ability that "
                   "resolved just before the Cleanup can be credited (428.5.c.2 came in 1.4).")
    elif ev.combat and not out:
        out.append("No combat damage made it lethal at this Combat Cleanup, so no unit is "
                   "credited (428.5.c.2).")
    if not out and ev.responsible:
        out.append("The damage that made it lethal was dealt by units a spell told to deal "
                   "it (417.6.b.3): 428.5.c credits a spell or ability, never such a unit, so "
                   "nothing is credited; the player responsible for that damage is responsible "
                   "for the kill (428.5.c.1).")
    if not out:
        out.append("The damage that made it lethal was dealt before the last spell or ability "
                   "resolved: 428.5.c credits only the one that resolved just before the "
                   "Cleanup and dealt the damage, so nothing is credited and nobody is "
                   "responsible (411.2).")
    return out


def _kill_blocks(events, conditions, ev: Event, state, ruleset: str = "1.4") -> list[tuple]:
    out: list[tuple] = [("h", "Reason")]
    if ev.reason == "lethal_damage":
        where = "a Combat Cleanup" if ev.combat else "a Cleanup"
        out.append(("p", f"Lethal damage: in {where}, the damage marked on it was at least its "
                         "Might, so it was killed (a passive kill)."))
    elif ev.reason == "kill_instruction":
        out.append(("p", "A kill instruction: a spell or ability told a player to kill it (an "
                         "active kill)."))
    else:
        out.append(("p", str(ev.reason or "unknown").replace("_", " ")))
    if ev.lethal_from:
        items = [f"#{events[s - 1].seq} (step {events[s - 1].step}): {event_text(events[s - 1])}"
                 for s in ev.lethal_from if 1 <= s <= len(events)]
        out += [("h", "The damage that made it lethal"), ("list", items)]
    out.append(("h", "Credited (428.5)"))
    if ev.attributed_to:
        out.append(("list", [ref_described(r, state) for r in ev.attributed_to]))
    else:
        out.append(("p", "Nothing is credited with this kill."))
        if ev.reason == "lethal_damage":
            out += [("h", "Why nothing is credited"),
                    ("list", why_nothing_credited(events, ev, ruleset))]
    if ev.responsible:
        out.append(("p", f"Responsible player: {player_label(state, ev.responsible)}."))
    else:
        out.append(("p", "Responsible player: nobody (411.2)."))
    out.append(("h", "\"With\" checks (411.6)"))
    checks = with_checks(ev, state.players)
    if not checks:
        out.append(("p", "The kill is credited to nothing, so no player killed a unit \"with\" "
                         "anything."))
    else:
        out.append(("muted", "A player killed a unit \"with\" an object when the kill is "
                             "credited to it, the player controls it, and the player is "
                             "responsible for the kill."))
        rows = []
        for c in checks:
            facts = [("credited", c["attributed"]), ("controls it", c["controls"]),
                     ("responsible", c["responsible"])]
            rows.append((player_label(state, c["player"]), ref_label(c["object"]), facts,
                         all(ok for _n, ok in facts)))
        out.append(("checks", rows))
    held = [c for c in conditions if c.seq == ev.seq]
    out.append(("h", "Conditions that held"))
    if held:
        out.append(("list", [condition_words(c, ev, state) for c in held]))
    else:
        out.append(("p", "None: no player killed a unit \"with\" a spell or an object here."))
    return out


def blocks_text(blocks, ruleset: str | None = None) -> list[str]:
    """Blocks as plain lines (Markdown-like), for exports and the clipboard; with `ruleset`,
    each rule number says its ruleset ("1.4 §417.6.a")."""
    from .gloss import cite

    lines: list[str] = []
    for b in blocks:
        kind = b[0]
        if kind == "h":
            lines.append(f"**{b[1]}**")
        elif kind in ("p", "muted"):
            lines.append(b[1])
        elif kind == "list":
            lines.extend(f"- {item}" for item in b[1])
        elif kind == "checks":
            for who, what, facts, verdict in b[1]:
                cells = ", ".join(f"{name} {'yes' if ok else 'no'}" for name, ok in facts)
                lines.append(f"- {who} with {what}: {cells} → {'all three' if verdict else 'no'}")
        elif kind == "rules":
            lines.extend(f"- {cite(n, ruleset) if ruleset else n}" + (f" — {g}" if g else "")
                         for n, g in b[1])
    return lines
