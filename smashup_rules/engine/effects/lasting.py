"""Lasting effects: a change that lasts for a while (power, breakpoint, cancellation,
protection, immunity, "instead of the discard pile"), started on fixed targets and ended
when its time runs out."""

from __future__ import annotations

from smashup_rules.engine import power_watch
from smashup_rules.engine.effects.affects import blocked, copyable, note_affected, redirected
from smashup_rules.engine.power import breakpoint_of, effect_of
from smashup_rules.engine.state import LastingEffect

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from smashup_rules.engine.source import Source
    from smashup_rules.engine.game import Game
    from smashup_rules.engine.state import CardInstance


@copyable("power", 0, many=True)
def add_lasting_power(
    game: Game,
    source: Source,
    targets: Sequence[CardInstance],
    amount: int,
    until: str,
    *,
    during: str = "any",
) -> None:
    """A power change with a duration; its targets are fixed now (pirates/swashbuckling#1)."""
    targets = [redirected(game, t, effect_of("power", source)) for t in targets]
    # A card that stood in for several targets (Ensign) takes the change once for each.
    again = [t for i, t in enumerate(targets) if any(u is t for u in targets[:i])]
    targets = [t for i, t in enumerate(targets) if not any(u is t for u in targets[:i])]
    affected = [t for t in targets if not blocked(game, t, effect_of("power", source), "changed in power")]
    if affected:
        for target in affected:
            note_affected(game, source, target)
        add_lasting(game, source, affected, amount, until, during=during)
    if again:
        add_lasting_power(game, source, again, amount, until, during=during)


@copyable("lasting", 0, many=True)
def add_lasting_to_hand(game: Game, source: Source, targets: Sequence[CardInstance], until: str) -> None:
    """"If it would go to the discard pile, it is returned to its owner's hand instead", for a
    while (resolution.instead): a lasting "discard-to-hand" effect on fixed targets, which
    ``leave_play`` applies whenever one of them leaves play for the discard pile."""
    affected = [t for t in targets if not blocked(game, t, effect_of("lasting", source), "given that effect")]
    for target in affected:
        note_affected(game, source, target)
    if affected:
        add_lasting(game, source, affected, 0, until, stat="discard-to-hand")


def grant_ability(game: Game, source: Source, targets: Sequence[CardInstance], until: str) -> None:
    """"It gains '...' until ...": the targets have the abilities ``source.card`` declares with
    ``granted=True`` for a while: a lasting "ability" effect on fixed targets, heard by the
    dispatcher wherever ``source.card`` is."""
    affected = [t for t in targets if not blocked(game, t, effect_of("lasting", source), "given that ability")]
    for target in affected:
        note_affected(game, source, target)
    if affected:
        add_lasting(game, source, affected, 0, until, stat="ability")


IMMUNITY_WORDS = {"destroy": "destroyed", "move": "moved", "return": "returned to the hand", "place": "placed", "control": "taken over"}


def add_lasting_immunity(game: Game, source: Source, targets: Sequence[CardInstance], kinds: Sequence[str], until: str) -> None:
    """"They cannot be destroyed, moved, or returned to the hand until ...": a lasting
    "cannot:<kinds>" effect on fixed targets (pirates/swashbuckling#1) that ``protector``
    applies to every effect of those kinds (``Effect.kind``), whoever's card mandates it."""
    affected = [t for t in targets if not blocked(game, t, effect_of("lasting", source), "given that effect")]
    for target in affected:
        note_affected(game, source, target)
    if affected:
        add_lasting(game, source, affected, 0, until, stat="cannot:" + ",".join(kinds))


UNTIL_WORDS = {
    "end-of-turn": "until the end of the turn",
    "end-of-your-turn": "until the end of {player}'s turn",
    "start-of-turn": "until the start of {player}'s next turn",
}


def add_lasting(
    game: Game,
    source: Source,
    targets: Sequence[CardInstance],
    amount: int,
    until: str,
    *,
    during: str = "any",
    stat: str = "power",
) -> None:
    """Start a lasting effect (power, breakpoint or cancellation) on fixed targets.

    ``until``: "end-of-turn" (the current turn), "end-of-your-turn" (the end of
    the controller's turn: this one, or their next when used on another
    player's turn), "start-of-turn" (the start of the controller's next turn)."""
    state = game.state
    key = {"end-of-turn": "end-of-turn", "end-of-your-turn": f"end-of-turn:{source.player}", "start-of-turn": f"start-of-turn:{source.player}"}[until]
    # "end-of-your-turn" used on another player's turn lasts through the end of your next one
    # (dinosaurs/augmentation#1): the same key, expired at the end of your turn.
    state.lasting.append(
        LastingEffect(source.card.iid, source.card.card_id, source.player, frozenset(t.iid for t in targets), amount, key, during, stat=stat)
    )
    duration = UNTIL_WORDS[until].format(player=source.player)
    names = ", ".join(t.name for t in targets)
    if stat == "power":
        message = f"{names} gain{'s' if len(targets) == 1 else ''} {amount:+d} power {duration}."
    elif stat == "breakpoint":
        message = f"{names}'s breakpoint changes by {amount:+d} {duration} (now {breakpoint_of(state, targets[0])})."
    elif stat == "no-extra":
        message = f"Other players with a minion at {names} cannot play extra cards {duration}."
    elif stat == "protect":
        message = f"{source.player}'s minions at {names} cannot be affected by other players' cards {duration}."
    elif stat == "all-names":
        message = f"{names} also has the name of every other minion {source.player} owns {duration}."
    elif stat == "discard-to-hand":
        message = f"{duration[0].upper()}{duration[1:]}, if {names} would go to the discard pile, it returns to its owner's hand instead."
    elif stat == "player-power":
        message = f"{source.player} gains {amount:+d} power at {names} {duration}."
    elif stat == "ability":
        message = f"{names} gain{'s' if len(targets) == 1 else ''} the ability {source.card.name} gives {duration}."
    elif stat.startswith("cannot:"):
        words = [IMMUNITY_WORDS.get(kind, kind) for kind in stat[7:].split(",")]
        listed = ", ".join(words[:-1]) + f" or {words[-1]}" if len(words) > 1 else words[0]
        message = f"{names} cannot be {listed} {duration}."
    else:
        message = f"{names}'s abilities are cancelled {duration}."
    game.record(
        "immunity" if stat.startswith("cannot:") else stat,
        message,
        cards=[*targets, source.card],
        cites=(*source.cites, *(("terms.cancel",) if stat == "cancel" else ())),
    )
    power_watch.check(game)


def expire_lasting(game: Game, until_key: str, cites: Sequence[str]) -> None:
    state = game.state
    ending = [effect for effect in state.lasting if effect.until == until_key]
    if not ending:
        return
    state.lasting = [effect for effect in state.lasting if effect.until != until_key]
    for effect in ending:
        what = {
            "power": f"{effect.amount:+d} power",
            "breakpoint": f"{effect.amount:+d} breakpoint",
            "cancel": "cancellation",
            "no-extra": "no extra plays",
            "protect": "protection",
            "all-names": "extra names",
            "discard-to-hand": "return to hand instead of the discard pile",
            "player-power": f"{effect.player}'s {effect.amount:+d} power at a base",
            "ability": "a granted ability",
        }.get(effect.stat, "immunity" if effect.stat.startswith("cannot:") else effect.stat)
        game.record(
            "expire",
            f"The effect of {state.cards[effect.source].name} ({what}) ends.",
            cards=[state.cards[effect.source]],
            cites=(*cites, effect.card_id),
        )
    power_watch.check(game)
