"""Magicoa's shipped pictures: every file at its size, distinct potions, shapes that tell the
colours apart without colour, and a generator that makes the shipped bytes again."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from itertools import combinations  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from engine.magicoa.gold import GOLD_COLOURS, GOLD_SHAPES  # noqa: E402
from engine.magicoa.potions import POTIONS, Colour, Power  # noqa: E402

ASSETS = Path(__file__).resolve().parents[2] / "assets"


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    pygame.init()


def _load(rel: str) -> pygame.Surface:
    return pygame.image.load(str(ASSETS / rel))


def _expected() -> dict[str, tuple[int, int]]:
    files = {f"magicoa/potions/potion_{p.id}.png": (208, 140) for p in POTIONS}
    files |= {f"magicoa/frames/potion_{c}.png": (240, 336) for c in Colour}
    files |= {f"magicoa/colours/{c}.png": (64, 64) for c in Colour}
    files |= {f"magicoa/powers/{p}.png": (64, 64) for p in Power}
    files |= {f"magicoa/gold/gold_{c}.png": (240, 336) for c in GOLD_COLOURS}
    files |= {"magicoa/backs/potion.png": (240, 336), "magicoa/backs/gold.png": (240, 336),
              "box/elixir.png": (320, 200), "box/magicoa.png": (320, 200)}
    return files


def test_every_magicoa_picture_is_shipped_at_its_size() -> None:
    for rel, size in _expected().items():
        assert (ASSETS / rel).is_file(), f"missing {rel} (run python -m tools.make_assets)"
        assert _load(rel).get_size() == size, rel


def test_no_two_potions_share_a_picture() -> None:
    pictures = {p.id: pygame.image.tobytes(_load(f"magicoa/potions/potion_{p.id}.png"), "RGBA") for p in POTIONS}
    assert len(set(pictures.values())) == len(POTIONS)


def _light(rel: str, size: int = 32) -> set[tuple[int, int]]:
    """What a colour-blind player sees of an icon: its light pattern in greyscale at `size` px."""
    grey = pygame.transform.grayscale(pygame.transform.smoothscale(_load(rel), (size, size)))
    return {(x, y) for y in range(size) for x in range(size) if grey.get_at((x, y))[3] > 128
            and grey.get_at((x, y))[0] > 90}


def _alike(a: set[tuple[int, int]], b: set[tuple[int, int]]) -> float:
    return len(a & b) / max(1, len(a | b))


@pytest.mark.parametrize("group, names", [
    ("colours", [str(c) for c in Colour]),
    ("powers", [str(p) for p in Power]),
])
def test_icons_differ_by_shape_in_greyscale(group: str, names: list[str]) -> None:
    light = {n: _light(f"magicoa/{group}/{n}.png") for n in names}
    for a, b in combinations(names, 2):
        assert _alike(light[a], light[b]) < 0.7, f"{a} and {b} look alike in greyscale"


def test_gold_colours_differ_by_shape_in_greyscale() -> None:
    """Each gold colour's corner shape (sun, heart, leaf, drop, moon, star) reads without colour."""
    shapes = {}
    for colour in GOLD_COLOURS:
        face = _load(f"magicoa/gold/gold_{colour}.png").subsurface((16, 16, 44, 44))
        grey = pygame.transform.grayscale(face)
        base = grey.get_at((2, 40))[0]  # the card's own tone, away from the shape
        shapes[colour] = {(x, y) for y in range(44) for x in range(44) if abs(grey.get_at((x, y))[0] - base) > 40}
    assert len(set(GOLD_SHAPES.values())) == len(GOLD_COLOURS)
    for a, b in combinations(GOLD_COLOURS, 2):
        assert _alike(shapes[a], shapes[b]) < 0.7, f"{a} and {b} gold look alike in greyscale"


def test_the_generator_makes_the_shipped_magicoa_pictures_again(tmp_path: Path) -> None:
    from tools import magicoa_art

    pygame.display.init()
    for rel, draw in magicoa_art.jobs():
        if rel in ("magicoa/potions/potion_7.png", "magicoa/gold/gold_violet.png", "box/magicoa.png"):
            out = tmp_path / "made.png"
            pygame.image.save(draw(), str(out))
            shipped = pygame.image.tobytes(_load(rel), "RGBA")
            assert pygame.image.tobytes(pygame.image.load(str(out)), "RGBA") == shipped, f"{rel} is stale"
