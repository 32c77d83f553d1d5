Feature: An extra action that must directly affect a minion, fidelity of its choices
  Rows of docs/fidelity.md for Aramis's "an action that directly affects this minion"
  played as an action whose ability first picks "a base where you have a minion".

  Background:
    Given a game between Alice (World Champs, Ninjas) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.extra-qualifiers @rule:terms.directly-affects
  Scenario: Aramis's extra Disguise chooses Aramis's base and returns Aramis
    Given Alice controls Aramis at Jungle Oasis
    And Alice controls Shinobi at Evans City Cemetery
    And Alice has Bewitched, Disguise, Mummy in hand
    And Alice will choose Disguise, Mummy, Shinobi
    When Alice plays Bewitched on Aramis
    Then Aramis is in Alice's hand
    And Mummy is at Jungle Oasis
    And Shinobi is at Evans City Cemetery
    And Bewitched is on Shinobi
    And the explanation cites terms.directly-affects
