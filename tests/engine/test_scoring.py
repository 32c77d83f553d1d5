"""The Score Bases phase: eligibility, the before-scoring window, VP with ties, after scoring,
discard, replacement and the rescan."""

from __future__ import annotations

import pytest

from smashup_rules.engine.abilities import CardBehaviour
from smashup_rules.engine.registry import default_registry
from smashup_rules.engine.scoring import award_vp, eligible_bases, score_bases_phase
from smashup_rules.engine.state import LastingEffect
from smashup_rules.engine.zones import at_base
from smashup_rules.reference import data
from tests.engine.builders import base, base_named, card, cites, game_for, messages, one, player, position, where, zone_ids

OPAL = "pirates/the-grey-opal"  # breakpoint 17, VP 3 1 1
TORTUGA = "pirates/tortuga"  # breakpoint 21, VP 4 3 2
OASIS = "dinosaurs/jungle-oasis"  # breakpoint 12, VP 2 0 0, no ability
NAMES = ["Alice", "Bob", "Carol", "Dave"]


def minion_with_power(owner: str, power: int):
    """A Walker (printed power 2) with +1 power counters making up ``power`` (2 or more)."""
    return card("zombies/walker", owner, counters=power - 2)


@pytest.mark.parametrize(
    ("powers", "expected_vp"),
    [
        ((10, 10, 5), (4, 4, 2)),  # tie for first: no second place, the next player is third
        ((10, 10, 10, 5), (4, 4, 4, 0)),  # three-way tie for first: nobody else scores
        ((10, 7, 7, 3), (4, 3, 3, 0)),  # tie for second: no third place
        ((10, 7, 5, 5), (4, 3, 2, 2)),  # tie for third: both get third
        ((10, 10, 5, 5), (4, 4, 2, 2)),  # tie for first and for third
        ((8, 8), (4, 4)),  # only two players there
        ((9, 6, 4, 3), (4, 3, 2, 0)),  # no ties: fourth gets nothing
    ],
)
def test_vp_places_and_every_tie_case(powers, expected_vp):
    players = [player(name) for name in NAMES[: max(len(powers), 2)]]
    pos = position(players, [base(TORTUGA, *(minion_with_power(NAMES[i], p) for i, p in enumerate(powers)))])
    game = game_for(pos)
    result = award_vp(game, base_named(game, TORTUGA))
    assert tuple(game.state.player(NAMES[i]).vp for i in range(len(powers))) == expected_vp
    assert tuple(result.places[NAMES[i]] for i in range(len(powers))) == tuple(
        1 + sum(q > p for q in powers) for p in powers
    )
    if len(set(powers)) < len(powers):
        assert "scoring.ties" in cites(game)


def test_tie_citations_name_the_tied_place():
    pos = position([player(n) for n in NAMES[:3]], [base(TORTUGA, *(minion_with_power(n, p) for n, p in zip(NAMES, (10, 10, 5))))])
    game = game_for(pos)
    award_vp(game, base_named(game, TORTUGA))
    carol = [e for e in game.log if e.players == ("Carol",)][0]
    assert carol.message == "Carol is 3rd at Tortuga with 5 power: 2 VP."
    assert "scoring.ties.first" in carol.cites


def test_presence_needs_a_minion_or_power_there():
    # Bob's only minion has 0 power (a lasting -5 on a 2-power Walker; power never goes below 0).
    pos = position([player("Alice"), player("Bob"), player("Carol")], [base(TORTUGA, minion_with_power("Alice", 10), card("zombies/walker", "Bob"))])
    game = game_for(pos)
    walker = [c for c in game.state.all_minions() if c.controller == "Bob"][0]
    game.state.lasting.append(LastingEffect(walker.iid, "zombies/walker", "Bob", frozenset({walker.iid}), -5, "end-of-turn"))
    result = award_vp(game, base_named(game, TORTUGA))
    assert result.powers["Bob"].total == 0
    assert result.places == {"Alice": 1, "Bob": 2}  # Carol, with nothing there, is not ranked
    assert [p.vp for p in game.state.players] == [4, 3, 0]


def test_power_from_a_non_minion_card_scores_without_minions():
    pos = position(
        [player("Alice"), player("Bob")],
        [base(OASIS, card("dinosaurs/king-rex", "Bob", counters=1), actions=[card("kaiju/tail-smash", "Alice")])],
    )
    game = game_for(pos)
    score_bases_phase(game)
    assert [p.vp for p in game.state.players] == [0, 2]
    alice = [e for e in game.log if e.kind == "vp" and e.players == ("Alice",)][0]
    assert alice.message == "Alice is 2nd at Jungle Oasis with 4 power: 0 VP."
    assert {"scoring.presence", "power.non-minions"} <= set(alice.cites)


