Feature: Teens
  The Teens have no official clarifications or summary rulings (`smashup rulings
  --faction teens` lists none). These scenarios show how the rules decide the
  Teens' disputed plays: "power 3" against "printed power 3", qualified extra
  plays, names (Abe Frohman), and what Babysitter's protection covers.

  Background:
    Given a game between Alice (Teens, Aliens) and Bob (Killer Plants, Ninjas)
    And The Grey Opal is in play
    And Tortuga is in play

  @rule:play.extra-qualifiers
  Scenario: Rebel's extra minion cannot be another Rebel
    Given Alice controls Jock at The Grey Opal
    And Alice has Rebel, Rebel in hand
    And Alice will choose no
    When Alice plays Rebel at The Grey Opal
    And Alice plays Rebel at The Grey Opal
    Then the play is refused: it is for a non-Rebel minion

  @rule:play.extra-qualifiers
  Scenario: Rebel's extra minion of power 3 must be played at the Rebel's base
    Given Alice controls Jock at The Grey Opal
    And Alice has Rebel, Scout in hand
    And Alice will choose no
    When Alice plays Rebel at The Grey Opal
    And Alice plays Scout at Tortuga
    Then the play is refused: it must be played at The Grey Opal

  @rule:play.extra-qualifiers
  Scenario: Rebel's extra minion of power 3 played at the Rebel's base
    Given Alice controls Jock at The Grey Opal
    And Alice has Rebel, Scout in hand
    And Alice will choose yes, pass
    When Alice plays Rebel at The Grey Opal
    And Alice plays Scout at The Grey Opal
    Then Scout is at The Grey Opal
    And Alice has 0 cards in hand

  @rule:terms.printed-power
  Scenario: Booty Trap counts printed power, so a power-3 minion boosted to 4 still draws
    Given The Central Brain is in play
    And Alice has Booty Trap attached to The Central Brain
    And Alice has Scout in hand
    And Alice's deck is Probe
    When Alice plays Scout at The Central Brain
    Then Scout has power 4
    And Probe is in Alice's hand

  @rule:terms.after
  Scenario: Brain reads "power 3" once the minion's play is complete: 4 at The Central Brain is not 3
    Given The Central Brain is in play
    And Alice controls Brain at The Grey Opal
    And Alice has Scout in hand
    And Alice's deck is Probe
    When Alice plays Scout at The Central Brain
    Then Probe is in Alice's deck
    And Alice has 0 cards in hand

  @rule:terms.may
  Scenario: Declining Brain's draw does not use up its once-per-turn ability
    Given Alice controls Brain at The Grey Opal
    And Alice has Scout, Principal's Office, Invader in hand
    And Alice's deck is Probe
    And Alice will choose no, Scout, yes
    When Alice plays Scout at Tortuga
    And Alice plays Principal's Office
    And Alice plays Invader at Tortuga
    Then Probe is in Alice's hand
    And Scout is in Alice's hand

  @rule:terms.same-name
  Scenario: Abe Frohman's minion has the name of every other minion its owner owns
    Given Alice controls Scout at The Grey Opal
    And Alice has Abe Frohman attached to Scout
    And Alice has Jock in hand
    And Alice's discard pile has Prep
    When Alice uses the talent of Abe Frohman
    And Alice plays Jock at The Grey Opal
    Then Jock has 2 +1 power counters
    And Jock has power 5

  @rule:terms.same-name
  Scenario: Explosion at School shuffles only minions with different names
    Given Alice has Explosion at School in hand
    And Alice's discard pile has Brain, Brain, Scout, Collector
    And Alice will choose Brain, Scout
    When Alice plays Explosion at School
    Then Alice has 1 card in hand
    And Alice's deck has 1 card
    And Alice's discard pile has 3 cards
    And Collector is in Alice's discard pile
    And Brain is in Alice's discard pile

  @rule:terms.same-name
  Scenario: Montridge High puts the counter on a minion with a different name
    Given Montridge High is in play
    And Alice controls Scout at Montridge High
    And Alice controls Invader at Montridge High
    And Alice has Scout in hand
    When Alice plays Scout at Montridge High
    Then Invader has 1 +1 power counter

  @rule:terms.affect
  Scenario: Babysitter keeps another player's ongoing power change off your minions
    Given it is Bob's turn
    And Alice controls Scout at The Grey Opal
    And Alice has Babysitter attached to Scout
    And Bob controls Sprout at The Grey Opal
    And Bob has Sleep Spores in hand
    When Bob plays Sleep Spores at The Grey Opal
    Then Scout has power 3
    And Sprout has power 2

  @rule:terms.affect
  Scenario: Babysitter stops another player's action destroying your minion
    Given it is Bob's turn
    And Alice controls Scout at The Grey Opal
    And Alice controls Invader at The Grey Opal
    And Alice has Babysitter attached to Scout
    And Bob has Seeing Stars in hand
    And Bob will choose Invader
    When Bob plays Seeing Stars
    Then Invader is at The Grey Opal
    And Invader is not in Alice's discard pile

  @rule:terms.players-abilities
  Scenario: Babysitter does not stop a base's ability, which is no player's, even used by another player
    Given it is Bob's turn
    And Ninja Dojo is in play
    And the base deck is Jungle Oasis
    And Bob controls Venus Man Trap at Ninja Dojo with 15 +1 power counters
    And Alice controls Scout at The Grey Opal
    And Alice has Babysitter attached to Scout
    And Bob will choose Scout
    When the bases score
    Then Scout is in Alice's discard pile
    And Babysitter is in Alice's discard pile

  @rule:play.extra-generic-specific
  Scenario: New Kid plays the minion it found; the regular minion play is kept
    Given Alice has New Kid, Scout in hand
    And Alice's deck is Collector, Invader
    And Alice will choose Invader, Invader, The Grey Opal
    When Alice plays New Kid
    And Alice plays Scout at Tortuga
    Then Invader is at The Grey Opal
    And Scout is at Tortuga
    And Alice has 1 VP
    And Collector is in Alice's deck

  @rule:turn.empty-deck
  Scenario: Prep's search of an empty deck first makes the discard pile the deck
    Given Alice controls Brain at The Grey Opal
    And Alice has Prep in hand
    And Alice's discard pile has Invader
    And Alice will choose yes, Invader, no
    When Alice plays Prep at The Grey Opal
    Then Invader is in Alice's hand
    And the explanation cites turn.empty-deck
