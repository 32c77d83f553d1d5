Feature: Adolescent Epic Geckos
  The Adolescent Epic Geckos have no official clarifications or summary rulings
  (`smashup rulings --faction adolescent-epic-geckos` lists none). These scenarios
  pin the rules the faction's disputed plays turn on: Fusion (K.C. Smith played as a
  minion or as an action), "first action played this turn" combos, swaps (placing,
  not playing), Talents that need two actions, Monet's play given up, Van Gogh's
  stored actions and Now You Know: Bullying's Special.

  Background:
    Given Jungle Oasis is in play
    And Tortuga is in play
    And the base deck is The Central Brain

  @rule:play.standard-action
  Scenario: K.C. Smith played on nothing is an action: it gives an extra minion and goes to the discard pile
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And Alice has K.C. Smith, First Mate, Buccaneer in hand
    When Alice plays K.C. Smith
    And Alice plays First Mate at Jungle Oasis
    And Alice plays Buccaneer at Tortuga
    Then K.C. Smith is in Alice's discard pile
    And First Mate is at Jungle Oasis
    And Buccaneer is at Tortuga

  @rule:play.standard-action
  Scenario: K.C. Smith played as an action uses the action play
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And Alice has already played one action this turn
    And Alice has K.C. Smith in hand
    When Alice plays K.C. Smith
    Then the play is refused: no action play is left

  @rule:play.regular
  Scenario: K.C. Smith played as a minion gives an extra action, and a second action is not the first
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And Alice has K.C. Smith, Swashbuckling, Flip Kick in hand
    And Alice's deck is Dinghy, Cannon, Broadside
    When Alice plays K.C. Smith at Jungle Oasis
    And Alice plays Swashbuckling
    And Alice plays Flip Kick
    Then K.C. Smith is at Jungle Oasis
    And K.C. Smith has power 4
    And Flip Kick is in Alice's discard pile
    And Alice has 3 cards in hand

  @rule:terms.place @rule:terms.play
  Scenario: A minion swapped in by Gecko Rap is placed, not played
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And Alice controls Buccaneer at Jungle Oasis
    And Alice has Gecko Rap, June, First Mate in hand
    And Alice will choose June
    When Alice plays Gecko Rap
    And Alice plays First Mate at Tortuga
    Then June is at Jungle Oasis
    And Buccaneer is in Alice's hand
    And First Mate is at Tortuga
    And June has 0 +1 power counters

  @rule:terms.place
  Scenario: Gecko Rap played as a later action puts a +1 power counter on the new minion
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And Alice has already played one action this turn
    And Alice controls Buccaneer at Jungle Oasis
    And Alice's discard pile has First Mate
    And Alice has Gecko Rap, K.C. Smith in hand
    And Alice will choose Buccaneer
    When Alice plays K.C. Smith at Tortuga
    And Alice plays Gecko Rap
    Then First Mate is at Jungle Oasis
    And First Mate has 1 +1 power counter
    And Buccaneer is in Alice's discard pile

  @rule:play.talent
  Scenario: Hokusai's Talent does nothing with fewer than two actions played, and is refused
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And Alice has already played one action this turn
    And Alice controls Hokusai at Jungle Oasis
    When Alice uses the talent of Hokusai
    Then the play is refused: not at least two actions

  @rule:play.talent
  Scenario: Hokusai's Talent after two actions places a counter at each base
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And Alice has already played two actions this turn
    And Alice controls Hokusai at Jungle Oasis
    And Bob controls Walker at Tortuga
    And Alice will choose Hokusai, Walker
    When Alice uses the talent of Hokusai
    Then Hokusai has 1 +1 power counter
    And Walker has 1 +1 power counter

  @rule:play.extra
  Scenario: Monet's ability, used instead of an action play, counts as an action played this turn
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And Alice controls Monet at Jungle Oasis
    And Alice controls Hokusai at Tortuga
    And Alice has Flip Kick in hand
    And Alice's deck is Dinghy, Cannon
    And Alice will choose Monet, Hokusai
    When Alice plays Flip Kick
    And Alice uses Monet instead of an action play
    And Alice uses the talent of Hokusai
    Then Alice has 2 cards in hand
    And Monet has 1 +1 power counter
    And Hokusai has 1 +1 power counter

  @rule:play.extra
  Scenario: Monet's ability needs an action play left
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And Alice has already played one action this turn
    And Alice controls Monet at Jungle Oasis
    And Alice's deck is Dinghy
    When Alice uses Monet instead of an action play
    Then the play is refused: no action play left

  @rule:terms.after
  Scenario: Sewer Hideout rewards the second action of the turn
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And Sewer Hideout is in play
    And Bob controls Walker at Sewer Hideout
    And Alice has Flip Kick, Swashbuckling in hand
    And Alice's deck is Dinghy
    And Alice will choose Walker
    When Alice plays Flip Kick
    And Alice plays Swashbuckling
    Then Walker has 1 +1 power counter

  @rule:resolution.order @rule:storage.storing
  Scenario: Van Gogh stores a standard action once it has resolved, instead of the discard pile
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And Alice controls Van Gogh at Jungle Oasis
    And Alice has Flip Kick in hand
    And Alice's deck is Dinghy
    And Alice will choose yes
    When Alice plays Flip Kick
    Then Flip Kick is stored under Van Gogh
    And Alice's discard pile has 0 cards
    And Alice has 1 card in hand

  @rule:scoring.me-first
  Scenario: Now You Know: Bullying's Special returns a minion from a base where Alice did not win
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And the phase is score-bases
    And Alice controls K.C. Smith at Jungle Oasis
    And Bob controls Zombie Lord at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Bob controls Grave Digger at Jungle Oasis
    And Bob controls Warbot at Jungle Oasis
    And Alice has Now You Know: Bullying in hand
    And Alice will choose Now You Know: Bullying
    When the bases score
    Then K.C. Smith is in Alice's hand
    And Now You Know: Bullying is in Alice's discard pile
    And Bob has 2 VP
