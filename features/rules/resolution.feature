Feature: Playing and resolving: on-play and ongoing abilities, replacements, responses, simultaneous abilities
  A minion is in play from the moment it is put at its base, before its ability
  resolves; its on-play ability happens only when it is played, never when it is
  moved, placed or returned. Ongoing abilities work only while their card is in play.
  "Instead" replaces an event, if the replacement can happen. Specials in hands that
  answer a play are offered from the current player clockwise. Abilities that wait on
  one event are all found when it happens, then resolved in the current player's
  order, each checking again that its card is still in play.

  Background:
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.minion @rule:terms.in-play
  Scenario: A minion is in play as soon as it is put at its base: its own ability counts it
    # Microbot Guard: "Destroy a minion on this base with power less than the number of minions you have here": 3.
    Given a game between Alice (Robots, Pirates) and Bob (Zombies, Ninjas)
    And Alice controls Zapbot at Jungle Oasis
    And Alice controls Hoverbot at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Microbot Guard in hand
    And Alice will choose Walker
    When Alice plays Microbot Guard at Jungle Oasis
    Then Walker is in Bob's discard pile
    And Alice has 6 power at Jungle Oasis

  @rule:play.on-play @rule:terms.play
  Scenario: A minion that is moved is not played: its on-play ability does not happen
    # Cut Lass: "You may destroy a minion here of power 2 or less."
    Given a game between Alice (Pirates, Robots) and Bob (Zombies, Ninjas)
    And Alice controls Cut Lass at Jungle Oasis
    And Bob controls Walker at Evans City Cemetery
    And Alice has Dinghy in hand
    And Alice will choose Cut Lass, Evans City Cemetery
    When Alice plays Dinghy
    Then Cut Lass is at Evans City Cemetery
    And Walker is at Evans City Cemetery

  @rule:play.on-play @rule:terms.play
  Scenario: The same minion played there destroys the minion
    Given a game between Alice (Pirates, Robots) and Bob (Zombies, Ninjas)
    And Bob controls Walker at Evans City Cemetery
    And Alice has Cut Lass in hand
    And Alice will choose Walker
    When Alice plays Cut Lass at Evans City Cemetery
    Then Walker is in Bob's discard pile

  @rule:play.ongoing @rule:terms.ongoing
  Scenario: An ongoing ability does nothing from the hand
    # Microbot Fixer: "Ongoing: Each of your Microbots gains +1 power."
    Given a game between Alice (Robots, Pirates) and Bob (Zombies, Ninjas)
    And Alice controls Microbot Guard at Jungle Oasis
    And Alice has Microbot Fixer in hand
    Then Microbot Guard has power 1

  @rule:play.ongoing @rule:terms.ongoing
  Scenario: An ongoing ability works while its card is in play
    Given a game between Alice (Robots, Pirates) and Bob (Zombies, Ninjas)
    And Alice controls Microbot Guard at Jungle Oasis
    And Alice has Microbot Fixer in hand
    When Alice plays Microbot Fixer at Evans City Cemetery
    Then Microbot Guard has power 2

  @rule:resolution.instead
  Scenario: A minion that would be destroyed is moved instead
    Given a game between Alice (Pirates, Robots) and Bob (Zombies, Ninjas)
    And Alice controls Buccaneer at Jungle Oasis
    And Alice has Powderkeg in hand
    And Alice will choose Buccaneer, Evans City Cemetery
    When Alice plays Powderkeg
    Then Buccaneer is at Evans City Cemetery
    And Buccaneer is not in Alice's discard pile

  @rule:resolution.instead @rule:terms.may
  Scenario: A "may" replacement declined lets the event happen
    Given a game between Alice (Pirates, Robots) and Bob (Zombies, Ninjas)
    And Alice controls Buccaneer at Jungle Oasis
    And Alice has Powderkeg in hand
    And Alice will choose Buccaneer, pass
    When Alice plays Powderkeg
    Then Buccaneer is in Alice's discard pile

  @rule:resolution.instead
  Scenario: Of two replacements, the controller of the minion to be destroyed picks which applies
    # Bob destroys Alice's Walker at Tar Pits (bottom of its owner's deck instead) where Alice's
    # Escape Hatch (return it to the hand instead) is: Alice picks, not the current player.
    Given a game between Alice (Steampunks, Zombies) and Bob (Dinosaurs, Ninjas)
    And it is Bob's turn
    And Tar Pits is in play
    And Alice controls Walker at Tar Pits
    And Alice has Escape Hatch attached to Tar Pits
    And Bob has Laseratops in hand
    And Bob will choose Walker
    And Alice will choose Escape Hatch
    When Bob plays Laseratops at Tar Pits
    Then Walker is in Alice's hand
    And the explanation has a step "Alice chooses Escape Hatch" citing resolution.instead

  @rule:resolution.hand-responses
  Scenario: Specials answering a play are offered from the current player clockwise
    # Eh? answers Alice's own first action; Hello, Dolly! answers another player's action.
    Given a game between Alice (World Champs, Pirates) and Bob (Sheep, Zombies)
    And Alice controls Cut Lass at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Swashbuckling, Eh? in hand
    And Bob has Hello Dolly in hand
    And Alice will choose Eh?, no
    And Bob will choose pass, Hello Dolly
    When Alice plays Swashbuckling
    Then Eh? is in Alice's discard pile
    And Hello, Dolly! is in Bob's discard pile
    And Walker has power 3

  @rule:resolution.simultaneous
  Scenario: Abilities waiting on one event resolve in the current player's order; one whose card has gone does nothing
    # At the start of Alice's turn: Complete the Ritual and Water Lily. Ordered first, the Ritual
    # puts Water Lily on the bottom of Alice's deck, so Water Lily draws nothing.
    Given a game between Alice (Minions of Cthulhu, Killer Plants) and Bob (Zombies, Ninjas)
    And the phase is start-turn
    And Alice controls Water Lily at Jungle Oasis
    And Alice has Complete the Ritual attached to Jungle Oasis
    And Alice's deck is Sprout, Weed Eater
    And Alice will choose Complete the Ritual
    When the bases score
    Then Alice has 0 cards in hand
    And Water Lily is in Alice's deck

  @rule:resolution.simultaneous
  Scenario: In the other order, Water Lily draws its card first
    Given a game between Alice (Minions of Cthulhu, Killer Plants) and Bob (Zombies, Ninjas)
    And the phase is start-turn
    And Alice controls Water Lily at Jungle Oasis
    And Alice has Complete the Ritual attached to Jungle Oasis
    And Alice's deck is Sprout, Weed Eater
    And Alice will choose Water Lily
    When the bases score
    Then Sprout is in Alice's hand
    And Water Lily is in Alice's deck

  @rule:resolution.simultaneous @ruling:oops/samurai#1
  Scenario: Cards leaving a scored base together all go before the abilities they trigger resolve
    # Samurai-Chan: "After this minion goes to the discard pile from play, draw a card." Alice's deck is
    # empty: the draw shuffles her discard pile, which by then holds every card from the base.
    Given a game between Alice (World Champs, Dinosaurs) and Bob (Zombies, Ninjas)
    And Alice controls Samurai-Chan at Jungle Oasis
    And Alice controls King Rex at Jungle Oasis with 3 +1 power counters
    And Alice's deck is empty
    When the bases score
    Then Alice has 1 card in hand
    And Alice's deck has 1 card
    And Alice's discard pile has 0 cards
    And the explanation has a step "Its ability about leaving play waits until every card there has gone" citing oops/samurai#1, resolution.simultaneous
