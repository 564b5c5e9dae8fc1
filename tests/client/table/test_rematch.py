"""Play again: after a game ends, the same table scene shows the rematch's new game, prompts the
player in it (its decision ids start again from 1, as the host numbers them) and announces its
end in its turn.

Each game's table is played through its own input by the autoplay driver on an `EngineLink`
(the engine in-process, whose `rematch` starts the next game with a snapshot, as the host
does); game time is stepped with the clock.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any  # noqa: E402

import pytest  # noqa: E402

from engine.bots.base import make_bot  # noqa: E402
from game.link import LinkUpdate  # noqa: E402
from game.table.autoplay import AutoPlayer  # noqa: E402
from game.tables.elixir.scene import TableScene  # noqa: E402
from game.tables.magicoa.scene import MagicoaTable  # noqa: E402
from game.tables.quest.scene import QuestTable  # noqa: E402
from tests.client.table.fakelink import EngineLink  # noqa: E402
from tests.client.table.harness import make_ctx  # noqa: E402

TABLES = {"elixir": (TableScene, 5, 5), "magicoa": (MagicoaTable, 3, 4), "quest": (QuestTable, 2, 11)}
"""Each game's table class, its player count and a seed."""


def play_until_finished(ctx: Any, scene: Any, results: list[Any], limit: float = 20000.0) -> None:
    """Step game time until the scene announces the end of the game it shows."""
    done = len(results)
    t = 0.0
    while len(results) == done and t < limit:
        ctx.clock.tick(0.05)
        scene.update(0.05)
        t += 0.05
    assert len(results) == done + 1, "the game was not announced as over"


def played_game(game: str) -> tuple[Any, Any, EngineLink, list[Any]]:
    """`game`'s table, played through its own input by a random bot to the end of a game; the
    context, the scene, its link and the results announced so far."""
    table_class, players, seed = TABLES[game]
    ctx = make_ctx(speed=0.0)
    link = EngineLink(players=players, seed=seed, game=game)
    results: list[Any] = []
    scene = table_class(ctx, link, on_finished=results.append,
                        autoplay=AutoPlayer(make_bot("random", seed, game=game), think=0.0, gap=0.0))
    ctx.stack.push(scene)
    ctx.stack.apply_changes()
    play_until_finished(ctx, scene, results)
    return ctx, scene, link, results


@pytest.mark.parametrize("game", sorted(TABLES))
def test_after_play_again_the_new_game_is_prompted_and_its_end_announced(game: str) -> None:
    ctx, scene, link, results = played_game(game)
    first_answers = len(link.answers)
    assert first_answers > 0

    link.rematch()  # what the results screen's "Play again" does
    while scene.game_no != 2:
        ctx.clock.tick(0.05)
        scene.update(0.05)
    # the log goes on from the last game, with a line where the new one begins
    assert [text for text, _ in scene.log.lines].count(ctx.tr(scene.NEW_GAME_LINE, n=2)) == 1
    play_until_finished(ctx, scene, results)
    assert link.game_no == 2 and link.state.over
    assert len(link.answers) > first_answers  # the new game's decisions were prompted and answered
    assert link.refused == []


def test_a_resync_of_the_same_game_keeps_what_was_answered() -> None:
    """A snapshot of the game already shown (a resync, a reconnection) is no new game: the
    answers sent and not yet applied stay answered, so they are not asked twice."""
    ctx = make_ctx(speed=0.0)
    link = EngineLink(players=3, seed=2)
    scene = TableScene(ctx, link)
    ctx.stack.push(scene)
    ctx.stack.apply_changes()
    scene.update(0.05)
    scene._show(LinkUpdate(view=link.view(), ask=link.my_decisions(), snapshot=True, game=1))
    scene.answered.add(99)
    scene._show(LinkUpdate(view=link.view(), ask=link.my_decisions(), snapshot=True, game=1))
    assert 99 in scene.answered and scene.game_no == 1
    scene._show(LinkUpdate(view=link.view(), ask=link.my_decisions(), snapshot=True, game=2))
    assert scene.answered == set() and scene.game_no == 2


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_language_change_retells_the_whole_log(game: str) -> None:
    """After a change of language (from the settings, mid-game) the log's earlier lines stayed in
    the old one under a heading in the new one. Every line is said again; back in the first
    language, the log reads as it did."""
    ctx, scene, link, results = played_game(game)
    english = [text for text, _ in scene.log.lines]
    assert len(english) > 20
    ctx.set_language("it")
    scene.language_changed()
    italian = [text for text, _ in scene.log.lines]
    assert len(italian) == len(english)
    assert sum(a != b for a, b in zip(english, italian, strict=True)) > 0.9 * len(english)
    ctx.set_language("en")
    scene.language_changed()
    assert [text for text, _ in scene.log.lines] == english
