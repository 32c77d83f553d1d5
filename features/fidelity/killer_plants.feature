Feature: Killer Plants, fidelity of play conditions
  Rows of docs/fidelity.md for the Killer Plants: extra minions "of power 2 or
  less" played "here", "that all have the same name", and "destroy this titan to
  play" one "with power equal to or less than" its counters.

  Background:
    Given a game between Alice (Killer Plants, Kung Fu Fighters) and Bob (Robots, Zombies)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.extra-qualifiers
  Scenario: Venus Man Trap's Talent offers only minions of power 2 or less from the deck
    Given Alice controls Venus Man Trap at Jungle Oasis
    And Alice's deck is Water Lily, Sprout
    And Alice will choose Water Lily
    When Alice uses the talent of Venus Man Trap
    Then the play is refused: Legal options: Sprout (Alice's deck)

  @rule:play.extra-qualifiers
  Scenario: Blossom's later extra minions must have the first one's name
    Given Alice has Blossom, Sprout, Sprout, Water Lily in hand
    And Alice will choose Sprout, Jungle Oasis, Water Lily
    When Alice plays Blossom
    Then the play is refused: Legal options: Sprout (Alice's hand); keep it for later; pass.

  @rule:play.extra-qualifiers
  Scenario: Blossom plays up to three minions of one name
    Given Alice has Blossom, Sprout, Sprout, Sprout, Water Lily in hand
    And Alice will choose Sprout, Jungle Oasis, Sprout, Evans City Cemetery, Sprout, Jungle Oasis
    When Alice plays Blossom
    Then Water Lily is in Alice's hand
    And Alice has 1 card in hand

  @rule:play.extra-qualifiers @rule:terms.to
  Scenario: Killer Kudzu's Talent plays a minion of power at most its counters from the discard pile
    Given Alice controls Killer Kudzu at Jungle Oasis with 2 +1 power counters
    And Alice's discard pile has Water Lily, Sprout
    And Alice's deck is Blossom, Budding
    And Alice will choose draw two cards, Water Lily
    When Alice uses the talent of Killer Kudzu
    Then the play is refused: Legal options: Sprout (Alice's discard); keep it for later; pass.

  @rule:play.extra-qualifiers
  Scenario: The Greenhouse's winner plays a minion from the deck on the replacement base
    Given The Greenhouse is in play
    And Alice controls Venus Man Trap at The Greenhouse
    And Alice controls Water Lily at The Greenhouse
    And Alice controls Dragon Warrior at The Greenhouse with 4 +1 power counters
    And Alice controls Lady Whirlwind at The Greenhouse
    And Alice controls Weed Eater at The Greenhouse
    And Alice's deck is Sprout
    And Alice will choose yes, Sprout
    When the bases score
    Then Sprout is at Tortuga

  @rule:terms.same-name
  Scenario: Budding takes a copy of the chosen minion from the deck, not another card
    Given Alice controls Sprout at Jungle Oasis
    And Alice has Budding in hand
    And Alice's deck is Water Lily, Sprout
    When Alice plays Budding
    Then Sprout is in Alice's hand
    And Water Lily is in Alice's deck
