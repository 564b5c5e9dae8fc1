"""The translation layer: every player-facing string of the client goes through `Translator`.

English is the source language: its texts live in the code (`game.texts`, key -> English).
Every other language is a gettext catalog, ``assets/i18n/<lang>.po``, read with Babel at run
time (no compile step): an entry's msgctxt is the text's key, its msgid the English, its msgstr
the translation. A text that depends on a number is one entry with msgid_plural; here its forms
are the keys ``<key>.one`` and ``<key>.other`` (msgstr[0] and msgstr[1]), chosen by the
catalog's own Plural-Forms rule. An entry that is missing, empty or fuzzy falls back to
English; a key missing in English shows the key itself (tests make sure neither happens).

Card names and texts come from the engine's card data, which holds them in English as
``{"en": ...}`` beside each card's effect; their translations are entries of context ``card``
in the same catalogs (msgid: the English text); `card_text` is the one way to read a card text
in a language. See docs/TRANSLATING.md for the tools that extract, update and check catalogs.
"""

from __future__ import annotations

import gettext
import io
import locale
import os
import re
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
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


CARD_CONTEXT = "card"
"""The msgctxt of card names and texts in the catalogs."""
_ENGLISH_PLURAL = "(n != 1)"

DOUBLE_STOP = re.compile(r"(?<=[!?])\.(?!\.)")
"""A full stop right after an exclamation or question mark: a name that ends in one ("Encore!",
"Bis !") put before a text's own stop read "plays Bis!." (a tester's Italian status line)."""


@dataclass(frozen=True)
class _Catalog:
    """One language's texts as this module uses them: flat keys (plural forms as `<key>.one` and
    `<key>.other`), card texts by their English, and the plural rule."""

    texts: dict[str, str]
    cards: dict[str, str]
    plural: Callable[[int], int]


def catalog_path(lang: str) -> Traversable:
    """Where the catalog of `lang` lives in the package data (it need not exist)."""
    return resources.files("assets").joinpath("i18n", f"{lang}.po")


@cache
def _load(lang: str) -> _Catalog:
    if lang == "en":
        return _Catalog(_english_flat(), {}, gettext.c2py(_ENGLISH_PLURAL))
    try:
        raw = catalog_path(lang).read_bytes()
    except (FileNotFoundError, ModuleNotFoundError, NotADirectoryError):
        return _Catalog({}, {}, gettext.c2py(_ENGLISH_PLURAL))
    from babel.messages.pofile import read_po

    catalog = read_po(io.BytesIO(raw), locale=lang)
    texts: dict[str, str] = {}
    cards: dict[str, str] = {}
    for message in catalog:
        if not message.id or message.fuzzy or not message.string:
            continue
        if message.context == CARD_CONTEXT:
            cards[str(message.id)] = str(message.string)
        elif message.context and isinstance(message.string, tuple):
            one, other = (str(form) for form in message.string[:2])
            if one and other:
                texts[f"{message.context}.one"], texts[f"{message.context}.other"] = one, other
        elif message.context:
            texts[message.context] = str(message.string)
    return _Catalog(texts, cards, gettext.c2py(catalog.plural_expr or _ENGLISH_PLURAL))


def _english_flat() -> dict[str, str]:
    from game.texts import Plural, english_texts

    flat: dict[str, str] = {}
    for key, text in english_texts().items():
        if isinstance(text, Plural):
            flat[f"{key}.one"], flat[f"{key}.other"] = text.one, text.other
        else:
            flat[key] = text
    return flat


def _catalog(lang: str) -> dict[str, str]:
    """Every text of `lang` that has a translation, by flat key (plural forms as `<key>.one`/`.other`)."""
    return _load(lang).texts


def plural_form(lang: str, count: int) -> str:
    """The plural form ("one" or "other") `lang`'s catalog uses for `count`: English, Dutch and
    Italian say "1 Find" and "0 Finds"; French says "0 trouvaille" and "1 trouvaille"."""
    return PLURAL_FORMS[min(_load(lang).plural(count), len(PLURAL_FORMS) - 1)]


