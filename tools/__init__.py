"""Developer tools: asset generators (`python -m tools.make_assets`), the card contact sheet
(`python -m tools.contact_sheet`), and later simulations and benchmarks. May import anything;
never imported by engine/, net/ or game/ at run time."""
