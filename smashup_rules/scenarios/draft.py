"""A scenario drafted from a position (``smashup scenarios --draft FILE.yaml``): a regression test
of a disputed play in one command, ready to edit.

- The ``Given`` steps rebuild the board in the vocabulary's sentences; what no sentence says (a
  lasting effect, a card's ``ref``, what the turn has used) goes into one ``Given the
  position:`` doc string, in the position file's own words.
- The ``When`` steps make the plays, and give the scripted answers, each as the player asked
  answers it.
- The ``Then`` steps state the outcome that changed: where each card that moved went, each
  player's power at each base touched (a card came or went, or power changed), every player's
  VP when VP changed, who won, +1 power counters that changed, or the refusal and what it cites.
- It is tagged with every ruling and rule section the explanation cites, so the citation audit
  is satisfied by construction.

The draft reads itself back before it is printed: its ``Given`` and ``When`` steps, done on a
table as pytest-bdd would, must build the very position of the file and resolve it the same
way, or the whole board goes into the doc string; and every ``Then`` must hold.
"""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from smashup_rules.engine.errors import ChoiceError, IllegalPlay, UnimplementedCard
from smashup_rules.engine.power import player_power_at
from smashup_rules.engine.resolve import new_game
from smashup_rules.explain.run import Explanation, cited, explain_position, steps, zone_label
from smashup_rules.position import Position, dump_position, load_valid_position, split_choice
from smashup_rules.position.names import Table as Names, base_ids, faction_name_for, name_for, owner_by_default
from smashup_rules.position.sentence import is_end_turn, is_score, player_verb_rest
from smashup_rules.reference import data
from smashup_rules.scenarios.failures import ScenarioFailure
from smashup_rules.scenarios.table import Table, names, place_phrase
from smashup_rules.scenarios.steps import matching, perform

TAG_LINE = 100  # tags are wrapped onto lines of about this width
KEYWORDS = {"given": "Given", "when": "When", "then": "Then"}
# Of several plays, a refusal says which, at its line in the position file: a scenario's play is at another line.
WHICH_PLAY = re.compile(r"play \d+ of \d+ \('.*?'(?:, line \d+)?\): ")


class DraftError(ValueError):
    """A position no scenario can be drafted from as it stands (it stops at a decision, names a card the engine cannot play)."""


class Line:
    """One step of the draft: its kind, its text and, for ``the position:``, its doc string."""

    __slots__ = ("kind", "text", "docstring")

    def __init__(self, kind: str, text: str, docstring: str | None = None):
        self.kind = kind
        self.text = text
        self.docstring = docstring


def draft_scenario(position: Position) -> str:
    """The feature file text of a scenario of ``position``, named by ``scenario_name``."""
    explanation = explain_position(position)
    _check_drafts(explanation)
    document = yaml.safe_load(dump_position(position))
    plays = play_lines(position, document)
    answers = choice_lines(document.get("choices") or [], [event.players[0] for event in explanation.game.log if event.kind == "choice"])
    board = board_lines(position, document, answers_unsaid=answers is None)
    before_outcome = None if board is None else board + plays + (answers or [])
    if before_outcome is None or not _rebuilds(before_outcome, position, explanation):
        before_outcome = [the_position({key: value for key, value in document.items() if key != "play"})] + plays
        if not _rebuilds(before_outcome, position, explanation):
            raise DraftError("the position cannot be written as a scenario's steps")
    outcome = outcome_lines(position, explanation)
    table = _table_of(before_outcome)
    for line in outcome:
        try:
            perform(table, "then", line.text)
        except ScenarioFailure as error:
            raise DraftError(f"the drafted 'Then {line.text}' does not hold ({error}): please report it") from None
    source = Path(position.source or "position")
    return feature_text(f"A scenario drafted from {source.name}", scenario_name(source), tags(explanation), before_outcome + outcome)


def scenario_name(source: Path) -> str:
    """The position file's opening comment ("# Disputed: ..."), else the file's name."""
    first = source.read_text(encoding="utf-8").partition("\n")[0] if source.is_file() else ""
    return first.removeprefix("# ").strip() if first.startswith("# ") else source.stem


