Feature: Sheep clarifications
  Every official clarification of the Sheep's cards, as the engine resolves it
  (IDs from `smashup rulings --faction sheep`). Names with commas are written
  without them ("Hello Dolly", "To Follow or Not"): card names are matched
  ignoring punctuation.

  Background:
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @ruling:sheep/black-sheep#1
  Scenario: Black Sheep's controller moves it, so that player's own Little Bo Peep does not hold it
    Given a game between Alice (Sheep, Ghosts) and Bob (Dinosaurs, Zombies)
    And it is Bob's turn
    And Alice controls Little Bo Peep at Jungle Oasis
    And Alice controls Black Sheep at Jungle Oasis
    And Bob has King Rex in hand
    When Bob plays King Rex at Jungle Oasis
    Then Black Sheep is at Evans City Cemetery
    And Little Bo Peep is at Jungle Oasis
    And the explanation cites sheep/black-sheep#1

  @ruling:sheep/black-sheep#1
  Scenario: A Little Bo Peep with a different controller does hold Black Sheep
    Given a game between Alice (Sheep, Ghosts) and Bob (Dinosaurs, Zombies)
    And it is Bob's turn
    And Bob controls Little Bo Peep at Jungle Oasis owned by Alice
    And Alice controls Black Sheep at Jungle Oasis
    And Bob has King Rex in hand
    When Bob plays King Rex at Jungle Oasis
    Then Black Sheep is at Jungle Oasis
    And Black Sheep is not at Evans City Cemetery

  @ruling:sheep/black-sheep#1
  Scenario: Incorporeal does not stop Black Sheep moving itself after another player's minion is played
    Given a game between Alice (Sheep, Ghosts) and Bob (Dinosaurs, Zombies)
    And it is Bob's turn
    And Alice controls Black Sheep at Jungle Oasis
    And Alice has Incorporeal attached to Black Sheep
    And Bob has King Rex in hand
    When Bob plays King Rex at Jungle Oasis
    Then Black Sheep is at Evans City Cemetery
    And Incorporeal is on Black Sheep

  @ruling:sheep/counting-sheep#1
  Scenario: Another player's minion at a different base gaining power triggers Counting Sheep
    Given a game between Alice (Sheep, Ghosts) and Bob (Dinosaurs, Zombies)
    And it is Bob's turn
    And Alice controls Flock at Jungle Oasis
    And Alice has Counting Sheep attached to Jungle Oasis
    And Bob controls King Rex at Evans City Cemetery
    And Bob has Howl in hand
    When Bob plays Howl
    Then King Rex has power 8
    And Flock has power 3

  @ruling:sheep/counting-sheep#1
  Scenario: A minion played after Counting Sheep has triggered does not get its +1 power
    Given a game between Alice (Sheep, Dinosaurs) and Bob (Robots, Zombies)
    And Alice controls Ram at Jungle Oasis
    And Alice has Counting Sheep attached to Jungle Oasis
    And Bob controls Warbot at Evans City Cemetery
    And Alice has Augmentation, Flock in hand
    And Alice will choose Warbot
    When Alice plays Augmentation
    And Alice plays Flock at Jungle Oasis
    Then Warbot has power 8
    And Ram has power 5
    And Flock has power 2
    And Alice has 7 power at Jungle Oasis

  @ruling:sheep/flock#1
  Scenario: Flock does not follow a minion that moves after a base scores
    # The Grey Opal: Bob first (13), Alice second (6); Alice moves Ram away instead of discarding it.
    Given a game between Alice (Sheep, Ghosts) and Bob (Dinosaurs, Zombies)
    And The Grey Opal is in play
    And Bob controls King Rex at The Grey Opal with 6 +1 power counters
    And Alice controls Ram at The Grey Opal
    And Alice controls Flock at The Grey Opal
    And Alice will choose Ram, Jungle Oasis
    When the bases score
    Then Ram is at Jungle Oasis
    And Flock is in Alice's discard pile
    And the explanation cites sheep/flock#1

  @ruling:sheep/flock#1
  Scenario: Flock does follow a minion that moves from its base during the Play Cards phase
    Given a game between Alice (Sheep, Ghosts) and Bob (Dinosaurs, Zombies)
    And Alice controls Ram at Jungle Oasis
    And Alice controls Flock at Jungle Oasis
    And Alice will choose pass
    When Alice uses the talent of Ram
    Then Ram is at Evans City Cemetery
    And Flock is at Evans City Cemetery

  @ruling:sheep/hello-dolly#1
  Scenario: Hello, Dolly! copying an action played on a minion is played on a minion, not necessarily the same one
    Given a game between Alice (Sheep, Ghosts) and Bob (Dinosaurs, Zombies)
    And it is Bob's turn
    And Bob controls King Rex at Jungle Oasis
    And Alice controls Flock at Evans City Cemetery
    And Alice has Hello Dolly in hand
    And Bob has Upgrade in hand
    And Alice will choose Hello Dolly, Flock
    When Bob plays Upgrade on King Rex
    Then King Rex has power 9
    And Flock has power 4
    And Hello Dolly is on Flock
    And the explanation cites sheep/hello-dolly#1

  @ruling:sheep/hello-dolly#1
  Scenario: Hello, Dolly! acts as if the copied ability were printed on it, for its own player
    Given a game between Alice (Sheep, Ghosts) and Bob (Ninjas, Zombies)
    And it is Bob's turn
    And Alice controls Flock at Jungle Oasis
    And Bob controls Walker at Evans City Cemetery
    And Alice has Hello Dolly in hand
    And Bob has Seeing Stars in hand
    And Bob will choose Flock
    And Alice will choose Hello Dolly
    When Bob plays Seeing Stars
    Then Flock is in Alice's discard pile
    And Walker is in Bob's discard pile
    And Hello Dolly is in Alice's discard pile

  @ruling:sheep/hello-dolly#1 @rule:resolution.hand-responses
  Scenario: Hello, Dolly! back in its holder's hand does not answer the same play again
    # Eh? lets its player place it back into the hand; Hello, Dolly! copying it returns itself.
    Given a game between Alice (Sheep, Pirates) and Bob (World Champs, Zombies)
    And it is Bob's turn
    And Alice controls Ram at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Hello Dolly in hand
    And Bob has Eh? in hand
    And Bob will choose yes
    And Alice will choose Hello Dolly, yes
    When Bob plays Eh?
    Then Ram has power 5
    And Hello Dolly is in Alice's hand
    And the explanation cites sheep/hello-dolly#1

  @ruling:sheep/hello-dolly#1
  Scenario: Hello, Dolly! copying "each of your minions" gives the power to its own player's minions
    Given a game between Alice (Sheep, Ghosts) and Bob (Dinosaurs, Zombies)
    And it is Bob's turn
    And Alice controls Flock at Jungle Oasis
    And Bob controls King Rex at Evans City Cemetery
    And Alice has Hello Dolly in hand
    And Bob has Howl in hand
    And Alice will choose Hello Dolly
    When Bob plays Howl
    Then Flock has power 3
    And King Rex has power 8

  @ruling:sheep/hello-dolly#1
  Scenario: Hello, Dolly! copies an action with a condition for being played without fulfilling it
    # Protector Fields must be played on a base where you have a minion; Alice has none at Evans City Cemetery.
    Given a game between Alice (Sheep, Ghosts) and Bob (Star Roamers, Zombies)
    And it is Bob's turn
    And Bob controls Walker at Jungle Oasis
    And Alice controls Flock at Jungle Oasis
    And Alice has Hello Dolly in hand
    And Bob has Protector Fields in hand
    And Alice will choose Hello Dolly, Evans City Cemetery
    When Bob plays Protector Fields at Jungle Oasis
    Then Hello Dolly is on Evans City Cemetery
    And Protector Fields is on Jungle Oasis

  @ruling:sheep/on-the-lamb#1
  Scenario: On the Lamb may name a player with no minions there; only your minion moves
    Given a game between Alice (Sheep, Ghosts), Bob (Dinosaurs, Zombies) and Carol (Pirates, Ninjas)
    And Alice controls Ram at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has On the Lamb in hand
    And Alice will choose Carol
    When Alice plays On the Lamb
    Then Ram is at Evans City Cemetery
    And Walker is at Jungle Oasis

  @ruling:sheep/on-the-lamb#1
  Scenario: On the Lamb moves your minion and all of that player's minions there to the same base
    Given a game between Alice (Sheep, Ghosts) and Bob (Dinosaurs, Zombies)
    And The Grey Opal is in play
    And Alice controls Ram at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Bob controls King Rex at Jungle Oasis
    And Alice has On the Lamb in hand
    And Alice will choose The Grey Opal
    When Alice plays On the Lamb
    Then Ram is at The Grey Opal
    And Walker is at The Grey Opal
    And King Rex is at The Grey Opal
    And the explanation cites sheep/on-the-lamb#1

  @ruling:sheep/shearing#1
  Scenario: A Shearing that left play before the start of your next turn is not returned to your hand
    Given a game between Alice (Sheep, Ghosts) and Bob (Ninjas, Zombies)
    And it is Bob's turn
    And Bob controls Walker at Jungle Oasis
    And Alice has Shearing attached to Walker
    And Alice's deck is Flock, Flock, Ram
    And Bob has Seeing Stars in hand
    When Bob plays Seeing Stars
    And the turn ends
    And the turn ends
    Then Shearing is in Alice's discard pile
    And Shearing is not in Alice's hand

  @ruling:sheep/shearing#1
  Scenario: A Shearing still in play returns to your hand at the start of your turn
    Given a game between Alice (Sheep, Ghosts) and Bob (Ninjas, Zombies)
    And it is Bob's turn
    And Bob controls Walker at Jungle Oasis
    And Alice has Shearing attached to Walker
    And Alice's deck is Flock, Flock, Ram
    When the turn ends
    And the turn ends
    Then Shearing is in Alice's hand
    And Walker has power 2
    And the explanation cites sheep/shearing#1

  @ruling:sheep/to-follow-or-not#1
  Scenario: Another player's action played through To Follow, or Not? resolves for you and goes back to its owner
    Given a game between Alice (Sheep, Ghosts) and Bob (Dinosaurs, Zombies)
    And Alice controls Flock at Jungle Oasis
    And Bob controls King Rex at Evans City Cemetery
    And Bob's discard pile has Howl, Walker
    And Alice has To Follow or Not in hand
    And Alice's deck is Ram
    And Alice will choose Howl
    When Alice plays To Follow or Not
    Then Flock has power 3
    And King Rex has power 7
    And Howl is in Bob's discard pile
    And Ram is in Alice's hand
    And the explanation cites sheep/to-follow-or-not#1

  @ruling:sheep/to-follow-or-not#1
  Scenario: Another player's action played on a minion through To Follow, or Not? is yours while in play and returns to its owner
    # Alice plays Bob's Upgrade on her Flock; on Bob's turn his Natural Selection destroys the Flock.
    Given a game between Alice (Sheep, Ninjas) and Bob (Dinosaurs, Zombies)
    And Alice controls Flock at Jungle Oasis
    And Bob controls King Rex at Jungle Oasis
    And Bob's discard pile has Upgrade
    And Bob has Natural Selection in hand
    And Alice has To Follow or Not in hand
    And Alice's deck is Ram, Ram, Flock
    And Alice will choose Upgrade, Flock
    When Alice plays To Follow or Not
    Then Flock has power 4
    And Upgrade is on Flock
    And Alice has 4 power at Jungle Oasis
    When the turn ends
    And Bob plays Natural Selection
    Then Flock is in Alice's discard pile
    And Upgrade is in Bob's discard pile
    And Upgrade is not in Alice's discard pile

  @ruling:sheep/wood-for-sheep#1
  Scenario: The revealed card played through Wood for Sheep is controlled by you
    Given a game between Alice (Sheep, Ghosts) and Bob (Dinosaurs, Zombies)
    And Bob has King Rex in hand
    And Alice has Wood for Sheep, Flock in hand
    And Alice will choose yes, Jungle Oasis
    When Alice plays Wood for Sheep
    Then King Rex is at Jungle Oasis
    And King Rex is controlled by Alice
    And Alice has 7 power at Jungle Oasis
    And Flock is in Bob's hand
    And the explanation cites sheep/wood-for-sheep#1

  @ruling:sheep/wood-for-sheep#1
  Scenario: Another player's action played through Wood for Sheep is carried out from your point of view
    Given a game between Alice (Sheep, Ghosts) and Bob (Dinosaurs, Zombies)
    And Alice controls Flock at Jungle Oasis
    And Bob controls King Rex at Evans City Cemetery
    And Bob has Howl in hand
    And Alice has Wood for Sheep, Ram in hand
    And Alice will choose yes
    When Alice plays Wood for Sheep
    Then Flock has power 3
    And King Rex has power 7
    And Howl is in Bob's discard pile
    And Ram is in Bob's hand
