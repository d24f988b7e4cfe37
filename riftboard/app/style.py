"""Colours, fonts and sizes shared by the board, the timeline and the PNG export.

Plain values only (no Qt), so the app can decide them before Qt is imported.

Two themes, light and dark (THEMES): the module's colour names hold the current one's values,
and `set_theme` switches them (the app follows the system's colour scheme or the View menu's
choice, see riftboard/app/theme.py). Read them as `style.TEXT` when drawing, not copied at
import, so a switch reaches every painter. The PNG export and the documentation pictures use the
light theme."""

from __future__ import annotations

# Player colours: the first player is blue, the second orange-red (a judge can tell them apart
# across the table, and both stay readable for the common colour-vision deficiencies).
PLAYER_COLOURS = (
    {"main": "#2563eb", "fill": "#dbeafe", "area": "#eff6ff", "text": "#1e3a8a"},
    {"main": "#ea580c", "fill": "#ffedd5", "area": "#fff7ed", "text": "#7c2d12"},
)
NEUTRAL = {"main": "#64748b", "fill": "#f1f5f9", "area": "#f8fafc", "text": "#0f172a"}

SCENE_BG = "#f8fafc"
BATTLEFIELD_FILL = "#eef2f7"
BATTLEFIELD_BORDER = "#475569"
TEXT = "#0f172a"
MUTED = "#475569"  # secondary text: 4.5:1 or better on every fill it is drawn on
DAMAGE = "#dc2626"
LETHAL = "#991b1b"
CREDITED = "#b45309"
ARROW = "#7c3aed"
LEGAL = "#16a34a"
SELECTED = "#0ea5e9"
GHOST = "#94a3b8"  # a killed unit's dashed outline (not text)
GHOST_TEXT = "#475569"  # a ghost card's text
BUFF = "#0f766e"
EXHAUSTED = "#6b7280"
KEYWORD = "#4338ca"
POSITIVE = "#166534"  # a Might raised, "yes", all assigned
NEGATIVE = "#b91c1c"  # a Might lowered, "no", an error
SUMMARY = "#334155"  # a battlefield's text, headings
HEADER_BG = "#ffffff"
CARD_EXHAUSTED_FILL = "#e5e7eb"
LANE_FILL = "#faf5ff"
LANE_BORDER = "#a78bfa"
ROW_HIGHLIGHT = "#bae6fd"
POINTED = "#db2777"  # the object whose name is pointed at (timeline, Why panel): a pink outline
JUDGE = "#a16207"  # the judge's own arrows and notes' borders (labels on LABEL_BG, both themes)
NOTE_BG = "#fef9c3"  # a judge's note: a yellow slip, light in both themes, with NOTE_TEXT on it
NOTE_TEXT = "#422006"
PILL_TEXT = "#ffffff"
POSITIVE_PILL = "#166534"  # a green badge ("Prevent", "Saved once") under PILL_TEXT
PANEL_BG = "#ffffff"  # text views, the legend, a card's Might circle, a ghost card
WINDOW_BG = "#f1f5f9"  # the window's own background (menus, docks, buttons)
LABEL_BG = "#ffffff"  # an arrow's label box (light in both themes)
LIBRARY_KIND_COLOURS = {"unit": "#1d4ed8", "spell": "#7c3aed", "gear": "#0f766e",
                        "battlefield": "#475569", "legend": "#a16207", "rune": "#64748b"}
LEVEL_COLOURS = {"full": "#15803d", "partial": "#b45309", "none": "#64748b"}

# Timeline row colours by event kind: (foreground, background or None) in the light theme,
# then in the dark one.
_KIND_COLOURS = {
    "damage": (("#b91c1c", None), ("#fca5a5", None)),
    "kill": (("#7f1d1d", "#fee2e2"), ("#fecaca", "#450a0a")),
    "prevented": (("#166534", None), ("#86efac", None)),
    "heal": (("#166534", None), ("#86efac", None)),
    "trigger": (("#6d28d9", None), ("#c4b5fd", None)),
    "delayed_created": (("#6d28d9", None), ("#c4b5fd", None)),
    "play": (("#1d4ed8", None), ("#93c5fd", None)),
    "activate": (("#1d4ed8", None), ("#93c5fd", None)),
    "combat_assign": (("#9a3412", None), ("#fdba74", None)),
    "mark_damage": (("#b91c1c", None), ("#fca5a5", None)),
    "cleanup": (("#334155", "#f1f5f9"), ("#cbd5e1", "#1e293b")),
    "death_replaced": (("#166534", "#dcfce7"), ("#bbf7d0", "#052e16")),
}
KIND_COLOURS = {kind: light for kind, (light, _dark) in _KIND_COLOURS.items()}
AFTER_CURSOR = "#6b7280"  # undone rows: grey and italic, still readable (4.8:1)

