"""Burying cards (burying.how, burying.status, burying.uncover, burying.scoring).

A buried card lies face down beside a base, on its controller's side, in the zone
``buried:<base iid>``. It is not at the base (``at:``) nor attached to it (``on:``), so the
engine's "in play" queries leave it out: it has no power and no presence, minion and action
abilities cannot reach it, and its own abilities cannot trigger until it is uncovered
(burying.status). Its controller is the player who buried it.

* ``bury`` puts a card from a hand, from the resolving zone (a self-burying action) or from
  play (a Mummy) there: attachments and counters are discarded first (burying.uncover), and
  "buried" triggers run (event card: the buried card, base: where, player: its controller).
* ``uncover`` turns it face up and plays it at once as an extra card, from beside the base,
  as if from hand: a minion at that base, an action on that base or on a minion there, a
  standard action resolved and discarded; a card that cannot be played then is discarded.
  Its ability sees ``uncovered_at`` (the base) in its context, so a self-burying action knows
  it is not buried again. Then "uncovered" triggers run.
* At the start of their turn a player may uncover one of their buried cards (``start_of_turn``).
* When a base leaves play (scored and replaced, destroyed), the cards still buried beside it
  go to their owners' discard piles (``discard_buried``); a swapped base keeps them.
"""

from __future__ import annotations

from smashup_rules.engine import effects
from smashup_rules.engine.abilities import TriggerEvent
from smashup_rules.engine.choices import Option
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.game import card_options
from smashup_rules.engine.play import check_target, play_card
from smashup_rules.engine.zones import AT, HAND, RESOLVING, buried, buried_zone, is_in_play_as_base, place
from smashup_rules.engine.state import any_buried, base_of_buried, buried_cards

# The expansion summary's rulings on burying that burying.how and burying.uncover restate.
BURY_RULING = "oops/burying#1"  # buried only when told to; face down; shown only when it buries itself
UNCOVER_RULING = "oops/burying#3"  # uncovered: played at once as an extra card, or discarded

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from smashup_rules.engine.source import Source
    from smashup_rules.engine.game import Game
    from smashup_rules.engine.state import CardInstance

def bury(game: Game, card: CardInstance, base: CardInstance, source: Source | None, *, reveal: bool = False, cites: Sequence[str] = ()) -> bool:
    """Bury ``card`` beside ``base`` for ``source.player`` (burying.how). A card in play leaves it
    directly, its attachments and counters discarded first (ancient-egyptians/mummy#1: not via
    a hand or discard pile). Returns whether it was buried."""
    state = game.state
    player = source.player if source is not None else card.controller
    if not is_in_play_as_base(base):
        return False
    where = None
    if state.in_play(card):
        where = effects.departure(state, card)
        for attached in state.attachments(card):
            zone = effects.owner_pile(attached, "discard")
            state.relocate(attached, zone)
            attached.controller = attached.owner
            game.record("discard", f"{attached.name}, attached to {card.name}, is discarded before it is buried.", cards=[attached, card], cites=("burying.uncover",))
        state.copied_abilities.pop(card.iid, None)
    card.counters = 0
    origin = place(card.zone)
    state.relocate(card, buried_zone(base))
    card.controller = player
    from_where = {HAND: f" from {player}'s hand", RESOLVING: "", AT: f" from {where['base'].name}" if where else ""}.get(origin, "")
    shown = f"reveals {card.name} and buries it" if reveal else f"buries {card.name}"
    game.record(
        "bury",
        f"{player} {shown}{from_where} face down beside {base.name}.",
        cards=[card, base] + ([source.card] if source is not None and source.card is not card else []),
        players=[player],
        cites=(*(source.cites if source is not None else ()), *cites, "burying.how", "burying.status", BURY_RULING),
    )
    if where is not None:
        effects.after_leaving(game, card, where, source)
    game.fire(TriggerEvent("buried", card, base, player))
    return True


