"""The words of a card that decide who or what may be chosen, and the rule that defines each
(terms.a-minion, terms.your, terms.other-players): the card API cites that rule wherever a
choice's prompt has the words, and the citation audit checks every choice step does.

Plain string matching on whole words (the engine starts without ``re``)."""

from __future__ import annotations

# (the words, the rule that says what they take in), most specific first.
WHO_WORDS = (
    ("another player", "terms.other-players"),
    ("other players", "terms.other-players"),
    ("other player", "terms.other-players"),
    ("one of your", "terms.your"),
    ("your minion", "terms.your"),
    ("a minion", "terms.a-minion"),
    ("any minion", "terms.a-minion"),
    ("any one minion", "terms.a-minion"),
)


def who_rules(prompt: str) -> tuple[str, ...]:
    """The rules behind the words of ``prompt`` that decide who may be chosen, each once."""
    text = f" {prompt.lower()} "
    found = []
    for words, rule in WHO_WORDS:
        at = text.find(f" {words}")
        while at >= 0:
            after = text[at + 1 + len(words)]
            if not after.isalpha() or (after == "s" and words.endswith("minion")):
                if rule not in found:
                    found.append(rule)
                break
            at = text.find(f" {words}", at + 1)
    return tuple(found)
