Feature: Treasures, fidelity of play conditions
  Rows of docs/fidelity.md for the treasures: the extra plays Halfling Hireling and
  Boots of Butt-Kicking give.

  Background:
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)
    And The Grey Opal is in play
    And Tortuga is in play

  @rule:play.extra @rule:treasures.nature
  Scenario: Halfling Hireling gives an extra minion
    Given Alice has Halfling Hireling, Shinobi in hand
    When Alice plays Halfling Hireling at The Grey Opal
    And Alice plays Shinobi at Tortuga
    Then Halfling Hireling is at The Grey Opal
    And Shinobi is at Tortuga

  @rule:play.extra @rule:treasures.nature
  Scenario: Boots of Butt-Kicking gives an extra action
    Given Alice controls Shinobi at The Grey Opal
    And Bob controls Walker at Tortuga
    And Alice has Boots of Butt-Kicking, Shanghai in hand
    And Alice will choose Walker, The Grey Opal
    When Alice plays Boots of Butt-Kicking on Shinobi
    And Alice plays Shanghai
    Then Shinobi has power 4
    And Walker is at The Grey Opal

  @rule:terms.to @rule:play.talent
  Scenario: Potion of Halitosis is destroyed to have a player move a minion away
    Given Alice has Potion of Halitosis attached to The Grey Opal
    And Bob controls Walker at The Grey Opal
    And Alice will choose Bob
    When Alice uses the talent of Potion of Halitosis
    Then Walker is at Tortuga
    And Potion of Halitosis is in treasures discard
