"""The offline rules reference: our own one-line paraphrase of every Core Rules number riftboard
cites, and how a cited number is shown and linked (issue 28, item 4).

Every rule number an event carries is written in the scenario's ruleset (SPEC section 4,
`rules`; `engine.rulesets.rule_number`). The paraphrases here are written once, for Core Rules
1.4: a 1.3 number is turned back into its 1.4 number (`to_14`) before it is looked up. They are
paraphrases in riftboard's words, never the rules text (`PARAPHRASE` says so wherever one is
shown); the Core Rules document decides. tests/cli/test_gloss.py checks that every number the
engine can cite has an entry and that no entry copies six words in a row of the rules.

Plain Python: no Qt, no file I/O."""

from __future__ import annotations

from urllib.parse import quote

from riftboard.engine import RULESETS

#: said wherever a gloss is shown: it is ours, not the rules text
PARAPHRASE = "riftboard's own paraphrase, not the rules text"

# Rule number (as in Core Rules 1.4) -> what it says, in our words. A number that has no entry
# of its own falls back to its most specific parent that has one (`rule_gloss`).
RULE_GLOSSES = {
    # --- format 2: the game around the board (SPEC section 7) ---
    "135.2.e.5": "a rainbow symbol in a cost or an Add is Power of any domain",
    "163.2": "Power pays the domain part of costs; Power of any domain fits every domain",
    "161": "runes: the cards of the Rune Deck, channelled onto the board to pay costs",
    "165": "each player has a rune pool holding the Energy and Power added",
    "194.1": "points come from Conquer, Hold, card effects and an opponent's Burn Out",
    "194.3": "the Victory Score, 8 points unless the mode says otherwise",
    "194.4": "a score never drops below zero",
    "194.3": "the Victory Score: the points that win, 8 unless the mode of play says otherwise",
    "203.3": "a cost that can't be paid is not paid, and what it pays for doesn't happen",
    "341": "a showdown: a battlefield's contest, played out with Focus",
    "429.1": "an Add puts Energy or Power into its player's rune pool",
    "430.1": "to channel is to move runes from the top of the rune deck onto the board",
    "430.2.a": "a channelled rune arrives ready unless its effect says otherwise",
    "430.3": "with too few runes left, channel as many as remain",
    "442": "Disempower: the object stops being Empowered",
    "730": "XP is gained and spent as effects say",
    "823": "Hunt N: a Conquer or a Hold by the unit gives its player N XP",
    "824.1": "Level N texts apply while their player has N XP or more",
    "164.2": "a basic rune has two abilities that add resources",
    # --- Hidden and the Facedown Zones (turns.py) ---
    "107.3": "each battlefield has a Facedown Zone where cards wait face down",
    "107.4": "each player's Legend Zone, where their legend sits, is on the Board",
    "107.3.b": "one face-down card per battlefield, unless an effect changes that",
    "107.3.c": "only the battlefield's controller may keep a card face down there",
    "107.3.d": "losing the battlefield costs the cards hidden there, at the next Cleanup",
    "107.3.f": "anyone can see that a Facedown Zone holds a card, not which card it is",
    "107.4": "each player's legend waits in a Legend Zone of theirs, a zone of the board",
    "128": "who may see what: public, private and secret information",
    "419.1.a": "unless an effect says otherwise, cards are played from the hand or Champion Zone",
    "421.1": "to hide is to put a card face down at a battlefield one controls",
    "421.3": "a card hidden with Hidden may later be played for no Energy",
    "421.4": "a face-down card that changes zones is shown to everyone",
    "811.1.b": "Hidden: pay one Power of any domain on your turn to hide it; from the next "
               "turn it can be played from there as a Reaction, its base cost ignored",
    "811.1.c.3": "playing a card from face down opens a chain, as any play does",
    "811.1.d": "a card played from face down makes its choices at its battlefield",
    "811.1.d.1": "a hidden unit or gear enters at the battlefield it was hidden at",
    "811.1.d.1.a": "hidden gear, too, is played to its battlefield, not to a base",
    "811.1.d.2": "targets of a hidden card are picked at its battlefield when any can be",
    "811.6": "face down, a Hidden card has Reaction timing",
    "164.2.a": "exhausting a basic rune gives one Energy",
    "164.2.b": "recycling a basic rune gives one Power of its own domain",
    "167": "unspent Energy and Power vanish whenever the pool empties",
    "108.7": "the hand: each player's own zone of drawn cards, private and unordered",
    "132.1": "every card has a name of its own that identifies it",
    "163.2.b": "Universal Power pays a Power cost of any domain",
    "190": "battlefield control: one player holds a battlefield, or nobody does",
    "387.1": "a reflexive trigger: an ability introduced by a \"do this\" clause",
    "464.2.c.3.a": "a unit of either side that arrives at the combat's battlefield later takes its side's designation",
    "718": "attached: a card linked to another, as an Equipment to its unit",
    "383.4.b.3": "for targeting triggers, a unit is chosen when it is picked as a target",
    "190.2": "a battlefield is controlled by exactly one player, or by nobody",
    "190.3.a": "arriving where your side lacks control makes that battlefield contested",
    "190.4": "control goes to whoever still has units there once the fight is over",
    "190.4.c": "with no units left there, a player soon loses its control",
    "194.2": "reaching the target score with a strict lead wins",
    "313.2": "whoever gains Focus also gets Priority",
    "315": "a turn runs through its phases in a fixed order",
    "315.1": "the Awaken Phase opens each turn",
    "315.1.b": "in it the active player readies all they control",
    "315.2": "next comes the Beginning Phase",
    "315.2.b": "its scoring step: each battlefield you still control scores a Hold",
    "315.3": "then the Channel Phase",
    "315.3.b": "two runes come out from the rune deck",
    "315.4": "then the Draw Phase",
    "315.4.b": "the active player takes one card; an empty deck means Burn Out first",
    "316": "the Main Phase: the active player acts freely",
    "316.3": "as it starts, every rune pool is emptied",
    "316.4": "then abilities waiting for the start of that player's Main Phase trigger",
    "317": "the Ending Phase closes the turn",
    "317.2.d": "pools are emptied once more when the turn finishes",
    "317.3": "play passes to the next player in order",
    "323.1": "a Cleanup first looks for a winner",
    "323.6": "a player without units at a battlefield drops its control",
    "323.9": "a Cleanup can start a showdown that is waiting",
    "323.10": "a Cleanup can start a combat that is waiting",
    "338.1.b": "the player with Priority may pass it to the next player",
    "344": "when a showdown begins",
    "345": "the contesting player is first to hold Focus",
    "346": "once a chain settles inside a showdown, Focus moves on",
    "347.1.b": "Focus moves to the next player after their chain resolves",
    "347.2": "the Focus holder may pass instead of acting",
    "347.2.a": "everyone passing in turn, with an empty chain, closes the showdown",
    "348": "what happens as a showdown closes",
    "348.1": "a combat's showdown leads on to damage and resolution",
    "348.2.a": "a lone side left at the battlefield takes control: a Conquer",
    "357": "paying a cost: Energy and Power together, plus any other costs",
    "415.3.a": "the Awaken readying covers units, gear, runes and legends",
    "416.1": "recycling puts a card at the bottom of its own deck",
    "161.2.b": "a rune that is recycled goes under its owner's rune deck",
    "416.5": "several cards recycled together go under the deck in a random order",
    "416.6": "recycling some cards from a zone picks them without targeting",
    "424.1": "revealing shows cards to every player without moving them",
    "424.3.a": "revealing a zone shows every card in it",
    "427.1": "banishing sends a card to its owner's banishment",
    "427.2.a": "banishment is neither a kill nor a discard",
    "427.2.b": "so nothing waiting for a death or a discard hears a banishing",
    "429.2": "adding resources happens at once and passes nothing",
    "429.2.a": "an Add keeps Priority and Focus where they were and goes ahead of the chain",
    "429.3": "an Add with Reaction may be used whenever resources are to be paid",
    "187.8": "Brush: a battlefield token that strengthens animal and Ivern units at it and "
             "can give its place back when scored",
    "438.1": "to replace is to create a token in another card's place, not by playing it",
    "438.1.a": "the replacing token counts as the very object it replaced",
    "438.5": "the card replaced goes to its owner's Banishment",
    "438.5.a": "there it counts as replaced, not as banished",
    "438.6": "a token that is replaced simply stops existing",
    "438.7": "a token made by replacing may be swapped back",
    "438.7.b": "swapping back ends the token; the card it replaced returns to that place",
    "438.7.b.1": "any card the token, or a token it replaced, stood in for may come back",
    "438.7.c": "with nothing left in Banishment, there is nothing to swap back to",
    "430": "channeling brings runes from the rune deck to the board, ready",
    "431.1": "Burn Out: needing more cards than the main deck holds",
    "431.2": "the trash refills the deck and an opponent scores one point",
    "431.1.b": "burning past the last card of the deck also means Burn Out",
    "431.1.c": "looking at or revealing more cards than the deck has never means Burn Out",
    "436.1": "Predict: see the top of your main deck, send any of it under, keep the rest",
    "436.1.a": "Predict with no number sees one card",
    "436.3.a": "the cards kept go back on top in the order their player picks",
    "436.4.a": "a Predict larger than the deck sees what there is, with no Burn Out",
    "440.1": "burning moves the top card of a main deck to its trash",
    "440.4": "burning from an empty deck brings Burn Out first",
    "431.3.c.1": "a repeated Burn Out point can end the game on the spot",
    "444": "spending resources out of the pool",
    "450": "arriving somewhere you lack control makes it contested",
    "464.2.d": "the attacker is first to hold Focus in a combat",
    "466.3.d.1": "a combat with no result and both sides present goes again",
    "466.5.a": "the player left with units there takes control after a combat",
    "466.5.b": "with nobody left there, the battlefield has no controller",
    "466.5.d": "winning control this way is a Conquer if not already scored this turn",
    "469.1": "Conquer: score a battlefield by gaining control of it",
    "469.2": "Hold: score a battlefield you keep at the start of your turn",
    "471.1": "a score is worth at most one point",
    "471.1.b": "the last point from a Conquer needs every battlefield scored this turn",
    "472": "victory: the target score with more points than any rival",
    "108.2": "the trash: a public zone of its owner's cards, in no order",
    "108.3.d": "the chosen champion can be played from its Champion Zone like a card in hand",
    "108.3.c.1": "a card that sends the chosen champion back to its zone does so only while "
                 "that zone holds no card",
    "419.1": "playing a card means playing it from where its player may: normally the hand",
    "809": "Deflect: an opponent pays extra to aim at this permanent",
    "809.1.c.1": "each extra payment is Power of whatever domain the player likes",
    "809.1.d": "the extra Power is owed once for every time the permanent is chosen",
    "766": "to ignore a keyword is to treat it as inactive for that purpose",
    "485.7": "in a Duel the player going second gets one more rune in their first Channel Phase",
    # --- golden and silver rules ---
    "002": "what a card says wins over the general rules where they clash",
    "054.1": "a card that forbids something beats one that allows it",
    "108.2": "each player's trash: where killed, discarded and resolved cards go",
    "054.2": "what a card lets happen \"only\" in some case cannot happen in any other",
    "055": "do as much of an instruction as is possible; skip the impossible part",
    # --- game concepts: board, objects, units, gear, tokens ---
    "107.1.c": "a player's permanents and runes sit in that player's base",
    "124": "an object that changes zones becomes a new object",
    "124.1": "it forgets damage, buffs and 'this turn' changes",
    "124.2": "the statuses an object can have (stunned, empowered, exhausted, ...)",
    "127.1": "a card's owner is the player who brought it to the game (or created it)",
    "142.3.a": "damage counts as marked by whoever is responsible for the Deal",
    "142.4": "lethal damage",
    "142.4.b": "lethal means at least 1 damage and at least the unit's Might",
    "143.2": "current Might",
    "143.3": "damage stays marked until healed",
    "143.3.b.1": "marked damage is healed as each turn ends",
    "143.4": "units enter the board exhausted",
    "144": "every unit can make a Standard Move",
    "144.2": "a Standard Move costs exhausting the unit",
    "144.3": "several units can make one Standard Move together",
    "144.3.c": "the units of a shared move are exhausted at the same time",
    "144.4.c.1": "Ganking lets a Standard Move go from one battlefield to another",
    "149.1": "gear enters ready",
    "149.2": "gear goes to its controller's base when played, unless an effect says where",
    "180": "tokens are objects that spells and abilities create",
    "182": "a token is controlled by whoever controls what created it",
    "183": "a token is owned by the controller of the effect that made it",
    "185.2.a": "a token can be played like a card of its type",
    "186": "tokens exist only on the board or the chain",
    "186.1": "a token put in any other zone stops existing",
    "187": "what the named tokens (Recruit, Sprite, Mech, ...) are",
    # --- turn structure, cleanups, the chain ---
    "317.2": "end of turn: heal, 'this turn' ends",
    "317.2.b": "end of turn: heal all units",
    "317.2.c": "end of turn: 'this turn' effects end",
    "318": "Cleanup",
    "323": "Cleanup: lethal damage kills",
    "323.4": "Cleanup: death triggers of units with lethal damage",
    "323.5": "Cleanup: units with lethal damage are killed",
    "323.7": "Cleanup: objects in the wrong place are recalled",
    "324": "special Cleanups",
    "340.1": "the newest item on the chain resolves: its effects happen in full",
    "350.2": "tokens are no cards, yet they can be played",
    "351.2": "a spell's effects happen, then the card goes to the trash",
    "355.3": "choose one: the player picks a mode as the card is played",
    "355.6": "targets are chosen as it is played; an illegal one is skipped",
    "356.1.a": "played 'for' a cost: that cost replaces the printed one",
    "356.2.b.1": "an optional additional cost: the player may pay it or not",
    "359.3.e.1": "checking targets again as the item resolves",
    "359.3.e.2": "a target that is no longer legal is left alone",
    "359.3.e.4": "a target that changed zones is no longer legal",
    "359.3.e.5": "what concerned an illegal target is skipped, the rest still happens",
    "359.3.e.6": "an ability whose object is gone cannot act on it",
    "359.3.e.7": "an instruction needing a lost target is not followed",
    "359.3.e.8": "with some target still legal, the item resolves for it",
    "359.3.e.10": "no legal target left: the item does nothing",
    "359.3.e.12": "facts about a lost target read as nothing (null)",
    "359.3.e.14": "linked instructions: a later one depends on an earlier one",
    "359.3.e.14.a": "an instruction tied to a lost target (its controller) is skipped",
    "359.3.e.14.b": "an 'if you do' needs the action itself to have happened",
    # --- replacement, triggered and delayed abilities ---
    "369": "replacement effects",
    "370.1.a.1": "a replacement effect used once is spent",
    "370.4": "an object leaving its zone still replaces events simultaneous with leaving",
    "371.2": "a 'may' replacement: its controller chooses whether to use it",
    "377.1": "an activated ability: a cost, a colon, then what it does",
    "383.1.b": "'the first time ... each turn': it triggers once a turn",
    "383.2": "what a triggered ability does",
    "383.2.a.1": "a trigger's condition can carry further conditions of its own",
    "383.2.c.1": "a triggered ability that plays a card from the trash",
    "383.2.c.2": "an object that has left cannot see its trigger condition",
    "383.3": "once triggered, an ability is put on the chain",
    "383.3.a": "a triggered \"you may\": its controller decides as it goes on the chain",
    "383.3.a.2": "declined: taken off the chain, as though it never triggered",
    "383.3.a.3": "a \"you may\" later in the effect: decided as it resolves",
    "383.3.b": "a cost opening a trigger's effect (or its 'you may') is its base cost",
    "383.3.b.1": "that cost is paid as the trigger goes on the chain, or it is not put there",
    "383.4.a.4": "a trigger on another object's play is no Play Effect",
    "383.4.c.2.a": "\"when I conquer\": a unit at the battlefield its player conquers",
    "383.4.c": "Conquer effects: abilities set off by taking a battlefield",
    "383.4.g": "a card may order the named kind of trigger abilities to go off",
    "383.4.g.1": "so ordered, the named part counts as met; the rest of each condition is checked",
    "383.4.e": "attack triggers: when a unit becomes an attacker",
    "383.4.f": "defend triggers: when a unit becomes a defender",
    "390": "delayed abilities",
    "390.2": "a delayed ability waits for its moment",
    "390.3": "a delayed ability can replace an event",
    "391": "delayed abilities last until their end",
    "392": "delayed abilities come from spells or abilities",
    # --- game actions ---
    "411.1": "the player who performs an action is responsible",
    "411.2": "actions of the game itself: nobody is responsible",
    "411.6": "did a player do something \"with\" an object",
    "411.6.a": "granted abilities count for the granting object too",
    "413": "draw",
    "414.1": "exhaust: turn a permanent sideways, spent",
    "415.1": "ready: turn a permanent upright, available again",
    "415.1.c": "readying what is already ready does nothing more",
    "417": "dealing damage: how a Deal marks damage on units",
    "417.1.d": "one Deal can damage several units at once",
    "417.1.e": "only damage of 1 or more is dealt",
    "417.1.e.1": "damage below 1 is not dealt at all",
    "417.6": "the source of a Deal",
    "417.6.a": "an effect with no named source is the source",
    "417.6.b.1": "a Deal's damage may come from a unit or from a spell",
    "417.6.b.2": "an ability (and its object) as the source",
    "417.6.b.2.a": "an ability's damage also comes from the object that has the ability",
    "417.6.b.3": "a spell names units as the source",
    "417.6.b.4": "the source's controller is responsible for the Deal",
    "417.6.c": "combat damage comes from the fighting units",
    "417.6.c.1": "damage to attackers comes from the defenders, and the other way round",
    "418.1": "heal: marked damage is removed",
    "418.2": "one heal can clear several units together",
    "418.3.a": "units are healed only when an effect or a rule says so",
    "419.3": "an effect can play a card while it resolves",
    "419.3.c": "a card played by an effect",
    "419.4.a.1": "a card kept from resolving (countered) sets off no play triggers",
    "419.4.b": "a countered card still counts as played for checks such as Legion",
    "420.1": "a move takes an object from one place on the board to another",
    "422.1": "discard: from hand straight to the trash, its text unused",
    "422.4": "a discard as an effect: as many cards as the hand holds",
    "423.1": "stun: the chosen units become Stunned",
    "423.1.a.1": "a stunned unit stays so until its controller's next turn",
    "423.1.b": "a stunned unit deals no combat damage",
    "425.1": "counter: a card or ability on the chain is cancelled",
    "425.1.a": "a countered item does nothing and leaves the chain",
    "425.1.a.1": "a countered card goes to the trash",
    "425.1.b": "a countered card does not count as played for play triggers",
    "425.1.c": "countering gives back none of the costs paid",
    "425.3": "what a counter names: a card or ability waiting on the chain",
    "426.1.b": "a buff gives its unit +1 Might; only one at a time",
    "808.1.d": "Deathknell: the ability triggers as its permanent dies",
    "428.1": "a kill: a permanent goes from the board to its owner's trash (it dies)",
    "428.1.a.1": "an active kill (a kill instruction)",
    "428.1.a.2": "a passive kill (lethal damage)",
    "428.5": "what a kill is credited to",
    "428.5.a": "what a kill is credited to counts as having killed the unit",
    "428.5.b": "a kill instruction is credited to its spell or ability",
    "428.5.c": "a Cleanup kill goes to the last resolved spell or ability, if its damage did it; "
               "else to nothing",
    "428.5.c.1": "the kill's responsible player is whoever is responsible for that damage",
    "428.5.c.2": "Combat Cleanup: the units whose combat damage did it are credited, and their "
                 "controller is responsible",
    "428.5.d": "an ability's kill also counts for where it came from",
    "433.1": "swap: two values trade places",
    "433.1.b": "a swap raises the lower value and lowers the higher by their difference",
    "433.1.c": "swapping two equal values changes nothing",
    "434": "attach: a card joins another and lends it text and Might",
    "437": "prevention",
    "437.1.a.1": "Prevent reduces the damage with its Bonus Damage already added",
    "437.1.b": "Prevent names an amount and what it protects from",
    "437.1.b.2": "a Prevent applies to the next damage the unit would be dealt",
    "437.2": "prevented damage is dealt reduced by the prevent value",
    "437.2.a": "prevention never takes damage below 0",
    "437.3": "damage prevented uses up that much of the prevent value",
    "437.4": "fully prevented damage counts as not dealt",
    "437.7": "Prevent works as a delayed replacement",
    # --- movement, recalls, combat ---
    "446": "a move changes a unit's location",
    "446.1": "a permanent going from one board space to another is a move",
    "449": "moves happen one at a time",
    "454": "recalls",
    "455": "recall: back to its controller's base",
    "456": "a recall is not a move",
    "457": "gear can be recalled too",
    "457.1": "recalled objects keep their state",
    "458": "a recall leaves the object's state as it was",
    "459": "combat",
    "460": "when a combat happens: a staged combat and an empty chain at a Cleanup",
    "461": "a combat is staged: two players' units at one battlefield",
    "461.1": "Combat Cleanup",
    "462": "a combat has exactly two players' units",
    "463": "the three steps of a combat",
    "464": "combat step 1: the showdown",
    "464.2": "attackers and defenders",
    "464.2.c": "attackers and defenders are fixed as combat starts",
    "464.2.c.3": "the designations are given as the combat showdown begins",
    "465": "combat step 2: damage",
    "465.1": "no combat damage when one side has no units",
    "465.2": "combat damage",
    "465.2.c": "assigning combat damage (Tank, lethal first)",
    "465.2.c.1": "assigned damage is not yet dealt",
    "465.2.c.3": "each unit gets lethal damage in full before the next gets any",
    "465.2.c.4.a": "damage changed as assigned: assign the least that still kills",
    "465.2.c.5": "replacements such as Prevent are counted when damage is assigned",
    "465.2.c.10": "a unit that cannot be dealt damage is skipped when assigning",
    "465.2.d": "assigned combat damage is dealt at once",
    "466": "combat step 3: resolution",
    "466.1": "Combat Cleanup: kill, then heal all",
    "466.1.a.1": "Combat Cleanup: heal every unit",
    "466.1.a.2": "Combat Cleanup: attackers are recalled if defenders remain",
    "466.3.a": "the only side with units left wins the combat",
    "466.3.b": "the only side with no units left loses the combat",
    "466.3.c": "units share their controller's combat result",
    "466.3.d": "a recall, both sides or neither side left: no result",
    "466.7": "combat ends",
    "466.7.a": "after combat, control is checked",
    "466.7.b": "'when combat ends' effects happen now",
    "476.3": "an effect's removal is apart from its application, and each happens only once",
    "708": "a unit with 5 Might or more is Mighty",
    "709": "a unit becomes Mighty when its Might rises from under 5 to 5 or more",
    "477.1.b": "copy effects apply first, with the traits",
    "477.1.b.1": "a copy takes over the copyable traits of what it copies",
    "477.1.b.1.a": "copyable: name, types, tags, cost, domain and text",
    "477.1.b.1.b": "a copy of a copy takes the traits the first one copied",
    # --- additional rules ---
    "712": "Bonus Damage",
    "715": "Bonus Damage",
    "715.1": "a Deal with one target gets the Bonus Damage added to it",
    "715.3": "a split Deal gets its Bonus Damage once, added before splitting",
    "715.4": "no damage dealt: no Bonus Damage either",
    "715.4.a": "damage reduced or replaced counts the Bonus Damage first",
    "718.3": "an attached card's effect text is added to its host's text",
    "718.4": "an attached card's Might Bonus changes its host's Might",
    # --- keywords ---
    "801.3.a": "a keyword given by an effect works like a printed one",
    "801.3.a.2": "a keyword given for this turn ends with the turn",
    "801.3.a.3": "a keyword given with no end lasts while the object stays",
    "805.2": "Accelerate: an optional extra cost as the unit is played",
    "805.6": "Accelerate paid: the unit enters ready",
    "806.3": "Action does not change where units may be played",
    "807.1.b.3": "Assault counts only while the unit is attacking",
    "807.2": "Assault: more Might while attacking",
    "810.1.b": "Ganking: battlefield to battlefield moves",
    "810.2": "Ganking",
    "812": "Legion",
    "812.1.b.1": "Legion: the text it marks works only after another card this turn",
    "812.1.c": "Legion counts the cards its controller played this turn, this one included",
    "813.3.a": "Reaction does not change where units may be played",
    "814.2": "Shield: more Might while defending",
    "815": "Tank",
    "815.2": "Tank: a second Tank adds nothing",
    "816.2": "Temporary: the unit dies as its controller's turn begins",
    "818": "Equip",
    "820": "Repeat: an extra cost that carries out the instructions a second time",
    "820.2": "a repeat may aim at the same targets again or at new ones",
    "827.1": "Empower: a status some effects check",
    "829.1.b": "Flow: the spell can be cast again out of the trash, paying its Flow cost",
    "829.1.b.1": "played by Flow, it is banished rather than leaving the chain as usual",
}

