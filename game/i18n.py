"""The translation layer: every player-facing string of the client goes through `Translator`.

Catalogs are JSON files in assets/i18n/, flat maps from a dotted key to a text with `{name}`
placeholders; a language's catalog is `<lang>.json` merged with every `<lang>.<part>.json`
(one part per area of the client, e.g. `en.table.json`), and a key defined twice is an error.
A key missing in a language falls back to English;
a key missing in English shows the key itself (tests make sure none is missing).

Card names and texts come from the card data, which holds them as ``{"en": ..., "fr": ...}``.
A language the card data does not hold (Dutch, Italian) translates the English text in
``assets/i18n/cards/<lang>.json`` (English text -> translation: the English is the message id,
as in gettext); `card_text` is the one way to read a card text in a language.

Plurals: a text that depends on a number has one key per plural form, `<key>.one` and
`<key>.other` (the CLDR names, so a later move to gettext keeps them). `Translator.plural`
picks the form by the language's rule; asking for `<key>` itself with a `count` (or `n`)
value does the same when the catalog holds only the forms.
"""

from __future__ import annotations

import json
import locale
import os
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

LANGUAGES = ("en", "fr", "nl", "it")
"""The client's languages, those of the rule books."""
LANGUAGE_NAMES = {"en": "English", "fr": "Français", "nl": "Nederlands", "it": "Italiano"}
"""Each language's name in itself, as the settings show it."""
PLURAL_FORMS = ("one", "other")


_LANGUAGE_WORDS = {"english": "en", "french": "fr", "dutch": "nl", "italian": "it"}


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The client language the system's locale asks for (`LC_ALL`, `LC_MESSAGES`, `LANG`, `LANGUAGE`,
    then Python's locale), or English when it names none of the client's languages."""
    env = os.environ if environ is None else environ
    names = [env.get(var, "") for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")]
    if environ is None:
        names.append(locale.getlocale()[0] or "")
    for name in names:
        for part in name.split(":"):
            code = part.split(".")[0].split("_")[0].split("-")[0].lower()
            code = _LANGUAGE_WORDS.get(code, code)
            if code in LANGUAGES:
                return code
            if code and code not in ("c", "posix"):
                return "en"
    return "en"


def plural_form(lang: str, count: int) -> str:
    """The CLDR plural category ("one" or "other") of `count` in `lang`: English, Dutch and Italian
    say "1 Find" and "0 Finds"; French says "0 trouvaille" and "1 trouvaille" (0 and 1 are singular)."""
    if lang == "fr":
        return "one" if count in (0, 1) else "other"
    return "one" if count == 1 else "other"  # English, Dutch and Italian


@cache
def _card_catalog(lang: str) -> dict[str, str]:
    """English card text -> its translation in `lang` (empty when the language has no such file)."""
    try:
        found = resources.files("assets").joinpath("i18n", "cards", f"{lang}.json")
        data = json.loads(found.read_text(encoding="utf-8"))
    except (FileNotFoundError, ModuleNotFoundError, NotADirectoryError):
        return {}
    return {str(k): str(v) for k, v in data.items()}


def card_text(value: Any, lang: str) -> str:
    """A text of the card data (``{"en": ..., ...}``) in `lang`: the card data's own version, else the
    card catalog's translation of the English, else the English. A plain string is returned as is."""
    if not isinstance(value, dict):
        return str(value)
    english = str(value.get("en") or "")
    own = value.get(lang)
    if own:
        return str(own)
    return _card_catalog(lang).get(english, english)


def localized_plain(value: Any, lang: str) -> Any:
    """Plain data with every card-data text (``{"en": ..., ...}``) inside it replaced by its text in `lang`."""
    if isinstance(value, dict):
        if isinstance(value.get("en"), str):
            return card_text(value, lang)
        return {k: localized_plain(v, lang) for k, v in value.items()}
    if isinstance(value, list):
        return [localized_plain(v, lang) for v in value]
    return value


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
        """A card's name or text in this language (see `card_text`)."""
        return card_text(text, self.lang)


def keys(lang: str) -> set[str]:
    """Every key of a language's catalog, plus `<key>` for each `<key>.other` (a text with
    plural forms is asked for by its base key)."""
    found = set(_catalog(lang))
    return found | {k.removesuffix(".other") for k in found if k.endswith(".other")}
