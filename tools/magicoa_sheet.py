"""Contact sheet of Magicoa's cards: `python -m tools.magicoa_sheet [--lang fr] [--out PNG]`.

Every potion face as the client composes it (`game.tables.magicoa.faces`: frame, art, name,
points, power or flavour in the chosen language), the six gold colours, both backs, the power
and colour icons and the box art; default docs/img/magicoa_cards.png, at 0.6 of the native
card size.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from engine.magicoa.gold import GOLD_COLOURS  # noqa: E402
from engine.magicoa.potions import POTIONS, Colour, Power  # noqa: E402
from game.i18n import LANGUAGES, Translator  # noqa: E402
from game.table.res import Resources  # noqa: E402
from game.tables.magicoa.faces import MagicoaFaces, colour_rel, power_rel  # noqa: E402
from tools import palette as pal  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO / "docs" / "img" / "magicoa_cards.png"
CARD_W, COLUMNS, GAP = 144, 10, 8


def magicoa_sheet(lang: str = "en") -> pygame.Surface:
    """The sheet: 37 potions in rows of ten, then gold faces and backs, then icons and box art."""
    faces = MagicoaFaces(Resources(), Translator(lang))
    res = Resources()
    card_h = round(CARD_W * 1.4)
    rows = -(-len(POTIONS) // COLUMNS)
    width = COLUMNS * (CARD_W + GAP) + GAP
    height = rows * (card_h + GAP) + GAP + (card_h + GAP) + 220
    sheet = pygame.Surface((width, height))
    sheet.fill(pal.NIGHT)
    for i, p in enumerate(POTIONS):
        x, y = GAP + (i % COLUMNS) * (CARD_W + GAP), GAP + (i // COLUMNS) * (card_h + GAP)
        sheet.blit(faces.potion(p.id, CARD_W), (x, y))
    y = GAP + rows * (card_h + GAP)
    for i in range(len(GOLD_COLOURS)):
        sheet.blit(faces.gold(i, (3, 12, 7, 10, 1, 9)[i], CARD_W), (GAP + i * (CARD_W + GAP), y))
    sheet.blit(faces.back("potion", CARD_W), (GAP + 6 * (CARD_W + GAP), y))
    sheet.blit(faces.back("gold", CARD_W), (GAP + 7 * (CARD_W + GAP), y))
    y += card_h + GAP + 10
    x = GAP
    for power in Power:
        sheet.blit(res.image(power_rel(str(power)), (64, 64)), (x, y))
        x += 74
    x += 30
    for colour in Colour:
        sheet.blit(res.image(colour_rel(str(colour)), (64, 64)), (x, y))
        x += 74
    sheet.blit(res.image("box/magicoa.png", (320, 200)), (width - 2 * (320 + GAP), y - 10))
    sheet.blit(res.image("box/elixir.png", (320, 200)), (width - (320 + GAP), y - 10))
    return sheet


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point; returns the exit code."""
    parser = argparse.ArgumentParser(prog="python -m tools.magicoa_sheet", description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en", choices=LANGUAGES, help="language of names and texts")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(magicoa_sheet(args.lang), str(args.out))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
