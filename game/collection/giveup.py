"""A real Elixir Quest match left unfinished in the single-player save, and giving it up.

The window keeps one single-player game (`game.saves`). A real match against the ladder moves
cards only when it ends, so a player who left a losing real match and started another game
would keep every card the match had taken. Starting anew over such a save therefore asks
first (`game.scenes.savedgame`), and giving the match up settles the games already played as
if the match had ended there: the characters they won change hands
(`engine.quest.match.transfers_so_far`), and the game under way counts for nobody.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.context import Context

log = logging.getLogger("game.collection.giveup")


@dataclass(frozen=True)
class UnfinishedRealMatch:
    """A saved real match not over yet: its opponent (the ladder's name), what giving it up
    settles (a result as a finished match's: ``match_id``, ``real``, ``decks``, ``transfers``),
    and the player's characters lost and won in the games played so far."""

    opponent: str
    result: dict[str, Any]
    lost: int
    won: int
    player: str = ""
    """The player's name in the match (the collection it settles in; "": the settings' name)."""


def unfinished_real_match(path: Path) -> UnfinishedRealMatch | None:
    """The single-player save at `path` when it is a real Elixir Quest match not over yet (the
    player in seat 0, as the window plays them), else None. Reading it changes nothing; a save
    that cannot be read is None here (the title screen reports it)."""
    from engine.core.replay import ReplayError, load
    from engine.games import get_game
    from engine.quest.match import transfers_so_far
    from engine.quest.state import QuestState
    from net.host import Host

    if not path.is_file():
        return None
    try:
        replay = load(path)
        if replay.game != "quest":
            return None
        host = Host.resume(get_game("quest"), replay)
    except (ReplayError, OSError, ValueError, KeyError) as exc:
        log.warning("the saved game %s cannot be read to see whether it is a real match: %s", path, exc)
        return None
    st = host.state
    if host.result is not None or not isinstance(st, QuestState) or not st.real:
        return None
    transfers = transfers_so_far(st)
    result = {"real": True, "transfers": transfers, "match_id": f"{host.nonce}-{host.game_no}",
              "decks": [sorted(st.kinds[c] for c in st.decks[seat]) for seat in range(2)], "given_up": True}
    return UnfinishedRealMatch(host.seats[1].name, result, lost=sum(t["from"] == 0 for t in transfers),
                               won=sum(t["to"] == 0 for t in transfers), player=host.seats[0].name)


def give_up(ctx: Context, match: UnfinishedRealMatch) -> None:
    """Settle the games `match` has played in both collections (once; nothing when none was
    decided). A result the collections cannot take changes nothing and the player is told."""
    from game.collection.window import settle_after

    if match.result["transfers"]:
        settle_after(ctx, match.result, match.opponent, player=match.player or None)
