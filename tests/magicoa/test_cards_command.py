"""`elixir-arcade cards --game magicoa`: the 37 potions and the 72 gold cards, in every language."""

from __future__ import annotations

import json

import pytest

from engine.games import GAME_NAMES
from game.cli import main
from game.i18n import LANGUAGES


def test_cards_json_lists_every_potion_and_gold_card(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--game", "magicoa", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "magicoa"
    assert [p["id"] for p in data["potions"]] == list(range(1, 38))
    assert all(set(p["name"]) == set(LANGUAGES) and all(p["name"].values()) for p in data["potions"])
    assert data["counts"]["gold"] == 72 and set(data["counts"]["gold_by_colour"].values()) == {12}
    assert len({g["shape"] for g in data["gold"]}) == 6
    assert all(n >= 2 for n in data["counts"]["potions_by_power"].values())


def test_cards_in_one_language_gives_plain_texts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--game", "magicoa", "--json", "--lang", "it"]) == 0
    potions = json.loads(capsys.readouterr().out)["potions"]
    assert potions[4]["name"] == "Sospiro di Zaffiro"


def test_every_command_offers_the_games_of_the_registry(capsys: pytest.CaptureFixture[str]) -> None:
    for command in ("cards", "simulate", "host"):
        assert main([command, "--game", "chess"]) == 2
        err = capsys.readouterr().err
        assert all(name in err for name in GAME_NAMES), command
