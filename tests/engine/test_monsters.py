"""The Monster deck: the rules of monsters (monsters.*, treasures.loot-base) and each monster."""

from __future__ import annotations

from smashup_rules.engine.power import breakpoint_of, player_power_at, power_of, total_power_at
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.convert.to_state import setup_bases
from smashup_rules.engine.zones import discard, hand
from tests.engine.builders import base, base_named, card, cites, game_for, messages, one, play, player, position, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17, VP 3 1 1
TORTUGA = "pirates/tortuga"  # 21, VP 4 3 2
OASIS = "dinosaurs/jungle-oasis"  # 12, VP 2 0 0
BRAIN = "robots/the-central-brain"  # 19, VP 4 2 1
TROLL, GHOUL, TUT, BIGFOOT = "monsters/web-troll", "monsters/ghoul", "monsters/king-tut", "monsters/bigfoot"
TREASURES = ["treasures/cross-bow", "treasures/wand-of-dowsing", "treasures/magic-missile", "treasures/tiger-steed", "treasures/wishing-ring"]


def board(opal=(), tortuga=(), *, alice_hand=(), alice_factions=None, players=2, monster_deck=(GHOUL,), treasure_deck=TREASURES, **options):
    names = ["Alice", "Bob", "Carol"][:players]
    people = [player(name, hand=alice_hand, factions=alice_factions) if name == "Alice" else player(name) for name in names]
    return position(people, [base(OPAL, *opal), base(TORTUGA, *tortuga)],
                    monster_deck=list(monster_deck), treasure_deck=list(treasure_deck), **options)


def zone_of(game, card_id):
    return [c.zone for c in game.state.cards.values() if c.card_id == card_id]


# --- the rules of monsters ---------------------------------------------------------------


def test_an_uncontrolled_monster_gives_no_one_power_and_raises_the_breakpoint():
    game = game_for(board([card(TROLL), card("zombies/walker", "Bob")]))
    opal = base_named(game, OPAL)
    assert player_power_at(game.state, "Bob", opal).total == 2
    assert total_power_at(game.state, opal) == 2  # the Troll's 2 is nobody's
    assert breakpoint_of(game.state, opal) == 17 + 2  # monsters.breakpoint
    assert one(game, TROLL).owner is None


def test_a_controlled_monster_is_an_ordinary_minion_of_its_controller():
    game = game_for(board([card(TROLL, "Alice")]))
    opal = base_named(game, OPAL)
    assert player_power_at(game.state, "Alice", opal).total == 2
    assert breakpoint_of(game.state, opal) == 17


def test_the_decks_are_the_rest_of_their_cards_when_the_position_leaves_them_out():
    pos = position([player("Alice"), player("Bob")], [base(OPAL, card(TROLL)), base(TORTUGA)])
    state = game_for(pos).state
    assert len(state.zone("monsters-deck")) == 19 and len(state.zone("treasures-deck")) == 22
    assert sum(c.card_id == TROLL for c in state.zone("monsters-deck")) == 3  # 4 copies, one in play


def test_a_game_without_monsters_has_no_monster_deck():
    state = game_for(position([player("Alice"), player("Bob")], [base(OPAL)])).state
    assert not state.zone("monsters-deck") and not state.zone("treasures-deck")


def test_a_base_with_a_monster_number_brings_monsters_as_it_replaces_a_scored_base():
    pos = position(
        [player("Alice"), player("Bob")],
        [base(OASIS, card("dinosaurs/king-rex", "Alice", counters=5)), base(TORTUGA)],
        base_deck=(BRAIN,),
        monster_deck=[GHOUL, TUT],
        monster_numbers={BRAIN: 2},
    )
    game = game_for(pos)
    score_bases_phase(game)
    brain = base_named(game, BRAIN)
    assert [m.card_id for m in game.state.minions_at(brain)] == [GHOUL, TUT]
    assert all(m.controller is None for m in game.state.minions_at(brain))
    assert "monsters.bases" in cites(game) and "monsters.play" in cites(game)
    assert any("not played by any player; not a regular or extra play" in m for m in messages(game))


def test_bases_dealt_at_setup_bring_their_monsters():
    pos = position([player("Alice"), player("Bob")], [base(OPAL, monsters=1), base(TORTUGA)], monster_deck=[TROLL, GHOUL], phase="start-turn")
    game = game_for(pos)
    setup_bases(game)
    assert zone_of(game, TROLL) == [f"at:{base_named(game, OPAL).iid}"]
    assert zone_of(game, GHOUL) == ["monsters-deck"]