def test_eligibility_counts_every_players_power():
    pos = position([player("Alice"), player("Bob")], [base(OASIS, card("robots/warbot", "Alice"), card("zombies/walker", "Bob", counters=6))])
    game = game_for(pos)
    assert eligible_bases(game.state) == [base_named(game, OASIS)]


def test_nothing_scores_below_breakpoint():
    game = game_for(position([player("Alice"), player("Bob")], [base(OASIS, card("robots/warbot", "Alice"))]))
    score_bases_phase(game)
    assert messages(game)[-1] == "No base has reached its breakpoint."


def test_full_procedure_discard_replace_and_owner_piles():
    pos = position(
        [player("Alice"), player("Bob")],
        [base(OASIS, card("dinosaurs/king-rex", "Alice", counters=2, attached=[card("dinosaurs/upgrade", "Bob")]),
              card("zombies/walker", "Alice", owner="Bob")),
         base(OPAL)],
        base_deck=(TORTUGA,),
    )
    game = game_for(pos)
    score_bases_phase(game)
    assert game.state.player("Alice").vp == 2
    assert where(game, "dinosaurs/king-rex") == "discard:Alice"
    assert where(game, "zombies/walker") == "discard:Bob"  # owner, not controller
    assert where(game, "dinosaurs/upgrade") == "discard:Bob"
    assert one(game, "dinosaurs/king-rex").counters == 0
    assert [b.card_id for b in game.state.bases()] == [TORTUGA, OPAL]  # same place on the table
    assert zone_ids(game, "base-discard") == [OASIS]
    assert not any(e.kind == "destroy" for e in game.log)  # discarding is not destroying
    assert {"scoring.discard", "scoring.replace", "play.leave-play-owner"} <= cites(game)


def test_current_player_chooses_the_order_and_the_rescan_finds_newly_eligible_bases():
    # Oasis and Tortuga... the First Mate moved after Oasis scores makes the Opal eligible.
    pos = position(
        [player("Alice"), player("Bob")],
        [
            base(OASIS, card("dinosaurs/king-rex", "Alice"), card("pirates/first-mate", "Alice", counters=3)),
            base(OPAL, card("dinosaurs/king-rex", "Bob", counters=5)),
            base(TORTUGA, minion_with_power("Bob", 21)),
        ],
        base_deck=("robots/the-central-brain", "ninjas/ninja-dojo"),
    )
    game = game_for(pos, "Jungle Oasis", "The Grey Opal", "The Grey Opal", "First Mate", "pass", "pass")
    score_bases_phase(game)
    # Oasis scored first (Alice chose), First Mate moved to the Opal: 12 + 5 = 17 ≥ 17,
    # so the rescan offered the Opal and Tortuga; Alice chose the Opal and ordered its
    # after-scoring abilities (First Mate stays, Alice moves nothing away); then Tortuga,
    # the only eligible base left, scored without a question.
    scored = [e.message.split(" scores")[0] for e in game.log if e.kind == "scoring" and " scores (" in e.message]
    assert scored == ["Jungle Oasis", "The Grey Opal", "Tortuga"]
    assert "scoring.rescan" in cites(game)
    assert game.state.player("Alice").vp == 2 + 1  # Oasis winner; Opal second place (5 < 12)


def test_first_mate_cannot_move_to_the_replacement_base():
    pos = position(
        [player("Alice"), player("Bob")],
        [base(OASIS, card("dinosaurs/king-rex", "Bob", counters=3), card("pirates/first-mate", "Alice")), base(OPAL)],
        base_deck=(TORTUGA,),
    )
    game = game_for(pos, "The Grey Opal")
    decisions = []
    original = game.chooser

    def spy(decision):
        decisions.append(decision)
        return original(decision)

    game.chooser = spy
    score_bases_phase(game)
    first_mate_question = decisions[0]
    assert [o.label for o in first_mate_question.options] == ["The Grey Opal", "pass"]
    assert "pirates/first-mate#1" in first_mate_question.cites
    assert where(game, "pirates/first-mate") == f"at:{OPAL}"


def test_before_scoring_special_drops_the_base_below_breakpoint_and_it_still_scores():
    # scoring.below-breakpoint: Bob moves his minions away with Full Sail; the Oasis scores anyway.
    pos = position(
        [player("Alice"), player("Bob", hand=["pirates/full-sail"], factions=["pirates", "zombies"])],
        [base(OASIS, card("dinosaurs/king-rex", "Alice"), card("pirates/cut-lass", "Bob", counters=3)), base(OPAL)],
    )
    game = game_for(pos, "Full Sail", "Cut Lass", "The Grey Opal", "pass")
    score_bases_phase(game)
    assert where(game, "pirates/full-sail") == "discard:Bob"
    assert where(game, "pirates/cut-lass") == f"at:{OPAL}"
    assert game.state.player("Alice").vp == 2
    assert "Jungle Oasis now has 7 power, below its breakpoint, but keeps scoring." in messages(game)
    assert {"scoring.below-breakpoint", "play.special", "scoring.me-first"} <= cites(game)


