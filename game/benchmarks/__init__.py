"""Benchmarks of the client (run by `elixir-arcade bench ...`)."""