def card_text(value: Any, lang: str) -> str:
    """A text of the card data (``{"en": ...}``) in `lang`: the catalog's translation of the
    English, else the English. A plain string is returned as is."""
    if not isinstance(value, dict):
        return str(value)
    english = str(value.get("en") or "")
    return _load(lang).cards.get(english, english) if lang != "en" else english


def every_language(value: Any) -> Any:
    """Plain data with every card-data text (``{"en": ...}``) inside it given in every language
    of the client (``{"en": ..., "fr": ..., "nl": ..., "it": ...}``)."""
    if isinstance(value, dict):
        if isinstance(value.get("en"), str):
            return {lang: card_text(value, lang) for lang in LANGUAGES}
        return {k: every_language(v) for k, v in value.items()}
    if isinstance(value, list):
        return [every_language(v) for v in value]
    return value


def localized_plain(value: Any, lang: str) -> Any:
    """Plain data with every card-data text (``{"en": ...}``) inside it replaced by its text in `lang`."""
    if isinstance(value, dict):
        if isinstance(value.get("en"), str):
            return card_text(value, lang)
        return {k: localized_plain(v, lang) for k, v in value.items()}
    if isinstance(value, list):
        return [localized_plain(v, lang) for v in value]
    return value


_FRENCH_ELIDED = re.compile(r"\b([Dd]e|[Qq]ue|[Ll][ea]) \{(\w+)\}")
"""A French word that elides before a vowel, then a placeholder: "de {name}"."""
_VOWELS = frozenset("aeiouàâäéèêëîïôöùûüœæAEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ")


def elide_french(text: str, values: Mapping[str, Any]) -> str:
    """`text` (a French template) with "de", "que", "le" and "la" elided before each
    placeholder whose value begins with a vowel: "Au tour de {name}" with Ulric reads "Au tour
    d'Ulric". A name or a card name is only known once filled in, so no catalog entry can write
    it right for every value ("h" is left alone: "de Hugo", "de Hélène" depend on the word)."""
    def elided(match: re.Match[str]) -> str:
        word, key = match.group(1), match.group(2)
        value = values.get(key)
        if isinstance(value, str) and value[:1] in _VOWELS:
            return f"{word[:-1]}'{{{key}}}"
        return match.group(0)

    return _FRENCH_ELIDED.sub(elided, text)


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
        if self.lang == "fr" and values and "{" in text:
            text = elide_french(text, values)
        try:
            filled = text.format(**values)
        except (KeyError, IndexError, ValueError):
            return text
        return DOUBLE_STOP.sub("", filled) if "!." in filled or "?." in filled else filled

    def plural(self, key: str, count: int, **values: Any) -> str:
        """`<key>.one` or `<key>.other`, as this language says `count` things, with `count` and
        `values` filled in."""
        # a language without the forms falls back to English's text, so to English's rule too
        lang = self.lang if f"{key}.other" in _catalog(self.lang) else "en"
        return self(f"{key}.{plural_form(lang, count)}", **{**values, "count": count})

    def card(self, text: dict[str, str] | Any) -> str:
        """A card's name or text in this language (see `card_text`)."""
        return card_text(text, self.lang)


def name_order(text: str) -> str:
    """A sort key for names in alphabetical order as readers of our four languages expect it:
    case and accents aside, and the ligatures œ and æ read as oe and ae ("Égide" among the E,
    "Œuf" among the O; sorted as code points, both came after the Z)."""
    folded = text.casefold().replace("œ", "oe").replace("æ", "ae")
    return "".join(c for c in unicodedata.normalize("NFKD", folded) if not unicodedata.combining(c))


def keys(lang: str) -> set[str]:
    """Every key of a language's catalog, plus `<key>` for each `<key>.other` (a text with
    plural forms is asked for by its base key)."""
    found = set(_catalog(lang))
    return found | {k.removesuffix(".other") for k in found if k.endswith(".other")}
