"""The engine's fast paths (issue 16) give the answers of the plain ones they stand in for."""

from __future__ import annotations

import hashlib
import random

import pytest

from smashup_rules.engine.abilities import TriggerEvent
from smashup_rules.engine.choices import ScriptedChooser
from smashup_rules.engine.dispatch import listeners
from smashup_rules.engine.errors import InvariantViolation, UnimplementedCard
from smashup_rules.engine.events import Event, unique_cites
from smashup_rules.engine.power import (
    CardView,
    has_presence,
    player_power_at,
    player_power_total,
    power_breakdown,
    power_of,
    total_power_at,
    total_powers,
)
from smashup_rules.engine.registry import Registry, discover
from smashup_rules.engine.resolve import new_game
from smashup_rules.engine.convert.to_state import state_from_position
from smashup_rules.engine.state import CardInstance, LastingEffect
from smashup_rules.simulate.checks import InvariantBroken, check_refusal
from smashup_rules.simulate.game import SimConfig, GameRun
from smashup_rules.simulate.checks import EXPLANATORY, log_digest
from smashup_rules.simulate.moves import shuffle
from tests.engine.builders import base, card, player, position

OPAL = "pirates/the-grey-opal"


def test_power_of_is_the_breakdown_total_even_below_zero():
    state = state_from_position(position([player("Alice"), player("Bob")], [base(OPAL, card("zombies/walker", "Alice"))]))
    walker = next(c for c in state.cards.values() if c.card_id == "zombies/walker")
    state.lasting.append(LastingEffect("c1", "pirates/cannon", "Bob", frozenset({walker.iid}), -5, "end-of-turn"))
    breakdown = power_breakdown(state, walker)
    assert breakdown.parts[-1].source == "power.minimum-zero"
    assert power_of(state, walker) == breakdown.total == 0


def test_power_totals_agree_with_their_breakdowns_through_simulated_games():
    checked = 0
    for seed in (1, 2, 3):
        run = GameRun(SimConfig(games=1, seed=seed), seed, SimConfig().pool(), strict=False)
        state = run.state
        while state.winner is None and state.turn.number <= 30:
            run.play_turn()
            for minion in state.all_minions():
                assert power_of(state, minion) == power_breakdown(state, minion).total
            for place in state.bases():
                totals = {p.name: player_power_at(state, p.name, place).total for p in state.players}
                assert {name: player_power_total(state, name, place) for name in totals} == totals
                assert total_power_at(state, place) == sum(totals.values())
                for name, total in totals.items():
                    has_minion = any(m.controller == name and m.kind == "minion" for m in state.minions_at(place))
                    assert has_presence(state, name, place) == (has_minion or total >= 1)
                checked += 1
    assert checked > 50


def test_a_cards_kind_follows_the_kind_it_is_played_as():
    fusion = CardInstance("c1", "zombies/walker", "Alice", "Alice", "hand:Alice")
    assert fusion.kind == "minion"
    fusion.played_as = "action"
    assert (fusion.kind, fusion.played_as) == ("action", "action")
    fusion.played_as = None
    assert (fusion.kind, fusion.played_as) == ("minion", None)


def test_cards_are_equal_when_every_recorded_field_is():
    one = CardInstance("c1", "zombies/walker", "Alice", "Alice", "hand:Alice")
    same = CardInstance("c1", "zombies/walker", "Alice", "Alice", "hand:Alice")
    assert one == same and one in [same]
    for field, value in (("iid", "c2"), ("owner", "Bob"), ("controller", "Bob"), ("zone", "deck:Alice"), ("counters", 1), ("stasis_counters", 1)):
        other = CardInstance("c1", "zombies/walker", "Alice", "Alice", "hand:Alice")
        setattr(other, field, value)
        assert one != other, field
    assert one != "c1"
    with pytest.raises(TypeError):
        hash(one)


def test_titans_set_aside_in_a_zone_that_appears_later_are_seen():
    state = state_from_position(position([player("Alice"), player("Bob")], [base(OPAL)]))
    assert state.set_aside_titans() == []
    titan = state.create("dinosaurs/fort-titanosaurus", "titans:Zed", "Zed")
    assert state.set_aside_titans() == [titan]


def test_cards_in_play_among_ids_come_in_creation_order_and_ignore_ids_not_in_the_game():
    minions = ["zombies/walker", "robots/zapbot", "pirates/first-mate", "ninjas/shinobi", "zombies/grave-digger", "robots/microbot-alpha"]
    state = state_from_position(position([player("Alice"), player("Bob")], [base(OPAL, *(card(m, "Alice") for m in minions))]))
    in_play = [next(c for c in state.cards.values() if c.card_id == m) for m in minions]
    assert state.in_play_among(frozenset([*minions, "pirates/cannon"])) == tuple(in_play)
    state.relocate(in_play[0], "discard:Alice")
    assert state.in_play_among(frozenset(minions)) == tuple(in_play[1:])


