"""Which documented rulings have a Gherkin scenario, read from the tags in ``features/``."""

from __future__ import annotations

import re
from pathlib import Path

from . import data

TAG = re.compile(r"@(ruling|rule):(\S+)")


def scenario_tags(features: Path) -> dict[str, dict[str, list[str]]]:
    """``{"ruling": {id: ["file:line", ...]}, "rule": {...}}`` for every tag in every feature file."""
    found: dict[str, dict[str, list[str]]] = {"ruling": {}, "rule": {}}
    for path in sorted(features.rglob("*.feature")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            stripped = line.strip()
            if not stripped.startswith("@"):
                continue
            for kind, tag_id in TAG.findall(stripped):
                found[kind].setdefault(tag_id, []).append(f"{path.as_posix()}:{number}")
    return found


def unknown_tags(features: Path) -> list[str]:
    """Tags naming a ruling or rule ID that does not exist, as ``file:line: message``."""
    tags = scenario_tags(features)
    problems = []
    for kind, known in (("ruling", data.rulings()), ("rule", data.rules())):
        for tag_id, places in tags[kind].items():
            if tag_id not in known:
                problems.extend(f"{place}: @{kind}:{tag_id} names no documented {kind}" for place in places)
    return sorted(problems)


def coverage_view(features: Path, faction: str | None = None) -> dict:
    tags = scenario_tags(features)["ruling"]
    groups: dict[str, dict] = {}
    for ruling in data.rulings().values():
        group = ruling["faction"] or ruling["topic"] or "general"
        if faction and group != faction:
            continue
        entry = groups.setdefault(group, {"group": group, "covered": [], "missing": []})
        (entry["covered"] if ruling["id"] in tags else entry["missing"]).append(ruling["id"])
    rows = []
    for group in sorted(groups):
        entry = groups[group]
        total = len(entry["covered"]) + len(entry["missing"])
        rows.append({**entry, "total": total, "percent": round(100 * len(entry["covered"]) / total, 1) if total else 100.0})
    covered = sum(len(r["covered"]) for r in rows)
    total = sum(r["total"] for r in rows)
    return {"groups": rows, "covered": covered, "total": total, "percent": round(100 * covered / total, 1) if total else 100.0}
