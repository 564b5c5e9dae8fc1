"""The Menu button at a table's top right never covers a seat's panel, in any language.

Its label and key are as wide as the language makes them ("Menu Échap" in French); each game's
layout keeps room for the widest. Magicoa kept room for the English one, so in French the
button covered the sixth seat's score.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import LANGUAGES, Translator  # noqa: E402
from game.scenes.tableshell import menu_button_rect  # noqa: E402
from game.table.layout import compute  # noqa: E402
from game.tables.magicoa.board import board_layout  # noqa: E402
from game.tables.quest.board import duel_layout  # noqa: E402
from game.ui import kit_for  # noqa: E402
from tests.client.test_layout_fit import make_ctx  # noqa: E402

SIZES = [(1280, 720), (1024, 576), (1920, 1080)]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("size", SIZES)
def test_the_menu_button_covers_no_seat_panel(tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    ctx = make_ctx(tmp_path, size, lang)
    kit, tr = kit_for(ctx), Translator(lang)
    for players in (3, 4, 5, 6):
        elixir = compute(size, players, 0)
        menu = menu_button_rect(kit, tr, elixir)
        assert not any(menu.colliderect(r) for r in elixir.plaques.values()), ("elixir", players)
        magicoa = board_layout(size, players, 0)
        menu = menu_button_rect(kit, tr, magicoa.shared)
        assert not any(menu.colliderect(r) for r in magicoa.seats.values()), ("magicoa", players)
    quest = duel_layout(size, 0)
    menu = menu_button_rect(kit, tr, quest.shared)
    assert not menu.colliderect(quest.rival), "quest"
    assert isinstance(menu, pygame.Rect)
