"""Build hook: a wheel of Elixir Arcade carries its rules engine and LAN host compiled with mypyc.

The project's metadata lives in pyproject.toml; this file only adds the compiled engine (README,
"The compiled engine"). When a wheel is built (`pip install .`), the modules `COMPILED` and
`COMPILED_MODULES` name are compiled to C extensions with mypyc, beside their Python sources: Python imports the
extension first. The compiled engine plays exactly as the Python one (the same answers give
the same states, events, hashes and frames: tests/engine/test_compiled_engine.py) two to three
times as fast.

Without a C compiler, or with ``ELIXIR_ARCADE_PURE_PYTHON=1`` in the environment, the wheel
carries the Python engine alone and says so; nothing else changes. Editable installs and a
checkout run from its own directory always use the Python sources.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).resolve().parent

COMPILED = ("engine/core", "engine/elixir", "engine/elixir/cardset", "engine/magicoa", "engine/quest",
            "engine/bots", "engine/magicoa/bots", "engine/quest/bots")
"""The packages whose modules are compiled: the rules, views, copies and samples of the three games
and their bots (not the package `__init__` files)."""

COMPILED_MODULES = ("net/answering.py", "net/answerloop.py", "net/fanout.py", "net/history.py", "net/host.py",
                    "net/hostcore.py", "net/hostrecords.py", "net/patch.py", "net/protocol.py", "net/quiet.py",
                    "net/tableconfig.py", "net/turntimer.py")
"""Modules of `net` compiled besides those packages: what the host runs for every answer (its answer
loop, fan-out, records and timers, the protocol, the view patches). Not the client (the window's
link subclasses it, and a compiled class cannot be subclassed in Python), the messages (the protocol
checks incoming fields by their annotations, which mypyc replaces at run time: an ``int | None``
becomes ``type``; and it takes a dataclass's ClassVars for fields), the sockets or discovery
(waiting on the network, not computing)."""

LEFT_PYTHON = frozenset({"engine/elixir/cardbook.py"})
"""Modules of those packages that stay Python: mypyc cannot compile a subclass of tuple."""

PURE_VARIABLE = "ELIXIR_ARCADE_PURE_PYTHON"


def compiled_sources() -> list[str]:
    """The source files to compile, relative to this directory, in a stable order."""
    found = []
    for package in COMPILED:
        for path in sorted((HERE / package).glob("*.py")):
            relative = path.relative_to(HERE).as_posix()
            if path.name != "__init__.py" and relative not in LEFT_PYTHON:
                found.append(relative)
    return found + list(COMPILED_MODULES)


def _say(message: str) -> None:
    print(f"elixir-arcade: {message}", file=sys.stderr)


def compiled_extensions() -> list[object]:
    """mypyc's extensions for `compiled_sources`, or none (the Python engine) when compiling is
    switched off, mypyc is missing or its type check fails (the build environment holds only the
    build requirements: a compiled module's imports must be among them, as msgpack is). Only a
    wheel or extension build asks for them, since mypyc type-checks the engine first (several
    seconds) and metadata builds need none."""
    if not {"bdist_wheel", "build_ext"} & set(sys.argv[1:]):
        return []
    if os.environ.get(PURE_VARIABLE) == "1":
        _say(f"{PURE_VARIABLE}=1: the engine is installed as Python")
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _say("mypyc is not available: the engine is installed as Python")
        return []
    here = os.getcwd()
    os.chdir(HERE)  # mypyc names modules by their paths
    try:
        return list(mypycify(compiled_sources(), opt_level="3", debug_level="0"))
    except (Exception, SystemExit) as exc:  # mypy found errors (it exits), or mypyc failed
        _say(f"the engine could not be compiled (mypyc: {exc!r:.160}); it is installed as Python")
        return []
    finally:
        os.chdir(here)


class OptionalBuildExt(build_ext):
    """Compile the engine when the machine can; otherwise install the Python engine, saying why.
    All or nothing: mypyc's modules share one library, so a partial build is removed."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # no compiler, missing headers, a compiler error: all end the same way
            for output in self.get_outputs():
                Path(output).unlink(missing_ok=True)
            self.extensions = []
            reason = str(exc).splitlines()[0][:160] if str(exc) else type(exc).__name__
            _say(f"the engine could not be compiled ({reason}); it is installed as Python")


setup(ext_modules=compiled_extensions(), cmdclass={"build_ext": OptionalBuildExt})
