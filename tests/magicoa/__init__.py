"""Tests of Magicoa's rules, potion set, views and conformance."""
