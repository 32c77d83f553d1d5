Feature: Adolescent Epic Geckos, fidelity of play conditions
  Rows of docs/fidelity.md for the Adolescent Epic Geckos: "if this is your first
  action played this turn", "at least two actions this turn", "the first time you
  play a minion here each turn" and "an extra minion of power 2 or less".

  Background:
    Given a game between Alice (Adolescent Epic Geckos, Aliens) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And the base deck is The Central Brain

  @rule:play.extra
  Scenario: Breaking News played as the first action gives an extra action
    Given Bob controls Walker at Jungle Oasis
    And Alice has Breaking News, Beam Up in hand
    And Alice's deck is Invader, Scout, Collector, Probe
    And Alice will choose Invader, Scout, Collector, Walker
    When Alice plays Breaking News
    And Alice plays Beam Up
    Then Walker is in Bob's hand
    And Invader is in Alice's hand

  @rule:play.extra
  Scenario: Breaking News played as the second action gives no extra action
    Given Bob controls Walker at Jungle Oasis
    And Alice has Beam Up, K.C. Smith, Breaking News, Invasion in hand
    And Alice's deck is Invader, Scout, Collector, Probe
    And Alice will choose Walker, Invader, Scout, Collector
    When Alice plays K.C. Smith at Tortuga
    And Alice plays Beam Up
    And Alice plays Breaking News
    And Alice plays Invasion
    Then the play is refused: Alice cannot play Invasion: no action play is left this turn.

  @rule:play.extra-qualifiers
  Scenario: Lasagna Party's extra minion must be of power 2 or less
    Given Alice has Lasagna Party, K.C. Smith, June in hand
    And Alice will choose K.C. Smith
    When Alice plays Lasagna Party
    Then the play is refused: Legal options: June

  @rule:play.talent
  Scenario: Kandinsky's Talent is refused with fewer than two actions played this turn
    Given Alice has already played one action this turn
    And Alice controls Kandinsky at Jungle Oasis
    When Alice uses the talent of Kandinsky
    Then the play is refused: not at least two actions

  @rule:play.talent
  Scenario: Gecko Power's Talent is refused with only one other action played this turn
    Given Alice controls Invader at Jungle Oasis
    And Alice has Flip Kick, Gecko Power in hand
    And Alice's deck is Probe
    When Alice plays Flip Kick
    And Alice plays Gecko Power on Invader
    And Alice uses the talent of Gecko Power
    Then the play is refused: at least two other actions

  @rule:play.extra @rule:terms.after
  Scenario: Technoball gives an extra action after the first minion played there each turn, not after the second
    Given Technoball is in play
    And Bob controls Walker at Jungle Oasis
    And Alice has Invader, Abduction, Scout, Beam Up, Invasion in hand
    And Alice will choose Walker, Invader
    When Alice plays Invader at Technoball
    And Alice plays Abduction
    And Alice plays Scout at Technoball
    And Alice plays Beam Up
    And Alice plays Invasion
    Then the play is refused: Alice cannot play Invasion: no action play is left this turn.

  @rule:play.extra @rule:terms.after
  Scenario: Technoball's extra action after the first minion played there
    Given Technoball is in play
    And Bob controls Walker at Jungle Oasis
    And Alice has Invader, Beam Up, Probe in hand
    And Bob has Grave Digger in hand
    And Alice will choose Walker, Grave Digger
    When Alice plays Invader at Technoball
    And Alice plays Beam Up
    And Alice plays Probe
    Then Walker is in Bob's hand
    And Grave Digger is in Bob's discard pile

  @rule:play.extra
  Scenario: Gecko Blimp as the first action moves one of your own minions and gives an extra action
    Given Alice controls Invader at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Gecko Blimp, Beam Up in hand
    And Alice will choose Walker
    When Alice plays Gecko Blimp
    And Alice plays Beam Up
    Then Invader is at Tortuga
    And Walker is in Bob's hand

  @rule:play.extra
  Scenario: The Master's Teachings as the first action gives an extra action
    Given Alice controls Invader at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has The Master's Teachings, Beam Up in hand
    And Alice will choose Walker
    When Alice plays The Master's Teachings
    And Alice plays Beam Up
    Then Invader has 2 +1 power counters
    And Walker is in Bob's hand

  @rule:play.extra-qualifiers
  Scenario: Lasagna Party played as the second action places two counters instead of giving an extra action
    Given Bob controls Walker at Tortuga
    And Alice has K.C. Smith, Beam Up, Lasagna Party, Collector in hand
    And Alice will choose Walker, Collector, Jungle Oasis, pass, Collector
    When Alice plays K.C. Smith at Jungle Oasis
    And Alice plays Beam Up
    And Alice plays Lasagna Party
    Then Collector has 2 +1 power counters
