"""A user-space link for the LAN lab: relays Ethernet frames between two interfaces with delay and loss.

Kernels without ``sch_netem`` cannot delay or drop on a veth, so the lab puts this relay
between a machine's veth and its port on the lab's bridge. Run inside the lab's switch
namespace as ``python lanfwd.py relay IF_A IF_B SEED``: it reads every frame arriving on one
interface (AF_PACKET) and sends it out of the other after the current delay, dropping each
frame with the current loss probability (drawn from a generator seeded with SEED). Commands
on stdin, one per line: ``delay SECONDS`` (one way, each direction), ``loss P`` (0 to 1),
``stats`` (prints ``STATS <frames relayed> <frames dropped>``). It prints ``READY`` once both
interfaces are open and exits when stdin closes.

``python lanfwd.py nooffload IF`` (run in the namespace that holds IF) turns off the transmit
checksum and segmentation offloads of IF, so frames a relay copies carry whole checksums and
fit the MTU; ``probe IF`` does that and opens a packet socket on IF (exit 0 when both work).
Standard library only: it runs as its own process in a namespace.
"""

from __future__ import annotations

import array
import collections
import contextlib
import fcntl
import os
import random
import select
import socket
import struct
import sys
import time

ETH_P_ALL = 0x0003
PACKET_OUTGOING = 4
SIOCETHTOOL = 0x8946
ETHTOOL_STXCSUM = 0x17
ETHTOOL_SSG = 0x19
ETHTOOL_STSO = 0x1F
ETHTOOL_SGSO = 0x24


def no_offload(ifname: str) -> None:
    """Turn off the transmit checksum, scatter-gather, TSO and GSO offloads of `ifname`."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        for cmd in (ETHTOOL_STSO, ETHTOOL_SGSO, ETHTOOL_SSG, ETHTOOL_STXCSUM):
            value = array.array("I", [cmd, 0])
            ifreq = struct.pack("16sP", ifname.encode(), value.buffer_info()[0])
            fcntl.ioctl(sock.fileno(), SIOCETHTOOL, ifreq)


def _open(ifname: str) -> socket.socket:
    sock = socket.socket(socket.AF_PACKET, socket.SOCK_RAW, socket.htons(ETH_P_ALL))
    sock.bind((ifname, 0))
    sock.setblocking(False)
    return sock


def relay(if_a: str, if_b: str, seed: int) -> None:
    """Relay frames between `if_a` and `if_b` until stdin closes, obeying the commands read from it."""
    rng = random.Random(seed)
    socks = (_open(if_a), _open(if_b))
    queues: tuple[collections.deque[tuple[float, bytes]], ...] = (collections.deque(), collections.deque())
    delay, loss = 0.0, 0.0
    relayed = dropped = 0
    pending = b""
    stdin = sys.stdin.fileno()
    print("READY", flush=True)
    while True:
        now = time.monotonic()
        heads = [q[0][0] for q in queues if q]
        timeout = max(0.0, min(heads) - now) if heads else None
        readable, _, _ = select.select([stdin, *socks], [], [], timeout)
        for fd in readable:
            if fd == stdin:
                # Raw reads: a buffered readline could hold a second command that select never reports.
                chunk = os.read(stdin, 4096)
                if not chunk:
                    return
                pending += chunk
                while b"\n" in pending:
                    line, pending = pending.split(b"\n", 1)
                    word, _, value = line.decode().strip().partition(" ")
                    if word == "delay":
                        delay = float(value)
                    elif word == "loss":
                        loss = float(value)
                    elif word == "stats":
                        print(f"STATS {relayed} {dropped}", flush=True)
                continue
            side = socks.index(fd)  # type: ignore[arg-type]
            while True:
                try:
                    frame, addr = socks[side].recvfrom(65535)
                except BlockingIOError:
                    break
                except OSError:
                    break  # the interface went down (a cut link): nothing to read
                if addr[2] == PACKET_OUTGOING:
                    continue
                if loss and rng.random() < loss:
                    dropped += 1
                    continue
                relayed += 1
                queues[1 - side].append((time.monotonic() + delay, frame))
        now = time.monotonic()
        for side, q in enumerate(queues):
            while q and q[0][0] <= now:
                frame = q.popleft()[1]
                # A link that is down loses what crosses it, like a cable pulled out.
                with contextlib.suppress(OSError):
                    socks[side].send(frame)


def main(argv: list[str]) -> int:
    """`relay IF_A IF_B SEED`, `nooffload IF`, or `probe IF` (can this machine run a relay on IF?)."""
    if argv[:1] == ["nooffload"] and len(argv) == 2:
        no_offload(argv[1])
        return 0
    if argv[:1] == ["probe"] and len(argv) == 2:
        no_offload(argv[1])
        _open(argv[1]).close()
        return 0
    if argv[:1] == ["relay"] and len(argv) == 4:
        relay(argv[1], argv[2], int(argv[3]))
        return 0
    print("usage: lanfwd.py relay IF_A IF_B SEED | nooffload IF | probe IF", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
