"""Teens: power-3 minions that each reward playing the next one, and care about names."""

from __future__ import annotations

from abc import ABCMeta, abstractmethod

from smashup_rules.engine.abilities import HERE, CardBehaviour, Targets, after, talent
from smashup_rules.engine.context import counted

POWER_3 = {"min_power": 3, "max_power": 3}  # "a minion of power 3": exactly 3 (printed, out of play)


def _named_here(ctx, name: str) -> bool:
    """"If there is a <name> here": another minion at this base, anyone's, that has that
    name (an Abe Frohman minion has every name of its owner's minions, terms.same-name)."""
    return any(name in ctx.names(m) for m in ctx.minions(here=True, exclude=ctx.card))


def _search_deck(ctx, prompt: str, fits) -> object:
    """"Search your deck for ...": an empty deck is rebuilt from the discard pile first
    (turn.empty-deck). The Teens' searches do not say to shuffle afterwards."""
    ctx.top_of_deck()
    return ctx.search_deck(prompt, fits)


def _power_3_minion(card) -> bool:
    return card.kind == "minion" and card.printed_power == 3


def _another_power_3_minion_played(ctx, event) -> bool:
    """"Once per turn, after you play another minion of power 3": its power once its play is
    complete, on-play ability included (terms.after; the summary ruling penguins/under-the-ice#1
    reads "the just-played minion's power" the same way); the limit is spent only when the
    player takes the reward.

    The power is part of the event ("a minion of power 3 was played"), not a condition read
    again as each ability resolves (resolution.simultaneous): it is taken once, when the play
    is complete, so another Teen giving that minion +2 first does not undo the trigger. Only
    the once-per-turn limit is checked again.

    A minion of printed power 3 whose power is no longer 3 is the disputed case: the log says
    why nothing happens. (A condition that is false is checked once, when the play happens.)"""
    if event.player != ctx.player or event.card is ctx.card or ctx.used_this_turn(f"{ctx.card.iid}:after-power-3"):
        return False
    if "power once played" not in event.details:
        event.details["power once played"] = ctx.power(event.card)
    power = event.details["power once played"]
    noted = event.details.setdefault("power checked by", set())
    if ctx.card.iid not in noted:
        noted.add(ctx.card.iid)
        if power != 3 and event.card.printed_power == 3:
            ctx.record(
                "note",
                f"{ctx.card.name}'s Ongoing ability does not trigger: {event.card.name} has power {power} "
                f"once its play is complete, not 3 (the card asks for power, not printed power).",
                cards=[ctx.card, event.card],
                players=[ctx.player],
                cites=(*ctx.cites, "terms.after", "terms.printed-power"),
            )
    return power == 3


class _Teen(CardBehaviour, metaclass=ABCMeta):
    """The Teens minions' shared Ongoing trigger; each minion says what its reward is."""

    @after("played", card_kind="minion", condition=_another_power_3_minion_played)
    def after_power_3(self, ctx, event):
        if self.reward(ctx):
            ctx.use_this_turn(f"{ctx.card.iid}:after-power-3")

    @abstractmethod
    def reward(self, ctx) -> bool:
        """Offer the "you may ..." part; True when the player took it."""


class Brain(_Teen):
    """If there is a Slacker here, you may play an extra action. Ongoing: Once per turn, after you play another minion of power 3, you may draw a card."""

    card_id = "teens/brain"

    def on_play(self, ctx):
        if _named_here(ctx, "Slacker"):
            ctx.grant_extra("action")

    def reward(self, ctx):
        if not ctx.may("draw a card"):
            return False
        ctx.draw(1)
        return True


class Slacker(_Teen):
    """If there is a Rebel here, move up to two of your minions to other bases. Ongoing: Once per turn, after you play another minion of power 3, you may place a card from your discard pile on the bottom of your deck."""

    card_id = "teens/slacker"

    def on_play(self, ctx):
        if _named_here(ctx, "Rebel"):
            ctx.move_some("one of your minions to move to another base", lambda: ctx.minions(yours=True), up_to=2)

    def reward(self, ctx):
        card = ctx.choose_card("a card from your discard pile to place on the bottom of your deck", ctx.discard_pile(), optional=True)
        if card is None:
            return False
        ctx.place(card, "deck")
        return True