_TO_14: dict[str, dict[str, str]] = {}


def to_14(rule: str, ruleset: str = "1.4") -> str:
    """A rule number as numbered in Core Rules 1.4 (the glosses are written for 1.4). A 1.3
    number shown as "N (1.4)" (a rule 1.3 does not have) is N."""
    number = rule.split(" ", 1)[0]
    if ruleset == "1.4" or ruleset not in RULESETS or rule.endswith("(1.4)"):
        return number
    table = _TO_14.get(ruleset)
    if table is None:
        rs = RULESETS[ruleset]
        table = {old: new for new, old in rs.exact}
        table.update({f"head:{old}": new for new, old in rs.renumber})
        _TO_14[ruleset] = table
    if number in table:
        return table[number]
    head, dot, rest = number.partition(".")
    new = table.get(f"head:{head}")
    return new + dot + rest if new else number


def rule_gloss(rule: str, ruleset: str = "1.4") -> str:
    """Our one-line gloss of a rule number (the most specific prefix we know), or ""."""
    number = to_14(rule, ruleset)
    while number:
        if number in RULE_GLOSSES:
            return RULE_GLOSSES[number]
        if "." not in number:
            break
        number = number.rsplit(".", 1)[0]
    return ""


def rule_ruleset(rule: str, ruleset: str) -> str:
    """The ruleset a shown rule number belongs to: `ruleset`, except "N (1.4)" (a rule the
    scenario's ruleset does not have), which is a 1.4 number."""
    return "1.4" if rule.endswith("(1.4)") else (ruleset or "1.4")


