"""The setting "Colour-blind friendly icons" marks what colour alone says at the tables.

It was saved and shown in Settings but read by nothing. Elixir: an uncast spell's bottle on a
seat's plaque says its level by colour only, so the bottle carries its digit. Magicoa: a chip on
the score track says its seat by colour only, so it carries the seat's first letters (the bids
show each seat's suit, and the panels the names). Elixir Quest has nothing told by colour alone.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

import pygame  # noqa: E402

from game.i18n import Translator  # noqa: E402
from game.showcase import build_scene  # noqa: E402
from game.table.res import Resources  # noqa: E402
from game.tables.elixir.plaque import PlaqueArt  # noqa: E402
from game.tables.magicoa.board import board_layout  # noqa: E402
from game.tables.magicoa.faces import MagicoaFaces  # noqa: E402
from game.tables.magicoa.paint import Painter  # noqa: E402
from tests.client.test_layout_fit import make_ctx  # noqa: E402
from tests.client.test_scenes import run  # noqa: E402


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_elixir_bottles_carry_their_level_when_the_setting_is_on(tmp_path: Path) -> None:
    make_ctx(tmp_path, (1280, 720), "en")
    art = PlaqueArt(Resources())
    seat = {"finds": 5, "spell_levels": [1, 2, 3, 4], "cast": [], "modifiers": []}
    plain = art.plaque(seat, "Ulric", (200, 80), 1.0, active=False, nick=False, number=2)
    marked = art.plaque(seat, "Ulric", (200, 80), 1.0, active=False, nick=False, number=2, colour_blind=True)
    assert plain is not marked and pixels(plain) != pixels(marked)
    top = plain.subsurface((0, 0, 200, 30))  # the name line is the same; only the bottles differ
    assert pixels(top) == pixels(marked.subsurface((0, 0, 200, 30)))


def test_magicoa_score_chips_carry_their_seat_when_the_setting_is_on(tmp_path: Path) -> None:
    make_ctx(tmp_path, (1280, 720), "en")
    lay = board_layout((1280, 720), 3, 0)
    res = Resources()
    faces = MagicoaFaces(res, Translator("en"))
    view = {"seats": [{"score": 3}, {"score": 12}, {"score": 20}]}
    shots = []
    for on in (False, True):
        surface = pygame.Surface((1280, 720))
        Painter(res, faces, Translator("en"), lambda s: ["Ann", "Bob", "Cid"][s or 0], colour_blind=on).score_track(
            surface, lay, view)
        shots.append(pixels(surface))
    assert shots[0] != shots[1]


def test_the_tables_read_the_setting(tmp_path: Path) -> None:
    for game in ("elixir", "magicoa"):
        ctx = make_ctx(tmp_path / game, (1280, 720), "en")
        ctx.apply_settings(ctx.settings.with_changes(colour_blind_icons=True))
        scene = build_scene(ctx, "table", game=game, players=4, seed=3)
        ctx.stack.reset(scene)
        run(ctx, 30)
        surface = pygame.display.get_surface()
        ctx.stack.top.draw(surface)
        marked = pixels(surface)
        ctx.apply_settings(ctx.settings.with_changes(colour_blind_icons=False))
        ctx.stack.top.draw(surface)
        assert pixels(surface) != marked, game
