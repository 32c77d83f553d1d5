Feature: Titans
  Titans are neither minions nor actions: they start set aside beside their owner
  and never go to a hand, deck or discard pile. One is played only when a card lets
  it be, never as an extra play, and not by a player who already controls one in
  play; "instead of your regular minion play" uses that play up. Whoever plays or
  controls a titan controls it; leaving play it is set aside beside its owner.
  Abilities aimed at minions do not reach titans; moved, a titan keeps its counters.
  A second titan at a base starts a clash: the lower total at the base removes its
  own titan, and on a tie the newcomer goes.

  Background:
    Given a game between Alice (Dinosaurs, Innsmouth) and Bob (Bear Cavalry, Robots)
    And Evans City Cemetery is in play
    And Jungle Oasis is in play
    And the base deck is Tortuga

  @rule:titans.play
  Scenario: A titan played instead of the regular minion play uses that play up
    Given it is Bob's turn
    And Bob has the titan Major Ursa set aside
    And Bob has Zapbot in hand
    When Bob plays Major Ursa at Jungle Oasis
    And Bob plays Zapbot at Jungle Oasis
    Then the play is refused: Bob cannot play Zapbot: no minion play is left this turn.

  @rule:titans.play
  Scenario: A titan is never an extra play: with the regular minion play used, it cannot be played
    Given it is Bob's turn
    And Bob has already played a minion this turn
    And Bob has the titan Major Ursa set aside
    When Bob plays Major Ursa at Jungle Oasis
    Then the play is refused: instead of a regular minion play: none is left
    And the refusal cites titans.play
    And the refusal cites play.regular
    And the refusal cites bear-cavalry/major-ursa

  @rule:titans.play @rule:titans.control
  Scenario: A player who controls a titan in play cannot play another, even one that is not theirs
    Given it is Bob's turn
    And Bob controls Dagon at Evans City Cemetery owned by Alice
    And Bob has the titan Major Ursa set aside
    When Bob plays Major Ursa at Jungle Oasis
    Then the play is refused: they already control Dagon in play
    And the refusal cites titans.play

  @rule:titans.control @rule:titans.leave-play @rule:titans.nature
  Scenario: A titan counts for its controller, and leaving play it is set aside beside its owner
    Given Alice controls Major Ursa at Evans City Cemetery with 3 +1 power counters owned by Bob
    And Alice controls King Rex at Evans City Cemetery with 10 +1 power counters
    When the bases score
    Then Alice has 5 VP
    And Bob has 0 VP
    And Major Ursa is set aside by Bob
    And Major Ursa is not in Bob's discard pile

  @rule:titans.targeting
  Scenario: An ability aimed at minions does not reach a titan
    # Natural Selection: "Choose one of your minions. Destroy a minion there with less power than yours."
    Given Alice controls King Rex at Jungle Oasis
    And Bob controls Major Ursa at Jungle Oasis
    And Alice has Natural Selection in hand
    When Alice plays Natural Selection
    Then Major Ursa is at Jungle Oasis
    And the explanation does not say "chooses"

  @rule:titans.clash
  Scenario: A titan played where another stands: the lower total removes its own titan
    Given it is Bob's turn
    And Alice controls Dagon at Jungle Oasis with 2 +1 power counters
    And Bob controls Warbot at Jungle Oasis
    And Bob has the titan Major Ursa set aside
    When Bob plays Major Ursa at Jungle Oasis
    Then Major Ursa is at Jungle Oasis
    And Dagon is set aside by Alice
    And the explanation cites titans.clash

  @rule:titans.clash
  Scenario: On a tie, the titan that was there first stays and the newcomer is removed
    Given it is Bob's turn
    And Alice controls Dagon at Jungle Oasis with 2 +1 power counters
    And Bob controls Zapbot at Jungle Oasis
    And Bob has the titan Major Ursa set aside
    When Bob plays Major Ursa at Jungle Oasis
    Then Dagon is at Jungle Oasis
    And Major Ursa is set aside by Bob

  @rule:terms.on-your-turn @rule:titans.clash
  Scenario: "On your turn" is once per turn: a titan its clash removed is not played again by its Special that turn
    Given it is Alice's turn
    And Alice controls Armor Stego at Jungle Oasis
    And Alice controls Laseratops at Evans City Cemetery
    And Bob controls Major Ursa at Jungle Oasis
    And Bob controls Warbot at Jungle Oasis
    And Alice has the titan Fort Titanosaurus set aside
    When Alice plays Fort Titanosaurus at Jungle Oasis
    And Alice chooses Armor Stego
    And Alice plays Fort Titanosaurus at Evans City Cemetery
    And Alice chooses Laseratops
    Then the play is refused: Fort Titanosaurus's Special has already been used this turn
    And the refusal cites terms.on-your-turn
    And the explanation says "Fort Titanosaurus (Alice, Jungle Oasis) leaves play and is set aside beside Alice"
