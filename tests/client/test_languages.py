"""The four languages of the rule books: every text of the client and of the cards in each of them.

English is the source (`game.texts`, and the card data's English in the engine). Every other
language is a gettext catalog, assets/i18n/<lang>.po, that translates every entry of the
template (assets/i18n/messages.pot, extracted from the code) with the same `{placeholders}`,
none missing or fuzzy, every card text of every game included; `tools.i18n` finds the problems.
"""

from __future__ import annotations

import io
import json
import re
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from game.cli import main
from game.commands.cards import card_rows
from game.i18n import LANGUAGES, Translator, _catalog, card_text, catalog_path, plural_form, system_language
from tools import i18n as tool
from tools.card_strings import english_card_texts

ROOT = Path(__file__).resolve().parents[2]
OTHERS = [lang for lang in LANGUAGES if lang != "en"]


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


@pytest.mark.parametrize("lang", OTHERS)
def test_no_entry_is_missing_fuzzy_or_placeholder_mismatched(lang: str) -> None:
    reference = tool.read(tool.TEMPLATE)
    assert [str(p) for p in tool.problems(lang, tool.read(tool.po_path(lang), lang), reference)] == []


def test_the_template_is_extracted_from_the_code_as_it_is_now() -> None:
    on_disk = {tool.entry_key(m) for m in tool.read(tool.TEMPLATE) if m.id}
    assert on_disk == {tool.entry_key(m) for m in tool.template() if m.id}
    assert ("card", "Sapphire Sigh") in on_disk and ("app.caption", "Elixir Arcade") in on_disk


@pytest.mark.parametrize(("lang", "rule"), [("fr", "(n > 1)"), ("nl", "(n != 1)"), ("it", "(n != 1)")])
def test_each_catalog_declares_its_languages_plural_rule(lang: str, rule: str) -> None:
    catalog = tool.read(tool.po_path(lang), lang)
    assert catalog.num_plurals == 2 and catalog.plural_expr == rule
    assert plural_form(lang, 1) == "one" and plural_form(lang, 2) == "other"
    assert plural_form(lang, 0) == ("one" if lang == "fr" else "other")


def _catalog_with(entries: list[tuple[str, object, object, bool]]) -> Catalog:
    catalog = Catalog(locale="fr")
    for context, msgid, msgstr, fuzzy in entries:
        catalog.add(msgid, msgstr, context=context, flags=("fuzzy",) if fuzzy else ())
    return catalog


def test_the_check_finds_missing_fuzzy_and_mismatched_entries() -> None:
    reference = _catalog_with([("a", "Take {count} Finds", "", False), ("b", "Hello {name}", "", False),
                               ("c", "Yes", "", False), ("d", ("{count} spell", "{count} spells"), ("", ""), False),
                               ("card", "Toad", "", False)])
    catalog = _catalog_with([("a", "Take {count} Finds", "Prenez {n} trouvailles", False),
                             ("b", "Hello {name}", "Bonjour {name}", True),
                             ("d", ("{count} spell", "{count} spells"), ("un sort", "{count} sorts"), False),
                             ("card", "Toad", "", False), ("gone", "Old", "Vieux", False)])
    found = {(p.what, p.context) for p in tool.problems("fr", catalog, reference)}
    assert found == {("placeholders", "a"), ("fuzzy", "b"), ("missing", "c"), ("missing", "card"),
                     ("not in the template", "gone")}


def test_every_card_of_every_game_has_a_translated_name_and_text_in_each_language() -> None:
    texts = english_card_texts()
    for lang in OTHERS:
        catalog = read_po(io.BytesIO(catalog_path(lang).read_bytes()), locale=lang)
        cards = {m.id: m.string for m in catalog if m.context == "card" and m.string and not m.fuzzy}
        assert sorted(set(texts) - set(cards)) == [], lang


@pytest.mark.parametrize("lang", OTHERS)
def test_card_texts_are_read_from_the_catalog(lang: str) -> None:
    name = {"en": "Grand Carousel"}
    assert card_text(name, lang) not in ("", "Grand Carousel")
    assert Translator(lang).card(name) == card_text(name, lang)
    assert card_text({"en": "no card says this"}, lang) == "no card says this"


def test_the_engine_keeps_card_texts_in_english_only() -> None:
    engine = ROOT / "engine"
    offenders = [p.name for p in engine.rglob("*.py") if re.search(r'"fr":\s*"', p.read_text(encoding="utf-8"))
                 and p.name != "setup.py"]  # setup.py: the French counting rhyme's syllables are a rule
    assert offenders == []


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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_help_names_the_prompt_keys_the_table_uses_in_every_language(lang: str) -> None:
    # The prompt keys are the same in every language (a key means the same thing everywhere,
    # game/table/hotkeys.py); the help must name exactly those letters.
    import pygame

    from game.tables.elixir import hotkeys

    help_text = Translator(lang)("table.help.lines")
    letters = [pygame.key.name(k).upper() for k in (hotkeys.PASS, hotkeys.DECLINE, hotkeys.WORDS["suffer"],
                                                    hotkeys.WORDS["pay"])]
    assert all(re.search(rf"\b{letter}\u00a0?\s?: ", help_text) for letter in letters), letters


