Feature: Sheep, fidelity of play conditions
  Rows of docs/fidelity.md for the Sheep: an extra action, "you may move this
  minion to there as well and destroy this action" (terms.may), and The Pasture's
  "first time you move a minion to this base each turn".

  Background:
    Given a game between Alice (Sheep, Aliens) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.extra
  Scenario: Ewe Shall Pass gives an extra action
    Given Alice controls Ram at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Ewe Shall Pass, Beam Up in hand
    And Alice's deck is Invader
    And Alice will choose Evans City Cemetery, Walker
    When Alice plays Ewe Shall Pass
    And Alice plays Beam Up
    Then Ram is at Evans City Cemetery
    And Walker is in Bob's hand
    And Invader is in Alice's hand

  @rule:terms.may
  Scenario: In Sheep's Clothing moves its minion along and is destroyed, both parts
    Given Alice controls Black Sheep at Jungle Oasis
    And Alice controls Ram at Jungle Oasis
    And Alice has In Sheep's Clothing attached to Ram
    And Alice has Ewe Shall Pass in hand
    And Alice's deck is Invader
    And Alice will choose Black Sheep, Evans City Cemetery, yes
    When Alice plays Ewe Shall Pass
    Then Ram is at Evans City Cemetery
    And In Sheep's Clothing is in Alice's discard pile

  @rule:terms.after
  Scenario: The Pasture rounds up a minion after the first move there each turn only
    Given The Pasture is in play
    And Alice controls Black Sheep at Jungle Oasis
    And Alice controls Ram at Evans City Cemetery
    And Bob controls Walker at Jungle Oasis
    And Bob controls Zapbot at Evans City Cemetery
    And Alice has Ewe Shall Pass, Invasion in hand
    And Alice's deck is Invader
    And Alice will choose Black Sheep, The Pasture, Ram, The Pasture
    When Alice plays Ewe Shall Pass
    And Alice plays Invasion
    Then Walker is at The Pasture
    And Ram is at The Pasture
    And Zapbot is at Evans City Cemetery
