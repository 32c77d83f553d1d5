"""The event log of a resolved position → numbered, cited steps and a result summary.

Everything shown is read from the engine's log and final state; nothing is
written separately, so the explanation cannot disagree with the engine.
"""

from __future__ import annotations

from smashup_rules.engine.choices import ScriptedChooser
from smashup_rules.engine.errors import ChoiceError, EngineError, IllegalPlay, UnansweredChoice, UnimplementedCard
from smashup_rules.engine.game import Game
from smashup_rules.engine.power import breakpoint_of, player_power_at, player_power_total, power_breakdown, power_rules
from smashup_rules.engine.resolve import apply_plays, new_game
from smashup_rules.engine.citations import card_of_errata, card_sources
from smashup_rules.util.words import counted
from smashup_rules.engine.state import CardInstance, State
from smashup_rules.engine.zones import attached_to, buried_zone, stored_zone
from smashup_rules.util.terminal import error_json
from smashup_rules.util.records import Record
from smashup_rules.reference import data

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.engine.choices import Chooser, Decision, Option

PHASE_NAMES = {
    "start-turn": "Start of turn",
    "play-cards": "Play Cards",
    "score-bases": "Score Bases",
    "draw": "Draw 2 Cards",
    "end-turn": "End of turn",
}


class Explanation(Record):
    __slots__ = ("source", "before", "game", "error", "state_only")

    def __init__(self, source: str | None, before: dict[str, str], game: Game, error: EngineError | None = None, *, state_only: bool = False):
        self.source = source
        self.before = before  # instance id → where it was, before the play
        self.game = game
        self.error = error  # why resolution stopped early, if it did
        self.state_only = state_only  # a position with no play: the question is the state itself

    @property
    def state(self) -> State:
        return self.game.state


def explain_position(position, chooser: Chooser | None = None) -> Explanation:
    """Resolve the position's plays; an engine error stops the run and is kept with the steps so far.

    A script that does not fit is tried once more taking the answers it gives to decisions
    with a single option (not asked otherwise) as their answers: a judge may well write
    down a choice that the rules leave to one option."""
    explanation = _explain(position, chooser or ScriptedChooser(position.choices))
    script = explanation.game.chooser
    if isinstance(explanation.error, ChoiceError) and type(script) is ScriptedChooser and not script.answers_forced:
        again = _explain(position, ScriptedChooser(position.choices, answers_forced=True))
        if again.error is None:
            return again
    return explanation


def _explain(position, chooser: Chooser) -> Explanation:
    game = new_game(position, chooser)
    explanation = Explanation(position.source, snapshot(game.state), game, state_only=not position.play)
    try:
        apply_plays(game, position.play)
        if isinstance(chooser, ScriptedChooser) and chooser.remaining:
            # A script that answers more than was asked describes a different play.
            unused = ", ".join(repr(answer) for answer in chooser.remaining)
            raise ChoiceError(f"Scripted choices never asked for: {unused}.")
    except EngineError as error:
        explanation.error = error
    return explanation


def zone_label(state: State, zone: str) -> str:
    """``at:c3`` → "The Grey Opal"; ``discard:Bob`` → "Bob's discard pile"."""
    kind, _, rest = zone.partition(":")
    if kind == "at":
        return state.cards[rest].name
    if kind == "on":
        host = state.cards[rest]
        base = state.base_of(host)
        return f"on {host.name}" + (f" at {base.name}" if base is not None and base is not host else "")
    if kind in ("hand", "deck", "discard"):
        return f"{rest}'s {'discard pile' if kind == 'discard' else kind}"
    if kind == "titans":
        return f"set aside by {rest}"
    if kind == "buried":  # face down beside a base (engine.burying)
        return f"buried beside {state.cards[rest].name}"
    if kind == "under":  # stored under a card in play (effects.store_under)
        return f"under {state.cards[rest].name}"
    return {"bases": "in play", "base-deck": "the base deck", "base-discard": "the base discard pile", "box": "the box"}.get(zone, zone.replace("-", " "))


def snapshot(state: State) -> dict[str, str]:
    return {iid: zone_label(state, card.zone) for iid, card in state.cards.items()}


