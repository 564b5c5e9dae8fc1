"""One module per subcommand; each offers `HELP`, `add_arguments(parser)` and `run(args) -> int`.

Modules are imported only when their command runs, so headless commands never import pygame.
"""
