"""Kung Fu Fighters: +1 power counters placed, transferred and spent, Talents used an extra time."""

from __future__ import annotations

import pytest

from smashup_rules.engine import effects
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.zones import discard, hand
from smashup_rules.engine.turn import end_turn
from tests.engine.builders import base, card, cites, game_for, messages, one, play, player, position, power, talent, vps, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17
TORTUGA = "pirates/tortuga"  # 21
OASIS = "dinosaurs/jungle-oasis"  # 12, 2/0/0
KFF = ["kung-fu-fighters", "ninjas"]

DRAGON = "kung-fu-fighters/dragon-warrior"  # 5
LADY = "kung-fu-fighters/lady-whirlwind"  # 4
MASTER = "kung-fu-fighters/drunken-master"  # 3
CRICKET = "kung-fu-fighters/cricket"  # 2
FRIGHTENING = "kung-fu-fighters/a-little-bit-frightening"
ART = "kung-fu-fighters/ancient-chinese-art"
KNEW = "kung-fu-fighters/everybody-knew-their-part"
FIGHTING = "kung-fu-fighters/everybody-was-kung-fu-fighting"
TIMING = "kung-fu-fighters/expert-timing"
LIGHTNING = "kung-fu-fighters/fast-as-lightning"
GET_IT_ON = "kung-fu-fighters/lets-get-it-on"
OH_HOH = "kung-fu-fighters/oh-hoh-hoh-hoah"
DOJO = "kung-fu-fighters/ancient-dojo"  # 25
SITE = "kung-fu-fighters/tournament-site"  # 19, 2/0/0
SIFU = "kung-fu-fighters/sifu"

WALKER = "zombies/walker"  # 2
ZAPBOT = "robots/zapbot"  # 2
WARBOT = "robots/warbot"  # 4, cannot be destroyed


def board(alice_hand=(), opal=(), tortuga=(), *, alice=None, bob=None, carol=None, first=OPAL, second=TORTUGA, opal_actions=(), **options):
    players = [player("Alice", **{"hand": alice_hand, "factions": KFF, **(alice or {})}), player("Bob", **(bob or {}))]
    if carol is not None:
        players.append(player("Carol", **carol))
    return position(players, [base(first, *opal, actions=opal_actions), base(second, *tortuga)], **options)


def counters(game, card_id):
    return one(game, card_id).counters


# --- minions ----------------------------------------------------------------------


def test_dragon_warrior_cannot_be_destroyed():
    game = game_for(board(opal=[card(DRAGON, "Alice")]))
    assert effects.destroy(game, one(game, DRAGON), None) is False
    assert where(game, DRAGON) == f"at:{OPAL}"


def test_dragon_warrior_talent_transfers_any_number_of_counters_between_any_two_minions():
    pos = board(opal=[card(DRAGON, "Alice"), card(WALKER, "Bob", counters=3)], tortuga=[card(MASTER, "Alice")])
    game = game_for(pos, "Drunken Master", "2")
    talent(game, "Alice", DRAGON)
    assert (counters(game, WALKER), counters(game, MASTER)) == (1, 2)
    assert power(game, MASTER) == 5
    assert "terms.transfer" in cites(game)


def test_dragon_warrior_talent_is_refused_when_no_minion_has_a_counter():
    game = game_for(board(opal=[card(DRAGON, "Alice"), card(WALKER, "Bob")]))
    with pytest.raises(IllegalPlay, match="does nothing"):
        talent(game, "Alice", DRAGON)
    assert f"talent:{one(game, DRAGON).iid}" not in game.state.turn.used_once


def test_lady_whirlwind_destroys_a_weaker_minion_here_to_gain_a_counter():
    game = game_for(board(opal=[card(LADY, "Alice"), card(WALKER, "Bob"), card(WARBOT, "Bob")]), "Walker")
    talent(game, "Alice", LADY)  # Warbot (4) is not weaker than Lady Whirlwind (4)
    assert where(game, WALKER) == "discard:Bob"
    assert counters(game, LADY) == 1
    assert power(game, LADY) == 5


def test_lady_whirlwind_talent_does_nothing_with_a_counter_on_her_or_no_weaker_minion_here():
    game = game_for(board(opal=[card(LADY, "Alice", counters=1), card(WALKER, "Bob")]))
    with pytest.raises(IllegalPlay, match="has a \\+1 power counter"):
        talent(game, "Alice", LADY)
    game = game_for(board(opal=[card(LADY, "Alice"), card(WARBOT, "Bob")], tortuga=[card(WALKER, "Bob")]))
    with pytest.raises(IllegalPlay, match="less power"):
        talent(game, "Alice", LADY)


