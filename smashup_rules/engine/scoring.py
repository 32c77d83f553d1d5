"""The Score Bases phase (scoring.procedure).

choose an eligible base → "before scoring" window → award VP with ties
("when scoring" abilities) → "after scoring" window → discard the cards still
there → replace the base → check again. A base that leaves play before its VP
are awarded stops scoring (scoring.base-leaves).
"""

from __future__ import annotations

from smashup_rules.engine import effects
from smashup_rules.engine.abilities import TriggerEvent
from smashup_rules.engine.choices import Option
from smashup_rules.engine.errors import UnimplementedCard
from smashup_rules.engine.game import Game, card_options
from smashup_rules.engine.play import forbidden_by, play_card
from smashup_rules.engine.power import (
    PowerBreakdown,
    breakpoint_of,
    breakpoint_sources,
    player_power_sources,
    has_presence,
    player_power_at,
    player_power_total,
    power_of,
    power_rules,
    total_power_at,
    total_powers,
    uncontrolled_monsters,
)
from smashup_rules.engine.state import CardInstance, State, buried_cards
from smashup_rules.engine.zones import hand, is_in_play_as_base
from smashup_rules.engine.zones import revealed as is_revealed  # ``revealed``: the treasures revealed below
from smashup_rules.engine.citations import card_sources, no_ability_sources
from smashup_rules.util.records import Record
from smashup_rules.util.words import counted

PLACE_NAMES = {1: "1st", 2: "2nd", 3: "3rd"}
PLACE_WORDS = {1: "first", 2: "second", 3: "third"}


class ScoreResult(Record):
    __slots__ = ("base", "powers", "places", "awards", "had_minions", "present")

    def __init__(
        self,
        base: CardInstance,
        powers: dict[str, PowerBreakdown],  # ranked players only (scoring.presence)
        places: dict[str, int],  # player → place, 1 + number of players with more power
        awards: dict[str, int],  # player → VP from the base
        had_minions: tuple[str, ...] = (),  # players with a minion there when it scored (The Kraken)
        present: tuple[str, ...] = (),  # instance ids of the minions and titans there when it scored
    ):
        self.base = base
        self.powers = powers
        self.places = places
        self.awards = awards
        self.had_minions = had_minions
        self.present = present

    def at_place(self, place: int, order: list[str]) -> list[str]:
        return [player for player in order if self.places.get(player) == place]


def eligible_bases(state: State) -> list[CardInstance]:
    """scoring.eligible: total power of all players ≥ breakpoint."""
    bases = state.bases()
    return [base for base, total in zip(bases, total_powers(state, bases)) if total >= breakpoint_of(state, base)]


def score_bases_phase(game: Game) -> None:
    state = game.state
    state.turn.phase = "score-bases"
    state.turn.allowances.clear()  # an unused extra play does not outlive the Play Cards phase (play.extra)
    game.record("phase", f"{state.turn.player}'s Score Bases phase.", players=[state.turn.player], cites=("turn.score-bases",))
    first = True
    while True:
        eligible = eligible_bases(state)
        if not eligible:
            if first:
                game.record("scoring", "No base has reached its breakpoint.", cites=("scoring.eligible",))
                _monsters_on_breakpoints(game)
            else:
                _no_other_base(game)
            state.turn.scored = True
            return
        cites = ("scoring.choose-base",) if first else ("scoring.rescan", "scoring.choose-base")
        base = game.ask(
            state.turn.player,
            "choose which eligible base scores next",
            [Option(b.name, b) for b in eligible],
            "score-base",
            cites=cites,
        )
        score_base(game, base, cites)
        first = False


def score_base(game: Game, base: CardInstance, cites: tuple[str, ...] = ("scoring.choose-base",)) -> ScoreResult | None:
    """One base scores; from its VP award until its scoring is over, the game's
    ``progress.after_scoring`` holds it ("after a base scores", scoring.when-after)."""
    try:
        return _score_base(game, base, cites)
    finally:
        game.progress.after_scoring.discard(base.iid)


