"""The translation layer: every player-facing string of the client goes through `Translator`.

Catalogs are JSON files in assets/i18n/, flat maps from a dotted key to a text with `{name}`
placeholders; a language's catalog is `<lang>.json` merged with every `<lang>.<part>.json`
(one part per area of the client, e.g. `en.table.json`), and a key defined twice is an error.
A key missing in a language falls back to English;
a key missing in English shows the key itself (tests make sure none is missing). Card names
and texts come from the card data, which holds every language.

Plurals: a text that depends on a number has one key per plural form, `<key>.one` and
`<key>.other` (the CLDR names, so a later move to gettext keeps them). `Translator.plural`
picks the form by the language's rule; asking for `<key>` itself with a `count` (or `n`)
value does the same when the catalog holds only the forms.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

LANGUAGES = ("en", "fr")
PLURAL_FORMS = ("one", "other")


def plural_form(lang: str, count: int) -> str:
    """The CLDR plural category ("one" or "other") of `count` in `lang`: English says "1 Find"
    and "0 Finds"; French says "0 trouvaille" and "1 trouvaille" (0 and 1 are singular)."""
    if lang == "fr":
        return "one" if count in (0, 1) else "other"
    return "one" if count == 1 else "other"


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
        """The text for `key`, with `{placeholders}` filled from `values` (the plural form for
        `values["count"]`, else `values["n"]`, when the catalog holds only `key`'s forms)."""
        text = _catalog(self.lang).get(key) or _catalog("en").get(key)
        if text is None:
            count = values.get("count", values.get("n"))
            if isinstance(count, int) and not isinstance(count, bool) and f"{key}.other" in _catalog("en"):
                return self.plural(key, count, **{k: v for k, v in values.items() if k != "count"})
            text = key
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):
            return text

    def plural(self, key: str, count: int, **values: Any) -> str:
        """`<key>.one` or `<key>.other`, as this language says `count` things, with `count` and
        `values` filled in."""
        # a language without the forms falls back to English's text, so to English's rule too
        lang = self.lang if f"{key}.other" in _catalog(self.lang) else "en"
        return self(f"{key}.{plural_form(lang, count)}", **{**values, "count": count})

    def card(self, text: dict[str, str] | Any) -> str:
        """A card's name or text in this language (card data holds every language)."""
        if isinstance(text, dict):
            return str(text.get(self.lang) or text.get("en") or "")
        return str(text)


def keys(lang: str) -> set[str]:
    """Every key of a language's catalog, plus `<key>` for each `<key>.other` (a text with
    plural forms is asked for by its base key)."""
    found = set(_catalog(lang))
    return found | {k.removesuffix(".other") for k in found if k.endswith(".other")}
