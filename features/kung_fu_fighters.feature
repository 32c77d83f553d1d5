Feature: Kung Fu Fighters clarifications
  Every official clarification of the Kung Fu Fighters' cards, bases and titan, as
  the engine resolves it (IDs from `smashup rulings --faction kung-fu-fighters`).

  Background:
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @ruling:kung-fu-fighters/everybody-was-kung-fu-fighting#1
  Scenario: Everybody was Kung Fu Fighting: players destroy in clockwise order, starting with the current player
    Given a game between Alice (Kung Fu Fighters, Ninjas), Bob (Zombies, Robots) and Carol (Dinosaurs, Aliens)
    And Alice controls Cricket at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Carol controls War Raptor at Jungle Oasis
    And Bob controls Zapbot at Evans City Cemetery
    And Alice has Everybody was Kung Fu Fighting in hand
    And Alice will choose Jungle Oasis, Walker
    And Bob will choose War Raptor
    When Alice plays Everybody was Kung Fu Fighting
    Then Walker is in Bob's discard pile
    And War Raptor is in Carol's discard pile
    And Cricket is in Alice's discard pile
    And Zapbot is at Evans City Cemetery
    And the explanation cites kung-fu-fighters/everybody-was-kung-fu-fighting#1

  @ruling:kung-fu-fighters/everybody-was-kung-fu-fighting#1
  Scenario: Everybody was Kung Fu Fighting: a player whose minions there were all destroyed before their turn still destroys one
    Given a game between Alice (Kung Fu Fighters, Ninjas) and Bob (Zombies, Robots)
    And Alice controls Cricket at Jungle Oasis
    And Alice controls Drunken Master at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Everybody was Kung Fu Fighting in hand
    And Alice will choose Jungle Oasis
    And Bob will choose Drunken Master
    When Alice plays Everybody was Kung Fu Fighting
    Then Walker is in Bob's discard pile
    And Drunken Master is in Alice's discard pile
    And Cricket is at Jungle Oasis
    And the explanation cites kung-fu-fighters/everybody-was-kung-fu-fighting#1

  @ruling:kung-fu-fighters/everybody-was-kung-fu-fighting#1
  Scenario: Everybody was Kung Fu Fighting played on another player's turn starts with that player, not with the card's
    # Played through a Special on Bob's turn (the step's device): Bob, the current player,
    # destroys first, then Carol; nobody is left for Alice to destroy.
    Given a game between Alice (Kung Fu Fighters, Ninjas), Bob (Zombies, Robots) and Carol (Dinosaurs, Aliens)
    And it is Bob's turn
    And Alice controls Cricket at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Carol controls War Raptor at Jungle Oasis
    And Alice has Everybody was Kung Fu Fighting in hand
    And Alice will choose Jungle Oasis
    And Bob will choose War Raptor
    And Carol will choose Walker
    When Alice uses a Special to play Everybody was Kung Fu Fighting on Bob's turn
    Then War Raptor is in Carol's discard pile
    And Walker is in Bob's discard pile
    And Cricket is at Jungle Oasis
    And the explanation cites kung-fu-fighters/everybody-was-kung-fu-fighting#1
