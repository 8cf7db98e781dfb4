#!/usr/bin/env python3
"""Measures generation CPU time; run through scripts/bench-generation.sh, which builds the tools.

    bench-generation.py --reduxgen BIN --floor BIN [--peer BIN] [--sizes 10,100] [--repetitions 5] WORK

For each size N it writes the workload (scripts/bench-workload.py) into WORK/N/ and measures, interleaved
(one run of each command per round, in turn, for several rounds), the CPU time (user + sys of the child
process, from getrusage) of:

- reduxgen, fresh: generating into an empty output folder;
- reduxgen, no-op: the same command again, nothing changed;
- the peer, swift-openapi-generator (types + client) on the OpenAPI document, when given;
- the floor: libyaml parse of the spec and writing as many files and bytes as reduxgen writes;
- with --baseline, another reduxgen build generating fresh, to compare two builds in the same rounds;
- with --dynamic, the same version built as `swift build -c release` builds it (the Swift runtime linked
  dynamically, as the build plugin runs it), generating fresh; --reduxgen is then the release binary as
  docs/install.md builds it.

Each round runs the peer first, then each reduxgen build (fresh) right after a floor run of its own, so a
build and the floor it is divided by run back to back, under the same load: the ratios to the floor are the
medians of these pairs' ratios, which this machine's swings of speed move far less than a ratio of two
medians taken at different moments. The builds take turns at running first after the peer, one round
each, so that no build always has that place. The no-op run follows the fresh one. Before each measured
command, what the commands before it wrote is flushed to disk (`sync`, not timed).

It prints one Markdown table of medians, the load average before and after each size, and the ratios the
targets in docs/performance.md are about.
"""

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
PEER_CONFIG = "generate:\n  - types\n  - client\n"


def cpu_seconds(command, cwd):
    """Runs `command` in `cwd`; returns (CPU seconds of the child, exit code, stderr).

    What earlier commands wrote is flushed to disk first (`sync`, not timed): writing it back while the
    command ran made every command, the floor too, up to a quarter slower on this machine, by as much as the
    command before it had written."""
    os.sync()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    result = subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    used = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return used, result.returncode, result.stderr


def written_sizes(folder):
    sizes = []
    for root, _, files in os.walk(folder):
        sizes.extend(os.path.getsize(os.path.join(root, name)) for name in sorted(files))
    return sizes


def load_average():
    return "/".join(f"{value:.2f}" for value in os.getloadavg())


class Size:
    def __init__(self, count, work, arguments):
        self.count = count
        self.folder = os.path.join(work, str(count))
        self.arguments = arguments
        shutil.rmtree(self.folder, ignore_errors=True)
        os.makedirs(self.folder)
        subprocess.run([sys.executable, os.path.join(SCRIPTS, "bench-workload.py"), str(count), self.folder], check=True)
        with open(os.path.join(self.folder, "peer-config.yaml"), "w") as file:
            file.write(PEER_CONFIG)
        self.times = {"fresh": [], "noop": [], "peer": [], "floor": [], "baseline": [], "dynamic": [], "sizes": []}
        # Each build's fresh time over the floor run just before it, one ratio per round.
        self.floor_ratios = {"fresh": [], "baseline": [], "dynamic": []}
        self.failures = {}
        self.sizes = []
        self.rounds = 0

    def output(self, name):
        return os.path.join(self.folder, name)

    def reduxgen_command(self, binary=None, output="out"):
        return [
            binary or self.arguments.reduxgen, "Bench.yaml",
            "--output", f"{output}/Sources", "--tests-output", f"{output}/Tests", "--module", "Bench",
        ]

    def record(self, key, command):
        """Runs `command`; returns its CPU seconds, or None when it failed (the failure is kept)."""
        seconds, code, stderr = cpu_seconds(command, self.folder)
        if code != 0:
            self.failures[key] = f"exit {code}: {stderr.strip().splitlines()[-1] if stderr.strip() else ''}"
            return None
        self.times[key].append(seconds)
        return seconds

    def record_floor(self):
        shutil.rmtree(self.output("floor-out"), ignore_errors=True)
        os.makedirs(self.output("floor-out"))
        return self.record("floor", [self.arguments.floor, "Bench.yaml", "floor-out"] + [str(size) for size in self.sizes])

    def record_fresh(self, key, binary, output):
        """A floor run, then `binary` generating fresh into `output`; keeps the pair's ratio."""
        floor = self.record_floor() if self.sizes else None
        shutil.rmtree(self.output(output), ignore_errors=True)
        seconds = self.record(key, self.reduxgen_command(binary, output))
        if floor and seconds is not None:
            self.floor_ratios[key].append(seconds / floor)

    def round(self):
        if self.arguments.peer:
            shutil.rmtree(self.output("peer-out"), ignore_errors=True)
            os.makedirs(self.output("peer-out"))
            self.record("peer", [
                self.arguments.peer, "generate", "--config", "peer-config.yaml",
                "--output-directory", "peer-out", "openapi.yaml",
            ])
        if not self.sizes:
            # The floor writes as many files and bytes as reduxgen does: learn them from one run first.
            shutil.rmtree(self.output("sizes-out"), ignore_errors=True)
            self.record("sizes", self.reduxgen_command(output="sizes-out"))
            self.sizes = written_sizes(self.output("sizes-out"))
        # The builds take turns at running first after the peer: the run right after the peer's long one
        # measured a tenth slower against its floor than the same build later in the round, so a fixed order
        # favoured the builds that ran later. The no-op run follows the fresh one, whose output it keeps.
        builds = [("fresh", self.arguments.reduxgen, "out")]
        if self.arguments.baseline:
            builds.append(("baseline", self.arguments.baseline, "baseline-out"))
        if self.arguments.dynamic:
            builds.append(("dynamic", self.arguments.dynamic, "dynamic-out"))
        turn = self.rounds % len(builds)
        self.rounds += 1
        for key, binary, output in builds[turn:] + builds[:turn]:
            self.record_fresh(key, binary, output)
            if key == "fresh":
                self.record("noop", self.reduxgen_command())

    def median(self, key):
        if key in self.failures:
            return None
        values = self.times[key]
        return statistics.median(values) if values else None

    def floor_ratio(self, key):
        """The median of `key`'s ratios to the floor run just before it."""
        if key in self.failures or "floor" in self.failures:
            return None
        values = self.floor_ratios[key]
        return statistics.median(values) if values else None


