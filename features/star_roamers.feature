Feature: Star Roamers clarifications
  Every official clarification of the Star Roamers' cards, as the engine
  resolves it (IDs from `smashup rulings --faction star-roamers`).

  Background:
    Given The Grey Opal is in play
    And Jungle Oasis is in play
    And the base deck is Tortuga

  @ruling:star-roamers/ensign#1 @rule:terms.directly-affects
  Scenario: An Ensign takes on an action played on another of your minions here, with its ongoing effect
    Given a game between Alice (Star Roamers, Pirates) and Bob (Ninjas, Ghosts)
    And it is Bob's turn
    And Alice controls Ensign at The Grey Opal
    And Alice controls Medical Officer at The Grey Opal
    And Bob has Poison in hand
    And Alice will choose yes
    When Bob plays Poison on Medical Officer
    Then Poison is on Ensign
    And Ensign has power 0
    And Medical Officer has power 4
    And the explanation cites star-roamers/ensign#1

  @ruling:star-roamers/ensign#1 @rule:terms.directly-affects
  Scenario: An Ensign does not take on the effect of a card already in play
    Given a game between Alice (Star Roamers, Pirates) and Bob (Ninjas, Ghosts)
    And it is Bob's turn
    And Alice controls Ensign at The Grey Opal
    And Alice controls Medical Officer at The Grey Opal
    And Bob has Assassination attached to Medical Officer
    When the turn ends
    Then Medical Officer is in Alice's discard pile
    And Ensign is at The Grey Opal
    And the explanation has a step "does not take the effect of Assassination in place of Medical Officer" citing star-roamers/ensign#1

  @ruling:star-roamers/ensign#1
  Scenario: An Ensign takes several effects that make sense: an action on another minion, then a destruction
    Given a game between Alice (Star Roamers, Aliens) and Bob (Ninjas, Ghosts)
    And it is Bob's turn
    And Alice controls Ensign at The Grey Opal
    And Alice controls Medical Officer at The Grey Opal
    And Alice controls Collector at The Grey Opal
    And Bob has Poison, Tiger Assassin in hand
    And Alice will choose yes
    And Bob will choose Collector
    And Alice will choose yes
    When Bob plays Poison on Medical Officer
    And Bob plays Tiger Assassin at The Grey Opal
    Then Ensign is in Alice's discard pile
    And Poison is in Bob's discard pile
    And Medical Officer has power 4
    And Collector is at The Grey Opal

  @ruling:star-roamers/ensign#1
  Scenario: An Ensign takes only one destruction: the card's second destruction finds it gone
    Given a game between Alice (Star Roamers, Aliens) and Bob (Pirates, Ninjas)
    And it is Bob's turn
    And Alice controls Ensign at The Grey Opal
    And Alice controls Collector at The Grey Opal
    And Alice controls Ninja Acolyte at The Grey Opal owned by Bob
    And Bob has Cannon in hand
    And Bob will choose Collector
    And Alice will choose yes
    And Bob will choose Ninja Acolyte
    When Bob plays Cannon
    Then Ensign is in Alice's discard pile
    And Collector is at The Grey Opal
    And Ninja Acolyte is in Bob's discard pile

  @ruling:star-roamers/ensign#1
  Scenario: An Ensign substitutes for a minion being taken control of
    Given a game between Alice (Star Roamers, Pirates) and Bob (Ghosts, Ninjas)
    And it is Bob's turn
    And Alice controls Ensign at The Grey Opal
    And Alice controls Medical Officer at The Grey Opal
    And Bob has Make Contact in hand
    And Alice will choose yes
    When Bob plays Make Contact on Medical Officer
    Then Ensign is controlled by Bob
    And Medical Officer is controlled by Alice
    And Make Contact is on Ensign

  @ruling:star-roamers/ensign#1
  Scenario: A second Ensign cannot take an effect the first Ensign took from a third minion
    Given a game between Alice (Star Roamers, Aliens) and Bob (Ninjas, Ghosts)
    And it is Bob's turn
    And Alice controls Ensign at The Grey Opal
    And Alice controls Ensign at The Grey Opal
    And Alice controls Collector at The Grey Opal
    And Bob has Seeing Stars in hand
    And Bob will choose Collector
    And Alice will choose yes
    When Bob plays Seeing Stars
    Then Alice's discard pile has 1 card
    And Ensign is in Alice's discard pile
    And Ensign is at The Grey Opal
    And Collector is at The Grey Opal

  @ruling:star-roamers/ensign#1
  Scenario: An Ensign takes an effect it does not fit the prerequisites of
    # Seeing Stars destroys a minion of power 3 or less; the Ensign has power 5.
    Given a game between Alice (Star Roamers, Aliens) and Bob (Ninjas, Ghosts)
    And it is Bob's turn
    And Alice controls Ensign at The Grey Opal with 3 +1 power counters
    And Alice controls Collector at The Grey Opal
    And Bob has Seeing Stars in hand
    And Alice will choose yes
    When Bob plays Seeing Stars
    Then Ensign is in Alice's discard pile
    And Collector is at The Grey Opal

  @ruling:star-roamers/science-officer#1
  Scenario: Science Officer returns a minion Alice controls but Bob owns, and she still plays an extra minion
    Given a game between Alice (Star Roamers, Pirates) and Bob (Zombies, Ninjas)
    And Alice controls Science Officer at The Grey Opal
    And Alice controls Walker at The Grey Opal owned by Bob
    And Alice has already played a minion this turn
    And Alice has Ensign in hand
    And Alice will choose Walker
    When Alice uses the talent of Science Officer
    And Alice plays Ensign at Jungle Oasis
    Then Walker is in Bob's hand
    And Ensign is at Jungle Oasis
    And the explanation cites star-roamers/science-officer#1

  @ruling:star-roamers/ships-engineer#1
  Scenario: Ship's Engineer does not move a minion its controller does not own
    Given a game between Alice (Star Roamers, Pirates) and Bob (Aliens, Zombies)
    And it is Bob's turn
    And Alice controls Ship's Engineer at The Grey Opal
    And Alice controls Walker at The Grey Opal owned by Bob
    And Bob has Beam Up in hand
    And Bob will choose Walker
    When Bob plays Beam Up
    Then Walker is in Bob's hand
    And Walker is not at Jungle Oasis
    And the explanation has a step "does not trigger as" citing star-roamers/ships-engineer#1, play.leave-play-owner

  @ruling:star-roamers/ships-engineer#1
  Scenario: Ship's Engineer moves a minion its controller owns instead of it being returned
    Given a game between Alice (Star Roamers, Pirates) and Bob (Aliens, Zombies)
    And it is Bob's turn
    And Alice controls Ship's Engineer at The Grey Opal
    And Alice controls Ensign at The Grey Opal
    And Bob has Beam Up in hand
    And Bob will choose Ensign
    And Alice will choose Jungle Oasis
    When Bob plays Beam Up
    Then Ensign is at Jungle Oasis
    And Ensign is not in Alice's hand

  @ruling:star-roamers/ships-engineer#1
  Scenario: Returning a minion Alice does not own with her own card, her Ship's Engineer says why it does nothing
    Given a game between Alice (Star Roamers, Pirates) and Bob (Zombies, Ninjas)
    And Alice controls Ship's Engineer at The Grey Opal
    And Alice controls Walker at The Grey Opal owned by Bob
    And Alice has Port Me Up in hand
    And Alice will choose Walker
    When Alice plays Port Me Up
    Then Walker is in Bob's hand
    And the explanation cites star-roamers/ships-engineer#1

  @ruling:star-roamers/teleport-overflow#1
  Scenario: Teleport Overflow returns a minion Alice controls but Bob owns, and she still plays her minions
    Given a game between Alice (Star Roamers, Pirates) and Bob (Zombies, Ninjas)
    And Alice controls Walker at The Grey Opal owned by Bob
    And Alice has Teleport Overflow, Ensign, Ensign in hand
    And Alice will choose Ensign, 2, The Grey Opal, Jungle Oasis
    When Alice plays Teleport Overflow
    Then Walker is in Bob's hand
    And Alice has 0 cards in hand
    And Ensign is at The Grey Opal
    And Ensign is at Jungle Oasis
    And the explanation cites star-roamers/teleport-overflow#1

  @ruling:star-roamers/teleport-overflow#2
  Scenario: The minions Teleport Overflow plays share a name with each other, not with the returned minion
    Given a game between Alice (Star Roamers, Aliens) and Bob (Zombies, Ninjas)
    And Alice controls Scout at The Grey Opal
    And Alice has Teleport Overflow, Ensign, Ensign in hand
    And Alice will choose Ensign, 2, The Grey Opal, Jungle Oasis
    When Alice plays Teleport Overflow
    Then Scout is in Alice's hand
    And Alice has 1 cards in hand
    And Ensign is at The Grey Opal
    And Ensign is at Jungle Oasis
    And the explanation cites star-roamers/teleport-overflow#2

  @ruling:star-roamers/teleport-overflow#2
  Scenario: A single minion counts as a group with the same name for Teleport Overflow
    Given a game between Alice (Star Roamers, Aliens) and Bob (Zombies, Ninjas)
    And Alice controls Scout at The Grey Opal
    And Alice has Teleport Overflow, Invader, Ensign in hand
    And Alice will choose Invader, Jungle Oasis
    When Alice plays Teleport Overflow
    Then Invader is at Jungle Oasis
    And Alice has 1 VP
    And Ensign is in Alice's hand
    And Scout is in Alice's hand

  @ruling:star-roamers/whiplash-maneuver#1
  Scenario: Whiplash Maneuver does not move a minion its controller does not own
    Given a game between Alice (Star Roamers, Pirates) and Bob (Aliens, Zombies)
    And it is Bob's turn
    And Alice controls Walker at The Grey Opal owned by Bob
    And Alice controls Ensign at Jungle Oasis
    And Alice has Whiplash Maneuver attached to Jungle Oasis
    And Bob has Beam Up in hand
    And Bob will choose Walker
    When Bob plays Beam Up
    Then Walker is in Bob's hand
    And Walker is not at Jungle Oasis
    And the explanation has a step "does not trigger as" citing star-roamers/whiplash-maneuver#1, play.leave-play-owner

  @ruling:star-roamers/whiplash-maneuver#1
  Scenario: Whiplash Maneuver moves a minion its controller owns to its base instead
    Given a game between Alice (Star Roamers, Pirates) and Bob (Aliens, Zombies)
    And it is Bob's turn
    And Alice controls Medical Officer at The Grey Opal
    And Alice has Whiplash Maneuver attached to Jungle Oasis
    And Bob has Beam Up in hand
    And Alice will choose yes
    When Bob plays Beam Up
    Then Medical Officer is at Jungle Oasis
    And Medical Officer is not in Alice's hand
