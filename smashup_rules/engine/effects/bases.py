"""Bases and titans: destroying, swapping, adding and replacing bases (with the cards
buried beside them), and titans arriving at a base and clashing."""

from __future__ import annotations

from smashup_rules.engine.abilities import TriggerEvent
from smashup_rules.engine.effects.affects import with_cites
from smashup_rules.engine.effects.leaving import destroy, discard_along, discard_from_play, set_aside_titan
from smashup_rules.engine.effects.monsters import bring_monsters
from smashup_rules.engine.errors import EngineError
from smashup_rules.engine.power import CardView, cancelled_by, player_power_at, player_power_sources, titans_kept_by
from smashup_rules.engine.zones import BASE_DECK, BASE_DISCARD, BASES, at_base, attached_to, buried_zone, is_in_play_as_base
from smashup_rules.engine.citations import card_sources

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Sequence

    from smashup_rules.engine.source import Source
    from smashup_rules.engine.game import Game
    from smashup_rules.engine.state import CardInstance, State


def destroy_base(game: Game, base: CardInstance, source: Source | None, *, cites: Sequence[str] = ()) -> CardInstance | None:
    """Destroy a base in play: every card there is destroyed with it (terms.destroy); a card that
    is not destroyed still leaves play with its base (scoring.base-leaves): discarded, or set aside
    for a titan (titans.leave-play), ``cites`` saying why. The base then goes to the base discard
    pile and is replaced (scoring.replace). Returns the base that replaces it, or None."""
    state = game.state
    if not is_in_play_as_base(base):
        return None
    game.record(
        "destroy-base",
        f"{base.name} is destroyed, with every card there.",
        cards=[base] + ([source.card] if source else []),
        cites=with_cites(source, "terms.destroy"),
    )
    for card in [*state.minions_at(base), *state.attachments(base)]:
        if state.base_of(card) is base:  # not taken away while earlier cards were destroyed
            destroy(game, card, source)
    for _ in range(100):  # what stayed (or arrived meanwhile) leaves with its base
        left = [*state.minions_at(base), *state.attachments(base)]
        if not left:
            break
        card = left[0]
        if card.kind == "titan":
            set_aside_titan(game, card, (*cites, "scoring.base-leaves"))
        elif not discard_from_play(game, card, source, cites=(*cites, "scoring.base-leaves")) and state.base_of(card) is base:
            raise EngineError(f"{card.name} cannot leave {base.name} as the base is destroyed")
    return replace_base(game, base)


def swap_base(
    game: Game, old: CardInstance, new: CardInstance, source: Source | None, *, played: bool = True, shuffle: bool = True
) -> None:
    """Swap a base in play with one from the base deck: the new base takes the old one's
    place and every card on the old base stays there; the old base goes into the
    base deck, which is shuffled. ``played``: the new base is played (not at setup).
    ``shuffle=False``: the old base takes the new one's place in the base deck, unshuffled
    ("swap this base with the top card of the base deck")."""
    state = game.state
    position = state.zones[BASES].index(old.iid)
    pile = state.zones.get(BASE_DECK, [])
    deck_position = pile.index(new.iid) if new.iid in pile else 0
    state.relocate(new, BASES, index=position)
    for card in state.zone(at_base(old.iid)):
        state.relocate(card, at_base(new.iid))
    for card in state.zone(attached_to(old.iid)):
        state.relocate(card, attached_to(new.iid))
    follow_swap(state, old, new)  # buried cards stay beside the new base
    state.relocate(old, BASE_DECK, **({} if shuffle else {"index": deck_position}))
    if shuffle:
        state.rng.shuffle(state.zones[BASE_DECK])
    where = "is shuffled into the base deck" if shuffle else "takes its place in the base deck"
    game.record(
        "swap",
        f"{new.name} replaces {old.name}, with every card that was there; {old.name} {where}.",
        cards=[new, old] + ([source.card] if source else []),
        cites=with_cites(source),
    )
    if played:
        base_played(game, new)


