Feature: Minions of Cthulhu, fidelity of play conditions
  Rows of docs/fidelity.md for the Minions of Cthulhu: Whispers in Darkness's two
  extra actions.

  Background:
    Given a game between Alice (Minions of Cthulhu, Aliens) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.extra
  Scenario: Whispers in Darkness gives two extra actions
    Given Bob controls Walker at Jungle Oasis
    And Bob controls Zapbot at Jungle Oasis
    And Alice has Whispers in Darkness, Beam Up, Invasion in hand
    And Alice will choose Walker, Zapbot, Evans City Cemetery
    When Alice plays Whispers in Darkness
    And Alice plays Beam Up
    And Alice plays Invasion
    Then Walker is in Bob's hand
    And Zapbot is at Evans City Cemetery
    And Madness is in Alice's hand

  @rule:play.extra
  Scenario: Madness Unleashed gives an extra action for the Madness card discarded
    Given Bob controls Walker at Jungle Oasis
    And Alice has Madness Unleashed, Madness, Beam Up in hand
    And Alice's deck is Invader
    And Alice will choose Madness, yes, Walker
    When Alice plays Madness Unleashed
    And Alice plays Beam Up
    Then Walker is in Bob's hand
    And Invader is in Alice's hand

  @rule:titans.play
  Scenario: Cthulhu is played instead of the regular action play
    Given Alice has the titan Cthulhu set aside
    And Alice controls Servitor of Cthulhu at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Beam Up in hand
    When Alice plays Cthulhu at Jungle Oasis
    And Alice plays Beam Up
    Then the play is refused: Alice cannot play Beam Up: no action play is left this turn.
