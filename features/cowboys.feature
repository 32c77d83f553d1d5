Feature: Cowboys clarifications and duels
  Every official clarification and summary ruling of the Cowboys' cards, bases and
  titan (IDs from `smashup rulings --faction cowboys`), and the duel rules they rely
  on, as the engine resolves them.

  Background:
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @ruling:cowboys/deputy#1
  Scenario: Alice decides about Deputy only once Bob's duel card is revealed, and keeps it
    # Augmentation makes Grave Digger 8: Deputy's +2 would not save Gunfighter (3).
    Given a game between Alice (Cowboys, Aliens) and Bob (Dinosaurs, Zombies)
    And Bob controls Grave Digger at Jungle Oasis
    And Alice has Gunfighter, Deputy in hand
    And Bob has Augmentation in hand
    And Alice will choose Grave Digger, pass
    And Bob will choose Augmentation, Grave Digger
    And Alice will choose pass
    When Alice plays Gunfighter at Jungle Oasis
    Then Deputy is in Alice's hand
    And Gunfighter is in Alice's discard pile
    And Grave Digger has power 8

  @ruling:cowboys/deputy#1
  Scenario: Deputy is discarded during the duel, after the bluff is revealed
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Bob controls Grave Digger at Jungle Oasis
    And Alice has Gunfighter, Deputy in hand
    And Bob has Walker in hand
    And Alice will choose Grave Digger, pass
    And Bob will choose Walker
    And Alice will choose Deputy, Gunfighter
    When Alice plays Gunfighter at Jungle Oasis
    Then Deputy is in Alice's discard pile
    And Gunfighter has power 5
    And Grave Digger is in Bob's discard pile
    And Walker is in Bob's hand
    And the explanation cites cowboys/deputy#1

  @ruling:oops/deputy#1
  Scenario: Having seen the opponent's Augmentation revealed, Alice discards Deputy to win
    Given a game between Alice (Cowboys, Aliens) and Bob (Dinosaurs, Zombies)
    And Bob controls Grave Digger at Jungle Oasis
    And Alice has Gunfighter, Quick Draw, Deputy in hand
    And Bob has Augmentation in hand
    And Alice will choose Grave Digger, Quick Draw
    And Bob will choose Augmentation, Grave Digger
    And Alice will choose Deputy, Gunfighter
    When Alice plays Gunfighter at Jungle Oasis
    Then Gunfighter has power 9
    And Grave Digger is in Bob's discard pile
    And Deputy is in Alice's discard pile

  @ruling:cowboys/dynamite-surprise#1
  Scenario: Dynamite Surprise goes off from hand when another player's card looks at the hand
    Given a game between Alice (Cowboys, Pirates) and Bob (Aliens, Robots)
    And it is Bob's turn
    And Bob controls Invader at Jungle Oasis
    And Bob controls Nukebot at Jungle Oasis
    And Alice has Dynamite Surprise, Gunfighter in hand
    And Bob has Probe in hand
    When Bob plays Probe
    Then Invader is in Bob's discard pile
    And Nukebot is at Jungle Oasis
    And Dynamite Surprise is in Alice's hand
    And Gunfighter is in Alice's discard pile
    And the explanation cites cowboys/dynamite-surprise#1

  @ruling:oops/dynamite-surprise#1
  Scenario: Revealed from hand, Dynamite Surprise destroys a minion of the revealing player
    Given a game between Alice (Cowboys, Pirates) and Bob (Aliens, Robots)
    And it is Bob's turn
    And Bob controls Invader at Jungle Oasis
    And Bob controls Zapbot at Evans City Cemetery
    And Alice has Dynamite Surprise in hand
    And Bob has Probe in hand
    And Alice will choose Zapbot
    When Bob plays Probe
    Then Zapbot is in Bob's discard pile
    And Invader is at Jungle Oasis
    And Dynamite Surprise is in Alice's hand

  @ruling:cowboys/high-noon#1
  Scenario: High Noon gives nobody an extra minion when the opponent wins
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Alice controls Gunfighter at Jungle Oasis
    And Bob controls Grave Digger at Jungle Oasis
    And Alice has High Noon, Sheriff in hand
    And Bob has Walker in hand
    And Alice will choose pass
    And Bob will choose pass
    When Alice plays High Noon
    Then Gunfighter is in Alice's discard pile
    And Sheriff is in Alice's hand
    And Walker is in Bob's hand
    And the explanation cites cowboys/high-noon#1

  @ruling:cowboys/high-noon#1
  Scenario: A tied High Noon duel destroys your minion too, so no extra minion
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Alice controls Gunfighter at Jungle Oasis
    And Bob controls Hoverbot at Jungle Oasis
    And Alice has High Noon, Sheriff in hand
    And Alice will choose pass
    When Alice plays High Noon
    Then Gunfighter is in Alice's discard pile
    And Hoverbot is in Bob's discard pile
    And Sheriff is in Alice's hand

  @ruling:oops/high-noon#1 @rule:terms.there
  Scenario: "There" is where your winning minion is at the end of the duel
    # Both duel cards move the duelists to Evans City Cemetery: they are still together.
    Given a game between Alice (Cowboys, Pirates) and Bob (Ninjas, Zombies)
    And Alice controls Gunfighter at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has High Noon, Dinghy, Sheriff in hand
    And Bob has Way of Deception in hand
    And Alice will choose Dinghy
    And Bob will choose Way of Deception
    And Alice will choose Gunfighter, Sheriff
    When Alice plays High Noon
    Then Walker is in Bob's discard pile
    And Gunfighter is at Evans City Cemetery
    And Sheriff is at Evans City Cemetery

  @ruling:cowboys/pinkerton#1
  Scenario: Pinkerton boosts itself, before any duel card is put down
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Alice controls Pinkerton at Jungle Oasis
    And Bob controls Grave Digger at Jungle Oasis
    And Alice has High Noon in hand
    And Bob has Walker in hand
    And Alice will choose Pinkerton
    And Bob will choose Walker
    When Alice plays High Noon
    Then Pinkerton has 1 +1 power counter
    And Grave Digger is in Bob's discard pile
    And Walker is in Bob's hand

  @ruling:oops/pinkerton#1
  Scenario: Pinkerton boosts your dueling minion at another base
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Alice controls Pinkerton at Evans City Cemetery
    And Bob controls Hoverbot at Jungle Oasis
    And Alice has Gunfighter in hand
    And Alice will choose Hoverbot, Gunfighter
    When Alice plays Gunfighter at Jungle Oasis
    Then Gunfighter has 1 +1 power counter
    And Hoverbot is in Bob's discard pile
    And Pinkerton has 0 +1 power counters

  @ruling:cowboys/quick-draw#1
  Scenario: Quick Draw's +4 from the duel stays after the duel
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Bob controls Grave Digger at Jungle Oasis
    And Alice has Gunfighter, Quick Draw in hand
    And Alice will choose Grave Digger, Quick Draw
    When Alice plays Gunfighter at Jungle Oasis
    Then Grave Digger is in Bob's discard pile
    And Gunfighter has power 7
    And Quick Draw is in Alice's discard pile

  @ruling:oops/quick-draw#1
  Scenario: Quick Draw's +2 does not become +4 when the minion starts dueling
    # Sheriff 5 +2 = 7 duels Grave Digger 4 +4 counters = 8 before Jungle Oasis scores.
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Alice controls Sheriff at Jungle Oasis
    And Bob controls Grave Digger at Jungle Oasis with 4 +1 power counters
    And Alice has Quick Draw in hand
    And Alice will choose Grave Digger
    When Alice plays Quick Draw
    And the bases score
    Then Sheriff is in Alice's discard pile
    And Bob has 2 VP

  @ruling:cowboys/so-so-corral#1
  Scenario: At So-So Corral the challenging player destroys the losing minion
    # Invisible Ninja reacts "after you destroy another player's card": the destruction is Alice's.
    Given a game between Alice (Cowboys, Ninjas) and Bob (Zombies, Robots)
    And So-So Corral is in play
    And Alice controls Invisible Ninja at Jungle Oasis
    And Bob controls Grave Digger at So-So Corral
    And Alice has Sheriff in hand
    And Alice's deck is Poison, Shinobi
    And Alice will choose Grave Digger, yes, Shinobi
    When Alice plays Sheriff at So-So Corral
    Then Grave Digger is in Bob's discard pile
    And Shinobi is in Alice's hand
    And the explanation cites cowboys/so-so-corral#1

  @ruling:oops/pecos-bill#1
  Scenario: Pecos Bill rides in when Alice challenges, and she draws after winning
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Alice has the titan Pecos Bill set aside
    And Alice controls Gunfighter at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has High Noon, Deputy in hand
    And Alice's deck is Sheriff
    And Alice will choose yes
    When Alice plays High Noon
    Then Pecos Bill is at Jungle Oasis
    And Deputy is in Alice's discard pile
    And Walker is in Bob's discard pile
    And Sheriff is in Alice's hand

  @rule:duels.ties @ruling:oops/duels#3
  Scenario: A tied Gunfighter duel destroys both minions
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Bob controls Hoverbot at Jungle Oasis
    And Alice has Gunfighter in hand
    And Alice will choose Hoverbot
    When Alice plays Gunfighter at Jungle Oasis
    Then Gunfighter is in Alice's discard pile
    And Hoverbot is in Bob's discard pile

  @rule:duels.basics @ruling:oops/duels#1
  Scenario: A revealed action is played without using a play; any other duel card goes back to hand
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Bob controls Grave Digger at Jungle Oasis
    And Alice has Gunfighter, Quick Draw, Beam Up in hand
    And Bob has Walker in hand
    And Alice will choose Grave Digger, Quick Draw
    And Bob will choose Walker
    When Alice plays Gunfighter at Jungle Oasis
    And Alice plays Beam Up
    Then Gunfighter is in Alice's hand
    And Walker is in Bob's hand
    And Grave Digger is in Bob's discard pile

  @rule:duels.cards @ruling:oops/duels#2
  Scenario: A face-down duel card is out of reach of the other duel card
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Alice controls Gunfighter at Jungle Oasis
    And Bob controls Grave Digger at Jungle Oasis
    And Alice has High Noon, Probe in hand
    And Bob has Zapbot, Walker in hand
    And Alice will choose Probe
    And Bob will choose Zapbot
    When Alice plays High Noon
    Then Walker is in Bob's discard pile
    And Zapbot is in Bob's hand

  @rule:duels.outcome @ruling:oops/duels#3
  Scenario: The duel stops without a result when its minions are no longer together
    Given a game between Alice (Cowboys, Pirates) and Bob (Zombies, Aliens)
    And Bob controls Grave Digger at Jungle Oasis
    And Alice has Gunfighter in hand
    And Bob has Beam Up in hand
    And Alice will choose Grave Digger
    And Bob will choose Beam Up, Grave Digger
    When Alice plays Gunfighter at Jungle Oasis
    Then Grave Digger is in Bob's hand
    And Gunfighter is at Jungle Oasis

  @rule:duels.restrictions @ruling:oops/duels#2
  Scenario: A duel another ability would start during a duel is ignored
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And So-So Corral is in play
    And Alice controls Gunfighter at So-So Corral
    And Bob controls Walker at So-So Corral
    And Bob controls Zapbot at So-So Corral
    And Alice has High Noon, Sheriff in hand
    And Alice will choose Walker, pass, Sheriff
    When Alice plays High Noon
    Then Walker is in Bob's discard pile
    And Sheriff is at So-So Corral
    And Zapbot is at So-So Corral
    And the explanation cites duels.restrictions

  @rule:duels.affect
  Scenario: A minion protected from other players' actions can still be challenged
    Given a game between Alice (Cowboys, Aliens) and Bob (Ninjas, Zombies)
    And Alice controls Gunfighter at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Bob has Smoke Bomb attached to Walker
    And Alice has High Noon in hand
    When Alice plays High Noon
    Then Walker is at Jungle Oasis
    And the explanation cites duels.outcome
    And the explanation cites ninjas/smoke-bomb

  @ruling:cowboys/deputy#1
  Scenario: On her own turn Alice may discard Deputy outside a duel
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Bob controls Walker at Jungle Oasis
    And Alice has Deputy in hand
    When Alice uses the Special of Deputy from her hand
    Then Walker has power 4
    And Deputy is in Alice's discard pile
