Feature: Regular and extra plays, standard actions, talents
  In their Play Cards phase the current player may play one minion and one
  action, in either order. Extra plays come from abilities, on top of these;
  a qualified extra play ("of power 2 or less", "on a base where you have no
  minions") only takes a card that meets the qualifier. A standard action is
  discarded once it has resolved; an action played on a card stays there.
  A Talent may be used once per turn, in its controller's Play Cards phase.

  Background:
    Given a game between Alice (Robots, Aliens), Bob (Zombies, Ninjas) and Carol (Dinosaurs, Pirates)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:play.regular
  Scenario: One minion and one action, in either order
    Given Alice has Beam Up, Warbot in hand
    And Bob controls Walker at Jungle Oasis
    When Alice plays Beam Up
    And Alice plays Warbot at Jungle Oasis
    Then Warbot is at Jungle Oasis
    And Walker is in Bob's hand
    And Beam Up is in Alice's discard pile

  @rule:play.regular
  Scenario: A second minion needs an extra play
    Given Alice has Warbot, Nukebot in hand
    When Alice plays Warbot at Jungle Oasis
    And Alice plays Nukebot at Jungle Oasis
    Then the play is refused: Alice cannot play Nukebot: no minion play is left this turn.

  @rule:play.regular
  Scenario: A second action needs an extra play
    Given Alice has Beam Up, Invasion in hand
    And Bob controls Walker at Jungle Oasis
    When Alice plays Beam Up
    And Alice plays Invasion
    Then the play is refused: Alice cannot play Invasion: no action play is left this turn.

  @rule:play.regular
  Scenario: A regular play already used this turn is gone
    Given Alice has already played a minion this turn
    And Alice has Warbot in hand
    When Alice plays Warbot at Jungle Oasis
    Then the play is refused: no minion play is left this turn

  @rule:play.extra @rule:terms.extra
  Scenario: An extra minion is played on top of the regular minion play
    Given Alice has Warbot, Abduction, Nukebot in hand
    And Bob controls Walker at Jungle Oasis
    And Alice will choose Walker
    When Alice plays Warbot at Jungle Oasis
    And Alice plays Abduction
    And Alice plays Nukebot at Evans City Cemetery
    Then Warbot is at Jungle Oasis
    And Nukebot is at Evans City Cemetery
    And Walker is in Bob's hand

  @rule:play.extra @rule:terms.extra
  Scenario: An extra play granted in the Play Cards phase may be kept for later in that phase
    Given Alice has Abduction, Warbot, Nukebot in hand
    And Bob controls Walker at Jungle Oasis
    When Alice plays Abduction
    And Alice plays Warbot at Jungle Oasis
    And Alice plays Nukebot at Evans City Cemetery
    Then Warbot is at Jungle Oasis
    And Nukebot is at Evans City Cemetery

  @rule:play.extra
  Scenario: An unused extra play does not outlast the Play Cards phase
    Given Alice has Abduction, Warbot in hand
    And Alice has already played a minion this turn
    And Bob controls Walker at Jungle Oasis
    When Alice plays Abduction
    And the bases score
    And Alice plays Warbot at Jungle Oasis
    Then the play is refused: no minion play is open in their Score Bases phase

  @rule:play.extra-qualifiers @rule:play.extra
  Scenario: An extra minion "of power 2 or less" can be used for a 2-power minion
    Given Alice has Zapbot, Microbot Guard in hand
    When Alice plays Zapbot at Jungle Oasis
    And Alice plays Microbot Guard at Evans City Cemetery
    Then Zapbot is at Jungle Oasis
    And Microbot Guard is at Evans City Cemetery

  @rule:play.extra-qualifiers
  Scenario: An extra minion "of power 2 or less" cannot be used for a 3-power minion
    Given Alice has Zapbot, Hoverbot in hand
    When Alice plays Zapbot at Jungle Oasis
    And Alice plays Hoverbot at Evans City Cemetery
    Then the play is refused: it requires power 2 or less

  @rule:play.extra-qualifiers
  Scenario: An extra minion "on a base where you have no minions" cannot go where you have one
    Given it is Bob's turn
    And Bob has already played a minion this turn
    And Bob controls Walker at Jungle Oasis
    And Bob has Outbreak, Shinobi in hand
    When Bob plays Outbreak
    And Bob plays Shinobi at Jungle Oasis
    Then the play is refused: it must go to a base where you have no minions

  @rule:play.extra-qualifiers
  Scenario: An extra minion "on a base where you have no minions" can go where you have none
    Given it is Bob's turn
    And Bob has already played a minion this turn
    And Bob controls Walker at Jungle Oasis
    And Bob has Outbreak, Shinobi in hand
    When Bob plays Outbreak
    And Bob plays Shinobi at Evans City Cemetery
    Then Shinobi is at Evans City Cemetery

  @rule:play.standard-action @rule:play.action @rule:resolution.order
  Scenario: A standard action goes to its owner's discard pile once it has resolved
    Given it is Bob's turn
    And Alice controls Zapbot at Jungle Oasis
    And Bob has Seeing Stars in hand
    When Bob plays Seeing Stars
    Then Zapbot is in Alice's discard pile
    And Seeing Stars is in Bob's discard pile

  @rule:play.standard-action
  Scenario: A standard action is not played on a base, and the refusal says which rule forbids it
    Given it is Bob's turn
    And Bob has Seeing Stars in hand
    When Bob plays Seeing Stars at Jungle Oasis
    Then the play is refused: Seeing Stars is not played on a base or a minion: it is a standard action
    And the refusal cites play.standard-action
    And the refusal cites ninjas/seeing-stars

  @rule:play.standard-action @rule:play.on-base
  Scenario: An action played on a minion stays there
    Given it is Bob's turn
    And Alice controls Warbot at Jungle Oasis
    And Bob has Poison in hand
    When Bob plays Poison on Warbot
    Then Poison is on Warbot
    And Warbot has power 0

  @rule:play.talent @rule:terms.talent
  Scenario: A Talent may be used in its controller's Play Cards phase
    Given it is Carol's turn
    And Carol controls Armor Stego at Jungle Oasis
    When Carol uses the talent of Armor Stego
    And the turn ends
    Then Armor Stego has power 5

  @rule:play.talent @rule:terms.talent
  Scenario: A Talent can be used only once per turn
    Given it is Carol's turn
    And Carol controls Armor Stego at Jungle Oasis
    When Carol uses the talent of Armor Stego
    And Carol uses the talent of Armor Stego
    Then the play is refused: Armor Stego's Talent has already been used this turn.

  @rule:play.talent @rule:terms.talent @rule:turn.play-cards
  Scenario: A Talent cannot be used outside its controller's Play Cards phase
    Given it is Carol's turn
    And Carol controls Armor Stego at Jungle Oasis
    When the bases score
    And Carol uses the talent of Armor Stego
    Then the play is refused: Armor Stego's Talent can only be used in Carol's Play Cards phase.

  @rule:play.talent @rule:terms.talent
  Scenario: A Talent cannot be used on another player's turn
    Given Carol controls Armor Stego at Jungle Oasis
    When Carol uses the talent of Armor Stego
    Then the play is refused: Armor Stego's Talent can only be used in Carol's Play Cards phase.

  @rule:play.special @rule:play.extra-qualifiers @rule:scoring.me-first
  Scenario: A Special played before scoring gives an extra minion that must go to the scoring base
    # Hidden Ninja: "Before a base scores, play a minion there." Bob plays on Alice's turn.
    Given Alice controls Warbot at Jungle Oasis with 4 +1 power counters
    And Bob controls Walker at Jungle Oasis with 2 +1 power counters
    And Bob has Hidden Ninja, Zombie Lord in hand
    And Bob will choose Hidden Ninja, Zombie Lord
    When the bases score
    Then Bob has 2 VP
    And Alice has 0 VP
    And Zombie Lord is in Bob's discard pile
    And Hidden Ninja is in Bob's discard pile

  @rule:play.extra-generic-specific @rule:play.on-your-turn @rule:terms.on-your-turn @rule:terms.special
  Scenario: Tenacious Z from the discard pile is an extra play: the regular minion play is still there
    Given it is Bob's turn
    And Bob's discard pile has Tenacious Z
    And Bob has Shinobi in hand
    When Bob plays Tenacious Z at Jungle Oasis
    And Bob plays Shinobi at Jungle Oasis
    Then Tenacious Z is at Jungle Oasis
    And Shinobi is at Jungle Oasis

  @rule:play.on-your-turn @rule:terms.on-your-turn
  Scenario: Only one Tenacious Z ability per turn
    Given it is Bob's turn
    And Bob's discard pile has Tenacious Z, Tenacious Z
    When Bob plays Tenacious Z at Jungle Oasis
    And Bob plays Tenacious Z at Evans City Cemetery
    Then the play is refused: Bob cannot play Tenacious Z: no play fits (regular minion: it is for a card from the hand).

  @rule:play.on-your-turn @rule:terms.on-your-turn
  Scenario: Tenacious Z cannot be played from the discard pile outside its player's Play Cards phase
    Given it is Bob's turn
    And Bob's discard pile has Tenacious Z
    When the bases score
    And Bob plays Tenacious Z at Jungle Oasis
    Then the play is refused: Bob cannot play Tenacious Z: no minion play is open in their Score Bases phase

  @rule:play.replacement-plays
  Scenario: Playing a minion from the discard pile instead of from hand uses up the regular play
    Given it is Bob's turn
    And Bob has They're Coming To Get You attached to Jungle Oasis
    And Bob's discard pile has Shinobi
    And Bob has Walker in hand
    When Bob plays Shinobi at Jungle Oasis
    And Bob plays Walker at Jungle Oasis
    Then the play is refused: Bob cannot play Walker: no minion play is left this turn.
