Feature: Owner and controller
  You control the cards you play (or take control of); the owner is the player
  whose deck the card came from. "Your" cards are the cards you control, their
  power counts for you, and a card leaving play goes to its owner's hand, deck
  or discard pile, never its controller's.

  Background:
    Given a game between Alice (Pirates, Aliens), Bob (Robots, Ninjas) and Carol (Dinosaurs, Zombies)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.leave-play-owner @rule:terms.owner @rule:terms.destroy
  Scenario: A destroyed minion goes to its owner's discard pile, not its controller's
    Given it is Bob's turn
    And Alice controls Walker at Jungle Oasis owned by Carol
    And Bob has Seeing Stars in hand
    When Bob plays Seeing Stars
    Then Walker is in Carol's discard pile
    And Walker is not in Alice's discard pile

  @rule:play.leave-play-owner @rule:terms.control @rule:terms.owner
  Scenario: A minion controlled by Bob but owned by Alice goes to Alice's discard pile when destroyed
    Given it is Carol's turn
    And Bob controls First Mate at Jungle Oasis owned by Alice
    And Carol has Laseratops in hand
    And Carol will choose First Mate
    When Carol plays Laseratops at Jungle Oasis
    Then First Mate is in Alice's discard pile
    And First Mate is not in Bob's discard pile

  @rule:play.leave-play-owner @rule:terms.return
  Scenario: A returned minion goes to its owner's hand, not its controller's
    Given Bob controls Walker at Jungle Oasis owned by Carol
    And Alice has Beam Up in hand
    When Alice plays Beam Up
    Then Walker is in Carol's hand
    And Bob has 0 cards in hand

  @rule:play.leave-play-owner @rule:scoring.discard @rule:terms.control
  Scenario: On a scored base, a minion's power counts for its controller and the card goes to its owner
    Given Bob controls King Rex at Jungle Oasis with 5 +1 power counters owned by Carol
    When the bases score
    Then Bob has 2 VP
    And Carol has 0 VP
    And King Rex is in Carol's discard pile
    And King Rex is not in Bob's discard pile

  @rule:terms.control @rule:play.control
  Scenario: A minion you control counts toward your power, whoever owns it
    Given Bob controls King Rex at Evans City Cemetery owned by Carol
    And Carol controls War Raptor at Evans City Cemetery
    Then Bob has 7 power at Evans City Cemetery
    And Carol has 3 power at Evans City Cemetery
    And King Rex is controlled by Bob

  @rule:terms.control @rule:terms.your
  Scenario: "Your minions" are the minions you control: Full Sail moves a minion Alice controls but Bob owns
    Given Alice controls Warbot at Jungle Oasis owned by Bob
    And Alice has Full Sail in hand
    And Alice will choose Warbot
    When Alice plays Full Sail
    Then Warbot is at Evans City Cemetery
    And Warbot is controlled by Alice

  @rule:play.leave-play-owner @rule:play.on-base
  Scenario: Actions on a minion that leaves play go to their own owners' discard piles
    Given it is Carol's turn
    And Bob controls Zapbot at Jungle Oasis
    And Bob has Poison attached to Zapbot
    And Carol has Upgrade attached to Zapbot
    And Carol has Laseratops in hand
    And Carol will choose Zapbot
    When Carol plays Laseratops at Jungle Oasis
    Then Zapbot is in Bob's discard pile
    And Poison is in Bob's discard pile
    And Upgrade is in Carol's discard pile

  @rule:play.leave-play-owner @rule:terms.return @rule:play.on-base
  Scenario: A returned minion's attached actions go to their owners' discard piles
    Given Carol controls Walker at Jungle Oasis
    And Bob has Poison attached to Walker
    And Alice has Beam Up in hand
    When Alice plays Beam Up
    Then Walker is in Carol's hand
    And Poison is in Bob's discard pile

  @rule:play.leave-play-owner @rule:counters.power
  Scenario: +1 power counters are removed when a minion leaves play
    # Ninja Acolyte returns to Bob's hand and is played again as the extra minion
    Given it is Bob's turn
    And Bob controls Ninja Acolyte at Jungle Oasis with 2 +1 power counters
    And Bob will choose yes
    When Bob uses the talent of Ninja Acolyte
    Then Ninja Acolyte is at Jungle Oasis
    And Ninja Acolyte has 0 +1 power counters
    And Ninja Acolyte has power 2

  @rule:terms.move @rule:terms.attachments
  Scenario: A moved minion takes its counters and attached actions along
    Given Alice controls Buccaneer at Jungle Oasis with 2 +1 power counters
    And Carol has Upgrade attached to Buccaneer
    And Alice has Full Sail in hand
    And Alice will choose Buccaneer
    When Alice plays Full Sail
    Then Buccaneer is at Evans City Cemetery
    And Buccaneer has 2 +1 power counters
    And Upgrade is on Buccaneer at Evans City Cemetery
    And Buccaneer has power 8