def test_the_flea_markets_line_counts_its_players_in_the_right_form() -> None:
    """'Brocante : mises de 2, 1 participants'."""
    assert Translator("fr")("table.tx.flea_size", what="Brocante", size=2, count=1) == \
        "Brocante : mises de 2, 1 participant"
    assert Translator("it")("table.tx.flea_size", what="Mercatino", size=2, count=3).endswith("3 partecipanti")


def test_key_names_on_buttons_are_said_in_the_players_language() -> None:
    """French buttons showed "Enter" and "Backspace" beside "Entrée" elsewhere: a button's key
    hint that names a key (not a letter, a digit or an F-key) comes from the catalog."""
    import re
    from pathlib import Path

    named = re.compile(r'hint="(?!F\d+")[A-Za-z][A-Za-z]+"')
    found = [f"{path}:{n}" for path in Path(__file__).resolve().parents[2].joinpath("game").rglob("*.py")
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if named.search(line)]
    assert found == []
    fr = Translator("fr")
    assert (fr("ui.key.enter"), fr("ui.key.esc")) == ("Entrée", "Échap")


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_a_catalog_writes_its_apostrophes_one_way(lang: str) -> None:
    """French and Italian elide all the time: "l'instant" beside "l’instant" read as two hands at
    work (both were in the catalogs). Every translation uses the straight apostrophe, as most
    already did, and the fonts draw it."""
    catalog = tool.read(tool.po_path(lang), lang)
    curly = [m.context for m in catalog if m.id and "\u2019" in "".join(
        m.string if isinstance(m.string, tuple) else (m.string,))]
    assert not curly, curly[:5]


def test_french_elides_de_and_que_before_a_name_that_begins_with_a_vowel() -> None:
    """"Au tour de Ulric" read as French never does (seen in a whole game's log): a name is only
    known once filled in, so the translator elides "de", "que", "le" and "la" before a value
    beginning with a vowel, and leaves every other value and every other language alone."""
    fr = Translator("fr")
    assert fr("table.log.turn_start", name="Ulric") == "Au tour d'Ulric."
    assert fr("table.log.turn_start", name="Émile") == "Au tour d'Émile."
    assert fr("table.log.turn_start", name="Zelda") == "Au tour de Zelda."
    assert fr("table.log.turn_start", name="Hugo") == "Au tour de Hugo."  # h: left alone
    assert fr("table.status.waiting_for", name="Ulric").endswith("d'Ulric")
    assert "de Ulric" not in fr("magicoa.log.gold_lost", name="Ulric", value=9)
    assert Translator("en")("table.log.turn_start", name="Ulric") == "Ulric's turn."
    italian = Translator("it")
    assert italian("table.log.turn_start", name="Ulric") == italian("table.log.turn_start", name="Zelda").replace(
        "Zelda", "Ulric")


def test_the_lan_lists_free_seats_take_their_plural_form() -> None:
    """A French table row read "2 place(s) libre(s) sur 3": the free seats are a plural entry."""
    fr, it = Translator("fr"), Translator("it")
    assert fr.plural("lan.free", 1, seats=3, state="au salon") == "au salon · 1 place libre sur 3"
    assert fr.plural("lan.free", 2, seats=3, state="au salon") == "au salon · 2 places libres sur 3"
    assert it.plural("lan.free", 1, seats=4, state="x") == "x · 1 posto libero su 4"
    assert "(s)" not in fr.plural("lan.free", 0, seats=3, state="x")


@pytest.mark.parametrize(("lang", "card", "said"), [("it", "Bis!", "Bot 2 gioca Bis!"),
                                                    ("en", "Encore!", "Bot 2 plays Encore!"),
                                                    ("fr", "Bis !", "Bot 2 joue Bis !")])
def test_a_name_ending_in_an_exclamation_mark_takes_no_full_stop_after_it(lang: str, card: str, said: str) -> None:
    """A tester's Italian status line read "Bot difficile 2 gioca Bis!.": a text's own stop after
    a name that ends in ! or ? is dropped; the stop after any other name stays."""
    tr = Translator(lang)
    assert tr("table.notice.plays", name="Bot 2", card=card) == said
    assert tr("table.notice.plays", name="Bot 2", card="X").endswith("X.")
