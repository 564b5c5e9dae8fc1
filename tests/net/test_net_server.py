"""The asyncio runner of a host: its timer task sleeps until a deadline and stops cleanly."""

from __future__ import annotations

import asyncio

from toygame import TOY

from net.host import Host, SeatKind, SeatSpec
from net.server import HostServer


def test_idle_timer_loop_sleeps_instead_of_spinning_and_close_returns() -> None:
    async def scenario() -> tuple[int, bool]:
        host = Host(TOY, {"players": 2, "rounds": 3}, [SeatSpec(SeatKind.HUMAN), SeatSpec(SeatKind.HUMAN)],
                    seed=1)
        ticks = 0
        real_tick = host.tick

        def counting_tick() -> None:
            nonlocal ticks
            ticks += 1
            real_tick()

        host.tick = counting_tick  # type: ignore[method-assign]
        server = HostServer(host)
        await server.serve_tcp("127.0.0.1", 0)
        for _ in range(500):  # event-loop turns, not time: a spinning timer ticks on every one
            await asyncio.sleep(0)
        await asyncio.wait_for(server.close(), 30)
        return ticks, server._timer_task is not None and server._timer_task.done()

    ticks, stopped = asyncio.run(scenario())
    assert ticks <= 3, f"the timer loop ticked {ticks} times with nothing due"
    assert stopped