def cite_label(cite: str) -> str:
    """Rule IDs as they are; card, clarification, summary-ruling and errata IDs marked as such."""
    if card_of_errata(cite):
        return f"errata {card_of_errata(cite)}"
    if "#" in cite:
        return f"ruling {cite}" if cite in data.summary_rulings() else f"clar. {cite}"
    if "/" in cite:
        return f"card {cite}"
    return f"rule {cite}"


def cite_text(cite: str) -> str:
    """What a citation refers to: a rule's title and first sentence, a card's name and text, a
    clarification verbatim, an errata's wording."""
    if card_of_errata(cite):
        card = data.cards()[card_of_errata(cite)]
        errata = card.get("errata") or {}
        return f"{card['name']}: errata {errata.get('text')}" + (f" — {errata['note']}" if errata.get("note") and errata["note"] not in errata.get("text", "") else "")
    if "#" in cite:
        clarification = data.clarification(cite) or data.summary_rulings().get(cite)
        return _quoted(clarification["text"]) if clarification else ""
    if "/" in cite:
        card = data.cards().get(cite)
        return f"{card['name']}: {card['text']}" if card else ""
    title = data.rule_titles().get(cite)
    return f"{title[0]}: {data.rule_first_sentences()[cite]} ({title[1]})" if title else ""


def _quoted(text: str) -> str:
    """A clarification in typographic quotation marks: its own text often opens with the
    straight quotes of the words it explains ('"12 total power here" includes ...')."""
    return f"“{text}”"


def steps(explanation: Explanation) -> list[dict]:
    """The log's events, numbered; a refused play is the last step, citing what forbids it."""
    found = [
        {"number": n, "kind": event.kind, "message": event.message, "cites": list(event.cites), "players": list(event.players), "data": event.data}
        for n, event in enumerate(explanation.game.log, start=1)
    ]
    if explanation.state_only:
        found += [step | {"number": len(found) + n} for n, step in enumerate(state_steps(explanation.state), start=1)]
    error = explanation.error
    if isinstance(error, IllegalPlay):
        found.append({"number": len(found) + 1, "kind": "refused", "message": f"Refused: {error}", "cites": list(error.cites), "players": [], "data": {}})
    elif isinstance(error, ChoiceError) and error.decision is not None:
        # The question the resolution stopped at is a step too: what shapes it is what the reader needs.
        decision = error.decision
        found.append({"number": len(found) + 1, "kind": "unanswered", "message": f"Stopped: {error}",
                      "cites": list(decision.cites), "players": [decision.player], "data": {}})
    return found


def _part_sources(source: str) -> tuple[str, ...]:
    """What a part of a power breakdown cites: a card with its errata, clarifications and summary
    rulings (they often decide the amount: steampunks/steam-man#1), or the rule it comes from."""
    return card_sources(source) if "/" in source else (source,)


def state_steps(state: State) -> list[dict]:
    """A position with no play asks what the state is: each player's power at each base, with
    what makes it up, each part citing the card or rule it comes from."""
    found = []
    for base in state.bases():
        for player in state.players:
            breakdown = player_power_at(state, player.name, base)
            minions = [m for m in state.minions_at(base) if m.controller == player.name]
            if not minions and not breakdown.total:
                continue
            parts, cites = [], []
            for minion in minions:
                if minion.kind == "titan":
                    parts.append(f"{minion.name} (a titan: {counted(minion.counters, '+1 power counter')})")
                    cites += [minion.card_id, "titans.power"]
                    continue
                power = power_breakdown(state, minion)
                parts.append(f"{minion.name} {power.describe()}")
                cites += [minion.card_id, "terms.printed-power", *(cite for part in power.parts[1:] for cite in _part_sources(part.source))]
            others = [part for part in breakdown.parts if part.source not in {m.card_id for m in minions} and part.source != "titans.power"]
            parts += [f"{part.label} {part.amount:+d}" for part in others]
            cites += [cite for part in others for cite in (*_part_sources(part.source), "power.non-minions")]
            cites += power_rules(state, player.name, base)  # control, titans' counters, non-minions
            presence = "" if minions else " (no minion there, but power: scoring.presence)"
            found.append({
                "kind": "state",
                "message": f"At {base.name}, {player.name} has {breakdown.total} power{presence}: {'; '.join(parts)}.",
                "cites": list(dict.fromkeys(cites + (["scoring.presence"] if not minions else []))),
                "players": [player.name],
                "data": {"base": base.card_id, "power": breakdown.total},
            })
    return found