_THEMED = ("PLAYER_COLOURS", "NEUTRAL", "SCENE_BG", "BATTLEFIELD_FILL", "BATTLEFIELD_BORDER",
           "TEXT", "MUTED", "DAMAGE", "LETHAL", "CREDITED", "ARROW", "LEGAL", "SELECTED", "GHOST",
           "GHOST_TEXT", "BUFF", "EXHAUSTED", "KEYWORD", "POSITIVE", "NEGATIVE", "SUMMARY",
           "HEADER_BG", "CARD_EXHAUSTED_FILL", "LANE_FILL", "LANE_BORDER", "ROW_HIGHLIGHT",
           "POINTED", "JUDGE", "NOTE_BG", "NOTE_TEXT",
           "PILL_TEXT", "POSITIVE_PILL", "PANEL_BG", "WINDOW_BG", "LABEL_BG",
           "LIBRARY_KIND_COLOURS", "LEVEL_COLOURS", "KIND_COLOURS", "AFTER_CURSOR")
LIGHT = {name: globals()[name] for name in _THEMED}
# the dark theme: slate backgrounds, light text; the pills keep their colours (white text on
# them reads the same on either board)
DARK = {
    **LIGHT,
    "PLAYER_COLOURS": (
        {"main": "#3b82f6", "fill": "#172554", "area": "#0c1631", "text": "#bfdbfe"},
        {"main": "#f97316", "fill": "#431407", "area": "#1f0d05", "text": "#fed7aa"},
    ),
    "NEUTRAL": {"main": "#94a3b8", "fill": "#1e293b", "area": "#0f172a", "text": "#f1f5f9"},
    "SCENE_BG": "#0b1120",
    "BATTLEFIELD_FILL": "#1e293b",
    "BATTLEFIELD_BORDER": "#94a3b8",
    "TEXT": "#f1f5f9",
    "MUTED": "#cbd5e1",
    "LEGAL": "#22c55e",
    "SELECTED": "#38bdf8",
    "POINTED": "#f472b6",
    "GHOST": "#64748b",
    "GHOST_TEXT": "#cbd5e1",
    "POSITIVE": "#86efac",
    "NEGATIVE": "#fca5a5",
    "SUMMARY": "#e2e8f0",
    "HEADER_BG": "#1e293b",
    "CARD_EXHAUSTED_FILL": "#334155",
    "LANE_FILL": "#1e1433",
    "LANE_BORDER": "#a78bfa",
    "ROW_HIGHLIGHT": "#0c4a6e",
    "PANEL_BG": "#111827",
    "WINDOW_BG": "#1e293b",
    "LIBRARY_KIND_COLOURS": {"unit": "#93c5fd", "spell": "#c4b5fd", "gear": "#5eead4",
                             "battlefield": "#cbd5e1", "legend": "#fde047", "rune": "#cbd5e1"},
    "LEVEL_COLOURS": {"full": "#86efac", "partial": "#fcd34d", "none": "#cbd5e1"},
    "KIND_COLOURS": {kind: dark for kind, (_light, dark) in _KIND_COLOURS.items()},
    "AFTER_CURSOR": "#9ca3af",
}
THEMES = {"light": LIGHT, "dark": DARK}
THEME = "light"


def set_theme(name: str) -> None:
    """Make `name` ("light" or "dark") the current theme: every colour name takes its value."""
    global THEME
    if name not in THEMES:
        raise ValueError(f"no theme {name!r} (light or dark)")
    globals().update(THEMES[name])
    THEME = name

FONT_FAMILY = "DejaVu Sans"
BASE_POINT_SIZE = 10

# Card geometry in scene units (pixels at 100 % zoom).
CARD_W = 168
CARD_H = 100
GEAR_H = 52
GAP = 12
PAD = 14
HEADER_H = 30
BF_HEADER_H = 50
MIN_SCENE_W = 1220
MIN_BOARD_W = 700
MIN_BOARD_W_NARROW = 420  # the least a board is laid out to (then the view scrolls)


