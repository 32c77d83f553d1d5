Feature: Treasures (Smash Up: Munchkin)
  Treasures are actions and minions of the Treasure deck with a controller but no owner and
  no faction (treasures.nature); the readings the engine follows where their text is open.

  @rule:treasures.nature
  Scenario: A treasure played from hand resolves and goes to the treasure discard pile
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)
    And Bob controls Walker at The Grey Opal
    And Bob controls Zapbot at The Grey Opal
    And Alice has Cross Bow in hand
    And Alice will choose The Grey Opal, Zombies
    When Alice plays Cross Bow
    Then Walker has power 4
    And Zapbot has power 2
    And Cross Bow is in treasures discard
    And the explanation cites treasures.nature

  @rule:treasures.nature @rule:play.leave-play-owner
  Scenario: Jetpack of Anachronism cannot place a treasure minion in a hand: it has no owner
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)
    And Bob controls Dwarf Hireling at The Grey Opal
    And Alice has Jetpack of Anachronism attached to Dwarf Hireling
    And Alice has Cannon in hand
    And Alice will choose Dwarf Hireling, pass
    When Alice plays Cannon
    Then Dwarf Hireling is in treasures discard
    And Dwarf Hireling is not in Bob's hand
    And Jetpack of Anachronism is in treasures discard

  @rule:terms.place @rule:play.leave-play-owner
  Scenario: Jetpack of Anachronism places its minion in its owner's hand after it goes to the discard pile
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)
    And Bob controls Walker at The Grey Opal
    And Alice has Jetpack of Anachronism attached to Walker
    And Alice has Cannon in hand
    And Alice will choose Walker, pass
    When Alice plays Cannon
    Then Walker is in Bob's hand
    And Jetpack of Anachronism is in treasures discard

  @rule:conflict.treasure-own-deck @rule:terms.in-the-box @rule:terms.to
  Scenario: Wishing Ring goes in the box, as its own text says, for 1 VP
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)
    And the phase is start-turn
    And Alice controls First Mate at The Grey Opal
    And Alice has Wishing Ring attached to First Mate
    And Alice will choose yes
    When the turn ends
    Then Wishing Ring is in the box
    And Alice has 1 VP

  @rule:conflict.treasure-own-deck @rule:play.talent
  Scenario: Magic Missile goes to the bottom of the treasure deck to destroy a minion of power 3 or less there
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)
    And Alice controls First Mate at The Grey Opal
    And Alice has Magic Missile attached to First Mate
    And Bob controls Walker at The Grey Opal
    And the treasure deck is Cross Bow
    And Alice will choose Walker
    When Alice uses the talent of Magic Missile
    Then Walker is in Bob's discard pile
    And Magic Missile is in treasures deck
    And the explanation cites conflict.treasure-own-deck

  @rule:conflict.treasure-own-deck @rule:treasures.nature
  Scenario: Wand of Dowsing draws two treasures and is shuffled into the treasure deck, not discarded
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)
    And Alice has Wand of Dowsing in hand
    And the treasure deck is Cross Bow, Tiger Steed, Magic Missile
    When Alice plays Wand of Dowsing
    Then Cross Bow is in Alice's hand
    And Tiger Steed is in Alice's hand
    And Wand of Dowsing is in treasures deck

  @rule:monsters.loot
  Scenario: Tiger Steed destroys a monster without collecting its treasure
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)
    And King Tut is uncontrolled at The Grey Opal
    And Alice has Tiger Steed in hand
    And the treasure deck is Cross Bow, Magic Missile
    And Alice will choose destroy a monster here without its treasure
    When Alice plays Tiger Steed at The Grey Opal
    Then King Tut is in monsters discard
    And Cross Bow is in treasures deck
    And Alice has 0 cards in hand

  @rule:monsters.loot @rule:resolution.instead
  Scenario: Potion of Line Cutting takes the treasure another player with a minion there would draw
    Given a game between Alice (Dinosaurs, Ninjas) and Bob (Pirates, Robots)
    And it is Bob's turn
    And Alice controls King Rex at The Grey Opal
    And Alice has Potion of Line Cutting attached to King Rex
    And Bob controls Zapbot at The Grey Opal
    And Web Troll is uncontrolled at The Grey Opal
    And Bob has Cannon in hand
    And the treasure deck is Cross Bow
    And Bob will choose Web Troll, no
    And Alice will choose draw it
    And Bob will choose pass
    When Bob plays Cannon
    Then Cross Bow is in Alice's hand
    And Potion of Line Cutting is in treasures discard
    And Web Troll is in monsters discard

  @rule:terms.affect
  Scenario: Buckler of Swashing keeps its minion from cards its controller does not control
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Ninjas, Robots)
    And it is Bob's turn
    And Alice controls First Mate at The Grey Opal
    And Alice has Buckler of Swashing attached to First Mate
    And Bob has Seeing Stars in hand
    And Bob will choose First Mate
    When Bob plays Seeing Stars
    Then First Mate is at The Grey Opal

  @rule:scoring.before
  Scenario: Potion of Idiotic Bravery's minion is destroyed before its base scores
    Given a game between Alice (Dinosaurs, Pirates) and Bob (Zombies, Robots)
    And Alice controls King Rex at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Potion of Idiotic Bravery in hand
    When Alice plays Potion of Idiotic Bravery
    And the bases score
    Then King Rex is in Alice's discard pile
    And Bob has 2 VP

  @rule:conflict.dwarf-hireling
  Scenario: Dwarf Hireling draws a card of its player's choice from the treasure discard pile
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)
    And The Grey Opal is in play
    And Alice has Dwarf Hireling in hand
    And the treasure discard pile is Cross Bow, Wishing Ring
    And Alice will choose Wishing Ring
    When Alice plays Dwarf Hireling at The Grey Opal
    Then Wishing Ring is in Alice's hand
    And Cross Bow is in treasures discard

  @rule:terms.cancel
  Scenario: Potion of Cowardice cancels its minion's abilities: Warbot can be destroyed
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)
    And Bob controls Warbot at The Grey Opal
    And Alice has Potion of Cowardice attached to Warbot
    And Alice has Seeing Stars in hand
    Then Warbot has power 2
    When Alice plays Seeing Stars
    Then Warbot is in Bob's discard pile

  @rule:play.talent
  Scenario: Potion of Redundancy Potion's minion uses another minion's Talent as its own
    Given a game between Alice (Pirates, Ninjas) and Bob (Kung Fu Fighters, Robots)
    And Alice controls First Mate at The Grey Opal
    And Alice has Potion of Redundancy Potion attached to First Mate
    And Bob controls Drunken Master at The Grey Opal
    When Alice uses the talent of Potion of Redundancy Potion
    Then First Mate has 1 +1 power counter
    And Drunken Master has 0 +1 power counters
