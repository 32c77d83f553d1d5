"""``smashup play FILE``: step through a turn from a position, choosing at the terminal.

Each menu choice is one engine call (play a card, use a talent, score the
bases, end the turn); the steps it caused are printed with their citations,
numbered on from the file's own play. Decisions the engine asks go to the
file's scripted answers first, then to the terminal. Every question takes a
number from its menu, or ``q`` (``quit``) to end the session; anything else is
answered in the session's own words, and asked again.
"""

from __future__ import annotations

import click

from smashup_rules.engine.choices import Decision, ScriptedChooser
from smashup_rules.engine.errors import EngineError, IllegalPlay
from smashup_rules.engine.play import open_plays, play_card
from smashup_rules.engine.talents import use_talent
from smashup_rules.engine.scoring import score_bases_phase
from smashup_rules.engine.zones import hand, in_hand
from smashup_rules.engine.turn import finish_turn, start_turn
from smashup_rules.explain.run import UnsavableMoment, cite_label, explain_position, write_position
from smashup_rules.explain.result import result
from smashup_rules.util.terminal import Out


QUIT = ("q", "quit")


class Quit(Exception):
    """The player typed ``q`` or ``quit``: the session ends."""


def pick(prompt: str, labels: list[str], *, back: bool = True) -> int | None:
    """A numbered menu: the index of the label chosen, None for 0 (going back, when ``back``);
    ``q`` or ``quit`` raises ``Quit``."""
    for number, label in enumerate(labels, start=1):
        click.echo(f"  {number}. {label}")
    lowest = 0 if back else 1
    hint = f"{prompt} (0 to go back, q to quit)" if back else f"{prompt} (q to quit)"
    while True:
        answer = click.prompt(hint).strip().lower()
        if answer in QUIT:
            raise Quit
        if answer.isdigit() and lowest <= int(answer) <= len(labels):
            return int(answer) - 1 if int(answer) else None
        click.echo(f"Type a number from {lowest} to {len(labels)}, or q to quit.")


class AskingChooser(ScriptedChooser):
    """The file's scripted answers first (strictly matched); then each decision is asked at the
    terminal, as the session's menus are."""

    def __call__(self, decision: Decision) -> int:
        if self.remaining:
            return super().__call__(decision)
        click.echo(f"\n{decision.player} must {decision.prompt}:")
        return pick("Choice", [option.display for option in decision.options], back=False)


class Session:
    def __init__(self, position, out: Out):
        self.out = out
        self.position = position
        self.explanation = self.game = None  # the file's own play, resolved when the session runs: it may ask
        self.shown = 0

    @property
    def state(self):
        return self.game.state

    def show_new_steps(self) -> None:
        for number, event in enumerate(self.game.log[self.shown :], start=self.shown + 1):
            self.out.line(f"{number:>2}. ", event.message)
            if event.cites:
                self.out.line("    ", (" ".join(f"[{cite_label(c)}]" for c in event.cites), "dim"))
        self.shown = len(self.game.log)

    def show_board(self) -> None:
        summary = result(self.explanation)
        self.out.blank()
        self.out.line((f"{summary['turn']}'s turn", "title"), "  VP: " + ", ".join(f"{p} {vp}" for p, vp in summary["vp"].items()))
        for base in summary["bases"]:
            minions = ", ".join(f"{m['name']} ({m['controller']}, {m['power'] if m['power'] is not None else 'titan'})" for m in base["minions"])
            self.out.line(f"  {base['name']} ({base['total_power']}/{base['breakpoint']}): {minions or 'no minions'}")
        player = self.state.turn.player
        self.out.line(f"  {player}'s hand: " + (", ".join(c.name for c in self.state.zone(hand(player))) or "empty"))

    def act(self, action) -> None:
        try:
            action()
        except IllegalPlay as refusal:
            self.out.line(("Refused: ", "warn"), str(refusal))
            if refusal.cites:  # what forbids it, as the explanation of a refused play cites it
                self.out.line("    ", (" ".join(f"[{cite_label(c)}]" for c in refusal.cites), "dim"))
        self.show_new_steps()

    def play_from_hand(self) -> None:
        """Only the cards that can be played now, each only where it may go (``open_plays``)."""
        player = self.state.turn.player
        playable = open_plays(self.game, player)
        if not playable:
            self.out.line("No card can be played now: no play is left that a card of your hand or discard pile fits.")
            return
        labels = [card.name if in_hand(card, player) else f"{card.name} (from your discard pile)" for card, _ in playable]
        chosen = pick("Play which card", labels)
        if chosen is None:
            return
        card, where = playable[chosen]
        base = target = None
        if where != [None]:
            on_minions = where[0].kind != "base"
            labels = [f"{m.name} ({m.controller}, {self.state.base_of(m).name})" if on_minions else m.name for m in where]
            which = pick("On which minion" if on_minions else "On which base", labels)
            if which is None:
                return
            target, base = (where[which], None) if on_minions else (None, where[which])
        self.act(lambda: play_card(self.game, player, card, base=base, target=target))

    def talent(self) -> None:
        """A Talent of a card you control, or a Special used from your hand (Deputy)."""
        state = self.state
        player = state.turn.player
        cards = [c for c in state.cards_in_play() if c.controller == player and getattr(state.registry.defined(state.ability_id(c)), "talent_method", None)]
        labels = [c.name for c in cards]
        from_hand = [c for c in state.zone(hand(player)) if c.card_id in state.registry.defining("hand_special")]
        cards += from_hand
        labels += [f"{c.name} (Special, from your hand)" for c in from_hand]
        if not cards:
            self.out.line("You control no card with a talent, and hold no Special to use from your hand.")
            return
        chosen = pick("Use the talent of", labels)
        if chosen is not None:
            self.act(lambda: use_talent(self.game, player, cards[chosen]))

    def save(self) -> None:
        """Write the game as it is now as a position file, to ask ``smashup explain`` about it."""
        path = click.prompt("Save the position to which file (q to quit)", default="position.yaml")
        if path.strip().lower() in QUIT:
            raise Quit
        try:
            write_position(self.state, path)
        except (OSError, UnsavableMoment) as error:  # a file that cannot be written, or a moment no file can hold
            self.out.line(("Not saved: ", "warn"), f"{path}: {getattr(error, 'strerror', None) or error}")
            return
        self.out.line(f"Saved: {path} (smashup explain {path} asks about this moment; its plays and choices are yours to add).")

    def run(self) -> int:
        try:
            self.explanation = explain_position(self.position, AskingChooser(self.position.choices))
            self.game = self.explanation.game
            return self.menu()
        except Quit:
            return 0

    def menu(self) -> int:
        self.show_new_steps()
        if self.explanation.error:
            self.out.line(("Stopped: ", "warn"), str(self.explanation.error))
            return 1
        menu = {"Play a card from hand": self.play_from_hand, "Use a talent, or a Special from hand": self.talent}
        menu["Score the bases"] = lambda: self.act(lambda: score_bases_phase(self.game))
        menu["End the turn"] = lambda: self.act(lambda: finish_turn(self.game))
        menu["Save this moment as a position file"] = self.save
        while self.state.winner is None:
            if self.state.turn.phase == "start-turn":
                self.act(lambda: start_turn(self.game))
            self.show_board()
            chosen = pick("What next", list(menu) + ["Quit"], back=False)
            if chosen == len(menu):
                return 0
            try:
                list(menu.values())[chosen]()
            except EngineError as error:
                self.show_new_steps()
                self.out.line(("Stopped: ", "warn"), str(error))
                return 1
        self.out.line((f"{self.state.winner} wins the game.", "title"))
        return 0