def test_an_empty_monster_deck_is_rebuilt_from_its_discard_pile():
    pos = position([player("Alice"), player("Bob")], [base(OPAL, monsters=1)], monster_deck=[], monster_discard=[TUT], phase="start-turn")
    game = game_for(pos)
    setup_bases(game)
    assert zone_of(game, TUT) == [f"at:{base_named(game, OPAL).iid}"]
    assert "The monster deck is empty: its discard pile is shuffled into a new monster deck." in messages(game)


def test_destroying_a_monster_with_a_card_draws_its_treasure_number():
    # King Tut's treasure number is 2: the player who controls the destroying effect draws two.
    pos = position([player("Alice", hand=["minions-of-cthulhu/corruption"], factions=["minions-of-cthulhu", "pirates"]), player("Bob")],
                   [base(OPAL, card(TUT)), base(TORTUGA)], monster_deck=[], treasure_deck=TREASURES)
    game = game_for(pos)
    play(game, "Alice", "minions-of-cthulhu/corruption")
    assert zone_of(game, TUT) == ["monsters-discard"]
    assert [c.card_id for c in game.state.zone(hand("Alice")) if c.group == "treasures"] == TREASURES[:2]
    assert "monsters.loot" in cites(game)


def test_a_monster_destroyed_by_no_card_gives_no_treasure():
    from smashup_rules.engine.effects import destroy

    game = game_for(board([card(TUT)]))
    assert destroy(game, one(game, TUT), None)
    assert zone_ids(game, "treasures-deck") == TREASURES


def test_a_monster_never_goes_to_a_hand_or_a_deck():
    game = game_for(board([card(TUT)], alice_hand=["aliens/beam-up"]), "King Tut")
    play(game, "Alice", "aliens/beam-up")
    assert zone_of(game, TUT) == ["monsters-discard"]
    assert "monsters.nature" in cites(game)
    assert any("instead of a hand: a monster never goes into a player's hand or deck" in m for m in messages(game))


def test_treasure_is_picked_after_scoring_winner_first_then_by_power_ties_from_the_current_player():
    # Oasis (12 + King Tut 4 + Web Troll 2) with 3 treasures: Bob (11) wins and picks first,
    # then Alice and Carol, tied at 4: Alice is the current player, so she picks before Carol.
    pos = position(
        [player("Alice"), player("Bob"), player("Carol")],
        [base(OASIS, card(TUT), card(TROLL), card("pirates/buccaneer", "Alice"), card("dinosaurs/king-rex", "Bob", counters=4),
              card("zombies/walker", "Carol", counters=2)), base(TORTUGA)],
        monster_deck=[], treasure_deck=TREASURES,
    )
    # King Tut makes the winner Bob discard two cards first: he has none.
    game = game_for(pos, "Cross Bow", "Wand of Dowsing")
    score_bases_phase(game)
    assert zone_ids(game, hand("Bob")) == ["treasures/cross-bow"]
    assert zone_ids(game, hand("Alice")) == ["treasures/wand-of-dowsing"]
    assert zone_ids(game, hand("Carol")) == ["treasures/magic-missile"]
    assert zone_of(game, TUT) == ["monsters-discard"] and zone_of(game, TROLL) == ["monsters-discard"]
    assert "treasures.loot-base" in cites(game)


# --- the monsters ------------------------------------------------------------------------


def test_bigfoot_alone_raises_the_breakpoint_by_3_and_the_winner_draws_two():
    game = game_for(board([card(BIGFOOT)]))
    assert breakpoint_of(game.state, base_named(game, OPAL)) == 17 + 4 + 3
    game = game_for(board([card(BIGFOOT), card(TROLL)]))
    assert breakpoint_of(game.state, base_named(game, OPAL)) == 17 + 4 + 2
    pos = position([player("Alice", deck=["pirates/cannon", "pirates/dinghy", "pirates/shanghai"]), player("Bob")],
                   [base(OASIS, card(BIGFOOT, "Alice"), card("dinosaurs/king-rex", "Alice", counters=4)), base(TORTUGA)], monster_deck=[], treasure_deck=[])
    game = game_for(pos)
    score_bases_phase(game)
    assert zone_ids(game, hand("Alice")) == ["pirates/cannon", "pirates/dinghy"]


def test_ghoul_destroyed_by_a_player_is_played_on_another_base_uncontrolled():
    pos = board([card(GHOUL)], alice_hand=["ninjas/seeing-stars"], monster_deck=())
    game = game_for(pos, "Tortuga")
    play(game, "Alice", "ninjas/seeing-stars")
    assert zone_of(game, GHOUL) == [f"at:{base_named(game, TORTUGA).iid}"]
    assert one(game, GHOUL).controller is None
    assert zone_ids(game, hand("Alice")) == TREASURES[:1]  # its treasure first (monsters.loot)
    assert game.state.turn.minions_played == []  # not a minion play of Alice's


