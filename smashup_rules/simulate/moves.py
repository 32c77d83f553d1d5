"""The simulator's candidate plays (every play a turn could try next, in a random order) and
its decisions (``SimChooser``).

The candidates are generous (a card from hand for every base it could go to, every talent
of the player's cards in play ...): the engine decides which is legal, and the simulator
tries them in order until one is made.
"""

from __future__ import annotations

from smashup_rules.engine.choices import Decision, RandomChooser, match_option
from smashup_rules.engine.errors import ChoiceError
from smashup_rules.engine.play import available_allowances, play_sources
from smashup_rules.engine.zones import discard, hand, titans

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    import random
    from smashup_rules.engine.game import Game
    from smashup_rules.engine.state import CardInstance
    Move = tuple[str, CardInstance, CardInstance | None, CardInstance | None]


def shuffle(rng: random.Random, items: list) -> None:
    """``rng.shuffle(items)``: the same draws and the same order (Fisher-Yates from the end, each
    index drawn by rejection from ``getrandbits``), without two Python calls per item; the
    candidate plays are shuffled at every step of every turn."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        bound = i + 1
        bits = bound.bit_length()
        j = getrandbits(bits)
        while j >= bound:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


def candidate_moves(game: Game, rng: random.Random) -> list[Move]:
    """Candidate plays in random order: cards from hand that some play left fits, cards an
    ability offers from the discard pile, titans set aside, talents. The engine decides."""
    state = game.state
    player = state.turn.player
    kinds = {a.kind for a in state.turn.allowances}
    registry = state.registry
    # The cards of this game with each ability: most abilities are in no card of a game, and
    # the hand, the discard pile and the table need no look for them.
    in_game = state.in_game
    in_hand = state.zone(hand(player))
    cards = [c for c in in_hand if c.kind in kinds]
    # From the discard pile: a card whose own ability offers a play now (Tenacious Z), or a
    # minion that an ongoing ability in play lets replace a play from hand.
    source_cards = in_game(registry.defining("play_sources"))
    sources = "minion" in kinds and source_cards and any(c.card_id in source_cards for c in state.cards_in_play())
    offering = in_game(registry.defining("offered_plays"))
    if sources:
        for card in state.zone(discard(player)):
            if card.card_id in offering and any(not a.regular for a in available_allowances(game, player, card)):
                cards.append(card)
            elif card.kind == "minion" and play_sources(game, player, card):
                cards.append(card)
    elif offering:
        cards += [card for card in state.zone(discard(player))
                  if card.card_id in offering and any(not a.regular for a in available_allowances(game, player, card))]
    titan_plays = in_game(registry.defining("titan_play"))
    if titan_plays:
        cards += [t for t in state.zone(titans(player)) if t.card_id in titan_plays]
    moves = []
    bases = state.bases()
    minions = None
    for card in cards:
        if card.kind in ("minion", "titan"):
            moves += [("play", card, base, None) for base in bases]
            continue
        play_on = registry.behaviour(card.card_id).play_on
        if play_on == "base":
            moves += [("play", card, base, None) for base in bases]
        elif play_on in ("minion", "own-minion"):
            minions = state.all_minions() if minions is None else minions
            moves += [("play", card, None, m) for m in minions if play_on == "minion" or m.controller == player]
        else:
            moves.append(("play", card, None, None))
    # A Fusion card played as its other kind, on nothing (a minion played as an action).
    fusions = in_game(registry.defining("fusion"))
    if fusions:
        moves += [("play", c, None, None) for c in in_hand if c.card_id in fusions and registry.behaviour(c.card_id).fusion in kinds]
    # An ongoing ability used instead of a play (Monet), "used" like a Talent.
    instead = in_game(registry.defining("instead_of_play"))
    if instead:
        moves += [("talent", c, None, None) for c in state.cards_in_play()
                  if c.controller == player and c.card_id in instead and registry.behaviour(c.card_id).instead_of_play in kinds]
    used = state.turn.used_once
    for card in state.in_play_with(registry.defining("talent_method")):
        mine = card.controller == player or card.kind == "base"  # a base's "on your turn" ability (talents.use_talent)
        if mine and registry.behaviour(state.ability_id(card)).talent_method and f"talent:{card.iid}" not in used:
            moves.append(("talent", card, None, None))
    # Specials used from the hand without playing the card (Deputy): "uses" it, like a Talent.
    hand_specials = in_game(registry.defining("hand_special"))
    if hand_specials:
        moves += [("talent", c, None, None) for c in in_hand if c.card_id in hand_specials]
    shuffle(rng, moves)
    return moves


class SimChooser(RandomChooser):
    """Uniform random decisions, normalised to the option a scripted answer naming it
    would pick (two identical Walkers in hand are one choice), and remembered as
    ``Player: answer`` lines so that a turn can be replayed from a position file."""

    def __init__(self, seed: int):
        super().__init__(seed)
        self.answers: list[str] = []

    def __call__(self, decision: Decision) -> int:
        index = self.rng.below(len(decision.options))
        display = decision.options[index].display
        try:
            index = match_option(display, decision)
        except ChoiceError:  # an ambiguous label: keep the random pick
            pass
        self.answers.append(f"{decision.player}: {display}")
        return index
