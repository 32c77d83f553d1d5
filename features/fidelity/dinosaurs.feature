Feature: Dinosaurs, fidelity of play conditions
  Rows of docs/fidelity.md for the Dinosaurs: Fort Titanosaurus "if you have not
  played a minion", and "destroy one of your minions to play this titan".

  Background:
    Given a game between Alice (Dinosaurs, Aliens) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:titans.play
  Scenario: Fort Titanosaurus cannot be played after a minion was played this turn
    Given Alice has the titan Fort Titanosaurus set aside
    And Alice has War Raptor in hand
    When Alice plays War Raptor at Jungle Oasis
    And Alice plays Fort Titanosaurus at Jungle Oasis
    Then the play is refused: has already played a minion this turn

  @rule:titans.play @rule:terms.to
  Scenario: Fort Titanosaurus is played by destroying one of your minions, with its power in counters
    Given Alice has the titan Fort Titanosaurus set aside
    And Alice controls Laseratops at Jungle Oasis
    When Alice plays Fort Titanosaurus at Jungle Oasis
    Then Laseratops is in Alice's discard pile
    And Fort Titanosaurus is at Jungle Oasis
    And Fort Titanosaurus has 4 +1 power counters
