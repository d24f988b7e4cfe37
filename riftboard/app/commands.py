"""The command box: a board built by typing, one line per step ("Garen to North for B").

    NAME [MIGHT] [to LOCATION] [for PLAYER] [damage N]   add a card (or a vanilla unit)
    move NAME to LOCATION                                  a sandbox move
    [play] SPELL [on TARGET[, TARGET...]] [by PLAYER]      play a spell (a spell's name alone
                                                           is read as its play, and says so)
    combat at LOCATION [PLAYER attacks]                    every unit there fights
    damage NAME N / heal NAME / remove NAME / end turn / pass
    whole game; mode strict; victory score 6; turn B; points A 3; xp A 1;   a whole game's
    pool A 1 energy, 2 fury; legend A Kai'Sa; rune Fury for A;              facts (setup
    deck B: Hextech Ray; Void Seeker; contested North by A                  edits, format 2)

Names are matched without regard to case; a unique beginning of a card's name is enough
("Garen" is Garen, Commander). Each line becomes the same controller call a gesture makes, so
it is one step of the scenario (SPEC section 2) and the engine judges it."""

from __future__ import annotations

import re

HELP = ("Type a step: “Garen to North for B”, “Raider 3 to North for B damage 1”, "
        "“move Squire to North”, “play Void Seeker on Raider”, “combat at North, A attacks”, "
        "“end turn”.")


#: each command's form and what it does (the Help window lists them)
COMMANDS = (
    ("NAME [MIGHT] [to PLACE] [for PLAYER] [damage N]",
     "add a card of the library, or a vanilla unit when a Might is given "
     "(“Raider 3 to North for B damage 1”)"),
    ("[play] SPELL [on TARGET, TARGET…] [by PLAYER]",
     "play a spell and pick its targets (“play Void Seeker on Raider”); a spell's name alone "
     "is read as its play, and the status line says so"),
    ("move NAME to PLACE", "a sandbox move to a base or a battlefield"),
    ("combat at PLACE[, PLAYER attacks]", "every unit there fights"),
    ("damage NAME N", "mark N damage (a sandbox edit)"),
    ("heal NAME / remove NAME", "heal its damage / take it off the board (sandbox edits)"),
    ("end turn", "end the turn"),
    ("pass", "pass for the player with Focus or Priority (a whole game)"),
    ("whole game", "make the board a whole game (format 2) with the default facts"),
    ("mode strict / mode sandbox; victory score N; turn PLAYER",
     "a whole game's facts (setup edits, one Undo each)"),
    ("points PLAYER N / xp PLAYER N / pool PLAYER 1 energy, 2 fury",
     "a player's points, XP and rune pool"),
    ("legend PLAYER NAME / rune NAME for PLAYER / deck PLAYER: NAME; NAME…",
     "a player's legend, a rune in their base, their main deck (top first; “deck A none”)"),
    ("contested PLACE by PLAYER", "who contests a battlefield at the start (190.3; “by nobody”)"),
)


class CommandError(ValueError):
    """A line the command box cannot read (the message says what it expected)."""


def _norm(text: str) -> str:
    return " ".join(text.lower().split())


def find_player(controller, text: str) -> str:
    st = controller.state
    t = _norm(text)
    for i, pid in enumerate(st.players):
        name = st.names[i] if i < len(st.names) else ""
        if t in (pid.lower(), (name or "").lower()):
            return pid
    raise CommandError(f'no player "{text}" (players: {", ".join(st.players)})')


def find_location(controller, text: str) -> str:
    t = _norm(text)
    if t in ("base", "the base", "their base", "my base"):
        return "base"
    for bf in controller.state.battlefields():
        names = {bf.id.lower(), bf.name.lower()}
        if bf.card is not None:
            names.add(bf.card.name.lower())
        if t in names or t.removeprefix("the ") in names:
            return bf.id
    raise CommandError(f'no battlefield "{text}" (say base or a battlefield\'s name)')


def find_object(controller, text: str) -> str:
    """A unit or gear on the board by name (or id): the only one with that name."""
    st = controller.state
    t = _norm(text)
    on_board = [o for o in st.objects.values() if o.zone == "board" and o.kind in ("unit", "gear")]
    for o in on_board:
        if o.id.lower() == t:
            return o.id
    hits = [o for o in on_board if o.name.lower() == t] or \
        [o for o in on_board if o.name.lower().startswith(t)]
    if len(hits) == 1:
        return hits[0].id
    if not hits:
        raise CommandError(f'nothing named "{text}" is on the board')
    raise CommandError(f'{len(hits)} objects are named "{text}": right-click the one you mean')


