"""Lesson mode: a lesson opens at its setup with its question; the user steps through it event
by event, or answers first (who is credited, who is responsible, did a player kill a unit with a
spell?) and the answer is revealed with the Why text. The lesson browser groups the lessons by
topic and difficulty (resources/lessons/index.toml) and marks the ones done
(riftboard.app.lesson_browser, loaded when it is opened).

The questions are read off the engine's timeline (its kills, credits, responsible players and
conditions): nothing here knows a lesson's answer in advance."""

from __future__ import annotations

import html
from pathlib import Path

import attrs
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from riftboard.engine import Value
from riftboard.report.words import explain_blocks, player_label, ref_label

from . import settings as app_settings
from .explain import blocks_html, why_css
from .line_label import LineLabel

DONE_KEY = "lessons/done"
NOTHING = "Nothing"
NOBODY = "Nobody"


# --- which lessons are done (in the settings profile) ------------------------------------------

def done_lessons() -> set[str]:
    """The file names of the lessons the user finished."""
    value = app_settings.settings().value(DONE_KEY, [])
    if isinstance(value, str):
        value = [value]
    return {str(v) for v in (value or []) if v}


def mark_done(path) -> None:
    name = Path(path).name
    done = done_lessons()
    if name in done:
        return
    s = app_settings.settings()
    s.setValue(DONE_KEY, sorted(done | {name}))
    s.sync()


def is_lesson_file(path) -> bool:
    """A file of the built-in lessons folder."""
    if not path:
        return False
    try:
        from riftboard.scenario.runner import lessons_dir

        return Path(path).resolve().parent == lessons_dir().resolve()
    except (OSError, ValueError):
        return False


# --- questions read off the timeline -----------------------------------------------------------

@attrs.define(repr=False)
class Question(Value):
    """One question of a lesson, with its options and the right ones."""

    text: str
    options: list[str]
    right: set[str]
    seq: int  # the event whose Why text gives the answer
    answered: str | None = None
    extra: list[str] = attrs.field(factory=list)
    revealed: bool = False  # answered or shown: its answer may be on screen

    def is_right(self, option: str) -> bool:
        return option in self.right


def lesson_questions(history, state) -> list[Question]:
    """Who is credited with each kill, who is responsible, and whether each player killed a
    unit with a spell: the answers are what the engine recorded."""
    events = history.events
    kills = [e for e in events if e.kind == "kill"]
    candidates: list[str] = []
    for e in events:
        for r in (*e.sources, *e.attributed_to):
            label = ref_label(r)
            if label not in candidates:
                candidates.append(label)
    players = [player_label(state, p) for p in state.players]
    out: list[Question] = []
    for k in kills[:2]:
        who = k.target_name or k.target
        credited = [ref_label(r) for r in k.attributed_to] or [NOTHING]
        out.append(Question(f"What is the kill of {who} credited to?",
                            [*candidates, NOTHING], set(credited), k.seq, extra=credited))
        resp = player_label(state, k.responsible) if k.responsible else NOBODY
        out.append(Question(f"Who is responsible for the kill of {who}?",
                            [*players, NOBODY], {resp}, k.seq))
    held = {c.player: c for c in history.conditions if c.condition == "killed_unit_with_spell"}
    for pid in state.players:
        c = held.get(pid)
        seq = c.seq if c is not None else (kills[-1].seq if kills else len(events))
        out.append(Question(f"Did {player_label(state, pid)} kill a unit with a spell?",
                            ["Yes", "No"], {"Yes" if c is not None else "No"}, seq))
    return out


# --- the lesson panel ----------------------------------------------------------------------------

