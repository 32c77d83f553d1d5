"""Pirates, and The Kraken (titan)."""

from __future__ import annotations

import pytest

from smashup_rules.engine.errors import ChoiceError
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.zones import discard
from smashup_rules.engine.turn import finish_turn, start_turn
from tests.engine.builders import base, base_named, card, cites, game_for, messages, one, play, player, position, power, talent, vps, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17, VP 3 1 1
TORTUGA = "pirates/tortuga"  # 21, VP 4 3 2
OASIS = "dinosaurs/jungle-oasis"  # 12, VP 2 0 0
BRAIN = "robots/the-central-brain"  # 19, VP 4 2 1
KRAKEN = "pirates/the-kraken"
PIRATES = ["pirates", "ninjas"]


def board(alice_hand=(), first=(), second=(), *, first_base=OPAL, second_base=TORTUGA, alice=None, bob=None, base_deck=(OASIS,), **options):
    return position(
        [player("Alice", **{"hand": alice_hand, "factions": PIRATES, **(alice or {})}), player("Bob", **(bob or {}))],
        [base(first_base, *first), base(second_base, *second)],
        base_deck=base_deck,
        **options,
    )


def test_broadside_destroys_one_players_small_minions_where_you_have_a_minion():
    pos = board(["pirates/broadside"], [card("pirates/first-mate", "Alice"), card("zombies/walker", "Bob"), card("robots/warbot", "Bob")], [card("zombies/walker", "Bob")])
    game = game_for(pos)  # Alice's First Mate is small too: whose minions go must be chosen
    with pytest.raises(ChoiceError, match="Legal options: Alice; Bob"):
        play(game, "Alice", "pirates/broadside")
    game = game_for(pos, "Bob")
    play(game, "Alice", "pirates/broadside")
    assert zone_ids(game, discard("Bob")) == ["zombies/walker"]
    assert where(game, "pirates/first-mate") == f"at:{OPAL}"
    assert [m.card_id for m in game.state.minions_at(base_named(game, TORTUGA))] == ["zombies/walker"]


def test_broadside_without_a_minion_of_yours_does_nothing():
    game = game_for(board(["pirates/broadside"], [card("zombies/walker", "Bob")]))
    play(game, "Alice", "pirates/broadside")
    assert where(game, "zombies/walker") == f"at:{OPAL}"


def test_buccaneer_may_move_instead_of_being_destroyed_once_per_turn():
    from smashup_rules.engine.effects import destroy

    game = game_for(board([], [card("pirates/buccaneer", "Alice")]), "Tortuga", "The Grey Opal")
    assert not destroy(game, one(game, "pirates/buccaneer"), None)
    assert where(game, "pirates/buccaneer") == f"at:{TORTUGA}"
    assert destroy(game, one(game, "pirates/buccaneer"), None)  # once per turn
    game = game_for(board([], [card("pirates/buccaneer", "Alice")]), "pass")
    assert destroy(game, one(game, "pirates/buccaneer"), None)


def test_cannon_destroys_up_to_two_minions_of_power_2_or_less():
    pos = board(["pirates/cannon"], [card("zombies/walker", "Bob"), card("robots/zapbot", "Bob"), card("robots/warbot", "Bob")])
    game = game_for(pos, "Walker")  # then Zapbot is the only one left, but "up to": asked
    with pytest.raises(ChoiceError, match="Zapbot .*; pass"):
        play(game, "Alice", "pirates/cannon")
    game = game_for(pos, "Walker", "pass")
    play(game, "Alice", "pirates/cannon")
    assert zone_ids(game, discard("Bob")) == ["zombies/walker"]


def test_cut_lass_may_destroy_a_small_minion_here():
    pos = board(["pirates/cut-lass"], [card("zombies/walker", "Bob")], [card("robots/zapbot", "Bob")])
    game = game_for(pos, "Walker")
    play(game, "Alice", "pirates/cut-lass", base=OPAL)
    assert where(game, "zombies/walker") == "discard:Bob"
    game = game_for(pos, "pass")
    play(game, "Alice", "pirates/cut-lass", base=OPAL)
    assert where(game, "zombies/walker") == f"at:{OPAL}"


def test_dinghy_moves_up_to_two_minions_to_different_bases():
    pos = position(
        [player("Alice", hand=["pirates/dinghy"], factions=PIRATES), player("Bob")],
        [base(OPAL, card("pirates/cut-lass", "Alice"), card("pirates/first-mate", "Alice")), base(TORTUGA), base(OASIS)],
        base_deck=(BRAIN,),
    )
    game = game_for(pos, "Cut Lass", "Tortuga", "First Mate", "Jungle Oasis")
    play(game, "Alice", "pirates/dinghy")
    assert (where(game, "pirates/cut-lass"), where(game, "pirates/first-mate")) == (f"at:{TORTUGA}", f"at:{OASIS}")  # pirates/dinghy#1
    game = game_for(pos, "pass")
    play(game, "Alice", "pirates/dinghy")
    assert where(game, "pirates/cut-lass") == f"at:{OPAL}"


