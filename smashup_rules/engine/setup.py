"""Build a game state from a board position (``smashup_rules.position.Position``).

Instance ids are handed out in a fixed order (players in seat order: hand, deck,
discard, titans; then bases in order with their cards; then the base deck), so
the same position always gives the same ids.
"""

from __future__ import annotations

from smashup_rules.engine import madness, power_watch
from smashup_rules.engine.abilities import TriggerEvent
from smashup_rules.engine.play import regular_allowances
from smashup_rules.engine.registry import Registry, default_registry
from smashup_rules.engine.rng import Rng
from smashup_rules.engine.state import (
    NO_OWNER_GROUPS,
    SHARED_ZONES,
    Player,
    State,
    TurnState,
    at_base,
    attached_to,
    deck,
    discard,
    hand,
    titans,
)
from smashup_rules.reference import data

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.position import CardSpec, Position


def _owner_of(spec: CardSpec, default: str | None) -> str | None:
    group = data.cards()[spec.card]["group"]
    if group in NO_OWNER_GROUPS:
        return None
    if group == "madness":  # madness.ownership: owned by whoever controls it
        return spec.controller or spec.owner or default
    return spec.owner or spec.controller or default


def state_from_position(position: Position, registry: Registry | None = None) -> State:
    rng = Rng(position.seed)
    turn = TurnState(position.turn, 1, position.phase)
    if position.phase == "play-cards":
        turn.allowances = regular_allowances(position.minion_plays_used, position.action_plays_used)
        # Actions played before the position count ("if you have played two actions this turn"); no card is known.
        turn.actions_played = [f"earlier-action-{n + 1}" for n in range(position.action_plays_used)]
    state = State(
        players=[Player(p.name, list(p.factions), p.vp) for p in position.players],
        turn=turn,
        rng=rng,
        registry=registry or default_registry(),
    )
    for zone in SHARED_ZONES:
        state.zones.setdefault(zone, [])
    for player in position.players:
        for zone, specs in ((hand, player.hand), (deck, player.deck), (discard, player.discard), (titans, player.titans)):
            state.zones.setdefault(zone(player.name), [])
            for spec in specs:
                owner = _owner_of(spec, player.name)
                state.create(spec.card, zone(player.name), owner, owner)
    for base_spec in position.bases:
        base = state.create(base_spec.card, "bases", None)
        for spec in base_spec.minions:
            _place_in_play(state, spec, at_base(base.iid))
        for spec in base_spec.actions:
            _place_in_play(state, spec, attached_to(base.iid))
        for spec in base_spec.buried:  # face down beside the base (engine.burying)
            _place_in_play(state, spec, f"buried:{base.iid}")
    for base_id in position.base_deck or _default_base_deck(position, rng):
        state.create(base_id, "base-deck", None)
    madness.setup_deck(state)  # setup.special-decks: last, so the other instance ids stay as they were
    if position.phase != "start-turn":  # the turn has started: titans in play now were there then
        state.turn.titans_at_start = {t.iid for t in state.titans_in_play()}
    power_watch.baseline(state)  # powers as the position starts, for "after the power of a minion increases"
    return state


def _place_in_play(state: State, spec: CardSpec, zone: str) -> None:
    controller = spec.controller or spec.owner
    card = state.create(spec.card, zone, _owner_of(spec, controller), controller)
    card.counters = spec.counters
    for attached in spec.attached:
        _place_in_play(state, attached, attached_to(card.iid))


def _default_base_deck(position: Position, rng: Rng) -> list[str]:
    """setup.base-deck: the bases of the factions in the game that are not in play, shuffled."""
    in_play = {base.card for base in position.bases}
    factions = [faction for player in position.players for faction in player.factions]
    bases = [
        card_id
        for faction in factions
        for card_id in data.factions()[faction]["bases"]
        if card_id not in in_play
    ]
    rng.shuffle(bases)
    return bases


def setup_bases(game) -> None:
    """setup.bases: the bases dealt at the start of a new game are played during setup. Their
    abilities that say what happens then (event "setup": "If played during setup, replace it")
    resolve, base by base in table order, before the first turn."""

    for base in game.state.bases():
        if base.zone == "bases":
            game.fire(TriggerEvent("setup", base, base))