class LessonPanel(QWidget):
    """The question, stepping (back / next event), and the quiz with its revealed answers."""

    finished = Signal()
    quiz_changed = Signal()  # a question opened or its answer was shown (see hides_answers)

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.path: str | None = None
        self._finished = False  # `finished` was said for this opening of the lesson
        self.questions: list[Question] = []
        self.index = 0
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.RichText)
        self.question = QLabel()
        self.question.setWordWrap(True)
        self.progress = LineLabel()  # "event N of M" after every action: see line_label.py
        self.back_button = QPushButton("◀ Back")
        self.next_button = QPushButton("Next event ▶")
        self.back_button.setToolTip("The event before (Left arrow)")
        self.next_button.setToolTip("The next event (Right arrow)")
        row = QHBoxLayout()
        row.addWidget(self.back_button)
        row.addWidget(self.next_button)
        row.addWidget(self.progress.host, 1)

        self.quiz_label = QLabel()
        self.quiz_label.setWordWrap(True)
        self.options_box = QVBoxLayout()
        self.group = QButtonGroup(self)
        self.check_button = QPushButton("Check my answer")
        self.reveal_button = QPushButton("Show the answer")
        self.result = QLabel()
        self.result.setWordWrap(True)
        self.why = QTextBrowser()
        self.why.document().setDefaultStyleSheet(why_css())
        self._why_html = ""
        self.why.setVisible(False)
        self.why.setMinimumHeight(180)
        qrow = QHBoxLayout()
        qrow.addWidget(self.check_button)
        qrow.addWidget(self.reveal_button)
        qrow.addStretch(1)
        # a puzzle (docs/scenarios.md, "Puzzles"): its goal, the learner's progress, and help
        self.puzzle = None  # the open lesson's PuzzleSpec, when it is a puzzle
        self.verdict = None  # report.puzzle.Verdict of the line at the cursor
        self.goal_label = QLabel()
        self.goal_label.setWordWrap(True)
        self.goal_label.setTextFormat(Qt.RichText)
        self.hint_button = QPushButton("Hint")
        self.hint_button.setToolTip("The next step of a solution, in words")
        self.solution_button = QPushButton("Show solution")
        self.solution_button.setToolTip("A whole solution, step by step")
        self.help_label = QLabel()
        self.help_label.setWordWrap(True)
        prow = QHBoxLayout()
        prow.addWidget(self.hint_button)
        prow.addWidget(self.solution_button)
        prow.addStretch(1)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(self.title)
        lay.addWidget(self.question)
        lay.addLayout(row)
        lay.addSpacing(6)
        lay.addWidget(self.quiz_label)
        lay.addLayout(self.options_box)
        lay.addLayout(qrow)
        lay.addWidget(self.goal_label)
        lay.addLayout(prow)
        lay.addWidget(self.help_label)
        lay.addWidget(self.result)
        lay.addWidget(self.why, 100)
        lay.addStretch(1)  # takes the room the Why box leaves while it is hidden
        self._set_puzzle_visible(False)

        self.back_button.clicked.connect(self._on_back_clicked)
        self.next_button.clicked.connect(self._on_next_clicked)
        self.check_button.clicked.connect(self._on_check_clicked)
        self.reveal_button.clicked.connect(self._on_reveal_clicked)
        controller.selection_changed.connect(self._on_selection_changed)
        self.hint_button.clicked.connect(self._on_hint_clicked)
        self.solution_button.clicked.connect(self._on_solution_clicked)
        controller.history_changed.connect(self._on_line_changed)
        controller.cursor_changed.connect(self._on_line_changed)

    # -- starting and stopping -----------------------------------------------------------------
    def start(self, path: str | None) -> None:
        """A lesson was opened (at its setup)."""
        c = self.controller
        self.path = path
        self._finished = False
        setup = c.session.setup
        self.title.setText(f"<b>{html.escape(setup.title)}</b>")
        self.puzzle = setup.puzzle
        if self.puzzle is not None:
            self._start_puzzle()
            return
        self._set_puzzle_visible(False)
        self.question.setText(f"Question: {setup.question}" if setup.question else "")
        self.questions = lesson_questions(c.history, c.names_state())
        self.index = 0
        self._set_quiz_visible(True)
        self._show_question()
        self._update_progress()

    def stop(self) -> None:
        """No lesson is open (File > New, a file that is not a lesson): the panel forgets the
        old quiz, so it can neither show it nor mark that lesson done."""
        self.path = None
        self._finished = False
        self.questions = []
        self.index = 0
        self.puzzle = None
        self.verdict = None
        self._set_puzzle_visible(False)
        self._clear_options()
        self.title.setText("<b>No lesson is open</b>")
        self.question.setText("Open one from the Lessons menu, or browse them all with "
                              "Lessons > Browse lessons… (Ctrl+L).")
        self.quiz_label.setText("")
        self.progress.setText("")
        self.result.setText("")
        self.why.clear()
        self._why_html = ""
        self._set_quiz_visible(False)
        self.quiz_changed.emit()

    def reread(self) -> None:
        """The lesson's board was replayed (another ruleset, an edited setup): its questions are
        read again from the new timeline; the open question stays open if it is still asked."""
        if not self.path:
            return
        if self.puzzle is not None:
            self._judge()
            return
        c = self.controller
        old = self.current()
        self.questions = lesson_questions(c.history, c.names_state())
        texts = [q.text for q in self.questions]
        self.index = texts.index(old.text) if old is not None and old.text in texts else 0
        self._show_question()
        self._update_progress()

    def _set_quiz_visible(self, on: bool) -> None:
        for w in (self.back_button, self.next_button, self.progress.host, self.quiz_label,
                  self.check_button, self.reveal_button, self.result):
            w.setVisible(on)
        if not on:
            self.why.setVisible(False)

    # -- stepping -----------------------------------------------------------------------------
    def _on_back_clicked(self) -> None:
        c = self.controller
        c.select_event(max(0, c.selected_seq - 1))

    def _on_next_clicked(self) -> None:
        c = self.controller
        c.select_event(min(len(c.history.events), c.selected_seq + 1))

    def _on_selection_changed(self, _seq: int) -> None:
        self._update_progress()
        c = self.controller
        if (self.path and self.puzzle is None and c.history.events
                and c.selected_seq >= len(c.history.events)):
            self._done()

    def _update_progress(self) -> None:
        c = self.controller
        n = len(c.history.events)
        seq = c.selected_seq
        self.progress.setText("the setup" if seq == 0 else f"event {seq} of {n}")
        self.back_button.setEnabled(seq > 0)
        self.next_button.setEnabled(seq < n)

    # -- the quiz ---------------------------------------------------------------------------------
    def current(self) -> Question | None:
        return self.questions[self.index] if 0 <= self.index < len(self.questions) else None

    def hides_answers(self) -> bool:
        """Whether a question is open: its answer (what is credited, who is responsible, which
        conditions held, the board after it) stays off screen until it is answered or shown."""
        q = self.current()
        return bool(self.path) and self.puzzle is None and q is not None and not q.revealed

    def question_point(self, q: Question) -> int:
        """The last event shown when a question opens: the end of the step before the one that
        answers it (the board as it was just before; 0 is the setup)."""
        events = self.controller.history.events
        if not 1 <= q.seq <= len(events):
            return len(events)
        step = events[q.seq - 1].step
        return max((e.seq for e in events if e.step < step), default=0)

    def _clear_options(self) -> None:
        for b in list(self.group.buttons()):
            self.group.removeButton(b)
            b.hide()  # at once: the deletion waits for the event loop
            b.deleteLater()

    def _show_question(self) -> None:
        self._clear_options()
        q = self.current()
        self.result.setText("")
        self.why.setVisible(False)
        if q is None:
            self.quiz_label.setText("No more questions: step through the events to see why.")
            self.check_button.setEnabled(False)
            self.reveal_button.setEnabled(False)
            self.quiz_changed.emit()
            return
        # the board goes back (never forward) to just before the events the question is about
        c = self.controller
        point = self.question_point(q)
        if not q.revealed and c.selected_seq > point:
            c.select_event(point)
        self.quiz_label.setText(f"<b>Answer first ({self.index + 1} of "
                                f"{len(self.questions)}):</b> {q.text}")
        for i, opt in enumerate(q.options):
            b = QRadioButton(opt)
            self.group.addButton(b, i)
            self.options_box.addWidget(b)
        self.check_button.setEnabled(not q.revealed)
        self.reveal_button.setEnabled(not q.revealed)
        self.quiz_changed.emit()

    def choose(self, option: str) -> None:
        """Tick an option (tests and keyboard users)."""
        for b in self.group.buttons():
            if b.text() == option:
                b.setChecked(True)

    def _on_check_clicked(self) -> None:
        q = self.current()
        b = self.group.checkedButton()
        if q is None:
            return
        if b is None:
            self.result.setText("Pick an answer first.")
            return
        q.answered = b.text()
        self._reveal(q, right=q.is_right(q.answered))

    def _on_reveal_clicked(self) -> None:
        q = self.current()
        if q is not None:
            self._reveal(q, right=None)

    def _reveal(self, q: Question, right: bool | None) -> None:
        """Say whether the answer was right, jump to the event that shows it, explain why."""
        answer = " and ".join(q.extra or [o for o in q.options if o in q.right])
        if right is True:
            self.result.setText(f"Right: {answer}.")
        elif right is False:
            self.result.setText(f"Not quite: the answer is {answer}.")
        else:
            self.result.setText(f"The answer: {answer}.")
        q.revealed = True
        self.quiz_changed.emit()
        c = self.controller
        c.select_event(q.seq)
        h = c.history
        self._why_html = blocks_html(explain_blocks(h.events, h.conditions, q.seq,
                                                    c.names_state(), c.session.ruleset,
                                                    h.state_after))
        self.why.setHtml(self._why_html)
        self.why.setVisible(True)
        self.check_button.setEnabled(False)
        self.reveal_button.setEnabled(False)
        nxt = QPushButton("Next question" if self.index + 1 < len(self.questions) else "Finish")
        nxt.clicked.connect(self._on_next_question_clicked)
        self.group.addButton(nxt, -2)  # removed with the options
        self.options_box.addWidget(nxt)
        if self.index + 1 >= len(self.questions):
            self._done()

    def _on_next_question_clicked(self) -> None:
        self.index += 1
        self._show_question()

    def _done(self) -> None:
        # once per opening: every action at the lesson's last event comes here again, and
        # marking it done reads the settings each time
        if self.path and not self._finished:
            self._finished = True
            mark_done(self.path)
            self.finished.emit()

    # -- a puzzle ---------------------------------------------------------------------------------
    def _set_puzzle_visible(self, on: bool) -> None:
        for w in (self.goal_label, self.hint_button, self.solution_button, self.help_label):
            w.setVisible(on)
        self.question.setVisible(not on)

    def _start_puzzle(self) -> None:
        """A puzzle opened: its goal, its hand and step budget, no quiz; the learner plays."""
        p = self.puzzle
        c = self.controller
        self.questions = []
        self.index = 0
        self._clear_options()
        self._set_quiz_visible(False)
        self.result.setVisible(True)
        self._set_puzzle_visible(True)
        self.question.setText("")
        state = c.session.history.initial
        hand = [state.get(cid).name for cid in p.hand if state.get(cid) is not None]
        who = player_label(state, p.player)
        moves = {"play": "play a card", "activate": "activate an ability", "combat": "fight",
                 "standard_move": "move", "end_turn": "end the turn"}
        lines = [f"<b>Puzzle ({html.escape(p.level)}):</b> {html.escape(p.text)}",
                 f"You play {html.escape(who)}, in at most {p.steps} "
                 f"step{'s' if p.steps != 1 else ''}.",
                 "In hand: " + (html.escape(", ".join(hand)) if hand else "nothing") + ".",
                 "Moves: " + html.escape(", ".join(moves[a] for a in p.actions)) + "."]
        self.goal_label.setText("<br>".join(lines))
        self.help_label.setText("")
        self._judge()

    def puzzle_steps(self):
        """The learner's steps: the current line up to the board's cursor."""
        s = self.controller.session
        return s.whole_line()[:s.history.cursor]

    def _on_line_changed(self, *_args) -> None:
        if self.path and self.puzzle is not None:
            self.help_label.setText("")  # a hint is for the position it was asked at
            self._judge()

    def _judge(self) -> None:
        """Check the goal after each step: solved, steps left, or which part failed and why."""
        from riftboard.report.puzzle import judge

        c = self.controller
        v = judge(c.session.setup, c.library, self.puzzle_steps(), c.session.ruleset)
        self.verdict = v
        self.result.setText(f"<b>{html.escape(v.words)}</b>")
        if v.failures and v.status in ("failed", "broken"):
            items = "".join(f"<li>{html.escape(f)}</li>" for f in v.failures)
            self._why_html = f"<p><b>The goal parts not met, and why:</b></p><ul>{items}</ul>"
            self.why.setHtml(self._why_html)
            self.why.setVisible(True)
        else:
            self._why_html = ""
            self.why.clear()
            self.why.setVisible(False)
        if v.status == "solved":
            self._done()

    def _on_hint_clicked(self) -> None:
        from riftboard.report.puzzle import hint

        c = self.controller
        text = hint(c.session.setup, c.library, self.puzzle_steps(), c.session.ruleset)
        if self.puzzle.hint:
            text = f"{self.puzzle.hint} {text}"
        self.help_label.setText(f"Hint: {text}")

    def _on_solution_clicked(self) -> None:
        from riftboard.report.puzzle import solution_text

        c = self.controller
        steps = solution_text(c.session.setup, c.library, c.session.ruleset)
        self.help_label.setText("A solution: " + "; then ".join(
            f"{i}. {s}" for i, s in enumerate(steps, 1)) + ".")

    def restyle(self) -> None:
        """The theme changed: the answer's Why text again in its colours."""
        self.why.document().setDefaultStyleSheet(why_css())
        if self._why_html:
            self.why.setHtml(self._why_html)

    def text(self) -> str:
        """What the panel says (tests)."""
        parts = [self.title.text(), self.question.text(), self.progress.text(),
                 self.quiz_label.text(), self.goal_label.text(), self.help_label.text(),
                 self.result.text()]
        if self.why.isVisible() or self.why.toPlainText():
            parts.append(self.why.toPlainText())
        return "\n".join(p for p in parts if p)