@pytest.mark.parametrize("break_it, message", [
    (lambda state, c: state.zones["box"].append(c.iid), r"^c1 is in both box and hand:Alice$"),
    (lambda state, c: setattr(c, "zone", "box"), r"^c1 is listed in hand:Alice but records box$"),
    (lambda state, c: state.zones["hand:Alice"].remove(c.iid), r"^cards in no zone: \['c1'\]$"),
    (lambda state, c: state.zones.setdefault("on:c1", []).append("c2"), r"^on:c1 holds cards but its card is not in play$"),
])
def test_each_broken_zone_invariant_is_named(break_it, message):
    state = state_from_position(position([player("Alice", hand=["pirates/cannon"], deck=["pirates/dinghy"]), player("Bob")], [base(OPAL)]))
    break_it(state, state.cards["c1"])
    if "on:c1" in state.zones:  # the card listed there must leave its own zone to be in just one
        state.zones["deck:Alice"].remove("c2")
        state.cards["c2"].zone = "on:c1"
    with pytest.raises(InvariantViolation, match=message):
        state.check_invariants()


def test_a_refused_play_may_leave_the_choices_asked_but_nothing_else_not_even_a_why_not_step():
    check_refusal([Event("choice", "Alice chooses")], None)
    with pytest.raises(InvariantBroken, match="had already changed the game: Walker is destroyed"):
        check_refusal([Event("choice", "Alice chooses"), Event("destroy", "Walker is destroyed")], None)
    with pytest.raises(InvariantBroken, match="had already changed the game: Tsar's Palace does not forbid it"):
        check_refusal([Event("why-not", "Tsar's Palace does not forbid it")], None)


def test_the_simulators_shuffle_draws_as_the_random_modules_does():
    for size in range(40):
        for seed in range(5):
            ours, theirs = list(range(size)), list(range(size))
            ours_rng, their_rng = random.Random(seed), random.Random(seed)
            shuffle(ours_rng, ours)
            their_rng.shuffle(theirs)
            assert ours == theirs
            assert ours_rng.getrandbits(32) == their_rng.getrandbits(32)  # as many draws taken


def test_what_is_kept_about_play_follows_every_move_into_or_out_of_play_and_only_those():
    state = state_from_position(position(
        [player("Alice", hand=["pirates/first-mate"], deck=["pirates/dinghy"]), player("Bob")],
        [base(OPAL, card("zombies/walker", "Alice"))],
    ))
    mate, dinghy, walker, opal = (next(c for c in state.cards.values() if c.card_id == i) for i in ("pirates/first-mate", "pirates/dinghy", "zombies/walker", OPAL))
    minions = frozenset({"pirates/first-mate", "zombies/walker"})
    assert state.in_play_with(minions) == (walker,) and state.all_minions() == [walker]
    kept = state.cards_in_play()
    state.relocate(dinghy, "hand:Alice")  # a draw: nothing in play moved
    assert state.cards_in_play() == kept and state.in_play_with(minions) == (walker,)
    state.relocate(mate, f"at:{opal.iid}")
    assert state.in_play_with(minions) == (walker, mate) and state.all_minions() == [walker, mate]
    assert state.in_play_among(minions) == (walker, mate)  # table order, which a saved moment keeps: Walker was there first
    state.relocate(dinghy, f"on:{mate.iid}")
    assert state.cards_in_play() == [opal, walker, mate, dinghy]
    state.relocate(walker, "discard:Alice")
    assert state.in_play_with(minions) == (mate,) and state.in_play_among(minions) == (mate,)
    assert state.cards_in_play() == [opal, mate, dinghy]
    state.relocate(mate, "titans:Alice")  # not a titan, but any card set aside there is seen at once
    assert state.set_aside_titans() == [mate] and state.cards_in_play() == [opal]
    state.relocate(mate, "hand:Alice")
    assert state.set_aside_titans() == []


def _titan_game(tmp_path):
    """A simulated game whose first player has a titan set aside, checked once (so the checker has
    seen its cards pass) before a test breaks something."""
    pool = SimConfig().pool()
    for seed in range(1, 60):
        run = GameRun(SimConfig(out=tmp_path), seed, pool, strict=False)
        state = run.state
        if state.zone(f"titans:{state.players[0].name}"):
            run.checker.full(state, between_turns=True)
            return run.checker, state
    raise AssertionError("no game with a titan")


