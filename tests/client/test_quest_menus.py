"""Elixir Quest's menu screens as play-testers saw them at 1024x576: the match screen after
Play again, the deck builder's saved decks and its tally, the results of a practice match, a new
player's first match, and the rules' keys."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.collection.store import CollectionStore
from game.collection.window import profile_seed
from game.context import Context
from game.i18n import LANGUAGES
from game.scenes.questmatch import QuestMatchScene
from game.ui import Label, ListView, Panel
from tests.client.test_layout_fit import make_ctx
from tests.client.test_scenes import FakeNet, run

SMALL = (1024, 576)


def saved_deck_that_lost(ctx: Context, tmp_path: Path, name: str, lost: int) -> list[int]:
    """The player's collection with a saved deck `name` (five characters, three potions) whose
    first `lost` characters a real match took; the deck's cards."""
    ctx.services["collection"] = tmp_path / "c.sqlite3"
    store = CollectionStore(tmp_path / "c.sqlite3")
    player = store.open_profile(ctx.settings.name, profile_seed(ctx.settings.name))
    owned = sorted(store.cards(player).elements())
    deck = [k for k in owned if k < 100][:5] + [k for k in owned if k > 100][:3]
    store.save_deck(player, name, deck)
    rival = store.create_profile("Rival", 2)
    store.begin_match(player, "m1", "Rival", True, 0, deck[:5], rival, [])
    store.finish_match("m1", {"transfers": [{"kind": k, "from": 0, "to": 1} for k in deck[:lost]]})
    store.close()
    return deck


def panel_inner(scene: QuestMatchScene) -> pygame.Rect:
    """The inside of the match screen's panel (its first panel)."""
    return next(w for w in scene.group.widgets if isinstance(w, Panel)).content_rect()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_play_again_with_a_deck_that_lost_cards_says_so_once_inside_the_panel(tmp_path: Path, lang: str) -> None:
    """After a real match took two cards of the saved deck played, Play again opened the match
    screen with two paragraphs about that deck, the second spilling under the panel and the Back
    button. It says it once, and the text stays inside the panel."""
    ctx = make_ctx(tmp_path, SMALL, lang)
    ctx.services["net"] = FakeNet()
    deck = saved_deck_that_lost(ctx, tmp_path, "Loups d'été", 2)
    scene = QuestMatchScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    assert not scene.bring_again(sorted(deck))
    run(ctx)
    texts = [w.text for w in scene.group.widgets if isinstance(w, Label)]
    assert sum(scene.notice in t for t in texts) == 1
    incomplete = ctx.tr("questmatch.decks_incomplete", count=1)
    assert not any(incomplete in t for t in texts)
    inner = panel_inner(scene)
    for label in (w for w in scene.group.widgets if isinstance(w, Label) and inner.colliderect(w.rect)):
        assert label.rect.bottom <= inner.bottom + 1, label.text
        assert label.image().get_height() <= label.rect.height + 1, label.text


def test_back_from_the_deck_builder_the_match_screen_says_what_holds_of_the_deck_now(
        ctx: Context, tmp_path: Path) -> None:
    """The notice about the deck played last stays while that deck is still incomplete, and
    goes once the deck builder deleted (or mended) it: the summary says what holds then."""
    ctx.services["net"] = FakeNet()
    deck = saved_deck_that_lost(ctx, tmp_path, "Wolves", 1)
    scene = QuestMatchScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    scene.bring_again(sorted(deck))
    notice = scene.notice
    assert notice.startswith('Your deck "Wolves" has lost')
    scene.resume()
    assert scene.notice == notice
    store = CollectionStore(tmp_path / "c.sqlite3")
    store.delete_deck(store.open_profile(ctx.settings.name, profile_seed(ctx.settings.name)), "Wolves")
    store.close()
    scene.resume()
    assert scene.notice == "" and scene.info() == scene.summary


