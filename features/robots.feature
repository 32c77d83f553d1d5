Feature: Robots clarifications
  Every official clarification of the Robots' cards and bases, as the engine
  resolves it (IDs from `smashup rulings --faction robots`).

  Background:
    Given a game between Alice (Robots, Pirates) and Bob (Zombies, Ninjas)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @ruling:robots/factory-436-1337#1
  Scenario: Factory 436-1337 (leetspeak, no more) gives its winner 1 VP for every 5 power there
    # Breakpoint 25. Alice: Warbot 4 + 21 = 25, first: 2 VP + 5 VP. Bob: Walker 2, second: 2 VP and no bonus.
    Given Factory 436-1337 is in play
    And Alice controls Warbot at Factory 436-1337 with 21 +1 power counters
    And Bob controls Walker at Factory 436-1337
    When the bases score
    Then Alice has 7 VP
    And Bob has 2 VP
    And the explanation cites robots/factory-436-1337

  @ruling:robots/hoverbot#1
  Scenario: Hoverbot's revealed minion is played at once
    Given Alice's deck is Warbot, Cannon
    And Alice has Hoverbot in hand
    And Alice will choose Warbot, Evans City Cemetery
    When Alice plays Hoverbot at Jungle Oasis
    Then Warbot is at Evans City Cemetery
    And Alice's deck has 1 card
    And the explanation cites robots/hoverbot#1

  @ruling:robots/hoverbot#1
  Scenario: Hoverbot's revealed minion not played at once stays on top of the deck and cannot be played later
    Given Alice's deck is Warbot, Cannon
    And Alice has Hoverbot in hand
    And Alice will choose pass
    When Alice plays Hoverbot at Jungle Oasis
    And Alice plays Warbot at Evans City Cemetery
    Then the play is refused: Warbot is not in Alice's hand

  @ruling:robots/hoverbot#1
  Scenario: Hoverbot's revealed minion declined: it is returned to the top of the deck
    Given Alice's deck is Warbot, Cannon
    And Alice has Hoverbot in hand
    And Alice will choose pass
    When Alice plays Hoverbot at Jungle Oasis
    And the turn ends
    Then Warbot is in Alice's hand
    And Cannon is in Alice's hand
    And Alice's deck has 0 cards

  @ruling:robots/microbot-alpha#1
  Scenario: Microbot Alpha counts every other minion of its player in play as a Microbot
    # Alpha 1 + Zapbot and Warbot (Microbots now) + Microbot Guard: +3
    Given Alice controls Microbot Alpha at Jungle Oasis
    And Alice controls Zapbot at Jungle Oasis
    And Alice controls Warbot at Evans City Cemetery
    And Alice controls Microbot Guard at Evans City Cemetery
    And Bob controls Walker at Jungle Oasis
    Then Microbot Alpha has power 4
    And Walker has power 2

  @ruling:robots/microbot-alpha#1
  Scenario: Microbot Alpha's power changes as Microbots come and go
    Given Alice controls Microbot Alpha at Jungle Oasis
    And Alice controls Zapbot at Jungle Oasis
    And Alice has Buccaneer, Powderkeg in hand
    And Alice will choose Zapbot
    When Alice plays Buccaneer at Evans City Cemetery
    And Alice plays Powderkeg
    Then Microbot Alpha has power 2
    And Zapbot is in Alice's discard pile

  @ruling:robots/microbot-alpha#1
  Scenario: A non-Microbot in the discard pile is no Microbot: Microbot Reclaimer cannot take it
    Given Alice controls Microbot Alpha at Jungle Oasis
    And Alice's discard pile has Zapbot, Microbot Guard
    And Alice has Microbot Reclaimer in hand
    And Alice will choose Zapbot
    When Alice plays Microbot Reclaimer at Jungle Oasis
    Then the play is refused: Scripted choice 'Zapbot' matches no option when Alice must choose a Microbot from your discard pile to shuffle into your deck
    And the play is refused: Legal options: Microbot Guard (Alice's discard); pass.

  @ruling:robots/microbot-alpha#1
  Scenario: The Microbots from the discard pile are shuffled in, the other minions stay
    Given Alice controls Microbot Alpha at Jungle Oasis
    And Alice's discard pile has Zapbot, Microbot Guard
    And Alice has Microbot Reclaimer in hand
    And Alice will choose Microbot Guard
    When Alice plays Microbot Reclaimer at Jungle Oasis
    Then Microbot Guard is in Alice's deck
    And Zapbot is in Alice's discard pile
    And the explanation cites robots/microbot-alpha#1

  @ruling:robots/microbot-fixer#1
  Scenario: With both Microbot Fixers in play each Microbot has +2 power, both Fixers included
    Given Alice controls Microbot Fixer at Jungle Oasis
    And Alice controls Microbot Fixer at Jungle Oasis
    And Alice controls Microbot Guard at Jungle Oasis
    And Alice controls Warbot at Jungle Oasis
    Then Microbot Guard has power 3
    And Warbot has power 4
    And Alice has 13 power at Jungle Oasis
