"""The rules engine: game state, turn and scoring procedures, effects, choices.

Card abilities live in ``smashup_rules.cards`` and are found by the registry;
this package never imports a faction module by name. Nothing is re-exported
here so that importing one module stays cheap; the public entry points are:

* ``resolve.new_game(position, chooser)`` / ``resolve.resolve_position(...)`` /
  ``resolve.apply_play(game, play_spec)`` — build a game from a
  ``position.Position`` and resolve its plays;
* ``setup.state_from_position(position)`` — the state alone;
* ``turn.start_turn`` / ``finish_turn`` / ``draw_phase`` / ``end_turn``,
  ``scoring.score_bases_phase``, ``play.play_card`` / ``talents.use_talent`` — phases
  and plays on a running ``game.Game``;
* ``game.Game.log`` — the ``events.Event`` list, each with its ``cites``;
* ``power.power_breakdown`` / ``player_power_at`` / ``total_power_at``;
* ``choices.ScriptedChooser`` / ``RandomChooser`` / ``explore`` — deciders;
* ``registry.default_registry().coverage()`` — implemented cards per faction.
"""
