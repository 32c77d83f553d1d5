Feature: Extra plays granted during the Play Cards phase: kept with every qualifier, or offered at once
  "If an ability gives you an extra card during the Play Cards phase, you may play it later in
  the phase unless it refers to a specific card, or it was given by a Special ability." (003,
  Terms and Phrases, "Extra"). A grant the ability says no more about is kept for later, with
  every qualifier: where, power, the same name, "that directly affects", from which zone. A
  grant offered at once (the ability goes on with the card played, or the play is a step of
  something resolving) may be answered "keep it for later" wherever the rule allows: not for a
  specific card, not from a Special, not when the text or a ruling says "immediately", not
  outside the player's own Play Cards phase. However it is worded, an extra play may be passed
  (conflict.optional-extra-plays). Every qualifier is checked where the play is finally made,
  the step that grants or keeps it names them, and the result and a saved position keep them.

  # --- where: "there", "here" ----------------------------------------------------------------

  @rule:play.extra @rule:terms.there @ruling:cowboys/high-noon#1
  Scenario: High Noon's extra minion is kept: the minion Pecos Bill draws after the duel is played there
    # Pecos Bill: "After you win a duel, draw a card." Its draw resolves after High Noon's grant.
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Alice has already played a minion this turn
    And Alice has the titan Pecos Bill set aside
    And Alice controls Gunfighter at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has High Noon, Deputy in hand
    And Alice's deck is Sheriff
    And Alice will choose yes
    When Alice plays High Noon
    And Alice plays Sheriff at Jungle Oasis
    Then Sheriff is at Jungle Oasis
    And the explanation has a step "Alice may play an extra minion at Jungle Oasis this phase." citing play.extra, play.extra-qualifiers, cowboys/high-noon#1, terms.there

  @rule:play.extra-qualifiers @rule:terms.there @ruling:cowboys/high-noon#1
  Scenario: High Noon's kept extra minion is for "there" only, wherever it is finally played
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Alice has already played a minion this turn
    And Alice has the titan Pecos Bill set aside
    And Alice controls Gunfighter at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has High Noon, Deputy in hand
    And Alice's deck is Sheriff
    And Alice will choose yes
    When Alice plays High Noon
    And Alice plays Sheriff at Tortuga
    Then the play is refused: Alice cannot play Sheriff: no play fits (extra minion: it must be played at Jungle Oasis).
    And the refusal cites cowboys/high-noon

  @rule:play.extra @rule:terms.extra @ruling:cowboys/high-noon#1
  Scenario: High Noon's extra minion offered at once may be kept for later
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Alice has already played a minion this turn
    And Alice controls Gunfighter at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has High Noon, Collector in hand
    And Alice will choose pass, keep it for later
    When Alice plays High Noon
    Then Alice may still play an extra minion at Jungle Oasis
    And Collector is in Alice's hand
    And the position saved now keeps the extra play extra minion at Jungle Oasis
    And the explanation has a step "Alice chooses keep it for later" citing play.extra, terms.extra

  @rule:play.extra @ruling:cowboys/high-noon#1
  Scenario: High Noon's extra minion kept for later is played there afterwards
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Alice has already played a minion this turn
    And Alice controls Gunfighter at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has High Noon, Collector in hand
    And Alice will choose pass, keep it for later, pass
    When Alice plays High Noon
    And Alice plays Collector at Jungle Oasis
    Then Collector is at Jungle Oasis
    And Alice has no extra play kept

  @rule:play.extra @rule:terms.extra
  Scenario: A pass gives the extra play up: it is not kept
    Given a game between Alice (Cowboys, Aliens) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Alice has already played a minion this turn
    And Alice controls Gunfighter at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has High Noon, Collector in hand
    And Alice will choose pass, pass
    When Alice plays High Noon
    And Alice plays Collector at Jungle Oasis
    Then the play is refused: Alice cannot play Collector: no minion play is left this turn.

  @rule:play.extra-qualifiers @rule:terms.here @rule:terms.same-name
  Scenario: Plateau of Leng's extra minion is kept with its place and its name
    # Plateau of Leng: "After the first time you play a minion here each turn, you may play an
    # extra minion here with the same name."
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And Plateau of Leng is in play
    And Tortuga is in play
    And Alice has Byakhee, Mi-go, Byakhee in hand
    And Alice will choose keep it for later
    When Alice plays Byakhee at Plateau of Leng
    Then Alice may still play an extra minion named Byakhee at Plateau of Leng
    And the position saved now keeps the extra play extra minion named Byakhee at Plateau of Leng
    And the explanation has a step "Alice may play an extra minion named Byakhee at Plateau of Leng this phase." citing play.extra, terms.same-name, elder-things/plateau-of-leng

  @rule:play.extra-qualifiers @rule:terms.same-name
  Scenario: Plateau of Leng's kept extra minion takes the same name only
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And Plateau of Leng is in play
    And Tortuga is in play
    And Alice has Byakhee, Mi-go, Byakhee in hand
    And Alice will choose keep it for later
    When Alice plays Byakhee at Plateau of Leng
    And Alice plays Mi-go at Plateau of Leng
    Then the play is refused: Alice cannot play Mi-go: no play fits (extra minion named Byakhee: it must have the same name, Byakhee).

  @rule:play.extra-qualifiers @rule:terms.here
  Scenario: Plateau of Leng's kept extra minion is for that base only
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And Plateau of Leng is in play
    And Tortuga is in play
    And Alice has Byakhee, Mi-go, Byakhee in hand
    And Alice will choose keep it for later
    When Alice plays Byakhee at Plateau of Leng
    And Alice plays Byakhee at Tortuga
    Then the play is refused: Alice cannot play Byakhee: no play fits (extra minion named Byakhee: it must be played at Plateau of Leng).

  @rule:play.extra @rule:terms.same-name
  Scenario: Plateau of Leng's kept extra minion is played later with the same name, there
    Given a game between Alice (Elder Things, Pirates) and Bob (Zombies, Robots)
    And Plateau of Leng is in play
    And Tortuga is in play
    And Alice has Byakhee, Mi-go, Byakhee, Swashbuckling in hand
    And Alice will choose keep it for later
    When Alice plays Byakhee at Plateau of Leng
    And Alice plays Swashbuckling
    And Alice plays Byakhee at Plateau of Leng
    Then Alice has 1 card in hand
    And Mi-go is in Alice's hand
    And Alice has no extra play kept

  # --- power ------------------------------------------------------------------------------------

  @rule:play.extra-qualifiers
  Scenario: The Homeworld's kept extra minion names its power limit
    Given a game between Alice (Aliens, Robots) and Bob (Zombies, Pirates)
    And The Homeworld is in play
    And Alice has Invader in hand
    When Alice plays Invader at The Homeworld
    Then Alice may still play an extra minion of power 2 or less
    And the position saved now keeps the extra play extra minion of power 2 or less
    And the explanation has a step "Alice may play an extra minion of power 2 or less this phase." citing play.extra, play.extra-qualifiers, aliens/the-homeworld

  @rule:play.extra-qualifiers @rule:terms.here @rule:terms.same-name
  Scenario: Rebel's kept extra minion names every qualifier: not a Rebel, of power 3, here
    Given a game between Alice (Teens, Pirates) and Bob (Zombies, Robots)
    And The Grey Opal is in play
    And Alice controls Jock at The Grey Opal
    And Alice has Rebel in hand
    And Alice will choose no
    When Alice plays Rebel at The Grey Opal
    Then Alice may still play an extra non-Rebel minion of power 3 at The Grey Opal
    And the position saved now keeps the extra play extra non-Rebel minion of power 3 at The Grey Opal

  # --- from which zone --------------------------------------------------------------------------

  @rule:play.extra-qualifiers @rule:terms.extra
  Scenario: Strange Science's extra minion from the discard pile may be kept, and is then from the discard pile only
    Given a game between Alice (Teens, Pirates) and Bob (Zombies, Robots)
    And The Grey Opal is in play
    And Alice has already played a minion this turn
    And Alice's discard pile has Slacker
    And Alice has Strange Science, Jock in hand
    And Alice will choose keep it for later
    When Alice plays Strange Science
    And Alice plays Jock at The Grey Opal
    Then the play is refused: Alice cannot play Jock: no play fits (extra minion of power 3 from the discard pile: it is for a card from the discard).

  @rule:play.extra-qualifiers
  Scenario: Strange Science's kept extra minion is played from the discard pile later
    Given a game between Alice (Teens, Pirates) and Bob (Zombies, Robots)
    And The Grey Opal is in play
    And Alice has already played a minion this turn
    And Alice's discard pile has Slacker
    And Alice has Strange Science in hand
    And Alice will choose keep it for later
    When Alice plays Strange Science
    And Alice plays Slacker at The Grey Opal
    Then Slacker is at The Grey Opal
    And Alice has no extra play kept

  @rule:play.extra-qualifiers
  Scenario: Strange Science's kept extra minion keeps its pile in a saved position
    Given a game between Alice (Teens, Pirates) and Bob (Zombies, Robots)
    And The Grey Opal is in play
    And Alice's discard pile has Slacker
    And Alice has Strange Science in hand
    And Alice will choose keep it for later
    When Alice plays Strange Science
    Then Alice may still play an extra minion of power 3 from the discard pile
    And the position saved now keeps the extra play extra minion of power 3 from the discard pile

  # --- "that directly affects" --------------------------------------------------------------------

  @rule:terms.directly-affects @ruling:world-champs/aramis#1
  Scenario: Aramis does not offer an action whose ability names no target, such as Kaiju Conflict
    # Aramis: "you may play an action that directly affects this minion as an extra action".
    # Kaiju Conflict: "Play two extra actions" affects no minion: it cannot directly affect Aramis.
    Given a game between Alice (World Champs, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Alice controls Aramis at Jungle Oasis
    And Alice has It's Blitzin' Time!, Kaiju Conflict, Fast as Lightning in hand
    And Alice will choose Kaiju Conflict
    When Alice plays It's Blitzin' Time!
    Then the play is refused: Scripted choice 'Kaiju Conflict' matches no option when Alice must choose a card for the extra action play: that directly affects Aramis. Legal options: Fast as Lightning (Alice's hand); keep it for later; pass.

  @rule:terms.directly-affects @ruling:world-champs/aramis#1
  Scenario: Aramis's kept extra action must directly affect Aramis wherever it is played
    Given a game between Alice (World Champs, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Alice controls Aramis at Jungle Oasis
    And Alice has It's Blitzin' Time!, Kaiju Conflict, Bewitched in hand
    And Alice will choose keep it for later
    When Alice plays It's Blitzin' Time!
    And Alice plays Kaiju Conflict
    Then the play is refused: Alice cannot play Kaiju Conflict: no play fits (extra action: it must directly affect Aramis, and Kaiju Conflict's ability specifies no minion as a target).
    And the refusal cites world-champs/aramis

  @rule:terms.directly-affects @ruling:world-champs/aramis#1
  Scenario: Aramis's kept extra action is played on Aramis later
    Given a game between Alice (World Champs, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Alice controls Aramis at Jungle Oasis
    And Alice has It's Blitzin' Time!, Kaiju Conflict, Bewitched in hand
    And Alice will choose keep it for later
    When Alice plays It's Blitzin' Time!
    Then Alice may still play an extra action that directly affects Aramis
    And the position saved now keeps the extra play extra action that directly affects Aramis
    When Alice plays Bewitched on Aramis
    Then Bewitched is on Aramis
    And Alice has no extra play kept

  # --- a specific card, a Special, "immediately": offered at once, never kept -----------------------

  @rule:play.extra-generic-specific @rule:terms.extra
  Scenario: A specific extra play cannot be kept for later (Ship's Captain)
    Given a game between Alice (Star Roamers, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Alice has Ship's Captain in hand
    And Alice's deck is Ensign
    And Alice will choose keep it for later
    When Alice plays Ship's Captain at Jungle Oasis
    Then the play is refused: Scripted choice 'keep it for later' matches no option when Alice must choose a card for the extra minion play: Ensign only, at Jungle Oasis. Legal options: Ensign (Alice's hand); pass.

  @rule:play.extra @rule:terms.extra
  Scenario: An extra minion the text plays "immediately" cannot be kept, but may be passed (Commission)
    Given a game between Alice (Bear Cavalry, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Alice has already played a minion this turn
    And Alice has Commission, Cub Scout in hand
    And Alice will choose keep it for later
    When Alice plays Commission
    Then the play is refused: Scripted choice 'keep it for later' matches no option when Alice must choose a card for the extra minion play. Legal options: Cub Scout (Alice's hand); pass.

  @rule:conflict.optional-extra-plays @rule:terms.extra
  Scenario: Commission's extra minion, played "immediately", may be passed
    Given a game between Alice (Bear Cavalry, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Alice has already played a minion this turn
    And Alice has Commission, Cub Scout in hand
    And Alice will choose pass
    When Alice plays Commission
    Then Cub Scout is in Alice's hand
    And Alice has no extra play kept
    And the explanation has a step "Alice chooses pass" citing conflict.optional-extra-plays, bear-cavalry/commission

  @rule:play.extra @ruling:zombies/zombie-lord#1
  Scenario: Zombie Lord's extra minions must be played immediately: none is kept
    Given a game between Alice (Zombies, Pirates) and Bob (Robots, Ninjas)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And Alice's discard pile has Walker
    And Alice has Zombie Lord in hand
    And Alice will choose keep it for later
    When Alice plays Zombie Lord at Jungle Oasis
    Then the play is refused: Scripted choice 'keep it for later' matches no option when Alice must choose a card for the extra minion of power 2 or less from the discard pile play: at Evans City Cemetery. Legal options: Walker (Alice's discard); pass.

  @rule:play.special @rule:conflict.optional-extra-plays
  Scenario: An extra minion a Special grants is for now only, and may be passed (Hidden Ninja)
    Given a game between Alice (Ninjas, Robots) and Bob (Zombies, Pirates)
    And Jungle Oasis is in play
    And Bob controls Walker at Jungle Oasis with 10 +1 power counters
    And Alice has Hidden Ninja, Tiger Assassin in hand
    And Alice will choose Hidden Ninja, pass
    When the bases score
    Then Tiger Assassin is in Alice's hand
    And the explanation has a step "Alice chooses pass" citing conflict.optional-extra-plays, ninjas/hidden-ninja

  # --- "play it": optional ----------------------------------------------------------------------

  @rule:conflict.optional-extra-plays
  Scenario: Change of Venue's "Play it again as an extra action" may be passed
    Given a game between Alice (Steampunks, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Alice has Aggromotive attached to Jungle Oasis
    And Alice has Change of Venue in hand
    And Alice will choose pass
    When Alice plays Change of Venue
    Then Aggromotive is in Alice's hand

  @rule:conflict.optional-extra-plays
  Scenario: Mechanic's "play it as an extra action" may be passed
    Given a game between Alice (Steampunks, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Alice's discard pile has Zeppelin
    And Alice has Mechanic in hand
    And Alice will choose pass
    When Alice plays Mechanic at Jungle Oasis
    Then Zeppelin is in Alice's discard pile
    And Mechanic is at Jungle Oasis

  @rule:terms.may @rule:conflict.optional-extra-plays @ruling:ninjas/ninja-acolyte#2
  Scenario: Ninja Acolyte's extra minion was chosen with the return: once it is returned, the play is made
    Given a game between Alice (Ninjas, Robots) and Bob (Zombies, Pirates)
    And Jungle Oasis is in play
    And Alice controls Ninja Acolyte at Jungle Oasis
    And Alice will choose yes
    When Alice uses the talent of Ninja Acolyte
    Then Ninja Acolyte is at Jungle Oasis
    And the explanation cites ninjas/ninja-acolyte#2

  # --- "extra minions that all have the same name" ----------------------------------------------------

  @rule:terms.same-name @rule:play.extra-qualifiers
  Scenario: Blossom's extra minions kept for later take the name of the first one played
    Given a game between Alice (Killer Plants, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Alice has already played a minion this turn
    And Alice has Blossom, Sprout, Sprout, Water Lily in hand
    And Alice will choose keep it for later, keep it for later, keep it for later
    When Alice plays Blossom
    And Alice plays Sprout at Jungle Oasis
    And Alice plays Water Lily at Jungle Oasis
    Then the play is refused: it must have the same name, Sprout

  @rule:terms.directly-affects @ruling:world-champs/aramis#1
  Scenario: An action played as Aramis's extra action may choose no other minion to affect
    # A Little Bit Frightening: "Choose one of your minions. Destroy a minion at its base with less
    # power to place two +1 power counters total on your minions there." Played so, it must
    # directly affect Aramis, who cannot be the weaker minion: nothing is destroyed.
    Given a game between Alice (World Champs, Kung Fu Fighters) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Alice controls Aramis at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has It's Blitzin' Time!, A Little Bit Frightening in hand
    And Alice will choose A Little Bit Frightening
    When Alice plays It's Blitzin' Time!
    Then Walker is at Jungle Oasis
    And Aramis has 0 +1 power counters
    And the explanation says "cannot destroy a minion at Jungle Oasis with less power than Aramis, so no counters are placed"
