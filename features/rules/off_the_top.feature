Feature: Playing cards off the top of the deck
  "Play a minion off the top of your deck": reveal cards from the top one by one
  until a minion turns up, then play it; the other cards revealed wait, in no deck
  or discard pile, until the cards found have been played and have resolved, and
  are then shuffled back into the deck unless the card says otherwise. An empty
  deck is rebuilt from the discard pile before the revealing starts, never once it
  has started; a card found that cannot be played is discarded; any card revealed
  and then played was played off the top, the first card revealed or not. The card
  found may be passed, as every extra play may (conflict.optional-extra-plays).

  No card whose text the sources give plays a card off the top of the deck (the
  Penguins' cards are known by name only), so these scenarios give Full Sail a
  test-only text (smashup_rules/scenarios/hypothetical.py). Hoverbot plays a revealed card too.

  Background:
    Given The Grey Opal is in play
    And Tortuga is in play
    And the base deck is Rhodes Plaza Mall
    And hypothetically, Full Sail reads "Play a minion off the top of your deck."

  @ruling:penguins/off-the-top#1 @rule:off-the-top.procedure
  Scenario: Cards are revealed until a minion turns up, which is played; the others are shuffled back
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Zombies, Robots)
    And Alice has Full Sail in hand
    And Alice's deck is Cannon, Powderkeg, King Rex, Buccaneer
    And Alice will choose King Rex, The Grey Opal
    When Alice plays Full Sail
    Then King Rex is at The Grey Opal
    And Buccaneer is in Alice's deck
    And Cannon is in Alice's deck
    And Powderkeg is in Alice's deck
    And Alice's deck has 3 cards
    And Alice has 0 cards in hand
    And the explanation cites off-the-top.procedure

  @ruling:penguins/off-the-top#1 @rule:off-the-top.procedure
  Scenario: The revealed cards are set apart until the minion found has resolved
    Given a game between Alice (Pirates, World Champs) and Bob (Zombies, Robots)
    And Alice has Full Sail in hand
    And Alice's deck is Cannon, Stoneford, Dinghy
    And Alice will choose Stoneford, The Grey Opal
    When Alice plays Full Sail
    Then Stoneford is at The Grey Opal
    And Dinghy is in Alice's hand
    And Cannon is in Alice's deck
    And Alice's deck has 1 card

  @ruling:penguins/off-the-top#1 @rule:off-the-top.procedure
  Scenario: Playing two minions off the top repeats the procedure
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Zombies, Robots)
    And hypothetically, Full Sail reads "Play two minions off the top of your deck."
    And Alice has Full Sail in hand
    And Alice's deck is Cannon, King Rex, Powderkeg, Buccaneer, Dinghy
    And Alice will choose King Rex, The Grey Opal, Buccaneer, Tortuga
    When Alice plays Full Sail
    Then King Rex is at The Grey Opal
    And Buccaneer is at Tortuga
    And Cannon is in Alice's deck
    And Powderkeg is in Alice's deck
    And Dinghy is in Alice's deck
    And Alice's deck has 3 cards

  @ruling:penguins/off-the-top#1 @rule:off-the-top.procedure
  Scenario: A card may say where the other revealed cards go instead
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Zombies, Robots)
    And hypothetically, Full Sail reads "Play a minion off the top of your deck. Place the other cards revealed on the bottom of your deck."
    And Alice has Full Sail in hand
    And Alice's deck is Cannon, Powderkeg, King Rex, Dinghy
    And Alice will choose King Rex, The Grey Opal
    When Alice plays Full Sail
    Then King Rex is at The Grey Opal
    And Alice's deck is now Dinghy, Cannon, Powderkeg (top first)

  @ruling:penguins/off-the-top#2 @rule:off-the-top.empty-deck
  Scenario: An empty deck is rebuilt from the discard pile before the revealing starts
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Zombies, Robots)
    And Alice has Full Sail in hand
    And Alice's deck is empty
    And Alice's discard pile has Cannon, King Rex
    And the seed is 3
    And Alice will choose King Rex, The Grey Opal
    When Alice plays Full Sail
    Then King Rex is at The Grey Opal
    And Cannon is in Alice's deck
    And the explanation cites turn.empty-deck

  @ruling:penguins/off-the-top#2 @rule:off-the-top.empty-deck
  Scenario: A deck that runs out while revealing stops the procedure, without a reshuffle
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Zombies, Robots)
    And Alice has Full Sail in hand
    And Alice's deck is Cannon, Powderkeg
    And Alice's discard pile has King Rex
    When Alice plays Full Sail
    Then King Rex is in Alice's discard pile
    And Cannon is in Alice's deck
    And Powderkeg is in Alice's deck
    And Alice's deck has 2 cards
    And the explanation cites off-the-top.empty-deck

  @ruling:penguins/off-the-top#2 @rule:off-the-top.prerequisites
  Scenario: A card found whose condition for being played is not met is discarded
    Given a game between Alice (Pirates, Star Roamers) and Bob (Zombies, Robots)
    And hypothetically, Full Sail reads "Play an action off the top of your deck."
    And Alice has Full Sail in hand
    And Alice's deck is Buccaneer, Protector Fields, Cannon
    When Alice plays Full Sail
    Then Protector Fields is in Alice's discard pile
    And Cannon is in Alice's deck
    And Buccaneer is in Alice's deck
    And Alice's deck has 2 cards
    And the explanation cites off-the-top.prerequisites

  @ruling:penguins/off-the-top#2 @rule:off-the-top.prerequisites
  Scenario: A card found whose condition is met is played
    Given a game between Alice (Pirates, Star Roamers) and Bob (Zombies, Robots)
    And hypothetically, Full Sail reads "Play an action off the top of your deck."
    And Alice controls Cut Lass at The Grey Opal
    And Alice has Full Sail in hand
    And Alice's deck is Buccaneer, Protector Fields, Cannon
    And Alice will choose Protector Fields
    When Alice plays Full Sail
    Then Protector Fields is on The Grey Opal
    And Alice's deck has 2 cards

  @ruling:penguins/off-the-top#3 @rule:off-the-top.counts-as
  Scenario: A card revealed after others and then played was played off the top
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Zombies, Robots)
    And hypothetically, King Rex reads "If this minion was played off the top of a deck, place a +1 power counter on it."
    And Alice has Full Sail in hand
    And Alice's deck is Cannon, Powderkeg, King Rex
    And Alice will choose King Rex, The Grey Opal
    When Alice plays Full Sail
    Then King Rex has 1 +1 power counter
    And the explanation cites off-the-top.counts-as

  @ruling:penguins/off-the-top#3 @rule:off-the-top.counts-as
  Scenario: A card played from the hand was not played off the top
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Zombies, Robots)
    And hypothetically, King Rex reads "If this minion was played off the top of a deck, place a +1 power counter on it."
    And Alice has King Rex in hand
    When Alice plays King Rex at The Grey Opal
    Then King Rex has 0 +1 power counters

  @rule:off-the-top.counts-as
  Scenario: The minion Hoverbot plays from the top of the deck was played off the top
    Given a game between Alice (Robots, Dinosaurs) and Bob (Zombies, Pirates)
    And hypothetically, King Rex reads "If this minion was played off the top of a deck, place a +1 power counter on it."
    And Alice has Hoverbot in hand
    And Alice's deck is King Rex
    When Alice plays Hoverbot at The Grey Opal
    And Alice chooses King Rex, The Grey Opal
    Then King Rex has 1 +1 power counter

  # --- "draw X off the top of your deck" (conflict.draw-off-the-top) ---------------------------

  @rule:conflict.draw-off-the-top @rule:off-the-top.procedure
  Scenario: Killer Queen draws the first minion of power 1 or less revealed; the other cards are shuffled back
    # Killer Queen: "Talent: Draw a minion of power 1 or less off the top of your deck OR ..."
    Given a game between Alice (Giant Ants, Pirates) and Bob (Zombies, Robots)
    And Alice controls Killer Queen at The Grey Opal
    And Alice's deck is Soldier, Cannon, Worker, Drone
    When Alice uses the talent of Killer Queen
    Then Worker is in Alice's hand
    And Alice has 1 card in hand
    And Alice's deck has 3 cards
    And Soldier is in Alice's deck
    And the explanation has a step "Alice reveals Soldier from the top of their deck." citing conflict.draw-off-the-top, off-the-top.procedure

  @rule:conflict.draw-off-the-top @rule:off-the-top.empty-deck
  Scenario: Killer Queen draws nothing when the deck runs out before a minion of power 1 or less turns up
    Given a game between Alice (Giant Ants, Pirates) and Bob (Zombies, Robots)
    And Alice controls Killer Queen at The Grey Opal
    And Alice's deck is Soldier, Drone
    And Alice's discard pile has Worker
    When Alice uses the talent of Killer Queen
    Then Alice has 0 cards in hand
    And Alice's deck has 2 cards
    And Worker is in Alice's discard pile
    And the explanation cites off-the-top.empty-deck

  @rule:conflict.draw-off-the-top @rule:off-the-top.procedure
  Scenario: June draws one off the top: the first minion of printed power 4 revealed
    # June: "... if not, you may draw one off the top of your deck": one, a minion of printed power 4.
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And Alice has June in hand
    And Alice's deck is Cannon, First Mate, Monet, Dinghy
    And Alice will choose yes
    When Alice plays June at The Grey Opal
    Then Monet is in Alice's hand
    And Alice's deck has 3 cards
    And the explanation cites conflict.draw-off-the-top
