"""Elixir Quest's card collections: a SQLite database of profiles, cards, decks and matches.

`store` holds the database and every change of ownership; `schema` its versions and migrations;
`packs` the starter collection and the free pack that keeps a player able to play; `exchange`
the export and import of a collection as a file; `ladder` the bot opponents and their decks.
"""
