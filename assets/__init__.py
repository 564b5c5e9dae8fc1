"""Elixir Arcade's data files (fonts, card art, icons, interface pieces, sounds) and how to find them.

This package holds data only; this module is a small, standard-library-only API over it:

- `path(relative)` gives the file on disk for a path relative to this package, such as
  ``"fonts/Andika-Regular.ttf"``; every other function returns such relative paths (str).
- `card_art(key, kind, ...)` / `card_art_for(card)`: the illustration of a card.
- `frame(kind, ...)`, `card_back(...)`, `ingredient_icon(...)`, `sound(...)`: other pieces.
- `lasting_icon(key, display, data)`: the badge of a lasting effect or forfeit on a plaque.
- `layout()`: the card-face layout (where name, art, text, bottles go), see docs/ART.md.

Relative paths use "/" on every platform. The files are installed with the package
(`pip install .` copies them into site-packages), so no path depends on the checkout.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from importlib.resources import files
from pathlib import Path
from typing import Any

FONTS: dict[str, str] = {
    "title": "fonts/LeckerliOne-Regular.ttf",
    "text": "fonts/Andika-Regular.ttf",
    "text_bold": "fonts/Andika-Bold.ttf",
    "text_italic": "fonts/Andika-Italic.ttf",
}
"""Font role -> file: a decorative title face and a highly legible text face (both SIL OFL 1.1)."""

SOUNDS: tuple[str, ...] = (
    "shuffle", "deal", "draw", "flip", "cast_1", "cast_2", "cast_3", "cast_4", "counter", "coin", "bid",
    "win", "lose", "click", "croak", "hop",
)
"""Names of the short sound effects (`sound(name)`)."""

MUSIC = "sounds/music_loop.wav"
"""A calm 40-second loop; it loops seamlessly (play it with loops=-1)."""

KINDS = ("spell", "ingredient", "object", "transaction")

_SAFE = re.compile(r"[^a-z0-9._-]")


def path(relative: str) -> Path:
    """The file (or folder) at `relative` ("/"-separated, relative to this package) as a Path.

    It does not check that the file exists; use `exists` for that.
    """
    resource = files(__name__).joinpath(*[p for p in relative.split("/") if p])
    return Path(str(resource))


def exists(relative: str) -> bool:
    """Whether `relative` names an existing file of this package."""
    return path(relative).is_file()


def _file_stem(key: str) -> str:
    stem = _SAFE.sub("_", key.lower())
    return stem.strip(".") or "card"


def card_art_name(card_key: str, kind: str, *, ingredient: str | None = None,
                  transaction: str | None = None) -> str:
    """The relative path the card's own illustration has (whether or not it was generated yet).

    Ingredient and transaction cards share one picture per ingredient or transaction kind, so
    their path does not depend on the card key when `ingredient` / `transaction` is given.
    """
    if kind == "ingredient" and ingredient:
        return f"cards/art/ingredient.{_file_stem(ingredient)}.png"
    if kind == "transaction" and transaction:
        return f"cards/art/transaction.{_file_stem(transaction)}.png"
    return f"cards/art/{_file_stem(card_key)}.png"


def generic_art(kind: str, *, level: int = 0, magical: bool = False) -> str:
    """The stand-in illustration for a card with no picture of its own (always exists)."""
    if kind == "spell":
        return f"cards/art/generic.spell_{min(4, max(1, level))}.png"
    if kind == "object":
        return "cards/art/generic.object_magical.png" if magical else "cards/art/generic.object_plain.png"
    if kind == "transaction":
        return "cards/art/generic.transaction.png"
    return "cards/art/generic.ingredient.png"


def card_art(card_key: str, kind: str, *, level: int = 0, ingredient: str | None = None,
             transaction: str | None = None, magical: bool = False) -> str:
    """The relative path of the illustration to show for a card.

    `kind` is "spell", "ingredient", "object" or "transaction". The card's own picture is
    returned when it exists; otherwise a generic one for its kind (and level, or magic), so a
    card added to the engine before `python -m tools.make_assets` was re-run still shows art.
    """
    own = card_art_name(card_key, kind, ingredient=ingredient, transaction=transaction)
    return own if exists(own) else generic_art(kind, level=level, magical=magical)


def card_art_for(card: Mapping[str, Any]) -> str:
    """`card_art` for a card given as plain data (the shape of `CardDef.to_plain()`)."""
    return card_art(str(card["key"]), str(card["kind"]), level=int(card.get("level", 0) or 0),
                    ingredient=card.get("ingredient"), transaction=card.get("transaction"),
                    magical=bool(card.get("magical", False)))


def frame(kind: str, *, level: int = 0, magical: bool = False) -> str:
    """The face frame for a card: spell frames per level, magical and plain objects differ."""
    if kind == "spell":
        return f"cards/frames/frame_spell_{min(4, max(1, level))}.png"
    if kind == "object":
        return "cards/frames/frame_object_magical.png" if magical else "cards/frames/frame_object_plain.png"
    if kind in ("ingredient", "transaction"):
        return f"cards/frames/frame_{kind}.png"
    raise ValueError(f"unknown card kind: {kind!r}")


def card_back(kind: str, level: int = 0) -> str:
    """The back of a card: one back for all Finds, one per level for spells."""
    if kind == "spell":
        return f"cards/backs/spell_{min(4, max(1, level))}.png"
    return "cards/backs/find.png"


def badge(kind: str, *, level: int = 0, ingredient: str | None = None, magical: bool = False) -> str:
    """The top-left corner mark of a face (see layout()["badge"])."""
    if kind == "spell":
        return f"icons/gem_{min(4, max(1, level))}.png"
    if kind == "ingredient" and ingredient:
        return ingredient_icon(ingredient)
    if kind == "object":
        return "icons/magic.png" if magical else "icons/plain.png"
    return "icons/coin.png"


def ingredient_icon(ingredient: str, size: int = 64) -> str:
    """The round icon of an ingredient (by its key, e.g. "stardust"); `size` is 64 or 32."""
    suffix = "" if size >= 48 else "_32"
    return f"icons/ingredients/{_file_stem(ingredient)}{suffix}.png"


def effect_icon(name: str) -> str:
    """The badge of a lasting effect: "badge", "nickname", "hop", "croak", "shield", "countdown",
    "skip_turn", "draw_bonus", "blocked", or "hat_<name>" (wizard, crown, jester, top, dunce,
    witch, party). Unknown names get the generic badge."""
    rel = f"effects/{_file_stem(name)}.png"
    return rel if exists(rel) else "effects/badge.png"


def lasting_icon(key: str, display: str, data: Mapping[str, Any] | None = None) -> str:
    """The badge for a lasting effect as the engine describes it (`Lasting.key`, `Lasting.display`
    value, the modifier's data): a hat for "hat", the name tag for "nickname", the hopping card
    for "hop", the croaking frog (or a speech bubble) for "suffix", the shield for "shield", and
    for "badge" the icon named by data["icon"] or by the key, else the generic rosette."""
    data = data or {}
    if display == "hat":
        return effect_icon(f"hat_{data.get('hat', 'wizard')}")
    if display in ("nickname", "hop", "shield"):
        return effect_icon(display)
    if display == "suffix":
        suffix = data.get("suffix", "")
        text = suffix.get("en", "") if isinstance(suffix, Mapping) else str(suffix)
        return effect_icon("croak" if "croak" in text.lower() or key == "frog" else "speech")
    for name in (str(data.get("icon", "")), key):
        if name and exists(f"effects/{_file_stem(name)}.png"):
            return f"effects/{_file_stem(name)}.png"
    return "effects/badge.png"


def sound(name: str) -> str:
    """The WAV file of a sound effect named in `SOUNDS`."""
    if name not in SOUNDS:
        raise ValueError(f"unknown sound: {name!r}")
    return f"sounds/{name}.wav"


def layout() -> dict[str, Any]:
    """The card-face layout (cards/layout.json): sizes and rects of every part of a face."""
    data: dict[str, Any] = json.loads(path("cards/layout.json").read_text(encoding="utf-8"))
    return data
