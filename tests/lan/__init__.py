"""The LAN fault suite: games played across a simulated LAN of network namespaces."""
