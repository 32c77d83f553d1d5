Feature: Steampunks clarifications
  Every official clarification of the Steampunks' cards and bases, as the
  engine resolves it (IDs from `smashup rulings --faction steampunks`).

  Background:
    Given a game between Alice (Steampunks, Pirates) and Bob (Ninjas, Dinosaurs)
    And Jungle Oasis is in play
    And Evans City Cemetery is in play
    And the base deck is Tortuga

  @ruling:steampunks/aggromotive#1
  Scenario: Aggromotive adds 5 to its player's total there, not to a minion, on another player's turn too
    Given it is Bob's turn
    And Alice controls Captain Ahab at Jungle Oasis
    And Alice has Aggromotive attached to Jungle Oasis
    Then Alice has 7 power at Jungle Oasis
    And Captain Ahab has power 2

  @ruling:steampunks/aggromotive#1
  Scenario: Aggromotive's +5 does not protect a minion from a "less power" destruction
    # Natural Selection: "Choose one of your minions on a base. Destroy a minion there with less power than yours."
    Given it is Bob's turn
    And Alice controls Captain Ahab at Jungle Oasis
    And Alice has Aggromotive attached to Jungle Oasis
    And Bob controls Laseratops at Jungle Oasis
    And Bob has Natural Selection in hand
    When Bob plays Natural Selection
    Then Captain Ahab is in Alice's discard pile
    And Alice has 0 power at Jungle Oasis

  @ruling:steampunks/escape-hatch#1
  Scenario: A minion that Escape Hatch returns to hand is not destroyed, so Field of Honor gives no VP
    Given it is Bob's turn
    And Field of Honor is in play
    And Alice controls Captain Ahab at Field of Honor
    And Alice has Escape Hatch attached to Field of Honor
    And Bob has Laseratops in hand
    And Bob will choose Captain Ahab
    When Bob plays Laseratops at Field of Honor
    Then Captain Ahab is in Alice's hand
    And Bob has 0 VP
    And the explanation cites steampunks/escape-hatch#1

  @ruling:steampunks/escape-hatch#1
  Scenario: Without Escape Hatch the same destruction at Field of Honor gives 1 VP
    Given it is Bob's turn
    And Field of Honor is in play
    And Alice controls Captain Ahab at Field of Honor
    And Bob has Laseratops in hand
    And Bob will choose Captain Ahab
    When Bob plays Laseratops at Field of Honor
    Then Captain Ahab is in Alice's discard pile
    And Bob has 1 VP

  @ruling:steampunks/ornate-dome#1
  Scenario: Ornate Dome destroys other players' actions on the base, not those on minions there
    Given Alice controls Steam Man at Jungle Oasis
    And Bob controls Laseratops at Jungle Oasis
    And Bob has Infiltrate attached to Jungle Oasis
    And Bob has Upgrade attached to Laseratops
    And Alice has Ornate Dome in hand
    When Alice plays Ornate Dome on Jungle Oasis
    Then Infiltrate is in Bob's discard pile
    And Upgrade is on Laseratops
    And Laseratops has power 6

  @ruling:steampunks/ornate-dome#1
  Scenario: Ornate Dome does not stop other players playing actions on minions at its base
    Given it is Bob's turn
    And Alice controls Steam Man at Jungle Oasis
    And Alice has Ornate Dome attached to Jungle Oasis
    And Bob has Poison in hand
    When Bob plays Poison on Steam Man
    Then Poison is on Steam Man
    And Steam Man has power 0
    And the explanation has a step "does not apply after Poison is played: it forbids only other players' actions played on this base" citing steampunks/ornate-dome#1

  @ruling:steampunks/ornate-dome#1
  Scenario: Ornate Dome does not block an action that targets its base without being played on it (Rampage)
    Given it is Bob's turn
    And Alice controls Steam Man at Jungle Oasis
    And Bob controls Laseratops at Jungle Oasis
    And Alice has Ornate Dome attached to Jungle Oasis
    And Bob has Rampage in hand
    When Bob plays Rampage
    Then the breakpoint of Jungle Oasis is 8
    And Rampage is in Bob's discard pile

  @ruling:steampunks/ornate-dome#1
  Scenario: Ornate Dome stops other players playing actions on its base
    Given it is Bob's turn
    And Alice controls Steam Man at Jungle Oasis
    And Alice has Ornate Dome attached to Jungle Oasis
    And Bob has Infiltrate in hand
    When Bob plays Infiltrate on Jungle Oasis
    Then the play is refused: Bob cannot play Infiltrate at Jungle Oasis: Ornate Dome forbids it.

  @ruling:steampunks/steam-man#1
  Scenario: Steam Man has +1 power, not +2, with two of its player's actions on its base
    Given Alice controls Steam Man at Jungle Oasis
    And Alice has Escape Hatch attached to Jungle Oasis
    And Alice has Zeppelin attached to Jungle Oasis
    Then Steam Man has power 4
