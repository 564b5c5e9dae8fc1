"""The translation layer: every player-facing string of the client goes through `Translator`.

Catalogs are JSON files in assets/i18n/, flat maps from a dotted key to a text with `{name}`
placeholders; a language's catalog is `<lang>.json` merged with every `<lang>.<part>.json`
(one part per area of the client, e.g. `en.table.json`), and a key defined twice is an error.
A key missing in a language falls back to English;
a key missing in English shows the key itself (tests make sure none is missing). Card names
and texts come from the card data, which holds every language.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

LANGUAGES = ("en", "fr")


@cache
def _catalog(lang: str) -> dict[str, str]:
    try:
        folder = resources.files("assets").joinpath("i18n")
        files = sorted((f for f in folder.iterdir() if f.name == f"{lang}.json"
                        or (f.name.startswith(f"{lang}.") and f.name.endswith(".json"))), key=lambda f: f.name)
    except (FileNotFoundError, ModuleNotFoundError, NotADirectoryError):
        return {}
    merged: dict[str, str] = {}
    for f in files:
        for key, value in json.loads(f.read_text(encoding="utf-8")).items():
            if key in merged:
                raise ValueError(f"translation key {key!r} is defined twice ({f.name})")
            merged[str(key)] = str(value)
    return merged


class Translator:
    """Texts in one language, with English as the fallback."""

    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in LANGUAGES else "en"

    def __call__(self, key: str, **values: Any) -> str:
        """The text for `key`, with `{placeholders}` filled from `values`."""
        text = _catalog(self.lang).get(key) or _catalog("en").get(key) or key
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            return text

    def card(self, text: dict[str, str] | Any) -> str:
        """A card's name or text in this language (card data holds every language)."""
        if isinstance(text, dict):
            return str(text.get(self.lang) or text.get("en") or "")
        return str(text)


def keys(lang: str) -> set[str]:
    """Every key of a language's catalog (for tests)."""
    return set(_catalog(lang))
