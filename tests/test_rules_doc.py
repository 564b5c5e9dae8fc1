"""docs/RULES.md names a test for every rule: each name it gives must be a real test.

Checked for every game's part (Elixir, Magicoa and Elixir Quest), so a renamed or deleted rule test cannot
leave the rules page pointing at nothing; and every Magicoa and Elixir Quest rule test is named on the page.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = re.compile(r"`(test_[a-z0-9_]+)`")
DEF = re.compile(r"^def (test_[a-z0-9_]+)\(", re.MULTILINE)


def defined_tests() -> set[str]:
    """Names of every test function under tests/."""
    names: set[str] = set()
    for path in (ROOT / "tests").rglob("test_*.py"):
        names |= set(DEF.findall(path.read_text(encoding="utf-8")))
    return names


def test_every_test_named_in_rules_md_exists() -> None:
    text = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    named = set(NAME.findall(text))
    assert named, "docs/RULES.md names no test"
    missing = sorted(named - defined_tests())
    assert missing == [], f"docs/RULES.md names tests that do not exist: {missing}"


def test_every_magicoa_rule_test_is_named_in_rules_md() -> None:
    text = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    part = text[text.index("# Magicoa: the rules"):]
    rules = set(DEF.findall((ROOT / "tests" / "magicoa" / "test_rules.py").read_text(encoding="utf-8")))
    unnamed = sorted(rules - set(NAME.findall(part)))
    assert unnamed == [], f"Magicoa rule tests missing from docs/RULES.md: {unnamed}"


def test_every_quest_rule_test_is_named_in_rules_md() -> None:
    text = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    part = text[text.index("# Elixir Quest: the rules"):]
    rules = set(DEF.findall((ROOT / "tests" / "quest" / "test_rules.py").read_text(encoding="utf-8")))
    unnamed = sorted(rules - set(NAME.findall(part)))
    assert unnamed == [], f"Elixir Quest rule tests missing from docs/RULES.md: {unnamed}"


def test_the_check_sees_a_missing_name() -> None:
    assert "test_no_such_rule_anywhere" not in defined_tests()
    assert NAME.findall("| a rule | `test_no_such_rule_anywhere` |") == ["test_no_such_rule_anywhere"]
