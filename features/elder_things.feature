Feature: Elder Things clarifications and the Madness deck
  Every official clarification and summary ruling of the Elder Things' cards and
  bases (IDs from `smashup rulings --faction elder-things`), and the summary
  rulings on the Madness deck, as the engine resolves them.

  Background:
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @ruling:elder-things/eldest-thing#1
  Scenario: Without two other minions to destroy, Eldest Thing goes to the bottom of the deck
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And Alice controls Byakhee at Jungle Oasis
    And Alice's deck is Buccaneer
    And Alice has Eldest Thing in hand
    When Alice plays Eldest Thing at Jungle Oasis
    Then Eldest Thing is in Alice's deck
    And Alice's deck has 2 cards
    And Byakhee is at Jungle Oasis

  @ruling:cthulhu/eldest-thing#1
  Scenario: A destruction that does not happen sends Eldest Thing to the bottom of the deck
    # Buccaneer moves instead of being destroyed: only one of the two is destroyed.
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And Alice controls Byakhee at Jungle Oasis
    And Alice controls Buccaneer at Jungle Oasis
    And Alice has Eldest Thing in hand
    And Alice will choose destroy two of your other minions, Byakhee, Evans City Cemetery
    When Alice plays Eldest Thing at Jungle Oasis
    Then Eldest Thing is in Alice's deck
    And Byakhee is in Alice's discard pile
    And Buccaneer is at Evans City Cemetery

  @ruling:cthulhu/eldest-thing#1
  Scenario: Once Eldest Thing stays in play, other players' cards cannot affect it
    Given a game between Alice (Elder Things, Pirates) and Bob (Aliens, Robots)
    And it is Bob's turn
    And Alice controls Eldest Thing at Jungle Oasis
    And Bob has Beam Up in hand
    When Bob plays Beam Up
    Then Eldest Thing is at Jungle Oasis
    And Alice has 0 cards in hand

  @ruling:elder-things/shoggoth#1
  Scenario: Shoggoth's own power counts toward the 12 total power
    # Buccaneer 4 + 2 counters = 6, Shoggoth 6: 12 in total, so no Madness is drawn.
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And Alice controls Buccaneer at Jungle Oasis with 2 +1 power counters
    And Alice has Shoggoth in hand
    And Bob will choose yes
    When Alice plays Shoggoth at Jungle Oasis
    Then Alice has 12 power at Jungle Oasis
    And Alice has 0 cards in hand
    And Madness is in Bob's hand

  @ruling:cthulhu/shoggoth#1
  Scenario: An opponent accepts Madness to keep Shoggoth from destroying a minion
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And Bob controls Walker at Jungle Oasis
    And Alice has Shoggoth in hand
    And Bob will choose yes
    When Alice plays Shoggoth at Jungle Oasis
    Then Walker is at Jungle Oasis
    And Bob has 1 card in hand
    And Madness is in Bob's hand
    And Alice has 2 cards in hand

  @ruling:elder-things/power-of-madness#1
  Scenario: The discard pile is shuffled into the deck even when nothing is discarded
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And Bob has Walker in hand
    And Bob's discard pile has Zapbot, Grave Robbing
    And Bob's deck is Tenacious Z
    And Alice has Power of Madness in hand
    And Alice will choose Overrun
    When Alice plays Power of Madness
    Then Walker is in Bob's hand
    And Bob's discard pile has 0 cards
    And Bob's deck has 3 cards
    And Zapbot is in Bob's deck

  @ruling:cthulhu/power-of-madness#1
  Scenario: Each other player shuffles their discard pile in, found or not
    Given a game between Alice (Elder Things, Pirates), Bob (Zombies, Robots) and Carol (Dinosaurs, Aliens)
    And Bob has Grave Robbing, Walker in hand
    And Bob's discard pile has Zapbot
    And Carol's discard pile has War Raptor, Augmentation
    And Carol has Laseratops in hand
    And Alice has Power of Madness in hand
    And Alice will choose Grave Robbing, Grave Robbing
    When Alice plays Power of Madness
    Then Bob's discard pile has 0 cards
    And Grave Robbing is in Bob's deck
    And Bob's deck has 2 cards
    And Carol's discard pile has 0 cards
    And Carol's deck has 2 cards
    And Laseratops is in Carol's hand

  @ruling:elder-things/spreading-horror#1
  Scenario: Three players refuse, but with two bases only two minions can be played
    Given a game between Alice (Elder Things, Pirates), Bob (Zombies, Robots), Carol (Dinosaurs, Aliens) and Dave (Ghosts, Ninjas)
    And Alice's discard pile has Byakhee, Byakhee, First Mate
    And Alice has Spreading Horror in hand
    And Alice will choose Jungle Oasis, Byakhee, Evans City Cemetery, Byakhee
    When Alice plays Spreading Horror
    Then Byakhee is at Jungle Oasis
    And Byakhee is at Evans City Cemetery
    And First Mate is in Alice's discard pile
    And Alice's discard pile has 2 cards

  @ruling:cthulhu/spreading-horror#1
  Scenario: Each minion of one Spreading Horror goes to a different base
    # Bob declines to discard; Carol has no two non-Madness cards; Dave has none.
    # Three minions may be played, but there are only two bases to play them on.
    Given a game between Alice (Elder Things, Pirates), Bob (Zombies, Robots), Carol (Dinosaurs, Aliens) and Dave (Ghosts, Ninjas)
    And Bob has Walker, Zapbot in hand
    And Carol has Madness, War Raptor in hand
    And Alice's discard pile has Byakhee, First Mate, Byakhee
    And Alice has Spreading Horror in hand
    And Bob will choose no
    And Alice will choose Evans City Cemetery, First Mate, Jungle Oasis, Byakhee
    When Alice plays Spreading Horror
    Then First Mate is at Evans City Cemetery
    And Byakhee is at Jungle Oasis
    And Byakhee is in Alice's discard pile
    And Bob has 2 cards in hand
    And Carol has 2 cards in hand

  @ruling:elder-things/unfathomable-goals#1
  Scenario: Madness drawn because of the extra minion does not count for the extra action
    # Bob reveals 2 Madness, Carol 1: 3 in all. Byakhee then gives each of them one more.
    Given a game between Alice (Elder Things, Pirates), Bob (Zombies, Robots) and Carol (Dinosaurs, Aliens)
    And Bob controls Walker at Jungle Oasis
    And Carol controls War Raptor at Jungle Oasis
    And Bob has Madness, Madness in hand
    And Carol has Madness in hand
    And Alice has Unfathomable Goals, Byakhee, Touch of Madness in hand
    And Alice will choose Byakhee, Jungle Oasis
    When Alice plays Unfathomable Goals
    And Alice plays Touch of Madness
    Then the play is refused: Alice cannot play Touch of Madness: no action play is left this turn

  @ruling:cthulhu/unfathomable-goals#1
  Scenario: Four Madness revealed when the card resolves give the extra action
    Given a game between Alice (Elder Things, Pirates), Bob (Zombies, Robots) and Carol (Dinosaurs, Aliens)
    And Bob has Madness, Madness, Madness in hand
    And Carol has Madness in hand
    And Alice has Unfathomable Goals, Byakhee, Touch of Madness in hand
    And Alice will choose Byakhee, Jungle Oasis
    When Alice plays Unfathomable Goals
    And Alice plays Touch of Madness
    Then Byakhee is at Jungle Oasis
    And Touch of Madness is in Alice's discard pile
    And Bob has 4 cards in hand

  @ruling:cthulhu/antarctic-base#1
  Scenario: Antarctic Base limits minion plays, not minions moving there
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And Antarctic Base is in play
    And Alice controls Buccaneer at Jungle Oasis
    And Alice has Byakhee, Dinghy in hand
    And Alice will choose Buccaneer, Antarctic Base, pass
    When Alice plays Byakhee at Antarctic Base
    And Alice plays Dinghy
    Then Byakhee is at Antarctic Base
    And Buccaneer is at Antarctic Base
    And the explanation has a step "Antarctic Base does not count it after" citing cthulhu/antarctic-base#1, terms.move

  @ruling:cthulhu/madness-deck#1 @rule:madness.deck
  Scenario: With the Madness deck empty, drawing Madness is ignored
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And Bob has Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness, Madness in hand
    And Alice has Insanity in hand
    When Alice plays Insanity
    Then Bob has 30 cards in hand
    And Insanity is in the box

  @ruling:cthulhu/madness-deck#2 @rule:madness.card @rule:terms.or
  Scenario: A Madness card played for its draw goes to its holder's discard pile
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And Bob has Madness in hand
    And it is Bob's turn
    And Bob's deck is Walker, Zapbot
    And Bob will choose draw two cards
    When Bob plays Madness
    Then Madness is in Bob's discard pile
    And Bob has 2 cards in hand

  @ruling:cthulhu/madness-deck#2 @rule:madness.card @rule:terms.or
  Scenario: A Madness card returned to the Madness deck leaves its holder
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And Bob has Madness in hand
    And it is Bob's turn
    And Bob's deck is Walker, Zapbot
    And Bob will choose return this card to the Madness deck
    When Bob plays Madness
    Then Madness is not in Bob's discard pile
    And Bob has 0 cards in hand
    And Bob's discard pile has 0 cards

  @ruling:cthulhu/madness-final-score#1 @rule:endgame.madness
  Scenario: The Madness penalty decides the winner, ties going to fewer Madness cards
    # Alice 16 VP with 5 Madness: 14. Bob 15 with 2: 14. Carol 14 with none: 14. Carol wins.
    Given a game between Alice (Elder Things, Pirates), Bob (Zombies, Robots) and Carol (Dinosaurs, Aliens)
    And Alice has 16 VP
    And Bob has 15 VP
    And Carol has 14 VP
    And Alice has Madness, Madness, Madness, Madness, Madness in hand
    And Bob's discard pile has Madness, Madness
    And Alice's deck is empty
    When the turn ends
    Then Carol wins the game
    And Alice has 14 VP
    And Bob has 14 VP
    And Carol has 14 VP
