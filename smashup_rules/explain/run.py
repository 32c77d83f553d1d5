"""Resolving a position (``explain_position``) and its event log as numbered, cited steps.

Everything shown is read from the engine's log and final state; nothing is written separately,
so the explanation cannot disagree with the engine.
"""

from __future__ import annotations

from smashup_rules.engine.choices import ScriptedChooser
from smashup_rules.engine.citations import card_of_errata, card_sources
from smashup_rules.engine.errors import ChoiceError, EngineError, IllegalPlay
from smashup_rules.engine.game import Game
from smashup_rules.engine.power import player_power_at, power_breakdown, power_rules
from smashup_rules.engine.resolve import apply_plays, new_game
from smashup_rules.engine.state import State
from smashup_rules.reference import data
from smashup_rules.util.records import Record
from smashup_rules.util.words import counted

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.engine.choices import Chooser


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


class UnsavableMoment(ValueError):
    """A moment a position file cannot hold (``engine.convert.to_position.unrepresented``)."""


def write_position(state, path: str) -> None:
    """The game's state written as a complete position file (``engine.convert.to_position``),
    its random state included: shuffles after this moment go on as in the original game. A
    moment a file cannot hold is refused (``UnsavableMoment``), never written with parts lost."""
    from smashup_rules.engine.convert.to_position import state_to_position, unrepresented
    from smashup_rules.position import dump_position

    lost = unrepresented(state)
    if lost:
        raise UnsavableMoment(f"this moment cannot be saved: a position file cannot hold {'; '.join(lost)}")

    with open(path, "w", encoding="utf-8") as file:
        file.write(dump_position(state_to_position(state)))
