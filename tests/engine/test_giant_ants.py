"""Giant Ants: +1 power counters placed, transferred, spent; Death on Six Legs."""

from __future__ import annotations

import pytest

from smashup_rules.engine import effects
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.zones import deck, discard, hand
from smashup_rules.engine.turn_state import PlayAllowance
from smashup_rules.engine.turn import end_turn, start_turn
from tests.engine.builders import base, card, cites, game_for, messages, one, play, player, position, power, talent, where, zone_ids, vps

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
OASIS = "dinosaurs/jungle-oasis"  # 12
ANTS = ["giant-ants", "pirates"]
BOB = ["ninjas", "zombies"]
DEATH = "giant-ants/death-on-six-legs"


def board(alice_hand=(), opal=(), tortuga=(), oasis=None, *, alice=None, bob=None, opal_base=OPAL, tortuga_base=TORTUGA, phase="play-cards", **options):
    bases = [base(opal_base, *opal), base(tortuga_base, *tortuga)]
    if oasis is not None:
        bases.append(base(OASIS, *oasis))
    return position(
        [player("Alice", **{"hand": alice_hand, "factions": ANTS, **(alice or {})}), player("Bob", **{"factions": BOB, **(bob or {})})],
        bases,
        phase=phase,
        **options,
    )


def ant(card_id: str, counters: int = 0, controller: str = "Alice"):
    return card(f"giant-ants/{card_id}", controller, counters=counters)


def counters(game, card_id: str) -> int:
    return one(game, card_id).counters


def bobs_turn(game):
    game.state.turn.player = "Bob"
    game.state.turn.allowances = [PlayAllowance("minion"), PlayAllowance("action")]


# --- minions ------------------------------------------------------------------


def test_killer_queen_draws_a_small_minion_off_the_top_of_the_deck():
    pos = board(opal=[ant("killer-queen")], alice={"deck": ["giant-ants/worker", "giant-ants/soldier"]})
    game = game_for(pos)  # nothing played this turn: only the draw is offered
    talent(game, "Alice", "giant-ants/killer-queen")
    assert zone_ids(game, hand("Alice")) == ["giant-ants/worker"]
    # Soldier has power 3: revealed and passed over until Worker turns up (conflict.draw-off-the-top).
    pos = board(opal=[ant("killer-queen")], alice={"deck": ["giant-ants/soldier", "giant-ants/worker"]})
    game = game_for(pos)
    talent(game, "Alice", "giant-ants/killer-queen")
    assert zone_ids(game, hand("Alice")) == ["giant-ants/worker"]
    assert zone_ids(game, deck("Alice")) == ["giant-ants/soldier"]  # shuffled back


def test_killer_queen_or_places_a_counter_on_itself_and_a_minion_played_this_turn():
    pos = board(["giant-ants/soldier"], opal=[ant("killer-queen")], alice={"deck": ["giant-ants/worker"]})
    game = game_for(pos, "place a +1 power counter on Killer Queen and another minion you played this turn")
    play(game, "Alice", "giant-ants/soldier", base=TORTUGA)
    talent(game, "Alice", "giant-ants/killer-queen")
    assert (counters(game, "giant-ants/killer-queen"), counters(game, "giant-ants/soldier")) == (1, 3)
    assert zone_ids(game, deck("Alice")) == ["giant-ants/worker"]
    assert (power(game, "giant-ants/killer-queen"), power(game, "giant-ants/soldier")) == (5, 6)


def test_drone_gets_a_counter_and_may_spend_it_so_one_of_your_minions_is_not_destroyed():
    pos = board(["giant-ants/drone"], opal=[ant("worker", 2)], bob={"hand": ["ninjas/seeing-stars"]})
    game = game_for(pos, "yes")  # Worker (power 2) is the only minion of power 3 or less
    play(game, "Alice", "giant-ants/drone", base=TORTUGA)
    assert counters(game, "giant-ants/drone") == 1
    bobs_turn(game)
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, "giant-ants/worker") == f"at:{OPAL}"
    assert counters(game, "giant-ants/drone") == 0
    assert "resolution.instead" in cites(game)


def test_drone_may_decline_and_cannot_save_without_a_counter():
    pos = board(opal=[ant("soldier", 2), ant("drone", 1)])
    game = game_for(pos, "no")
    effects.destroy(game, one(game, "giant-ants/soldier"), None)
    assert where(game, "giant-ants/soldier") == "discard:Alice"
    assert counters(game, "giant-ants/drone") == 1
    game = game_for(board(opal=[ant("drone", 0), ant("worker", 0)], bob={"hand": ["ninjas/seeing-stars"]}, turn="Bob"), "Worker", "pass")
    play(game, "Bob", "ninjas/seeing-stars")  # no counter on Drone: nothing asked; Worker's replay passed
    assert where(game, "giant-ants/worker") == "discard:Alice"


