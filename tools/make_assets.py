"""Regenerate every generated asset: `python -m tools.make_assets [--out DIR] [--only GROUPS]`.

Writes card frames, backs and illustrations (for every card `tools.card_list.load_cards()`
knows, plus generic stand-ins), Magicoa's pictures and the games' box art
(`tools.magicoa_art`), ingredient icons, interface pieces, effect icons, sounds, the music
loop, cards/layout.json, the `__init__.py` of every data folder, and assets/CREDITS.md.
Output is deterministic: the same sources give the same bytes. Generated PNG and WAV files
that are no longer produced (a renamed card, say) are removed from the generated folders;
fonts and other hand-placed files are never touched.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

import assets  # noqa: E402
from tools import card_art, card_frames, magicoa_art, quest_art, sounds, ui_art  # noqa: E402
from tools.card_layout import LAYOUT  # noqa: E402
from tools.card_list import CardSpec, load_cards  # noqa: E402
from tools.credits import FONT_CREDITS, write_credits  # noqa: E402
from tools.ingredient_icons import SYMBOLS, icon  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO / "assets"

GROUPS = ("frames", "backs", "art", "icons", "ui", "effects", "magicoa", "quest", "sounds", "music", "data")
"""Asset groups that `--only` can select."""

MAGICOA_DIRS = ("magicoa/potions", "magicoa/frames", "magicoa/colours", "magicoa/powers", "magicoa/gold",
                "magicoa/backs", "box")
"""Folders of Magicoa's pictures (`tools.magicoa_art`) and the games' box art."""
QUEST_DIRS = ("quest/portraits", "quest/potions", "quest/frames", "quest/backs")
"""Folders of Elixir Quest's pictures (`tools.quest_art`)."""

GENERATED_DIRS = ("cards/frames", "cards/backs", "cards/art", "icons", "icons/ingredients", "ui", "effects",
                  *MAGICOA_DIRS, *QUEST_DIRS, "sounds")
"""Folders whose PNG/WAV files all come from this generator (stale ones are deleted)."""

DATA_DIRS = ("fonts", "cards", "i18n", "magicoa", "quest", *GENERATED_DIRS)
"""Folders that get an `__init__.py`, so that setuptools installs their files with the package."""


@dataclass(frozen=True)
class Made:
    """One generated file: its path relative to the assets folder and how it was made."""

    rel: str
    origin: str


Job = tuple[str, str, Callable[[], pygame.Surface]]


def _save_png(surf: pygame.Surface, dest: Path) -> None:
    dest.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(dest))


