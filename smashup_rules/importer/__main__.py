"""``python -m smashup_rules.importer [--seeds DIR] [--check]``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from smashup_rules.importer.build import SeedError, build
from smashup_rules.importer.rules_docs import build_rules
from smashup_rules.importer.vocabulary import build_vocabulary

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
DEFAULT_SEEDS = Path("../shared/seeds")
DEFAULT_DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"


def render(document: object) -> str:
    return json.dumps(document, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m smashup_rules.importer", description=__doc__)
    parser.add_argument("--seeds", type=Path, default=DEFAULT_SEEDS, help="folder with the seed files (default: ../shared/seeds)")
    parser.add_argument("--docs", type=Path, default=DEFAULT_DOCS, help="folder with the rules reference Markdown (default: the repo's docs/rules)")
    parser.add_argument("--data", type=Path, default=DATA_DIR, help="where the JSON goes (default: the package's data/)")
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed data differs from what the seeds give")
    args = parser.parse_args(argv)
    try:
        documents = build(args.seeds)
        documents["rules.json"] = build_rules(args.docs)
        documents["vocabulary.json"] = build_vocabulary(args.docs.parent / "vocabulary.md", documents, args.seeds)
    except (OSError, SeedError, ValueError) as error:
        print(f"importer: {error}", file=sys.stderr)
        return 2
    stale = []
    for name, document in documents.items():
        path = args.data / name
        text = render(document)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(name)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    if stale:
        print(f"importer: data differs from the seeds: {', '.join(stale)} (run python -m smashup_rules.importer)", file=sys.stderr)
        return 1
    if not args.check:
        print(f"importer: wrote {', '.join(documents)} to {args.data}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
