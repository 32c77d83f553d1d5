Feature: Minions of Cthulhu clarifications
  Every official clarification and summary ruling of the Minions of Cthulhu's cards,
  bases and titan (IDs from `smashup rulings --faction minions-of-cthulhu`), as the
  engine resolves them.

  Background:
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @ruling:cthulhu/altar-to-cthulhu#1
  Scenario: Altar to Cthulhu gives an extra action after the first minion played there
    Given a game between Alice (Minions of Cthulhu, Killer Plants) and Bob (Zombies, Robots)
    And Alice has already played one action this turn
    And Alice has Altar to Cthulhu attached to Jungle Oasis
    And Alice has Servitor of Cthulhu, The Seal is Broken in hand
    When Alice plays Servitor of Cthulhu at Jungle Oasis
    And Alice plays The Seal is Broken
    Then Alice has 1 VP
    And Madness is in Alice's hand

  @ruling:cthulhu/altar-to-cthulhu#1
  Scenario: Altar to Cthulhu gives only one extra action each turn
    Given a game between Alice (Minions of Cthulhu, Killer Plants) and Bob (Zombies, Robots)
    And Alice has already played one action this turn
    And Alice has Altar to Cthulhu attached to Jungle Oasis
    And Alice has Servitor of Cthulhu, Insta-Grow, Servitor of Cthulhu, The Seal is Broken in hand
    When Alice plays Servitor of Cthulhu at Jungle Oasis
    And Alice plays Insta-Grow
    And Alice plays Servitor of Cthulhu at Jungle Oasis
    And Alice plays The Seal is Broken
    Then the play is refused: no action play is left this turn

  @ruling:minions-of-cthulhu/complete-the-ritual#1 @ruling:cthulhu/complete-the-ritual#1 @rule:titans.nature @rule:titans.targeting
  Scenario: Complete the Ritual sends the cards to their owners' decks and removes titans from play
    Given a game between Alice (Minions of Cthulhu, Pirates) and Bob (Ninjas, Robots)
    And the phase is start-turn
    And Alice controls Buccaneer at Jungle Oasis
    And Bob controls Zapbot at Jungle Oasis
    And Bob controls Invisible Ninja at Jungle Oasis
    And Alice has Complete the Ritual attached to Jungle Oasis
    And Alice's deck is Cut Lass, Powderkeg, Cannon
    When the turn ends
    Then Buccaneer is in Alice's deck
    And Complete the Ritual is in Alice's deck
    And Alice's deck has 3 cards
    And Zapbot is in Bob's deck
    And Invisible Ninja is set aside by Bob
    And Tortuga is in play
    And Jungle Oasis is in the base deck
    And the explanation cites minions-of-cthulhu/complete-the-ritual#1

  @ruling:minions-of-cthulhu/cthulhu#1 @ruling:cthulhu/cthulhu#1
  Scenario: Cthulhu gets no counters for the Madness drawn to play it
    Given a game between Alice (Minions of Cthulhu, Pirates) and Bob (Zombies, Robots)
    And Alice has the titan Cthulhu set aside
    And Alice controls Servitor of Cthulhu at Jungle Oasis
    When Alice plays Cthulhu at Jungle Oasis
    Then Cthulhu is at Jungle Oasis
    And Cthulhu has 0 +1 power counters
    And Alice has 2 cards in hand
    And Madness is in Alice's hand

  @ruling:cthulhu/cthulhu#1 @ruling:minions-of-cthulhu/cthulhu#1
  Scenario: Cthulhu gains counters from later Madness plays and draws
    Given a game between Alice (Minions of Cthulhu, Pirates) and Bob (Zombies, Robots)
    And Alice controls Cthulhu at Jungle Oasis
    And Alice has Madness, Madness in hand
    And Alice will choose return this card to the Madness deck, draw a Madness card
    When Alice plays Madness
    And Alice uses the talent of Cthulhu
    Then Cthulhu has 2 +1 power counters
    And Alice has 2 cards in hand

  @ruling:minions-of-cthulhu/cthulhus-chosen#1 @ruling:cthulhu/cthulhus-chosen#1
  Scenario: Each Cthulhu's Chosen may draw one Madness before another base scores
    Given a game between Alice (Minions of Cthulhu, Pirates) and Bob (Dinosaurs, Robots)
    And Alice controls Cthulhu's Chosen at Evans City Cemetery
    And Alice controls Cthulhu's Chosen at Evans City Cemetery
    And Bob controls King Rex at Jungle Oasis
    And Bob controls Laseratops at Jungle Oasis
    And Bob controls War Raptor at Jungle Oasis
    And Alice will choose Cthulhu's Chosen, yes, yes
    When the bases score
    Then Alice has 10 power at Evans City Cemetery
    And Alice has 2 cards in hand
    And Bob has 2 VP

  @ruling:minions-of-cthulhu/cthulhus-chosen#1 @ruling:cthulhu/cthulhus-chosen#1
  Scenario: A single Cthulhu's Chosen draws at most one Madness for one scoring
    Given a game between Alice (Minions of Cthulhu, Pirates) and Bob (Dinosaurs, Robots)
    And Alice controls Cthulhu's Chosen at Evans City Cemetery
    And Bob controls King Rex at Jungle Oasis
    And Bob controls Laseratops at Jungle Oasis
    And Bob controls War Raptor at Jungle Oasis
    And Alice will choose yes
    When the bases score
    Then Cthulhu's Chosen has power 5
    And Alice has 1 cards in hand

  @ruling:minions-of-cthulhu/furthering-the-cause#1 @ruling:cthulhu/furthering-the-cause#1
  Scenario: Furthering the Cause gives 1 VP for a turn when two opposing minions were destroyed there
    Given a game between Alice (Minions of Cthulhu, Pirates) and Bob (Zombies, Robots)
    And Alice has Furthering the Cause attached to Jungle Oasis
    And Alice controls Cut Lass at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Bob controls Zapbot at Jungle Oasis
    And Alice has Powderkeg in hand
    When Alice plays Powderkeg
    And the turn ends
    Then Walker is in Bob's discard pile
    And Zapbot is in Bob's discard pile
    And Alice has 1 VP

  @ruling:minions-of-cthulhu/madness-unleashed#1 @ruling:cthulhu/madness-unleashed#1
  Scenario: Madness drawn through Madness Unleashed cannot be discarded to it
    Given a game between Alice (Minions of Cthulhu, Pirates) and Bob (Zombies, Robots)
    And Alice has Madness Unleashed, Madness in hand
    And Alice's deck is Madness, Cut Lass
    And Alice will choose Madness, yes
    When Alice plays Madness Unleashed
    Then Madness is in Alice's hand
    And Alice has 1 cards in hand
    And Alice's discard pile has 2 cards
    And Alice's deck has 1 card

  @ruling:minions-of-cthulhu/rlyeh#1 @ruling:cthulhu/rlyeh#1
  Scenario: A minion R'lyeh cannot destroy earns no VP
    Given a game between Alice (Minions of Cthulhu, Robots) and Bob (Zombies, Pirates)
    And R'lyeh is in play
    And the phase is start-turn
    And Alice controls Warbot at R'lyeh
    And Alice will choose Warbot
    When the turn ends
    Then Warbot is at R'lyeh
    And Alice has 0 VP

  @ruling:minions-of-cthulhu/rlyeh#1 @ruling:cthulhu/rlyeh#1
  Scenario: A minion destroyed by R'lyeh earns its controller 1 VP
    Given a game between Alice (Minions of Cthulhu, Robots) and Bob (Zombies, Pirates)
    And R'lyeh is in play
    And the phase is start-turn
    And Alice controls Zapbot at R'lyeh
    And Alice's deck is Servitor of Cthulhu, Corruption, Recruit by Force
    And Alice will choose Zapbot
    When the turn ends
    Then Zapbot is in Alice's discard pile
    And Alice has 1 VP

  @ruling:minions-of-cthulhu/servitor-of-cthulhu#1 @ruling:cthulhu/servitor-of-cthulhu#1
  Scenario: A Servitor that cannot be destroyed still places the action
    Given a game between Alice (Minions of Cthulhu, Bear Cavalry) and Bob (Zombies, Robots)
    And Alice controls General Ivan at Jungle Oasis
    And Alice controls Servitor of Cthulhu at Jungle Oasis
    And Alice's discard pile has Corruption
    When Alice uses the talent of Servitor of Cthulhu
    Then Servitor of Cthulhu is at Jungle Oasis
    And Corruption is in Alice's deck

  @ruling:minions-of-cthulhu/servitor-of-cthulhu#1 @ruling:cthulhu/servitor-of-cthulhu#1
  Scenario: A Servitor destroying itself at R'lyeh places an action but earns no VP
    Given a game between Alice (Minions of Cthulhu, Pirates) and Bob (Zombies, Robots)
    And R'lyeh is in play
    And Alice controls Servitor of Cthulhu at R'lyeh
    And Alice's discard pile has Corruption
    When Alice uses the talent of Servitor of Cthulhu
    Then Servitor of Cthulhu is in Alice's discard pile
    And Corruption is in Alice's deck
    And Alice has 0 VP

  @ruling:minions-of-cthulhu/servitor-of-cthulhu#1 @ruling:cthulhu/servitor-of-cthulhu#1
  Scenario: A Servitor destroyed by R'lyeh earns 1 VP but places no action
    Given a game between Alice (Minions of Cthulhu, Pirates) and Bob (Zombies, Robots)
    And R'lyeh is in play
    And the phase is start-turn
    And Alice controls Servitor of Cthulhu at R'lyeh
    And Alice's discard pile has Corruption
    And Alice's deck is Cut Lass, Powderkeg, Cannon
    And Alice will choose Servitor of Cthulhu
    When the turn ends
    Then Servitor of Cthulhu is in Alice's discard pile
    And Corruption is in Alice's discard pile
    And Alice has 1 VP
    And the explanation has a step "places no action after Servitor of Cthulhu is destroyed" citing minions-of-cthulhu/servitor-of-cthulhu#1, conflict.servitor-talent
