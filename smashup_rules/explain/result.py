"""An explanation as data: the result (power at each base, VP, where every card is, what moved),
the error that stopped it with the decision it stopped at, and the whole as the JSON of
docs/json.md (``to_json``), which the Markdown and HTML formats render.
"""

from __future__ import annotations

from smashup_rules.engine.errors import ChoiceError, IllegalPlay, UnansweredChoice, UnimplementedCard
from smashup_rules.engine.power import breakpoint_of, player_power_total, power_breakdown
from smashup_rules.engine.state import CardInstance, State
from smashup_rules.engine.zones import attached_to, buried_zone, stored_zone
from smashup_rules.explain.run import Explanation, cite_text, cited, snapshot, steps
from smashup_rules.util.terminal import error_json

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.engine.choices import Decision, Option


def card_json(card: CardInstance) -> dict:
    """Which card, which copy of it (the instance id that decisions name), and whose."""
    return {"card": card.card_id, "instance": card.iid, "name": card.name, "kind": card.kind, "owner": card.owner, "controller": card.controller}


def attached_json(state: State, host: CardInstance) -> list[dict]:
    return zone_json(state, attached_to(host.iid))


def zone_json(state: State, zone: str) -> list[dict]:
    iids = state.zones.get(zone)  # most zones a result lists are empty
    return [card_json(state.cards[iid]) for iid in iids] if iids else []


def players_json(state: State) -> list[dict]:
    """Where each player's cards out of play are: hand, deck (top first), discard pile, titans set aside."""
    return [
        {"name": p.name, "vp": p.vp} | {place: zone_json(state, f"{place}:{p.name}") for place in ("hand", "deck", "discard", "titans")}
        for p in state.players
    ]


def result(explanation: Explanation) -> dict:
    state = explanation.state
    bases = []
    for base in state.bases():
        powers = {p.name: player_power_total(state, p.name, base) for p in state.players}
        minions = []
        for card in state.minions_at(base):
            entry = card_json(card) | {"counters": card.counters, "attached": attached_json(state, card), "stored": zone_json(state, stored_zone(card))}
            if card.kind == "titan":  # no power of its own; counters count for its controller (titans.power)
                entry.update(power=None, breakdown=[], describe=f"titan, {card.counters} +1 power counter{'s' * (card.counters != 1)}")
            else:
                breakdown = power_breakdown(state, card)
                entry.update(
                    power=breakdown.total,
                    breakdown=[{"source": p.source, "label": p.label, "amount": p.amount} for p in breakdown.parts],
                    describe=breakdown.describe(),
                )
            minions.append(entry)
        total = sum(powers.values())
        bases.append(
            {
                "card": base.card_id,
                "instance": base.iid,
                "name": base.name,
                "breakpoint": base.record["breakpoint"],  # printed; kept under this name for the text and older readers
                "current_breakpoint": breakpoint_of(state, base),
                "total_power": total,
                "power": powers,
                "minions": minions,
                "attached": attached_json(state, base),
                "buried": zone_json(state, buried_zone(base)),
                "stored": zone_json(state, stored_zone(base)),
            }
        )
    after = snapshot(state)
    moved = [
        {"instance": iid, "card": state.cards[iid].card_id, "name": state.cards[iid].name, "from": explanation.before[iid], "to": after[iid]}
        for iid in after  # in the order the cards came into the game
        if iid in explanation.before and explanation.before[iid] != after[iid]
    ]
    return {
        "turn": state.turn.player,
        "vp": {p.name: p.vp for p in state.players},
        "winner": state.winner,
        "bases": bases,
        "players": players_json(state),
        "box": zone_json(state, "box"),
        "extra_plays": extra_plays_json(state),
        "moved": moved,
    }


def extra_plays_json(state: State) -> list[dict]:
    """The extra plays kept for later and not used yet (play.extra), with every qualifier: they
    are the current player's until their Play Cards phase ends."""
    return [
        {"player": state.turn.player, "kind": allowance.kind, "play": allowance.words(state.cards),
         "source": allowance.source_card, "source_name": state.cards[allowance.source].name}
        for allowance in state.turn.allowances if not allowance.regular
    ]


def to_json(explanation: Explanation) -> dict:
    return {
        "source": explanation.source,
        "error": error_view(explanation),
        "steps": steps(explanation),
        "result": result(explanation),
        "sources": [{"id": cite, "text": cite_text(cite)} for cite in cited(explanation)],
    }


# Most specific first: an unanswered decision is a ChoiceError too.
ERROR_KINDS = ((IllegalPlay, "illegal-play"), (UnansweredChoice, "unanswered"), (ChoiceError, "bad-choice"), (UnimplementedCard, "unimplemented"))


def error_view(explanation: Explanation) -> dict | None:
    """Why resolution stopped, as the ``error`` object of docs/json.md; a decision that
    could not be answered comes with its options, so a program can answer it."""
    error = explanation.error
    if error is None:
        return None
    kind = next((name for cls, name in ERROR_KINDS if isinstance(error, cls)), "engine")
    view = error_json(kind, str(error), file=explanation.source)
    if isinstance(error, ChoiceError):
        view["decision"] = decision_json(error.decision) if error.decision else None
    elif isinstance(error, UnimplementedCard):
        view["card"] = error.card_id
    return view


def decision_json(decision: Decision) -> dict:
    return {"player": decision.player, "prompt": decision.prompt, "kind": decision.kind, "options": [option_json(o) for o in decision.options]}


def option_json(option: Option) -> dict:
    """``answer`` is what ``--choose`` takes to pick this option (the longer form when one
    is needed to tell apart options with the same label)."""
    card = option_card(option.value)
    return {"label": option.label, "answer": option.display, "card": card.card_id if card else None, "instance": card.iid if card else None}


def option_card(value: object) -> CardInstance | None:
    """The card an option stands for: its value, or the card first in a tuple (a card with
    the play that allows it; a card with one of its abilities, when abilities are ordered)."""
    if isinstance(value, tuple) and value:
        value = value[0]
    return value if isinstance(value, CardInstance) else None
