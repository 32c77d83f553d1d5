"""Changes to cards that stay in play: moving, +1 power counters, control, attaching and
transferring actions, storing cards under a card, swapping a minion and copying abilities."""

from __future__ import annotations

from smashup_rules.engine import power_watch
from smashup_rules.engine.abilities import TriggerEvent
from smashup_rules.engine.effects.affects import blocked, copyable, note_affected, redirected, with_cites
from smashup_rules.engine.effects.bases import arrive
from smashup_rules.engine.effects.decks import shuffle_deck
from smashup_rules.engine.effects.leaving import discard_from_play, pile_words, place
from smashup_rules.engine.game import card_label
from smashup_rules.engine.power import Effect, effect_of, protector
from smashup_rules.engine.zones import NO_OWNER_GROUPS, PILES, at_base, attached_to, hand, holder, is_in_play_as_base, set_aside_as_titan, stored, stored_zone
from smashup_rules.engine.zones import place as place_of  # effects.place is the primitive
from smashup_rules.util.words import counted

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from smashup_rules.engine.source import Source
    from smashup_rules.engine.game import Game
    from smashup_rules.engine.state import CardInstance


@copyable("move", 2)
def move(game: Game, target: CardInstance, to: CardInstance, source: Source | None, *, cites: Sequence[str] = ()) -> bool:
    """terms.move: to another base, with its attachments and counters; not a play."""
    state = game.state
    target = redirected(game, target, effect_of("move", source))
    origin = state.base_of(target)
    if origin is None or origin is to or not is_in_play_as_base(to):
        return False
    if blocked(game, target, effect_of("move", source, to=to), "moved"):
        return False
    note_affected(game, source, target)
    state.relocate(target, at_base(to.iid))
    mover = source.player if source else None
    state.turn.record_move(mover, target.iid, target.controller, origin.iid, to.iid)
    game.record(
        "move",
        f"{target.name} ({target.controller}) moves from {origin.name} to {to.name}.",
        cards=[target, origin, to] + ([source.card] if source else []),
        cites=with_cites(source, "terms.move", *cites, *(("titans.targeting",) if target.kind == "titan" else ())),
    )
    if target.kind == "titan":
        arrive(game, to, target)
    # Minions moving others: "after another player's minion moves here/from here" (bear-cavalry).
    game.fire(TriggerEvent("moved", target, to, mover, {"from": origin, "controller": target.controller}))
    return True


@copyable("counters", 2)
def place_counters(game: Game, target: CardInstance, amount: int, source: Source | None) -> bool:
    """counters.power: +1 power counters on a card in play (affects it), or on a titan set
    aside whose own ability says so (Killer Kudzu)."""
    target = redirected(game, target, effect_of("counters", source))
    aside = target.kind == "titan" and set_aside_as_titan(target)
    if not (game.state.in_play(target) or aside) or blocked(game, target, effect_of("counters", source), "given counters"):
        return False
    note_affected(game, source, target)
    target.counters += amount
    game.record(
        "counters",
        f"{counted(amount, '+1 power counter')} placed on {target.name} (now {target.counters}).",
        cards=[target],
        cites=with_cites(source, "counters.power"),
    )
    power_watch.check(game)
    return True


def remove_counters(game: Game, target: CardInstance, amount: int, source: Source | None) -> int:
    """Remove up to ``amount`` counters (removing a counter affects the card); returns how many."""
    if blocked(game, target, effect_of("counters", source), "stripped of counters"):
        return 0
    removed = min(amount, target.counters)
    target.counters -= removed
    game.record(
        "counters",
        f"{counted(removed, '+1 power counter')} removed from {target.name} (now {target.counters}).",
        cards=[target],
        cites=with_cites(source, "counters.power", "terms.affect"),
    )
    power_watch.check(game)
    return removed


def transfer_counters(game: Game, giver: CardInstance, target: CardInstance, amount: int, source: Source | None) -> int:
    """terms.transfer: counters go from one card to another; a protected recipient loses them to the pool.
    Counters that arrive fire "counters-transferred" (card: the recipient, player: who transferred,
    details: "from", "amount"), for "when you transfer counters to a minion" abilities."""
    if source is not None:
        source = source.citing("terms.transfer", "cthulhu/power-counters#1")  # "moving a counter moves that effect"
    moved = remove_counters(game, giver, amount, source)
    if moved and not place_counters(game, target, moved, source):
        game.record(
            "counters",
            f"{counted(moved, 'counter')} meant for {target.name} {'returns' if moved == 1 else 'return'} to the pool instead.",
            cards=[target],
            cites=with_cites(source, "terms.transfer"),
        )
    elif moved:
        details = {"from": giver, "amount": moved}
        game.fire(TriggerEvent("counters-transferred", target, game.state.base_of(target), source.player if source else None, details))
    return moved


@copyable("control", 2)
def take_control(game: Game, target: CardInstance, player: str, source: Source | None) -> bool:
    """terms.control: the new controller counts the card as theirs; ownership never changes."""
    target = redirected(game, target, effect_of("control", source))
    if blocked(game, target, effect_of("control", source), "taken over"):
        return False
    note_affected(game, source, target)
    previous = target.controller
    target.controller = player
    if target.group == "monsters" and previous is None:  # monsters.control: it is now an ordinary minion of theirs
        words, rules = "an uncontrolled monster: it is now an ordinary minion of theirs", ("monsters.control",)
    else:
        words, rules = f"from {previous} ({target.owner or 'nobody'} {'still owns' if target.owner else 'owns'} it)", ()
    game.record(
        "control",
        f"{player} takes control of {target.name}, {words}." if rules else f"{player} takes control of {target.name} {words}.",
        cards=[target],
        players=[player],
        cites=with_cites(source, "terms.control", *rules),
    )
    return True


