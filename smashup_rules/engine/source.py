"""Where an effect comes from: the card whose ability mandates it, the player it acts for, and
what its steps cite.

Effect primitives and procedures take a ``Source`` (or None, for a rule's own effect): it is
all they read of the ability behind them, whose credit goes to that player (terms.affect).
The card API's contexts are sources (``view.BoardView``, the base of every view and context, derives from this), so a card hands
its context on as it is; a decision an effect must ask goes through the ``Game`` it is given.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.engine.state import CardInstance


class Source:
    """``card``'s ability, acting for ``player`` ("you": its controller by default).

    Not a ``Record``: sources are told apart by identity, never by value (``effects.copyable``
    knows its own primitive's source among equal ones), and contexts built on it stay hashable."""

    __slots__ = ("card", "player", "extra_cites")

    def __init__(self, card: CardInstance, player: str | None = None, extra_cites: tuple[str, ...] = ()):
        self.card = card
        self.player = player or card.controller
        self.extra_cites = extra_cites  # the clarifications and rules that decide its steps, beside the card

    @property
    def cites(self) -> tuple[str, ...]:
        """What each step of this ability cites: the card, then ``extra_cites``."""
        return (self.card.card_id, *self.extra_cites)

    def citing(self, *sources: str) -> Source:
        """The same ability, whose steps also cite ``sources``."""
        return Source(self.card, self.player, (*self.extra_cites, *sources))
