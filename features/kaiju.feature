Feature: Kaiju clarifications
  Every official clarification of the Kaiju's cards, bases and titan, as the
  engine resolves it (IDs from `smashup rulings --faction kaiju`).

  @ruling:kaiju/gorgodzolla#1
  Scenario: Gorgodzolla is played instead of the regular minion play with no minion in hand
    Given a game between Alice (Kaiju, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Alice has Stomp attached to Jungle Oasis
    And Alice has Oh, No! attached to Jungle Oasis
    And Alice has the titan Gorgodzolla set aside
    And Alice has Full Sail, Kaiju Conflict in hand
    When Alice plays Gorgodzolla at Jungle Oasis
    Then Gorgodzolla is at Jungle Oasis
    And Alice has 2 cards in hand
    And the explanation cites kaiju/gorgodzolla#1

  @ruling:kaiju/gorgodzolla#1
  Scenario: Gorgodzolla uses up the regular minion play
    Given a game between Alice (Kaiju, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Alice has Stomp attached to Jungle Oasis
    And Alice has Oh, No! attached to Jungle Oasis
    And Alice has the titan Gorgodzolla set aside
    And Alice has Buccaneer in hand
    When Alice plays Gorgodzolla at Jungle Oasis
    And Alice plays Buccaneer at Tortuga
    Then the play is refused: no minion play is left

  @ruling:kaiju/gorgodzolla#1
  Scenario: A restriction on playing minions on a base does not stop Gorgodzolla there
    # Overrun: "Other players cannot play minions on this base."
    Given a game between Alice (Kaiju, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Alice has Stomp attached to Jungle Oasis
    And Alice has Oh, No! attached to Jungle Oasis
    And Bob has Overrun attached to Jungle Oasis
    And Alice has the titan Gorgodzolla set aside
    When Alice plays Gorgodzolla at Jungle Oasis
    Then Gorgodzolla is at Jungle Oasis

  @ruling:kaiju/gorgodzolla#2
  Scenario: An action on a minion there counts toward Gorgodzolla's two actions
    Given a game between Alice (Kaiju, Ninjas) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Bob controls Walker at Jungle Oasis
    And Alice has Poison attached to Walker
    And Alice has Stomp attached to Jungle Oasis
    And Alice has the titan Gorgodzolla set aside
    When Alice plays Gorgodzolla at Jungle Oasis
    Then Gorgodzolla is at Jungle Oasis
    And the explanation cites kaiju/gorgodzolla#2

  @ruling:kaiju/gorgodzolla#2
  Scenario: Another player's actions there do not count toward Gorgodzolla's two actions
    Given a game between Alice (Kaiju, Ninjas) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Bob controls Walker at Jungle Oasis
    And Alice has Stomp attached to Jungle Oasis
    And Bob has Overrun attached to Jungle Oasis
    And Alice has the titan Gorgodzolla set aside
    When Alice plays Gorgodzolla at Jungle Oasis
    Then the play is refused: needs a base where they have two or more

  @ruling:kaiju/kaijookey#1
  Scenario: Kaijookey counts your actions on its base, not your actions on minions there
    Given a game between Alice (Kaiju, Ninjas) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Alice controls Kaijookey at Jungle Oasis
    And Bob controls Walker at Jungle Oasis
    And Alice has Poison attached to Walker
    And Alice has Stomp attached to Jungle Oasis
    And Alice has Stomp in hand
    When Alice plays Stomp at Jungle Oasis
    Then Kaijookey has power 6

  @ruling:kaiju/kaiju-island#1 @rule:terms.cancel
  Scenario: Kaiju Island's ability cancelled, the titans there all stay
    # Jammed Signal: "Play on a base. Ongoing: This base's abilities are cancelled."
    Given a game between Alice (Kaiju, Aliens) and Bob (Bear Cavalry, Robots)
    And Kaiju Island is in play
    And Tortuga is in play
    And Bob controls Major Ursa at Kaiju Island with 5 +1 power counters
    And Alice has the titan Gorgodzolla set aside
    And Alice has Kaiju Conflict, Oh No!, Jammed Signal in hand
    And Alice will choose yes, no
    When Alice plays Kaiju Conflict
    And Alice plays Oh, No! at Kaiju Island
    And Alice plays Jammed Signal on Kaiju Island
    Then Gorgodzolla is at Kaiju Island
    And Major Ursa is at Kaiju Island
    And Gorgodzolla has 1 +1 power counter
    And Alice has 3 power at Kaiju Island
    And Bob has 5 power at Kaiju Island

  @ruling:kaiju/kaiju-island#1 @rule:titans.clash
  Scenario: A titan moved to a cancelled Kaiju Island removes every weaker titan there
    Given a game between Alice (Kaiju, Aliens), Bob (Bear Cavalry, Robots) and Carol (Ninjas, Zombies)
    And Kaiju Island is in play
    And Tortuga is in play
    And Alice has Jammed Signal attached to Kaiju Island
    And Bob controls Major Ursa at Kaiju Island with 1 +1 power counter
    And Carol controls Invisible Ninja at Kaiju Island with 2 +1 power counters
    And Alice controls Gorgodzolla at Tortuga with 3 +1 power counters
    And Alice has Oh No! in hand
    When Alice plays Oh, No! at Kaiju Island
    Then Gorgodzolla is at Kaiju Island
    And Major Ursa is set aside by Bob
    And Invisible Ninja is set aside by Carol
    And the explanation cites titans.clash
    And the explanation has a step "Kaiju Island's ability is cancelled, so it keeps no titans together" citing kaiju/kaiju-island#1, terms.cancel

  @ruling:kaiju/oh-no#1
  Scenario: Gorgodzolla played by Oh, No! gets no +1 power counter and draws nothing
    Given a game between Alice (Kaiju, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Alice has the titan Gorgodzolla set aside
    And Alice has Oh No! in hand
    And Alice's deck is Stomp
    And Alice will choose yes
    When Alice plays Oh, No! at Jungle Oasis
    Then Gorgodzolla is at Jungle Oasis
    And Gorgodzolla has 0 +1 power counters
    And Alice has 0 cards in hand
    And Alice has 2 power at Jungle Oasis
    And the explanation cites kaiju/oh-no#1

  @ruling:kaiju/oh-no#1
  Scenario: Gorgodzolla moved by Oh, No! gets no +1 power counter
    Given a game between Alice (Kaiju, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Alice controls Gorgodzolla at Tortuga with 2 +1 power counters
    And Alice has Oh No! in hand
    And Alice's deck is Stomp
    When Alice plays Oh, No! at Jungle Oasis
    Then Gorgodzolla is at Jungle Oasis
    And Gorgodzolla has 2 +1 power counters
    And Alice has 4 power at Jungle Oasis

  @ruling:kaiju/tiny-priestesses#1
  Scenario: Gorgodzolla played by Tiny Priestesses gets no +1 power counter
    Given a game between Alice (Kaiju, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Alice has the titan Gorgodzolla set aside
    And Alice has Tiny Priestesses in hand
    And Alice will choose yes
    When Alice plays Tiny Priestesses at Jungle Oasis
    Then Gorgodzolla is at Jungle Oasis
    And Gorgodzolla has 0 +1 power counters
    And the explanation cites kaiju/tiny-priestesses#1

  @ruling:kaiju/tiny-priestesses#1
  Scenario: Gorgodzolla moved by Tiny Priestesses gets no +1 power counter
    Given a game between Alice (Kaiju, Pirates) and Bob (Zombies, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Alice controls Gorgodzolla at Tortuga with 2 +1 power counters
    And Alice has Tiny Priestesses in hand
    When Alice plays Tiny Priestesses at Jungle Oasis
    Then Gorgodzolla is at Jungle Oasis
    And Gorgodzolla has 2 +1 power counters
    And Alice has 5 power at Jungle Oasis

  @ruling:kaiju/there-goes-tokyo#1
  Scenario: Cards that cannot be destroyed are discarded when There Goes Tokyo destroys their base
    # General Ivan: "Ongoing: Your minions cannot be destroyed. ..."
    Given a game between Alice (Kaiju, Pirates) and Bob (Bear Cavalry, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And the base deck is Ninja Dojo
    And Alice controls Gorgodzolla at Jungle Oasis with 1 +1 power counter
    And Bob controls General Ivan at Jungle Oasis
    And Bob controls Cub Scout at Jungle Oasis
    And Alice has There Goes Tokyo in hand
    When Alice plays There Goes Tokyo
    Then General Ivan is in Bob's discard pile
    And Cub Scout is in Bob's discard pile
    And Gorgodzolla is at Tortuga
    And Gorgodzolla has 1 +1 power counter
    And Jungle Oasis is in the base discard pile
    And Ninja Dojo is in play
    And the explanation cites kaiju/there-goes-tokyo#1

  @ruling:kaiju/they-say-hes-got-to-go#1 @rule:titans.targeting
  Scenario: They Say He's Got to Go moves another player's titan
    Given a game between Alice (Kaiju, Pirates) and Bob (Bear Cavalry, Robots)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Evans City Cemetery is in play
    And Bob controls Major Ursa at Jungle Oasis with 2 +1 power counters
    And Alice controls Gorgodzolla at Tortuga
    And Alice has They Say He's Got to Go in hand
    And Alice will choose Major Ursa, Evans City Cemetery
    When Alice plays They Say He's Got to Go
    Then Major Ursa is at Evans City Cemetery
    And Major Ursa has 2 +1 power counters
    And Gorgodzolla is at Tortuga
    And the explanation cites kaiju/they-say-hes-got-to-go#1

  @ruling:kaiju/wade-through-the-buildings#1
  Scenario: Wade Through the Buildings leaves other players' actions on minions there
    Given a game between Alice (Kaiju, Pirates) and Bob (Zombies, Dinosaurs)
    And Jungle Oasis is in play
    And Tortuga is in play
    And Bob controls Walker at Jungle Oasis
    And Bob has Upgrade attached to Walker
    And Bob has Overrun attached to Jungle Oasis
    And Alice has Wade Through the Buildings in hand
    When Alice plays Wade Through the Buildings at Jungle Oasis
    Then Overrun is in Bob's discard pile
    And Upgrade is on Walker
    And Alice has 4 power at Jungle Oasis
