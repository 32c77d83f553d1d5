Feature: Setting up a new game
  Each player takes two different factions and shuffles them into one 40-card deck,
  their titans set aside beside them; the bases of the factions in the game make the
  base deck, from which one base more than there are players is dealt; each player
  draws five cards, and a hand without a minion may be mulliganed once. A set whose
  factions use the Madness deck brings its 30 cards. Positions start in the middle of
  a game, so these scenarios look at the games `smashup simulate` sets up.

  @rule:setup.factions @rule:setup.opening-hand @rule:setup.titans
  Scenario: Two different factions each, one 40-card deck, five cards in hand, titans set aside
    Given a new 2-player game is set up from the factions Pirates, Kaiju, Robots, Dinosaurs, seed 3
    Then each player plays two different factions, and holds their cards only
    And each player has 5 cards in hand
    And each player has 35 cards in their deck
    And each player's titans are set aside beside them, out of their deck

  @rule:setup.bases @rule:setup.base-deck
  Scenario: One base more than there are players is dealt from the bases of the factions in the game
    Given a new 3-player game is set up from the factions Pirates, Ninjas, Robots, Zombies, Aliens, Dinosaurs, seed 5
    Then 4 bases are in play, and the base deck holds the other bases of the factions in the game

  @rule:setup.special-decks
  Scenario: A faction that uses Madness brings the 30-card Madness deck
    Given a new 2-player game is set up from the factions Elder Things, Pirates, Robots, Zombies, seed 2
    Then the Madness deck has 30 cards

  @rule:setup.opening-hand @rule:setup.mulligan
  Scenario: A hand with a minion is kept
    Given a shuffled deck of Cannon, Full Sail, Buccaneer, Dinghy, Powderkeg, Cut Lass, First Mate
    When the opening hand is dealt
    Then the opening hand is Cannon, Full Sail, Buccaneer, Dinghy, Powderkeg

  @rule:setup.mulligan
  Scenario: A hand without a minion is replaced once by the next five cards, the first five going back into the deck
    Given a shuffled deck of Cannon, Full Sail, Dinghy, Powderkeg, Swashbuckling, Cut Lass, First Mate, Broadside, Sea Dogs, Shanghai, Buccaneer
    When the opening hand is dealt
    Then the opening hand is Cut Lass, First Mate, Broadside, Sea Dogs, Shanghai

  @rule:setup.mulligan
  Scenario: The second hand is kept even without a minion
    Given a shuffled deck of Cannon, Full Sail, Dinghy, Powderkeg, Swashbuckling, Broadside, Sea Dogs, Shanghai, Cannon, Dinghy, Cut Lass
    When the opening hand is dealt
    Then the opening hand is Broadside, Sea Dogs, Shanghai, Cannon, Dinghy
