"""The card-ability API: what a card module subclasses and decorates.

A card is a ``CardBehaviour`` subclass whose docstring is the card's text::

    class CutLass(CardBehaviour):
        "You may destroy a minion here of power 2 or less."
        card_id = "pirates/cut-lass"

        def on_play(self, ctx):
            ctx.destroy_one("a minion here of power 2 or less to destroy",
                            ctx.minions(here=True, power_at_most=2), optional=True)

Kinds of ability and where the engine looks for them:

* on-play (``on_play``), run when the card is played (play.on-play);
* ongoing continuous effects (``power_bonus``, ``player_power``, ``protects``,
  ``cancels``, ``forbids_play``), consulted while the card is in play;
* triggered abilities, declared with decorators: ``at_start_of_your_turn``,
  ``at_end_of_turn``, ``before_scoring``, ``when_scoring``, ``after_scoring``,
  ``after(...)`` and the replacement ``instead_of(...)``;
* Specials: ``special_before_scoring = True`` lets the card be played from hand
  in the before-scoring window (``special_only``: and at no other time), ``special_after_scoring``
  in the after-scoring window; ``offered_plays`` offers plays from elsewhere
  (Tenacious Z from the discard pile);
* Talents: one method decorated ``@talent``;
* titans: ``titan_play`` is the titan's own Special that lets it be played from
  beside its owner (titans.play); triggers declared with ``from_aside=True``
  listen while the titan is set aside (The Kraken);
* abilities a card grants for a while ("gains ... until the end of the turn"): triggers
  declared with ``granted=True``, heard while its lasting "ability" effect lasts (Potion of
  Idiotic Bravery);
* ``hand_special``: a Special used from the hand without playing the card (Deputy),
  with its timing in ``hand_special_refusal``;
* ``leave_stasis``: the instructions a card in stasis follows as it is played out of
  stasis (``engine.stasis``);
* duels (``engine.duels``, ``ctx.duel``): triggers on "duel" (a duel starts, before
  any duel card) and "duel-won"; "revealed" reaches the very cards an ability
  reveals or looks at, in a hand or deck (Dynamite Surprise);
* ``play_sources``: where else than the hand a minion play may come from
  (They're Coming To Get You, play.replacement-plays);
* ``play_refusal``: the card's own condition on where it is played ("Play on a
  base where you have a minion"); ``takes_effect``: an ongoing ability that takes
  in place of another card the effect of a card being played (Ensign); ``copies_effect``:
  an ongoing ability that has another minion affected the same way (Diva);
* ``unmet``: what a condition of any of these returns instead of False when a reader would
  expect the ability to apply here and it does not (Deep Roots and a destruction): the engine
  then says so in a "why not" step, with the reason and its ruling; ``not_when`` declares such
  a step for an event the card has no ability about at all (Antarctic Base and a minion moved
  there).

A behaviour never touches zones itself: it calls the ``AbilityContext``
helpers, which go through ``effects`` so protection, replacement, logging and
triggers apply to every card alike.

Each hook below is typed by what every context it gets is, a ``Source`` (this layer knows no
more): an ability that resolves gets the card API's ``AbilityContext`` (``engine.context``),
a continuous one (``power_bonus``, ``protects``, ``cancels`` ...) the read-only ``CardView``.
"""

from __future__ import annotations

from smashup_rules.engine.errors import IllegalPlay
from smashup_rules.util.records import FrozenRecord, Record

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, ClassVar

    from smashup_rules.engine.source import Source
    from smashup_rules.engine.state import CardInstance
    from smashup_rules.engine.turn_state import PlayAllowance

# Where a trigger listens, relative to the card that declares it.
THIS = "this"  # the event is about this card
HERE = "here"  # the event happens at this card's base (or this base)
ANYWHERE = "anywhere"


