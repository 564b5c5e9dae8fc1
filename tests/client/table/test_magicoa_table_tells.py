"""What Magicoa's table tells the player in words and numbers: how many gold cards are out of
the game, who won at the end, what the power of a potion is, the keys of the help, what the
numbers on the players' panels mean, and both potions of an Exchange in the log.

The table runs on an `EngineLink` (the engine in-process, random bots in the other seats);
time is stepped with the game clock, input is synthetic pygame events.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any  # noqa: E402

import pygame  # noqa: E402

from game.i18n import Translator  # noqa: E402
from game.table.res import Resources  # noqa: E402
from game.tables.magicoa.board import board_layout  # noqa: E402
from game.tables.magicoa.faces import MagicoaFaces  # noqa: E402
from game.tables.magicoa.paint import Painter, gold_out_shown  # noqa: E402
from tests.client.table.harness import make_ctx  # noqa: E402
from tests.client.table.test_magicoa_table import BlitRecorder  # noqa: E402


class SaidTexts:
    """A translator that remembers every text asked of it (key and fields)."""

    def __init__(self, lang: str = "en") -> None:
        self.tr = Translator(lang)
        self.lang = lang
        self.said: list[tuple[str, dict[str, Any]]] = []

    def __call__(self, key: str, **fields: Any) -> str:
        self.said.append((key, fields))
        return self.tr(key, **fields)


def test_every_gold_card_out_of_the_game_is_counted_and_none_is_hidden_without_a_mark() -> None:
    """Eight gold cards had left the game in a round, the table showed six and no count. Now the
    count is written under them, and a "+N" tile stands for the older cards that do not fit."""
    make_ctx()
    lay = board_layout((1280, 720), 4, 0)
    res = Resources()
    faces = MagicoaFaces(res, Translator("en"))
    said = SaidTexts()
    painter = Painter(res, faces, said, lambda seat: f"Seat {seat}")  # type: ignore[arg-type]
    gold = [{"id": 100 + k, "seat": k % 4, "value": k + 1} for k in range(8)]
    surface = BlitRecorder()
    painter.gold_out(surface, lay, gold)  # type: ignore[arg-type]
    assert ("magicoa.out.gold", {"count": 8}) in said.said
    w = lay.px(28)
    newest = [faces.gold(g["seat"], g["value"], w) for g in gold[3:]]
    drawn = [face for face, _ in surface.blits]
    assert drawn[1:6] == newest  # the five newest face up, after the "+3" tile
    assert drawn[0].get_size() == newest[0].get_size() and drawn[0] not in newest
    assert gold_out_shown(8) == (5, 3) and sum(gold_out_shown(8)) == 8
    assert gold_out_shown(6) == (6, 0) and gold_out_shown(0) == (0, 0)


def test_a_few_gold_cards_out_of_the_game_are_all_shown_with_their_count() -> None:
    """Up to six, every card is drawn face up; the count is written all the same."""
    make_ctx()
    lay = board_layout((1280, 720), 3, 0)
    res = Resources()
    faces = MagicoaFaces(res, Translator("en"))
    said = SaidTexts()
    painter = Painter(res, faces, said, lambda seat: f"Seat {seat}")  # type: ignore[arg-type]
    gold = [{"id": 100 + k, "seat": 0, "value": k + 1} for k in range(2)]
    surface = BlitRecorder()
    painter.gold_out(surface, lay, gold)  # type: ignore[arg-type]
    assert [face for face, _ in surface.blits][:2] == [faces.gold(0, v, lay.px(28)) for v in (1, 2)]
    assert ("magicoa.out.gold", {"count": 2}) in said.said
    assert pygame.display.get_surface() is not None
