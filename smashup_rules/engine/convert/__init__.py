"""A board position and a game state, each made from the other: ``to_state`` builds the state a position describes (and a new game's bases), ``to_position`` writes a state back as a position."""