def test_lady_whirlwind_gains_no_counter_when_the_minion_is_not_destroyed():
    pos = board(opal=[card(LADY, "Alice"), card(WALKER, "Bob")], tortuga=[card("bear-cavalry/general-ivan", "Bob")],
                bob={"factions": ["bear-cavalry", "zombies"]})
    game = game_for(pos)
    talent(game, "Alice", LADY)
    assert where(game, WALKER) == f"at:{OPAL}"
    assert counters(game, LADY) == 0
    assert "terms.to" in cites(game)


def test_drunken_master_places_a_counter_on_itself_only_without_one():
    game = game_for(board(opal=[card(MASTER, "Alice")]))
    talent(game, "Alice", MASTER)
    assert counters(game, MASTER) == 1
    game = game_for(board(opal=[card(MASTER, "Alice", counters=2)]))
    with pytest.raises(IllegalPlay, match="does nothing"):
        talent(game, "Alice", MASTER)
    assert counters(game, MASTER) == 2


def test_cricket_may_transfer_one_counter_from_one_minion_to_another():
    pos = board([CRICKET], opal=[card(WALKER, "Bob", counters=2)])
    game = game_for(pos, "Walker")  # the only other minion, Cricket itself, receives it
    play(game, "Alice", CRICKET, base=OPAL)
    assert (counters(game, WALKER), counters(game, CRICKET)) == (1, 1)
    game = game_for(pos, "pass")
    play(game, "Alice", CRICKET, base=OPAL)
    assert (counters(game, WALKER), counters(game, CRICKET)) == (2, 0)


# --- actions ----------------------------------------------------------------------


def test_a_little_bit_frightening_destroys_a_weaker_minion_to_place_two_counters_there():
    pos = board([FRIGHTENING], opal=[card(MASTER, "Alice"), card(CRICKET, "Alice"), card(WALKER, "Bob")], tortuga=[card(ZAPBOT, "Bob")])
    game = game_for(pos, "Drunken Master", "Walker", "Cricket", "Drunken Master")
    play(game, "Alice", FRIGHTENING)
    assert where(game, WALKER) == "discard:Bob"
    assert (counters(game, MASTER), counters(game, CRICKET)) == (1, 1)


def test_a_little_bit_frightening_places_nothing_without_a_weaker_minion():
    pos = board([FRIGHTENING], opal=[card(MASTER, "Alice"), card(CRICKET, "Alice"), card(WALKER, "Bob")])
    game = game_for(pos, "Cricket")  # power 2: Walker (2) is not weaker
    play(game, "Alice", FRIGHTENING)
    assert where(game, WALKER) == f"at:{OPAL}"
    assert (counters(game, MASTER), counters(game, CRICKET)) == (0, 0)


def test_ancient_chinese_art_talent_places_a_counter_or_transfers_counters_here():
    pos = board([ART], opal=[card(CRICKET, "Alice", counters=2), card(WALKER, "Bob")], tortuga=[card(MASTER, "Alice")])
    game = game_for(pos, "transfer +1 power counters from one minion here to another", "2")
    play(game, "Alice", ART, base=OPAL)
    talent(game, "Alice", ART)
    assert (counters(game, CRICKET), counters(game, WALKER)) == (0, 2)
    game = game_for(pos, "place a +1 power counter on a minion here", "Walker")
    play(game, "Alice", ART, base=OPAL)
    talent(game, "Alice", ART)
    assert (counters(game, CRICKET), counters(game, WALKER), counters(game, MASTER)) == (2, 1, 0)
    assert where(game, ART) == f"on:{OPAL}"


def test_everybody_knew_their_part_gives_an_extra_weaker_minion_on_the_same_base():
    pos = board([KNEW, MASTER, DRAGON], opal=[card(LADY, "Alice")], tortuga=[card(CRICKET, "Alice")], minion_plays_used=1)
    game = game_for(pos, "Lady Whirlwind")
    play(game, "Alice", KNEW)
    with pytest.raises(IllegalPlay, match="power 3 or less"):
        play(game, "Alice", DRAGON, base=OPAL)
    with pytest.raises(IllegalPlay, match="must be played at The Grey Opal"):
        play(game, "Alice", MASTER, base=TORTUGA)
    play(game, "Alice", MASTER, base=OPAL)
    assert where(game, MASTER) == f"at:{OPAL}"


