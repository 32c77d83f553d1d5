Feature: Aliens, fidelity of play conditions
  Rows of docs/fidelity.md for the Aliens: extra minions "there" and "once per turn".

  Background:
    Given a game between Alice (Aliens, Robots) and Bob (Zombies, Ninjas)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.extra-qualifiers @rule:terms.there
  Scenario: Terraforming's extra minion must be played on the new base
    Given Alice has already played a minion this turn
    And Alice has Terraforming, Warbot in hand
    And Alice will choose Jungle Oasis
    When Alice plays Terraforming
    And Alice plays Warbot at Evans City Cemetery
    Then the play is refused: it must be played at Tortuga

  @rule:play.extra-qualifiers @rule:terms.there
  Scenario: Terraforming's extra minion played on the new base
    Given Alice has already played a minion this turn
    And Alice has Terraforming, Warbot in hand
    And Alice will choose Jungle Oasis
    When Alice plays Terraforming
    And Alice plays Warbot at Tortuga
    Then Warbot is at Tortuga
    And Jungle Oasis is not in play

  @rule:play.extra
  Scenario: The Homeworld gives its extra minion once per turn
    Given The Homeworld is in play
    And Alice has Warbot, Microbot Archive, Microbot Guard in hand
    When Alice plays Warbot at The Homeworld
    And Alice plays Microbot Archive at The Homeworld
    And Alice plays Microbot Guard at The Homeworld
    Then the play is refused: Alice cannot play Microbot Guard: no minion play is left this turn.
