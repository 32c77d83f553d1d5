"""The choice interface: strict scripts, random choices, exploring every branch."""

from __future__ import annotations

import pytest

from smashup_rules.engine.choices import NO_FRAME, Decision, Option, RandomChooser, ScriptedChooser, explore
from smashup_rules.engine.errors import BranchLimitReached, ChoiceError
from smashup_rules.engine.resolve import resolve_position
from smashup_rules.position import PlaySpec
from tests.engine.builders import base, card, game_for, play, player, position, where

OPAL = "pirates/the-grey-opal"


def cut_lass_position(choices=()):
    return position(
        [player("Alice", hand=["pirates/cut-lass"]), player("Bob")],
        [base(OPAL, card("zombies/walker", "Bob"), card("robots/zapbot", "Bob"), card("dinosaurs/king-rex", "Bob"))],
        play=[PlaySpec("play", "Alice", "pirates/cut-lass", base=OPAL)],
        choices=list(choices),
    )


def test_an_unscripted_decision_names_who_decides_what_and_the_legal_options():
    with pytest.raises(ChoiceError) as error:
        resolve_position(cut_lass_position())
    assert str(error.value) == (
        "Unscripted choice: Alice must choose a minion here of power 2 or less to destroy (Cut Lass). "
        "Legal options: Walker (Bob, The Grey Opal); Zapbot (Bob, The Grey Opal); pass."
    )


def test_an_unmatched_answer_lists_the_legal_options():
    with pytest.raises(ChoiceError) as error:
        resolve_position(cut_lass_position(["King Rex"]))
    assert str(error.value) == (
        "Scripted choice 'King Rex' matches no option when Alice must choose a minion here of power 2 or less "
        "to destroy (Cut Lass). Legal options: Walker (Bob, The Grey Opal); Zapbot (Bob, The Grey Opal); pass."
    )


def test_answers_match_names_case_insensitively_and_are_consumed_in_order():
    game = resolve_position(cut_lass_position(["zApBoT"]))
    assert where(game, "robots/zapbot") == "discard:Bob"
    assert game.chooser.remaining == []


def test_same_name_in_different_places_needs_the_long_form():
    decision = Decision(
        "Alice",
        "choose a minion",
        (Option("Walker", 1, "Walker (Bob, The Grey Opal)"), Option("Walker", 2, "Walker (Bob, Tortuga)")),
        "target",
    )
    with pytest.raises(ChoiceError, match="is ambiguous"):
        ScriptedChooser(["walker"])(decision)
    assert ScriptedChooser(["Walker (Bob, Tortuga)"])(decision) == 1


def test_identical_cards_in_one_place_are_interchangeable():
    decision = Decision("Alice", "choose a card", (Option("Cannon", 1, "Cannon (Alice's hand)"), Option("Cannon", 2, "Cannon (Alice's hand)")), "discard")
    assert ScriptedChooser(["Cannon"])(decision) == 0


def test_a_single_option_is_not_asked():
    pos = position([player("Alice", hand=["pirates/shanghai"]), player("Bob")],
                   [base(OPAL, card("zombies/walker", "Bob")), base("pirates/tortuga")])
    game = game_for(pos)
    play(game, "Alice", "pirates/shanghai")  # one target, one destination: no question
    assert where(game, "zombies/walker") == "at:pirates/tortuga"


def test_random_chooser_is_seeded():
    def run(seed):
        return resolve_position(cut_lass_position(), RandomChooser(seed)).state.summary()

    assert run(3) == run(3)
    assert {run(seed) for seed in range(12)} == {run(s) for s in range(12)}  # stable across calls


def test_explore_visits_every_branch_and_groups_equal_end_states():
    exploration = explore(lambda chooser: resolve_position(cut_lass_position(), chooser).state, lambda s: s.summary())
    assert exploration.complete and exploration.runs == 3 and exploration.sequences == 3
    assert len(exploration.outcomes) == 3
    paths = sorted(path for outcome in exploration.outcomes for path in outcome.paths)
    assert paths == [["Walker"], ["Zapbot"], ["pass"]]  # each answer as short as a script may write it
    assert exploration.merging == "none"  # no merging policy given: every sequence is run


def test_explore_groups_branches_that_end_the_same():
    # Two Walkers: destroying either leaves the same position.
    pos = position(
        [player("Alice", hand=["pirates/cut-lass"]), player("Bob")],
        [base(OPAL, card("zombies/walker", "Bob"), card("zombies/walker", "Bob"))],
        play=[PlaySpec("play", "Alice", "pirates/cut-lass", base=OPAL)],
    )
    exploration = explore(lambda chooser: resolve_position(pos, chooser).state, lambda s: s.summary())
    assert exploration.runs == 3
    assert sorted(o.sequences for o in exploration.outcomes) == [1, 2]
    assert [len(o.paths) for o in exploration.outcomes] == [1, 1]  # one example each