def find_target(controller, text: str) -> str:
    """A spell's target by name: a unit or gear on the board, else a battlefield (Firestorm)."""
    try:
        return find_object(controller, text)
    except CommandError as unit_error:
        try:
            found = find_location(controller, text)
        except CommandError:
            raise unit_error from None
        if found == "base":
            raise unit_error from None
        return found


def find_card(controller, text: str, kinds=("unit", "gear")):
    """A library card by name, or by the unique beginning or part of its name."""
    t = _norm(text)
    cards = [c for c in controller.library.cards() if c.kind in kinds]
    for test in (lambda n: n == t, lambda n: n.startswith(t), lambda n: t in n):
        hits = [c for c in cards if test(c.name.lower())]
        if len(hits) > 1:
            # the pool has several cards of a champion: a fully modelled one is meant
            full = [h for h in hits if getattr(h, "modelled", "full") == "full"]
            if len(full) == 1:
                return full[0]
        if len(hits) == 1:
            return hits[0]
        if len(hits) > 1:
            raise CommandError(f'"{text}" could be {", ".join(h.name for h in hits[:4])}')
    return None


#: "NAME [MIGHT] [to|at PLACE] [for PLAYER] [with damage N]": the command box's add
_ADD = re.compile(r"(?i)^(?P<name>.+?)(?:\s+(?P<might>\d+))?(?:\s+(?:to|at)\s+(?P<at>.+?))?"
                  r"(?:\s+for\s+(?P<who>.+?))?(?:\s+(?:with\s+)?damage\s+(?P<dmg>\d+))?$")


#: "[play] SPELL [on TARGET[, TARGET...]] [by PLAYER]": a play (the word "play" may be left out)
_PLAY = re.compile(r"(?i)^(?P<play>play\s+)?(?P<spell>.+?)(?:\s+on\s+(?P<on>.+?))?"
                   r"(?:\s+by\s+(?P<by>.+))?$")


def run_command(controller, line: str) -> bool:
    """Do what one typed line says; False (with a message) when it cannot."""
    text = line.strip().rstrip(".")
    if not text:
        return False
    try:
        return _run(controller, text)
    except CommandError as e:
        controller.message.emit(f"Cannot do “{line.strip()}”: {e}. {HELP}")
        return False


def _run(c, text: str) -> bool:  # noqa: C901 (one branch per command)
    low = _norm(text)
    if low in ("end turn", "end the turn"):
        return c.end_turn()
    done = _game_line(c, text)
    if done is not None:
        return done
    m = re.match(r"^move\s+(.+?)\s+to\s+(.+)$", text, re.I)
    if m:
        return c.move(find_object(c, m.group(1)), find_location(c, m.group(2)))
    m = re.match(r"^(?:heal)\s+(.+)$", text, re.I)
    if m:
        return c.heal(find_object(c, m.group(1)))
    m = re.match(r"^(?:remove)\s+(.+)$", text, re.I)
    if m:
        return c.remove(find_object(c, m.group(1)))
    m = re.match(r"^damage\s+(.+?)\s+(\d+)$", text, re.I)
    if m:
        return c.mark_damage(find_object(c, m.group(1)), int(m.group(2)))
    m = re.match(r"^combat\s+(?:at\s+)?(.+?)(?:[,;]?\s+(.+?)\s+attacks|[,;]?\s+attacker\s+(.+))?$",
                 text, re.I)
    if m:
        return _combat(c, find_location(c, m.group(1)), m.group(2) or m.group(3))
    m = _PLAY.match(text)
    if m and m.group("play"):
        card = find_card(c, m.group("spell"), kinds=("spell",))
        if card is None:
            raise CommandError(f'no spell named "{m.group("spell")}"')
        return _play(c, card, m)
    m = _ADD.match(text)
    if not m:
        raise CommandError("expected a card name")
    name = m.group("name").strip()
    if not m.group("might") and find_card(c, name) is None:
        # no unit or gear by that name: a spell's name is a play without the word "play"
        spell = _spell_named(c, text)
        if spell is not None:
            card, p = spell
            done = _play(c, card, p)
            if done:
                c.message.emit(f"Read “{text}” as “play {text}”: {card.name} is a spell, so it "
                               "was played" + (", not added as a unit." if c.pending is None
                                               else "; click its targets on the board."))
            return done
    at = find_location(c, m.group("at")) if m.group("at") else "base"
    who = find_player(c, m.group("who")) if m.group("who") else c.state.turn_player
    dmg = int(m.group("dmg")) if m.group("dmg") else 0
    if m.group("might"):
        return c.add_vanilla(name, int(m.group("might")), who, at, damage=dmg)
    card = find_card(c, name)
    if card is None:
        raise CommandError(f'no unit or gear named "{name}" (a vanilla unit needs a Might: '
                           f'"{name} 3 to …")')
    if card.kind == "gear" and at != "base":
        at = "base"
    return c.add_card(card.name, who, at, damage=dmg)


