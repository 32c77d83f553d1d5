Feature: Zombies clarifications
  Every official clarification of the Zombies' cards and bases, as the engine
  resolves it (IDs from `smashup rulings --faction zombies`).

  Background:
    Given a game between Alice (Zombies, Robots), Bob (Aliens, Pirates), Carol (Ninjas, Dinosaurs) and Dave (Ghosts, Kaiju)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @ruling:zombies/lend-a-hand#1
  Scenario: Lend a Hand is not shuffled into the deck with the other cards
    Given Alice's deck is empty
    And Alice's discard pile has Walker, Grave Digger
    And Alice has Lend a Hand in hand
    And Alice will choose Walker, Grave Digger
    When Alice plays Lend a Hand
    Then Walker is in Alice's deck
    And Grave Digger is in Alice's deck
    And Alice's deck has 2 cards
    And Lend a Hand is in Alice's discard pile
    And the explanation cites zombies/lend-a-hand#1

  @ruling:zombies/lend-a-hand#1
  Scenario: Lend a Hand cannot choose itself
    Given Alice's discard pile has Walker
    And Alice has Lend a Hand in hand
    And Alice will choose Lend a Hand
    When Alice plays Lend a Hand
    Then the play is refused: Scripted choice 'Lend a Hand' matches no option when Alice must choose a card from your discard pile to shuffle into your deck

  @ruling:zombies/rhodes-plaza-mall#1
  Scenario: Rhodes Plaza Mall pays every player for their minions there, even the fourth
    # Breakpoint 24; VP 0/0/0. Alice 14, Bob 8, Dave 4 (Alice's Grave Digger, under his control), Carol 3: fourth, still paid.
    Given Rhodes Plaza Mall is in play
    And Alice controls Walker at Rhodes Plaza Mall with 10 +1 power counters
    And Alice controls Tenacious Z at Rhodes Plaza Mall
    And Bob controls Invader at Rhodes Plaza Mall
    And Bob controls Cut Lass at Rhodes Plaza Mall
    And Bob controls First Mate at Rhodes Plaza Mall
    And Carol controls Shinobi at Rhodes Plaza Mall
    And Dave controls Grave Digger at Rhodes Plaza Mall owned by Alice
    And Bob will choose pass
    When the bases score
    Then Alice has 2 VP
    And Bob has 3 VP
    And Carol has 1 VP
    And Dave has 1 VP
    And the explanation cites zombies/rhodes-plaza-mall#1

  @ruling:zombies/tenacious-z#1
  Scenario: One Tenacious Z ability per turn, even from the same card
    # Microbot Guard destroys Tenacious Z (power 2 < 4 minions of Alice there): it is back in the discard pile
    Given Alice controls Warbot at Jungle Oasis
    And Alice controls Zapbot at Jungle Oasis
    And Alice's discard pile has Tenacious Z
    And Alice has Microbot Guard in hand
    And Alice will choose Tenacious Z
    When Alice plays Tenacious Z at Jungle Oasis
    And Alice plays Microbot Guard at Jungle Oasis
    And Alice plays Tenacious Z at Evans City Cemetery
    Then the play is refused: Alice cannot play Tenacious Z: no minion play is left this turn.

  @ruling:zombies/tenacious-z#1
  Scenario: Tenacious Z's ability is used in its player's Play Cards phase only
    Given Alice's discard pile has Tenacious Z
    When the bases score
    And Alice plays Tenacious Z at Jungle Oasis
    Then the play is refused: Alice cannot play Tenacious Z: no minion play is open in their Score Bases phase

  @ruling:zombies/tenacious-z#1
  Scenario: Tenacious Z is played from the discard pile in the Play Cards phase, as an extra minion
    Given Alice's discard pile has Tenacious Z
    And Alice has Walker in hand
    When Alice plays Tenacious Z at Jungle Oasis
    And Alice plays Walker at Jungle Oasis
    Then Tenacious Z is at Jungle Oasis
    And Walker is at Jungle Oasis
    And the explanation cites zombies/tenacious-z#1

  @ruling:zombies/theyre-coming-to-get-you#1
  Scenario: They're Coming To Get You may stand in for a generic extra minion play
    # Microbot Fixer, the first minion played this turn: "you may play an extra minion"
    Given Alice has They're Coming To Get You attached to Jungle Oasis
    And Alice's discard pile has Grave Digger
    And Alice has Microbot Fixer in hand
    When Alice plays Microbot Fixer at Evans City Cemetery
    And Alice plays Grave Digger at Jungle Oasis
    Then Grave Digger is at Jungle Oasis
    And Microbot Fixer is at Evans City Cemetery
    And the explanation cites zombies/theyre-coming-to-get-you#1

  @ruling:zombies/theyre-coming-to-get-you#1
  Scenario: They're Coming To Get You may stand in for the regular minion play
    Given Alice has They're Coming To Get You attached to Jungle Oasis
    And Alice's discard pile has Grave Digger
    When Alice plays Grave Digger at Jungle Oasis
    Then Grave Digger is at Jungle Oasis
    And the explanation cites zombies/theyre-coming-to-get-you#1

  @ruling:zombies/theyre-coming-to-get-you#1
  Scenario: They're Coming To Get You cannot stand in for a specific extra minion play
    # Hoverbot's extra play is for the revealed Walker only
    Given Alice has They're Coming To Get You attached to Jungle Oasis
    And Alice's discard pile has Grave Digger
    And Alice's deck is Walker
    And Alice has Hoverbot in hand
    And Alice will choose Grave Digger
    When Alice plays Hoverbot at Jungle Oasis
    Then the play is refused: Scripted choice 'Grave Digger' matches no option when Alice must choose a card for the extra minion from deck play
    And the play is refused: Legal options: Walker (Alice's deck); pass.
    And the explanation has a step "They're Coming To Get You does not let" citing zombies/theyre-coming-to-get-you#1, play.extra-generic-specific

  @ruling:zombies/theyre-coming-to-get-you#1
  Scenario: They're Coming To Get You cannot be used outside the Play Cards phase
    Given Alice has They're Coming To Get You attached to Jungle Oasis
    And Alice's discard pile has Grave Digger
    When the bases score
    And Alice plays Grave Digger at Jungle Oasis
    Then the play is refused: Alice cannot play Grave Digger from the discard pile: no minion play is left this turn, and They're Coming To Get You allows that only in Alice's Play Cards phase.

  @ruling:zombies/zombie-lord#1
  Scenario: Zombie Lord's bases are fixed when it is played, one extra minion each, played at once
    # Alice has a minion at The Grey Opal only; Zombie Lord goes to Jungle Oasis: Evans City Cemetery and Ninja Dojo are open
    Given Ninja Dojo is in play
    And The Grey Opal is in play
    And Alice controls Walker at The Grey Opal
    And Alice's discard pile has Tenacious Z, Grave Digger, Walker
    And Alice has Zombie Lord in hand
    And Alice will choose Tenacious Z, pass
    When Alice plays Zombie Lord at Jungle Oasis
    Then Zombie Lord is at Jungle Oasis
    And Tenacious Z is at Evans City Cemetery
    And Tenacious Z is not at Ninja Dojo
    And Walker is not at Ninja Dojo
    And Grave Digger is in Alice's discard pile
    And the explanation cites zombies/zombie-lord#1

  @ruling:zombies/zombie-lord#1
  Scenario: Zombie Lord's extra minions cannot be kept for later
    Given Ninja Dojo is in play
    And Alice's discard pile has Tenacious Z, Walker
    And Alice has Zombie Lord in hand
    And Alice will choose pass, pass
    When Alice plays Zombie Lord at Jungle Oasis
    And Alice plays Walker at Ninja Dojo
    Then the play is refused: Alice cannot play Walker

  @ruling:zombies/zombie-lord#1
  Scenario: Zombie Lord's extra minions are of power 2 or less
    Given Alice's discard pile has Tenacious Z, Grave Digger
    And Alice has Zombie Lord in hand
    And Alice will choose Grave Digger
    When Alice plays Zombie Lord at Jungle Oasis
    Then the play is refused: Scripted choice 'Grave Digger' matches no option when Alice must choose a card for the extra minion of power 2 or less from the discard pile play