def player_colours(index: int | None) -> dict:
    """The colour set of a player by turn order (0 = first), neutral for None."""
    if index is None or index < 0:
        return NEUTRAL
    return PLAYER_COLOURS[index % len(PLAYER_COLOURS)]


def contrast(fg: str, bg: str) -> float:
    """The WCAG 2 contrast ratio of two "#rrggbb" colours (1 to 21)."""

    def lum(h: str) -> float:
        h = h.lstrip("#")
        out = []
        for i in (0, 2, 4):
            c = int(h[i:i + 2], 16) / 255
            out.append(c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4)
        return 0.2126 * out[0] + 0.7152 * out[1] + 0.0722 * out[2]

    a, b = sorted((lum(fg), lum(bg)))
    return (b + 0.05) / (a + 0.05)


def text_pairs(theme: str | None = None) -> list[tuple[str, str, str]]:
    """(where, text colour, background) for every text the app draws in a theme (the current
    one by default): the contrast test checks each one against 4.5:1 (WCAG AA for normal
    text)."""
    t = THEMES[theme or THEME]
    panel, header, lane, bf = t["PANEL_BG"], t["HEADER_BG"], t["LANE_FILL"], t["BATTLEFIELD_FILL"]
    text, muted, summary = t["TEXT"], t["MUTED"], t["SUMMARY"]
    pos, neg, highlight = t["POSITIVE"], t["NEGATIVE"], t["ROW_HIGHLIGHT"]
    ghost, undone, window = t["GHOST_TEXT"], t["AFTER_CURSOR"], t["WINDOW_BG"]
    by_background = (  # a background, then (where, text colour) for each text drawn on it
        (panel, ("legend", text), ("ghost card name", ghost), ("ghost card Might", ghost),
         ("panel text", text), ("why muted", muted), ("why yes", pos), ("why no", neg),
         ("why heading", summary), ("timeline text", text), ("timeline undone", undone)),
        (bf, ("battlefield title", text), ("battlefield text", summary)),
        (lane, ("chain lane title", text), ("chain lane hint", muted)),
        (t["SCENE_BG"], ("scene text", text), ("scene muted", muted)),
        (t["LABEL_BG"], ("arrow label", t["ARROW"]), ("judge's arrow label", t["JUDGE"])),
        (t["NOTE_BG"], ("judge's note", t["NOTE_TEXT"])),
        (header, ("header", text), ("header meta", muted), ("header error", neg)),
        (window, ("window text", text), ("window muted", muted), ("dialog total ok", pos),
         ("dialog error", neg)),
        (highlight, ("timeline selected", text)),
    )
    pairs = [(where, fg, bg) for bg, *texts in by_background for where, fg in texts]
    for colour in (t["DAMAGE"], t["LETHAL"], t["CREDITED"], t["BUFF"], t["EXHAUSTED"],
                   t["KEYWORD"], t["POSITIVE_PILL"]):
        pairs.append((f"pill on {colour}", t["PILL_TEXT"], colour))
    for kind, (fg, bg) in t["KIND_COLOURS"].items():
        pairs.append((f"timeline {kind}", fg, bg or panel))
        pairs.append((f"timeline {kind} selected", fg, highlight))
    for kind, colour in t["LIBRARY_KIND_COLOURS"].items():
        pairs.append((f"library {kind}", colour, panel))
    for level, colour in t["LEVEL_COLOURS"].items():
        pairs.append((f"library level {level}", colour, panel))
    for i, col in enumerate((*t["PLAYER_COLOURS"], t["NEUTRAL"])):
        for fill in (col["fill"], t["CARD_EXHAUSTED_FILL"]):
            pairs.append((f"player {i} card name", col["text"], fill))
            pairs.append((f"player {i} card sub-line", muted, fill))
            pairs.append((f"player {i} Might up", pos, fill))
            pairs.append((f"player {i} Might down", neg, fill))
        pairs.append((f"player {i} Might", col["text"], panel))
        pairs.append((f"player {i} base title", col["text"], col["area"]))
        pairs.append((f"player {i} base hint", muted, col["area"]))
        pairs.append((f"player {i} side label", col["text"], bf))
        pairs.append((f"player {i} header name", col["text"], header))
        pairs.append((f"player {i} equipment row", col["text"], panel))
        pairs.append((f"player {i} hand list", col["text"], panel))
    return pairs