def test_explore_says_when_the_bound_is_hit():
    exploration = explore(lambda chooser: resolve_position(cut_lass_position(), chooser).state, lambda s: s.summary(), limit=2)
    assert not exploration.complete
    assert exploration.message == (
        "Stopped after 2 runs with 1 branch unexplored; the 2 outcomes listed are not all the possible ones."
    )
    with pytest.raises(BranchLimitReached):
        explore(lambda chooser: resolve_position(cut_lass_position(), chooser).state, lambda s: s.summary(), limit=2, strict=True)


def test_same_position_choices_and_seed_give_the_same_log():
    pos = position(
        [player("Alice", hand=["pirates/cut-lass"], deck=["pirates/cannon"], discard=["pirates/dinghy", "pirates/shanghai", "pirates/powderkeg"]), player("Bob")],
        [base(OPAL, card("zombies/walker", "Bob"))],
        play=[PlaySpec("play", "Alice", "pirates/cut-lass", base=OPAL), PlaySpec("end-turn", "Alice")],
        choices=["Walker"],
        seed=42,
    )
    first = [e.to_dict() for e in resolve_position(pos).log]
    second = [e.to_dict() for e in resolve_position(pos).log]
    assert first == second


def test_a_scripted_answer_may_name_who_gives_it():
    decision = Decision("Bob", "choose a minion to destroy (Cut Lass)", (Option("Walker", 1), Option("Zapbot", 2)), "target")
    assert ScriptedChooser(["Bob: Zapbot"])(decision) == 1
    with pytest.raises(ChoiceError) as refused:
        ScriptedChooser(["Alice: Zapbot"])(decision)
    assert str(refused.value) == (
        "Scripted choice 'Alice: Zapbot' is for Alice, but Bob must choose a minion to destroy (Cut Lass). "
        "Legal options: Walker; Zapbot."
    )


def test_the_game_rng_draws_as_random_random_does():
    """Seeds written by earlier versions (random.Random) still give the same shuffles and picks."""
    import random

    from smashup_rules.engine.rng import Rng

    for seed in (0, 1, 7, 2**31 - 1, 2**40 + 3):
        ours, theirs = Rng(seed), random.Random(seed)
        for size in (0, 1, 2, 5, 17, 40):
            mine, reference = list(range(size)), list(range(size))
            ours.shuffle(mine)
            theirs.shuffle(reference)
            assert mine == reference
            if size:
                assert ours.below(size) == theirs.randrange(size)


def test_outcomes_differing_only_in_a_lasting_effect_or_a_used_talent_are_not_merged():
    from smashup_rules.engine.state import LastingEffect

    def fresh():
        return resolve_position(cut_lass_position(), ScriptedChooser(["pass"])).state

    plain, boosted, spent = fresh(), fresh(), fresh()
    assert plain.summary() == boosted.summary()
    minion = next(c for c in boosted.cards.values() if c.kind == "minion")
    boosted.lasting.append(LastingEffect(minion.iid, minion.card_id, "Alice", frozenset({minion.iid}), 2, "end-of-turn"))
    spent.turn.used_once.add(f"talent:{minion.iid}")
    assert len({plain.summary(), boosted.summary(), spent.summary()}) == 3


def powderkeg_with_one_minion(choices):
    return position(
        [player("Alice", hand=["pirates/powderkeg"]), player("Bob")],
        [base(OPAL, card("robots/warbot", "Alice"), card("zombies/walker", "Bob"))],
        play=[PlaySpec("play", "Alice", "pirates/powderkeg")],
        choices=list(choices),
    )


def test_an_answer_to_a_decision_with_one_option_is_taken_as_its_answer():
    from smashup_rules.explain.run import explain_position

    explanation = explain_position(powderkeg_with_one_minion(["Warbot"]))
    assert explanation.error is None
    forced = [e.message for e in explanation.state.log if e.kind == "choice"]
    assert forced == ["Alice chooses Warbot (Alice, The Grey Opal) (choose one of your minions to blow up (Powderkeg)): the only option."]
    assert where(explanation.game, "zombies/walker") == "discard:Bob"


def test_a_script_that_leaves_the_only_option_unanswered_still_resolves_as_before():
    from smashup_rules.explain.run import explain_position

    explanation = explain_position(powderkeg_with_one_minion([]))
    assert explanation.error is None
    assert [e for e in explanation.state.log if e.kind == "choice"] == []


class _Picks:
    """A resolution that is not a game: pick a letter, then pick again among letters that depend
    on the first, with a frame between the two picks. ``state`` is what the first pick left."""

    def __init__(self):
        self.state = {"first": None}

    def __call__(self, chooser):
        enter = getattr(chooser, "enter_frame", None)
        frame = enter(self.state) if enter else NO_FRAME
        first = chooser(Decision("Alice", "pick a letter", (Option("a", "a"), Option("b", "b")), "target"))
        self.state["first"] = first
        frame.at()
        second = ("c", "d") if first == 0 else ("e", "f")
        return first, chooser(Decision("Alice", "pick again", tuple(Option(x, x) for x in second), "target"))


class _Merging:
    def __init__(self, state_key, chance=False):
        self.state_key = state_key
        self.chance = chance

    def drew_chance(self, state):
        return self.chance


