"""Aliens: every card's main text, "may" declined, protected and absent targets."""

from __future__ import annotations

import pytest

from smashup_rules.engine.errors import ChoiceError, IllegalPlay
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.zones import deck, discard, hand
from tests.engine.builders import base, card, cites, game_for, messages, one, play, player, position, vps, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
OASIS = "dinosaurs/jungle-oasis"  # 12, VP 2 0 0
HOMEWORLD = "aliens/the-homeworld"
MOTHERSHIP = "aliens/the-mothership"
ALIENS = ["aliens", "robots"]


def board(alice_hand=(), first=(), second=(), *, first_base=OPAL, second_base=TORTUGA, alice=None, bob=None, base_deck=(OASIS,), **options):
    return position(
        [player("Alice", hand=alice_hand, factions=ALIENS, **(alice or {})), player("Bob", **(bob or {}))],
        [base(first_base, *first), base(second_base, *second)],
        base_deck=base_deck,
        **options,
    )


def test_invader_gains_1_vp_and_keeps_it_when_destroyed():
    game = game_for(board(["aliens/invader"]))
    play(game, "Alice", "aliens/invader", base=OPAL)
    assert vps(game) == [1, 0]
    from smashup_rules.engine.effects import destroy

    destroy(game, one(game, "aliens/invader"), None)
    assert vps(game) == [1, 0]  # aliens/invader#1


def test_abduction_returns_a_minion_and_grants_an_extra_minion():
    game = game_for(board(["aliens/abduction", "aliens/invader"], [card("zombies/walker", "Bob")]))
    play(game, "Alice", "aliens/abduction")
    assert where(game, "zombies/walker") == "hand:Bob"
    play(game, "Alice", "aliens/invader", base=OPAL)
    assert [a.kind for a in game.state.turn.allowances] == ["minion"]  # one of the two minion plays is left


def test_abduction_with_no_minion_in_play_still_grants_the_extra():
    game = game_for(board(["aliens/abduction"]))
    play(game, "Alice", "aliens/abduction")
    assert [a.kind for a in game.state.turn.allowances if not a.regular] == ["minion"]


def test_collector_returns_a_small_non_collector_minion_here():
    pos = board(["aliens/collector"], [card("zombies/walker", "Bob"), card("aliens/collector", "Bob"), card("robots/warbot", "Bob")])
    game = game_for(pos, "Collector")
    with pytest.raises(ChoiceError, match=r"Legal options: Walker \(Bob, The Grey Opal\); pass\."):
        play(game, "Alice", "aliens/collector", base=OPAL)
    game = game_for(pos, "Walker")
    play(game, "Alice", "aliens/collector", base=OPAL)
    assert where(game, "zombies/walker") == "hand:Bob"


def test_collector_may_be_declined_and_skips_protected_targets():
    pos = board(["aliens/collector"], [card("zombies/walker", "Bob", attached=[card("dinosaurs/tooth-and-claw-and-guns", "Bob")])])
    game = game_for(pos, "Walker")
    play(game, "Alice", "aliens/collector", base=OPAL)
    assert where(game, "zombies/walker") == f"at:{OPAL}"
    assert "dinosaurs/tooth-and-claw-and-guns" in cites(game)
    game = game_for(board(["aliens/collector"], [card("zombies/walker", "Bob")]), "pass")
    play(game, "Alice", "aliens/collector", base=OPAL)
    assert where(game, "zombies/walker") == f"at:{OPAL}"


def test_crop_circles_returns_every_minion_on_the_chosen_base():
    pos = board(["aliens/crop-circles"], [card("zombies/walker", "Bob"), card("aliens/invader", "Alice")], [card("robots/warbot", "Bob")])
    game = game_for(pos, "The Grey Opal")
    play(game, "Alice", "aliens/crop-circles")
    assert where(game, "zombies/walker") == "hand:Bob"
    assert where(game, "aliens/invader") == "hand:Alice"
    assert where(game, "robots/warbot") == f"at:{TORTUGA}"


