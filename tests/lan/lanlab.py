"""The LAN lab: a simulated LAN of network namespaces for the fault suite.

A `Lab` owns a *switch* namespace holding a bridge, and one namespace per `Machine`, linked to
the bridge by a veth pair (``eth0`` in the machine, ``mK`` in the switch) on the private test
subnet 10.231.0.0/24. Nothing is created in the caller's namespace and no address outside
the lab is ever used. A machine made with ``impaired=True`` reaches the bridge through a
user-space relay (`lanfwd.py`, in the switch namespace) that can delay and drop frames; any
machine's link can be cut (its switch-side end set down) and mended. `Machine.run` starts a
`python -m game ...` process inside the machine, with its own data and config directories
(so a restarted `join` finds what the previous one stored). `Lab.close` kills every process
and deletes every namespace it made (their interfaces go with them); `stale_cleanup` removes
the namespaces of labs whose test process died.

`unavailable()` says why the machine cannot host a lab (not root, no ``ip``, namespaces or
packet sockets refused), or None.
"""

from __future__ import annotations

import itertools
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tests.gameprocs import Proc

SUBNET = "10.231.0"
"""The lab's private /24: machine K has address 10.231.0.K+1, only inside the lab's namespaces."""
PREFIX = "ealab"
"""Every lab namespace is named ``ealab<pid>x<n>-...`` (pid of the test process, lab number)."""
FORWARDER = Path(__file__).with_name("lanfwd.py")
_labs = itertools.count()


def _ip(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["ip", *args], text=True, capture_output=True, check=check, timeout=30)


