"""What a simulated game is checked against, and its fingerprint.

Invariants (``Checker``): every card instance in exactly one zone, each player's cards
conserved, every monster and treasure in its deck, its discard pile, a hand (a treasure) or
in play, no negative counters, VP only from scoring or a card that grants VP, bases score
only in the Score Bases phase, a refused play leaves no trace (``check_refusal``). The cheap
checks run after every event (``CheckedGame``) and the full ones after every turn; with
``strict`` everything runs after every event. ``log_digest``: same seed, same digest.
"""

from __future__ import annotations

import hashlib
from collections import Counter

from smashup_rules.engine.dispatch import Dispatcher
from smashup_rules.engine.errors import IllegalPlay, InvariantViolation
from smashup_rules.engine.events import Event
from smashup_rules.engine.game import Game
from smashup_rules.engine.state import CardInstance, State
from smashup_rules.engine.zones import NO_OWNER_GROUPS, TRANSIENT_ZONES


class InvariantBroken(Exception):
    """Raised by the checker inside a simulated game."""


class Checker:
    """The invariants of a simulated game, measured from the state it starts in."""

    PLAY_EVENTS = frozenset({"play", "play-instead"})  # the events saying a card was played (or as though)

    def __init__(self, state: State, strict: bool = False):
        self.strict = strict
        self.owners = {iid: card.owner for iid, card in state.cards.items()}
        self.owned = Counter(card.owner for card in state.cards.values())
        self.vp = {player.name: player.vp for player in state.players}
        self.base_count = len(state.zones.get("bases", []))
        self.turn = state.turn
        self.plays_logged = len(state.turn.plays)  # plays in the turn's record before the game began

    def event(self, state: State, event: Event) -> None:
        """Cheap checks after every event (all of them with ``strict``)."""
        kind = event.kind
        if kind in self.CHECKED_EVENTS:
            self.checked_event(state, event)
        if kind != "vp":  # a VP event may be logged just before or just after the change
            for player in state.players:
                if player.vp != self.vp[player.name]:
                    raise InvariantBroken(
                        f"{player.name} has {player.vp} VP, but the log accounts for {self.vp[player.name]} "
                        "(VP changed without a VP event)"
                    )
            if self.strict:
                self.full(state)

    # The events with a check of their own; after any other, only VP are compared.
    CHECKED_EVENTS = frozenset({"new-base", *PLAY_EVENTS, "vp", "scoring", "counters"})

    def checked_event(self, state: State, event: Event) -> None:
        if event.kind == "new-base":  # a card played a new base for good (Weird New Worlds)
            self.base_count += 1
        if event.kind in self.PLAY_EVENTS:
            self.play_counted(state, event)
        if event.kind == "vp":
            amount = event.data.get("amount", 0)
            for player in event.players:
                self.vp[player] += amount
            if "place" in event.data:
                if state.turn.phase != "score-bases":
                    raise InvariantBroken(f"VP for a place at a base awarded in the {state.turn.phase} phase, not in Score Bases")
            elif not any("/" in cite for cite in event.cites):
                raise InvariantBroken("VP changed neither through scoring nor through a card that grants VP")
        elif event.kind == "scoring" and state.turn.phase != "score-bases":
            raise InvariantBroken(f"a base scored in the {state.turn.phase} phase, not in Score Bases")
        elif event.kind == "counters":
            for iid in event.cards:
                if state.cards[iid].counters < 0:
                    raise InvariantBroken(f"{state.cards[iid].name} ({iid}) has {state.cards[iid].counters} +1 power counters")

    def play_counted(self, state: State, event: Event) -> None:
        """Every play the log shows, however it was made, is counted in the turn's record for
        the player who made it (``TurnState.record_play``, before the play is logged), once."""
        if state.turn is not self.turn:
            self.turn, self.plays_logged = state.turn, 0
        self.plays_logged += 1
        plays = state.turn.plays
        player = event.players[0] if event.players else None
        if len(plays) != self.plays_logged or plays[-1].card != event.cards[0] or plays[-1].player != player:
            last = f"{plays[-1].player}: {plays[-1].card}" if plays else "nothing"
            raise InvariantBroken(
                f"the log shows {self.plays_logged} play(s) this turn, the last by {player} of {event.cards[0]}, "
                f"but the turn's record holds {len(plays)}, the last {last}"
            )

    def full(self, state: State, *, between_turns: bool = False) -> None:
        """Every card in exactly one zone, cards conserved per player, counters, VP."""
        try:
            state.check_invariants()
        except InvariantViolation as error:
            raise InvariantBroken(f"zones: {error}") from None
        if len(state.cards) != len(self.owners):
            raise InvariantBroken(f"{len(state.cards)} card instances, {len(self.owners)} at setup")
        owners, cards = self.owners, state.cards
        # Zone by zone (every card is in the zone it records, checked above): what a zone
        # allows is worked out once for all the cards in it.
        for zone, iids in state.zones.items():
            if not iids:
                continue
            kind, _, whose = zone.partition(":")
            # A card may sit in another player's hand (placed there: oops/vikings#1), not in their piles.
            players_pile = kind in ("deck", "discard", "titans")
            titans_only, no_titans = kind == "titans", kind in ("hand", "deck", "discard")
            for iid in iids:
                card = cards[iid]
                owner = card.owner
                if owner != owners.get(iid) and card.group != "madness":  # madness.ownership: its holder owns it
                    raise InvariantBroken(f"{card.name} ({iid}) changed owner from {owners.get(iid)} to {owner}")
                if card.counters < 0:
                    raise InvariantBroken(f"{card.name} ({iid}) has {card.counters} +1 power counters")
                if players_pile and whose != owner and owner is not None:
                    raise InvariantBroken(f"{card.name} ({iid}), owned by {card.owner}, is in {whose}'s {kind}")
                if titans_only and card.kind != "titan" or no_titans and card.kind == "titan":
                    raise InvariantBroken(f"{card.name} ({iid}) is a {card.kind} in {zone}")
                if card.group in NO_OWNER_GROUPS and not _own_place(state, card):
                    raise InvariantBroken(f"{card.name} ({iid}), a {card.group[:-1]}, is in {zone}: not its deck, its discard pile, a hand or play")
        for player in state.players:
            if player.vp < 0:
                raise InvariantBroken(f"{player.name} has {player.vp} VP")
            if player.vp != self.vp[player.name]:
                raise InvariantBroken(f"{player.name} has {player.vp} VP, but the log accounts for {self.vp[player.name]}")
        if len(state.zones.get("bases", [])) > self.base_count:
            raise InvariantBroken(f"{len(state.zones['bases'])} bases in play, {self.base_count} at setup or played since")
        if between_turns:
            for zone in TRANSIENT_ZONES:
                if state.zones.get(zone):
                    raise InvariantBroken(f"{', '.join(c.name for c in state.zone(zone))} left in the {zone} zone after the turn")