def test_drone_can_save_itself_and_each_drone_is_asked_in_turn():
    game = game_for(board(opal=[ant("drone", 1)]), "yes")
    effects.destroy(game, one(game, "giant-ants/drone"), None)
    assert where(game, "giant-ants/drone") == f"at:{OPAL}"
    assert counters(game, "giant-ants/drone") == 0
    pos = board(opal=[card("giant-ants/drone", "Alice", counters=1), card("giant-ants/drone", "Alice", counters=1), ant("worker", 2)])
    game = game_for(pos, "Drone (Alice, The Grey Opal)", "no", "yes")
    worker = one(game, "giant-ants/worker")
    effects.destroy(game, worker, None)
    assert where(game, "giant-ants/worker") == f"at:{OPAL}"
    assert sorted(d.counters for d in game.state.all_minions() if d.card_id == "giant-ants/drone") == [0, 1]


def test_drone_talent_removes_a_counter_to_draw_a_card():
    game = game_for(board(opal=[ant("drone", 1)], alice={"deck": ["giant-ants/worker"]}))
    talent(game, "Alice", "giant-ants/drone")
    assert counters(game, "giant-ants/drone") == 0
    assert zone_ids(game, hand("Alice")) == ["giant-ants/worker"]
    game = game_for(board(opal=[ant("drone", 0)], alice={"deck": ["giant-ants/worker"]}))
    with pytest.raises(IllegalPlay, match="no \\+1 power counter"):
        talent(game, "Alice", "giant-ants/drone")
    assert zone_ids(game, hand("Alice")) == []


def test_soldier_gets_two_counters_and_its_talent_transfers_one_between_your_minions():
    pos = board(["giant-ants/soldier"], opal=[ant("worker", 0)], tortuga=[card("zombies/walker", "Bob")])
    game = game_for(pos, "Soldier", "Worker")
    play(game, "Alice", "giant-ants/soldier", base=OPAL)
    assert counters(game, "giant-ants/soldier") == 2
    talent(game, "Alice", "giant-ants/soldier")
    assert (counters(game, "giant-ants/soldier"), counters(game, "giant-ants/worker")) == (1, 1)
    assert "terms.transfer" in cites(game)


def test_soldier_talent_is_refused_without_two_of_your_minions():
    game = game_for(board(opal=[ant("soldier", 2), card("zombies/walker", "Bob")]))
    with pytest.raises(IllegalPlay, match="two of Alice's minions"):
        talent(game, "Alice", "giant-ants/soldier")


def test_worker_with_counters_destroyed_stays_in_the_discard_pile():
    game = game_for(board(opal=[ant("worker", 2)], bob={"hand": ["ninjas/seeing-stars"]}, turn="Bob"), "Worker")
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, "giant-ants/worker") == "discard:Alice"


def test_worker_without_counters_may_be_played_on_another_base():
    pos = board(opal=[ant("worker", 0)], oasis=[], bob={"hand": ["ninjas/seeing-stars"]}, turn="Bob")
    game = game_for(pos, "Worker", "Jungle Oasis")
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, "giant-ants/worker") == f"at:{OASIS}"
    assert counters(game, "giant-ants/worker") == 2  # played again: its ability places two counters
    last_choice = [e for e in game.log if e.kind == "choice"][-1]
    assert "The Grey Opal" not in last_choice.message
    game = game_for(pos, "pass")
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, "giant-ants/worker") == "discard:Alice"


def test_worker_played_again_only_on_another_base():
    game = game_for(board(opal=[ant("worker", 0)], bob={"hand": ["ninjas/seeing-stars"]}, turn="Bob"), "Worker")
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, "giant-ants/worker") == f"at:{TORTUGA}"  # the only other base: not asked


def test_worker_without_counters_discarded_from_a_scored_base_may_play_elsewhere():
    pos = board(opal=[ant("worker", 0), card("zombies/walker", "Bob", counters=20)], opal_base=OASIS)
    game = game_for(pos, "Worker")
    score_bases_phase(game)
    assert where(game, "giant-ants/worker") == f"at:{TORTUGA}"


def test_worker_returned_to_hand_is_not_played_again():
    game = game_for(board(opal=[ant("worker", 0)]))
    effects.return_to_hand(game, one(game, "giant-ants/worker"), None)
    assert where(game, "giant-ants/worker") == "hand:Alice"


