"""Playing cards off the top of a deck (off-the-top.procedure, off-the-top.empty-deck,
off-the-top.prerequisites, off-the-top.counts-as), and drawing them (conflict.draw-off-the-top).

"Play a minion off the top of your deck" is done by ``play_off_the_top``:

1. Cards are revealed from the top of the deck one at a time until one of the kind asked for
   turns up (``effects.reveal_until``: an empty deck is rebuilt first, a deck that runs out
   while revealing just stops the procedure). The cards revealed on the way are held in the
   "revealed" zone: in no deck or discard pile, and not in play.
2. The card found is played from the top of the deck as a specific extra play of that very
   card, at once: where it goes (its base, its minion) is chosen once it is known
   (penguins/command-penguin#1). A card that cannot be played there and then (its own
   condition, a Special-only card, no base it may go to) is discarded instead
   (off-the-top.prerequisites).
3. "Play N ..." repeats 1-2 N times; then the other revealed cards are shuffled back into the
   deck, unless the card says otherwise (``rest``).

A card played from a deck was always revealed from its top first (this procedure, or
Hoverbot's "reveal the top card ... play it"), so ``play`` tells every card played from a
deck that it was played off the top (``AbilityContext.played_off_the_top``,
off-the-top.counts-as), whether or not it was the first card revealed.
"""

from __future__ import annotations

from smashup_rules.engine import effects
from smashup_rules.engine.play import offer_play, play_options
from smashup_rules.engine.turn_state import PlayAllowance
from smashup_rules.engine.zones import REVEALED, revealed

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Callable

    from smashup_rules.engine.source import Source
    from smashup_rules.engine.game import Game
    from smashup_rules.engine.state import CardInstance

PROCEDURE = "off-the-top.procedure"
# The summary rulings (Penguins) that the off-the-top.* sections restate: revealing until one is
# found, repeating, shuffling back (#1); the empty deck and an unmet prerequisite (#2); what
# counts as played off the top (#3).
REVEALING = ("penguins/off-the-top#1", "penguins/off-the-top#2")
COUNTS_AS = "penguins/off-the-top#3"


def play_off_the_top(
    game: Game,
    source: Source,
    kind: str,
    *,
    count: int = 1,
    fits: Callable[[CardInstance], bool] | None = None,
    rest: Callable[[list[CardInstance]], None] | None = None,
) -> list[CardInstance]:
    """``source.player`` plays ``count`` cards of ``kind`` ("minion" or "action") off the top of
    their deck for ``source``'s ability; ``fits`` narrows what is looked for ("a minion of power 2
    or less"). Each play may be passed, as every extra play may (conflict.optional-extra-plays).
    ``rest`` receives the revealed cards that were not played, when the card says where they go;
    by default they are shuffled back into the deck once every card found has been played and has
    resolved. Returns the cards played."""
    player = source.player
    revealing = source.citing(PROCEDURE, *REVEALING)
    aside: list[CardInstance] = []
    played: list[CardInstance] = []
    for _ in range(count):
        found, passed = effects.reveal_until(game, player, lambda card: card.kind == kind and (fits is None or fits(card)), revealing)
        aside += passed
        if found is None:
            break
        allowance = PlayAllowance(kind, source.card.iid, source.card.card_id, card=found.iid, from_zone="deck", immediate=True, cites=(*source.extra_cites, PROCEDURE, COUNTS_AS))
        if not play_options(game, player, allowance):
            game.record(
                "note",
                f"{found.name} cannot be played now: it is discarded instead of played.",
                cards=[found, source.card],
                players=[player],
                cites=(*source.cites, "off-the-top.prerequisites", REVEALING[1]),
            )
            effects.discard_card(game, found, (*source.cites, "off-the-top.prerequisites", REVEALING[1]))
        elif offer_play(game, player, allowance) is not None:
            played.append(found)
        else:  # declined: an unused revealed card like the others
            game.state.relocate(found, REVEALED)
            aside.append(found)
    unused = [card for card in aside if revealed(card)]
    if rest is not None:
        rest(unused)
    elif unused:
        effects.shuffle_into_deck(game, unused, player, revealing)
    return played


def draw_off_the_top(game: Game, source: Source, fits: Callable[[CardInstance], bool]) -> CardInstance | None:
    """"Draw X off the top of your deck" (conflict.draw-off-the-top): the procedure above with a
    draw in place of the play. Cards are revealed from the top until one ``fits`` (an empty deck
    rebuilt first, a deck that runs out ending it with nothing found); that card is drawn and the
    others revealed are shuffled back into the deck. Returns the card drawn, or None."""
    player = source.player
    revealing = source.citing(PROCEDURE, *REVEALING, "conflict.draw-off-the-top")
    found, passed = effects.reveal_until(game, player, fits, revealing)
    if found is not None:
        effects.draw_specific(game, found, revealing.cites)
    unused = [card for card in passed if revealed(card)]
    if unused:
        effects.shuffle_into_deck(game, unused, player, revealing)
    return found