class Trigger(FrozenRecord):
    """When an ability runs. ``event``: "start-of-turn", "end-of-turn", "before-scoring",
    "when-scoring", "after-scoring", "after-replaced", "destroyed" (details: "controller", "host", "by": the
    instance id of the card whose ability destroyed it, or None), "played" (details: "affected",
    "present_before": instance ids of the cards at its base when it was played, "affected_where":
    iid → (base iid, controller) of each card its ability affected, as it was then,
    "counters_at_play": iid → +1 power counters of each minion that had some when it was played;
    "as_though" is not set for a real play: for an ability used "as though you had played an
    action" (Monet) the card is that ability's card and "as_though" the kind it counts as:
    ``TriggerEvent.played_kind``),
    "counters-transferred" (card: the recipient), "host-leaving" (card: an action attached to a card
    about to leave play, details "host"; both still in play: Bewitched), "before-discard" (a card in play about to go
    to a discard pile), "left-play" (details: "controller", "host", "counters" it had), "duel"
    (a duel starts; card: the challenger, details "duel"), "duel-won" (card: a winning minion,
    player: its controller, details "duel"), "revealed" (details "owner", "cards", "from",
    "revealed"; see ``effects.cards_seen``), "power-increased" (card: a minion whose power went
    up, details "from", "to"; engine.power_watch), "base-played" (card: a base that came into play
    during the game), "setup" (card: a base dealt at setup), "madness-drawn" (player: who drew, details "cards": the
    Madness cards drawn from the Madness deck; engine.madness); replacements: "destroy", "scored-discard"."""

    __slots__ = ("event", "where", "replacement", "yours_only", "once_per_turn", "cites", "card_kind", "condition", "from_aside", "granted")

    def __init__(
        self,
        event: str,
        where: str = ANYWHERE,
        replacement: bool = False,  # an "instead" ability: returns True when it replaced the event
        yours_only: bool = False,  # only on its controller's turn ("at the start of your turn")
        once_per_turn: bool = False,
        cites: tuple[str, ...] = (),
        # Only events about a card of this kind ("after you play a minion here").
        card_kind: str | None = None,
        # A further condition ``(ctx, event) -> bool``, checked before a once-per-turn
        # limit is used up ("after you destroy another player's card").
        condition: Callable[[Any, Any], bool] | None = None,
        # The ability works while its card is set aside out of play (a titan's Special).
        from_aside: bool = False,
        # An ability this card gives the targets of its lasting "ability" effect ("gains ... until
        # the end of the turn", ``AbilityContext.grant_ability_until``): it listens, wherever this
        # card is, while the effect lasts; THIS and HERE are about those targets.
        granted: bool = False,
    ):
        self.event = event
        self.where = where
        self.replacement = replacement
        self.yours_only = yours_only
        self.once_per_turn = once_per_turn
        self.cites = cites
        self.card_kind = card_kind
        self.condition = condition
        self.from_aside = from_aside
        self.granted = granted


class Unmet(Record):
    """A condition that does not hold, and why (``unmet``): false as a condition, and the
    engine helper that asked it says why in a "why not" step ("Deep Roots does not protect
    Zapbot from being destroyed: it stops only moves and returns to hand")."""

    __slots__ = ("reason", "cites", "verb")

    def __init__(self, reason: str, cites: tuple[str, ...], verb: str | None):
        self.reason = reason
        self.cites = cites
        self.verb = verb

    def __bool__(self) -> bool:
        return False


def unmet(reason: str, *cites: str, verb: str | None = None) -> Unmet:
    """What a card's condition returns where a reader would expect its ability to apply and it
    does not: ``reason`` completes "... does not trigger: <reason>", ``cites`` name the ruling
    that decides it, ``verb`` replaces "does not trigger" ("does not destroy itself")."""
    return Unmet(reason, cites, verb)


def not_when(
    event: str,
    where: str = ANYWHERE,
    *,
    because: str,
    cites: tuple[str, ...] = (),
    verb: str | None = None,
    when: Callable[[Any, Any], bool] | None = None,
    **options: Any,
) -> Trigger:
    """A class attribute declaring that the card has no ability about ``event`` although a
    reader may expect one ("Antarctic Base limits the minions played here, not minions moved
    there"): the engine says so, citing ``cites``, whenever the rest of the trigger fits (and
    ``when(ctx, event)``, if given, holds); it never runs anything."""
    reason = Unmet(because, cites, verb)
    return Trigger(event, where, condition=lambda ctx, happened: reason if when is None or when(ctx, happened) else False, **options)