def test_specials_go_round_until_everyone_passes_in_a_row():
    pos = position(
        [player("Alice", hand=["ninjas/hidden-ninja", "ninjas/tiger-assassin"]), player("Bob", hand=["pirates/full-sail"], factions=["pirates", "zombies"])],
        [base(OASIS, card("dinosaurs/king-rex", "Alice"), card("robots/warbot", "Bob", counters=1)), base(OPAL)],
    )
    # Alice passes, Bob plays Full Sail (moves Warbot away), Alice now plays Hidden Ninja
    # (Tiger Assassin there, destroying nothing), then Bob and Alice pass.
    # Single-option decisions (the only other base) are not asked.
    game = game_for(pos, "pass", "Full Sail", "Warbot", "Hidden Ninja", "Tiger Assassin")
    score_bases_phase(game)
    assert where(game, "robots/warbot") == f"at:{OPAL}"
    assert where(game, "ninjas/tiger-assassin") == "discard:Alice"  # played at the Oasis, then discarded with it
    assert game.chooser.remaining == []
    plays = [e.message for e in game.log if e.kind == "play"]
    assert plays == [
        "Bob plays Full Sail (using its Special).",
        "Alice plays Hidden Ninja (using its Special).",
        "Alice plays Tiger Assassin at Jungle Oasis (extra minion play).",
    ]


def test_pirate_king_moves_in_before_scoring():
    pos = position(
        [player("Alice"), player("Bob")],
        [base(OASIS, card("dinosaurs/king-rex", "Bob", counters=5)), base(OPAL, card("pirates/pirate-king", "Alice"))],
    )
    game = game_for(pos, "yes")
    score_bases_phase(game)
    assert where(game, "pirates/pirate-king") == "discard:Alice"  # it moved in and was discarded after scoring
    assert [p.vp for p in game.state.players] == [0, 2]


def test_grey_opal_lets_non_winners_move_a_minion_away():
    pos = position(
        [player("Alice"), player("Bob"), player("Carol")],
        [
            base(OPAL, card("dinosaurs/king-rex", "Alice", counters=5), card("robots/warbot", "Bob"), card("zombies/walker", "Carol", counters=1)),
            base(OASIS, card("aliens/invader", "Bob")),
        ],
        base_deck=(TORTUGA,),
    )
    game = game_for(pos, "Warbot", "pass")
    score_bases_phase(game)
    assert [p.vp for p in game.state.players] == [3, 1, 1]
    assert where(game, "robots/warbot") == f"at:{OASIS}"
    assert where(game, "zombies/walker") == "discard:Carol"


def test_tortuga_runner_up_may_move_a_minion_to_the_replacement_base():
    pos = position(
        [player("Alice"), player("Bob")],
        [base(TORTUGA, minion_with_power("Alice", 12), card("dinosaurs/king-rex", "Bob", counters=2)),
         base(OASIS, card("robots/warbot", "Bob"))],
        base_deck=(OPAL,),
    )
    game = game_for(pos, "Warbot")
    score_bases_phase(game)
    assert [p.vp for p in game.state.players] == [4, 3]
    assert where(game, "robots/warbot") == f"at:{OPAL}"


def test_ninja_dojo_lets_each_tied_winner_destroy_in_turn_order():
    pos = position(
        [player("Alice"), player("Bob")],
        [base("ninjas/ninja-dojo", minion_with_power("Alice", 9), card("dinosaurs/king-rex", "Bob", counters=2)),
         base(OASIS, card("robots/warbot", "Bob"), card("pirates/cut-lass", "Alice"))],
    )
    game = game_for(pos, "Warbot", "Cut Lass")
    score_bases_phase(game)
    choosers = [e.players for e in game.log if e.kind == "choice"]
    assert choosers == [("Alice",), ("Bob",)]
    assert where(game, "robots/warbot") == f"at:{OASIS}"  # cannot be destroyed
    assert where(game, "pirates/cut-lass") == "discard:Alice"


class VanishingBase(CardBehaviour):
    """Test double: a Special that swaps the scoring base with the top of the base deck."""

    card_id = "aliens/terraforming"
    special_before_scoring = True

    def on_play(self, ctx):
        state = ctx.state
        there = ctx.scoring_base
        index = state.zones["bases"].index(there.iid)
        newcomer = state.zone("base-deck")[0]
        for minion in state.minions_at(there):
            state.relocate(minion, at_base(newcomer.iid))
        state.relocate(there, "base-deck")
        state.relocate(newcomer, "bases", index=index)
        ctx.game.record("swap", f"{there.name} is swapped for {newcomer.name}.", cards=[there, newcomer])


