"""What Magicoa tells the player in words, written as each language writes it: a gold card
thrown out before its owner was asked, a power won that is already held, a tie at the end of
the game, a potion's power on the cards page.

The table runs on an `EngineLink` (the engine in-process, random bots in the other seats);
time is stepped with the game clock, input is synthetic pygame events.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any  # noqa: E402

from engine.magicoa.potions import POTIONS  # noqa: E402
from game.tables.magicoa.reference import potion_details  # noqa: E402
from tests.client.table.test_magicoa_table_tells import SaidTexts as Said  # noqa: E402


class SaidTexts(Said):
    """The texts asked of a translator, which also writes card texts."""

    def card(self, text: Any) -> str:
        return self.tr.card(text)


def test_a_potions_power_on_the_cards_page_is_one_text_each_language_writes_its_way() -> None:
    """The French cards page read "Indiscrétion: Au début de chaque manche…": the power's name
    and its text were glued with an English colon. The line is now one text per power, so
    French can write "Indiscrétion : au début…"."""
    for p in POTIONS:
        if p.power is None:
            continue
        said = SaidTexts()
        power = potion_details(said, p.id)[2]  # type: ignore[arg-type]
        assert said.said[-1] == (f"magicoa.reference.power.{p.power}", {})
        assert power == said.tr(f"magicoa.reference.power.{p.power}")
    indiscretion = next(p for p in POTIONS if p.power == "indiscretion")
    assert potion_details(SaidTexts().tr, indiscretion.id)[2] == \
        "Indiscretion: at the start of each round, you look at the face-down potion."
