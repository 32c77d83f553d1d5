Feature: World Champs clarifications
  Every official clarification of the World Champs' cards, as the engine resolves it
  (IDs from `smashup rulings --faction world-champs`).
  Buried cards: the step "is buried beside" is defined in smashup_rules/scenarios/steps_expansions.py.

  Background:
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @ruling:world-champs/aramis#1
  Scenario: Aramis offers another action on it after an action on it in your Play Cards phase
    Given a game between Alice (World Champs, Pirates) and Bob (Zombies, Robots)
    And Alice controls Aramis at Jungle Oasis
    And Alice has It's Blitzin' Time!, Fast as Lightning in hand
    And Alice will choose Fast as Lightning
    When Alice plays It's Blitzin' Time!
    Then Fast as Lightning is in Alice's discard pile
    And Aramis has power 10
    And the explanation cites world-champs/aramis#1

  @ruling:world-champs/aramis#1
  Scenario: Aramis does not trigger on another player's turn
    Given a game between Alice (World Champs, Disco Dancers) and Bob (Zombies, Robots)
    And it is Bob's turn
    And Alice controls Aramis at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Turn the Beat Around, Kaiju Conflict in hand
    And Alice will choose Aramis, Walker
    When Alice uses a Special to play Turn the Beat Around on Bob's turn
    Then Aramis has power 5
    And Walker has power 1
    And Kaiju Conflict is in Alice's hand
    And the explanation has a step "it answers only during its controller's Play Cards phase" citing world-champs/aramis#1, turn.play-cards

  @ruling:world-champs/aramis#1
  Scenario: Aramis does not trigger before a base scores, even on your turn
    Given a game between Alice (World Champs, Disco Dancers) and Bob (Zombies, Robots)
    And the phase is score-bases
    And Alice controls Aramis at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Turn the Beat Around, Kaiju Conflict in hand
    And Alice will choose Aramis, Walker
    When Alice uses a Special to play Turn the Beat Around on Alice's turn
    Then Aramis has power 5
    And Kaiju Conflict is in Alice's hand

  @ruling:world-champs/diva#1
  Scenario: Diva copies once per action, even an effect whose prerequisite it does not fit
    Given a game between Alice (World Champs, Pirates) and Bob (Zombies, Robots)
    And the position:
      """
      players:
        - name: Alice
          factions: [World Champs, Pirates]
          hand: [{card: "Mouse, Bird and Sausage"}]
        - name: Bob
          factions: [Zombies, Robots]
      """
    And Alice controls Diva at Jungle Oasis
    And Alice controls Buccaneer at Jungle Oasis
    And Alice controls First Mate at Jungle Oasis
    And Alice will choose Buccaneer, First Mate, yes
    When Alice plays Mouse, Bird and Sausage
    Then Buccaneer has power 6
    And First Mate has power 4
    And Diva has power 5
    And the explanation cites world-champs/diva#1

  @ruling:world-champs/fighting-spirit-prize#1
  Scenario: Fighting Spirit Prize may put both counters on a single minion
    Given a game between Alice (World Champs, Pirates) and Bob (Zombies, Robots)
    And Alice controls Buccaneer at Jungle Oasis
    And Alice controls First Mate at Jungle Oasis
    And Alice has Fighting Spirit Prize in hand
    And Alice's deck is Dinghy, Broadside
    And Alice will choose Buccaneer, Buccaneer
    When Alice plays Fighting Spirit Prize
    Then Buccaneer has 2 +1 power counters
    And First Mate has 0 +1 power counters
    And Alice has 2 cards in hand

  @ruling:world-champs/fighting-spirit-prize#1
  Scenario: Fighting Spirit Prize may split its counters between two minions
    Given a game between Alice (World Champs, Pirates) and Bob (Zombies, Robots)
    And Alice controls Buccaneer at Jungle Oasis
    And Alice controls First Mate at Evans City Cemetery
    And Alice has Fighting Spirit Prize in hand
    And Alice will choose Buccaneer, First Mate
    When Alice plays Fighting Spirit Prize
    Then Buccaneer has 1 +1 power counter
    And First Mate has 1 +1 power counter

  @ruling:world-champs/high-speed-chase#1
  Scenario: The minion keeps +3 power after High-Speed Chase is destroyed
    Given a game between Alice (World Champs, Ninjas) and Bob (Zombies, Robots)
    And Alice controls Tiger Assassin at Jungle Oasis
    And Alice has High-Speed Chase attached to Jungle Oasis
    And Alice has Infiltrate in hand
    When Alice uses the talent of High-Speed Chase
    And Alice plays Infiltrate at Evans City Cemetery
    And Alice chooses High-Speed Chase
    Then High-Speed Chase is in Alice's discard pile
    And Tiger Assassin is at Evans City Cemetery
    And Tiger Assassin has power 7

  @ruling:world-champs/mummy#1
  Scenario: Mummy is buried straight on another base after its base scores
    Given a game between Alice (World Champs, Pirates) and Bob (Zombies, Robots)
    And Alice controls Mummy at Jungle Oasis with 2 +1 power counters
    And Alice controls Buccaneer at Jungle Oasis
    And Alice controls Pirate King at Jungle Oasis
    And Alice will choose yes
    When the bases score
    Then Mummy is buried beside Evans City Cemetery
    And Mummy is not in Alice's discard pile
    And Alice has 2 VP
    And the explanation cites world-champs/mummy#1

  @ruling:world-champs/mummy#1
  Scenario: A Mummy buried beside the scoring base has no ability and goes with the base
    Given a game between Alice (World Champs, Pirates) and Bob (Zombies, Robots)
    And Alice has buried Mummy beside Jungle Oasis
    And Alice controls Buccaneer at Jungle Oasis
    And Alice controls Pirate King at Jungle Oasis
    And Bob controls Zombie Lord at Jungle Oasis
    When the bases score
    Then Mummy is in Alice's discard pile
    And Mummy is not buried beside Evans City Cemetery

  @ruling:world-champs/rainbow-girl#1
  Scenario: Rainbow Girl does not boost a minion played after it
    Given a game between Alice (World Champs, Killer Plants) and Bob (Zombies, Robots)
    And Alice controls Weed Eater at Jungle Oasis
    And Alice has Insta-Grow, Rainbow Girl, Sprout in hand
    When Alice plays Insta-Grow
    And Alice plays Rainbow Girl at Jungle Oasis
    And Alice plays Sprout at Jungle Oasis
    Then Weed Eater has power 4
    And Sprout has power 2
    And Rainbow Girl has power 2

  @ruling:world-champs/samurai-chan#1
  Scenario: Samurai-Chan draws when discarded after its base scores
    Given a game between Alice (World Champs, Pirates) and Bob (Zombies, Robots)
    And Alice controls Samurai-Chan at Jungle Oasis
    And Alice controls Pirate King at Jungle Oasis
    And Alice controls Buccaneer at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice's deck is Dinghy
    When the bases score
    Then Samurai-Chan is in Alice's discard pile
    And Dinghy is in Alice's hand

  @ruling:world-champs/samurai-chan#1
  Scenario: Samurai-Chan draws when destroyed
    Given a game between Alice (World Champs, Pirates) and Bob (Dinosaurs, Robots)
    And it is Bob's turn
    And Alice controls Samurai-Chan at Jungle Oasis
    And Alice's deck is Dinghy
    And Bob has Laseratops in hand
    And Bob will choose Samurai-Chan
    When Bob plays Laseratops at Jungle Oasis
    Then Samurai-Chan is in Alice's discard pile
    And Dinghy is in Alice's hand

  @ruling:world-champs/samurai-chan#1
  Scenario: Samurai-Chan returned to hand instead of the discard pile draws nothing
    Given a game between Alice (World Champs, Pirates) and Bob (Zombies, Robots)
    And Alice controls Samurai-Chan at Jungle Oasis
    And Alice controls Pirate King at Jungle Oasis
    And Alice controls Buccaneer at Jungle Oasis
    And Alice has Fast as Lightning in hand
    And Alice's deck is Dinghy
    And Alice will choose Samurai-Chan
    When Alice plays Fast as Lightning
    And the bases score
    Then Samurai-Chan is in Alice's hand
    And Dinghy is in Alice's deck
    And the explanation has a step "draws no card after Samurai-Chan leaves play: it went to its owner's hand" citing world-champs/samurai-chan#1

  @ruling:world-champs/shield-maiden#1
  Scenario: Shield Maiden places another player's action into your hand; its owner stays
    Given a game between Alice (World Champs, Robots) and Bob (Pirates, Zombies)
    And Alice has Shield Maiden in hand
    And Bob's deck is Swashbuckling, Dinghy
    When Alice plays Shield Maiden at Jungle Oasis
    Then Swashbuckling is in Alice's hand
    And Bob's deck has 1 card
    And the explanation cites world-champs/shield-maiden#1

  @ruling:world-champs/shield-maiden#1
  Scenario: A card you hold but do not own is played normally and goes back to its owner
    Given a game between Alice (World Champs, Robots) and Bob (Pirates, Zombies)
    And the position:
      """
      players:
        - name: Alice
          factions: [World Champs, Robots]
          hand: [{card: Swashbuckling, owner: Bob}]
        - name: Bob
          factions: [Pirates, Zombies]
      """
    And Alice controls Zapbot at Jungle Oasis
    When Alice plays Swashbuckling
    Then Swashbuckling is in Bob's discard pile
    And Zapbot has power 3

  @ruling:world-champs/shield-maiden#1
  Scenario: Shield Maiden leaves a big minion on top of its owner's deck
    Given a game between Alice (World Champs, Robots) and Bob (Pirates, Zombies)
    And Alice has Shield Maiden in hand
    And Bob's deck is Pirate King, Dinghy
    When Alice plays Shield Maiden at Jungle Oasis
    Then Pirate King is in Bob's deck
    And Alice has 0 cards in hand
