Feature: Pirates clarifications
  Every official clarification of the Pirates' cards, base and titan, as the
  engine resolves it (IDs from `smashup rulings --faction pirates`).

  Background:
    Given a game between Alice (Pirates, Robots) and Bob (Zombies, Ninjas)
    And Jungle Oasis is in play
    And The Grey Opal is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga, Ninja Dojo

  @ruling:pirates/dinghy#1
  Scenario: Dinghy moves its two minions to two different bases
    Given Alice controls Cut Lass at Jungle Oasis
    And Alice controls First Mate at Jungle Oasis
    And Alice has Dinghy in hand
    And Alice will choose Cut Lass, The Grey Opal, First Mate, Evans City Cemetery
    When Alice plays Dinghy
    Then Cut Lass is at The Grey Opal
    And First Mate is at Evans City Cemetery
    And the explanation cites pirates/dinghy#1

  @ruling:pirates/full-sail#1
  Scenario: Full Sail moves each minion to a base of its own
    Given Alice controls Cut Lass at Jungle Oasis
    And Alice controls First Mate at Jungle Oasis
    And Alice controls Buccaneer at Jungle Oasis
    And Alice has Full Sail in hand
    And Alice will choose Cut Lass, The Grey Opal, First Mate, Evans City Cemetery, pass
    When Alice plays Full Sail
    Then Cut Lass is at The Grey Opal
    And First Mate is at Evans City Cemetery
    And Buccaneer is at Jungle Oasis
    And the explanation cites pirates/full-sail#1

  @ruling:pirates/first-mate#1
  Scenario: First Mate jumps ship each time its base scores, twice in one turn
    # Jungle Oasis: Pirate King 10 + First Mate 2 = 12. Tar Pits: Bob's Grave Digger 16, then First Mate arrives.
    Given Tar Pits is in play
    And Alice controls Pirate King at Jungle Oasis with 5 +1 power counters
    And Alice controls First Mate at Jungle Oasis
    And Bob controls Grave Digger at Tar Pits with 12 +1 power counters
    And Alice will choose Jungle Oasis, Tar Pits, The Grey Opal
    When the bases score
    Then First Mate is at The Grey Opal
    And Alice has 5 VP
    And Bob has 4 VP
    And the explanation cites pirates/first-mate#1

  @ruling:pirates/first-mate#1
  Scenario: First Mate cannot move to the base that replaces the scored base
    Given Alice controls Pirate King at Jungle Oasis with 5 +1 power counters
    And Alice controls First Mate at Jungle Oasis
    And Alice will choose Tortuga
    When the bases score
    Then the play is refused: Scripted choice 'Tortuga' matches no option when Alice must choose a base to move to instead of the discard pile
    And the play is refused: Legal options: The Grey Opal; Evans City Cemetery; pass.

  @ruling:pirates/first-mate#1
  Scenario: First Mate may stay behind and is discarded with the scored base
    Given Alice controls Pirate King at Jungle Oasis with 5 +1 power counters
    And Alice controls First Mate at Jungle Oasis
    And Alice will choose pass
    When the bases score
    Then First Mate is in Alice's discard pile
    And Tortuga is in play

  @ruling:pirates/powderkeg#1
  Scenario: Powderkeg's chosen minion cannot be destroyed: the others of equal or less power still are, unless also immune
    # Warbot (4) survives; Tiger Assassin (4) is protected from Alice's actions by Smoke Bomb
    Given Alice controls Warbot at The Grey Opal
    And Alice controls Cut Lass at The Grey Opal
    And Bob controls Walker at The Grey Opal
    And Bob controls Tiger Assassin at The Grey Opal
    And Bob has Smoke Bomb attached to Tiger Assassin
    And Bob controls Ninja Master at The Grey Opal
    And Alice has Powderkeg in hand
    And Alice will choose Warbot
    When Alice plays Powderkeg
    Then Warbot is at The Grey Opal
    And Cut Lass is in Alice's discard pile
    And Walker is in Bob's discard pile
    And Tiger Assassin is at The Grey Opal
    And Ninja Master is at The Grey Opal
    And the explanation cites pirates/powderkeg#1

  @ruling:pirates/sea-dogs#1
  Scenario: Sea Dogs moves every minion of the named faction from one base to one base
    Given Bob controls Walker at Jungle Oasis
    And Bob controls Grave Digger at Jungle Oasis
    And Bob controls Shinobi at Jungle Oasis
    And Bob controls Tenacious Z at Evans City Cemetery
    And Alice has Sea Dogs in hand
    And Alice will choose Zombies, Jungle Oasis, The Grey Opal
    When Alice plays Sea Dogs
    Then Walker is at The Grey Opal
    And Grave Digger is at The Grey Opal
    And Shinobi is at Jungle Oasis
    And Tenacious Z is at Evans City Cemetery
    And the explanation cites pirates/sea-dogs#1

  @ruling:pirates/sea-dogs#1
  Scenario: Sea Dogs cannot split the minions between two destinations
    Given Bob controls Walker at Jungle Oasis
    And Bob controls Grave Digger at Jungle Oasis
    And Alice has Sea Dogs in hand
    And Alice will choose The Grey Opal, Evans City Cemetery
    When Alice plays Sea Dogs
    Then the play is refused: Scripted choices never asked for: 'Alice: Evans City Cemetery'

  @ruling:pirates/swashbuckling#1
  Scenario: Swashbuckling does not reach a minion played after it
    Given Alice controls Buccaneer at Jungle Oasis
    And Alice has Swashbuckling, Pirate King in hand
    When Alice plays Swashbuckling
    And Alice plays Pirate King at Jungle Oasis
    Then Buccaneer has power 5
    And Pirate King has power 5
    And the explanation cites pirates/swashbuckling#1

  @ruling:pirates/the-kraken#1
  Scenario: The Kraken is released after a base where Alice had a minion scores, once she says the words
    Given Alice has the titan The Kraken set aside
    And Alice controls Pirate King at Jungle Oasis with 7 +1 power counters
    And Alice will choose yes
    When the bases score
    Then The Kraken is at Tortuga
    And the explanation cites pirates/the-kraken#1

  @ruling:pirates/the-kraken#1
  Scenario: Without "Release the Kraken!" The Kraken stays set aside
    Given Alice has the titan The Kraken set aside
    And Alice controls Pirate King at Jungle Oasis with 7 +1 power counters
    And Alice will choose no
    When the bases score
    Then The Kraken is set aside by Alice
    And The Kraken is not at Tortuga

  @ruling:pirates/tortuga#1
  Scenario: Tortuga's runner-up moves a minion from another base to the replacement base
    # Tortuga: Alice 21 (first), Bob 2 (second). Jungle Oasis is not eligible.
    Given Tortuga is in play
    And the base deck is Ninja Dojo
    And Alice controls Pirate King at Tortuga with 13 +1 power counters
    And Alice controls Cut Lass at Tortuga
    And Bob controls Tenacious Z at Tortuga
    And Bob controls Walker at Jungle Oasis
    And Bob will choose Walker
    When the bases score
    Then Bob has 3 VP
    And Walker is at Ninja Dojo
    And the explanation cites pirates/tortuga#1

  @ruling:pirates/tortuga#1
  Scenario: Tortuga's runner-up cannot move a minion that was at Tortuga itself
    Given Tortuga is in play
    And the base deck is Ninja Dojo
    And Alice controls Pirate King at Tortuga with 13 +1 power counters
    And Alice controls Cut Lass at Tortuga
    And Bob controls Tenacious Z at Tortuga
    And Bob controls Walker at Jungle Oasis
    And Bob will choose Tenacious Z
    When the bases score
    Then the play is refused: Scripted choice 'Tenacious Z' matches no option when Bob must choose one of your minions to move to Ninja Dojo
