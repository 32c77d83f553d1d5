Feature: End of the game
  The game can end only at the end of a turn: if someone then has 15 VP or
  more, the player with the most VP wins; if the most VP are tied, the game
  goes on. Jungle Oasis (breakpoint 12) pays 2 VP to the winner.

  Background:
    Given a game between Alice (Dinosaurs, Pirates) and Bob (Robots, Zombies)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga, The Grey Opal
    And Alice controls King Rex at Jungle Oasis with 5 +1 power counters

  @rule:endgame.victory
  Scenario: Reaching 15 VP during scoring ends nothing by itself
    Given Alice has 14 VP
    When the bases score
    Then Alice has 16 VP
    And nobody has won yet

  @rule:endgame.victory @rule:turn.end
  Scenario: At the end of the turn, the only player with 15 VP or more wins
    Given Alice has 14 VP
    And Bob has 10 VP
    When the turn ends
    Then Alice has 16 VP
    And Alice wins the game

  @rule:endgame.victory
  Scenario: Nobody has 15 VP at the end of the turn: the game goes on
    Given Alice has 12 VP
    And Bob has 14 VP
    When the turn ends
    Then Alice has 14 VP
    And nobody has won yet

  @rule:endgame.victory
  Scenario: The player with the most VP wins, not the first to reach 15
    Given Alice has 14 VP
    And Bob has 17 VP
    When the turn ends
    Then Alice has 16 VP
    And Bob wins the game

  @rule:endgame.tie
  Scenario: A tie for the most VP at 15 or more: nobody wins, the game goes on
    Given Alice has 13 VP
    And Bob has 15 VP
    When the turn ends
    Then Alice has 15 VP
    And Bob has 15 VP
    And nobody has won yet

  @rule:endgame.tie @rule:endgame.victory
  Scenario: After a tie the check is made again at the end of the next turn
    # Armor Stego's Talent gives it +2 on Bob's turn, so Evans City Cemetery
    # reaches 20 (Warbot 15 + Armor Stego 5) only on Bob's turn.
    Given Alice has 13 VP
    And Bob has 15 VP
    And Alice controls Armor Stego at Evans City Cemetery
    And Bob controls Warbot at Evans City Cemetery with 11 +1 power counters
    When Alice uses the talent of Armor Stego
    And the turn ends
    And the turn ends
    Then Alice has 18 VP
    And Bob has 20 VP
    And Bob wins the game
    And the explanation cites endgame.tie
