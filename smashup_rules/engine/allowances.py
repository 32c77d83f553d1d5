"""Which play a card uses (play.regular, play.extra, play.replacement-plays), and which grants
wait for later (``keepable``, ``keep_for_later``).

Regular and extra plays are ``PlayAllowance`` values in the turn state; a card in play may
offer more (``offered_plays``), and a replacement source may let a card come from elsewhere
than the hand (``play_sources``). A card uses the most restrictive allowance it fits (a
specific extra, then a qualified one, then the regular play, then a generic extra): a card
that fits a narrow allowance also fits the wide one, so this never costs the player a play
they could have made. A play nothing allows is refused here, citing what decides it.
"""

from __future__ import annotations

from smashup_rules.engine.citations import card_sources
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.game import Game
from smashup_rules.engine.power import active_behaviour
from smashup_rules.engine.qualifiers import mismatch, restrictiveness
from smashup_rules.engine.state import CardInstance
from smashup_rules.engine.turn_state import PHASE_TITLES, PlayAllowance
from smashup_rules.engine.zones import DECK, DISCARD, HAND, TITANS, holder, in_deck, in_hand, place

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.engine.abilities import PlaySource


def regular_allowances(minions_used: int = 0, actions_used: int = 0) -> list[PlayAllowance]:
    plays = []
    if minions_used < 1:
        plays.append(PlayAllowance("minion"))
    if actions_used < 1:
        plays.append(PlayAllowance("action"))
    return plays


def available_allowances(game: Game, player: str, card: CardInstance) -> list[PlayAllowance]:
    state = game.state
    found = list(state.turn.allowances) if state.turn.player == player else []
    # Plays a card offers: itself from outside the hand (Tenacious Z), or, while in play,
    # an "on your turn" play with a once-per-turn key (Secret Grove; play.on-your-turn).
    # Only the cards whose abilities define the hook can offer one; an unimplemented card in
    # play is still an error here, as when every card was asked.
    state.check_implemented_in_play()
    offering = [card] if not in_hand(card) else []
    offering += [other for other in state.in_play_with(state.registry.defining("offered_plays")) if active_behaviour(state, other) is not None]
    for other in offering:
        behaviour = state.registry.behaviour(state.ability_id(other))
        for offered in behaviour.offered_plays(game.context(other, player)):
            if offered.once_key is None or offered.once_key not in state.turn.used_once:
                found.append(offered)
    return found


def play_sources(game: Game, player: str, card: CardInstance) -> list[PlaySource]:
    """Ongoing abilities in play that let ``player`` play ``card`` from where it is instead
    of from hand (play.replacement-plays): only in their own Play Cards phase (unless the
    source works ``any_time``, Spectre), and each source's once-per-turn limit unused."""
    return [source for source in _sources_for(game, player, card) if _unusable(game, player, source) is None]


def _unusable(game: Game, player: str, source: PlaySource) -> str | None:
    """Why a replacement source that would take a card from where it is cannot now (None: it can)."""
    state = game.state
    if not source.any_time and not (state.turn.player == player and state.turn.phase == "play-cards"):
        return f"only in {player}'s Play Cards phase"
    if source.once_key is not None and source.once_key in state.turn.used_once:
        return "once per turn, and it has been used this turn"
    return None


def _sources_for(game: Game, player: str, card: CardInstance) -> list[PlaySource]:
    """Every replacement source that would take ``card`` from where it is, usable now or not."""
    state = game.state
    if card.kind != "minion":
        return []
    pile = place(card.zone)
    found = []
    # Cards in play offer their base or pile; a card out of play may offer itself (Spectre).
    state.check_implemented_in_play()
    offering = [*state.in_play_with(state.registry.defining("play_sources")), *([] if state.in_play(card) else [card])]
    for other in offering:
        behaviour = active_behaviour(state, other)
        if behaviour is None:
            continue
        for source in behaviour.play_sources(game.context(other), player):
            if source.card is not None and source.card != card.iid:
                continue
            if source.from_zone == pile and holder(card.zone) == player:
                found.append(source)
    return found


