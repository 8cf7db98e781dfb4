#!/usr/bin/env python3
"""Coverage of `reduxgen import` on real OpenAPI documents (docs/openapi.md, "Coverage on real documents").

Each document of the corpus below is imported with `reduxgen import`; its operations are counted and compared
with the endpoints of the imported spec, and the import's warnings give the reason of every skipped operation.
The spec is generated into a target of one temporary package that depends on this package's ReduxRuntime and
ReduxRuntimeTesting, built with warnings as errors, and its generated tests are run. It prints one row per
document and fails (exit 1) when a document does not import, its code or tests do not compile or pass, an
operation is skipped without a warning saying why, or the operations mapped overall are below the threshold.

    scripts/check-openapi-corpus.py [--documents ghes,openai,...] [--compile all|none|NAME,...] [--threshold 95]
                                    [--no-build] [--keep DIR]

The GitHub document is imported one feature per tag (`--tags`), as docs/openapi.md advises for an API of
hundreds of operations, and its features are generated together. Every chosen document is imported and counted; `--compile` chooses the documents whose generated code is
built and tested (default all: the GitHub document's code takes the longest by far).

The documents are not copied into the repository: the OpenAPIKit checkout of this package (resolved by
`swift package resolve`) holds four vendor documents among its test inputs, and swift-openapi-generator's
release 1.14.3 holds the OpenAI document of one of its examples, read with `git show` from a clone
(SOG_PACKAGE: a git repository or URL, default the machine's package copy, else GitHub).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

try:
    import yaml
except ImportError:
    sys.exit("error: PyYAML is needed (python3 -m pip install pyyaml)")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OPENAPIKIT_INPUTS = os.path.join(ROOT, ".build", "checkouts", "OpenAPIKit", "Tests", "inputs")
SOG_VERSION = "1.14.3"
SOG_LOCAL = "/opt/swift-packages/apple/swift-openapi-generator.git"
SOG_REMOTE = "https://github.com/apple/swift-openapi-generator"
METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace"}
# Documents imported one feature per tag (`reduxgen import --tags`), as docs/openapi.md advises for an API
# of hundreds of operations; their features are generated together into the document's module.
BY_TAG = {"ghes"}

# name, feature (the Swift module and feature name), where the document is. Kinds: "openapikit" (a file of
# OpenAPIKit's Tests/inputs), "sog" (a path in swift-openapi-generator at SOG_VERSION), "repo" (this repository).
CORPUS = [
    ("ghes", "GitHubEnterprise", "openapikit", "ghes-3.0.yaml"),
    ("openai", "OpenAI", "sog", "Examples/streaming-chatgpt-proxy/Sources/ChatGPT/openapi.yaml"),
    ("google-books", "GoogleBooks", "openapikit", "google-books-3.0.yaml"),
    ("tomtom", "TomTom", "openapikit", "tomtom-3.0.yaml"),
    ("swagger-petstore", "SwaggerPetstore", "openapikit", "pet-store-3.0.yaml"),
    ("sog-petstore", "GeneratorPetstore", "repo", "specs/openapi/petstore.yaml"),
    ("pets", "PetsSample", "repo", "specs/pets.openapi.json"),
]

# Short names for the reasons operations are skipped, matched against the end of the import's warning
# `operation 'x' is skipped: <reason>`, in order; the first match names the category.
REASONS = [
    (r"only JSON and form .*bodies", "body neither JSON nor form"),
    (r"request cannot carry a body", "body on GET or DELETE"),
    (r"form body|form propert", "form body not mappable"),
    (r"'(oneOf|anyOf)'", "oneOf/anyOf"),
    (r"'allOf'", "allOf"),
    (r"free-form object", "free-form object"),
    (r"without a type \(any JSON value\)", "schema without type"),
    (r"array without 'items'", "array without items"),
    (r"allows values of several types", "type list"),
    (r"'not'", "not"),
    (r"contain itself|reference cycle", "recursion"),
    (r"response of operation .* is not JSON", "non-JSON response"),
    (r"response", "response"),
    (r"cookie parameter|described with 'content'|querystring", "parameter form"),
    (r"parameter", "parameter"),
    (r"method", "method"),
    (r"security", "security"),
]


def log(message):
    print(message, flush=True)


def run(arguments, cwd=None, check=False, capture=True):
    result = subprocess.run(arguments, cwd=cwd, text=True, capture_output=capture)
    if check and result.returncode != 0:
        sys.exit(f"error: {' '.join(arguments)} failed:\n{result.stdout}{result.stderr}")
    return result


def reason_category(message):
    for pattern, name in REASONS:
        if re.search(pattern, message):
            return name
    return "other: " + message[:60]


def fetch_documents(names, work):
    """Copies the chosen documents to work/documents and returns {name: path}."""
    os.makedirs(os.path.join(work, "documents"), exist_ok=True)
    if any(kind == "openapikit" for name, _, kind, _ in CORPUS if name in names) and not os.path.isdir(OPENAPIKIT_INPUTS):
        log("== swift package resolve (for OpenAPIKit's test inputs)")
        run(["swift", "package", "resolve"], cwd=ROOT, check=True)
    sog = None
    paths = {}
    for name, _, kind, location in CORPUS:
        if name not in names:
            continue
        if kind == "openapikit":
            paths[name] = os.path.join(OPENAPIKIT_INPUTS, location)
        elif kind == "repo":
            paths[name] = os.path.join(ROOT, location)
        else:
            if sog is None:
                sog = os.environ.get("SOG_PACKAGE") or (SOG_LOCAL if os.path.isdir(SOG_LOCAL) else SOG_REMOTE)
                clone = os.path.join(work, "swift-openapi-generator")
                log(f"== swift-openapi-generator {SOG_VERSION} from {sog}")
                if not os.path.isdir(clone):
                    run(["git", "clone", "--quiet", "--bare", "--depth", "1", "--branch", SOG_VERSION, sog, clone], check=True)
                sog = clone
            text = run(["git", "-C", sog, "show", f"{SOG_VERSION}:{location}"], check=True).stdout
            paths[name] = os.path.join(work, "documents", name + os.path.splitext(location)[1])
            with open(paths[name], "w") as file:
                file.write(text)
        if not os.path.isfile(paths[name]):
            sys.exit(f"error: the document {name} is not at {paths[name]}")
    return paths


def read_operations(path):
    """The document's operations (the methods of its path items) and the tags they use, in the order
    they first appear, with the number of untagged operations."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    with open(path, encoding="utf-8") as file:
        document = yaml.load(file, Loader=loader)
    operations = [operation for item in (document.get("paths") or {}).values() if isinstance(item, dict)
                  for key, operation in item.items() if key in METHODS]
    tags = []
    for operation in operations:
        for tag in (operation.get("tags") or []) if isinstance(operation, dict) else []:
            if tag not in tags:
                tags.append(tag)
    untagged = sum(1 for operation in operations if not (isinstance(operation, dict) and operation.get("tags")))
    return len(operations), tags, untagged


