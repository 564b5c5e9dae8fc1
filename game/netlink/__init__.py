"""Table links (`game.link.TableLink`) over the real network code: the window's network service.

Every game the window plays goes through `net/`: the same `Host` and `ClientSession` serve a
single-player game (host in-process, in-memory transport, bots in the other seats:
`game.netlink.local`), a LAN game joined by address (TCP, reconnecting with the seat's token:
`game.netlink.lan`), and a LAN game hosted from the window (TCP server and zeroconf
announcement, the window's own seat connected in memory: `game.netlink.hosting`). The link
itself is `game.netlink.session.SessionLink`; the background thread it runs on is
`game.netlink.thread.NetThread`.

Threading: the network runs on a `NetThread`, a background thread with its own asyncio
loop. The UI thread never waits on it: messages from the host are folded, one LinkUpdate
per batch of bytes received, into a thread-safe queue that `poll()` drains once per frame;
requests go the other way through `loop.call_soon_threadsafe`.

This package is also the default *network service* of the scenes (`ctx.services["net"]`,
see `game.scenes.netservice.net_services`): an object offering `LocalGameSpec`,
`start_local_game`, `join_lan`, `host_lan_game`, `LanBrowser` and `probe_host`, which tests replace with
fakes. Those names are re-exported here for that reason only; code importing one of them
imports it from its own module.
"""

from __future__ import annotations

from game.netlink.hosting import HostedGame, host_lan_game
from game.netlink.lan import LanBrowser, join_lan, probe_host
from game.netlink.local import LocalGameSpec, start_local_game

__all__ = ["HostedGame", "LanBrowser", "LocalGameSpec", "host_lan_game", "join_lan", "probe_host", "start_local_game"]