def _score_base(game: Game, base: CardInstance, cites: tuple[str, ...]) -> ScoreResult | None:
    state = game.state
    monsters = uncontrolled_monsters(state, base)
    raised = f", {sum(power_of(state, m) for m in monsters)} of it from uncontrolled monsters" if monsters else ""
    game.record(
        "scoring",
        f"{base.name} scores (total power {total_power_at(state, base)}, breakpoint {breakpoint_of(state, base)}{raised}).",
        cards=[base],
        cites=("scoring.eligible", *cites, *breakpoint_sources(state, base), *_total_power_rules(state, base), *no_ability_sources(base.card_id)),
    )
    before_scoring_window(game, base)
    if not is_in_play_as_base(base):
        return _stopped(game, base)
    total = total_power_at(state, base)
    if total < breakpoint_of(state, base):
        game.record(
            "scoring",
            f"{base.name} now has {total} power, below its breakpoint, but keeps scoring.",
            cards=[base],
            cites=("scoring.below-breakpoint",),
        )
    result = award_vp(game, base)
    # A base that an ability removes after its VP are awarded has taken its cards
    # along; there is nothing left here to discard or replace.
    game.fire(TriggerEvent("when-scoring", base=base), score=result)
    if not is_in_play_as_base(base):
        return result
    game.progress.after_scoring.add(base.iid)
    game.fire(TriggerEvent("after-scoring", base=base), score=result)
    if not is_in_play_as_base(base):
        return result
    after_scoring_window(game, base, result)
    if not is_in_play_as_base(base):
        return result
    hand_out_treasure(game, base, result)
    discard_base(game, base)
    new_base = effects.replace_base(game, base)
    if new_base is not None:
        game.fire(TriggerEvent("after-replaced", base=base, details={"replacement": new_base}),
            extra=[base],
            score=result,
            replacement=new_base,
        )
    return result


def _no_other_base(game: Game) -> None:
    """The check made again after a base has scored (scoring.rescan) finds no base eligible: each
    base in play with its total power against its current breakpoint, so a reader sees it was made."""
    state = game.state
    bases = state.bases()
    totals = "; ".join(f"{base.name} {total_power_at(state, base)}/{breakpoint_of(state, base)}" for base in bases)
    game.record(
        "why-not",
        f"No other base scores: checked again, none has reached its breakpoint ({totals or 'no base in play'}).",
        cards=bases,
        cites=("scoring.rescan", "scoring.eligible", *(cite for base in bases for cite in breakpoint_sources(state, base))),
    )


def _total_power_rules(state: State, base: CardInstance) -> tuple[str, ...]:
    """The rules deciding what counts in the total power at ``base`` (scoring.eligible)."""
    return tuple(dict.fromkeys(cite for player in state.players for cite in power_rules(state, player.name, base)))


def _monsters_on_breakpoints(game: Game) -> None:
    """Why a base with uncontrolled monsters did not score: they raise its breakpoint (monsters.breakpoint)."""
    state = game.state
    for base in state.bases():
        monsters = uncontrolled_monsters(state, base)
        if monsters:
            game.record(
                "note",
                f"{base.name} has {total_power_at(state, base)} power against a breakpoint of {breakpoint_of(state, base)} "
                f"(printed {base.record['breakpoint']}): {', '.join(f'{m.name} {power_of(state, m)}' for m in monsters)} "
                f"{'raises' if len(monsters) == 1 else 'raise'} it, nobody controlling {'it' if len(monsters) == 1 else 'them'}.",
                cards=[base, *monsters],
                cites=("monsters.breakpoint",),
            )


def _stopped(game: Game, base: CardInstance) -> None:
    game.record(
        "scoring",
        f"{base.name} left play before its VP were awarded: its scoring stops.",
        cards=[base],
        cites=("scoring.base-leaves",),
    )


