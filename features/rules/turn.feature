Feature: Phases of a turn
  Start of turn, Play Cards, Score Bases, Draw 2 Cards (with the empty-deck
  rule and the hand limit of 10), End of turn. "The turn ends" finishes the
  current player's turn from the Play Cards phase.

  Background:
    Given a game between Alice (Dinosaurs, Pirates) and Bob (Zombies, Ninjas)
    And Jungle Oasis is in play
    And the base deck is Tortuga

  @rule:turn.score-bases
  Scenario: A base that reaches its breakpoint during Play Cards does not score yet
    # King Rex 9 + Cut Lass 3 = 12, Jungle Oasis's breakpoint
    Given Alice controls King Rex at Jungle Oasis with 2 +1 power counters
    And Alice has Cut Lass in hand
    When Alice plays Cut Lass at Jungle Oasis
    Then Alice has 0 VP
    And Jungle Oasis is in play

  @rule:turn.score-bases @rule:turn.phases
  Scenario: The base waits for the Score Bases phase of the turn
    # King Rex 9 + Cut Lass 3 = 12, Jungle Oasis's breakpoint
    Given Alice controls King Rex at Jungle Oasis with 2 +1 power counters
    And Alice has Cut Lass in hand
    When Alice plays Cut Lass at Jungle Oasis
    And the turn ends
    Then Alice has 2 VP
    And Jungle Oasis is in the base discard pile

  @rule:turn.draw
  Scenario: The current player draws the top two cards of their deck
    Given Alice's deck is King Rex, Cut Lass, Buccaneer (top first)
    When the turn ends
    Then Alice has 2 cards in hand
    And King Rex is in Alice's hand
    And Cut Lass is in Alice's hand
    And Buccaneer is in Alice's deck

  @rule:turn.draw @rule:turn.phases
  Scenario: Cards are drawn after the bases have scored
    # Evans City Cemetery's winner discards their hand and draws five; Draw 2 comes after that
    Given Evans City Cemetery is in play
    And Alice controls King Rex at Evans City Cemetery with 13 +1 power counters
    And Alice has Cannon in hand
    And Alice's deck is Cut Lass, Buccaneer, First Mate, Pirate King, Broadside, Dinghy, Full Sail
    When the turn ends
    Then Alice has 7 cards in hand
    And Cannon is in Alice's discard pile
    And Full Sail is in Alice's hand

  @rule:turn.empty-deck @rule:turn.draw
  Scenario: The deck runs out between the two draws: the discard pile is shuffled into a new deck
    Given Alice's deck is King Rex
    And Alice's discard pile has Cut Lass
    When the turn ends
    Then Alice has 2 cards in hand
    And King Rex is in Alice's hand
    And Cut Lass is in Alice's hand

  @rule:turn.empty-deck
  Scenario: With an empty deck the whole discard pile becomes the new deck
    Given Alice's deck is empty
    And Alice's discard pile has King Rex, Cut Lass, Buccaneer
    When the turn ends
    Then Alice has 2 cards in hand
    And Alice's deck has 1 card
    And Alice's discard pile has 0 cards

  @rule:turn.empty-deck
  Scenario: With an empty deck and an empty discard pile nothing more is drawn
    Given Alice's deck is King Rex
    And Alice's discard pile is empty
    When the turn ends
    Then Alice has 1 card in hand
    And King Rex is in Alice's hand

  @rule:turn.empty-hand
  Scenario: Playing the last card from hand draws nothing until the Draw 2 Cards phase
    Given Alice has King Rex in hand
    And Alice's deck is Cut Lass, Buccaneer
    When Alice plays King Rex at Jungle Oasis
    Then Alice has 0 cards in hand
    And Cut Lass is in Alice's deck

  @rule:turn.hand-limit
  Scenario: After drawing, the current player discards down to 10 cards of their choice
    Given Alice has King Rex, Armor Stego, Laseratops, War Raptor, Augmentation, Howl, Buccaneer, Cut Lass, First Mate and Pirate King in hand
    And Alice's deck is Cannon, Broadside
    And Alice will choose Howl, Augmentation
    When the turn ends
    Then Alice has 10 cards in hand
    And Howl is in Alice's discard pile
    And Augmentation is in Alice's discard pile
    And Cannon is in Alice's hand
    And Broadside is in Alice's hand

  @rule:turn.hand-limit
  Scenario: The hand limit applies only to the current player, after drawing
    Given Bob has Walker, Zombie Lord, Grave Digger, Tenacious Z, Outbreak, Overrun, Ninja Master, Tiger Assassin, Shinobi, Ninja Acolyte, Seeing Stars and Poison in hand
    When the turn ends
    Then Bob has 12 cards in hand

  @rule:turn.end @rule:turn.phases
  Scenario: At the end of the turn, end-of-turn abilities happen and "until the end of the turn" effects expire
    Given Evans City Cemetery is in play
    And Alice controls King Rex at Evans City Cemetery
    And Alice controls Cut Lass at Evans City Cemetery
    And Bob has Assassination attached to King Rex
    And Alice has Augmentation in hand
    And Alice's deck is Buccaneer, First Mate
    And Alice will choose Cut Lass
    When Alice plays Augmentation
    And the turn ends
    Then King Rex is in Alice's discard pile
    And Assassination is in Bob's discard pile
    And Cut Lass has power 3

  @rule:turn.end
  Scenario: "Until the end of your turn" power lasts through the Score Bases phase
    # Cut Lass 3 + 4 from Augmentation + King Rex 7 = 14 ≥ 12
    Given Alice controls King Rex at Jungle Oasis
    And Alice controls Cut Lass at Jungle Oasis
    And Bob controls Shinobi at Jungle Oasis with 8 +1 power counters
    And Alice has Augmentation in hand
    And Alice will choose Cut Lass
    When Alice plays Augmentation
    And the turn ends
    Then Alice has 2 VP
    And Bob has 0 VP

  @rule:turn.start
  Scenario: Start-of-turn abilities happen when their player's turn starts
    # Overrun: "Destroy this action at the start of your turn."
    Given Bob has Overrun attached to Jungle Oasis
    And Alice's deck is King Rex, Cut Lass
    And Bob's deck is Walker, Zombie Lord
    When the turn ends
    And the turn ends
    Then Overrun is in Bob's discard pile

  @rule:turn.start
  Scenario: Start-of-turn abilities wait for their own player's turn
    Given Bob has Overrun attached to Jungle Oasis
    And Alice's deck is King Rex, Cut Lass
    When the turn ends
    Then Overrun is on Jungle Oasis
