"""Single cards whose behaviour is not covered by the rules tests."""

from __future__ import annotations

from smashup_rules.engine.zones import deck, discard, hand
from tests.engine.builders import base, card, cites, game_for, play, player, position, where, zone_ids

OPAL = "pirates/the-grey-opal"
TORTUGA = "pirates/tortuga"
OASIS = "dinosaurs/jungle-oasis"


def three_bases(alice_hand, opal=(), tortuga=(), oasis=(), **alice):
    return position(
        [player("Alice", hand=alice_hand, **alice), player("Bob"), player("Carol")],
        [base(OPAL, *opal), base(TORTUGA, *tortuga), base(OASIS, *oasis)],
        base_deck=("robots/the-central-brain",),
    )


def test_invader_gains_1_vp():
    game = game_for(three_bases(["aliens/invader"]))
    play(game, "Alice", "aliens/invader", base=OPAL)
    assert game.state.player("Alice").vp == 1


def test_beam_up_returns_a_minion_to_its_owner():
    game = game_for(three_bases(["aliens/beam-up"], opal=[card("zombies/walker", "Alice", owner="Bob")]))
    play(game, "Alice", "aliens/beam-up")
    assert where(game, "zombies/walker") == "hand:Bob"


def test_dinghy_moves_up_to_two_minions_to_different_bases():
    pos = three_bases(["pirates/dinghy"], opal=[card("pirates/cut-lass", "Alice"), card("pirates/first-mate", "Alice"), card("pirates/buccaneer", "Alice")])
    game = game_for(pos, "Cut Lass", "Tortuga", "First Mate", "Jungle Oasis")
    play(game, "Alice", "pirates/dinghy")
    assert (where(game, "pirates/cut-lass"), where(game, "pirates/first-mate"), where(game, "pirates/buccaneer")) == (
        f"at:{TORTUGA}", f"at:{OASIS}", f"at:{OPAL}")


def test_cannon_destroys_up_to_two_small_minions():
    pos = three_bases(["pirates/cannon"], opal=[card("zombies/walker", "Bob")], tortuga=[card("robots/zapbot", "Carol")])
    game = game_for(pos, "Walker", "pass")
    play(game, "Alice", "pirates/cannon")
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, "robots/zapbot") == f"at:{TORTUGA}"


def test_broadside_destroys_one_players_small_minions_where_you_have_a_minion():
    pos = three_bases(
        ["pirates/broadside"],
        opal=[card("pirates/cut-lass", "Alice"), card("zombies/walker", "Bob"), card("robots/zapbot", "Bob"), card("zombies/walker", "Carol")],
    )
    game = game_for(pos, "Bob")
    play(game, "Alice", "pirates/broadside")
    assert zone_ids(game, discard("Bob")) == ["zombies/walker", "robots/zapbot"]
    assert zone_ids(game, discard("Carol")) == []


def test_sea_dogs_moves_all_of_one_faction_from_one_base_to_one_base():
    pos = three_bases(
        ["pirates/sea-dogs"],
        opal=[card("zombies/walker", "Bob"), card("zombies/walker", "Carol"), card("robots/zapbot", "Bob")],
        tortuga=[card("zombies/tenacious-z", "Bob")],
    )
    game = game_for(pos, "Zombies", "The Grey Opal", "Jungle Oasis")
    play(game, "Alice", "pirates/sea-dogs")
    at_oasis = [c.card_id for c in game.state.minions_at(next(b for b in game.state.bases() if b.card_id == OASIS))]
    assert at_oasis == ["zombies/walker", "zombies/walker"]  # pirates/sea-dogs#1
    assert where(game, "zombies/tenacious-z") == f"at:{TORTUGA}"
    assert where(game, "robots/zapbot") == f"at:{OPAL}"


def test_grave_digger_places_a_minion_from_the_discard_pile_into_hand():
    game = game_for(three_bases(["zombies/grave-digger"], discard=["zombies/walker", "zombies/outbreak"]), "Walker")
    play(game, "Alice", "zombies/grave-digger", base=OPAL)
    assert zone_ids(game, hand("Alice")) == ["zombies/walker"]
    assert "terms.place" in cites(game)


def test_mall_crawl_searches_places_and_shuffles():
    pos = three_bases(["zombies/mall-crawl"], deck=["zombies/walker", "pirates/cannon", "zombies/walker", "pirates/dinghy"])
    game = game_for(pos, "Walker", "2")
    play(game, "Alice", "zombies/mall-crawl")
    assert zone_ids(game, discard("Alice")) == ["zombies/walker", "zombies/walker", "zombies/mall-crawl"]
    assert sorted(zone_ids(game, deck("Alice"))) == ["pirates/cannon", "pirates/dinghy"]
    assert [e.kind for e in game.log][-2] == "shuffle"
