Feature: Ninjas clarifications
  Every official clarification of the Ninjas' cards, bases and titan, as the
  engine resolves it (IDs from `smashup rulings --faction ninjas`).

  Background:
    Given a game between Alice (Ninjas, Robots) and Bob (Zombies, Pirates)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @ruling:ninjas/disguise#1
  Scenario: Disguise plays the extra minion and returns the chosen one: both parts happen
    Given Alice controls Shinobi at Jungle Oasis
    And Alice has Disguise, Warbot in hand
    And Alice will choose Warbot
    When Alice plays Disguise
    Then Warbot is at Jungle Oasis
    And Shinobi is in Alice's hand
    And the explanation cites ninjas/disguise#1

  @ruling:ninjas/disguise#1
  Scenario: Disguise's extra minion may be passed, and then the chosen minion is not returned: neither part happens
    # An extra play is optional however worded (conflict.optional-extra-plays); both parts or neither.
    Given Alice controls Shinobi at Jungle Oasis
    And Alice has Disguise, Warbot, Nukebot in hand
    And Alice will choose pass
    When Alice plays Disguise
    Then Shinobi is at Jungle Oasis
    And Warbot is in Alice's hand
    And Nukebot is in Alice's hand
    And the explanation has a step "Alice chooses pass" citing conflict.optional-extra-plays, ninjas/disguise#1

  @ruling:ninjas/disguise#1
  Scenario: With no minion in hand to play, Disguise returns nothing
    Given Alice controls Shinobi at Jungle Oasis
    And Alice has Disguise, Seeing Stars in hand
    When Alice plays Disguise
    Then Shinobi is at Jungle Oasis
    And Seeing Stars is in Alice's hand
    And the explanation cites ninjas/disguise#1

  @ruling:ninjas/disguise#2
  Scenario: Disguise's extra minion is played at once and cannot be kept for later
    Given Alice has already played a minion this turn
    And Alice controls Shinobi at Jungle Oasis
    And Alice has Disguise, Warbot, Nukebot in hand
    And Alice will choose Warbot
    When Alice plays Disguise
    And Alice plays Nukebot at Evans City Cemetery
    Then the play is refused: Alice cannot play Nukebot: no minion play is left this turn.

  @ruling:ninjas/disguise#2
  Scenario: Disguise's extra minion goes to the base at once, before the chosen minion returns
    Given Alice controls Shinobi at Jungle Oasis
    And Alice has Disguise, Warbot, Nukebot in hand
    And Alice will choose Warbot
    When Alice plays Disguise
    Then Warbot is at Jungle Oasis
    And Shinobi is in Alice's hand
    And Nukebot is in Alice's hand
    And the explanation cites ninjas/disguise#2

  @ruling:ninjas/ninja-acolyte#1
  Scenario: A minion played at the start of the turn does not stop Ninja Acolyte's Talent
    # Invisible Ninja: "At the start of your turn, you may destroy this titan to play an extra minion of power 3 or less."
    Given it is Bob's turn
    And Alice controls Invisible Ninja at Jungle Oasis
    And Alice controls Ninja Acolyte at Jungle Oasis
    And Alice has Zapbot, Shinobi in hand
    And Alice will choose yes, Zapbot, Evans City Cemetery, yes, Shinobi
    When the turn ends
    And Alice uses the talent of Ninja Acolyte
    Then Zapbot is at Evans City Cemetery
    And Ninja Acolyte is in Alice's hand
    And Shinobi is at Jungle Oasis
    And Invisible Ninja is set aside by Alice
    And the explanation cites ninjas/ninja-acolyte#1

  @ruling:ninjas/ninja-acolyte#1
  Scenario: A minion played in the Play Cards phase stops Ninja Acolyte's Talent
    Given Alice controls Ninja Acolyte at Jungle Oasis
    And Alice has Zapbot, Shinobi in hand
    When Alice plays Zapbot at Evans City Cemetery
    And Alice uses the talent of Ninja Acolyte
    Then the play is refused: Alice has already played a minion this turn, so Ninja Acolyte's Talent does nothing.

  @ruling:ninjas/ninja-acolyte#2
  Scenario: Ninja Acolyte returns and the extra minion is played: both parts
    Given Alice controls Ninja Acolyte at Jungle Oasis
    And Alice has Shinobi in hand
    And Alice will choose yes, Shinobi
    When Alice uses the talent of Ninja Acolyte
    Then Ninja Acolyte is in Alice's hand
    And Shinobi is at Jungle Oasis
    And the explanation cites ninjas/ninja-acolyte#2

  @ruling:ninjas/ninja-acolyte#2
  Scenario: Ninja Acolyte cannot return without the extra minion being played
    Given Alice controls Ninja Acolyte at Jungle Oasis
    And Alice has Shinobi in hand
    And Alice will choose yes, pass
    When Alice uses the talent of Ninja Acolyte
    Then the play is refused: Scripted choice 'pass' matches no option when Alice must choose a card for the extra minion play

  @ruling:ninjas/ninja-dojo#1
  Scenario: Ninja Dojo's winner may destroy a minion at Ninja Dojo itself
    # Ninja Dojo: breakpoint 18. Alice 18 (Warbot 4 + 14), Bob's Walker 2.
    Given Ninja Dojo is in play
    And Alice controls Warbot at Ninja Dojo with 14 +1 power counters
    And Bob controls Walker at Ninja Dojo
    And Bob controls Cut Lass at Jungle Oasis
    And Alice will choose Walker
    When the bases score
    Then Alice has 2 VP
    And Bob has 3 VP
    And Walker is in Bob's discard pile
    And Cut Lass is at Jungle Oasis
    And the explanation cites ninjas/ninja-dojo#1

  @ruling:ninjas/temple-of-goju#1
  Scenario: Temple of Goju's highest-power minions go to the bottom of their owners' decks, placed by the owners
    # Temple of Goju: breakpoint 16. Alice's Warbot 4+10; Bob's Cut Lass 3, and Walker 2.
    # Bob controls Alice's Zapbot (3 with a counter): it goes to Alice's deck.
    Given Temple of Goju is in play
    And Alice controls Warbot at Temple of Goju with 10 +1 power counters
    And Bob controls Cut Lass at Temple of Goju
    And Bob controls Zapbot at Temple of Goju with 1 +1 power counter owned by Alice
    And Bob controls Walker at Temple of Goju
    And Bob will choose Zapbot
    When the bases score
    Then Warbot is in Alice's deck
    And Zapbot is in Alice's deck
    And Cut Lass is in Bob's discard pile
    And Walker is in Bob's discard pile
    And the explanation cites ninjas/temple-of-goju#1
