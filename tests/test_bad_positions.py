"""Bad input: every broken or impossible position file gives one exact, clear message, and nothing else escapes."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from smashup_rules.position.syntax import pyyaml as position_file
from smashup_rules.position import MAX_BYTES, PositionError, PositionInvalid, PositionSyntaxError, load_position, load_valid_position, validate

HERE = Path(__file__).resolve().parent
BAD = HERE / "bad_positions"
SCENARIOS = sorted((HERE.parent / "scenarios").glob("*.yaml"))

EXPECTED = {
    "ref-not-a-name.yaml": "ref-not-a-name.yaml:5:35: expected a ref (a letter, then letters, digits, '-' or '_'), found '1keg'",
    "ref-given-twice.yaml": "ref-given-twice.yaml:10:33: ref 'keg' is given twice (the other is on line 5)",
    "lasting-unknown-ref.yaml": "lasting-unknown-ref.yaml:12:44: expected a target of the effect: a card's ref (the refs are keg, w1) or a base's name, found 'zz9'",
    "lasting-bad-until.yaml": "lasting-bad-until.yaml:12:67: expected when the effect ends (end-of-turn, end-of-turn:PLAYER or start-of-turn:PLAYER), found 'next-week'",
    "lasting-bad-stat.yaml": "lasting-bad-stat.yaml:12:55: expected what the effect changes (power, breakpoint, cancel, no-extra, protect, all-names, discard-to-hand, player-power, ability, or cannot:KINDS such as cannot:destroy,move), found 'speed'",
    "lasting-player-not-a-player.yaml": "lasting-player-not-a-player.yaml:12:27: expected a player's name (Alice, Bob), found 'Carol'",
    "lasting-amount-too-large.yaml": "lasting-amount-too-large.yaml:12:57: expected the amount (a whole number from -999 to 999), found '1000'",
    "extra-play-bad-kind.yaml": "extra-play-bad-kind.yaml:12:12: expected the kind of play (minion, action), found 'spell'",
    "extra-play-without-source.yaml": "extra-play-without-source.yaml:12:5: expected 'source' in an extra play, found 'kind', 'max_power'",
    "this-turn-scored-not-a-flag.yaml": "this-turn-scored-not-a-flag.yaml:13:11: expected whether the bases have scored this turn (true or false), found 'maybe'",
    "this-turn-move-without-from.yaml": "this-turn-move-without-from.yaml:12:11: expected 'from' in a move, found 'minion', 'to'",
    "turn-number-too-large.yaml": "turn-number-too-large.yaml:11:14: expected the turn number (a whole number from 1 to 999), found '1000'",
    "madness-deck-negative.yaml": "madness-deck-negative.yaml:11:15: expected the cards in the Madness deck (a whole number from 0 to 30), found '-3'",
    "base-discard-not-a-base.yaml": "base-discard-not-a-base.yaml:11:16: Walker is listed in the base discard pile, but it is a minion",
    "monster-number-of-a-base-in-play.yaml": "monster-number-of-a-base-in-play.yaml:11:3: Jungle Oasis is in play: give its monster number on the base ('monsters:'), not in 'monster_numbers'",
    "monster-piles-too-many-copies.yaml": "monster-piles-too-many-copies.yaml:12:5: the position has 3 copies of King Tut, but the Monsters deck has only 2",
    "treasure-deck-holds-a-monster.yaml": "treasure-deck-holds-a-monster.yaml:12:5: Ghoul is listed in 'treasure_deck', but it is not one of the Treasures cards",
    "monster-numbers-not-a-mapping.yaml": "monster-numbers-not-a-mapping.yaml:10:18: expected the monster numbers of bases not in play (a mapping of base name to a number), found a list",
    "memory-not-a-mapping.yaml": 'memory-not-a-mapping.yaml:11:9: expected the notes cards keep (a mapping), found a list',
    "box-card-with-counters.yaml": "box-card-with-counters.yaml:11:7: Cannon in the box has 2 +1 power counters; only cards in play and titans set aside carry counters",
    "action-listed-as-minion.yaml": "action-listed-as-minion.yaml:10:13: Cannon at Tortuga is an action; a base's 'cards' are its minions and titans",
    "alias.yaml": 'alias.yaml:8:11: expected plain data, found an alias (*name); positions do not use aliases',
    "ambiguous-card.yaml": "ambiguous-card.yaml:5:12: card name 'Mummy' is ambiguous: it could be 'ancient-egyptians/mummy' or 'world-champs/mummy'",
    "attached-in-discard.yaml": "attached-in-discard.yaml:5:15: Buccaneer in Alice's discard pile has Poison attached; only cards in play have actions attached",
    "attached-to-an-action.yaml": "attached-to-an-action.yaml:10:42: Poison attached to Overrun on Tortuga, but nothing attaches to an action",
    "bad-indentation.yaml": "bad-indentation.yaml:3:4: expected the indentation of the list or mapping that starts at line 2, column 3, found a key at another column: the keys of one mapping, and the '-' of one list, line up",
    "base-in-play-and-in-deck.yaml": "base-in-play-and-in-deck.yaml:12:13: Tortuga is in the base deck and in play (line 11); there is only one Tortuga",
    "base-listed-as-minion.yaml": "base-listed-as-minion.yaml:10:13: The Grey Opal at Tortuga is a base; a base's 'cards' are its minions and titans",
    'bell-in-card-name.yaml': 'bell-in-card-name.yaml:5:12: expected printable text in a card name, found control character U+0007',
    "binary-garbage.yaml": 'binary-garbage.yaml:1:1: expected UTF-8 text, found byte 0x89 (is this a binary file?)',
    'c1-control-in-turn.yaml': 'c1-control-in-turn.yaml:1:7: expected printable text in the name of the player whose turn it is, found control character U+009B',
    "card-is-a-list.yaml": 'card-is-a-list.yaml:5:12: expected a card name, found a list',
    "card-not-in-factions.yaml": "card-not-in-factions.yaml:5:23: Walker in Alice's hand is a Zombies card, but its owner Alice plays Pirates and Ninjas",
    "card-without-name.yaml": "card-without-name.yaml:5:12: expected 'card' in a card, found 'counters'",
    "choice-for-nobody.yaml": "choice-for-nobody.yaml:14:5: choice 2 'Carol: yes' is for Carol, who is not a player",
    "choice-is-a-list.yaml": "choice-is-a-list.yaml:13:5: expected an answer (text, or 'Player: answer'), found a list",
    'control-character-in-key.yaml': 'control-character-in-key.yaml:5:5: expected printable text in a key of a player, found control character U+0001',
    "controller-in-deck.yaml": "controller-in-deck.yaml:5:12: Buccaneer in Alice's deck has a controller (Bob); only cards in play are controlled",
    "controller-not-a-player.yaml": "controller-not-a-player.yaml:10:13: Walker at Tortuga: its controller 'Bobby' is not a player; did you mean 'Bob'?",
    "counters-in-hand.yaml": "counters-in-hand.yaml:5:12: Buccaneer in Alice's hand has 2 +1 power counters; only cards in play and titans set aside carry counters",
    "counters-on-an-action.yaml": "counters-on-an-action.yaml:10:15: Overrun on Tortuga has 1 +1 power counter; only minions and titans carry them",
    "counters-too-many.yaml": "counters-too-many.yaml:10:49: expected the number of +1 power counters (a whole number from 0 to 999), found '100000000000000000000000'",
    'delete-in-base-name.yaml': 'delete-in-base-name.yaml:11:5: expected printable text in a base name, found control character U+007F',
    "duplicate-player-names.yaml": "duplicate-player-names.yaml:6:5: two players are named 'Alice' (the other is on line 3)",
    "empty-player-name.yaml": "empty-player-name.yaml:6:11: expected the player's name, found ''",
    "empty.yaml": 'empty.yaml:1:1: expected a position (players, bases, turn ...), found an empty file',
    'escape-in-faction-name.yaml': 'escape-in-faction-name.yaml:7:25: expected printable text in a faction name, found control character U+001B',
    "escaped-nul-in-player-name.yaml": "escaped-nul-in-player-name.yaml:3:11: expected printable text in the player's name, found control character U+0000",
    "five-players.yaml": "five-players.yaml:2:3: Smash Up is for 2 to 4 players; this position has 5",
    "fractional-counters.yaml": "fractional-counters.yaml:10:38: expected the number of +1 power counters (a whole number from 0 to 999), found '1.5'",
    "hand-not-a-list.yaml": "hand-not-a-list.yaml:5:11: expected the cards of 'hand' (a list), found 'Powderkeg'",
    "latin-1.yaml": 'latin-1.yaml:6:15: expected UTF-8 text, found byte 0xe9 (is this a binary file?)',
    "many-problems.yaml": "4 problems in many-problems.yaml:\n- many-problems.yaml:1:7: turn names 'Carol', who is not a player (the players are Alice and Bob)\n- many-problems.yaml:5:12: Walker in Alice's hand is a Zombies card, but its owner Alice plays Pirates and Ninjas\n- many-problems.yaml:5:20: The Kraken in Alice's hand is a titan; titans never go to a hand, deck or discard pile\n- many-problems.yaml:12:11: choice 1 'Dave: yes' is for Dave, who is not a player",
    "minion-attached.yaml": "minion-attached.yaml:10:42: Zapbot attached to Buccaneer at Tortuga is a minion; only actions are played on a base or attached to a card",
    "minion-listed-as-base-action.yaml": "minion-listed-as-base-action.yaml:10:15: Walker on Tortuga is a minion; only actions are played on a base or attached to a card",
    "minion-listed-as-base.yaml": "minion-listed-as-base.yaml:8:9: Walker is listed as a base in play, but it is a minion",
    "minion-played-on-a-minion.yaml": "minion-played-on-a-minion.yaml:12:7: 'Alice plays Cut Lass on Walker': Cut Lass is a minion; it is played at a base, not on a card",
    "misspelled-card-key.yaml": "misspelled-card-key.yaml:10:28: unknown key 'controler' in a card; did you mean 'controller'?",
    "misspelled-card.yaml": "misspelled-card.yaml:5:12: no card named 'Powderkeeg'; did you mean 'Powderkeg'?",
    "several-misspelled-names.yaml": (
        "4 problems in several-misspelled-names.yaml:\n"
        "- several-misspelled-names.yaml:4:25: no faction named 'Robts'; did you mean 'Robots'?\n"
        "- several-misspelled-names.yaml:5:12: no card named 'Full Sial'; did you mean 'Full Sail'?\n"
        "- several-misspelled-names.yaml:9:11: no base named 'The Grey Opall'; did you mean 'The Grey Opal', 'The Mothership', 'The Dread Gazebo', 'The Greenhouse' or 'The Central Brain'?\n"
        "- several-misspelled-names.yaml:10:24: no card named 'Walkr'; did you mean 'Walker'?"
    ),
    "misspelled-name-then-bad-key.yaml": (
        "2 problems in misspelled-name-then-bad-key.yaml:\n"
        "- misspelled-name-then-bad-key.yaml:5:12: no card named 'Powderkeeg'; did you mean 'Powderkeg'?\n"
        "- misspelled-name-then-bad-key.yaml:10:39: unknown key 'controler' in a card; did you mean 'controller'?"
    ),
    "misspelled-player-key.yaml": "misspelled-player-key.yaml:5:5: unknown key 'hnad' in a player; did you mean 'hand'?",
    "misspelled-top-key.yaml": "misspelled-top-key.yaml:8:1: unknown key 'bsaes' in the position; did you mean 'bases'?",
    "monster-with-owner.yaml": "monster-with-owner.yaml:10:13: Bigfoot at Tortuga belongs to Bob, but Monsters cards have no owner",
    "negative-counters.yaml": "negative-counters.yaml:10:38: expected the number of +1 power counters (a whole number from 0 to 999), found '-1'",
    'newline-in-play.yaml': 'newline-in-play.yaml:12:7: expected printable text in a play, found control character U+000A',
    "next-line-in-controller.yaml": "next-line-in-controller.yaml:10:51: expected printable text in the controller's name, found control character U+0085",
    "no-player-plays-faction.yaml": 'no-player-plays-faction.yaml:10:13: expected a player who plays Dinosaurs to control King Rex, found none; write {card: King Rex, controller: NAME}',
    "no-players.yaml": "no-players.yaml:1:1: expected 'players' in the position, found 'turn', 'bases'",
    "not-a-titan.yaml": "not-a-titan.yaml:5:14: Buccaneer in Alice's titans set aside is a minion, not a titan",
    "not-yaml.yaml": "not-yaml.yaml:2:5: expected ',' or ']' in the list opened with '[' at line 1, column 10, found a colon",
    "nul-byte.yaml": 'nul-byte.yaml:5:18: expected printable text, found special character #x0000',
    "one-player.yaml": "one-player.yaml:2:3: Smash Up is for 2 to 4 players; this position has 1",
    "only-comments.yaml": 'only-comments.yaml:1:1: expected a position (players, bases, turn ...), found an empty file',
    "plain-sentence.yaml": "plain-sentence.yaml:1:1: expected the position (a mapping), found 'Alice plays Powderkeg'",
    "play-at-a-base-not-in-play.yaml": "play-at-a-base-not-in-play.yaml:12:7: 'Alice plays Cut Lass at Tar Pits': Tar Pits is not in play",
    "play-by-nobody.yaml": "play-by-nobody.yaml:12:7: 'Carol plays Powderkeg': Carol is not a player",
    "play-card-not-in-hand.yaml": "play-card-not-in-hand.yaml:12:7: 'Alice plays Cannon': Cannon is not in Alice's hand, discard pile, titans set aside or stasis",
    "play-mapping-without-card.yaml": "play-mapping-without-card.yaml:12:7: expected 'card' in a play, found 'player', 'base'",
    "play-not-a-sentence.yaml": "play-not-a-sentence.yaml:12:7: expected a play such as 'Alice plays Powderkeg', 'Alice plays Buccaneer at Tortuga', 'Alice uses Ninja Acolyte', 'score bases' or 'end turn', found 'Alice casts Powderkeg'",
    "play-on-a-minion-at-another-base.yaml": "play-on-a-minion-at-another-base.yaml:12:7: 'Alice plays Poison on Walker at Tortuga': Walker is not at Tortuga",
    "play-on-a-minion-not-in-play.yaml": "play-on-a-minion-not-in-play.yaml:12:7: 'Alice plays Poison on Zapbot': no Zapbot is in play",
    "play-unknown-card.yaml": "play-unknown-card.yaml:12:7: no card named 'Powderkeeg'; did you mean 'Powderkeg'?",
    "play-unknown-kind.yaml": "play-unknown-kind.yaml:12:14: expected a kind of play (play, talent, score, end-turn), found 'attack'",
    "play-without-card.yaml": "play-without-card.yaml:12:7: expected a play such as 'Alice plays Powderkeg', 'Alice plays Buccaneer at Tortuga', 'Alice uses Ninja Acolyte', 'score bases' or 'end turn', found 'Alice plays '",
    "played-this-turn-not-a-mapping.yaml": "played-this-turn-not-a-mapping.yaml:12:19: expected played_this_turn (a mapping), found '1'",
    "played-this-turn-too-many.yaml": "played-this-turn-too-many.yaml:12:29: expected minions played this turn (a whole number from 0 to 999), found '1000'",
    "player-is-a-name.yaml": "player-is-a-name.yaml:1:11: expected a player (a mapping), found 'Alice'",
    "player-without-factions.yaml": "player-without-factions.yaml:2:5: expected 'factions' in a player, found 'name'",
    "player-without-name.yaml": "player-without-name.yaml:2:5: expected 'name' in a player, found 'factions'",
    "players-not-a-list.yaml": "players-not-a-list.yaml:1:10: expected the players (a list), found 'Alice and Bob'",
    "python-object-tag.yaml": 'python-object-tag.yaml:1:1: expected the position (a mapping), found a list',
    "repeated-key.yaml": "repeated-key.yaml:7:5: expected each key once in a player, found 'hand' again (first on line 5)",
    "score-with-a-card.yaml": "score-with-a-card.yaml:12:27: expected only 'kind' in a 'score' play, found 'card'",
    "seed-in-words.yaml": "seed-in-words.yaml:12:7: expected the seed (a whole number from 0 to 18446744073709551615), found 'random'",
    "seed-too-large.yaml": "seed-too-large.yaml:12:7: expected the seed (a whole number from 0 to 18446744073709551615), found '18446744073709551616'",
    "seed-too-long.yaml": "seed-too-long.yaml:12:7: expected the seed (a whole number from 0 to 18446744073709551615), found '1:00:00:00:00:00:00:00:00:00:00:00:00...'",
    "shared-faction.yaml": "shared-faction.yaml:6:5: Pirates is played by both Alice and Bob; each faction has one deck",
    "special-deck-as-faction.yaml": "special-deck-as-faction.yaml:6:5: Madness is a special deck, not a faction; Bob cannot play it",
    'tab-in-choice.yaml': 'tab-in-choice.yaml:12:11: expected printable text in an answer, found control character U+0009',
    "tab-indentation.yaml": "tab-indentation.yaml:2:1: expected spaces, found a tab: YAML indents with spaces only",
    "unclosed-quote.yaml": "unclosed-quote.yaml:5:1: expected the closing quote of the text opened at line 4, column 25, found the end of the file",
    "unclosed-brace.yaml": "unclosed-brace.yaml:5:1: expected ',' or '}' in the mapping opened with '{' at line 4, column 15, found the end of the file",
    "colon-in-a-value.yaml": 'colon-in-a-value.yaml:2:12: expected one \'key: value\' on this line, found a second \': \': a value that holds a colon and a space is written in quotes ("Alice: Walker")',
    "key-without-colon.yaml": "key-without-colon.yaml:3:9: expected 'key: value', found a key without its colon",
    "reserved-character.yaml": "reserved-character.yaml:1:7: expected a value, found '@', which cannot begin one: write the value in quotes",
    "talent-of-a-card-not-in-play.yaml": "talent-of-a-card-not-in-play.yaml:12:7: 'Alice uses Ninja Acolyte': Alice controls no Ninja Acolyte in play",
    "three-factions.yaml": "three-factions.yaml:6:5: Bob plays 3 factions (Zombies, Robots and Aliens); each player plays 2 different factions",
    "titan-in-hand.yaml": "titan-in-hand.yaml:5:12: The Kraken in Alice's hand is a titan; titans never go to a hand, deck or discard pile",
    "titan-of-another-faction.yaml": "titan-of-another-faction.yaml:5:14: Fort Titanosaurus in Alice's titans set aside is a Dinosaurs card, but its owner Alice plays Pirates and Ninjas",
    "too-deeply-nested.yaml": 'too-deeply-nested.yaml:5:28: expected at most 20 levels of nesting, found more',
    "too-many-copies.yaml": "too-many-copies.yaml:12:24: Bob owns 5 copies of Walker, but the Zombies deck has only 4",
    "top-level-list.yaml": 'top-level-list.yaml:1:1: expected the position (a mapping), found a list',
    "turn-of-nobody.yaml": "turn-of-nobody.yaml:1:7: turn names 'Carol', who is not a player (the players are Alice and Bob)",
    "two-documents.yaml": 'two-documents.yaml:12:1: expected a single document in the stream, but found another document',
    "two-titans-in-play.yaml": "two-titans-in-play.yaml:10:25: Alice controls 2 titans in play (The Kraken and Invisible Ninja); a player has at most one",
    "unknown-base-in-base-deck.yaml": "unknown-base-in-base-deck.yaml:12:13: no base named 'Atlantis'; did you mean 'Egg Chamber' or 'The Hill'?",
    "unknown-base.yaml": "unknown-base.yaml:11:5: no base named 'The Grey Opla'; did you mean 'The Grey Opal', 'The Homeworld', 'The Mothership', 'The Dread Gazebo' or 'The Greenhouse'?",
    "unknown-card.yaml": "unknown-card.yaml:5:12: no card named 'Zombie Lrod'; did you mean 'Zombie Lord'?",
    "unknown-faction.yaml": "unknown-faction.yaml:7:16: no faction named 'Zombeis'; did you mean 'Zombies'?",
    "unknown-key.yaml": "unknown-key.yaml:12:1: expected one of the keys of the position (turn, turn_number, phase, played_this_turn, players, bases, base_deck, base_discard, box, madness_deck, monster_deck, monster_discard, treasure_deck, treasure_discard, lasting, extra_plays, once_used, this_turn, memory, monster_numbers, winners, play, choices, seed, random_drawn), found 'colour'",
    "unknown-phase.yaml": "unknown-phase.yaml:12:8: expected a phase (start-turn, play-cards, score-bases, draw, end-turn), found 'scoring'",
    "vp-in-words.yaml": "vp-in-words.yaml:5:9: expected victory points (a whole number from 0 to 999), found 'three'",
    "vp-of-400-digits.yaml": "vp-of-400-digits.yaml:5:9: expected victory points (a whole number from 0 to 999), found '1111111111111111111111111111111111111...'",
    "vp-too-high.yaml": "vp-too-high.yaml:5:9: expected victory points (a whole number from 0 to 999), found '1000'",
    # Boards no game reaches (issue 24): cards that vanish or double, cards where they cannot be,
    # references of the wrong kind, records that contradict each other, text the engine would not know.
    'action-in-minions-played.yaml': "action-in-minions-played.yaml:15:20: this_turn.minions_played: 'swash' is Swashbuckling in Alice's discard pile, an action; expected a minion",
    'actions-counted-but-not-listed.yaml': 'actions-counted-but-not-listed.yaml:14:29: played_this_turn.actions is 3, but this_turn.actions_played lists 1 action; with actions_played, list every action played this turn',
    'base-in-stasis.yaml': 'base-in-stasis.yaml:5:14: Tortuga in stasis in front of Alice is a base; a card in stasis lies in front of its owner, and bases have none (stasis.status)',
    'base-in-the-box-and-in-the-base-deck.yaml': 'base-in-the-box-and-in-the-base-deck.yaml:11:7: The Grey Opal is in the box and in the base deck (line 10); there is only one The Grey Opal',
    'base-stored-and-in-the-base-deck.yaml': 'base-stored-and-in-the-base-deck.yaml:10:14: The Grey Opal is stored under Tortuga and in the base deck (line 11); there is only one The Grey Opal',
    'bobs-minion-as-alices-action.yaml': "bobs-minion-as-alices-action.yaml:15:20: this_turn.actions_played: 'w1' is Walker at Tortuga, a minion; expected an action",
    'copying-in-hand.yaml': "copying-in-hand.yaml:5:12: Buccaneer in Alice's hand copies Walker; only a card in play has another card's abilities (a copy ends as it leaves play)",
    'destroyed-at-a-minion.yaml': "destroyed-at-a-minion.yaml:15:34: this_turn.destroyed.base: 'b1' is Buccaneer at Tortuga, a minion; expected a base",
    'extra-play-at-a-minion.yaml': "extra-play-at-a-minion.yaml:15:41: extra_plays.base: 'w1' is Walker at Tortuga, a minion; expected a base",
    'extra-play-from-the-moon.yaml': "extra-play-from-the-moon.yaml:15:46: expected the pile the extra play takes its card from (hand, deck, discard), found 'the-moon'",
    'lasting-breakpoint-of-a-minion.yaml': "lasting-breakpoint-of-a-minion.yaml:15:46: lasting.targets: 'w1' is Walker at Tortuga, a minion; expected a base",
    'lasting-card-a-base.yaml': "lasting-card-a-base.yaml:15:27: lasting.card: Tortuga is a base, but the source is Swashbuckling; expected the source's own card or the card whose abilities it copies (bases are not copied)",
    'lasting-target-in-an-unlisted-deck.yaml': "lasting-target-in-an-unlisted-deck.yaml:15:46: lasting.targets: 'monsters-deck@0' points into the Monster deck, which the position does not list; list it ('monster_deck') to point at one of its cards",
    'lasting-target-past-the-pile.yaml': "lasting-target-past-the-pile.yaml:16:46: lasting.targets: 'treasures-discard@99' points at card 100 of the treasure discard pile, which holds 2 cards",
    'madness-deck-and-cards-over-30.yaml': 'madness-deck-and-cards-over-30.yaml:12:15: the Madness deck holds 28 cards and the position lists 3 Madness cards elsewhere, 31 in all, but there are only 30 Madness cards',
    'madness-deck-beyond-its-size.yaml': "madness-deck-beyond-its-size.yaml:10:15: expected the cards in the Madness deck (a whole number from 0 to 30), found '999'",
    'memory-of-no-card.yaml': "memory-of-no-card.yaml:15:3: expected a note's key (REF:NOTE or CARD-ID) naming a card by a ref of the position (the refs are b1, keg, opal, swash, w1) or by its id, found 'w2:self-destruct'; did you mean 'w1'?",
    'min-power-above-max-power.yaml': "min-power-above-max-power.yaml:15:46: extra_plays.min_power: 4 is above max_power (2); no minion's power is both",
    'minions-played-before-play-cards.yaml': 'minions-played-before-play-cards.yaml:16:19: this_turn.minions_played lists the cards played in the Play Cards phase, but the phase is start-turn; it has not begun',
    'monster-in-hand.yaml': "monster-in-hand.yaml:5:23: Bigfoot in Alice's hand is a monster; a monster never goes to a player's hand, deck or discard pile: it leaves play to the monster discard pile (monsters.nature)",
    'monster-stored-under-a-card.yaml': 'monster-stored-under-a-card.yaml:10:36: Bigfoot stored under Buccaneer at Tortuga is a monster; a monster goes only to its own piles, never under a card (monsters.nature)',
    'move-from-a-base-not-in-the-game.yaml': "move-from-a-base-not-in-the-game.yaml:15:41: this_turn.moves.from: Tar Pits is nowhere in this game: not in play, in the base deck or discard pile (left out, the base deck holds the players' factions' other bases), in the box or stored under a card",
    'move-of-a-base.yaml': "move-of-a-base.yaml:15:31: this_turn.moves.minion: 'opal' is The Grey Opal in play, a base; expected a minion or a titan",
    'move-to-the-same-base.yaml': 'move-to-the-same-base.yaml:15:54: this_turn.moves.to: Tortuga is the base it moved from; a minion moves to another base (terms.move)',
    'once-used-unknown-ref.yaml': "once-used-unknown-ref.yaml:14:13: expected a once-per-turn use (talent:REF, REF:ABILITY or CARD-ID) naming a card by a ref of the position (the refs are b1, keg, opal, swash, w1) or by its id, found 'talent:zz9'",
    'play-from-the-void.yaml': "play-from-the-void.yaml:16:80: expected where it was played from (hand, deck, discard, titans, stasis, buried, monsters-deck, monsters-discard), found 'the-void'",
    'played-in-a-later-phase.yaml': "played-in-a-later-phase.yaml:16:81: this_turn.plays: 'w1' was played in the score-bases phase, but the phase is play-cards; a turn's phases come in order",
    'regular-minion-play-not-counted.yaml': "regular-minion-play-not-counted.yaml:17:7: this_turn.plays records Alice's regular minion play, but played_this_turn.minions is 0",
    'scored-at-start-of-turn.yaml': 'scored-at-start-of-turn.yaml:16:11: this_turn.scored is true, but the phase is start-turn; the bases score in the Score Bases phase, after Play Cards',
    'stored-under-a-card-in-hand.yaml': "stored-under-a-card-in-hand.yaml:5:39: Cannon stored under Buccaneer in Alice's hand: only a card in play has cards stored under it; they go to the discard pile as it leaves play (storage.leave-play)",
    'stored-under-a-card-in-the-box.yaml': 'stored-under-a-card-in-the-box.yaml:11:32: Cannon stored under Buccaneer in the box: only a card in play has cards stored under it; they go to the discard pile as it leaves play (storage.leave-play)',
    'titans-at-start-a-base.yaml': 'titans-at-start-a-base.yaml:15:21: this_turn.titans_at_start: Tortuga is in play, a base; expected a titan',
    'titans-at-start-a-minion.yaml': "titans-at-start-a-minion.yaml:15:21: this_turn.titans_at_start: 'w1' is Walker at Tortuga, a minion; expected a titan",
    'treasure-in-deck.yaml': "treasure-in-deck.yaml:5:20: Chest of Holding in Alice's deck is a treasure; a treasure never goes to a player's deck or discard pile: it comes to a hand as loot and leaves play to the treasure discard pile (treasures.nature)",
    'turn-number-zero.yaml': "turn-number-zero.yaml:14:14: expected the turn number (a whole number from 1 to 999), found '0'",
    'monster-in-minions-played.yaml': "monster-in-minions-played.yaml:18:20: this_turn.minions_played: 'big' is Bigfoot at Jungle Oasis, a monster; expected a minion (a monster played is nobody's minion play, monsters.play)",
    'play-record-by-nobody.yaml': 'play-record-by-nobody.yaml:16:7: this_turn.plays: a minion play by nobody; only a monster a base brings is played by no player (monsters.bases)',
    'played-this-turn-before-play-cards.yaml': 'played-this-turn-before-play-cards.yaml:15:29: played_this_turn.minions is 1, but the phase is start-turn; the Play Cards phase, whose plays it counts, has not begun',
}


def test_the_corpus_is_large_and_every_file_has_a_message():
    assert len(EXPECTED) >= 40
    assert sorted(path.name for path in BAD.glob("*.yaml")) == sorted(EXPECTED)


@pytest.fixture(params=["libyaml", "pure"])
def reader(request, monkeypatch):
    """Each file is read with libyaml where PyYAML has it, and again by the pure reader alone."""
    if request.param == "pure":
        monkeypatch.setattr(position_file, "_LibyamlComposer", None)
    elif position_file._LibyamlComposer is None:
        pytest.skip("this PyYAML has no libyaml")
    return request.param


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_bad_position_gives_its_exact_message(name, reader):
    with pytest.raises(PositionError) as raised:
        load_valid_position(BAD / name, source=name)
    assert str(raised.value) == EXPECTED[name]
    assert isinstance(raised.value, ValueError)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_syntax_errors_come_from_loading_and_legality_from_validate(name):
    try:
        position = load_position(BAD / name, source=name)
    except PositionSyntaxError:
        return
    assert validate(position), f"{name} loads, so validate must find its problem"


def test_a_very_large_file(tmp_path):
    big = tmp_path / "big.yaml"
    big.write_text("players:\n" + "  - {name: Alice, factions: [Pirates, Ninjas]}\n" * (MAX_BYTES // 40))
    with pytest.raises(PositionSyntaxError) as raised:
        load_position(big, source="big.yaml")
    assert str(raised.value) == "big.yaml: expected a position of at most 1 MiB, found 1.2 MiB"
    with pytest.raises(PositionSyntaxError, match=r"^<position>: expected a position of at most 1 MiB"):
        load_position(big.read_text())


def test_a_missing_file(tmp_path):
    with pytest.raises(PositionError) as raised:
        load_position(tmp_path / "nowhere.yaml", source="nowhere.yaml")
    assert str(raised.value) == "nowhere.yaml: cannot read the file: No such file or directory"


def test_every_refusal_docs_positions_shows_is_the_message_of_its_corpus_file():
    """docs/positions.md gives each rule with a refusal of a file of this corpus, word for word."""
    shown = [line for line in (HERE.parent / "docs" / "positions.md").read_text().splitlines() if line.partition(":")[0] in EXPECTED]
    assert len(shown) >= 60
    for line in shown:
        assert line in EXPECTED[line.partition(":")[0]].split("\n- "), line


def test_invalid_lists_each_problem():
    with pytest.raises(PositionInvalid) as raised:
        load_valid_position(BAD / "many-problems.yaml", source="many-problems.yaml")
    assert len(raised.value.problems) == 4


# --- fuzzing ------------------------------------------------------------------------------------


def load_or_our_error(text: str | bytes) -> None:
    """Loading and validating either works or raises one of our errors; anything else fails the test."""
    try:
        validate(load_position(text, source="fuzz.yaml"))
    except PositionError:
        pass


@st.composite
def mutated_scenarios(draw):
    lines = draw(st.sampled_from(SCENARIOS)).read_text().splitlines(keepends=True)
    for _ in range(draw(st.integers(1, 4))):
        mutation = draw(st.sampled_from(["delete", "insert", "swap", "duplicate", "drop-line"]))
        text = "".join(lines)
        at = draw(st.integers(0, max(len(text) - 1, 0)))
        if mutation == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 8)):]
        elif mutation == "insert":
            text = text[:at] + draw(st.sampled_from([":", "-", " ", "\n", "[", "{", "'", "*", "&a ", "!!int ", "0", "Walker", "\t", "\x00", "é"])) + text[at:]
        elif mutation == "swap" and len(lines) > 1:
            i, j = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
            text = "".join(lines)
        elif mutation == "duplicate":
            i = draw(st.integers(0, len(lines) - 1))
            text = "".join(lines[:i] + [lines[i]] + lines[i:])
        elif mutation == "drop-line":
            i = draw(st.integers(0, len(lines) - 1))
            text = "".join(lines[:i] + lines[i + 1:])
        lines = text.splitlines(keepends=True) or [""]
    return "".join(lines)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_scenarios())
def test_mutated_scenarios_give_only_our_errors(text):
    load_or_our_error(text)


@settings(max_examples=200, deadline=None)
@given(st.one_of(st.binary(max_size=200), st.text(max_size=200)))
def test_arbitrary_bytes_and_text_give_only_our_errors(garbage):
    load_or_our_error(garbage)


# --- libyaml and the pure reader ----------------------------------------------------------------


def nodes(node: yaml.Node | None) -> list[tuple]:
    """Everything of a node tree that a position is read from: kinds, tags, values and start marks."""
    if node is None:
        return []
    here = (type(node).__name__, node.tag, node.start_mark.line, node.start_mark.column)
    if isinstance(node, yaml.ScalarNode):
        return [(*here, node.value)]
    children = node.value if isinstance(node, yaml.SequenceNode) else [part for pair in node.value for part in pair]
    return [here, *(item for child in children for item in nodes(child))]


def libyaml_reads_as_pure(text: str) -> None:
    """Whatever libyaml reads (it stops at what it may read otherwise), the pure reader reads the same."""
    if position_file._LibyamlComposer is None or any(char in text for char in position_file._LIBYAML_DIFFERS_ON):
        return
    try:
        fast = yaml.compose(text, Loader=position_file._LibyamlComposer)
    except (yaml.YAMLError, UnicodeEncodeError, position_file._NotSure):
        return
    assert nodes(fast) == nodes(yaml.compose(text, Loader=position_file._PureComposer))


@pytest.mark.parametrize("path", SCENARIOS + sorted(BAD.glob("*.yaml")), ids=lambda p: p.name)
def test_libyaml_reads_every_example_as_the_pure_reader_does(path):
    try:
        libyaml_reads_as_pure(path.read_bytes().decode("utf-8-sig"))
    except UnicodeDecodeError:
        pass


def test_libyaml_reads_the_scenarios_itself():
    """The usual file is not left to the slow reader."""
    if position_file._LibyamlComposer is None:
        pytest.skip("this PyYAML has no libyaml")
    for path in SCENARIOS:
        assert yaml.compose(path.read_text(), Loader=position_file._LibyamlComposer) is not None


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_scenarios())
def test_libyaml_reads_mutated_scenarios_as_the_pure_reader_does(text):
    libyaml_reads_as_pure(text)


YAML_PIECES = [
    *":-[]{},'\"*&!#|>?%@` \n\r\x85\u2028é😀ab01.~\\", "\n  ", "\n    ", "- ", ": ", "---", "...", "\\0", "\\x41",
    "\\N", "\r\n", "%YAML 1.1\n", "? ", "&a ", "*a", "\"a b\"", "'it''s'", " #c\n", "0x1F", "1:30", "1_0", "yes", "~", "null", "1e3",
    "!!str ", "- |\n  a\n", "a: >-\n  b\n",
]


@settings(max_examples=1000, deadline=None)
@given(st.lists(st.sampled_from(YAML_PIECES), max_size=30).map("".join))
def test_libyaml_reads_yaml_fragments_as_the_pure_reader_does(text):
    libyaml_reads_as_pure(text)


def test_every_misspelt_name_is_one_located_problem_of_the_error():
    with pytest.raises(PositionSyntaxError) as raised:
        load_position(BAD / "several-misspelled-names.yaml", source="p.yaml")
    assert [problem.partition(": ")[0] for problem in raised.value.problems] == ["p.yaml:4:25", "p.yaml:5:12", "p.yaml:9:11", "p.yaml:10:24"]


def test_a_name_close_to_nothing_stops_reading_there():
    text = (BAD / "several-misspelled-names.yaml").read_text().replace("Full Sial", "Qqqqzzzz")
    with pytest.raises(PositionSyntaxError) as raised:
        load_position(text, source="p.yaml")
    assert raised.value.problems == ["p.yaml:4:25: no faction named 'Robts'; did you mean 'Robots'?", "p.yaml:5:12: no card named 'Qqqqzzzz'"]


def test_no_message_speaks_of_the_yaml_parser_s_states():
    """PyYAML's errors are said as the mistake they come from (position/syntax/yaml_words.py)."""
    parser_words = ("while parsing", "while scanning", "<block", "<stream", "PyYAML calls")
    assert [name for name, message in EXPECTED.items() if any(words in message for words in parser_words)] == []