def store_under(game: Game, card: CardInstance, host: CardInstance, source: Source | None) -> bool:
    """Store ``card`` (a card resolving, or in a hand or pile) under ``host``, a card in play: the
    card is not in play and has no abilities there; a standard action so stored does not go to
    the discard pile. Returns whether it was stored."""
    state = game.state
    if not state.in_play(host) or state.in_play(card):
        return False
    if card.group in NO_OWNER_GROUPS:  # it goes only to its own pile, whatever a card says (monsters.nature)
        game.record("cannot", f"{card.name} cannot be stored under {host.name}: a {card.group[:-1]} goes only to its own pile.",
                    cards=[card, host], cites=with_cites(source, "monsters.nature" if card.group == "monsters" else "treasures.nature"))
        return False
    state.relocate(card, stored_zone(host))
    card.controller = card.owner
    game.record("store", f"{card.name} is stored under {host.name}.", cards=[card, host] + ([source.card] if source and source.card is not host else []), cites=with_cites(source))
    return True


def draw_stored(game: Game, card: CardInstance, player: str, source: Source | None) -> bool:
    """"Draw a card stored under this card": ``card`` leaves its host for ``player``'s hand."""
    state = game.state
    host = state.cards.get(holder(card.zone)) if stored(card) else None
    if host is None:
        return False
    state.relocate(card, hand(player))
    game.record("draw", f"{player} draws {card.name}, stored under {host.name}.", cards=[card, host], players=[player], cites=with_cites(source))
    return True


def swap_minion(game: Game, old: CardInstance, new: CardInstance, source: Source | None) -> bool:
    """"Swap a minion in play for one in your hand, deck or discard pile": ``old`` is placed into
    its owner's pile of the kind ``new`` comes from (a deck is shuffled after), and ``new`` is
    placed at ``old``'s base under this player's control. Neither is played (terms.place): no
    on-play ability, no play used. Nothing happens when ``old`` cannot be placed (protection)."""
    state = game.state
    base = state.base_of(old)
    pile = place_of(new.zone)
    from_where = pile_words(new.zone) if pile in PILES else new.zone
    if base is None or pile not in PILES or not place(game, old, pile, source):
        return False
    if not is_in_play_as_base(base) or place_of(new.zone) != pile:
        return False
    state.relocate(new, at_base(base.iid))
    new.controller = source.player if source else new.owner
    game.record(
        "place",
        f"{new.name} ({new.controller}) is placed at {base.name} in place of {old.name}, from {from_where} (not played).",
        cards=[new, base, old] + ([source.card] if source else []),
        cites=with_cites(source, "terms.place"),
    )
    if pile == "deck":
        shuffle_deck(game, old.owner or new.owner, with_cites(source))
    return True


def copy_abilities(game: Game, copier: CardInstance, of: CardInstance, source: Source | None) -> str:
    """``copier`` has the abilities of ``of`` as if printed on it, until it leaves play; a card
    that is itself a copy passes on what it copies. Returns the card id copied."""
    state = game.state
    copied = state.ability_id(of)
    state.copied_abilities[copier.iid] = copied
    game.record(
        "copy",
        f"{copier.name} copies the ability of {of.name}: it acts as if that ability were printed on it.",
        cards=[copier, of],
        cites=with_cites(source, copied),
    )
    return copied


def attach(game: Game, card: CardInstance, host: CardInstance, source: Source | None) -> bool:
    """Put a card being played on a base or minion in play (play.on-base); a protected minion
    cannot have it attached."""
    state = game.state
    if not state.in_play(host) or blocked(game, host, Effect("attach", card, source.player if source else None), "given that card"):
        return False
    state.relocate(card, attached_to(host.iid))
    game.record(
        "attach",
        f"{card.name} is played on {card_label(state, host)}.",
        cards=[card, host],
        cites=with_cites(source, "play.on-base"),
    )
    return True


def transfer_card(game: Game, card: CardInstance, to: CardInstance, source: Source | None) -> bool:
    """terms.transfer: an action attached to a card in play goes onto another card (a base or a
    minion) without being played. Transferring affects the action; if the recipient is immune
    to the effect, the action is discarded instead. Returns whether it was transferred."""
    state = game.state
    origin = state.host(card)
    if origin is None or not state.in_play(card) or to is origin or not state.in_play(to):
        return False
    if blocked(game, card, effect_of("transfer", source), "transferred"):
        return False
    note_affected(game, source, card)
    guard = protector(state, to, effect_of("attach", source)) if to.kind != "base" else None
    if guard is not None:  # the recipient is immune: the action is discarded instead (terms.transfer)
        discard_from_play(game, card, source, cites=("terms.transfer", guard.card_id))
        return False
    state.relocate(card, attached_to(to.iid))
    game.record(
        "transfer",
        f"{card.name} ({card.controller}) is transferred from {origin.name} to {to.name}.",
        cards=[card, origin, to] + ([source.card] if source else []),
        cites=with_cites(source, "terms.transfer"),
    )
    return True
