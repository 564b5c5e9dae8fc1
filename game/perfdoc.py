"""Writing benchmark figures into docs/PERFORMANCE.md, one marked section per benchmark.

Each benchmark owns the text between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->`;
rewriting one section leaves every other section as it was.
"""

from __future__ import annotations

import platform
import re
from datetime import date
from pathlib import Path

HEADER = """# Performance

Figures measured by the project's own benchmark commands on the development machine
(2 cores, software rendering, no GPU). Machines here are noisy: compare ratios measured in
the same run, not absolute numbers across runs. Each section says the command that made it.
"""


PERFORMANCE_DOC = Path("docs/PERFORMANCE.md")
"""Where the benchmarks write by default: relative to the current directory, so the checkout's
file when they are run from it as the README says. (Next to the code, an installed package's
benchmarks wrote into its own site-packages directory, where nobody reads them.)"""


def write_section(path: Path, name: str, title: str, body: str) -> None:
    """Replace (or append) the section called `name` in the file at `path`."""
    text = path.read_text(encoding="utf-8") if path.exists() else HEADER
    stamp = f"_Measured {date.today().isoformat()} with Python {platform.python_version()}._"
    block = f"<!-- bench:{name} -->\n## {title}\n\n{body}\n\n{stamp}\n<!-- /bench:{name} -->"
    pattern = re.compile(rf"<!-- bench:{re.escape(name)} -->.*?<!-- /bench:{re.escape(name)} -->", re.S)
    found = pattern.search(text)
    text = pattern.sub(lambda _: block, text) if found else text.rstrip("\n") + "\n\n" + block + "\n"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
