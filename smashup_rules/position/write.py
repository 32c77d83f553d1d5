"""Writing a position as YAML that reads back as the same position (``dump_position``)."""

from __future__ import annotations

import yaml

from smashup_rules.position.check_cards import players_by_name
from smashup_rules.position.emit import UNICODE_LINE_BREAKS, WIDTH, emit
from smashup_rules.position.model import BaseSpec, CardSpec, PlayerSpec, Position
from smashup_rules.position.names import Table, base_ids, faction_name_for, name_for, owner_by_default
from smashup_rules.position.read import Board, PLAYER_ZONES, play_sentence
from smashup_rules.position.write_moment import dump_extra_play, dump_lasting, dump_this_turn


class _Dumper(yaml.SafeDumper):
    """Indents lists under their key, which is how people write these files by hand."""

    def increase_indent(self, flow=False, indentless=False):
        return super().increase_indent(flow, False)


def _represent_text(dumper: yaml.SafeDumper, text: str) -> yaml.ScalarNode:
    """Double-quote text holding Unicode line breaks: PyYAML writes them raw in other styles and misreads them."""
    style = '"' if any(c in text for c in UNICODE_LINE_BREAKS) else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", text, style=style)


_Dumper.add_representer(str, _represent_text)


def dump_position(position: Position) -> str:
    """The position as YAML in the file format, names rather than ids: ``load_position`` reads it back equal."""
    document = position_document(position)
    return emit(document) or pyyaml_text(document)


def pyyaml_text(document: dict) -> str:
    """The document as PyYAML writes it; ``emit`` writes the same bytes faster where it can."""
    return yaml.dump(document, Dumper=_Dumper, sort_keys=False, allow_unicode=True, default_flow_style=None, width=WIDTH)


def position_document(position: Position) -> dict[str, object]:
    """The position as the mapping its file holds (names, not ids)."""
    table = Table({name: player.factions for name, player in players_by_name(position).items()})
    document: dict[str, object] = {}
    if position.turn:
        document["turn"] = position.turn
    document["phase"] = position.phase
    played = {"minions": position.minion_plays_used, "actions": position.action_plays_used}
    if any(played.values()):
        document["played_this_turn"] = {key: count for key, count in played.items() if count}
    document["players"] = [_dump_player(player, table) for player in position.players]
    if position.bases:
        document["bases"] = [_dump_base(base, table) for base in position.bases]
    if position.base_deck is not None:
        document["base_deck"] = [_dump_base_in_pile(card_id, position) for card_id in position.base_deck]
    if position.base_discard:
        document["base_discard"] = [_dump_base_in_pile(card_id, position) for card_id in position.base_discard]
    if position.box:
        document["box"] = [_dump_out_of_play(card, table) for card in position.box]
    if position.madness_deck is not None:
        document["madness_deck"] = position.madness_deck
    for pile in ("monster_deck", "monster_discard", "treasure_deck", "treasure_discard"):
        cards = getattr(position, pile)
        if cards or (cards is not None and pile.endswith("_deck")):  # [] is an empty deck, None the default one
            document[pile] = [_dump_in_shared_pile(card_id, f"{pile}[{index}]", position) for index, card_id in enumerate(cards)]
    if position.turn_number != 1:
        document["turn_number"] = position.turn_number
    if position.lasting:
        document["lasting"] = [dump_lasting(effect) for effect in position.lasting]
    if position.extra_plays:
        document["extra_plays"] = [dump_extra_play(granted) for granted in position.extra_plays]
    if position.once_used:
        document["once_used"] = list(position.once_used)
    if position.this_turn:
        document["this_turn"] = dump_this_turn(position.this_turn)
    if position.memory:
        document["memory"] = dict(position.memory)
    if position.monster_numbers:
        document["monster_numbers"] = {name_for(base_id, base_ids()): n for base_id, n in position.monster_numbers.items()}
    if position.winners:
        document["winners"] = position.winners[0] if len(position.winners) == 1 else list(position.winners)
    if position.play:
        board = Board(position.bases)
        sentences = [play_sentence(play, table, board) for play in position.play]
        document["play"] = sentences[0] if len(sentences) == 1 else sentences
    if position.choices:
        document["choices"] = list(position.choices)
    if position.seed:
        document["seed"] = position.seed
    if position.random_drawn:
        document["random_drawn"] = position.random_drawn
    return document


