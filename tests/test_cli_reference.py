"""The lookup commands as a user runs them: exact messages, exit codes, JSON shapes."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from smashup_rules.cli.group import cli
from smashup_rules.reference import data


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_card_by_exact_name():
    result = run("card", "first mate")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0] == "First Mate  pirates/first-mate"
    assert lines[1] == "Pirates (Core (Base Game)) · minion · power 2 · 4×"
    assert "Special: After this base is scored, you may move this minion to another base instead of the discard pile." in lines
    assert any(line.startswith("  pirates/first-mate#1  This ability triggers each time") for line in lines)


@pytest.mark.parametrize(("typed", "found"), [("tenacious", "Tenacious Z"), ("SEANCE", "Séance"), ("zom lord", "Zombie Lord"), ("r'lyeh", "R'lyeh"), ("kraken", "The Kraken")])
def test_card_names_are_forgiving(typed, found):
    result = run("card", typed)
    assert result.exit_code == 0
    assert result.output.splitlines()[0].startswith(found + "  ")


def test_unknown_card_suggests_the_closest_names_and_exits_1():
    result = run("card", "Zombie Lrod")
    assert result.exit_code == 1
    assert result.output == "Error: no card named 'Zombie Lrod'; did you mean 'Zombie Lord'?\n"


def test_ambiguous_prefix_lists_the_candidates():
    result = run("card", "mad")
    assert result.exit_code == 1
    assert result.output == "Error: card name 'mad' is ambiguous: it could be 'Madness' or 'Madness Unleashed'\n"


def test_card_json_schema():
    result = run("card", "tortuga", "--json")
    view = json.loads(result.output)
    assert set(view) == {
        "id", "name", "kind", "group", "group_name", "set", "copies", "power", "breakpoint", "vp", "treasures",
        "text", "text_known", "errata", "clarifications", "rulings", "source", "reprint_of", "reprinted_as",
    }
    assert view["id"] == "pirates/tortuga"
    assert (view["breakpoint"], view["vp"]) == (21, [4, 3, 2])
    assert view["clarifications"] == [{"id": "pirates/tortuga#1", "text": "The minion moved cannot come from Tortuga itself."}]
    assert view["source"]["page"] == "Pirates"


def test_a_card_names_its_source_as_a_reader_cites_it_and_json_keeps_the_file():
    assert run("card", "first mate").output.splitlines()[-1] == "Source: Smash Up rulebook wiki, page Pirates, revision of 2026-09-27"
    source = json.loads(run("card", "first mate", "--json").output)["source"]
    assert source == {"document": "Smash Up rulebook wiki", "file": "003_1a9a7443b159a93a.txt", "page": "Pirates", "revision": "2026-09-27T04:06:26Z", "line": 517}
    ruling = json.loads(run("card", "ancient egyptians mummy", "--json").output)["rulings"][0]
    assert ruling["source"]["document"] == "Oops, You Did It Again rules summary" and ruling["source"]["file"] == "000_8d59bd943c510cca.txt"


def test_every_source_file_of_a_card_or_ruling_names_its_document():
    from smashup_rules.reference.views import SOURCE_DOCUMENTS

    files = {record["source"]["file"] for record in [*data.cards().values(), *data.summary_rulings().values()] if record["source"]}
    assert files == set(SOURCE_DOCUMENTS)


def test_card_history_shows_what_changed():
    result = run("card", "It's Blitzin' Time!", "--history")
    assert result.exit_code == 0
    assert "    errata was: Yes, functional (part of Mega Troopers rework)" in result.output.splitlines()
    assert json.loads(run("card", "blitzin", "--json", "--history").output)["history"][1]["before"]["errata"]["text"] == "No"


def test_card_known_only_from_rulings_says_so():
    result = run("card", "Command Penguin")
    assert result.exit_code == 0
    assert "Card text not in the sources: only the rulings below are known." in result.output
    assert "  penguins/command-penguin#1  After the minion is revealed" in result.output


SHERIFF = """\
2 cards share the name Sheriff: cowboys/sheriff, world-champs/sheriff

