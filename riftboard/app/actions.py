"""The window's actions, menus and toolbar as data, with no Qt: what each action says, its keys
and tooltip, what it calls on the window, and where it stands. riftboard/app/menus.py builds the
QActions, the menu bar and the toolbar from these lists, so adding an action is one entry here
and (when it is new) one method on the window.

Keys: Qt's spelling ("Ctrl+Shift+U", "Esc"); "@Name" is the platform's key for the standard
action Name (QKeySequence.StandardKey: its first binding), "@Name*" all of the platform's
bindings for it."""

from __future__ import annotations

import attrs

from riftboard.engine import Value

SEPARATOR = "-"


@attrs.frozen(repr=False)
class Action(Value):
    """One action, kept on the window as `act_<name>`. `call` is what a trigger calls: a method
    of the window, or a path from it ("controller.undo"), with `args`; a checkable action's call
    is given its new checked state instead. `window_wide`: its keys work before any menu holding
    it was opened (the Lessons menu is filled only as it opens)."""

    name: str
    text: str
    call: str
    args: tuple = ()
    keys: tuple[str, ...] = ()
    tip: str = ""
    checkable: bool = False
    enabled: bool = True
    window_wide: bool = False


@attrs.frozen(repr=False)
class Choice(Value):
    """A set of checkable actions of which one is checked, kept on the window as
    `<name>_actions` ({value: action}) and `<name>_group`; choosing one calls `call(value)`."""

    name: str
    call: str
    options: tuple[tuple[str, str], ...]  # (value, label)


@attrs.frozen(repr=False)
class Submenu(Value):
    """A menu (in the menu bar or in a menu): its items; `attr`, the window attribute that keeps
    it; `fill`, what fills it each time it is about to show (menus.FILLERS by name; then
    `items` is empty)."""

    title: str
    items: tuple = ()
    attr: str | None = None
    fill: str | None = None


@attrs.frozen(repr=False)
class DockToggle(Value):
    """The show / hide action of a dock (the window attribute `dock`)."""

    dock: str


@attrs.frozen(repr=False)
class Widget(Value):
    """A toolbar widget the window makes itself (menus.TOOLBAR_WIDGETS by name)."""

    name: str


