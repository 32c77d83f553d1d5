"""Build a game state from a board position (``smashup_rules.position.Position``).

Instance ids are handed out in a fixed order (players in seat order: hand, deck,
discard, titans; then bases in order with their cards; then the base deck), so
the same position always gives the same ids.
"""

from __future__ import annotations

from smashup_rules.engine import effects, madness
from smashup_rules.engine.abilities import TriggerEvent
from smashup_rules.engine.allowances import regular_allowances
from smashup_rules.engine.registry import Registry, default_registry
from smashup_rules.engine.rng import Rng
from smashup_rules.engine.zones import (
    BASE_DECK,
    BASE_DISCARD,
    BASES,
    BOX,
    NO_OWNER_GROUPS,
    SHARED_ZONES,
    at_base,
    attached_to,
    buried_zone,
    deck,
    discard,
    hand,
    is_in_play_as_base,
    stasis_zone,
    stored_zone,
    titans,
)
from smashup_rules.engine.state import CardInstance, LastingEffect, Player, State
from smashup_rules.engine.turn_state import Move, PlayAllowance, PlayMade, TurnState
from smashup_rules.reference import data

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.position.model import CardSpec, Position


def _owner_of(spec: CardSpec, default: str | None) -> str | None:
    group = data.cards()[spec.card]["group"]
    if group in NO_OWNER_GROUPS:
        return None
    if group == "madness":  # madness.ownership: owned by whoever controls it
        return spec.controller or spec.owner or default
    return spec.owner or spec.controller or default


def state_from_position(position: Position, registry: Registry | None = None) -> State:
    rng = Rng(position.seed, position.random_drawn)
    turn = TurnState(position.turn, position.turn_number, position.phase)
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
    state.reserved_ids = _refs(position)
    for zone in SHARED_ZONES:
        state.zones.setdefault(zone, [])
    for player in position.players:
        zones = ((hand, player.hand), (deck, player.deck), (discard, player.discard), (titans, player.titans), (stasis_zone, player.stasis))
        for zone, specs in zones:
            state.zones.setdefault(zone(player.name), [])
            for spec in specs:  # held by the player whose zone it is, whoever owns it (oops/vikings#1)
                _create(state, spec, zone(player.name), _owner_of(spec, player.name), player.name)
    for base_spec in position.bases:
        base = state.create(base_spec.card, BASES, None, iid=base_spec.ref)
        for spec in base_spec.minions:
            _place_in_play(state, spec, at_base(base.iid))
        for spec in base_spec.actions:
            _place_in_play(state, spec, attached_to(base.iid))
        for spec in base_spec.buried:  # face down beside the base (engine.burying)
            _place_in_play(state, spec, buried_zone(base))
        _store_under(state, base, base_spec.stored)
    deck_ids = position.base_deck if position.base_deck is not None else _default_base_deck(position, rng)
    for zone, base_ids in ((BASE_DECK, deck_ids), (BASE_DISCARD, position.base_discard)):
        for base_id in base_ids:
            state.create(base_id, zone, None, iid=position.base_refs.get(base_id))
    for spec in position.box:  # out of the game, each with its owner (as ``place_in_box`` leaves it)
        owner = _owner_of(spec, spec.owner)
        _create(state, spec, BOX, owner, owner)
    madness.setup_deck(state, position.madness_deck)  # setup.special-decks: last, so the other instance ids stay as they were
    _setup_monsters_and_treasures(state, position)  # after the Madness deck, for the same reason
    if position.phase != "start-turn":  # the turn has started: titans in play now were there then
        state.turn.titans_at_start = {t.iid for t in state.titans_in_play()}
    _restore_turn(state, position)
    state.winner = " and ".join(position.winners) if position.winners else None  # the game is over
    return state


def _refs(position: Position) -> set[str]:
    """Every ref the position gives a card or base: they become those cards' instance ids."""
    found = {base.ref for base in position.bases if base.ref} | set(position.base_refs.values()) | set(position.pile_refs.values())
    pending = [card for player in position.players for card in (*player.hand, *player.deck, *player.discard, *player.titans, *player.stasis)]
    pending += [card for base in position.bases for card in (*base.minions, *base.actions, *base.buried, *base.stored)]
    pending += position.box
    while pending:
        card = pending.pop()
        if card.ref:
            found.add(card.ref)
        pending += [*card.attached, *card.stored]
    return found


def _create(state: State, spec: CardSpec, zone: str, owner: str | None, controller: str | None) -> CardInstance:
    card = state.create(spec.card, zone, owner, controller, iid=spec.ref)
    card.counters = spec.counters
    card.stasis_counters = spec.stasis_counters  # a card in stasis (engine.stasis)
    if spec.copying:
        state.copied_abilities[card.iid] = spec.copying
    return card


def _place_in_play(state: State, spec: CardSpec, zone: str) -> None:
    controller = spec.controller or spec.owner
    card = _create(state, spec, zone, _owner_of(spec, controller), controller)
    for attached in spec.attached:
        _place_in_play(state, attached, attached_to(card.iid))
    _store_under(state, card, spec.stored)


def _store_under(state: State, host: CardInstance, specs: list[CardSpec]) -> None:
    """Cards stored under ``host`` (effects.store_under): out of play, each with its owner."""
    for spec in specs:
        owner = _owner_of(spec, spec.owner)
        _create(state, spec, stored_zone(host), owner, owner)


