"""The phases of a turn (turn.phases): start, Play Cards, Score Bases, Draw 2, end."""

from __future__ import annotations

from smashup_rules.engine import burying, effects, madness, power_watch, stasis
from smashup_rules.engine.abilities import TriggerEvent
from smashup_rules.engine.game import Game, card_options
from smashup_rules.engine.allowances import regular_allowances
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.zones import hand
from smashup_rules.engine.turn_state import TurnState

HAND_LIMIT = 10
WINNING_VP = 15
PHASE_ORDER = ("start-turn", "play-cards", "score-bases", "draw", "end-turn")


def start_turn(game: Game) -> None:
    """turn.start: "until the start of your turn" effects end first, then start-of-turn
    abilities in the current player's chosen order; then the Play Cards phase opens."""
    state = game.state
    player = state.turn.player
    state.turn.phase = "start-turn"
    game.record("phase", f"Turn {state.turn.number}: {player}'s turn starts.", players=[player], cites=("turn.start",))
    effects.expire_lasting(game, f"start-of-turn:{player}", ("turn.start",))
    state.turn.titans_at_start = {t.iid for t in state.titans_in_play()}
    stasis.start_of_turn(game, player)  # one stasis counter off each of their cards in stasis (stasis.leaving)
    burying.start_of_turn(game, player)  # may uncover one buried card (burying.uncover)
    # A card that comes into play during the Start Turn phase still gets its own
    # start-of-turn ability (killer-plants/water-lily#1): look again until none is new.
    handled: set[str] = set()
    while game.fire(TriggerEvent("start-of-turn", player=player), skip=handled):
        pass
    begin_play_cards(game)


def begin_play_cards(game: Game) -> None:
    state = game.state
    state.turn.phase = "play-cards"
    state.turn.allowances = regular_allowances()
    game.record(
        "phase",
        f"{state.turn.player}'s Play Cards phase: one minion and one action may be played.",
        players=[state.turn.player],
        cites=("turn.play-cards", "play.regular"),
    )


def draw_phase(game: Game) -> None:
    """turn.draw then turn.hand-limit."""
    state = game.state
    player = state.turn.player
    state.turn.phase = "draw"
    state.turn.allowances.clear()
    effects.draw(game, player, 2, ("turn.draw",))
    while len(state.zones.get(hand(player), [])) > HAND_LIMIT:
        excess = len(state.zones[hand(player)]) - HAND_LIMIT
        card = game.ask(
            player,
            f"choose a card to discard down to the hand limit ({excess} to go)",
            card_options(state, state.zone(hand(player))),
            "discard",
            cites=("turn.hand-limit",),
        )
        effects.discard_card(game, card, ("turn.hand-limit",))


def end_turn(game: Game) -> None:
    """turn.end: end-of-turn abilities, then "until the end of the turn" effects expire,
    then the check for the end of the game; the next player's turn follows."""
    state = game.state
    player = state.turn.player
    state.turn.phase = "end-turn"
    game.fire(TriggerEvent("end-of-turn", player=player))
    effects.expire_lasting(game, "end-of-turn", ("turn.end",))
    effects.expire_lasting(game, f"end-of-turn:{player}", ("turn.end",))
    stasis.end_of_turn(game)  # cards in stasis without counters are discarded (stasis.leaving)
    game.record("phase", f"{player}'s turn ends.", players=[player], cites=("turn.end",))
    check_game_end(game)
    if state.winner is None:
        order = state.turn_order()
        state.turn = TurnState(order[1 % len(order)], state.turn.number + 1, "start-turn")
        # A power that rose as the turn passed (Armor Stego, on others' turns) rose between the
        # turns: noticed now, a moment saved before the next turn starts has nothing pending.
        power_watch.check(game)


def check_game_end(game: Game) -> None:
    """endgame.victory / endgame.tie: with 15+ VP someone has, the most VP wins; a tie plays on."""
    state = game.state
    best = max(player.vp for player in state.players)
    if best < WINNING_VP:
        return
    leaders = [player.name for player in state.players if player.vp == best]
    if len(leaders) == 1 and madness.in_use(state):
        madness.final_result(game)  # endgame.madness: the winner is decided on adjusted totals
    elif len(leaders) == 1:
        state.winner = leaders[0]
        game.record("game-end", f"{leaders[0]} wins with {best} VP.", players=leaders, cites=("endgame.victory",))
    else:
        game.record(
            "game-continues",
            f"{' and '.join(leaders)} are tied at {best} VP: the game continues.",
            players=leaders,
            cites=("endgame.tie",),
        )


def finish_turn(game: Game) -> None:
    """Run the rest of the current turn from its current phase (Play Cards ends at once)."""
    turn = game.state.turn
    step = PHASE_ORDER.index(turn.phase)
    if step == 0:
        start_turn(game)
    if step <= 2 and not turn.scored:
        score_bases_phase(game)
    if step <= 3:
        draw_phase(game)
    end_turn(game)