def before_scoring_window(game: Game, base: CardInstance) -> None:
    """scoring.before / scoring.me-first: cards in play first (current player's order),
    then Specials from hand, clockwise from the current player, until all pass in a row."""
    state = game.state
    game.fire(TriggerEvent("before-scoring", base=base), scoring_base=base)
    order = state.turn_order()
    passes = 0
    turn = 0
    said: set[str] = set()  # the Specials whose "why not" step is said, once each
    while passes < len(order) and is_in_play_as_base(base):
        player = order[turn % len(order)]
        turn += 1
        specials = [card for card in state.zone(hand(player)) if _has_before_scoring_special(game, player, card, base, said)]
        if not specials:
            passes += 1
            continue
        options = [Option(card.name, card) for card in specials] + [Option("pass", None)]
        card = game.ask(
            player,
            f"play a Special before {base.name} scores, or pass",
            options,
            "special",
            cites=("scoring.me-first",),
        )
        if card is None:
            passes += 1
            continue
        passes = 0
        play_special_before_scoring(game, player, card, base)


def _has_before_scoring_special(game: Game, player: str, card: CardInstance, base: CardInstance, said: set[str]) -> bool:
    """Whether a card in hand may be played before ``base`` scores. A card whose text
    offers that but has no behaviour is an error, never silently skipped. A minion whose Special
    plays it at the scoring base where a card in play forbids it (Overrun) is not offered, and a
    "why not" step says so, once (``said``)."""
    state = game.state
    if state.registry.defined(card.card_id) is not None:
        behaviour = state.registry.behaviour(card.card_id)
        if not behaviour.special_before_scoring:
            return False
        ctx = game.context(card, player)
        forbidder = forbidden_by(game, player, card, base) if card.kind == "minion" else None
        if forbidder is not None:
            if card.iid not in said and behaviour.can_play_before_scoring(ctx, base):
                said.add(card.iid)
                game.record(
                    "why-not",
                    f"{player} cannot play {card.name} with its Special before {base.name} scores: {forbidder.name} forbids {player} to play minions there.",
                    cards=[card, forbidder, base],
                    players=[player],
                    cites=(*card_sources(card.card_id), *card_sources(forbidder.card_id), "play.special", "scoring.me-first"),
                )
            return False
        return behaviour.can_play_before_scoring(ctx, base)
    text = card.record["text"] or ""
    if "before a base scores" in text.lower() and "special" in text.lower():
        raise UnimplementedCard(card.card_id, card.name, text)
    return False


def play_special_before_scoring(game: Game, player: str, card: CardInstance, base: CardInstance) -> None:
    """A minion with such a Special is played at the scoring base ("there"); an action
    is played as usual. Neither uses a regular play (play.special)."""
    if card.kind == "minion":
        play_card(game, player, card, base=base, special=True, scoring_base=base)
    else:
        play_card(game, player, card, special=True, scoring_base=base)