def deck_builder_with_two_saved_decks(tmp_path: Path, lang: str, other: str) -> tuple[Context, Any]:
    """The deck builder at 1024x576 in `lang`, with two saved decks: "Loups d'été", which lost two
    characters (loaded: its note takes three lines in French), and `other`, whole."""
    from game.scenes.deckbuilder import DeckBuilderScene

    ctx = make_ctx(tmp_path, SMALL, lang)
    saved_deck_that_lost(ctx, tmp_path, "Loups d'été", 2)
    store = CollectionStore(tmp_path / "c.sqlite3")
    player = store.open_profile(ctx.settings.name, profile_seed(ctx.settings.name))
    store.save_deck(player, other, [k for k in sorted(store.cards(player).elements()) if k < 100][-5:])
    store.close()
    scene = DeckBuilderScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    scene.load("Loups d'été")
    run(ctx)
    return ctx, scene


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("other", ["Brouillon", "Magnifique paquet de mai"])
def test_the_saved_decks_box_shows_two_whole_rows_whatever_the_note_says(tmp_path: Path, lang: str,
                                                                          other: str) -> None:
    """At 1024x576 the saved decks' box cut its second deck in half, and shrank to one row when
    the note above it took three lines (an incomplete deck loaded). It shows two whole rows (taller
    when a long name puts the details under the names), inside its panel, and the deck's list
    above it keeps two rows too."""
    ctx, scene = deck_builder_with_two_saved_decks(tmp_path, lang, other)
    lists = [w for w in scene.group.widgets if isinstance(w, ListView)]
    saved = next(w for w in lists if {r.data for r in w.rows} == {"Loups d'été", other})
    deck = next(w for w in lists if len(w.rows) == 8)
    inner = next(w for w in scene.group.widgets if isinstance(w, Panel)).content_rect()
    assert saved.rect.height >= 2 * saved.row_height and saved.visible_count() >= 2
    assert inner.contains(saved.rect) and inner.contains(deck.rect)
    assert deck.visible_count() >= 2
    others = [w for w in scene.group.widgets if inner.contains(w.rect) and w is not saved]
    assert not [w for w in others if w.rect.colliderect(saved.rect)]
    assert not [w for w in others if w is not deck and w.rect.colliderect(deck.rect)]


def test_an_incomplete_saved_deck_counts_only_the_cards_still_owned(ctx: Context, tmp_path: Path) -> None:
    """A saved deck that lost two characters in a real match read "Characters 5/5" while the note
    under it said two of them were no longer in the collection."""
    from engine.quest.cards import character
    from game.scenes.deckbuilder import DeckBuilderScene

    deck = saved_deck_that_lost(ctx, tmp_path, "Wolves", 2)
    scene = DeckBuilderScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    scene.load("Wolves")
    assert scene.tally().startswith("Characters 3/5") and "potions 3" in scene.tally()
    assert scene.problem() == (f"No longer in your collection: {', '.join(character(k).name for k in deck[:2])}."
                               " Take them out to keep this deck.")
    scene.remove(deck[0])
    assert scene.tally().startswith("Characters 3/5")


def test_the_results_of_a_practice_match_say_the_cards_won_go_back(ctx: Context) -> None:
    """After a practice match the results read "4 cards held" (French "4 cartes gardées", kept)
    beside "Won, then given back (practice)". They give the cards won in the match and say they
    go back; a real match's results still give the cards held."""
    from game.tables.quest.results import QuestResults
    from tests.client.test_quest_screens import _SoloLink

    won = [{"kind": 1, "from": 0, "to": 1}, {"kind": 2, "from": 0, "to": 1}, {"kind": 3, "from": 1, "to": 0}]
    result = {"real": False, "winners": [1], "cards": [4, 6], "won": won}
    seats = {"seats": [{"name": "Wizard"}, {"name": "Pip"}]}
    rows = QuestResults(ctx, _SoloLink(), result, {"players": 2}, seats).seat_rows()
    assert [row[1] for row in rows] == ["1 card won, given back", "2 cards won, all given back"]
    nothing = QuestResults(ctx, _SoloLink(), {**result, "won": won[:2]}, {"players": 2}, seats).seat_rows()
    assert nothing[0][1] == "No card won"
    assert nothing[0][2] == ""  # not "nothing" beside "No card won"
    assert "given back" not in rows[1][2] and rows[1][2]  # the names alone: the line says they go back
    real = QuestResults(ctx, _SoloLink(), {**result, "real": True}, {"players": 2}, seats).seat_rows()
    assert [row[1] for row in real] == ["4 cards held", "6 cards held"]