def _player_or_none(c, text: str) -> str | None:
    try:
        return find_player(c, text)
    except CommandError:
        return None


def _game_line(c, text: str) -> bool | None:  # noqa: C901 (one branch per fact)
    """A whole game's line (SPEC section 7: a fact of its setup, or a pass), done; None when
    the line is not one, so that a card's name is still read as an add or a play."""
    low = _norm(text)
    if low == "pass":
        return c.pass_priority()
    if low in ("whole game", "make it a whole game", "format 2"):
        return c.make_game()
    m = re.match(r"^mode\s+(sandbox|strict)$", low)
    if m:
        return c.set_mode(m.group(1))
    m = re.match(r"^victory(?:\s+score)?\s+(\d+)$", low)
    if m:
        return c.set_victory_score(int(m.group(1)))
    m = re.match(r"^turn(?:\s+player)?\s+(.+)$", text, re.I)  # not Turn to Dust's play
    if m and _player_or_none(c, m.group(1)):
        return c.set_turn_player(find_player(c, m.group(1)))
    # no card's name begins with these words: a line that does is a fact, and a wrong
    # player is an error (not a unit named "points Zed")
    m = re.match(r"^(points|xp)\s+(.+?)\s+(\d+)$", text, re.I)
    if m:
        return c.set_side(find_player(c, m.group(2)), **{m.group(1).lower(): int(m.group(3))})
    m = re.match(r"^pool\s+(\S+)\s*(.*)$", text, re.I)
    if m:
        return c.set_side(find_player(c, m.group(1)), pool=m.group(2))
    m = re.match(r"^legend\s+(\S+)\s+(.+)$", text, re.I)
    if m:
        pid = find_player(c, m.group(1))
        if _norm(m.group(2)) == "none":
            return c.set_legend(pid, None)
        card = find_card(c, m.group(2), kinds=("legend",))
        if card is None:
            raise CommandError(f'no legend named "{m.group(2)}"')
        return c.set_legend(pid, card.name)
    m = re.match(r"^rune\s+(.+?)\s+for\s+(.+)$", text, re.I)  # not Rune Prison's play
    if m and _player_or_none(c, m.group(2)):
        card = find_card(c, m.group(1), kinds=("rune",))
        if card is None:
            raise CommandError(f'no rune named "{m.group(1)}"')
        return c.add_rune(card.name, find_player(c, m.group(2)))
    m = re.match(r"^deck\s+(\S+?)\s*:?\s+(.+)$", text, re.I)
    if m:
        pid = find_player(c, m.group(1))
        if _norm(m.group(2)) == "none":
            return c.set_side(pid, deck=None)
        names = []
        for part in re.split(r"\s*;\s*", m.group(2).strip()):
            card = find_card(c, part, kinds=("unit", "spell", "gear")) if part else None
            if card is None:
                raise CommandError(f'no unit, spell or gear named "{part}" for a main deck')
            names.append(card.name)
        return c.set_side(pid, deck=names)
    m = re.match(r"^contested\s+(.+?)\s+by\s+(.+)$", text, re.I)
    if m:
        who = None if _norm(m.group(2)) in ("nobody", "none") else find_player(c, m.group(2))
        return c.set_contested(find_location(c, m.group(1)), who)
    return None


def _spell_named(c, text: str):
    """(the spell, the play's match) when `text` reads as a play without its first word: a
    spell's name, then maybe "on TARGETS" and "by PLAYER"; else None."""
    m = _PLAY.match(text)
    if m is None:
        return None
    try:
        card = find_card(c, m.group("spell"), kinds=("spell",))
    except CommandError:
        return None  # a part of several spells' names is no play the user meant
    return (card, m) if card is not None else None


def _play(c, card, m) -> bool:
    """Play `card` as the match of _PLAY says: its targets clicked in order, by its player."""
    by = find_player(c, m.group("by")) if m.group("by") else None
    on = m.group("on")
    targets = [find_target(c, t) for t in re.split(r"\s*(?:,|\band\b)\s*", on)
               if t] if on else []
    if not c.begin_play(card.name, by):
        return False
    for t in targets:
        if c.pending is None:
            break
        c.click_object(t)
    return c.pending is None or not targets


def _combat(c, bf: str, attacker_text: str | None) -> bool:
    attacker = find_player(c, attacker_text) if attacker_text else c.state.turn_player
    units = c.combat_units(bf)
    attackers = [u.id for u in units.get(attacker, [])]
    defenders = [u.id for pid, us in units.items() if pid != attacker for u in us]
    if not attackers:
        raise CommandError(f"{c.player_label(attacker)} has no unit there to attack with")
    return c.combat(bf, attackers, defenders)  # its triggers ask as they come up
