"""`join` when its host goes away: stopped (SIGTERM, the host says `shutdown`) or killed (SIGKILL),
run as processes on 127.0.0.1."""

from __future__ import annotations

from tests.gameprocs import Proc


def lobby_host() -> tuple[Proc, str]:
    """A headless host whose lobby waits for a second player (so its table stays up), and its port."""
    host = Proc("host", "--game", "magicoa", "--players", "3", "--bots", "1", "--bind", "127.0.0.1",
                "--port", "0", "--no-announce")
    listening = host.line_starting("LISTENING ", 30)
    return host, listening.split()[2]


def test_a_watching_join_says_the_host_closed_the_table_and_exits_when_the_host_is_stopped() -> None:
    """A spectator from the command line printed nothing and kept running for minutes after its
    host was stopped; a playing join says the table closed and waits for a --resume."""
    procs: list[Proc] = []
    try:
        host, port = lobby_host()
        procs.append(host)
        watcher = Proc("join", f"127.0.0.1:{port}", "--watch", "--name", "Guardone")
        player = Proc("join", f"127.0.0.1:{port}", "--bot", "random", "--name", "Mago", "--new-seat")
        procs += [watcher, player]
        assert watcher.line_starting("WATCHING", 30) == "WATCHING"
        assert player.line_starting("SEAT ", 30) == "SEAT 0"
        host.stop()
        assert watcher.finish(20) == 1, watcher.describe()
        assert watcher.err[-1] == "error: the host closed the table before the game ended", watcher.describe()
        said = player.err_containing("the host closed the table", 20)
        assert "reconnecting in case it is restarted with --resume" in said
        assert player.popen.poll() is None, "a seated join keeps its seat for a --resume"
    finally:
        for proc in procs:
            proc.kill()


def test_a_watching_join_says_it_is_reconnecting_when_its_host_is_killed() -> None:
    """After a `kill -9` of the host, a spectator printed nothing for a minute, not even that it
    was reconnecting."""
    procs: list[Proc] = []
    try:
        host, port = lobby_host()
        procs.append(host)
        watcher = Proc("join", f"127.0.0.1:{port}", "--watch", "--name", "Guardone")
        procs.append(watcher)
        assert watcher.line_starting("WATCHING", 30) == "WATCHING"
        host.kill()
        assert watcher.err_containing("connection lost", 10) == "connection lost; reconnecting"
        assert watcher.popen.poll() is None, "it keeps trying, as a playing join does"
        again = Proc("host", "--game", "magicoa", "--players", "3", "--bots", "1", "--bind", "127.0.0.1",
                     "--port", port, "--no-announce")
        procs.append(again)
        assert watcher.err_containing("reconnected", 30) == "reconnected to the host"
        assert watcher.err.count("connection lost; reconnecting") == 1, "said once per outage"
    finally:
        for proc in procs:
            proc.kill()
