Feature: Star Roamers, fidelity of play conditions
  Rows of docs/fidelity.md for the Star Roamers: "if it has power 3 or less, play it
  here", "an extra minion with a different name", an extra minion "on" the new base,
  and "draw a card instead of returning one of them".

  Background:
    Given a game between Alice (Star Roamers, Robots) and Bob (Aliens, Zombies)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.extra-qualifiers
  Scenario: Ship's Captain plays the minion it found only if it has power 3 or less
    Given Alice has Ship's Captain in hand
    And Alice's deck is Science Officer
    When Alice plays Ship's Captain at Jungle Oasis
    Then Science Officer is in Alice's hand

  @rule:play.extra-qualifiers @rule:terms.here
  Scenario: Ship's Captain plays a minion of power 3 or less it found here
    Given Alice has Ship's Captain in hand
    And Alice's deck is Ensign
    And Alice will choose Ensign
    When Alice plays Ship's Captain at Jungle Oasis
    Then Ensign is at Jungle Oasis

  @rule:play.extra-qualifiers @rule:terms.same-name
  Scenario: Science Officer's extra minion cannot have the returned minion's name
    Given Alice has already played a minion this turn
    And Alice controls Science Officer at Jungle Oasis
    And Alice controls Ensign at Jungle Oasis
    And Alice will choose Ensign
    When Alice uses the talent of Science Officer
    And Alice plays Ensign at Evans City Cemetery
    Then the play is refused: it is for a non-Ensign minion

  @rule:play.extra-qualifiers
  Scenario: Weird New Worlds' extra minion must be played on the new base
    Given Alice has already played a minion this turn
    And Alice has Weird New Worlds, Warbot in hand
    When Alice plays Weird New Worlds
    And Alice plays Warbot at Jungle Oasis
    Then the play is refused: it must be played at Tortuga

  @rule:resolution.instead
  Scenario: Medical Officer draws a card instead of the minion returning to hand
    Given it is Bob's turn
    And Alice controls Medical Officer at Jungle Oasis
    And Alice controls Ensign at Jungle Oasis
    And Alice's deck is Zapbot
    And Bob has Beam Up in hand
    And Bob will choose Ensign
    And Alice will choose yes
    When Bob plays Beam Up
    Then Ensign is at Jungle Oasis
    And Zapbot is in Alice's hand
