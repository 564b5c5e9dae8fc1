"""`elixir-arcade host` and rematches, end to end: the headless host serves the rematch it
accepts to its end, and with ``--games N`` refuses `rematch` after its N-th game.

The host runs as its own process on 127.0.0.1; the test's client speaks the protocol over TCP.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from typing import Any

from nethelpers import REPO

from engine.bots import make_bot
from net import protocol as p
from net.client import BotPlayer, ClientSession
from net.transport import open_tcp

ENV = {**os.environ, "PYTHONPATH": str(REPO)}


def start_host(*extra: str) -> tuple[subprocess.Popen[str], int]:
    # A small reaction floor paces the table: with none, two whole games of instant bots ask
    # the human seat for answers faster than the host's 50 frames a second allow, and an
    # answer dropped as throttled is never asked again.
    proc = subprocess.Popen([sys.executable, "-m", "game", "host", "--game", "elixir", "--players", "3",
                             "--bots", "2", "--bind", "127.0.0.1", "--port", "0", "--floor", "0.05",
                             "--no-announce", "--seed", "6", *extra],
                            cwd=REPO, env=ENV, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert line.startswith("LISTENING 127.0.0.1 "), line + (proc.stderr.read() if proc.stderr else "")
    return proc, int(line.split()[2])


async def play_and_vote(port: int, games: int, *, vote_after_last: bool) -> dict[str, Any]:
    """Play the only human seat for `games` games, voting `rematch` after each but the last;
    after the last, vote once more when `vote_after_last` (and leave once refused), else leave."""
    session = ClientSession("Ann")
    player = BotPlayer(make_bot("random", 4))
    stream = await open_tcp("127.0.0.1", port)
    stream.write(session.connect())
    results: list[dict[str, Any]] = []
    refused: list[p.Rejected] = []
    games_seen: list[int] = []
    leaving = False
    try:
        while not leaving:
            data = await asyncio.wait_for(stream.read(), 60)
            if not data:
                break
            out = bytearray()
            for msg in session.receive_data(data):
                if isinstance(msg, p.Snapshot) and msg.game not in games_seen:
                    games_seen.append(msg.game)
                elif isinstance(msg, p.Rejected) and msg.of == "rematch":
                    refused.append(msg)
                    leaving = True
                elif isinstance(msg, p.Update) and msg.result is not None:
                    results.append(msg.result)
                    if len(results) < games or vote_after_last:
                        out += session.rematch()
                    else:
                        leaving = True
            out += session.take_outgoing()
            if leaving:
                out += session.bye()
            elif session.result is None:
                for decision, choice in player.moves(session):
                    out += session.answer(decision, choice)
            if out:
                stream.write(bytes(out))
                await stream.drain()
    finally:
        stream.close()
    return {"results": results, "refused": refused, "games": games_seen}


def results_printed(stdout: str) -> list[dict[str, Any]]:
    return [json.loads(x[len("RESULT "):]) for x in stdout.splitlines() if x.startswith("RESULT ")]


def test_the_headless_host_serves_the_rematch_it_accepts_to_its_end() -> None:
    proc, port = start_host()
    try:
        played = asyncio.run(play_and_vote(port, 2, vote_after_last=False))
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert played["games"] == [1, 2] and len(played["results"]) == 2
    assert results_printed(out) == played["results"]  # game 2 was played to its end, not cut short


def test_host_games_1_refuses_a_rematch_after_its_last_game_and_exits() -> None:
    proc, port = start_host("--games", "1")
    try:
        played = asyncio.run(play_and_vote(port, 1, vote_after_last=True))
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert played["games"] == [1] and len(played["results"]) == 1
    assert [r.reason for r in played["refused"]] == ["no_more_games"]
    assert results_printed(out) == played["results"]


def test_host_help_says_how_rematches_are_served_and_how_long_the_host_lives() -> None:
    proc = subprocess.run([sys.executable, "-m", "game", "host", "--help"], cwd=REPO, env=ENV, text=True,
                          capture_output=True, timeout=60)
    assert proc.returncode == 0
    text = " ".join(proc.stdout.split())
    assert "--games N" in text and "refuse rematches after it" in text
    assert "--linger SECONDS" in text and "(default 120)" in text
    assert "exits sooner once every seated player has left" in text


def test_a_table_with_max_games_refuses_rematch_after_its_last_game_and_changes_nothing() -> None:
    from nethelpers import FakeClock, SyncTable, make_config
    from toygame import TOY

    from net.host import Host, SeatKind, SeatSpec

    host = Host(TOY, {"players": 3, "rounds": 2}, [SeatSpec(SeatKind.HUMAN), SeatSpec(SeatKind.BOT),
                SeatSpec(SeatKind.BOT)], config=make_config(max_games=1), clock=FakeClock(), seed=2)
    table = SyncTable(host)
    ann = table.join(ClientSession("Ann"), make_bot("random", 1))
    assert host.result is not None and ann.session.table["max_games"] == 1
    ann.send(ann.session.rematch())
    assert ann.last(p.Rejected).reason == "no_more_games"
    assert host.game_no == 1 and host.table_state.value == "over" and not host.rematch_allowed()
