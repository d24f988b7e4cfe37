"""The workbench: everything the app does to a board that is not drawing (no Qt).

It holds the Session and turns every gesture into a step of SPEC section 2 (through
Session.act), so a saved board replays exactly: reading helpers, setup edits, targeting and
legal ids, combat defaults, documents for save, export and autosave, branches. It never decides
a rule: legality, targets, defaults and outcomes come from the Session and the engine. Dialog
answers come from an `Asker`; the window plugs in one with dialogs, tests and the benchmark use
the default one (first option, "yes").

What changed is said through signals (riftboard/signals.py, as napari's model events); the app's
BoardController relays them as Qt signals and runs the autosave's timers."""

from __future__ import annotations

import os
import time
from pathlib import Path

import attrs
from riftboard.signals import Signal

from riftboard.atomic import WriteError
from riftboard.engine import Event, Value, raised_victory_score
from riftboard.errors import RiftboardError
from riftboard.report.words import counted, event_text, object_name, player_label, ref_label
from riftboard.scenario.autosaves import AutosaveSlot, file_stamp, meta_path, read_info
from riftboard.scenario.session import Session

_CHAIN_KINDS = frozenset({"play", "activate", "resolve", "fizzle"})


class Asker:
    """Answers the questions a step raises. The default answers without asking anybody: the
    first option, and "yes" to every "you may". Returning None cancels the gesture."""

    def destination(self, what: str, options: list[tuple[str, str]]) -> str | None:
        return options[0][0] if options else None

    def choose(self, player: str, what: str, options: list[tuple[str, str]]) -> str | None:
        return options[0][0] if options else None

    def may(self, question: str) -> bool | None:
        return True

    def place_or_play(self, what: str) -> str | None:
        """A unit or gear dropped from the library: "place" it as setup (an `add` step) or
        "play" it as a game action (a `play` step)."""
        return "place"


@attrs.define(repr=False)
class Pending(Value):
    """A spell being played or an ability being activated, waiting for its targets (clicks)."""

    kind: str  # play | activate
    by: str
    label: str
    specs: tuple
    effects: tuple
    card: object = None  # CardDef (play)
    obj: str | None = None  # activate: the object that has the ability
    face_down: str | None = None  # play: the face-down card played from there (811.1.c.3)
    ability: int = 1
    cost: tuple = ()
    targets: list[str] = attrs.field(factory=list)
    legal: tuple[int, list[str]] | None = None  # (target index, legal ids), asked once


#: setup edits Undo remembers (each keeps a whole Session, so not without end)
MAX_SETUP_UNDO = 50


@attrs.frozen(repr=False)
class SetupEdit(Value):
    """A setup edit (not a step): what it changed, the sessions before and after it, and the
    history cursor right after it (Undo takes it back only from there)."""

    what: str
    before: object
    after: object
    cursor: int


def _kept_words(only: str, resource: str, n: int) -> str:
    """Pool resources kept for one use (054.2) as the game bar says them."""
    what = ("Energy" if resource == "energy" else
            "Power of any domain" if resource == "any" else f"{resource.capitalize()} Power")
    return f"{n} {what} for {'playing spells' if only == 'spells' else 'showdowns'}"


@attrs.frozen(repr=False)
class PlayerStatus(Value):
    """One player's part of the game bar (format 2): points, XP, counts, rune pool, runes."""

    pid: str
    label: str
    points: int
    xp: int
    hand: int
    deck: int | None  # None: no main deck in the file
    energy: int
    power: tuple[tuple[str, int], ...]  # (domain as a reader names it, Power)
    runes_ready: int
    runes_exhausted: int
    legend: str | None
    has_turn: bool
    acts: bool  # holds Priority or Focus: a Pass passes for them
    face_down: tuple[str, ...] = ()  # the battlefields where they have a face-down card (107.3)
    #: what the pool keeps for one use (054.2), in words: "1 Energy for showdowns"
    kept: tuple[str, ...] = ()

    def words(self, victory_score: int) -> str:
        """The player's part of the game bar in words (194.3, 165-168, 161)."""
        pool = [f"{self.energy} Energy"] if self.energy else []
        pool += [f"{n} {d} Power" for d, n in self.power]
        pool += list(self.kept)
        bits = [f"{self.points} of {victory_score} points", f"XP {self.xp}",
                f"hand {self.hand}", "no deck" if self.deck is None else f"deck {self.deck}",
                "pool " + (", ".join(pool) if pool else "empty"),
                f"runes {self.runes_ready} ready, {self.runes_exhausted} exhausted"]
        if self.face_down:
            bits.append("face down at " + ", ".join(self.face_down))
        if self.legend:
            bits.append(f"legend {self.legend}")
        return " · ".join(bits)


@attrs.frozen(repr=False)
class GameStatus(Value):
    """What the game bar shows (format 2, SPEC section 7): the turn, the phase, who acts and
    why, what is contested, each player, the winner."""

    turn: int
    turn_player: str
    phase: str
    mode: str
    victory_score: int  # as the victory check reads it: raised by Aspirant's Climb (194.3)
    situation: str
    contested: tuple[str, ...]
    players: tuple[PlayerStatus, ...]
    winner: str | None


_PHASE_NAMES = {"awaken": "Awaken Phase", "beginning": "Beginning Phase",
                "channel": "Channel Phase", "draw": "Draw Phase", "main": "Main Phase",
                "ending": "Ending Phase"}


class PlayerAsker:
    """The engine's questions (engine/asker.py), as they come up in a step, put to the app's
    Asker (the window's dialogs; tests and the benchmark answer with the defaults): each in the
    words of the card or primitive that asks, naming who is asked."""

    def __init__(self, bench):
        self.bench = bench

    def answer(self, q):
        ask = self.bench.asker
        head = ""
        if q.source is not None and not q.words.startswith(q.source.name):
            head = f"{ref_label(q.source)}: "
        if q.kind == "may":
            return ask.may(f"{head}{q.words}. Does {self.bench.player_label(q.player)} do it?")
        if q.kind == "to":
            return ask.destination(f"{head}{q.words}", list(q.options))
        return ask.choose(q.player, f"{head}{q.words}", list(q.options))


