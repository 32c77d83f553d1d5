""""Why not" steps from the conditions cards give reasons for (``abilities.unmet``, ``not_when``)
and from the engine's own checks of what a reader expects to apply (issue 14)."""

from __future__ import annotations

from smashup_rules.cards.aliens import Invader
from smashup_rules.engine.abilities import THIS, Unmet, unmet
from smashup_rules.explain.run import explain_position, steps
from smashup_rules.position import load_valid_position

PLAYERS = """
players:
  - name: Alice
    factions: [{alice}]
    hand: [{alice_hand}]
  - name: Bob
    factions: [{bob}]
    hand: [{bob_hand}]
"""


def explained(turn: str, alice: str, bob: str, bases: str, play: str, *, alice_hand: str = "", bob_hand: str = ""):
    text = f"turn: {turn}\n" + PLAYERS.format(alice=alice, bob=bob, alice_hand=alice_hand, bob_hand=bob_hand) + bases + f"play: {play}\n"
    return explain_position(load_valid_position(text))


def zone_of(explanation, name: str) -> str:
    (card,) = [card for card in explanation.state.cards.values() if card.name == name]
    return card.zone


def why_not(explanation) -> list[dict]:
    return [step for step in steps(explanation) if step["kind"] == "why-not"]


def test_a_protection_that_does_not_cover_the_effect_says_so_with_its_ruling():
    explanation = explained(
        "Bob", "Killer Plants, Pirates", "Dinosaurs, Aliens",
        "bases:\n  - name: Jungle Oasis\n    cards: [Sprout]\n    actions: [{card: Deep Roots, owner: Alice}]\n  - Tortuga\nchoices: [Sprout]\n",
        "Bob plays Laseratops at Jungle Oasis", bob_hand="Laseratops",
    )
    (step,) = why_not(explanation)
    assert step["message"].startswith("Deep Roots does not protect Sprout")
    assert "from being destroyed by Laseratops: it stops only moving and returning to hand." in step["message"]
    assert "killer-plants/deep-roots#1" in step["cites"]
    assert zone_of(explanation, "Sprout") == "discard:Alice"


def test_a_copier_at_the_base_of_a_minion_an_action_is_played_on_copies_nothing_and_says_why():
    explanation = explained(
        "Bob", "Disco Dancers, Kung Fu Fighters", "Ninjas, Robots",
        "bases:\n  - name: Jungle Oasis\n    cards: [Disco Lou, Diva]\n  - Tortuga\n",
        "Bob plays Assassination on Disco Lou", bob_hand="Assassination",
    )
    (step,) = why_not(explanation)
    assert step["message"] == (
        "Diva does not copy the effect of Assassination on Disco Lou: an action played on a minion is not a standard action, "
        "and only a standard action's effects are copied."
    )
    assert {"disco-dancers/diva#1", "play.standard-action"} <= set(step["cites"])


def test_a_base_restriction_that_allows_the_play_says_why_after_the_play_step():
    explanation = explained(
        "Alice", "Killer Plants, Pirates", "Zombies, Robots",
        "bases:\n  - name: Tsar's Palace\n    cards: [Buccaneer]\n  - Tortuga\n",
        "Alice plays Sprout at Tsar's Palace", alice_hand="Sprout",
    )
    kinds = [step["kind"] for step in steps(explanation)]
    assert kinds[:2] == ["play", "why-not"]
    step = why_not(explanation)[0]
    assert step["message"] == "Tsar's Palace does not forbid Alice to play Sprout at Tsar's Palace: Alice has more power here (4) than each other player."
    assert "bear-cavalry/tsars-palace#1" in step["cites"]


