"""What a ``State`` keeps of its board so that the questions asked on every event stay cheap.

The simulator asks who listens, who protects and what is in play hundreds of thousands of
times a game (docs/architecture.md, "Simulation speed"); walking the zones each time cost
more than the rules themselves. The answers are kept here until a card moves or is created:
``State.relocate`` and ``State.create`` say so, and the State's queries (``cards_in_play``,
``in_play_among``, ``in_play_with`` ...) fill what they find empty. Nothing here is the
board: filled or not, it says nothing the zones do not, so neither a saved position nor a
merge key (``outcomes.state_key``) holds it.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.engine.state import CardInstance


class BoardIndex:
    """The kept answers of one State's queries; None (or empty) until asked again."""

    __slots__ = ("by_card_id", "table", "at_bases", "table_places", "among", "having", "in_game", "checked_in_play", "aside", "titan_zones")

    def __init__(self) -> None:
        # Every card of the game by card id, in creation order: only setup creates cards, so
        # this is never forgotten.
        self.by_card_id: dict[str, list[CardInstance]] = {}
        self.table: list[CardInstance] | None = None  # cards_in_play
        self.at_bases: list[CardInstance] | None = None  # the cards at the bases in play, in table order
        self.table_places: dict[str, int] | None = None  # instance id → its place in ``table``
        self.among: dict[frozenset[str], tuple[CardInstance, ...]] = {}  # in_play_among, by the card ids asked
        self.having: dict[frozenset[str], tuple[CardInstance, ...]] = {}  # in_play_with, by the ability ids asked
        self.in_game: dict[frozenset[str], frozenset[str]] = {}  # in_game, until a card is created
        self.checked_in_play = False  # check_implemented_in_play found nothing
        self.aside: list[CardInstance] | None = None  # set_aside_titans
        self.titan_zones: tuple[int, list[str]] = (0, [])  # the "titans:" zone keys, when there were so many zones

    def created(self, card: CardInstance) -> None:
        """A card came into the game."""
        self.by_card_id.setdefault(card.card_id, []).append(card)
        self.in_game.clear()
        self.moved()

    def moved(self) -> None:
        """A card moved from or to the table: what is in play must be looked at afresh."""
        self.table = None
        self.at_bases = None
        self.table_places = None
        self.among.clear()
        self.having.clear()
        self.checked_in_play = False
        self.aside = None

    def titans_moved(self) -> None:
        """A titan was set aside or left a titans zone: only the titans set aside change (and
        they are checked with the table, ``check_implemented_in_play``)."""
        self.aside = None
        self.checked_in_play = False
