Feature: Awarding VP when players tie
  Each tied player gets the full VP of the place they tie for, and a tie uses
  up as many places as there are tied players.

  Background:
    Given a game between Alice (Dinosaurs, Pirates), Bob (Robots, Zombies), Carol (Aliens, Ninjas) and Dave (Ghosts, Kaiju)
    And Evans City Cemetery is in play

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