class Workbench:
    """Holds the Session; every edit goes through `act`. Signals say what changed."""

    session_changed = Signal()  # a new session (open, new, ruleset): everything resets
    history_changed = Signal(int)  # events from this 0-based index on were replaced or added
    cursor_changed = Signal()  # undo / redo / a jump moved the history cursor
    selection_changed = Signal(int)  # the event shown (seq; 0 = the setup)
    pending_changed = Signal()  # a play or activation started, got a target, or ended
    message = Signal(str)
    dirty_changed = Signal(bool)
    branches_changed = Signal()  # a branch was deleted (acting and switching say history_changed)
    annotations_changed = Signal()  # the judge's arrows and notes changed (not a step)
    pointed_changed = Signal()  # a name was pointed at (hovered): the board highlights it

    autosave_due = Signal()  # an action left unsaved work: autosave soon (the app's timer)

    def __init__(self, session: Session | None = None, cards_dirs=()):
        self.cards_dirs = tuple(cards_dirs)
        self.session = session if session is not None else Session.blank(self.cards_dirs)
        self.asker = Asker()
        self.hold = False
        self.pending: Pending | None = None
        self.selected_seq = self.session.history.visible_events
        self.autosave_path: Path | None = None
        self.autosave_slot: AutosaveSlot | None = None  # this window's own, locked
        # the file as it was when opened or last saved (path, file_stamp): Save asks before
        # writing over it if someone else has written it since
        self._on_disk = self._stamp_now(self.session.path)
        #: the board drawn as a picture (the app's renderer): (state, path or None, title,
        #: event, history, targets) -> base64 PNG text when path is None; None: no pictures
        self.picture = None
        #: the user's rules reference address ({rule}, {ruleset}; "": none), for the exports'
        #: rule links (the app sets it from its settings; riftboard/report/gloss.py)
        self.rules_url = ""
        #: notes(line, step) -> the judge's notes of a step, for the share page (None: none
        #: kept yet; the part of the app that keeps notes and arrows sets it)
        self.share_notes = None
        self.last_message = ""
        self.message.connect(self._on_message)
        self.pointed: str | None = None  # the object whose name the mouse is over, if any
        self._drawings_undo: list[list] = []  # the arrows and notes before each change
        #: setup edits (not steps), newest last: each SetupEdit keeps the Session before and
        #: after it, so Undo and Redo swap the whole board back (sessions are rebuilt, never
        #: changed in place, by an edit)
        self._setup_undo: list[SetupEdit] = []
        self._setup_redo: list[SetupEdit] = []
        self.session_changed.connect(self._drawings_undo.clear)

    def _on_message(self, text: str) -> None:
        self.last_message = text

    # -- reading ------------------------------------------------------------------------------
    @property
    def history(self):
        return self.session.history

    @property
    def state(self):
        """The state at the history cursor (where the next step applies)."""
        return self.session.history.state

    @property
    def library(self):
        return self.session.library

    def displayed_state(self):
        """The board as after the selected event (the end of the cursor's step by default)."""
        h = self.session.history
        seq = self.selected_seq
        if seq >= h.visible_events:
            return h.state
        return h.state_after(seq)

    def displayed_event(self) -> Event | None:
        seq = self.selected_seq
        events = self.session.history.events
        return events[seq - 1] if 1 <= seq <= len(events) else None

    def event_targets(self, ev: Event | None) -> tuple[str, ...]:
        """Every target of an event: its own, and for a play, an activation or a resolution all
        the targets of that spell or ability (Challenge has two). Read from the step's action or
        from the chain held at the end of the step before (stored states: no replay)."""
        if ev is None:
            return ()
        out = [ev.target] if ev.target else []
        if ev.kind in _CHAIN_KINDS and ev.sources:
            ref = ev.sources[0]
            h = self.session.history
            targets = ()
            found = False
            if ev.step >= 2:
                for item in h.state_after_step(ev.step - 1).chain:
                    if item.ref.id == ref.id:
                        targets, found = item.targets, True
            if not found and 1 <= ev.step <= len(h.actions):
                act = h.actions[ev.step - 1]
                answers = getattr(act, "answers", None)
                if answers is not None and ref.kind in ("spell", "ability") and (
                        getattr(act, "spell_id", None) == ref.id or
                        (ref.host is not None and getattr(act, "obj", None) == ref.host)):
                    targets = answers.targets
            out.extend(t for t in targets if t and t not in out)
        return tuple(out)

    def event_target_names(self, ev: Event) -> str:
        """The names of every target of an event, for the timeline's target column."""
        ids = self.event_targets(ev)
        if len(ids) <= 1:
            return (ev.target_name or ev.target or "") if ev.target else ""
        st = self.session.history.initial
        names = []
        for t in ids:
            if t == ev.target and ev.target_name:
                names.append(ev.target_name)
            else:
                o = st.get(t) or self.session.history.state.get(t)
                names.append(o.name if o is not None else t)
        return ", ".join(names)

    def names_state(self):
        """A state that knows every object of the history (the last step's end: objects are
        never deleted, only moved to another zone), for naming things."""
        h = self.session.history
        return h.results[-1].state if h.results else h.initial

    def object_name(self, oid: str | None) -> str:
        """An object by name (with where it is when the name is not unique), never its id."""
        st = self.displayed_state()
        if oid is not None and st.get(oid) is None:
            st = self.names_state()
        return object_name(st, oid)

    def title(self) -> str:
        return self.session.setup.title or "Untitled board"

    def player_ids(self) -> tuple[str, ...]:
        return tuple(self.state.players)

    def player_label(self, pid: str | None) -> str:
        return player_label(self.state, pid, "nobody")

    def location_options(self, exclude: str | None = None) -> list[tuple[str, str]]:
        """("base", "Base") and every battlefield, as (value, label)."""
        out = [("base", "Base")]
        for bf in self.state.battlefields():
            if bf.id != exclude:
                out.append((bf.id, bf.name))
        return out

    def abilities_of(self, oid: str) -> list[tuple[int, str, str]]:
        """(number, label, kind) of an object's abilities, numbered as in SPEC section 4."""
        from riftboard.engine import abilities

        st = self.state
        o = st.get(oid)
        if o is None:
            return []
        out = []
        for n, (ab, granted) in enumerate(abilities(st, o), 1):
            text = ab.summary or ", ".join(e.op for e in ab.effects)
            if granted:
                text += f" (from {st.obj(granted).name})"
            if ab.kind == "triggered":
                text = "triggered: " + text
            out.append((n, f"{n}: {text}", ab.kind))
        return out

    # -- sessions -----------------------------------------------------------------------------
    def set_session(self, session: Session) -> None:
        self.session = session
        self.pending = None
        # a saved file reopens at the row it was saved at ([session] cursor)
        self.selected_seq = (session.history.visible_events if session.selected is None
                             else session.selected)
        self.session_changed.emit()
        self.selection_changed.emit(self.selected_seq)
        self.pending_changed.emit()
        self.dirty_changed.emit(bool(session.dirty))
        if session.error:
            self.message.emit(f"Step {session.error['step']} of the file was refused: "
                              f"{session.error['message']} (later steps did not run)")

    def open_file(self, path: str) -> bool:
        """Open a scenario file; a bad file leaves the current board and says why."""
        try:
            session = Session.from_file(str(path), self.cards_dirs)
        except (RiftboardError, OSError) as e:
            self.message.emit(f"Cannot open {path}: {e}")
            return False
        self._on_disk = self._stamp_now(session.path)
        self._forget_setup_edits()
        self.set_session(session)
        if not session.error:
            self.message.emit(f"Opened {Path(path).name}: {session.setup.title}")
        return True

    def new_board(self) -> None:
        self._on_disk = (None, None)
        self._forget_setup_edits()
        self.set_session(Session.blank(self.cards_dirs))
        self.message.emit("A new board: two players, two battlefields")

    # -- the setup (not steps: battlefields, title, question, player names) --------------------
    def edit_setup(self, what: str = "the setup", **changes) -> bool:
        """Change the scenario's setup and replay every step on it; a step the new setup makes
        illegal is reported (the file keeps it, as for a refused step)."""
        from attrs import evolve

        old = self.session
        spec = evolve(old.to_spec(self.selected_seq), **changes)
        try:
            new = Session(spec, old.library, old.path)
        except (RiftboardError, ValueError) as e:
            self.message.emit(f"Not allowed: {e}")
            return False
        new.dirty = True
        # kept before the board changes, so that what listens to the change sees Undo enabled
        self._setup_undo.append(SetupEdit(what=what, before=old, after=new,
                                          cursor=new.history.cursor))
        del self._setup_undo[:-MAX_SETUP_UNDO]
        self._setup_redo.clear()
        self.set_session(new)
        self._touched()
        if not new.error:
            self.message.emit(f"Changed {what}")
        return True

    def _forget_setup_edits(self) -> None:
        """Another board (open, new, recover): its setup edits are not this one's to undo."""
        self._setup_undo.clear()
        self._setup_redo.clear()

    def _setup_edit_last(self, stack: list, side: str) -> SetupEdit | None:
        """The setup edit Undo (side "after") or Redo (side "before") takes next: only when it
        is the last thing done, i.e. the board is still that edit's session at its cursor."""
        if not stack:
            return None
        edit = stack[-1]
        if getattr(edit, side) is self.session and self.session.history.cursor == edit.cursor:
            return edit
        return None

    def can_undo(self) -> bool:
        """Whether Undo has a step or a setup edit to take back."""
        return (self.session.history.can_undo()
                or self._setup_edit_last(self._setup_undo, "after") is not None)

    def can_redo(self) -> bool:
        return (self._setup_edit_last(self._setup_redo, "before") is not None
                or self.session.history.can_redo())

    def _mentioned(self, ident: str) -> bool:
        """Whether any step or setup entry names `ident` (a battlefield id)."""
        spec = self.session.to_spec()
        if any(u.at == ident for u in spec.units):
            return True
        return any(ident in repr(step.step) for step in spec.steps)

    def set_battlefield_card(self, bf_id: str, card_name: str) -> bool:
        """A battlefield card dropped on a battlefield: that battlefield becomes it (its id
        follows the card, "gate" for Void Gate, unless steps already name the old one)."""
        from attrs import evolve

        card = self.library.get(card_name)
        if card is None or card.kind != "battlefield":
            self.message.emit(f"{card_name} is not a battlefield card")
            return False
        bfs = list(self.session.setup.battlefields)
        i = next((k for k, b in enumerate(bfs) if b.id == bf_id), None)
        if i is None:
            self.message.emit("Drop a battlefield card on a battlefield")
            return False
        new_id = bf_id
        if not self._mentioned(bf_id):
            stem = _slug(card.name.split()[-1]) or "bf"
            taken = {b.id for b in bfs if b.id != bf_id} | set(self.state.objects)
            new_id = stem if stem not in taken else self.session.new_id(stem)
        bfs[i] = evolve(bfs[i], id=new_id, card=card.name, name=None)
        return self.edit_setup(f"{bf_id} to {card.name}", battlefields=tuple(bfs))

    def add_battlefield(self, card_name: str | None = None) -> bool:
        """A new battlefield (plain, or a library battlefield card)."""
        from riftboard.scenario.spec import BattlefieldSpec

        bfs = list(self.session.setup.battlefields)
        taken = {b.id for b in bfs} | set(self.state.objects)
        n = len(bfs) + 1
        if card_name:
            stem = _slug(card_name.split()[-1]) or "bf"
        else:
            stem = f"bf{n}"
        ident = stem
        while ident in taken:
            n += 1
            ident = f"{stem}{n}"
        bf = BattlefieldSpec(id=ident, card=card_name, name=None if card_name else
                             f"Battlefield {len(bfs) + 1}")
        return self.edit_setup(f"a new battlefield ({card_name or 'plain'})",
                               battlefields=(*bfs, bf))

    def remove_battlefield(self, bf_id: str) -> bool:
        """Take a battlefield away; refused while anything is there or a step names it."""
        if self._mentioned(bf_id) or any(o.at == bf_id for o in self.state.objects.values()
                                         if o.zone == "board" and o.kind != "battlefield"):
            self.message.emit("Not allowed: units or steps use that battlefield; move or remove "
                              "them first")
            return False
        bfs = tuple(b for b in self.session.setup.battlefields if b.id != bf_id)
        return self.edit_setup(f"battlefields (removed {bf_id})", battlefields=bfs)

    def set_details(self, title: str | None = None, question: str | None = None,
                    names: dict | None = None) -> bool:
        """The board's title, question and player display names."""
        from attrs import evolve

        changes = {}
        if title is not None:
            changes["title"] = title.strip() or "Untitled board"
        if question is not None:
            changes["question"] = question.strip() or None
        if names:
            changes["players"] = tuple(evolve(p, name=(names.get(p.id) or "").strip() or None)
                                       for p in self.session.setup.players)
        return self.edit_setup("the board's details", **changes)

    # -- the whole game's setup (format 2, SPEC section 7): setup edits, not steps ----------------
    def make_game(self) -> bool:
        """Make a format 1 board a whole game (format 2) with the default facts: sandbox mode,
        Victory Score 8 (194.3), no points, no XP, empty pools, no decks, runes or legends."""
        from riftboard.scenario.game_setup import GameSpec, SideSpec

        if self.session.setup.game is not None:
            self.message.emit("This board is a whole game already (format 2): edit its facts")
            return False
        game = GameSpec(sides=tuple(SideSpec() for _ in self.session.setup.players))
        return self.edit_setup("the board to a whole game (format 2)", format=2, game=game)

    def _game(self):
        """The board's GameSpec, or None with a message on a format 1 board."""
        game = self.session.setup.game
        if game is None:
            self.message.emit("Not allowed: that is a fact of the whole game (format 2, SPEC "
                              "section 7); make this board a whole game first")
        return game

    def set_game_facts(self, mode: str | None = None, victory_score: int | None = None,
                       turn_player: str | None = None, sides: dict | None = None,
                       what: str = "the game's facts") -> bool:
        """Several game facts in one setup edit (the Game facts dialog): the mode, the
        Victory Score (194.3), the turn player, and by player id a table of side facts
        (`points`, `xp`, `pool`, `legend`, `deck`, as set_side takes them)."""
        from attrs import evolve

        from riftboard.scenario.game_setup import MODES

        game = self._game()
        if game is None:
            return False
        changes: dict = {}
        if mode is not None:
            if mode not in MODES:
                self.message.emit(f"Not allowed: the mode is one of {', '.join(MODES)}, not "
                                  f"{mode!r}")
                return False
            game = evolve(game, mode=mode)
        if victory_score is not None:
            if not _whole(victory_score, 1):
                self.message.emit("Not allowed: the Victory Score is a whole number of at "
                                  "least 1 (194.3)")
                return False
            game = evolve(game, victory_score=int(victory_score))
        if turn_player is not None:
            if turn_player not in self.session.setup.player_ids:
                self.message.emit(f"Not allowed: there is no player {turn_player!r}")
                return False
            changes["turn_player"] = turn_player
        for pid, facts in (sides or {}).items():
            game = self._side_facts(game, pid, **facts)
            if game is None:
                return False
        return self.edit_setup(what, game=game, **changes)

    def set_mode(self, mode: str) -> bool:
        """Sandbox (anyone acts, costs free) or strict (Priority, Focus, timing and costs)."""
        return self._one_fact(f"the mode to {mode}", mode=mode)

    def set_victory_score(self, score: int) -> bool:
        """The points a player needs to win (194.3)."""
        return self._one_fact(f"the Victory Score to {score}", victory_score=score)

    def set_turn_player(self, pid: str) -> bool:
        """Whose turn the board starts in (a format 1 board has a turn player too)."""
        if self.session.setup.game is None:
            if pid not in self.session.setup.player_ids:
                self.message.emit(f"Not allowed: there is no player {pid!r}")
                return False
            return self.edit_setup(f"the turn player to {self.player_label(pid)}",
                                   turn_player=pid)
        return self._one_fact(f"the turn player to {self.player_label(pid)}", turn_player=pid)

    def set_side(self, pid: str, **facts) -> bool:
        """One player's facts: `points`, `xp` (whole numbers), `pool` (text like "1 energy, 2
        fury" or a dict), `legend` (a legend card's name, "" for none), `deck` (card names,
        top first; None for no deck)."""
        what = ", ".join(facts) or "nothing"
        return self._one_fact(f"{self.player_label(pid)}'s {what}", sides={pid: facts})

    def _one_fact(self, what: str, **facts) -> bool:
        return self.set_game_facts(**facts, what=what)

    def _side_facts(self, game, pid: str, points=None, xp=None, pool=None, legend=None,
                    deck=(), **unknown):
        """`game` with player `pid`'s facts changed, or None with a message."""
        from attrs import evolve

        from riftboard.scenario.game_setup import ZoneCard

        ids = self.session.setup.player_ids
        if pid not in ids or unknown:
            self.message.emit(f"Not allowed: no player {pid!r}" if pid not in ids else
                              f"Not allowed: a player has no fact {next(iter(unknown))!r}")
            return None
        i = ids.index(pid)
        side = game.sides[i]
        for key, value in (("points", points), ("xp", xp)):
            if value is not None:
                if not _whole(value, 0):
                    self.message.emit(f"Not allowed: {key} is a whole number of at least 0")
                    return None
                side = evolve(side, **{key: int(value)})
        if pool is not None:
            parsed = parse_pool(pool)
            if isinstance(parsed, str):
                self.message.emit(f"Not allowed: {parsed}")
                return None
            side = evolve(side, energy=parsed[0], power=parsed[1])
        if legend is not None:
            if not legend:
                side = evolve(side, legend=None)
            else:
                card = self.library.get(legend)
                if card is None or card.kind != "legend":
                    self.message.emit(f"Not allowed: {legend} is not a legend card")
                    return None
                keep = side.legend.id if side.legend else self._zone_id(f"{pid.lower()}_legend")
                side = evolve(side, legend=ZoneCard(id=keep, card=card.name, given_id=True))
        if deck != ():
            if deck is None:
                side = evolve(side, deck=None)
            else:
                cards = []
                for n, name in enumerate(deck, 1):
                    card = self.library.get(name)
                    if card is None or card.kind not in ("unit", "spell", "gear"):
                        self.message.emit(f'Not allowed: "{name}" is not a unit, spell or gear '
                                          "card of the library (a main deck holds those)")
                        return None
                    cards.append(ZoneCard(id=f"{pid}-deck{n}", card=card.name))
                side = evolve(side, deck=tuple(cards))
        sides = list(game.sides)
        sides[i] = side
        return evolve(game, sides=tuple(sides))

    def _zone_id(self, stem: str) -> str:
        """A fresh id for a setup entry of format 2 (a legend, a rune): unused on the board,
        in the setup and in every step."""
        taken = set(self.session.taken) | set(self.names_state().objects)
        ident, n = stem, 1
        while ident in taken:
            n += 1
            ident = f"{stem}{n}"
        return ident

    def set_legend(self, pid: str, card: str | None) -> bool:
        """A player's legend (a legend card of the library; None: none): an object of theirs
        with the card's abilities, which never leaves the board (SPEC section 7)."""
        return self.set_side(pid, legend=card or "")

    def add_rune(self, card: str, controller: str, exhausted: bool = False) -> bool:
        """A rune channelled already, in its controller's base (a `[[runes]]` entry, 107.1.c)."""
        from attrs import evolve

        from riftboard.scenario.game_setup import RuneSpec

        game = self._game()
        if game is None:
            return False
        c = self.library.get(card)
        if c is None or c.kind != "rune":
            self.message.emit(f"Not allowed: {card} is not a rune card")
            return False
        if controller not in self.session.setup.player_ids:
            self.message.emit(f"Not allowed: there is no player {controller!r}")
            return False
        rune = RuneSpec(id=self._zone_id(_slug(c.name.split()[0]) + "_rune"), card=c.name,
                        controller=controller, owner=controller, exhausted=exhausted)
        return self.edit_setup(f"{self.player_label(controller)}'s runes (a {c.name})",
                               game=evolve(game, runes=(*game.runes, rune)))

    def remove_rune(self, oid: str) -> bool:
        """Take a rune of the setup away (one added by a step is removed by a step)."""
        from attrs import evolve

        game = self._game()
        if game is None:
            return False
        if not any(rn.id == oid for rn in game.runes):
            self.message.emit("Not allowed: that is not a rune of the setup")
            return False
        if self._mentioned(oid):
            self.message.emit("Not allowed: a step uses that rune; undo the step first")
            return False
        return self.edit_setup("the runes (one taken away)",
                               game=evolve(game, runes=tuple(r for r in game.runes
                                                             if r.id != oid)))

    def set_contested(self, bf_id: str, pid: str | None) -> bool:
        """The player who contests a battlefield at the start (190.3; None: nobody): its staged
        showdown, or combat when the other player has units there too, opens in a Cleanup
        before the first step acts (323.9, 344)."""
        from attrs import evolve

        if self._game() is None:
            return False
        if pid is not None and pid not in self.session.setup.player_ids:
            self.message.emit(f"Not allowed: there is no player {pid!r}")
            return False
        bfs = list(self.session.setup.battlefields)
        i = next((k for k, b in enumerate(bfs) if b.id == bf_id), None)
        if i is None:
            self.message.emit("Not allowed: that is not a battlefield of the setup")
            return False
        if pid is not None and bfs[i].controller == pid:
            self.message.emit(f"Not allowed: {self.player_label(pid)} controls "
                              f"{self.object_name(bf_id)}; a player contests a battlefield "
                              "they do not control (190.3)")
            return False
        if pid is not None and not any(u.at == bf_id and u.controller == pid
                                       for u in self.session.setup.units):
            # 323.8 would remove the contest before the first step: say so, change nothing
            self.message.emit(f"Not allowed: {self.player_label(pid)} has no unit of the "
                              f"setup at {self.object_name(bf_id)}, so the first Cleanup "
                              "would remove the contest (323.8); place one there first")
            return False
        bfs[i] = evolve(bfs[i], contested_by=pid)
        who = self.player_label(pid) if pid else "nobody"
        return self.edit_setup(f"{self.object_name(bf_id)} to contested by {who}",
                               battlefields=tuple(bfs))

    def _places_in_setup(self, entry: dict) -> bool:
        """Whether a unit or gear placed now is a setup entry, not an `add` step: on a whole
        game (format 2) before its first step, where the game's clock has not started, so that
        a battlefield contested at the start sees the units placed there (323.8). A unit
        placed with damage stays an `add` step, whose Cleanup judges lethal damage."""
        s = self.session
        return (s.setup.game is not None and not s.steps and not s.unplayed
                and s.history.cursor == 0 and not entry.get("damage"))

    def _place_in_setup(self, entry: dict) -> bool:
        from riftboard.scenario.spec import GearSpec, UnitSpec

        setup = self.session.setup
        ctl = entry["controller"]
        card = self.library.get(entry["card"]) if entry.get("card") else None
        name = card.name if card is not None else entry["name"]
        where = "its base" if entry.get("at", "base") == "base" else self.object_name(entry["at"])
        if card is not None and card.kind == "gear":
            gear = GearSpec(id=entry["id"], card=card.name, controller=ctl, owner=ctl,
                            at=None if entry.get("attached_to") else "base",
                            attached_to=entry.get("attached_to"))
            return self.edit_setup(f"the setup ({name} for {self.player_label(ctl)})",
                                   gear=(*setup.gear, gear))
        if card is not None and card.kind != "unit":
            self.message.emit(f"Not allowed: {card.name} is a {card.kind}; units and gear are "
                              "placed")
            return False
        unit = UnitSpec(id=entry["id"], card=card.name if card else None,
                        name=None if card else entry["name"],
                        might=None if card else entry["might"], controller=ctl, owner=ctl,
                        at=entry["at"], damage=entry.get("damage", 0))
        return self.edit_setup(f"the setup ({name} for {self.player_label(ctl)} at {where})",
                               units=(*setup.units, unit))

    def damage_up(self, oid: str) -> bool:
        """One more damage marked (a sandbox edit)."""
        return self.mark_damage(oid, 1)

    def damage_down(self, oid: str) -> bool:
        """One less damage: heal, then mark one less (sandbox edits; nothing is credited)."""
        o = self.state.get(oid)
        if o is None or o.kind != "unit" or o.damage <= 0:
            self.message.emit("No damage to take off")
            return False
        n = o.damage - 1
        if not self.heal(oid):
            return False
        return self.mark_damage(oid, n) if n else True

    # -- branches ---------------------------------------------------------------------------------
    def switch_branch(self, index: int) -> bool:
        """Make branch `index` the current line; the current line becomes a branch."""
        if not 0 <= index < len(self.session.branches):
            self.message.emit("There is no such branch")
            return False
        msg = self.session.switch_branch(index)
        self._forget_setup_edits()
        self.set_session(self.session)
        self._touched()
        if msg:
            self.message.emit(f"Switched line; a step of it is refused now: {msg}")
        else:
            self.message.emit("Switched to the other line; the line you left is kept as a branch")
        return True

    # -- what if ----------------------------------------------------------------------------------
    def whatif(self, step: int, limit: int = 512, moves: bool = False) -> dict | None:
        """Every answer to step `step`'s decisions on the current line, played
        (riftboard.report.whatif); `moves`: every move its player could have made there
        instead. None, with a message, when there is none to vary."""
        from riftboard.report.whatif import whatif

        line = self.session.whole_line()
        if not 1 <= step <= len(line):
            self.message.emit("What if: choose a row of a step first")
            return None
        from attrs import evolve

        spec = evolve(self.session.setup, steps=line, session=None)
        try:
            return whatif(spec, self.library, step, limit, moves=moves)
        except ValueError as e:
            self.message.emit(f"What if: {e}")
            return None

    def play_answer(self, step: int, keys: dict, move: bool = False) -> bool:
        """Take step `step` again with another answer (its keys from `whatif`): the line from
        there on is kept as a branch, as acting after going back always does. `move`: the keys
        are a whole other step (whatif's other moves), its kind the first key."""
        line = self.session.whole_line()
        if not 1 <= step <= len(line):
            return False
        base = line[step - 1]
        kind = next(iter(keys)) if move else base.kind
        data = {} if move else {key: getattr(base.step, key) for key in base.step.keys()}
        for key, value in keys.items():
            if key in ("may", "choose"):
                data[key] = {p: tuple(v) for p, v in value.items()}
            elif key == "targets":
                data[key] = tuple(value)
            else:
                data[key] = value
        self.session.history.jump_to(step - 1)
        self.cursor_changed.emit()
        return self.act(kind, **data)

    def rename_branch(self, index: int, name: str) -> bool:
        """Give branch `index` a name (saved with it); an empty name gives back its number."""
        if not 0 <= index < len(self.session.branches):
            self.message.emit("There is no such branch")
            return False
        self.session.rename_branch(index, name.strip() or None)
        self.branches_changed.emit()
        self._touched()
        self.message.emit(f"Branch {index + 1} renamed")
        return True

    def delete_branch(self, index: int) -> bool:
        """Forget branch `index`; the current line and the other branches stay."""
        if not 0 <= index < len(self.session.branches):
            self.message.emit("There is no such branch")
            return False
        self.session.delete_branch(index)
        self.branches_changed.emit()
        self._touched()
        self.message.emit("Deleted the branch; the current line and the other branches stay")
        return True

    # -- designer: card files that change on disk ------------------------------------------------
    def reload_cards(self) -> list:
        """Read the --cards files again and replay the board on them; the errors found (the
        cards with errors are left out, the rest load)."""
        from riftboard.cards.library import forget_library, load_library_checked
        from riftboard.scenario.runner import scenario_library

        forget_library(self.cards_dirs)
        base, errors, loaded = load_library_checked(self.cards_dirs)
        old = self.session
        spec = old.to_spec(self.selected_seq)
        try:
            new = Session(spec, scenario_library(spec, base), old.path)
        except (RiftboardError, ValueError) as e:
            self.message.emit(f"The card files changed, but the board cannot replay on them: {e}")
            return errors
        new.dirty = old.dirty
        self.loaded_cards = loaded
        self.set_session(new)
        n = len(errors)
        self.message.emit(f"Card files reloaded: {counted(len(loaded), 'card')}"
                          + (f", {counted(n, 'error')}" if n else "")
                          + "; the board replayed")
        return errors

    def set_ruleset(self, ruleset: str) -> bool:
        """Replay every step under another ruleset (Session.set_ruleset)."""
        if ruleset == self.session.ruleset:
            return True
        msg = self.session.set_ruleset(ruleset)
        self._forget_setup_edits()
        self.set_session(self.session)
        self._touched()
        if msg:
            self.message.emit(f"Ruleset {ruleset}: a step became illegal and later steps did not "
                              f"replay: {msg}")
            return False
        self.message.emit(f"Ruleset {ruleset}: every step replayed")
        return True

    # -- acting -------------------------------------------------------------------------------
    def act(self, kind: str, **keys) -> bool:
        """Take one step (SPEC section 2 keys). Illegal: a message, and nothing changes."""
        if self.pending is not None:
            self.cancel_pending(quiet=True)  # another action ends a half-made gesture
        h = self.session.history
        first = h.visible_events
        msg = self.session.act(kind, asker=PlayerAsker(self), **keys)
        if msg is not None:
            # a question the player cancelled says so itself ("...: cancelled, nothing changed")
            self.message.emit(msg if msg.endswith("nothing changed") else f"Not allowed: {msg}")
            return False
        self._setup_redo.clear()  # a new action drops what was undone, setup edits too
        self.selected_seq = h.visible_events
        # taking a step after a file's held items resolved at its end takes that step again
        self.history_changed.emit(min(first, self.session.changed_from))
        self.selection_changed.emit(self.selected_seq)
        if self.session.branch_cut:
            text = (f"Step {h.cursor} starts a new branch: the undone steps after it are kept "
                    "as another branch")
        else:
            text = f"Step {h.cursor}: {step_summary(h.events[first:])}"
        if self.session.answers_note:
            text += f" ({self.session.answers_note})"
        past = self.session.over_limits()
        if past:
            text += (f". This board now has {past}: it cannot be saved as a file that reopens; "
                     "undo, or delete a branch, to save it")
        self.message.emit(text)
        self._touched()
        return True

    def _touched(self) -> None:
        self.dirty_changed.emit(bool(self.session.dirty))
        self.schedule_autosave()

    # sandbox edits, named for the menus
    def mark_damage(self, oid: str, amount: int) -> bool:
        return self.act("mark_damage", mark_damage=oid, amount=int(amount))

    def heal(self, oid: str) -> bool:
        return self.act("heal", heal=oid)

    def move(self, oid: str, to: str) -> bool:
        return self.act("move", move=oid, to=to)

    def set_flags(self, oid: str, buffed: bool | None = None, exhausted: bool | None = None) -> bool:
        return self.act("set", set=oid, buffed=buffed, exhausted=exhausted)

    def set_battlefield_controller(self, bf: str, player: str | None) -> bool:
        """Who controls a battlefield (SPEC section 2: a `set` step; None for nobody)."""
        return self.act("set", set=bf, controller=player or "none")

    def attach(self, gear: str, unit: str) -> bool:
        return self.act("attach", attach=gear, to=unit)

    def remove(self, oid: str) -> bool:
        return self.act("remove", remove=oid)

    def end_turn(self) -> bool:
        return self.act("end_turn")

    def add_card(self, card: str, controller: str, at: str, attached_to: str | None = None,
                 damage: int = 0) -> bool:
        """Put a library unit or gear on the board (an `add` step)."""
        entry = {"id": self.session.new_id(card), "card": card, "controller": controller,
                 "at": at}
        if damage:
            entry["damage"] = int(damage)
        if attached_to:
            entry["attached_to"] = attached_to
            entry.pop("at")
        if self._places_in_setup(entry):
            return self._place_in_setup(entry)
        return self.act("add", add=entry)

    def play_card(self, name: str, by: str, to: str | None = None) -> bool:
        """Play a unit or a gear from the library as a game action (a `play` step, SPEC
        section 2): a unit to its player's base or `to` a battlefield that player controls,
        exhausted unless its Accelerate is paid (asked as a "you may"), a gear to its base.
        Its play triggers ask their questions; the engine refuses what is not allowed (a
        battlefield the player does not control, a card's part that is not modelled) and
        then nothing changes."""
        card = self.library.get(name)
        if card is None:
            self.message.emit(f'There is no card named "{name}"')
            return False
        if card.kind == "spell":
            return self.begin_play(card.name, by)
        if card.kind not in ("unit", "gear"):
            self.message.emit(f"{card.name} is a {card.kind}; only spells, units and gear are "
                              "played")
            return False
        keys: dict = {"play": card.name, "by": by, "hold": self.hold}
        if card.kind == "unit" and to and to != "base":
            keys["to"] = to  # a gear always goes to its player's base
        return self.act("play", **keys)  # its Accelerate and play triggers ask as they come up

    def standard_move(self, units, to: str) -> bool:
        """A standard move (SPEC section 2): ready units of one player exhaust and move to a
        battlefield or their base (battlefield to battlefield only with Ganking); a game action
        by their controller, unlike the sandbox `move`."""
        units = [units] if isinstance(units, str) else list(units)
        return self.act("standard_move", standard_move=tuple(units), to=to)

    def add_vanilla(self, name: str, might: int, controller: str, at: str,
                    damage: int = 0) -> bool:
        """Put a vanilla unit (a name and a Might, no card) on the board."""
        entry = {"id": self.session.new_id(name), "name": name, "might": int(might),
                 "controller": controller, "at": at}
        if damage:
            entry["damage"] = int(damage)
        if self._places_in_setup(entry):
            return self._place_in_setup(entry)
        return self.act("add", add=entry)

    # -- time travel ----------------------------------------------------------------------------
    def undo(self) -> None:
        edit = self._setup_edit_last(self._setup_undo, "after")
        if edit is not None:  # the last thing done was a setup edit: the board before it
            self.cancel_pending(quiet=True)
            self._setup_undo.pop()
            self._setup_redo.append(edit)
            self._swap_session(edit.before, edit.before.history.cursor)
            self.message.emit(f"Undo: {edit.what} as it was")
            return
        h = self.session.history
        if not h.can_undo():
            self.message.emit("Nothing to undo: this is the setup")
            return
        self.cancel_pending(quiet=True)
        self.session.undo()
        self._after_move(f"Undo: back to step {h.cursor}" if h.cursor else "Undo: back to the setup")

    def redo(self) -> None:
        edit = self._setup_edit_last(self._setup_redo, "before")
        if edit is not None:
            self.cancel_pending(quiet=True)
            self._setup_redo.pop()
            self._setup_undo.append(edit)
            self._swap_session(edit.after, edit.cursor)
            self.message.emit(f"Redo: changed {edit.what}")
            return
        h = self.session.history
        if not h.can_redo():
            self.message.emit("Nothing to redo")
            return
        self.cancel_pending(quiet=True)
        self.session.redo()
        self._after_move(f"Redo: step {h.cursor}")

    def _swap_session(self, session: Session, cursor: int) -> None:
        """Show a session kept by a setup edit again, at the cursor it had then."""
        session.dirty = True
        if session.history.cursor != cursor:
            session.history.jump_to(cursor)
        session.selected = None
        self.set_session(session)
        self._touched()

    def _after_move(self, text: str) -> None:
        self.selected_seq = self.session.history.visible_events
        self.cursor_changed.emit()
        self.selection_changed.emit(self.selected_seq)
        self.message.emit(text)
        self.schedule_autosave()  # the autosave keeps the cursor and the row too

    def select_event(self, seq: int) -> None:
        """Show the board just after event `seq`; the cursor moves to that event's step."""
        h = self.session.history
        seq = max(0, min(int(seq), len(h.events)))
        if seq == self.selected_seq:
            return
        step = h.step_of(seq) if seq > 0 else 0
        if step != h.cursor:
            if self.pending is not None:
                self.cancel_pending(quiet=True)
            h.jump_to(step)
            self.selected_seq = seq
            self.cursor_changed.emit()
        self.selected_seq = seq
        self.selection_changed.emit(seq)
        self.schedule_autosave()

    # -- playing spells and activating abilities (click their targets) ----------------------------
    def begin_play(self, card_name: str, by: str | None = None) -> bool:
        card = self.library.get(card_name)
        if card is None:
            self.message.emit(f'There is no card named "{card_name}"')
            return False
        if card.kind != "spell":
            self.message.emit(f"{card.name} is a {card.kind}: drag it onto the board instead; "
                              "only spells are played")
            return False
        by = by or self.acting_player()
        self._start(Pending(kind="play", by=by, label=card.name, specs=card.targets,
                            effects=card.effects, card=card))
        return True

    def begin_activate(self, oid: str, ability: int = 1) -> bool:
        from riftboard.engine import abilities

        st = self.state
        o = st.get(oid)
        if o is not None and o.kind == "rune" and o.zone == "runes":
            # a rune's abilities are the rules' own (164.2), not its card's: no targets
            if ability not in (1, 2):
                self.message.emit(f"{o.name} has abilities 1 (exhaust: Energy) and 2 (recycle: "
                                  f"Power) only (164.2)")
                return False
            return self.act("activate", activate=oid, ability=ability, by=o.controller)
        if o is None or o.zone != "board":
            self.message.emit(f"{self.object_name(oid)} is not on the board")
            return False
        abl = abilities(st, o)
        if not 1 <= ability <= len(abl):
            self.message.emit(f"{o.name} has no ability {ability}")
            return False
        ab, _granted = abl[ability - 1]
        if ab.kind != "activated":
            self.message.emit(f"{o.name}'s ability {ability} is a triggered ability; it cannot "
                              "be activated")
            return False
        self._start(Pending(kind="activate", by=o.controller, label=f"{o.name}'s ability {ability}",
                            specs=ab.targets, effects=ab.effects, obj=oid, ability=ability,
                            cost=ab.cost))
        return True

    def _start(self, pending: Pending) -> None:
        self.pending = pending
        if self.selected_seq != self.session.history.visible_events:
            self.selected_seq = self.session.history.visible_events
            self.selection_changed.emit(self.selected_seq)
        if not pending.specs:
            self.pending_changed.emit()
            self._finish()
            return
        self._prompt()
        self.pending_changed.emit()

    def _prompt(self) -> None:
        p = self.pending
        i = len(p.targets)
        legal = self.pending_legal()
        who = self.player_label(p.by)
        hint = f"{who}: {p.label}: click target {i + 1} of {len(p.specs)} ({p.specs[i].describe()})"
        if not legal:
            hint += " (there is no legal target now)"
        if self.can_finish_pending():
            hint += "; Enter plays it without it"
        self.message.emit(hint + "; Esc cancels")

    def pending_legal(self) -> list[str]:
        """The ids the next click may choose (the engine's legal targets, minus those chosen)."""
        p = self.pending
        if p is None or len(p.targets) >= len(p.specs):
            return []
        i = len(p.targets)
        if p.legal is None or p.legal[0] != i:
            if p.kind == "play":
                ids = self.session.legal_targets(p.card.name, p.by, i)
            else:
                ids = self.session.ability_targets(p.obj, p.ability, i)
            # a separate "a unit" may be one already chosen (Falling Star: same_ok)
            again = p.specs[i].same_ok
            p.legal = (i, [t for t in ids if again or t not in p.targets])
        return p.legal[1]

    def can_finish_pending(self) -> bool:
        """Whether every target still to choose is optional ("up to one"): the play can go
        ahead with the targets chosen so far (Singularity's second unit)."""
        p = self.pending
        return p is not None and all(spec.optional for spec in p.specs[len(p.targets):])

    def finish_pending(self) -> bool:
        """Play the spell or ability with the targets chosen so far, leaving out the optional
        rest; False (with a message) when a target it needs is still missing."""
        p = self.pending
        if p is None:
            return False
        if not self.can_finish_pending():
            self.message.emit(f"{p.label} still needs "
                              f"{p.specs[len(p.targets)].describe()}; Esc cancels")
            return False
        self._finish()
        return True

    def click_object(self, oid: str) -> bool:
        """A click on a board object while a spell or ability waits for targets."""
        p = self.pending
        if p is None:
            return False
        if oid in self.pending_legal():
            p.targets.append(oid)
            if len(p.targets) < len(p.specs) and not (self.can_finish_pending()
                                                       and not self.pending_legal()):
                self._prompt()
                self.pending_changed.emit()
                return True
            self._finish()  # every target chosen, or only optional ones with none to choose
            return True
        self.message.emit(f"Not a legal target: {self._why_not(oid)}. Nothing changed.")
        return False

    def _why_not(self, oid: str) -> str:
        from riftboard.engine import target_problem

        p = self.pending
        st = self.state
        o = st.get(oid)
        spec = p.specs[len(p.targets)]
        if oid in p.targets and not spec.same_ok:
            return f"{o.name if o else oid} is already chosen"
        host = st.get(p.obj) if p.obj else None
        prob = target_problem(st, spec, o, p.by, host)
        return f"{p.label} needs {spec.describe()}; {prob or 'the engine refuses it'}"

    def cancel_pending(self, quiet: bool = False) -> None:
        if self.pending is None:
            return
        label = self.pending.label
        self.pending = None
        self.pending_changed.emit()
        if not quiet:
            self.message.emit(f"{label}: cancelled, nothing changed")

    def _finish(self) -> None:
        p = self.pending
        keys: dict = {"targets": tuple(p.targets), "by": p.by, "hold": self.hold}
        if p.kind == "play":
            kind = "play"
            keys["play"] = p.face_down or p.card.name  # a face-down card is named by its id
        else:
            kind = "activate"
            keys["activate"] = p.obj
            keys["ability"] = p.ability
        self.pending = None
        # act first: the board then redraws once, already without the targeting marks
        self.act(kind, **keys)
        self.pending_changed.emit()

    # -- a dry run (the combat dialog's default assignment) -----------------------------------------
    def preview(self, kind: str, **keys):
        """Run a step on a copy (states are frozen): (StepResult, None) or (None, refusal). The
        step's own questions are answered by their defaults: a gesture asks them as it runs."""
        from riftboard.engine import IllegalAction, apply
        from riftboard.scenario.build import step_action
        from riftboard.scenario.spec import StepSpec
        from riftboard.scenario.steps import make_step

        h = self.session.history
        try:
            step = StepSpec(index=h.cursor + 1, step=make_step(kind, keys))
            action = step_action(step, h.state, self.library)
            return apply(h.state, action, h.cursor + 1, h.visible_events), None
        except IllegalAction as e:
            return None, str(e)
        except (KeyError, TypeError, ValueError) as e:
            return None, f"this step is incomplete or malformed: {e}"

    # -- combat ---------------------------------------------------------------------------------
    def combat_units(self, battlefield: str) -> dict[str, list]:
        """The units at a battlefield by controller, in file order."""
        out: dict[str, list] = {pid: [] for pid in self.state.players}
        for u in self.state.units():
            if u.at == battlefield:
                out.setdefault(u.controller, []).append(u)
        return out

    def combat_default(self, battlefield: str, attackers, defenders=(), choose=None):
        """The engine's default assignment for a combat: ({unit: amount}, None) or (None, why)."""
        keys = {"combat": battlefield, "attackers": tuple(attackers),
                "defenders": tuple(defenders)}
        if choose:
            keys["choose"] = choose
        result, msg = self.preview("combat", **keys)
        if result is None:
            return None, msg
        amounts = {u: 0 for u in (*attackers, *defenders)}
        for ev in result.events:
            if ev.kind == "combat_assign" and ev.target:
                amounts[ev.target] = amounts.get(ev.target, 0) + (ev.amount or 0)
        return amounts, None

    def combat(self, battlefield: str, attackers, defenders=(), assign=None, **more) -> bool:
        keys = {"combat": battlefield, "attackers": tuple(attackers),
                "defenders": tuple(defenders), **more}
        if assign is not None:
            keys["assign"] = {k: int(v) for k, v in assign.items()}
        return self.act("combat", **keys)

    # -- format 2: the game around the board ----------------------------------------------------
    def game_status(self, state=None) -> GameStatus | None:
        """What the game bar shows for `state` (default: the board shown); None on a format 1
        board, which has no game around it (SPEC section 7)."""
        st = self.displayed_state() if state is None else state
        g = st.game
        if g is None:
            return None
        players = []
        actor = self.passer(st)
        for pid, s in zip(st.players, g.sides):
            runes = [o for o in st.objects.values()
                     if o.kind == "rune" and o.zone == "runes" and o.controller == pid]
            legend = st.get(s.legend) if s.legend else None
            hidden = sorted((o for o in st.objects.values()
                             if o.zone == "facedown" and o.controller == pid), key=lambda o: o.order)
            players.append(PlayerStatus(
                pid=pid, label=self.player_label(pid), points=s.points, xp=s.xp,
                hand=st.hand_size(pid), deck=None if s.deck is None else len(s.deck),
                energy=s.energy, power=tuple((d.capitalize(), n) for d, n in s.power if n),
                runes_ready=sum(1 for o in runes if not o.exhausted),
                runes_exhausted=sum(1 for o in runes if o.exhausted),
                legend=legend.name if legend is not None else None,
                has_turn=pid == st.turn_player, acts=pid == actor,
                face_down=tuple(self._name_in(st, o.at) for o in hidden),
                kept=tuple(_kept_words(only, res, n) for only, res, n in s.restricted)))
        contested = tuple(f"{self._name_in(st, bf)} (by {self.player_label(p)})"
                          for bf, p in g.contested)
        return GameStatus(
            turn=g.turn, turn_player=self.player_label(st.turn_player),
            phase=_PHASE_NAMES.get(g.phase, g.phase), mode=g.mode,
            victory_score=raised_victory_score(g, st.battlefields()),
            situation=self._situation(st), contested=contested, players=tuple(players),
            winner=self.player_label(g.winner) if g.winner is not None else None)

    @staticmethod
    def _name_in(st, oid: str) -> str:
        o = st.get(oid)
        return o.name if o is not None else oid

    def _situation(self, st) -> str:
        """Who acts now and why, in words with the rules (312, 313, 316.5.b, 323.1)."""
        g = st.game
        if g.winner is not None:
            return f"{self.player_label(g.winner)} has won the game (323.1, 472)"
        who = self.passer(st)
        sd = g.showdown
        if st.chain:
            return (f"the chain is open ({counted(len(st.chain), 'item')}): "
                    f"{self.player_label(who)} has Priority (312, 339)")
        if sd is not None:
            what = "Combat" if sd.combat else "Showdown"
            return (f"{what} at {self._name_in(st, sd.battlefield)}: {self.player_label(who)} "
                    f"has Focus (313); passes in a row so far: {sd.passes} (347.2)")
        staged = _staged_by_setup(st)
        if staged is not None:
            bf, pid = staged
            combat = any(u.at == bf and u.controller != pid for u in st.units())
            return (f"{'Combat' if combat else 'Showdown'} at {self._name_in(st, bf)}, "
                    "contested in the setup: it opens "
                    f"before the first step acts, and {self.player_label(pid)} has Focus "
                    "(323.9, 344, 345)")
        if g.phase == "main":
            return (f"Neutral Open: {self.player_label(st.turn_player)} acts, or ends the turn "
                    f"(316.5.b, 316.9)")
        return f"{self.player_label(st.turn_player)}'s {_PHASE_NAMES.get(g.phase, g.phase)}"

    def passer(self, state=None) -> str | None:
        """The player a Pass passes for now: Priority on an open chain (312, 339), Focus in a
        showdown (313, 347); None when there is nothing to pass (a format 1 board, a Neutral
        Open state, a finished game)."""
        st = self.state if state is None else state
        g = st.game
        if g is None or g.winner is not None:
            return None
        if st.chain:
            return g.priority or st.chain[-1].controller
        if g.showdown is not None:
            return g.showdown.focus
        staged = _staged_by_setup(st)
        if staged is not None:
            return staged[1]  # its showdown opens before the Pass acts, Focus theirs (345)
        return None

    def acting_player(self) -> str:
        """Who plays by default now: the player with Priority or Focus in a whole game (312,
        313), else the turn player."""
        return self.passer() or self.state.turn_player

    def end_turn_problem(self, state=None) -> str | None:
        """Why the turn cannot end now, or None: in format 2 not during a showdown (347.2.a,
        316.9), not once the game is over (323.1), in strict mode not with the chain open
        (305). A format 1 board ends its turn at any step."""
        st = self.state if state is None else state
        g = st.game
        if g is None:
            return None
        if g.winner is not None:
            return f"the game is over: {self.player_label(g.winner)} won (323.1, 472)"
        if g.showdown is not None:
            what = "combat" if g.showdown.combat else "showdown"
            return (f"a {what} is under way at {self._name_in(st, g.showdown.battlefield)}: "
                    f"every player passes first (347.2.a, 316.9)")
        staged = _staged_by_setup(st)
        if staged is not None:
            return (f"the setup left {self._name_in(st, staged[0])} contested: its showdown "
                    "opens first, and every player passes before the turn ends (323.9, "
                    "347.2.a, 316.9)")
        if g.mode == "strict" and st.chain:
            return "the chain is open: every player passes until it resolves (305, 339)"
        return None

    def pass_closes_combat(self) -> tuple[str, list[str], list[str]] | None:
        """(battlefield, attackers, defenders) when the next Pass ends a combat's showdown and
        so leads to its damage assignment (347.2.a, 465); else None."""
        st = self.state
        g = st.game
        if g is None or st.chain or g.showdown is None or not g.showdown.combat:
            return None
        if g.showdown.passes + 1 < len(st.players) or st.combat is None:
            return None
        cb = st.combat
        order = [u.id for u in st.units() if u.at == cb.battlefield]
        return (cb.battlefield, [u for u in order if u in cb.attackers],
                [u for u in order if u in cb.defenders])

    def pass_default(self):
        """The default assignment the closing Pass of a combat would make: ({unit: amount},
        None) or (None, why the pass is refused)."""
        who = self.passer()
        if who is None:
            return None, "there is nothing to pass now (no chain, no showdown)"
        result, msg = self.preview("pass", **{"pass": who})
        if result is None:
            return None, msg
        amounts: dict[str, int] = {}
        for ev in result.events:
            if ev.kind == "combat_assign" and ev.target:
                amounts[ev.target] = amounts.get(ev.target, 0) + (ev.amount or 0)
        return amounts, None

    def pass_priority(self, assign=None) -> bool:
        """Pass for the player who has Priority or Focus (a `pass` step, 338, 347); `assign`
        answers the combat damage assignment a closing pass leads to (465.2)."""
        who = self.passer()
        if who is None:
            st = self.state
            why = (self.end_turn_problem(st) if st.game is not None and st.game.winner else
                   "there is nothing to pass: no chain and no showdown is open; the turn "
                   "player ends the turn instead (316.9)")
            self.message.emit(f"Not allowed: {why}" if st.game is not None else
                              "Not allowed: passing is format 2's (SPEC section 7); this board "
                              "is format 1")
            return False
        keys = {"pass": who}
        if assign is not None:
            keys["assign"] = {k: int(v) for k, v in assign.items()}
        return self.act("pass", **keys)

    def rune_abilities(self, oid: str) -> list[tuple[int, str]]:
        """A channelled rune's two abilities (164.2): 1 exhausts it for 1 Energy, 2 recycles it
        for 1 Power of its domain; [] for anything else."""
        o = self.state.get(oid)
        if o is None or o.kind != "rune" or o.zone != "runes":
            return []
        domain = o.card.domains[0].capitalize() if o.card and o.card.domains else "any"
        return [(1, "1: exhaust it: add 1 Energy (164.2.a)"),
                (2, f"2: recycle it: add 1 {domain} Power (164.2.b)")]

    # -- format 2: Hidden cards and the Facedown Zones (107.3, 421, 811) --------------------------
    def hideable(self, pid: str, state=None) -> list[str]:
        """The cards with Hidden in `pid`'s hand or Champion Zone in `state` (default: at the
        cursor), in order: what they may hide face down at a battlefield they control (421.2.a,
        811.1); [] on a format 1 board."""
        st = self.state if state is None else state
        if st.game is None:
            return []
        cards = [o for o in st.objects.values() if o.owner == pid
                 and o.zone in ("hand", "champion") and o.card is not None
                 and "hidden" in o.card.keyword_words]
        return [o.id for o in sorted(cards, key=lambda o: o.order)]

    def hide_card(self, oid: str, at: str) -> bool:
        """Hide a card with Hidden face down at a battlefield (a `hide` step, 421.1): its owner
        hides it; the engine refuses what the rules do not allow and nothing changes."""
        o = self.state.get(oid)
        return self.act("hide", hide=oid, at=at, by=o.owner if o is not None else None)

    def face_down_problem(self, oid: str) -> str | None:
        """Why the face-down card `oid` may not be played from there now, or None: a dry run of
        the `play = ID` step by its controller (811.1.b, 811.1.c.3; in strict mode its timing,
        Reaction, 811.6), its targets the first legal ones."""
        o = self.state.get(oid)
        if o is None or o.zone != "facedown" or o.card is None:
            return f"{self.object_name(oid)} is not face down at a battlefield"
        targets: list[str] = []
        for i, spec in enumerate(o.card.targets if o.card.kind == "spell" else ()):
            legal = [t for t in self.session.legal_targets(o.card.name, o.controller, i)
                     if spec.same_ok or t not in targets]
            if legal:
                targets.append(legal[0])
            elif not spec.optional:
                return f"{o.name} needs {spec.describe()} and there is none now"
        _result, problem = self.preview("play", play=oid, by=o.controller,
                                        targets=tuple(targets))
        return problem

    def play_face_down(self, oid: str) -> bool:
        """Play a face-down card from there (a `play = ID` step, 811.1.c.3) by its controller:
        a unit or gear to its battlefield (811.1.d.1), a spell once its targets are clicked.
        A refused play says why and changes nothing."""
        o = self.state.get(oid)
        if o is None or o.zone != "facedown" or o.card is None:
            self.message.emit(f"Not allowed: {self.object_name(oid)} is not face down at a "
                              "battlefield")
            return False
        if o.card.kind != "spell" or not o.card.targets:
            return self.act("play", play=oid, by=o.controller, hold=self.hold)
        problem = self.face_down_problem(oid)
        if problem is not None:  # said before any target is clicked
            self.message.emit(f"Not allowed: {problem}")
            return False
        self._start(Pending(kind="play", by=o.controller, label=f"{o.name} (from face down)",
                            specs=o.card.targets, effects=o.card.effects, card=o.card,
                            face_down=oid))
        return True

    # -- files ------------------------------------------------------------------------------------
    @property
    def path(self) -> str | None:
        return self.session.path

    def save(self, overwrite_changed: bool = False) -> bool:
        """Write the board to its file. A file someone else has written since it was opened or
        last saved here is not overwritten unless `overwrite_changed` (the window asks first)."""
        if not self.session.path:
            self.message.emit("This board has no file yet: use Save As")
            return False
        if self.changed_on_disk() and not overwrite_changed:
            self.message.emit(f"Not saved: {Path(self.session.path).name} was changed on disk "
                              "since it was opened or last saved here")
            return False
        return self.save_as(self.session.path)

    def changed_on_disk(self) -> bool:
        """Whether the board's file was written by someone else (another window, an editor)
        since this window opened or last saved it. A file that is gone counts as unchanged:
        writing it again loses nothing."""
        path = self.session.path
        if not path:
            return False
        now = file_stamp(path)
        if now is None:
            return False
        known_path, known = self._on_disk
        return known_path != _same_file_key(path) or known != now

    @staticmethod
    def _stamp_now(path) -> tuple:
        return (_same_file_key(path), file_stamp(path)) if path else (None, None)

    def save_text(self, selected: int | None = None) -> tuple[str, list[str]]:
        """The board as a scenario file that reopens: designer cards from --cards that the
        board uses embedded as [[cards]], and a lesson's [[expect]] tables that no longer refer
        to anything on this line set aside as comments (with a note). The notes say what was
        set aside."""
        from attrs import evolve

        from riftboard.cards.library import builtin_library
        from riftboard.scenario.loader import parse_scenario
        from riftboard.scenario.save import dump_scenario

        spec = self.session.to_spec(selected)
        extra = self._designer_tables(spec)
        if extra:
            spec = evolve(spec, cards=(*spec.cards, *extra), card_lines=())
        text = dump_scenario(spec)
        notes: list[str] = []
        base = builtin_library()
        for _ in range(len(spec.expects) + 1):
            try:
                parse_scenario(text, spec.path, base)
                return text, notes
            except RiftboardError as e:
                key = getattr(e, "key", None) or ""
                line = getattr(e, "line", None)
                refused = e
                if not key.startswith("expect[") or not line:
                    break
                text, what = _set_aside(text, line, getattr(e, "message", str(e)))
                if not what:
                    break
                notes.append(what)
        # the file would not reopen: write nothing, say why (read back before "Saved")
        raise WouldNotReopen(getattr(refused, "message", str(refused)),
                             key=getattr(refused, "key", None),
                             line=getattr(refused, "line", None))

    def _designer_tables(self, spec) -> list[dict]:
        """The --cards tables of the cards this board uses (not built in, not embedded yet)."""
        if not self.cards_dirs:
            return []
        from riftboard.cards.library import builtin_library, card_tables

        built = builtin_library()
        have = {str(t.get("name")) for t in spec.cards}
        used = {o.card.name for o in self.names_state().objects.values() if o.card is not None}
        used |= {str(s.step.play) for s in spec.steps if s.kind == "play"}
        want = {n for n in used if built.get(n) is None and n not in have}
        out = []
        for d in self.cards_dirs:
            for f in sorted(Path(d).rglob("*.toml")):
                try:
                    tables, _lines = card_tables(f)  # the card files' one reader, its guards
                except RiftboardError:
                    continue
                for t in tables:
                    if isinstance(t, dict) and t.get("name") in want:
                        out.append(dict(t))
                        want.discard(t["name"])
        return out

    def save_as(self, path: str) -> bool:
        from riftboard.atomic import write_atomic

        try:
            text, notes = self.save_text(self.selected_seq)
            write_atomic(str(path), text)
            self.session.path = str(path)
            self.session.file_ruleset = self.session.ruleset  # the file says it now
            self._on_disk = self._stamp_now(path)
            self.session.dirty = False
            saved = self.session.summary()
        except WriteError as e:
            self.message.emit(f"Cannot save {path}: {e.reason}")
            return False
        except WouldNotReopen as e:
            self.message.emit(f"Not saved: {e}. Nothing was written to {Path(path).name}; "
                              f"{e.advice(self.session)}")
            return False
        except (OSError, RiftboardError) as e:
            self.message.emit(f"Cannot save {path}: {e}")
            return False
        self.clear_autosave()
        self.dirty_changed.emit(False)
        note = ""
        if notes:
            note = (f"; {counted(len(notes), 'expectation')} of the lesson "
                    "no longer fit this line and were set aside as comments in the file")
        self.message.emit(f"Saved {saved} to {Path(path).name}{note}")
        return True

    def timeline_doc(self) -> dict:
        """The timeline document (SPEC section 4) of the steps up to the cursor."""
        from riftboard.scenario.replay import timeline_document

        h = self.session.history
        return timeline_document(self.session.setup.title, self.session.ruleset,
                                 self.state.players, h, None, h.cursor)

    def export(self, path: str, fmt: str) -> bool:
        """Write the ruling (md, html, json), the board as shown (png), or the share page of
        the current line ("share") or of every line ("share_tree")."""
        from riftboard.atomic import write_atomic

        try:
            if fmt in ("share", "share_tree"):
                from riftboard.report.share import share_page

                # the judge's arrows and notes belong to the position on screen: drawn on
                # that step's picture of the current line and listed under it
                ev = self.displayed_event()
                shown_step = ev.step if ev is not None else 0
                shown_state = self.session.history.state_after_step(shown_step)
                picture = None
                if self.picture is not None:
                    def picture(state, title, event, history):
                        drawn = self.annotations if state is shown_state else ()
                        return self.picture(state, None, title, event, history, (),
                                            annotations=drawn)

                def notes(line, step):
                    if self.share_notes is not None:
                        return self.share_notes(line, step)
                    return self.annotation_lines() if line is None and step == shown_step else []

                write_atomic(str(path), share_page(self.session, tree=fmt == "share_tree",
                                                   picture=picture, notes=notes,
                                                   rules_url=self.rules_url))
            elif fmt == "png":
                if self.picture is None:
                    self.message.emit("A PNG needs the app's renderer: export md, html or json")
                    return False
                ev = self.displayed_event()
                self.picture(self.displayed_state(), str(path), self.export_title(), ev,
                             self.session.history, self.event_targets(ev),
                             annotations=self.annotations)
            elif fmt == "json":
                import json

                write_atomic(str(path), json.dumps(self.timeline_doc(), indent=2) + "\n")
            else:
                from riftboard.report.export import to_html, to_markdown
                from riftboard.report.lines import other_lines
                from riftboard.report.ruling import ruling_extras
                from riftboard.scenario.replay import export_document, objects_json

                h = self.session.history
                doc = export_document(self.timeline_doc(), self.session.setup,
                                      objects_json(h.initial))
                doc.update(ruling_extras(h, self.session.steps[:h.cursor], self.session.ruleset,
                                         h.cursor))
                doc["other_lines"] = other_lines(self.session)
                doc["annotations"] = self.annotation_lines()
                doc["rules_url"] = self.rules_url
                if fmt == "html" and self.picture is not None:
                    ev = self.displayed_event()
                    doc["board_png"] = self.picture(self.displayed_state(), None,
                                                    self.export_title(), ev, h,
                                                    self.event_targets(ev),
                                                    annotations=self.annotations)
                write_atomic(str(path), (to_markdown if fmt == "md" else to_html)(doc))
        except WriteError as e:
            self.message.emit(f"Cannot export to {path}: {e.reason}")
            return False
        except OSError as e:
            self.message.emit(f"Cannot export to {path}: {e.strerror or e}")
            return False
        self.message.emit(f"Exported {path}")
        return True

    def export_title(self) -> str:
        h = self.session.history
        seq = self.selected_seq
        where = (f"after #{seq} (step {h.step_of(seq)} of {len(h.results)})" if seq
                 else "the setup")
        return f"{self.title()} — {where} — Core Rules {self.session.ruleset}"

    # -- pointing at names, "Why not?" -------------------------------------------------------
    def point_at(self, oid: str | None) -> None:
        """A name of `oid` is under the mouse (None: no longer): the board highlights it."""
        if oid is not None and self.names_state().get(oid) is None:
            oid = None
        if oid != self.pointed:
            self.pointed = oid
            self.pointed_changed.emit()

    def object_at_row(self, oid: str, seq: int | None = None):
        """Object `oid` as it was at row `seq` (default: the selected one): report/pointing's
        ObjectAt (Might, damage, keywords, attachments, controller), or None."""
        from riftboard.report.pointing import object_at

        return object_at(self.session.history, self.selected_seq if seq is None else seq, oid)

    def why_not(self, seq: int | None = None) -> list[tuple]:
        """What did not happen in the step of row `seq` (default: the selected one), as the
        Why panel's blocks (report/whynot.py)."""
        from riftboard.report.whynot import why_not_blocks

        return why_not_blocks(self.session.history, self.selected_seq if seq is None else seq,
                              self.names_state())

    # -- the judge's arrows and notes (not steps: they change nothing in the game) ----------
    @property
    def annotations(self) -> tuple:
        """The arrows and notes drawn on the board (AnnotationSpec values, in order)."""
        return tuple(self.session.annotations)

    def _set_annotations(self, items: list, text: str) -> None:
        self._drawings_undo.append(list(self.session.annotations))
        del self._drawings_undo[:-100]
        self.session.annotations = list(items)
        self.session.dirty = True
        self.annotations_changed.emit()
        self._touched()
        self.message.emit(text)

    def _known(self, oid: str | None) -> bool:
        return oid is not None and self.names_state().get(oid) is not None

    def _note_text(self, text: str | None) -> str | None:
        from riftboard.scenario.spec import MAX_NOTE

        text = " ".join(str(text or "").split())
        if len(text) > MAX_NOTE:
            self.message.emit(f"A note is at most {MAX_NOTE} characters (this one has "
                              f"{len(text)}): shorten it")
            return None
        return text

    def add_arrow(self, source: str, target: str, text: str = "") -> bool:
        """Draw an arrow from one object to another, with an optional short label."""
        from riftboard.scenario.spec import AnnotationSpec

        if not (self._known(source) and self._known(target)) or source == target:
            self.message.emit("An arrow goes from one object on the board to another")
            return False
        text = self._note_text(text)
        if text is None:
            return False
        arrow = AnnotationSpec(kind="arrow", source=source, target=target, text=text)
        self._set_annotations([*self.session.annotations, arrow],
                              f"Arrow drawn: {self.drawing_words(arrow)}")
        return True

    def add_note(self, text: str, on: str | None = None,
                 at: tuple[float, float] | None = None) -> bool:
        """Pin a short note to an object (`on`) or to a point of the board (`at`)."""
        from riftboard.scenario.spec import AnnotationSpec

        text = self._note_text(text)
        if text is None:
            return False
        if not text:
            self.message.emit("A note needs some text")
            return False
        if on is not None:
            if not self._known(on):
                self.message.emit("A note is pinned to an object on the board or to a point")
                return False
            note = AnnotationSpec(kind="note", text=text, target=on)
        elif at is not None:
            note = AnnotationSpec(kind="note", text=text, x=round(float(at[0]), 1),
                                  y=round(float(at[1]), 1))
        else:
            self.message.emit("A note is pinned to an object on the board or to a point")
            return False
        self._set_annotations([*self.session.annotations, note],
                              f"Note added: {self.drawing_words(note)}")
        return True

    def remove_annotation(self, index: int) -> bool:
        """Rub out arrow or note `index` (0-based, in the order drawn)."""
        items = list(self.session.annotations)
        if not 0 <= index < len(items):
            self.message.emit("There is no such arrow or note")
            return False
        words = self.annotation_words(index)
        del items[index]
        self._set_annotations(items, f"Removed: {words}")
        return True

    def clear_annotations(self) -> bool:
        if not self.session.annotations:
            self.message.emit("No arrows or notes to clear")
            return False
        self._set_annotations([], "Every arrow and note cleared")
        return True

    def undo_annotation(self) -> bool:
        """Take back the last change to the arrows and notes."""
        if not self._drawings_undo:
            self.message.emit("No drawing to undo")
            return False
        self.session.annotations = self._drawings_undo.pop()
        self.session.dirty = True
        self.annotations_changed.emit()
        self._touched()
        self.message.emit("Drawing undone")
        return True

    def annotation_words(self, index: int) -> str:
        """Arrow or note `index` in words (drawing_words)."""
        return self.drawing_words(self.session.annotations[index])

    def drawing_words(self, a) -> str:
        """An arrow or a note in words, objects by name: "Arrow from Imperial Decree to Titan:
        credited", "Note on Titan: ...", "Note on the board: ..."."""
        st = self.names_state()
        if a.kind == "arrow":
            head = f"Arrow from {object_name(st, a.source)} to {object_name(st, a.target)}"
        elif a.target is not None:
            head = f"Note on {object_name(st, a.target)}"
        else:
            head = "Note on the board"
        return f"{head}: {a.text}" if a.text else head

    def annotation_lines(self) -> list[str]:
        """Every arrow and note in words, in the order drawn (the exports list them)."""
        return [self.annotation_words(i) for i in range(len(self.session.annotations))]

    # -- autosave -----------------------------------------------------------------------------------
    def enable_autosave(self, where) -> None:
        """Autosave unsaved work into `where`: this window's own AutosaveSlot (held until
        close_autosave), or a plain path. When is the app's: `autosave_due` says an action
        left unsaved work, and the app calls autosave_now (soon after, and periodically)."""
        if isinstance(where, AutosaveSlot):
            self.autosave_slot = where
            self.autosave_path = where.path
        else:
            self.autosave_path = Path(where)

    def schedule_autosave(self) -> None:
        if self.autosave_path is not None:
            self.autosave_due.emit()

    def autosave_now(self) -> bool:
        """Write the unsaved board (Session.dumps) atomically; False when nothing to save."""
        if self.autosave_path is None or not self.session.dirty:
            return False
        if self.autosave_slot is not None and not self.autosave_slot.is_locked:
            return False  # the slot was given up: it may be another window's now
        from riftboard.atomic import write_atomic

        try:
            self.autosave_path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(str(self.autosave_path), self.save_text(self.selected_seq)[0])
            known_path, stamp = self._on_disk
            meta = {"path": self.session.path, "time": time.time(), "title": self.title(),
                    "stamp": list(stamp) if stamp and known_path == _same_file_key(
                        self.session.path) else None}
            import json

            write_atomic(str(meta_path(self.autosave_path)), json.dumps(meta))
        except (OSError, RiftboardError):
            return False
        return True

    def clear_autosave(self) -> None:
        """Remove the autosaved board (saved, discarded): this window's slot stays its own."""
        if self.autosave_path is None:
            return
        if self.autosave_slot is not None and not self.autosave_slot.is_locked:
            return  # the slot was given up: its files may be another window's now
        for p in (self.autosave_path, meta_path(self.autosave_path)):
            try:
                os.unlink(p)
            except OSError:
                pass

    def close_autosave(self) -> None:
        """The window closes normally: no autosave left behind, and its slot is given up."""
        self.clear_autosave()
        if self.autosave_slot is not None:
            self.autosave_slot.release(remove=True)
        self.autosave_path = None

    def recover(self, path) -> bool:
        """Open an autosaved board: unsaved, remembering the file it came from (and that
        file as it was then, so Save still asks if it has changed since)."""
        path = Path(path)
        try:
            session = Session.from_file(str(path), self.cards_dirs)
        except (RiftboardError, OSError) as e:
            self.message.emit(f"Cannot recover the autosaved board: {e}")
            return False
        meta = autosave_info(path) or {}
        session.path = meta.get("path")
        session.dirty = True
        stamp = meta.get("stamp")
        self._on_disk = ((_same_file_key(session.path), tuple(stamp))
                         if session.path and isinstance(stamp, list) else (None, None))
        self._forget_setup_edits()
        self.set_session(session)
        self.message.emit(f"Recovered the unsaved board from the last session "
                          f"({session.summary()})")
        return True

    def recover_slot(self, slot: AutosaveSlot) -> bool:
        """Recover an orphaned autosave (claimed by this process) and keep autosaving into it
        (this window's own empty slot is given up). A board that cannot be recovered is moved
        aside, never overwritten, and the message says where it is."""
        info = slot.info() or {}
        if self.recover(slot.path):
            if self.autosave_slot is not None and self.autosave_slot is not slot:
                self.autosave_slot.discard()
            self.enable_autosave(slot)
            return True
        why = self.last_message.removeprefix("Cannot recover the autosaved board: ")
        where = slot.set_aside()
        title = info.get("title") or "the unsaved board"
        self.message.emit(f"Cannot recover “{title}”: {why}. Its autosave is kept, untouched, "
                          f"at {where}")
        return False


