Feature: Disco Dancers clarifications
  Every official clarification of the Disco Dancers' cards and bases, as the
  engine resolves it (IDs from `smashup rulings --faction disco-dancers`). The
  copying clarification shared by Diva, Dancing King, We are Family and Funky
  Town has one scenario per statement it makes.

  Background:
    Given Jungle Oasis is in play
    And The Grey Opal is in play
    And the base deck is Tortuga

  # --- Diva -------------------------------------------------------------------------------

  @ruling:disco-dancers/diva#1
  Scenario: Each Diva copies Get Down Tonight on Disco Lou, neither copies the other's copy, and every copy counts for the draw
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Alice controls Disco Lou at Jungle Oasis
    And Alice controls Diva at Jungle Oasis
    And Alice controls Diva at Jungle Oasis
    And Alice's deck is Roller, Roller, Roller, Roller
    And Alice has Get Down Tonight in hand
    And Alice will choose Disco Lou, yes, yes
    When Alice plays Get Down Tonight
    Then Disco Lou has power 6
    And Alice has 16 power at Jungle Oasis
    And Alice has 3 cards in hand
    And the explanation cites disco-dancers/diva#1

  @ruling:disco-dancers/diva#1
  Scenario: A Diva that passes on the action's effect is not offered another Diva's copy of it
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Alice controls Disco Lou at Jungle Oasis
    And Alice controls Diva at Jungle Oasis
    And Alice controls Diva at Jungle Oasis
    And Alice's deck is Roller, Roller, Roller, Roller
    And Alice has Get Down Tonight in hand
    And Alice will choose Disco Lou, yes, no
    When Alice plays Get Down Tonight
    Then Alice has 14 power at Jungle Oasis
    And Alice has 2 cards in hand

  @ruling:disco-dancers/diva#1
  Scenario: A Diva copies an effect once each turn, not once per action
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Alice controls Disco Lou at Jungle Oasis
    And Alice controls Diva at Jungle Oasis
    And Alice's deck is Roller, Roller, Roller, Roller
    And Alice has Celebration, Get Down Tonight, Turn The Beat Around in hand
    And Alice will choose Disco Lou, yes, Disco Lou, Disco Lou
    When Alice plays Celebration
    And Alice plays Get Down Tonight
    And Alice plays Turn The Beat Around
    Then Diva has power 5
    And Disco Lou has power 6

  @ruling:disco-dancers/diva#1
  Scenario: A Diva cannot copy an action played on a minion, nor an action played earlier
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And it is Bob's turn
    And Alice controls Disco Lou at Jungle Oasis
    And Alice controls Diva at Jungle Oasis
    And Bob has Assassination in hand
    When Bob plays Assassination on Disco Lou
    And the turn ends
    Then Disco Lou is in Alice's discard pile
    And Diva is at Jungle Oasis
    And the explanation has a step "Diva does not copy the effect of Assassination on Disco Lou: an action played on a minion is not a standard action" citing disco-dancers/diva#1, play.standard-action

  @ruling:disco-dancers/diva#1
  Scenario: A Diva copying a move goes to the same base
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Tortuga is in play
    And the base deck is Ninja Dojo
    And Alice controls Disco Lou at Jungle Oasis
    And Alice controls Diva at Jungle Oasis
    And Alice's deck is Roller, Roller, Roller, Roller
    And Alice has I'm So Excited in hand
    And Alice will choose Disco Lou, Tortuga, yes
    When Alice plays I'm So Excited
    Then Disco Lou is at Tortuga
    And Diva is at Tortuga
    And Alice has 2 cards in hand

  @ruling:disco-dancers/diva#1
  Scenario: A Diva copies only one part of an effect with two parts
    # Fast as Lightning: +2 power, and a return to hand instead of the discard pile. The Diva's
    # player chooses the +2, so the Diva does not get the other part: it goes to the discard pile.
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Alice controls Disco Lou at Jungle Oasis with 3 +1 power counters
    And Alice controls Diva at Jungle Oasis
    And Alice has Fast as Lightning in hand
    And Alice will choose Disco Lou, yes, +2 power
    When Alice plays Fast as Lightning
    And the bases score
    Then Disco Lou is in Alice's hand
    And Diva is in Alice's discard pile
    And Alice has 2 VP

  @ruling:disco-dancers/diva#1
  Scenario: A Diva chooses as the action is played which part to copy, even a part that happens later
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Alice controls Disco Lou at Jungle Oasis with 3 +1 power counters
    And Alice controls Diva at Jungle Oasis
    And Alice has Fast as Lightning in hand
    And Alice will choose Disco Lou, yes, return to hand
    When Alice plays Fast as Lightning
    And the bases score
    Then Disco Lou is in Alice's hand
    And Diva is in Alice's hand
    And Alice has 2 VP

  @ruling:disco-dancers/diva#1
  Scenario: A Diva copies another player's standard action on your minion, though the Diva does not fit its prerequisite
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And it is Bob's turn
    And Alice controls Roller at Jungle Oasis
    And Alice controls Diva at Jungle Oasis with 1 +1 power counter
    And Bob has Seeing Stars in hand
    And Alice will choose yes
    When Bob plays Seeing Stars
    Then Roller is in Alice's discard pile
    And Diva is in Alice's discard pile

  # --- Dancing King ----------------------------------------------------------------------

  @ruling:disco-dancers/dancing-king#1
  Scenario: Dancing King may choose itself as the other minion
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Alice controls Disco Lou at Jungle Oasis
    And Alice controls Dancing King at Jungle Oasis
    And Alice's deck is Roller, Roller, Roller, Roller
    And Alice has Get Down Tonight in hand
    And Alice will choose Disco Lou, Dancing King
    When Alice plays Get Down Tonight
    Then Dancing King has power 7
    And Disco Lou has power 6
    And Alice has 2 cards in hand

  @ruling:disco-dancers/dancing-king#1
  Scenario: Dancing King cannot choose a minion the action already affects
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Alice controls Disco Lou at Jungle Oasis
    And Alice controls Dancing King at Jungle Oasis
    And Alice's deck is Roller, Roller, Roller, Roller
    And Alice has Get Down Tonight in hand
    And Alice will choose Disco Lou, Disco Lou
    When Alice plays Get Down Tonight
    Then the play is refused: Scripted choice 'Disco Lou' matches no option

  @ruling:disco-dancers/dancing-king#1
  @ruling:disco-dancers/we-are-family#1
  Scenario: Dancing King may choose a minion that We are Family already copied the effect to
    # Bob's Warbot gets +2; We are Family gives its Diva +2; the King gives the Diva +2 more.
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Alice controls Dancing King at Jungle Oasis
    And Alice controls Diva at Jungle Oasis
    And Alice has We are Family attached to Diva
    And Bob controls Warbot at Jungle Oasis
    And Alice's deck is Roller, Roller, Roller, Roller
    And Alice has Get Down Tonight in hand
    And Alice will choose Warbot, Diva, yes
    When Alice plays Get Down Tonight
    Then Diva has power 7
    And Dancing King has power 5
    And Warbot has power 6
    And Alice has 2 cards in hand

  @ruling:disco-dancers/dancing-king#2
  Scenario: Dancing King copies a destruction onto a minion that does not fit the original prerequisite
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And it is Bob's turn
    And Alice controls Diva at Jungle Oasis
    And Alice controls Dancing King at Jungle Oasis
    And Bob controls Ninja Master at Jungle Oasis
    And Bob has Seeing Stars in hand
    And Alice will choose Ninja Master
    When Bob plays Seeing Stars
    Then Diva is in Alice's discard pile
    And Ninja Master is in Bob's discard pile
    And the explanation cites disco-dancers/dancing-king#2

  @ruling:disco-dancers/dancing-king#2
  Scenario: Dancing King copies once per action, not once per minion the action affects
    # Disco Inferno: Alice's counter on Disco Lou is copied to the King; Bob's counter on Warbot
    # is not offered to the King any more. Three minions were affected: Alice draws three.
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Alice controls Disco Lou at Jungle Oasis
    And Alice controls Dancing King at Jungle Oasis
    And Bob controls Warbot at Jungle Oasis
    And Alice's deck is Roller, Roller, Roller, Roller
    And Alice has Disco Inferno in hand
    And Alice will choose Disco Lou, Dancing King
    And Bob will choose Warbot
    When Alice plays Disco Inferno
    Then Dancing King has 1 +1 power counter
    And Warbot has 1 +1 power counter
    And Disco Lou has 1 +1 power counter
    And Alice has 3 cards in hand

  @ruling:disco-dancers/dancing-king#2
  Scenario: A copied destruction comes from the original action, so its player has the credit
    # Smoke Bomb only stops other players' actions: Bob's own Seeing Stars, copied by Alice's
    # Dancing King, destroys Bob's Zapbot.
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And it is Bob's turn
    And Alice controls Diva at Jungle Oasis
    And Alice controls Dancing King at Jungle Oasis
    And Bob controls Zapbot at Jungle Oasis
    And Bob has Smoke Bomb attached to Zapbot
    And Bob has Seeing Stars in hand
    And Bob will choose Diva
    And Alice will choose Zapbot
    When Bob plays Seeing Stars
    Then Zapbot is in Bob's discard pile
    And Diva is in Alice's discard pile

  @ruling:disco-dancers/dancing-king#2
  Scenario: Dancing King copies the effect of I Will Survive after a base scores
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And the phase is score-bases
    And Alice controls Disco Lou at Jungle Oasis with 5 +1 power counters
    And Alice controls Dancing King at Jungle Oasis
    And Alice has I Will Survive in hand
    And Alice will choose I Will Survive, Disco Lou, Dancing King
    When the bases score
    Then Disco Lou is in Alice's hand
    And Dancing King is in Alice's hand
    And Alice has 2 VP

  # --- We are Family ---------------------------------------------------------------------

  @ruling:disco-dancers/we-are-family#1
  Scenario: We are Family copies onto its minion once each turn
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Alice controls Diva at Jungle Oasis
    And Alice has We are Family attached to Diva
    And Bob controls Warbot at Jungle Oasis
    And Alice's deck is Roller, Roller, Roller, Roller
    And Alice has Celebration, Get Down Tonight, Turn The Beat Around in hand
    And Alice will choose Warbot, yes, Warbot, Warbot
    When Alice plays Celebration
    And Alice plays Get Down Tonight
    And Alice plays Turn The Beat Around
    Then Diva has power 5
    And Warbot has power 6

  @ruling:disco-dancers/we-are-family#1
  Scenario: We are Family does not copy an action played on a minion
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And it is Bob's turn
    And Alice controls Diva at Jungle Oasis
    And Alice has We are Family attached to Diva
    And Alice controls Disco Lou at Jungle Oasis
    And Bob has Assassination in hand
    When Bob plays Assassination on Disco Lou
    And the turn ends
    Then Disco Lou is in Alice's discard pile
    And Diva is at Jungle Oasis
    And the explanation has a step "We are Family does not copy the effect of Assassination on Disco Lou" citing disco-dancers/we-are-family#1, play.standard-action

  # --- Funky Town ------------------------------------------------------------------------

  @ruling:disco-dancers/funky-town#1
  Scenario: Funky Town has your standard action affect another of your minions there, once per turn
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Funky Town is in play
    And Alice controls Disco Lou at Funky Town
    And Alice controls Drunken Master at Funky Town
    And Alice's deck is Roller, Roller, Roller, Roller
    And Alice has Celebration, Get Down Tonight, Turn The Beat Around in hand
    And Alice will choose Disco Lou, Drunken Master, Disco Lou, Drunken Master
    When Alice plays Celebration
    And Alice plays Get Down Tonight
    And Alice plays Turn The Beat Around
    Then Drunken Master has power 4
    And Disco Lou has power 7
    And Alice has 2 cards in hand
    And the explanation cites disco-dancers/funky-town#1

  @ruling:disco-dancers/funky-town#1
  Scenario: Funky Town does not copy an effect on another player's minion
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Funky Town is in play
    And Alice controls Disco Lou at Funky Town
    And Bob controls Warbot at Funky Town
    And Alice's deck is Roller, Roller, Roller, Roller
    And Alice has Get Down Tonight in hand
    And Alice will choose Warbot
    When Alice plays Get Down Tonight
    Then Warbot has power 6
    And Disco Lou has power 4
    And Alice has 1 card in hand
    And the explanation has a step "Funky Town does not copy the effect of Get Down Tonight on Warbot: Warbot is not one of Alice's minions" citing disco-dancers/funky-town#1

  # --- Last Dance ------------------------------------------------------------------------

  @ruling:disco-dancers/last-dance#1
  Scenario: Last Dance: each player destroys their own minion and has the credit, copies included
    # Bob destroys his Zapbot himself, so Smoke Bomb (other players' actions) does not stop him;
    # Carol's Dragon Warrior cannot be destroyed; Alice's Diva copies the Roller's destruction.
    Given a game between Alice (Disco Dancers, Zombies), Bob (Ninjas, Robots) and Carol (Kung Fu Fighters, Pirates)
    And Alice controls Roller at Jungle Oasis
    And Alice controls Diva at Jungle Oasis
    And Bob controls Zapbot at Jungle Oasis
    And Bob has Smoke Bomb attached to Zapbot
    And Carol controls Dragon Warrior at The Grey Opal
    And Alice has Last Dance in hand
    And Alice will choose Roller, yes
    And Bob will choose Zapbot
    And Carol will choose Dragon Warrior
    When Alice plays Last Dance
    Then Roller is in Alice's discard pile
    And Diva is in Alice's discard pile
    And Zapbot is in Bob's discard pile
    And Dragon Warrior is at The Grey Opal
    And Alice has 2 VP
    And Bob has 1 VP
    And Carol has 0 VP
    And the explanation cites disco-dancers/last-dance#1

  # --- Turn The Beat Around --------------------------------------------------------------

  @ruling:disco-dancers/turn-the-beat-around#1
  Scenario: Turn The Beat Around: one -1 for each minion that gained +1, copies included, and they may all go to one minion
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Alice controls Disco Lou at Jungle Oasis
    And Alice controls Diva at Jungle Oasis
    And Bob controls Warbot at Jungle Oasis
    And Alice has Turn The Beat Around in hand
    And Alice will choose Disco Lou, yes, Warbot, Warbot
    When Alice plays Turn The Beat Around
    Then Disco Lou has power 5
    And Diva has power 4
    And Warbot has power 2
    And the explanation cites disco-dancers/turn-the-beat-around#1

  # --- Boogie Wonderland -----------------------------------------------------------------

  @ruling:disco-dancers/boogie-wonderland#1
  Scenario: Boogie Wonderland: moving your minion away from it draws a card
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Boogie Wonderland is in play
    And Alice controls Disco Lou at Boogie Wonderland
    And Alice's deck is Roller, Roller, Roller, Roller
    And Alice has I'm So Excited in hand
    And Alice will choose Jungle Oasis
    When Alice plays I'm So Excited
    Then Disco Lou is at Jungle Oasis
    And Alice has 2 cards in hand
    And the explanation cites disco-dancers/boogie-wonderland#1

  @ruling:disco-dancers/boogie-wonderland#1
  Scenario: Boogie Wonderland: moving your minion to it draws no card
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Boogie Wonderland is in play
    And Alice controls Disco Lou at Jungle Oasis
    And Alice's deck is Roller, Roller, Roller, Roller
    And Alice has I'm So Excited in hand
    And Alice will choose Boogie Wonderland
    When Alice plays I'm So Excited
    Then Disco Lou is at Boogie Wonderland
    And Alice has 1 card in hand
    And the explanation has a step "Boogie Wonderland does not trigger after I'm So Excited is played: Disco Lou moved here" citing disco-dancers/boogie-wonderland#1