def bare(rule: str) -> str:
    """A shown rule number without its "(1.4)" mark."""
    return rule.split(" ", 1)[0]


def cite(rule: str, ruleset: str) -> str:
    """One rule number with its ruleset, concisely: "1.4 §466.2" (a 1.3 scenario's rule that
    only 1.4 has: "1.4 §417.6.b.4")."""
    return f"{rule_ruleset(rule, ruleset)} §{bare(rule)}"


def cite_list(rules, ruleset: str) -> str:
    """Rule numbers with their ruleset said once per ruleset: "1.4 §417.6.a, §428.5"; a 1.3
    list with a 1.4-only rule: "1.3 §454, §455; 1.4 §417.6.b.4"."""
    groups: dict[str, list[str]] = {}
    for r in rules:
        groups.setdefault(rule_ruleset(r, ruleset), []).append(f"§{bare(r)}")
    return "; ".join(f"{rs} {', '.join(numbers)}" for rs, numbers in groups.items())


def tooltip(rule: str, ruleset: str) -> str:
    """What a link to a rule says when pointed at: the rule, its ruleset and our paraphrase,
    marked as one."""
    g = rule_gloss(rule, ruleset)
    head = f"Core Rules {rule_ruleset(rule, ruleset)}, rule {bare(rule)}"
    return f"{head}: {g} ({PARAPHRASE})" if g else head