class TriggerEvent(Record):
    """What happened (or is about to happen) that an ability may react to."""

    __slots__ = ("kind", "card", "base", "player", "details")

    def __init__(
        self,
        kind: str,
        card: CardInstance | None = None,  # the card the event is about
        base: CardInstance | None = None,  # where it happens
        player: str | None = None,  # who did it
        details: dict[str, Any] | None = None,  # e.g. "score": ScoreResult
    ):
        self.kind = kind
        self.card = card
        self.base = base
        self.player = player
        self.details = {} if details is None else details

    @property
    def played_kind(self) -> str | None:
        """The kind of play a "played" event is: the card's kind, or for an ability used "as though
        you had played an action" (Monet, ``details["as_though"]``) the kind it counts as, so that
        every ability a real play of that kind reaches reaches it too."""
        return self.details.get("as_though") or (self.card.kind if self.card is not None else None)


EVENT_WORDS = {
    "start-of-turn": "at the start of the turn",
    "end-of-turn": "at the end of the turn",
    "before-scoring": "before {base} scores",
    "when-scoring": "as {base} scores",
    "after-scoring": "after {base} scores",
    "after-replaced": "after {base} is replaced",
    "played": "after {card} is played",
    "destroyed": "after {card} is destroyed",
    "left-play": "after {card} leaves play",
    "returned": "after {card} returns to a hand",
    "moved": "after {card} moves",
    "power-increased": "after the power of {card} increases",
    "counters-transferred": "after +1 power counters are transferred to {card}",
    "buried": "after {card} is buried",
    "uncovered": "after {card} is uncovered",
    "base-played": "after {card} comes into play",
    "host-leaving": "as the card {card} is on leaves play",
    "before-discard": "before {card} goes to a discard pile",
    "duel": "as a duel starts",
    "duel-won": "after {card} wins a duel",
    "madness-drawn": "after {player} draws Madness",
    "revealed": "a card of {player}'s looks at or reveals cards in {owner}'s {place}",
    # replacements ("instead"): the event has not happened yet
    "destroy": "as {card} would be destroyed",
    "return": "as {card} would return to a hand",
    "scored-discard": "as {card} would go to a discard pile with its scored base",
}


def event_words(event: TriggerEvent) -> str:
    """"after The Grey Opal scores", "after Servitor of Cthulhu is played": what an ability answered."""
    if event.details.get("as_though"):
        return f"after {event.player} uses {event.card.name} as though playing an {event.played_kind}"
    words = EVENT_WORDS.get(event.kind, f"on {event.kind.replace('-', ' ')}")
    details = event.details
    return words.format(
        base=event.base.name if event.base else "the base",
        card=event.card.name if event.card else "a card",
        player=event.player or "another player",
        owner=details.get("owner"),
        place=details.get("from"),
    )


def _declare(trigger: Trigger) -> Callable[[Callable], Callable]:
    def mark(method: Callable) -> Callable:
        method.trigger = trigger  # type: ignore[attr-defined]
        return method

    return mark


def at_start_of_your_turn(**options: Any) -> Callable[[Callable], Callable]:
    """On a base (which nobody controls), "your turn" is every player's turn, for that
    player (terms.you); on any other card, its controller's turn."""
    return _declare(Trigger("start-of-turn", yours_only=True, cites=("turn.start",), **options))


def at_end_of_turn(**options: Any) -> Callable[[Callable], Callable]:
    return _declare(Trigger("end-of-turn", cites=("turn.end",), **options))


def before_scoring(where: str = ANYWHERE, **options: Any) -> Callable[[Callable], Callable]:
    return _declare(Trigger("before-scoring", where, **options))


def when_scoring(where: str = HERE, **options: Any) -> Callable[[Callable], Callable]:
    return _declare(Trigger("when-scoring", where, **options))


def after_scoring(where: str = HERE, **options: Any) -> Callable[[Callable], Callable]:
    return _declare(Trigger("after-scoring", where, cites=("terms.after",), **options))


def after_replaced(where: str = HERE) -> Callable[[Callable], Callable]:
    return _declare(Trigger("after-replaced", where, cites=("terms.after",)))


