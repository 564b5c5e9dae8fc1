"""tools.blunder_scan: a tournament's replays judged for the blunders of the suite."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.bots import make_bot
from engine.core.replay import save
from engine.elixir.game import ELIXIR
from engine.runner import play_game
from tools.blunder_scan import main, scan_file


class Careless:
    """Greedy, except that it never casts its last spell and never counters: the two blunders."""

    name = "careless"

    def __init__(self, seed: int) -> None:
        self.greedy = make_bot("greedy", seed)

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        options = decision.get("options") or []
        if decision["kind"] == "react" and {"act": "pass"} in options:
            return {"act": "pass"}
        choice = self.greedy.choose(view, decision)
        if decision["kind"] == "turn" and len(view.get("spells", [])) == 1 and choice.get("act") == "cast":
            return {"act": "end"}
        return choice


def _replays(folder: Path, lineup: list[Any], games: int) -> list[Path]:
    paths = []
    for seed in range(games):
        bots = [make(seed * 10 + s) for s, make in enumerate(lineup)]
        played = play_game(ELIXIR, {"players": 4}, seed + 1, bots)
        path = folder / f"elixir-{seed:03d}.json"
        save(path, played.replay)
        paths.append(path)
    return paths


def test_greedy_games_hold_none_of_the_blunders(tmp_path: Path) -> None:
    greedy = lambda seed: make_bot("greedy", seed)  # noqa: E731
    for path in _replays(tmp_path, [greedy] * 4, 6):
        assert scan_file(path) == []


def test_a_careless_seat_and_random_bidders_are_caught(tmp_path: Path) -> None:
    lineup = [Careless, lambda seed: make_bot("greedy", seed), lambda seed: make_bot("random", seed),
              lambda seed: make_bot("greedy", seed)]
    found = [b for path in _replays(tmp_path, lineup, 12) for b in scan_file(path)]
    kinds = {b.kind for b in found}
    assert "overpaying_at_an_auction" in kinds and all(
        b.bot == "random" for b in found if b.kind == "overpaying_at_an_auction")
    assert "not_casting_the_last_spell" in kinds or "letting_a_winning_spell_through" in kinds
    assert all(b.seat == 0 for b in found if b.bot != "random")
    assert main([str(tmp_path)]) == 1


def test_a_folder_without_replays_and_a_broken_file_are_reported(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(tmp_path)]) == 2
    (tmp_path / "broken.json").write_text("{not json")
    assert main([str(tmp_path)]) == 0
    assert "skipped broken.json" in capsys.readouterr().out


class Payer:
    """Greedy, except that it always pays 2 Finds rather than suffer a forfeit."""

    name = "payer"

    def __init__(self, seed: int) -> None:
        self.greedy = make_bot("greedy", seed)

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        if decision["kind"] == "forfeit" and "pay" in (decision.get("options") or []):
            return "pay"
        return self.greedy.choose(view, decision)


def test_paying_for_a_forfeit_that_cannot_bite_is_caught(tmp_path: Path) -> None:
    found = [b for path in _replays(tmp_path, [Payer] * 4, 30) for b in scan_file(path)]
    assert {b.kind for b in found} == {"paying_for_a_harmless_forfeit"}
    assert all("paid 2 Finds against spell." in b.detail for b in found)


class Spendthrift:
    """Greedy, except that it uses every object it may, on its turns and in reaction windows."""

    name = "spendthrift"

    def __init__(self, seed: int) -> None:
        self.greedy = make_bot("greedy", seed)

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        uses = [o for o in decision.get("options") or [] if isinstance(o, dict) and o.get("act") == "object"]
        return uses[0] if uses else self.greedy.choose(view, decision)


def test_using_an_object_that_does_nothing_is_caught(tmp_path: Path) -> None:
    greedy = lambda seed: make_bot("greedy", seed)  # noqa: E731
    found = [b for path in _replays(tmp_path, [Spendthrift, greedy, greedy, greedy], 8) for b in scan_file(path)]
    spent = [b for b in found if b.kind == "using_an_object_for_nothing"]
    assert spent and all(b.bot == "spendthrift" and b.seat == 0 for b in spent)
    assert all(b.detail.startswith("used obj.") for b in spent)


class Unaimed:
    """Greedy, except that it aims every spell at the first seat offered."""

    name = "unaimed"

    def __init__(self, seed: int) -> None:
        self.greedy = make_bot("greedy", seed)

    def choose(self, view: dict[str, Any], decision: dict[str, Any]) -> Any:
        if decision["kind"] == "target":
            return decision["options"][0]
        return self.greedy.choose(view, decision)


def test_a_forfeit_aimed_where_it_cannot_bite_is_caught(tmp_path: Path) -> None:
    greedy = lambda seed: make_bot("greedy", seed)  # noqa: E731
    found = [b for path in _replays(tmp_path, [Unaimed, greedy, greedy, greedy], 30) for b in scan_file(path)]
    aimed = [b for b in found if b.kind == "aiming_a_forfeit_where_it_cannot_bite"]
    assert aimed and all(b.bot == "unaimed" for b in aimed)


def test_a_tool_whose_reader_goes_away_stops_quietly() -> None:
    """`python -m tools.blunder_scan DIR | head`: the tools end with 141 and no traceback."""
    program = ("import sys\nfrom tools.piped import run_piped\n"
               "def main():\n    for _ in range(100_000):\n        print('a line of findings ' * 4)\n    return 0\n"
               "sys.exit(run_piped(main))\n")
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root)}
    with subprocess.Popen([sys.executable, "-c", program], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          env=env) as child:
        assert child.stdout is not None and child.stderr is not None
        child.stdout.readline()
        child.stdout.close()  # as `head` does after its lines
        errors = child.stderr.read()
        assert child.wait(timeout=60) == 141
    assert errors == b""


def test_a_shield_against_a_forfeit_that_cannot_bite_is_named() -> None:
    """Dunce's Cap aimed at a seat whose spells are all of level 2: its umbrella is a blunder."""
    from engine.core.machine import pending
    from tests.elixir.test_cards_kit import Kit
    from tools.blunder_scan import judge

    kit = Kit()
    kit.spells(0, "spell.dunces_cap", "spell.great_famine")
    kit.recipe(0, "spell.dunces_cap")
    kit.spells(1, "spell.crystal_ball", "spell.alchemists_whim")
    kit.finds(1, "obj.umbrella_of_warding", "obj.odd_sock")
    kit.start()
    kit.cast(0, "spell.dunces_cap", target=1, window=False)
    decision = next(d for d in pending(kit.st) if d.seat == 1)
    umbrella = next(o for o in decision.options if isinstance(o, dict) and o.get("act") == "react")
    found = judge(kit.st, decision, umbrella)
    assert found is not None and found[0] == "shielding_against_a_harmless_forfeit"
    assert judge(kit.st, decision, {"act": "pass"}) is None


def test_a_forfeit_aimed_at_a_player_with_no_finds_is_named() -> None:
    """Aimed at the seat holding no Find while others hold some, a forfeit is a blunder (the
    victim gives nothing and is free); at a seat holding some, it is not."""
    from engine.elixir.catalog import card_def
    from tests.elixir.test_cards_kit import Kit
    from tools.blunder_scan import judge

    kit = Kit()
    kit.spells(0, "spell.croaking_curse", "spell.great_famine")
    kit.recipe(0, "spell.croaking_curse")
    kit.finds(2, "ing.stardust")
    kit.finds(3, "ing.trolls_nose")
    kit.start()
    curse = next(c for c in kit.st.spell_hands[0] if card_def(c).key == "spell.croaking_curse")
    kit.answer(0, kit.option(0, act="cast", spell=curse))
    kit.pay_suggested(0)
    decision = kit.decision(0)
    assert decision.kind == "target" and not kit.st.hands[1]
    assert judge(kit.st, decision, 1) == ("aiming_a_forfeit_at_a_player_with_no_finds",
                                          "aimed spell.croaking_curse at seat 1")
    assert judge(kit.st, decision, 2) is None