def rule_url(template: str, rule: str, ruleset: str) -> str:
    """The user's rules reference address for a rule: `template` with {rule} and {ruleset}
    filled in (URL-quoted), or "" when there is no template (the offline gloss is used)."""
    template = (template or "").strip()
    if not template:
        return ""
    return template.replace("{rule}", quote(bare(rule), safe="")).replace(
        "{ruleset}", quote(rule_ruleset(rule, ruleset), safe=""))


def check_template(template: str) -> str:
    """"" when `template` is a usable rules reference address (empty, or http(s)/file with a
    {rule} placeholder), else what is wrong with it, in a sentence."""
    template = (template or "").strip()
    if not template:
        return ""
    if not template.lower().startswith(("http://", "https://", "file:")):
        return "The address must start with http://, https:// or file:."
    if "{rule}" not in template:
        return "The address needs a {rule} placeholder for the rule number."
    return ""


# The link scheme the app's own views use for a rule ("rule:1.4/466.2"): the Why panel and the
# timeline turn it into the user's address, or into the offline gloss.
SCHEME = "rule"


def rule_href(rule: str, ruleset: str) -> str:
    """The app-internal link of a shown rule number."""
    return f"{SCHEME}:{rule_ruleset(rule, ruleset)}/{bare(rule)}"


def parse_href(href: str) -> tuple[str, str] | None:
    """(ruleset, rule) of an app-internal rule link, or None when `href` is not one."""
    if not href.startswith(SCHEME + ":"):
        return None
    ruleset, _, rule = href[len(SCHEME) + 1:].partition("/")
    if ruleset not in RULESETS or not rule:
        return None
    return ruleset, rule
