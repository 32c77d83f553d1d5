"""Where a card is: the names of the zones (``State.zones`` keys) and the questions asked of them.

A zone is a short string, ``place`` or ``place:holder``: ``hand:Alice`` (a player's hand, deck,
discard pile, titans set aside or cards in stasis), ``at:c3`` (the cards at the base ``c3``),
``on:c9`` (the actions attached to ``c9``), ``under:c9`` (stored under it), ``buried:c3``
(buried beside the base ``c3``), or a shared one (``bases``, ``base-deck``, ``madness-deck``,
``box``, ``resolving`` ...). Code asks these helpers rather than comparing strings, so the
spelling of a zone is decided here only.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from smashup_rules.engine.state import CardInstance

BASES = "bases"  # the bases in play, in table order
BASE_DECK = "base-deck"
BASE_DISCARD = "base-discard"
BOX = "box"  # out of the game
RESOLVING = "resolving"  # the action being played, while its ability resolves
REVEALED = "revealed"  # revealed cards waiting for the ability that revealed them
SET_ASIDE = "set-aside"  # set-aside cards waiting for the ability that set them aside

# What ``place`` says of a player's zone ("hand:Alice" is a HAND), also the ``from_zone`` of a
# play allowance and the ``origin`` of a play.
HAND, DECK, DISCARD, TITANS, STASIS = "hand", "deck", "discard", "titans", "stasis"
# What ``place`` says of a zone a card holds: at a base, on a card, under it, beside a base.
AT, ON, UNDER, BURIED = "at", "on", "under", "buried"

NO_OWNER_GROUPS = ("monsters", "treasures")  # terms.owner: these cards have no owner
NO_OWNER_PILES = ("monsters-deck", "monsters-discard", "treasures-deck", "treasures-discard")
SHARED_DECKS = ("madness", "monsters", "treasures")
# A position gives the Madness deck as a count, without refs: a reference to one of its cards
# names its place there ("madness-deck@0").
MADNESS_DECK = "madness-deck"
TRANSIENT_ZONES = (REVEALED, SET_ASIDE, RESOLVING)
PLAYER_ZONES = (HAND, DECK, DISCARD, TITANS, STASIS)  # "hand:<player>" ...: the player holds what is there
PILES = (HAND, DECK, DISCARD)  # a player's hand, deck and discard pile: where cards come from and go
SHARED_ZONES = (
    BASES,
    BASE_DECK,
    BASE_DISCARD,
    *(f"{deck}-{pile}" for deck in SHARED_DECKS for pile in ("deck", "discard")),
    BOX,
    *TRANSIENT_ZONES,
)

# How the zones of each kind begin: ``place`` and a colon.
HAND_PREFIX, DECK_PREFIX, DISCARD_PREFIX, TITANS_PREFIX, STASIS_PREFIX = (f"{kind}:" for kind in PLAYER_ZONES)
AT_PREFIX, ON_PREFIX, UNDER_PREFIX, BURIED_PREFIX = (f"{kind}:" for kind in (AT, ON, UNDER, BURIED))
# Beside a base, under a card or in stasis: in no hand, deck or discard pile, yet still a
# player's (conflict.madness-count, stasis.status).
HELD_ASIDE = (BURIED_PREFIX, UNDER_PREFIX, STASIS_PREFIX)


def hand(player: str) -> str:
    return f"{HAND_PREFIX}{player}"


def deck(player: str) -> str:
    return f"{DECK_PREFIX}{player}"


def discard(player: str) -> str:
    return f"{DISCARD_PREFIX}{player}"


def titans(player: str) -> str:
    return f"{TITANS_PREFIX}{player}"


def stasis_zone(player: str) -> str:
    """The zone of the cards in stasis in front of ``player``, their owner (engine.stasis): in
    play by the rules, yet at no base and in no hand, deck or discard pile, so the engine's "in
    play" queries leave them out and no ability that does not mention stasis reaches them."""
    return f"{STASIS_PREFIX}{player}"


def at_base(base_iid: str) -> str:
    return f"{AT_PREFIX}{base_iid}"


def attached_to(card_iid: str) -> str:
    return f"{ON_PREFIX}{card_iid}"


def buried_zone(base: CardInstance) -> str:
    """The zone of the cards buried face down beside ``base`` (engine.burying): neither at nor on it."""
    return f"{BURIED_PREFIX}{base.iid}"


def stored_zone(host: CardInstance) -> str:
    """The zone of the cards stored under ``host`` ("store it under this card"): out of play,
    face up, held by ``host`` while it is in play; they go to their owners' discard piles when
    it leaves play (``leave_play``), unless an ability takes them first."""
    return f"{UNDER_PREFIX}{host.iid}"


