Feature: Elder Things, fidelity of play conditions
  Rows of docs/fidelity.md for the Elder Things: extra actions, "a minion of power 3
  or less from your discard pile", and Plateau of Leng's "extra minion here with the
  same name".

  Background:
    Given a game between Alice (Elder Things, Aliens) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.extra
  Scenario: Begin the Summoning gives an extra action
    Given Bob controls Walker at Jungle Oasis
    And Alice's discard pile has Mi-go
    And Alice has Begin the Summoning, Beam Up in hand
    When Alice plays Begin the Summoning
    And Alice plays Beam Up
    Then Walker is in Bob's hand
    And Alice's deck is now Mi-go (top first)

  @rule:play.extra
  Scenario: Touch of Madness gives an extra action
    Given Bob controls Walker at Jungle Oasis
    And Alice's deck is Invader
    And Alice has Touch of Madness, Beam Up in hand
    When Alice plays Touch of Madness
    And Alice plays Beam Up
    Then Walker is in Bob's hand
    And Invader is in Alice's hand
    And Madness is in Bob's hand

  @rule:play.extra-qualifiers
  Scenario: Spreading Horror offers only minions of power 3 or less from the discard pile
    Given Alice's discard pile has Shoggoth, Byakhee
    And Alice has Spreading Horror in hand
    And Alice will choose Jungle Oasis, Shoggoth
    When Alice plays Spreading Horror
    Then the play is refused: Legal options: Byakhee (Alice's discard)

  @rule:play.extra-qualifiers @rule:terms.same-name
  Scenario: Plateau of Leng's extra minion must have the same name as the first
    Given Plateau of Leng is in play
    And Alice has Byakhee, Byakhee, Mi-go in hand
    And Alice will choose Mi-go
    When Alice plays Byakhee at Plateau of Leng
    Then the play is refused: Legal options: Byakhee (Alice's hand); keep it for later; pass.

  @rule:play.extra-qualifiers @rule:terms.here
  Scenario: Plateau of Leng's extra minion of the same name is played there
    Given Plateau of Leng is in play
    And Alice has Byakhee, Byakhee, Mi-go in hand
    And Alice will choose Byakhee
    When Alice plays Byakhee at Plateau of Leng
    Then Alice has 1 card in hand
    And Mi-go is in Alice's hand

  @rule:terms.after
  Scenario: Plateau of Leng offers its extra minion after the first minion played there each turn only
    Given Plateau of Leng is in play
    And Bob controls Walker at Jungle Oasis
    And Alice has Byakhee, Byakhee, Byakhee, Abduction in hand
    And Alice will choose pass, Walker
    When Alice plays Byakhee at Plateau of Leng
    And Alice plays Abduction
    And Alice plays Byakhee at Plateau of Leng
    Then Alice has 1 card in hand
    And Walker is in Bob's hand

  @rule:play.special @rule:resolution.instead
  Scenario: The Price of Power before scoring reveals only the hands of the players with a minion there
    Given Alice controls Eldest Thing at Jungle Oasis
    And Alice controls Byakhee at Jungle Oasis
    And Alice controls Mi-go at Evans City Cemetery
    And Bob controls Walker at Evans City Cemetery
    And Bob has Madness in hand
    And Alice has The Price of Power in hand
    And Alice will choose The Price of Power
    When the bases score
    Then The Price of Power is in Alice's discard pile
    And Mi-go has 0 +1 power counters

  @rule:play.regular
  Scenario: Antarctic Base refuses a second minion played there in a turn
    Given Antarctic Base is in play
    And Bob controls Walker at Jungle Oasis
    And Alice has Byakhee, Abduction, Mi-go in hand
    And Alice will choose Walker
    When Alice plays Byakhee at Antarctic Base
    And Alice plays Abduction
    And Alice plays Mi-go at Antarctic Base
    Then the play is refused: Alice cannot play Mi-go at Antarctic Base: Antarctic Base forbids it.
