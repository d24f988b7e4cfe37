"""An editable scenario: setup, the steps taken, and the history they make (no Qt).

The app's controller drives one Session. Every edit is a step of SPEC section 2, so the board a
user builds saves as a scenario file that replays to the same timeline."""

from __future__ import annotations

from attrs import evolve

from riftboard.cards.library import load_library
from riftboard.engine.errors import IllegalAction
from riftboard.engine.history import History
from riftboard.engine.might import abilities, might_parts
from riftboard.engine.targets import legal_targets

from .build import initial_state, step_action
from .loader import load_scenario
from .runner import scenario_library
from .save import dump_scenario, save_scenario
from .spec import GearSpec, PlayerSpec, ScenarioSpec, StepSpec, UnitSpec


def blank_spec() -> ScenarioSpec:
    """A new, empty board: two players, two plain battlefields."""
    from .spec import BattlefieldSpec

    return ScenarioSpec(
        title="New board",
        turn_player="A",
        players=(PlayerSpec(id="A", name="Alice"), PlayerSpec(id="B", name="Bob")),
        battlefields=(BattlefieldSpec(id="north", name="North"), BattlefieldSpec(id="south", name="South")),
    )


def normalise_step(kind: str, keys: dict) -> dict:
    """A step's keys in the shape the loader gives them (StepSpec.data), defaults filled in."""
    data = {k: v for k, v in keys.items() if v is not None}
    if kind in ("play", "activate"):
        data["targets"] = tuple(data.get("targets", ()))
        data.setdefault("may", True)
        data.setdefault("hold", False)
        if kind == "activate":
            data.setdefault("ability", 1)
    if kind == "combat":
        data["attackers"] = tuple(data.get("attackers", ()))
        data["defenders"] = tuple(data.get("defenders", ()))
        data.setdefault("may", True)
    if kind == "standard_move":
        data["standard_move"] = tuple(data.get("standard_move", ()))
        data.setdefault("may", True)
    if "choose" in data:
        data["choose"] = {p: (v,) if isinstance(v, str) else tuple(v) for p, v in data["choose"].items()}
    if kind == "end_turn":
        data["end_turn"] = True
    return data


class Session:
    """Setup + steps + history, with undo/redo and save."""

    def __init__(self, spec: ScenarioSpec, library, path: str | None = None):
        self.setup = evolve(spec, steps=())
        self.library = library
        self.path = path
        self.steps: list[StepSpec] = []
        self.history = History(initial_state(self.setup, library))
        self.error: dict | None = None
        self.dirty = False
        self.branch_cut = False
        for step in spec.steps:
            msg = self._push(step.kind, dict(step.data))
            if msg is not None:
                self.error = {"step": step.index, "message": msg}
                break
        self.history_settle()

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

    def _push(self, kind: str, data: dict) -> str | None:
        index = self.history.cursor + 1
        step = StepSpec(index=index, kind=kind, data=data)
        try:
            action = step_action(step, self.history.state, self.library)
            cut = self.history.cursor < len(self.history.results)
            self.history.push(action)
        except IllegalAction as e:
            return str(e)
        except (KeyError, TypeError, ValueError) as e:
            # a step missing a key the app should have filled, or an engine defect: say which,
            # keep the traceback for a bug report, and change nothing
            import traceback

            traceback.print_exc()
            return f"could not apply this {kind} step ({type(e).__name__}: {e}); nothing changed"
        del self.steps[index - 1:]
        self.steps.append(step)
        self.branch_cut = cut
        self.dirty = True
        return None

    def act(self, kind: str, **data) -> str | None:
        """Take one step (SPEC section 2 keys); the refusal message, or None when it was taken."""
        data = normalise_step(kind, data)
        if kind == "add" and isinstance(data.get("add"), dict):
            data["add"] = self._entry(data["add"])
        return self._push(kind, data)

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
        """A fresh id for an added object: letters from its name plus a number."""
        base = "".join(ch for ch in stem.lower() if ch.isalnum())[:12] or "obj"
        used = set(self.history.state.objects.keys()) | {s.data.get("id") for s in self.steps if s.kind == "play"}
        n = 1
        while f"{base}{n}" in used:
            n += 1
        return f"{base}{n}"

    # -- time travel -----------------------------------------------------------------------------
    def undo(self) -> None:
        self.history.undo()

    def redo(self) -> None:
        self.history.redo()

    def set_ruleset(self, ruleset: str) -> str | None:
        """Replay every step under another ruleset; the refusal message if a step became illegal."""
        spec = evolve(self.to_spec(all_steps=True), ruleset=ruleset)
        cursor = self.history.cursor
        other = Session(spec, self.library, self.path)
        self.setup, self.steps, self.history = other.setup, other.steps, other.history
        self.history.jump_to(cursor)
        self.dirty = True
        return other.error["message"] if other.error else None

    # -- saving ----------------------------------------------------------------------------------
    def to_spec(self, all_steps: bool = False) -> ScenarioSpec:
        """Setup plus the steps taken so far (up to the cursor), as a scenario."""
        steps = self.steps if all_steps else self.steps[: self.history.cursor]
        return evolve(self.setup, steps=tuple(steps), path=self.path)

    def dumps(self) -> str:
        return dump_scenario(self.to_spec())

    def save(self, path: str) -> None:
        save_scenario(self.to_spec(), path)
        self.path = str(path)
        self.dirty = False

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