def test_a_base_that_leaves_play_before_vp_stops_scoring():
    registry = default_registry().with_behaviours(VanishingBase)
    pos = position(
        [player("Alice", hand=["aliens/terraforming"]), player("Bob")],
        [base(OASIS, card("dinosaurs/king-rex", "Alice", counters=5))],
        base_deck=(OPAL,),
    )
    game = game_for(pos, "Terraforming", registry=registry)
    score_bases_phase(game)
    assert game.state.player("Alice").vp == 0
    assert "Jungle Oasis left play before its VP were awarded: its scoring stops." in messages(game)
    assert "scoring.base-leaves" in cites(game)
    assert where(game, "dinosaurs/king-rex") == f"at:{OPAL}"


def test_an_empty_base_deck_is_rebuilt_from_the_base_discard_pile():
    pos = position([player("Alice"), player("Bob")], [base(OASIS, card("dinosaurs/king-rex", "Alice", counters=5))], base_deck=(TORTUGA,))
    game = game_for(pos)
    game.state.relocate(base_named(game, TORTUGA), "base-discard")
    score_bases_phase(game)
    assert [b.card_id for b in game.state.bases()] == [TORTUGA]
    assert zone_ids(game, "base-discard") == [OASIS]


def test_a_minion_special_is_played_at_the_scoring_base_once_per_base():
    pos = position(
        [player("Alice", hand=["ninjas/shinobi", "ninjas/shinobi"]), player("Bob")],
        [base(OASIS, card("dinosaurs/king-rex", "Bob", counters=5)), base(OPAL)],
    )
    game = game_for(pos, "Shinobi")  # the second Shinobi is not offered for the same base
    score_bases_phase(game)
    plays = [e.message for e in game.log if e.kind == "play"]
    assert plays == ["Alice plays Shinobi at Jungle Oasis (using its Special)."]
    assert [p.vp for p in game.state.players] == [0, 2]
    assert len(game.state.zones["hand:Alice"]) == 1


def test_when_scoring_abilities_happen_as_vp_are_awarded():
    pos = position(
        [player("Alice"), player("Bob"), player("Carol"), player("Dave")],
        [base("zombies/rhodes-plaza-mall",
              card("dinosaurs/king-rex", "Alice", counters=4), card("dinosaurs/king-rex", "Bob"),
              card("zombies/walker", "Carol"), card("zombies/walker", "Carol"), card("zombies/walker", "Dave"))],
    )
    game = game_for(pos)
    score_bases_phase(game)
    # VP 0 0 0 for places; 1 VP per minion for everyone, fourth place too (zombies/rhodes-plaza-mall#1).
    assert [p.vp for p in game.state.players] == [1, 1, 2, 1]
    kinds = [e.kind for e in game.log]
    assert kinds.index("vp") < kinds.index("discard")


def test_factory_gives_the_winner_1_vp_per_5_power():
    pos = position([player("Alice"), player("Bob")],
                   [base("robots/factory-436-1337", card("dinosaurs/king-rex", "Alice", counters=7), card("dinosaurs/king-rex", "Bob", counters=4))])
    game = game_for(pos)
    score_bases_phase(game)
    assert [p.vp for p in game.state.players] == [2 + 2, 2]  # 14 power → 2 extra VP


def test_evans_city_cemetery_winner_discards_hand_and_draws_five():
    pos = position(
        [player("Alice", hand=["pirates/cannon"], deck=["pirates/dinghy"] * 6), player("Bob")],
        [base("zombies/evans-city-cemetery", card("dinosaurs/king-rex", "Alice", counters=13))],
    )
    game = game_for(pos)
    score_bases_phase(game)
    assert game.state.zones["discard:Alice"] and zone_ids(game, "discard:Alice")[0] == "pirates/cannon"
    assert zone_ids(game, "hand:Alice") == ["pirates/dinghy"] * 5


def test_an_unimplemented_before_scoring_special_in_hand_is_an_error():
    from smashup_rules.engine.errors import UnimplementedCard
    from smashup_rules.engine.registry import Registry, discover

    special_id = "treasures/dungeon-rule-book"  # "Special: Play before a base scores.", without its behaviour
    assert "before a base scores" in data.cards()[special_id]["text"].lower()
    registry = Registry({k: v for k, v in discover().items() if k != special_id})
    pos = position([player("Alice", hand=[special_id]), player("Bob")], [base(OASIS, card("dinosaurs/king-rex", "Bob", counters=5))])
    game = game_for(pos, registry=registry)
    with pytest.raises(UnimplementedCard, match=special_id):
        score_bases_phase(game)
