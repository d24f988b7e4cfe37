"""A small strict format 2 board (SPEC section 7) for the workbench's and the app's tests: Alice
(1 point, two Fury runes, a legend) and Bob; North uncontrolled, South Bob's with his Guard;
the Victory Score is 3, so a conquer and two Holds decide the game."""

GAME_BOARD = """\
format = 2
title = "A short strict game"
mode = "strict"
victory_score = 3
turn_player = "A"

[[players]]
id = "A"
name = "Alice"
points = 1
legend = { id = "a_leg", card = "Kai'Sa, Daughter of the Void" }
deck = ["Hextech Ray", "Void Seeker", "Hextech Ray"]
rune_deck = ["Fury Rune", "Fury Rune", "Fury Rune"]

[[players]]
id = "B"
name = "Bob"
deck = ["Hextech Ray", "Void Seeker"]
rune_deck = ["Calm Rune", "Calm Rune"]

[[runes]]
id = "r1"
card = "Fury Rune"
controller = "A"

[[runes]]
id = "r2"
card = "Fury Rune"
controller = "A"

[[battlefields]]
id = "north"

[[battlefields]]
id = "south"
controller = "B"

[[units]]
id = "a1"
name = "Scout"
might = 3
controller = "A"
at = "base"

[[units]]
id = "a2"
name = "Raider"
might = 2
controller = "A"
at = "base"

[[units]]
id = "b1"
name = "Guard"
might = 6
controller = "B"
at = "south"

[[hand]]
id = "ray"
card = "Hextech Ray"
owner = "A"
"""
