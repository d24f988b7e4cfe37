"""An editable scenario: setup, the steps taken, and the history they make (no Qt).

The app's controller drives one Session. Every edit is a step of SPEC section 2, so the board a
user builds saves as a scenario file that replays to the same timeline."""

from __future__ import annotations

from attrs import evolve

from riftboard.cards.library import load_library
from riftboard.engine import IllegalAction, abilities, answers_to_keys, legal_targets, might_parts

from .loader import MAX_OBJECTS, MAX_STEPS, load_scenario
from .replay import push_step, replay, resolves_at_end
from .runner import scenario_library
from .save import dump_scenario, save_scenario
from .spec import (AnnotationSpec, BranchSpec, GearSpec, PlayerSpec, ScenarioSpec, SessionSpec,
                   StepSpec, UnitSpec)
from .steps import Step, make_step


def blank_spec() -> ScenarioSpec:
    """A new, empty board: two players, two plain battlefields."""
    from .spec import BattlefieldSpec

    return ScenarioSpec(
        title="New board",
        turn_player="A",
        players=(PlayerSpec(id="A", name="Alice"), PlayerSpec(id="B", name="Bob")),
        battlefields=(BattlefieldSpec(id="north", name="North"), BattlefieldSpec(id="south", name="South")),
    )


def rebase_branches(branches, line, cut: int) -> list[BranchSpec]:
    """The branches of `line` after it is cut to its first `cut` steps: a branch that left the
    line later than that now leaves at `cut`, taking the cut steps it shared as its own, so that
    every branch still names the same whole line (and its ids the same objects)."""
    out = []
    for b in branches:
        if b.from_step > cut:
            b = evolve(b, from_step=cut, steps=(*line[cut:b.from_step], *b.steps))
        out.append(b)
    return out


def _defect(kind: str) -> str:
    """The refusal of a step the app made wrongly (its traceback goes to the error output)."""
    return (f"could not apply this {kind} step (a defect in riftboard, reported on its error "
            "output); nothing changed")


