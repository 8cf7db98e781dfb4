#!/usr/bin/env python3
"""Checks that the generated tests of the sample features can fail.

Each mutant changes one statement of the generated sample sources (a state change or step deleted, a
returned effect replaced by `.none`, an `if` condition fixed to `true` or `false`, a `guard` or an effect
modifier such as `.cancellable(...)` deleted), builds, and runs the generated tests
(`swift test --filter SampleFeaturesTests`). A mutant the tests still pass is a behaviour of the sample
specs that no generated test checks; the report lists them. The sources are restored after every mutant,
and when the script is interrupted.

    python3 scripts/check-generated-test-mutants.py                 # every feature (about 20 minutes)
    python3 scripts/check-generated-test-mutants.py --files RepoSearch,Session

Mutants that do not compile are counted apart. Surviving mutants that are expected (docs/generated-code.md,
"Tests", lists what the generated tests leave out) still need a reason: read each one.
"""
import argparse
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "Sources", "SampleFeatures")

# (pattern of the stripped line, description, replacement: None deletes the line, a string replaces the
# statement keeping its indentation)
RULES = [
    (r"^state\.[^{(]*[^({,]$", "delete", None),
    (r"^state\.\w+(\.\w+)*\.\w+\(.*\)$", "delete", None),
    (r"^\w+Effect = .*$", "delete", None),
    (r"^return (?!\.none\b).*[^({]$", "return .none", "return .none"),
    (r"^if (?!let |case ).* \{$", "if true", "if true {"),
    (r"^if (?!let |case ).* \{$", "if false", "if false {"),
    (r"^guard (?!let |case ).* else \{ return \.none \}$", "delete guard", None),
    (r"^\.(debounce|cancellable|onCancel|delayed)\(.*\)$", "delete modifier", None),
]


def mutants(files):
    for path in files:
        lines = open(path).read().split("\n")
        for index, line in enumerate(lines):
            stripped = line.strip()
            if stripped.startswith("//"):
                continue
            indent = line[: len(line) - len(line.lstrip())]
            for pattern, description, replacement in RULES:
                if re.match(pattern, stripped):
                    yield path, index, description, "" if replacement is None else indent + replacement


def run(command, timeout=None):
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=timeout)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--files", help="features to mutate, by name prefix (RepoSearch,Session)")
    arguments = parser.parse_args()
    files = sorted(
        path for path in glob.glob(os.path.join(SOURCES, "*.swift"))
        if re.search(r"(Reducer|Effects|Middleware)\.swift$", path) and not os.path.basename(path).startswith("App")
    )
    if arguments.files:
        prefixes = tuple(arguments.files.split(","))
        files = [path for path in files if os.path.basename(path).startswith(prefixes)]
    if run(["swift", "build", "--build-tests"]).returncode != 0:
        sys.exit("error: the package does not build before any mutant")
    all_mutants = list(mutants(files))
    print(f"{len(all_mutants)} mutants of {len(files)} files", flush=True)
    survivors, uncompiled, killed = [], 0, 0
    for number, (path, index, description, replacement) in enumerate(all_mutants, 1):
        original = open(path).read()
        lines = original.split("\n")
        statement = lines[index].strip()
        lines[index] = replacement
        try:
            open(path, "w").write("\n".join(lines))
            if run(["swift", "build", "--build-tests"]).returncode != 0:
                uncompiled += 1
                outcome = "does not compile"
            else:
                tests = run(["swift", "test", "--skip-build", "--filter", "SampleFeaturesTests"], timeout=600)
                if tests.returncode == 0:
                    survivors.append(f"{os.path.relpath(path, ROOT)}:{index + 1}: {description}: {statement}")
                    outcome = "SURVIVED"
                else:
                    killed += 1
                    failed = re.search(r"✘ Test (.*?) (?:failed|recorded)", tests.stdout)
                    outcome = "killed by " + (failed.group(1) if failed else "a failing test")
        finally:
            open(path, "w").write(original)
        print(f"[{number}/{len(all_mutants)}] {os.path.basename(path)}:{index + 1} {description}: {outcome}", flush=True)
    run(["swift", "build", "--build-tests"])
    print(f"\n{killed} killed, {len(survivors)} survived, {uncompiled} did not compile")
    for survivor in survivors:
        print("survived: " + survivor)


if __name__ == "__main__":
    main()
