"""A table's rules in a line or two, as a guest reads them before sitting down: in the lobby,
and in the LAN list for the table chosen (from the options its announcement carries).

A host's missing option reads as its default; a game with no choice of rules (Magicoa) has no
line.
"""

from __future__ import annotations

from typing import Any

from engine.elixir.options import FirstPlayerMethod, default_spell_points
from game.choices import METHODS, PAYMENTS
from game.questtext import match_terms


def table_terms(tr: Any, game: str, options: dict[str, Any]) -> list[str]:
    """The lines telling a table of `game` with `options`: Elixir's one (`elixir_terms`),
    Elixir Quest's two (`quest_terms`), none for another game."""
    if game == "elixir":
        return [elixir_terms(tr, options)]
    if game == "quest":
        return quest_terms(tr, options)
    return []


def quest_terms(tr: Any, options: dict[str, Any]) -> list[str]:
    """An Elixir Quest table's terms as the lobby tells them: its games and its kind of match,
    then what a real or a practice match does with the cards."""
    mode, kind, about = match_terms(tr, advanced=options.get("mode") != "beginner", real=bool(options.get("real")))
    return [f"{mode} · {kind}", about]


def elixir_terms(tr: Any, options: dict[str, Any]) -> str:
    """An Elixir table's rules as the lobby tells them, in the new game screen's words: its
    length, how a refused forfeit is paid, how the first player is found (a guest saw none of
    the host's choices before the game began). A host's missing option reads as its default."""
    points, players = options.get("spell_points"), options.get("players")
    if not (isinstance(points, int) and not isinstance(points, bool)) and isinstance(players, int):
        points = default_spell_points(players)  # "standard" said nothing of how long: its points
    sized = isinstance(points, int) and not isinstance(points, bool)
    length = tr("newgame.length.points", points=points) if sized else tr("newgame.length.default")
    payment = options.get("forfeit_payment")
    payment = payment if payment in PAYMENTS else PAYMENTS[0]
    method = options.get("first_player")
    method = method if method in METHODS else FirstPlayerMethod.FAST.value
    return " · ".join((tr("newgame.length", value=length),
                       tr("newgame.payment", value=tr(f"newgame.payment.{payment}")),
                       tr("newgame.method", value=tr(f"newgame.method.{method}"))))
