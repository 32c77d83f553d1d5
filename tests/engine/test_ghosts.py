"""Ghosts: hand-size conditions, plays from the discard pile, Creampuff Man."""

from __future__ import annotations

import pytest

from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.zones import deck, discard, hand
from smashup_rules.engine.turn_state import PlayAllowance
from smashup_rules.engine.turn import finish_turn
from tests.engine.builders import base, card, cites, game_for, messages, one, play, player, position, power, talent, vps, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
GHOSTS = ["ghosts", "kaiju"]


def board(alice_hand=(), opal=(), tortuga=(), *, alice=None, bob=None, opal_base=OPAL, tortuga_base=TORTUGA, **options):
    return position(
        [player("Alice", **{"hand": alice_hand, "factions": GHOSTS, **(alice or {})}), player("Bob", **(bob or {}))],
        [base(opal_base, *opal), base(tortuga_base, *tortuga)],
        **options,
    )


def test_ghost_may_discard_a_card_or_not():
    game = game_for(board(["ghosts/ghost", "ghosts/seance"]), "Séance")
    play(game, "Alice", "ghosts/ghost", base=OPAL)
    assert zone_ids(game, discard("Alice")) == ["ghosts/seance"]
    game = game_for(board(["ghosts/ghost", "ghosts/seance"]), "pass")
    play(game, "Alice", "ghosts/ghost", base=OPAL)
    assert zone_ids(game, hand("Alice")) == ["ghosts/seance"]


def test_spirit_discards_cards_equal_to_power_to_destroy_or_declines():
    pos = board(["ghosts/spirit", "ghosts/seance", "ghosts/shady-deal"], tortuga=[card("zombies/walker", "Bob")])
    game = game_for(pos, "Walker", "yes", "Séance", "Shady Deal")
    play(game, "Alice", "ghosts/spirit", base=OPAL)
    assert where(game, "zombies/walker") == "discard:Bob"
    game = game_for(pos, "Walker", "no")
    play(game, "Alice", "ghosts/spirit", base=OPAL)
    assert where(game, "zombies/walker") == f"at:{TORTUGA}"


def test_haunting_has_plus_3_and_protection_only_with_two_or_fewer_cards():
    pos = board(opal=[card("ghosts/haunting", "Alice")], alice={"hand": ["ghosts/seance", "ghosts/ghost"]},
                bob={"hand": ["aliens/beam-up"], "factions": ["aliens", "robots"]}, turn="Bob")
    game = game_for(pos)
    assert power(game, "ghosts/haunting") == 6
    play(game, "Bob", "aliens/beam-up")
    assert where(game, "ghosts/haunting") == f"at:{OPAL}"  # not affected by Bob's card
    pos = board(opal=[card("ghosts/haunting", "Alice")], alice={"hand": ["ghosts/seance", "ghosts/ghost", "ghosts/spirit"]},
                bob={"hand": ["aliens/beam-up"], "factions": ["aliens", "robots"]}, turn="Bob")
    game = game_for(pos)
    assert power(game, "ghosts/haunting") == 3
    play(game, "Bob", "aliens/beam-up")
    assert where(game, "ghosts/haunting") == "hand:Alice"


def test_spectre_plays_from_the_discard_pile_with_two_or_fewer_cards_in_hand():
    game = game_for(board(["ghosts/ghost"], alice={"discard": ["ghosts/spectre"]}))
    play(game, "Alice", "ghosts/spectre", base=OPAL)
    assert where(game, "ghosts/spectre") == f"at:{OPAL}"
    assert "play.replacement-plays" in cites(game)
    game = game_for(board(["ghosts/ghost", "ghosts/seance", "ghosts/spirit"], alice={"discard": ["ghosts/spectre"]}))
    with pytest.raises(IllegalPlay):
        play(game, "Alice", "ghosts/spectre", base=OPAL)


