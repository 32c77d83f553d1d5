"""A game state as a board position (``smashup_rules.position.Position``), and back.

The inverse of ``engine.setup.state_from_position``, complete like a chess FEN: every
zone in its order (hands, decks, discard piles, titans set aside, cards in stasis, bases
with their cards, buried and stored cards, the base deck and discard pile, the box, the
Madness deck, the Monster and Treasure decks and discard piles), counters (stasis counters
too), controllers, attachments, copied abilities, the lasting effects in force, the extra plays
granted, what the turn has used and recorded, the notes cards keep, and the bases' monster
numbers. A card that something refers to (a lasting effect's target, an extra play's
source, a once-per-turn key that names it ...) is written with a ``ref``: its instance
id, which ``setup`` gives it back, so every reference survives the round trip.

``canonical`` describes a state without its instance ids (each card by where it is), so
a state and the state read back from its position can be compared.
"""

from __future__ import annotations

from smashup_rules.engine.zones import (
    BASE_DECK,
    BASE_DISCARD,
    BOX,
    DECK,
    DISCARD,
    HAND,
    NO_OWNER_GROUPS,
    MADNESS_DECK,
    STASIS,
    TITANS,
    TRANSIENT_ZONES,
    at_base,
    buried_zone,
    deck,
    discard,
    hand,
    stasis_zone,
    stored_zone,
    titans,
)
from smashup_rules.engine.state import CardInstance, State
from smashup_rules.position.model import BaseSpec, CardSpec, PlayerSpec, Position

# Where a PlayAllowance points at a card by its instance id.
ALLOWANCE_CARDS = ("source", "base", "card", "not_base", "affects")
ALLOWANCE_DEFAULTS = {
    "max_power": None, "min_power": None, "base": None, "not_base": None, "base_without_own_minions": False,
    "card": None, "from_zone": "hand", "immediate": False, "once_key": None, "then_place": None, "not_named": None,
    "named": None, "affects": None, "one_name": False,
}  # fmt: skip


def state_to_position(state: State) -> Position:
    """The position of ``state`` (no play, no choices), its random generator's seed and how far
    it has drawn from it included: the shuffles after a reload are those of the original game."""
    writer = _Writer(state, referenced_ids(state))
    turn = state.turn
    spent = spent_regular_plays(turn)
    bases_aside = [card for zone in (BASE_DECK, BASE_DISCARD) for card in state.zone(zone)]
    point = {card.iid: f"{MADNESS_DECK}@{index}" for index, card in enumerate(state.zone(MADNESS_DECK)) if card.iid in writer.referenced}
    return Position(
        players=[writer.player(player.name, list(player.factions), player.vp) for player in state.players],
        bases=[writer.base(base) for base in state.bases()],
        turn=turn.player,
        phase=turn.phase,
        base_deck=[card.card_id for card in state.zone(BASE_DECK)],
        minion_plays_used=int("minion" in spent),
        action_plays_used=int("action" in spent),
        seed=state.rng.seed,
        random_drawn=state.rng.drawn,
        winners=winners_of(state),
        base_discard=[card.card_id for card in state.zone(BASE_DISCARD)],
        base_refs={card.card_id: card.iid for card in bases_aside if card.iid in writer.referenced},
        box=[writer.out_of_play(card) for card in state.zone(BOX)],
        madness_deck=len(state.zone(MADNESS_DECK)) if state.instances_of("madness/madness") else None,
        lasting=[_pointed(_lasting(effect), point) for effect in state.lasting],
        extra_plays=[_pointed(_allowance(allowance), point) for allowance in turn.allowances if not allowance.regular],
        once_used=sorted(turn.used_once),
        this_turn=_pointed(_turn_record(state), point),
        memory=dict(state.memory),
        monster_numbers=_monster_numbers_out_of_play(state),
        turn_number=turn.number,
        **_monster_and_treasure_piles(state, writer.referenced),
    )


def winners_of(state: State) -> list[str]:
    """Who won the game (``State.winner`` joins those who share a win with "and"); [] while it goes on."""
    if state.winner is None:
        return []
    names = [player.name for player in state.players]
    return [state.winner] if state.winner in names else [name for name in state.winner.split(" and ") if name in names]


