Feature: Ninjas, fidelity of play conditions
  Rows of docs/fidelity.md for the Ninjas: Invisible Ninja's "discard a card to play
  this titan" and "destroy this titan to play an extra minion of power 3 or less".

  Background:
    Given a game between Alice (Ninjas, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:titans.play @rule:terms.to
  Scenario: Invisible Ninja is not played without a card to discard
    Given Alice has the titan Invisible Ninja set aside
    And Alice controls Shinobi at Jungle Oasis
    When Alice plays Invisible Ninja at Jungle Oasis
    Then Invisible Ninja is set aside by Alice

  @rule:titans.play @rule:terms.to
  Scenario: Invisible Ninja is played by discarding a card
    Given Alice has the titan Invisible Ninja set aside
    And Alice controls Shinobi at Jungle Oasis
    And Alice has Cannon in hand
    When Alice plays Invisible Ninja at Jungle Oasis
    Then Invisible Ninja is at Jungle Oasis
    And Cannon is in Alice's discard pile

  @rule:play.extra-qualifiers @rule:terms.to
  Scenario: Invisible Ninja destroyed at the start of the turn offers only minions of power 3 or less
    Given the phase is start-turn
    And Alice controls Invisible Ninja at Jungle Oasis
    And Alice has Ninja Master, Shinobi, Cannon in hand
    And Alice will choose yes, Ninja Master
    When Alice plays Cannon
    Then the play is refused: Legal options: Shinobi (Alice's hand)
