Feature: Killer Plants clarifications
  Every official clarification of the Killer Plants' cards, bases and titan, as
  the engine resolves it (IDs from `smashup rulings --faction killer-plants`).

  Background:
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @ruling:killer-plants/deep-roots#1
  Scenario: Deep Roots does not stop another player's ability destroying the minion
    Given a game between Alice (Killer Plants, Pirates) and Bob (Dinosaurs, Aliens)
    And it is Bob's turn
    And Alice controls Sprout at Jungle Oasis
    And Alice has Deep Roots attached to Jungle Oasis
    And Bob has Laseratops in hand
    And Bob will choose Sprout
    When Bob plays Laseratops at Jungle Oasis
    Then Sprout is in Alice's discard pile
    And Laseratops is at Jungle Oasis
    And the explanation has a step "Deep Roots does not protect" citing killer-plants/deep-roots#1

  @ruling:killer-plants/deep-roots#1
  Scenario: Deep Roots does not stop another player's ability placing the minion on the bottom of the deck
    Given a game between Alice (Killer Plants, Pirates) and Bob (Dinosaurs, Aliens)
    And it is Bob's turn
    And Alice controls Water Lily at Jungle Oasis
    And Alice has Deep Roots attached to Jungle Oasis
    And Alice controls Sprout at Evans City Cemetery
    And Alice's deck is Sprout
    And Bob has Disintegrator in hand
    And Bob will choose Water Lily
    When Bob plays Disintegrator
    Then Water Lily is in Alice's deck
    And Alice's deck has 2 cards
    And the explanation has a step "Deep Roots does not protect" citing killer-plants/deep-roots#1

  @ruling:killer-plants/deep-roots#1
  Scenario: Deep Roots does not stop its owner's own abilities moving the minion
    Given a game between Alice (Killer Plants, Pirates) and Bob (Dinosaurs, Aliens)
    And Alice controls Water Lily at Jungle Oasis
    And Alice has Deep Roots attached to Jungle Oasis
    And Alice controls Sprout at Evans City Cemetery
    And Alice has Dinghy in hand
    And Alice will choose Water Lily, pass
    When Alice plays Dinghy
    Then Water Lily is at Evans City Cemetery
    And the explanation has a step "Deep Roots does not protect" citing killer-plants/deep-roots#1

  @ruling:killer-plants/deep-roots#1
  Scenario: Deep Roots does not stop a base moving the minion (Tortuga)
    # Tortuga: Bob 12 (first), Alice 2 (second); Alice moves Water Lily from the Deep Roots base.
    Given a game between Alice (Killer Plants, Pirates) and Bob (Dinosaurs, Aliens)
    And Tortuga is in play
    And the base deck is Ninja Dojo
    And Bob controls King Rex at Tortuga with 5 +1 power counters
    And Bob controls Laseratops at Tortuga with 10 +1 power counters
    And Alice controls Sprout at Tortuga
    And Alice controls Water Lily at Jungle Oasis
    And Alice has Deep Roots attached to Jungle Oasis
    And Alice will choose Water Lily
    When the bases score
    Then Water Lily is at Ninja Dojo
    And the explanation cites pirates/tortuga#1
    And the explanation has a step "Deep Roots does not protect" citing killer-plants/deep-roots#1

  @ruling:killer-plants/deep-roots#1
  Scenario: Deep Roots still stops another player's ability returning the minion to hand
    Given a game between Alice (Killer Plants, Pirates) and Bob (Dinosaurs, Aliens)
    And it is Bob's turn
    And Alice controls Water Lily at Jungle Oasis
    And Alice has Deep Roots attached to Jungle Oasis
    And Bob controls Laseratops at Evans City Cemetery
    And Bob has Beam Up in hand
    And Bob will choose Water Lily
    When Bob plays Beam Up
    Then Water Lily is at Jungle Oasis
    And Water Lily is not in Alice's hand

  @ruling:killer-plants/entangled#1
  Scenario: Entangled does not stop a minion from being destroyed at its base
    Given a game between Alice (Killer Plants, Pirates) and Bob (Dinosaurs, Aliens)
    And it is Bob's turn
    And Alice controls Sprout at Jungle Oasis
    And Alice has Entangled attached to Jungle Oasis
    And Bob has Laseratops in hand
    And Bob will choose Sprout
    When Bob plays Laseratops at Jungle Oasis
    Then Sprout is in Alice's discard pile
    And the explanation has a step "Entangled does not protect" citing killer-plants/entangled#1

  @ruling:killer-plants/entangled#1
  Scenario: Entangled does not stop a minion from being placed on the bottom of a deck
    Given a game between Alice (Killer Plants, Pirates) and Bob (Dinosaurs, Aliens)
    And it is Bob's turn
    And Alice controls Water Lily at Jungle Oasis
    And Alice controls Sprout at Jungle Oasis
    And Alice has Entangled attached to Jungle Oasis
    And Bob has Disintegrator in hand
    And Bob will choose Water Lily
    When Bob plays Disintegrator
    Then Water Lily is in Alice's deck
    And the explanation has a step "Entangled does not protect" citing killer-plants/entangled#1

  @ruling:killer-plants/entangled#1
  Scenario: Entangled still stops any minion there returning to a hand
    Given a game between Alice (Killer Plants, Pirates) and Bob (Dinosaurs, Aliens)
    And it is Bob's turn
    And Alice controls Water Lily at Jungle Oasis
    And Bob controls Laseratops at Jungle Oasis
    And Alice has Entangled attached to Jungle Oasis
    And Bob has Beam Up in hand
    And Bob will choose Laseratops
    When Bob plays Beam Up
    Then Laseratops is at Jungle Oasis

  @ruling:killer-plants/overgrowth#1
  Scenario: Overgrowth destroyed during its owner's turn: the breakpoint stays at 0 until the end of the turn
    # Infiltrate: "Play on a base. You may destroy another action on this base."
    Given a game between Alice (Killer Plants, Ninjas) and Bob (Dinosaurs, Aliens)
    And the phase is start-turn
    And Alice controls Shinobi at Jungle Oasis
    And Alice has Overgrowth attached to Jungle Oasis
    And Alice has Infiltrate in hand
    And Alice will choose Overgrowth
    When Alice plays Infiltrate on Jungle Oasis
    Then Overgrowth is in Alice's discard pile
    And the breakpoint of Jungle Oasis is 0
    And the explanation cites killer-plants/overgrowth#1

  @ruling:killer-plants/overgrowth#1
  Scenario: A base whose Overgrowth was destroyed that turn still scores at breakpoint 0
    Given a game between Alice (Killer Plants, Ninjas) and Bob (Dinosaurs, Aliens)
    And the phase is start-turn
    And Alice controls Shinobi at Jungle Oasis
    And Alice has Overgrowth attached to Jungle Oasis
    And Alice has Infiltrate in hand
    And Alice will choose Overgrowth
    When Alice plays Infiltrate on Jungle Oasis
    And the bases score
    Then Alice has 2 VP
    And Tortuga is in play
    And Jungle Oasis is in the base discard pile

  @ruling:killer-plants/water-lily#1
  Scenario: A Water Lily that a Sprout brings in at the start of the turn draws a card that same turn
    Given a game between Alice (Killer Plants, Ninjas) and Bob (Dinosaurs, Aliens)
    And the phase is start-turn
    And Alice controls Sprout at Jungle Oasis
    And Alice's deck is Water Lily, Shinobi, Ninja Acolyte
    And Alice has Infiltrate in hand
    And Alice will choose yes, Water Lily
    When Alice plays Infiltrate on Evans City Cemetery
    Then Water Lily is at Jungle Oasis
    And Sprout is in Alice's discard pile
    And Alice has 1 card in hand
    And Alice's deck has 1 card
    And the explanation cites killer-plants/water-lily#1