def test_disintegrator_places_a_small_minion_under_its_owners_deck():
    pos = board(["aliens/disintegrator"], [card("zombies/walker", "Alice", owner="Bob"), card("robots/warbot", "Bob")], bob={"deck": ["robots/zapbot"]})
    game = game_for(pos)
    play(game, "Alice", "aliens/disintegrator")  # Warbot (4) is too strong: Walker is the only target
    assert zone_ids(game, deck("Bob")) == ["robots/zapbot", "zombies/walker"]


def test_disintegrator_with_no_target_does_nothing():
    game = game_for(board(["aliens/disintegrator"], [card("robots/warbot", "Bob")]))
    play(game, "Alice", "aliens/disintegrator")
    assert where(game, "robots/warbot") == f"at:{OPAL}"
    assert where(game, "aliens/disintegrator") == "discard:Alice"


def test_invasion_moves_any_minion():
    game = game_for(board(["aliens/invasion"], [card("robots/warbot", "Bob")]))
    play(game, "Alice", "aliens/invasion")
    assert where(game, "robots/warbot") == f"at:{TORTUGA}"


def test_probe_looks_at_a_hand_and_discards_a_minion_from_it():
    game = game_for(board(["aliens/probe"], bob={"hand": ["robots/warbot", "zombies/outbreak", "zombies/walker"]}), "Walker")
    play(game, "Alice", "aliens/probe")
    assert zone_ids(game, hand("Bob")) == ["robots/warbot", "zombies/outbreak"]
    assert zone_ids(game, discard("Bob")) == ["zombies/walker"]
    assert any("looks at Bob's hand: Warbot, Outbreak, Walker" in m for m in messages(game))


def test_probe_on_a_hand_without_minions_discards_nothing():
    game = game_for(board(["aliens/probe"], bob={"hand": ["zombies/outbreak"]}))
    play(game, "Alice", "aliens/probe")
    assert zone_ids(game, hand("Bob")) == ["zombies/outbreak"]


def test_scout_may_return_to_hand_after_its_base_scores():
    pos = board([], [card("aliens/scout", "Alice", counters=20)], first_base=OASIS, base_deck=(OPAL,))
    game = game_for(pos, "yes")
    score_bases_phase(game)
    assert where(game, "aliens/scout") == "hand:Alice"
    game = game_for(pos, "no")
    score_bases_phase(game)
    assert where(game, "aliens/scout") == "discard:Alice"


def test_supreme_overlord_may_return_a_minion():
    game = game_for(board(["aliens/supreme-overlord"], [], [card("robots/warbot", "Bob")]), "Warbot")
    play(game, "Alice", "aliens/supreme-overlord", base=OPAL)
    assert where(game, "robots/warbot") == "hand:Bob"
    game = game_for(board(["aliens/supreme-overlord"], [], [card("robots/warbot", "Bob")]), "pass")
    play(game, "Alice", "aliens/supreme-overlord", base=OPAL)
    assert where(game, "robots/warbot") == f"at:{TORTUGA}"


def test_terraforming_swaps_a_base_keeping_its_cards():
    pos = position(
        [player("Alice", hand=["aliens/terraforming"], factions=ALIENS), player("Bob")],
        [base(OPAL, card("robots/warbot", "Bob", attached=[card("dinosaurs/upgrade", "Bob")]), actions=[card("zombies/overrun", "Bob")]), base(TORTUGA)],
        base_deck=(OASIS, "robots/the-central-brain"),
    )
    game = game_for(pos, "The Central Brain", "The Grey Opal")
    play(game, "Alice", "aliens/terraforming")
    assert [b.card_id for b in game.state.bases()] == ["robots/the-central-brain", TORTUGA]
    assert where(game, "robots/warbot") == "at:robots/the-central-brain"  # aliens/terraforming#1
    assert where(game, "zombies/overrun") == "on:robots/the-central-brain"
    assert where(game, "dinosaurs/upgrade") == "on:robots/warbot"
    assert sorted(zone_ids(game, "base-deck")) == [OASIS, OPAL]
    assert "aliens/terraforming#1" in cites(game)