def test_hippogriff_destroys_a_random_non_monster_minion_of_power_3_or_less_before_scoring():
    pos = position([player("Alice"), player("Bob")],
                   [base(OASIS, card("monsters/hippogriff"), card(TROLL), card("zombies/walker", "Bob"), card("dinosaurs/king-rex", "Alice", counters=10)), base(TORTUGA)],
                   monster_deck=[], treasure_deck=[])
    game = game_for(pos)
    score_bases_phase(game)
    assert zone_ids(game, discard("Bob")) == ["zombies/walker"]
    assert any("picked at random" in m for m in messages(game))


def test_king_tut_makes_the_winner_discard_two_cards():
    pos = position([player("Alice", hand=["pirates/cannon", "pirates/dinghy", "pirates/shanghai"]), player("Bob")],
                   [base(OASIS, card(TUT), card("dinosaurs/king-rex", "Alice", counters=10)), base(TORTUGA)], monster_deck=[], treasure_deck=[])
    game = game_for(pos, "Cannon", "Dinghy")
    score_bases_phase(game)
    assert zone_ids(game, hand("Alice")) == ["pirates/shanghai"]


def test_knight_of_the_living_dead_has_the_current_players_best_minion_duel_another_players():
    pos = position([player("Alice"), player("Bob")],
                   [base(OASIS, card("monsters/knight-of-the-living-dead"), card("dinosaurs/king-rex", "Alice", counters=5),
                         card("zombies/walker", "Bob"), card("robots/hoverbot", "Bob")), base(TORTUGA)],
                   monster_deck=[], treasure_deck=[])
    game = game_for(pos, "pass")  # no duel cards in hand: nothing to put down
    score_bases_phase(game)
    assert zone_ids(game, discard("Bob"))[0] == "robots/hoverbot"  # destroyed before the base scored
    assert "duels.basics" in cites(game)


def test_plutonium_dragon_flips_two_coins_after_a_minion_is_played_there():
    for seed in range(40):
        pos = board([card("monsters/plutonium-dragon")], alice_hand=["zombies/walker"], alice_factions=["zombies", "ninjas"], seed=seed)
        game = game_for(pos, "yes")
        play(game, "Alice", "zombies/walker", base=OPAL)
        flips = next(m for m in messages(game) if "the coins come up" in m)
        if "heads, heads" in flips:
            assert zone_of(game, "monsters/plutonium-dragon") == ["monsters-discard"]
            assert len(zone_ids(game, hand("Alice"))) == 3  # its treasure number
        elif "tails, tails" in flips:
            assert zone_of(game, "zombies/walker") == ["discard:Alice"]
        else:
            assert zone_of(game, "zombies/walker") == [f"at:{base_named(game, OPAL).iid}"]


def test_poultrygeist_has_plus_one_with_another_undead_monster_here():
    game = game_for(board([card("monsters/poultrygeist"), card(TUT)], [card("monsters/poultrygeist"), card(TROLL)]))
    state = game.state
    geists = {state.base_of(c).card_id: power_of(state, c) for c in state.cards.values() if c.card_id == "monsters/poultrygeist"}
    assert geists == {OPAL: 3, TORTUGA: 2}  # King Tut is undead; the Web Troll is not


def test_web_troll_may_be_taken_over_instead_of_destroyed():
    pos = board([card(TROLL)], alice_hand=["pirates/cannon"])
    game = game_for(pos, "Web Troll", "yes", "pass")
    play(game, "Alice", "pirates/cannon")
    assert one(game, TROLL).controller == "Alice"
    assert player_power_at(game.state, "Alice", base_named(game, OPAL)).total == 2
    assert "monsters.control" in cites(game)
    # Already Alice's: destroying it is not replaced.
    game = game_for(board([card(TROLL, "Alice")], alice_hand=["pirates/cannon"]), "Web Troll", "pass")
    play(game, "Alice", "pirates/cannon")
    assert zone_of(game, TROLL) == ["monsters-discard"]


def test_web_troll_is_destroyed_when_the_player_declines():
    game = game_for(board([card(TROLL)], alice_hand=["pirates/cannon"]), "Web Troll", "no", "pass")
    play(game, "Alice", "pirates/cannon")
    assert where(game, TROLL) == "monsters-discard"
    assert zone_ids(game, hand("Alice")) == TREASURES[:1]
