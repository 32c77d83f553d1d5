"""Which documented rulings and rule sections have a Gherkin scenario, read from the tags in
``features/``.

A ruling on cards whose text no source gives (the Penguins', Samurai's, Vikings', Innsmouth's
and Miskatonic University's cards are known by name only) cannot be checked against the card,
so it is counted apart, as "no card text in the sources", not as missing. A rule section of
``docs/rules`` that only defines a word needs no scenario of its own when it is listed, with
the reason, in ``features/rules/definitional.md``; every other section needs one.

A scenario tagged with a ruling must also cite it in the explanation of its resolution (the
citation audit, run with the scenarios by ``smashup_rules/scenarios/library.py``); the few that cannot are
listed, each with its reason, in ``features/citation_exemptions.yaml``. Since the audit fails
on an uncited scenario that is not listed and on a listed one that cites its ruling, the list
is exactly the uncited scenarios, and "cited in the explanation" is read from it without
running the engine.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import yaml

from smashup_rules.reference import data
from smashup_rules.reference.scopes import who_rules

TAG = re.compile(r"@(ruling|rule):(\S+)")
DEFINITIONAL = Path("rules") / "definitional.md"  # in the features folder
DEFINITIONAL_ENTRY = re.compile(r"^- `(?P<id>[^`]+)`: (?P<reason>.+)$")
CITATION_EXEMPTIONS = "citation_exemptions.yaml"  # in the features folder
SCENARIO = re.compile(r"^\s*Scenario(?: Outline)?:\s*(?P<name>.+?)\s*$")
RULE_FILES = "docs/rules/"  # sections of docs/conflicts.md are readings of the sources, not rules


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


def ruling_scenarios(features: Path) -> list[tuple[str, str, tuple[str, ...]]]:
    """``(feature file, scenario name, rulings)`` for every scenario tagged with a ruling; the
    file is relative to ``features`` (``ghosts.feature``, ``rules/stasis.feature``)."""
    found = []
    for path in sorted(features.rglob("*.feature")):
        rulings: list[str] = []
        for line in path.read_text(encoding="utf-8").splitlines():
            stripped = line.strip()
            if stripped.startswith("@"):
                rulings += [tag_id for kind, tag_id in TAG.findall(stripped) if kind == "ruling"]
                continue
            match = SCENARIO.match(line)
            if match and rulings:
                found.append((path.relative_to(features).as_posix(), match["name"], tuple(rulings)))
            if stripped and not stripped.startswith("#"):
                rulings = []
    return found


def citation_exemptions(features: Path) -> list[dict]:
    """The scenarios whose explanation need not cite a ruling they are tagged with, each
    ``{"feature", "scenario", "ruling", "reason"}`` (``features/citation_exemptions.yaml``)."""
    path = features / CITATION_EXEMPTIONS
    return _parsed(path.read_text(encoding="utf-8")) if path.is_file() else []


@functools.cache
def _parsed(text: str) -> list[dict]:
    """The exemptions file parsed once per content (the audit reads it for every scenario)."""
    return yaml.safe_load(text) or []


def citation_audit(features: Path, feature: str, scenario: str, rulings: tuple[str, ...], cited: set[str]) -> list[str]:
    """What is wrong with one resolved scenario's citations: a ruling it is tagged with that
    its explanation does not cite and no exemption excuses, or an exemption it no longer needs."""
    exempt = {e["ruling"] for e in citation_exemptions(features) if (e["feature"], e["scenario"]) == (feature, scenario)}
    problems = []
    for ruling in rulings:
        if ruling in cited and ruling in exempt:
            problems.append(f"the explanation cites {ruling} now: remove its exemption from features/{CITATION_EXEMPTIONS}")
        elif ruling not in cited and ruling not in exempt:
            problems.append(f"the explanation does not cite {ruling}: cite it at the step it decides "
                            f"(or list the scenario, with the reason, in features/{CITATION_EXEMPTIONS})")
    return problems


def exemption_problems(features: Path) -> list[str]:
    """Exemptions that name no scenario tagged with their ruling, give no reason or repeat, and
    ruling scenarios that share a name in one file (an exemption could not tell them apart)."""
    scenarios = ruling_scenarios(features)
    tagged = {(feature, name): rulings for feature, name, rulings in scenarios}
    problems = [f"{feature}: two scenarios are named {name!r}" for feature, name in sorted(tagged) if [(f, n) for f, n, _ in scenarios].count((feature, name)) > 1]
    seen = set()
    for entry in citation_exemptions(features):
        key = (entry.get("feature"), entry.get("scenario"), entry.get("ruling"))
        where = f"{CITATION_EXEMPTIONS}: {key[1]!r} ({key[0]}, {key[2]})"
        if key[2] not in tagged.get(key[:2], ()):
            problems.append(f"{where}: no scenario of that name in that file is tagged with that ruling")
        if not str(entry.get("reason") or "").strip():
            problems.append(f"{where}: no reason given")
        if key in seen:
            problems.append(f"{where}: listed twice")
        seen.add(key)
    return problems


def no_card_text(ruling: dict) -> bool:
    """Whether a ruling is about cards none of which has its text in the sources."""
    return bool(ruling["cards"]) and all(data.cards()[card]["text"] is None for card in ruling["cards"])


def coverage_view(features: Path, faction: str | None = None) -> dict:
    """Rulings by group (a faction, or a rule topic for summary rulings about a topic): those
    with a scenario, those missing one, and those with no card text in the sources; with no
    ``faction``, the rule sections too (``rule_coverage``). ``uncited`` lists the rulings with a
    scenario whose explanation does not cite them (an exemption of the citation audit); the
    others' scenarios all cite them."""
    tags = scenario_tags(features)["ruling"]
    exempt = {entry["ruling"] for entry in citation_exemptions(features)}
    groups: dict[str, dict] = {}
    for ruling in data.rulings().values():
        group = ruling["faction"] or ruling["topic"] or "general"
        if faction and group != faction:
            continue
        entry = groups.setdefault(group, {"group": group, "covered": [], "missing": [], "no_card_text": [], "uncited": []})
        if ruling["id"] in tags:
            entry["covered"].append(ruling["id"])
            if ruling["id"] in exempt:
                entry["uncited"].append(ruling["id"])
        else:
            entry["no_card_text" if no_card_text(ruling) else "missing"].append(ruling["id"])
    rows = [{**entry, "total": len(entry["covered"]) + len(entry["missing"]), "percent": _percent(len(entry["covered"]), len(entry["covered"]) + len(entry["missing"]))}
            for _, entry in sorted(groups.items())]
    covered = sum(len(r["covered"]) for r in rows)
    total = sum(r["total"] for r in rows)
    cited = covered - sum(len(r["uncited"]) for r in rows)
    view = {"groups": rows, "covered": covered, "total": total, "percent": _percent(covered, total), "no_card_text": sum(len(r["no_card_text"]) for r in rows),
            "cited": cited, "cited_percent": _percent(cited, covered),
            "exemptions": [entry for entry in citation_exemptions(features) if any(entry["ruling"] in r["uncited"] for r in rows)]}
    if faction is None:
        view["rules"] = rule_coverage(features)
    return view


