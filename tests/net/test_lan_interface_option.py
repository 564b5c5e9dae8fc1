"""`--lan-interface ADDR` is one name for one idea in `play`, `host`, `lan` and `join`.

A play-tester found `play --lan-interface`, `lan --interface` and `host --bind` for keeping the
LAN to one network, and nothing for `join`. The old names stay as aliases (the other command
tests and the LAN suite use them).
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys

import pytest
from nethelpers import REPO
from test_net_commands import ENV, start

from net.transport import open_tcp


def run_game(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=REPO, env=ENV, text=True,
                          capture_output=True, timeout=120)


def test_host_lan_and_join_all_take_lan_interface() -> None:
    """`host --lan-interface` listens and announces there, `lan --lan-interface` finds it there and
    `join --lan-interface` plays from there."""
    host = start("host", "--game", "elixir", "--players", "3", "--bots", "2", "--lan-interface", "127.0.0.1",
                 "--port", "0", "--floor", "0", "--seed", "2", "--name", "One name", "--linger", "5")
    join = None
    try:
        assert host.stdout is not None
        line = host.stdout.readline()
        assert line.startswith("LISTENING 127.0.0.1 "), line + (host.stderr.read() if host.stderr else "")
        port = int(line.split()[2])
        lan = run_game("lan", "--lan-interface", "127.0.0.1", "--json", "--timeout", "3")
        assert lan.returncode == 0, lan.stderr
        assert [t["table"] for t in json.loads(lan.stdout) if t["port"] == port] == ["One name"]
        join = start("join", f"127.0.0.1:{port}", "--lan-interface", "127.0.0.1", "--bot", "random",
                     "--new-seat", "--name", "Ann")
        out, err = join.communicate(timeout=120)
        assert join.returncode == 0, err
        assert any(x.startswith("RESULT ") for x in out.splitlines())
        host.communicate(timeout=60)
    finally:
        for proc in (host, join):
            if proc is not None and proc.poll() is None:
                proc.kill()


@pytest.mark.parametrize("args", [
    ["lan", "--lan-interface", "wifi0"],
    ["lan", "--interface", "wifi0"],  # the old name, checked the same way
    ["host", "--lan-interface", "127.0.0.1", "--lan-interface", "wifi0"],
    ["join", "127.0.0.1:1", "--bot", "random", "--lan-interface", "wifi0"],
    ["join", "127.0.0.1:1", "--bot", "random", "--lan-interface", "192.0.2.77"],  # no interface has it
])
def test_a_lan_interface_that_is_not_this_machines_ipv4_address_is_a_usage_error(args: list[str]) -> None:
    done = run_game(*args)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("error: ") and "--lan-interface" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_a_connection_opened_from_an_interface_leaves_from_its_address() -> None:
    """What `join --lan-interface` does: the host sees the connection come from that address."""
    async def scenario() -> str:
        peers: list[str] = []

        async def accepted(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            peers.append(writer.get_extra_info("peername")[0])
            writer.close()

        server = await asyncio.start_server(accepted, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        stream = await open_tcp("127.0.0.1", port, local="127.0.0.2")
        assert await stream.read() == b""  # the server closed it: it has seen the connection
        stream.close()
        server.close()
        await server.wait_closed()
        return peers[0]

    assert asyncio.run(scenario()) == "127.0.0.2"


def test_every_command_lists_lan_interface_in_its_help() -> None:
    for command in ("play", "host", "lan", "join"):
        done = run_game(command, "--help")
        assert done.returncode == 0 and "--lan-interface" in done.stdout, (command, done.stdout)
