"""Follow the TXT records of announced tables as they arrive, whatever zeroconf's cache says.

zeroconf's service browser reports a table's TXT change only when the record is new to its
cache: a table whose free seats went 1, 0, then 1 again within the records' lifetime sends a
"free=1" the cache still holds, so no change is reported, and a resolve from the cache may even
hand back the older of two records. The window's LAN list then showed "2 of 3 seats free" for a
table with one (`lan --json`, browsing afresh, was right). `TxtFollower` hears every TXT record
of the service type as it arrives (a zeroconf record listener) and hands its properties on;
`net.discovery.Browser` lists each table with the newest it heard.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from zeroconf import RecordUpdateListener

TYPE_TXT = 16
"""The DNS record type of a TXT record (RFC 1035)."""


def txt_properties(text: bytes) -> dict[bytes, bytes | None]:
    """The ``key=value`` properties of a TXT record's wire text (length-prefixed strings); a key
    without ``=`` has the value None, as zeroconf's own decoding gives it."""
    props: dict[bytes, bytes | None] = {}
    i = 0
    while i < len(text):
        length = text[i]
        item = text[i + 1:i + 1 + length]
        i += 1 + length
        if not item:
            continue
        key, sep, value = item.partition(b"=")
        props.setdefault(key, value if sep else None)
    return props


class TxtFollower(RecordUpdateListener):
    """Calls `on_txt(service name, properties)` for every live TXT record of `service_type`
    received, in the order received (on zeroconf's event loop)."""

    def __init__(self, service_type: str, on_txt: Callable[[str, dict[bytes, bytes | None]], None]) -> None:
        self.suffix = "." + service_type.lower()
        self.on_txt = on_txt

    def async_update_records(self, zc: Any, now: float, records: list[Any]) -> None:
        """Hand on each TXT record of our service type that is not a goodbye (TTL 0)."""
        for update in records:
            record = update.new
            if record.type == TYPE_TXT and record.name.lower().endswith(self.suffix) \
                    and not record.is_expired(now):
                self.on_txt(record.name, txt_properties(record.text))
