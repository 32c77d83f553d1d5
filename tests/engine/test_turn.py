"""Turn phases: start and end of turn with their expiries, Draw 2, hand limit, end of game."""

from __future__ import annotations

from smashup_rules.engine.resolve import apply_play
from smashup_rules.engine.zones import deck, discard, hand
from smashup_rules.engine.turn import check_game_end, draw_phase, end_turn, finish_turn, start_turn
from smashup_rules.position import PlaySpec
from tests.engine.builders import base, card, cites, game_for, messages, one, play, player, position, where, zone_ids

OASIS = "dinosaurs/jungle-oasis"
OPAL = "pirates/the-grey-opal"


def test_draw_two_from_the_top():
    game = game_for(position([player("Alice", deck=["pirates/cannon", "pirates/dinghy", "pirates/shanghai"]), player("Bob")], [base(OPAL)]))
    draw_phase(game)
    assert zone_ids(game, hand("Alice")) == ["pirates/cannon", "pirates/dinghy"]
    assert "turn.draw" in cites(game)


def test_an_empty_deck_is_rebuilt_from_the_shuffled_discard_pile_between_draws():
    pos = position([player("Alice", deck=["pirates/cannon"], discard=["pirates/dinghy", "pirates/shanghai"]), player("Bob")], [base(OPAL)], seed=7)
    game = game_for(pos)
    draw_phase(game)
    assert zone_ids(game, hand("Alice"))[0] == "pirates/cannon"
    assert len(zone_ids(game, hand("Alice"))) == 2 and len(zone_ids(game, deck("Alice"))) == 1
    assert zone_ids(game, discard("Alice")) == []
    assert "turn.empty-deck" in cites(game)
    # The shuffle comes from the seeded RNG: the same seed gives the same draw.
    again = game_for(pos)
    draw_phase(again)
    assert zone_ids(again, hand("Alice")) == zone_ids(game, hand("Alice"))


def test_with_deck_and_discard_empty_you_draw_what_you_can():
    game = game_for(position([player("Alice", deck=["pirates/cannon"]), player("Bob")], [base(OPAL)]))
    draw_phase(game)
    assert zone_ids(game, hand("Alice")) == ["pirates/cannon"]
    assert messages(game)[-2:] == ["Alice draws Cannon.", "Alice cannot draw 1 more: deck and discard pile are both empty."]


def test_hand_limit_discards_down_to_ten_at_the_end_of_the_draw_phase():
    hand_cards = ["pirates/cannon"] * 5 + ["pirates/dinghy"] * 5
    pos = position([player("Alice", hand=hand_cards, deck=["pirates/shanghai", "pirates/powderkeg"]), player("Bob")], [base(OPAL)])
    game = game_for(pos, "Shanghai", "Powderkeg")
    draw_phase(game)
    assert len(game.state.zones[hand("Alice")]) == 10
    assert zone_ids(game, discard("Alice")) == ["pirates/shanghai", "pirates/powderkeg"]
    assert "turn.hand-limit" in cites(game)


def test_a_hand_above_ten_outside_the_draw_phase_is_fine():
    game = game_for(position([player("Alice", hand=["pirates/cannon"] * 12), player("Bob")], [base(OPAL)]))
    assert len(game.state.zones[hand("Alice")]) == 12


def test_until_end_of_turn_effects_expire_at_end_of_turn_after_end_of_turn_abilities():
    pos = position(
        [player("Alice", hand=["pirates/swashbuckling"]), player("Bob")],
        [base(OPAL, card("pirates/cut-lass", "Alice"),
              card("zombies/walker", "Bob", attached=[card("ninjas/assassination", "Alice")]))],
    )
    game = game_for(pos)
    play(game, "Alice", "pirates/swashbuckling")
    from smashup_rules.engine.power import power_of

    assert power_of(game.state, one(game, "pirates/cut-lass")) == 4
    end_turn(game)
    assert power_of(game.state, one(game, "pirates/cut-lass")) == 3
    kinds = [e.kind for e in game.log]
    assert kinds.index("destroy") < kinds.index("expire")  # abilities first, then expiries (turn.end)
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, "ninjas/assassination") == "discard:Alice"
    assert game.state.turn.player == "Bob" and game.state.turn.number == 2