# --- actions ------------------------------------------------------------------


def test_a_kind_of_magic_transfers_counters_between_your_cards_any_number_of_times():
    pos = board(["giant-ants/a-kind-of-magic"], opal=[ant("soldier", 2), ant("worker", 0)], tortuga=[ant("drone", 1), card("zombies/walker", "Bob")])
    game = game_for(pos, "Soldier", "Worker", "2", "Drone", "Soldier", "pass")
    play(game, "Alice", "giant-ants/a-kind-of-magic")
    assert [counters(game, f"giant-ants/{c}") for c in ("soldier", "worker", "drone")] == [1, 2, 0]
    assert "Walker" not in " ".join(m for m in messages(game) if "choose" in m)


def test_a_kind_of_magic_can_feed_your_titan():
    pos = board(["giant-ants/a-kind-of-magic"], opal=[ant("soldier", 2), card(DEATH, "Alice", owner="Alice")])
    game = game_for(pos, "Soldier", "2", "pass")  # the titan: the only other card of Alice's
    play(game, "Alice", "giant-ants/a-kind-of-magic")
    assert counters(game, DEATH) == 2
    assert game.state.turn.player == "Alice"


def test_gimme_the_prize_places_two_counters_on_one_minion_and_one_on_another():
    pos = board(["giant-ants/gimme-the-prize"], opal=[ant("worker", 0), card("zombies/walker", "Bob")])
    game = game_for(pos, "Walker", "Worker")
    play(game, "Alice", "giant-ants/gimme-the-prize")
    assert (counters(game, "zombies/walker"), counters(game, "giant-ants/worker")) == (2, 1)
    game = game_for(board(["giant-ants/gimme-the-prize"], opal=[ant("worker", 0)]))
    play(game, "Alice", "giant-ants/gimme-the-prize")  # no other minion: two counters only
    assert counters(game, "giant-ants/worker") == 2


def test_headlong_moves_your_minion_and_gives_it_two_counters():
    pos = board(["giant-ants/headlong"], opal=[ant("worker", 0), card("zombies/walker", "Bob")])
    game = game_for(pos)
    play(game, "Alice", "giant-ants/headlong")
    assert where(game, "giant-ants/worker") == f"at:{TORTUGA}"
    assert counters(game, "giant-ants/worker") == 2


def test_the_show_must_go_on_shields_your_minions_with_counters_here_from_other_players():
    pos = board(
        opal=[ant("worker", 2), ant("drone", 0)],
        bob={"hand": ["ninjas/seeing-stars", "ninjas/seeing-stars"]},
        turn="Bob",
    )
    pos.bases[0].actions.append(card("giant-ants/the-show-must-go-on", "Alice"))
    game = game_for(pos, "Worker")
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, "giant-ants/worker") == f"at:{OPAL}"
    assert any("The Show Must Go On protects" in m for m in messages(game))
    game = game_for(pos, "Drone")  # power 3, no counter: not protected
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, "giant-ants/drone") == "discard:Alice"


def test_the_show_must_go_on_does_not_stop_your_own_cards():
    pos = board(["giant-ants/who-wants-to-live-forever"], opal=[ant("worker", 2)], alice={"deck": ["giant-ants/drone"]})
    pos.bases[0].actions.append(card("giant-ants/the-show-must-go-on", "Alice"))
    game = game_for(pos)
    play(game, "Alice", "giant-ants/who-wants-to-live-forever")
    assert where(game, "giant-ants/worker") == "discard:Alice"


def test_under_pressure_transfers_counters_before_a_base_scores():
    pos = board(
        opal=[ant("soldier", 3), card("zombies/walker", "Bob", counters=16)],
        tortuga=[ant("worker", 0)],
        alice={"hand": ["giant-ants/under-pressure"]},
        opal_base=OASIS,
    )
    game = game_for(pos, "Under Pressure", "Worker", "3")  # Soldier: the only source
    score_bases_phase(game)
    assert (counters(game, "giant-ants/worker"), where(game, "giant-ants/worker")) == (3, f"at:{TORTUGA}")
    assert "play.special" in cites(game)


def test_under_pressure_is_only_a_special():
    game = game_for(board(["giant-ants/under-pressure"], opal=[ant("soldier", 2)], tortuga=[ant("worker")]))
    with pytest.raises(IllegalPlay, match="Special"):
        play(game, "Alice", "giant-ants/under-pressure")


