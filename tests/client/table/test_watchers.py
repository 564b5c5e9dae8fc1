"""Spectators at the table: the log says who starts and stops watching, and their chat lines
are marked as a spectator's. A play-tester's players could not tell that anyone watched: a
spectator's chat lines showed under their name alone."""

from __future__ import annotations

from typing import Any

from game.link import ChatLine, LinkUpdate
from tests.client.table.harness import make_table, settle


def table(watching: list[str] | None) -> dict[str, Any]:
    """A table description as the host sends it, with `watching` (None: a host that sends none)."""
    seats = [{"seat": 0, "kind": "human", "name": "Morgane", "taken": True, "present": True},
             {"seat": 1, "kind": "human", "name": "Béa", "taken": True, "present": True},
             {"seat": 2, "kind": "bot", "name": "Zelda", "taken": False, "present": True}]
    info: dict[str, Any] = {"seats": seats, "spectators": len(watching or [])}
    if watching is not None:
        info["watching"] = watching
    return info


def test_the_log_says_who_starts_and_stops_watching() -> None:
    """Players were not told that someone was watching their game."""
    ctx, scene, link = make_table(players=3, seed=5)
    link._out.append(LinkUpdate(table=table(["Ulric"])))  # already there when we came: not news
    settle(ctx, scene)
    before = len(scene.log.lines)
    for watching in (["Ulric", "Sorcier"], ["Ulric", "Sorcier", "Sorcier"], ["Sorcier"], ["Sorcier"]):
        link._out.append(LinkUpdate(table=table(watching)))
        settle(ctx, scene)
    assert [str(text) for text, _ in scene.log.lines[before:]] == [
        "Sorcier is watching.", "Sorcier is watching.", "Ulric stopped watching.", "Sorcier stopped watching."]


def test_a_host_that_names_no_spectators_makes_no_watching_lines() -> None:
    ctx, scene, link = make_table(players=3, seed=5)
    for watching in (None, None):
        link._out.append(LinkUpdate(table=table(watching)))
        settle(ctx, scene)
    assert not any("watching" in str(text) for text, _ in scene.log.lines)


def test_a_spectators_chat_line_is_marked_as_watching_and_a_players_is_not() -> None:
    """A spectator's chat lines showed under 'Sorcier:' like a player's."""
    ctx, scene, link = make_table(players=3, seed=5)
    link._out.append(LinkUpdate(table=table(["Sorcier"]),
                                chat=(ChatLine(None, "Sorcier", "Bonjour"), ChatLine(1, "Béa", "Salut"))))
    settle(ctx, scene)
    assert scene.chat.lines[-2:] == [(ctx.tr("table.chat.watching", name="Sorcier"), "Bonjour"), ("Béa", "Salut")]
    assert ctx.tr("table.chat.watching", name="Sorcier") != "Sorcier"
