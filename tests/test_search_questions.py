"""``smashup search`` on the judged questions of tests/search_questions.py: the share answered
first and in the first three, and the mean reciprocal rank, at floors the ranking reaches
(measured on this set; bench/run.py prints the figures)."""

from __future__ import annotations

import pytest

from search_questions import HIT_AT_1, HIT_AT_3, MRR, QUESTIONS, measure, misses
from smashup_rules.reference import data, index, search


@pytest.fixture(scope="module")
def ranked() -> dict[str, list[str]]:
    fresh = index.Index(*index.fresh_index())
    return {q.text: [hit.id for hit in search.search_index(fresh, q.text)] for q in QUESTIONS}


def test_the_set_has_at_least_60_questions_each_with_answers_that_exist_and_a_source():
    known = set(data.cards()) | set(data.clarifications()) | set(data.summary_rulings()) | set(data.rules())
    assert len(QUESTIONS) >= 60
    assert len({q.text for q in QUESTIONS}) == len(QUESTIONS)
    assert all(q.answers and q.answers <= known and q.source for q in QUESTIONS)


def test_hit_at_1_hit_at_3_and_mrr_reach_their_floors(ranked):
    figures = measure(ranked.__getitem__)
    shown = "; ".join(f"{q.text!r} → {top}" for q, top in misses(ranked.__getitem__))
    assert figures["hit@1"] >= HIT_AT_1, shown
    assert figures["hit@3"] >= HIT_AT_3, shown
    assert figures["mrr"] >= MRR, shown


@pytest.mark.parametrize("area", ["core", "systems", "cards"])
def test_each_area_is_answered_in_the_first_three_mostly(ranked, area):
    asked = [q for q in QUESTIONS if q.area == area]
    assert measure(ranked.__getitem__, asked)["hit@3"] >= 0.9
