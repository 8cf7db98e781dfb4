#!/usr/bin/env python3
"""Turns the text output of `swift package benchmark` into the Markdown table of docs/performance.md.

Usage: swift package --allow-writing-to-package-directory benchmark --no-progress | python3 summarize.py
Each row gives the median wall-clock time per operation and its ratio to the matching hand-written floor.
"""
import re
import sys

BOX = "│├╞╒╘═─"
medians = {}
name = None
for line in sys.stdin:
    line = line.rstrip("\n")
    if not line or line[0] in BOX or line.startswith(("=", "[", "Host", "#", "Building", "Running")):
        match = re.match(r"│ Time \(wall clock\) \((\w+)\) \*?\s*│\s*([\d.e+]+)\s*│\s*([\d.e+]+)\s*│\s*([\d.e+]+)", line)
        if match and name:
            unit, median = match.group(1), float(match.group(4))
            scale = {"ns": 1, "μs": 1_000, "us": 1_000, "ms": 1_000_000}[unit]
            medians[name] = median * scale
        continue
    name = line.strip()


def floor_for(benchmark):
    count = re.search(r"(\d+) subscribers", benchmark)
    if benchmark.startswith(("notify", "skip-repeats")) and count:
        return f"notify floor (hand-written loop), {count.group(1)} subscribers"
    if benchmark.startswith("dispatch, 3 pass-through middleware"):
        return "dispatch floor, 3 hand-written pass-through closures"
    for prefix, floor in [
        ("dispatch", "dispatch floor (hand-written loop)"),
        ("subscribe + unsubscribe", "subscribe + unsubscribe floor (dictionary), 1,000 others"),
        ("teardown", "teardown floor (dictionary), unsubscribe 10,000"),
        ("request lifecycle", "request lifecycle floor (detached task + hop back)"),
    ]:
        if benchmark.startswith(prefix):
            return floor
    return None


def show(nanoseconds):
    if nanoseconds >= 1_000_000:
        return f"{nanoseconds / 1_000_000:.2f} ms"
    if nanoseconds >= 10_000:
        return f"{nanoseconds / 1_000:,.1f} µs"
    return f"{nanoseconds:,.0f} ns"


print("| Benchmark | Median per operation | Ratio to floor |")
print("| --- | ---: | ---: |")
for benchmark in medians:
    floor = floor_for(benchmark)
    is_floor = "floor" in benchmark
    ratio = "floor" if is_floor else (f"{medians[benchmark] / medians[floor]:.1f}×" if floor in medians else "–")
    print(f"| {benchmark} | {show(medians[benchmark])} | {ratio} |")
