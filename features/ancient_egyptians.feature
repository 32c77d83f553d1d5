Feature: Ancient Egyptians clarifications
  Every official clarification and summary ruling of the Ancient Egyptians' cards and
  titan, as the engine resolves it (IDs from `smashup rulings --faction ancient-egyptians`).
  Buried cards: see engine/burying.py and the steps of smashup_rules/scenarios/steps_expansions.py.

  Background:
    Given Pyramids is in play
    And Jungle Oasis is in play
    And The Grey Opal is in play
    And the base deck is Tortuga

  @ruling:ancient-egyptians/blessing-of-anubis#1 @ruling:oops/blessing-of-anubis#1
  Scenario: Blessing of Anubis played from hand reveals itself and is buried
    Given a game between Alice (Ancient Egyptians, Pirates) and Bob (Zombies, Robots)
    And Alice has Blessing of Anubis in hand
    And Alice will choose Pyramids
    When Alice plays Blessing of Anubis
    Then Blessing of Anubis is buried beside Pyramids
    And Blessing of Anubis is not in Alice's discard pile
    And the explanation cites ancient-egyptians/blessing-of-anubis#1

  @ruling:ancient-egyptians/blessing-of-anubis#1 @ruling:oops/blessing-of-anubis#1 @ruling:oops/burying#4 @rule:burying.uncover
  Scenario: An uncovered Blessing of Anubis is played again without burying itself
    Given a game between Alice (Ancient Egyptians, Pirates) and Bob (Zombies, Robots)
    And Alice has buried Blessing of Anubis beside Pyramids
    And Alice controls Priest of Anubis at Pyramids
    And Alice has Pyramid Engineer in hand
    And Alice will choose Blessing of Anubis
    When Alice plays Pyramid Engineer at Pyramids
    Then Blessing of Anubis is in Alice's discard pile
    And Blessing of Anubis is not buried beside Pyramids
    And Pyramid Engineer has power 5
    And Priest of Anubis has power 6

  @ruling:ancient-egyptians/tomb-trap#1 @ruling:oops/blessing-of-anubis#1
  Scenario: Tomb Trap played from hand is buried, not resolved
    Given a game between Alice (Ancient Egyptians, Pirates) and Bob (Zombies, Robots)
    And Bob controls Walker at Pyramids
    And Alice has Tomb Trap in hand
    And Alice will choose Pyramids
    When Alice plays Tomb Trap
    Then Tomb Trap is buried beside Pyramids
    And Walker is at Pyramids

  @ruling:ancient-egyptians/tomb-trap#1 @ruling:oops/blessing-of-anubis#1 @ruling:oops/burying#3 @rule:burying.uncover
  Scenario: An uncovered Tomb Trap destroys a minion and goes to the discard pile
    Given a game between Alice (Ancient Egyptians, Pirates) and Bob (Zombies, Robots)
    And Alice has buried Tomb Trap beside Pyramids
    And Bob controls Walker at Pyramids
    And Alice has Pyramid Engineer in hand
    And Alice will choose Tomb Trap, Walker
    When Alice plays Pyramid Engineer at Pyramids
    Then Walker is in Bob's discard pile
    And Tomb Trap is in Alice's discard pile
    And Tomb Trap is not buried beside Pyramids

  @ruling:ancient-egyptians/you-can-take-it-with-you#1 @ruling:oops/blessing-of-anubis#1
  Scenario: You Can Take It With You played from hand is buried and draws nothing
    Given a game between Alice (Ancient Egyptians, Pirates) and Bob (Zombies, Robots)
    And Alice has You Can Take It With You in hand
    And Alice's deck is Buccaneer, First Mate, Cut Lass
    And Alice will choose The Grey Opal
    When Alice plays You Can Take It With You
    Then You Can Take It With You is buried beside The Grey Opal
    And Alice has 0 cards in hand

  @ruling:ancient-egyptians/you-can-take-it-with-you#1 @ruling:oops/blessing-of-anubis#1
  Scenario: An uncovered You Can Take It With You draws three cards and is not reburied
    Given a game between Alice (Ancient Egyptians, Pirates) and Bob (Zombies, Robots)
    And Alice has buried You Can Take It With You beside The Grey Opal
    And Alice has Lost Knowledge in hand
    And Alice's deck is Buccaneer, First Mate, Cut Lass
    When Alice plays Lost Knowledge
    Then Alice has 3 cards in hand
    And You Can Take It With You is in Alice's discard pile

  @ruling:ancient-egyptians/mummy#1 @ruling:oops/mummy#1
  Scenario: A Mummy in play when its base scores is buried straight on another base
    Given a game between Alice (Ancient Egyptians, Dinosaurs) and Bob (Zombies, Robots)
    And Alice controls Mummy at Jungle Oasis with 10 +1 power counters
    And Alice will choose yes, The Grey Opal
    When the bases score
    Then Alice has 2 VP
    And Mummy is buried beside The Grey Opal
    And Mummy is not in Alice's discard pile
    And Mummy is not in Alice's hand
    And the explanation cites ancient-egyptians/mummy#1

  @ruling:ancient-egyptians/mummy#1 @ruling:oops/mummy#1 @ruling:oops/burying#4
  Scenario: A Mummy still buried when its base scores is discarded with the base
    Given a game between Alice (Ancient Egyptians, Dinosaurs) and Bob (Zombies, Robots)
    And Alice has buried Mummy beside Jungle Oasis
    And Alice controls King Rex at Jungle Oasis with 5 +1 power counters
    When the bases score
    Then Alice has 2 VP
    And Mummy is in Alice's discard pile
    And Mummy is not buried beside The Grey Opal

  @ruling:ancient-egyptians/mummy#1 @ruling:oops/mummy#1
  Scenario: A Mummy uncovered by Pharaoh before its base scores can be buried again after
    Given a game between Alice (Ancient Egyptians, Dinosaurs) and Bob (Zombies, Robots)
    And Alice has buried Mummy beside Jungle Oasis
    And Alice controls Pharaoh at Jungle Oasis with 7 +1 power counters
    And Alice will choose Mummy, yes, The Grey Opal
    When the bases score
    Then Alice has 2 VP
    And Mummy is buried beside The Grey Opal

  @ruling:oops/mummy-strength#1
  Scenario: Mummy Strength gives +4 when a card is buried on the minion's base
    Given a game between Alice (Ancient Egyptians, Pirates) and Bob (Zombies, Robots)
    And Alice has buried Tomb Trap beside Pyramids
    And Alice controls Pyramid Engineer at Pyramids
    And Alice controls Buccaneer at The Grey Opal
    And Alice has Mummy Strength in hand
    And Alice will choose Pyramid Engineer
    When Alice plays Mummy Strength
    Then Pyramid Engineer has power 7

  @ruling:oops/mummy-strength#1
  Scenario: Mummy Strength gives +2 when no card is buried on the minion's base
    Given a game between Alice (Ancient Egyptians, Pirates) and Bob (Zombies, Robots)
    And Alice has buried Tomb Trap beside Pyramids
    And Alice controls Pyramid Engineer at Pyramids
    And Alice controls Buccaneer at The Grey Opal
    And Alice has Mummy Strength in hand
    And Alice will choose Buccaneer
    When Alice plays Mummy Strength
    Then Buccaneer has power 6

  @ruling:ancient-egyptians/sphinx#1 @ruling:oops/sphinx#1
  Scenario: Sphinx cannot enter play by returning a buried monster
    Given a game between Alice (Ancient Egyptians, Pirates) and Bob (Zombies, Robots)
    And the phase is start-turn
    And Alice has the titan Sphinx set aside
    And Alice has buried Web Troll beside Pyramids
    And Alice has Buccaneer in hand
    And Alice will choose pass
    When Alice plays Buccaneer at The Grey Opal
    Then Sphinx is set aside by Alice
    And Web Troll is buried beside Pyramids

  @ruling:ancient-egyptians/sphinx#1 @ruling:oops/sphinx#1
  Scenario: Sphinx enters play by returning an ordinary buried card to hand
    Given a game between Alice (Ancient Egyptians, Pirates) and Bob (Zombies, Robots)
    And the phase is start-turn
    And Alice has the titan Sphinx set aside
    And Alice has buried Tomb Trap beside Pyramids
    And Alice has Buccaneer in hand
    And Alice will choose pass, Tomb Trap
    When Alice plays Buccaneer at The Grey Opal
    Then Sphinx is at Pyramids
    And Tomb Trap is in Alice's hand

  @ruling:ancient-egyptians/sphinx#1 @ruling:oops/sphinx#1
  Scenario: After a base scores Sphinx rescues a buried card but never a buried monster
    Given a game between Alice (Ancient Egyptians, Dinosaurs) and Bob (Zombies, Robots)
    And Alice controls Sphinx at The Grey Opal
    And Alice has buried Tomb Trap, Web Troll beside Jungle Oasis
    And Alice controls King Rex at Jungle Oasis with 5 +1 power counters
    And Alice will choose Tomb Trap
    When the bases score
    Then Tomb Trap is in Alice's hand
    And Web Troll is not in Alice's hand
    And Web Troll is in monsters discard

  @ruling:oops/burying#2 @ruling:oops/burying#4 @rule:burying.status
  Scenario: A buried minion is no minion for other cards and has no power there
    Given a game between Alice (Ancient Egyptians, Dinosaurs) and Bob (Pirates, Robots)
    And it is Bob's turn
    And Alice has buried Mummy beside Jungle Oasis
    And Bob has Cannon in hand
    When Bob plays Cannon
    Then Mummy is buried beside Jungle Oasis
    And Alice has 0 power at Jungle Oasis
    And Cannon is in Bob's discard pile
