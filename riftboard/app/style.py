"""Colours, fonts and sizes shared by the board, the timeline and the PNG export.

Plain values only (no Qt), so the app can decide them before Qt is imported."""

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
PILL_TEXT = "#ffffff"

# Timeline row colours by event kind (foreground, background or None).
KIND_COLOURS = {
    "damage": ("#b91c1c", None),
    "kill": ("#7f1d1d", "#fee2e2"),
    "prevented": ("#166534", None),
    "heal": ("#166534", None),
    "trigger": ("#6d28d9", None),
    "delayed_created": ("#6d28d9", None),
    "play": ("#1d4ed8", None),
    "activate": ("#1d4ed8", None),
    "combat_assign": ("#9a3412", None),
    "mark_damage": ("#b91c1c", None),
    "cleanup": ("#334155", "#f1f5f9"),
    "death_replaced": ("#166534", "#dcfce7"),
}
AFTER_CURSOR = "#6b7280"  # undone rows: grey and italic, still readable (4.8:1)

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


def text_pairs() -> list[tuple[str, str, str]]:
    """(where, text colour, background) for every text the app draws: the contrast test
    checks each one against 4.5:1 (WCAG AA for normal text)."""
    white = "#ffffff"
    pairs = [
        ("legend", TEXT, white),
        ("battlefield title", TEXT, BATTLEFIELD_FILL),
        ("battlefield text", SUMMARY, BATTLEFIELD_FILL),
        ("chain lane title", TEXT, LANE_FILL),
        ("chain lane hint", MUTED, LANE_FILL),
        ("scene text", TEXT, SCENE_BG),
        ("scene muted", MUTED, SCENE_BG),
        ("ghost card name", GHOST_TEXT, white),
        ("ghost card Might", GHOST_TEXT, white),
        ("arrow label", ARROW, white),
        ("header", TEXT, HEADER_BG),
        ("header meta", MUTED, HEADER_BG),
        ("header error", NEGATIVE, HEADER_BG),
        ("why muted", MUTED, white),
        ("why yes", POSITIVE, white),
        ("why no", NEGATIVE, white),
        ("why heading", SUMMARY, white),
        ("dialog total ok", POSITIVE, white),
        ("dialog error", NEGATIVE, white),
        ("timeline undone", AFTER_CURSOR, white),
        ("timeline selected", TEXT, ROW_HIGHLIGHT),
    ]
    for colour in (DAMAGE, LETHAL, CREDITED, BUFF, EXHAUSTED, KEYWORD, POSITIVE):
        pairs.append((f"pill on {colour}", PILL_TEXT, colour))
    for kind, (fg, bg) in KIND_COLOURS.items():
        pairs.append((f"timeline {kind}", fg, bg or white))
        pairs.append((f"timeline {kind} selected", fg, ROW_HIGHLIGHT))
    for i, col in enumerate((*PLAYER_COLOURS, NEUTRAL)):
        for fill in (col["fill"], CARD_EXHAUSTED_FILL):
            pairs.append((f"player {i} card name", col["text"], fill))
            pairs.append((f"player {i} card sub-line", MUTED, fill))
            pairs.append((f"player {i} Might up", POSITIVE, fill))
            pairs.append((f"player {i} Might down", NEGATIVE, fill))
        pairs.append((f"player {i} Might", col["text"], white))
        pairs.append((f"player {i} base title", col["text"], col["area"]))
        pairs.append((f"player {i} base hint", MUTED, col["area"]))
        pairs.append((f"player {i} side label", col["text"], BATTLEFIELD_FILL))
        pairs.append((f"player {i} header name", col["text"], HEADER_BG))
        pairs.append((f"player {i} equipment row", col["text"], white))
    return pairs