ACTIONS = (
    Action("new", "&New board", "new_board", keys=("@New",)),
    Action("open", "&Open…", "open_dialog", keys=("@Open",)),
    Action("save", "&Save", "save", keys=("@Save",)),
    Action("save_as", "Save &As…", "save_as", keys=("@SaveAs",)),
    Action("export_md", "Ruling as Markdown…", "export_dialog", args=("md",)),
    Action("export_html", "Ruling as HTML…", "export_dialog", args=("html",)),
    Action("export_json", "Timeline as JSON…", "export_dialog", args=("json",)),
    Action("export_png", "Board as PNG…", "export_dialog", args=("png",)),
    Action("export_share", "Share page…", "export_dialog", args=("share",),
           tip="One HTML page to send: each step of the current line with the board, the "
               "timeline, the Why text and the notes; opens in any browser"),
    Action("export_share_tree", "Share page with every branch…", "export_dialog",
           args=("share_tree",), tip="The share page of the current line and every branch"),
    Action("rules_reference", "Rules reference…", "rules_reference_dialog",
           tip="Where a click on a rule number goes: your rules reference's address, or "
               "riftboard's own gloss (offline)"),
    Action("quit", "&Quit", "close", keys=("@Quit",)),
    Action("undo", "&Undo", "controller.undo", keys=("@Undo",), tip="Back one step"),
    # Ctrl+Y as well as the platform's Redo (Ctrl+Shift+Z on Linux): both are common
    Action("redo", "&Redo", "controller.redo", keys=("@Redo*", "Ctrl+Y", "Ctrl+Shift+Z"),
           tip="Forward one step"),
    Action("copy_rows", "Copy selected timeline rows", "timeline_view.copy_selection"),
    Action("vanilla", "Vanilla unit…", "add_vanilla_unit", keys=("Ctrl+Shift+U",),
           tip="Add a unit with a name and a Might"),
    Action("play", "Play spell…", "play_dialog", keys=("Ctrl+P",),
           tip="Play a spell, then click its targets"),
    Action("combat", "Combat…", "combat_dialog", keys=("Ctrl+Shift+C",),
           tip="Run a combat at a battlefield"),
    Action("end_turn", "End turn", "end_turn", keys=("Ctrl+E",),
           tip="Heal all, end 'this turn' effects, next player's turn"),
    Action("pass", "Pass", "pass_priority", keys=("Ctrl+Shift+P",), enabled=False,
           tip="Format 2: pass for the player who has Focus or Priority (338, 347); a "
               "combat's last pass asks the damage assignment"),
    Action("damage", "Mark damage…", "mark_damage_selected", keys=("D",),
           tip="Mark damage on the selected unit (sandbox edit)"),
    Action("damage_up", "Damage +1", "damage_step", args=(1,), keys=("+", "="),
           tip="One more damage on the selected unit (or the mouse wheel)"),
    Action("damage_down", "Damage −1", "damage_step", args=(-1,), keys=("-",),
           tip="One less damage on the selected unit"),
    Action("add_bf", "Add a battlefield", "controller.add_battlefield",
           tip="A new plain battlefield (drop a battlefield card on one to make it that card)"),
    Action("details", "Board details…", "details_dialog", keys=("Ctrl+I",),
           tip="Title, question and player names"),
    Action("whole_game", "Make it a whole game", "controller.make_game",
           tip="Format 2 (SPEC section 7): turns, Focus and Priority, showdowns, points, runes "
               "and legends around this board, with the default facts (one Undo takes it back)"),
    Action("game_facts", "Game facts…", "game_facts_dialog", keys=("Ctrl+Shift+G",),
           tip="A whole game's mode, Victory Score, turn player, and each player's points, XP, "
               "rune pool, legend and main deck (drop a rune or a legend card on a base; a "
               "battlefield's menu has Contested by)"),
    Action("whatif", "What if…", "what_if", keys=("Ctrl+Shift+W",),
           tip="Every answer to the shown step's decisions (its targets, its “you may”, its "
               "choices), each played: kills, credit, conditions"),
    Action("whatif_moves", "What if: other moves…", "what_if_moves", keys=("Ctrl+Alt+W",),
           tip="Each other move the shown step's player had there (cards, abilities, combat, "
               "moves, end of turn, pass), each played"),
    Action("command", "Type a step", "focus_command", keys=("Ctrl+K",),
           tip="Type a step: “Garen to North for B”"),
    Action("draw_arrow", "Draw an arrow", "draw_arrow", keys=("Ctrl+Shift+A",),
           tip="A judge's arrow: click where it starts, then where it points (saved, exported)"),
    Action("add_note", "Add a note…", "add_note", keys=("Ctrl+Shift+N",),
           tip="A judge's short note, pinned to the selected object (or to the middle of the "
               "board shown)"),
    Action("undo_drawing", "Undo the last drawing", "controller.undo_annotation",
           tip="Take back the last arrow or note drawn, changed or cleared"),
    Action("clear_drawings", "Clear arrows and notes", "controller.clear_annotations"),
    Action("why_not", "Why not?", "why_not", keys=("Ctrl+Shift+Y",),
           tip="What did not happen in the selected row's step, and why: triggers that did "
               "not fire, conditions that failed, targets that became illegal"),
    Action("heal", "Heal", "heal_selected", keys=("H",), tip="Heal the selected unit"),
    Action("remove", "Remove", "remove_selected", keys=("@Delete",),
           tip="Take the selected object off the board (not a kill)"),
    Action("cancel", "Cancel targeting", "controller.cancel_pending", keys=("Esc",)),
    Action("finish", "Play without the optional targets", "controller.finish_pending",
           keys=("Return", "Enter"), enabled=False,  # only while the targets left are optional
           tip="Play the spell or ability with the targets chosen so far (its other targets "
               "are “up to one”)"),
    Action("fit", "Fit board to width", "board_view.fit_width", keys=("Ctrl+0",)),
    # Ctrl++ is Ctrl+Shift+= on a US keyboard: it must make the text larger (the platform's
    # Zoom In), so the board's own zoom takes Alt
    Action("zoom_in", "Zoom the board in", "zoom_board", args=(1.15,), keys=("Ctrl+Alt+=",)),
    Action("zoom_out", "Zoom the board out", "zoom_board", args=(1 / 1.15,),
           keys=("Ctrl+Alt+-",)),
    Action("text_bigger", "Larger text (presenter)", "scale_text", args=(1.15,),
           keys=("@ZoomIn", "Ctrl+=", "Ctrl+Shift+="), tip="Every panel's text larger"),
    Action("text_smaller", "Smaller text", "scale_text", args=(1 / 1.15,), keys=("@ZoomOut",),
           tip="Every panel's text smaller"),
    Action("text_reset", "Normal text size", "set_text_scale", args=(1.0,)),
    Action("browse_lessons", "Browse lessons…", "browse_lessons", keys=("Ctrl+L",),
           tip="Lessons by topic and difficulty, the done ones ticked", window_wide=True),
    Action("lesson_panel", "Lesson", "show_lesson_panel", checkable=True,
           tip="The lesson panel: its question, stepping and the quiz"),
    Action("help", "How to use riftboard", "show_help", keys=("@HelpContents",)),
)