def tag_feature(tag):
    """The feature name of a tag's import: `enterprise-admin` → `EnterpriseAdmin`."""
    words = re.split(r"[^A-Za-z0-9]+", tag)
    name = "".join(word[:1].upper() + word[1:] for word in words if word)
    return name if name[:1].isalpha() else "Tag" + name


def import_document(bin_path, document, feature, work, folder, selection=()):
    """Runs `reduxgen import` into work/specs/folder; returns (ok, spec path, diagnostics)."""
    spec = os.path.join(work, "specs", folder, feature + ".redux.yaml")
    os.makedirs(os.path.dirname(spec), exist_ok=True)
    if os.path.exists(spec):
        os.remove(spec)
    result = run([bin_path, "import", document, "--feature", feature, *selection, "--output", spec,
                  "--diagnostics-format", "json"], cwd=work)
    try:
        diagnostics = json.loads(result.stdout) if result.stdout.strip() else []
    except json.JSONDecodeError:
        diagnostics = [{"severity": "error", "message": result.stdout.strip()[:400]}]
    if result.returncode != 0 and not any(d.get("severity") == "error" for d in diagnostics):
        diagnostics.append({"severity": "error", "message": (result.stderr.strip() or f"exit {result.returncode}")[:400]})
    return result.returncode == 0 and os.path.isfile(spec), spec, diagnostics