def after(event: str, where: str = ANYWHERE, **options: Any) -> Callable[[Callable], Callable]:
    """"After X, do Y": runs once X is complete (terms.after)."""
    return _declare(Trigger(event, where, cites=("terms.after",), **options))


def before(event: str, where: str = ANYWHERE, **options: Any) -> Callable[[Callable], Callable]:
    """"Before X, do Y": runs while X is about to happen ("before-discard": the card is
    still in play), and X then goes on."""
    return _declare(Trigger(event, where, **options))


def instead_of(event: str, where: str = THIS, **options: Any) -> Callable[[Callable], Callable]:
    """A replacement: the method returns True when it did something instead of ``event``."""
    return _declare(Trigger(event, where, replacement=True, **options))


def talent(method: Callable) -> Callable:
    method.is_talent = True  # type: ignore[attr-defined]
    return method


class CardBehaviour:
    """Behaviour of one card. Subclass per card; the neutral defaults mean "no such ability"."""

    card_id: ClassVar[str] = ""
    # Actions played on something stay in play there: "base", "minion" or "own-minion".
    play_on: ClassVar[str | None] = None
    # An action that puts itself in play in another form ("Bury this card", "put this card in
    # stasis"): never a standard action, however it is played (play.standard-action, terms.standard).
    puts_itself_in_play: ClassVar[bool] = False
    # "Special: Before a base scores, you may play this card."
    special_before_scoring: ClassVar[bool] = False
    # A card that may only be played through its Special (Hidden Ninja: "may only be
    # played before a base scores"), never as a regular or extra play (play.special).
    special_only: ClassVar[bool] = False
    # "Special: After a base scores, ...": playable from hand in the after-scoring window
    # (scoring.me-first); its ability sees the base's result as ``ctx.score``.
    special_after_scoring: ClassVar[bool] = False
    # "Fusion - Minion: ... / Action: ...": the other kind this card may be played as
    # ("action" for a printed minion). While so played the card is that kind
    # (``CardInstance.played_as``) and ``on_play`` reads ``ctx.card.kind`` (play.fusion_kind).
    fusion: ClassVar[str | None] = None
    # "Any time you can play an action, you may instead ...": the kind of play this card's
    # ongoing ability lets its controller give up to do ``play_instead`` (talents.use_play_instead;
    # "Alice uses Monet").
    instead_of_play: ClassVar[str | None] = None
    # A standard action whose effect on a minion has several parts, in the order they happen
    # (Fast as Lightning: "+2 power", "returned to hand instead of the discard pile"): a card
    # that copies the effect copies the one part its player chooses (effects.offer_copies).
    effect_parts: ClassVar[tuple[str, ...]] = ()
    # The minions a standard action's ability specifies as targets and affects ("Move one of
    # your minions", "Destroy a minion of power 3 or less"): what it may directly affect
    # (terms.directly-affects), asked where a play must directly affect a minion (Aramis). An
    # action played on a minion affects that minion; one played on a base, none.
    targets: ClassVar[Targets | None] = None
    triggers: ClassVar[tuple[tuple[Trigger, str], ...]] = ()
    # The same, by event kind (the dispatcher asks for one kind per event).
    triggers_on: ClassVar[dict[str, tuple[tuple[Trigger, str], ...]]] = {}
    talent_method: ClassVar[str | None] = None

    def __init_subclass__(cls, **kwargs: Any):
        super().__init_subclass__(**kwargs)
        # The parent's triggers and talent, then this class's own methods (which may
        # override them); triggers listed in name order. Walking ``vars`` rather than
        # ``dir`` keeps importing a faction module cheap.
        by_name = {name: trigger for trigger, name in cls.triggers}
        talent_method = cls.talent_method
        for name, member in vars(cls).items():
            if name in by_name:
                del by_name[name]
            if callable(member) and hasattr(member, "trigger"):
                by_name[name] = member.trigger
            if isinstance(member, Trigger):  # ``not_when``: a trigger that never runs
                by_name[name] = member
            if callable(member) and getattr(member, "is_talent", False):
                talent_method = name
        cls.triggers = tuple((by_name[name], name) for name in sorted(by_name))
        on: dict[str, list[tuple[Trigger, str]]] = {}
        for trigger, name in cls.triggers:
            on.setdefault(trigger.event, []).append((trigger, name))
        cls.triggers_on = {event: tuple(listed) for event, listed in on.items()}
        cls.talent_method = talent_method

    @property
    def text(self) -> str:
        return (type(self).__doc__ or "").strip()

    # --- on-play -------------------------------------------------------------

    def on_play(self, ctx: Source) -> None:
        """The unlabelled ability; none unless a card overrides it."""

    # --- ongoing, consulted while in play -----------------------------------

    def power_bonus(self, ctx: Source, minion: CardInstance) -> int:
        """Power this card gives ``minion`` (ctx.card is this card)."""
        return 0

    def player_power(self, ctx: Source, player: str, base: CardInstance) -> int:
        """Power this card gives ``player`` at ``base`` apart from minions (power.non-minions)."""
        return 0

    def protects(self, ctx: Source, target: CardInstance, effect: Any) -> bool:
        """True when ``effect`` (an ``power.Effect``) cannot affect ``target``; ``unmet(reason)``
        where a reader would expect it to and it does not (the engine says why)."""
        return False

    def cancels(self, ctx: Source, target: CardInstance) -> bool:
        """True when this card cancels ``target``'s abilities (terms.cancel)."""
        return False

    def forbids_play(self, ctx: Source, player: str, card: CardInstance, base: CardInstance) -> bool:
        """True when ``player`` may not play ``card`` on ``base``; ``unmet(reason)`` where the
        restriction is about this play and does not forbid it (a "why not" step)."""
        return False

    def forbids_action(self, ctx: Source, player: str, card: CardInstance, base: CardInstance) -> bool:
        """True when ``player`` may not play the action ``card`` on ``base`` (The Dread Gazebo,
        Ornate Dome). Only actions played on the base itself (steampunks/ornate-dome#1)."""
        return False

    def breakpoint_bonus(self, ctx: Source, base: CardInstance) -> int:
        """Change this card's ongoing ability makes to ``base``'s breakpoint now (Bearing Down)."""
        return 0

    def keeps_titans(self, ctx: Source, base: CardInstance) -> bool:
        """True when this card's ongoing ability lets titans at ``base`` stay together: a titan
        arriving there starts no clash (titans.clash)."""
        return False

    def can_play_before_scoring(self, ctx: Source, base: CardInstance) -> bool:
        """With ``special_before_scoring``: whether the Special may be used for ``base`` now."""
        return True

    def can_play_after_scoring(self, ctx: Source, base: CardInstance) -> bool:
        """With ``special_after_scoring``: whether the Special may be used now that ``base`` has scored."""
        return True

    def special_after_play(self, ctx: Source, played: TriggerEvent) -> bool:
        """"Special: Play after another player plays ...": whether this card, in ``ctx.player``'s
        hand, may be played now that the play ``played`` (the "played" event: its card, player,
        ``played_kind``) has been made and has resolved (resolution.hand-responses); its context
        then has ``responding_to``, the card played."""
        return False

    def play_refusal(self, ctx: Source, base: CardInstance | None, target: CardInstance | None) -> str | Unmet | None:
        """Why ``ctx.player`` may not play this card on ``base`` or ``target`` under its own
        condition ("Play on a base where you have a minion"), or None; ``unmet(reason, *cites)``
        when a rule or ruling decides it (the refusal cites it, beside the card)."""
        return None

    def takes_effect(self, ctx: Source, target: CardInstance, effect: Any) -> bool:
        """Whether this card takes ``effect`` (an ``power.Effect`` of a card being played that
        directly affects ``target``, terms.directly-affects) in place of ``target``; it may ask
        its controller (Ensign). Asked once per designated target of each play."""
        return False

    def copies_effect(self, ctx: Source, target: CardInstance, effect: Any) -> CardInstance | None:
        """When a standard action being played directly affects ``target`` (a minion in play; its
        own effect reached it, terms.directly-affects) with ``effect`` (an ``power.Effect``),
        another minion this card lets be "affected the same way" (Diva, Dancing King); it may ask
        its controller. Asked as the effect happens (before a minion is destroyed, moved or
        returned), until the card has copied once for this action; the engine then applies the
        same effect, from the same action, to the minion returned (``unmet(reason)``: no copy, and
        the engine says why), and does not offer that copy
        for copying again. None: no copy."""
        return None

    def play_instead(self, ctx: Source) -> None:
        """With ``instead_of_play``: what this card's ongoing ability does in place of the play
        given up (Monet: draw a card)."""

    def talent_refusal(self, ctx: Source) -> str | Unmet | None:
        """Why this card's Talent would do nothing now, or None (``unmet`` as for ``play_refusal``):
        a refused Talent is neither spent nor logged (play.talent)."""
        return None

    def hand_special(self, ctx: Source) -> None:
        """A Special used from the hand without playing the card ("you may discard this card
        from your hand to ...", Deputy); it pays its own cost. Cards that define it are found
        with ``registry.defining("hand_special")``; used through ``talents.use_hand_special``,
        and offered in a duel's window (``duels``)."""

    def hand_special_refusal(self, ctx: Source) -> str | Unmet | None:
        """With ``hand_special``: why ``ctx.player`` cannot use it now (the card's own timing,
        "on your turn or during a duel involving your minion"), or None (``unmet`` as for
        ``play_refusal``)."""
        return None

    def leave_stasis(self, ctx: Source) -> None:
        """The card's instructions for leaving stasis, followed when it is played out of stasis
        (engine.stasis, stasis.leaving); it is discarded afterwards unless they put it somewhere.
        Cards that define it are found with ``registry.defining("leave_stasis")``; a card without
        such instructions is played from stasis as usual, its ability seeing ``ctx.from_stasis``."""

    def offered_plays(self, ctx: Source) -> list[PlayAllowance]:
        """Plays this card offers from outside the hand (a Special such as Tenacious Z)."""
        return []

    def play_sources(self, ctx: Source, player: str) -> list[PlaySource]:
        """Places other than the hand that ``player``'s minion plays may come from,
        replacing a regular or generic extra play (play.replacement-plays)."""
        return []

    def titan_play(self, ctx: Source, base: CardInstance | None) -> None:
        """A titan's own Special that lets ``ctx.player`` play it from beside its owner
        (titans.play). It checks its conditions, pays its cost and calls ``ctx.play_titan``;
        the default is that the titan cannot be played that way."""
        raise IllegalPlay(f"{ctx.card.name} cannot be played now: no ability lets it be played.", ("titans.play",))