CHOICES = (
    Choice("theme", "set_theme_choice",
           (("system", "Follow the system"), ("light", "Light"), ("dark", "Dark"))),
    Choice("ruleset", "set_ruleset", (("1.4", "Core Rules 1.4"), ("1.3", "Core Rules 1.3"))),
)

MENUS = (
    Submenu("&File", (
        "new", "open", Submenu("Open &Recent", attr="recent_menu", fill="recent"),
        "save", "save_as",
        Submenu("&Export", ("export_md", "export_html", "export_json", "export_png",
                            SEPARATOR, "export_share", "export_share_tree")),
        SEPARATOR, "quit")),
    Submenu("&Edit", ("undo", "redo", SEPARATOR, "copy_rows", SEPARATOR, "rules_reference")),
    Submenu("&Lessons", attr="lessons_menu", fill="lessons"),
    Submenu("&Board", (
        "vanilla", "play", "combat", "pass", "end_turn", SEPARATOR,
        "details", "whole_game", "game_facts", "add_bf", "command", "whatif", "whatif_moves", "why_not", SEPARATOR,
        "draw_arrow", "add_note", "undo_drawing", "clear_drawings", SEPARATOR,
        "damage", "damage_up", "damage_down", "heal", "remove", "cancel", "finish", SEPARATOR,
        Submenu("Ruleset", ("ruleset",)))),
    Submenu("&View", (
        "text_bigger", "text_smaller", "text_reset", SEPARATOR,
        "fit", "zoom_in", "zoom_out", SEPARATOR,
        DockToggle("timeline_dock"), DockToggle("library_dock"), DockToggle("why_dock"),
        DockToggle("zones_dock"),
        "lesson_panel",  # (its dock is made when first needed)
        SEPARATOR, Submenu("Theme", ("theme",), attr="theme_menu"))),
    Submenu("&Help", ("help",)),
)

TOOLBAR = (
    "undo", "redo", SEPARATOR, "vanilla", "play", "combat", "end_turn", SEPARATOR,
    "damage", "heal", Widget("move"), "remove", SEPARATOR, Widget("hold"), SEPARATOR,
    Widget("command_box"), SEPARATOR, Widget("ruleset"),
)
