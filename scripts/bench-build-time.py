#!/usr/bin/env python3
"""Measures how long the generated code of the generation benchmark's workload takes to build: what users
pay on every build. Run through scripts/bench-build-time.sh, which builds the tools.

    bench-build-time.py --reduxgen BIN --root REPO [--peer BIN] [--sizes 100] [--repetitions 3] WORK

For each size N it writes the workload (scripts/bench-workload.py), then two packages in WORK/build-N/:

- `reduxgen/`: the generated sources (module Bench) and generated tests (BenchTests), depending on this
  repository's ReduxRuntime and ReduxRuntimeTesting by path;
- `plain/`: the same generated sources alone (module Bench), without tests, so that a release build
  needs no `-enable-testing`: what an app's release build of the feature costs;
- `peer/`: swift-openapi-generator's types and client for the same API as OpenAPI (module BenchClient),
  depending on swift-openapi-runtime.

Each package is built once first, so dependencies are built and out of the measurement. Then, interleaved
per round and per configuration (debug, release), it touches the generated files of one module and
rebuilds it with `swift build -j 1`: the cost of building generated code after it was regenerated. It
reports the median wall time and CPU time (user + sys of swift build and the compilers it runs).
"""

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time

SCRIPTS = os.path.dirname(os.path.abspath(__file__))

REDUXGEN_MANIFEST = """// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "BenchFeature",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "reduxgen", path: "{root}")],
    targets: [
        .target(name: "Bench", dependencies: [.product(name: "ReduxRuntime", package: "reduxgen")]),
        .testTarget(
            name: "BenchTests",
            dependencies: ["Bench", .product(name: "ReduxRuntimeTesting", package: "reduxgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
"""

PLAIN_MANIFEST = """// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "BenchFeature",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "reduxgen", path: "{root}")],
    targets: [
        .target(name: "Bench", dependencies: [.product(name: "ReduxRuntime", package: "reduxgen")]),
    ],
    swiftLanguageModes: [.v6]
)
"""

PEER_MANIFEST = """// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "BenchClient",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .target(
            name: "BenchClient",
            dependencies: [
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
"""


