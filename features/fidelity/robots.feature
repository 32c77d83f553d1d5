Feature: Robots, fidelity of play conditions
  Rows of docs/fidelity.md for the Robots: each scenario fails if the card's
  condition on a play or a count were dropped.

  Background:
    Given a game between Alice (Robots, Aliens) and Bob (Zombies, Ninjas)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.extra
  Scenario: Microbot Fixer played as the first minion of the turn gives an extra minion
    Given Alice has Microbot Fixer, Warbot in hand
    When Alice plays Microbot Fixer at Jungle Oasis
    And Alice plays Warbot at Evans City Cemetery
    Then Microbot Fixer is at Jungle Oasis
    And Warbot is at Evans City Cemetery

  @rule:play.extra
  Scenario: Microbot Fixer played as the second minion of the turn gives no extra minion
    Given Bob controls Walker at Jungle Oasis
    And Alice has Warbot, Abduction, Microbot Fixer, Zapbot in hand
    And Alice will choose Walker
    When Alice plays Warbot at Jungle Oasis
    And Alice plays Abduction
    And Alice plays Microbot Fixer at Jungle Oasis
    And Alice plays Zapbot at Evans City Cemetery
    Then the play is refused: Alice cannot play Zapbot: no minion play is left this turn.

  @rule:play.extra
  Scenario: Microbot Reclaimer played as the second minion of the turn gives no extra minion
    Given Bob controls Walker at Jungle Oasis
    And Alice has Warbot, Abduction, Microbot Reclaimer, Zapbot in hand
    And Alice will choose Walker
    When Alice plays Warbot at Jungle Oasis
    And Alice plays Abduction
    And Alice plays Microbot Reclaimer at Jungle Oasis
    And Alice plays Zapbot at Evans City Cemetery
    Then the play is refused: Alice cannot play Zapbot: no minion play is left this turn.

  @rule:play.extra
  Scenario: Microbot Reclaimer played as the first minion of the turn gives an extra minion
    Given Alice has Microbot Reclaimer, Warbot in hand
    When Alice plays Microbot Reclaimer at Jungle Oasis
    And Alice plays Warbot at Evans City Cemetery
    Then Warbot is at Evans City Cemetery