@pytest.mark.parametrize("break_it, message", [
    (lambda state, card, titan: setattr(card, "owner", "Nobody"), r"changed owner from {owner} to Nobody"),
    (lambda state, card, titan: setattr(state.bases()[0], "counters", -1), r"has -1 \+1 power counters"),  # in play
    (lambda state, card, titan: state.relocate(card, f"deck:{state.players[1].name}"), r"owned by {owner}, is in {other}'s deck"),
    (lambda state, card, titan: state.relocate(titan, f"hand:{state.players[0].name}"), r"is a titan in hand:{owner}"),
    (lambda state, card, titan: state.relocate(card, f"titans:{state.players[0].name}"), r"is a (minion|action) in titans:{owner}"),
])
def test_the_checker_after_every_turn_still_names_each_card_that_breaks_an_invariant(tmp_path, break_it, message):
    checker, state = _titan_game(tmp_path)
    owner, other = state.players[0].name, state.players[1].name
    card = state.zone(f"deck:{owner}")[0]
    titan = state.zone(f"titans:{owner}")[0]
    break_it(state, card, titan)
    with pytest.raises(InvariantBroken, match=message.format(owner=owner, other=other)):
        checker.full(state, between_turns=True)


def _games_played_turn_by_turn(seeds=(1, 2, 3), turns=30):
    """States of simulated games after each of their first turns."""
    pool = SimConfig().pool()
    for seed in seeds:
        run = GameRun(SimConfig(games=1, seed=seed), seed, pool, strict=False)
        state = run.state
        while state.winner is None and state.turn.number <= turns:
            run.play_turn()
            yield state


def test_the_cards_at_a_base_are_those_of_the_table_whose_base_it_is_in_table_order():
    checked = 0
    for state in _games_played_turn_by_turn():
        for place in state.bases():
            assert state.cards_at(place) == [c for c in state.cards_in_play() if state.base_of(c) is place]
            checked += len(state.cards_at(place))
    assert checked > 500
    state = state_from_position(position([player("Alice"), player("Bob")], [base(OPAL, card("zombies/walker", "Alice"))]))
    opal = next(c for c in state.cards.values() if c.card_id == OPAL)
    state.relocate(opal, "base-discard")  # out of play, with a minion still listed at it
    assert state.cards_at(opal) == []


def test_the_minions_at_a_base_a_view_asks_for_are_those_of_every_minion_there():
    checked = 0
    for state in _games_played_turn_by_turn():
        for place in [*state.bases(), *state.zone("base-discard")]:
            view = CardView(state, place)
            everywhere = view.minions()
            assert view.minions(at=place) == [m for m in everywhere if state.base_of(m) is place]
            for player_name in (p.name for p in state.players):
                assert view.minions(at=place, controller=player_name) == [m for m in everywhere if state.base_of(m) is place and m.controller == player_name]
            checked += len(view.minions(at=place))
    assert checked > 300


def test_the_digest_reads_the_same_text_as_the_plain_formula():
    def plain(log):
        text = "".join(f"{e.kind}\x1f{e.cards}\x1f{e.players}\x1f{sorted(e.data.items())}\n" for e in log if e.kind not in EXPLANATORY)
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    for seed in (1, 2):
        run = GameRun(SimConfig(games=1, seed=seed), seed, SimConfig().pool(), strict=False)
        run.run()
        assert any(e.data for e in run.state.log) and any(not e.data for e in run.state.log)
        assert log_digest(run.state.log) == plain(run.state.log)
    log = [Event("play", "x", ("c1",), ("Alice",), (), {"b": 1, "a": (2,)}), Event("note", "y"), Event("vp", "z", (), ("Alice",))]
    assert log_digest(log) == plain(log)


@pytest.mark.parametrize("cites, expected", [
    ((), ()),
    (("a",), ("a",)),
    (("a", "b", "c"), ("a", "b", "c")),
    (("a", "b", "a"), ("a", "b")),
    (("a", "", "b"), ("a", "b")),
    (("", ""), ()),
])
def test_unique_cites_of_one_tuple_drops_repeats_and_blanks_in_first_seen_order(cites, expected):
    assert unique_cites(cites) == expected
    assert unique_cites(list(cites)) == expected  # the general path gives the same


