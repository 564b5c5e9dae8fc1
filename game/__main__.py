"""`python -m game` runs the same entry point as the `elixir-arcade` command."""

import sys

from game.cli import main

sys.exit(main())
