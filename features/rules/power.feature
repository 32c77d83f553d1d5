Feature: Power
  Power is computed: printed power, +1 power counters, and effects in force.
  Since Big in Japan, some actions have power of their own: Kaiju's Tail Smash
  gives its controller +4 power at its base, which counts toward the breakpoint
  and toward placing even with no minion there. Evans City Cemetery is
  breakpoint 20, VP 5/3/2.

  Background:
    Given a game between Alice (Dinosaurs, Innsmouth), Bob (Robots, Zombies) and Carol (Kaiju, Ghosts)
    And Evans City Cemetery is in play
    And Jungle Oasis is in play
    And the base deck is Tortuga

  @rule:counters.power
  Scenario: Each +1 power counter raises a minion's power by 1
    Given Bob controls Walker at Jungle Oasis with 3 +1 power counters
    Then Walker has power 5
    And Bob has 5 power at Jungle Oasis

  @rule:power.non-minions
  Scenario: An action with power gives its controller power at a base where they have no minion
    Given Carol has Tail Smash attached to Evans City Cemetery
    And Bob controls Warbot at Evans City Cemetery
    Then Carol has 4 power at Evans City Cemetery
    And Carol has 0 power at Jungle Oasis
    And Bob has 4 power at Evans City Cemetery

  @rule:power.non-minions @rule:scoring.presence @rule:scoring.eligible
  Scenario: Power from an action makes the base reach its breakpoint and places its player
    # Bob 13, Carol 4 from Tail Smash alone, Alice 3: 20 in all, 16 without Tail Smash
    Given Carol has Tail Smash attached to Evans City Cemetery
    And Bob controls Warbot at Evans City Cemetery with 9 +1 power counters
    And Alice controls Armor Stego at Evans City Cemetery
    When the bases score
    Then Bob has 5 VP
    And Carol has 3 VP
    And Alice has 2 VP
    And Tail Smash is in Carol's discard pile

  @rule:power.non-minions
  Scenario: Playing Tail Smash gives its player 4 power there at once
    Given it is Carol's turn
    And Bob controls Walker at Jungle Oasis
    And Carol has Tail Smash in hand
    When Carol plays Tail Smash on Jungle Oasis
    Then Tail Smash is on Jungle Oasis
    And Walker is in Bob's discard pile
    And Carol has 4 power at Jungle Oasis

  @rule:titans.power @rule:scoring.presence @rule:power.non-minions @rule:counters.non-minions
  Scenario: +1 power counters on a titan count for its controller and place them
    Given Alice controls Dagon at Evans City Cemetery with 2 +1 power counters
    And Bob controls Warbot at Evans City Cemetery with 16 +1 power counters
    When the bases score
    Then Bob has 5 VP
    And Alice has 3 VP
    And Dagon is set aside by Alice

  @rule:scoring.presence @rule:titans.power
  Scenario: A titan that gives its controller no power there does not place them
    Given Alice controls Dagon at Evans City Cemetery
    And Bob controls Warbot at Evans City Cemetery with 16 +1 power counters
    When the bases score
    Then Bob has 5 VP
    And Alice has 0 VP