def _jobs(group: str, cards: Sequence[CardSpec]) -> Iterable[Job]:
    """(relative path, origin module, drawing function) for every picture of `group`."""
    if group == "frames":
        for style in card_frames.frame_styles():
            yield (f"cards/frames/frame_{style.name}.png", "tools/card_frames.py",
                   lambda s=style: card_frames.frame(s))
    elif group == "backs":
        yield ("cards/backs/find.png", "tools/card_frames.py", card_frames.find_back)
        for lv in range(1, 5):
            yield (f"cards/backs/spell_{lv}.png", "tools/card_frames.py", lambda lv=lv: card_frames.spell_back(lv))
    elif group == "art":
        yield from _art_jobs(cards)
    elif group == "icons":
        for key in SYMBOLS:
            yield (assets.ingredient_icon(key, 64), "tools/ingredient_icons.py", lambda k=key: icon(k, 64))
            yield (assets.ingredient_icon(key, 32), "tools/ingredient_icons.py", lambda k=key: icon(k, 32))
        for lv in range(1, 5):
            yield (f"icons/bottle_{lv}.png", "tools/ui_art.py", lambda lv=lv: ui_art.bottle_icon(lv))
            yield (f"icons/gem_{lv}.png", "tools/ui_art.py", lambda lv=lv: ui_art.gem_icon(lv))
        simple: dict[str, Callable[[], pygame.Surface]] = {
            "magic": ui_art.magic_icon, "plain": ui_art.plain_icon, "coin": ui_art.coin_icon,
            "any_time": ui_art.any_time_icon, "cards": ui_art.card_count_icon, "turn": ui_art.turn_icon,
            "counter": lambda: ui_art.reaction_icon("counter"), "divert": lambda: ui_art.reaction_icon("divert"),
            "protect": lambda: ui_art.reaction_icon("protect"),
        }
        for name, fn in simple.items():
            yield (f"icons/{name}.png", "tools/ui_art.py", fn)
    elif group == "ui":
        yield ("ui/table.png", "tools/ui_art.py", ui_art.table)
        yield ("ui/plaque.png", "tools/ui_art.py", lambda: ui_art.plaque(False))
        yield ("ui/plaque_active.png", "tools/ui_art.py", lambda: ui_art.plaque(True))
        for state in ("normal", "hover", "pressed", "disabled"):
            yield (f"ui/button_{state}.png", "tools/ui_art.py", lambda s=state: ui_art.button(s))
        yield ("ui/panel.png", "tools/ui_art.py", lambda: ui_art.panel(False))
        yield ("ui/panel_parchment.png", "tools/ui_art.py", lambda: ui_art.panel(True))
        for name, col in (("playable", (255, 205, 90)), ("selected", (110, 220, 255)), ("target", (255, 90, 90))):
            yield (f"ui/highlight_{name}.png", "tools/ui_art.py", lambda c=col: ui_art.card_highlight(c))
        yield ("ui/cursor_ring.png", "tools/ui_art.py", ui_art.cursor_ring)
    elif group == "effects":
        for name in ui_art.EFFECTS:
            yield (f"effects/{name}.png", "tools/ui_art.py", lambda n=name: ui_art.effect_icon(n))
    elif group == "magicoa":
        for rel, fn in magicoa_art.jobs():
            yield (rel, "tools/magicoa_art.py", fn)
    elif group == "quest":
        for rel, fn in quest_art.jobs():
            yield (rel, "tools/quest_art.py", fn)


def _art_jobs(cards: Sequence[CardSpec]) -> Iterable[Job]:
    done: set[str] = set()
    origin = "tools/card_art.py"
    for lv in range(1, 5):
        yield (assets.generic_art("spell", level=lv), origin,
               lambda lv=lv: card_art.spell_art(f"generic.spell_{lv}", lv))
    yield (assets.generic_art("object", magical=True), origin,
           lambda: card_art.object_art("generic.object_magical", True, "potion"))
    yield (assets.generic_art("object", magical=False), origin,
           lambda: card_art.object_art("generic.object_plain", False, "bucket"))
    yield (assets.generic_art("transaction"), origin, lambda: card_art.transaction_art("market_day"))
    yield (assets.generic_art("ingredient"), origin, lambda: card_art.ingredient_art("stardust"))
    for key in SYMBOLS:
        rel = assets.card_art_name("", "ingredient", ingredient=key)
        done.add(rel)
        yield (rel, origin, lambda k=key: card_art.ingredient_art(k))
    for t in card_art.TRANSACTION_SCENES:
        rel = assets.card_art_name("", "transaction", transaction=t)
        done.add(rel)
        yield (rel, origin, lambda t=t: card_art.transaction_art(t))
    for c in cards:
        rel = assets.card_art_name(c.key, c.kind, ingredient=c.ingredient, transaction=c.transaction)
        if rel in done:
            continue
        done.add(rel)
        name = c.name_in("en")
        if c.kind == "spell":
            yield (rel, origin, lambda c=c, n=name: card_art.spell_art(c.key, c.level, n))
        elif c.kind == "object":
            yield (rel, origin, lambda c=c, n=name: card_art.object_art(c.key, c.magical, n))
        elif c.kind == "ingredient" and c.ingredient in SYMBOLS:
            yield (rel, origin, lambda c=c: card_art.ingredient_art(str(c.ingredient)))
        elif c.kind == "transaction" and c.transaction in card_art.TRANSACTION_SCENES:
            yield (rel, origin, lambda c=c: card_art.transaction_art(str(c.transaction)))