def test_swashbuckling_only_affects_minions_in_play_when_it_resolves():
    pos = position([player("Alice", hand=["pirates/swashbuckling", "pirates/first-mate"]), player("Bob")], [base(OPAL, card("pirates/cut-lass", "Alice"))])
    game = game_for(pos)
    play(game, "Alice", "pirates/swashbuckling")
    play(game, "Alice", "pirates/first-mate", base=OPAL)
    from smashup_rules.engine.power import power_of

    assert power_of(game.state, one(game, "pirates/first-mate")) == 2  # pirates/swashbuckling#1
    assert power_of(game.state, one(game, "pirates/cut-lass")) == 4


def test_start_of_turn_expiries_come_first_then_start_of_turn_abilities():
    pos = position(
        [player("Alice"), player("Bob")],
        [base(OPAL, card("dinosaurs/armor-stego", "Bob"), actions=[card("zombies/overrun", "Bob")])],
        turn="Bob",
    )
    game = game_for(pos)
    apply_play(game, PlaySpec("talent", "Bob", "dinosaurs/armor-stego"))
    from smashup_rules.engine.power import power_of

    stego = one(game, "dinosaurs/armor-stego")
    assert power_of(game.state, stego) == 3  # +2 only during other players' turns
    finish_turn(game)  # Bob's turn ends, Alice's begins
    assert game.state.turn.player == "Alice"
    assert power_of(game.state, stego) == 5
    finish_turn(game)  # Alice's turn
    start_turn(game)  # Bob's next turn: the +2 ends, then Overrun is destroyed
    assert power_of(game.state, stego) == 3
    kinds = [e.kind for e in game.log]
    last_start = max(i for i, e in enumerate(game.log) if e.kind == "phase" and "Bob's turn starts" in e.message)
    assert kinds.index("expire", last_start) < kinds.index("destroy", last_start)
    assert where(game, "zombies/overrun") == "discard:Bob"


def test_game_ends_when_someone_has_fifteen_vp_at_the_end_of_a_turn():
    pos = position([player("Alice", vp=14, hand=["aliens/invader"], factions=["aliens", "pirates"]), player("Bob", vp=12)], [base(OPAL)])
    game = game_for(pos)
    play(game, "Alice", "aliens/invader", base=OPAL)
    assert game.state.winner is None  # only checked at the end of the turn
    finish_turn(game)
    assert game.state.winner == "Alice"
    assert messages(game)[-1] == "Alice wins with 15 VP."
    assert "endgame.victory" in cites(game)


def test_a_tie_for_the_most_vp_keeps_playing():
    pos = position([player("Alice", vp=15), player("Bob", vp=15), player("Carol", vp=9)], [base(OPAL)])
    game = game_for(pos)
    finish_turn(game)
    assert game.state.winner is None
    assert messages(game)[-1] == "Alice and Bob are tied at 15 VP: the game continues."
    assert game.state.turn.player == "Bob"
    game.state.player("Bob").vp = 16
    check_game_end(game)
    assert game.state.winner == "Bob"


def test_a_whole_turn_runs_every_phase_in_order():
    pos = position([player("Alice", deck=["pirates/cannon", "pirates/dinghy"]), player("Bob")], [base(OPAL)], phase="start-turn")
    game = game_for(pos)
    finish_turn(game)
    phases = [e.cites[0] for e in game.log if e.kind == "phase"]
    assert phases == ["turn.start", "turn.play-cards", "turn.score-bases", "turn.end"]
    assert zone_ids(game, hand("Alice")) == ["pirates/cannon", "pirates/dinghy"]