def run(command, cwd, quiet=True):
    """Runs `command`; returns (wall seconds, CPU seconds of it and its descendants, output)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    result = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}) in {cwd}: {' '.join(command)}\n{result.stdout[-4000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, result.stdout


def touch(folder):
    now = time.time()
    for root, _, files in os.walk(folder):
        for name in files:
            os.utime(os.path.join(root, name), (now, now))


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write(text)


def prepare(count, arguments):
    folder = os.path.join(arguments.work, f"build-{count}")
    if arguments.diagnose and os.path.isdir(os.path.join(folder, "reduxgen", ".build")):
        # Reuse the packages (and their built dependencies) of an earlier timing run.
        packages = {"reduxgen": os.path.join(folder, "reduxgen")}
        if arguments.peer and os.path.isdir(os.path.join(folder, "peer", ".build")):
            packages["peer"] = os.path.join(folder, "peer")
        return packages
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    subprocess.run([sys.executable, os.path.join(SCRIPTS, "bench-workload.py"), str(count), folder], check=True)
    ours = os.path.join(folder, "reduxgen")
    write(os.path.join(ours, "Package.swift"), REDUXGEN_MANIFEST.format(root=arguments.root))
    run([arguments.reduxgen, os.path.join(folder, "Bench.yaml"), "--output", "Sources/Bench",
         "--tests-output", "Tests/BenchTests", "--module", "Bench"], ours)
    packages = {"reduxgen": ours}
    if not arguments.diagnose:
        plain = os.path.join(folder, "plain")
        write(os.path.join(plain, "Package.swift"), PLAIN_MANIFEST.format(root=arguments.root))
        shutil.copytree(os.path.join(ours, "Sources", "Bench"), os.path.join(plain, "Sources", "Bench"))
        packages["plain"] = plain
    if arguments.peer:
        peer = os.path.join(folder, "peer")
        write(os.path.join(peer, "Package.swift"), PEER_MANIFEST)
        write(os.path.join(peer, "openapi-generator-config.yaml"), "generate:\n  - types\n  - client\n")
        os.makedirs(os.path.join(peer, "Sources", "BenchClient"))
        run([arguments.peer, "generate", "--config", "openapi-generator-config.yaml",
             "--output-directory", "Sources/BenchClient", os.path.join(folder, "openapi.yaml")], peer)
        packages["peer"] = peer
    return packages


def source_bytes(folder):
    total = 0
    for root, _, files in os.walk(folder):
        total += sum(os.path.getsize(os.path.join(root, name)) for name in files if name.endswith(".swift"))
    return total


def diagnose(arguments):
    """Prints, per module and size, the slowest function bodies to type-check and the total of all."""
    flags = ["-Xswiftc", "-Xfrontend", "-Xswiftc", "-debug-time-function-bodies",
             "-Xswiftc", "-Xfrontend", "-Xswiftc", "-warn-long-expression-type-checking=100"]
    for count in (int(value) for value in arguments.sizes.split(",")):
        packages = prepare(count, arguments)
        for label, key, touched, extra in (
            ("reduxgen sources", "reduxgen", "Sources/Bench", ["--target", "Bench"]),
            ("reduxgen tests", "reduxgen", "Tests/BenchTests", ["--build-tests"]),
            ("swift-openapi-generator client", "peer", "Sources/BenchClient", ["--target", "BenchClient"]),
        ):
            if key not in packages:
                continue
            run(["swift", "build", "-j", "1", "--build-tests"] if key == "reduxgen" else ["swift", "build", "-j", "1"],
                packages[key])
            touch(os.path.join(packages[key], touched))
            wall, cpu, output = run(["swift", "build", "-j", "1", "-v"] + extra + flags, packages[key])
            bodies = set()  # one compiler job per file may list the same body again; count each once
            for line in output.splitlines():
                parts = line.split("\t")
                if len(parts) >= 3 and parts[0].endswith("ms") and touched in parts[1]:
                    try:
                        bodies.add((float(parts[0][:-2]), parts[1].split("/")[-1], parts[2].split("@")[0]))
                    except ValueError:
                        pass
            bodies = sorted(bodies, reverse=True)
            total = sum(body[0] for body in bodies)
            print(f"\nN = {count:,}, {label}: build {wall:.1f} s wall, {cpu:.1f} s CPU; "
                  f"{len(bodies)} function bodies type-checked in {total / 1000:.1f} s")
            for milliseconds, location, name in bodies[:12]:
                print(f"  {milliseconds:8.1f} ms  {location}  {name}")
            long_expressions = [line for line in output.splitlines() if "type-check" in line and "warning" in line]
            for line in long_expressions[:5]:
                print("  " + line.strip())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reduxgen", required=True)
    parser.add_argument("--root", required=True)
    parser.add_argument("--peer")
    parser.add_argument("--sizes", default="100")
    parser.add_argument("--repetitions", type=int, default=3)
    parser.add_argument("--configurations", default="debug,release")
    parser.add_argument("--diagnose", action="store_true",
                        help="instead of timing, rebuild each module once in debug with "
                             "-debug-time-function-bodies and print the slowest function bodies")
    parser.add_argument("work")
    arguments = parser.parse_args()
    if arguments.diagnose:
        diagnose(arguments)
        return

    # (label, package key, folder of the touched files, extra swift build arguments)
    measurements = [
        ("reduxgen sources", "reduxgen", "Sources/Bench", ["--target", "Bench"]),
        ("reduxgen tests", "reduxgen", "Tests/BenchTests", ["--build-tests"]),
        # Release only: in debug it is the same build as "reduxgen sources".
        ("reduxgen sources, without -enable-testing", "plain", "Sources/Bench", ["--target", "Bench"]),
        ("swift-openapi-generator client", "peer", "Sources/BenchClient", ["--target", "BenchClient"]),
    ]
    print(f"Wall and CPU time of `swift build -j 1` after touching the module's files, "
          f"median of {arguments.repetitions} interleaved rounds.\n")
    print("| N | configuration | module | Swift bytes | wall | CPU | load before → after |")
    print("|---:|---|---|---:|---:|---:|---|")
    for count in (int(value) for value in arguments.sizes.split(",")):
        packages = prepare(count, arguments)
        for configuration in arguments.configurations.split(","):
            # Generated tests `@testable import` the feature, which a release build allows only with
            # -enable-testing; the reduxgen package is built with it throughout, so flags never alternate.
            testable = ["-Xswiftc", "-enable-testing"] if configuration == "release" else []
            for key, package in packages.items():
                if key == "plain" and configuration != "release":
                    continue
                run(["swift", "build", "-j", "1", "-c", configuration, "--build-tests"] + testable
                    if key == "reduxgen" else ["swift", "build", "-j", "1", "-c", configuration], package)
            results = {}
            load_before = "/".join(f"{value:.2f}" for value in os.getloadavg())
            for _ in range(arguments.repetitions):
                for label, key, touched, extra in measurements:
                    if key not in packages or (key == "plain" and configuration != "release"):
                        continue
                    touch(os.path.join(packages[key], touched))
                    wall, cpu, _ = run(["swift", "build", "-j", "1", "-c", configuration] + extra
                                       + (testable if key == "reduxgen" else []), packages[key])
                    results.setdefault(label, []).append((wall, cpu))
            load_after = "/".join(f"{value:.2f}" for value in os.getloadavg())
            for label, key, touched, _ in measurements:
                if key == "plain" and configuration != "release":
                    continue
                if label not in results:
                    print(f"| {count:,} | {configuration} | {label} | | skipped | | |")
                    continue
                wall = statistics.median(value[0] for value in results[label])
                cpu = statistics.median(value[1] for value in results[label])
                size = source_bytes(os.path.join(packages[key], touched))
                print(f"| {count:,} | {configuration} | {label} | {size:,} | {wall:.1f} s | {cpu:.1f} s | "
                      f"{load_before} → {load_after} |", flush=True)


if __name__ == "__main__":
    main()