def award_vp(game: Game, base: CardInstance) -> ScoreResult:
    """scoring.vp-places, scoring.presence, scoring.ties: place = 1 + players with more power."""
    state = game.state
    ranked = [p for p in state.turn_order() if has_presence(state, p, base)]
    powers = {p: player_power_at(state, p, base) for p in ranked}
    places = {p: 1 + sum(powers[q].total > powers[p].total for q in ranked) for p in ranked}
    vp_table = base.record["vp"]
    awards = {}
    for player in sorted(ranked, key=lambda p: places[p]):  # in place order; tied players in turn order
        place = places[player]
        power = powers[player]
        tied = [q for q in ranked if places[q] == place and q != player]
        cites = ["scoring.vp-places"]  # the VP are the base's printed ones; its ability is cited where it acts
        if tied:
            cites.append("scoring.ties")
        for higher in sorted({places[q] for q in ranked if places[q] < place}):
            if sum(places[q] == higher for q in ranked) > 1:  # a tie above pushed this player down
                cites += ["scoring.ties", f"scoring.ties.{PLACE_WORDS[higher]}"]
        if tied and place <= 3:
            cites.append(f"scoring.ties.{PLACE_WORDS[place]}")
        if not any(m.controller == player and m.kind == "minion" for m in state.minions_at(base)):
            cites += ["scoring.presence", "power.non-minions"]
        elif not power.total:  # ranked by a minion alone: a minion with 0 power still qualifies
            cites.append("scoring.presence")
        cites += player_power_sources(state, player, base)  # what makes each part of the power count
        tie_words = f", tied with {', '.join(tied)}" if tied else ""
        amount = vp_table[place - 1] if place <= 3 else 0  # only three places give VP
        ranking = PLACE_NAMES[place] if place <= 3 else f"{place}th"
        game.record(
            "vp",
            f"{player} is {ranking} at {base.name} with {power.describe()} power{tie_words}: {f'{amount} VP' if place <= 3 else 'no VP'}.",
            cards=[base],
            players=[player],
            cites=cites,
            place=place,
            power=power.total,
            amount=amount,
        )
        if place <= 3:
            awards[player] = amount
            state.player(player).vp += amount
    _not_ranked(game, base, ranked)
    had_minions = tuple(p for p in state.turn_order() if any(m.controller == p and m.kind == "minion" for m in state.minions_at(base)))
    present = tuple(card.iid for card in state.minions_at(base))
    return ScoreResult(base, powers, places, awards, had_minions, present)


def _not_ranked(game: Game, base: CardInstance, ranked: list[str]) -> None:
    """Why a player with cards at or beside ``base`` is not ranked there: buried cards give neither
    power nor presence (burying.scoring), and a titan that gives its controller no power there does
    not qualify them, not being a minion (titans.power)."""
    state = game.state
    for player in state.turn_order():
        if player in ranked:
            continue
        buried = buried_cards(state, base, controller=player)
        titans = [card for card in state.minions_at(base) if card.controller == player and card.kind == "titan"]
        reasons, cites = [], []
        if buried:
            reasons.append(f"{counted(len(buried), 'buried card')} beside it {'gives' if len(buried) == 1 else 'give'} no power or presence")
            cites += ["burying.scoring", "burying.status"]
        if titans:
            reasons.append(f"{' and '.join(t.name for t in titans)}, {'titans' if len(titans) > 1 else 'a titan'} and not "
                           f"{'minions' if len(titans) > 1 else 'a minion'}, {'give' if len(titans) > 1 else 'gives'} no power there")
            cites += ["titans.power", "conflict.titan-counters"]
        if reasons:
            game.record(
                "why-not",
                f"{player} is not ranked at {base.name}: {'; '.join(reasons)}.",
                cards=[base, *buried, *titans],
                players=[player],
                cites=("scoring.presence", *cites),
            )


def after_scoring_window(game: Game, base: CardInstance, result: ScoreResult) -> None:
    """scoring.me-first after a base scores: once the abilities in play have resolved,
    Specials from hand ("Special: After a base scores, ..."), clockwise from the current
    player, until all pass in a row; the card's ability sees the result as ``ctx.score``."""
    state = game.state
    order = state.turn_order()
    passes = 0
    turn = 0
    while passes < len(order) and is_in_play_as_base(base):
        player = order[turn % len(order)]
        turn += 1
        specials = [card for card in state.zone(hand(player)) if _has_after_scoring_special(game, player, card, base, result)]
        if not specials:
            passes += 1
            continue
        options = [Option(card.name, card) for card in specials] + [Option("pass", None)]
        card = game.ask(player, f"play a Special after {base.name} scores, or pass", options, "special", cites=("scoring.me-first",))
        if card is None:
            passes += 1
            continue
        passes = 0
        play_card(game, player, card, special=True, score=result)


