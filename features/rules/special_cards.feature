Feature: Buried and stored cards, counters, power, and the Madness deck
  A card is buried only by an ability, face down unless it buries itself; buried
  cards are neither minions nor actions for other cards and have no power, and they
  go with their base when it leaves play; uncovered, a card is played at once as an
  extra card, or discarded if it cannot be. Stored cards are out of reach of other
  abilities, move with their card and are discarded when it leaves play. +1 power
  counters only count on minions and titans, and a minion's power is never below 0.
  A Madness card is owned by whoever holds it.

  Background:
    Given Pyramids is in play
    And Jungle Oasis is in play
    And the base deck is Tortuga

  @rule:burying.how @ruling:oops/burying#1
  Scenario: A card buried from the hand by an ability stays face down
    Given a game between Alice (Ancient Egyptians, Pirates) and Bob (Zombies, Robots)
    And Alice controls Pyramid Engineer at Pyramids
    And Alice has Cannon in hand
    When Alice uses the talent of Pyramid Engineer
    Then Cannon is buried beside Pyramids
    And the explanation says "Alice buries Cannon from Alice's hand face down beside Pyramids"
    And the explanation does not say "reveals Cannon"

  @rule:burying.how @ruling:oops/burying#1
  Scenario: A card that buries itself is shown before it is placed face down
    Given a game between Alice (Ancient Egyptians, Pirates) and Bob (Zombies, Robots)
    And Alice has Blessing of Anubis in hand
    And Alice will choose Pyramids
    When Alice plays Blessing of Anubis
    Then Blessing of Anubis is buried beside Pyramids
    And the explanation says "Alice reveals Blessing of Anubis and buries it"

  @rule:burying.uncover
  Scenario: At the start of their turn a player may uncover a buried card: it is played at once, from beside its base
    Given a game between Alice (Ancient Egyptians, Pirates) and Bob (Zombies, Robots)
    And the phase is start-turn
    And Alice has buried Pyramid Engineer beside Pyramids
    And Alice will choose Pyramid Engineer
    When the bases score
    Then Pyramid Engineer is at Pyramids
    And Pyramid Engineer is not buried beside Pyramids
    And Alice has 3 power at Pyramids

  @rule:burying.uncover
  Scenario: An uncovered card that cannot be played then is discarded
    # Hidden Ninja may only be played before a base scores.
    Given a game between Alice (Ancient Egyptians, Ninjas) and Bob (Zombies, Robots)
    And Alice has buried Hidden Ninja beside Pyramids
    And Alice has Pyramid Engineer in hand
    And Alice will choose Hidden Ninja
    When Alice plays Pyramid Engineer at Pyramids
    Then Hidden Ninja is in Alice's discard pile
    And Hidden Ninja is not buried beside Pyramids

  @rule:burying.scoring @rule:burying.status
  Scenario: Buried cards give no power, and go to the discard pile when their base has scored
    # King Rex 7 + 10 counters = 17 of The Grey Opal's 17 (3/1/1 VP): the buried cards give Bob no place.
    Given a game between Alice (Dinosaurs, Pirates) and Bob (Ancient Egyptians, Robots)
    And The Grey Opal is in play
    And Alice controls King Rex at The Grey Opal with 10 +1 power counters
    And Bob has buried Mummy beside The Grey Opal
    And Bob has buried Priest of Anubis beside The Grey Opal
    When the bases score
    Then Alice has 3 VP
    And Bob has 0 VP
    And Mummy is in Bob's discard pile
    And Priest of Anubis is in Bob's discard pile

  @rule:storage.status
  Scenario: Cards stored under a minion move with it
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And the position:
      """
      bases:
        - name: Pyramids
        - name: Jungle Oasis
          cards:
            - {card: Van Gogh, controller: Alice, stored: [Flip Kick]}
      """
    And Alice has Dinghy in hand
    And Alice will choose Van Gogh, no
    When Alice plays Dinghy
    Then Van Gogh is at Pyramids
    And Flip Kick is stored under Van Gogh

  @rule:storage.status
  Scenario: A stored minion is no minion in play: it has no power and no ability reaches it
    # Cannon would destroy First Mate (power 2) if it were in play.
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And the position:
      """
      bases:
        - name: Pyramids
        - name: Jungle Oasis
          cards:
            - {card: Van Gogh, controller: Alice, stored: [First Mate]}
      """
    And Alice has Cannon in hand
    And Alice will choose no
    When Alice plays Cannon
    Then First Mate is stored under Van Gogh
    And Alice has 4 power at Jungle Oasis

  @rule:storage.leave-play
  Scenario: When the card they are stored under leaves play, the stored cards go to the discard pile
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And the position:
      """
      bases:
        - name: Pyramids
        - name: Jungle Oasis
          cards:
            - {card: Van Gogh, controller: Alice, stored: [Flip Kick, Buccaneer]}
      """
    And Alice has Powderkeg in hand
    And Alice will choose Van Gogh
    When Alice plays Powderkeg
    Then Van Gogh is in Alice's discard pile
    And Flip Kick is in Alice's discard pile
    And Buccaneer is in Alice's discard pile

  @rule:counters.non-minions
  Scenario: +1 power counters go only on cards where they count: an action is no place for them
    Given a game between Alice (Giant Ants, Pirates) and Bob (Zombies, Robots)
    And Alice controls Soldier at Jungle Oasis with 2 +1 power counters
    And Alice has The Show Must Go On attached to Jungle Oasis
    And Alice has A Kind of Magic in hand
    When Alice plays A Kind of Magic
    Then Soldier has 2 +1 power counters
    And the explanation does not say "Alice chooses"

  @rule:power.minimum-zero @rule:terms.this
  Scenario: However many minus modifiers it has, a minion's power is at least 0, and it still places
    # Poison: "This minion has -4 power": the minion it is played on.
    Given a game between Alice (Ninjas, Dinosaurs) and Bob (Zombies, Robots)
    And Alice controls King Rex at Jungle Oasis with 6 +1 power counters
    And Bob controls Walker at Jungle Oasis
    And Alice has Poison in hand
    When Alice plays Poison on Walker
    Then Walker has power 0
    And Bob has 0 power at Jungle Oasis
    When the bases score
    Then Alice has 2 VP
    And Bob has 0 VP

  @rule:madness.ownership @ruling:cthulhu/madness-deck#2
  Scenario: A Madness card placed into another player's hand is theirs: played, it goes to their discard pile
    Given a game between Alice (World Champs, Elder Things) and Bob (Zombies, Robots)
    And Alice has Akye the Turtle, Madness in hand
    And Alice's deck is Shoggoth, Byakhee
    And Bob's deck is Walker, Zapbot, Grave Digger, Nukebot
    And Alice will choose yes, Madness
    And Bob will choose draw two cards
    When Alice plays Akye the Turtle at Pyramids
    And the turn ends
    And Bob plays Madness
    Then Madness is in Bob's discard pile
    And Madness is not in Alice's discard pile

  @rule:terms.in-the-box @rule:madness.final-score
  Scenario: A Madness card in the box is out of the game and costs nobody anything
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And the position:
      """
      box:
        - {card: Madness, owner: Alice}
      """
    And Alice has 15 VP
    And Bob has 14 VP
    And Alice has Madness in hand
    And Alice's deck is empty
    When the turn ends
    Then Alice wins the game
    And Alice has 15 VP

  @rule:terms.standard @rule:play.standard-action
  Scenario: An action that buries itself is not standard, even when it is played because it was uncovered
    # Van Gogh: "After you play a standard action, you may store it under this card."
    Given a game between Alice (Ancient Egyptians, Adolescent Epic Geckos) and Bob (Zombies, Robots)
    And Alice controls Van Gogh at Pyramids
    And Alice has buried Tomb Trap beside Pyramids
    And Bob controls Walker at Pyramids
    And Alice has Pyramid Engineer in hand
    And Alice will choose Tomb Trap, Walker
    When Alice plays Pyramid Engineer at Pyramids
    Then Walker is in Bob's discard pile
    And Tomb Trap is in Alice's discard pile
    And the explanation does not say "store Tomb Trap"

  @rule:madness.deck
  Scenario: With the Madness deck empty, an instruction to draw Madness is ignored
    # Byakhee: "Each other player with a minion here draws a Madness card."
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And the position:
      """
      madness_deck: 0
      """
    And Bob controls Walker at Pyramids
    And Bob's deck is Zombie Lord
    And Alice has Byakhee in hand
    When Alice plays Byakhee at Pyramids
    Then Bob has 0 cards in hand
    And Zombie Lord is in Bob's deck
    And the explanation cites madness.deck

  @ruling:oops/vikings#1 @rule:play.leave-play-owner
  Scenario: A card placed into another player's hand is theirs to play, and goes back to its owner's pile afterwards
    Given a game between Alice (World Champs, Pirates) and Bob (Zombies, Robots)
    And Alice has Akye the Turtle, Cannon in hand
    And Alice's deck is Sheriff, Aramis
    And Bob's deck is Walker, Zapbot, Grave Digger, Nukebot
    And Alice will choose yes, Cannon
    When Alice plays Akye the Turtle at Pyramids
    And the turn ends
    And Bob plays Cannon
    Then Cannon is in Alice's discard pile
    And Cannon is not in Bob's discard pile
