"""`elixir-arcade replay FILE [--verify]`: replay a saved game and print its final state hash."""

from __future__ import annotations

import argparse

HELP = "replay a saved game file and print its final state hash"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the command's options."""
    parser.add_argument("file", help="a replay (save) file")
    parser.add_argument("--verify", action="store_true",
                        help="exit 1 when the final hash differs from the one recorded in the file")


def run(args: argparse.Namespace) -> int:
    """Replay and report."""
    from engine.core.replay import ReplayError, load, play_back, state_hash
    from engine.games import UnknownGame, get_game
    from game.cli import UsageError

    try:
        replay = load(args.file)
        game = get_game(replay.game)
        state = play_back(game, replay)
    except (ReplayError, UnknownGame) as exc:
        raise UsageError(str(exc.args[0] if exc.args else exc)) from None
    digest = state_hash(game, state)
    result = game.result(state)
    status = f"winners {result['winners']}" if result else "game not finished"
    print(f"{digest}  {replay.game}, {len(replay.answers)} answers, {status}")
    if args.verify:
        if replay.final_hash is None:
            print("no hash recorded in the file; nothing to verify")
            return 1
        if replay.final_hash != digest:
            print(f"MISMATCH: the file records {replay.final_hash}")
            return 1
        print("verified: the replay reproduces the recorded state")
    return 0
