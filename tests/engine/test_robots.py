"""Robots: Microbots, extra plays, Nukebot."""

from __future__ import annotations

import pytest

from smashup_rules.engine.effects import destroy
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.power import power_of
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.zones import deck, discard, hand
from tests.engine.builders import base, base_named, card, cites, game_for, one, play, player, position, power, vps, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
OASIS = "dinosaurs/jungle-oasis"  # 12
BRAIN = "robots/the-central-brain"  # 19, VP 4 2 1
FACTORY = "robots/factory-436-1337"  # 25, VP 2 2 1
ROBOTS = ["robots", "zombies"]


def board(alice_hand=(), first=(), second=(), *, first_base=OPAL, second_base=TORTUGA, alice=None, bob=None, base_deck=(OASIS,), **options):
    return position(
        [player("Alice", **{"hand": alice_hand, "factions": ROBOTS, **(alice or {})}), player("Bob", **(bob or {}))],
        [base(first_base, *first), base(second_base, *second)],
        base_deck=base_deck,
        **options,
    )


def powers(game, card_id):
    return sorted(power_of(game.state, c) for c in game.state.find_in_play(card_id))


def test_factory_winner_gains_1_vp_per_5_power():
    game = game_for(board([], [card("robots/warbot", "Alice", counters=19), card("robots/zapbot", "Bob")], first_base=FACTORY))
    score_bases_phase(game)  # Alice 23 power: 2 VP + 4 bonus; Bob 2 VP
    assert vps(game) == [6, 2]


def test_hoverbot_plays_a_revealed_minion_or_leaves_it_on_top():
    game = game_for(board(["robots/hoverbot"], alice={"deck": ["robots/zapbot"]}), "Zapbot", "Tortuga")
    play(game, "Alice", "robots/hoverbot", base=OPAL)
    assert where(game, "robots/zapbot") == f"at:{TORTUGA}"
    game = game_for(board(["robots/hoverbot"], alice={"deck": ["robots/tech-center"]}))
    play(game, "Alice", "robots/hoverbot", base=OPAL)
    assert zone_ids(game, deck("Alice")) == ["robots/tech-center"]
    game = game_for(board(["robots/hoverbot"], alice={"deck": ["robots/zapbot"]}), "pass")
    play(game, "Alice", "robots/hoverbot", base=OPAL)
    assert zone_ids(game, deck("Alice")) == ["robots/zapbot"]  # robots/hoverbot#1: returned at once


def test_microbot_alpha_counts_your_other_minions_as_microbots():
    pos = board([], [card("robots/microbot-alpha", "Alice"), card("robots/warbot", "Alice"), card("robots/zapbot", "Bob")], [card("zombies/walker", "Alice")])
    game = game_for(pos)
    assert power(game, "robots/microbot-alpha") == 3  # Warbot and Walker are Microbots too (robots/microbot-alpha#1)
    destroy(game, one(game, "zombies/walker"), None)
    assert power(game, "robots/microbot-alpha") == 2


def test_microbot_archive_draws_after_your_microbot_is_destroyed_including_itself():
    pos = board([], [card("robots/microbot-archive", "Alice"), card("robots/microbot-guard", "Alice"), card("robots/zapbot", "Alice"), card("robots/microbot-guard", "Bob")],
                alice={"deck": ["robots/warbot", "robots/tech-center", "robots/hoverbot"]})
    game = game_for(pos)
    guards = game.state.find_in_play("robots/microbot-guard")
    destroy(game, guards[0], None)  # Alice's Microbot: draw
    destroy(game, guards[1], None)  # Bob's: nothing
    destroy(game, one(game, "robots/zapbot"), None)  # not a Microbot without an Alpha
    destroy(game, one(game, "robots/microbot-archive"), None)  # itself
    assert zone_ids(game, hand("Alice")) == ["robots/warbot", "robots/tech-center"]


def test_microbot_archive_with_an_alpha_counts_any_of_your_minions():
    pos = board([], [card("robots/microbot-archive", "Alice"), card("robots/microbot-alpha", "Alice"), card("zombies/walker", "Alice")], alice={"deck": ["robots/warbot"]})
    game = game_for(pos)
    destroy(game, one(game, "zombies/walker"), None)
    assert zone_ids(game, hand("Alice")) == ["robots/warbot"]


def test_microbot_fixer_first_minion_gives_an_extra_minion_and_plus_1_to_microbots():
    pos = board(["robots/microbot-fixer", "robots/warbot"], [card("robots/microbot-guard", "Alice"), card("robots/microbot-fixer", "Alice"), card("robots/zapbot", "Alice"), card("robots/microbot-guard", "Bob")])
    game = game_for(pos)
    play(game, "Alice", "robots/microbot-fixer", base=TORTUGA)
    play(game, "Alice", "robots/warbot", base=TORTUGA)  # the extra
    assert powers(game, "robots/microbot-fixer") == [3, 3]  # robots/microbot-fixer#1
    guards = game.state.find_in_play("robots/microbot-guard")
    assert [power_of(game.state, g) for g in guards] == [3, 1]  # Bob's Guard is not Alice's Microbot
    assert power(game, "robots/zapbot") == 2 and power(game, "robots/warbot") == 4


