Feature: Disco Dancers, fidelity of copies
  Rows of docs/fidelity.md for the Disco Dancers' copies: the player whose card copies
  an effect with several parts chooses the one part copied.

  Background:
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:terms.directly-affects
  Scenario: Dancing King's player chooses the one part of a two-part effect it copies
    Given Alice controls Disco Lou at Jungle Oasis with 3 +1 power counters
    And Alice controls Dancing King at Jungle Oasis
    And Alice has Fast as Lightning in hand
    And Alice will choose Disco Lou, Dancing King, +2 power
    When Alice plays Fast as Lightning
    And the bases score
    Then Disco Lou is in Alice's hand
    And Dancing King is in Alice's discard pile

  @rule:terms.directly-affects
  Scenario: We are Family's player chooses the one part of a two-part effect it copies
    Given Alice controls Disco Lou at Jungle Oasis with 3 +1 power counters
    And Alice controls Cricket at Jungle Oasis
    And Alice has We are Family attached to Cricket
    And Alice has Fast as Lightning in hand
    And Alice will choose Disco Lou, yes, +2 power
    When Alice plays Fast as Lightning
    And the bases score
    Then Disco Lou is in Alice's hand
    And Cricket is in Alice's discard pile

  @rule:terms.directly-affects
  Scenario: Funky Town's player chooses the one part of a two-part effect it copies
    Given Funky Town is in play
    And Alice controls Disco Lou at Funky Town with 12 +1 power counters
    And Alice controls Cricket at Funky Town
    And Alice controls Dragon Warrior at Funky Town
    And Alice has Fast as Lightning in hand
    And Alice will choose Disco Lou, Cricket, +2 power
    When Alice plays Fast as Lightning
    And the bases score
    Then Disco Lou is in Alice's hand
    And Cricket is in Alice's discard pile
