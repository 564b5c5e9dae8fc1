"""What a command prints when asked for `--json`: one JSON document on stdout and nothing else.

`game.cli.main` runs a `--json` command with `sys.stdout` pointed at stderr (so banners,
progress lines and anything a library prints cannot mix into the document) and hands the
real stdout to the command as ``args.json_stdout``; `print_json` writes the document there.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO


def json_stream(args: argparse.Namespace) -> TextIO:
    """Where the JSON document of this run goes (the real stdout; `sys.stdout` when not set)."""
    stream: TextIO = getattr(args, "json_stdout", None) or sys.stdout
    return stream


def print_json(args: argparse.Namespace, document: Any, **dumps: Any) -> None:
    """Write `document` as JSON (with `json.dumps` options `dumps`) and a newline to the run's stdout."""
    stream = json_stream(args)
    stream.write(json.dumps(document, **dumps) + "\n")
    stream.flush()
