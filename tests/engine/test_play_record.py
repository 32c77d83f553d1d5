"""The one count of plays (``TurnState.record_play`` / ``plays_by``, ``CardView.plays_this_turn``)
and the one check of an extra play's qualifiers for the card and where it goes (``qualifiers.mismatch``)."""

from __future__ import annotations

import pytest

from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.play import destinations, play_card
from smashup_rules.engine.power import CardView
from smashup_rules.engine.turn_state import PlayAllowance, TurnState

from tests.engine.builders import base, card, game_for, one, play, player, position

OASIS = "dinosaurs/jungle-oasis"
TORTUGA = "pirates/tortuga"


def test_plays_by_reads_one_record_by_player_kind_base_and_phase():
    turn = TurnState("Alice")
    turn.record_play("Alice", "c1", "minion", "regular", "b1")
    turn.record_play("Alice", "c2", "action", "regular")
    turn.phase = "score-bases"
    turn.record_play("Bob", "c3", "action", "special")
    turn.record_play("Alice", "c4", "action", "special", "b2")
    turn.record_play(None, "c5", "monster", "monster", "b1")
    assert [p.card for p in turn.plays_by("Alice")] == ["c1", "c2", "c4"]
    assert [p.card for p in turn.plays_by("Alice", "action")] == ["c2", "c4"]
    assert [p.card for p in turn.plays_by("Alice", "action", phase="play-cards")] == ["c2"]
    assert [p.card for p in turn.plays_by("Bob", "action")] == ["c3"]  # Bob's, on Alice's turn
    assert [p.card for p in turn.plays_by(None, base="b1")] == ["c1", "c5"]
    assert [p.card for p in turn.plays_by(None, "minion")] == ["c1"]  # a monster is nobody's minion play
    assert [p.how for p in turn.plays] == ["regular", "regular", "special", "special", "monster"]


def test_a_position_s_record_reads_and_writes_the_current_player_s_plays_only():
    turn = TurnState("Alice")
    turn.record_play("Bob", "c9", "action", "special")
    turn.actions_played = ["earlier-action-1"]
    assert turn.actions_played == ["earlier-action-1"] and turn.minions_played == []
    assert [(p.player, p.card, p.how) for p in turn.plays] == [("Alice", "earlier-action-1", "earlier"), ("Bob", "c9", "special")]


def _game(*choices, alice_hand=(), bob_hand=(), oasis=(), turn="Alice", phase="play-cards"):
    pos = position(
        [player("Alice", hand=alice_hand), player("Bob", hand=bob_hand)],
        [base(OASIS, *oasis), base(TORTUGA)],
        turn=turn,
        phase=phase,
        base_deck=("pirates/the-grey-opal",),
    )
    return game_for(pos, *choices)


def test_every_way_of_playing_is_counted_for_the_player_who_played():
    game = _game("Bob: Jungle Oasis", alice_hand=["pirates/first-mate", "pirates/swashbuckling"], bob_hand=["zombies/walker", "robots/tech-center"])
    play(game, "Alice", "pirates/first-mate", base=OASIS)
    play(game, "Alice", "pirates/swashbuckling")
    oasis = one(game, OASIS)
    play_card(game, "Bob", one(game, "zombies/walker"), base=oasis, special=True)  # off-turn, through a Special
    game.state.turn.phase = "score-bases"
    play_card(game, "Bob", one(game, "robots/tech-center"), special=True)
    turn = game.state.turn
    made = [(p.player, game.state.cards[p.card].card_id, p.kind, p.how, p.phase) for p in turn.plays]
    assert made == [
        ("Alice", "pirates/first-mate", "minion", "regular", "play-cards"),
        ("Alice", "pirates/swashbuckling", "action", "regular", "play-cards"),
        ("Bob", "zombies/walker", "minion", "special", "play-cards"),
        ("Bob", "robots/tech-center", "action", "special", "score-bases"),
    ]
    alice, bob = CardView(game.state, oasis, "Alice"), CardView(game.state, oasis, "Bob")
    assert alice.plays_this_turn("action") == [one(game, "pirates/swashbuckling").iid]
    assert bob.plays_this_turn("minion", base=oasis) == [one(game, "zombies/walker").iid]
    assert bob.plays_this_turn("action", phase="play-cards") == []
    assert len(alice.plays_this_turn(anyone=True)) == 4


def test_an_action_that_must_directly_affect_a_minion_is_refused_on_another_minion():
    game = _game(alice_hand=["ninjas/smoke-bomb"], oasis=[card("pirates/first-mate", "Alice"), card("pirates/buccaneer", "Alice")])
    mate, buccaneer, action = one(game, "pirates/first-mate"), one(game, "pirates/buccaneer"), one(game, "ninjas/smoke-bomb")
    grant = PlayAllowance("action", mate.iid, "pirates/first-mate", immediate=True, affects=mate.iid)
    assert destinations(game, "Alice", action, grant, None) == [mate]  # only the minion it must affect is offered
    with pytest.raises(IllegalPlay, match="must directly affect First Mate, so it must be played on First Mate, not on Buccaneer") as refused:
        play_card(game, "Alice", action, target=buccaneer, allowance=grant)
    assert "play.extra-qualifiers" in refused.value.cites
    assert action.zone == "hand:Alice"


def test_an_action_played_on_a_base_never_directly_affects_the_minion_a_play_names():
    game = _game(alice_hand=["ninjas/infiltrate", "ninjas/disguise"], oasis=[card("pirates/first-mate", "Alice")])
    mate = one(game, "pirates/first-mate")
    grant = PlayAllowance("action", mate.iid, "pirates/first-mate", immediate=True, affects=mate.iid)
    assert destinations(game, "Alice", one(game, "ninjas/infiltrate"), grant, None) == []
    with pytest.raises(IllegalPlay, match="an action played on a base does not"):
        play_card(game, "Alice", one(game, "ninjas/infiltrate"), base=one(game, OASIS), allowance=grant)
    assert destinations(game, "Alice", one(game, "ninjas/disguise"), grant, None) == [None]  # a standard action may


def test_where_a_card_was_played_from_is_recorded_with_the_play():
    # Hoverbot plays the Zapbot it reveals off the top of the deck; They Keep Coming's extra play
    # takes a Walker from the discard pile (Walker then reveals the reshuffled deck's top card).
    pos = position(
        [player("Alice", hand=["robots/hoverbot", "zombies/they-keep-coming"], deck=["robots/zapbot"], discard=["zombies/walker"],
                factions=["robots", "zombies"]), player("Bob")],
        [base(OASIS), base(TORTUGA)],
        base_deck=("pirates/the-grey-opal",),
    )
    game = game_for(pos, "Zapbot", "Jungle Oasis", "return it")
    play(game, "Alice", "robots/hoverbot", base=OASIS)
    play(game, "Alice", "zombies/they-keep-coming")
    play(game, "Alice", "zombies/walker", base=OASIS)
    made = [(game.state.cards[p.card].card_id, p.how, p.origin) for p in game.state.turn.plays]
    assert made == [
        ("robots/hoverbot", "regular", "hand"),
        ("robots/zapbot", "extra", "deck"),
        ("zombies/they-keep-coming", "regular", "hand"),
        ("zombies/walker", "extra", "discard"),
    ]
