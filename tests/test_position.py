"""Position files: loading, the play sentences, validate(), dump/load round trips and the JSON Schema."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from smashup_rules.position import (
    PHASES,
    BaseSpec,
    CardSpec,
    PlayerSpec,
    PlaySpec,
    Position,
    PositionInvalid,
    PositionSyntaxError,
    dump_position,
    load_position,
    load_valid_position,
    position_json_schema,
    split_choice,
    validate,
)
from smashup_rules.reference import data

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted((ROOT / "scenarios").glob("*.yaml"))

TWO_PLAYERS = """\
turn: Alice
players:
  - name: Alice
    factions: [Pirates, Ninjas]
    hand: [Powderkeg, Seeing Stars]
  - name: Bob
    factions: [Zombies, Robots]
bases:
  - name: The Grey Opal
    cards:
      - Buccaneer
      - {card: Walker, controller: Bob, counters: 2, attached: [Poison]}
      - {card: Zapbot, controller: Alice, owner: Bob}
    actions: [Overrun]
  - Tortuga
"""


def with_play(*plays: str) -> str:
    return TWO_PLAYERS + "play:\n" + "".join(f"  - {play}\n" for play in plays)


# --- scenarios ----------------------------------------------------------------------------------


def test_there_are_at_least_ten_scenarios():
    assert len(SCENARIOS) >= 10


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_is_legal_and_says_what_is_disputed(path):
    assert path.read_text().startswith("# Disputed: ")
    assert validate(load_position(path)) == []


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_round_trips(path):
    position = load_position(path)
    assert load_position(dump_position(position)) == position


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_matches_the_json_schema(path):
    jsonschema = pytest.importorskip("jsonschema")
    import yaml

    schema = json.loads(resources.files("smashup_rules").joinpath("data", "position.schema.json").read_text())
    jsonschema.validate(yaml.safe_load(path.read_text()), schema)


def test_committed_schema_is_up_to_date():
    committed = json.loads(resources.files("smashup_rules").joinpath("data", "position.schema.json").read_text())
    assert committed == position_json_schema(), "run: python -m smashup_rules.position > smashup_rules/data/position.schema.json"


def test_schema_completes_card_and_base_names():
    defs = position_json_schema()["$defs"]
    assert "Powderkeg" in defs["cardName"]["enum"]
    assert "The Grey Opal" in defs["baseName"]["enum"]
    assert "The Grey Opal" not in defs["cardName"]["enum"]


def test_the_docs_example_is_legal():
    example = (ROOT / "docs" / "positions.md").read_text().split("```yaml\n")[1].split("```")[0]
    assert validate(load_position(example)) == []


# --- loading ------------------------------------------------------------------------------------


def test_cards_in_play_default_to_the_player_who_plays_their_faction():
    base = load_position(TWO_PLAYERS).bases[0]
    buccaneer, walker, zapbot = base.minions
    assert (buccaneer.card, buccaneer.owner, buccaneer.controller) == ("pirates/buccaneer", "Alice", "Alice")
    assert (walker.owner, walker.controller, walker.counters) == ("Bob", "Bob", 2)
    assert walker.attached == [CardSpec("ninjas/poison", owner="Alice", controller="Alice")]
    assert (zapbot.owner, zapbot.controller) == ("Bob", "Alice")
    assert base.actions == [CardSpec("zombies/overrun", owner="Bob", controller="Bob")]


def test_cards_in_a_zone_belong_to_the_player_and_nobody_controls_them():
    alice = load_position(TWO_PLAYERS).players[0]
    assert alice.hand == [CardSpec("pirates/powderkeg", owner="Alice"), CardSpec("ninjas/seeing-stars", owner="Alice")]


def test_monsters_and_treasures_have_no_owner():
    text = TWO_PLAYERS.replace("hand: [Powderkeg, Seeing Stars]", "hand: [Wishing Ring]") + "    cards: [{card: Bigfoot, controller: Bob}]\n"
    position = load_position(text.replace("  - Tortuga\n    cards", "  - name: Tortuga\n    cards"))
    assert position.players[0].hand == [CardSpec("treasures/wishing-ring", owner=None)]
    assert position.bases[1].minions == [CardSpec("monsters/bigfoot", owner=None, controller="Bob")]


def test_defaults():
    position = load_position("players:\n  - {name: Alice, factions: [Pirates, Ninjas]}\n  - {name: Bob, factions: [Aliens, Robots]}\n")
    assert (position.turn, position.phase, position.seed, position.bases, position.play, position.choices) == ("Alice", "play-cards", 0, [], [], [])
    assert (position.minion_plays_used, position.action_plays_used) == (0, 0)


def test_names_ignore_case_and_punctuation_and_prefer_the_players_factions():
    text = TWO_PLAYERS.replace("[Powderkeg, Seeing Stars]", "[powderkeg, 'SEEING STARS!', zombie-lord]").replace("[Zombies, Robots]", "[zombies, ROBOTS]")
    position = load_position(text)
    assert [c.card for c in position.players[0].hand] == ["pirates/powderkeg", "ninjas/seeing-stars", "zombies/zombie-lord"]
    assert position.players[1].factions == ["zombies", "robots"]
    mummy = load_position("players:\n  - {name: Alice, factions: [World Champs, Pirates], hand: [Mummy]}\n")
    assert mummy.players[0].hand[0].card == "world-champs/mummy"


def test_played_this_turn_phase_seed_and_base_deck():
    text = TWO_PLAYERS + "phase: Score Bases\nplayed_this_turn: {minions: 1, actions: 2}\nseed: 42\nbase_deck: [Tar Pits, ninja dojo]\n"
    position = load_position(text)
    assert (position.phase, position.minion_plays_used, position.action_plays_used, position.seed) == ("score-bases", 1, 2, 42)
    assert position.base_deck == ["dinosaurs/tar-pits", "ninjas/ninja-dojo"]


def test_numbers_at_their_bounds_load():
    text = TWO_PLAYERS.replace("counters: 2", "counters: 999").replace("    factions: [Zombies, Robots]\n", "    factions: [Zombies, Robots]\n    vp: 999\n")
    position = load_position(text + "played_this_turn: {minions: 999, actions: 999}\nseed: 18446744073709551615\n")
    assert (position.players[1].vp, position.bases[0].minions[1].counters) == (999, 999)
    assert (position.minion_plays_used, position.action_plays_used, position.seed) == (999, 999, 2**64 - 1)


def test_names_may_hold_any_printable_character():
    position = load_position(TWO_PLAYERS.replace("Bob", "Bøb\u00a0the 2nd 🎲") + "choices: ['Bøb\u00a0the 2nd 🎲: «yes»']\n")
    assert position.players[1].name == "Bøb\u00a0the 2nd 🎲"
    assert position.choices == ["Bøb\u00a0the 2nd 🎲: «yes»"]


def test_the_factions_list_every_base():
    """The loader takes the bases from the factions, so that it need not read every card."""
    listed = {base for faction in data.factions().values() for base in faction["bases"]}
    assert listed == {card_id for card_id, card in data.cards().items() if card["kind"] == "base"}


def test_every_card_is_in_the_name_table_and_its_id_starts_with_its_group():
    """The loader finds a faction's cards by their ids in the name table, so that it need not read every card."""
    named = {card_id for ids in data.name_keys()["card"].values() for card_id in ids}
    assert named == set(data.cards())
    assert all(card_id.partition("/")[0] == card["group"] for card_id, card in data.cards().items())


