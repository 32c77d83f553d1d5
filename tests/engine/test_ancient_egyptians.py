"""Ancient Egyptians: burying cards beside bases and uncovering them (engine.burying)."""

from __future__ import annotations

import pytest

from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.power import player_power_at
from smashup_rules.engine.scoring import score_base
from smashup_rules.engine.zones import deck, discard, hand
from smashup_rules.engine.turn import start_turn
from smashup_rules.position import BaseSpec
from tests.engine.builders import base_named, card, cites, game_for, one, play, player, position, power, talent, vps, where, zone_ids

OPAL = "pirates/the-grey-opal"  # 17, 3/1/1
OASIS = "dinosaurs/jungle-oasis"  # 12, 2/0/0
PYRAMIDS = "ancient-egyptians/pyramids"  # 21
PORTAL = "ancient-egyptians/star-portal"  # 17
AE = "ancient-egyptians/"
EGYPT = ["ancient-egyptians", "pirates"]


def spot(card_id: str, *minions, actions=(), buried=()) -> BaseSpec:
    return BaseSpec(card_id, minions=list(minions), actions=list(actions), buried=list(buried))


def board(alice_hand=(), opal=(), oasis=(), *, opal_buried=(), oasis_buried=(), alice=None, bob=None, opal_base=OPAL, phase="play-cards", **options):
    return position(
        [player("Alice", **{"hand": alice_hand, "factions": EGYPT, **(alice or {})}), player("Bob", **(bob or {}))],
        [spot(opal_base, *opal, buried=opal_buried), spot(OASIS, *oasis, buried=oasis_buried)],
        phase=phase,
        base_deck=("pirates/tortuga",),
        **options,
    )


def buried_beside(game, card_id: str) -> str | None:
    """The card id of the base a card is buried beside, or None."""
    zone = one(game, card_id).zone
    return game.state.cards[zone[7:]].card_id if zone.startswith("buried:") else None


def mine(card_id: str, who: str = "Alice", **kw):
    return card(card_id, who, **kw)


# --- the burying mechanic --------------------------------------------------------------------


def test_buried_cards_have_no_power_and_no_presence_and_go_with_the_scored_base():
    pos = board(oasis=[card("pirates/buccaneer", "Alice", counters=10)], oasis_buried=[mine(AE + "pharaoh")])
    game = game_for(pos)
    oasis = base_named(game, OASIS)
    assert player_power_at(game.state, "Alice", oasis).total == 14  # Pharaoh (5) adds nothing
    score_base(game, oasis)
    assert where(game, AE + "pharaoh") == "discard:Alice"
    assert "burying.scoring" in cites(game)


def test_start_of_turn_uncovers_one_buried_card_and_plays_it_as_an_extra_card():
    pos = board(opal_buried=[mine(AE + "priest-of-anubis")], phase="start-turn")
    game = game_for(pos, "Priest of Anubis")
    start_turn(game)
    assert where(game, AE + "priest-of-anubis") == f"at:{OPAL}"
    assert game.state.turn.allowances and {a.kind for a in game.state.turn.allowances} == {"minion", "action"}  # regular plays kept
    game = game_for(pos, "pass")
    start_turn(game)
    assert buried_beside(game, AE + "priest-of-anubis") == OPAL


def test_an_uncovered_card_that_cannot_be_played_is_discarded():
    # Ancient Curse goes on a minion; there is none at The Grey Opal.
    pos = board(opal_buried=[mine(AE + "ancient-curse")], phase="start-turn")
    game = game_for(pos, "Ancient Curse")
    start_turn(game)
    assert where(game, AE + "ancient-curse") == "discard:Alice"


def test_an_uncovered_action_played_on_a_minion_goes_on_one_at_its_base():
    pos = board(opal=[card("zombies/walker", "Bob")], oasis=[card("robots/zapbot", "Bob")], opal_buried=[mine(AE + "ancient-curse")], phase="start-turn")
    game = game_for(pos, "Ancient Curse")
    start_turn(game)
    assert where(game, AE + "ancient-curse") == "on:zombies/walker"
    assert power(game, "zombies/walker") == 0