def test_everybody_was_kung_fu_fighting_each_player_there_destroys_another_players_minion():
    pos = board([FIGHTING], opal=[card(CRICKET, "Alice"), card(WALKER, "Bob"), card("dinosaurs/war-raptor", "Carol")],
                tortuga=[card(ZAPBOT, "Bob")], carol={})
    game = game_for(pos, "The Grey Opal", "Walker", "Bob: Cricket")
    play(game, "Alice", FIGHTING)
    assert where(game, WALKER) == "discard:Bob"
    assert where(game, CRICKET) == "discard:Alice"
    assert where(game, "dinosaurs/war-raptor") == f"at:{OPAL}"  # Carol has nobody left to destroy
    assert where(game, ZAPBOT) == f"at:{TORTUGA}"
    assert FIGHTING + "#1" in cites(game)


def test_expert_timing_transfers_counters_away_so_the_talent_works_again():
    pos = board([TIMING], opal=[card(MASTER, "Alice"), card(WALKER, "Bob")])
    game = game_for(pos, "transfer +1 power counters, then use its Talent an extra time")
    talent(game, "Alice", MASTER)  # its one use this turn
    play(game, "Alice", TIMING)
    assert (counters(game, MASTER), counters(game, WALKER)) == (1, 1)
    assert any("an extra time" in m for m in messages(game))
    with pytest.raises(IllegalPlay, match="already been used"):
        talent(game, "Alice", MASTER)


def test_expert_timing_extra_talent_does_not_spend_the_ordinary_use():
    game = game_for(board([TIMING], opal=[card(MASTER, "Alice")]))
    play(game, "Alice", TIMING)  # no counters to move: only the Talent is offered
    assert counters(game, MASTER) == 1
    with pytest.raises(IllegalPlay, match="does nothing"):  # refused for its counter, not as used up
        talent(game, "Alice", MASTER)


def test_expert_timing_is_played_before_a_base_scores_and_uses_a_talent_outside_the_play_cards_phase():
    pos = board([TIMING], opal=[card(DRAGON, "Alice", counters=7), card(WALKER, "Bob")], first=OASIS, second=TORTUGA,
                base_deck=(OPAL,))
    game = game_for(pos, "Expert Timing", "use its Talent an extra time", "3")
    score_bases_phase(game)
    assert where(game, TIMING) == "discard:Alice"
    assert vps(game) == [2, 0]  # Dragon Warrior 9 against Walker 5
    assert "play.special" in cites(game)
    assert any("Dragon Warrior (Alice, Jungle Oasis) an extra time" in m for m in messages(game))


def test_fast_as_lightning_gives_2_power_and_sends_a_destroyed_minion_to_its_owners_hand():
    game = game_for(board([LIGHTNING], opal=[card(WALKER, "Bob")]))
    play(game, "Alice", LIGHTNING)
    assert power(game, WALKER) == 4
    effects.destroy(game, one(game, WALKER), None)
    assert where(game, WALKER) == "hand:Bob"
    assert "resolution.instead" in cites(game)


def test_fast_as_lightning_ends_with_the_turn():
    game = game_for(board([LIGHTNING], opal=[card(CRICKET, "Alice")]))
    play(game, "Alice", LIGHTNING)
    end_turn(game)
    assert power(game, CRICKET) == 2
    effects.destroy(game, one(game, CRICKET), None)
    assert where(game, CRICKET) == "discard:Alice"


def test_fast_as_lightning_returns_a_minion_discarded_from_a_scored_base():
    pos = board([LIGHTNING], opal=[card(DRAGON, "Alice", counters=6), card(WALKER, "Bob")], first=OASIS, base_deck=(OPAL,))
    game = game_for(pos, "Walker")
    play(game, "Alice", LIGHTNING)
    score_bases_phase(game)
    assert where(game, WALKER) == "hand:Bob"
    assert where(game, DRAGON) == "discard:Alice"


def test_lets_get_it_on_destroys_minions_with_total_power_up_to_your_minions():
    pos = board([GET_IT_ON], opal=[card(DRAGON, "Alice"), card(WALKER, "Bob"), card(ZAPBOT, "Bob"), card(WARBOT, "Bob")])
    game = game_for(pos, "Walker", "Zapbot")  # 2 + 2 = 4; Warbot (4) would make 8
    play(game, "Alice", GET_IT_ON)
    assert zone_ids(game, discard("Bob")) == [WALKER, ZAPBOT]
    assert where(game, WARBOT) == f"at:{OPAL}"
    game = game_for(pos, "Warbot")  # one is enough; Warbot cannot be destroyed
    play(game, "Alice", GET_IT_ON)
    assert zone_ids(game, discard("Bob")) == []


