"""Ancient Egyptians clarifications and summary rulings (features/ancient_egyptians.feature).

Two steps of this faction's own, for buried cards (engine.burying), which the shared step
library has no words for:

* ``Given Alice has buried Tomb Trap beside Pyramids``: a card face down beside a base,
  controlled by the player who buried it (the position file's ``buried`` list);
* ``Then Tomb Trap is buried beside Pyramids`` (or ``is not buried beside``).
"""

from __future__ import annotations

from pytest_bdd import given, parsers, scenarios, then

scenarios("ancient_egyptians.feature")


@given(parsers.re(r"(?P<player>\w+) has buried (?P<cards>.+) beside (?P<base>.+)"))
def has_buried(table, player: str, cards: str, base: str):
    entry = table.base(base)
    for name in [c.strip() for c in cards.split(",")]:
        entry.setdefault("buried", []).append({"card": name, "controller": player})
    table.changed()


def _buried_beside(table, card: str, base: str) -> bool:
    return any(table.where(c).lower() == f"buried beside {base}".lower() for c in table.instances(card))


@then(parsers.re(r"(?P<card>.+?) is buried beside (?P<base>.+)"))
def is_buried(table, card: str, base: str):
    places = [table.where(c) for c in table.instances(card)]
    assert _buried_beside(table, card, base), f"{card} is {' / '.join(places)}, not buried beside {base}"


@then(parsers.re(r"(?P<card>.+?) is not buried beside (?P<base>.+)"))
def is_not_buried(table, card: str, base: str):
    assert not _buried_beside(table, card, base), f"{card} is buried beside {base}"
