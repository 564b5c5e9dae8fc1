"""Whether a magical object would act on anything now: its `Needs` checked against what its user sees.

An object's `engine.elixir.cards.Needs` say what its effect acts on; used while one of them is
unmet, the rules make it do nothing (they emit "no_effect") and the card is spent. The bots'
judge (`engine.bots.heuristics.Evaluator.object_lands`) and the table's warning before such a
use (`game.tables.elixir.needs`) both ask this one function, each from what its seat sees.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from engine.elixir.cards import Needs
from engine.elixir.paying import Book


def unmet_need(book: Book, card: int, *, hand: Sequence[int], discard: Sequence[int], own_effects: Iterable[str],
               rival_finds: Iterable[int], counts: Callable[[str], bool] = lambda key: True) -> Needs | None:
    """The first need of object `card` (of the card book `book`) that nothing meets (None: every
    one is met).

    `hand` is its user's hand (the card itself is left out here), `discard` the discard pile,
    `own_effects` the keys of the lasting effects on its user (those `counts` accepts are there
    to act on: every one, unless the caller judges some not worth it), `rival_finds` the other
    seats' counts of Finds. The iterables are read only for a need the card has.
    """
    for need in book[card].needs:
        if need is Needs.OWN_LASTING_EFFECT:
            met = any(counts(key) for key in own_effects)
        elif need is Needs.DISCARD:
            met = bool(discard)
        elif need is Needs.DISCARD_INGREDIENT:
            met = any(book[c].ingredient for c in discard)
        elif need is Needs.OWN_INGREDIENT:
            met = any(book[c].ingredient for c in hand if c != card)
        elif need is Needs.OWN_FINDS:
            met = any(c != card for c in hand)
        else:  # Needs.TARGET_FINDS
            met = any(count > 0 for count in rival_finds)
        if not met:
            return need
    return None
