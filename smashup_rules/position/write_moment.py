"""Writing what a position says about the moment beyond the cards (lasting effects, extra plays,
the turn's record), as ``read_moment`` reads it back.
"""

from __future__ import annotations

from smashup_rules.position.names import base_ids, name_for
from smashup_rules.position.read_moment import DESTROYED_KEYS, EXTRA_PLAY_KEYS, EXTRA_PLAY_REFERENCES, MOVE_KEYS, PLAY_RECORD_KEYS


def written_reference(reference: str) -> str:
    """A base id as the base's name; a ref as it is."""
    return name_for(reference, base_ids()) if reference in base_ids() else reference


def dump_lasting(effect: dict) -> dict:
    entry: dict[str, object] = {"source": written_reference(effect["source"])}
    if effect.get("card"):
        entry["card"] = name_for(effect["card"], None)
    entry["player"] = effect["player"]
    if effect.get("targets"):
        entry["targets"] = [written_reference(t) for t in effect["targets"]]
    entry["stat"] = effect.get("stat", "power")
    if effect.get("amount"):
        entry["amount"] = effect["amount"]
    entry["until"] = effect["until"]
    if effect.get("during", "any") != "any":
        entry["during"] = effect["during"]
    return entry


def dump_extra_play(granted: dict) -> dict:
    entry: dict[str, object] = {}
    for key in EXTRA_PLAY_KEYS:
        value = granted.get(key)
        if value is None or value is False or value == []:
            continue
        if key in EXTRA_PLAY_REFERENCES:
            value = written_reference(value)
        elif key == "source_card":
            value = name_for(value, None)
        entry[key] = list(value) if key == "cites" else value
    return entry


def dump_this_turn(record: dict) -> dict:
    """Every key the record holds, an empty list too: ``actions_played: []`` says no action was
    played, where leaving it out leaves the count to ``played_this_turn``."""
    entry: dict[str, object] = {}
    if "plays" in record:
        entry["plays"] = [
            {key: written_reference(p[key]) if key in ("card", "base") else p[key] for key in PLAY_RECORD_KEYS
             if p.get(key) is not None and not (key == "phase" and p[key] == "play-cards")}
            for p in record["plays"]
        ]
    for key in ("minions_played", "actions_played", "titans_at_start"):
        if key in record:
            entry[key] = [written_reference(r) for r in record[key]]
    if "moves" in record:
        entry["moves"] = [
            {key: written_reference(m[key]) if key in ("minion", "from", "to") else m[key] for key in MOVE_KEYS if m.get(key) is not None}
            for m in record["moves"]
        ]
    if "destroyed" in record:
        entry["destroyed"] = [
            {key: written_reference(d[key]) if key in ("card", "base") else d[key] for key in DESTROYED_KEYS if d.get(key) is not None}
            for d in record["destroyed"]
        ]
    if "scored" in record:
        entry["scored"] = record["scored"]
    return entry
