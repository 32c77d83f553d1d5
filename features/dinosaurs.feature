Feature: Dinosaurs clarifications
  Every official clarification of the Dinosaurs' cards and bases, as the
  engine resolves it (IDs from `smashup rulings --faction dinosaurs`).

  Background:
    Given a game between Alice (Dinosaurs, Robots) and Bob (Zombies, Ninjas)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @ruling:dinosaurs/augmentation#1
  Scenario: Augmentation played on another player's turn lasts until the end of its player's next turn
    Given it is Bob's turn
    And Alice controls Armor Stego at Jungle Oasis
    And Bob controls Walker at Evans City Cemetery
    And Alice has Augmentation in hand
    And Alice will choose Armor Stego
    When Alice uses a Special to play Augmentation on Bob's turn
    And the turn ends
    Then Armor Stego has power 7
    And the explanation cites dinosaurs/augmentation#1

  @ruling:dinosaurs/augmentation#1
  Scenario: Augmentation played on another player's turn ends with its player's next turn
    Given it is Bob's turn
    And Alice controls Armor Stego at Jungle Oasis
    And Bob controls Walker at Evans City Cemetery
    And Alice has Augmentation in hand
    And Alice will choose Armor Stego
    When Alice uses a Special to play Augmentation on Bob's turn
    And the turn ends
    And the turn ends
    Then Armor Stego has power 3

  @ruling:dinosaurs/augmentation#2
  Scenario: Augmentation does not reach a minion played after it
    Given Alice controls Armor Stego at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Augmentation, War Raptor in hand
    And Alice will choose Armor Stego
    When Alice plays Augmentation
    And Alice plays War Raptor at Jungle Oasis
    Then Armor Stego has power 7
    And War Raptor has power 3
    And Walker has power 2
    And the explanation cites dinosaurs/augmentation#2

  @ruling:dinosaurs/howl#1 @rule:terms.end-of-a-turn
  Scenario: Howl played on another player's turn lasts until the end of its player's next turn
    Given it is Bob's turn
    And Alice controls Armor Stego at Jungle Oasis
    And Alice controls War Raptor at Evans City Cemetery
    And Alice has Howl in hand
    When Alice uses a Special to play Howl on Bob's turn
    And the turn ends
    Then Armor Stego has power 4
    And War Raptor has power 4
    And the explanation cites dinosaurs/howl#1

  @ruling:dinosaurs/howl#1 @rule:terms.end-of-a-turn
  Scenario: Howl played on another player's turn ends with its player's next turn
    Given it is Bob's turn
    And Alice controls Armor Stego at Jungle Oasis
    And Alice has Howl in hand
    When Alice uses a Special to play Howl on Bob's turn
    And the turn ends
    And the turn ends
    Then Armor Stego has power 3

  @ruling:dinosaurs/howl#2
  Scenario: Howl does not reach a minion played after it
    Given Alice controls Armor Stego at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Howl, King Rex in hand
    When Alice plays Howl
    And Alice plays King Rex at Jungle Oasis
    Then Armor Stego has power 4
    And King Rex has power 7
    And Walker has power 2
    And the explanation cites dinosaurs/howl#2

  @ruling:dinosaurs/jungle-oasis#1
  Scenario: Jungle Oasis has no ability: it scores its VP and nothing else happens
    # King Rex 12 ≥ 12; VP 2/0/0
    Given Alice controls King Rex at Jungle Oasis with 5 +1 power counters
    And Bob controls Walker at Jungle Oasis
    When the bases score
    Then Alice has 2 VP
    And Bob has 0 VP
    And King Rex is in Alice's discard pile
    And Walker is in Bob's discard pile
    And Jungle Oasis is in the base discard pile
    And Tortuga is in play
    And the explanation has a step "Jungle Oasis scores" citing dinosaurs/jungle-oasis#1

  @ruling:dinosaurs/king-rex#1
  Scenario: King Rex has no ability: it is played and nothing else happens
    Given Bob controls Walker at Jungle Oasis
    And Alice has King Rex in hand
    When Alice plays King Rex at Jungle Oasis
    Then King Rex has power 7
    And Walker is at Jungle Oasis
    And Alice has 7 power at Jungle Oasis
    And the explanation has a step "plays King Rex" citing dinosaurs/king-rex#1

  @ruling:dinosaurs/rampage#1
  Scenario: Rampage keeps the reduction of the power the minion had when it was played
    # War Raptor has 3 power alone: breakpoint 12 - 3 = 9. A second War Raptor makes both 4 (8 in all);
    # the breakpoint stays 9, so Jungle Oasis does not score.
    Given Alice controls War Raptor at Jungle Oasis
    And Alice has Rampage, War Raptor in hand
    When Alice plays Rampage
    And Alice plays War Raptor at Jungle Oasis
    Then the breakpoint of Jungle Oasis is 9
    And Alice has 8 power at Jungle Oasis
    And the explanation cites dinosaurs/rampage#1

  @ruling:dinosaurs/rampage#1
  Scenario: A base kept below its reduced breakpoint by Rampage's fixed reduction does not score
    Given Alice controls War Raptor at Jungle Oasis
    And Alice has Rampage, War Raptor in hand
    When Alice plays Rampage
    And Alice plays War Raptor at Jungle Oasis
    And the bases score
    Then Alice has 0 VP
    And Jungle Oasis is in play

  @ruling:dinosaurs/tar-pits#1
  Scenario: Tar Pits puts a destroyed minion on the bottom of its owner's deck, placed by that owner
    Given Tar Pits is in play
    And Alice controls Walker at Tar Pits owned by Bob
    And Bob's deck is Grave Digger
    And Alice has Laseratops in hand
    And Alice will choose Walker
    When Alice plays Laseratops at Tar Pits
    Then Walker is in Bob's deck
    And Bob's deck has 2 cards
    And Walker is not in Bob's discard pile
    And the explanation cites dinosaurs/tar-pits#1

  @ruling:dinosaurs/war-raptor#1
  Scenario: War Raptor has power 2 in hand, so it fits an extra minion play of power 2 or less
    Given Alice controls War Raptor at Jungle Oasis
    And Alice has Zapbot, War Raptor in hand
    When Alice plays Zapbot at Evans City Cemetery
    And Alice plays War Raptor at Jungle Oasis
    Then Alice has 8 power at Jungle Oasis
    And Zapbot is at Evans City Cemetery
    And the explanation has a step "plays War Raptor" citing dinosaurs/war-raptor#1, terms.printed-power

  @ruling:dinosaurs/wildlife-preserve#1
  Scenario: Wildlife Preserve discards other players' actions already on your minions there
    Given Alice controls King Rex at Jungle Oasis
    And Bob has Poison attached to King Rex
    And Alice has Upgrade attached to King Rex
    And Bob controls Shinobi at Jungle Oasis
    And Bob has Smoke Bomb attached to Shinobi
    And Alice has Wildlife Preserve in hand
    When Alice plays Wildlife Preserve on Jungle Oasis
    Then Poison is in Bob's discard pile
    And Upgrade is on King Rex
    And Smoke Bomb is on Shinobi
    And King Rex has power 9
    And Wildlife Preserve is on Jungle Oasis
    And the explanation cites dinosaurs/wildlife-preserve#1

  @rule:play.talent
  Scenario: Two Armor Stegos: the second use of the Talent goes to the Stego whose Talent is unused
    Given Alice controls Armor Stego at Jungle Oasis
    And Alice controls Armor Stego at Jungle Oasis
    When Alice uses the talent of Armor Stego
    And Alice uses the talent of Armor Stego
    And the turn ends
    Then Alice has 10 power at Jungle Oasis
