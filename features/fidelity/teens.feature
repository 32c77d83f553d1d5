Feature: Teens, fidelity of play conditions
  Rows of docs/fidelity.md for the Teens: "if there is a Slacker here", and extra
  minions "of printed power 3" (from the discard pile).

  Background:
    Given a game between Alice (Teens, Aliens) and Bob (Killer Plants, Ninjas)
    And The Grey Opal is in play
    And Tortuga is in play

  @rule:play.extra @rule:terms.here
  Scenario: Brain gives no extra action without a Slacker at its base
    Given Alice controls Slacker at Tortuga
    And Bob controls Sprout at The Grey Opal
    And Alice has Brain, Beam Up, Invasion in hand
    And Alice will choose Sprout
    When Alice plays Brain at The Grey Opal
    And Alice plays Beam Up
    And Alice plays Invasion
    Then the play is refused: Alice cannot play Invasion: no action play is left this turn.

  @rule:play.extra @rule:terms.here
  Scenario: Brain gives an extra action with a Slacker at its base
    Given Alice controls Slacker at The Grey Opal
    And Bob controls Sprout at The Grey Opal
    And Bob controls Water Lily at Tortuga
    And Alice has Brain, Beam Up, Invasion in hand
    And Alice will choose Sprout, Water Lily, The Grey Opal
    When Alice plays Brain at The Grey Opal
    And Alice plays Beam Up
    And Alice plays Invasion
    Then Sprout is in Bob's hand
    And Water Lily is at The Grey Opal

  @rule:play.extra-qualifiers
  Scenario: Principal's Office's extra minion must be of power 3
    Given Alice has already played a minion this turn
    And Alice controls Slacker at Tortuga
    And Alice has Principal's Office, Collector in hand
    And Alice will choose Slacker
    When Alice plays Principal's Office
    And Alice plays Collector at Tortuga
    Then the play is refused: it requires power 3

  @rule:play.extra-qualifiers
  Scenario: Strange Science offers only minions of power 3 from the discard pile
    Given Alice's discard pile has Collector, Slacker
    And Alice has Strange Science in hand
    And Alice will choose Collector
    When Alice plays Strange Science
    Then the play is refused: Legal options: Slacker (Alice's discard); keep it for later; pass.

  @rule:play.extra-qualifiers @rule:terms.there
  Scenario: Brunch Bunch's extra minion must be of power 3
    Given Alice has already played a minion this turn
    And Alice controls Slacker at The Grey Opal
    And Alice has Brunch Bunch, Collector in hand
    And Alice will choose The Grey Opal, play an extra minion there
    When Alice plays Brunch Bunch
    And Alice plays Collector at The Grey Opal
    Then the play is refused: it requires power 3

  @rule:play.extra-qualifiers @rule:terms.there
  Scenario: Brunch Bunch's extra minion must be played there
    Given Alice has already played a minion this turn
    And Alice controls Slacker at The Grey Opal
    And Alice has Brunch Bunch, Jock in hand
    And Alice will choose The Grey Opal, play an extra minion there
    When Alice plays Brunch Bunch
    And Alice plays Jock at Tortuga
    Then the play is refused: it must be played at The Grey Opal