def unavailable() -> str | None:
    """Why no lab can be built here, or None when it can."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return "the LAN lab needs root (network namespaces, veth pairs, a bridge)"
    if shutil.which("ip") is None:
        return "the LAN lab needs the `ip` command (iproute2)"
    probe = f"{PREFIX}{os.getpid()}probe"
    made = _ip("netns", "add", probe, check=False)
    if made.returncode != 0:
        return f"this machine does not allow network namespaces: {made.stderr.strip()}"
    try:
        links = _ip("-n", probe, "link", "add", "p0", "type", "veth", "peer", "name", "p1", check=False)
        if links.returncode != 0:
            return f"this machine does not allow veth pairs: {links.stderr.strip()}"
        bridge = _ip("-n", probe, "link", "add", "b0", "type", "bridge", check=False)
        if bridge.returncode != 0:
            return f"this machine does not allow bridges: {bridge.stderr.strip()}"
        relay = subprocess.run(["ip", "netns", "exec", probe, sys.executable, str(FORWARDER), "probe", "p0"],
                               text=True, capture_output=True, timeout=30)
        if relay.returncode != 0:
            return f"this machine does not allow the lab's relay (packet sockets, offload settings): {relay.stderr}"
    finally:
        _ip("netns", "del", probe, check=False)
    return None


def stale_cleanup() -> None:
    """Delete lab namespaces left behind by test processes that no longer run."""
    listing = _ip("netns", "list", check=False).stdout.split("\n")
    for line in listing:
        name = line.split(" ")[0]
        if not name.startswith(PREFIX):
            continue
        pid = name[len(PREFIX):].split("x")[0].split("probe")[0]
        if pid.isdigit() and not Path(f"/proc/{pid}").exists():
            _ip("netns", "del", name, check=False)


class Machine:
    """One namespace on the lab's LAN: an address, a home for its processes, a link that can fail."""

    def __init__(self, lab: Lab, index: int, name: str, impaired: bool) -> None:
        self.lab = lab
        self.name = name
        self.ns = f"{lab.tag}-{name}"
        self.address = f"{SUBNET}.{index + 1}"
        self.port_if = f"m{index}"
        self.home = lab.root / name
        self.relay: subprocess.Popen[str] | None = None
        self.procs: list[Proc] = []
        lab.machines.append(self)  # first, so that `Lab.close` cleans up after a half-built machine too
        sw = lab.switch
        _ip("netns", "add", self.ns)
        lab.namespaces.append(self.ns)
        _ip("-n", sw, "link", "add", self.port_if, "type", "veth", "peer", "name", "eth0")
        _ip("-n", sw, "link", "set", "eth0", "netns", self.ns)
        _ip("-n", self.ns, "link", "set", "lo", "up")
        _ip("-n", self.ns, "addr", "add", f"{self.address}/24", "dev", "eth0")
        _ip("-n", self.ns, "link", "set", "eth0", "up")
        self._in_ns(sys.executable, str(FORWARDER), "nooffload", "eth0")
        if impaired:
            # eth0 <-> mK ~relay~ mKr <-> mKb (a bridge port)
            relay_if, bridge_if = f"{self.port_if}r", f"{self.port_if}b"
            _ip("-n", sw, "link", "add", relay_if, "type", "veth", "peer", "name", bridge_if)
            _ip("-n", sw, "link", "set", bridge_if, "master", "br0")
            for ifname in (relay_if, bridge_if):
                _ip("-n", sw, "link", "set", ifname, "up")
            self.relay = subprocess.Popen(["ip", "netns", "exec", sw, sys.executable, str(FORWARDER), "relay",
                                           self.port_if, relay_if, str(index)],
                                          stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
            assert self.relay.stdout is not None
            ready = self.relay.stdout.readline().strip()
            assert ready == "READY", f"the relay of {name} did not start ({ready!r})"
        else:
            _ip("-n", sw, "link", "set", self.port_if, "master", "br0")
        _ip("-n", sw, "link", "set", self.port_if, "up")

    def _in_ns(self, *command: str) -> None:
        subprocess.run(["ip", "netns", "exec", self.ns, *command], check=True, timeout=30)

    def run(self, *args: str) -> Proc:
        """Start `python -m game *args` in this machine (its data and config dirs under the lab's folder)."""
        env = {"XDG_DATA_HOME": str(self.home / "data"), "XDG_CONFIG_HOME": str(self.home / "config"),
               "XDG_CACHE_HOME": str(self.home / "cache")}
        proc = Proc(*args, prefix=("ip", "netns", "exec", self.ns), env=env)
        self.procs.append(proc)
        return proc

    def impair(self, *, delay: float = 0.0, loss: float = 0.0) -> None:
        """Delay every frame on this machine's link by `delay` seconds each way, and drop a `loss` share."""
        if self.relay is None or self.relay.stdin is None:
            raise ValueError(f"{self.name} was made without a relay (impaired=False)")
        self.relay.stdin.write(f"delay {delay}\nloss {loss}\n")
        self.relay.stdin.flush()

    def relay_stats(self) -> tuple[int, int]:
        """Frames the relay has passed on and frames it has dropped so far."""
        if self.relay is None or self.relay.stdin is None or self.relay.stdout is None:
            raise ValueError(f"{self.name} was made without a relay (impaired=False)")
        self.relay.stdin.write("stats\n")
        self.relay.stdin.flush()
        word, relayed, dropped = self.relay.stdout.readline().split()
        assert word == "STATS", word
        return int(relayed), int(dropped)

    def cut(self) -> None:
        """Pull this machine's cable: its port on the switch goes down (eth0 loses its carrier)."""
        _ip("-n", self.lab.switch, "link", "set", self.port_if, "down")

    def mend(self) -> None:
        """Plug the cable back in."""
        _ip("-n", self.lab.switch, "link", "set", self.port_if, "up")

    def close(self) -> None:
        """Kill this machine's processes and its relay."""
        for proc in self.procs:
            proc.kill()
        if self.relay is not None:
            if self.relay.stdin is not None:
                self.relay.stdin.close()
            try:
                self.relay.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.relay.kill()
                self.relay.wait(timeout=5)


class Lab:
    """A switch namespace with a bridge, and the machines plugged into it (see the module docstring)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.tag = f"{PREFIX}{os.getpid()}x{next(_labs)}"
        self.switch = f"{self.tag}-sw"
        self.namespaces: list[str] = []
        self.machines: list[Machine] = []
        self.namespaces.append(self.switch)
        try:
            _ip("netns", "add", self.switch)
            _ip("-n", self.switch, "link", "add", "br0", "type", "bridge")
            _ip("-n", self.switch, "link", "set", "br0", "up")
        except BaseException:
            self.close()
            raise

    def machine(self, name: str, *, impaired: bool = False) -> Machine:
        """Plug a new machine into the bridge (through a relay that can delay and drop when `impaired`)."""
        return Machine(self, len(self.machines), name, impaired)

    def close(self) -> None:
        """Kill every process and relay, then delete every namespace of the lab (with their interfaces)."""
        try:
            for machine in self.machines:
                machine.close()
        finally:
            for ns in reversed(self.namespaces):
                _ip("netns", "del", ns, check=False)