def test_oh_hoh_hoh_hoah_places_a_counter_after_another_player_plays_a_minion_here():
    pos = board(opal_actions=[card(OH_HOH, "Alice")], tortuga=[card(CRICKET, "Alice")], bob={"hand": [WARBOT, WALKER]}, turn="Bob")
    game = game_for(pos)
    play(game, "Bob", WARBOT, base=OPAL)
    assert counters(game, CRICKET) == 1
    pos = board([MASTER], opal_actions=[card(OH_HOH, "Alice")], tortuga=[card(CRICKET, "Alice")])
    game = game_for(pos)
    play(game, "Alice", MASTER, base=OPAL)  # her own minion: nothing
    assert counters(game, CRICKET) == 0


# --- bases ------------------------------------------------------------------------


def test_ancient_dojo_trains_your_weaker_minions_here():
    pos = board([DRAGON], opal=[card(CRICKET, "Alice"), card(LADY, "Alice"), card(WALKER, "Bob")], tortuga=[card(MASTER, "Alice")], first=DOJO)
    game = game_for(pos)
    play(game, "Alice", DRAGON, base=DOJO)
    assert (counters(game, CRICKET), counters(game, LADY), counters(game, WALKER), counters(game, MASTER), counters(game, DRAGON)) == (1, 1, 0, 0, 0)


def test_tournament_site_winner_gains_1_vp_per_player_with_no_power_there():
    pos = board(opal=[card(DRAGON, "Alice", counters=15), card(WALKER, "Bob")], first=SITE, carol={}, base_deck=(OPAL,))
    game = game_for(pos)
    score_bases_phase(game)
    assert vps(game) == [3, 0, 0]  # 2 for first place, 1 for Carol


# --- titan ------------------------------------------------------------------------


def test_sifu_is_played_with_two_or_more_counters_transferred_from_your_minions():
    pos = board(opal=[card(CRICKET, "Alice", counters=2), card(MASTER, "Alice", counters=1)], alice={"titans": [SIFU]})
    game = game_for(pos, "Cricket", "2", "pass")
    play(game, "Alice", SIFU, base=OPAL)
    assert where(game, SIFU) == f"at:{OPAL}"
    assert (counters(game, SIFU), counters(game, CRICKET), counters(game, MASTER)) == (2, 0, 1)
    assert [a.kind for a in game.state.turn.allowances] == ["minion", "action"]  # not a regular play


def test_sifu_needs_two_counters_on_your_minions_and_your_turn():
    game = game_for(board(opal=[card(CRICKET, "Alice", counters=1), card(WALKER, "Bob", counters=3)], alice={"titans": [SIFU]}))
    with pytest.raises(IllegalPlay, match="needs two or more"):
        play(game, "Alice", SIFU, base=OPAL)
    assert where(game, SIFU) == "titans:Alice"


def test_sifu_lets_you_add_a_counter_when_you_transfer_counters_to_a_minion():
    pos = board([CRICKET], opal=[card(SIFU, "Alice")], tortuga=[card(WALKER, "Bob", counters=1)])
    game = game_for(pos, "Walker", "yes")
    play(game, "Alice", CRICKET, base=TORTUGA)
    assert (counters(game, CRICKET), counters(game, WALKER)) == (2, 0)
    assert "terms.when" in cites(game)


def test_sifu_talent_places_a_counter_on_a_minion_without_one_or_transfers_one():
    pos = board(opal=[card(SIFU, "Alice"), card(CRICKET, "Alice", counters=1)], tortuga=[card(WALKER, "Bob")])
    game = game_for(pos, "place a +1 power counter on a minion that doesn't have one")
    talent(game, "Alice", SIFU)
    assert (counters(game, CRICKET), counters(game, WALKER)) == (1, 1)
    game = game_for(pos, "transfer a +1 power counter from one of your minions", "no")
    talent(game, "Alice", SIFU)
    assert (counters(game, CRICKET), counters(game, WALKER)) == (0, 1)


def test_counters_leave_with_the_minion_even_when_it_returns_to_hand():
    game = game_for(board([LIGHTNING], opal=[card(CRICKET, "Alice", counters=2)]))
    play(game, "Alice", LIGHTNING)
    effects.destroy(game, one(game, CRICKET), None)
    assert zone_ids(game, hand("Alice")) == [CRICKET]
    assert counters(game, CRICKET) == 0


def test_fast_as_lightning_does_not_follow_the_minion_once_it_is_back_in_hand():
    game = game_for(board([LIGHTNING], opal=[card(CRICKET, "Alice")]))
    play(game, "Alice", LIGHTNING)
    effects.destroy(game, one(game, CRICKET), None)
    play(game, "Alice", CRICKET, base=OPAL)  # a new card in play
    effects.destroy(game, one(game, CRICKET), None)
    assert where(game, CRICKET) == "discard:Alice"