def _check_drafts(explanation: Explanation) -> None:
    error = explanation.error
    if isinstance(error, ChoiceError):
        raise DraftError(f"the play stops at a decision: {error} Answer it with --choose (or the file's choices:), then draft again")
    if isinstance(error, UnimplementedCard):
        raise DraftError(f"the engine cannot resolve the play: {error}")
    if error is not None and not isinstance(error, IllegalPlay):
        raise DraftError(f"the play stops: {error}")


# --- Given: the board --------------------------------------------------------------------------


def the_position(keys: dict) -> Line:
    return Line("given", "the position:", yaml.safe_dump(keys, sort_keys=False, allow_unicode=True, width=100).rstrip("\n"))


def _listed(cards: list[str]) -> str | None:
    """Names as one step writes a list of them, or None when a name would read as two ("Oh, No!")."""
    text = ", ".join(cards)
    return text if names(text) == cards else None


def _sentence(kind: str, text: str, function_name: str, **arguments: str | None) -> Line | None:
    """The line, when the step that reads it is the one meant and reads the arguments meant; else None."""
    found = matching(kind, text)
    if not found or found[-1][0].function.__name__ != function_name:
        return None
    read = found[-1][1]
    return Line(kind, text) if all(read.get(name) == value for name, value in arguments.items()) else None


class Board:
    """The ``Given`` lines of a position, each with the key of the position file it says, and
    the keys no sentence says."""

    def __init__(self, position: Position):
        self.position = position
        self.names = Names({player.name: player.factions for player in position.players})
        self.lines: list[tuple[str, Line]] = []
        self.unsaid: set[str] = set()

    def say(self, kind: str, text: str | None, function_name: str, key: str, **arguments: str | None) -> None:
        """Add the sentence, or note that ``key`` of the position file cannot be said."""
        line = _sentence(kind, text, function_name, **arguments) if text is not None else None
        if line is None:
            self.unsaid.add(key)
        else:
            self.lines.append((key, line))

    def card(self, card_id: str, player: str | None) -> str:
        return name_for(card_id, self.names.cards_of(player) if player else None)


# The keys of a position file that sentences say; the others go into the doc string.
SAID = frozenset({"players", "turn", "phase", "played_this_turn", "bases", "base_deck", "box", "madness_deck", "monster_deck",
                  "monster_discard", "treasure_deck", "treasure_discard", "monster_numbers", "seed", "play", "choices"})


def board_lines(position: Position, document: dict, *, answers_unsaid: bool) -> list[Line] | None:
    """The ``Given`` steps of ``position``, with a ``the position:`` doc string for the keys no
    sentence says (the answers too, when no ``chooses`` can say them); None when the players
    themselves cannot be said."""
    board = Board(position)
    players = position.players
    factions = [_listed([faction_name_for(f) for f in player.factions]) for player in players]
    if not players or None in factions:
        return None
    game = " and ".join(f"{player.name} ({listed})" for player, listed in zip(players, factions))
    board.say("given", f"a game between {game}", "game_between", "players", players=game)
    if position.turn != players[0].name:
        board.say("given", f"it is {position.turn}'s turn", "turn_of", "turn", player=position.turn)
    if position.phase != "play-cards":
        board.say("given", f"the phase is {position.phase}", "phase_is", "phase", phase=position.phase)
    for what, used in (("minion", position.minion_plays_used), ("action", position.action_plays_used)):
        if used:
            count = {1: "a", 2: "two"}.get(used)
            text = f"{position.turn} has already played {count} {what}{'s' * (used > 1)} this turn" if count else None
            board.say("given", text, "already_played", "played_this_turn")
    for player in players:
        _player_lines(board, player)
    for base in position.bases:
        _base_lines(board, base)
    _pile_lines(board, position)
    if position.seed:
        board.say("given", f"the seed is {position.seed}", "seed_is", "seed")
    if answers_unsaid:
        board.unsaid.add("choices")
    if "players" in board.unsaid:
        return None
    unsaid = {key: value for key, value in document.items() if key in board.unsaid or key not in SAID}
    lines = [line for key, line in board.lines if key not in unsaid]
    if unsaid:
        lines.insert(1, the_position(unsaid))
    return lines