def test_under_pressure_is_not_offered_without_counters_on_your_minions():
    pos = board(opal=[ant("worker", 0), card("zombies/walker", "Bob", counters=20)], alice={"hand": ["giant-ants/under-pressure"]}, opal_base=OASIS)
    game = game_for(pos, "pass")  # the Worker's replay after scoring
    score_bases_phase(game)
    assert where(game, "giant-ants/under-pressure") == "hand:Alice"


def test_we_are_the_champions_saves_counters_from_a_scored_base():
    pos = board(
        opal=[ant("soldier", 2), card("zombies/walker", "Bob", counters=20)],
        tortuga=[ant("drone", 0)],
        alice={"hand": ["giant-ants/we-are-the-champions"]},
        opal_base=OASIS,
    )
    game = game_for(pos, "We Are the Champions", "Drone", "2")
    score_bases_phase(game)
    assert counters(game, "giant-ants/drone") == 2
    assert where(game, "giant-ants/soldier") == "discard:Alice"
    assert where(game, "giant-ants/we-are-the-champions") == "discard:Alice"
    assert vps(game) == [0, 2]  # scored before the Special: Bob 1st (2 VP), Alice 2nd (0 VP)
    champions = [i for i, e in enumerate(game.log) if "We Are the Champions" in e.message and e.kind == "play"][0]
    discarded = [i for i, e in enumerate(game.log) if "Soldier" in e.message and "discarded from the scored base" in e.message][0]
    assert champions < discarded


def test_we_will_rock_you_gives_each_of_your_minions_on_one_base_its_counters_as_power():
    pos = board(["giant-ants/we-will-rock-you"], opal=[ant("soldier", 2), ant("worker", 1), ant("drone", 0), card("zombies/walker", "Bob", counters=3)],
                tortuga=[ant("killer-queen", 4)])
    game = game_for(pos, "The Grey Opal")
    play(game, "Alice", "giant-ants/we-will-rock-you")
    assert [power(game, f"giant-ants/{c}") for c in ("soldier", "worker", "drone", "killer-queen")] == [7, 2, 3, 8]
    assert power(game, "zombies/walker") == 5
    end_turn(game)
    assert [power(game, f"giant-ants/{c}") for c in ("soldier", "worker")] == [5, 1]


def test_who_wants_to_live_forever_destroys_your_minion_and_stacks_the_deck():
    pos = board(["giant-ants/who-wants-to-live-forever"], opal=[ant("drone", 0), ant("worker", 2)],
                alice={"deck": ["giant-ants/soldier", "giant-ants/killer-queen", "giant-ants/headlong"]})
    game = game_for(pos, "Drone", "Headlong")
    play(game, "Alice", "giant-ants/who-wants-to-live-forever")
    assert where(game, "giant-ants/drone") == "discard:Alice"
    assert zone_ids(game, deck("Alice")) == ["giant-ants/headlong", "giant-ants/soldier", "giant-ants/killer-queen"]


def test_who_wants_to_live_forever_searches_even_without_a_minion_to_destroy():
    pos = board(["giant-ants/who-wants-to-live-forever"], alice={"deck": ["giant-ants/soldier", "giant-ants/headlong"]})
    game = game_for(pos, "Headlong")
    play(game, "Alice", "giant-ants/who-wants-to-live-forever")
    assert zone_ids(game, deck("Alice")) == ["giant-ants/headlong", "giant-ants/soldier"]
    assert "giant-ants/who-wants-to-live-forever#1" in cites(game)


# --- bases --------------------------------------------------------------------


def test_the_hill_lets_the_player_whose_turn_starts_move_a_minion_there():
    pos = board(opal_base="giant-ants/the-hill", tortuga=[ant("worker", 2), card("zombies/walker", "Bob")], phase="start-turn")
    game = game_for(pos, "Worker")
    start_turn(game)
    assert where(game, "giant-ants/worker") == "at:giant-ants/the-hill"
    game = game_for(pos, "pass")
    start_turn(game)
    assert where(game, "giant-ants/worker") == f"at:{TORTUGA}"
    pos = board(opal_base="giant-ants/the-hill", tortuga=[ant("worker", 2), card("zombies/walker", "Bob")], phase="start-turn", turn="Bob")
    game = game_for(pos)  # Bob's turn: Bob's only minion there, offered with pass
    game.chooser.answers.append("Walker")
    start_turn(game)
    assert where(game, "zombies/walker") == "at:giant-ants/the-hill"
    assert where(game, "giant-ants/worker") == f"at:{TORTUGA}"


