"""The four languages of the rule books: every text of the client and of the cards in each of them.

English is the source. Every other language's catalog holds exactly the English keys (plural
forms included) with the same `{placeholders}`; the card texts that the engine's card data does
not hold (Dutch, Italian) are translated in assets/i18n/cards/<lang>.json, every one of them.
"""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

from game.cli import main
from game.commands.cards import card_rows
from game.i18n import LANGUAGES, Translator, _catalog, card_text, system_language
from tools.card_strings import english_card_texts

ROOT = Path(__file__).resolve().parents[2]
OTHERS = [lang for lang in LANGUAGES if lang != "en"]
CARD_CATALOG_LANGS = [lang for lang in LANGUAGES if lang not in ("en", "fr")]


def fields(text: str) -> set[str]:
    """The `{names}` a text fills in."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_the_client_speaks_the_four_languages_of_the_rule_books() -> None:
    assert LANGUAGES == ("en", "fr", "nl", "it")


@pytest.mark.parametrize("lang", OTHERS)
def test_every_catalog_holds_exactly_the_english_keys(lang: str) -> None:
    english, other = _catalog("en"), _catalog(lang)
    assert sorted(set(english) - set(other)) == [], "untranslated"
    assert sorted(set(other) - set(english)) == [], "keys English does not have"


@pytest.mark.parametrize("lang", OTHERS)
def test_every_translation_fills_the_same_placeholders_as_the_english(lang: str) -> None:
    english, other = _catalog("en"), _catalog(lang)

    def filled(key: str, text: str) -> set[str]:
        # A plural form may spell its number out ("one spell"), or not, in any language.
        return fields(text) - {"count"} if key.endswith((".one", ".other")) else fields(text)

    wrong = {k: (fields(english[k]), fields(v)) for k, v in other.items() if k in english
             and filled(k, english[k]) != filled(k, v)}
    assert not wrong


@pytest.mark.parametrize("lang", OTHERS)
def test_every_hotkey_letter_is_in_its_label(lang: str) -> None:
    catalog = _catalog(lang)
    for key, letter in catalog.items():
        if key.endswith(".key") and key.removesuffix(".key") in catalog:
            assert len(letter) == 1 and letter.lower() in catalog[key.removesuffix(".key")].lower(), key


@pytest.mark.parametrize("lang", CARD_CATALOG_LANGS)
def test_every_card_text_is_translated_with_its_placeholders(lang: str) -> None:
    path = ROOT / "assets" / "i18n" / "cards" / f"{lang}.json"
    translated = json.loads(path.read_text(encoding="utf-8"))
    texts = english_card_texts()
    assert sorted(set(texts) - set(translated)) == [], "card texts without a translation"
    assert sorted(set(translated) - set(texts)) == [], "translations of texts no card has"
    assert all(translated[t].strip() for t in texts)
    assert {t for t in texts if fields(t) != fields(translated[t])} == set()


@pytest.mark.parametrize("lang", CARD_CATALOG_LANGS)
def test_card_texts_are_read_from_the_card_catalog(lang: str) -> None:
    name = {"en": "Grand Carousel", "fr": "Grand carrousel"}
    assert card_text(name, lang) not in ("", "Grand Carousel")
    assert Translator(lang).card(name) == card_text(name, lang)
    assert card_text({"en": "no card says this"}, lang) == "no card says this"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_cards_command_lists_every_card_in_each_language(lang: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--json", "--lang", lang]) == 0
    rows = json.loads(capsys.readouterr().out)["cards"]
    english = {r["id"]: r for r in card_rows("en")}
    assert all(row["name"] and row["text"] for row in rows)
    if lang != "en":  # translated, not fallen back to English (a few names may be the same words)
        same = [row["id"] for row in rows if row["text"] == english[row["id"]]["text"]]
        assert not same


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "nl_NL.UTF-8"}, "nl"), ({"LANG": "it_IT.UTF-8"}, "it"), ({"LC_ALL": "fr_CA.UTF-8"}, "fr"),
    ({"LANG": "de_DE.UTF-8"}, "en"), ({"LANG": "C.UTF-8"}, "en"), ({}, "en"),
    ({"LC_ALL": "it_IT.UTF-8", "LANG": "nl_NL.UTF-8"}, "it"), ({"LANGUAGE": "nl:en"}, "nl"),
])
def test_the_first_start_follows_the_system_locale(environ: dict[str, str], expected: str) -> None:
    assert system_language(environ) == expected


def test_no_catalog_text_leaves_a_stray_english_word_marker() -> None:
    for lang in OTHERS:
        for key, text in _catalog(lang).items():
            assert not re.search(r"\bTODO\b|\bFIXME\b|\?\?\?", text), (lang, key)
