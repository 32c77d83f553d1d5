Feature: Ghosts clarifications
  Every official clarification of the Ghosts' cards, bases and titan, as the
  engine resolves it (IDs from `smashup rulings --faction ghosts`).

  Background:
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @ruling:ghosts/creampuff-man#1
  Scenario: Creampuff Man's Talent plays a standard action from the discard pile, then puts it on the bottom of the deck
    Given a game between Alice (Ghosts, Robots) and Bob (Aliens, Bear Cavalry)
    And Alice controls Creampuff Man at Jungle Oasis
    And Alice has Zapbot, Warbot in hand
    And Alice's discard pile has Shady Deal, Ghostly Arrival, Door to the Beyond
    And Alice will choose Shady Deal, Zapbot
    When Alice uses the talent of Creampuff Man
    Then Alice has 1 VP
    And Shady Deal is in Alice's deck
    And Shady Deal is not in Alice's discard pile
    And Zapbot is in Alice's discard pile
    And the explanation cites ghosts/creampuff-man#1

  @ruling:ghosts/creampuff-man#1
  Scenario: Creampuff Man's Talent cannot choose an action played on a base
    Given a game between Alice (Ghosts, Robots) and Bob (Aliens, Bear Cavalry)
    And Alice controls Creampuff Man at Jungle Oasis
    And Alice has Zapbot, Warbot in hand
    And Alice's discard pile has Shady Deal, Ghostly Arrival, Door to the Beyond
    And Alice will choose Door to the Beyond
    When Alice uses the talent of Creampuff Man
    Then the play is refused: Scripted choice 'Door to the Beyond' matches no option when Alice must choose a standard action in your discard pile
    And the play is refused: Legal options: Shady Deal (Alice's discard); Ghostly Arrival (Alice's discard).

  @ruling:ghosts/creampuff-man#1
  Scenario: Creampuff Man's Talent cannot choose an action played on a minion
    Given a game between Alice (Ghosts, Robots) and Bob (Aliens, Bear Cavalry)
    And Alice controls Creampuff Man at Jungle Oasis
    And Alice has Zapbot, Warbot in hand
    And Alice's discard pile has Shady Deal, Ghostly Arrival, Incorporeal
    And Alice will choose Incorporeal
    When Alice uses the talent of Creampuff Man
    Then the play is refused: Scripted choice 'Incorporeal' matches no option when Alice must choose a standard action in your discard pile
    And the play is refused: Legal options: Shady Deal (Alice's discard); Ghostly Arrival (Alice's discard).

  @ruling:ghosts/haunting#1
  Scenario: Haunting in hand is not protected from other players' cards, even with two cards in hand
    # Probe: "Look at another player's hand and choose a minion in it. That player discards that minion."
    Given a game between Alice (Ghosts, Robots) and Bob (Aliens, Bear Cavalry)
    And it is Bob's turn
    And Alice has Haunting, Zapbot in hand
    And Bob has Probe in hand
    And Bob will choose Haunting
    When Bob plays Probe
    Then Haunting is in Alice's discard pile
    And Zapbot is in Alice's hand
    And Alice has 1 card in hand
    And the explanation has a step "Haunting's protection does not apply in Alice's hand" citing ghosts/haunting#1, terms.ongoing

  @ruling:ghosts/haunting#1
  Scenario: Once in play, Haunting with two cards in hand is not affected by other players' cards
    Given a game between Alice (Ghosts, Robots) and Bob (Aliens, Bear Cavalry)
    And it is Bob's turn
    And Alice controls Haunting at Jungle Oasis
    And Alice controls Ghost at Jungle Oasis
    And Alice has Spirit, Zapbot in hand
    And Bob has Beam Up in hand
    And Bob will choose Haunting
    When Bob plays Beam Up
    Then Haunting is at Jungle Oasis
    And Haunting has power 6

  @ruling:ghosts/seance#1
  Scenario: Séance does not count itself among the cards in hand
    Given a game between Alice (Ghosts, Robots) and Bob (Aliens, Bear Cavalry)
    And Alice has Séance, Zapbot, Warbot in hand
    And Alice's deck is Ghost, Spirit, Hoverbot, Nukebot
    When Alice plays Séance
    Then Alice has 5 cards in hand
    And Alice's deck has 1 card
    And Séance is in Alice's discard pile

  @ruling:ghosts/seance#1
  Scenario: Séance draws nothing with three other cards in hand
    Given a game between Alice (Ghosts, Robots) and Bob (Aliens, Bear Cavalry)
    And Alice has Séance, Zapbot, Warbot, Hoverbot in hand
    And Alice's deck is Ghost, Spirit, Nukebot
    When Alice plays Séance
    Then Alice has 3 cards in hand
    And Alice's deck has 3 cards
    And the explanation cites ghosts/seance#1

  @ruling:ghosts/spectre#1
  Scenario: Spectre is played from the discard pile in place of the regular minion play
    Given a game between Alice (Ghosts, Robots) and Bob (Aliens, Bear Cavalry)
    And Alice has Zapbot in hand
    And Alice's discard pile has Spectre
    When Alice plays Spectre at Jungle Oasis
    Then Spectre is at Jungle Oasis
    And Alice's discard pile has 0 cards
    And the explanation cites ghosts/spectre#1

  @ruling:ghosts/spectre#1
  Scenario: Spectre may stand in for a generic extra minion play granted for later (Ghostly Arrival)
    Given a game between Alice (Ghosts, Robots) and Bob (Aliens, Bear Cavalry)
    And Alice has already played a minion this turn
    And Alice has Ghostly Arrival in hand
    And Alice's discard pile has Spectre
    When Alice plays Ghostly Arrival
    And Alice plays Spectre at Jungle Oasis
    Then Spectre is at Jungle Oasis

  @ruling:ghosts/spectre#1
  Scenario: Spectre may stand in for a generic extra minion played at once (Commission)
    Given a game between Alice (Ghosts, Bear Cavalry) and Bob (Aliens, Robots)
    And Alice has already played a minion this turn
    And Bob controls Zapbot at Jungle Oasis
    And Alice has Commission, Cub Scout in hand
    And Alice's discard pile has Spectre
    And Alice will choose Spectre, Jungle Oasis, pass
    When Alice plays Commission
    Then Spectre is at Jungle Oasis
    And Cub Scout is in Alice's hand

  @ruling:ghosts/spectre#1 @rule:play.replacement-plays
  Scenario: Hidden Ninja's play may be passed though Spectre could stand in for it from the discard pile
    # Hidden Ninja: "Before a base scores, play a minion there." An extra play is optional, however
    # worded (conflict.optional-extra-plays); Spectre is offered by its own ability.
    Given a game between Alice (Ghosts, Ninjas) and Bob (Aliens, Robots)
    And Bob controls Warbot at Jungle Oasis with 8 +1 power counters
    And Alice has Hidden Ninja in hand
    And Alice's discard pile has Spectre
    And Alice will choose Hidden Ninja, pass
    When the bases score
    Then Spectre is in Alice's discard pile
    And Hidden Ninja is in Alice's discard pile
    And the explanation has a step "Alice chooses pass" citing play.replacement-plays, ghosts/spectre#1, conflict.optional-extra-plays

  @ruling:ghosts/spectre#1
  Scenario: Spectre cannot stand in for a specific extra minion play (Hoverbot)
    Given a game between Alice (Ghosts, Robots) and Bob (Aliens, Bear Cavalry)
    And Alice's discard pile has Spectre
    And Alice's deck is Zapbot
    And Alice has Hoverbot in hand
    And Alice will choose Spectre
    When Alice plays Hoverbot at Jungle Oasis
    Then the play is refused: Scripted choice 'Spectre' matches no option when Alice must choose a card for the extra minion from deck play
    And the play is refused: Legal options: Zapbot (Alice's deck); pass.
    And the explanation has a step "Spectre does not let" citing ghosts/spectre#1, play.extra-generic-specific

  @ruling:ghosts/spectre#1
  Scenario: Spectre cannot stand in for Tenacious Z's own play from the discard pile
    Given a game between Alice (Ghosts, Zombies) and Bob (Aliens, Bear Cavalry)
    And Alice has already played a minion this turn
    And Alice's discard pile has Spectre, Tenacious Z
    When Alice plays Spectre at Jungle Oasis
    Then the play is refused: Alice cannot play Spectre: no minion play is left this turn.

  @ruling:ghosts/spectre#1
  Scenario: Spectre cannot use an extra minion play whose conditions it does not meet (Secret Grove)
    # Secret Grove: "On your turn, you may play one extra minion of power 2 or less here."
    Given a game between Alice (Ghosts, Robots) and Bob (Aliens, Bear Cavalry)
    And Secret Grove is in play
    And Alice has already played a minion this turn
    And Alice's discard pile has Spectre
    When Alice plays Spectre at Secret Grove
    Then the play is refused: Alice cannot play Spectre from the discard pile: no play fits (extra minion of power 2 or less: it requires power 2 or less)

  @ruling:ghosts/spectre#1
  Scenario: Spectre cannot use an extra minion play whose conditions it does not meet (The Homeworld)
    # The Homeworld: "Once per turn, after you play a minion here, you may play an extra minion of power 2 or less."
    Given a game between Alice (Ghosts, Robots) and Bob (Aliens, Bear Cavalry)
    And The Homeworld is in play
    And Alice has Warbot in hand
    And Alice's discard pile has Spectre
    When Alice plays Warbot at The Homeworld
    And Alice plays Spectre at The Homeworld
    Then the play is refused: Alice cannot play Spectre from the discard pile: no play fits (extra minion of power 2 or less: it requires power 2 or less)

  @ruling:ghosts/spectre#1
  Scenario: Spectre cannot be played from the discard pile with three cards in hand
    Given a game between Alice (Ghosts, Robots) and Bob (Aliens, Bear Cavalry)
    And Alice has Zapbot, Warbot, Hoverbot in hand
    And Alice's discard pile has Spectre
    When Alice plays Spectre at Jungle Oasis
    Then the play is refused: Alice cannot play Spectre: no play fits (regular minion: it is for a card from the hand)
