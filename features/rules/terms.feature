Feature: Words on cards: may, to, affect, instead
  "You may do X and Y" is one all-or-nothing choice. "Do X to do Y" makes X a
  cost: if X cannot be done in full, none of it is done and Y does not happen.
  Protection covers exactly what it names: "not affected by other players'
  actions" leaves minions' abilities and its own player's cards free to act,
  and "cannot be destroyed" still lets a card be returned or moved. An ability
  that acts "instead" replaces the event it interrupts.

  Background:
    Given a game between Alice (Ninjas, Ghosts), Bob (Pirates, Robots) and Carol (Dinosaurs, Aliens)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:terms.may @ruling:ninjas/ninja-acolyte#2
  Scenario: "May X and Y", taken: Ninja Acolyte returns to hand and the extra minion is played
    Given Alice controls Ninja Acolyte at Jungle Oasis
    And Alice has Shinobi in hand
    And Alice will choose yes, Shinobi
    When Alice uses the talent of Ninja Acolyte
    Then Ninja Acolyte is in Alice's hand
    And Shinobi is at Jungle Oasis

  @rule:terms.may
  Scenario: "May X and Y", declined: neither happens
    Given Alice controls Ninja Acolyte at Jungle Oasis
    And Alice has Shinobi in hand
    And Alice will choose no
    When Alice uses the talent of Ninja Acolyte
    Then Ninja Acolyte is at Jungle Oasis
    And Shinobi is in Alice's hand

  @rule:terms.may @ruling:ninjas/ninja-acolyte#2
  Scenario: "May X and Y": after doing X, Y cannot be skipped
    Given Alice controls Ninja Acolyte at Jungle Oasis
    And Alice has Shinobi in hand
    And Alice will choose yes, pass
    When Alice uses the talent of Ninja Acolyte
    Then the play is refused: Scripted choice 'pass' matches no option when Alice must choose a card for the extra minion play: at Jungle Oasis.

  @rule:terms.to
  Scenario: "Do X to do Y", paid in full: Spirit discards 2 cards to destroy a 2-power minion
    Given Bob controls First Mate at Jungle Oasis
    And Alice has Spirit, Seeing Stars, Poison in hand
    And Alice will choose First Mate, yes, Seeing Stars
    When Alice plays Spirit at Jungle Oasis
    Then First Mate is in Bob's discard pile
    And Alice has 0 cards in hand
    And Seeing Stars is in Alice's discard pile
    And Poison is in Alice's discard pile

  @rule:terms.to
  Scenario: "Do X to do Y", X impossible in full: nothing is discarded and nothing is destroyed
    # Pirate King has power 5; Alice has only 2 cards left to discard
    Given Bob controls Pirate King at Jungle Oasis
    And Alice has Spirit, Seeing Stars, Poison in hand
    And Alice will choose Pirate King
    When Alice plays Spirit at Jungle Oasis
    Then Pirate King is at Jungle Oasis
    And Alice has 2 cards in hand
    And Seeing Stars is in Alice's hand
    And Poison is in Alice's hand

  @rule:terms.may @rule:terms.to
  Scenario: "You may do X to do Y", declined: nothing is discarded and nothing is destroyed
    Given Bob controls First Mate at Jungle Oasis
    And Alice has Spirit, Seeing Stars, Poison in hand
    And Alice will choose First Mate, no
    When Alice plays Spirit at Jungle Oasis
    Then First Mate is at Jungle Oasis
    And Alice has 2 cards in hand

  @rule:terms.affect
  Scenario: A minion "not affected by other players' actions" cannot be moved by another player's action
    Given it is Bob's turn
    And Alice controls Shinobi at Jungle Oasis
    And Alice has Smoke Bomb attached to Shinobi
    And Bob has Shanghai in hand
    When Bob plays Shanghai
    Then Shinobi is at Jungle Oasis
    And Shanghai is in Bob's discard pile

  @rule:terms.affect
  Scenario: Protection from other players' actions does not stop another player's minion
    Given it is Carol's turn
    And Alice controls Shinobi at Jungle Oasis
    And Alice has Smoke Bomb attached to Shinobi
    And Carol has Supreme Overlord in hand
    And Carol will choose Shinobi
    When Carol plays Supreme Overlord at Jungle Oasis
    Then Shinobi is in Alice's hand
    And Smoke Bomb is in Alice's discard pile

  @rule:terms.affect
  Scenario: Protection from other players' actions does not stop the minion's own player's actions
    Given Alice controls Shinobi at Jungle Oasis
    And Alice has Smoke Bomb attached to Shinobi
    And Alice has Way of Deception in hand
    When Alice plays Way of Deception
    Then Shinobi is at Evans City Cemetery
    And Smoke Bomb is on Shinobi

  @rule:terms.affect @rule:play.on-base
  Scenario: Attaching an action affects the minion: another player cannot play an action on a protected minion
    Given it is Carol's turn
    And Alice controls Shinobi at Jungle Oasis
    And Alice has Smoke Bomb attached to Shinobi
    And Carol has Upgrade in hand
    When Carol plays Upgrade on Shinobi
    Then the play is refused: Upgrade cannot be played on Shinobi: Smoke Bomb protects it.

  @rule:terms.affect
  Scenario: A minion "not affected by other players' cards" is safe from another player's minion too
    Given Carol controls King Rex at Jungle Oasis
    And Carol has Tooth and Claw...and Guns attached to King Rex
    And Alice has Ninja Master in hand
    And Alice will choose King Rex
    When Alice plays Ninja Master at Jungle Oasis
    Then King Rex is at Jungle Oasis

  @rule:terms.affect @rule:terms.destroy
  Scenario: A minion that "cannot be destroyed" is not destroyed
    Given Bob controls Warbot at Jungle Oasis
    And Alice has Ninja Master in hand
    And Alice will choose Warbot
    When Alice plays Ninja Master at Jungle Oasis
    Then Warbot is at Jungle Oasis

  @rule:terms.affect @rule:terms.return
  Scenario: A minion that "cannot be destroyed" can still be returned to its owner's hand
    Given it is Carol's turn
    And Bob controls Warbot at Jungle Oasis
    And Carol has Beam Up in hand
    When Carol plays Beam Up
    Then Warbot is in Bob's hand

  @rule:terms.when @rule:terms.destroy
  Scenario: Buccaneer is moved instead of being destroyed
    Given Bob controls Buccaneer at Jungle Oasis
    And Alice has Ninja Master in hand
    And Alice will choose Buccaneer
    And Bob will choose Evans City Cemetery
    When Alice plays Ninja Master at Jungle Oasis
    Then Buccaneer is at Evans City Cemetery
    And Buccaneer is not in Bob's discard pile

  @rule:terms.may @rule:terms.destroy
  Scenario: Buccaneer's player may decline the replacement, and it is destroyed
    Given Bob controls Buccaneer at Jungle Oasis
    And Alice has Ninja Master in hand
    And Alice will choose Buccaneer
    And Bob will choose pass
    When Alice plays Ninja Master at Jungle Oasis
    Then Buccaneer is in Bob's discard pile

  @rule:terms.when @rule:terms.destroy
  Scenario: Buccaneer's replacement works once per turn: the second destruction that turn happens
    # Assassination moves with Buccaneer and destroys it at the end of the turn
    Given Bob controls Buccaneer at Jungle Oasis
    And Alice has Ninja Master, Assassination in hand
    And Alice will choose Buccaneer
    And Bob will choose Evans City Cemetery
    When Alice plays Assassination on Buccaneer
    And Alice plays Ninja Master at Jungle Oasis
    And the turn ends
    Then Buccaneer is in Bob's discard pile
    And Assassination is in Alice's discard pile

  @rule:terms.when @rule:terms.destroy
  Scenario: Tar Pits puts a minion that would be destroyed on the bottom of its owner's deck instead
    Given Tar Pits is in play
    And Bob controls First Mate at Tar Pits
    And Alice has Ninja Master in hand
    And Alice will choose First Mate
    When Alice plays Ninja Master at Tar Pits
    Then First Mate is in Bob's deck
    And First Mate is not in Bob's discard pile
