"""The Monster and Treasure decks (monsters.*, treasures.*): monsters played from the monster
deck onto a base, treasure drawn, revealed and taken, and loot for destroying a monster.

Each deck and its discard pile is a shared zone ("monsters-deck", "monsters-discard",
"treasures-deck", "treasures-discard"), top first. A deck that is empty when a card is needed
is rebuilt from its discard pile, shuffled (scoring.replace says so of the monster deck; the
treasure deck is read the same way, conflict.treasure-deck-empty). Monsters and treasures have
no owner: where they go when they leave play is ``leaving.owner_pile``'s business.
"""

from __future__ import annotations

from smashup_rules.engine.abilities import TriggerEvent
from smashup_rules.engine.effects.affects import with_cites
from smashup_rules.engine.zones import REVEALED, at_base, hand
from smashup_rules.util.words import counted

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from smashup_rules.engine.source import Source
    from smashup_rules.engine.game import Game
    from smashup_rules.engine.state import CardInstance

MONSTERS, TREASURES = "monsters", "treasures"
RULE = {MONSTERS: "monsters.deck", TREASURES: "treasures.nature"}
DECK_WORDS = {MONSTERS: "monster deck", TREASURES: "treasure deck"}


def deck_zone(group: str) -> str:
    return f"{group}-deck"


def discard_zone(group: str) -> str:
    return f"{group}-discard"


def top_card(game: Game, group: str) -> CardInstance | None:
    """The top card of the monster or treasure deck; an empty deck is first rebuilt from its
    discard pile, shuffled. None when both are empty."""
    state = game.state
    deck, pile = deck_zone(group), discard_zone(group)
    if not state.zones.get(deck) and state.zones.get(pile):
        cards = state.zone(pile)
        state.rng.shuffle(cards)
        for card in cards:
            state.relocate(card, deck)
        game.record(
            "shuffle",
            f"The {DECK_WORDS[group]} is empty: its discard pile is shuffled into a new {DECK_WORDS[group]}.",
            cites=("scoring.replace", RULE[group]) if group == MONSTERS else (RULE[group], "conflict.treasure-deck-empty"),
        )
    top = state.zone(deck)[:1]
    return top[0] if top else None


def play_monster(game: Game, card: CardInstance, base: CardInstance, player: str | None, cites: Sequence[str]) -> None:
    """monsters.play: ``card`` is played at ``base`` as an uncontrolled monster (monsters.control),
    by ``player`` or, for a base bringing its monsters, by nobody. It is nobody's regular or
    extra play; its on-play ability happens, then "played" triggers (player: ``player``)."""
    state = game.state
    origin = card.zone
    present = frozenset(c.iid for c in state.cards_at(base))
    state.turn.record_play(player, card.iid, "monster", "monster", base.iid, origin)  # nobody's minion play (monsters.play)
    state.relocate(card, at_base(base.iid))
    card.controller = None
    by = f"{player} plays it" if player else "not played by any player"
    source = "from the monster deck" if origin == deck_zone(MONSTERS) else "from the monster discard pile"
    game.record(
        "play",
        f"{card.name} is played {source} at {base.name} as an uncontrolled monster ({by}; not a regular or extra play).",
        cards=[card, base],
        players=[player] if player else [],
        cites=(*cites, "monsters.play", "monsters.control", card.card_id),
        origin=origin,
    )
    state.registry.behaviour(card.card_id).on_play(game.context(card))
    facts = {"affected": [], "present_before": present, "affected_where": {}, "counters_at_play": {}}
    game.fire(TriggerEvent("played", card, base, player, facts))


