Feature: A card that forbids plays also forbids them through a Special
  A Special that plays a minion at the scoring base is still a play there, so
  an ongoing ability that forbids minion plays on that base forbids it too;
  the Special is then not offered at all.

  Background:
    Given a game between Alice (Ninjas, Pirates) and Bob (Zombies, Robots)

  @rule:scoring.before @rule:play.special
  Scenario: Shinobi's Special is not offered at a base where Overrun forbids Alice's minions
    Given Jungle Oasis is in play
    And Bob controls Walker at Jungle Oasis with 6 +1 power counters
    And Alice controls Pirate King at Jungle Oasis with 4 +1 power counters
    And Bob has Overrun attached to Jungle Oasis
    And Alice has Shinobi in hand
    When the bases score
    Then Alice has 2 VP
    And Shinobi is in Alice's hand
    And Overrun is in Bob's discard pile

  @rule:scoring.before @rule:play.special
  Scenario: Without Overrun, the same Special is offered, and Shinobi is played there
    Given Jungle Oasis is in play
    And Bob controls Walker at Jungle Oasis with 6 +1 power counters
    And Alice controls Pirate King at Jungle Oasis with 4 +1 power counters
    And Alice has Shinobi in hand
    And Alice will choose Shinobi
    When the bases score
    Then Shinobi is in Alice's discard pile
    And Alice has 2 VP
