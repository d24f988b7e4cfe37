"""A seeded random game of format 2 in strict mode (issue 26): two tournament-style decks, set up
as the rules say, then each step chosen at random among the legal actions (legal.py), until a
player wins or the turn limit is reached. The property tests and `riftboard bench`'s
`game_turns_per_s` play it.

The decks are real cards the library models in full, cheap units and spells seen in tournament
main decks (resources/cards/facts/tournament-cards.csv): 40 main-deck cards (at most 3 of a
name, 103.2.b), 12 runes of the deck's two domains (103.3), and three battlefields a player
brings, one of them used (485: Duel). Setup (110-118): battlefields placed, both decks shuffled
(114), the first player picked at random (115), each player draws 4 (116); riftboard has no
mulligan (117), so none is taken. The first step is the start of the first turn (315): the
engine runs it for a state in the Awaken Phase of turn 0 (scenario files' `phase =
"beginning"`). Not modelled: the second player's extra rune in their first Channel Phase
(485.7); no legends or champions (the decks play without them)."""

from __future__ import annotations

import random

import attrs

from riftboard.engine import Game, History, Obj, Side, Value, new_state

from .legal import legal_actions

#: (name, copies) of each deck's main deck, its two domains and the battlefields it brings
DECKS = {
    "A": {
        "domains": ("fury", "body"),
        "main": (("Pit Rookie", 3), ("First Mate", 3), ("Inferna", 3),
                 ("Cithria of Cloudfield", 3), ("Grim Apothecary", 2), ("Mischievous Marai", 2),
                 ("Hextech Ray", 3), ("Cleave", 3), ("Punch First", 3), ("Falling Star", 3),
                 ("Challenge", 3), ("Flurry of Blades", 3), ("Rampage", 3), ("Void Seeker", 3)),
        "battlefields": ("Trifarian War Camp", "Void Gate", "Kinkou Temple"),
    },
    "B": {
        "domains": ("calm", "order"),
        "main": (("Stalwart Poro", 3), ("Mutated Mouser", 3), ("Trusty Ramhound", 3),
                 ("Carrion Dredger", 3), ("Noxian Emissary", 2), ("Solari Sunhawk", 2),
                 ("Discipline", 3), ("Charm", 3), ("En Garde", 3), ("Cull the Weak", 3),
                 ("Salvage", 3), ("Call to Glory", 3), ("Friendship", 3), ("Tactical Retreat", 3)),
        "battlefields": ("Fortified Position", "Windswept Hillock", "Vilemaw's Lair"),
    },
}
RUNE_CARDS = {"fury": "Fury Rune", "calm": "Calm Rune", "mind": "Mind Rune",
              "body": "Body Rune", "chaos": "Chaos Rune", "order": "Order Rune"}
OPENING_HAND = 4  # 116
MAX_TURNS = 60


@attrs.frozen(repr=False)
class AutoGame(Value):
    """A random game played: its history (every step and event), the seed, the turns taken and
    the winner (None when the turn limit came first)."""

    seed: int
    history: History = attrs.field(eq=False)
    turns: int
    winner: str | None


def deck_list(pid: str) -> list[str]:
    """The 40 card names of a player's main deck, in list order."""
    return [name for name, n in DECKS[pid]["main"] for _ in range(n)]


def setup_state(seed: int, library):
    """The state after setup (110-118) for `seed`: battlefields, shuffled decks, the first
    player, 4 cards in each hand; the first turn starts with the first step (315)."""
    rng = random.Random(seed)
    players = ("A", "B")
    objs: list[Obj] = []
    order = 0

    def card(name):
        c = library.get(name)
        if c is None:
            raise ValueError(f"the card library has no card named {name!r}")
        return c

    for pid in players:  # 485: each player brings 3 battlefields, one picked at random
        name = rng.choice(DECKS[pid]["battlefields"])
        order += 1
        c = card(name)
        bid = f"{pid}-bf"
        objs.append(Obj(id=bid, card=c, name=c.name, kind="battlefield", controller=None,
                        owner=None, zone="board", at=bid, order=order))
    sides = []
    for pid in players:
        main = deck_list(pid)
        rng.shuffle(main)  # 114
        runes = [RUNE_CARDS[d] for d in DECKS[pid]["domains"] for _ in range(6)]
        rng.shuffle(runes)
        deck_ids = []
        for i, name in enumerate(main, 1):
            order += 1
            c = card(name)
            oid = f"{pid}-deck{i}"
            zone = "hand" if i <= OPENING_HAND else "deck"  # 116: the top 4 are drawn
            objs.append(Obj(id=oid, card=c, name=c.name, kind=c.kind, controller=pid, owner=pid,
                            zone=zone, at=None, order=order,
                            printed_might=c.might if c.kind == "unit" else None))
            if zone == "deck":
                deck_ids.append(oid)
        rune_ids = []
        for i, name in enumerate(runes, 1):
            order += 1
            c = card(name)
            oid = f"{pid}-rune{i}"
            objs.append(Obj(id=oid, card=c, name=c.name, kind="rune", controller=pid, owner=pid,
                            zone="rune_deck", at=None, order=order))
            rune_ids.append(oid)
        sides.append(Side(deck=tuple(deck_ids), rune_deck=tuple(rune_ids)))
    first = rng.choice(players)  # 115
    state = new_state(players, first, objs)
    second = next(p for p in players if p != first)
    # a Duel: the second player's extra rune (485.7); cards recycled into a deck several at
    # once are shuffled from the game's seed (416.5)
    game = Game(sides=tuple(sides), mode="strict", phase="awaken", turn=0, priority=first,
                extra_rune=second, seed=seed)
    return attrs.evolve(state, game=game)


def play_random_game(seed: int, library, max_turns: int = MAX_TURNS) -> AutoGame:
    """Set up for `seed`, start the first turn, then take a random legal action at each step
    until a player wins or turn `max_turns` ends."""
    rng = random.Random(seed)
    history = History(setup_state(seed, library))
    history.push(None)  # the first turn's start (315): Awaken, Beginning, Channel, Draw, Main
    while True:
        state = history.state
        game = state.game
        if game.winner is not None or game.turn > max_turns:
            break
        step = len(history.results) + 1
        actions = legal_actions(state, library, step, len(history.events))
        if not actions:
            raise RuntimeError(f"seed {seed}: no legal action at step {step} (turn {game.turn}, "
                               f"{game.phase} phase), yet nobody has won")
        history.push(rng.choice(actions))
    game = history.state.game
    return AutoGame(seed=seed, history=history, turns=min(game.turn, max_turns),
                    winner=game.winner)
