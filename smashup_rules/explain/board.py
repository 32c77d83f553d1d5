"""``position check``: what a valid position holds, with each player's power at each base."""

from __future__ import annotations

from smashup_rules.engine.errors import EngineError
from smashup_rules.engine.power import breakpoint_of, player_power_at
from smashup_rules.engine.resolve import new_game
from smashup_rules.reference import data
from smashup_rules.util.words import counted


def _names(cards) -> list[str]:
    return [data.cards()[c.card]["name"] for c in cards]


def summarize(position) -> dict:
    game = new_game(position)
    state = game.state
    power_note = None
    bases = []
    for base_spec, base in zip(position.bases, state.bases()):
        entry = {
            "name": data.cards()[base_spec.card]["name"],
            "breakpoint": data.cards()[base_spec.card]["breakpoint"],
            "current_breakpoint": None,
            "monster_number": base_spec.monsters,
            "minions": [
                {"name": data.cards()[m.card]["name"], "controller": m.controller, "counters": m.counters, "attached": _names(m.attached), "stored": _names(m.stored)}
                for m in base_spec.minions
            ],
            "actions": _names(base_spec.actions),
            "buried": [{"name": data.cards()[b.card]["name"], "controller": b.controller} for b in base_spec.buried],
            "stored": _names(base_spec.stored),
            "power": None,
        }
        try:
            entry["current_breakpoint"] = breakpoint_of(state, base)
            entry["power"] = {p.name: player_power_at(state, p.name, base).total for p in state.players}
        except EngineError as error:
            power_note = f"power not computed: {error}"
        bases.append(entry)
    return {
        "source": position.source,
        "valid": True,
        "turn": position.turn,
        "phase": position.phase,
        "players": [
            {
                "name": p.name,
                "factions": [data.factions()[f]["name"] for f in p.factions],
                "vp": p.vp,
                "hand": _names(p.hand),
                "deck": len(p.deck),
                "discard": _names(p.discard),
                "titans": _names(p.titans),
            }
            for p in position.players
        ],
        "bases": bases,
        "power_note": power_note,
        "play": [spec.text for spec in position.play],
        "choices": list(position.choices),
        "seed": position.seed,
    }


def render_summary(out, summary: dict) -> None:
    out.line((summary["source"], "title"), f" is a valid position: {summary['turn']}'s turn, {summary['phase']} phase.")
    out.blank()
    for player in summary["players"]:
        out.line((player["name"], "bold"), f" ({' + '.join(player['factions'])}), {player['vp']} VP")
        out.line(f"  hand: {', '.join(player['hand']) or 'empty'}; deck: {counted(player['deck'], 'card')}; discard: {', '.join(player['discard']) or 'empty'}")
        if player["titans"]:
            out.line(f"  titans set aside: {', '.join(player['titans'])}")
    out.blank()
    for base in summary["bases"]:
        total = sum(base["power"].values()) if base["power"] else None
        current = base["current_breakpoint"]
        breakpoint = f"breakpoint {current}, printed {base['breakpoint']}" if current not in (None, base["breakpoint"]) else f"breakpoint {base['breakpoint']}"
        number = f", monster number {base['monster_number']}" if base["monster_number"] else ""
        out.line((base["name"], "bold"), f" ({breakpoint}{number}" + (f", total power {total})" if total is not None else ")"))
        for minion in base["minions"]:
            extras = (f", {minion['counters']} counter{'s' * (minion['counters'] != 1)}" if minion["counters"] else "") + (f", with {', '.join(minion['attached'])}" if minion["attached"] else "")
            extras += f", storing {', '.join(minion['stored'])}" if minion["stored"] else ""
            out.line(f"  {minion['name']} ({minion['controller'] or 'uncontrolled'}{extras})")
        if base["actions"]:
            out.line(f"  actions on the base: {', '.join(base['actions'])}")
        if base["buried"]:
            out.line("  buried beside it: " + ", ".join(f"{card['name']} ({card['controller']})" for card in base["buried"]))
        if base["stored"]:
            out.line(f"  stored under it: {', '.join(base['stored'])}")
        if base["power"]:
            out.line("  power: " + ", ".join(f"{name} {power}" for name, power in base["power"].items()))
    if summary["power_note"]:
        out.line(("  " + summary["power_note"], "warn"))
    out.blank()
    out.line("Play: " + ("; ".join(summary["play"]) or "none"))
    out.line("Choices: " + (", ".join(summary["choices"]) or "none"))
