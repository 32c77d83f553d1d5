Feature: Ancient Egyptians, fidelity of play conditions
  Rows of docs/fidelity.md for the Ancient Egyptians: an action played with its Special
  before a base scores (Lost Knowledge) is an action played this turn, for the counts
  that read it (Sewer Hideout's "your second action in a turn").

  Background:
    Given a game between Alice (Adolescent Epic Geckos, Ancient Egyptians) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.special
  Scenario: An action played with its Special before a base scores is the second action for Sewer Hideout
    Given Sewer Hideout is in play
    And Alice controls Hokusai at Sewer Hideout
    And Alice controls Kandinsky at Jungle Oasis with 4 +1 power counters
    And Alice controls Monet at Jungle Oasis
    And Alice has Flip Kick, Lost Knowledge, Pyramid Engineer in hand
    And Alice's deck is Gecko Rap, June, K.C. Smith
    And Alice will choose Lost Knowledge, Jungle Oasis, Pyramid Engineer, Hokusai
    When Alice plays Flip Kick
    And the bases score
    Then Hokusai has 1 +1 power counter

  @rule:burying.uncover
  Scenario: An action uncovered and played is the second action for Sewer Hideout
    Given Sewer Hideout is in play
    And Alice controls Hokusai at Sewer Hideout
    And Alice has buried Plague of Locusts beside Jungle Oasis
    And Alice has Flip Kick, Pyramid Engineer in hand
    And Alice's deck is Gecko Rap, June, K.C. Smith
    And Alice will choose Plague of Locusts, Jungle Oasis, Hokusai
    When Alice plays Flip Kick
    And Alice plays Pyramid Engineer at Jungle Oasis
    Then Hokusai has 1 +1 power counter
    And Plague of Locusts is in Alice's discard pile
