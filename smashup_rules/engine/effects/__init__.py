"""Effect primitives: the only code that changes zones, VP, counters and control.

Each primitive checks protection (``blocked``, through ``power.protector``), offers
"instead" replacements where the rules have them (``game.replace``), logs one event
with its citations, then fires the "after" triggers (``game.fire``). ``source`` is the
ability that mandates the effect (``engine.source``: its card, its player, what it cites;
a card hands on its context), or None when the rules themselves do it (scoring discard,
drawing). A decision an effect asks goes through the game it is given (``game.ask``), an
ability it consults through ``game.context``. One module per concern, each importing only
those before it:

- ``affects``: protection, what an effect affects, copies and redirections;
- ``monsters``: the Monster and Treasure decks: monsters played from them, treasure drawn, loot;
- ``leaving``: cards leaving play (destroy, return, place, discard) and where they go;
- ``bases``: bases (destroyed, swapped, added, replaced) and titans (arriving, clashing);
- ``decks``: decks, draws, hands and victory points;
- ``in_play``: moves, counters, control, attachments, stored cards, swaps, copied abilities;
- ``lasting``: lasting effects, started and ended.

Callers use the names below (``effects.destroy``).
"""

from __future__ import annotations

from smashup_rules.engine.effects.affects import (  # noqa: F401
    blocked,
    copiers_passed_over,
    note_affected,
    offer_copies,
    copyable,
    redirected,
    why_not,
    with_cites,
)
from smashup_rules.engine.effects.monsters import (  # noqa: F401
    play_monster,
    bring_monsters,
    draw_treasures,
    take_treasure,
    reveal_treasures,
    shuffle_shared_deck,
)
from smashup_rules.engine.effects.leaving import (  # noqa: F401
    owner_pile,
    leave_play,
    host_leaving,
    pile_words,
    own_pile_rule,
    departure,
    before_discard,
    after_leaving,
    destroy,
    return_to_hand,
    place,
    discard_scored,
    has_leaving_ability,
    discard_from_play,
    set_aside_titan,
)
from smashup_rules.engine.effects.bases import (  # noqa: F401
    destroy_base,
    swap_base,
    add_base,
    base_played,
    arrive,
    resolve_clashes,
    clash,
    replace_base,
    discard_buried,
    follow_swap,
)
from smashup_rules.engine.effects.decks import (  # noqa: F401
    shuffle_discard_into_deck,
    draw,
    top_of_deck,
    reveal_top,
    reveal_until,
    cards_seen,
    shuffle_deck,
    look_at_top,
    draw_specific,
    shuffle_into_deck,
    discard_card,
    give_to_hand,
    set_aside_cards,
    gain_vp,
)
from smashup_rules.engine.effects.in_play import (  # noqa: F401
    move,
    place_counters,
    remove_counters,
    transfer_counters,
    take_control,
    store_under,
    draw_stored,
    swap_minion,
    copy_abilities,
    attach,
    transfer_card,
)
from smashup_rules.engine.effects.lasting import (  # noqa: F401
    add_lasting_power,
    add_lasting_to_hand,
    IMMUNITY_WORDS,
    add_lasting_immunity,
    grant_ability,
    UNTIL_WORDS,
    add_lasting,
    expire_lasting,
)