def _player_lines(board: Board, player) -> None:
    name = player.name
    if player.vp:
        board.say("given", f"{name} has {player.vp} VP", "has_vp", "players", player=name)
    for zone, pattern, function_name in (("hand", "{} has {} in hand", "in_hand"), ("deck", "{}'s deck is {}", "deck_is"), ("discard", "{}'s discard pile has {}", "discard_has")):
        cards = getattr(player, zone)
        if not cards:
            continue
        plain = all(card.owner == owner_by_default(card.card, name) and card.controller is None and not _details(card) for card in cards)
        listed = _listed([board.card(card.card, name) for card in cards]) if plain else None
        board.say("given", pattern.format(name, listed) if listed else None, function_name, "players", player=name, cards=listed)
    for titan in player.titans:
        plain = titan.owner == owner_by_default(titan.card, name) and not _details(titan)
        board.say("given", f"{name} has the titan {board.card(titan.card, name)} set aside" if plain else None, "titan_set_aside", "players")
    for card in player.stasis:
        plain = card.owner == owner_by_default(card.card, name) and not card.ref
        text = f"{name} has {board.card(card.card, name)} in stasis with {card.stasis_counters} stasis counter{'s' * (card.stasis_counters != 1)}"
        board.say("given", text if plain else None, "in_stasis", "players")


def _details(card) -> bool:
    return bool(card.counters or card.attached or card.stored or card.copying or card.ref or card.stasis_counters)


def _base_lines(board: Board, base) -> None:
    base_name = name_for(base.card, base_ids())
    if base.ref or base.stored:
        board.unsaid.add("bases")
        return
    if not base.minions:
        board.say("given", f"{base_name} is in play", "base_in_play", "bases", base=base_name)
    placed = [card.card for b in board.position.bases for card in b.minions]
    for card in base.minions:
        if card.copying or card.ref or card.stasis_counters or placed.count(card.card) > 1 and (card.attached or card.stored):
            board.unsaid.add("bases")  # a second copy of the host would take the attachment
            continue
        name = board.card(card.card, card.owner or card.controller)
        if card.controller is None:
            text = f"{name} is uncontrolled at {base_name}" if not card.counters and card.owner is None else None
            board.say("given", text, "uncontrolled_at", "bases", card=name, base=base_name)
        else:
            owner = card.owner if card.owner != owner_by_default(card.card, card.controller) else None
            text = f"{card.controller} controls {name} at {base_name}" + (f" with {card.counters} +1 power counter{'s' * (card.counters != 1)}" if card.counters else "")
            text += f" owned by {owner}" if owner else ""
            board.say("given", text, "controls_at", "bases", card=name, base=base_name, owner=owner)
        for attached in card.attached:
            _attached_line(board, attached, name)
        for owner in dict.fromkeys(stored.owner for stored in card.stored):
            listed = _listed([board.card(stored.card, owner) for stored in card.stored if stored.owner == owner])
            board.say("given", f"{owner}'s {listed} are stored under {name}" if listed and owner else None, "stored_under", "bases", host=name)
    for action in base.actions:
        _attached_line(board, action, base_name)
    for buried in base.buried:
        plain = buried.owner == owner_by_default(buried.card, buried.controller) and "," not in board.card(buried.card, buried.controller)
        board.say("given", f"{buried.controller} has buried {board.card(buried.card, buried.controller)} beside {base_name}" if plain else None, "has_buried", "bases")
    if base.monsters:
        board.say("given", f"{base_name} has a monster number of {base.monsters}", "monster_number", "bases", base=base_name)


def _attached_line(board: Board, card, host: str) -> None:
    plain = card.controller is not None and card.owner == owner_by_default(card.card, card.controller) and not _details(card)
    name = board.card(card.card, card.controller)
    board.say("given", f"{card.controller} has {name} attached to {host}" if plain else None, "attached", "bases", action=name, target=host)


