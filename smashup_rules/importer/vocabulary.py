"""``docs/vocabulary.md`` → ``vocabulary.json``: what players type, the rules' words for it, and
where both are found, each row checked against the texts it names."""

from __future__ import annotations

from pathlib import Path

SEED_FILES = {"000": "000_8d59bd943c510cca.txt", "001": "001_4a7077892bda58de.txt", "002": "002_765c8397dc293793.txt",
              "003": "003_1a9a7443b159a93a.txt", "004": "004_36f6a50e22228e0b.txt"}


class VocabularyError(ValueError):
    """A row of docs/vocabulary.md that its sources do not bear out."""


def data_texts(documents: dict) -> dict[str, str]:
    """ID → searchable text (name and text of a card, a clarification, a ruling, a rule section)."""
    texts: dict[str, str] = {}
    for card in documents["cards.json"]["cards"]:
        texts[card["id"]] = f"{card['name']} {card['text'] or ''}"
        for clarification in card["clarifications"]:
            texts[clarification["id"]] = clarification["text"]
    for ruling in documents["rulings.json"]["rulings"]:
        texts[ruling["id"]] = ruling["text"]
    for section in documents["rules.json"]["sections"]:
        texts[section["id"]] = f"{section['title']} {section['body']}"
    return texts


def has_words(text: str, phrase: str) -> bool:
    """Every word of ``phrase`` begins a word of ``text`` (case aside): "destroy" is in "destroying"."""
    found = "".join(c if c.isalnum() else " " for c in text.lower()).split()
    return all(any(word.startswith(part) for word in found) for part in phrase.lower().split())


def build_vocabulary(path: Path, documents: dict, seeds: Path) -> dict:
    """The rows of the table in ``path``, each ``{"typed", "rules": [phrase], "sources": [ID or seed:line]}``."""
    texts = data_texts(documents)
    seed_lines: dict[str, list[str]] = {}
    entries = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not line.startswith("|") or len(cells) != 3 or cells[0] in ("typed", "") or set(cells[0]) <= set("-"):
            continue
        typed, rules, sources = cells[0], [phrase.strip() for phrase in cells[1].split(";")], [s.strip() for s in cells[2].split(",")]
        found: list[tuple[str, str, bool]] = []  # (source, its text, whether it is the data's)
        for source in sources:
            if source.startswith("`") and source.endswith("`"):
                item = source.strip("`")
                if item not in texts:
                    raise VocabularyError(f"{path.name}:{number}: {item} is no card, clarification, ruling or rule section")
                found.append((item, texts[item], True))
            else:
                seed, _, at = source.partition(":")
                if seed not in SEED_FILES or not at.isdigit():
                    raise VocabularyError(f"{path.name}:{number}: {source!r} is neither an `ID` nor seed:line (002:317)")
                if seed not in seed_lines:
                    seed_lines[seed] = (seeds / SEED_FILES[seed]).read_text(encoding="utf-8").splitlines()
                if not 1 <= int(at) <= len(seed_lines[seed]):
                    raise VocabularyError(f"{path.name}:{number}: {source} is past the end of {SEED_FILES[seed]}")
                found.append((source, seed_lines[seed][int(at) - 1], False))
        if not any(has_words(text, typed) for _, text, _ in found):
            raise VocabularyError(f"{path.name}:{number}: {typed!r} is in none of {', '.join(sources)}")
        for phrase in rules:
            if not any(has_words(text, phrase) for _, text, in_data in found if in_data):
                raise VocabularyError(f"{path.name}:{number}: the rules' {phrase!r} is in none of the data sources of the row")
        entries.append({"typed": typed, "rules": rules, "sources": [item for item, _, _ in found]})
    return {"entries": entries}
