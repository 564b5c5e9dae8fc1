"""Interim spells (16/24/8/8 by level) with balanced recipes, to be replaced by issue 3's set.

Level-1 spells are real forfeits (suffer or pay 2 Finds); higher levels draw Finds.
"""

from __future__ import annotations

from engine.elixir.cards import CardDef, Display, Ends, Kind, Lasting, Target
from engine.elixir.ingredients import Ingredient
from engine.elixir.primitives import draw
from engine.elixir.state import ElixirState, Play

_ALL = list(Ingredient)
_LEVEL_COUNTS = {1: 16, 2: 24, 3: 8, 4: 8}

_DAZED = Lasting(
    key="interim_dazed",
    name={"en": "Dazed", "fr": "Étourdi"},
    text={"en": "Skips their next turn.", "fr": "Passe son prochain tour."},
    display=Display.HAT,
    ends=Ends.COUNTDOWN,
    skip_turn=True,
)


def _draw_for_level(st: ElixirState, play: Play) -> None:
    from engine.elixir.catalog import card_def

    draw(st, play.seat, card_def(play.card).level - 1, why=f"card:{play.card}")


def _recipes() -> list[tuple[Ingredient, ...]]:
    slot = 0
    out: list[tuple[Ingredient, ...]] = []
    for level, count in _LEVEL_COUNTS.items():
        for _ in range(count):
            out.append(tuple(_ALL[(slot + k * 5) % 16] for k in range(level)))
            slot += 1
    return out


def _spells() -> tuple[CardDef, ...]:
    recipes = iter(_recipes())
    cards: list[CardDef] = []
    for level, count in _LEVEL_COUNTS.items():
        for i in range(1, count + 1):
            if level == 1:
                cards.append(CardDef(
                    key=f"spell.interim_l1_{i}", kind=Kind.SPELL, level=1, recipe=next(recipes),
                    target=Target.OTHER, forfeit=_DAZED,
                    name={"en": f"Dizzy Hex {i}", "fr": f"Maléfice vertigineux {i}"},
                    text={"en": "Forfeit: the victim skips their next turn, or gives you 2 Finds.",
                          "fr": "Gage : la victime passe son prochain tour, ou vous donne 2 trouvailles."}))
            else:
                cards.append(CardDef(
                    key=f"spell.interim_l{level}_{i}", kind=Kind.SPELL, level=level, recipe=next(recipes),
                    effect=_draw_for_level,
                    name={"en": f"Rising Charm {level}.{i}", "fr": f"Charme ascendant {level}.{i}"},
                    text={"en": f"Draw {level - 1} Finds.", "fr": f"Piochez {level - 1} trouvailles."}))
    return tuple(cards)


SPELLS: tuple[CardDef, ...] = _spells()