# --- minions ---------------------------------------------------------------------------------


def test_pharaoh_draws_after_another_card_is_uncovered():
    pos = board(opal=[mine(AE + "pharaoh")], opal_buried=[mine(AE + "you-can-take-it-with-you")],
                alice={"deck": ["pirates/buccaneer", "pirates/first-mate", "pirates/cut-lass", "pirates/dinghy"]}, phase="start-turn")
    game = game_for(pos, "You Can Take It With You")
    start_turn(game)
    assert len(game.state.zone(hand("Alice"))) == 4  # three from the card, one from Pharaoh


def test_pharaoh_uncovers_one_of_your_cards_here_before_the_base_scores():
    pos = board(oasis=[mine(AE + "pharaoh", counters=7)], oasis_buried=[mine(AE + "priest-of-anubis")])
    game = game_for(pos, "Priest of Anubis")
    score_base(game, base_named(game, OASIS))
    assert where(game, AE + "priest-of-anubis") == "discard:Alice"  # uncovered, then scored with the base
    assert vps(game)[0] == 2
    assert any("uncovers Priest of Anubis" in e.message for e in game.log)


def test_priest_of_anubis_has_plus_two_only_with_your_card_buried_here():
    game = game_for(board(opal=[mine(AE + "priest-of-anubis")], opal_buried=[mine(AE + "tomb-trap")]))
    assert power(game, AE + "priest-of-anubis") == 6
    game = game_for(board(opal=[mine(AE + "priest-of-anubis")], oasis_buried=[mine(AE + "tomb-trap")]))
    assert power(game, AE + "priest-of-anubis") == 4
    bob = {"factions": ["ancient-egyptians", "robots"]}
    game = game_for(board(opal=[mine(AE + "priest-of-anubis")], opal_buried=[card(AE + "tomb-trap", "Bob")], bob=bob))
    assert power(game, AE + "priest-of-anubis") == 4


def test_pyramid_engineer_uncovers_a_card_here_and_its_talent_buries_from_hand():
    game = game_for(board([AE + "pyramid-engineer"], opal_buried=[mine(AE + "priest-of-anubis")]), "Priest of Anubis")
    play(game, "Alice", AE + "pyramid-engineer", base=OPAL)
    assert where(game, AE + "priest-of-anubis") == f"at:{OPAL}"
    game = game_for(board([AE + "mummy"], opal=[mine(AE + "pyramid-engineer")]))
    talent(game, "Alice", AE + "pyramid-engineer")
    assert buried_beside(game, AE + "mummy") == OPAL
    game = game_for(board(opal=[mine(AE + "pyramid-engineer")]))
    with pytest.raises(IllegalPlay, match="no card in hand"):
        talent(game, "Alice", AE + "pyramid-engineer")


def test_mummy_is_buried_on_another_base_after_its_base_scores_without_counters():
    game = game_for(board(oasis=[mine(AE + "mummy", counters=10)]), "yes", "The Grey Opal")
    score_base(game, base_named(game, OASIS))
    assert buried_beside(game, AE + "mummy") == OPAL
    assert one(game, AE + "mummy").counters == 0
    game = game_for(board(oasis=[mine(AE + "mummy", counters=10)]), "no")
    score_base(game, base_named(game, OASIS))
    assert where(game, AE + "mummy") == "discard:Alice"


# --- actions ---------------------------------------------------------------------------------


def test_ancient_curse_gives_minus_two_and_may_remove_a_counter():
    game = game_for(board([AE + "ancient-curse"], opal=[card("zombies/walker", "Bob", counters=2)]), "yes")
    play(game, "Alice", AE + "ancient-curse", target="zombies/walker")
    assert one(game, "zombies/walker").counters == 1
    assert power(game, "zombies/walker") == 2 + 1 - 2