── 1 of 2 ──────────────────────────────
Sheriff  cowboys/sheriff
Cowboys (Oops, You Did It Again) · minion · power 5 · 1×

Special: Before this base scores, this minion may duel another player’s minion here. Destroy the losing minion.

Errata: No

Source: Smash Up rulebook wiki, page Cowboys, revision of 2026-08-25

── 2 of 2 ──────────────────────────────
Sheriff  world-champs/sheriff
World Champs (10th Anniversary) · minion · power 5 · 1×

Before this base scores, this minion may duel another player's minion here. Destroy the losing minion.

Errata: No

Source: Smash Up rulebook wiki, page World Champs, revision of 2025-10-31
"""


def test_a_name_two_factions_share_shows_both_cards():
    result = run("card", "sheriff")
    assert result.exit_code == 0
    assert result.output == SHERIFF


def shared_names() -> dict[str, list[str]]:
    """Every card name several cards bear (World Champs reprints), with their ids."""
    from smashup_rules.reference import data

    by_name: dict[str, list[str]] = {}
    for card_id, card in data.cards().items():
        by_name.setdefault(card["name"], []).append(card_id)
    return {name: sorted(ids) for name, ids in sorted(by_name.items()) if len(ids) > 1}


def test_every_shared_name_lists_all_its_cards():
    assert list(shared_names()) == ["Diva", "Fast as Lightning", "Kaiju Conflict", "Mummy", "Samurai-Chan", "Sheriff", "Shield Maiden"]
    for name, ids in shared_names().items():
        result = run("card", name.upper())
        assert result.exit_code == 0, name
        lines = result.output.splitlines()
        assert lines[0] == f"{len(ids)} cards share the name {name}: {', '.join(ids)}"
        assert [line for line in lines if line.startswith(name + "  ")] == [f"{name}  {card_id}" for card_id in ids]


def test_a_shared_name_json_holds_each_card_as_looked_up_alone():
    result = run("card", "diva", "--json")
    assert result.exit_code == 0
    alone = [json.loads(run("card", card_id, "--json").output) for card_id in ("disco-dancers/diva", "world-champs/diva")]
    assert json.loads(result.output) == {"name": "Diva", "cards": alone}


def test_a_shared_name_with_history_shows_each_cards_history():
    lines = run("card", "sheriff", "--history").output.splitlines()
    assert lines.count("History") == 2
    view = json.loads(run("card", "sheriff", "--history", "--json").output)
    assert all("history" in card for card in view["cards"])


def test_a_reprint_and_its_original_name_each_other_in_text_and_json():
    lines = run("card", "mummy").output.splitlines()
    assert "Reprinted as Mummy (World Champs), the same text: world-champs/mummy" in lines
    assert "Reprint of Mummy (Ancient Egyptians), the same text: ancient-egyptians/mummy" in lines
    original = json.loads(run("card", "ancient-egyptians/mummy", "--json").output)
    reprint = json.loads(run("card", "world-champs/mummy", "--json").output)
    assert (original["reprint_of"], original["reprinted_as"]) == (None, [{"id": "world-champs/mummy", "name": "Mummy", "group_name": "World Champs"}])
    assert (reprint["reprint_of"], reprint["reprinted_as"]) == ({"id": "ancient-egyptians/mummy", "name": "Mummy", "group_name": "Ancient Egyptians"}, [])


def test_a_card_that_only_shares_a_name_is_no_reprint():
    sheriff = json.loads(run("card", "world-champs/sheriff", "--json").output)
    assert (sheriff["reprint_of"], sheriff["reprinted_as"]) == (None, [])
    assert "Reprint" not in run("card", "sheriff").output


def test_a_prefix_of_a_shared_name_is_still_ambiguous():
    result = run("card", "samurai ch")
    assert result.exit_code == 1
    assert result.output == "Error: card name 'samurai ch' is ambiguous: it could be 'samurai/samurai-chan' or 'world-champs/samurai-chan'\n"


def test_card_with_summary_rulings_shows_them():
    result = run("card", "ancient egyptians mummy", "--json")
    view = json.loads(result.output)
    assert [r["id"] for r in view["rulings"]] == ["oops/mummy#1"]


def test_faction_lists_the_deck_with_copies_and_ruling_counts():
    result = run("faction", "pirates")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0] == "Pirates  pirates"
    assert "Deck (20 cards)" in lines
    first_mate = next(line for line in lines if "First Mate" in line)
    assert first_mate.split() == ["4×", "First", "Mate", "minion", "power", "2", "1", "ruling", "engine", "✓"]
    view = json.loads(run("faction", "pirates", "--json").output)
    assert sum(c["copies"] for c in view["cards"]) == 20
    assert view["titan"]["name"] == "The Kraken"
    assert [b["name"] for b in view["bases"]] == ["The Grey Opal", "Tortuga"]


def test_faction_known_only_from_a_summary():
    result = run("faction", "samurai")
    assert "Card texts not in the sources" in result.output
    view = json.loads(run("faction", "samurai", "--json").output)
    assert view["card_texts_known"] is False
    assert "samurai/bushi" in [c["id"] for c in view["named_in_rulings"]]


def test_special_deck():
    view = json.loads(run("faction", "treasures", "--json").output)
    assert view["kind"] == "deck" and view["size"] == 22


def test_unknown_faction():
    result = run("faction", "pirats")
    assert result.exit_code == 1
    assert result.output == "Error: no faction named 'pirats'; did you mean 'Pirates'?\n"


def test_search_finds_the_replacement_base_clarifications_near_the_top():
    result = json.loads(run("search", "move to the replacement base", "--json").output)
    top = [hit["id"] for hit in result[:3]]
    assert "pirates/first-mate#1" in top
    assert "pirates/tortuga#1" in top


def test_search_output_highlights_and_numbers_hits():
    result = run("search", "replacement", "base", "--kind", "clarification", "--limit", "3")
    lines = result.output.splitlines()
    assert lines[0].startswith(" 1. ")
    assert "[clarification]" in lines[0]
    numbered = [line for line in lines if line[:3].strip().endswith(".")]
    assert len(numbered) == 3
    first_mate = lines.index(next(line for line in numbered if "pirates/first-mate#1" in line))
    assert lines[first_mate + 1] == "    …The First Mate cannot move to the **base** that **replaces** the scored **base**."


def test_search_filters_by_faction_and_kind():
    hits = json.loads(run("search", "destroy", "--faction", "ninjas", "--kind", "card", "--limit", "50", "--json").output)
    assert hits
    assert {h["faction"] for h in hits} == {"ninjas"}
    assert {h["kind"] for h in hits} == {"card"}


def test_search_ignores_fts_syntax_in_input():
    result = run("search", 'AND OR "NEAR(', "--json")
    assert result.exit_code == 0
    assert isinstance(json.loads(result.output), list)


def test_rulings_lists_every_ruling_with_its_id():
    result = run("rulings", "--faction", "pirates")
    lines = result.output.splitlines()
    assert lines[-1] == "8 rulings"
    assert lines[0].startswith("pirates/dinghy#1  Dinghy  ")
    everything = json.loads(run("rulings", "--json").output)
    ids = [r["id"] for r in everything]
    assert "oops/mummy#1" in ids and "pirates/first-mate#1" in ids
    assert not any(i.endswith("accessibility#1") for i in ids)


def test_rulings_coverage_reads_feature_tags(tmp_path):
    (tmp_path / "pirates.feature").write_text(
        "Feature: Pirates\n  @ruling:pirates/first-mate#1\n  Scenario: x\n    Given nothing\n", encoding="utf-8"
    )
    view = json.loads(run("rulings", "--coverage", "--features", str(tmp_path), "--faction", "pirates", "--json").output)
    assert view["covered"] == 1
    assert view["total"] == 8
    assert view["groups"][0]["covered"] == ["pirates/first-mate#1"]
    text = run("rulings", "--coverage", "--features", str(tmp_path), "--faction", "pirates", "--missing").output
    assert "    missing pirates/tortuga#1" in text.splitlines()


def test_rulings_coverage_counts_rulings_on_cards_without_text_apart(tmp_path):
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "terms.feature").write_text(
        "Feature: Terms\n  @rule:terms.destroy\n  Scenario: x\n    Given nothing\n", encoding="utf-8"
    )
    (tmp_path / "rules" / "definitional.md").write_text("# Definitional\n\n- `terms.other-players`: only names the players.\n", encoding="utf-8")
    view = json.loads(run("rulings", "--coverage", "--features", str(tmp_path), "--json").output)
    penguins = next(group for group in view["groups"] if group["group"] == "penguins")
    assert penguins["missing"] == [] and penguins["total"] == 0 and "penguins/emperor-penguin#1" in penguins["no_card_text"]
    assert view["no_card_text"] == sum(len(group["no_card_text"]) for group in view["groups"]) > 0
    rules = view["rules"]
    terms = next(area for area in rules["areas"] if area["area"] == "terms")
    assert terms["covered"] == ["terms.destroy"]
    assert terms["definitional"] == [{"id": "terms.other-players", "reason": "only names the players."}]
    assert (rules["covered"], rules["definitional"]) == (1, 1)
    assert rules["total"] == len([r for r in data.rules().values() if r["file"].startswith("docs/rules/")])
    text = run("rulings", "--coverage", "--features", str(tmp_path)).output
    assert "penguins                        -              + 13 with no card text in the sources" in text
    assert f"Total 1/{rules['total'] - 1} rule sections that decide an outcome have a scenario" in text


def test_rulings_coverage_without_features_folder_is_a_usage_error(tmp_path):
    result = run("rulings", "--coverage", "--features", str(tmp_path / "nope"))
    assert result.exit_code == 2
    assert f"no features folder at {tmp_path / 'nope'}" in result.output


def test_completion_scripts():
    for shell in ("bash", "zsh", "fish"):
        result = run("completion", shell)
        assert result.exit_code == 0
        assert "_SMASHUP_COMPLETE" in result.output


def test_card_name_completion():
    from click.shell_completion import ShellComplete

    completer = ShellComplete(cli, {}, "smashup", "_SMASHUP_COMPLETE")
    names = [c.value for c in completer.get_completions(["card"], "zombie l")]
    assert names == ["Zombie Lord"]
    assert [c.value for c in completer.get_completions(["card"], "mumm")] == ["Mummy", "Mummy Strength"]


def test_rule_by_glossary_term():
    result = run("rule", "may")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0] == "May  terms.may  Terms and phrases"
    assert "  terms.and-or  And/Or" in lines
    assert lines[-1] == "Written in: docs/rules/terms.md:" + lines[-1].rsplit(":", 1)[1]


def test_rule_by_id_json():
    view = json.loads(run("rule", "scoring.ties", "--json").output)
    assert view["kind"] == "section"
    assert view["id"] == "scoring.ties"
    assert view["source"]
    assert {"scoring.ties.first", "scoring.ties.second", "scoring.ties.third"} <= {r["id"] for r in view["related"]}


def test_rule_area_lists_its_sections():
    view = json.loads(run("rule", "titans", "--json").output)
    assert view["kind"] == "area"
    assert "titans.clash" in [s["id"] for s in view["sections"]]
    assert all(s["id"].startswith("titans.") for s in view["sections"])


def test_unknown_rule_suggests_ids_to_type_with_their_titles():
    result = run("rule", "scorng")
    assert result.exit_code == 1
    assert result.output == "Error: no rule named 'scorng'; did you mean 'scoring' (Scoring bases)?\n"


def test_an_ambiguous_rule_lists_each_id_with_its_title():
    result = run("rule", "scoring.tie")
    assert result.exit_code == 1
    assert result.output == (
        "Error: rule name 'scoring.tie' is ambiguous: it could be 'scoring.ties' (Ties for a place (overview)), "
        "'scoring.ties.first' (Tie for first place), 'scoring.ties.second' (Tie for second place) "
        "or 'scoring.ties.third' (Tie for third place)\n"
    )
    listed = json.loads(run("rule", "scoring.tie", "--json").output)["error"]["suggestions"]
    assert listed == ["scoring.ties", "scoring.ties.first", "scoring.ties.second", "scoring.ties.third"]
    assert all(run("rule", rule_id).exit_code == 0 for rule_id in listed)


def test_the_first_words_of_a_name_typed_with_a_typo_suggest_that_name_first():
    result = run("rule", "tie for frist")
    assert result.output.startswith("Error: no rule named 'tie for frist'; did you mean 'scoring.ties.first' (Tie for first place), ")


def test_a_short_name_is_not_suggested_for_a_long_query_it_is_only_part_of():
    result = run("rule", "scorin.tiez")
    assert "terms.or" not in result.output
    assert result.output.startswith("Error: no rule named 'scorin.tiez'; did you mean 'scoring.ties' (Ties for a place (overview))")


def test_every_rule_section_names_its_source_and_related_ids_exist():
    from smashup_rules.reference import data

    rules = data.rules()
    assert len([r for r in rules if r.startswith("terms.")]) == 45
    for rule in rules.values():
        assert all(related in rules for related in rule["related"])
        if rule["file"].startswith("docs/rules/"):
            assert rule["source"], rule["id"]


def test_every_rule_section_opens_with_what_it_rules_not_with_where_it_comes_from():
    """A citation shows a rule's first sentence beside its title: the rule itself, not a note
    on which sets use it ("Used in Oops, You Did It Again.")."""
    from smashup_rules.reference import data

    provenance = ("Used in ", "Used with ", "First used ", "Since ")
    opening_with_it = [rule_id for rule_id, sentence in data.rule_first_sentences().items()
                       if rule_id.split(".")[0] != "conflict" and sentence.startswith(provenance)]
    assert opening_with_it == []


@pytest.mark.parametrize("faction", ["aliens", "dinosaurs", "ninjas", "pirates", "robots", "zombies"])
def test_core_set_factions_show_every_card_implemented(faction):
    view = json.loads(run("faction", faction, "--json").output)
    assert view["implemented"]["missing"] == []
    assert view["implemented"]["implemented"] == view["implemented"]["total"] == {"aliens": 14, "robots": 12, "zombies": 14}.get(faction, 15)
    assert run("faction", faction).output.splitlines()[-1] == f"Rules engine: {view['implemented']['total']} of {view['implemented']['total']} cards implemented"


def test_the_monster_and_treasure_decks_are_fully_implemented():
    for deck, total in (("monsters", 8), ("treasures", 22)):
        view = json.loads(run("faction", deck, "--json").output)
        assert (view["implemented"]["implemented"], view["implemented"]["missing"]) == (total, [])
        assert "  not yet: " not in run("faction", deck).output


def test_search_with_only_stop_words_searches_them():
    hits = json.loads(run("search", "the", "--json").output)
    assert len(hits) == 10
    assert all("**" in hit["snippet"] or not hit["snippet"] for hit in hits)


def test_search_typos_and_punctuation_find_nothing_or_something_sane():
    assert json.loads(run("search", "zzzqqq", "--json").output) == []
    assert run("search", "zzzqqq").output == "No matches.\n"
    punctuated = [h["id"] for h in json.loads(run("search", "replacement, base!", "--json").output)]
    assert punctuated == [h["id"] for h in json.loads(run("search", "replacement base", "--json").output)]


def test_a_plain_search_imports_no_sqlite_regex_json_or_collections(tmp_path):
    import os
    import subprocess
    import sys

    code = (
        "import sys, os\n"
        "before = set(sys.modules)\n"
        "from smashup_rules.cli.launcher import quick\n"
        "sys.stdout = open(os.devnull, 'w')\n"
        "quick(['search', 'move', 'to', 'the', 'replacement', 'base'])\n"
        "sys.stdout = sys.__stdout__\n"
        "print(' '.join(sorted(set(sys.modules) - before)))\n"
    )
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path)}
    subprocess.run([sys.executable, "-c", code], capture_output=True, check=True, env=env)  # builds the caches
    loaded = set(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env).stdout.split())
    assert "smashup_rules.reference.search" in loaded
    assert not loaded & {"sqlite3", "_sqlite3", "re", "json", "functools", "collections", "math", "array"}