def test_spectre_cannot_replace_a_specific_extra_play_or_break_its_conditions():
    # ghosts/spectre#1: a qualified generic extra play (power 2 or less) does not fit Spectre (power 5).
    game = game_for(board(["robots/zapbot"], alice={"discard": ["ghosts/spectre"]}), "Spectre")
    play(game, "Alice", "robots/zapbot", base=OPAL)
    with pytest.raises(IllegalPlay):
        play(game, "Alice", "ghosts/spectre", base=OPAL)
    assert where(game, "ghosts/spectre") == "discard:Alice"


def test_spectre_stands_in_for_hidden_ninjas_generic_extra_play_before_scoring():
    # ghosts/spectre#1 names Hidden Ninja: a generic extra minion, on another player's turn.
    from smashup_rules.engine.scoring import score_bases_phase

    pos = board(opal=[card("robots/warbot", "Bob", counters=20)], alice={"hand": ["ninjas/hidden-ninja"], "discard": ["ghosts/spectre"]}, turn="Bob")
    game = game_for(pos, "Hidden Ninja", "Spectre", "pass")  # Spectre taken (it may be passed: it only "can"); then it stays on the Opal
    score_bases_phase(game)
    assert where(game, "ghosts/spectre") == "discard:Alice"  # scored with the base: it was there
    assert any("Spectre" in m and "from the discard pile" in m for m in messages(game))


def test_across_the_divide_places_same_named_minions_into_hand():
    game = game_for(board(["ghosts/across-the-divide"], alice={"discard": ["ghosts/ghost", "ghosts/ghost", "ghosts/spirit"]}), "Ghost", "2")
    play(game, "Alice", "ghosts/across-the-divide")
    assert zone_ids(game, hand("Alice")) == ["ghosts/ghost", "ghosts/ghost"]
    game = game_for(board(["ghosts/across-the-divide"]))
    play(game, "Alice", "ghosts/across-the-divide")  # nothing in the discard pile
    assert zone_ids(game, discard("Alice")) == ["ghosts/across-the-divide"]


def test_door_to_the_beyond_gives_plus_2_with_two_or_fewer_cards():
    pos = board(["ghosts/door-to-the-beyond", "ghosts/ghost"], opal=[card("ghosts/spirit", "Alice"), card("zombies/walker", "Bob")])
    game = game_for(pos)
    play(game, "Alice", "ghosts/door-to-the-beyond", base=OPAL)
    assert (power(game, "ghosts/spirit"), power(game, "zombies/walker")) == (5, 2)
    pos = board(["ghosts/door-to-the-beyond", "ghosts/ghost", "ghosts/seance", "ghosts/spirit"], opal=[card("ghosts/haunting", "Alice")])
    game = game_for(pos)
    play(game, "Alice", "ghosts/door-to-the-beyond", base=OPAL)
    assert power(game, "ghosts/haunting") == 3  # three cards left in hand


def test_ghostly_arrival_gives_an_extra_minion_and_an_extra_action():
    game = game_for(board(["ghosts/ghostly-arrival", "ghosts/ghost", "ghosts/spirit", "ghosts/shady-deal", "ghosts/seance"]), "pass", "Ghost", "no")
    play(game, "Alice", "ghosts/ghostly-arrival")
    play(game, "Alice", "ghosts/ghost", base=OPAL)
    play(game, "Alice", "ghosts/spirit", base=OPAL)  # the extra minion
    play(game, "Alice", "ghosts/shady-deal")  # the extra action
    assert [a.kind for a in game.state.turn.allowances] == []


def test_incorporeal_protects_from_other_players_cards():
    pos = board(["ghosts/incorporeal"], opal=[card("ghosts/ghost", "Alice")], bob={"hand": ["aliens/beam-up"], "factions": ["aliens", "robots"]})
    game = game_for(pos)
    play(game, "Alice", "ghosts/incorporeal", target="ghosts/ghost")
    game.state.turn.player = "Bob"
    game.state.turn.allowances = [PlayAllowance("action")]
    play(game, "Bob", "aliens/beam-up")
    assert where(game, "ghosts/ghost") == f"at:{OPAL}"
    game = game_for(board(["ghosts/incorporeal"], opal=[card("zombies/walker", "Bob")]))
    with pytest.raises(IllegalPlay):  # only on your own minions
        play(game, "Alice", "ghosts/incorporeal", target="zombies/walker")


