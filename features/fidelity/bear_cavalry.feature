Feature: Bear Cavalry, fidelity of play conditions
  Rows of docs/fidelity.md for the Bear Cavalry: Bearing Down's "decreased instead if
  you have moved another player's minion to this base this turn", High Ground's
  "destroy this action to", and Field of Honor's "first time ... each turn".

  Background:
    Given a game between Alice (Bear Cavalry, Pirates) and Bob (Zombies, Ninjas)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:resolution.instead
  Scenario: Bearing Down raises the breakpoint when no other player's minion was moved there this turn
    Given Alice controls Grizzled Veteran at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Bearing Down attached to Jungle Oasis
    Then the breakpoint of Jungle Oasis is 16

  @rule:resolution.instead
  Scenario: Bearing Down lowers the breakpoint instead after Alice moved another player's minion there this turn
    Given Alice controls Grizzled Veteran at Jungle Oasis
    And Bob controls Walker at Evans City Cemetery
    And Alice has Bearing Down attached to Jungle Oasis
    And Alice has Shanghai in hand
    When Alice plays Shanghai
    Then Walker is at Jungle Oasis
    And the breakpoint of Jungle Oasis is 8

  @rule:terms.to
  Scenario: High Ground is destroyed to destroy the minion that moved in
    Given Alice controls Grizzled Veteran at Jungle Oasis
    And Alice has High Ground attached to Jungle Oasis
    And Bob controls Walker at Evans City Cemetery
    And Alice has Shanghai in hand
    And Alice will choose yes, destroy Walker
    When Alice plays Shanghai
    Then Walker is in Bob's discard pile
    And High Ground is in Alice's discard pile

  @rule:terms.after
  Scenario: Field of Honor gives 1 VP for the first destruction there in a turn only
    Given Field of Honor is in play
    And Bob controls Walker at Field of Honor
    And Bob controls Tenacious Z at Field of Honor
    And Alice has Cut Lass, Broadside in hand
    And Alice will choose Walker, Field of Honor
    When Alice plays Cut Lass at Field of Honor
    And Alice plays Broadside
    Then Walker is in Bob's discard pile
    And Tenacious Z is in Bob's discard pile
    And Alice has 1 VP

  @rule:terms.may
  Scenario: Cub Scout offers its move only if the minion that moved in was destroyed
    # Egg Chamber: minions there with +1 power counters cannot be destroyed.
    Given it is Bob's turn
    And Egg Chamber is in play
    And Alice controls Cub Scout at Egg Chamber with 2 +1 power counters
    And Alice controls Grizzled Veteran at Evans City Cemetery
    And Bob controls Walker at Jungle Oasis with 1 +1 power counter
    And Bob has Way of Deception in hand
    And Bob will choose Egg Chamber
    And Alice will choose yes
    When Bob plays Way of Deception
    Then Walker is at Egg Chamber
    And Grizzled Veteran is at Evans City Cemetery