def definitional_sections(features: Path) -> dict[str, str]:
    """Rule section id → why it needs no scenario, from ``features/rules/definitional.md``."""
    path = features / DEFINITIONAL
    if not path.is_file():
        return {}
    found = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        match = DEFINITIONAL_ENTRY.match(line)
        if match:
            found[match["id"]] = match["reason"].strip()
    return found


def definitional_problems(features: Path) -> list[str]:
    """Entries of the definitional list that name no rule section of ``docs/rules``, or a
    section that a scenario checks anyway (the list says which sections have none)."""
    sections = _rule_sections()
    tagged = scenario_tags(features)["rule"]
    problems = []
    for rule_id in definitional_sections(features):
        if rule_id not in sections:
            problems.append(f"{DEFINITIONAL.as_posix()}: `{rule_id}` names no section of docs/rules")
        elif rule_id in tagged:
            problems.append(f"{DEFINITIONAL.as_posix()}: `{rule_id}` is listed as definitional but {tagged[rule_id][0]} checks it")
    return problems


def rule_coverage(features: Path) -> dict:
    """The rule sections of ``docs/rules`` by area: those a scenario is tagged with, those
    listed as definitional (with the reason), and those missing a scenario. ``percent`` is
    the share of the sections that decide an outcome (all but the definitional ones) that
    have a scenario."""
    tagged = scenario_tags(features)["rule"]
    definitional = definitional_sections(features)
    areas: dict[str, dict] = {}
    for rule_id, section in sorted(_rule_sections().items()):
        entry = areas.setdefault(section["area"], {"area": section["area"], "covered": [], "definitional": [], "missing": []})
        if rule_id in tagged:
            entry["covered"].append(rule_id)
        elif rule_id in definitional:
            entry["definitional"].append({"id": rule_id, "reason": definitional[rule_id]})
        else:
            entry["missing"].append(rule_id)
    rows = [{**entry, "total": sum(len(entry[key]) for key in ("covered", "definitional", "missing"))} for _, entry in sorted(areas.items())]
    covered = sum(len(r["covered"]) for r in rows)
    decides = covered + sum(len(r["missing"]) for r in rows)
    return {
        "areas": rows,
        "covered": covered,
        "definitional": sum(len(r["definitional"]) for r in rows),
        "total": sum(r["total"] for r in rows),
        "percent": _percent(covered, decides),
    }


def _rule_sections() -> dict[str, dict]:
    return {rule_id: section for rule_id, section in data.rules().items() if section["file"].startswith(RULE_FILES)}


def _percent(part: int, whole: int) -> float:
    return round(100 * part / whole, 1) if whole else 100.0


# --- the sources of a step's numbers and choosers ------------------------------------------------
#
# Every number a step states counts by some rule, and its step cites it (the citation audit, run
# with the scenarios by ``tests/bdd/conftest.py``, checks each step of each explanation): each part
# of a power breakdown (printed power, +1 power counters, the cards that change it, the minimum of
# 0), a place and a tie for it, a VP award, a breakpoint other than the printed one, the power
# compared in a clash of titans; so does who may be chosen ("a minion", "one of your minions",
# "another player"). A number with no source at all is a problem too.