def add_base(game: Game, source: Source | None) -> CardInstance | None:
    """"Play a new base": the top base of the base deck comes into play beside the others and
    stays (one more base in play); an empty base deck is rebuilt from the base discard pile
    first (scoring.replace). None when there is no base to play."""
    state = game.state
    if not state.zones.get(BASE_DECK) and state.zones.get(BASE_DISCARD):
        pile = state.zone(BASE_DISCARD)
        state.rng.shuffle(pile)
        for card in pile:
            state.relocate(card, BASE_DECK)
        game.record("shuffle", "The base deck is empty: the base discard pile is shuffled into a new base deck.", cites=("scoring.replace",))
    if not state.zones.get(BASE_DECK):
        game.record("cannot", "There is no base to play: the base deck and base discard pile are empty.", cards=[source.card] if source else [], cites=with_cites(source))
        return None
    new = state.zone(BASE_DECK)[0]
    state.relocate(new, BASES)
    game.record(
        "new-base",
        f"{new.name} comes into play as a new base ({len(state.zones['bases'])} bases in play now).",
        cards=[new] + ([source.card] if source else []),
        cites=with_cites(source),
    )
    base_played(game, new)
    return new


def base_played(game: Game, base: CardInstance) -> None:
    """A base has come into play during the game (replacing a scored or destroyed base, swapped
    in, or as a new base): the monsters its monster number brings (monsters.bases), then its
    "after this is played" abilities (event "base-played")."""
    bring_monsters(game, base)
    if game.state.in_play(base):
        game.fire(TriggerEvent("base-played", base, base))


def arrive(game: Game, base: CardInstance, titan: CardInstance) -> None:
    """A titan was played or moved onto ``base``: if another titan is there, they clash once
    the ability that brought it has finished (``resolve_clashes``)."""
    if any(t.kind == "titan" and t is not titan for t in game.state.minions_at(base)):
        game.progress.pending_clashes.append((base.iid, titan.iid))


def resolve_clashes(game: Game) -> None:
    """Resolve the clashes waiting since abilities finished (titans.clash); a duel may hold
    them until it ends (``Duel.clashes_wait``, Pecos Bill)."""
    state, progress = game.state, game.progress
    if progress.duel is not None and progress.duel.clashes_wait:
        return
    while progress.pending_clashes:
        base_iid, titan_iid = progress.pending_clashes.pop(0)
        base, titan = state.cards[base_iid], state.cards[titan_iid]
        if is_in_play_as_base(base) and state.base_of(titan) is base:
            clash(game, base, titan)


def clash(game: Game, base: CardInstance, newcomer: CardInstance) -> None:
    """titans.clash: a base holds one titan. The controller with less power there removes
    their own titan; on a tie the newcomer goes. No clash while a card keeps titans together
    there (``keeps_titans``); titans it kept together all clash with the next newcomer once it
    no longer does: only the one whose controller has the most power stays."""
    state = game.state
    others = [t for t in state.minions_at(base) if t.kind == "titan" and t is not newcomer]
    if not others:
        return
    keeper = titans_kept_by(state, base)
    if keeper is not None:
        game.record(
            "note",
            f"{newcomer.name} joins {', '.join(t.name for t in others)} at {base.name}: {keeper.name} keeps titans together there, so there is no clash.",
            cards=[newcomer, *others, keeper],
            cites=(keeper.card_id, "titans.clash"),
        )
        return
    idle = _cancelled_keepers(state, base)
    cancelled = "".join(f" {card.name}'s ability is cancelled, so it keeps no titans together." for card in idle)
    # The power compared: what counts for each titan's controller there, a titan's counters included (titans.power).
    compared = (cite for titan in [*others, newcomer] for cite in player_power_sources(state, titan.controller, base))
    cites = ("titans.clash", "titans.power", *(cite for card in idle for cite in (*card_sources(card.card_id), "terms.cancel")), *compared)
    if len(others) > 1:
        _clash_of_several(game, base, [*others, newcomer], cancelled, cites)
        return
    resident = others[0]
    mine = player_power_at(state, newcomer.controller, base).total
    theirs = player_power_at(state, resident.controller, base).total
    loser = resident if theirs < mine else newcomer
    game.record(
        "clash",
        f"Clash of the titans at {base.name}: {newcomer.controller} has {mine} power there, "
        f"{resident.controller} has {theirs}; {loser.controller} removes {loser.name}"
        + (" (a tie: the titan that was there first stays)." if mine == theirs else ".") + cancelled,
        cards=[newcomer, resident, base],
        cites=cites,
    )
    set_aside_titan(game, loser, ("titans.clash",))


