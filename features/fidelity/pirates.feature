Feature: Pirates, fidelity of play conditions
  Rows of docs/fidelity.md for the Pirates' bases and their Dinosaurs opponents' Tar
  Pits: The Grey Opal's "all players other than the winner may move a minion ...
  instead of the discard pile", and Tar Pits' "for the first time each turn".

  Background:
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Zombies, Ninjas)
    And The Grey Opal is in play
    And Jungle Oasis is in play
    And the base deck is Tortuga

  @rule:resolution.instead
  Scenario: The Grey Opal lets the other players, not the winner, move a minion instead of the discard pile
    Given Alice controls King Rex at The Grey Opal
    And Alice controls Pirate King at The Grey Opal
    And Alice controls Buccaneer at The Grey Opal
    And Bob controls Walker at The Grey Opal
    And Bob will choose Walker
    When the bases score
    Then Walker is at Jungle Oasis
    And King Rex is in Alice's discard pile
    And Pirate King is in Alice's discard pile

  @rule:resolution.instead
  Scenario: Tar Pits saves only the first minion destroyed there each turn
    Given Tar Pits is in play
    And Alice controls King Rex at Tar Pits
    And Bob controls Walker at Tar Pits
    And Bob controls Tenacious Z at Tar Pits
    And Alice has Laseratops, Broadside in hand
    And Alice will choose Walker, Tar Pits
    When Alice plays Laseratops at Tar Pits
    And Alice plays Broadside
    Then Walker is in Bob's deck
    And Tenacious Z is in Bob's discard pile