def mapped_endpoints(spec):
    """The names of the spec's endpoints."""
    with open(spec, encoding="utf-8") as file:
        return set((yaml.load(file, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)) or {}).get("endpoints") or {})


def skipped_operations(diagnostics):
    """{operationId: reason category} of the operations the import skipped, from its warnings."""
    skipped = {}
    for diagnostic in diagnostics:
        match = re.match(r"operation '(.*?)' is skipped: (.*)", diagnostic.get("message", ""), re.S)
        if diagnostic.get("severity") == "warning" and match:
            skipped[match.group(1)] = reason_category(match.group(2))
    return skipped


def count_reasons(skipped):
    reasons = {}
    for category in skipped.values():
        reasons[category] = reasons.get(category, 0) + 1
    return reasons


def import_by_tag(bin_path, document, name, tags, work):
    """Imports each tag of the document as a feature of its own; returns (specs, endpoints, skipped,
    errors). A tag none of whose operations can be imported writes no spec; its operations count as
    skipped by their warnings, not as a failed import."""
    specs, endpoints, skipped, errors = [], set(), {}, []
    for tag in tags:
        ok, spec, diagnostics = import_document(bin_path, document, tag_feature(tag), work, name, ["--tags", tag])
        skipped.update(skipped_operations(diagnostics))
        if ok:
            specs.append(spec)
            endpoints |= mapped_endpoints(spec)
            continue
        for diagnostic in diagnostics:
            if diagnostic.get("severity") == "error" and diagnostic.get("message") != "the document has no operation reduxgen can import":
                errors.append(diagnostic)
    return specs, endpoints, skipped, errors


def write_manifest(package, features):
    targets = []
    for feature in features:
        targets.append(f'        .target(name: "{feature}", dependencies: runtime),')
        targets.append(f'        .testTarget(name: "{feature}Tests", dependencies: ["{feature}"] + testing),')
    with open(os.path.join(package, "Package.swift"), "w") as file:
        file.write(f"""// swift-tools-version: 6.1
import PackageDescription

let runtime: [Target.Dependency] = [.product(name: "ReduxRuntime", package: "reduxgen")]
let testing: [Target.Dependency] = [.product(name: "ReduxRuntimeTesting", package: "reduxgen")]

let package = Package(
    name: "OpenAPICorpus",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "reduxgen", path: "{ROOT}")],
    targets: [
{chr(10).join(targets)}
    ],
    swiftLanguageModes: [.v6]
)
""")


