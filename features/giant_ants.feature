Feature: Giant Ants clarifications
  Every official clarification of the Giant Ants' cards, bases and titan, as
  the engine resolves it (IDs from `smashup rulings --faction giant-ants`).

  Background:
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @ruling:giant-ants/who-wants-to-live-forever#1
  Scenario: Who Wants to Live Forever? still searches the deck when you have no minion to destroy
    # Headlong goes on top: the two cards drawn at the end of the turn are Headlong and Soldier.
    Given a game between Alice (Giant Ants, Pirates) and Bob (Ninjas, Zombies)
    And Bob controls Walker at Jungle Oasis
    And Alice has Who Wants to Live Forever? in hand
    And Alice's deck is Soldier, Drone, Headlong
    And Alice will choose Headlong
    When Alice plays Who Wants to Live Forever?
    And the turn ends
    Then Headlong is in Alice's hand
    And Soldier is in Alice's hand
    And Drone is in Alice's deck
    And Walker is at Jungle Oasis
    And the explanation cites giant-ants/who-wants-to-live-forever#1

  @ruling:giant-ants/who-wants-to-live-forever#1
  Scenario: Who Wants to Live Forever? still searches the deck when the destruction is prevented
    # Egg Chamber: minions there with +1 power counters cannot be destroyed.
    Given a game between Alice (Giant Ants, Pirates) and Bob (Ninjas, Zombies)
    And Egg Chamber is in play
    And Alice controls Worker at Egg Chamber with 1 +1 power counter
    And Alice has Who Wants to Live Forever? in hand
    And Alice's deck is Soldier, Drone, Headlong
    And Alice will choose Headlong
    When Alice plays Who Wants to Live Forever?
    And the turn ends
    Then Worker is at Egg Chamber
    And Headlong is in Alice's hand
    And Soldier is in Alice's hand
    And Drone is in Alice's deck
    And the explanation cites giant-ants/who-wants-to-live-forever#1

  @ruling:giant-ants/worker#1
  Scenario: A Worker that gives its only counter to Death on Six Legs may be played again
    Given a game between Alice (Giant Ants, Pirates) and Bob (Ninjas, Zombies)
    And it is Bob's turn
    And Alice controls Worker at Jungle Oasis with 1 +1 power counter
    And Alice controls Death on Six Legs at Evans City Cemetery
    And Bob has Seeing Stars in hand
    And Alice will choose yes, Worker
    When Bob plays Seeing Stars
    Then Death on Six Legs has 1 +1 power counter
    And Worker is at Evans City Cemetery
    And Worker has 2 +1 power counters
    And the explanation cites giant-ants/worker#1

  @ruling:giant-ants/worker#1
  Scenario: A Worker that keeps its only counter stays in the discard pile
    Given a game between Alice (Giant Ants, Pirates) and Bob (Ninjas, Zombies)
    And it is Bob's turn
    And Alice controls Worker at Jungle Oasis with 1 +1 power counter
    And Alice controls Death on Six Legs at Evans City Cemetery
    And Bob has Seeing Stars in hand
    And Alice will choose no
    When Bob plays Seeing Stars
    Then Death on Six Legs has 0 +1 power counters
    And Worker is in Alice's discard pile

  @ruling:giant-ants/worker#1
  Scenario: A Worker with two counters still has one after Death on Six Legs takes one
    Given a game between Alice (Giant Ants, Pirates) and Bob (Ninjas, Zombies)
    And it is Bob's turn
    And Alice controls Worker at Jungle Oasis with 2 +1 power counters
    And Alice controls Death on Six Legs at Evans City Cemetery
    And Bob has Seeing Stars in hand
    And Alice will choose yes
    When Bob plays Seeing Stars
    Then Death on Six Legs has 1 +1 power counter
    And Worker is in Alice's discard pile

  @ruling:cthulhu/power-counters#1 @rule:counters.power @rule:terms.transfer
  Scenario: Counters moved to another minion take their +1 power with them
    Given a game between Alice (Giant Ants, Zombies) and Bob (Pirates, Robots)
    And Alice controls Soldier at Jungle Oasis with 2 +1 power counters
    And Alice controls Walker at Jungle Oasis
    And Alice has A Kind of Magic in hand
    And Alice will choose Soldier, 2, pass
    When Alice plays A Kind of Magic
    Then Soldier has power 3
    And Walker has power 4
    And Walker has 2 +1 power counters
    And Alice has 7 power at Jungle Oasis
