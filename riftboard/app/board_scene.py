"""The board scene: one item per object on the board, the areas, the legend, and the arrows
and chips of the selected event, for one state at a time.

The scene keeps one item per object on the board (a dict id -> item) and, when the shown state
changes, touches only the objects whose frozen Obj changed (`is` comparison) or whose Might can
have changed (a static source moved, a combat started). Where things go is board_layout's pure
answer."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from riftboard.engine.might import might
from riftboard.report.words import counted

from . import style
from .board_items import AreaItem, CardItem, ChipItem
from .board_marks import ArrowItem, LegendItem, NoteItem
from .board_layout import LEGEND_H, battlefield_text, is_face_down, layout_board
from .board_paint import fonts, forget_other_theme, qcolor, wrapped_height
from .explain import player_label, ref_object

MAX_ARROWS = 12  # arrows drawn for one event at most (the rest are said on the last one)
_LANE_HINT = ("Spells on the chain, and the spells and abilities behind the selected event, "
              "appear here.")
_NO_MARKS: frozenset = frozenset()


def _same(a, b) -> bool:
    """Whether two (combat, static sources) keys hold the very same objects."""
    if a[0] is not b[0] or len(a[1]) != len(b[1]):
        return False
    return all(x is y for x, y in zip(a[1], b[1], strict=True))


def might_not_yet_changed(history, event) -> dict[str, int]:
    """The Might to show, at the row of `event`, for units whose change of Might is the row of
    a later `might` event of the same step: {unit id: the Might before that change}.

    A unit's Might is computed from the board (statics, combat, buffs), so the state after an
    event that moves a static source, starts a combat or kills Garen already has the new Might,
    while the `might` event that says so is a later row (after the other kills of the Cleanup,
    say). The board at a row shows the state after that row's event, and a change of Might
    belongs to the row that announces it: until then the card keeps the Might it had at the
    last row where its computed Might was not yet the announced one."""
    if history is None or event is None:
        return {}
    events = history.events
    seq, step = event.seq, event.step
    n = len(events)
    nxt: dict[str, object] = {}  # unit -> its first `might` event after this row, this step
    j = seq
    while j < n and events[j].step == step:
        ev = events[j]
        if ev.kind == "might" and ev.target is not None and ev.target not in nxt:
            nxt[ev.target] = ev
        j += 1
    if not nxt:
        return {}  # no Might change later in this step (the usual case)
    now = history.state_after(seq)
    out: dict[str, int] = {}
    first = seq
    while first > 1 and events[first - 2].step == step:
        first -= 1  # the step's first event
    for uid, ev in nxt.items():
        o = now.get(uid)
        if o is None or o.zone != "board" or might(now, o) != ev.amount:
            continue  # not changed yet: shown as it is
        # walk back to the last row of the step (or the step before) where it was not yet
        for row in range(seq - 1, first - 2, -1):
            st = history.state_after(row)
            ob = st.get(uid)
            if ob is None or ob.zone != "board":
                break
            m = might(st, ob)
            if m != ev.amount:
                out[uid] = m
                break
    return out


def _battlefields_changed(old, state) -> bool:
    """A battlefield added, removed, renamed, given a card or a controller: its area is drawn
    again (the layout writes the titles)."""
    a, b = _battlefield_ids(old), _battlefield_ids(state)
    if a != b:
        return True
    oa, ob = old.objects, state.objects
    return any(oa[i] is not ob[i] for i in a)


_BF_IDS: list = [None, ()]  # (board_ids, the battlefields' ids among them), the last asked


def _battlefield_ids(state) -> tuple:
    """The ids of the battlefields on the board, in file order. States share their board_ids
    tuple until something enters or leaves the board, so this scans it only then (not every
    unit on every scrub)."""
    ids = state.board_ids
    if _BF_IDS[0] is not ids:
        objects = state.objects
        _BF_IDS[:] = [ids, tuple(i for i in ids if objects[i].kind == "battlefield")]
    return _BF_IDS[1]


# --- areas ---------------------------------------------------------------------------------------



def _is_rune(o) -> bool:
    """A channelled rune (format 2): shown as a short card in its controller's base."""
    return o.kind == "rune" and o.zone == "runes"


