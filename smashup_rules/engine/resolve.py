"""The engine's front door: build a game from a position and resolve its plays.

``resolve_position(position, chooser)`` is what the CLI's ``explain`` and the
Gherkin steps call; ``apply_play`` resolves one ``PlaySpec`` on a running game.
"""

from __future__ import annotations

from smashup_rules.engine import stasis
from smashup_rules.engine.choices import ScriptedChooser
from smashup_rules.engine.dispatch import Dispatcher
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.game import Game
from smashup_rules.engine.play import play_card
from smashup_rules.engine.talents import use_talent
from smashup_rules.engine.registry import Registry
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.convert.to_state import state_from_position
from smashup_rules.engine.state import CardInstance
from smashup_rules.engine.zones import deck, discard, hand, in_stasis, stasis_zone, titans
from smashup_rules.engine.turn import finish_turn, start_turn
from smashup_rules.reference import data

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.engine.choices import Chooser
    from smashup_rules.position.model import PlaySpec, Position


def new_game(position: Position, chooser: Chooser | None = None, registry: Registry | None = None) -> Game:
    """A game at ``position``; decisions come from ``chooser`` (default: the position's scripted choices)."""
    return Game(state_from_position(position, registry), chooser or ScriptedChooser(position.choices), Dispatcher())


def resolve_position(position: Position, chooser: Chooser | None = None, registry: Registry | None = None) -> Game:
    game = new_game(position, chooser, registry)
    apply_plays(game, position.play)
    return game


def apply_plays(game: Game, plays: list[PlaySpec]) -> None:
    """Make the plays in order, each checked against the game as it is when it is made (a card
    an earlier play drew or returned can be played later; a play may be in a later turn). Of
    several plays, a refused one says which it was."""
    frame = game.frame()
    for number, spec in enumerate(plays, start=1):
        frame.at(number)  # between two plays only the state decides what follows
        try:
            apply_play(game, spec)
        except IllegalPlay as refusal:
            if len(plays) == 1:
                raise
            line = f", line {spec.line}" if spec.line else ""
            raise IllegalPlay(f"play {number} of {len(plays)} ('{spec.text or spec.kind}'{line}): {refusal}", refusal.cites) from None


def apply_play(game: Game, spec: PlaySpec) -> None:
    state = game.state
    if state.winner is not None:  # a saved moment of a game already won
        raise IllegalPlay(f"The game is over ({state.winner} won): no play follows the end of the game.", ("endgame.victory",))
    if spec.kind in ("play", "talent", "score") and state.turn.phase == "start-turn":
        start_turn(game)  # the turn starts (start-of-turn abilities), then Play Cards opens (turn.start)
    if spec.kind == "play":
        player = spec.player or state.turn.player
        card = _card_to_play(game, player, spec.card)
        base = _base_in_play(game, spec.base) if spec.base else None
        target = _unique_in_play(game, spec.target) if spec.target else None
        if in_stasis(card):
            stasis.play_from_stasis(game, player, card, base=base, target=target)
        else:
            play_card(game, player, card, base=base, target=target)
    elif spec.kind == "talent":
        player = spec.player or state.turn.player
        candidates = state.find_in_play(spec.card, controller=player)
        if not candidates:  # a base's "on your turn" ability, used like a Talent (talents.use_talent)
            candidates = [b for b in state.bases() if b.card_id == spec.card and state.registry.behaviour(b.card_id).talent_method]
        if not candidates:
            # "Alice uses Deputy": the Special of a card in hand that works without playing it.
            in_hand = [c for c in state.zone(hand(player)) if c.card_id == spec.card]
            if in_hand and spec.card in state.registry.defining("hand_special"):
                use_talent(game, player, in_hand[0])
                return
            raise IllegalPlay(f"{player} controls no {_name(spec.card)} in play.")
        # Of several copies, one whose Talent is still unused this turn (play.talent).
        unused = [card for card in candidates if f"talent:{card.iid}" not in state.turn.used_once]
        use_talent(game, player, (unused or candidates)[0])
    elif spec.kind == "score":
        score_bases_phase(game)
    elif spec.kind == "end-turn":
        finish_turn(game)
    else:
        raise IllegalPlay(f"unknown play kind {spec.kind!r}")


def _name(card_id: str) -> str:
    return data.cards()[card_id]["name"]


def _card_to_play(game: Game, player: str, card_id: str) -> CardInstance:
    """The card from the player's hand; failing that, from their discard pile or deck,
    where an ability (a Special) may offer it; one of theirs in stasis (stasis.leaving); a
    titan from beside any player (titans.play)."""
    zones = [hand(player), discard(player), deck(player), stasis_zone(player), titans(player)]
    zones += [titans(other.name) for other in game.state.players if other.name != player]
    for zone in zones:
        for card in game.state.zone(zone):
            if card.card_id == card_id:
                return card
    held = ", ".join(card.name for card in game.state.zone(hand(player))) or "nothing"
    raise IllegalPlay(f"{player} has no {_name(card_id)} in hand, discard pile or titans set aside (hand now: {held}).")


def _base_in_play(game: Game, base_id: str) -> CardInstance:
    for base in game.state.bases():
        if base.card_id == base_id:
            return base
    raise IllegalPlay(f"{_name(base_id)} is not in play.")


def _unique_in_play(game: Game, card_id: str) -> CardInstance:
    found = [card for card in game.state.all_minions() if card.card_id == card_id]
    if not found:
        raise IllegalPlay(f"no {_name(card_id)} is in play.")
    if len(found) > 1:
        raise IllegalPlay(f"{_name(card_id)} is in play more than once; the target is ambiguous.")
    return found[0]