def build(package, features):
    """Builds the package of `features` with warnings as errors; returns the features whose code has a
    warning or error (all of them when a problem cannot be placed), and the problems."""
    write_manifest(package, features)
    result = run(["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], cwd=package)
    output = result.stdout + result.stderr
    with open(os.path.join(package, "build.log"), "a") as file:
        file.write(output)
    problems = [line for line in output.splitlines() if re.search(r"(warning|error):", line) and "Package.resolved" not in line]
    if result.returncode == 0 and not problems:
        return set(), []
    failing = set()
    for line in problems:
        for feature in features:
            if re.search(rf"/(Sources/{feature}|Tests/{feature}Tests)/", line):
                failing.add(feature)
    return (failing or set(features)), problems


def test(package, feature):
    result = run(["swift", "test", "--skip-build", "--filter", f"{feature}Tests"], cwd=package)
    output = result.stdout + result.stderr
    with open(os.path.join(package, f"test-{feature}.log"), "w") as file:
        file.write(output)
    match = re.search(r"Test run with (\d+) tests?.* (passed|failed)", output)
    if result.returncode == 0 and match and match.group(2) == "passed":
        return True, int(match.group(1))
    return False, int(match.group(1)) if match else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--documents", help="comma-separated names of documents (default: all): "
                        + ", ".join(name for name, *_ in CORPUS))
    parser.add_argument("--threshold", type=float, default=95.0, help="minimum %% of operations mapped overall (default 95)")
    parser.add_argument("--no-build", action="store_true", help="use the debug reduxgen as it is built")
    parser.add_argument("--compile", default="all", help="the documents whose generated code is built and tested: all "
                        "(default), none, or comma-separated names")
    parser.add_argument("--keep", help="work in this folder and keep it (default: a temporary folder, removed)")
    arguments = parser.parse_args()

    names = [name for name, *_ in CORPUS]
    if arguments.documents:
        chosen = arguments.documents.split(",")
        unknown = [name for name in chosen if name not in names]
        if unknown:
            sys.exit(f"error: unknown documents {', '.join(unknown)}; the corpus has {', '.join(names)}")
        names = chosen
    if arguments.compile == "all":
        compiled = set(names)
    elif arguments.compile == "none":
        compiled = set()
    else:
        compiled = set(arguments.compile.split(","))
        unknown = [name for name in compiled if name not in names]
        if unknown:
            sys.exit(f"error: --compile names documents that are not imported: {', '.join(unknown)}")

    if arguments.keep:
        work = os.path.abspath(arguments.keep)
        os.makedirs(work, exist_ok=True)
    else:
        work = tempfile.mkdtemp(prefix="reduxgen-openapi-corpus.")
    start = time.time()
    try:
        if not arguments.no_build:
            log("== swift build --product reduxgen")
            run(["swift", "build", "--product", "reduxgen"], cwd=ROOT, check=True)
        bin_path = os.path.join(run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True).stdout.strip(), "reduxgen")
        documents = fetch_documents(names, work)
        os.makedirs(os.path.join(work, "specs"), exist_ok=True)
        package = os.path.join(work, "package")
        rows = {}
        failures = []
        for name, feature, *_ in CORPUS:
            if name not in names:
                continue
            operations, tags, untagged = read_operations(documents[name])
            began = time.time()
            if name in BY_TAG:
                specs, endpoints, skipped, errors = import_by_tag(bin_path, documents[name], name, tags, work)
                ok = not errors and bool(specs)
                if untagged:
                    failures.append(f"{name}: {untagged} operations have no tag, so an import by tag leaves them out")
            else:
                ok, spec, diagnostics = import_document(bin_path, documents[name], feature, work, name)
                specs, skipped = ([spec] if ok else []), skipped_operations(diagnostics)
                errors = [d for d in diagnostics if d.get("severity") == "error"]
                endpoints = mapped_endpoints(spec) if ok else set()
            row = {"feature": feature, "operations": operations, "mapped": len(endpoints), "reasons": count_reasons(skipped),
                   "imported": ok, "compiled": None, "tests": None, "seconds": time.time() - began, "features": len(specs)}
            rows[name] = row
            if not ok:
                failures.append(f"{name}: the import failed: " + "; ".join(
                    f"{d.get('file', '')}:{d.get('line', '')}: {d.get('message', '')}" for d in errors[:5]))
                continue
            unexplained = operations - row["mapped"] - sum(row["reasons"].values())
            if unexplained > 0:
                row["reasons"]["no warning"] = unexplained
                failures.append(f"{name}: {unexplained} operations are neither mapped nor skipped with a warning")
            if name not in compiled:
                continue
            sources = os.path.join(package, "Sources", feature)
            tests = os.path.join(package, "Tests", feature + "Tests")
            for folder in (sources, tests):
                shutil.rmtree(folder, ignore_errors=True)
            result = run([bin_path, *specs, "--output", sources, "--tests-output", tests, "--module", feature, "--access", "public"], cwd=work)
            if result.returncode != 0:
                row["compiled"] = False
                failures.append(f"{name}: generating from the imported spec failed:\n{result.stderr[:2000]}")

        compilable = [row["feature"] for name, row in rows.items() if name in compiled and row["imported"] and row["compiled"] is None]
        if compilable:
            log(f"== building the generated code of {len(compilable)} documents with warnings as errors in {package}")
            began = time.time()
            remaining = list(compilable)
            while remaining:
                failing, problems = build(package, remaining)
                if not failing:
                    break
                for name, row in rows.items():
                    if row["feature"] in failing:
                        row["compiled"] = False
                        failures.append(f"{name}: the generated code does not compile without warnings:\n  "
                                        + "\n  ".join(line for line in problems if f"/{row['feature']}" in line or len(failing) == len(remaining))[:3000])
                remaining = [feature for feature in remaining if feature not in failing]
            log(f"   built in {time.time() - began:.0f}s")
            for name, row in rows.items():
                if row["feature"] in remaining:
                    row["compiled"] = True
                    passed, count = test(package, row["feature"])
                    row["tests"] = passed
                    row["test_count"] = count
                    if not passed:
                        failures.append(f"{name}: the generated tests fail (see {package}/test-{row['feature']}.log)")

        print_table(rows, documents)
        total = sum(row["operations"] for row in rows.values())
        mapped = sum(row["mapped"] for row in rows.values())
        percent = 100.0 * mapped / total if total else 100.0
        if percent < arguments.threshold:
            failures.append(f"{mapped} of {total} operations mapped ({percent:.1f} %), below the threshold of {arguments.threshold:g} %")
        log(f"== {len(rows)} documents in {time.time() - start:.0f}s")
        for failure in failures:
            print(f"error: {failure}", file=sys.stderr)
        return 1 if failures else 0
    finally:
        if not arguments.keep:
            shutil.rmtree(work, ignore_errors=True)