def _pile_lines(board: Board, position: Position) -> None:
    """The shared piles: the base deck, the box, the Madness, Monster and Treasure decks."""
    if position.base_deck is not None:
        listed = _listed([name_for(base, base_ids()) for base in position.base_deck]) if position.base_deck and not position.base_refs else None
        board.say("given", f"the base deck is {listed}" if listed else None, "base_deck", "base_deck", bases=listed)
    for card in position.box:
        plain = card.owner is not None and not _details(card)
        board.say("given", f"{card.owner}'s {board.card(card.card, card.owner)} is in the box" if plain else None, "in_the_box", "box")
    if position.madness_deck is not None:
        board.say("given", f"the Madness deck holds {position.madness_deck} card{'s' * (position.madness_deck != 1)}", "madness_deck_holds", "madness_deck")
    for deck, pile in (("monster", "deck"), ("monster", "discard"), ("treasure", "deck"), ("treasure", "discard")):
        cards = getattr(position, f"{deck}_{pile}")
        if cards or (cards is not None and pile == "deck"):  # [] is an empty deck, None the default one
            listed = _listed([name_for(card, None) for card in cards]) if cards else "empty"
            words = "deck" if pile == "deck" else "discard pile"
            board.say("given", f"the {deck} {words} is {listed}" if listed else None, "shared_pile_is", f"{deck}_{pile}")
    for base, number in position.monster_numbers.items():
        board.say("given", f"{name_for(base, base_ids())} has a monster number of {number}", "monster_number", "monster_numbers")


# --- When: the plays and the answers -----------------------------------------------------------


def play_lines(position: Position, document: dict) -> list[Line]:
    """A ``When`` for each play."""
    plays = document.get("play") or []
    lines = [_play_line(position, sentence) for sentence in ([plays] if isinstance(plays, str) else plays)]
    if None in lines:
        raise DraftError("a play of the position cannot be written as a When step")
    return lines


def _play_line(position: Position, sentence) -> Line | None:
    if not isinstance(sentence, str):
        return None
    if is_score(sentence):
        return Line("when", "the bases score")
    if is_end_turn(sentence):
        return Line("when", "the turn ends")
    player, verb, rest = player_verb_rest(sentence) or (None, None, None)
    if verb == "plays":
        return _sentence("when", f"{player} plays {rest}", "plays", player=player, rest=rest)
    if verb == "uses":
        in_hand = any(player == p.name and any(name_for(c.card, None) == rest for c in p.hand) for p in position.players)
        text = f"{player} uses the Special of {rest} from their hand" if in_hand else f"{player} uses the talent of {rest}"
        return _sentence("when", text, "uses_special_from_hand" if in_hand else "uses_talent", card=rest)
    return None


def choice_lines(answers: list[str], askers: list[str]) -> list[Line] | None:
    """``Alice chooses Warbot`` for the scripted answers, each given by the player asked
    (``askers``, in order), consecutive answers of one player on one line; None when an answer
    cannot be said so (a comma in it): the answers then go into the doc string."""
    said: list[tuple[str, list[str]]] = []
    for answer, asker in zip(answers, askers):
        player, words = split_choice(answer)
        player = player or asker
        if said and said[-1][0] == player:
            said[-1][1].append(words)
        else:
            said.append((player, [words]))
    lines = []
    for player, words in said:
        listed = _listed(words)
        line = _sentence("when", f"{player} chooses {listed}", "chooses", player=player, answers=listed) if listed else None
        if line is None:
            return None
        lines.append(line)
    return lines


def _table_of(lines: list[Line]) -> Table:
    table = Table()
    for line in lines:
        perform(table, line.kind, line.text, line.docstring)
    return table


def _rebuilds(lines: list[Line], position: Position, explanation: Explanation) -> bool:
    """Whether the steps build ``position`` (its answers aside, which the steps give as the
    player asked) and resolve it step for step as the file does."""
    try:
        table = _table_of(lines)
        built = load_valid_position(table.position_text(), source="draft")
    except (LookupError, ValueError, AssertionError):
        return False
    if any(getattr(built, field) != getattr(position, field) for field in Position._compared if field != "choices"):
        return False
    return [WHICH_PLAY.sub("", step["message"]) for step in steps(table.outcome)] == [WHICH_PLAY.sub("", step["message"]) for step in steps(explanation)]


# --- Then: the outcome that changed ------------------------------------------------------------