class Rebel(_Teen):
    """If there is a Jock here, you may play an extra non-Rebel minion of power 3 here. Ongoing: Once per turn, after you play another minion of power 3, you may move one of your minions to another base."""

    card_id = "teens/rebel"

    def on_play(self, ctx):
        if _named_here(ctx, "Jock"):
            ctx.grant_extra("minion", base=ctx.here.iid, not_named="Rebel", **POWER_3)

    def reward(self, ctx):
        minion = ctx.choose_card("one of your minions to move to another base", ctx.minions(yours=True), optional=True)
        if minion is None:
            return False
        ctx.move_elsewhere(minion)
        return True


class Jock(_Teen):
    """If there is a Prep here, place two +1 power counters on this minion. Ongoing: Once per turn, after you play another minion of power 3, you may place a +1 power counter on this minion."""

    card_id = "teens/jock"

    def on_play(self, ctx):
        if _named_here(ctx, "Prep"):
            ctx.place_counters(ctx.card, 2)

    def reward(self, ctx):
        if not ctx.may("place a +1 power counter on this minion"):
            return False
        ctx.place_counters(ctx.card, 1)
        return True


class Prep(_Teen):
    """If there is a Brain here, you may search your deck for a minion of power 3 and draw it. Ongoing: Once per turn, after you play another minion of power 3, you may give one of your minions +2 power until the end of the turn."""

    card_id = "teens/prep"

    def on_play(self, ctx):
        if _named_here(ctx, "Brain") and ctx.may("search your deck for a minion of power 3 and draw it"):
            found = _search_deck(ctx, "a minion of power 3 to draw", _power_3_minion)
            if found is not None:
                ctx.draw_card(found)

    def reward(self, ctx):
        minion = ctx.choose_card("one of your minions to give +2 power until the end of the turn", ctx.minions(yours=True), optional=True)
        if minion is None:
            return False
        ctx.power_until([minion], 2, "end-of-turn")
        return True


class AbeFrohman(CardBehaviour):
    """Play on one of your minions. Talent: Until the start of your next turn, this minion also has the same name as every other minion you own. Using this minion’s abilities does not count as using another minion's abilities."""

    card_id = "teens/abe-frohman"
    play_on = "own-minion"

    @talent
    def day_off(self, ctx):
        # Only names are added, never abilities: the minion's abilities stay its own, so
        # limits such as "only use one X's ability each turn" are not used up by it.
        ctx.all_names_until(ctx.host(ctx.card), "start-of-turn")


class Babysitter(CardBehaviour):
    """Play on one of your minions. Ongoing: Your minions here cannot be affected by other players’ abilities."""

    card_id = "teens/babysitter"
    play_on = "own-minion"

    def protects(self, ctx, target, effect):
        # A player's abilities are those of the cards they control, not bases (terms.players-abilities).
        return (
            target.kind == "minion"
            and target.controller == ctx.player
            and ctx.base_of(target) is ctx.here
            and effect.by_other_player_of(ctx.player)
            and effect.source is not None
            and effect.source.kind != "base"
        )


def _by_you_printed_3(ctx, event) -> bool:
    return event.player == ctx.player and event.card.printed_power == 3


class BootyTrap(CardBehaviour):
    """Play on a base. Ongoing: After you play or move a minion with printed power 3 to this base, draw a card."""

    card_id = "teens/booty-trap"
    play_on = "base"

    @after("played", HERE, card_kind="minion", condition=_by_you_printed_3)
    def after_play(self, ctx, event):
        ctx.citing("terms.printed-power").draw(1)

    @after("moved", HERE, card_kind="minion", condition=_by_you_printed_3)
    def after_move(self, ctx, event):
        ctx.citing("terms.printed-power").draw(1)