def mark(value):
    return {True: "yes", False: "NO", None: "-"}[value]


def print_table(rows, documents):
    header = ["document", "operations", "mapped", "%", "skipped (by reason)", "compiles", "tests pass"]
    lines = []
    total = mapped = 0
    all_reasons = {}
    for name, row in rows.items():
        total += row["operations"]
        mapped += row["mapped"]
        for reason, count in row["reasons"].items():
            all_reasons[reason] = all_reasons.get(reason, 0) + count
        percent = f"{100.0 * row['mapped'] / row['operations']:.1f}" if row["operations"] else "-"
        reasons = ", ".join(f"{reason} {count}" for reason, count in sorted(row["reasons"].items(), key=lambda item: -item[1])) or "-"
        tests = mark(row["tests"]) + (f" ({row['test_count']})" if row.get("test_count") else "")
        label = f"{name} ({row['features']} features)" if row.get("features", 1) > 1 else name
        lines.append([label, str(row["operations"]), str(row["mapped"]), percent, reasons, mark(row["compiled"]), tests])
    percent = f"{100.0 * mapped / total:.1f}" if total else "-"
    reasons = ", ".join(f"{reason} {count}" for reason, count in sorted(all_reasons.items(), key=lambda item: -item[1])) or "-"
    lines.append(["all", str(total), str(mapped), percent, reasons, "", ""])
    print("| " + " | ".join(header) + " |")
    print("| " + " | ".join("---" for _ in header) + " |")
    for line in lines:
        print("| " + " | ".join(line) + " |")


if __name__ == "__main__":
    sys.exit(main())