def test_explore_merges_runs_that_reach_the_same_point():
    # Told honestly that the two first picks lead to different states: nothing to merge.
    exploration = explore(lambda chooser: _Picks()(chooser), key=lambda r: r, merging=_Merging(lambda state, relaxed: state["first"]))
    assert exploration.merging == "canonical" and exploration.runs == 4 and len(exploration.outcomes) == 4


def test_explore_finds_a_wrong_merge_and_starts_again_merging_nothing():
    # Told that every state is the same, it merges both first picks; the next decision differs.
    exploration = explore(lambda chooser: _Picks()(chooser), key=lambda r: r, merging=_Merging(lambda state, relaxed: "same"))
    assert exploration.merging == "none"
    assert exploration.complete and len(exploration.outcomes) == 4 and exploration.sequences == 4


def test_explore_merges_only_exact_states_once_chance_is_drawn():
    exploration = explore(lambda chooser: _Picks()(chooser), key=lambda r: r, merging=_Merging(lambda state, relaxed: state["first"], chance=True))
    assert exploration.merging == "exact" and len(exploration.outcomes) == 4


def _detour(chooser):
    """a and (b, then x) leave the state "A"; (b, then y) and c leave "B"; then one more pick."""
    state = {}
    enter = getattr(chooser, "enter_frame", None)
    frame = enter(state) if enter else NO_FRAME
    first = "abc"[chooser(Decision("Alice", "pick", tuple(Option(x, x) for x in "abc"), "target"))]
    if first == "b":
        first += "xy"[chooser(Decision("Alice", "pick on", (Option("x", "x"), Option("y", "y")), "target"))]
    state["left"] = "A" if first in ("a", "bx") else "B"
    frame.at()
    last = chooser(Decision("Alice", "pick last", (Option("p", "p"), Option("q", "q")), "target"))
    return state["left"], last


def test_explore_counts_the_sequences_through_a_merged_point():
    merged = explore(_detour, key=lambda r: r, merging=_Merging(lambda state, relaxed: state["left"]))
    every = explore(_detour, key=lambda r: r, merging=None)
    assert merged.merging == "canonical" and merged.runs < every.runs == 8
    assert {o.result: o.sequences for o in merged.outcomes} == {o.result: o.sequences for o in every.outcomes}
    assert sorted(o.sequences for o in merged.outcomes) == [2, 2, 2, 2] and merged.sequences == 8


class _Knot:
    """An object in a reference cycle: only the cycle collector frees it."""

    def __init__(self):
        self.me = self


def test_explore_frees_the_cycles_its_runs_leave_and_restores_the_collector():
    # The collector is off while the search runs (its tables only grow); when a run tells it
    # no state to watch, the search collects every COLLECTIONS_EVERY runs itself, so what runs
    # leave in cycles does not pile up: 200 runs, each leaving a knot.
    import gc
    import weakref

    alive = weakref.WeakSet()

    def run(chooser):
        knot = _Knot()
        alive.add(knot)
        return chooser(Decision("Alice", "pick a number", tuple(Option(str(n), n) for n in range(200)), "target"))

    assert gc.isenabled()
    exploration = explore(run, key=lambda r: r, limit=1_000)
    assert exploration.complete and exploration.runs == 200
    assert gc.isenabled()
    assert len(alive) < 64
    gc.disable()
    try:
        explore(run, key=lambda r: r, limit=10)
        assert not gc.isenabled()  # left as it was found
    finally:
        gc.enable()


class _Table:
    """A game's state as far as the search sees it: what a run hands ``enter_frame``."""


def _runs_leaving(knotted: bool, alive):
    def run(chooser):
        state = _Table()
        if knotted:
            state.me = state  # the state in a cycle: only the cycle collector frees it
        alive.add(state)
        chooser.enter_frame(state)
        return chooser(Decision("Alice", "pick a number", tuple(Option(str(n), n) for n in range(100)), "target"))

    return run


def test_explore_collects_after_a_run_whose_state_outlives_it():
    import gc
    import weakref

    alive = weakref.WeakSet()
    exploration = explore(_runs_leaving(True, alive), key=lambda r: r, limit=1_000)
    assert exploration.complete and exploration.runs == 100
    assert len(alive) == 0  # each run's knot collected after it
    assert gc.get_freeze_count() == 0  # what the search froze is handed back


def test_explore_walks_nothing_again_while_runs_leave_no_cycles():
    # A run whose state is freed when it ends left nothing for the collector: no collection
    # walks the search's tables, which is what made a long search slow.
    import gc
    import weakref

    collections = []
    callback = lambda phase, info: collections.append(info) if phase == "start" else None
    gc.callbacks.append(callback)
    try:
        exploration = explore(_runs_leaving(False, weakref.WeakSet()), key=lambda r: r, limit=1_000)
    finally:
        gc.callbacks.remove(callback)
    assert exploration.complete and exploration.runs == 100
    assert collections == []


def test_explore_leaves_what_another_froze_frozen():
    import gc
    import weakref

    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        alive = weakref.WeakSet()
        explore(_runs_leaving(True, alive), key=lambda r: r, limit=1_000)
        assert gc.get_freeze_count() == frozen
        assert len(alive) < 64  # it collects every COLLECTIONS_EVERY runs instead
    finally:
        gc.unfreeze()