def test_blessing_of_anubis_buries_itself_then_blesses_your_minions_here_when_uncovered():
    game = game_for(board([AE + "blessing-of-anubis"]), "The Grey Opal")
    play(game, "Alice", AE + "blessing-of-anubis")
    assert buried_beside(game, AE + "blessing-of-anubis") == OPAL
    assert "burying.how" in cites(game)
    pos = board(opal=[mine("pirates/buccaneer"), card("zombies/walker", "Bob")], oasis=[mine("pirates/first-mate")],
                opal_buried=[mine(AE + "blessing-of-anubis")], phase="start-turn")
    game = game_for(pos, "Blessing of Anubis")
    start_turn(game)
    assert power(game, "pirates/buccaneer") == 6
    assert power(game, "zombies/walker") == 2
    assert power(game, "pirates/first-mate") == 2
    assert where(game, AE + "blessing-of-anubis") == "discard:Alice"


def test_lost_knowledge_buries_from_hand_or_uncovers():
    game = game_for(board([AE + "lost-knowledge", "pirates/buccaneer"], opal_buried=[mine(AE + "tomb-trap")]),
                    "bury a card from your hand", "Jungle Oasis")
    play(game, "Alice", AE + "lost-knowledge")
    assert buried_beside(game, "pirates/buccaneer") == OASIS
    game = game_for(board([AE + "lost-knowledge", "pirates/buccaneer"], opal_buried=[mine(AE + "priest-of-anubis")]),
                    "uncover one of your buried cards")
    play(game, "Alice", AE + "lost-knowledge")
    assert where(game, AE + "priest-of-anubis") == f"at:{OPAL}"


def test_lost_knowledge_and_plague_of_locusts_may_be_played_before_a_base_scores():
    pos = board(oasis=[mine("pirates/buccaneer", counters=9), card("zombies/walker", "Bob", counters=4)],
                bob={"hand": []}, alice={"hand": [AE + "plague-of-locusts"]})
    game = game_for(pos, "Plague of Locusts", "Jungle Oasis", "pass")
    score_base(game, base_named(game, OASIS))
    assert vps(game) == [2, 0]
    assert where(game, AE + "plague-of-locusts") == "discard:Alice"


def test_mummy_strength_gives_four_with_a_buried_card_on_the_base_and_two_otherwise():
    pos = board([AE + "mummy-strength"], opal=[mine("pirates/buccaneer")], oasis=[mine("pirates/first-mate")], opal_buried=[mine(AE + "tomb-trap")])
    game = game_for(pos, "Buccaneer")
    play(game, "Alice", AE + "mummy-strength")
    assert power(game, "pirates/buccaneer") == 8
    game = game_for(pos, "First Mate")
    play(game, "Alice", AE + "mummy-strength")
    assert power(game, "pirates/first-mate") == 4


def test_plague_of_locusts_weakens_other_players_minions_there():
    game = game_for(board([AE + "plague-of-locusts"], opal=[mine("pirates/buccaneer"), card("zombies/walker", "Bob")]), "The Grey Opal")
    play(game, "Alice", AE + "plague-of-locusts")
    assert power(game, "zombies/walker") == 1
    assert power(game, "pirates/buccaneer") == 4


def test_seal_the_tomb_buries_up_to_two_on_one_base_or_uncovers_up_to_two_there():
    hand_cards = [AE + "seal-the-tomb", "pirates/buccaneer", "pirates/first-mate", "pirates/cut-lass"]
    game = game_for(board(hand_cards), "Jungle Oasis", "Buccaneer", "First Mate")
    play(game, "Alice", AE + "seal-the-tomb")
    assert buried_beside(game, "pirates/buccaneer") == OASIS and buried_beside(game, "pirates/first-mate") == OASIS
    assert where(game, "pirates/cut-lass") == "hand:Alice"
    buried = [mine(AE + "priest-of-anubis"), mine(AE + "pharaoh")]
    game = game_for(board([AE + "seal-the-tomb"], opal_buried=buried), "Priest of Anubis", "Pharaoh")
    play(game, "Alice", AE + "seal-the-tomb")
    assert where(game, AE + "priest-of-anubis") == f"at:{OPAL}" and where(game, AE + "pharaoh") == f"at:{OPAL}"


