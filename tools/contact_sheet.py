"""Contact sheet of every card face: `python -m tools.contact_sheet [--lang fr] [--scale 0.75] [--out PNG]`.

Composes each card of `tools.card_list.load_cards()` (frame + art + name + text, rendered with
the shipped fonts) into one image, default docs/img/cards.png, plus the card backs; also
writes docs/img/ingredients.png and docs/img/art_kit.png (see `tools.style_sheets`). When the
engine has no spells or objects yet, a row of made-up sample cards (marked SAMPLE) previews
the procedural art. `--scale` is the size the table shows a zoomed card at (1.0 = 240 x 336).
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

from tools import palette as pal  # noqa: E402
from tools.card_art import object_art, spell_art  # noqa: E402
from tools.card_face import FaceComposer, back  # noqa: E402
from tools.card_list import SAMPLE_CARDS, CardSpec, load_cards  # noqa: E402
from tools.style_sheets import ingredient_sheet, kit_sheet  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO / "docs" / "img" / "cards.png"


def _sample_art(card: CardSpec) -> pygame.Surface:
    if card.kind == "spell":
        return spell_art(card.key, card.level, card.name_in("en"))
    return object_art(card.key, card.magical, card.name_in("en"))


def sheet_cards(cards: Sequence[CardSpec], with_samples: bool | None = None) -> list[CardSpec]:
    """The cards a sheet shows: one per design, plus samples when no spell or object exists."""
    show = list(cards)
    if with_samples is None:
        with_samples = not any(c.kind in ("spell", "object") for c in cards)
    if with_samples:
        show += list(SAMPLE_CARDS)
    return show


def contact_sheet(cards: Sequence[CardSpec], lang: str = "en", scale: float = 0.75, columns: int = 10,
                  with_samples: bool | None = None) -> pygame.Surface:
    """One image of every face in `cards` (then the backs), `scale` times the native size."""
    pygame.init()
    composer = FaceComposer(art_override=_sample_art)
    lay = composer.layout
    cw, ch = (round(v * scale) for v in lay["card_size"])
    gap = max(6, round(14 * scale))
    label_h = round(16 * scale) + 4
    show = sheet_cards(cards, with_samples)
    faces = [(c, composer.compose(c, lang)) for c in show]
    backs = [("find", 0)] + [("spell", lv) for lv in range(1, 5)]
    count = len(faces) + len(backs)
    rows = (count + columns - 1) // columns
    width = columns * (cw + gap) + gap
    height = rows * (ch + gap + label_h) + gap
    sheet = pygame.Surface((width, height))
    table = pygame.image.load(str(REPO / "assets" / "ui" / "table.png"))
    sheet.blit(pygame.transform.smoothscale(table, (width, height)), (0, 0))
    label_font = composer.font("text_bold", max(9, round(12 * scale)))
    items: list[tuple[str, pygame.Surface]] = []
    for c, face in faces:
        tag = "SAMPLE " if c.sample else ""
        items.append((f"{tag}{c.key}", face))
    for kind, lv in backs:
        items.append((f"back: {kind}{' ' + str(lv) if lv else ''}", back(kind, lv, composer)))
    for i, (label, face) in enumerate(items):
        x = gap + (i % columns) * (cw + gap)
        y = gap + (i // columns) * (ch + gap + label_h)
        shadow = pygame.Surface((cw, ch), pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=round(14 * scale))
        sheet.blit(shadow, (x + 3, y + 4))
        sheet.blit(pygame.transform.smoothscale(face, (cw, ch)), (x, y))
        text = label_font.render(label, True, pal.GOLD_LIGHT)
        if text.get_width() > cw:
            text = pygame.transform.smoothscale(text, (cw, text.get_height()))
        sheet.blit(text, (x + (cw - text.get_width()) // 2, y + ch + 2))
    return sheet


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point; returns the exit code."""
    parser = argparse.ArgumentParser(prog="python -m tools.contact_sheet", description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en", help="language of names and texts (en, fr)")
    parser.add_argument("--scale", type=float, default=0.75, help="card size relative to 240 x 336")
    parser.add_argument("--columns", type=int, default=10)
    parser.add_argument("--samples", choices=("auto", "yes", "no"), default="auto",
                        help="add made-up sample spells and objects (auto: only when the engine has none)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--no-extras", dest="extras", action="store_false",
                        help="do not also write ingredients.png and art_kit.png next to the sheet")
    args = parser.parse_args(argv)
    samples = None if args.samples == "auto" else args.samples == "yes"
    sheet = contact_sheet(load_cards(), args.lang, args.scale, args.columns, samples)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(args.out))
    print(f"wrote {args.out} ({sheet.get_width()} x {sheet.get_height()})")
    if args.extras:
        for name, surf in (("ingredients.png", ingredient_sheet()), ("art_kit.png", kit_sheet())):
            dest = args.out.parent / name
            pygame.image.save(surf, str(dest))
            print(f"wrote {dest}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
