Feature: Zombies, fidelity of play conditions
  Rows of docs/fidelity.md for the Zombies: an extra minion "from your discard pile".

  Background:
    Given a game between Alice (Zombies, Robots) and Bob (Aliens, Ninjas)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.extra-qualifiers @rule:play.extra
  Scenario: They Keep Coming's extra minion must come from the discard pile
    Given Alice has already played a minion this turn
    And Alice has They Keep Coming, Grave Digger in hand
    When Alice plays They Keep Coming
    And Alice plays Grave Digger at Jungle Oasis
    Then the play is refused: it is for a card from the discard

  @rule:play.extra-qualifiers @rule:play.extra
  Scenario: They Keep Coming's extra minion is played from the discard pile
    Given Alice has already played a minion this turn
    And Alice has They Keep Coming in hand
    And Alice's discard pile has Walker
    And Alice will choose return it
    When Alice plays They Keep Coming
    And Alice plays Walker at Jungle Oasis
    Then Walker is at Jungle Oasis

  @rule:play.replacement-plays
  Scenario: A minion played from the discard pile is the first minion of the turn for Microbot Fixer
    Given Alice's discard pile has Tenacious Z
    And Alice has Microbot Fixer, Warbot in hand
    When Alice plays Tenacious Z at Jungle Oasis
    And Alice plays Microbot Fixer at Jungle Oasis
    And Alice plays Warbot at Evans City Cemetery
    Then the play is refused: Alice cannot play Warbot: no minion play is left this turn.

  @rule:off-the-top.counts-as
  Scenario: A minion Hoverbot plays off the top of the deck is the second minion of the turn for Microbot Fixer
    Given Alice has Hoverbot, Warbot in hand
    And Alice's deck is Microbot Fixer
    And Alice will choose Microbot Fixer, Jungle Oasis
    When Alice plays Hoverbot at Jungle Oasis
    And Alice plays Warbot at Evans City Cemetery
    Then the play is refused: Alice cannot play Warbot: no minion play is left this turn.

  @ruling:zombies/theyre-coming-to-get-you#1 @rule:play.replacement-plays
  Scenario: They're Coming To Get You stands in for a play from the discard pile once per turn only
    # Outbreak gives an extra minion play and the regular one is left; the errata makes the substitution once per turn
    Given Alice has They're Coming To Get You attached to Jungle Oasis
    And Alice's discard pile has Grave Digger, Walker
    And Alice has Outbreak in hand
    And Alice will choose pass
    When Alice plays Outbreak
    And Alice plays Grave Digger at Jungle Oasis
    And Alice plays Walker at Jungle Oasis
    Then the play is refused: Alice cannot play Walker from the discard pile: They're Coming To Get You allows that once per turn, and it has been used this turn.
    And the refusal cites errata:zombies/theyre-coming-to-get-you