def test_terraforming_extra_minion_goes_there():
    pos = position(
        [player("Alice", hand=["aliens/terraforming", "aliens/invader", "aliens/scout"], factions=ALIENS), player("Bob")],
        [base(OPAL), base(TORTUGA)],
        base_deck=(OASIS,),
    )
    game = game_for(pos, "Tortuga")
    play(game, "Alice", "aliens/terraforming")
    play(game, "Alice", "aliens/invader", base=OASIS)
    play(game, "Alice", "aliens/scout", base=OPAL)  # the regular play is still there
    assert where(game, "aliens/invader") == f"at:{OASIS}"
    assert "aliens/terraforming" in [e for e in game.log if e.kind == "play"][1].cites


def test_homeworld_gives_an_extra_small_minion_once_per_turn():
    pos = board(["aliens/invader", "aliens/scout", "robots/zapbot", "aliens/collector"], first_base=HOMEWORLD)
    game = game_for(pos, "pass")
    play(game, "Alice", "aliens/invader", base=HOMEWORLD)
    with pytest.raises(IllegalPlay, match="power 2 or less"):
        play(game, "Alice", "aliens/scout", base=HOMEWORLD)
    play(game, "Alice", "robots/zapbot", base=HOMEWORLD)  # Homeworld's extra (Zapbot gives another)
    play(game, "Alice", "aliens/collector", base=HOMEWORLD)  # Zapbot's extra; no second Homeworld extra
    extra = [e for e in game.log if e.kind == "extra"]
    assert [e.cites[-1] for e in extra] == [HOMEWORLD, "robots/zapbot"]
    assert [a.kind for a in game.state.turn.allowances] == ["action"]


def test_homeworld_does_not_trigger_on_an_action():
    pos = board(["aliens/jammed-signal"], first_base=HOMEWORLD)
    game = game_for(pos)
    play(game, "Alice", "aliens/jammed-signal", base=TORTUGA)
    assert not any(e.kind == "extra" for e in game.log)


def test_mothership_winner_may_return_a_small_minion_from_here():
    pos = board([], [card("aliens/invader", "Alice", counters=17), card("zombies/walker", "Alice", owner="Bob"), card("zombies/walker", "Bob")], first_base=MOTHERSHIP)
    game = game_for(pos, "Walker")  # the Invader (20 power) is too strong; only Alice's Walker can go
    score_bases_phase(game)
    assert zone_ids(game, hand("Bob")) == ["zombies/walker"]  # to its owner's hand
    assert vps(game) == [4, 2]
    game = game_for(pos, "pass")
    score_bases_phase(game)
    assert zone_ids(game, hand("Bob")) == []


def test_beam_up_returns_a_minion_but_not_one_protected_from_actions():
    pos = board(["aliens/beam-up"], [card("zombies/walker", "Bob", attached=[card("ninjas/smoke-bomb", "Bob")])])
    game = game_for(pos)
    play(game, "Alice", "aliens/beam-up")
    assert where(game, "zombies/walker") == f"at:{OPAL}"
    assert "ninjas/smoke-bomb" in cites(game)
    game = game_for(board(["aliens/beam-up"]))
    play(game, "Alice", "aliens/beam-up")  # no minion in play: nothing happens
    assert where(game, "aliens/beam-up") == "discard:Alice"


def test_jammed_signal_cancels_the_base_ability():
    pos = board(["aliens/jammed-signal", "aliens/invader", "robots/zapbot"], first_base=HOMEWORLD)
    game = game_for(pos)
    play(game, "Alice", "aliens/jammed-signal", base=HOMEWORLD)
    play(game, "Alice", "aliens/invader", base=HOMEWORLD)
    assert not any(e.kind == "extra" for e in game.log)  # The Homeworld's ability is cancelled
    with pytest.raises(IllegalPlay, match="no minion play is left"):
        play(game, "Alice", "robots/zapbot", base=HOMEWORLD)