class WouldNotReopen(RiftboardError):
    """A save that its own loader would refuse: nothing is written."""

    def __init__(self, message: str, key: str | None = None, line: int | None = None):
        self.message, self.key, self.line = message, key, line
        super().__init__(f"the file would not reopen ({key + ': ' if key else ''}{message})")

    def advice(self, session) -> str:
        past = session.over_limits()
        if past:
            return f"the board has {past}: undo, or delete a branch, then save again"
        return "please report this as a defect in riftboard, with the steps that led here"


def step_summary(events) -> str:
    """One line for a step: its first event, and its kills."""
    if not events:
        return "no events"
    text = event_text(events[0])
    kills = [e for e in events if e.kind == "kill"]
    if kills:
        names = ", ".join(e.target_name or e.target or "?" for e in kills)
        text += f"; killed: {names}"
    return text


def _set_aside(text: str, line: int, why: str) -> tuple[str, str]:
    """Comment out the [[expect]] table holding `line`, with a note saying why."""
    lines = text.split("\n")
    i = min(line, len(lines)) - 1
    while i >= 0 and lines[i].strip() != "[[expect]]":
        i -= 1
    if i < 0:
        return text, ""
    j = i + 1
    while j < len(lines) and not lines[j].lstrip().startswith("[") and \
            not lines[j].lstrip().startswith("#"):
        j += 1
    block = [f"# {ln}" if ln else "#" for ln in lines[i:j]]
    note = (f"# Set aside by riftboard: this expectation no longer fits the steps saved here "
            f"({why}).")
    lines[i:j] = [note, *block]
    return "\n".join(lines), " ".join(lines[i + 1:i + 2])


