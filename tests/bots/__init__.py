"""Tests of the bots: legality, hidden information, strength, specs and determinization."""
