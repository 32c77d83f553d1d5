Feature: Steampunks, fidelity of play conditions
  Rows of docs/fidelity.md for the Steampunks: "an action that can be played on a
  base" played as an extra action, "play it again", and Workshop's "first time each
  turn".

  Background:
    Given a game between Alice (Steampunks, Aliens) and Bob (Zombies, Ninjas)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.extra-qualifiers
  Scenario: Mechanic offers only actions that are played on a base
    Given Alice's discard pile has Beam Up, Aggromotive, Rotary Slug Thrower
    And Alice has Mechanic in hand
    And Alice will choose Beam Up
    When Alice plays Mechanic at Jungle Oasis
    Then the play is refused: Legal options: Aggromotive (Alice's discard); Rotary Slug Thrower (Alice's discard).

  @rule:play.extra-generic-specific
  Scenario: Change of Venue plays the same action again as an extra action
    Given Alice has Aggromotive attached to Jungle Oasis
    And Alice has Change of Venue in hand
    And Alice will choose Aggromotive, Evans City Cemetery
    When Alice plays Change of Venue
    Then Aggromotive is on Evans City Cemetery
    And Aggromotive is not in Alice's hand
    And Change of Venue is in Alice's discard pile

  @rule:play.extra @rule:terms.after
  Scenario: Workshop gives an extra action after the first action played on it each turn only
    Given Workshop is in play
    And Alice has Aggromotive, Rotary Slug Thrower, Beam Up in hand
    When Alice plays Aggromotive on Workshop
    And Alice plays Rotary Slug Thrower on Workshop
    And Alice plays Beam Up
    Then the play is refused: Alice cannot play Beam Up: no action play is left this turn.

  @rule:turn.draw
  Scenario: Difference Engine draws an extra card at the end of its player's turn with a minion there
    Given Alice controls Steam Man at Jungle Oasis
    And Alice has Difference Engine attached to Jungle Oasis
    And Alice's deck is Mechanic, Zeppelin, Aggromotive, Escape Hatch
    When the turn ends
    Then Alice has 3 cards in hand

  @rule:turn.draw
  Scenario: Difference Engine draws nothing extra without its player's minion there
    Given Alice controls Steam Man at Evans City Cemetery
    And Alice has Difference Engine attached to Jungle Oasis
    And Alice's deck is Mechanic, Zeppelin, Aggromotive, Escape Hatch
    When the turn ends
    Then Alice has 2 cards in hand