def cited(explanation: Explanation) -> list[str]:
    """Every source the explanation cites, a refusal's included, sorted."""
    return sorted({cite for step in steps(explanation) for cite in step["cites"]})


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
        "moved": moved,
    }


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


RESULT_ZONES = (("hand", "hand"), ("deck", "deck (top first)"), ("discard", "discard pile"), ("titans", "titans set aside"))


def _names(cards: list[dict]) -> str:
    return ", ".join(card["name"] for card in cards) or "none"


def _listed(label: str, cards: list[dict]) -> str:
    return f"{label}: {_names(cards)}" if cards else ""


def render(out, explanation: Explanation) -> None:
    """Numbered steps, each with its citations, then the result and what was cited."""
    state = explanation.state
    out.line((f"{explanation.source or 'Position'}", "title"), f" — {state.turn.player}'s turn")
    out.blank()
    for step in steps(explanation):
        out.line(f"{step['number']:>2}. ", step["message"])
        if step["cites"]:
            out.line("    ", (" ".join(f"[{cite_label(c)}]" for c in step["cites"]), "dim"))
    if explanation.error and not isinstance(explanation.error, IllegalPlay):
        # An illegal play is an answer ("no, you cannot"), its own step; anything else cut the explanation short.
        out.blank()
        out.line(("Stopped: ", "warn"), str(explanation.error))
    summary = result(explanation)
    out.blank()
    out.line(("Result", "bold"))
    for base in summary["bases"]:
        shares = ", ".join(f"{player} {power}" for player, power in base["power"].items() if power or any(m["controller"] == player for m in base["minions"]))
        changed = f", printed {base['breakpoint']}" if base["current_breakpoint"] != base["breakpoint"] else ""
        out.line(f"  {base['name']} ({base['total_power']}/{base['current_breakpoint']}{changed}): {shares or 'no power'}")
        for minion in base["minions"]:
            out.line(f"    {minion['name']} ({minion['controller'] or 'uncontrolled'}): {minion['describe']}" + _listed(" · stored under it", minion["stored"]))
        for place, cards in (("buried beside it", base["buried"]), ("stored under it", base["stored"])):
            if cards:
                out.line(f"    {place}: " + ", ".join(f"{card['name']} ({card['owner'] or 'no owner'})" for card in cards))
    out.line("  VP: " + ", ".join(f"{player} {vp}" for player, vp in summary["vp"].items()))
    for player in summary["players"]:
        zones = [f"{words} {_names(player[place])}" for place, words in RESULT_ZONES if player[place] or place != "titans"]
        empty = not any(player[place] for place, _ in RESULT_ZONES)
        out.line(f"  {player['name']}: " + ("hand, deck and discard pile empty" if empty else " · ".join(zones)))
    if summary["box"]:
        out.line(f"  The box: {_names(summary['box'])}")
    if summary["winner"]:
        out.line("  ", (f"Winner: {summary['winner']}", "bold"))
    if summary["moved"]:
        out.line(("Cards that moved", "bold"))
        for move in summary["moved"]:
            out.line(f"  {move['name']}: {move['from']} → {move['to']}")
    sources = cited(explanation)
    if sources:
        out.line(("Sources", "bold"))
        for cite in sources:
            out.line("  ", (cite, "id"), "  ", cite_text(cite))


def print_explanation(position, as_json: bool, *, save_after=None) -> int:
    """Resolve and print (text or JSON); the exit code is 1 when resolution stopped on an error.
    ``save_after``: a file to write the position the plays led to (or stopped at)."""
    from smashup_rules.interactive import chooser_for
    from smashup_rules.util.terminal import Out, print_json

    explanation = explain_position(position, chooser_for(position.choices, interactive=not as_json))
    if as_json:
        print_json(to_json(explanation))
    else:
        render(Out(), explanation)
    if save_after is not None:
        from smashup_rules.play_session import write_position

        write_position(explanation.state, str(save_after), position.seed)
    return 1 if explanation.error else 0