def test_first_mate_may_move_away_instead_of_being_discarded_but_not_to_the_replacement():
    pos = board([], [card("pirates/first-mate", "Alice"), card("dinosaurs/king-rex", "Bob", counters=10)], first_base=OASIS, second_base=OPAL, base_deck=(TORTUGA,))
    game = game_for(pos, "The Grey Opal")
    score_bases_phase(game)
    assert where(game, "pirates/first-mate") == f"at:{OPAL}"
    game = game_for(pos, "pass")
    score_bases_phase(game)
    assert where(game, "pirates/first-mate") == "discard:Alice"


def test_full_sail_moves_any_number_of_your_minions_and_can_be_played_before_scoring():
    pos = board([], [card("pirates/cut-lass", "Alice"), card("dinosaurs/king-rex", "Bob", counters=10)], [card("pirates/first-mate", "Alice")],
                first_base=OASIS, second_base=OPAL, base_deck=(TORTUGA,), alice={"hand": ["pirates/full-sail"]})
    game = game_for(pos, "Full Sail", "Cut Lass", "pass")  # the only other base is chosen at once
    score_bases_phase(game)
    assert where(game, "pirates/cut-lass") == f"at:{OPAL}"
    assert where(game, "pirates/full-sail") == "discard:Alice"


def test_pirate_king_may_move_to_the_scoring_base():
    pos = board([], [card("dinosaurs/king-rex", "Bob", counters=5)], [card("pirates/pirate-king", "Alice")], first_base=OASIS, second_base=OPAL, base_deck=(TORTUGA,))
    game = game_for(pos, "no")
    score_bases_phase(game)
    assert where(game, "pirates/pirate-king") == f"at:{OPAL}"
    assert vps(game) == [0, 2]


def test_powderkeg_destroys_your_minion_and_those_with_equal_or_less_power_there():
    pos = board(["pirates/powderkeg"], [card("robots/warbot", "Alice"), card("zombies/walker", "Bob"), card("dinosaurs/king-rex", "Bob"), card("robots/warbot", "Bob")])
    game = game_for(pos)
    play(game, "Alice", "pirates/powderkeg")  # Alice's Warbot cannot be destroyed, but sets the limit (pirates/powderkeg#1)
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, "dinosaurs/king-rex") == f"at:{OPAL}"
    assert len(game.state.find_in_play("robots/warbot")) == 2


def test_sea_dogs_moves_all_other_players_minions_of_a_faction_from_one_base_to_one_base():
    pos = board(["pirates/sea-dogs"], [card("zombies/walker", "Bob"), card("zombies/walker", "Alice"), card("robots/zapbot", "Bob")])
    game = game_for(pos, "Zombies")  # one base to move from, one to move to: chosen at once
    play(game, "Alice", "pirates/sea-dogs")
    assert [m.controller for m in game.state.minions_at(base_named(game, TORTUGA))] == ["Bob"]  # pirates/sea-dogs#1
    assert len(game.state.minions_at(base_named(game, OPAL))) == 2


def test_shanghai_moves_another_players_minion():
    game = game_for(board(["pirates/shanghai"], [card("zombies/walker", "Bob"), card("pirates/cut-lass", "Alice")]))
    play(game, "Alice", "pirates/shanghai")
    assert where(game, "zombies/walker") == f"at:{TORTUGA}"
    assert where(game, "pirates/cut-lass") == f"at:{OPAL}"


def test_swashbuckling_gives_your_minions_in_play_plus_1_until_the_end_of_the_turn():
    game = game_for(board(["pirates/swashbuckling", "pirates/cut-lass"], [card("pirates/first-mate", "Alice"), card("zombies/walker", "Bob")]))
    play(game, "Alice", "pirates/swashbuckling")
    play(game, "Alice", "pirates/cut-lass", base=TORTUGA)
    assert (power(game, "pirates/first-mate"), power(game, "pirates/cut-lass"), power(game, "zombies/walker")) == (3, 3, 2)  # pirates/swashbuckling#1
    finish_turn(game)
    assert power(game, "pirates/first-mate") == 2


def test_grey_opal_non_winners_may_move_a_minion_away():
    pos = board([], [card("dinosaurs/king-rex", "Alice", counters=10), card("zombies/walker", "Bob")])
    game = game_for(pos, "Walker")
    score_bases_phase(game)
    assert where(game, "zombies/walker") == f"at:{TORTUGA}"
    game = game_for(pos, "pass")
    score_bases_phase(game)
    assert where(game, "zombies/walker") == "discard:Bob"


