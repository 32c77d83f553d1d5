"""What a card sees of the game, read-only: ``BoardView``.

A card's abilities read the board through their context (``ctx``), never through the state
itself: where a card is (``base_of``, ``host``, ``in_play``), the bases, players and piles, the
cards' declared behaviour, the turn's record (plays, moves, destructions) and what this card
remembers (``recalled``). Each query is a thin delegation to ``State``, so a card reads what the
engine reads.

``power.CardView`` builds on this with what needs power and the ongoing abilities (a minion's
power, whether a move is stopped); the card API builds on that. A view can neither decide nor act.
"""

from __future__ import annotations

from smashup_rules.engine.abilities import unmet
from smashup_rules.engine.source import Source
from smashup_rules.engine.state import base_of_buried, buried_cards
from smashup_rules.engine.zones import deck, discard, hand, stasis_zone, stored_zone

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Any

    from smashup_rules.engine.abilities import CardBehaviour, Unmet
    from smashup_rules.engine.state import CardInstance, State
    from smashup_rules.engine.turn_state import Move


class BoardView(Source):
    """The game as ``card`` sees it now, read-only. "You" is ``player``, the card's controller
    by default."""

    def __init__(self, state: State, card: CardInstance, player: str | None = None):
        super().__init__(card, player)
        self.state = state

    # --- this card, "you" and the turn -------------------------------------------------

    @property
    def here(self) -> CardInstance | None:
        """terms.here: the base this card is at, or the base itself."""
        return self.state.base_of(self.card) or (self.card if self.card.kind == "base" else None)

    @property
    def current_player(self) -> str:
        """The player whose turn it is."""
        return self.state.turn.player

    @property
    def is_your_turn(self) -> bool:
        return self.state.turn.player == self.player

    @property
    def on_your_turn(self) -> bool:
        """"On your turn": in this player's own Play Cards phase (terms.on-your-turn)."""
        return self.is_your_turn and self.state.turn.phase == "play-cards"

    def used_this_turn(self, limit: str) -> bool:
        """Whether a once-per-turn limit named ``limit`` has been used."""
        return limit in self.state.turn.used_once

    def recalled(self, what: str) -> Any:
        """What this card noted as ``what`` (``remember``) and still keeps, across turns; None
        when it keeps no such note."""
        return self.state.memory.get(self._memory_key(what))

    def _memory_key(self, what: str) -> str:
        # "<instance id>:<what>", as saved positions write it (``memory:``).
        return f"{self.card.iid}:{what}"

    # --- where cards are -----------------------------------------------------------------

    def bases(self) -> list[CardInstance]:
        """The bases in play, in table order."""
        return self.state.bases()

    def other_bases(self, than: CardInstance | None) -> list[CardInstance]:
        return [base for base in self.state.bases() if base is not than]

    def base_of(self, card: CardInstance) -> CardInstance | None:
        """The base a card in play is at ("here"), or the base itself; None out of play."""
        return self.state.base_of(card)

    def host(self, card: CardInstance) -> CardInstance | None:
        """The minion or base an attached action is on; None for any other card."""
        return self.state.host(card)

    def in_play(self, card: CardInstance) -> bool:
        """Whether ``card`` is in play: a base in play, or a card at or on one."""
        return self.state.in_play(card)

    def cards_in_play(self) -> list[CardInstance]:
        """Every card in play: each base, then its minions, each with its actions, then the
        base's own actions."""
        return self.state.cards_in_play()

    def find_in_play(self, card_id: str, controller: str | None = None) -> list[CardInstance]:
        """The copies of ``card_id`` in play (``controller``'s only, when given)."""
        return self.state.find_in_play(card_id, controller)

    def minions_at(self, base: CardInstance) -> list[CardInstance]:
        """The minions and titans at ``base``, in the order they arrived."""
        return self.state.minions_at(base)

    def attachments(self, card: CardInstance) -> list[CardInstance]:
        """The cards attached to a minion or base."""
        return self.state.attachments(card)

    def actions_on(self, card: CardInstance, *, yours: bool | None = None) -> list[CardInstance]:
        """Actions attached to a base or minion (play.on-base), optionally only this player's."""
        return [a for a in self.state.attachments(card) if a.kind == "action" and (yours is None or (a.controller == self.player) == yours)]

    def titans_in_play(self) -> list[CardInstance]:
        """The titans at the bases in play, base by base in table order."""
        return self.state.titans_in_play()

    def titans_set_aside(self) -> list[CardInstance]:
        """Every player's titans set aside, out of play."""
        return self.state.set_aside_titans()

    def titan_in_play_at_turn_start(self, titan: CardInstance) -> bool:
        """Whether ``titan`` was in play when this turn started."""
        return titan.iid in (self.state.turn.titans_at_start or set())

    def cards_in_stasis(self, player: str | None = None) -> list[CardInstance]:
        """The cards in stasis in front of ``player`` (default: you). In play by the rules but at
        no base, so ``minions`` leaves them out; an ability that counts what is in play may
        still count them (Microbot Alpha, stasis.status)."""
        return self.state.zone(stasis_zone(player or self.player))

    def stored_under(self, host: CardInstance | None = None) -> list[CardInstance]:
        """The cards stored under ``host`` (default: this card)."""
        return self.state.zone(stored_zone(host or self.card))

    def buried(self, base: CardInstance | None = None, *, yours: bool | None = None) -> list[CardInstance]:
        """Cards buried beside ``base`` (default: any base), only this player's with ``yours``."""
        cards = buried_cards(self.state, base)
        return [c for c in cards if yours is None or (c.controller == self.player) == yours]

    def buried_beside(self, card: CardInstance) -> CardInstance | None:
        """The base a buried card lies beside, or None when ``card`` is not buried."""
        return base_of_buried(self.state, card)

    def instance(self, iid: str) -> CardInstance:
        """The card whose instance id is ``iid`` (as an event's details name it)."""
        return self.state.cards[iid]

    def names(self, card: CardInstance) -> set[str]:
        """The names ``card`` has now: its own, and any an ability gives it (terms.same-name)."""
        return self.state.names_of(card)

    # --- players and their piles ------------------------------------------------------------

    def players(self) -> list[str]:
        """Every player, in seating order from the first player (not from the current one:
        ``turn_order``)."""
        return [player.name for player in self.state.players]

    def factions_of(self, player: str) -> list[str]:
        """The factions ``player`` plays."""
        return self.state.player(player).factions

    def turn_order(self, starting: str | None = None) -> list[str]:
        """The players clockwise, starting with ``starting`` (default: the current player)."""
        return self.state.turn_order(starting)

    def hand(self, player: str | None = None) -> list[CardInstance]:
        return self.state.zone(hand(player or self.player))

    def deck(self, player: str | None = None) -> list[CardInstance]:
        return self.state.zone(deck(player or self.player))

    def discard_pile(self, player: str | None = None) -> list[CardInstance]:
        return self.state.zone(discard(player or self.player))

    def base_deck(self) -> list[CardInstance]:
        """The base deck, top first."""
        return self.state.zone("base-deck")

    def hand_size(self, player: str | None = None) -> int:
        """How many cards a player holds; a card being played is no longer in hand (ghosts/seance#1)."""
        return len(self.state.zones.get(hand(player or self.player), []))

    def few_cards_in_hand(self, limit: int = 2, player: str | None = None) -> bool:
        """"If you have two or fewer cards in your hand" (Ghosts)."""
        return self.hand_size(player) <= limit

    # --- what cards declare -------------------------------------------------------------

    def behaviour(self, card_id: str) -> CardBehaviour:
        """The behaviour of a card id (what it is played on, its Talent ...); an unimplemented
        card with an ability is an error (``UnimplementedCard``)."""
        return self.state.registry.behaviour(card_id)

    def written_behaviour(self, card_id: str) -> type[CardBehaviour] | None:
        """The behaviour class written for a card id; None for a card with none (one printed
        with no ability, or one not implemented)."""
        return self.state.registry.defined(card_id)

    def implemented(self, card_id: str) -> bool:
        """Whether the engine can run the card: it has a behaviour, or needs none."""
        return self.state.registry.is_implemented(card_id)

    # --- this turn's record -----------------------------------------------------------------

    def has_regular_play_left(self, kind: str) -> bool:
        """Whether the current player's regular play of ``kind`` ("minion", "action") is unused."""
        return any(a.regular and a.kind == kind for a in self.state.turn.allowances)

    def destroyed_this_turn(self) -> list[tuple[CardInstance, str | None, CardInstance | None]]:
        """Every card destroyed this turn: (card, its controller then, the base it was at)."""
        cards = self.state.cards
        return [(cards[c], p, cards[b] if b else None) for c, p, b in self.state.turn.destroyed]

    def moves_this_turn(self) -> list[Move]:
        """Every move of a minion this turn, in order (``Move``: who moved it, the minion, its
        controller then, the base it left and the one it went to, by instance id)."""
        return list(self.state.turn.moves)

    def plays_this_turn(self, kind: str | None = None, *, player: str | None = None, anyone: bool = False,
                        base: CardInstance | None = None, phase: str | None = None) -> list[str]:
        """The one count of plays every ability reads: instance ids of the cards ``player``
        (default: you; every player with ``anyone``) has played this turn, in order, however
        they were played and whoever's turn it is (``TurnState.plays_by``); of ``kind`` only,
        at ``base`` only, in ``phase`` only, when given. An id may name a play made before a
        position ("earlier-action-1"), known only from its record."""
        who = None if anyone else player or self.player
        return [p.card for p in self.state.turn.plays_by(who, kind, base=base.iid if base is not None else None, phase=phase)]

    def first_played_this_turn(self) -> bool | Unmet:
        """"If this is the first minion (action) you played this turn": this card, being played, is
        the first card of its kind, as it is played, in your plays of the turn (``plays_this_turn``);
        an ``unmet`` naming the one before it when not, for the step that says what it does not do."""
        kind = self.card.kind
        played = self.plays_this_turn(kind)
        if played[:1] == [self.card.iid]:
            return True
        before = self.state.cards[played[0]].name if played and played[0] in self.state.cards else f"an earlier {kind}"
        return unmet(f"{self.card.name} is not the first {kind} {self.player} played this turn ({before} was)", self.card.card_id)

    def minions_played_this_turn(self, player: str | None = None, *, anyone: bool = False, base: CardInstance | None = None) -> list[CardInstance]:
        """Minions ``player`` (default: you; every player with ``anyone``) has played this turn,
        at ``base`` only when given, in order (``plays_this_turn``)."""
        return [self.state.cards[iid] for iid in self.plays_this_turn("minion", player=player, anyone=anyone, base=base)]

    def affected_by_this(self) -> list[CardInstance]:
        """The cards this card, being played, has affected so far, each once, in order
        (terms.affect): "for each minion affected by this". Effects copied from it count."""
        resolution = self.state.in_progress.resolution_of(self.card)
        return [self.state.cards[iid] for iid in resolution.affected] if resolution is not None else []

    def destroyed_by_this(self) -> list[tuple[CardInstance, str | None]]:
        """The cards this card, being played, has actually destroyed so far (effects copied from it
        included), each with the player who controlled it as it was destroyed: "for each minion
        actually destroyed, its controller ..." (read from the log since this card was played)."""
        log = self.state.log
        start = next((i for i in range(len(log) - 1, -1, -1) if log[i].kind == "play" and log[i].cards[:1] == (self.card.iid,)), 0)
        resolution = self.state.in_progress.resolution_of(self.card)
        where = resolution.affected_where if resolution is not None else {}
        found = []
        for event in log[start:]:
            if event.kind == "destroy" and event.cards[1:2] == (self.card.iid,):
                card = self.state.cards[event.cards[0]]
                found.append((card, where.get(card.iid, (None, None))[1]))
        return found

    @property
    def dueling(self) -> Any:
        """The duel in progress (``duels.Duel``), or None."""
        return self.state.duel

    def in_duel(self, minion: CardInstance) -> bool:
        """Whether ``minion`` is one of the two minions of the duel in progress."""
        return self.state.duel is not None and self.state.duel.involves(minion)

    @property
    def after_a_base_scored(self) -> bool:
        """Whether a base's VP have been awarded and its scoring is not over yet: the "after a
        base scores" abilities are resolving (scoring.when-after)."""
        return bool(self.state.after_scoring)
