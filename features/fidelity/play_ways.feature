Feature: Ways of playing a card, counted
  Rows of docs/fidelity.md, section 2: a card played in an unusual way is still a card
  played this turn for the abilities that count plays.

  Background:
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.special
  Scenario: An action played with its Special after a base scores is the second action for Sewer Hideout
    Given a game between Alice (Star Roamers, Adolescent Epic Geckos) and Bob (Zombies, Robots)
    And Sewer Hideout is in play
    And Alice controls Hokusai at Sewer Hideout
    And Alice controls Ship's Captain at Jungle Oasis with 4 +1 power counters
    And Alice controls Ensign at Jungle Oasis with 1 +1 power counter
    And Alice has Flip Kick, Port Me Up in hand
    And Alice's deck is Gecko Rap, June, K.C. Smith
    And Alice will choose Port Me Up, Ensign, Hokusai
    When Alice plays Flip Kick
    And the bases score
    Then Hokusai has 1 +1 power counter
    And Ensign is in Alice's hand
