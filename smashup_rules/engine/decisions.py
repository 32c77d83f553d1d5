"""What a player is asked: a ``Decision`` (who decides, what, and the legal options, each an ``Option``).

The engine builds one for every choice and hands it to a chooser (``engine.choices``); an
error about a decision names it (``errors.ChoiceError``), so the records sit below both.
"""

from __future__ import annotations

from smashup_rules.util.records import FrozenRecord

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (start-up)
if TYPE_CHECKING:
    from typing import Any


class Option(FrozenRecord):
    __slots__ = ("label", "value", "detail")

    def __init__(self, label: str, value: Any, detail: str = ""):
        self.label = label  # the name a script uses: "Walker", "The Grey Opal", "yes", "pass"
        self.value = value
        self.detail = detail  # longer form that tells apart options with the same label

    @property
    def display(self) -> str:
        return self.detail or self.label


class Decision(FrozenRecord):
    __slots__ = ("player", "prompt", "options", "kind", "cites")

    def __init__(self, player: str, prompt: str, options: tuple[Option, ...], kind: str, cites: tuple[str, ...] = ()):
        self.player = player
        self.prompt = prompt  # completes "<player> must ...", e.g. "choose a minion to destroy (Cut Lass)"
        self.options = options
        self.kind = kind  # "target", "base", "may", "order", "special", "score-base", "discard" ...
        self.cites = cites  # the rules and clarifications that shape the question (what its step cites)

    def legal_options(self) -> str:
        return "; ".join(option.display for option in self.options)
