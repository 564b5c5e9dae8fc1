"""`elixir-arcade screenshot`: render one scene to a PNG, deterministically, without a window.

The table shows seat 0 of a seeded game after `--after` answers; `--scene` renders the other
scenes in a fixed state (see `game.showcase`). Rendering uses SDL's dummy video driver unless
another one is set, and never touches the player's settings file or saved game.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from game.commands.gamearg import add_game_argument
from game.gamelist import WINDOW_GAMES
from game.i18n import LANGUAGES
from game.scenelist import SCENES

if TYPE_CHECKING:
    import pygame

HELP = "Render a scene (the table of a seeded game by default) to a PNG file."



def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Options of the screenshot command."""
    add_game_argument(parser, "the table's game (table, menu and results scenes)", WINDOW_GAMES)
    parser.add_argument("--players", type=int, default=None,
                        help="players at the table (Elixir and Magicoa 3-6, default 4; Elixir Quest 2)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the game")
    parser.add_argument("--after", type=int, default=40, metavar="D", help="answers played before the picture")
    parser.add_argument("--size", default="1280x720", metavar="WxH", help="picture size (default 1280x720)")
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="language (default en)")
    parser.add_argument("--scene", choices=SCENES, default="table", help="which scene (default: the table)")
    parser.add_argument("--frames", type=int, default=90, help="frames (1/60 s each) run before the picture")
    parser.add_argument("--out", required=True, metavar="FILE.png", help="where to write the picture")


def run(args: argparse.Namespace) -> int:
    """Render and save the picture."""
    from game.cli import UsageError
    from game.commands.play import parse_size

    try:
        size = parse_size(args.size)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    from game.gamelist import window_game

    entry = window_game(args.game)
    if args.players is None:
        args.players = min(entry.max_players, max(entry.min_players, 4))
    if not entry.min_players <= args.players <= entry.max_players:
        raise UsageError(f"--players must be {entry.min_players} to {entry.max_players} for {args.game}")
    if args.after < 0 or not 0 <= args.frames <= 10000:
        raise UsageError("--after and --frames must not be negative")
    out = Path(args.out)
    if out.suffix.lower() != ".png":
        raise UsageError("--out must name a .png file")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    with tempfile.TemporaryDirectory() as tmp:
        surface = render(args.scene, size=size, lang=args.lang, players=args.players, seed=args.seed,
                         after=args.after, frames=args.frames, settings_path=Path(tmp) / "settings.json",
                         game=args.game)
        import pygame

        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surface, str(out))
    print(f"wrote {out}")
    return 0


def render(scene_name: str, *, size: tuple[int, int], lang: str, players: int, seed: int, after: int, frames: int,
           settings_path: Path, game: str = "elixir") -> pygame.Surface:
    """Build the scene, run `frames` fixed steps, draw it; returns the pygame surface."""
    import pygame

    from game.app import STEP
    from game.context import Context
    from game.scenes.routes import scene_routes
    from game.settings import Settings
    from game.showcase import build_scene

    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(size)
    ctx = Context(Settings(name="Morgane", language=lang), settings_path=settings_path, size=size,
                  routes=scene_routes())
    ctx.set_language(lang)
    ctx.services["shown_settings_path"] = "~/.config/elixir-arcade/settings.json"
    ctx.services["save_path"] = settings_path.parent / "solo.json"  # never the player's saved game
    ctx.services["collection"] = settings_path.parent / "collection.sqlite3"  # nor the player's collection
    scene = build_scene(ctx, scene_name, players=players, seed=seed, after=after, game=game)
    ctx.stack.push(scene)
    ctx.stack.apply_changes()
    for _ in range(frames):
        ctx.clock.tick(STEP)
        top = ctx.stack.top
        if top is not None:
            top.update(STEP)
        ctx.stack.apply_changes()
    for s in ctx.stack.visible():
        s.draw(screen)
    return screen
