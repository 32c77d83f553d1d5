"""Board positions as plain data (``Position`` and its specs, card ids resolved), their errors,
and a position file's bytes.

The engine builds its game state from a position (``engine.convert.to_state``) and never reads
YAML itself.
"""

from __future__ import annotations

import os

from smashup_rules.util.records import Record


PHASES = ("start-turn", "play-cards", "score-bases", "draw", "end-turn")
MAX_BYTES = 1 << 20  # positions are a page of text; anything this big is a mistake
# Numbers far beyond any game: a larger one is a slip of the keyboard, or garbage.
MAX_COUNT = 999  # victory points, +1 power counters on a card, the turn number ...
MAX_DRAWN = 1_000_000  # random numbers a saved moment has drawn from its seed: far more than a game draws
MAX_SEED = 2**64 - 1  # any 64-bit number; the command line's --seed takes the same range
UNNAMED_SOURCE = "<position>"
CHOICE_PLAYER_SEPARATOR = ": "


class CardSpec(Record):
    """One card somewhere in the position.

    ``owner`` and ``controller`` are player names; both None for monsters and
    treasures (no owner) that nobody controls. Cards outside play (hand, deck,
    discard pile, titans set aside) have no controller. ``attached`` holds the actions
    played on this card (a minion or titan in play), ``stored`` the cards stored under it
    (out of play), ``copying`` the card id whose abilities it has while in play (a copy).
    ``ref`` names this very card so other parts of the position can point at it (a lasting
    effect's targets, an extra play's source, what was played this turn); the engine uses
    it as the card's instance id. ``stasis_counters``: the stasis counters on a card in stasis
    (``PlayerSpec.stasis``), which are not +1 power counters (stasis.counters); 0 for any other
    card. ``line``/``column`` point at the entry in the file, for messages.
    """

    __slots__ = ("card", "owner", "controller", "counters", "attached", "stored", "copying", "ref", "stasis_counters", "line", "column")
    _compared = ("card", "owner", "controller", "counters", "attached", "stored", "copying", "ref", "stasis_counters")

    def __init__(
        self,
        card: str,  # card id, e.g. "pirates/first-mate"
        owner: str | None = None,
        controller: str | None = None,
        counters: int = 0,  # +1 power counters
        attached: list[CardSpec] | None = None,
        line: int | None = None,
        column: int | None = None,
        *,
        stored: list[CardSpec] | None = None,
        copying: str | None = None,  # card id
        ref: str | None = None,
        stasis_counters: int = 0,
    ):
        self.card = card
        self.stasis_counters = stasis_counters
        self.owner = owner
        self.controller = controller
        self.counters = counters
        self.attached = [] if attached is None else attached
        self.stored = [] if stored is None else stored
        self.copying = copying
        self.ref = ref
        self.line = line
        self.column = column


class PlayerSpec(Record):
    """A player, their VP and the cards in front of them: hand, deck, discard pile, titans set
    aside, and ``stasis``, the cards they own that are in stasis (stasis.status), each with its
    ``stasis_counters``."""

    __slots__ = ("name", "factions", "vp", "hand", "deck", "discard", "titans", "stasis", "line", "column")
    _compared = ("name", "factions", "vp", "hand", "deck", "discard", "titans", "stasis")

    def __init__(
        self,
        name: str,
        factions: list[str],  # faction ids
        vp: int = 0,
        hand: list[CardSpec] | None = None,
        deck: list[CardSpec] | None = None,  # top card first
        discard: list[CardSpec] | None = None,
        titans: list[CardSpec] | None = None,  # set aside, not in play
        line: int | None = None,
        *,
        stasis: list[CardSpec] | None = None,  # in stasis in front of them, in the order they went there
        column: int | None = None,
    ):
        self.name = name
        self.factions = factions
        self.vp = vp
        self.hand = [] if hand is None else hand
        self.deck = [] if deck is None else deck
        self.discard = [] if discard is None else discard
        self.titans = [] if titans is None else titans
        self.stasis = [] if stasis is None else stasis
        self.line = line
        self.column = column


class BaseSpec(Record):
    """A base in play: its minions and titans (with their attachments), actions on it, the
    cards buried beside it (burying.how), each controlled by the player who buried it, and the
    cards stored under it. ``ref`` as for ``CardSpec`` (a base can also be pointed at by its id)."""

    __slots__ = ("card", "minions", "actions", "buried", "stored", "ref", "monsters", "line", "column")
    _compared = ("card", "minions", "actions", "buried", "stored", "ref", "monsters")

    def __init__(
        self,
        card: str,  # base card id
        minions: list[CardSpec] | None = None,  # minions and titans here
        actions: list[CardSpec] | None = None,  # actions played on the base itself
        buried: list[CardSpec] | None = None,  # cards buried face down beside it
        line: int | None = None,
        *,
        stored: list[CardSpec] | None = None,
        ref: str | None = None,
        monsters: int = 0,  # the base brings this many monsters when it enters play (monsters.bases)
        column: int | None = None,
    ):
        self.card = card
        self.monsters = monsters
        self.minions = [] if minions is None else minions
        self.actions = [] if actions is None else actions
        self.buried = [] if buried is None else buried
        self.stored = [] if stored is None else stored
        self.ref = ref
        self.line = line
        self.column = column


