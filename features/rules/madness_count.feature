Feature: Which Madness cards count in the final score
  A player's Madness cards count wherever they still are the player's: hand, deck, discard
  pile, buried beside a base, stored under a card; never those in the box or the Madness
  deck (conflict.madness-count, madness.final-score). Each pair costs 1 VP; a tie goes to
  the player with fewer Madness cards.

  Background:
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And Alice has 16 VP
    And Bob has 15 VP
    And Alice's deck is empty
    And Bob's deck is empty

  @rule:conflict.madness-count @ruling:cthulhu/madness-final-score#1
  Scenario: Madness buried beside a base counts, and decides the winner
    # 1 in hand + 1 buried: Alice loses 1 VP (15); tied with Bob, who has fewer Madness and wins.
    Given Alice has Madness in hand
    And Alice has buried Madness beside Jungle Oasis
    When the turn ends
    Then Alice has 15 VP
    And Bob wins the game

  @rule:conflict.madness-count @ruling:cthulhu/madness-final-score#1
  Scenario: Madness stored under a card counts
    Given Alice controls Mi-go at Jungle Oasis
    And Alice's Madness, Madness are stored under Mi-go
    When the turn ends
    Then Alice has 15 VP
    And Bob wins the game

  @rule:conflict.madness-count @ruling:cthulhu/madness-final-score#1
  Scenario: Madness in the hand, the deck and the discard pile counts
    Given Alice has Madness in hand
    And Alice's deck is Madness
    And Alice's discard pile has Madness, Madness
    When the turn ends
    Then Alice has 14 VP
    And Bob wins the game

  @rule:conflict.madness-count @ruling:cthulhu/asylum#1
  Scenario: Madness in the box does not count
    # Two in the box would cost 1 VP and the win; they are out of the game.
    Given Alice's Madness, Madness are in the box
    When the turn ends
    Then Alice has 16 VP
    And Alice wins the game

  @rule:conflict.madness-count @rule:madness.final-score
  Scenario: The Madness deck counts for nobody
    Given Alice has Madness in hand
    And the Madness deck holds 28 cards
    When the turn ends
    Then Alice has 16 VP
    And Alice wins the game

  @rule:madness.final-score @ruling:cthulhu/madness-final-score#1
  Scenario: A tie after the penalty goes to the player with fewer Madness cards
    # Alice 16 with 2 Madness: 15. Bob 15 with 1: 15. Bob has fewer and wins.
    Given Alice has Madness, Madness in hand
    And Bob has Madness in hand
    When the turn ends
    Then Alice has 15 VP
    And Bob has 15 VP
    And Bob wins the game
