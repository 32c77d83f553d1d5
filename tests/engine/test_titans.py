"""Titan rules as engine concepts (titans.*), with test doubles for plays no core titan uses."""

from __future__ import annotations

import pytest

from smashup_rules.engine.abilities import CardBehaviour
from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.engine.registry import default_registry
from tests.engine.builders import base, card, game_for, messages, play, player, position, where

OPAL = "pirates/the-grey-opal"
TORTUGA = "pirates/tortuga"
FORT = "dinosaurs/fort-titanosaurus"


class InsteadOfRegularMinion(CardBehaviour):
    """Test double: a titan played "instead of your regular minion play"."""

    card_id = FORT

    def titan_play(self, ctx, base):
        ctx.play_titan(ctx.card, base, regular="minion")


def game_with_double(*choices, alice_titans=(FORT,), **options):
    pos = position([player("Alice", hand=["dinosaurs/king-rex"], titans=alice_titans, factions=["dinosaurs", "pirates"]), player("Bob")],
                   [base(OPAL, *options.pop("opal", ())), base(TORTUGA)], **options)
    return game_for(pos, *choices, registry=default_registry().with_behaviours(InsteadOfRegularMinion))


def test_a_titan_played_instead_of_the_regular_minion_play_uses_it_up():
    game = game_with_double()
    play(game, "Alice", FORT, base=OPAL)
    assert where(game, FORT) == f"at:{OPAL}"
    assert [a.kind for a in game.state.turn.allowances] == ["action"]
    assert "instead of their regular minion play" in messages(game)[-1]
    with pytest.raises(IllegalPlay, match="no minion play is left"):
        play(game, "Alice", "dinosaurs/king-rex", base=OPAL)


def test_no_titan_play_instead_of_a_regular_play_already_used():
    game = game_with_double()
    play(game, "Alice", "dinosaurs/king-rex", base=OPAL)
    with pytest.raises(IllegalPlay, match="instead of a regular minion play: none is left"):
        play(game, "Alice", FORT, base=OPAL)
    assert where(game, FORT) == "titans:Alice"


def test_a_player_controlling_a_titan_cannot_play_another_even_one_owned_by_someone_else():
    game = game_with_double(opal=[card("pirates/the-kraken", "Alice", owner="Bob")])
    with pytest.raises(IllegalPlay, match="already control The Kraken in play"):
        play(game, "Alice", FORT, base=TORTUGA)


def test_a_titan_without_a_card_allowing_it_cannot_be_played():
    game = game_with_double(alice_titans=("pirates/the-kraken",))  # The Kraken only comes in after a base scores
    with pytest.raises(IllegalPlay, match="no ability lets it be played"):
        play(game, "Alice", "pirates/the-kraken", base=OPAL)
    assert where(game, "pirates/the-kraken") == "titans:Alice"