def test_line_and_column_of_cards():
    walker = load_position(TWO_PLAYERS).bases[0].minions[1]
    assert (walker.line, walker.column) == (12, 9)


def test_loads_a_path_a_path_string_and_bytes(tmp_path):
    file = tmp_path / "p.yaml"
    file.write_text(TWO_PLAYERS)
    expected = load_position(TWO_PLAYERS)
    assert load_position(file) == load_position(str(file)) == load_position(TWO_PLAYERS.encode()) == expected
    assert load_position(file).source == str(file)
    assert load_position(file, source="given").source == "given"


# --- the play -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("Alice plays Powderkeg", PlaySpec("play", "Alice", "pirates/powderkeg")),
        ("Alice plays Cut Lass at The Grey Opal", PlaySpec("play", "Alice", "pirates/cut-lass", base="pirates/the-grey-opal")),
        ("alice PLAYS poison on walker", PlaySpec("play", "Alice", "ninjas/poison", target="zombies/walker")),
        ("Alice plays Poison on Walker at The Grey Opal", PlaySpec("play", "Alice", "ninjas/poison", "pirates/the-grey-opal", "zombies/walker")),
        ("Alice plays Jammed Signal on Tortuga", PlaySpec("play", "Alice", "aliens/jammed-signal", base="pirates/tortuga")),
        ("Bob uses Zapbot", PlaySpec("talent", "Bob", "robots/zapbot")),
        ("Bob uses Overrun at The Grey Opal", PlaySpec("talent", "Bob", "zombies/overrun", base="pirates/the-grey-opal")),
        ("Score bases.", PlaySpec("score")),
        ("end the turn", PlaySpec("end-turn")),
        ("Alice plays Death on Six Legs at Tortuga", PlaySpec("play", "Alice", "giant-ants/death-on-six-legs", base="pirates/tortuga")),
    ],
)
def test_play_sentences(sentence, expected):
    (play,) = load_position(with_play(sentence)).play
    assert play == expected
    assert play.text == sentence