def outcome_lines(position: Position, explanation: Explanation) -> list[Line]:
    """The ``Then`` steps of what the plays changed, from the game before them and after them."""
    error = explanation.error
    if isinstance(error, IllegalPlay):
        refusal = WHICH_PLAY.sub("", str(error).splitlines()[0], count=1)
        return [Line("then", f"the play is refused: {refusal}")] + [Line("then", f"the refusal cites {cite}") for cite in dict.fromkeys(error.cites)]
    before, after = new_game(position).state, explanation.state
    lines: list[Line] = []
    touched: set[str] = set()
    for iid, card in after.cards.items():
        if iid not in explanation.before or card.zone == before.cards[iid].zone:
            continue
        for base in (before.base_of(before.cards[iid]), after.base_of(card)):  # where it came from and where it went
            if base is not None:
                touched.add(base.iid)
        line = _moved_line(after, card)
        if line is not None and line.text not in [known.text for known in lines]:
            lines.append(line)
    for card in after.all_minions():
        one_of_its_name = [c.name for c in after.all_minions()].count(card.name) == 1  # the step looks the card up by name
        if card.iid in before.cards and card.counters != before.cards[card.iid].counters and one_of_its_name:
            lines.append(Line("then", f"{card.name} has {card.counters} +1 power counter{'s' * (card.counters != 1)}"))
            touched.add(after.base_of(card).iid)
    lines += _power_lines(before, after, touched, state_only=explanation.state_only)
    if any(player.vp != before.player(player.name).vp for player in after.players):
        lines += [Line("then", f"{player.name} has {player.vp} VP") for player in after.players]
    if after.winner:
        lines.append(Line("then", f"{after.winner} wins the game"))
    if not lines:
        raise DraftError("the plays change nothing a Then step can state")
    return lines


def _moved_line(state, card) -> Line | None:
    """Where a card that moved went, in the step that says it; None when no step would read its name back."""
    label = zone_label(state, card.zone)
    kind = card.zone.partition(":")[0]
    if kind == "under":
        text, function_name = f"{card.name} is stored under {label.removeprefix('under ')}", "is_stored_under"
    elif kind == "buried":
        text, function_name = f"{card.name} is {label}", "is_buried"
    elif kind == "stasis":
        text, function_name = f"{card.name} lies in stasis with {card.stasis_counters} stasis counter{'s' * (card.stasis_counters != 1)}", "lies_in_stasis"
    else:
        text, function_name = f"{card.name} is {place_phrase(card.zone, label)}", "card_is"
    return _sentence("then", text, function_name, card=card.name)


def _power_lines(before, after, touched: set[str], *, state_only: bool) -> list[Line]:
    """Each player's power at each base in play that a card came to or left, or where power
    changed (every base, for a position with no play: the question is the state)."""
    lines = []
    for base in after.bases():
        powers = {player.name: player_power_at(after, player.name, base).total for player in after.players}
        earlier = {player.name: player_power_at(before, player.name, before.cards[base.iid]).total for player in after.players} if base.iid in before.cards and before.cards[base.iid].zone == "bases" else {}
        if not (state_only or base.iid in touched or powers != earlier):
            continue
        for player in after.players:
            present = any(minion.controller == player.name for minion in after.minions_at(base))
            if present or powers[player.name] or earlier.get(player.name):
                lines.append(Line("then", f"{player.name} has {powers[player.name]} power at {base.name}"))
    return lines


# --- the feature file --------------------------------------------------------------------------


def tags(explanation: Explanation) -> list[str]:
    """``@ruling:ID`` for each ruling the explanation cites, then ``@rule:ID`` for each rule section."""
    sources = cited(explanation)
    return [f"@ruling:{cite}" for cite in sources if cite in data.rulings()] + [f"@rule:{cite}" for cite in sources if cite in data.rules()]


def feature_text(feature: str, scenario: str, tag_list: list[str], lines: list[Line]) -> str:
    text = [f"Feature: {feature}", "", *_tag_lines(tag_list), f"  Scenario: {scenario}"]
    previous = None
    for line in lines:
        keyword = "And" if line.kind == previous else KEYWORDS[line.kind]
        previous = line.kind
        text.append(f"    {keyword} {line.text}")
        if line.docstring is not None:
            text += ['      """', *(f"      {row}" for row in line.docstring.splitlines()), '      """']
    return "\n".join(text) + "\n"


def _tag_lines(tag_list: list[str]) -> list[str]:
    lines: list[str] = []
    for tag in tag_list:
        if lines and len(lines[-1]) + 1 + len(tag) <= TAG_LINE:
            lines[-1] += f" {tag}"
        else:
            lines.append(f"  {tag}")
    return lines
