Feature: Giant Ants, fidelity of play conditions
  Rows of docs/fidelity.md for the Giant Ants: Killer Queen's "another minion you played
  this turn", and Drone's "remove a +1 power counter ... instead" and "to draw a card".

  Background:
    Given a game between Alice (Giant Ants, Aliens) and Bob (Zombies, Ninjas)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:terms.or
  Scenario: Killer Queen's Talent crowns the one minion played this turn, not one already in play
    Given Alice controls Killer Queen at Jungle Oasis
    And Alice controls Soldier at Jungle Oasis
    And Alice has Invader in hand
    And the position:
      """
      choices:
        - "Alice: place a +1 power counter on Killer Queen and another minion you played this turn"
      """
    When Alice plays Invader at Evans City Cemetery
    And Alice uses the talent of Killer Queen
    Then Invader has 1 +1 power counter
    And Killer Queen has 1 +1 power counter
    And Soldier has 0 +1 power counters

  @rule:resolution.instead
  Scenario: Drone loses a counter instead of another of its player's minions being destroyed
    Given it is Bob's turn
    And Alice controls Soldier at Jungle Oasis
    And Alice controls Drone at Evans City Cemetery with 1 +1 power counter
    And Bob has Seeing Stars in hand
    And Bob will choose Soldier
    And Alice will choose yes
    When Bob plays Seeing Stars
    Then Soldier is at Jungle Oasis
    And Drone has 0 +1 power counters

  @rule:terms.to @rule:play.talent
  Scenario: Drone's Talent is refused without a counter to remove
    Given Alice controls Drone at Jungle Oasis
    And Alice's deck is Invader
    When Alice uses the talent of Drone
    Then the play is refused: has no +1 power counter to remove

  @rule:play.extra @rule:play.talent
  Scenario: Death on Six Legs' Talent gives an extra action
    Given Alice has already played one action this turn
    And Alice controls Death on Six Legs at Jungle Oasis
    And Bob controls Walker at Evans City Cemetery
    And Alice has Beam Up in hand
    When Alice uses the talent of Death on Six Legs
    And Alice plays Beam Up
    Then Walker is in Bob's hand

  @rule:titans.play @rule:terms.to
  Scenario: Death on Six Legs cannot be played without a card to discard
    Given Alice has the titan Death on Six Legs set aside
    And Alice controls Soldier at Jungle Oasis with 3 +1 power counters
    And Alice controls Drone at Evans City Cemetery with 3 +1 power counters
    When Alice plays Death on Six Legs at Jungle Oasis
    Then the play is refused: has no card to discard to play Death on Six Legs

  @rule:titans.play
  Scenario: Death on Six Legs cannot be played with fewer than six counters on its player's minions
    Given Alice has the titan Death on Six Legs set aside
    And Alice controls Soldier at Jungle Oasis with 3 +1 power counters
    And Alice controls Drone at Evans City Cemetery with 2 +1 power counters
    And Alice has Invader in hand
    When Alice plays Death on Six Legs at Jungle Oasis
    Then the play is refused: needs six or more