def test_a_single_play_needs_no_list_and_the_mapping_form_reads_the_same():
    single = load_position(TWO_PLAYERS + "play: Alice plays Poison on Walker\n").play
    mapping = load_position(TWO_PLAYERS + "play: {player: Alice, card: Poison, target: Walker}\n").play
    assert single == mapping == [PlaySpec("play", "Alice", "ninjas/poison", target="zombies/walker")]
    assert mapping[0].text == "Alice plays Poison on Walker"
    assert load_position(TWO_PLAYERS + "play: {kind: score}\n").play == [PlaySpec("score")]


def test_choices_may_name_who_answers():
    position = load_position(TWO_PLAYERS + "choices: [Walker, yes, 3, {Bob: no}, 'Bob: Walker']\n")
    assert position.choices == ["Walker", "yes", "3", "Bob: no", "Bob: Walker"]
    assert split_choice("Bob: Walker") == ("Bob", "Walker")
    assert split_choice("Walker") == (None, "Walker")
    assert split_choice("Now You Know: Bullying") == (None, "Now You Know: Bullying")


# --- legality -----------------------------------------------------------------------------------


def test_validate_lists_every_problem_with_file_line_and_column_in_file_order():
    text = TWO_PLAYERS.replace("[Powderkeg, Seeing Stars]", "[Powderkeg, Walker, {card: Cannon, counters: 1}]") + "turn: Carol\n"
    text = text.replace("turn: Alice\n", "")
    assert validate(load_position(text, source="p.yaml")) == [
        "p.yaml:4:23: Walker in Alice's hand is a Zombies card, but its owner Alice plays Pirates and Ninjas",
        "p.yaml:4:31: Cannon in Alice's hand has 1 +1 power counter; only cards in play and titans set aside carry counters",
        "p.yaml:15:7: turn names 'Carol', who is not a player (the players are Alice and Bob)",
    ]