def pile_zone(place_name: str, player: str) -> str:
    """The zone of ``player``'s pile named by ``place_name`` (``HAND``, ``DECK``, ``DISCARD`` ...):
    a play allowance's ``from_zone``, a pile an ability names."""
    return f"{place_name}:{player}"


def on_the_table(zone: str) -> bool:
    """Whether cards in ``zone`` may be in play (the zones ``cards_in_play`` walks), so that a card
    moving from or to it changes what the queries about play have kept."""
    return zone == BASES or zone[:3] in (AT_PREFIX, ON_PREFIX)


def holds_cards_in_play(zone: str) -> bool:
    """A zone held by a card that must be in play for it to hold any: at, on, beside or under it."""
    return zone.startswith((AT_PREFIX, ON_PREFIX, BURIED_PREFIX, UNDER_PREFIX))


def is_titans_zone(zone: str) -> bool:
    """A player's titans set aside."""
    return zone.startswith(TITANS_PREFIX)


def place(zone: str) -> str:
    """What kind of zone ``zone`` is: ``hand``, ``deck``, ``discard``, ``titans``, ``stasis``,
    ``at``, ``on``, ``under``, ``buried``, or the whole name of a shared zone."""
    return zone.partition(":")[0]


def holder(zone: str) -> str:
    """Who or what holds the cards of ``zone``: the player of a player's zone, the instance id
    of the card they are at, on, under or beside; ``""`` for a shared zone."""
    return zone.partition(":")[2]


def player_holding(zone: str) -> str | None:
    """The player who holds the cards of ``zone`` when it is one of a player's zones (hand, deck,
    discard pile, titans, stasis); None for any other."""
    kind, _, player = zone.partition(":")
    return player if kind in PLAYER_ZONES else None


def is_in_play_as_base(card: CardInstance) -> bool:
    """``card`` is one of the bases in play (not in the base deck or discard, not destroyed)."""
    return card.zone == BASES


def at(card: CardInstance, base: CardInstance) -> bool:
    """``card`` is one of the minions and titans at ``base`` (not an action attached there)."""
    return card.zone == at_base(base.iid)


def in_hand(card: CardInstance, player: str | None = None) -> bool:
    """In a player's hand (``player``'s, when given)."""
    return card.zone == hand(player) if player is not None else card.zone.startswith(HAND_PREFIX)


def in_deck(card: CardInstance, player: str | None = None) -> bool:
    """In a player's deck (``player``'s, when given)."""
    return card.zone == deck(player) if player is not None else card.zone.startswith(DECK_PREFIX)


def in_discard(card: CardInstance, player: str | None = None) -> bool:
    """In a player's discard pile (``player``'s, when given)."""
    return card.zone == discard(player) if player is not None else card.zone.startswith(DISCARD_PREFIX)


def set_aside_as_titan(card: CardInstance, player: str | None = None) -> bool:
    """A titan set aside in front of a player (``player``, when given), not in play."""
    return card.zone == titans(player) if player is not None else card.zone.startswith(TITANS_PREFIX)


def in_stasis(card: CardInstance, player: str | None = None) -> bool:
    """In stasis, in front of a player (``player``, when given): see ``stasis_zone``."""
    return card.zone == stasis_zone(player) if player is not None else card.zone.startswith(STASIS_PREFIX)


def held_aside(card: CardInstance) -> bool:
    """Buried, stored under a card or in stasis (``HELD_ASIDE``)."""
    return card.zone.startswith(HELD_ASIDE)


def attached(card: CardInstance) -> bool:
    """An action attached to a minion or a base."""
    return card.zone.startswith(ON_PREFIX)


def stored(card: CardInstance) -> bool:
    """A card stored under another card."""
    return card.zone.startswith(UNDER_PREFIX)


def buried(card: CardInstance) -> bool:
    """A card buried beside a base."""
    return card.zone.startswith(BURIED_PREFIX)


def resolving(card: CardInstance) -> bool:
    """The action being played, while its ability resolves (before it goes to the discard pile
    or stays in play)."""
    return card.zone == RESOLVING


def revealed(card: CardInstance) -> bool:
    """A card revealed and not yet put anywhere by the ability that revealed it."""
    return card.zone == REVEALED


def in_pile(card: CardInstance, pile: str) -> bool:
    """In the shared pile ``pile`` (``monsters-discard``, ``madness-deck`` ...)."""
    return card.zone == pile
