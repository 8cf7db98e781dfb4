#!/usr/bin/env python3
"""Writes Sources/ReduxGenCore/SwiftNames/ImportedTypeNames.swift: the top-level type names of Foundation
(with FoundationEssentials, FoundationInternationalization and FoundationNetworking) and of Swift Testing,
which generated tests and mocks import. Run it with the toolchain the generated code is built with:

    python3 scripts/list-imported-type-names.py
"""
import json
import os
import re
import shutil
import subprocess
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
swift = os.path.realpath(shutil.which("swift"))
linux = os.path.join(os.path.dirname(os.path.dirname(swift)), "lib", "swift", "linux")
target = subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True, check=True)
triple = json.loads(target.stdout)["target"]["triple"]

foundation = set()
with tempfile.TemporaryDirectory() as folder:
    for module in ["Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking"]:
        subprocess.run(["swift", "symbolgraph-extract", "-module-name", module, "-target", triple,
                        "-output-dir", folder, "-minimum-access-level", "public"], check=True, capture_output=True)
        with open(os.path.join(folder, module + ".symbols.json")) as graph:
            for symbol in json.load(graph)["symbols"]:
                kind = symbol["kind"]["identifier"]
                path = symbol["pathComponents"]
                if kind in ("swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias") \
                        and len(path) == 1 and path[0][:1].isupper():
                    foundation.add(path[0])

interface = os.path.join(linux, "Testing.swiftmodule", triple + ".swiftinterface")
with open(interface) as text:
    declaration = r"^(?:@[^\n]*?\s)?public (?:final )?(?:struct|enum|class|protocol|actor|typealias) ([A-Z]\w*)"
    testing = set(re.findall(declaration, text.read(), re.M))


def swift_set(names):
    lines, line = [], "       "
    for name in sorted(names):
        item = f' "{name}",'
        if len(line) + len(item) > 120:
            lines.append(line)
            line = "       "
        line += item
    lines.append(line)
    return "\n".join(lines)


source = f"""/// The top-level types of the modules generated tests and mocks import besides the generated module:
/// Foundation and Swift Testing. A feature with models declares a type of its own name (the models'
/// namespace); named like one of these, its models would be ambiguous in those files (`Calendar.Event`).
///
/// Listed from the toolchain by `scripts/list-imported-type-names.py`; run it again with a new toolchain.
enum ImportedTypeNames {{
    /// Foundation's, with FoundationEssentials, FoundationInternationalization and FoundationNetworking.
    static let foundation: Set<String> = [
{swift_set(foundation)}
    ]

    /// Swift Testing's.
    static let testing: Set<String> = [
{swift_set(testing)}
    ]
}}
"""
with open(os.path.join(root, "Sources", "ReduxGenCore", "SwiftNames", "ImportedTypeNames.swift"), "w") as out:
    out.write(source)
print(f"{len(foundation)} Foundation and {len(testing)} Swift Testing type names")