def _dump_player(player: PlayerSpec, table: Table) -> dict[str, object]:
    entry: dict[str, object] = {"name": player.name, "factions": [faction_name_for(f) for f in player.factions]}
    if player.vp:
        entry["vp"] = player.vp
    for zone in PLAYER_ZONES:
        cards = getattr(player, zone)
        if cards:
            entry[zone] = [_dump_zone_card(card, player.name, table) for card in cards]
    if player.stasis:
        entry["stasis"] = [_dump_in_stasis(card, player.name, table) for card in player.stasis]
    return entry


def _dump_in_stasis(card: CardSpec, player: str, table: Table) -> object:
    name = name_for(card.card, table.cards_of(player))
    if not card.stasis_counters and not card.ref:
        return name
    entry: dict[str, object] = {"card": name}
    if card.stasis_counters:
        entry["stasis_counters"] = card.stasis_counters
    if card.ref:
        entry["ref"] = card.ref
    return entry


def _dump_base_in_pile(card_id: str, position: Position) -> object:
    name = name_for(card_id, base_ids())
    ref = position.base_refs.get(card_id)
    return {"name": name, "ref": ref} if ref else name


def _dump_in_shared_pile(card_id: str, path: str, position: Position) -> object:
    name = name_for(card_id, None)
    ref = position.pile_refs.get(path)
    return {"card": name, "ref": ref} if ref else name


def _dump_out_of_play(card: CardSpec, table: Table, holder: str | None = None) -> object:
    """A card in the box or stored under a card (its owner written when not the default)."""
    default_owner = table.default_owner_out_of_play(card.card, holder)
    if card.owner == default_owner and not _has_details(card):
        return name_for(card.card, table.all_cards)
    owner_written = card.owner != default_owner
    entry: dict[str, object] = {"card": name_for(card.card, table.preferred_in_play(card.owner if owner_written else None))}
    if owner_written:
        entry["owner"] = card.owner
    return _with_counters_and_attached(entry, card, table)


def _has_details(card: CardSpec) -> bool:
    return bool(card.counters or card.attached or card.stored or card.copying or card.ref)


def _dump_zone_card(card: CardSpec, player: str, table: Table) -> object:
    default_owner = owner_by_default(card.card, player)
    if card.owner == default_owner and card.controller is None and not _has_details(card):
        return name_for(card.card, table.cards_of(player))
    owner_written = card.owner != default_owner
    entry: dict[str, object] = {"card": name_for(card.card, table.cards_of(card.owner if owner_written else player))}
    if owner_written:
        entry["owner"] = card.owner
    if card.controller is not None:
        entry["controller"] = card.controller
    return _with_counters_and_attached(entry, card, table)


def _dump_card_in_play(card: CardSpec, table: Table) -> object:
    default_owner = owner_by_default(card.card, card.controller)
    plain = card.controller == table.player_for(card.card) and card.owner == default_owner
    if plain and not _has_details(card):
        return name_for(card.card, table.preferred_in_play(None))
    owner_written = card.owner != default_owner
    entry: dict[str, object] = {"card": name_for(card.card, table.preferred_in_play(card.owner if owner_written else card.controller))}
    if card.controller is not None:
        entry["controller"] = card.controller
    if owner_written:
        entry["owner"] = card.owner
    return _with_counters_and_attached(entry, card, table)


def _with_counters_and_attached(entry: dict[str, object], card: CardSpec, table: Table) -> dict[str, object]:
    if card.counters:
        entry["counters"] = card.counters
    if card.attached:
        entry["attached"] = [_dump_card_in_play(attachment, table) for attachment in card.attached]
    if card.stored:
        entry["stored"] = [_dump_out_of_play(stored, table, card.controller or card.owner) for stored in card.stored]
    if card.copying:
        entry["copying"] = name_for(card.copying, None)
    if card.ref:
        entry["ref"] = card.ref
    return entry


def _dump_base(base: BaseSpec, table: Table) -> object:
    name = name_for(base.card, base_ids())
    if not base.minions and not base.actions and not base.buried and not base.stored and not base.ref and not base.monsters:
        return name
    entry: dict[str, object] = {"name": name}
    if base.minions:
        entry["cards"] = [_dump_card_in_play(card, table) for card in base.minions]
    if base.actions:
        entry["actions"] = [_dump_card_in_play(card, table) for card in base.actions]
    if base.buried:
        entry["buried"] = [_dump_card_in_play(card, table) for card in base.buried]
    if base.stored:
        entry["stored"] = [_dump_out_of_play(card, table) for card in base.stored]
    if base.ref:
        entry["ref"] = base.ref
    if base.monsters:
        entry["monsters"] = base.monsters
    return entry