def uncover(game: Game, card: CardInstance, player: str, *, cites: Sequence[str] = ()) -> bool:
    """Uncover a buried card: played at once as an extra card from beside its base, or
    discarded when it cannot be played (burying.uncover). Returns whether it was uncovered."""
    state = game.state
    base = base_of_buried(state, card)
    if base is None:
        return False
    game.record(
        "uncover",
        f"{player} uncovers {card.name} beside {base.name}.",
        cards=[card, base],
        players=[player],
        cites=(*cites, "burying.uncover"),
    )
    card.controller = player
    free = ("uncovered: played as an extra card", ("burying.uncover", "play.extra", UNCOVER_RULING))
    behaviour = state.registry.behaviour(card.card_id)
    played = False
    try:
        if card.kind == "minion":
            play_card(game, player, card, base=base, free=free, uncovered_at=base)
            played = True
        elif card.kind == "action":
            if behaviour.play_on in ("minion", "own-minion"):
                fits = []
                for minion in state.minions_at(base):
                    try:
                        check_target(game, player, card, base, minion)
                    except IllegalPlay:
                        continue
                    fits.append(minion)
                if fits:
                    target = game.ask(player, f"choose a minion at {base.name} for the uncovered {card.name}", card_options(state, fits), "target", cites=("burying.uncover",))
                    play_card(game, player, card, target=target, free=free, uncovered_at=base)
                    played = True
            elif behaviour.play_on == "base":
                play_card(game, player, card, base=base, free=free, uncovered_at=base)
                played = True
            else:
                play_card(game, player, card, free=free, uncovered_at=base)
                played = True
    except IllegalPlay as refusal:
        game.record("note", f"{card.name} cannot be played now ({str(refusal).rstrip('.')}).", cards=[card], cites=("burying.uncover", UNCOVER_RULING))
    if not played and buried(card):
        pile = effects.owner_pile(card, "discard")  # a monster or treasure: its own pile
        state.relocate(card, pile)
        card.controller = card.owner
        game.record("discard", f"{card.name} cannot be played as it is uncovered: it is discarded to {effects.pile_words(pile)}.", cards=[card], cites=("burying.uncover", UNCOVER_RULING))
    game.fire(TriggerEvent("uncovered", card, base, player))
    return True


def choose_and_uncover(game: Game, player: str, candidates: Sequence[CardInstance], prompt: str, *, optional: bool = True, cites: Sequence[str] = ()) -> CardInstance | None:
    """Let ``player`` pick one of ``candidates`` (buried cards) to uncover, or pass."""
    if not candidates:
        return None
    opts = card_options(game.state, candidates)
    if optional:
        opts.append(Option("pass", None))
    card = game.ask(player, prompt, opts, "uncover", cites=(*cites, "burying.uncover", *(("terms.may",) if optional else ())))
    if card is not None:
        uncover(game, card, player, cites=cites)
    return card


def start_of_turn(game: Game, player: str) -> None:
    """burying.uncover: at the start of their own turn, a player may uncover one buried card they control."""
    state = game.state
    if not any_buried(state):
        return
    choose_and_uncover(game, player, buried_cards(state, controller=player), "choose one of your buried cards to uncover at the start of your turn, or pass", cites=("turn.start",))


def return_to_hand(game: Game, card: CardInstance, source: Source | None, *, cites: Sequence[str] = ()) -> bool:
    """Return a buried card to its owner's hand. A monster never goes to a hand (monsters.nature):
    it stays buried. Returns whether it was returned."""
    state = game.state
    base = base_of_buried(state, card)
    if base is None:
        return False
    extra = tuple(source.cites) if source is not None else ()
    if card.group in ("monsters", "treasures"):
        game.record("cannot", f"{card.name} is a {card.group[:-1]}: it cannot go to a hand and stays buried.", cards=[card], cites=(*extra, *cites, "monsters.nature"))
        return False
    zone = effects.owner_pile(card, "hand")
    state.relocate(card, zone)
    card.controller = card.owner
    game.record(
        "return",
        f"{card.name}, buried beside {base.name}, returns to {card.owner}'s hand.",
        cards=[card, base] + ([source.card] if source is not None else []),
        players=[card.owner],
        cites=(*extra, *cites, "burying.status"),
    )
    return True
