Feature: Kung Fu Fighters, fidelity of play conditions
  Rows of docs/fidelity.md for the Kung Fu Fighters: "an extra minion with less
  power on the same base", and "destroy ... to place" counters (terms.to).

  Background:
    Given a game between Alice (Kung Fu Fighters, Killer Plants) and Bob (Robots, Zombies)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.extra-qualifiers
  Scenario: Everybody Knew Their Part's extra minion must have less power than the chosen minion
    Given Alice has already played a minion this turn
    And Alice controls Water Lily at Jungle Oasis
    And Alice has Everybody Knew Their Part, Venus Man Trap in hand
    When Alice plays Everybody Knew Their Part
    And Alice plays Venus Man Trap at Jungle Oasis
    Then the play is refused: it requires power 2 or less

  @rule:play.extra-qualifiers
  Scenario: Everybody Knew Their Part's extra minion must go to the chosen minion's base
    Given Alice has already played a minion this turn
    And Alice controls Water Lily at Jungle Oasis
    And Alice has Everybody Knew Their Part, Sprout in hand
    When Alice plays Everybody Knew Their Part
    And Alice plays Sprout at Evans City Cemetery
    Then the play is refused: it must be played at Jungle Oasis

  @rule:play.talent
  Scenario: Lady Whirlwind's Talent is refused while she has a +1 power counter
    Given Alice controls Lady Whirlwind at Jungle Oasis with 1 +1 power counter
    And Bob controls Walker at Jungle Oasis
    When Alice uses the talent of Lady Whirlwind
    Then the play is refused: has a +1 power counter on it, so its Talent does nothing

  @rule:terms.to
  Scenario: Lady Whirlwind gets no counter when the minion is not destroyed
    Given Egg Chamber is in play
    And Alice controls Lady Whirlwind at Egg Chamber
    And Bob controls Walker at Egg Chamber with 1 +1 power counter
    When Alice uses the talent of Lady Whirlwind
    Then Walker is at Egg Chamber
    And Lady Whirlwind has 0 +1 power counters

  @rule:terms.to
  Scenario: A Little Bit Frightening places no counters when the minion is not destroyed
    Given Egg Chamber is in play
    And Alice controls Lady Whirlwind at Egg Chamber
    And Bob controls Walker at Egg Chamber with 1 +1 power counter
    And Alice has A Little Bit Frightening in hand
    When Alice plays A Little Bit Frightening
    Then Walker is at Egg Chamber
    And Lady Whirlwind has 0 +1 power counters
