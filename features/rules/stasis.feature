Feature: Stasis
  Only an ability puts a card in stasis, with stasis counters, which are no kind of
  +1 power counter. A card in stasis lies in front of its owner: in play, but at no
  base and in no hand, deck or discard pile; its abilities do not work and no ability
  that does not mention stasis reaches it, though some count it (Microbot Alpha). At
  the start of your turn one stasis counter comes off each of your cards in stasis;
  one without counters may be played in your Play Cards phase as an extra card,
  following its instructions for leaving stasis if it has some (and is discarded
  then), else played normally; it cannot go straight back into stasis. As any turn
  ends, cards in stasis without counters are discarded.

  No card whose text the sources give uses stasis, so cards get in by a position
  ("Alice has King Rex in stasis with 2 stasis counters") or by a test-only text
  given to Full Sail (smashup_rules/scenarios/hypothetical.py).

  Background:
    Given The Grey Opal is in play
    And Tortuga is in play
    And the base deck is Rhodes Plaza Mall

  @rule:stasis.status @rule:stasis.counters
  Scenario: An ability puts a card in stasis, with stasis counters
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Robots, Zombies)
    And hypothetically, Full Sail reads "Put this card in stasis with two stasis counters. When it leaves stasis, draw two cards."
    And Alice has Full Sail in hand
    When Alice plays Full Sail
    Then Full Sail lies in stasis with 2 stasis counters
    And Full Sail is not in Alice's discard pile
    And the explanation cites stasis.status

  @rule:stasis.status
  Scenario: A minion put in stasis from the hand leaves the hand and goes to no base
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Robots, Zombies)
    And hypothetically, Full Sail reads "Put a minion from your hand in stasis with one stasis counter."
    And Alice has Full Sail, King Rex in hand
    When Alice plays Full Sail
    Then King Rex lies in stasis with 1 stasis counter
    And Alice has 0 cards in hand
    And Alice has 0 power at The Grey Opal
    And Alice has 0 power at Tortuga

  @rule:stasis.status
  Scenario: A card in stasis has no ability working, yet counts as in play for Microbot Alpha
    # Microbot Alpha: 1, +1 for Microbot Fixer in stasis; Fixer's own +1 to Microbots does not work there.
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Robots, Zombies)
    And Bob controls Microbot Alpha at The Grey Opal
    And Bob has Microbot Fixer in stasis with 1 stasis counter
    Then Microbot Alpha has power 2

  @rule:stasis.status
  Scenario: A card in stasis is not at the base that scores
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Robots, Zombies)
    And Alice controls King Rex at The Grey Opal
    And Alice controls Buccaneer at The Grey Opal
    And Alice controls Cut Lass at The Grey Opal
    And Alice controls Buccaneer at The Grey Opal
    And Bob has Warbot in stasis with 1 stasis counter
    When the bases score
    Then Alice has 3 VP
    And Bob has 0 VP
    And Warbot lies in stasis with 1 stasis counter

  @rule:stasis.leaving @rule:stasis.counters
  Scenario: At the start of your turn one stasis counter comes off each of your cards in stasis
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Robots, Zombies)
    And the phase is start-turn
    And Alice has King Rex in stasis with 2 stasis counters
    And Alice has Cannon in stasis with 1 stasis counter
    And Bob has Warbot in stasis with 2 stasis counters
    When the bases score
    Then King Rex lies in stasis with 1 stasis counter
    And Cannon lies in stasis with 0 stasis counters
    And Warbot lies in stasis with 2 stasis counters

  @rule:stasis.leaving @rule:stasis.counters
  Scenario: An ability may add stasis counters, which keep the card in stasis longer
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Robots, Zombies)
    And hypothetically, Powderkeg reads "Place a stasis counter on one of your cards in stasis."
    And Alice has King Rex in stasis with 0 stasis counters
    And Alice has Powderkeg in hand
    When Alice plays Powderkeg
    And the turn ends
    Then King Rex lies in stasis with 1 stasis counter

  @rule:stasis.leaving
  Scenario: A card in stasis without counters is played as an extra card, normally
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Robots, Zombies)
    And Alice has already played a minion this turn
    And Alice has King Rex in stasis with 0 stasis counters
    When Alice plays King Rex at The Grey Opal
    Then King Rex is at The Grey Opal
    And King Rex does not lie in stasis
    And the explanation cites stasis.leaving

  @rule:stasis.leaving
  Scenario: A card in stasis with counters left cannot be played
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Robots, Zombies)
    And Alice has King Rex in stasis with 1 stasis counter
    When Alice plays King Rex at The Grey Opal
    Then the play is refused: it still has 1 stasis counter
    And the refusal cites stasis.leaving
    And the refusal cites stasis.counters

  @rule:stasis.leaving
  Scenario: A card in stasis is played only in its owner's own Play Cards phase
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Robots, Zombies)
    And it is Bob's turn
    And Alice has King Rex in stasis with 0 stasis counters
    When Alice plays King Rex at The Grey Opal
    Then the play is refused: Alice can play King Rex from stasis only in their own Play Cards phase
    And the refusal cites stasis.leaving

  @rule:stasis.leaving
  Scenario: A card's instructions for leaving stasis are followed, then it is discarded
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Robots, Zombies)
    And hypothetically, Full Sail reads "Put this card in stasis with two stasis counters. When it leaves stasis, draw two cards."
    And Alice has already played one action this turn
    And Alice has Full Sail in stasis with 0 stasis counters
    And Alice's deck is Cannon, Dinghy, Powderkeg
    When Alice plays Full Sail
    Then Cannon is in Alice's hand
    And Dinghy is in Alice's hand
    And Full Sail is in Alice's discard pile
    And Full Sail does not lie in stasis

  @rule:stasis.leaving
  Scenario: A card that has just left stasis cannot go straight back into stasis
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Robots, Zombies)
    And hypothetically, Full Sail reads "Draw a card. Put this card in stasis with one stasis counter."
    And Alice has Full Sail in stasis with 0 stasis counters
    And Alice's deck is Cannon, Dinghy
    When Alice plays Full Sail
    Then Cannon is in Alice's hand
    And Full Sail is in Alice's discard pile
    And Full Sail does not lie in stasis

  @rule:stasis.leaving
  Scenario: The same card played from the hand goes into stasis
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Robots, Zombies)
    And hypothetically, Full Sail reads "Draw a card. Put this card in stasis with one stasis counter."
    And Alice has Full Sail in hand
    And Alice's deck is Cannon, Dinghy
    When Alice plays Full Sail
    Then Full Sail lies in stasis with 1 stasis counter

  @rule:stasis.leaving
  Scenario: As any turn ends, the cards in stasis without counters are discarded
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Robots, Zombies)
    And Alice has King Rex in stasis with 0 stasis counters
    And Alice has Cannon in stasis with 1 stasis counter
    And Bob has Warbot in stasis with 0 stasis counters
    When the turn ends
    Then King Rex is in Alice's discard pile
    And Warbot is in Bob's discard pile
    And Cannon lies in stasis with 1 stasis counter

  @rule:madness.final-score @rule:stasis.status
  Scenario: A Madness card in stasis counts for the Madness final score
    # Alice 15 VP with 2 Madness (one in stasis): 14, Bob 14: tied, Bob holds fewer Madness cards.
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And Alice has 15 VP
    And Bob has 14 VP
    And Alice has Madness in hand
    And Alice has Madness in stasis with 1 stasis counter
    And Alice's deck is empty
    When the turn ends
    Then Bob wins the game
    And Alice has 14 VP