def _restore_turn(state: State, position: Position) -> None:
    """What the turn had already used, granted and recorded, and the lasting effects in force."""
    iid = _resolver(state)
    turn = state.turn
    for effect in position.lasting:
        source = iid(effect["source"])
        state.lasting.append(
            LastingEffect(
                source,
                effect.get("card") or state.cards[source].card_id,
                effect["player"],
                frozenset(iid(target) for target in effect.get("targets", ())),
                effect.get("amount", 0),
                effect["until"],
                effect.get("during", "any"),
                stat=effect.get("stat", "power"),
            )
        )
    for granted in position.extra_plays:
        fields = dict(granted)
        for key in ("source", "base", "card", "not_base", "affects"):
            if fields.get(key) is not None:
                fields[key] = iid(fields[key])
        fields["source_card"] = fields.pop("source_card", None) or state.cards[fields["source"]].card_id
        fields["cites"] = tuple(fields.get("cites", ()))
        turn.allowances.append(PlayAllowance(**fields))
    turn.used_once.update(position.once_used)
    record = position.this_turn
    if "plays" in record:
        turn.plays = [
            PlayMade(p.get("player"), iid(p["card"]), p["kind"], p["how"], iid(p["base"]) if p.get("base") else None,
                     p.get("phase", "play-cards"), p.get("from"))
            for p in record["plays"]
        ]
    if "minions_played" in record:
        turn.minions_played = [iid(card) for card in record["minions_played"]]
    if "actions_played" in record:
        turn.actions_played = [iid(card) for card in record["actions_played"]]
    turn.moves = [Move(m.get("by"), iid(m["minion"]), m.get("controller"), iid(m["from"]), iid(m["to"])) for m in record.get("moves", ())]
    turn.destroyed = [(iid(d["card"]), d.get("controller"), iid(d["base"]) if d.get("base") else None) for d in record.get("destroyed", ())]
    if "titans_at_start" in record:
        turn.titans_at_start = {iid(card) for card in record["titans_at_start"]}
    turn.scored = bool(record.get("scored", False))
    state.memory.update(position.memory)


def _resolver(state: State):
    """A reference of the position (a card's ref, or a base's id) → the instance id."""
    bases = {card.card_id: card.iid for card in state.cards.values() if card.kind == "base"}

    def iid(reference: str) -> str:
        if reference in state.cards or reference.startswith("earlier-action-"):
            return reference
        pile, at, index = reference.partition("@")  # a card of a monster or treasure pile, by its place
        if at:
            return state.zones[pile][int(index)]
        return bases[reference]

    return iid


def _default_base_deck(position: Position, rng: Rng) -> list[str]:
    """setup.base-deck: the bases of the factions in the game that are not in play, shuffled."""
    in_play = {base.card for base in position.bases} | set(position.base_discard)
    factions = [faction for player in position.players for faction in player.factions]
    bases = [
        card_id
        for faction in factions
        for card_id in data.factions()[faction]["bases"]
        if card_id not in in_play
    ]
    rng.shuffle(bases)
    return bases


def _setup_monsters_and_treasures(state: State, position: Position) -> None:
    """setup.special-decks, monsters.deck: the Monster and Treasure decks and their discard piles,
    when the game uses them (a position lists one of them, holds a monster or a treasure, or gives
    a base a monster number). A deck the position leaves out is the rest of its cards, shuffled
    by the seed. The bases' monster numbers: those in play on the base, the others listed apart."""
    numbers = {base.card: base.monsters for base in position.bases if base.monsters}
    numbers |= {base_id: n for base_id, n in position.monster_numbers.items() if n}
    state.monster_numbers = numbers
    listed = (position.monster_deck, position.treasure_deck, position.monster_discard, position.treasure_discard)
    held = any(card_id.partition("/")[0] in NO_OWNER_GROUPS for card_id in state.card_ids_in_game())
    if not (numbers or held or any(pile for pile in listed) or any(pile is not None for pile in listed[:2])):
        return
    for group, key in (("monsters", "monster"), ("treasures", "treasure")):
        for index, card_id in enumerate(getattr(position, f"{key}_discard")):
            state.create(card_id, f"{group}-discard", None, iid=position.pile_refs.get(f"{key}_discard[{index}]"))
        deck_ids = getattr(position, f"{key}_deck")
        if deck_ids is None:
            deck_ids = _rest_of_deck(state, group)
            state.rng.shuffle(deck_ids)
        for index, card_id in enumerate(deck_ids):
            state.create(card_id, f"{group}-deck", None, iid=position.pile_refs.get(f"{key}_deck[{index}]"))


def _rest_of_deck(state: State, group: str) -> list[str]:
    """The cards of a shared deck (every copy) that the game does not hold elsewhere yet."""
    rest = []
    for card_id in data.decks()[group]["cards"]:
        rest += [card_id] * max(0, (data.cards()[card_id]["copies"] or 1) - len(state.instances_of(card_id)))
    return rest


def setup_bases(game) -> None:
    """setup.bases: the bases dealt at the start of a new game are played during setup. Their
    abilities that say what happens then (event "setup": "If played during setup, replace it")
    resolve, base by base in table order, before the first turn; the monsters a base's monster
    number brings are put on it first (setup.bases, monsters.bases)."""
    for base in game.state.bases():
        effects.bring_monsters(game, base)
    for base in game.state.bases():
        if is_in_play_as_base(base):
            game.fire(TriggerEvent("setup", base, base))