def test_a_new_players_first_match_is_a_beginner_one_and_the_next_remembers_the_mode(
        ctx: Context, tmp_path: Path) -> None:
    """A player who had never played Elixir Quest found the match screen on "advanced" (potions,
    rounds fought again). It starts on beginner, practice, the first opponent; once a match was
    started in advanced, the screen opens on advanced."""
    from game.questtext import match_terms

    ctx.services["collection"] = tmp_path / "c.sqlite3"
    ctx.services["net"] = FakeNet()
    scene = QuestMatchScene(ctx)
    ctx.stack.push(scene)
    run(ctx)
    assert (scene.rung, scene.advanced, scene.real) == (0, False, False)
    mode = match_terms(ctx.tr, advanced=False, real=False)[0]
    assert mode in [getattr(w, "text", "") for w in scene.group.widgets]
    scene.toggle_mode()
    scene.start_now()
    assert QuestMatchScene(ctx).advanced


def test_the_rules_name_the_number_keys_the_table_answers() -> None:
    """The rules' "At the table" said the keys 1 to 5 choose a character, while the table (and its
    help, H) answers 1 to 9, counted from the left, for the characters and the potions after them."""
    from game.i18n import Translator
    from game.tables.quest.prompt import DIGITS

    assert sorted(DIGITS.values()) == list(range(len(DIGITS)))
    text = Translator("en")("quest.rules.table.body")
    assert f"1 to {len(DIGITS)}, counted from the left" in text and "1 to 5" not in text


def test_a_drawn_duel_crowns_nobody(ctx: Context) -> None:
    """"The match is drawn" stood over two rows both wearing the winner's crown and gold."""
    from game.tables.quest.results import QuestResults
    from tests.client.test_quest_screens import _SoloLink

    result = {"real": False, "winners": [0, 1], "cards": [5, 5], "won": [], "games": [None] * 5}
    scene = QuestResults(ctx, _SoloLink(), result, {"players": 2}, {"seats": [{"name": "Mago"}, {"name": "Wizard"}]})
    ctx.stack.push(scene)
    ctx.stack.apply_changes()
    assert scene.headline() == "The match is drawn"
    assert scene.winners == [] and not scene.won
    assert [win for _, _, win in scene.rows] == [False, False]


def test_a_real_match_where_no_card_changed_hands_says_the_collection_is_as_it_was(ctx: Context) -> None:
    """A French tester's real match of five draws showed a bare "aucun" under each name (and
    "aucun" is not even "aucune carte"): the line now says nothing was won or lost."""
    from game.i18n import Translator
    from game.tables.quest.results import QuestResults
    from tests.client.test_quest_screens import _SoloLink

    result = {"real": True, "winners": [0, 1], "cards": [5, 5], "won": [], "games": [None] * 5}
    seats = {"seats": [{"name": "Wizard"}, {"name": "Pip"}]}
    rows = QuestResults(ctx, _SoloLink(), result, {"players": 2}, seats).seat_rows()
    said = ctx.tr("quest.results.unchanged")
    assert [row[2] for row in rows] == [said, said]
    assert said != ctx.tr("results.none") and "aucun" not in Translator("fr")("quest.results.unchanged").split()
