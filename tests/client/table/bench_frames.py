"""Frame time of the table: `python -m tests.client.table.bench_frames [--frames 1200]`.

A 6-seat game at 1280 x 720 on the SDL dummy driver (software rendering), the seat played by
the autoplay driver at normal speed so cards fly, sparks burst and banners show; every frame
is updated and drawn to the display surface, and the two together are timed, both in wall
time and in the thread's CPU time (which leaves out time spent waiting for a core on a busy
machine). Prints p50, p95,
p99 and the worst frame in milliseconds.
"""

from __future__ import annotations

import argparse
import time

import pygame

from engine.bots import make_bot
from game.table.autoplay import AutoPlayer
from tests.client.table.harness import make_table


def main() -> None:
    """Run and report."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=1800)
    parser.add_argument("--seed", type=int, default=6)
    args = parser.parse_args()
    ctx, scene, link = make_table(players=6, seed=args.seed, speed=1.0)
    scene.autoplay = AutoPlayer(make_bot("random", args.seed), think=0.4, gap=0.2)
    screen = pygame.display.get_surface()
    assert screen is not None
    times: list[float] = []
    cpu: list[float] = []
    busy = 0
    for _ in range(args.frames):
        t0 = time.perf_counter()
        c0 = time.thread_time()
        ctx.clock.tick(1 / 60)
        scene.update(1 / 60)
        scene.draw(screen)
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.thread_time() - c0) * 1000)
        busy += bool(scene.effects.items)
        if scene.finished:
            break
    n = len(times)

    def pct(values: list[float], p: float) -> float:
        return sorted(values)[min(n - 1, int(p * n))]

    for label, values in (("wall", times), ("cpu", cpu)):
        print(f"{label}: frames {n} (animating {busy}) p50 {pct(values, 0.5):.2f} ms p95 {pct(values, 0.95):.2f} ms "
              f"p99 {pct(values, 0.99):.2f} ms max {max(values):.2f} ms")


if __name__ == "__main__":
    main()