class Targets(FrozenRecord):
    """The minions in play an action's ability may specify as its targets ("a minion": any,
    terms.a-minion; "one of your minions": ``yours``; "another player's minion": ``yours``
    False), of power ``power_at_most`` or less when it says so."""

    __slots__ = ("yours", "power_at_most")

    def __init__(self, *, yours: bool | None = None, power_at_most: int | None = None):
        self.yours = yours
        self.power_at_most = power_at_most


class PlaySource(FrozenRecord):
    """"You may play a minion here from your discard pile instead of from your hand":
    the zone, the base it must go to (instance id, or None for any), and the
    once-per-turn key the substitution uses up (play.replacement-plays)."""

    __slots__ = ("from_zone", "source", "source_card", "base", "once_key", "card", "any_time", "cites")

    def __init__(
        self,
        from_zone: str,
        source: str,  # instance id of the card offering it
        source_card: str,  # its card id, for citations
        base: str | None = None,
        once_key: str | None = None,
        card: str | None = None,  # only this card may come from there (Spectre: itself)
        # Usable for any minion play, on any turn and in any phase ("any time you can play a
        # minion", ghosts/spectre#1), not only in its controller's Play Cards phase.
        any_time: bool = False,
        cites: tuple[str, ...] = (),  # clarifications that decide how it is used
    ):
        self.from_zone = from_zone
        self.source = source
        self.source_card = source_card
        self.base = base
        self.once_key = once_key
        self.card = card
        self.any_time = any_time
        self.cites = cites


VANILLA_TEXTS = ("", "(no ability)")


def is_vanilla(text: str | None) -> bool:
    """Cards with no ability at all (e.g. King Rex) need no behaviour."""
    return (text or "").strip() in VANILLA_TEXTS
