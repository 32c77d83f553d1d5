Feature: Explanations that say why
  An explanation is the game's log. Where an ability a reader would expect does not
  happen, a step says so and why (once per turn, buried, read as a Talent, nothing to
  act on); the check made again after a base scores is a step; a Special played or
  used from the hand in answer to something is a step of its own; and the helpers
  that apply a rule (control, titans' counters, buried cards, ownership of Madness,
  protection, a card held by a player who does not own it) cite it where they apply it.

  Background:
    Given Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @ruling:cthulhu/altar-to-cthulhu#1
  Scenario: Altar to Cthulhu's second use in a turn does not happen, citing its errata and ruling
    Given a game between Alice (Minions of Cthulhu, Killer Plants) and Bob (Zombies, Robots)
    And Alice has Altar to Cthulhu attached to Jungle Oasis
    And Alice has Servitor of Cthulhu, Insta-Grow, Servitor of Cthulhu in hand
    When Alice plays Servitor of Cthulhu at Jungle Oasis
    And Alice plays Insta-Grow
    And Alice plays Servitor of Cthulhu at Jungle Oasis
    Then the explanation has a step "Altar to Cthulhu (Alice, Jungle Oasis) does not trigger after Servitor of Cthulhu is played: once per turn, and already used this turn" citing errata:minions-of-cthulhu/altar-to-cthulhu, cthulhu/altar-to-cthulhu#1

  @rule:conflict.servitor-talent @rule:play.talent
  Scenario: An ability the engine reads as a Talent does not happen as its card is played, and a step says so
    Given a game between Alice (Minions of Cthulhu, Killer Plants) and Bob (Zombies, Robots)
    And Alice has Servitor of Cthulhu in hand
    When Alice plays Servitor of Cthulhu at Jungle Oasis
    Then Servitor of Cthulhu is at Jungle Oasis
    And the explanation has a step "Servitor of Cthulhu's ability does not happen as it is played: it is read as a Talent" citing conflict.servitor-talent, play.talent

  @ruling:pirates/tortuga#1 @rule:terms.after
  Scenario: An after-scoring ability with nothing to act on is said to do nothing
    # Only Alice is ranked at Tortuga: there is no runner-up to move a minion to the new base.
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Zombies, Robots)
    And Tortuga is in play
    And the base deck is Ninja Dojo
    And Alice controls King Rex at Tortuga with 14 +1 power counters
    And Bob controls Walker at Evans City Cemetery
    When the bases score
    Then Alice has 4 VP
    And Walker is at Evans City Cemetery
    And the explanation has a step "Tortuga does nothing after Tortuga is replaced: there was nothing for it to act on" citing pirates/tortuga, pirates/tortuga#1

  @rule:burying.status
  Scenario: A buried card's ability does not trigger, and a step says why
    Given a game between Alice (Pirates, Ancient Egyptians) and Bob (Zombies, Robots)
    And Alice has buried First Mate beside Jungle Oasis
    And Alice controls Buccaneer at Jungle Oasis with 8 +1 power counters
    When the bases score
    Then First Mate is in Alice's discard pile
    And the explanation has a step "First Mate (buried by Alice, Jungle Oasis) does not trigger after Jungle Oasis scores: it is buried" citing pirates/first-mate, burying.status

  @rule:scoring.rescan @rule:scoring.eligible
  Scenario: After a base scores, the check made again that finds no other eligible base is a step
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Zombies, Robots)
    And Alice controls King Rex at Jungle Oasis with 5 +1 power counters
    And Bob controls Walker at Evans City Cemetery
    When the bases score
    Then Alice has 2 VP
    And the explanation has a step "No other base scores: checked again, none has reached its breakpoint (Tortuga 0/21; Evans City Cemetery 2/20)" citing scoring.rescan, scoring.eligible

  @rule:scoring.eligible
  Scenario: With no base eligible at the first check, no re-check step is added
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Zombies, Robots)
    And Bob controls Walker at Evans City Cemetery
    When the bases score
    Then the explanation says "No base has reached its breakpoint."
    And the explanation does not say "checked again"

  @rule:play.control @rule:terms.control
  Scenario: A minion another player owns counts for its controller, and the VP step cites control
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Zombies, Robots)
    And Alice controls Walker at Jungle Oasis with 10 +1 power counters owned by Bob
    When the bases score
    Then Alice has 2 VP
    And the explanation has a step "Alice is 1st at Jungle Oasis" citing play.control, terms.control
    And the explanation has a step "Jungle Oasis scores" citing play.control

  @rule:titans.power @rule:conflict.titan-counters
  Scenario: A titan's +1 power counters count for its controller, and the steps that read them cite it
    # King Rex 7 + 10 = 17 and Major Ursa's 3 counters: 20, Evans City Cemetery's breakpoint.
    Given a game between Alice (Dinosaurs, Innsmouth) and Bob (Bear Cavalry, Robots)
    And Alice controls King Rex at Evans City Cemetery with 10 +1 power counters
    And Bob controls Major Ursa at Evans City Cemetery with 3 +1 power counters
    When the bases score
    Then Bob has 3 VP
    And the explanation has a step "Bob is 2nd at Evans City Cemetery" citing titans.power, conflict.titan-counters
    And the explanation has a step "Evans City Cemetery scores (total power 20" citing titans.power, conflict.titan-counters

  @rule:burying.scoring @rule:scoring.presence
  Scenario: A player with only buried cards at a scoring base is not ranked, and a step says why
    Given a game between Alice (Pirates, Dinosaurs) and Bob (Ancient Egyptians, Robots)
    And Bob has buried Warbot beside Jungle Oasis
    And Alice controls King Rex at Jungle Oasis with 5 +1 power counters
    When the bases score
    Then Alice has 2 VP
    And Bob has 0 VP
    And the explanation has a step "Bob is not ranked at Jungle Oasis: 1 buried card beside it gives no power or presence" citing burying.scoring, scoring.presence

  @rule:titans.power @rule:scoring.presence
  Scenario: A titan without counters gives its controller no presence, and a step says why
    Given a game between Alice (Dinosaurs, Innsmouth) and Bob (Bear Cavalry, Robots)
    And Alice controls King Rex at Jungle Oasis with 5 +1 power counters
    And Bob controls Major Ursa at Jungle Oasis
    When the bases score
    Then Bob has 0 VP
    And the explanation has a step "Bob is not ranked at Jungle Oasis: Major Ursa, a titan and not a minion, gives no power there" citing titans.power, scoring.presence

  @rule:madness.ownership @rule:play.leave-play-owner
  Scenario: A Madness card goes to its controller's discard pile, citing who owns a Madness card
    Given a game between Alice (Minions of Cthulhu, Pirates) and Bob (Zombies, Robots)
    And Alice has Madness in hand
    And Alice's deck is Buccaneer, First Mate
    And Alice will choose draw two cards
    When Alice plays Madness
    Then Madness is in Alice's discard pile
    And the explanation has a step "Madness has resolved and goes to Alice's discard pile" citing madness.ownership

  @ruling:pirates/powderkeg#1 @rule:terms.cannot-be-destroyed
  Scenario: A destruction prevented cites the rule on protection, not only "affect"
    Given a game between Alice (Pirates, Robots) and Bob (Zombies, Dinosaurs)
    And Alice controls Warbot at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Powderkeg in hand
    And Alice will choose Warbot
    When Alice plays Powderkeg
    Then Warbot is at Jungle Oasis
    And Walker is in Bob's discard pile
    And the explanation has a step "cannot be destroyed by Powderkeg: Warbot protects it" citing terms.cannot-be-destroyed, terms.destroy, robots/warbot

  @ruling:oops/vikings#1 @rule:play.leave-play-owner
  Scenario: A card placed in another player's hand keeps its owner, citing the ruling on cards held but not owned
    Given a game between Alice (World Champs, Pirates) and Bob (Zombies, Robots)
    And Alice has Akye the Turtle, Buccaneer in hand
    And Alice will choose yes, Buccaneer
    When Alice plays Akye the Turtle at Jungle Oasis
    Then Buccaneer is in Bob's hand
    And the explanation has a step "Buccaneer is placed from Alice's hand into Bob's hand (Alice still owns it)" citing oops/vikings#1, play.leave-play-owner

  @ruling:sheep/hello-dolly#1 @rule:resolution.hand-responses
  Scenario: A Special played from the hand in answer to another player's card is announced as a play
    Given a game between Alice (Sheep, Pirates) and Bob (Zombies, Robots)
    And it is Bob's turn
    And Bob has Grave Robbing in hand
    And Bob's discard pile has Walker
    And Alice has Hello Dolly in hand
    And Alice will choose Hello Dolly
    When Bob plays Grave Robbing
    Then the explanation has a step "Alice plays Hello, Dolly! (using its Special, in answer to Grave Robbing" citing play.special, resolution.hand-responses

  @ruling:cowboys/dynamite-surprise#1 @rule:play.special
  Scenario: A Special used from the hand when its holder's hand is looked at is a step of its own
    Given a game between Alice (Cowboys, Pirates) and Bob (Aliens, Robots)
    And it is Bob's turn
    And Bob controls Invader at Jungle Oasis
    And Alice has Dynamite Surprise, Gunfighter in hand
    And Bob has Probe in hand
    When Bob plays Probe
    Then Invader is in Bob's discard pile
    And the explanation has a step "Alice uses the Special of Dynamite Surprise from their hand in answer, as a card of Bob's looks at or reveals cards in Alice's hand" citing play.special, cowboys/dynamite-surprise#1

  # --- every number and every chooser cites what makes it count (the citation audit) ----------

  @rule:titans.power @rule:titans.clash @rule:conflict.titan-counters
  Scenario: A titan's +1 power counters counted in a clash cite the rule that makes them count
    Given a game between Alice (Dinosaurs, Innsmouth) and Bob (Bear Cavalry, Robots)
    And it is Bob's turn
    And Alice controls Dagon at Jungle Oasis with 2 +1 power counters
    And Bob controls Warbot at Jungle Oasis
    And Bob has the titan Major Ursa set aside
    When Bob plays Major Ursa at Jungle Oasis
    Then the explanation has a step "Clash of the titans at Jungle Oasis: Bob has 4 power there, Alice has 2" citing titans.power, conflict.titan-counters, counters.power, robots/warbot

  @rule:scoring.presence @rule:power.minimum-zero @rule:scoring.vp-places
  Scenario: A player 3rd with 0 power, a minion at the minimum of 0, cites presence and the minimum
    # Poison: "This minion has -4 power. (Minions have minimum power of 0.)"
    Given a game between Alice (Ninjas, Robots), Bob (Zombies, Dinosaurs) and Carol (Pirates, Aliens)
    And The Grey Opal is in play
    And the phase is score-bases
    And Alice controls Warbot at The Grey Opal with 10 +1 power counters
    And Bob controls King Rex at The Grey Opal
    And Carol controls Collector at The Grey Opal
    And Alice has Poison attached to Collector
    And Bob will choose pass
    And Carol will choose pass
    When the bases score
    Then Carol has 1 VP
    And the explanation has a step "Carol is 3rd at The Grey Opal with 0 power: 1 VP." citing scoring.vp-places, scoring.presence, power.minimum-zero, ninjas/poison

  @rule:terms.a-minion
  Scenario: Who may be chosen by "a minion" cites what "a minion" takes in
    # Seeing Stars: "Destroy a minion of power 3 or less."
    Given a game between Alice (Ninjas, Robots) and Bob (Zombies, Pirates)
    And Alice controls Zapbot at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Seeing Stars in hand
    And Alice will choose Walker
    When Alice plays Seeing Stars
    Then Walker is in Bob's discard pile
    And the explanation has a step "Alice chooses Walker" citing terms.a-minion, ninjas/seeing-stars

  @rule:terms.other-players @rule:madness.deck
  Scenario: Who draws Madness by "each other player" cites who the other players are
    # Insanity: "Each other player draws two Madness cards. Place this action in the box."
    Given a game between Alice (Elder Things, Pirates), Bob (Zombies, Robots) and Carol (Ninjas, Aliens)
    And Alice has Insanity in hand
    When Alice plays Insanity
    Then Bob has 2 cards in hand
    And Carol has 2 cards in hand
    And Alice has 0 cards in hand
    And the explanation has a step "Bob draws 2 Madness cards" citing terms.other-players, elder-things/insanity

  @rule:play.extra @rule:terms.extra
  Scenario: A Microbot Fixer played as the second minion says why it gives no extra minion
    # Microbot Fixer: "If this is the first minion you played this turn, you may play an extra minion."
    Given a game between Alice (Robots, Pirates) and Bob (Zombies, Ninjas)
    And Alice has Zapbot, Microbot Fixer in hand
    When Alice plays Zapbot at Jungle Oasis
    And Alice plays Microbot Fixer at Jungle Oasis
    Then the explanation has a step "Microbot Fixer gives no extra minion: Microbot Fixer is not the first minion Alice played this turn (Zapbot was)." citing robots/microbot-fixer

  @rule:play.special @rule:scoring.me-first
  Scenario: An Overrun that forbids Shinobi's Special before scoring says so
    # Overrun: "Ongoing: Other players cannot play minions on this base." Shinobi: "Special:
    # Before a base scores, you may play this minion there."
    Given a game between Alice (Ninjas, Robots) and Bob (Zombies, Pirates)
    And the phase is score-bases
    And Bob controls Walker at Jungle Oasis with 10 +1 power counters
    And Bob has Overrun attached to Jungle Oasis
    And Alice has Shinobi in hand
    When the bases score
    Then Shinobi is in Alice's hand
    And the explanation has a step "Alice cannot play Shinobi with its Special before Jungle Oasis scores: Overrun forbids Alice to play minions there." citing ninjas/shinobi, zombies/overrun, play.special

  @rule:duels.outcome @rule:terms.printed-power @rule:counters.power
  Scenario: The powers a duel compares cite printed power, the counters and the cards that change them
    # Pinkerton: "Once per duel, when one of your minions is in a duel, you may place a +1 power counter on it."
    Given a game between Alice (Cowboys, Pirates) and Bob (Zombies, Robots)
    And Alice controls Gunfighter at Jungle Oasis
    And Alice controls Pinkerton at Evans City Cemetery
    And Bob controls Walker at Jungle Oasis
    And Alice has High Noon in hand
    And Alice will choose Gunfighter
    When Alice plays High Noon
    Then the explanation has a step "Gunfighter (Alice, Jungle Oasis) has power 4 (printed power 3, 1 +1 power counter)" citing duels.outcome, terms.printed-power, counters.power
