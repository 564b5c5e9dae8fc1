"""The translation layer: every player-facing string of the client goes through `Translator`.

Catalogs are JSON files in assets/i18n/ (`en.json`, `fr.json`), flat maps from a dotted key
to a text with `{name}` placeholders. A key missing in a language falls back to English;
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
        text = resources.files("assets").joinpath("i18n", f"{lang}.json").read_text(encoding="utf-8")
    except (FileNotFoundError, ModuleNotFoundError):
        return {}
    data = json.loads(text)
    return {str(k): str(v) for k, v in data.items()}


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
