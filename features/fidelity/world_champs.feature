Feature: World Champs, fidelity of play conditions
  Rows of docs/fidelity.md for the World Champs: "after you play your first action in
  a turn", "the first time you play a minion here during your turn", "the first time
  each turn a minion is played here", and two extra actions.

  Background:
    Given a game between Alice (World Champs, Aliens) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.special
  Scenario: Eh? is played as an extra action after the first action of the turn
    Given Alice controls Stoneford at Jungle Oasis
    And Alice has It's Blitzin' Time!, Eh? in hand
    And Alice will choose Eh?, no
    When Alice plays It's Blitzin' Time!
    Then Stoneford has power 9
    And Eh? is in Alice's discard pile

  @rule:play.special
  Scenario: Eh? is not offered after the second action of the turn
    Given Alice controls Stoneford at Jungle Oasis
    And Bob controls Walker at Evans City Cemetery
    And Alice has Kaiju Conflict, It's Blitzin' Time!, Eh? in hand
    And Alice will choose pass
    When Alice plays Kaiju Conflict
    And Alice plays It's Blitzin' Time!
    Then Stoneford has power 8
    And Eh? is in Alice's hand

  @rule:terms.may @rule:resolution.instead
  Scenario: Eh? may go back into its player's hand instead of the discard pile
    Given Alice controls Stoneford at Jungle Oasis
    And Alice has It's Blitzin' Time!, Eh? in hand
    And Alice will choose Eh?, yes
    When Alice plays It's Blitzin' Time!
    Then Eh? is in Alice's hand

  @rule:play.extra @rule:terms.after
  Scenario: Arena offers its extra action or draw after the first minion played there, not the second
    Given Arena is in play
    And Bob controls Walker at Jungle Oasis
    And Alice has Rainbow Girl, Abduction, Invader in hand
    And Alice's deck is Calicoin, Mummy
    And Alice will choose draw a card, Walker
    When Alice plays Rainbow Girl at Arena
    And Alice plays Abduction
    And Alice plays Invader at Arena
    Then Invader is at Arena
    And Calicoin is in Alice's hand
    And Mummy is in Alice's deck

  @rule:terms.after
  Scenario: Hall of Fame gives +2 power to the first minion played there in the turn only
    Given Hall of Fame is in play
    And Bob controls Walker at Jungle Oasis
    And Alice has Rainbow Girl, Abduction, Invader in hand
    And Alice will choose Walker
    When Alice plays Rainbow Girl at Hall of Fame
    And Alice plays Abduction
    And Alice plays Invader at Hall of Fame
    Then Rainbow Girl has power 4
    And Invader has power 3

  @rule:play.extra @rule:terms.after
  Scenario: Smart Set-Up draws after the first minion played at its base each turn only, and Kaiju Conflict gives two extra actions
    Given Bob controls Walker at Jungle Oasis
    And Bob controls Zapbot at Evans City Cemetery
    And Alice has Kaiju Conflict, Smart Set-Up, Abduction, Rainbow Girl, Invader in hand
    And Alice's deck is Calicoin, Mummy
    And Alice will choose Zapbot
    When Alice plays Kaiju Conflict
    And Alice plays Smart Set-Up on Walker
    And Alice plays Abduction
    And Alice plays Rainbow Girl at Jungle Oasis
    And Alice plays Invader at Jungle Oasis
    Then Calicoin is in Alice's hand
    And Mummy is in Alice's deck
    And Zapbot is in Bob's hand

  @rule:terms.to
  Scenario: Akye The Turtle draws nothing when there is no card to give
    Given Alice has Akye The Turtle in hand
    And Alice's deck is Calicoin, Mummy
    When Alice plays Akye The Turtle at Jungle Oasis
    Then Alice has 0 cards in hand

  @rule:terms.to
  Scenario: Akye The Turtle gives a card to draw two
    Given Alice has Akye The Turtle, Invader in hand
    And Alice's deck is Calicoin, Mummy
    And Alice will choose yes
    When Alice plays Akye The Turtle at Jungle Oasis
    Then Invader is in Bob's hand
    And Calicoin is in Alice's hand
    And Mummy is in Alice's hand

  @rule:play.extra-qualifiers @rule:terms.directly-affects
  Scenario: Aramis's extra action must directly affect Aramis: it cannot then choose another minion
    Given Alice controls Aramis at Jungle Oasis
    And Alice controls Stoneford at Jungle Oasis
    And Alice has It's Blitzin' Time!, Fast as Lightning in hand
    And Alice will choose Aramis, Fast as Lightning
    When Alice plays It's Blitzin' Time!
    Then Aramis has power 10
    And Stoneford has power 4
    And the explanation cites terms.directly-affects