class Session:
    """Setup + steps + history, with undo/redo, branches and save.

    `steps` is the whole current line (redo steps included); `unplayed` holds a file's steps
    from the first refused one on (kept, so a save writes what the file had); `branches` are
    the other lines (SPEC section 2, `[[session.branch]]`); `selected` is the event the file's
    `[session] cursor` selected (None: the last)."""

    def __init__(self, spec: ScenarioSpec, library, path: str | None = None):
        self.setup = evolve(spec, steps=(), session=None)
        self.library = library
        self.path = path
        #: the ruleset the file on disk was saved under (its `ruleset` key; None: no file)
        self.file_ruleset: str | None = spec.ruleset if path else None
        saved = spec.session
        self.branches: list[BranchSpec] = list(saved.branches) if saved else []
        #: the judge's arrows and notes (`[[session.arrow]]`, `[[session.note]]`): not steps
        self.annotations: list[AnnotationSpec] = list(saved.annotations) if saved else []
        self.history, self.error = replay(spec, library,
                                          resolve_at_end=resolves_at_end(spec, app=True))
        taken = len(self.history.results)
        self.steps: list[StepSpec] = list(spec.steps[:taken])
        self.unplayed: list[StepSpec] = list(spec.steps[taken:])
        self.selected: int | None = None
        if saved is not None and saved.cursor is not None:
            h = self.history
            seq = min(saved.cursor, len(h.events))
            h.jump_to(h.step_of(seq) if seq else 0)
            self.selected = seq
        self.changed_from = 0  # the first event the last act replaced or added
        self.answers_note: str | None = None  # said after an act whose answers replay otherwise
        self._index_steps()
        self.history_settle()

    def _index_steps(self) -> None:
        """Count once what later acts only add to: the ids taken on any line (so a new id is
        unique in the whole file, and finding one does not grow with the history), the steps
        of every line and the objects of the file (SPEC's limits, checked as the board grows)."""
        setup = self.setup
        lines = (self.whole_line(), *(b.steps for b in self.branches))
        self.taken = {o.id for o in (*setup.battlefields, *setup.units, *setup.gear,
                                     *setup.hand, *setup.trash)}
        self.taken.update(i for steps in lines for st in steps if (i := st.step.new_id()))
        self.next_number: dict[str, int] = {}
        self.step_count = sum(map(len, lines))
        self.setup_objects = sum(map(len, (setup.battlefields, setup.units, setup.gear,
                                           setup.hand, setup.trash)))
        self.line_adds = sum(1 for st in self.whole_line() if st.kind == "add")

    # -- loading -----------------------------------------------------------------------------
    @classmethod
    def from_file(cls, path: str, cards_dirs=()) -> Session:
        base = load_library(cards_dirs)
        spec = load_scenario(path, base)
        return cls(spec, scenario_library(spec, base), path=str(path))

    @classmethod
    def blank(cls, cards_dirs=()) -> Session:
        return cls(blank_spec(), load_library(cards_dirs))

    def history_settle(self) -> None:
        self.dirty = False
        self.branch_cut = False

    # -- acting --------------------------------------------------------------------------------
    @property
    def state(self):
        return self.history.state

    @property
    def ruleset(self) -> str:
        return self.setup.ruleset

    def _push(self, value: Step, asker=None) -> str | None:
        h = self.history
        index = h.cursor + 1
        step = StepSpec(index=index, step=value)
        self.changed_from = h.visible_events
        self.answers_note = None
        reopened = self._reopen_chain()
        try:
            cut = h.cursor < len(h.results)
            message = push_step(h, step, self.library, asker=asker)
            if message is None and asker is not None and h.results[-1].asked:
                step = self._keep_answers(step)
        except (KeyError, TypeError, ValueError):
            # a step missing a key the app should have filled, or an engine defect: say which,
            # keep the traceback for a bug report, and change nothing
            import traceback

            traceback.print_exc()
            message = _defect(value.kind)
        if message is not None:
            if reopened:
                self._close_chain()
            return message
        # a step taken at the end of the whole line cuts nothing: the line is not copied (an
        # action must not grow with the history)
        rest = (*self.steps[index - 1:], *self.unplayed)
        if rest:
            line = self.whole_line()
            shared = sum(len(b.steps) for b in self.branches)
            self.branches = rebase_branches(self.branches, line, index - 1)
            # a re-based branch holds the steps it shared; the cut ones make a branch of their own
            self.step_count += sum(len(b.steps) for b in self.branches) - shared
        self.step_count += 1
        self.line_adds += (step.kind == "add") - sum(1 for st in rest if st.kind == "add")
        if (new := value.new_id()) is not None:
            self.taken.add(new)
        if rest:
            name = None
            if not cut and self.unplayed:
                name = f"the file's steps from {self.unplayed[0].index} (refused there)"
            self.branches.append(BranchSpec(from_step=index - 1, name=name, steps=tuple(rest)))
        del self.steps[index - 1:]
        self.unplayed = []
        self.steps.append(step)
        self.selected = None
        self.branch_cut = cut
        self.dirty = True
        return None

    def _reopen_chain(self) -> bool:
        """Before acting after a file's last step whose held items resolved at the end (as
        `run` does), take that step again without resolving them: the saved steps then replay
        to the same events. True if that step changed."""
        h = self.history
        k = h.cursor
        if k == 0 or k != len(h.results) or not h.finish[k - 1]:
            return False
        start = len(h.events) - len(h.results[k - 1].events)
        h.undo()
        push_step(h, self.steps[k - 1], self.library)
        self.changed_from = min(self.changed_from, start)
        return True

    def _close_chain(self) -> None:
        """Undo _reopen_chain: the last step again, resolving what is held (nothing else ran)."""
        h = self.history
        k = h.cursor
        h.undo()
        push_step(h, self.steps[k - 1], self.library, finish=True)

    def act(self, kind: str, asker=None, **data) -> str | None:
        """Take one step (SPEC section 2 keys); the refusal message, or None when it was taken.
        `asker` (engine/asker.py): the player is asked the step's questions as they come up,
        and the answers are kept in the step (`may`, `choose`, `to`, `discard`)."""
        if kind == "add" and isinstance(data.get("add"), dict):
            data["add"] = self._entry(data["add"])
        try:
            value = make_step(kind, data)
        except IllegalAction as e:  # not a step kind
            return str(e)
        except (TypeError, ValueError):
            # a key the app should have filled, or one this kind does not take: a defect
            import traceback

            traceback.print_exc()
            return _defect(kind)
        return self._push(value, asker)

    def _keep_answers(self, step: StepSpec) -> StepSpec:
        """The step just taken, with the answers its Asker gave written into its keys, so that
        it saves and replays as it was played: the history keeps that step (one replay, only
        for a step that asked something). Should the written keys replay differently (a file's
        `choose` list is read as "the first that fits", not by position), the step is kept as
        they replay, and `answers_note` says so."""
        h = self.history
        asked = h.results[-1]
        keys = answers_to_keys(asked.asked)
        value = step.step
        takes = value.keys()  # an answer this kind has no key for is not written
        changes = {}
        if "may" in keys and "may" in takes:
            changes["may"] = {p: (v[0] if len(v) == 1 else tuple(v))
                              for p, v in keys["may"].items()}
        if "choose" in keys and "choose" in takes:
            changes["choose"] = {p: tuple(v) for p, v in keys["choose"].items()}
        for key in ("to", "then_to", "discard"):
            if key in keys and key in takes and getattr(value, key) is None:
                changes[key] = keys[key]
        kept = evolve(step, step=evolve(value, **changes))
        finish = h.finish[-1]
        h.undo()
        message = push_step(h, kept, self.library, finish=finish)
        if message is not None:  # cannot happen unless the engine is not deterministic
            h.redo()
            self.answers_note = f"the answers could not be written as keys: {message}"
            return step
        if [e.to_json() for e in h.results[-1].events] != [e.to_json() for e in asked.events]:
            self.answers_note = ("the answers given, written as this step's keys, replay a "
                                 "little differently; the board shows the step as it replays")
        return kept

    def _entry(self, e: dict):
        e = dict(e)
        e.setdefault("owner", e.get("controller"))
        card = self.library.get(e["card"]) if e.get("card") else None
        if card is not None and card.kind == "gear":
            if e.get("attached_to"):
                e["at"] = None
            return GearSpec(id=e["id"], card=e["card"], controller=e["controller"], owner=e["owner"],
                            at=e.get("at") or ("base" if not e.get("attached_to") else None),
                            exhausted=bool(e.get("exhausted", False)), attached_to=e.get("attached_to"))
        return UnitSpec(id=e["id"], card=e.get("card"), name=e.get("name"), might=e.get("might"),
                        controller=e["controller"], owner=e["owner"], at=e.get("at", "base"),
                        damage=int(e.get("damage", 0)), buffed=bool(e.get("buffed", False)),
                        exhausted=bool(e.get("exhausted", False)))

    def new_id(self, stem: str) -> str:
        """A fresh id for an added object: letters from its name plus a number, used by no
        step of any line (nor by anything on the board, such as a token)."""
        base = "".join(ch for ch in stem.lower() if ch.isalnum())[:12] or "obj"
        objects = self.history.state.objects
        n = self.next_number.get(base, 1)
        while f"{base}{n}" in self.taken or f"{base}{n}" in objects:
            n += 1
        self.next_number[base] = n
        return f"{base}{n}"

    def over_limits(self) -> str | None:
        """What this board has past the limits a scenario file holds (SPEC section 2's loader
        limits: it could not be saved and reopened), or None."""
        if self.step_count > MAX_STEPS:
            return (f"{self.step_count:,} steps on its lines together (a file holds at most "
                    f"{MAX_STEPS:,})")
        objects = self.setup_objects + self.line_adds
        if objects > MAX_OBJECTS:
            return f"{objects:,} objects and `add` steps (a file holds at most {MAX_OBJECTS:,})"
        return None

    # -- time travel -----------------------------------------------------------------------------
    def undo(self) -> None:
        self.history.undo()
        self.selected = None

    def redo(self) -> None:
        self.history.redo()
        self.selected = None

    def set_ruleset(self, ruleset: str) -> str | None:
        """Replay every step under another ruleset; the refusal message if a step became illegal."""
        spec = evolve(self.to_spec(), ruleset=ruleset)
        cursor = self.history.cursor
        self._become(Session(spec, self.library, self.path))
        self.history.jump_to(cursor)
        self.selected = None
        self.dirty = True
        return self.error["message"] if self.error else None

    def switch_branch(self, number: int) -> str | None:
        """Make branch `number` (0-based) the current line; the current line after the fork
        becomes a branch. The refusal message if one of its steps is illegal now."""
        branch = self.branches[number]
        line = self.whole_line()
        tail = line[branch.from_step:]
        others = rebase_branches([b for i, b in enumerate(self.branches) if i != number],
                                 line, branch.from_step)
        if tail:
            others.append(BranchSpec(from_step=branch.from_step, steps=tuple(tail)))
        steps = (*self.steps[:branch.from_step], *branch.steps)
        spec = evolve(self.setup, steps=steps, path=self.path,
                      session=SessionSpec(branches=tuple(others)))
        self._become(Session(spec, self.library, self.path))
        self.dirty = True
        return self.error["message"] if self.error else None

    def rename_branch(self, number: int, name: str | None) -> None:
        """Name branch `number` (0-based); None: no name (it shows its number)."""
        self.branches[number] = evolve(self.branches[number], name=name)
        self.dirty = True

    def delete_branch(self, number: int) -> None:
        """Forget branch `number` (0-based); the current line and the other branches stay."""
        branch = self.branches.pop(number)
        self.step_count -= len(branch.steps)
        self.dirty = True

    def _become(self, other: Session) -> None:
        self.setup, self.steps, self.unplayed = other.setup, other.steps, other.unplayed
        self.history, self.branches, self.error = other.history, other.branches, other.error
        # the judge's arrows and notes stay: they are about the board, not about one line
        self.selected, self.changed_from = other.selected, 0
        self._index_steps()

    # -- saving ----------------------------------------------------------------------------------
    def whole_line(self) -> tuple[StepSpec, ...]:
        """Every step of the current line: the redo steps and a file's unplayed steps too."""
        return (*self.steps, *self.unplayed)

    def to_spec(self, selected: int | None = None) -> ScenarioSpec:
        """Setup, the whole line and the session (`selected`: the seq of the event shown,
        default: the end of the cursor's step), as a scenario: nothing the user has is left out."""
        h = self.history
        if selected is None:
            selected = h.visible_events if self.selected is None else self.selected
        cursor = None if selected >= len(h.events) and h.cursor == len(h.results) else selected
        chain_open = bool(h.results and h.results[-1].state.chain and not h.finish[-1])
        session = None
        if cursor is not None or chain_open or self.branches or self.annotations:
            session = SessionSpec(cursor=cursor, chain_open=chain_open,
                                  branches=tuple(self.branches),
                                  annotations=tuple(self.annotations))
        return evolve(self.setup, steps=self.whole_line(), path=self.path, session=session)

    def summary(self) -> str:
        """What a save writes, for the status bar: "8 steps", "8 steps and 2 branches"."""
        n = len(self.whole_line())
        text = f"{n} step{'s' if n != 1 else ''}"
        if self.branches:
            b = len(self.branches)
            text += f" and {b} other branch{'es' if b != 1 else ''}"
        return text

    def dumps(self, selected: int | None = None) -> str:
        return dump_scenario(self.to_spec(selected))

    def save(self, path: str, selected: int | None = None) -> str:
        """Write the whole session to `path` atomically; what was saved (`summary`)."""
        save_scenario(self.to_spec(selected), path)
        self.path = str(path)
        self.file_ruleset = self.ruleset
        self.dirty = False
        return self.summary()

    def ruleset_notice(self) -> str:
        """What to say when the file was saved under another ruleset than the one it is shown
        under (a --ruleset override, or the ruleset switched since it was saved), else ""."""
        from .spec import ruleset_notice

        return ruleset_notice(self.file_ruleset, self.ruleset, self.path)

    # -- questions the view asks -----------------------------------------------------------------
    def legal_targets(self, card_name: str, by: str, index: int = 0) -> list[str]:
        card = self.library.get(card_name)
        if card is None or index >= len(card.targets):
            return []
        return [o.id for o in legal_targets(self.state, card.targets[index], by)]

    def ability_targets(self, obj_id: str, ability: int, index: int = 0) -> list[str]:
        st = self.state
        o = st.get(obj_id)
        if o is None:
            return []
        abl = abilities(st, o)
        if not 1 <= ability <= len(abl):
            return []
        ab = abl[ability - 1][0]
        if index >= len(ab.targets):
            return []
        return [t.id for t in legal_targets(st, ab.targets[index], o.controller, o)]

    def might_parts(self, uid: str, state=None):
        st = state or self.state
        return might_parts(st, st.obj(uid))


def load_session(path=None, ruleset=None, cards_dirs=()):
    """The session to open: a file, else the first lesson, else a blank board. Raises
    RiftboardError for a bad file."""
    from riftboard.scenario.lessons import lesson_files

    if path is None:
        lessons = lesson_files()
        session = None
        for p in lessons:
            try:
                session = Session.from_file(str(p), cards_dirs)
                break
            except Exception:  # a broken lesson must not stop the app from opening
                continue
        if session is None:
            session = Session.blank(cards_dirs)
    else:
        session = Session.from_file(str(path), cards_dirs)
    if ruleset and ruleset != session.ruleset:
        session.set_ruleset(ruleset)
        session.dirty = False
    return session
