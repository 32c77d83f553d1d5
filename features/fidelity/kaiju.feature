Feature: Kaiju, fidelity of play conditions
  Rows of docs/fidelity.md for the Kaiju: Johnny's "return one of your actions on a base
  to your hand and play it here as an extra action" (both parts, terms.may).

  Background:
    Given a game between Alice (Kaiju, Aliens) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:terms.may @rule:play.extra-qualifiers
  Scenario: Johnny returns an action from a base and plays it at Johnny's base
    Given Alice has Stomp attached to Jungle Oasis
    And Alice has Johnny in hand
    And Alice will choose Stomp
    When Alice plays Johnny at Evans City Cemetery
    Then Stomp is on Evans City Cemetery
    And Stomp is not in Alice's hand
