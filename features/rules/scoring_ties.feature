Feature: Awarding VP when players tie
  Each tied player gets the full VP of the place they tie for, and a tie uses
  up as many places as there are tied players: a player's place is 1 + the
  number of ranked players with more power, and only places 1 to 3 pay.
  Evans City Cemetery pays 5, 3 and 2 VP (breakpoint 20). Powers are set with
  +1 power counters: King Rex 7, Warbot 4, Invader 3, Spirit 3.

  Background:
    Given a game between Alice (Dinosaurs, Pirates), Bob (Robots, Zombies), Carol (Aliens, Ninjas) and Dave (Ghosts, Kaiju)
    And Evans City Cemetery is in play
    And the base deck is Jungle Oasis

  @rule:scoring.ties.first @rule:scoring.ties
  Scenario: Two players tie for first: both take first place, the next takes third
    Given Alice controls King Rex at Evans City Cemetery with 3 +1 power counters
    And Bob controls Warbot at Evans City Cemetery with 6 +1 power counters
    And Carol controls Invader at Evans City Cemetery with 2 +1 power counters
    When the bases score
    Then Alice has 5 VP
    And Bob has 5 VP
    And Carol has 2 VP
    And the explanation cites scoring.vp-places

  @rule:scoring.vp-places
  Scenario: No ties: first, second and third place pay; fourth place pays nothing
    # 10, 7, 5, 3
    Given Alice controls King Rex at Evans City Cemetery with 3 +1 power counters
    And Bob controls Warbot at Evans City Cemetery with 3 +1 power counters
    And Carol controls Invader at Evans City Cemetery with 2 +1 power counters
    And Dave controls Spirit at Evans City Cemetery
    When the bases score
    Then Alice has 5 VP
    And Bob has 3 VP
    And Carol has 2 VP
    And Dave has 0 VP

  @rule:scoring.ties.first @rule:scoring.ties
  Scenario: Three players tie for first: all take first place, the fourth gets nothing
    # 10, 10, 10, 5
    Given Alice controls King Rex at Evans City Cemetery with 3 +1 power counters
    And Bob controls Warbot at Evans City Cemetery with 6 +1 power counters
    And Carol controls Invader at Evans City Cemetery with 7 +1 power counters
    And Dave controls Spirit at Evans City Cemetery with 2 +1 power counters
    When the bases score
    Then Alice has 5 VP
    And Bob has 5 VP
    And Carol has 5 VP
    And Dave has 0 VP

  @rule:scoring.ties.first @rule:scoring.ties
  Scenario: Four players tie for first: all four take first place
    Given Alice controls King Rex at Evans City Cemetery with 3 +1 power counters
    And Bob controls Warbot at Evans City Cemetery with 6 +1 power counters
    And Carol controls Invader at Evans City Cemetery with 7 +1 power counters
    And Dave controls Spirit at Evans City Cemetery with 7 +1 power counters
    When the bases score
    Then Alice has 5 VP
    And Bob has 5 VP
    And Carol has 5 VP
    And Dave has 5 VP

  @rule:scoring.ties.first @rule:scoring.ties @rule:scoring.vp-places
  Scenario: The only two ranked players tie: both take first place, nobody else scores
    # 10, 10 and two players with nothing there
    Given Alice controls King Rex at Evans City Cemetery with 3 +1 power counters
    And Bob controls Warbot at Evans City Cemetery with 6 +1 power counters
    When the bases score
    Then Alice has 5 VP
    And Bob has 5 VP
    And Carol has 0 VP
    And Dave has 0 VP

  @rule:scoring.ties.second @rule:scoring.ties
  Scenario: Two players tie for second behind a clear leader: both take second, nobody takes third
    # 10, 7, 7, 3
    Given Alice controls King Rex at Evans City Cemetery with 3 +1 power counters
    And Bob controls Warbot at Evans City Cemetery with 3 +1 power counters
    And Carol controls Invader at Evans City Cemetery with 4 +1 power counters
    And Dave controls Spirit at Evans City Cemetery
    When the bases score
    Then Alice has 5 VP
    And Bob has 3 VP
    And Carol has 3 VP
    And Dave has 0 VP

  @rule:scoring.ties.second @rule:scoring.ties
  Scenario: Three players tie for second: all three take second place
    # 10, 7, 7, 7
    Given Alice controls King Rex at Evans City Cemetery with 3 +1 power counters
    And Bob controls Warbot at Evans City Cemetery with 3 +1 power counters
    And Carol controls Invader at Evans City Cemetery with 4 +1 power counters
    And Dave controls Spirit at Evans City Cemetery with 4 +1 power counters
    When the bases score
    Then Alice has 5 VP
    And Bob has 3 VP
    And Carol has 3 VP
    And Dave has 3 VP

  @rule:scoring.ties.third @rule:scoring.ties
  Scenario: Two players tie for third behind clear first and second: both take third
    # 10, 7, 5, 5
    Given Alice controls King Rex at Evans City Cemetery with 3 +1 power counters
    And Bob controls Warbot at Evans City Cemetery with 3 +1 power counters
    And Carol controls Invader at Evans City Cemetery with 2 +1 power counters
    And Dave controls Spirit at Evans City Cemetery with 2 +1 power counters
    When the bases score
    Then Alice has 5 VP
    And Bob has 3 VP
    And Carol has 2 VP
    And Dave has 2 VP

  @rule:scoring.ties.third @rule:scoring.ties.first @rule:scoring.ties
  Scenario: A tie for first pushes the next two, tied with each other, to third
    # 10, 10, 5, 5
    Given Alice controls King Rex at Evans City Cemetery with 3 +1 power counters
    And Bob controls Warbot at Evans City Cemetery with 6 +1 power counters
    And Carol controls Invader at Evans City Cemetery with 2 +1 power counters
    And Dave controls Spirit at Evans City Cemetery with 2 +1 power counters
    When the bases score
    Then Alice has 5 VP
    And Bob has 5 VP
    And Carol has 2 VP
    And Dave has 2 VP

  @rule:scoring.presence @rule:scoring.vp-places
  Scenario: A minion of 0 power still ranks its controller; a player with nothing there is not ranked
    # Alice 20, Bob a Walker brought to 0 by Poison, Carol and Dave nothing there
    Given Alice controls King Rex at Evans City Cemetery with 13 +1 power counters
    And Bob controls Walker at Evans City Cemetery
    And Carol has Poison attached to Walker
    When the bases score
    Then Alice has 5 VP
    And Bob has 3 VP
    And Carol has 0 VP
    And Dave has 0 VP

  @rule:scoring.presence
  Scenario: A 0-power minion takes third place ahead of a player with nothing there
    # Alice 15, Bob 5, Carol's Invader brought to 0 by Poison, Dave nothing there
    Given Alice controls King Rex at Evans City Cemetery with 8 +1 power counters
    And Bob controls Warbot at Evans City Cemetery with 1 +1 power counter
    And Carol controls Invader at Evans City Cemetery
    And Carol has Poison attached to Invader
    When the bases score
    Then Alice has 5 VP
    And Bob has 3 VP
    And Carol has 2 VP
    And Dave has 0 VP

  @rule:scoring.vp-places @rule:scoring.presence
  Scenario: With only two ranked players, third place is not awarded to anyone
    Given Alice controls King Rex at Evans City Cemetery with 5 +1 power counters
    And Bob controls Warbot at Evans City Cemetery with 4 +1 power counters
    When the bases score
    Then Alice has 5 VP
    And Bob has 3 VP
    And Carol has 0 VP
    And Dave has 0 VP

  @rule:scoring.base-ability-ties @rule:scoring.ties.first
  Scenario: Players tied for first each use a base ability that benefits the winner
    # Evans City Cemetery: "the winner discards his or her hand and draws five cards"
    Given Alice controls King Rex at Evans City Cemetery with 3 +1 power counters
    And Bob controls Warbot at Evans City Cemetery with 6 +1 power counters
    And Alice has Cannon in hand
    And Alice's deck is Cut Lass, Buccaneer, First Mate, Pirate King, Broadside, Dinghy
    And Bob has Walker in hand
    And Bob's deck is Zapbot, Hoverbot, Nukebot, Microbot Guard, Microbot Fixer
    When the bases score
    Then Alice has 5 VP
    And Bob has 5 VP
    And Cannon is in Alice's discard pile
    And Alice has 5 cards in hand
    And Dinghy is in Alice's deck
    And Walker is in Bob's discard pile
    And Bob has 5 cards in hand