def test_a_play_refused_later_leaves_no_why_not_step_behind():
    # Tsar's Palace lets the power-4 Buccaneer be played, but Alice has no minion play left.
    explanation = explained(
        "Alice", "Pirates, Ninjas", "Zombies, Robots",
        "bases: [Tsar's Palace, Tortuga]\n",
        "[Alice plays Buccaneer at Tsar's Palace, Alice plays Buccaneer at Tsar's Palace]", alice_hand="Buccaneer, Buccaneer",
    )
    found = steps(explanation)
    assert found[-1]["kind"] == "refused"
    # Only the first play's why-not step: the refused second play left none.
    assert [step["message"] for step in why_not(explanation)] == [
        "Tsar's Palace does not forbid Alice to play Buccaneer at Tsar's Palace: it forbids only minions of power 2 or less, and Buccaneer has power 4."
    ]


def test_an_ability_whose_trigger_matched_but_whose_condition_gives_a_reason_is_a_step():
    explanation = explained(
        "Alice", "Bear Cavalry, Pirates", "Zombies, Robots",
        "phase: start-turn\nbases:\n  - name: Jungle Oasis\n    actions: [{card: Bear Necessities, owner: Alice}]\n  - Tortuga\n",
        "score bases",
    )
    messages = [step["message"] for step in why_not(explanation)]
    assert "Bear Necessities (Alice, Jungle Oasis) does not destroy itself at the start of the turn: its Talent was not used, and only the Talent makes it destroy itself." in messages
    assert zone_of(explanation, "Bear Necessities").startswith("on:")


def test_not_when_declares_a_step_for_an_event_the_card_has_no_ability_about_and_never_runs():
    trigger = dict((name, trigger) for trigger, name in Invader.triggers)["leaving"]
    assert (trigger.event, trigger.where) == ("left-play", THIS)
    verdict = trigger.condition(None, None)
    assert type(verdict) is Unmet and not verdict
    assert not callable(getattr(Invader, "leaving"))


def test_a_servitor_destroyed_by_another_card_says_it_places_no_action_but_not_when_its_talent_destroys_it():
    explanation = explained(
        "Bob", "Minions of Cthulhu, Pirates", "Ninjas, Robots",
        "bases:\n  - name: Jungle Oasis\n    cards: [Servitor of Cthulhu]\n  - Tortuga\n",
        "[Bob plays Assassination on Servitor of Cthulhu, end turn]", bob_hand="Assassination",
    )
    assert any(step["message"].startswith("Servitor of Cthulhu") and "places no action after Servitor of Cthulhu is destroyed" in step["message"]
               for step in why_not(explanation))
    own = explained(
        "Alice", "Minions of Cthulhu, Pirates", "Ninjas, Robots",
        "bases:\n  - name: Jungle Oasis\n    cards: [Servitor of Cthulhu]\n  - Tortuga\n",
        "Alice uses Servitor of Cthulhu",
    )
    assert not [step for step in why_not(own) if "places no action" in step["message"]]


def test_a_card_with_no_ability_cites_its_clarification_where_it_is_played():
    explanation = explained("Alice", "Dinosaurs, Pirates", "Zombies, Robots", "bases: [Tortuga, Ninja Dojo]\n",
                            "Alice plays King Rex at Tortuga", alice_hand="King Rex")
    play = steps(explanation)[0]
    assert play["kind"] == "play" and "dinosaurs/king-rex#1" in play["cites"]


def test_a_protected_card_in_hand_says_its_protection_works_only_in_play():
    explanation = explained(
        "Bob", "Ghosts, Robots", "Aliens, Bear Cavalry", "bases: [Tortuga, Ninja Dojo]\nchoices: [Alice, Haunting]\n",
        "Bob plays Probe", alice_hand="Haunting, Zapbot", bob_hand="Probe",
    )
    (step,) = why_not(explanation)
    assert step["message"] == "Haunting's protection does not apply in Alice's hand: an Ongoing ability works only while its card is in play."
    assert {"ghosts/haunting#1", "terms.ongoing"} <= set(step["cites"])


def test_unmet_is_false_as_a_condition_and_keeps_its_reason():
    verdict = unmet("it went elsewhere", "terms.move", verb="does nothing")
    assert not verdict
    assert (verdict.reason, verdict.cites, verdict.verb) == ("it went elsewhere", ("terms.move",), "does nothing")