class PlaySpec(Record):
    """The play to resolve.

    ``kind`` is "play" (play ``card`` from the player's hand, on ``base`` or on
    the minion ``target``), "talent" (use the talent of ``card`` in play),
    "score" (run the Score Bases phase now) or "end-turn" (finish the turn from
    the current phase).
    """

    __slots__ = ("kind", "player", "card", "base", "target", "text", "line", "column")
    _compared = ("kind", "player", "card", "base", "target")

    def __init__(
        self,
        kind: str,
        player: str | None = None,
        card: str | None = None,  # card id
        base: str | None = None,  # base card id
        target: str | None = None,  # card id of the minion an action is played on
        text: str = "",  # as written in the file
        line: int | None = None,
        column: int | None = None,
    ):
        self.kind = kind
        self.player = player
        self.card = card
        self.base = base
        self.target = target
        self.text = text
        self.line = line
        self.column = column


class Position(Record):
    """A whole position: whatever moment of a game, complete like a chess FEN (the engine's
    state written down and read back is the same state, ``engine.snapshot``).

    ``choices`` are answers in the order asked; "Bob: yes" is an answer only Bob may give
    (see ``split_choice``). ``source``, ``marks`` and the ``line``/``column``/``text``
    fields say where things were written and take no part in equality: ``marks`` maps a
    path in the file to the (line, column) of the value written there, both from 1: a key
    of the position ("turn", "players"), an entry of a list ("base_deck[2]", "choices[0]"),
    a key of a record ("lasting[0].targets[1]", "this_turn.moves[0].minion", "memory[w1:note]").

    Beyond the board: ``base_deck`` None is the default (the factions' other bases,
    shuffled), ``[]`` an empty base deck; ``base_discard`` the base discard pile (top
    first); ``base_refs`` the refs of bases in the base deck or discard pile (base id →
    ref); ``box`` the cards out of the game; ``madness_deck`` how many cards the Madness
    deck holds (None: all those not elsewhere). What the turn has used and started, each
    a plain mapping whose card references are refs (or base ids): ``lasting`` effects in
    force (source, card, player, targets, stat, amount, until, during), ``extra_plays``
    granted and not yet used (kind, source, card and the qualifiers of
    ``engine.turn_state.PlayAllowance``), ``once_used`` once-per-turn uses (the engine's keys,
    a card's instance id standing for it), ``this_turn`` what the turn has recorded
    (minions_played, actions_played, moves, destroyed, titans_at_start, scored),
    ``memory`` the notes cards keep across turns, and ``turn_number``. The Monster and
    Treasure decks and their discard piles (card ids, top first): ``monster_deck`` and
    ``treasure_deck`` None are the default (the rest of each deck, shuffled by the seed);
    ``pile_refs`` the refs of cards in those piles (the card's path, "treasure_deck[3]" → ref).
    ``monster_numbers`` the monster numbers of bases not in play (base id → number;
    a base in play has its own, ``BaseSpec.monsters``). ``random_drawn``: how many numbers the
    game has drawn from its seed's random stream (a saved moment's shuffles go on from there);
    ``winners``: the game is over and they won (two or more share the win), [] while it goes on."""

    __slots__ = (
        "players", "bases", "turn", "phase", "base_deck", "minion_plays_used", "action_plays_used",
        "play", "choices", "seed", "base_discard", "base_refs", "box", "madness_deck", "lasting",
        "extra_plays", "once_used", "this_turn", "memory", "turn_number", "monster_deck", "monster_discard",
        "treasure_deck", "treasure_discard", "pile_refs", "monster_numbers", "random_drawn", "winners", "source", "marks",
    )  # fmt: skip
    _compared = (
        "players", "bases", "turn", "phase", "base_deck", "minion_plays_used", "action_plays_used",
        "play", "choices", "seed", "base_discard", "base_refs", "box", "madness_deck", "lasting",
        "extra_plays", "once_used", "this_turn", "memory", "turn_number", "monster_deck", "monster_discard",
        "treasure_deck", "treasure_discard", "pile_refs", "monster_numbers", "random_drawn", "winners",
    )  # fmt: skip

    def __init__(
        self,
        players: list[PlayerSpec],
        bases: list[BaseSpec],
        turn: str,  # name of the current player
        phase: str = "play-cards",
        base_deck: list[str] | None = None,  # base ids, top first; None: the default deck
        minion_plays_used: int = 0,
        action_plays_used: int = 0,
        play: list[PlaySpec] | None = None,
        choices: list[str] | None = None,
        seed: int = 0,
        source: str | None = None,  # file name, for messages
        marks: dict[str, tuple[int, int]] | None = None,  # "turn", "choices[2]" ... → (line, column)
        *,
        base_discard: list[str] | None = None,
        base_refs: dict[str, str] | None = None,
        box: list[CardSpec] | None = None,
        madness_deck: int | None = None,
        lasting: list[dict] | None = None,
        extra_plays: list[dict] | None = None,
        once_used: list[str] | None = None,
        this_turn: dict | None = None,
        memory: dict | None = None,
        turn_number: int = 1,
        monster_deck: list[str] | None = None,
        monster_discard: list[str] | None = None,
        treasure_deck: list[str] | None = None,
        treasure_discard: list[str] | None = None,
        pile_refs: dict[str, str] | None = None,
        monster_numbers: dict[str, int] | None = None,
        random_drawn: int = 0,
        winners: list[str] | None = None,
    ):
        self.players = players
        self.bases = bases
        self.turn = turn
        self.phase = phase
        self.base_deck = base_deck
        self.base_discard = [] if base_discard is None else base_discard
        self.base_refs = {} if base_refs is None else base_refs
        self.box = [] if box is None else box
        self.madness_deck = madness_deck
        self.lasting = [] if lasting is None else lasting
        self.extra_plays = [] if extra_plays is None else extra_plays
        self.once_used = [] if once_used is None else once_used
        self.this_turn = {} if this_turn is None else this_turn
        self.memory = {} if memory is None else memory
        self.turn_number = turn_number
        self.monster_deck = monster_deck
        self.monster_discard = [] if monster_discard is None else monster_discard
        self.treasure_deck = treasure_deck
        self.treasure_discard = [] if treasure_discard is None else treasure_discard
        self.pile_refs = {} if pile_refs is None else pile_refs
        self.monster_numbers = {} if monster_numbers is None else monster_numbers
        self.random_drawn = random_drawn
        self.winners = [] if winners is None else winners
        self.minion_plays_used = minion_plays_used
        self.action_plays_used = action_plays_used
        self.play = [] if play is None else play
        self.choices = [] if choices is None else choices
        self.seed = seed
        self.source = source
        self.marks = {} if marks is None else marks