def _pointed(value, point: dict[str, str]):
    """``value`` with the instance id of each card of the Madness deck (a count in the file,
    without refs) replaced by where it lies there ("madness-deck@0"): setup finds such a card
    by its place."""
    if isinstance(value, str):
        return point.get(value, value)
    if isinstance(value, list):
        return [_pointed(item, point) for item in value]
    if isinstance(value, dict):
        return {key: _pointed(item, point) for key, item in value.items()}
    return value


def _monster_and_treasure_piles(state: State, referenced: set[str]) -> dict:
    """The Monster and Treasure decks and discard piles (top first), when the game has them, and
    the refs of their cards that something else names."""
    if not any(card_id.partition("/")[0] in NO_OWNER_GROUPS for card_id in state.card_ids_in_game()):
        return {}
    piles = {"monster_deck": "monsters-deck", "monster_discard": "monsters-discard", "treasure_deck": "treasures-deck", "treasure_discard": "treasures-discard"}
    found = {key: [card.card_id for card in state.zone(zone)] for key, zone in piles.items()}
    found["pile_refs"] = {
        f"{key}[{index}]": card.iid for key, zone in piles.items() for index, card in enumerate(state.zone(zone)) if card.iid in referenced
    }
    return found


def _monster_numbers_out_of_play(state: State) -> dict[str, int]:
    """The monster numbers of the bases not in play (a base in play carries its own)."""
    in_play = {base.card_id for base in state.bases()}
    return {base_id: n for base_id, n in sorted(state.monster_numbers.items()) if base_id not in in_play}


class _Writer:
    def __init__(self, state: State, referenced: set[str]):
        self.state = state
        self.referenced = referenced

    def ref(self, card: CardInstance) -> str | None:
        return card.iid if card.iid in self.referenced else None

    def player(self, name: str, factions: list[str], vp: int) -> PlayerSpec:
        places = ((HAND, hand), (DECK, deck), (DISCARD, discard), (TITANS, titans), (STASIS, stasis_zone))
        zones = {place: [self.out_of_play(card) for card in self.state.zone(zone(name))] for place, zone in places}
        return PlayerSpec(name, factions, vp, **zones)

    def out_of_play(self, card: CardInstance) -> CardSpec:
        # A titan set aside may carry counters its own ability gave it there (Killer Kudzu);
        # a card in stasis has its stasis counters.
        return CardSpec(card.card_id, owner=card.owner, counters=card.counters, ref=self.ref(card), stasis_counters=card.stasis_counters)

    def in_play(self, card: CardInstance) -> CardSpec:
        return CardSpec(
            card.card_id,
            owner=card.owner,
            controller=card.controller,
            counters=card.counters,
            attached=[self.in_play(attached) for attached in self.state.attachments(card)],
            stored=self.stored(card),
            copying=self.state.copied_abilities.get(card.iid),
            ref=self.ref(card),
        )

    def stored(self, host: CardInstance) -> list[CardSpec]:
        return [self.out_of_play(card) for card in self.state.zone(stored_zone(host))]

    def base(self, base: CardInstance) -> BaseSpec:
        state = self.state
        return BaseSpec(
            base.card_id,
            minions=[self.in_play(card) for card in state.zone(at_base(base.iid))],
            actions=[self.in_play(card) for card in state.attachments(base)],
            buried=[self.in_play(card) for card in state.zone(buried_zone(base))],
            stored=self.stored(base),
            ref=self.ref(base),
            monsters=state.monster_numbers.get(base.card_id, 0),
        )


def _lasting(effect) -> dict:
    return {
        "source": effect.source, "card": effect.card_id, "player": effect.player, "targets": sorted(effect.targets),
        "stat": effect.stat, "amount": effect.amount, "until": effect.until, "during": effect.during,
    }  # fmt: skip


