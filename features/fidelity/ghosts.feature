Feature: Ghosts, fidelity of play conditions
  Rows of docs/fidelity.md for the Ghosts: The Dead Rise's extra minion "from your
  discard pile with power less than the number of cards you discarded".

  Background:
    Given a game between Alice (Ghosts, Robots) and Bob (Aliens, Zombies)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.extra-qualifiers
  Scenario: The Dead Rise's extra minion must have less power than the cards discarded
    Given Alice has already played a minion this turn
    And Alice has The Dead Rise, Zapbot, Warbot in hand
    And Alice's discard pile has Spirit
    And Alice will choose Zapbot, Warbot, pass
    When Alice plays The Dead Rise
    And Alice plays Spirit at Jungle Oasis
    Then the play is refused: it requires power 1 or less

  @rule:play.extra-qualifiers
  Scenario: The Dead Rise's extra minion must come from the discard pile
    Given Alice has already played a minion this turn
    And Alice has The Dead Rise, Zapbot, Warbot, Ghost in hand
    And Alice will choose Zapbot, Warbot, pass
    When Alice plays The Dead Rise
    And Alice plays Ghost at Jungle Oasis
    Then the play is refused: it is for a card from the discard