def test_a_set_aside_titan_is_heard_on_its_own_events_and_one_without_behaviour_is_an_error_on_any():
    titan_id = "killer-plants/killer-kudzu"  # at the start of your turn, set aside: a counter on it
    pos = position([player("Alice", titans=[titan_id]), player("Bob")], [base(OPAL, card("zombies/walker", "Alice"))])
    game = new_game(pos, ScriptedChooser(()))
    kudzu = next(c for c in game.state.cards.values() if c.card_id == titan_id)
    assert [(c, name) for c, _, _, name in listeners(game, TriggerEvent("start-of-turn"))] == [(kudzu, "creep")]
    assert listeners(game, TriggerEvent("end-of-turn")) == []
    registry = Registry({k: v for k, v in discover().items() if k != titan_id})
    broken = new_game(pos, ScriptedChooser(()), registry)
    with pytest.raises(UnimplementedCard, match=titan_id):
        listeners(broken, TriggerEvent("end-of-turn"))  # an event it would not answer either


def test_the_checker_after_every_event_still_catches_each_kind_it_watches(tmp_path):
    run = GameRun(SimConfig(out=tmp_path), 1, SimConfig().pool(), strict=False)
    checker, state = run.checker, run.state
    state.turn.phase = "play-cards"
    alice, minion = state.players[0], state.zone(f"deck:{state.players[0].name}")[0]
    alice.vp += 1  # no VP event says so
    with pytest.raises(InvariantBroken, match="VP changed without a VP event"):
        checker.event(state, Event("draw", "Alice draws a card.", (), (alice.name,)))
    alice.vp -= 1
    with pytest.raises(InvariantBroken, match="neither through scoring nor through a card"):
        checker.event(state, Event("vp", "Alice gains 1 VP.", (), (alice.name,), ("scoring.vp",), {"amount": 1}))
    with pytest.raises(InvariantBroken, match="a base scored in the play-cards phase"):
        checker.event(state, Event("scoring", "The Grey Opal scores."))
    minion.counters = -1
    with pytest.raises(InvariantBroken, match=r"has -1 \+1 power counters"):
        checker.event(state, Event("counters", "A counter is removed.", (minion.iid,)))


def test_the_total_power_at_a_base_adds_every_players_power_and_nothing_of_an_uncontrolled_monster():
    # A minion, a titan's +1 power counters, a non-minion giving power (Aggromotive) and a lasting
    # "you gain power here" for two players; an uncontrolled monster raises the breakpoint instead.
    state = state_from_position(position([player("Alice"), player("Bob")], [
        base(OPAL, card("steampunks/captain-ahab", "Alice"), card("dinosaurs/fort-titanosaurus", "Bob", counters=2),
             card("zombies/walker", "Bob"), card("monsters/web-troll"), actions=[card("steampunks/aggromotive", "Alice")]),
        base("dinosaurs/jungle-oasis", card("zombies/walker", "Alice")),
    ], base_deck=("dinosaurs/tar-pits",)))
    opal, oasis = state.bases()
    state.lasting.append(LastingEffect("c1", "kaiju/tokyo", "Bob", frozenset({opal.iid}), 3, "end-of-turn", stat="player-power"))
    per_player = {p.name: player_power_at(state, p.name, opal).total for p in state.players}
    assert per_player == {"Alice": 2 + 5, "Bob": 2 + 2 + 3}  # Ahab + Aggromotive; counters + Walker + lasting
    assert total_power_at(state, opal) == sum(per_player.values()) == 14
    assert total_powers(state, [opal, oasis]) == [14, 2]


def test_the_ids_in_the_game_are_those_some_card_of_it_has_and_follow_a_card_created_later():
    state = state_from_position(position([player("Alice", hand=["zombies/walker"]), player("Bob")], [base(OPAL)]))
    asked = frozenset({"zombies/walker", "robots/zapbot", OPAL})
    assert state.in_game(asked) == {"zombies/walker", OPAL}
    state.create("robots/zapbot", "deck:Bob", "Bob")
    assert state.in_game(asked) == asked


def test_cards_in_play_come_in_table_order_whatever_their_refs():
    """Simultaneous abilities are offered in the order the board shows (``in_play_among``), not
    by instance id: read back from a saved moment, whose ids are new, the order is the same."""
    from smashup_rules.position import load_valid_position

    text = """turn: Alice
players:
  - {name: Alice, factions: [Star Roamers, Robots]}
  - {name: Bob, factions: [Ninjas, Zombies]}
bases:
  - name: The Grey Opal
    cards: [{card: Ensign, ref: eb}, {card: Ensign, ref: ea}, {card: Ensign, ref: c7}]
"""
    state = new_game(load_valid_position(text, source="refs")).state
    ensigns = state.in_play_among(frozenset({"star-roamers/ensign"}))
    assert [card.iid for card in ensigns] == ["eb", "ea", "c7"]