def _allowance(allowance) -> dict:
    fields = {"kind": allowance.kind, "source": allowance.source, "source_card": allowance.source_card}
    fields |= {key: getattr(allowance, key) for key, default in ALLOWANCE_DEFAULTS.items() if getattr(allowance, key) != default}
    if allowance.cites:
        fields["cites"] = list(allowance.cites)
    return fields


def spent_regular_plays(turn) -> set[str]:
    """The kinds ("minion", "action") whose regular play this Play Cards phase has used."""
    if turn.phase != "play-cards":
        return set()
    return {"minion", "action"} - {a.kind for a in turn.allowances if a.regular}


def plays_in_full(turn) -> bool:
    """Whether the turn's plays must be written one by one (``this_turn.plays``): a play says more
    than ``minions_played``/``actions_played`` can (the current player's cards only, played
    earlier, how and where unknown): another player's (or nobody's, a monster), or one the
    engine made, which knows how, where and from where (Arena asks where the first minion went)."""
    if any(play.player != turn.player for play in turn.plays):
        return True
    # A regular play the position it came from counted without naming the card: only the short
    # lists can say it (``played_this_turn``), the full form holds named plays.
    spent = spent_regular_plays(turn)
    named = {play.kind for play in turn.plays if play.how in ("regular", "earlier", "as-though")} | ({"minion", "action"} if any(p.kind == "titan" for p in turn.plays) else set())
    if spent - named:
        return False
    return any(play.how != "earlier" or play.base or play.origin or play.phase != "play-cards" for play in turn.plays)


def _play_record(play) -> dict:
    record = {"player": play.player, "card": play.card, "kind": play.kind, "how": play.how}
    if play.base is not None:
        record["base"] = play.base
    if play.phase != "play-cards":
        record["phase"] = play.phase
    if play.origin is not None:
        record["from"] = play.origin
    return record


def _turn_record(state: State) -> dict:
    turn = state.turn
    record: dict = {}
    if plays_in_full(turn):
        record["plays"] = [_play_record(play) for play in turn.plays]
    else:
        # A regular play used by no card of the list (a titan played instead of the action) is
        # written as an empty list: left out, a reader counts it as an unknown earlier card.
        spent = spent_regular_plays(turn)
        if turn.minions_played or "minion" in spent:
            record["minions_played"] = list(turn.minions_played)
        if turn.actions_played or "action" in spent:
            record["actions_played"] = list(turn.actions_played)
    if turn.moves:
        record["moves"] = [{"by": m.by, "minion": m.minion, "controller": m.controller, "from": m.origin, "to": m.destination} for m in turn.moves]
    if turn.destroyed:
        record["destroyed"] = [{"card": card, "controller": controller, "base": base} for card, controller, base in turn.destroyed]
    if turn.titans_at_start is not None:
        record["titans_at_start"] = sorted(turn.titans_at_start)
    if turn.scored:
        record["scored"] = True
    return record


def key_words(key: str) -> list[str]:
    """The parts of a once-per-turn or memory key ("c12:duel", "ninjas/x@c4"): instance ids among them."""
    return key.replace("@", ":").replace("/", ":").split(":")


def referenced_ids(state: State) -> set[str]:
    """The instance ids that something in ``state`` other than a zone refers to."""
    turn = state.turn
    found = {effect.source for effect in state.lasting} | {iid for effect in state.lasting for iid in effect.targets}
    found |= {getattr(a, key) for a in turn.allowances for key in ALLOWANCE_CARDS if getattr(a, key) is not None}
    found |= set(turn.minions_played) | set(turn.actions_played) | set(turn.titans_at_start or ())
    if plays_in_full(turn):
        found |= {iid for play in turn.plays for iid in (play.card, play.base) if iid}
    found |= {iid for move in turn.moves for iid in (move.minion, move.origin, move.destination) if iid in state.cards}
    found |= {iid for card, _, base in turn.destroyed for iid in (card, base) if iid}
    found |= {word for key in (*turn.used_once, *state.memory) for word in key_words(key)}
    return found & state.cards.keys()


# --- comparing states ------------------------------------------------------------------------


