Feature: Conditions on a play, a count of plays and a copy
  Every card played this turn is counted for the player who played it, however it
  was played: a regular or extra play, with its Special before or after a base
  scores, on another player's turn, off the top of the deck, from the discard pile,
  or an ability used as though a card had been played. An extra play whose grant
  says what the card must be takes only a card that qualifies, and that card may
  then go only where the qualifier allows. A copy of an effect with several parts
  copies the one part its player chooses.

  # --- counting plays ------------------------------------------------------------------------

  @rule:play.special @rule:terms.after
  Scenario: An action played with its Special before a base scores is the second action of the turn
    # Full Sail is played in the Score Bases phase: Sewer Hideout counts it.
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And Sewer Hideout is in play
    And Jungle Oasis is in play
    And Bob controls Walker at Sewer Hideout
    And Alice controls Buccaneer at Jungle Oasis
    And Alice controls Buccaneer at Jungle Oasis
    And Alice controls Cut Lass at Jungle Oasis
    And Alice has Swashbuckling, Full Sail in hand
    And Alice will choose Full Sail, pass, Walker
    When Alice plays Swashbuckling
    And the bases score
    Then Walker has 1 +1 power counter
    And Full Sail is in Alice's discard pile

  @rule:play.special @rule:terms.after
  Scenario: An action played with its Special after a base scores is the second action of the turn
    # Bob wins Jungle Oasis; Alice answers with Now You Know Bullying, her second action.
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And Sewer Hideout is in play
    And Jungle Oasis is in play
    And Bob controls Walker at Sewer Hideout
    And Bob controls Warbot at Jungle Oasis
    And Bob controls Warbot at Jungle Oasis
    And Bob controls Zombie Lord at Jungle Oasis
    And Alice controls Cut Lass at Jungle Oasis
    And Alice has Swashbuckling, Now You Know Bullying in hand
    And Alice will choose Now You Know Bullying, Cut Lass, Walker
    When Alice plays Swashbuckling
    And the bases score
    Then Walker has 1 +1 power counter
    And Cut Lass is in Alice's hand

  @rule:play.special
  Scenario: An action played on another player's turn is the first action its player has played this turn
    # Alice has played an action this turn; Bob's action is still his first, so he plays an extra one.
    Given a game between Alice (Pirates, Ninjas) and Bob (Adolescent Epic Geckos, Robots)
    And Jungle Oasis is in play
    And Alice has already played one action this turn
    And Bob controls Zapbot at Jungle Oasis
    And Bob has The Master's Teachings, Tech Center in hand
    And Bob will choose Tech Center
    When Bob uses a Special to play The Master's Teachings on Alice's turn
    Then Zapbot has 2 +1 power counters
    And Tech Center is in Bob's discard pile

  @rule:play.extra
  Scenario: A minion played from the discard pile is a minion played this turn
    # They Keep Coming's Warbot comes first, so Microbot Fixer is not the first minion: no extra minion.
    Given a game between Alice (Zombies, Robots) and Bob (Pirates, Ninjas)
    And Jungle Oasis is in play
    And Alice's discard pile has Warbot
    And Alice has They Keep Coming, Microbot Fixer, Zapbot in hand
    When Alice plays They Keep Coming
    And Alice plays Warbot at Jungle Oasis
    And Alice plays Microbot Fixer at Jungle Oasis
    And Alice plays Zapbot at Jungle Oasis
    Then the play is refused: Alice cannot play Zapbot: no minion play is left this turn.

  @ruling:robots/hoverbot#1 @rule:off-the-top.counts-as
  Scenario: A minion played off the top of the deck is a minion played this turn
    # Killer Queen: "choose another minion you played this turn": the Zapbot Hoverbot revealed is one.
    Given a game between Alice (Giant Ants, Robots) and Bob (Pirates, Ninjas)
    And Jungle Oasis is in play
    And Alice controls Killer Queen at Jungle Oasis
    And Alice has Hoverbot in hand
    And Alice's deck is Zapbot, Warbot
    And the position:
      """
      choices:
        - "Alice: Zapbot"
        - "Alice: place a +1 power counter on Killer Queen and another minion you played this turn"
        - "Alice: Zapbot"
      """
    When Alice plays Hoverbot at Jungle Oasis
    And Alice uses the talent of Killer Queen
    Then Zapbot has 1 +1 power counter
    And Killer Queen has 1 +1 power counter

  @rule:burying.uncover
  Scenario: A minion uncovered at the start of the turn is a minion played this turn
    # Microbot Fixer: "If this is the first minion you played this turn, you may play an extra
    # minion." The Warbot uncovered at the start of Alice's turn was played first.
    Given a game between Alice (Ancient Egyptians, Robots) and Bob (Zombies, Pirates)
    And the phase is start-turn
    And Jungle Oasis is in play
    And Alice has buried Warbot beside Jungle Oasis
    And Alice has Microbot Fixer, Zapbot in hand
    And Alice will choose Warbot
    When Alice plays Microbot Fixer at Jungle Oasis
    And Alice plays Zapbot at Jungle Oasis
    Then the play is refused: Alice cannot play Zapbot: no minion play is left this turn.
    And the explanation says "Alice plays Warbot at Jungle Oasis (uncovered: played as an extra card)"

  @rule:terms.after
  Scenario: An ability used as though an action were played counts as an action played
    # Monet: "you may instead draw a card and trigger all abilities as though you had played an
    # action"; Flip Kick was the first action, so Monet's is the second: Sewer Hideout counts it.
    Given a game between Alice (Adolescent Epic Geckos, Pirates) and Bob (Zombies, Robots)
    And Sewer Hideout is in play
    And Bob controls Walker at Sewer Hideout
    And Alice controls Monet at Sewer Hideout
    And Alice has Flip Kick in hand
    And Alice's deck is Dinghy, Cannon
    And Alice will choose Walker
    When Alice plays Flip Kick
    And Alice uses the talent of Monet
    Then Walker has 1 +1 power counter

  # --- qualifiers of extra plays -------------------------------------------------------------

  @rule:play.extra-qualifiers
  Scenario: A card that does not meet an extra play's qualifier is refused, with the qualifier
    Given a game between Alice (Robots, Aliens) and Bob (Zombies, Ninjas)
    And Jungle Oasis is in play
    And Alice has Zapbot, Warbot in hand
    When Alice plays Zapbot at Jungle Oasis
    And Alice plays Warbot at Jungle Oasis
    Then the play is refused: Alice cannot play Warbot: no play fits (extra minion of power 2 or less: it requires power 2 or less).
    And the refusal cites play.extra-qualifiers
    And the refusal cites robots/zapbot

  @rule:play.extra-qualifiers
  Scenario: A card that meets the qualifier may not go where the qualifier forbids
    # Outbreak: "Play an extra minion on a base where you have no minions." Any minion qualifies,
    # but not at Jungle Oasis, where Alice has minions: the regular play was used there.
    Given a game between Alice (Zombies, Pirates) and Bob (Robots, Ninjas)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Alice controls First Mate at Jungle Oasis
    And Alice has Outbreak, Buccaneer, Cut Lass in hand
    When Alice plays Outbreak
    And Alice plays Buccaneer at Jungle Oasis
    And Alice plays Cut Lass at Jungle Oasis
    Then the play is refused: Alice cannot play Cut Lass: no play fits (extra minion on a base where you have no minions: it must go to a base where you have no minions).
    And the refusal cites play.extra-qualifiers
    And the refusal cites zombies/outbreak

  @rule:play.extra-qualifiers @rule:terms.directly-affects
  Scenario: An extra action that must directly affect a minion is offered only if it can, and is played on it
    # Aramis: "you may play an action that directly affects this minion as an extra action".
    # High Speed Chase is played on a base and Smart Set-Up on another player's minion: neither
    # can directly affect Aramis, so neither is offered.
    Given a game between Alice (World Champs, Pirates) and Bob (Zombies, Robots)
    And Alice controls Aramis at Jungle Oasis
    And Alice controls Buccaneer at Jungle Oasis
    And Alice has It's Blitzin' Time!, High Speed Chase, Smart Set-Up, Bewitched in hand
    And Alice will choose Aramis, High Speed Chase
    When Alice plays It's Blitzin' Time!
    Then the play is refused: Scripted choice 'High Speed Chase' matches no option when Alice must choose a card for the extra action play: that directly affects Aramis. Legal options: Bewitched (Alice's hand); keep it for later; pass.

  @rule:play.extra-qualifiers @rule:terms.directly-affects
  Scenario: The extra action that must directly affect a minion goes on that minion
    Given a game between Alice (World Champs, Pirates) and Bob (Zombies, Robots)
    And Alice controls Aramis at Jungle Oasis
    And Alice controls Buccaneer at Jungle Oasis
    And Alice has It's Blitzin' Time!, Bewitched in hand
    And Alice will choose Aramis, Bewitched
    When Alice plays It's Blitzin' Time!
    Then Bewitched is on Aramis
    And Aramis has power 10
    And Buccaneer has power 4

  @rule:resolution.hand-responses @rule:play.special
  Scenario: An ability used as though an action were played reaches what answers a played action from the hand (Monet, Eh?)
    # Monet: "Any time you can play an action, you may instead draw a card and trigger all abilities
    # as though you had played an action." Eh?: "After you play your first action in a turn, you may
    # play this card as an extra action."
    Given a game between Alice (Adolescent Epic Geckos, World Champs) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Alice controls Monet at Jungle Oasis
    And Alice controls Sheriff at Jungle Oasis
    And Alice has Eh? in hand
    And Alice's deck is Aramis
    And Alice will choose Eh?, Sheriff, no
    When Alice uses the talent of Monet
    Then Sheriff has power 6
    And Eh? is in Alice's discard pile
    And Aramis is in Alice's hand
    And the explanation has a step "Alice plays Eh? (using its Special, in answer to Alice's use of Monet)." citing resolution.hand-responses, adolescent-epic-geckos/monet

  # --- copying one part of an effect ---------------------------------------------------------

  @ruling:disco-dancers/diva#1
  Scenario: A copier's player is offered the parts of an effect with several parts
    # Fast as Lightning: "it gains +2 power, and if it would go to the discard pile it is
    # returned to its owner's hand instead". The Diva's player chooses one part as it is played.
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Jungle Oasis is in play
    And Alice controls Disco Lou at Jungle Oasis
    And Alice controls Diva at Jungle Oasis
    And Alice has Fast as Lightning in hand
    And Alice will choose Disco Lou, yes, both
    When Alice plays Fast as Lightning
    Then the play is refused: Scripted choice 'both' matches no option when Alice must choose the part of Fast as Lightning's effect on Disco Lou that Diva copies. Legal options: +2 power; return to hand.

  @ruling:disco-dancers/diva#1
  Scenario: The part the copier's player chooses is the one copied, though it happens later
    Given a game between Alice (Disco Dancers, Kung Fu Fighters) and Bob (Ninjas, Robots)
    And Jungle Oasis is in play
    And Alice controls Disco Lou at Jungle Oasis
    And Alice controls Diva at Jungle Oasis
    And Alice has Fast as Lightning in hand
    And Alice will choose Disco Lou, yes, return to hand
    When Alice plays Fast as Lightning
    Then Disco Lou has power 6
    And Diva has power 3
    And the explanation says "Diva copies the effect of Fast as Lightning on Disco Lou: Diva (Alice, Jungle Oasis) is affected the same way."