def split_choice(choice: str) -> tuple[str | None, str]:
    """``"Bob: Walker"`` → ``("Bob", "Walker")``: an answer that only Bob may give.

    A choice that is exactly a card name ("Now You Know: Bullying") names no player.
    """
    from smashup_rules.util.ids import fold
    from smashup_rules.reference import data

    player, separator, answer = choice.partition(CHOICE_PLAYER_SEPARATOR)
    if not separator or fold(choice) in data.name_keys()["card"]:
        return None, choice
    return player, answer


# --- errors -------------------------------------------------------------------------------------


def label(source: str | None) -> str:
    return source or UNNAMED_SOURCE


class PositionError(ValueError):
    """A position file that cannot be used; the message says where and why."""


class PositionSyntaxError(PositionError):
    """The file is not a well-formed position: bad YAML, an unknown key or name, a wrong type.
    ``problems``: each located message (several when the file misnames several cards)."""

    def __init__(self, message: str, problems: list[str] | None = None):
        super().__init__(message)
        self.problems = problems or [message]

    @classmethod
    def of(cls, source: str | None, problems: list[str]) -> PositionSyntaxError:
        if len(problems) == 1:
            return cls(problems[0])
        return cls(f"{len(problems)} problems in {label(source)}:\n" + "\n".join(f"- {p}" for p in problems), problems)


class PositionInvalid(PositionError):
    """A well-formed position that cannot happen in a game; ``problems`` lists every reason."""

    def __init__(self, source: str | None, problems: list[str]):
        self.problems = problems
        if len(problems) == 1:
            message = problems[0]
        else:
            message = f"{len(problems)} problems in {label(source)}:\n" + "\n".join(f"- {p}" for p in problems)
        super().__init__(message)


def looks_like_path(value: object) -> bool:
    return isinstance(value, str) and "\n" not in value and value.endswith((".yaml", ".yml"))


def read_position_bytes(path: str | os.PathLike, source: str) -> bytes:
    try:
        size = os.stat(path).st_size
        if size <= MAX_BYTES:
            with open(path, "rb") as file:
                return file.read(MAX_BYTES + 1)
    except OSError as error:
        raise PositionError(f"{source}: cannot read the file: {error.strerror or error}") from None
    raise PositionSyntaxError(f"{label(source)}: expected a position of at most 1 MiB, found {size / (1 << 20):.1f} MiB")
