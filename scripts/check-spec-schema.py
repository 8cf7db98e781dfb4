#!/usr/bin/env python3
"""Validate every spec in specs/ (or the files and folders given) against specs/reduxgen.schema.json.

Scalars are read the way reduxgen and YAML 1.2 editors read them: only `true` and `false` are
booleans, so `name: no` stays the string "no". Exits 1 when any spec fails, 2 on usage errors.
"""
import json
import pathlib
import re
import sys

import jsonschema
import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "specs" / "reduxgen.schema.json"


class SpecLoader(yaml.SafeLoader):
    """A safe loader whose booleans are YAML 1.2's: true and false only."""


SpecLoader.yaml_implicit_resolvers = {
    key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
SpecLoader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|false)$"), list("tf"))


def spec_files(arguments):
    paths = [pathlib.Path(a) for a in arguments] or [ROOT / "specs"]
    for path in paths:
        if path.is_dir():
            yield from sorted(p for p in path.glob("*.yaml") if p.name != "reduxgen.yaml")
        else:
            yield path


def main(arguments):
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    files = list(spec_files(arguments))
    if not files:
        print("check-spec-schema: no specs found", file=sys.stderr)
        return 2
    failures = 0
    for path in files:
        try:
            document = yaml.load(path.read_text(encoding="utf-8"), Loader=SpecLoader)
        except (OSError, yaml.YAMLError) as error:
            print(f"{path}: cannot read: {error}", file=sys.stderr)
            failures += 1
            continue
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in errors:
            location = "/".join(str(p) for p in error.absolute_path) or "(root)"
            print(f"{path}: {location}: {error.message}", file=sys.stderr)
        failures += bool(errors)
        print(f"{path}: {'ok' if not errors else 'INVALID'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