def test_microbot_fixer_not_first_minion_gives_no_extra():
    game = game_for(board(["robots/zapbot", "robots/microbot-fixer"]))
    play(game, "Alice", "robots/zapbot", base=OPAL)
    play(game, "Alice", "robots/microbot-fixer", base=OPAL)  # Zapbot's extra
    assert game.state.turn.allowances[0].kind == "action" and len(game.state.turn.allowances) == 1


def test_microbot_guard_destroys_a_minion_with_power_below_your_minion_count_here():
    pos = board(["robots/microbot-guard"], [card("robots/zapbot", "Alice"), card("zombies/walker", "Bob", counters=1), card("robots/microbot-guard", "Bob")])
    game = game_for(pos, "Microbot Guard (Bob, The Grey Opal)")  # 2 of Alice's minions here: power below 2
    play(game, "Alice", "robots/microbot-guard", base=OPAL)
    assert where(game, "zombies/walker") == f"at:{OPAL}"
    assert zone_ids(game, discard("Bob")) == ["robots/microbot-guard"]


def test_microbot_reclaimer_shuffles_microbots_from_the_discard_pile_into_the_deck():
    pos = board(["robots/microbot-reclaimer", "robots/warbot"], alice={"discard": ["robots/microbot-guard", "robots/zapbot", "robots/microbot-alpha"], "deck": ["robots/hoverbot"]})
    game = game_for(pos, "Microbot Guard", "Microbot Alpha", "pass")
    play(game, "Alice", "robots/microbot-reclaimer", base=OPAL)
    assert zone_ids(game, discard("Alice")) == ["robots/zapbot"]
    assert sorted(zone_ids(game, deck("Alice"))) == ["robots/hoverbot", "robots/microbot-alpha", "robots/microbot-guard"]
    play(game, "Alice", "robots/warbot", base=OPAL)  # the extra minion


def test_microbot_reclaimer_may_shuffle_nothing():
    game = game_for(board(["robots/microbot-reclaimer"], alice={"discard": ["robots/microbot-guard"]}), "pass")
    play(game, "Alice", "robots/microbot-reclaimer", base=OPAL)
    assert zone_ids(game, discard("Alice")) == ["robots/microbot-guard"]


def test_nukebot_destroys_other_players_minions_on_its_base_after_it_is_destroyed():
    pos = board([], [card("robots/nukebot", "Alice"), card("robots/zapbot", "Alice"), card("zombies/walker", "Bob"), card("robots/warbot", "Bob")], [card("zombies/walker", "Bob")])
    game = game_for(pos)
    destroy(game, one(game, "robots/nukebot"), None)
    assert zone_ids(game, discard("Bob")) == ["zombies/walker"]
    assert [m.card_id for m in game.state.minions_at(base_named(game, OPAL))] == ["robots/zapbot", "robots/warbot"]


def test_nukebot_discarded_by_scoring_is_not_destroyed():
    pos = board([], [card("robots/nukebot", "Alice", counters=10), card("zombies/walker", "Bob")], [card("zombies/walker", "Bob")], first_base=OASIS, second_base=TORTUGA, base_deck=(OPAL,))
    game = game_for(pos)
    score_bases_phase(game)
    assert not any(e.kind == "destroy" for e in game.log)


def test_tech_center_draws_one_card_per_minion_you_have_there():
    pos = board(["robots/tech-center"], [card("robots/zapbot", "Alice"), card("robots/warbot", "Alice"), card("zombies/walker", "Bob")], alice={"deck": ["robots/hoverbot", "robots/nukebot", "robots/zapbot"]})
    game = game_for(pos, "The Grey Opal")
    play(game, "Alice", "robots/tech-center")
    assert zone_ids(game, hand("Alice")) == ["robots/hoverbot", "robots/nukebot"]
    game = game_for(pos, "Tortuga")
    play(game, "Alice", "robots/tech-center")
    assert zone_ids(game, hand("Alice")) == []


def test_the_central_brain_gives_each_minion_there_plus_1():
    game = game_for(board([], [card("robots/zapbot", "Alice")], [card("robots/zapbot", "Bob")], first_base=BRAIN))
    assert powers(game, "robots/zapbot") == [2, 3]


def test_warbot_cannot_be_destroyed():
    game = game_for(board([], [card("robots/warbot", "Bob")]))
    assert not destroy(game, one(game, "robots/warbot"), None)
    assert "robots/warbot" in cites(game)


def test_zapbot_grants_an_extra_minion_of_power_2_or_less():
    game = game_for(board(["robots/zapbot", "robots/warbot", "robots/microbot-guard"]), "Zapbot (Alice, The Grey Opal)")
    play(game, "Alice", "robots/zapbot", base=OPAL)
    with pytest.raises(IllegalPlay, match="power 2 or less"):
        play(game, "Alice", "robots/warbot", base=OPAL)
    play(game, "Alice", "robots/microbot-guard", base=OPAL)
