"""Words the cardsP cards needed: a trigger for a unit its controller played having entered the
board, when that unit's own Play Effects trigger (Forecaster: "your Mechs have Vision")."""

from __future__ import annotations

from .registry import trigger

trigger("you_play_unit_enters",
        "a unit its controller plays (a card from any zone, or a unit token, 350.2) has entered "
        "the board: when that unit's own Play Effects trigger (383.4.a.2), so a keyword's Play "
        "Effect given to it (Vision, 817) is heard at its time; not this object itself; the unit "
        "is the `subject`; with `played = \"unit\"` and `played_tag`, only a unit with that tag "
        "(a Mech token is a Mech)")