def test_tomb_trap_buries_itself_and_destroys_when_uncovered():
    game = game_for(board([AE + "tomb-trap"], opal=[card("zombies/walker", "Bob")]), "The Grey Opal")
    play(game, "Alice", AE + "tomb-trap")
    assert buried_beside(game, AE + "tomb-trap") == OPAL
    assert where(game, "zombies/walker") == f"at:{OPAL}"
    pos = board(opal=[card("zombies/walker", "Bob")], opal_buried=[mine(AE + "tomb-trap")], phase="start-turn")
    game = game_for(pos, "Tomb Trap", "Walker")
    start_turn(game)
    assert where(game, "zombies/walker") == "discard:Bob"
    assert where(game, AE + "tomb-trap") == "discard:Alice"
    assert "ancient-egyptians/tomb-trap#1" in cites(game)


def test_you_can_take_it_with_you_draws_three_when_uncovered():
    pos = board(oasis_buried=[mine(AE + "you-can-take-it-with-you")], alice={"deck": ["pirates/buccaneer", "pirates/first-mate", "pirates/cut-lass"]}, phase="start-turn")
    game = game_for(pos, "You Can Take It With You")
    start_turn(game)
    assert len(game.state.zone(hand("Alice"))) == 3
    assert zone_ids(game, deck("Alice")) == []


# --- bases -----------------------------------------------------------------------------------


def test_pyramids_lets_the_current_player_bury_a_card_there_once_a_turn():
    game = game_for(board(["pirates/buccaneer", "pirates/first-mate"], opal_base=PYRAMIDS), "Buccaneer")
    talent(game, "Alice", PYRAMIDS)
    assert buried_beside(game, "pirates/buccaneer") == PYRAMIDS
    with pytest.raises(IllegalPlay, match="already been used"):
        talent(game, "Alice", PYRAMIDS)


def test_star_portal_draws_after_a_burial_or_an_action_played_on_it():
    pos = board([AE + "tomb-trap"], opal_base=PORTAL, alice={"deck": ["pirates/buccaneer"]})
    game = game_for(pos, "Star Portal")
    play(game, "Alice", AE + "tomb-trap")
    assert zone_ids(game, hand("Alice")) == ["pirates/buccaneer"]
    game = game_for(board(["zombies/overrun"], opal_base=PORTAL, alice={"factions": ["zombies", "pirates"], "deck": ["pirates/buccaneer"]}))
    play(game, "Alice", "zombies/overrun", base=PORTAL)  # an action played on this base
    assert zone_ids(game, hand("Alice")) == ["pirates/buccaneer"]
    bob = {"factions": ["ancient-egyptians", "robots"]}
    game = game_for(board(["ninjas/poison"], opal=[card("zombies/walker", "Bob")], opal_base=PORTAL, alice={"factions": ["ninjas", "pirates"], "deck": ["ninjas/shinobi"]}, bob=bob))
    play(game, "Alice", "ninjas/poison", target="zombies/walker")  # on a minion, not on the base
    assert zone_ids(game, hand("Alice")) == []


# --- titan -----------------------------------------------------------------------------------


def test_sphinx_enters_by_returning_a_buried_card_to_hand():
    pos = board(oasis_buried=[mine(AE + "tomb-trap")], alice={"titans": [AE + "sphinx"]}, phase="start-turn")
    game = game_for(pos, "pass", "Tomb Trap")
    start_turn(game)
    assert where(game, AE + "sphinx") == f"at:{OASIS}"
    assert where(game, AE + "tomb-trap") == "hand:Alice"


def test_sphinx_rescues_a_buried_card_after_a_base_scores_and_buries_with_its_talent():
    pos = board([AE + "mummy"], opal=[mine(AE + "sphinx")], oasis=[mine("pirates/buccaneer", counters=8)], oasis_buried=[mine(AE + "tomb-trap")])
    game = game_for(pos, "Tomb Trap")
    score_base(game, base_named(game, OASIS))
    assert where(game, AE + "tomb-trap") == "hand:Alice"
    game = game_for(pos, "Mummy")
    talent(game, "Alice", AE + "sphinx")
    assert buried_beside(game, AE + "mummy") == OPAL
    assert where(game, AE + "tomb-trap") == f"buried:{base_named(game, OASIS).iid}"
    assert discard("Alice") not in {c.zone for c in game.state.cards.values() if c.card_id == AE + "tomb-trap"}
