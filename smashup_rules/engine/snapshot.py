"""A game state as a board position (``smashup_rules.position.Position``).

The inverse of ``engine.setup.state_from_position`` for everything the position
format holds: players (VP, hand, deck, discard pile, titans set aside), bases in
play with their cards, counters and attachments, the base deck, the turn and
phase. What the format cannot hold is listed by ``unrepresented`` so a caller can
say so rather than pretend the position is exact.
"""

from __future__ import annotations

from smashup_rules.engine.state import CardInstance, State, at_base, deck, discard, hand, titans
from smashup_rules.position import BaseSpec, CardSpec, PlayerSpec, Position
from smashup_rules.reference import data


def state_to_position(state: State, seed: int = 0) -> Position:
    """The position of ``state`` (no play, no choices); ``seed`` becomes the position's seed."""
    players = [
        PlayerSpec(
            player.name,
            list(player.factions),
            player.vp,
            hand=[_zone_card(card) for card in state.zone(hand(player.name))],
            deck=[_zone_card(card) for card in state.zone(deck(player.name))],
            discard=[_zone_card(card) for card in state.zone(discard(player.name))],
            titans=[_zone_card(card) for card in state.zone(titans(player.name))],
        )
        for player in state.players
    ]
    bases = [
        BaseSpec(
            base.card_id,
            minions=[_in_play(state, card) for card in state.zone(at_base(base.iid))],
            actions=[_in_play(state, card) for card in state.attachments(base)],
            buried=[_in_play(state, card) for card in state.zone(f"buried:{base.iid}")],
        )
        for base in state.bases()
    ]
    turn = state.turn
    regular = {a.kind for a in turn.allowances if a.regular}
    playing = turn.phase == "play-cards"
    return Position(
        players=players,
        bases=bases,
        turn=turn.player,
        phase=turn.phase,
        base_deck=[card.card_id for card in state.zone("base-deck")],
        minion_plays_used=int(playing and "minion" not in regular),
        action_plays_used=int(playing and "action" not in regular),
        seed=seed,
    )


def _zone_card(card: CardInstance) -> CardSpec:
    return CardSpec(card.card_id, owner=card.owner)


def _in_play(state: State, card: CardInstance) -> CardSpec:
    return CardSpec(
        card.card_id,
        owner=card.owner,
        controller=card.controller,
        counters=card.counters,
        attached=[_in_play(state, attached) for attached in state.attachments(card)],
    )


def unrepresented(state: State) -> list[str]:
    """What of ``state`` a position cannot say (and so a position made from it loses)."""
    lost = []
    for zone in ("base-discard", "box", "revealed", "set-aside", "resolving", "madness-discard",
                 "monsters-deck", "monsters-discard", "treasures-deck", "treasures-discard"):
        cards = state.zone(zone)
        if cards:
            lost.append(f"{zone.replace('-', ' ')}: {', '.join(card.name for card in cards)}")
    for key, iids in state.zones.items():
        if key.startswith("under:") and iids:  # cards stored under a card (effects.store_under)
            lost.append(f"stored under {state.cards[key[6:]].name}: {', '.join(state.cards[i].name for i in iids)}")
    for effect in state.lasting:
        lost.append(f"a lasting effect of {state.cards[effect.source].name} ({effect.stat} {effect.amount:+d} until {effect.until})")
    extras = [a.describe() for a in state.turn.allowances if not a.regular]
    if extras:
        lost.append(f"extra plays: {', '.join(extras)}")
    if state.turn.used_once:
        lost.append(f"once-per-turn uses: {', '.join(sorted(state.turn.used_once))}")
    for iid, card_id in state.copied_abilities.items():
        lost.append(f"{state.cards[iid].name} has the abilities of {data.cards()[card_id]['name']} (a copy)")
    return lost
