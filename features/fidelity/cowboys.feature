Feature: Cowboys, fidelity of play conditions
  Rows of docs/fidelity.md for the Cowboys: Gold in Them Thar Hills plays the card it
  drew, and only that card, as an extra card.

  Background:
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.extra-generic-specific
  Scenario: Gold in Them Thar Hills offers only the card it drew as the extra play
    Given Alice has Gold in Them Thar Hills, Sheriff in hand
    And Alice's deck is Deputy, Pinkerton, Gunfighter
    And Alice will choose Deputy, Sheriff
    When Alice plays Gold in Them Thar Hills
    Then the play is refused: Legal options: Deputy (Alice's hand); pass.
