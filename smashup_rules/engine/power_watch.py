"""Noticing that a minion's power went up ("after the power of a minion increases").

Power is computed, never stored (power.py), so an increase is an observation: while some
card in play has an ability waiting on the event "power-increased" (Counting Sheep), the
engine remembers every minion's power and compares after each change that may alter it
(an effect primitive, or any event that fires triggers). Each minion whose power is now
higher than when last looked at fires "power-increased" (card: the minion, details: "from",
"to"). Any increase counts, direct or not (terms.directly-increases-power words the narrower
"directly"); a minion entering play has no earlier power and does not increase.

During the end of a turn the powers are only noted: an increase then (a "-2 until the end of
the turn" running out) would give an effect that ends with the same turn (turn.end).
"""

from __future__ import annotations

from smashup_rules.engine import power
from smashup_rules.engine.abilities import TriggerEvent

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.engine.game import Game

EVENT = "power-increased"
_ROUNDS = 20  # abilities answering increases with increases stop after this many rounds


def baseline(game: Game) -> None:
    """Note every minion's power as the game starts, without firing anything, if an ability
    waits for an increase (a position that starts with Counting Sheep in play)."""
    state, progress = game.state, game.progress
    if progress.power_seen is None and state.in_play_among(state.registry.listening(EVENT)):
        progress.power_seen = {minion.iid: power.power_of(state, minion) for minion in state.all_minions()}


def check(game: Game) -> None:
    """Compare every minion's power with the last look and fire "power-increased" for each rise."""
    state, progress = game.state, game.progress
    if not state.in_play_among(state.registry.listening(EVENT)):
        progress.power_seen = None  # nobody waits: nothing to remember
        return
    if progress.watching_power:  # an increase is being answered: the loop below looks again
        return
    progress.watching_power = True
    try:
        for _ in range(_ROUNDS):
            now = {minion.iid: power.power_of(state, minion) for minion in state.all_minions()}
            before, progress.power_seen = progress.power_seen, now
            if before is None or state.turn.phase == "end-turn":
                return
            risen = [iid for iid, amount in now.items() if iid in before and amount > before[iid]]
            if not risen:
                return
            for iid in risen:
                minion = state.cards[iid]
                if state.in_play(minion):
                    details = {"from": before[iid], "to": now[iid], "controller": minion.controller}
                    game.fire(TriggerEvent(EVENT, minion, state.base_of(minion), None, details))
    finally:
        progress.watching_power = False