def _has_after_scoring_special(game: Game, player: str, card: CardInstance, base: CardInstance, result: ScoreResult) -> bool:
    """Whether a card in hand may be played after ``base`` scores; a card whose text offers
    that but has no behaviour is an error, never silently skipped."""
    state = game.state
    if state.registry.defined(card.card_id) is not None:
        behaviour = state.registry.behaviour(card.card_id)
        ctx = game.context(card, player, score=result)
        return behaviour.special_after_scoring and behaviour.can_play_after_scoring(ctx, base)
    text = (card.record["text"] or "").lower()
    if "special" in text and "after a base scores" in text:
        raise UnimplementedCard(card.card_id, card.name, card.record["text"])
    return False


def hand_out_treasure(game: Game, base: CardInstance, result: ScoreResult) -> None:
    """treasures.loot-base (scoring.procedure step 6): the treasure numbers of the monsters still
    on the scored base are added up and that many treasure cards revealed; every player with a
    minion or at least 1 power there picks one at a time, the winner first, then by decreasing
    power, ties from the current player clockwise, round again until all are taken."""
    state = game.state
    monsters = [card for card in state.minions_at(base) if card.group == "monsters"]
    count = sum(card.record["treasures"] or 0 for card in monsters)
    if not count:
        return
    order = state.turn_order()
    eligible = [player for player in order if has_presence(state, player, base)]
    numbers = ", ".join(f"{card.name} {card.record['treasures']}" for card in monsters)
    if not eligible:  # nobody could take one: none is revealed
        game.record("loot", f"The monsters still on {base.name} carry {counted(count, 'treasure')} ({numbers}), but no player has a minion or power there.",
                    cards=[base, *monsters], cites=("treasures.loot-base",))
        return
    winners = result.at_place(1, order)
    power = {player: player_power_total(state, player, base) for player in eligible}
    pickers = sorted(eligible, key=lambda player: (player not in winners, -power[player], order.index(player)))
    game.record(
        "loot",
        f"The monsters still on {base.name} carry {counted(count, 'treasure')} ({numbers}): "
        f"{', '.join(pickers)} pick{'s' * (len(pickers) == 1)} in turn, the winner first, then by power.",
        cards=[base, *monsters],
        players=pickers,
        cites=("treasures.loot-base", "scoring.procedure", "conflict.treasure-reveal-count"),
    )
    revealed = effects.reveal_treasures(game, count, ("treasures.loot-base",))
    for pick in range(len(revealed)):
        left = [c for c in revealed if is_revealed(c)]
        player = pickers[pick % len(pickers)]
        card = game.ask(player, f"choose a revealed treasure to take from {base.name}", card_options(state, left), "treasure", cites=("treasures.loot-base",))
        effects.take_treasure(game, card, player, None, "takes", ("treasures.loot-base",))


def discard_base(game: Game, base: CardInstance) -> None:
    """scoring.discard: every card still there goes to its pile at once (not destroyed).
    "Before it goes to the discard pile" abilities happen first, while all are still there; the
    abilities their going sets off wait until the whole group has gone (resolution.simultaneous,
    oops/samurai#1)."""
    state = game.state
    for card in [*state.minions_at(base), *state.attachments(base)]:
        effects.before_discard(game, card, None)
    together = len(state.minions_at(base)) + len(state.attachments(base)) > 1
    gone = []
    for minion in state.minions_at(base):
        if state.base_of(minion) is base:  # not taken away by an action leaving with an earlier one
            gone.append((minion, effects.discard_scored(game, minion, waits=together and effects.has_leaving_ability(state, minion))))
    for action in state.attachments(base):
        if state.host(action) is base:
            gone.append((action, effects.discard_scored(game, action, waits=together and effects.has_leaving_ability(state, action))))
    for card, where in gone:
        effects.after_leaving(game, card, where, None)
    for _ in range(100):  # a card that arrived meanwhile (Black Sheep moving in) is cleared too
        left = [*state.minions_at(base), *state.attachments(base)]
        if not left:
            break
        effects.after_leaving(game, left[0], effects.discard_scored(game, left[0]), None)
