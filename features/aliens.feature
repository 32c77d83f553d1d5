Feature: Aliens clarifications
  Every official clarification of the Aliens' cards and bases, as the engine
  resolves it (IDs from `smashup rulings --faction aliens`).

  Background:
    Given a game between Alice (Aliens, Pirates) and Bob (Zombies, Ninjas)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Ninja Dojo, Tortuga

  @ruling:aliens/invader#1
  Scenario: Invader's VP stay when Invader is destroyed
    Given Alice has Invader, Powderkeg in hand
    When Alice plays Invader at Jungle Oasis
    And Alice plays Powderkeg
    Then Invader is in Alice's discard pile
    And Alice has 1 VP
    And the explanation cites aliens/invader#1

  @ruling:aliens/invader#1
  Scenario: Invader's VP stay when another player destroys it
    Given Alice has 3 VP
    And Alice controls Invader at Jungle Oasis
    And it is Bob's turn
    And Bob has Seeing Stars in hand
    When Bob plays Seeing Stars
    Then Invader is in Alice's discard pile
    And Alice has 3 VP
    And the explanation has a step "takes back no VP after Invader leaves play: VP once gained are kept" citing aliens/invader#1

  @ruling:aliens/terraforming#1
  Scenario: Terraforming swaps a base with every card on it staying on the new base
    Given Bob controls Walker at Jungle Oasis
    And Bob has Poison attached to Walker
    And Bob has Overrun attached to Jungle Oasis
    And Alice controls Cut Lass at Jungle Oasis with 2 +1 power counters
    And Bob controls Shinobi at Evans City Cemetery
    And Alice has Terraforming in hand
    And Alice will choose Tortuga, Jungle Oasis
    When Alice plays Terraforming
    Then Walker is at Tortuga
    And Poison is on Walker at Tortuga
    And Cut Lass is at Tortuga
    And Cut Lass has power 5
    And Overrun is on Tortuga
    And Jungle Oasis is in the base deck
    And Shinobi is at Evans City Cemetery
    And the explanation cites aliens/terraforming#1

  @ruling:aliens/terraforming#1
  Scenario: A titan on the swapped base stays on the new base
    Given Alice controls The Kraken at Jungle Oasis
    And Alice controls First Mate at Jungle Oasis
    And Alice has Terraforming in hand
    And Alice will choose Tortuga, Jungle Oasis
    When Alice plays Terraforming
    Then The Kraken is at Tortuga
    And First Mate is at Tortuga
    And Tortuga is in play
    And Jungle Oasis is not in play
