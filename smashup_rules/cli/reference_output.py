"""Text rendering of the reference views only the click commands show: a faction's or deck's
cards, a rule section or a table of contents, the list of rulings and their coverage. Apart
from ``output`` so that the commands answered on the short path (``card``, ``search``,
``explain``) do not load them."""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.util.terminal import Out


def render_faction(out: Out, view: dict) -> None:
    if view["kind"] == "deck":
        out.line((f"The {view['name']} deck", "title"), f"  {view['size']} cards")
        for entry in view["cards"]:
            render_entry(out, entry)
        render_implemented(out, view["implemented"])
        return
    out.line((view["name"], "title"), "  ", (view["id"], "id"))
    facts = [f"set: {view['set'] or 'unknown'}"]
    if view["complexity"]:
        facts.append(f"complexity: {view['complexity']}")
    if view["mechanics"]:
        facts.append("mechanics: " + ", ".join(view["mechanics"]))
    out.line(" · ".join(facts))
    if view["description"]:
        out.blank()
        out.line(view["description"])
    if not view["card_texts_known"]:
        out.blank()
        out.line(("Card texts not in the sources: this faction is known only from the rulings of its expansion summary.", "warn"))
    if view["cards"]:
        out.blank()
        out.line((f"Deck ({view['deck_size']} cards)", "bold"))
        for entry in view["cards"]:
            render_entry(out, entry)
    for label, entries in (("Bases", view["bases"]), ("Titan", [view["titan"]] if view["titan"] else []), ("Cards named in rulings", view["named_in_rulings"])):
        if entries:
            out.blank()
            out.line((label, "bold"))
            for entry in entries:
                render_entry(out, entry)
    if view["faction_rulings"]:
        out.blank()
        out.line(("Faction rulings", "bold"))
        for ruling in view["faction_rulings"]:
            out.line("  ", (ruling["id"], "id"), "  ", ruling["text"])
    if view["card_texts_known"]:
        render_implemented(out, view["implemented"])


def render_implemented(out: Out, counts: dict) -> None:
    out.blank()
    done, total = counts["implemented"], counts["total"]
    out.line(("Rules engine: ", "bold"), (f"{done} of {total} cards implemented", "ok" if done == total else "warn"))
    if counts["missing"]:
        out.line("  not yet: " + ", ".join(counts["missing"]))


def render_entry(out: Out, entry: dict) -> None:
    copies = f"{entry['copies']}×" if entry["copies"] else "  "
    stats = ""
    if entry["power"] is not None:
        stats = f"power {entry['power']}"
    elif entry["breakpoint"] is not None:
        stats = f"breakpoint {entry['breakpoint']}, VP {'/'.join(map(str, entry['vp']))}"
    rulings = f"{entry['rulings']} ruling{'s' * (entry['rulings'] != 1)}" if entry["rulings"] else ""
    status = ("engine ✓", "ok") if entry["implemented"] else ("not in engine", "warn")
    out.line(f"  {copies:>3} ", (f"{entry['name']:<32}", "bold"), f" {entry['kind'] or '?':<7} {stats:<24} {rulings:<11} ", status)


def render_rule(out: Out, view: dict) -> None:
    if view["kind"] == "area":
        out.line((view["area_title"], "title"), "  ", (view["file"], "dim"))
        for section in view["sections"]:
            out.line("  ", (f"{section['id']:<36}", "id"), " ", section["title"])
        return
    out.line((view["title"], "title"), "  ", (view["id"], "id"), "  ", (view["area_title"] or view["area"], "dim"))
    out.blank()
    out.markdown(view["body"])
    if view["related"] or view["referenced_by"]:
        out.blank()
        out.line(("Related", "bold"))
        seen = set()
        for rel in view["related"] + view["referenced_by"]:
            if rel["id"] not in seen:
                seen.add(rel["id"])
                out.line("  ", (rel["id"], "id"), "  ", rel["title"])
    if view["source"]:
        out.blank()
        out.line((f"Source: {view['source']}", "dim"))
    out.line((f"Written in: {view['file']}:{view['line']}", "dim"))


def render_rulings(out: Out, rows: list[dict]) -> None:
    for row in rows:
        about = ", ".join(row["card_names"]) or row["topic"] or row["faction"] or ""
        out.line((row["id"], "id"), "  ", (about, "bold"), "  ", row["text"])
    out.blank()
    out.line(f"{len(rows)} rulings")


def render_coverage(out: Out, view: dict, show_missing: bool) -> None:
    for row in view["groups"]:
        style = "ok" if not row["missing"] else "warn"
        untextual = f"  + {len(row['no_card_text'])} with no card text in the sources" if row["no_card_text"] else ""
        if row["total"]:
            out.line(f"{row['group']:<28} ", (f"{len(row['covered']):>4}/{row['total']:<4} {row['percent']:>5.1f}%", style), untextual)
        else:
            out.line(f"{row['group']:<28} ", (f"{'-':>4} {'':<4} {'':>6}", "ok"), untextual)
        if show_missing:
            for missing in row["missing"]:
                out.line("    missing ", (missing, "id"))
            for entry in view["exemptions"]:
                if entry["ruling"] in row["uncited"]:
                    out.line("    uncited ", (entry["ruling"], "id"), f"  {entry['feature']}: {entry['scenario']}: {entry['reason']}")
    out.blank()
    untextual = f"; {view['no_card_text']} more are on cards with no card text in the sources" if view["no_card_text"] else ""
    out.line(("Total ", "bold"), f"{view['covered']}/{view['total']} rulings have a scenario ({view['percent']:.1f}%){untextual}")
    out.line(("Cited in the explanation: ", "bold"), f"{view['cited']} of {view['covered']} ({view['cited_percent']:.1f}%): the rulings whose every scenario's "
             f"explanation cites them; the others' exemptions are in features/citation_exemptions.yaml")
    if "rules" in view:
        _render_rule_coverage(out, view["rules"], show_missing)


def _render_rule_coverage(out: Out, rules: dict, show_missing: bool) -> None:
    out.blank()
    for row in rules["areas"]:
        decides = len(row["covered"]) + len(row["missing"])
        style = "ok" if not row["missing"] else "warn"
        definitional = f"  + {len(row['definitional'])} needing no scenario" if row["definitional"] else ""
        out.line(f"{'rules: ' + row['area']:<28} ", (f"{len(row['covered']):>4}/{decides:<4} {100 * len(row['covered']) / decides if decides else 100:>5.1f}%", style), definitional)
        if show_missing:
            for missing in row["missing"]:
                out.line("    missing ", (missing, "id"))
    out.blank()
    decides = rules["total"] - rules["definitional"]
    out.line(("Total ", "bold"), f"{rules['covered']}/{decides} rule sections that decide an outcome have a scenario ({rules['percent']:.1f}%); "
             f"{rules['definitional']} of the {rules['total']} need none of their own (features/rules/definitional.md)")
