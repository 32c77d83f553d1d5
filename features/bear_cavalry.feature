Feature: Bear Cavalry clarifications
  Every official clarification of the Bear Cavalry's cards, bases and titan, as
  the engine resolves it (IDs from `smashup rulings --faction bear-cavalry`).

  Background:
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @ruling:bear-cavalry/bear-necessities#1
  Scenario: Bear Necessities whose Talent was used destroys itself at the start of its owner's next turn
    Given a game between Alice (Bear Cavalry, Pirates) and Bob (Ghosts, Steampunks)
    And Alice controls Polar Commando at Jungle Oasis
    And Alice has Bear Necessities attached to Jungle Oasis
    And Alice has Cub Scout in hand
    And Alice's deck is Cub Scout, Cub Scout, Grizzled Veteran, Grizzled Veteran
    And Bob's deck is Ghost, Ghost
    When Alice uses the talent of Bear Necessities
    And the turn ends
    And the turn ends
    And Alice plays Cub Scout at Evans City Cemetery
    Then Bear Necessities is in Alice's discard pile
    And Cub Scout is at Evans City Cemetery
    And the explanation cites bear-cavalry/bear-necessities#1

  @ruling:bear-cavalry/bear-necessities#1
  Scenario: Bear Necessities whose Talent was not used stays at the start of its owner's turn
    Given a game between Alice (Bear Cavalry, Pirates) and Bob (Ghosts, Steampunks)
    And the phase is start-turn
    And Alice controls Polar Commando at Jungle Oasis
    And Alice has Bear Necessities attached to Jungle Oasis
    And Alice has Cub Scout in hand
    When Alice plays Cub Scout at Evans City Cemetery
    Then Bear Necessities is on Jungle Oasis
    And Cub Scout is at Evans City Cemetery
    And the explanation has a step "does not destroy itself at the start of the turn: its Talent was not used" citing bear-cavalry/bear-necessities#1

  @ruling:bear-cavalry/bear-necessities#2
  Scenario: Bear Necessities' block stays on its base after the card is destroyed in its owner's turn
    # Infiltrate: "Play on a base. You may destroy another action on this base."
    Given a game between Alice (Bear Cavalry, Ninjas) and Bob (Ghosts, Steampunks)
    And Alice controls Polar Commando at Jungle Oasis
    And Bob controls Spectre at Jungle Oasis
    And Alice has Bear Necessities attached to Jungle Oasis
    And Alice has Infiltrate in hand
    And Alice's deck is Cub Scout, Cub Scout
    And Bob has Captain Ahab, Ghostly Arrival, Steam Man in hand
    And Alice will choose Bear Necessities
    When Alice uses the talent of Bear Necessities
    And Alice plays Infiltrate on Jungle Oasis
    And the turn ends
    And Bob plays Captain Ahab at Evans City Cemetery
    And Bob plays Ghostly Arrival
    And Bob plays Steam Man at Evans City Cemetery
    Then the play is refused: Bob cannot play Steam Man: no play fits (extra minion: Bear Necessities stops Bob from playing extra cards).

  @ruling:bear-cavalry/bear-necessities#2
  Scenario: Bear Necessities' block stays on its base after another player destroys the card
    # Ornate Dome destroys Bear Necessities; Mechanic's extra action (Zeppelin from the discard pile) is then blocked.
    Given a game between Alice (Bear Cavalry, Pirates) and Bob (Ghosts, Steampunks)
    And Alice controls Polar Commando at Jungle Oasis
    And Bob controls Spectre at Jungle Oasis
    And Alice has Bear Necessities attached to Jungle Oasis
    And Alice's deck is Cub Scout, Cub Scout
    And Bob has Ornate Dome, Mechanic in hand
    And Bob's discard pile has Zeppelin, Escape Hatch
    And Bob will choose Zeppelin
    When Alice uses the talent of Bear Necessities
    And the turn ends
    And Bob plays Ornate Dome on Jungle Oasis
    And Bob plays Mechanic at Evans City Cemetery
    Then Bear Necessities is in Alice's discard pile
    And Mechanic is at Evans City Cemetery
    And Zeppelin is in Bob's discard pile
    And Zeppelin is not on Evans City Cemetery

  @ruling:bear-cavalry/bear-necessities#2
  Scenario: Bear Necessities' block stays on its base after the card is moved to another base
    # Change of Venue: "Place one of your actions that is on a base or minion into your hand. Play it again as an extra action."
    # Bear Necessities goes to Evans City Cemetery; Bob's minions are all at Jungle Oasis.
    Given a game between Alice (Bear Cavalry, Steampunks) and Bob (Ghosts, Robots)
    And Alice controls Polar Commando at Jungle Oasis
    And Bob controls Spectre at Jungle Oasis
    And Alice controls Cub Scout at Evans City Cemetery
    And Alice has Bear Necessities attached to Jungle Oasis
    And Alice has Change of Venue in hand
    And Alice's deck is Grizzled Veteran, Grizzled Veteran
    And Bob has Zapbot, Microbot Fixer in hand
    And Alice will choose Bear Necessities, Evans City Cemetery
    When Alice uses the talent of Bear Necessities
    And Alice plays Change of Venue
    And the turn ends
    And Bob plays Zapbot at Jungle Oasis
    And Bob plays Microbot Fixer at Jungle Oasis
    Then the play is refused: Bob cannot play Microbot Fixer: no play fits (extra minion of power 2 or less: Bear Necessities stops Bob from playing extra cards).

  @ruling:bear-cavalry/bear-rides-you#1
  Scenario: Bear Rides You may cancel the new base itself
    # Tsar's Palace: Bob has more power there, yet Alice's Sprout (power 2) may now be played there.
    Given a game between Alice (Bear Cavalry, Killer Plants) and Bob (Ghosts, Steampunks)
    And Tsar's Palace is in play
    And Alice controls Cub Scout at Jungle Oasis
    And Bob controls Spectre at Tsar's Palace with 3 +1 power counters
    And Alice has Bear Rides You, Sprout in hand
    And Alice will choose Cub Scout, Tsar's Palace, Tsar's Palace
    When Alice plays Bear Rides You
    And Alice plays Sprout at Tsar's Palace
    Then Cub Scout is at Tsar's Palace
    And Sprout is at Tsar's Palace
    And the explanation cites bear-cavalry/bear-rides-you#1

  @ruling:bear-cavalry/bear-rides-you#1
  Scenario: Without cancelling the base, Tsar's Palace still forbids the small minion
    Given a game between Alice (Bear Cavalry, Killer Plants) and Bob (Ghosts, Steampunks)
    And Tsar's Palace is in play
    And Alice controls Cub Scout at Jungle Oasis
    And Bob controls Spectre at Tsar's Palace with 3 +1 power counters
    And Alice has Bear Rides You, Sprout in hand
    And Alice will choose Cub Scout, Tsar's Palace, pass
    When Alice plays Bear Rides You
    And Alice plays Sprout at Tsar's Palace
    Then the play is refused: Alice cannot play Sprout at Tsar's Palace: Tsar's Palace forbids it.

  @ruling:bear-cavalry/tsars-palace#1
  Scenario: With 0 power for everyone at Tsar's Palace, nobody may play a minion of power 2 or less there
    Given a game between Alice (Bear Cavalry, Killer Plants) and Bob (Ghosts, Steampunks)
    And Tsar's Palace is in play
    And Alice has Sprout in hand
    When Alice plays Sprout at Tsar's Palace
    Then the play is refused: Alice cannot play Sprout at Tsar's Palace: Tsar's Palace forbids it.

  @ruling:bear-cavalry/tsars-palace#1
  Scenario: With equal power at Tsar's Palace, a minion of power 2 or less cannot be played there
    Given a game between Alice (Bear Cavalry, Killer Plants) and Bob (Ghosts, Steampunks)
    And Tsar's Palace is in play
    And Alice controls Cub Scout at Tsar's Palace
    And Bob controls Spirit at Tsar's Palace
    And Alice has Sprout in hand
    When Alice plays Sprout at Tsar's Palace
    Then the play is refused: Alice cannot play Sprout at Tsar's Palace: Tsar's Palace forbids it.

  @ruling:bear-cavalry/tsars-palace#1
  Scenario: With equal power at Tsar's Palace, the other player cannot either
    Given a game between Alice (Bear Cavalry, Killer Plants) and Bob (Ghosts, Steampunks)
    And it is Bob's turn
    And Tsar's Palace is in play
    And Alice controls Cub Scout at Tsar's Palace
    And Bob controls Spirit at Tsar's Palace
    And Bob has Ghost in hand
    When Bob plays Ghost at Tsar's Palace
    Then the play is refused: Bob cannot play Ghost at Tsar's Palace: Tsar's Palace forbids it.

  @ruling:bear-cavalry/tsars-palace#1
  Scenario: With more power than each other player at Tsar's Palace, a minion of power 2 or less may be played there
    Given a game between Alice (Bear Cavalry, Killer Plants) and Bob (Ghosts, Steampunks)
    And Tsar's Palace is in play
    And Alice controls Cub Scout at Tsar's Palace
    And Bob controls Ghost at Tsar's Palace
    And Alice has Sprout in hand
    When Alice plays Sprout at Tsar's Palace
    Then Sprout is at Tsar's Palace
    And the explanation has a step "than each other player" citing bear-cavalry/tsars-palace#1

  @ruling:bear-cavalry/tsars-palace#1
  Scenario: With 0 power for everyone at Tsar's Palace, a minion of power 3 may still be played there
    Given a game between Alice (Bear Cavalry, Killer Plants) and Bob (Ghosts, Steampunks)
    And Tsar's Palace is in play
    And Alice has Cub Scout in hand
    When Alice plays Cub Scout at Tsar's Palace
    Then Cub Scout is at Tsar's Palace
    And the explanation has a step "it forbids only minions of power 2 or less" citing bear-cavalry/tsars-palace#1