def bring_monsters(game: Game, base: CardInstance) -> None:
    """monsters.bases: a base with a monster number entering play gets that many monsters,
    drawn one at a time from the monster deck and played on it by nobody."""
    count = game.state.monster_numbers.get(base.card_id, 0)
    for number in range(count):
        card = top_card(game, MONSTERS)
        if card is None:
            game.record(
                "cannot",
                f"{base.name} brings {counted(count, 'monster')}, but the monster deck and its discard pile are empty: "
                f"{counted(count - number, 'monster')} fewer.",
                cards=[base],
                cites=("monsters.bases",),
            )
            return
        play_monster(game, card, base, None, ("monsters.bases",))


def draw_treasures(game: Game, player: str, count: int, source: Source | None, cites: Sequence[str] = ()) -> list[CardInstance]:
    """"Draw N treasure cards": one at a time from the treasure deck into ``player``'s hand.
    Each card may be taken instead by an ongoing ability (replacement event "draw-treasure",
    card: the treasure, player: who would draw it; Potion of Line Cutting). Returns the cards
    ``player`` drew."""
    state = game.state
    drawn = []
    for number in range(count):
        card = top_card(game, TREASURES)
        if card is None:
            game.record(
                "draw",
                f"{player} cannot draw {counted(count - number, 'more treasure card' if drawn else 'treasure card')}: the treasure deck and its discard pile are empty.",
                players=[player],
                cites=with_cites(source, *cites, "conflict.treasure-deck-empty"),
            )
            break
        if game.replace(TriggerEvent("draw-treasure", card, None, player)) is not None:
            continue
        state.relocate(card, hand(player))
        drawn.append(card)
        game.record("draw", f"{player} draws {card.name} from the treasure deck.", cards=[card], players=[player], cites=with_cites(source, *cites))
    return drawn


def take_treasure(game: Game, card: CardInstance, player: str, source: Source | None, how: str, cites: Sequence[str] = ()) -> None:
    """A treasure not in play (revealed, looked at, or in the treasure discard pile) goes into
    ``player``'s hand; ``how`` says how ("takes", "draws")."""
    where = {REVEALED: "the revealed treasures", discard_zone(TREASURES): "the treasure discard pile"}.get(card.zone, "the treasure deck")
    game.state.relocate(card, hand(player))
    game.record("draw", f"{player} {how} {card.name} from {where}.", cards=[card] + ([source.card] if source else []), players=[player], cites=with_cites(source, *cites))


def reveal_treasures(game: Game, count: int, cites: Sequence[str]) -> list[CardInstance]:
    """Reveal ``count`` cards from the treasure deck (fewer when it and its discard pile run
    out): they wait in the "revealed" zone until taken."""
    revealed = []
    while len(revealed) < count:
        card = top_card(game, TREASURES)
        if card is None:
            break
        game.state.relocate(card, REVEALED)
        revealed.append(card)
    shown = ", ".join(card.name for card in revealed) or "nothing: the treasure deck and its discard pile are empty"
    game.record("reveal", f"{counted(count, 'treasure card')} revealed from the treasure deck: {shown}.", cards=revealed, cites=cites)
    return revealed


def loot(game: Game, monster: CardInstance, source: Source | None) -> None:
    """monsters.loot: a monster destroyed by a card effect gives the player who controls that
    effect as many treasure cards as its treasure number (no player, no loot)."""
    player = source.player if source is not None else None
    count = monster.record["treasures"] or 0
    if player is None or not count:
        return
    game.record(
        "loot",
        f"{player} destroyed {monster.name}: {player} draws {counted(count, 'treasure card')} (its treasure number).",
        cards=[monster, source.card],
        players=[player],
        cites=(*source.cites, "monsters.loot"),
    )
    draw_treasures(game, player, count, source, ("monsters.loot",))


def shuffle_shared_deck(game: Game, group: str, source: Source | None) -> None:
    """Shuffle the monster or treasure deck ("shuffle this card into the treasure deck")."""
    game.state.rng.shuffle(game.state.zones.setdefault(deck_zone(group), []))
    game.record("shuffle", f"The {DECK_WORDS[group]} is shuffled.", cites=with_cites(source))
