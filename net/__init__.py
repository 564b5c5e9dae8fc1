"""LAN play for Elixir Arcade: protocol, authoritative host, client, transports and discovery.

Layers, from the bottom up (none of them imports pygame):

- `net.protocol`: message types as frozen dataclasses, framing (4-byte big-endian length and
  one msgpack map), and the per-connection state machine. No I/O (like h11).
- `net.patch`: the view diff carried by updates, so a client keeps its view current.
- `net.host`: the authoritative table (lobby, seats, engine, bots, timers) as plain code
  fed with bytes and a clock; it returns the bytes to send. It is built in layers:
  `net.hostcore` (the table's records and outputs), `net.answerloop` (answers held and
  applied, bots) and `net.fanout` (each recipient's snapshot or update). Redaction per
  recipient happens in the fan-out, at the send boundary.
- `net.client`: the client session (snapshot plus ordered updates) and a bot driver.
- `net.transport`: asyncio TCP and in-memory streams, and the runners that move bytes
  between streams and the host or client objects.
- `net.discovery`: zeroconf announcement and browsing of `_elixir-arcade._tcp.local.`.

The wire format is specified in docs/PROTOCOL.md.
"""
