"""Magicoa's table in the window: layout, card pictures, prompts, log lines, animations and the scene."""