def test_load_valid_position_raises_every_problem_at_once():
    text = TWO_PLAYERS.replace("[Zombies, Robots]", "[Pirates, Zombies, Zombies]")
    with pytest.raises(PositionInvalid) as raised:
        load_valid_position(text, source="p.yaml")
    assert raised.value.problems == [
        "p.yaml:6:5: Bob plays 3 factions (Pirates, Zombies and Zombies); each player plays 2 different factions",
        "p.yaml:6:5: Pirates is played by both Alice and Bob; each faction has one deck",
        "p.yaml:13:9: Zapbot at The Grey Opal is a Robots card, but its owner Bob plays Pirates and Zombies",
    ]
    assert str(raised.value).startswith("3 problems in p.yaml:\n- p.yaml:6:5: Bob plays 3 factions")
    assert isinstance(raised.value, ValueError)


def test_syntax_errors_are_value_errors_with_file_line_and_column():
    with pytest.raises(PositionSyntaxError, match=r"^p\.yaml:3:5: unknown key 'factons' in a player; did you mean 'factions'\?$") as raised:
        load_position("players:\n  - name: Alice\n    factons: [Pirates]\n", source="p.yaml")
    assert isinstance(raised.value, ValueError)


# --- dump ---------------------------------------------------------------------------------------


def test_dump_writes_names_defaults_left_out():
    assert dump_position(load_position(TWO_PLAYERS + "play: alice plays poison on walker\nchoices: [yes]\n")) == """\
turn: Alice
phase: play-cards
players:
  - name: Alice
    factions: [Pirates, Ninjas]
    hand: [Powderkeg, Seeing Stars]
  - name: Bob
    factions: [Zombies, Robots]
bases:
  - name: The Grey Opal
    cards:
      - Buccaneer
      - card: Walker
        controller: Bob
        counters: 2
        attached: [Poison]
      - {card: Zapbot, controller: Alice, owner: Bob}
    actions: [Overrun]
  - Tortuga
play: Alice plays Poison on Walker
choices: ['yes']
"""


def test_dump_writes_an_id_where_a_name_would_be_ambiguous():
    position = Position(players=[PlayerSpec("Alice", ["world-champs", "ancient-egyptians"], hand=[CardSpec("world-champs/mummy", owner="Alice")])], bases=[], turn="Alice")
    assert "hand: [world-champs/mummy]" in dump_position(position)
    assert load_position(dump_position(position)) == position



def test_a_stored_or_boxed_card_whose_name_two_factions_share_reads_back_as_the_games():
    """Fast as Lightning is a Kung Fu Fighters card and a World Champs one: stored under a card or
    in the box, its name means the one of the game's factions, as in play."""
    fast = CardSpec("kung-fu-fighters/fast-as-lightning", owner="Alice", ref="f1")
    van_gogh = CardSpec("adolescent-epic-geckos/van-gogh", owner="Alice", controller="Alice", stored=[fast])
    position = Position(players=[PlayerSpec("Alice", ["adolescent-epic-geckos", "kung-fu-fighters"])],
                        bases=[BaseSpec("pirates/tortuga", minions=[van_gogh])], turn="Alice",
                        box=[CardSpec("kung-fu-fighters/fast-as-lightning", owner="Alice")])
    written = dump_position(position)
    assert "{card: Fast as Lightning, ref: f1}" in written and "box: [Fast as Lightning]" in written
    assert load_position(written) == position


# --- round trip, fuzzed -------------------------------------------------------------------------

NAMES = ["Alice", "Bob", "Carol", "Dana"]
FACTIONS = sorted(data.factions())
SHARED_CARDS = sorted(c for deck in ("monsters", "treasures", "madness") for c in data.decks()[deck]["cards"])
BASES = sorted(c for c, card in data.cards().items() if card["kind"] == "base")


def cards_of(factions, *kinds):
    return sorted(c for c, card in data.cards().items() if card["group"] in factions and card["kind"] in kinds)


def default_owner(card_id, player):
    return None if data.cards()[card_id]["group"] in ("monsters", "treasures") else player


@st.composite
def zone_cards(draw, player, own_cards, others):
    card_id = draw(st.sampled_from(own_cards + SHARED_CARDS + others))
    owner = default_owner(card_id, player)
    if card_id in others:
        owner = draw(st.sampled_from([n for n in NAMES if n != player]))
    return CardSpec(card_id, owner=owner, counters=draw(st.sampled_from([0, 0, 1])))