def _shown(o) -> bool:
    """Whether an object is drawn as a card: a unit or an unattached gear on the board, a
    channelled rune, or a card hidden face down at a battlefield (format 2, 107.3, 421)."""
    if o.zone == "board":
        return o.kind == "unit" or (o.kind == "gear" and not o.attached_to)
    return _is_rune(o) or is_face_down(o)


class BoardScene(QGraphicsScene):
    """Areas and cards for one state at a time; `show_state` updates in place."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setBackgroundBrush(qcolor(style.SCENE_BG))
        forget_other_theme()
        self.state = None
        self.items_by_id: dict[str, CardItem] = {}
        self.areas: dict[tuple, AreaItem] = {}
        self.legend = LegendItem()
        self.addItem(self.legend)
        self._known: set[str] = set()  # ids that may be on the board (see show_state)
        self._scanned = 0  # events whose targets are in _known
        self._history = None
        self._overlay: list = []  # arrows and chips of the selected event
        self._ghosts: set[str] = set()
        self._marked: dict[str, set[str]] = {}  # the cards with marks, and their marks
        self.mights_pending: dict[str, int] = {}  # might_not_yet_changed for the event shown
        self._legal: set[str] = set()
        self._targeting = False
        self._selected: str | None = None
        self._event = None
        self._static_key = None
        self.update_count = 0  # items touched by the last show_state (for tests and tuning)
        self.target_width = float(style.MIN_SCENE_W)
        self.min_width = float(style.MIN_BOARD_W)
        self.lane_beside = True
        self._targets = None
        self.show_hints = True  # interface hints ("Drag cards from the library"); off in PNGs
        self._legal_marks = None
        self.pointed: str | None = None  # the object whose name is pointed at (a pink ring)
        self.annotations: tuple = ()  # the judge's arrows and notes (AnnotationSpec values)
        self._drawings: list = []  # their items

    def set_target_width(self, width: float) -> None:
        """Lay the board out to this width (the view's), so it reads at 100 %."""
        width = max(float(style.MIN_BOARD_W_NARROW), width)
        if abs(width - self.target_width) < 8:
            return
        self.target_width = width
        if self.state is not None:
            self.relayout()
            self._show_event(self._event, self._legal_marks, self._selected)

    # -- what may be on the board ------------------------------------------------------------------
    def forget_history(self, first: int = 0) -> None:
        """Events from index `first` on were replaced: rescan their targets next time."""
        self._scanned = min(self._scanned, first)

    def restyle(self) -> None:
        """The theme changed: the background, and the cards drawn again (their pictures are
        kept by what decides their pixels, which does not include the theme)."""
        self.setBackgroundBrush(qcolor(style.SCENE_BG))
        forget_other_theme()
        for item in self.items():
            item.update()

    def reset(self) -> None:
        """A new session: drop every item."""
        for item in list(self.items_by_id.values()):
            self.removeItem(item)
        self.items_by_id.clear()
        self._known.clear()
        self._scanned = 0
        self.state = None
        self._static_key = None
        self._marked = {}
        self.mights_pending = {}
        self._clear_overlay()

    def _candidates(self, state, history) -> set[str]:
        """Objects enter the board only by setup, an `add` or a play from the trash, and each of
        those is the target of an event: so the ids on the board are among the setup's board
        objects, the targets of events, and what is shown now."""
        if history is None:
            return {o.id for o in state.objects.values()
                    if o.zone == "board" or _is_rune(o) or is_face_down(o)}
        if not self._known:
            # format 2's runes go back and forth between the rune deck and the board without
            # being an event's target: every rune of the file is a candidate
            self._known = {o.id for o in history.initial.objects.values()
                           if o.zone == "board" or o.kind == "rune"}
            # a face-down card enters its zone by a `hide` step, whose event names it
            self._known.update(o.id for o in state.objects.values()
                               if o.zone == "board" or is_face_down(o))
            self._scanned = 0
        events = history.events
        if self._scanned < len(events):
            known = self._known
            for e in events[self._scanned:]:
                if e.target is not None:
                    known.add(e.target)
        self._scanned = len(events)
        return self._known

    # -- showing a state --------------------------------------------------------------------------
    def show_state(self, state, event=None, history=None, legal=None, selected=None,
                   targets=None) -> None:
        """Show `state`; mark what `event` did (arrows from its sources to each of `targets`,
        default the event's own target; credited objects); `legal` (a set of ids) highlights
        the legal targets of a gesture."""
        self._targets = tuple(targets) if targets else None
        old = self.state
        objs = state.objects
        players = state.players
        pidx = {p: i for i, p in enumerate(players)}
        statics_key = (state.combat, tuple(objs.get(s) for s in state.statics))
        prev_key = self._static_key
        refresh_all = (old is None or old.players != players or prev_key is None
                       or not _same(prev_key, statics_key))
        self._static_key = statics_key
        pending = might_not_yet_changed(history, event)
        was_pending = self.mights_pending
        self.mights_pending = pending
        repaint = {k for k in was_pending.keys() | pending.keys()
                   if was_pending.get(k) != pending.get(k)} if (pending or was_pending) else ()
        layout_dirty = old is None or old.players != players or _battlefields_changed(old, state)
        titles_dirty = old is None or old.turn_player != state.turn_player \
            or old.hand_counts != state.hand_counts or old.names != state.names
        touched = 0
        items = self.items_by_id
        # ghosts of the previous event go first
        for gid in list(self._ghosts):
            item = items.pop(gid, None)
            if item is not None:
                self.removeItem(item)
            layout_dirty = True
        self._ghosts.clear()
        candidates = self._candidates(state, history)
        if not candidates.issuperset(items):
            candidates = candidates | set(items)
        self.state = state  # cards read it (see CardItem.state)
        old_objs = old.objects if old is not None else None
        for oid in candidates:
            o = objs.get(oid)
            item = items.get(oid)
            if item is not None and item.obj is o:
                # the same Obj, still on the board: redraw it only if what it shows can have
                # changed (a static source moved, a combat started, its Equipment changed, the
                # Might the row shows)
                if refresh_all or oid in repaint or (o.equipment and any(
                        old_objs is None or objs.get(e) is not old_objs.get(e)
                        for e in o.equipment)):
                    item.set_obj(o, None, pidx.get(o.controller))
                    touched += 1
                continue
            if o is None or not _shown(o):
                if item is not None:
                    self.removeItem(item)
                    del items[oid]
                    layout_dirty = True
                continue
            if item is None:
                item = CardItem(oid, self)
                self.addItem(item)
                items[oid] = item
                item.set_obj(o, None, pidx.get(o.controller))
                layout_dirty = True
                touched += 1
                continue
            prev = item.obj
            if prev.at != o.at or prev.controller != o.controller or prev.zone != o.zone or \
                    prev.equipment != o.equipment or prev.order != o.order:
                layout_dirty = True
                item.set_obj(o, None, pidx.get(o.controller))
            else:
                # the common case (its damage or flags changed): set_obj without its height
                # check (the height follows the Equipment, unchanged here)
                item.obj = o
                item._state = None
                item.pindex = pidx.get(o.controller)
                item._display = None
                item.update()
            touched += 1
        # a killed unit is shown as a ghost where it was, for the kill's row
        if event is not None and event.kind == "kill" and history is not None and event.target \
                and event.target not in items:
            before = history.state_after(event.seq - 1).get(event.target)
            if before is not None and before.zone == "board" and before.kind in ("unit", "gear"):
                g = CardItem(before.id, self)
                g.ghost = True
                self.addItem(g)
                g.set_obj(before, history.state_after(event.seq - 1), pidx.get(before.controller))
                items[before.id] = g
                self._ghosts.add(before.id)
                layout_dirty = True
        self.update_count = touched
        if layout_dirty:
            self.relayout()
        elif titles_dirty:
            self._update_titles()
        self._show_event(event, legal, selected)

    def set_marks(self, legal=None, selected=None) -> None:
        """Only the gesture's highlights changed."""
        self._show_event(self._event, legal, selected)

    def _show_event(self, event, legal, selected) -> None:
        self._event = event
        self._legal_marks = legal
        self._selected = selected
        self._clear_overlay()
        marks: dict[str, set[str]] = {}
        st = self.state
        items = self.items_by_id
        lane = self.areas.get(("lane",))
        chips: list[ChipItem] = []
        for i, item in enumerate(st.chain[::-1] if st is not None else ()):
            tnames = ", ".join(st.obj(t).name for t in item.targets if st.get(t) is not None)
            note = ("top of the chain" if i == 0 else "on the chain") + (f" → {tnames}" if tnames else "")
            chips.append(ChipItem(item.ref, note, st, on_chain=True))
        ends: list[tuple[QPointF, QPointF, str, str]] = []
        chain_ids = {c.ref.id for c in chips}
        if event is not None:
            target = items.get(event.target) if event.target else None
            tids = self._targets or ((event.target,) if event.target else ())
            targets = [(t, items[t]) for t in tids if t in items]
            for t, _it in targets:
                marks.setdefault(t, set()).add("target")
            credited_ids = set()
            for ref in event.attributed_to:
                oid = ref_object(ref)
                credited_ids.add(oid)
                if oid in items:
                    marks.setdefault(oid, set()).add("credited")
            off_board: dict[str, ChipItem] = {}
            for ref in list(event.sources) + list(event.attributed_to):
                oid = ref_object(ref)
                if oid in items or oid in off_board:
                    continue
                if ref.id in chain_ids:
                    # a held spell is already in the lane as a chain item: point from that chip
                    off_board[oid] = next(c for c in chips if c.ref.id == ref.id)
                    if oid in credited_ids:
                        off_board[oid].marks.add("credited")
                    continue
                is_credit = ref in event.attributed_to
                note = f"{'credited' if is_credit else 'source'} · {player_label(st, ref.controller, 'no controller')}"
                chip = ChipItem(ref, note, st, ("credited",) if oid in credited_ids else ())
                off_board[oid] = chip
                chips.append(chip)
            seen = set()
            for ref in event.sources:
                oid = ref_object(ref)
                if oid in seen or oid == event.target:
                    continue
                seen.add(oid)
                if oid in items:
                    marks.setdefault(oid, set()).add("source")
                label = str(event.amount) if event.kind in ("damage", "combat_assign") and event.amount else ""
                src = items.get(oid) or off_board.get(oid)
                if src is not None:
                    for t, titem in targets:
                        if t != oid:
                            ends.append((src, titem, style.ARROW, label))
            if event.kind == "kill" and target is not None:
                for oid in credited_ids:
                    src = items.get(oid) or off_board.get(oid)
                    if src is not None and oid != event.target:
                        ends.append((src, target, style.CREDITED, ""))
        if legal is not None:
            for oid, item in items.items():
                if oid in legal:
                    marks.setdefault(oid, set()).add("legal")
                elif not item.ghost:
                    marks.setdefault(oid, set()).add("dim")
        if selected and selected in items:
            marks.setdefault(selected, set()).add("selected")
        if self.pointed and self.pointed in items:
            marks.setdefault(self.pointed, set()).add("pointed")
        # only the cards marked before or now can change their marks
        for oid in self._marked.keys() | marks.keys():
            item = items.get(oid)
            if item is not None:
                item.set_marks(marks.get(oid, _NO_MARKS))
        self._marked = marks
        # chips in the lane
        if lane is not None:
            lane.set_hint("" if chips or not self.show_hints else _LANE_HINT)
            r = lane.rect
            x, y = r.x() + style.PAD, r.y() + 34
            for chip in chips[:12]:
                if x + chip.w > r.right() or y + chip.h > r.bottom():
                    break
                chip.setPos(x, y)
                self.addItem(chip)
                self._overlay.append(chip)
                if self.lane_beside:
                    y += chip.h + 8
                else:
                    x += chip.w + 8
        if len(ends) > MAX_ARROWS:
            # a combat kill is credited to every opposing unit that dealt damage (125 in a big
            # one): past a dozen, arrows only hide the board; the "credited" marks still show
            # every one, and the last arrow says how many are not drawn
            more = len(ends) - MAX_ARROWS
            ends = ends[:MAX_ARROWS]
            src, dst, colour, label = ends[-1]
            ends[-1] = (src, dst, colour, f"{label} +{more} more (marked)".strip())
        for src, dst, colour, label in ends:
            a = src.mapToScene(QPointF(src.w / 2, src.h / 2))
            b = dst.mapToScene(QPointF(dst.w / 2, dst.h / 2))
            sr = src.mapRectToScene(QRectF(0, 0, src.w, src.h))
            dr = dst.mapRectToScene(QRectF(0, 0, dst.w, dst.h))
            arrow = ArrowItem(a, b, colour, label, src_rect=sr, dst_rect=dr)
            self.addItem(arrow)
            self._overlay.append(arrow)
        self._draw_annotations()

    # -- pointing and the judge's drawings ----------------------------------------------------
    def set_pointed(self, oid: str | None) -> None:
        """Ring the object a pointed-at name names (None: no ring)."""
        if oid != self.pointed:
            self.pointed = oid
            self._show_event(self._event, self._legal_marks, self._selected)

    def set_annotations(self, annotations) -> None:
        """The judge's arrows and notes to draw over the board."""
        self.annotations = tuple(annotations)
        self._draw_annotations()

    def anchor_rect(self, oid: str | None) -> QRectF | None:
        """Where an object is drawn (a card, or a battlefield's area), in scene coordinates;
        None when it is not on the board shown."""
        item = self.items_by_id.get(oid) if oid else None
        if item is not None:
            return item.mapRectToScene(QRectF(0, 0, item.w, item.h))
        area = self.areas.get(("bf", oid)) if oid else None
        return QRectF(area.rect) if area is not None else None

    def _draw_annotations(self) -> None:
        for it in self._drawings:
            self.removeItem(it)
        self._drawings.clear()
        stacked: dict[str, float] = {}
        for number, a in enumerate(self.annotations, start=1):
            if a.kind == "arrow":
                sr, dr = self.anchor_rect(a.source), self.anchor_rect(a.target)
                if sr is None or dr is None:
                    continue  # one end is not on the board at this row
                label = f"{number}. {a.text}" if a.text else str(number)
                item = ArrowItem(sr.center(), dr.center(), style.JUDGE, label, width=3,
                                 src_rect=sr, dst_rect=dr)
            else:
                item = NoteItem(a.text, number)
                if a.target is not None:
                    r = self.anchor_rect(a.target)
                    if r is None:
                        continue
                    dy = stacked.get(a.target, 0.0)
                    # beside the card, clear of its name, Might and damage
                    item.setPos(r.right() + 6, r.top() + dy)
                    stacked[a.target] = dy + item.h + 4
                else:
                    item.setPos(a.x, a.y)
            self.addItem(item)
            self._drawings.append(item)

    def _clear_overlay(self) -> None:
        for it in self._overlay:
            self.removeItem(it)
        self._overlay.clear()

    # -- layout ---------------------------------------------------------------------------------------
    def relayout(self) -> None:
        """Place areas and cards where board_layout says, and write the areas' titles."""
        st = self.state
        if st is None:
            return
        fm = fonts().fm_summary
        lay = layout_board(st, ((oid, it.obj) for oid, it in self.items_by_id.items()),
                           self.target_width, lambda text, w: wrapped_height(fm, text, w))
        self.min_width = lay.min_width
        self.lane_beside = lay.lane_beside
        items = self.items_by_id
        # an action moves few cards (a placement: the new one, and those after it in its
        # area); the others keep their place and are not asked to move again
        for oid, place in lay.positions:
            item = items[oid]
            if item.placed != place:
                item.placed = place
                item.setPos(*place)
        players = st.players
        bfs = {b.id: b for b in st.battlefields()}
        for box in lay.areas:
            area = self._area(box.key)
            rect = QRectF(*box.rect)
            kind = box.key[0]
            if kind == "base":
                pid = box.key[1]
                area.set_geometry(rect, self._base_title(pid), "",
                                  style.player_colours(players.index(pid)))
                area.set_hint("" if box.cards or not self.show_hints else
                              "No units or gear here. Drag cards from the library.")
            elif kind == "bf":
                b = bfs[box.key[1]]
                name = b.name
                if b.card is not None and b.card.name != name:
                    name = f"{b.name} ({b.card.name})"
                sides = tuple(f"{player_label(st, p)}'s side" for p in players[:2])
                ctrl = getattr(b, "controller", None)
                if ctrl:
                    name += f" — controlled by {player_label(st, ctrl)}"
                area.header_h = box.header_h
                area.set_geometry(rect, name, battlefield_text(b), style.NEUTRAL,
                                  split_y=box.split_y,
                                  side_labels=sides if len(sides) == 2 else ("", ""))
            else:
                area.set_geometry(rect, "Chain & spells", "", style.NEUTRAL)
                area.set_hint(_LANE_HINT if self.show_hints else "")
        wanted = {box.key for box in lay.areas}
        for key in list(self.areas):
            if key not in wanted:
                self.removeItem(self.areas.pop(key))
        legend_h = self.legend.set_players([player_label(st, p) for p in players], lay.width)
        self.legend.setPos(0, lay.legend_y)
        x, y, w, h = lay.scene_rect
        # a legend wrapped onto more rows than the layout counted: the scene grows with it
        self.setSceneRect(QRectF(x, y, w, h + max(0.0, legend_h - LEGEND_H)))

    def _base_title(self, pid: str) -> str:
        # cheap facts only (a scan of every object would cost too much per action); the
        # Hand & trash panel lists the cards
        st = self.state
        idx = st.players.index(pid)
        drawn = st.hand_counts[idx] if idx < len(st.hand_counts) else 0
        bits = [f"{counted(drawn, 'drawn card')} in hand"] if drawn else []
        if st.turn_player == pid:
            bits.append("their turn")
        return f"{player_label(st, pid)} — base" + (f"   ({', '.join(bits)})" if bits else "")

    def _update_titles(self) -> None:
        for key, area in self.areas.items():
            if key[0] == "base" and key[1] in self.state.players:
                area.set_title(self._base_title(key[1]))

    def _area(self, key) -> AreaItem:
        area = self.areas.get(key)
        if area is None:
            area = AreaItem(key)
            self.addItem(area)
            self.areas[key] = area
        return area

    # -- questions the view asks -------------------------------------------------------------------
    def object_at(self, scene_pos: QPointF) -> str | None:
        for it in self.items(scene_pos):
            if isinstance(it, CardItem):
                if it.ghost:
                    continue
                return it.object_at(it.mapFromScene(scene_pos))
        return None

    def chain_item_at(self, scene_pos: QPointF) -> str | None:
        """The id of the chain item whose chip in the lane is under a point: a spell's id, or
        an ability's HOST#N (what a counter chooses, 425.3)."""
        for it in self.items(scene_pos):
            if isinstance(it, ChipItem) and it.on_chain:
                return it.ref.id
        return None

    def area_at(self, scene_pos: QPointF) -> tuple[tuple, str | None] | None:
        """(area key, the player whose side/base it is) under a point."""
        st = self.state
        for it in self.items(scene_pos):
            if isinstance(it, AreaItem):
                if it.key[0] == "base":
                    return it.key, it.key[1]
                if it.key[0] == "bf":
                    side = it.side_at(scene_pos.y())
                    pid = st.players[side] if st is not None and side < len(st.players) else None
                    return it.key, pid
        return None
