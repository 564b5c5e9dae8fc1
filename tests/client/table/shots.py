"""Screenshots of the table for docs/img: `python -m tests.client.table.shots [--out docs/img]`.

Each shot plays a seeded game (the seat played by a random bot through the table's own input,
at instant speed) until the seat is asked the wanted kind of decision, lets the last events
play at normal speed, and saves the window (SDL dummy driver) as a PNG, in English and French.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

import pygame

from engine.bots import make_bot
from engine.elixir.catalog import card_def
from game.table.autoplay import AutoPlayer
from game.tables.elixir.prompt import Spot
from game.tables.elixir.scene import TableScene
from tests.client.table.harness import make_table, render, settle, step

Want = Callable[[TableScene], bool]


def kind_is(*kinds: str) -> Want:
    """Stop when the seat is asked one of `kinds`."""
    return lambda scene: scene.prompt is not None and scene.prompt.kind in kinds


def turn_with_cast(scene: TableScene) -> bool:
    """Stop on a turn where a spell can be cast."""
    p = scene.prompt
    return p is not None and p.kind == "turn" and any(o.get("act") == "cast" for o in p.decision["options"])


def uncastable(scene: TableScene) -> int | None:
    """A spell of the seat's that its turn does not offer to cast (the one missing the fewest
    ingredients), if any."""
    from game.tables.elixir.cast_hint import explain

    p = scene.prompt
    if p is None or p.kind != "turn":
        return None
    hints = [h for h in (explain(int(s), scene.shown or {}, p.decision) for s in (scene.shown or {}).get("spells", []))
             if h is not None]
    hints = [h for h in hints if 0 < len(h.missing) < len(card_def(h.spell).recipe)]
    return min(hints, key=lambda h: (len(h.missing), -len(h.standing_in), h.spell)).spell if hints else None


SHOTS: dict[str, tuple[int, int, Want]] = {
    "draft": (5, 11, lambda scene: kind_is("draft")(scene) and len((scene.shown or {}).get("spells", [])) >= 2),
    "turn": (4, 4, turn_with_cast),
    "auction": (5, 3, kind_is("bid")),
    "flea_market": (4, 2, kind_is("flea_pick", "flea_join")),
    "cannot_cast": (4, 6, lambda scene: uncastable(scene) is not None),
}


def shoot(name: str, lang: str, out: Path, size: tuple[int, int] = (1280, 720)) -> Path:
    """Play to the moment of shot `name` and save it as `<out>/table_<name>_<lang>.png`."""
    players, seed, want = SHOTS[name]
    for attempt in range(40):
        ctx, scene, link = make_table(players=players, seed=seed + attempt * 100, size=size, lang=lang, speed=0.0)
        bot = AutoPlayer(make_bot("random", seed), think=0.0, gap=0.0)
        skip_first = name != "draft"
        for _ in range(20000):
            late = not skip_first or scene.shown is not None and scene.shown.get("turn", 0) >= 3
            if scene.idle and scene.prompt is not None and want(scene) and late:
                break
            scene.autoplay = bot
            step(ctx, scene, 1 / 60)
            scene.autoplay = None
            if link.state.over:
                break
        else:
            continue
        if link.state.over:
            continue
        ctx.clock.instant = False
        scene.apply_speed(1.0)  # screenshots show the normal speed label
        settle(ctx, scene)
        if name == "turn":
            p = scene.prompt
            assert p is not None
            spell = next(o["spell"] for o in p.decision["options"] if o.get("act") == "cast")
            for event in scene.input_for(("spot", Spot("spell", spell))):
                scene.handle(event)
        if name == "cannot_cast":
            spell = uncastable(scene)
            assert spell is not None
            for event in scene.input_for(("spot", Spot("spell", spell))):
                scene.handle(event)
            assert scene.notices.shown(ctx.clock.now) is not None
        scene.show_cursor(None)
        scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(size[0] - 5, 5), rel=(0, 0), buttons=(0, 0, 0)))
        step(ctx, scene, 0.6)
        path = out / f"table_{name}_{lang}.png"
        pygame.image.save(render(scene), str(path))
        return path
    raise RuntimeError(f"no game reached the moment of shot {name}")


def main() -> None:
    """Make every shot in both languages."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="docs/img")
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name in SHOTS:
        if args.only and name not in args.only.split(","):
            continue
        for lang in ("en", "fr"):
            print(shoot(name, lang, out))


if __name__ == "__main__":
    main()