def canonical(state: State) -> tuple:
    """Everything a position holds, with each card named by where it is instead of its
    instance id: equal for a state and the state read back from its position."""
    place = places(state)

    def at(iid: str | None) -> str | None:
        return place.get(iid, iid) if iid is not None else None

    def words(key: str) -> str:
        return ":".join(at(word) if word in state.cards else word for word in key_words(key))

    zones = tuple(
        sorted(
            (_zone_key(key, at), tuple((c.card_id, c.owner, c.controller, c.counters, c.stasis_counters) for c in state.zone(key)))
            for key, iids in state.zones.items()
            if iids
        )
    )
    turn = state.turn
    allowances = tuple(
        tuple((field, at(value) if field in ALLOWANCE_CARDS else value) for field, value in sorted(_allowance(a).items(), key=lambda kv: kv[0]))
        if not a.regular else ("regular", a.kind)
        for a in turn.allowances
    )  # fmt: skip
    record = (
        turn.player, turn.number, turn.phase, turn.scored, allowances,
        tuple(sorted(words(key) for key in turn.used_once)),
        tuple(at(iid) for iid in turn.minions_played), tuple(at(iid) for iid in turn.actions_played),
        tuple((p.player, at(p.card), p.kind, p.how, at(p.base), p.phase, p.origin) for p in turn.plays),
        tuple((m.by, at(m.minion), m.controller, at(m.origin), at(m.destination)) for m in turn.moves),
        tuple((at(card), controller, at(base)) for card, controller, base in turn.destroyed),
        None if turn.titans_at_start is None else tuple(sorted(at(iid) for iid in turn.titans_at_start)),
    )  # fmt: skip
    lasting = tuple(
        (at(e.source), e.card_id, e.player, tuple(sorted(at(t) for t in e.targets)), e.stat, e.amount, e.until, e.during)
        for e in state.lasting
    )
    notes = tuple(sorted((words(key), repr(value)) for key, value in state.memory.items()))
    copies = tuple(sorted((at(iid), card_id) for iid, card_id in state.copied_abilities.items()))
    players = tuple((p.name, tuple(p.factions), p.vp) for p in state.players)
    numbers = tuple(sorted(state.monster_numbers.items()))
    game = (state.rng.seed, state.rng.drawn, state.winner)
    return zones, players, record, lasting, notes, copies, numbers, game


def places(state: State) -> dict[str, str]:
    """Instance id → where the card is ("hand:Alice[2]", "at:bases[0][1]" ...), hosts first."""
    place: dict[str, str] = {}
    pending = sorted(key for key, iids in state.zones.items() if iids)
    while pending:
        progressed = []
        for key in pending:
            holder = key.partition(":")[2]
            if holder in state.cards and holder not in place:
                continue  # its host is not placed yet
            label = _zone_key(key, place.get)
            for index, iid in enumerate(state.zones[key]):
                place[iid] = f"{label}[{index}]"
            progressed.append(key)
        if not progressed:
            raise ValueError(f"zones whose holders are nowhere: {', '.join(pending)}")
        pending = [key for key in pending if key not in progressed]
    return place


def _zone_key(key: str, at) -> str:
    kind, _, holder = key.partition(":")
    return f"{kind}:{at(holder) or holder}" if holder else kind


def unrepresented(state: State) -> list[str]:
    """What of ``state`` a position cannot say (and so a position made from it loses): cards
    held while an ability resolves, the Madness discard pile, and a card of the Madness deck
    that a once-per-turn use or a note names (the deck is a count, without refs; ``_pointed``
    covers every other reference to its cards)."""
    lost = []
    for zone in (*TRANSIENT_ZONES, "madness-discard"):  # the first only hold cards while an ability resolves
        cards = state.zone(zone)
        if cards:
            lost.append(f"{zone.replace('-', ' ')}: {', '.join(card.name for card in cards)}")
    named = {word for key in (*state.turn.used_once, *state.memory) for word in key_words(key)}
    cards = [card for card in state.zone(MADNESS_DECK) if card.iid in named]
    if cards:
        lost.append(f"the card named by a note in the Madness deck: {', '.join(card.name for card in cards)}")
    return lost