def test_make_contact_takes_control_with_an_empty_hand_and_gives_it_back_when_destroyed():
    game = game_for(board(["ghosts/make-contact"], opal=[card("zombies/walker", "Bob")]))
    play(game, "Alice", "ghosts/make-contact", target="zombies/walker")
    assert one(game, "zombies/walker").controller == "Alice"
    from smashup_rules.engine import effects

    effects.destroy(game, one(game, "ghosts/make-contact"), None)
    assert one(game, "zombies/walker").controller == "Bob"


def test_make_contact_destroys_itself_with_cards_in_hand():
    game = game_for(board(["ghosts/make-contact", "ghosts/ghost"], opal=[card("zombies/walker", "Bob")]))
    play(game, "Alice", "ghosts/make-contact", target="zombies/walker")
    assert one(game, "zombies/walker").controller == "Bob"
    assert where(game, "ghosts/make-contact") == "discard:Alice"


def test_seance_does_not_count_itself_and_draws_up_to_five():
    game = game_for(board(["ghosts/seance", "ghosts/ghost", "ghosts/ghost"], alice={"deck": ["ghosts/spirit"] * 6}))
    play(game, "Alice", "ghosts/seance")  # ghosts/seance#1: two cards, not three
    assert len(zone_ids(game, hand("Alice"))) == 5
    game = game_for(board(["ghosts/seance", "ghosts/ghost", "ghosts/ghost", "ghosts/ghost"], alice={"deck": ["ghosts/spirit"] * 6}))
    play(game, "Alice", "ghosts/seance")
    assert len(zone_ids(game, hand("Alice"))) == 3
    assert "ghosts/seance#1" in cites(game)


def test_shady_deal_gains_1_vp_only_with_two_or_fewer_cards():
    game = game_for(board(["ghosts/shady-deal", "ghosts/ghost", "ghosts/ghost"]))
    play(game, "Alice", "ghosts/shady-deal")
    assert vps(game) == [1, 0]
    game = game_for(board(["ghosts/shady-deal", "ghosts/ghost", "ghosts/ghost", "ghosts/ghost"]))
    play(game, "Alice", "ghosts/shady-deal")
    assert vps(game) == [0, 0]


def test_the_dead_rise_discards_then_plays_a_smaller_minion_from_the_discard_pile():
    pos = board(["ghosts/the-dead-rise", "ghosts/seance", "ghosts/shady-deal", "ghosts/ghost"], alice={"discard": ["ghosts/spirit", "ghosts/spectre"]})
    game = game_for(pos, "Séance", "Shady Deal", "Ghost")
    play(game, "Alice", "ghosts/the-dead-rise")
    with pytest.raises(IllegalPlay, match="power 2 or less"):
        play(game, "Alice", "ghosts/spirit", base=OPAL)
    play(game, "Alice", "ghosts/ghost", base=OPAL)
    # Three cards discarded: power less than 3, so the Ghost (2) but not the Spirit (3).
    assert where(game, "ghosts/ghost") == f"at:{OPAL}"
    assert zone_ids(game, discard("Alice")) == ["ghosts/spirit", "ghosts/spectre", "ghosts/seance", "ghosts/shady-deal", "ghosts/the-dead-rise"]


def test_the_dead_rise_with_nothing_discarded_plays_nothing():
    game = game_for(board(["ghosts/the-dead-rise", "ghosts/ghost"], alice={"discard": ["ghosts/ghost"]}), "pass")
    play(game, "Alice", "ghosts/the-dead-rise")
    assert [a.kind for a in game.state.turn.allowances] == ["minion"]  # only the regular play
    assert zone_ids(game, discard("Alice")) == ["ghosts/ghost", "ghosts/the-dead-rise"]