def _cancelled_keepers(state: State, base: CardInstance) -> list[CardInstance]:
    """The cards whose ability would keep titans together at ``base`` (``keeps_titans``) but
    is cancelled (terms.cancel): a reader of the clash looks for them."""
    return [
        card
        for card in state.in_play_among(state.registry.defining("keeps_titans"))
        if cancelled_by(state, card) is not None and state.registry.behaviour(state.ability_id(card)).keeps_titans(CardView(state, card), base)
    ]


def _clash_of_several(game: Game, base: CardInstance, contenders: list[CardInstance], cancelled: str, cites: tuple[str, ...]) -> None:
    """A newcomer joins several titans a card kept together: the titan whose controller has the
    most power there stays (on a tie, the one there first), every other is removed (titans.clash)."""
    state = game.state
    powers = [player_power_at(state, t.controller, base).total for t in contenders]
    stays = contenders[powers.index(max(powers))]  # contenders in the order they arrived
    shown = ", ".join(f"{t.controller} has {p} ({t.name})" for t, p in zip(contenders, powers))
    game.record(
        "clash",
        f"Clash of the titans at {base.name}: {shown}; only {stays.name} stays, the other titans are removed.{cancelled}",
        cards=[*contenders, base],
        cites=cites,
    )
    for titan in contenders:
        if titan is not stays and state.base_of(titan) is base:
            set_aside_titan(game, titan, ("titans.clash",))


def replace_base(game: Game, base: CardInstance) -> CardInstance | None:
    """scoring.replace: the base goes to the base discard pile; the top of the base deck
    takes its place (an empty base deck is rebuilt from the base discard pile)."""
    state = game.state
    if state.zones.get(buried_zone(base)):  # cards buried beside it go with it (burying.scoring)
        discard_buried(game, base)
    position = state.zones[BASES].index(base.iid)
    state.relocate(base, BASE_DISCARD)
    if not state.zones.get(BASE_DECK):
        pile = [iid for iid in state.zones.get(BASE_DISCARD, []) if iid != base.iid]
        if pile:
            cards = [state.cards[iid] for iid in pile]
            state.rng.shuffle(cards)
            for card in cards:
                state.relocate(card, BASE_DECK)
            game.record("shuffle", "The base deck is empty: the base discard pile is shuffled into a new base deck.", cites=("scoring.replace",))
    if not state.zones.get(BASE_DECK):
        game.record("replace", f"{base.name} goes to the base discard pile; there is no base to replace it.", cards=[base], cites=("scoring.replace",))
        return None
    new_base = state.zone(BASE_DECK)[0]
    state.relocate(new_base, BASES, index=position)
    game.record(
        "replace",
        f"{base.name} goes to the base discard pile and {new_base.name} replaces it.",
        cards=[base, new_base],
        cites=("scoring.replace",),
    )
    base_played(game, new_base)
    return new_base


def discard_buried(game: Game, base: CardInstance, cites: Sequence[str] = ("burying.scoring", "oops/burying#4")) -> None:
    """The cards still buried beside a base leaving play go to their owners' discard piles (burying.scoring)."""
    for card in game.state.zone(buried_zone(base)):
        discard_along(game, card, base, f"buried beside {base.name}", cites, why=" as the base leaves play")


def follow_swap(state: State, old: CardInstance, new: CardInstance) -> None:
    """A base swapped for another keeps its buried cards beside the new base."""
    for card in state.zone(buried_zone(old)):
        state.relocate(card, buried_zone(new))
