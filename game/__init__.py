"""Elixir Arcade's composition root: the command line and the pygame-ce client.

Importing this package never imports pygame; only the commands that open a window do.
"""
