Feature: Monsters (Smash Up: Munchkin)
  Monsters are minions of the Monster deck that belong to no player and no faction. The rules
  of monsters (monsters.*, treasures.loot-base), the summary ruling about them on another card
  (Complete the Ritual), and each monster.

  @rule:monsters.breakpoint @rule:monsters.nature
  Scenario: An uncontrolled monster gives no one power and raises the breakpoint by its power
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)
    And Web Troll is uncontrolled at The Grey Opal
    And Bob controls Walker at The Grey Opal
    Then the breakpoint of The Grey Opal is 19
    And Bob has 2 power at The Grey Opal
    And Alice has 0 power at The Grey Opal

  @rule:monsters.control
  Scenario: A monster a player controls is an ordinary minion of theirs
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)
    And Alice controls Web Troll at The Grey Opal
    Then the breakpoint of The Grey Opal is 17
    And Alice has 2 power at The Grey Opal

  @rule:monsters.loot @rule:monsters.nature
  Scenario: Destroying a monster with a card draws its treasure number of treasures
    Given a game between Alice (Minions of Cthulhu, Pirates) and Bob (Zombies, Robots)
    And King Tut is uncontrolled at The Grey Opal
    And Alice has Corruption in hand
    And the treasure deck is Cross Bow, Wand of Dowsing, Magic Missile
    When Alice plays Corruption
    Then King Tut is in monsters discard
    And Cross Bow is in Alice's hand
    And Wand of Dowsing is in Alice's hand
    And Magic Missile is in treasures deck
    And the explanation cites monsters.loot

  @rule:monsters.nature
  Scenario: A monster returned to a hand goes to the monster discard pile instead
    Given a game between Alice (Aliens, Ninjas) and Bob (Zombies, Robots)
    And Web Troll is uncontrolled at The Grey Opal
    And Alice has Beam Up in hand
    And Alice will choose Web Troll
    When Alice plays Beam Up
    Then Web Troll is in monsters discard
    And the explanation cites monsters.nature

  @ruling:cthulhu/complete-the-ritual#1 @ruling:minions-of-cthulhu/complete-the-ritual#1 @rule:monsters.nature
  Scenario: Complete the Ritual discards monsters and treasures instead of putting them under a deck
    Given a game between Alice (Minions of Cthulhu, Pirates) and Bob (Ninjas, Robots)
    And the phase is start-turn
    And Alice controls Buccaneer at Jungle Oasis
    And Web Troll is uncontrolled at Jungle Oasis
    And Bob controls Tiger Steed at Jungle Oasis
    And Alice has Complete the Ritual attached to Jungle Oasis
    And Alice's deck is Cut Lass, Powderkeg, Cannon
    When the turn ends
    Then Buccaneer is in Alice's deck
    And Web Troll is in monsters discard
    And Tiger Steed is in treasures discard
    And the explanation cites cthulhu/complete-the-ritual#1

  @rule:monsters.bases @rule:monsters.play @rule:scoring.replace
  Scenario: A base with a monster number brings its monsters as it replaces a scored base, played by nobody
    Given a game between Alice (Dinosaurs, Pirates) and Bob (Zombies, Robots)
    And Alice controls King Rex at Jungle Oasis with 5 +1 power counters
    And the base deck is Tortuga
    And Tortuga has a monster number of 2
    And the monster deck is Ghoul, King Tut, Bigfoot
    When the bases score
    Then Ghoul is at Tortuga
    And King Tut is at Tortuga
    And Bigfoot is in monsters deck
    And Ghoul is uncontrolled
    And the breakpoint of Tortuga is 28
    And the explanation cites monsters.bases

  @rule:treasures.loot-base @rule:scoring.procedure
  Scenario: After a base with two monsters scores, treasure is picked by the winner first, a tie for second from the current player
    Given a game between Alice (Pirates, Ninjas), Bob (Dinosaurs, Robots) and Carol (Zombies, Aliens)
    And King Tut is uncontrolled at Jungle Oasis
    And Web Troll is uncontrolled at Jungle Oasis
    And Bob controls King Rex at Jungle Oasis with 4 +1 power counters
    And Alice controls Buccaneer at Jungle Oasis
    And Carol controls Walker at Jungle Oasis with 2 +1 power counters
    And the treasure deck is Cross Bow, Wand of Dowsing, Magic Missile, Tiger Steed
    And Bob will choose Wand of Dowsing
    And Alice will choose Cross Bow
    When the bases score
    Then Wand of Dowsing is in Bob's hand
    And Cross Bow is in Alice's hand
    And Magic Missile is in Carol's hand
    And Tiger Steed is in treasures deck
    And King Tut is in monsters discard
    And the explanation cites treasures.loot-base

  @rule:treasures.loot-base @rule:scoring.presence
  Scenario: A player with a 0-power minion picks treasure too, and picking goes round again from the winner
    Given a game between Alice (Pirates, Ninjas) and Bob (Dinosaurs, Robots)
    And King Tut is uncontrolled at Jungle Oasis
    And Web Troll is uncontrolled at Jungle Oasis
    And Bob controls King Rex at Jungle Oasis with 11 +1 power counters
    And Alice controls Cut Lass at Jungle Oasis
    And Alice has Poison attached to Cut Lass
    And the treasure deck is Cross Bow, Wand of Dowsing, Magic Missile, Tiger Steed
    And Bob will choose Cross Bow
    And Alice will choose Wand of Dowsing
    When the bases score
    Then Cross Bow is in Bob's hand
    And Wand of Dowsing is in Alice's hand
    And Magic Missile is in Bob's hand
    And Tiger Steed is in treasures deck

  @rule:monsters.breakpoint
  Scenario: Bigfoot alone at a base raises its breakpoint by 3 more, and the winner draws two cards
    Given a game between Alice (Dinosaurs, Pirates) and Bob (Zombies, Robots)
    And Alice controls Bigfoot at Jungle Oasis
    And Alice controls King Rex at Jungle Oasis with 4 +1 power counters
    And Alice's deck is Cannon, Dinghy, Shanghai
    And the treasure deck is empty
    Then the breakpoint of Jungle Oasis is 15
    When the bases score
    Then Cannon is in Alice's hand
    And Dinghy is in Alice's hand
    And Shanghai is in Alice's deck

  @rule:monsters.play @rule:monsters.loot
  Scenario: Ghoul destroyed by a player is played by them on another base, uncontrolled
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)
    And Ghoul is uncontrolled at The Grey Opal
    And Tortuga is in play
    And Alice has Seeing Stars in hand
    And the treasure deck is Cross Bow
    And Alice will choose Tortuga
    When Alice plays Seeing Stars
    Then Ghoul is at Tortuga
    And Ghoul is uncontrolled
    And Cross Bow is in Alice's hand
    And the explanation cites monsters.play

  @rule:scoring.before
  Scenario: Hippogriff destroys a random non-monster minion of power 3 or less before its base scores
    Given a game between Alice (Dinosaurs, Pirates) and Bob (Zombies, Robots)
    And Hippogriff is uncontrolled at Jungle Oasis
    And Web Troll is uncontrolled at Jungle Oasis
    And Alice controls King Rex at Jungle Oasis with 10 +1 power counters
    And Bob controls Walker at Jungle Oasis
    And the treasure deck is empty
    When the bases score
    Then Walker is in Bob's discard pile
    And Alice has 2 VP

  @rule:scoring.vp-places
  Scenario: King Tut makes the winner discard two cards after its base scores
    Given a game between Alice (Dinosaurs, Pirates) and Bob (Zombies, Robots)
    And King Tut is uncontrolled at Jungle Oasis
    And Alice controls King Rex at Jungle Oasis with 10 +1 power counters
    And Alice has Cannon, Dinghy, Shanghai in hand
    And the treasure deck is empty
    And Alice will choose Cannon, Dinghy
    When the bases score
    Then Alice has 1 card in hand
    And Cannon is in Alice's discard pile
    And Dinghy is in Alice's discard pile

  @rule:duels.basics @rule:monsters.nature
  Scenario: Knight of the Living Dead has the current player's best minion there duel another player's best
    Given a game between Alice (Dinosaurs, Pirates) and Bob (Zombies, Robots)
    And Knight of the Living Dead is uncontrolled at Jungle Oasis
    And Alice controls King Rex at Jungle Oasis with 5 +1 power counters
    And Bob controls Walker at Jungle Oasis
    And Bob controls Hoverbot at Jungle Oasis
    And the treasure deck is empty
    When the bases score
    Then Hoverbot is in Bob's discard pile
    And the explanation cites duels.basics

  @rule:monsters.loot @rule:terms.you
  Scenario: Plutonium Dragon's coins let the player who plays a minion there destroy it for three treasures
    Given a game between Alice (Zombies, Ninjas) and Bob (Pirates, Robots)
    And Plutonium Dragon is uncontrolled at The Grey Opal
    And Alice has Walker in hand
    And the treasure deck is Cross Bow, Wand of Dowsing, Magic Missile
    And the seed is 2
    And Alice will choose yes
    When Alice plays Walker at The Grey Opal
    Then Plutonium Dragon is in monsters discard
    And Magic Missile is in Alice's hand

  @rule:monsters.nature
  Scenario: Poultrygeist has +1 power beside another undead monster
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)
    And Poultrygeist is uncontrolled at The Grey Opal
    And King Tut is uncontrolled at The Grey Opal
    Then Poultrygeist has power 3
    And the breakpoint of The Grey Opal is 24

  @rule:monsters.control @rule:resolution.instead
  Scenario: Web Troll may be taken over instead of destroyed, and is then its new controller's minion
    Given a game between Alice (Pirates, Ninjas) and Bob (Zombies, Robots)
    And Web Troll is uncontrolled at The Grey Opal
    And Alice has Cannon in hand
    And Alice will choose Web Troll, yes, pass
    When Alice plays Cannon
    Then Web Troll is controlled by Alice
    And Alice has 2 power at The Grey Opal
    And the breakpoint of The Grey Opal is 17
    And the explanation cites monsters.control

  @rule:monsters.deck @rule:scoring.replace
  Scenario: The monster deck has its own discard pile, which becomes a new monster deck when it runs out
    Given a game between Alice (Dinosaurs, Pirates) and Bob (Zombies, Robots)
    And Alice controls King Rex at Jungle Oasis with 5 +1 power counters
    And the base deck is Tortuga
    And Tortuga has a monster number of 1
    And the monster deck is empty
    And the monster discard pile is Web Troll
    When the bases score
    Then Web Troll is at Tortuga
    And Alice's discard pile has 1 card
    And Alice has 0 cards in hand