BREAKDOWN = re.compile(r"\d+ \(([^()]*(?:\([^()]*\)[^()]*)*)\)")  # "15 (Zombie Lord 5, Walker +2, ...)"
BREAKDOWN_PART = re.compile(r"^(?P<label>.+?) (?P<amount>[+-]?\d+)$")
PLACE = re.compile(r"\b(1st|2nd|3rd|\d+th) at\b")
COUNTERS_COUNTED = re.compile(r"\b\d+ \+1 power counters?")  # "2 +1 power counters", "1 +1 power counter placed on ..."
VP_AWARD = re.compile(r"\b\d+ VP\b")
BREAKPOINT_OF = re.compile(r"(?P<base>[A-Z][\w'’ .-]*?) (?:scores \(total power \d+, breakpoint (?P<at>\d+)|(?:has )?\d+/(?P<slash>\d+))")
CHOSEN = re.compile(r"\(choose (?P<prompt>.+)\)\.?$")
TIE_PLACES = {"1st": "scoring.ties.first", "2nd": "scoring.ties.second", "3rd": "scoring.ties.third"}


def _cited_names(cites: list[str]) -> set[str]:
    """The names of the cards a step cites: a card, its clarification or its errata."""
    names = data.card_names()
    found = set()
    for cite in cites:
        card_id = cite.removeprefix("errata:").partition("#")[0]
        if card_id in names:
            found.add(names[card_id])
    return found


def step_source_problems(step: dict) -> list[str]:
    """What one explanation step states without citing the rule that makes it count (see above)."""
    message, cites = step["message"], set(step["cites"])
    problems = []

    def need(any_of: tuple[str, ...], what: str) -> None:
        if not cites & set(any_of):
            problems.append(f"{what}, and the step cites none of {', '.join(any_of)}")

    if not cites and any(ch.isdigit() for ch in message) and step["kind"] not in ("refused", "unanswered"):
        problems.append("it states a number and cites nothing")
    stated = "" if step["kind"] == "choice" else message  # a choice's prompt states no number of its own
    if "printed power" in stated:
        need(("terms.printed-power",), "it states a printed power")
    if COUNTERS_COUNTED.search(stated):
        need(("counters.power", "titans.power"), "it counts +1 power counters")
    if "minimum power 0" in stated:
        need(("power.minimum-zero",), "it states the minimum power of 0")
    names = _cited_names(step["cites"])
    for breakdown in BREAKDOWN.findall(stated):
        for part in breakdown.split(", "):
            match = BREAKDOWN_PART.match(part.strip())
            if match is None or match["label"] in ("printed power", "minimum power") or "+1 power counter" in part:
                continue
            label = match["label"].removesuffix("'s").split(" (")[0]
            if label not in names and label in data.card_names().values():
                problems.append(f"its power breakdown counts {label} {match['amount']}, and the step cites no {label} card")
    place = PLACE.search(message) if step["kind"] == "vp" else None
    if place:
        need(("scoring.vp-places",), "it awards VP for a place")
        if "tied with" in message:
            need(("scoring.ties",), "it states a tied place")
            if place[1] in TIE_PLACES:
                need((TIE_PLACES[place[1]],), f"it states a tie for {place[1]} place")
        if " with 0 power" in message or " with 0 (" in message:
            need(("scoring.presence",), "it ranks a player with 0 power")
    elif VP_AWARD.search(message):
        if not any("/" in cite or cite.split(".")[0] in ("scoring", "endgame", "madness") for cite in cites):
            problems.append("it states VP, and the step cites no card or rule that awards them")
    if message.startswith("Clash of the titans"):
        need(("titans.power",), "it compares the power of titans' controllers")
    for match in BREAKPOINT_OF.finditer(message):
        base = _base_named(match["base"])
        at = int(match["at"] or match["slash"])
        if base is not None and at != base[1] and not any(cite == "monsters.breakpoint" or ("/" in cite and not cite.startswith(base[0])) for cite in cites):
            problems.append(f"it states a breakpoint of {at}, not the printed {base[1]}, and cites no card or rule that changes it")
    chosen = CHOSEN.search(message) if step["kind"] == "choice" else None
    for rule in who_rules(chosen["prompt"]) if chosen else ():
        need((rule,), f"who may be chosen is decided by words {rule} defines")
    return problems


@functools.cache
def _bases() -> dict[str, tuple[str, int]]:
    """Base name → (its card id, its printed breakpoint)."""
    return {card["name"]: (card_id, card["breakpoint"]) for card_id, card in data.cards().items() if card["kind"] == "base"}


def _base_named(words: str) -> tuple[str, int] | None:
    """The base whose name ``words`` end with (the longest such name), as ``_bases`` gives it."""
    found = [name for name in _bases() if words.endswith(name)]
    return _bases()[max(found, key=len)] if found else None