def _sound_jobs(group: str) -> Iterable[tuple[str, Callable[[Path], None]]]:
    if group == "sounds":
        for name, fn in sounds.EFFECTS.items():
            yield (assets.sound(name), lambda p, fn=fn: sounds.write_wav(p, fn()))
    elif group == "music":
        yield (assets.MUSIC, lambda p: sounds.write_wav(p, sounds.music(), sounds.MUSIC_RATE))


def _write_data(out: Path) -> list[Made]:
    made = [Made("cards/layout.json", "tools/card_layout.py")]
    layout = dict(LAYOUT)
    layout["nine_slice"] = ui_art.NINE_SLICE
    dest = out / "cards" / "layout.json"
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(json.dumps(layout, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    for d in DATA_DIRS:
        init = out / d / "__init__.py"
        init.parent.mkdir(parents=True, exist_ok=True)
        init.write_text(f'"""Data files of Elixir Arcade ({d}/); see assets/CREDITS.md. No code."""\n',
                        encoding="utf-8")
        made.append(Made(f"{d}/__init__.py", "tools/make_assets.py"))
    return made


def build(out: Path, only: Iterable[str] | None = None, cards: Sequence[CardSpec] | None = None,
          prune: bool = True) -> list[Made]:
    """Generate the selected groups (all when `only` is None) into `out`; returns what was written.

    CREDITS.md is written only for a full build, since it must list every file.
    """
    groups = list(GROUPS if only is None else only)
    unknown = set(groups) - set(GROUPS)
    if unknown:
        raise ValueError(f"unknown asset groups: {sorted(unknown)}")
    pygame.init()
    card_specs = list(load_cards() if cards is None else cards)
    made: list[Made] = []
    for group in groups:
        if group == "data":
            made += _write_data(out)
            continue
        for rel, origin, fn in _jobs(group, card_specs):
            _save_png(fn(), out / rel)
            made.append(Made(rel, origin))
        for rel, writer in _sound_jobs(group):
            writer(out / rel)
            made.append(Made(rel, "tools/sounds.py"))
    if only is None:
        if prune:
            _prune(out, {m.rel for m in made})
        write_credits(out, made, FONT_CREDITS)
    return made


def _prune(out: Path, keep: set[str]) -> None:
    for d in GENERATED_DIRS:
        folder = out / d
        if not folder.is_dir():
            continue
        for f in folder.iterdir():
            rel = f.relative_to(out).as_posix()
            if f.suffix in (".png", ".wav") and rel not in keep:
                f.unlink()


def missing_art(cards: Sequence[CardSpec], root: Path = DEFAULT_OUT) -> list[str]:
    """Keys of the cards whose own illustration is not under `root` (they show generic art)."""
    return [c.key for c in cards
            if not (root / assets.card_art_name(c.key, c.kind, ingredient=c.ingredient,
                                                transaction=c.transaction)).is_file()]


def main(argv: Sequence[str] | None = None) -> int:
    """Command line entry point; returns the exit code."""
    parser = argparse.ArgumentParser(prog="python -m tools.make_assets", description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="assets folder to write (default: assets/)")
    parser.add_argument("--only", default="", help=f"comma-separated groups among {', '.join(GROUPS)}")
    parser.add_argument("--check", action="store_true",
                        help="generate nothing; exit 1 listing the cards that have no art of their own")
    args = parser.parse_args(argv)
    if args.check:
        missing = missing_art(load_cards(), args.out)
        for key in missing:
            print(f"no art: {key}")
        print(f"{len(missing)} cards without their own art" if missing else "every card has its own art")
        return 1 if missing else 0
    only = [g for g in args.only.split(",") if g] or None
    try:
        made = build(args.out, only)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    cards = load_cards()
    source = "engine catalogue" if any(c.kind in ("spell", "object") for c in cards) else \
        "ingredients + transactions (no engine catalogue yet)"
    print(f"wrote {len(made)} files to {args.out} for {len(cards)} cards from the {source}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