def test_egg_chamber_minions_with_counters_cannot_be_destroyed():
    pos = board(opal_base="giant-ants/egg-chamber", opal=[ant("worker", 1), card("zombies/walker", "Bob")],
                bob={"hand": ["ninjas/seeing-stars"]}, alice={"hand": ["pirates/cannon"]})
    game = game_for(pos, "Worker", "Walker", "pass")
    play(game, "Alice", "pirates/cannon")  # Alice's own card cannot either
    assert where(game, "giant-ants/worker") == "at:giant-ants/egg-chamber"
    assert where(game, "zombies/walker") == "discard:Bob"


# --- titan --------------------------------------------------------------------


def test_death_on_six_legs_needs_six_counters_on_your_minions_and_a_discard():
    pos = board(["giant-ants/headlong", "giant-ants/drone"], opal=[ant("soldier", 3), ant("worker", 2)], alice={"titans": [DEATH]})
    game = game_for(pos)
    with pytest.raises(IllegalPlay, match="5 \\+1 power counter"):
        play(game, "Alice", DEATH, base=OPAL)
    one(game, "giant-ants/worker").counters = 3
    game.chooser.answers.append("Drone")
    play(game, "Alice", DEATH, base=OPAL)
    assert where(game, DEATH) == f"at:{OPAL}"
    assert zone_ids(game, discard("Alice")) == ["giant-ants/drone"]
    assert len(game.state.turn.allowances) == 2  # not a regular play, not an extra play
    talent(game, "Alice", DEATH)
    assert [a.kind for a in game.state.turn.allowances].count("action") == 2


def test_death_on_six_legs_is_refused_off_turn_or_without_a_card_to_discard():
    pos = board(opal=[ant("soldier", 6)], alice={"titans": [DEATH]})
    with pytest.raises(IllegalPlay, match="no card to discard"):
        play(game_for(pos), "Alice", DEATH, base=OPAL)
    pos = board(["giant-ants/drone"], opal=[ant("soldier", 6)], alice={"titans": [DEATH]}, turn="Bob")
    with pytest.raises(IllegalPlay, match="on Alice's turn"):
        play(game_for(pos), "Alice", DEATH, base=OPAL)


def test_death_on_six_legs_talent_is_an_extra_action():
    pos = board(["giant-ants/headlong", "giant-ants/gimme-the-prize"], opal=[card(DEATH, "Alice", owner="Alice"), ant("worker", 0)])
    game = game_for(pos, "Worker", "Worker", "Worker")
    play(game, "Alice", "giant-ants/headlong")
    talent(game, "Alice", DEATH)
    play(game, "Alice", "giant-ants/gimme-the-prize")
    assert where(game, "giant-ants/gimme-the-prize") == "discard:Alice"


def test_death_on_six_legs_takes_a_counter_before_any_minion_goes_to_the_discard_pile():
    pos = board(opal=[card(DEATH, "Alice", owner="Alice")], tortuga=[card("zombies/walker", "Bob", counters=2)], bob={"hand": ["ninjas/seeing-stars"]})
    game = game_for(pos, "yes")
    effects.destroy(game, one(game, "zombies/walker"), None)  # another player's minion too
    assert counters(game, DEATH) == 1
    assert where(game, "zombies/walker") == "discard:Bob"
    game = game_for(pos, "no")
    effects.destroy(game, one(game, "zombies/walker"), None)
    assert counters(game, DEATH) == 0
    game = game_for(pos)  # returned to hand: not going to the discard pile, nothing asked
    effects.return_to_hand(game, one(game, "zombies/walker"), None)
    assert counters(game, DEATH) == 0


def test_death_on_six_legs_harvests_from_a_scored_base_before_the_cards_go():
    pos = board(opal=[ant("soldier", 2), card("zombies/walker", "Bob", counters=20)], tortuga=[card(DEATH, "Alice", owner="Alice")], opal_base=OASIS)
    game = game_for(pos, "yes", "yes")  # once for each minion with counters, Bob's too
    score_bases_phase(game)
    assert counters(game, DEATH) == 2
    assert where(game, "giant-ants/soldier") == "discard:Alice"


def test_worker_with_one_counter_gives_it_to_death_on_six_legs_and_may_return():
    pos = board(opal=[ant("worker", 1), card(DEATH, "Alice", owner="Alice")], bob={"hand": ["ninjas/seeing-stars"]}, turn="Bob")
    game = game_for(pos, "yes", "Worker")
    play(game, "Bob", "ninjas/seeing-stars")
    assert counters(game, DEATH) == 1
    assert where(game, "giant-ants/worker") == f"at:{TORTUGA}"
    assert "giant-ants/worker#1" in cites(game)
    game = game_for(pos, "no")
    play(game, "Bob", "ninjas/seeing-stars")
    assert where(game, "giant-ants/worker") == "discard:Alice"
