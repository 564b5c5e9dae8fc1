"""The card set as a whole: counts, recipes, names and texts, lasting effects, the `cards`
command, docs/CARDS.md, and 1000 seeded random games that all end."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from engine.bots.random_bot import RandomBot
from engine.core.decisions import Answer
from engine.core.machine import apply, pending
from engine.elixir.cards import Display, Kind
from engine.elixir.cardset import ALL_CARDS, OBJECTS, SPELLS
from engine.elixir.catalog import definitions
from engine.elixir.game import ELIXIR
from engine.elixir.ingredients import Ingredient
from game.cli import main
from game.commands.cards import card_rows, lasting_rows, read_sections, render_markdown
from game.i18n import LANGUAGES, card_text
from tests.elixir.helpers import check_every_card_once

ROOT = Path(__file__).resolve().parents[2]
TEST_FILES = sorted(Path(__file__).parent.glob("test_cards_*.py"))


def test_counts_match_the_rule_book() -> None:
    levels = Counter(s.level for s in SPELLS)
    assert levels == {1: 16, 2: 24, 3: 8, 4: 8}
    assert sum(d.copies for d in ALL_CARDS if d.kind is Kind.INGREDIENT) == 64
    assert sum(o.copies for o in OBJECTS) == 39
    assert sum(o.copies for o in OBJECTS if o.magical) == 32
    assert sum(d.copies for d in ALL_CARDS if d.kind is Kind.TRANSACTION) == 9


def test_recipes_use_every_ingredient_seven_or_eight_times() -> None:
    slots = Counter(i for s in SPELLS for i in s.recipe)
    assert sum(slots.values()) == 120
    assert set(slots) == set(Ingredient)
    assert set(slots.values()) <= {7, 8}
    for spell in SPELLS:
        assert len(spell.recipe) == spell.level and len(set(spell.recipe)) == spell.level, spell.key


def test_every_level_1_spell_is_a_forfeit_and_no_other_is() -> None:
    for spell in SPELLS:
        assert (spell.forfeit is not None) == (spell.level == 1), spell.key


def test_names_and_texts_are_complete_distinct_and_translated() -> None:
    # The engine keeps the English; the translations are the client's catalogs (game.i18n).
    for lang in LANGUAGES:
        names = [card_text(d.name, lang) for d in ALL_CARDS]
        assert all(n.strip() for n in names)
        assert len(set(names)) == len(names), lang
        texts = [card_text(d.text, lang) for d in ALL_CARDS if d.kind in (Kind.SPELL, Kind.OBJECT)]
        assert all(t.strip() for t in texts)
        assert len(set(texts)) == len(texts), lang
    for d in ALL_CARDS:
        assert set(d.name) == {"en"} and set(d.text) == {"en"}, d.key
        if d.kind in (Kind.SPELL, Kind.OBJECT):
            assert card_text(d.text, "fr") != d.text["en"], d.key


def test_no_placeholder_card_is_left() -> None:
    for d in ALL_CARDS:
        blob = " ".join([d.key, *d.name.values(), *d.text.values()]).lower()
        assert not re.search(r"interim|placeholder|todo|phial \d|trinket \d", blob), d.key


def test_object_families_are_all_there() -> None:
    magical = [o for o in OBJECTS if o.magical]
    assert sum(o.copies for o in magical if o.substitutes) >= 6
    assert {o.reaction.value for o in magical if o.reaction} == {"counter", "divert", "protect"}
    assert all(o.any_time for o in magical if o.reaction)
    assert all(o.effect is None and o.reaction is None for o in OBJECTS if not o.magical)
    assert sum(1 for s in SPELLS if s.any_time) >= 3


def test_the_sixteen_forfeits_are_distinct_visible_and_bite() -> None:
    forfeits = [s.forfeit for s in SPELLS if s.forfeit is not None]
    assert len({f.key for f in forfeits}) == 16
    rule_hooks = ("skip_turn", "draw_bonus", "on_turn_start", "on_turn_end", "blocks_cast", "on_cast",
                  "blocks_use")
    for f in forfeits:
        assert any(getattr(f, h) for h in rule_hooks), f.key
        assert f.display is not Display.SHIELD, f.key
    assert {f.display for f in forfeits} >= {Display.NICKNAME, Display.HAT, Display.HOP, Display.SUFFIX,
                                             Display.BADGE}


def test_lasting_effects_carry_what_their_display_needs() -> None:
    for row in lasting_rows():
        data = row["data"]
        if row["display"] == "nickname":
            assert set(data["nickname"]) == set(LANGUAGES) and all(data["nickname"].values()), row["key"]
        if row["display"] == "suffix":
            assert set(data["suffix"]) == set(LANGUAGES) and all(data["suffix"].values()), row["key"]
        if row["display"] == "hat":
            assert isinstance(data["hat"], str), row["key"]
        assert all(row[field][lang] for field in ("name", "text") for lang in LANGUAGES)


def test_every_lasting_effect_that_blocks_casts_describes_its_limit_for_the_bots() -> None:
    """`blocks_cast` is the rule; `cast_limit` says what it limits, so that bots can tell when
    the limit cannot bite (engine.bots.heuristics.cast_limit_bites)."""
    from engine.elixir.catalog import lasting_def

    keys = {row["key"] for row in lasting_rows()}
    blocking = [lasting_def(k) for k in sorted(keys) if lasting_def(k).blocks_cast is not None]
    assert len(blocking) >= 3
    for lasting in blocking:
        assert lasting.cast_limit is not None, lasting.key
    assert all(lasting_def(k).cast_limit is None for k in keys if lasting_def(k).blocks_cast is None)


def test_every_spell_and_object_has_a_test_named_after_it() -> None:
    text = "\n".join(p.read_text(encoding="utf-8") for p in TEST_FILES)
    names = set(re.findall(r"def (test_\w+)", text))
    for d in ALL_CARDS:
        if d.kind not in (Kind.SPELL, Kind.OBJECT):
            continue
        assert d.key in text or d.key.split(".")[1] in text, d.key
        if d.kind is Kind.SPELL or d.magical:
            prefix = "test_spell_" if d.kind is Kind.SPELL else "test_obj_"
            short = d.key.split(".")[1]
            assert any(n.startswith(prefix) and short in n for n in names), d.key


# ---- the cards command and the docs -----------------------------------------------------------

def test_cards_command_json_lists_every_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--game", "elixir", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["counts"] == {"spells": 56, "spells_by_level": {"1": 16, "2": 24, "3": 8, "4": 8},
                              "ingredients": 64, "objects": 39, "magical_objects": 32, "transactions": 9}
    assert len(data["cards"]) == len(definitions())
    for row in data["cards"]:
        assert {"id", "kind", "copies", "name", "text", "art"} <= set(row)
        assert set(row["name"]) == set(LANGUAGES) and all(row["name"].values())
        if row["kind"] == "spell":
            assert len(row["recipe"]) == row["level"] and "any_time" in row
        if row["kind"] == "object":
            assert "magical" in row and "any_time" in row


def test_cards_command_text_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "Malédiction du crapaud" in out and "Croaking Curse" not in out
    assert all(row["id"] in out for row in card_rows("fr"))


def test_cards_command_refuses_a_game_it_does_not_know(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--game", "chess"]) == 2


def test_committed_cards_page_matches_the_generator() -> None:
    page = ROOT / "docs" / "CARDS.md"
    assert page.read_text(encoding="utf-8") == render_markdown(**read_sections(page)), \
        "docs/CARDS.md is stale: run `elixir-arcade cards --markdown --write`"


# ---- whole games ------------------------------------------------------------------------------

def play(seed: int, players: int, check_each: bool) -> int:
    """Play one seeded random game to its end; returns how many answers it took."""
    st = ELIXIR.new_state({"players": players}, seed)
    bots = [RandomBot(seed * 31 + s) for s in range(players)]
    answers = 0
    while not st.over:
        waiting = pending(st)
        assert waiting, f"seed {seed}: nothing asked before the end"
        d = waiting[0]
        outcome = apply(st, Answer(d.id, d.seat, bots[d.seat].choose({}, d.to_plain())))
        assert outcome.accepted, (seed, outcome.reason, outcome.detail)
        answers += 1
        assert answers < 50_000, f"seed {seed}: the game does not end"
        if check_each:
            check_every_card_once(st)
    check_every_card_once(st)
    assert st.winner is not None and not st.spell_hands[st.winner]
    return answers


def test_a_thousand_seeded_random_games_all_end() -> None:
    lengths = [play(seed, 3 + seed % 4, check_each=seed < 40) for seed in range(1000)]
    assert len(lengths) == 1000


def test_balance_tool_reports_on_a_few_games() -> None:
    from tools.balance import analyse, play_series, render

    data = analyse(play_series(4, 3, ["random"], [3, 4]))
    report = render(data, "random", 3)
    assert data["games"] == 4 and set(data["seats"]) == {3, 4}
    assert "Croaking Curse" in report and "Mirror of Refusal" in report
