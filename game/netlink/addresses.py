"""The machine's LAN addresses, where a table hosted on every interface is announced.

Read with ifaddr (zeroconf's own dependency, which zeroconf asks its users to call directly
instead of its deprecated `get_all_addresses`).
"""

from __future__ import annotations

import ifaddr


def lan_addresses() -> list[str]:
    """Every IPv4 address of the machine's interfaces except loopback (127.x), each once;
    ``["127.0.0.1"]`` when there is no other."""
    found = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips if ip.is_IPv4]
    return [a for a in dict.fromkeys(found) if isinstance(a, str) and not a.startswith("127.")] or ["127.0.0.1"]