def _own_place(state: State, card: CardInstance) -> bool:
    """Where a monster or treasure may be (monsters.nature, treasures.nature): its deck, its
    discard pile, in play (buried beside a base too), a player's hand for a treasure, the box for
    one its own text puts there (Wishing Ring), or held while an ability resolves."""
    kind = card.zone.partition(":")[0]
    if card.zone in (f"{card.group}-deck", f"{card.group}-discard", "box", *TRANSIENT_ZONES) or kind == "buried" or state.in_play(card):
        return True
    return kind == "hand" and card.group == "treasures"


class CheckedGame(Game):
    """A game whose every event goes through the checker."""

    def __init__(self, state: State, chooser, checker: Checker):
        super().__init__(state, chooser, Dispatcher(), observer=checker.event)
        self.checker = checker


def check_refusal(events: list[Event], refusal: IllegalPlay) -> None:
    """A refused play must leave no trace but the choices asked on the way: no "why not" step
    either, which would explain a play that did not happen."""
    changed = [e for e in events if e.kind != "choice"]
    if changed:
        raise InvariantBroken(f"a play refused as illegal ({refusal}) had already changed the game: {changed[0].message}") from None


# Steps that only explain: a "why not" step (what did not happen) and a note (a remark on what did).
EXPLANATORY = frozenset({"why-not", "note"})


def log_digest(log: list[Event]) -> str:
    """A fingerprint of what happened in a game: same seed, same digest. It reads each event's kind,
    cards, players and data, not its wording or citations, and leaves out the steps that only
    explain (``EXPLANATORY``): better explanations do not change the games they explain."""
    written: dict[tuple[str, ...], str] = {}  # each tuple of ids or names as text, once: most recur
    lines = []
    for event in log:
        if event.kind in EXPLANATORY:
            continue
        cards, players, details = event.cards, event.players, event.data
        cards_text = written.get(cards) or written.setdefault(cards, repr(cards))
        players_text = written.get(players) or written.setdefault(players, repr(players))
        lines.append(f"{event.kind}\x1f{cards_text}\x1f{players_text}\x1f{sorted(details.items()) if details else '[]'}\n")
    return hashlib.sha256("".join(lines).encode()).hexdigest()[:16]