def test_haunted_house_makes_the_player_discard_after_playing_a_minion_there():
    game = game_for(board(["ghosts/ghost", "ghosts/seance", "ghosts/spirit"], opal_base="ghosts/haunted-house"), "pass", "Spirit")
    play(game, "Alice", "ghosts/ghost", base="ghosts/haunted-house")
    assert zone_ids(game, discard("Alice")) == ["ghosts/spirit"]
    game = game_for(board(["ghosts/ghost"], opal_base="ghosts/haunted-house"), "pass")
    play(game, "Alice", "ghosts/ghost", base="ghosts/haunted-house")  # an empty hand: nothing to discard
    assert zone_ids(game, discard("Alice")) == []


def test_the_dread_gazebo_forbids_actions_on_it_but_not_elsewhere():
    game = game_for(board(["ghosts/door-to-the-beyond"], opal_base="ghosts/the-dread-gazebo"))
    with pytest.raises(IllegalPlay, match="forbids"):
        play(game, "Alice", "ghosts/door-to-the-beyond", base="ghosts/the-dread-gazebo")
    play(game, "Alice", "ghosts/door-to-the-beyond", base=TORTUGA)
    assert where(game, "ghosts/door-to-the-beyond") == f"on:{TORTUGA}"


def test_creampuff_man_needs_an_empty_hand_and_has_five_minus_hand_power():
    game = game_for(board(["ghosts/ghost"], alice={"titans": ["ghosts/creampuff-man"]}))
    with pytest.raises(IllegalPlay, match="no cards in hand"):
        play(game, "Alice", "ghosts/creampuff-man", base=OPAL)
    play(game, "Alice", "ghosts/ghost", base=OPAL)
    play(game, "Alice", "ghosts/creampuff-man", base=OPAL)
    from smashup_rules.engine.power import player_power_at

    assert player_power_at(game.state, "Alice", one(game, OPAL)).total == 2 + 5


def test_creampuff_man_talent_replays_a_standard_action_to_the_bottom_of_the_deck():
    pos = board(["ghosts/ghost"], opal=[card("ghosts/creampuff-man", "Alice", owner="Alice")],
                alice={"discard": ["ghosts/shady-deal", "ghosts/door-to-the-beyond", "ghosts/seance"], "deck": ["ghosts/spirit"]})
    game = game_for(pos, "Shady Deal")
    talent(game, "Alice", "ghosts/creampuff-man")  # only Shady Deal is standard (ghosts/creampuff-man#1)
    assert vps(game) == [1, 0]  # the Ghost was discarded first: empty hand
    assert zone_ids(game, deck("Alice")) == ["ghosts/spirit", "ghosts/shady-deal"]
    assert zone_ids(game, discard("Alice")) == ["ghosts/door-to-the-beyond", "ghosts/seance", "ghosts/ghost"]
    assert "ghosts/creampuff-man#1" in cites(game)


def test_creampuff_man_talent_needs_a_card_to_discard():
    pos = board([], opal=[card("ghosts/creampuff-man", "Alice", owner="Alice")], alice={"discard": ["ghosts/shady-deal"]})
    game = game_for(pos)
    talent(game, "Alice", "ghosts/creampuff-man")
    assert vps(game) == [0, 0]
    assert where(game, "ghosts/shady-deal") == "discard:Alice"


def test_a_turn_with_ghosts_finishes():
    game = game_for(board(["ghosts/ghost"], alice={"deck": ["ghosts/spirit"] * 3}))
    finish_turn(game)
    assert game.state.turn.player == "Bob"


def test_make_contact_placed_into_hand_gives_control_back():
    # Change of Venue places it into hand: it leaves play, so the minion goes back to its owner.
    pos = board(["steampunks/change-of-venue"], opal=[card("zombies/walker", "Alice", owner="Bob", attached=[card("ghosts/make-contact", "Alice")])],
                tortuga=[card("robots/zapbot", "Bob")])
    game = game_for(pos, "Make Contact", "Zapbot")
    play(game, "Alice", "steampunks/change-of-venue")
    assert one(game, "zombies/walker").controller == "Bob"
    # Replayed on Zapbot with an empty hand (itself no longer counts): Alice takes Zapbot.
    assert where(game, "ghosts/make-contact") == "on:robots/zapbot"
    assert one(game, "robots/zapbot").controller == "Alice"