def test_tortuga_runner_up_may_move_a_minion_from_another_base_to_the_replacement():
    pos = board([], [card("zombies/walker", "Bob")], [card("dinosaurs/king-rex", "Alice", counters=12), card("robots/warbot", "Bob")], first_base=OASIS, second_base=TORTUGA, base_deck=(OPAL,))
    game = game_for(pos, "Walker")
    score_bases_phase(game)
    assert where(game, "zombies/walker") == f"at:{OPAL}"
    assert where(game, "robots/warbot") == "discard:Bob"  # not from Tortuga itself (pirates/tortuga#1)


# --- The Kraken ----------------------------------------------------------------------------


def kraken_board(first=(), second=(), **options):
    alice = options.pop("alice", {})
    return board([], first, second, alice={"titans": [KRAKEN], **alice}, first_base=OASIS, second_base=TORTUGA, base_deck=(OPAL,), **options)


def test_release_the_kraken_onto_the_replacement_base():
    game = game_for(kraken_board([card("pirates/cut-lass", "Alice"), card("dinosaurs/king-rex", "Bob", counters=5)]), "yes")
    score_bases_phase(game)
    assert where(game, KRAKEN) == f"at:{OPAL}"
    release = [e for e in game.log if e.kind == "choice"][-1]
    assert "Release the Kraken!" in release.message and "pirates/the-kraken#1" in release.cites
    assert "titans.play" in cites(game)


def test_the_kraken_stays_aside_if_not_released_or_without_a_minion_there():
    game = game_for(kraken_board([card("pirates/cut-lass", "Alice"), card("dinosaurs/king-rex", "Bob", counters=5)]), "no")
    score_bases_phase(game)
    assert where(game, KRAKEN) == "titans:Alice"
    game = game_for(kraken_board([card("dinosaurs/king-rex", "Bob", counters=5)], [card("pirates/cut-lass", "Alice")]))
    score_bases_phase(game)  # Alice had no minion at the Oasis: nothing is asked
    assert where(game, KRAKEN) == "titans:Alice"


def test_the_kraken_is_not_released_while_you_control_another_titan():
    pos = kraken_board([card("pirates/cut-lass", "Alice"), card("dinosaurs/king-rex", "Bob", counters=5)], [card("dinosaurs/fort-titanosaurus", "Alice", owner="Bob")])
    game = game_for(pos)
    score_bases_phase(game)
    assert where(game, KRAKEN) == "titans:Alice"


def test_kraken_talent_moves_it_and_weakens_other_players_minions_there_until_your_next_turn():
    pos = board([], [card(KRAKEN, "Alice")], [card("zombies/walker", "Bob"), card("pirates/cut-lass", "Alice")])
    game = game_for(pos)
    talent(game, "Alice", KRAKEN)
    assert where(game, KRAKEN) == f"at:{TORTUGA}"
    assert (power(game, "zombies/walker"), power(game, "pirates/cut-lass")) == (1, 3)
    finish_turn(game)
    assert power(game, "zombies/walker") == 1  # still on Bob's turn
    finish_turn(game)
    start_turn(game)
    assert power(game, "zombies/walker") == 2


def test_kraken_talent_onto_a_base_with_a_titan_clashes_after_the_power_change():
    pos = board([], [card(KRAKEN, "Alice", counters=1)], [card("dinosaurs/fort-titanosaurus", "Bob"), card("zombies/walker", "Bob")])
    game = game_for(pos)
    talent(game, "Alice", KRAKEN)  # Alice 1 (counter) vs Bob: Walker 2 - 1 = 1: a tie, the newcomer leaves
    assert where(game, KRAKEN) == "titans:Alice"
    assert one(game, KRAKEN).counters == 0
    assert "titans.clash" in cites(game)


def test_after_the_krakens_base_scores_one_of_your_minions_there_moves_away():
    pos = board([], [card(KRAKEN, "Alice"), card("pirates/cut-lass", "Alice"), card("dinosaurs/king-rex", "Bob", counters=5)], first_base=OASIS, second_base=TORTUGA, base_deck=(OPAL,))
    game = game_for(pos)
    score_bases_phase(game)
    assert where(game, "pirates/cut-lass") == f"at:{TORTUGA}"
    assert where(game, KRAKEN) == "titans:Alice"  # left play with the base, and was in play when it scored


def test_a_kraken_that_cannot_be_released_is_not_offered_alongside_other_abilities():
    pos = board([], [card("dinosaurs/king-rex", "Bob", counters=12), card("robots/warbot", "Carol")], [card("zombies/walker", "Carol")],
                first_base=TORTUGA, second_base=OASIS, base_deck=(OPAL,), alice={"titans": [KRAKEN]})
    pos.players.append(player("Carol"))
    game = game_for(pos, "Walker")  # only Tortuga's ability: Alice had no minion there
    score_bases_phase(game)
    assert not any("which ability resolves next" in m for m in messages(game))
    assert where(game, "zombies/walker") == f"at:{OPAL}"
    assert where(game, KRAKEN) == "titans:Alice"