def choose_allowance(
    game: Game, player: str, card: CardInstance, base: CardInstance | None, target: CardInstance | None = None
) -> tuple[PlayAllowance, PlaySource | None]:
    """The play ``card`` uses, and the replacement source that lets it come from elsewhere."""
    candidates = [a for a in available_allowances(game, player, card) if a.kind == card.kind]
    fitting = [a for a in candidates if mismatch(game, a, player, card, base, target=target) is None]
    if fitting:
        return max(fitting, key=restrictiveness), None
    sources = play_sources(game, player, card)
    for source in sources:
        via = [a for a in candidates if mismatch(game, a, player, card, base, via=source) is None]
        if via:
            return max(via, key=restrictiveness), source
    from_elsewhere = _from_elsewhere_cites(game, card, sources)
    unusable = [] if sources else [(source, _unusable(game, player, source)) for source in _sources_for(game, player, card)]
    if unusable:  # the card is where a source takes it from, but not now
        source, why = unusable[0]
        none_left = f"no {card.kind} play is left this turn, and " if not candidates else ""
        raise IllegalPlay(
            f"{player} cannot play {card.name} from the {source.from_zone} pile: {none_left}{game.state.cards[source.source].name} allows that {why}.",
            ("play.replacement-plays", "play.on-your-turn", *card_sources(source.source_card), *source.cites),
        )
    if not candidates:
        # A card on a deck is played only by an extra play that reaches it (Hoverbot's, at once).
        elsewhere = f"{card.name} is not in {player}'s hand ({zone_words(card.zone)}) and " if in_deck(card) else ""
        turn = game.state.turn
        if turn.phase != "play-cards" or turn.player != player:  # why no play is open: the phase, not the count
            whose = "their" if turn.player == player else f"{turn.player}'s"
            phase = f"{whose} {PHASE_TITLES.get(turn.phase, turn.phase)} phase"
            raise IllegalPlay(f"{player} cannot play {card.name}: {elsewhere}no {card.kind} play is open in {phase} "
                              "(regular plays are made in the Play Cards phase of one's own turn).",
                              ("turn.play-cards", "play.regular", "play.extra", *from_elsewhere))
        raise IllegalPlay(f"{player} cannot play {card.name}: {elsewhere}no {card.kind} play is left this turn.", ("play.regular", "play.extra", *from_elsewhere))
    if sources:  # the card is where a replacement source could take it from (play.replacement-plays)
        reasons = "; ".join(f"{a.describe()}: {mismatch(game, a, player, card, base, via=sources[0])}" for a in candidates)
        raise IllegalPlay(f"{player} cannot play {card.name} from the {sources[0].from_zone} pile: no play fits ({reasons}).",
                          ("play.replacement-plays", *allowance_cites(candidates), *from_elsewhere))
    reasons = "; ".join(f"{a.describe()}: {mismatch(game, a, player, card, base, target=target)}" for a in candidates)
    raise IllegalPlay(f"{player} cannot play {card.name}: no play fits ({reasons}).", ("play.extra-qualifiers", *allowance_cites(candidates), *from_elsewhere))


def keepable(game: Game, player: str, allowance: PlayAllowance) -> bool:
    """Whether ``player`` may keep the extra play ``allowance`` for later (play.extra, terms.extra):
    it is granted during their own Play Cards phase, and neither must be used at once (its text
    or a ruling says "immediately", or a Special granted it) nor is for one specific card."""
    turn = game.state.turn
    return turn.phase == "play-cards" and turn.player == player and not allowance.immediate and allowance.card is None


def keep_for_later(game: Game, player: str, allowance: PlayAllowance) -> None:
    """The grant waits in the turn's plays until used or the phase ends (play.extra); its step
    names every qualifier it keeps, which ``qualifiers.mismatch`` checks wherever it is used."""
    state = game.state
    state.turn.allowances.append(allowance)
    game.record(
        "extra",
        f"{player} may play an {allowance.words(state.cards)} this phase.",
        cards=[state.cards[iid] for iid in (allowance.source, allowance.base, allowance.card, allowance.affects) if iid is not None],
        players=[player],
        cites=("play.extra", *qualifier_cites(allowance), allowance.source_card, *allowance.cites),
    )


def qualifier_cites(allowance: PlayAllowance) -> tuple[str, ...]:
    """The rules that give a grant's qualifiers their meaning, for the steps that name them."""
    cites = []
    if allowance.card is not None:
        cites.append("play.extra-generic-specific")
    elif not allowance.regular and restrictiveness(allowance)[1]:
        cites.append("play.extra-qualifiers")
    if allowance.named is not None or allowance.not_named is not None:
        cites.append("terms.same-name")
    if allowance.affects is not None:
        cites.append("terms.directly-affects")
    return tuple(cites)


def _from_elsewhere_cites(game: Game, card: CardInstance, sources: list[PlaySource]) -> tuple[str, ...]:
    """For a card refused outside the hand: its own sources when its text lets it be played from
    where it is (Spectre, Tenacious Z: their rulings say when), and the replacement sources'."""
    if in_hand(card):
        return ()
    registry = game.state.registry
    own = card.card_id in registry.defining("play_sources") or card.card_id in registry.defining("offered_plays")
    return (*(card_sources(card.card_id) if own else ()), *(cite for source in sources for cite in (source.source_card, *source.cites)))


def allowance_cites(allowances: list[PlayAllowance]) -> list[str]:
    """The sources of the plays a card did not fit: the cards that granted them and their rulings."""
    return [cite for a in allowances if a.source_card for cite in (*card_sources(a.source_card), *a.cites)]


def zone_words(zone: str) -> str:
    """Where a card out of play is, in words ("it is in Alice's deck")."""
    pile, whose = place(zone), holder(zone)
    names = {HAND: "hand", DECK: "deck", DISCARD: "discard pile", TITANS: "titans set aside"}
    return f"it is in {whose}'s {names[pile]}" if whose and pile in names else f"it is in the {zone.replace('-', ' ')}"