def seconds(value):
    if value is None:
        return "n/a"
    return f"{value:.3f} s" if value < 10 else f"{value:.1f} s"


def ratio(numerator, denominator):
    if numerator is None or denominator is None or denominator == 0:
        return "n/a"
    return ratio_text(numerator / denominator)


def ratio_text(value):
    if value is None:
        return "n/a"
    # One decimal from 10 up, so that a ratio just above a target of 10 never prints as 10.
    return f"{value:.3f}" if value < 10 else f"{value:.1f}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--reduxgen", required=True)
    parser.add_argument("--floor", required=True)
    parser.add_argument("--peer")
    parser.add_argument("--baseline", help="another reduxgen binary (an earlier build) measured fresh in the same rounds")
    parser.add_argument("--dynamic", help="this version built with the Swift runtime linked dynamically, measured fresh in the same rounds")
    parser.add_argument("--sizes", default="10,100,1000,5000")
    parser.add_argument("--repetitions", type=int, default=5)
    parser.add_argument("work")
    arguments = parser.parse_args()
    # reduxgen keeps the stamp that makes a no-op run fast here, not in the user's cache folder.
    os.environ["REDUXGEN_CACHE_DIR"] = os.path.join(os.path.abspath(arguments.work), "stamps")

    print(f"CPU time (user + sys), median of {arguments.repetitions} interleaved rounds; a ratio to the floor is the "
          "median of each round's ratio to the floor run just before.\n")
    print("| N | spec bytes | output bytes | baseline fresh | reduxgen fresh | reduxgen no-op | no-op / fresh | "
          "swift-openapi-generator | reduxgen / peer | C floor | reduxgen / floor | dynamic fresh | dynamic / floor | "
          "load before → after |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    notes = []
    notes_baseline = []
    for count in (int(value) for value in arguments.sizes.split(",")):
        size = Size(count, arguments.work, arguments)
        load_before = load_average()
        for _ in range(arguments.repetitions):
            size.round()
        load_after = load_average()
        fresh, noop, peer, floor, baseline, dynamic = (
            size.median(key) for key in ("fresh", "noop", "peer", "floor", "baseline", "dynamic"))
        spec_bytes = os.path.getsize(size.output("Bench.yaml"))
        print(f"| {count:,} | {spec_bytes:,} | {sum(size.sizes):,} | "
              f"{seconds(baseline) if arguments.baseline else 'not run'} | {seconds(fresh)} | {seconds(noop)} | "
              f"{ratio(noop, fresh)} | {seconds(peer) if arguments.peer else 'skipped'} | {ratio(fresh, peer)} | "
              f"{seconds(floor)} | {ratio_text(size.floor_ratio('fresh'))} | "
              f"{seconds(dynamic) if arguments.dynamic else 'not run'} | "
              f"{ratio_text(size.floor_ratio('dynamic')) if arguments.dynamic else 'n/a'} | "
              f"{load_before} → {load_after} |", flush=True)
        if arguments.baseline:
            notes_baseline.append(f"N = {count:,}: baseline / floor {ratio_text(size.floor_ratio('baseline'))}")
        notes.extend(f"N = {count:,}, {key}: {failure}" for key, failure in size.failures.items())
    for note in notes_baseline:
        print(f"\n{note}")
    for note in notes:
        print(f"\nFailed: {note}")


if __name__ == "__main__":
    main()
