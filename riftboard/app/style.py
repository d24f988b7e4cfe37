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
MUTED = "#64748b"
DAMAGE = "#dc2626"
LETHAL = "#991b1b"
CREDITED = "#d97706"
ARROW = "#7c3aed"
LEGAL = "#16a34a"
SELECTED = "#0ea5e9"
GHOST = "#94a3b8"
BUFF = "#0d9488"
EXHAUSTED = "#6b7280"
KEYWORD = "#4338ca"

# Timeline row colours by event kind (foreground, background or None).
KIND_COLOURS = {
    "damage": ("#b91c1c", None),
    "kill": ("#7f1d1d", "#fee2e2"),
    "prevented": ("#15803d", None),
    "heal": ("#15803d", None),
    "trigger": ("#6d28d9", None),
    "delayed_created": ("#6d28d9", None),
    "play": ("#1d4ed8", None),
    "activate": ("#1d4ed8", None),
    "combat_assign": ("#9a3412", None),
    "mark_damage": ("#b91c1c", None),
    "cleanup": ("#334155", "#f1f5f9"),
    "death_replaced": ("#15803d", "#dcfce7"),
}
AFTER_CURSOR = "#a3a3a3"

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


def player_colours(index: int | None) -> dict:
    """The colour set of a player by turn order (0 = first), neutral for None."""
    if index is None or index < 0:
        return NEUTRAL
    return PLAYER_COLOURS[index % len(PLAYER_COLOURS)]