@st.composite
def cards_in_play(draw, factions_by_player, depth=0):
    controller = draw(st.sampled_from(sorted(factions_by_player)))
    owner = draw(st.sampled_from(sorted(factions_by_player)))
    card_id = draw(st.sampled_from(cards_of(factions_by_player[owner], "minion", "titan", "action") + SHARED_CARDS))
    attached = draw(st.lists(cards_in_play(factions_by_player, depth + 1), max_size=0 if depth else 2))
    return CardSpec(card_id, owner=default_owner(card_id, owner), controller=controller, counters=draw(st.integers(0, 3)), attached=attached)


@st.composite
def plays(draw, players, bases):
    kind = draw(st.sampled_from(["play", "talent", "score", "end-turn"]))
    if kind in ("score", "end-turn"):
        return PlaySpec(kind)
    player = draw(st.sampled_from(players))
    minions = [card.card for base in bases for card in base.minions]
    card = draw(st.sampled_from(cards_of(player.factions, "minion", "action", "titan", None)))
    target = draw(st.sampled_from([None, *minions]))
    base = draw(st.sampled_from([None, *(b.card for b in bases)]))
    return PlaySpec(kind, player.name, card, base=base, target=target)


@st.composite
def positions(draw):
    count = draw(st.integers(2, 4))
    factions = draw(st.permutations(FACTIONS))
    factions_by_player = {NAMES[i]: factions[2 * i: 2 * i + 2] for i in range(count)}
    players = []
    for name, mine in factions_by_player.items():
        own = cards_of(mine, "minion", "action", None)
        others = cards_of([f for f in factions[: 2 * count] if f not in mine], "minion", "action")
        zones = {zone: draw(st.lists(zone_cards(name, own, others), max_size=4)) for zone in ("hand", "deck", "discard")}
        titans = [CardSpec(t, owner=name) for t in cards_of(mine, "titan")]
        players.append(PlayerSpec(name, list(mine), vp=draw(st.integers(0, 20)), titans=titans, **zones))
    base_ids = draw(st.lists(st.sampled_from(BASES), max_size=5, unique=True))
    bases = [
        BaseSpec(base, minions=draw(st.lists(cards_in_play(factions_by_player), max_size=4)), actions=draw(st.lists(cards_in_play(factions_by_player), max_size=1)))
        for base in base_ids[:3]
    ]
    return Position(
        players=players,
        bases=bases,
        turn=draw(st.sampled_from(list(factions_by_player))),
        phase=draw(st.sampled_from(PHASES)),
        base_deck=base_ids[3:],
        minion_plays_used=draw(st.integers(0, 2)),
        action_plays_used=draw(st.integers(0, 2)),
        play=draw(st.lists(plays(players, bases), max_size=2)),
        choices=draw(st.lists(st.one_of(st.text(st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=12), st.sampled_from(["Bob: yes", "no", "Now You Know: Bullying"])), max_size=3)),
        seed=draw(st.integers(0, 2**64 - 1)),
    )


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(positions())
def test_dump_then_load_gives_the_same_position(position):
    text = dump_position(position)
    assert load_position(text) == position
    assert dump_position(load_position(text)) == text
    assert all(isinstance(problem, str) for problem in validate(position))


def test_a_card_name_ending_in_on_before_at_a_base():
    position = load_position(
        "players:\n"
        "  - {name: Alice, factions: [Kung Fu Fighters, Adolescent Epic Geckos]}\n"
        "  - {name: Bob, factions: [Pirates, Ninjas]}\n"
        "bases: [Sewer Hideout]\n"
        "play: Alice plays Let's Get It On at Sewer Hideout\n"
    )
    assert (position.play[0].card, position.play[0].base) == ("kung-fu-fighters/lets-get-it-on", "adolescent-epic-geckos/sewer-hideout")
