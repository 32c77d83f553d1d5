Feature: The Score Bases procedure
  Which bases score, who picks the order, what happens when power drops in the
  "before scoring" window, how a scored base is cleared and replaced, and the
  check for more bases afterwards. Jungle Oasis (breakpoint 12, VP 2/0/0) has no
  ability; Evans City Cemetery is breakpoint 20, VP 5/3/2.

  Background:
    Given a game between Alice (Dinosaurs, Pirates) and Bob (Robots, Ninjas)

  @rule:scoring.eligible
  Scenario: A base scores when all players' power together reaches the breakpoint
    # Alice 12 + Bob 8 = 20: no single player reaches 20
    Given Evans City Cemetery is in play
    And the base deck is Jungle Oasis
    And Alice controls King Rex at Evans City Cemetery with 5 +1 power counters
    And Bob controls Warbot at Evans City Cemetery with 4 +1 power counters
    When the bases score
    Then Alice has 5 VP
    And Bob has 3 VP
    And Evans City Cemetery is in the base discard pile

  @rule:scoring.eligible
  Scenario: A base one power short of its breakpoint does not score
    Given Evans City Cemetery is in play
    And the base deck is Jungle Oasis
    And Alice controls King Rex at Evans City Cemetery with 5 +1 power counters
    And Bob controls Warbot at Evans City Cemetery with 3 +1 power counters
    When the bases score
    Then Alice has 0 VP
    And Bob has 0 VP
    And King Rex is at Evans City Cemetery
    And Jungle Oasis is in the base deck

  @rule:scoring.below-breakpoint @rule:scoring.before @rule:terms.before-a-base-scores
  Scenario: Full Sail before scoring drops the base below its breakpoint, and it still scores
    # Jungle Oasis pays nothing for second place, so Alice sails away: 12 → 7
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga
    And Bob controls Warbot at Jungle Oasis with 3 +1 power counters
    And Alice controls Buccaneer at Jungle Oasis with 1 +1 power counter
    And Alice has Full Sail in hand
    And Alice will choose Full Sail, Buccaneer
    When the bases score
    Then Bob has 2 VP
    And Buccaneer is at Evans City Cemetery
    And Warbot is in Bob's discard pile
    And Jungle Oasis is in the base discard pile
    And Full Sail is in Alice's discard pile
    And the explanation cites scoring.below-breakpoint

  @rule:scoring.choose-base @rule:scoring.rescan
  Scenario: Two bases are eligible: the current player picks one, then the other scores too
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga, The Grey Opal
    And Alice controls King Rex at Jungle Oasis with 5 +1 power counters
    And Alice controls Buccaneer at Evans City Cemetery with 6 +1 power counters
    And Bob controls Ninja Master at Evans City Cemetery with 5 +1 power counters
    And Alice will choose Jungle Oasis
    When the bases score
    Then Alice has 7 VP
    And Bob has 5 VP
    And Jungle Oasis is in the base discard pile
    And Evans City Cemetery is in the base discard pile
    And Tortuga is in play
    And The Grey Opal is in play

  @rule:scoring.choose-base
  Scenario: Scoring is compulsory: the current player must pick an eligible base and cannot pass
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga, The Grey Opal
    And Alice controls King Rex at Jungle Oasis with 5 +1 power counters
    And Alice controls Buccaneer at Evans City Cemetery with 6 +1 power counters
    And Bob controls Ninja Master at Evans City Cemetery with 5 +1 power counters
    And Alice will choose pass
    When the bases score
    Then the play is refused: Legal options: Jungle Oasis; Evans City Cemetery.

  @rule:scoring.choose-base @rule:scoring.rescan
  Scenario Outline: The order the current player picks decides where First Mate lands
    # Jungle Oasis: Bob 12, Alice's First Mate 2. Evans City Cemetery: Alice 10, Bob 10.
    # First Mate leaves a scored Jungle Oasis for Evans City Cemetery, if it is still there.
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga, The Grey Opal
    And Alice controls First Mate at Jungle Oasis
    And Bob controls Warbot at Jungle Oasis with 8 +1 power counters
    And Alice controls King Rex at Evans City Cemetery with 3 +1 power counters
    And Bob controls Ninja Master at Evans City Cemetery with 5 +1 power counters
    And Alice will choose <choices>
    When the bases score
    Then Alice has <alice> VP
    And Bob has <bob> VP

    # After Jungle Oasis, First Mate goes to Evans City Cemetery; when that base scores
    # in turn, Alice resolves First Mate first and lets it go to the discard pile.
    Examples:
      | choices                                             | alice | bob |
      | Jungle Oasis, Evans City Cemetery, First Mate, pass | 5     | 5   |
      | Evans City Cemetery, pass                           | 5     | 7   |

  @rule:scoring.rescan
  Scenario: After a base scores, a base that has just reached its breakpoint scores too
    # Evans City Cemetery has 18 until First Mate arrives from the scored Jungle Oasis
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga, The Grey Opal
    And Alice controls First Mate at Jungle Oasis
    And Bob controls Warbot at Jungle Oasis with 8 +1 power counters
    And Alice controls King Rex at Evans City Cemetery with 3 +1 power counters
    And Bob controls Ninja Master at Evans City Cemetery with 3 +1 power counters
    And Alice will choose Evans City Cemetery, First Mate, pass
    When the bases score
    Then Alice has 5 VP
    And Bob has 5 VP
    And Evans City Cemetery is in the base discard pile
    And First Mate is in Alice's discard pile

  @rule:scoring.rescan
  Scenario: After a base scores, a base that has dropped below its breakpoint no longer scores
    # Both are eligible; Alice scores Ninja Dojo first and, as its winner, destroys Ninja Master
    Given Ninja Dojo is in play
    And Jungle Oasis is in play
    And the base deck is Tortuga
    And Alice controls King Rex at Ninja Dojo with 11 +1 power counters
    And Alice controls Buccaneer at Jungle Oasis
    And Bob controls Ninja Master at Jungle Oasis with 7 +1 power counters
    And Alice will choose Ninja Dojo, Ninja Master
    When the bases score
    Then Alice has 2 VP
    And Ninja Master is in Bob's discard pile
    And Buccaneer is at Jungle Oasis

  @rule:scoring.replace
  Scenario: The top card of the base deck replaces the scored base
    Given Jungle Oasis is in play
    And the base deck is Tortuga, Ninja Dojo
    And Alice controls King Rex at Jungle Oasis with 5 +1 power counters
    When the bases score
    Then Alice has 2 VP
    And Jungle Oasis is in the base discard pile
    And Tortuga is in play
    And Ninja Dojo is in the base deck

  @rule:scoring.discard @rule:terms.destroy
  Scenario: Cards on a scored base are discarded, not destroyed
    # Microbot Archive draws a card after one of Bob's Microbots is destroyed: not here
    Given Evans City Cemetery is in play
    And Jungle Oasis is in play
    And the base deck is Tortuga
    And Alice controls King Rex at Evans City Cemetery with 10 +1 power counters
    And Bob controls Microbot Guard at Evans City Cemetery with 2 +1 power counters
    And Bob controls Microbot Archive at Jungle Oasis
    And Bob's deck is Shinobi
    When the bases score
    Then Alice has 5 VP
    And Bob has 3 VP
    And Microbot Guard is in Bob's discard pile
    And Bob has 0 cards in hand
    And Shinobi is in Bob's deck

  @rule:scoring.discard
  Scenario: Actions on a scored base and on its minions go to their owners' discard piles
    Given Evans City Cemetery is in play
    And the base deck is Tortuga
    And Alice controls King Rex at Evans City Cemetery with 10 +1 power counters
    And Bob controls Ninja Master at Evans City Cemetery with 5 +1 power counters
    And Alice has Upgrade attached to Ninja Master
    And Bob has Infiltrate attached to Evans City Cemetery
    When the bases score
    Then Upgrade is in Alice's discard pile
    And Infiltrate is in Bob's discard pile
    And Ninja Master is in Bob's discard pile
    And King Rex is in Alice's discard pile

  @rule:scoring.me-first @rule:scoring.before
  Scenario: Before scoring, Specials go round from the current player, and passing is not final
    # Alice passes; Bob plays Shinobi there; Alice may still play Full Sail after that
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga
    And Alice controls King Rex at Jungle Oasis with 1 +1 power counter
    And Bob controls Warbot at Jungle Oasis with 4 +1 power counters
    And Alice has Full Sail in hand
    And Bob has Shinobi in hand
    And Alice will choose pass
    And Bob will choose Shinobi
    And Alice will choose Full Sail, King Rex
    When the bases score
    Then Bob has 2 VP
    And Alice has 0 VP
    And Shinobi is in Bob's discard pile
    And King Rex is at Evans City Cemetery

  @rule:scoring.replace @rule:scoring.when-after
  Scenario: "After this base scores and is replaced": the replacement base is already in play
    # Tortuga (breakpoint 21, VP 4/3/2): its runner-up may move a minion to the replacement base
    Given Tortuga is in play
    And Jungle Oasis is in play
    And the base deck is Ninja Dojo
    And Alice controls King Rex at Tortuga with 7 +1 power counters
    And Bob controls Warbot at Tortuga with 3 +1 power counters
    And Bob controls Ninja Master at Jungle Oasis
    And Bob will choose Ninja Master
    When the bases score
    Then Alice has 4 VP
    And Bob has 3 VP
    And Ninja Dojo is in play
    And Ninja Master is at Ninja Dojo

  @rule:scoring.when-after @rule:scoring.discard
  Scenario: "After scoring" abilities happen before the cards on the base are discarded
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga
    And Alice controls King Rex at Jungle Oasis with 3 +1 power counters
    And Alice controls First Mate at Jungle Oasis
    And Alice will choose Evans City Cemetery
    When the bases score
    Then Alice has 2 VP
    And First Mate is at Evans City Cemetery
    And King Rex is in Alice's discard pile

  @rule:scoring.me-first @rule:scoring.before
  Scenario: Before scoring, abilities of cards in play come before Specials from hand
    # Alice's Pirate King (elsewhere) moves in first; only then is Bob offered his Shinobi
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga
    And Bob controls Warbot at Jungle Oasis with 8 +1 power counters
    And Alice controls Pirate King at Evans City Cemetery
    And Bob has Shinobi in hand
    And Alice will choose yes
    And Bob will choose Shinobi
    When the bases score
    Then Bob has 2 VP
    And Pirate King is in Alice's discard pile
    And Shinobi is in Bob's discard pile

  @rule:scoring.base-leaves @rule:scoring.rescan
  Scenario: A base that leaves play before its VP are awarded stops scoring; the base that took its place is checked again
    # No card in the game does this: Jungle Oasis is given the ability for this rule only.
    # King Rex 7 + 10 = 17 reaches Jungle Oasis (12), then The Grey Opal (17) once it arrives there.
    Given Jungle Oasis is in play
    And the base deck is The Grey Opal, Tortuga
    And Alice controls King Rex at Jungle Oasis with 10 +1 power counters
    And hypothetically, before Jungle Oasis scores it is swapped for the top base of the base deck
    When the bases score
    Then Alice has 3 VP
    And Jungle Oasis is in the base deck
    And The Grey Opal is in the base discard pile
    And Tortuga is in play
    And King Rex is in Alice's discard pile
    And the explanation cites scoring.base-leaves

  @rule:scoring.procedure
  Scenario: The scoring procedure runs in order: choose, before, award, after, discard, replace
    # First Mate: "Special: After this base scores, you may move this minion to another base instead of the discard pile."
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga
    And Bob controls Warbot at Jungle Oasis with 3 +1 power counters
    And Alice controls Buccaneer at Jungle Oasis
    And Alice controls First Mate at Jungle Oasis
    And Alice has Full Sail in hand
    And Alice will choose Full Sail, Buccaneer, pass, Evans City Cemetery
    When the bases score
    Then Bob has 2 VP
    And First Mate is at Evans City Cemetery
    And Buccaneer is at Evans City Cemetery
    And Warbot is in Bob's discard pile
    And Tortuga is in play
    And the explanation cites scoring.choose-base, scoring.me-first, scoring.vp-places, pirates/first-mate, scoring.discard, scoring.replace in this order
