Feature: Disco Dancers, fidelity of play conditions
  Rows of docs/fidelity.md for the Disco Dancers: the extra plays of Disco Lou and
  It's Raining Men.

  Background:
    Given a game between Alice (Disco Dancers, Aliens) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.extra @rule:terms.or
  Scenario: Disco Lou gives an extra action
    Given Bob controls Walker at Jungle Oasis
    And Bob controls Zapbot at Jungle Oasis
    And Alice has Disco Lou, Beam Up, Invasion in hand
    And Alice will choose Walker, Zapbot, Evans City Cemetery
    When Alice plays Disco Lou at Jungle Oasis
    And Alice plays Beam Up
    And Alice plays Invasion
    Then Walker is in Bob's hand
    And Zapbot is at Evans City Cemetery

  @rule:play.extra
  Scenario: It's Raining Men gives an extra minion
    Given Alice has It's Raining Men, Roller, Invader in hand
    When Alice plays It's Raining Men
    And Alice plays Roller at Jungle Oasis
    And Alice plays Invader at Evans City Cemetery
    Then Roller is at Jungle Oasis
    And Invader is at Evans City Cemetery

  @rule:terms.same-name
  Scenario: Stayin' Alive takes a copy of the chosen minion from the discard pile, not another card
    Given Alice controls Roller at Jungle Oasis
    And Alice's discard pile has Diva, Roller
    And Alice has Stayin' Alive in hand
    When Alice plays Stayin' Alive
    Then Roller is in Alice's hand
    And Diva is in Alice's discard pile
