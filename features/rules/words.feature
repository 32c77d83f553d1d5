Feature: More words on cards: a minion, here, have, you, other players, discard, and/or, starting
  "A minion" is any minion in play, yours included; "here" is the card's base;
  you "have" the cards you control there, whoever owns them; on a base, "you" is the
  player the text describes; "other players" leaves out you; "discard" is from your
  hand unless the card says where; "X and/or Y" allows either or both; a "starting"
  breakpoint is the value before other abilities change it.

  Background:
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @rule:terms.a-minion
  Scenario: "A minion" includes your own
    # Cannon: "Destroy up to two minions of power 2 or less."
    Given a game between Alice (Pirates, Robots) and Bob (Zombies, Ninjas)
    And Alice controls First Mate at Jungle Oasis
    And Alice has Cannon in hand
    And Alice will choose First Mate, pass
    When Alice plays Cannon
    Then First Mate is in Alice's discard pile

  @rule:terms.here
  Scenario: "Here" is the base the card is at: a minion at another base is out of reach
    # Cut Lass: "You may destroy a minion here of power 2 or less."
    Given a game between Alice (Pirates, Robots) and Bob (Zombies, Ninjas)
    And Bob controls Walker at Evans City Cemetery
    And Alice has Cut Lass in hand
    When Alice plays Cut Lass at Jungle Oasis
    Then Walker is at Evans City Cemetery
    And the explanation does not say "chooses"

  @rule:terms.have
  Scenario: You have a minion at a base when you control it there, whoever owns it
    # Complete the Ritual: "Play on a base where you have at least one minion."
    Given a game between Alice (Minions of Cthulhu, Pirates) and Bob (Zombies, Ninjas)
    And Alice controls Walker at Jungle Oasis owned by Bob
    And Alice has Complete the Ritual in hand
    When Alice plays Complete the Ritual on Jungle Oasis
    Then Complete the Ritual is on Jungle Oasis

  @rule:terms.have
  Scenario: A minion you own but do not control does not count as yours there
    Given a game between Alice (Minions of Cthulhu, Pirates) and Bob (Zombies, Ninjas)
    And Bob controls Cut Lass at Evans City Cemetery owned by Alice
    And Alice has Complete the Ritual in hand
    When Alice plays Complete the Ritual on Evans City Cemetery
    Then the play is refused: Complete the Ritual

  @rule:terms.you
  Scenario: On a base, "you" is the player the text describes: whoever plays the minion there, on any turn
    # Montridge High: "After you play a minion here, place a +1 counter on one of your minions with a different name here."
    Given a game between Alice (Teens, Pirates) and Bob (Zombies, Robots)
    And Montridge High is in play
    And Alice controls Cut Lass at Montridge High
    And Bob controls Zapbot at Montridge High
    And Bob has Walker in hand
    When Bob uses a Special to play Walker at Montridge High on Alice's turn
    Then Zapbot has 1 +1 power counter
    And Cut Lass has 0 +1 power counters

  @rule:terms.other-players
  Scenario: "Each other player" leaves out the player whose card it is
    # Power of Madness: "For each other player, name an action and reveal their hand. They must
    # discard all copies of that action and then shuffle their discard pile into their deck."
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And Alice has Power of Madness in hand
    And Alice's discard pile has Cannon
    And Bob's discard pile has Walker
    And Alice will choose Cannon
    When Alice plays Power of Madness
    Then Cannon is in Alice's discard pile
    And Walker is in Bob's deck

  @rule:terms.discard
  Scenario: "Discard" with no place named is from the hand
    # Spirit: "Choose a minion. You may discard cards equal to its power to destroy it."
    Given a game between Alice (Ghosts, Pirates) and Bob (Zombies, Robots)
    And Bob controls Walker at Jungle Oasis
    And Alice has Spirit, Cannon, Full Sail in hand
    And Alice's deck is Dinghy
    And Alice will choose Walker, yes, Cannon, Full Sail
    When Alice plays Spirit at Jungle Oasis
    Then Walker is in Bob's discard pile
    And Cannon is in Alice's discard pile
    And Full Sail is in Alice's discard pile
    And Dinghy is in Alice's deck

  @rule:terms.discard
  Scenario: A card that says where the discarded card comes from discards it from there
    # Walker: "Look at the top card of your deck. Discard it or return it to the top of your deck."
    Given a game between Alice (Zombies, Pirates) and Bob (Robots, Ninjas)
    And Alice has Walker in hand
    And Alice's deck is Cannon, Dinghy
    And Alice will choose discard it
    When Alice plays Walker at Jungle Oasis
    Then Cannon is in Alice's discard pile
    And Alice's deck has 1 card

  @rule:terms.and-or
  Scenario: "X and/or Y": both may be done
    # Expert Timing: "Transfer any number of +1 power counters from it to another card, and/or use a
    # Talent on it an extra time." Drunken Master's Talent needs it to have no counter: so, in that order.
    Given a game between Alice (Kung Fu Fighters, Pirates) and Bob (Zombies, Robots)
    And Alice controls Drunken Master at Jungle Oasis with 1 +1 power counter
    And Alice controls Cricket at Jungle Oasis
    And Alice has Expert Timing in hand
    And the position:
      """
      choices: ["Alice: transfer +1 power counters, then use its Talent an extra time"]
      """
    When Alice plays Expert Timing
    Then Cricket has 1 +1 power counter
    And Drunken Master has 1 +1 power counter

  @rule:terms.starting
  Scenario: A starting breakpoint is the value before other abilities change it
    # Overgrowth sets the starting breakpoint to 0 at the start of Alice's turn; Bearing Down still adds 2
    # for each player with a minion here.
    Given a game between Alice (Killer Plants, Bear Cavalry) and Bob (Zombies, Robots)
    And the phase is start-turn
    And Alice has Overgrowth attached to Jungle Oasis
    And Alice has Bearing Down attached to Jungle Oasis
    And Alice controls Polar Commando at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Cub Scout in hand
    When Alice plays Cub Scout at Evans City Cemetery
    Then the breakpoint of Jungle Oasis is 4

  @rule:terms.transfer
  Scenario: A +1 power counter transferred to a card immune to the effect is discarded instead
    # Cricket: "You may transfer a +1 power counter from one minion to another." Protector Fields:
    # "Ongoing: Your minions here are not affected by other players' cards."
    Given a game between Alice (Kung Fu Fighters, Pirates) and Bob (Star Roamers, Zombies)
    And Alice controls Drunken Master at Jungle Oasis with 1 +1 power counter
    And Bob controls Walker at Evans City Cemetery
    And Bob has Protector Fields attached to Evans City Cemetery
    And Alice has Cricket in hand
    And Alice will choose Drunken Master, Walker
    When Alice plays Cricket at Jungle Oasis
    Then Drunken Master has 0 +1 power counters
    And Walker has 0 +1 power counters
    And the explanation cites terms.transfer
