"""Starting a single-player game over the saved one: asked first, and a real match given up.

There is one single-player save (`game.saves`); a new game replaces it. The player is asked
before that happens, and when the save is a real Elixir Quest match not over yet, the question
says that starting anew gives the match up, whose games played then settle in the collections
(`game.collection.giveup`).
"""

from __future__ import annotations

from collections.abc import Callable

from game import saves
from game.context import Context


def start_over_saved_game(ctx: Context, start: Callable[[], None]) -> None:
    """Run `start` (which starts a single-player game), after asking when a game is saved."""
    from game.collection.giveup import give_up, unfinished_real_match
    from game.ui import Dialog

    path = saves.save_path(ctx)
    if not saves.exists(path):
        start()
        return
    tr = ctx.tr
    match = unfinished_real_match(path)
    if match is None:
        ctx.stack.push(Dialog(ctx, tr("newgame.replace_title"), tr("newgame.replace_body"),
                              [(tr("newgame.replace"), start), (tr("ui.cancel"), None)]))
        return

    def give_up_and_start() -> None:
        give_up(ctx, match)
        start()

    body = tr("giveup.body", name=match.opponent) if match.lost or match.won else tr("giveup.body.nothing",
                                                                                      name=match.opponent)
    ctx.stack.push(Dialog(ctx, tr("giveup.title"), body, [(tr("giveup.confirm"), give_up_and_start),
                                                            (tr("ui.cancel"), None)], careful=True))