def _slug(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum() or ch in "-_")


def autosave_info(path) -> dict | None:
    """What an autosave file holds (original path, time, title), or None if there is none."""
    return read_info(path)


def _same_file_key(path) -> str | None:
    """A path spelled one way, so two spellings of one file compare equal."""
    return os.path.realpath(path) if path else None


def _whole(value, least: int) -> bool:
    """Whether `value` is a whole number (not a bool) of at least `least`."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= least


def parse_pool(value) -> tuple[int, tuple[tuple[str, int], ...]] | str:
    """A rune pool as (Energy, Power by domain) from text like "1 energy, 2 fury" ("" or
    "empty": nothing) or a dict {"energy": 1, "fury": 2}; a str saying what is wrong otherwise."""
    from riftboard.scenario.game_setup import DOMAINS

    if isinstance(value, dict):
        pairs = list(value.items())
    else:
        text = str(value).strip().lower()
        pairs = []
        if text not in ("", "empty", "none"):
            for part in text.replace(";", ",").split(","):
                bits = part.split()
                if len(bits) != 2 or not bits[0].isdigit():
                    return (f'a pool reads like "1 energy, 2 fury" (a number, then energy or a '
                            f"domain: {', '.join(DOMAINS)}); not {part.strip()!r}")
                pairs.append((bits[1], int(bits[0])))
    energy, power = 0, {}
    for key, n in pairs:
        if key not in ("energy", *DOMAINS):
            return f"{key!r} is neither energy nor a domain ({', '.join(DOMAINS)})"
        if not _whole(n, 0):
            return f"{key}: expected a whole number of at least 0, got {n!r}"
        if key == "energy":
            energy += n
        elif n:
            power[key] = power.get(key, 0) + n
    return energy, tuple(sorted(power.items()))


def _staged_by_setup(st) -> tuple[str, str] | None:
    """(battlefield, contester) when the setup left a battlefield contested and no showdown is
    open yet: the engine opens it in a Cleanup before the first step acts (323.9, 344)."""
    g = st.game
    if g is None or g.winner is not None or g.showdown is not None or st.chain:
        return None
    return g.contested[0] if g.contested else None