class BrunchBunch(CardBehaviour):
    """Choose a base. For each name on a minion of yours there with printed power 3, you may choose a different effect:
    * Move one of your minions to there.
    * Draw a card.
    * Play an extra minion of power 3 there.
    * Give a minion there +2 power until the end of the turn.
    * Place a card from your discard pile on the bottom of your deck."""

    card_id = "teens/brunch-bunch"

    def on_play(self, ctx):
        there = ctx.choose_base("a base", ctx.bases())
        if there is None:
            return
        names: set[str] = set()
        for minion in ctx.minions(at=there, yours=True):
            if minion.printed_power == 3:
                names |= ctx.names(minion)
        ctx.record(
            "note",
            f"{ctx.player}'s minions of printed power 3 at {there.name} have {counted(len(names), 'name')}"
            + (f": {', '.join(sorted(names))}." if names else "."),
            cards=[ctx.card, there],
            players=[ctx.player],
            cites=(*ctx.cites, "terms.same-name", "terms.printed-power"),
        )
        effects = self._effects(ctx, there)
        chosen: list[str] = []
        while len(chosen) < len(names):
            offered = {label: label for label, (possible, _) in effects.items() if label not in chosen and possible()}
            if not offered:
                break
            picked = ctx.choose("a different effect for a name, or stop", {**offered, "stop": None}, kind="or")
            if picked is None:
                break
            chosen.append(picked)
        for label in chosen:
            effects[label][1]()

    @staticmethod
    def _effects(ctx, there):
        def others():
            return [m for m in ctx.minions(yours=True) if ctx.base_of(m) is not there]

        def move():
            minion = ctx.choose_card(f"one of your minions to move to {there.name}", others())
            if minion is not None:
                ctx.move(minion, there)

        def boost():
            minion = ctx.choose_card(f"a minion at {there.name} to give +2 power until the end of the turn", ctx.minions(at=there))
            if minion is not None:
                ctx.power_until([minion], 2, "end-of-turn")

        def recycle():
            card = ctx.choose_card("a card from your discard pile to place on the bottom of your deck", ctx.discard_pile())
            if card is not None:
                ctx.place(card, "deck")

        return {
            "move a minion there": (lambda: bool(others()), move),
            "draw a card": (lambda: True, lambda: ctx.draw(1)),
            "play an extra minion there": (lambda: True, lambda: ctx.grant_extra("minion", base=there.iid, **POWER_3)),
            "give a minion there +2 power": (lambda: bool(ctx.minions(at=there)), boost),
            "place a card on the bottom of your deck": (lambda: bool(ctx.discard_pile()), recycle),
        }


class ExplosionAtSchool(CardBehaviour):
    """Shuffle any number of minions of power 3 with different names from your discard pile into your deck and draw a card."""

    card_id = "teens/explosion-at-school"

    def on_play(self, ctx):
        chosen = []
        while True:
            taken = {c.name for c in chosen}
            fitting = {}
            for card in ctx.discard_pile():
                if _power_3_minion(card) and card.name not in taken:
                    fitting.setdefault(card.name, card)  # copies of one name are interchangeable
            card = ctx.choose_card("a minion of power 3 with a different name to shuffle into your deck", list(fitting.values()), optional=True)
            if card is None:
                break
            chosen.append(card)
        if chosen:
            ctx.shuffle_into_deck(chosen)
        ctx.draw(1)


class NewKid(CardBehaviour):
    """Search your deck for a minion of power 3 and play it as an extra minion."""

    card_id = "teens/new-kid"

    def on_play(self, ctx):
        found = _search_deck(ctx, "a minion of power 3 to play as an extra minion", _power_3_minion)
        if found is not None:
            # The ability picks the card: a specific extra play (play.extra-generic-specific).
            ctx.play_extra_now("minion", card=found.iid, from_zone="deck")


class PrincipalsOffice(CardBehaviour):
    """Return one of your minions to your hand. You may play a minion of printed power 3 as an extra minion."""

    card_id = "teens/principals-office"
    targets = Targets(yours=True)

    def on_play(self, ctx):
        minion = ctx.choose_card("one of your minions to return to your hand", ctx.minions(yours=True))
        if minion is not None:
            ctx.return_to_hand(minion)
        ctx.grant_extra("minion", **POWER_3)


class StrangeScience(CardBehaviour):
    """Play a minion of power 3 from your discard pile as an extra minion."""

    card_id = "teens/strange-science"

    def on_play(self, ctx):
        ctx.play_extra_now("minion", from_zone="discard", **POWER_3)


class CabinInTheWoods(CardBehaviour):
    """If you have at least two minions here, your minions here each have +2 power."""

    card_id = "teens/cabin-in-the-woods"

    def power_bonus(self, ctx, minion):
        if minion.kind != "minion" or ctx.base_of(minion) is not ctx.card:
            return 0
        yours = [m for m in ctx.minions_at(ctx.card) if m.kind == "minion" and m.controller == minion.controller]
        return 2 if len(yours) >= 2 else 0


class MontridgeHigh(CardBehaviour):
    """After you play a minion here, place a +1 counter on one of your minions with a different name here."""

    card_id = "teens/montridge-high"

    @after("played", HERE, card_kind="minion", condition=lambda ctx, event: event.player is not None)
    def after_play(self, ctx, event):
        you = ctx.as_player(event.player)
        played = you.names(event.card)
        others = [m for m in you.minions(here=True, yours=True) if not (you.names(m) & played)]
        minion = you.choose_card(f"one of your minions here with a name other than {event.card.name} for a +1 power counter", others)
        if minion is not None:
            you.place_counters(minion, 1)
