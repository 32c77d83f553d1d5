"""Card and faction names as position files write them: resolving a name among a
player's factions, and the name a card is written back under."""

from __future__ import annotations

from smashup_rules.position.model import label
from smashup_rules.reference import data, names
from smashup_rules.util.cache import once
from smashup_rules.util.ids import fold


NO_OWNER_GROUPS = frozenset({"monsters", "treasures"})


def where_in(source: str | None, line: int | None, column: int | None = None) -> str:
    """``file:line:col``, or as much of it as is known."""
    if not line:
        return label(source)
    return f"{label(source)}:{line}:{column}" if column else f"{label(source)}:{line}"


# --- names: what a name means in one position, and the name to write for an id ------------------


def card_record(card_id: str) -> dict:
    return data.cards()[card_id]


def card_name(card_id: str) -> str:
    return card_record(card_id)["name"]


def kind_of(card_id: str) -> str | None:
    return card_record(card_id)["kind"]


def group_name_of(card_id: str) -> str:
    return data.group_name(card_record(card_id)["group"])


# The sets below come from the name table and the factions, not from the cards: going
# through every card reads all of them, which a short command cannot afford.


def _cards_named() -> dict[str, list[str]]:
    """Folded card name (or id) → the ids it names exactly."""
    return data.name_keys()["card"]


_CARDS_OF_GROUPS: dict[tuple[str, ...], frozenset[str]] = {}


def _cards_of_groups(groups: tuple[str, ...]) -> frozenset[str]:
    cards = _CARDS_OF_GROUPS.get(groups)
    if cards is None:
        by_group = data.card_ids_by_group()
        cards = _CARDS_OF_GROUPS[groups] = frozenset().union(*(by_group.get(group, ()) for group in groups))
    return cards


@once
def base_ids() -> frozenset[str]:
    """Every base: each faction lists its own (a test checks that these are all the bases)."""
    return frozenset(base for faction in data.factions().values() for base in faction["bases"])


def resolve_card_name(name: str, preferred: frozenset[str] | None) -> str:
    """The card ``name`` means, preferring ``preferred`` (e.g. the player's factions) over the rest.

    An exact name anywhere beats a prefix among the preferred cards, so "Ghoul" is the
    monster even for a player whose faction has a "Ghoulish ..." card.
    """
    exact = _cards_named().get(fold(name), [])
    exact_preferred = [cid for cid in exact if preferred and cid in preferred]
    if len(exact_preferred) == 1:
        return exact_preferred[0]
    if len(exact) == 1:
        return exact[0]
    if preferred and not exact:
        try:
            return names.resolve_card(name, among=set(preferred))
        except names.UnknownName as error:
            if error.ambiguous:
                raise
    return names.resolve_card(name)


def resolve_base_name(name: str) -> str:
    """A base, or any card named so (validate reports it); unknown names get base suggestions."""
    try:
        return resolve_card_name(name, base_ids())
    except names.UnknownName as error:
        if error.ambiguous:
            raise
        raise names.UnknownName("base", name, names.card_index().closest(name, set(base_ids()))) from None


def name_for(card_id: str, preferred: frozenset[str] | None) -> str:
    """The card's name if it reads back as this card, else its id (two cards can share a name)."""
    name = card_name(card_id)
    try:
        return name if resolve_card_name(name, preferred) == card_id else card_id
    except names.UnknownName:
        return card_id


def faction_name_for(faction_id: str) -> str:
    name = data.group_name(faction_id)
    return name if names.resolve_faction(name) == faction_id else faction_id


class Table:
    """Who plays which factions, in seat order: decides preferred names and default owners."""

    def __init__(self, factions_by_player: dict[str, list[str]]):
        self.factions_by_player = factions_by_player
        self.all_cards = _cards_of_groups(tuple(sorted({f for fs in factions_by_player.values() for f in fs})))

    def cards_of(self, player: str | None) -> frozenset[str] | None:
        if player not in self.factions_by_player:
            return None
        return _cards_of_groups(tuple(sorted(self.factions_by_player[player])))

    def player_named(self, words: str) -> str:
        """The player a sentence means: the exact name, else the one name equal but for case."""
        if words in self.factions_by_player:
            return words
        same = [name for name in self.factions_by_player if name.casefold() == words.casefold()]
        return same[0] if len(same) == 1 else words

    def player_for(self, card_id: str) -> str | None:
        """The first player in seat order who plays the card's faction."""
        group = card_record(card_id)["group"]
        return next((p for p, factions in self.factions_by_player.items() if group in factions), None)

    def default_owner_out_of_play(self, card_id: str, holder: str | None) -> str | None:
        """A card in the box or stored under a card belongs to the player who plays its
        faction, or else (Madness: madness.ownership) to ``holder``, who had it."""
        return owner_by_default(card_id, self.player_for(card_id) or holder)

    def preferred_in_play(self, player: str | None) -> frozenset[str]:
        return self.cards_of(player) or self.all_cards


def owner_by_default(card_id: str, player: str | None) -> str | None:
    """Monsters and treasures have no owner; every other card belongs to ``player``."""
    return None if card_record(card_id)["group"] in NO_OWNER_GROUPS else player


# --- reading YAML safely ------------------------------------------------------------------------
