#!/usr/bin/env python3
"""Checks that generation's cost grows linearly with a spec's size, for every kind of size a spec can have.

For each shape below, a spec of N items and one of FACTOR x N items are generated into a temporary folder;
the best user CPU time of three runs of each is compared. (System time, most of it writing and syncing the
files, moves with the disk from run to run, several times over for the shape of many features.) Linear cost makes the ratio about
FACTOR; a quadratic search or copy makes it about FACTOR squared. The check fails when a ratio passes
FACTOR x 1.75 (7 for the default 4) while the larger spec takes at least 0.1 s, and prints every ratio.

    scripts/check-scaling.py [--reduxgen PATH] [--sizes N] [--factor F] [--shapes a,b,...]

By default it builds and uses the package's debug reduxgen and N = 600, where a quadratic part already
dominates. docs/performance.md ("Linear in
every dimension") lists the shapes and what each one found.
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

HEADER = ["api:", "  baseURL: http://localhost:8080", ""]
# Below this CPU time for the larger spec, a ratio says more about the clock's granularity and the
# process's start than about the spec's size.
MEASURABLE = 0.1
THING = ["models:", "  Thing:", "    fields:", '      id: "Int"', '      name: "String"']


def endpoints(n):
    """N GET endpoints, each returning its own model stored into its own state field (the benchmark's)."""
    lines = ["feature: Probe", *HEADER, "models:"]
    for i in range(n):
        lines += [f"  Item{i}:", "    fields:", '      title: "String"', '      count: "Int"', '      tags: "[String]"']
    lines += ["", "state:"] + [f'  item{i}: {{ type: "Item{i}?", default: null }}' for i in range(n)]
    lines += ["", "actions:", "  appeared: {}", "", "endpoints:"]
    for i in range(n):
        lines += [f"  load{i}:", "    method: GET", f"    path: /items/{i}", f"    response: Item{i}", f"    store: item{i}"]
    return lines


def action_per_endpoint(n):
    """N endpoints, each triggered by its own action and storing into its own field."""
    lines = ["feature: Probe", *HEADER, *THING, "", "state:"]
    lines += [f'  things{i}: {{ type: "[Thing]", default: [] }}' for i in range(n)]
    lines += ["", "actions:"] + [f"  refresh{i}: {{}}" for i in range(n)]
    lines += ["", "endpoints:"]
    for i in range(n):
        lines += [f"  load{i}:", "    method: GET", f"    path: /things/{i}", '    response: "[Thing]"',
                  f"    store: things{i}", f"    triggers: [refresh{i}]"]
    return lines


def triggers_of_one_endpoint(n):
    """One endpoint triggered by N actions."""
    lines = ["feature: Probe", *HEADER, "state:", '  count: { type: "Int", default: 0 }', "", "actions:"]
    lines += [f"  a{i}: {{}}" for i in range(n)]
    lines += ["", "endpoints:", "  load:", "    method: GET", "    path: /count", "    response: Int", "    store: count",
              "    triggers: [" + ", ".join(f"a{i}" for i in range(n)) + "]"]
    return lines


def payload_models(n):
    """N actions, each carrying its own model (each gets a second sample in the tests)."""
    lines = ["feature: Probe", "", "models:"]
    for i in range(n):
        lines += [f"  Item{i}:", "    fields:", '      title: "String"', '      count: "Int"']
    lines += ["", "state:", '  selected: { type: "String", default: "" }', "", "actions:"]
    for i in range(n):
        lines += [f"  pick{i}:", f'    payload: {{ item: "Item{i}" }}', "    reduce:", "      - set: selected", '        value: "x"']
    return lines


def cancel_steps(n):
    """N actions, each cancelling its own endpoint."""
    lines = ["feature: Probe", *HEADER, *THING, "", "state:", '  things: { type: "[Thing]", default: [] }', "", "actions:"]
    for i in range(n):
        lines += [f"  stop{i}:", "    reduce:", f"      - cancel: load{i}"]
    lines += ["", "endpoints:"]
    for i in range(n):
        lines += [f"  load{i}:", "    method: GET", f"    path: /things/{i}", '    response: "[Thing]"', "    store: things"]
    return lines


def paginated(n):
    """N paginated endpoints, each with its next-page action."""
    lines = ["feature: Probe", *HEADER, *THING, "", "state:"]
    lines += [f'  things{i}: {{ type: "[Thing]", default: [] }}' for i in range(n)]
    lines += ["", "actions:", "  appeared: {}", "", "endpoints:"]
    for i in range(n):
        lines += [f"  load{i}:", "    method: GET", f"    path: /things/{i}", '    response: "[Thing]"',
                  f"    store: {{ into: things{i} }}", "    triggers: [appeared]", "    pagination:", "      style: page",
                  "      pageParam: page", "      sizeParam: per_page", "      pageSize: 20", f"      nextPageAction: loadNext{i}"]
    return lines


def requests_with_every_part(n):
    """N POST endpoints with a path parameter, a query item, a body and an append."""
    lines = ["feature: Probe", *HEADER, *THING, "", "state:", '  keyword: { type: "String", default: "" }',
             '  things: { type: "[Thing]", default: [] }', "", "actions:", "  appeared: {}", "", "endpoints:"]
    for i in range(n):
        lines += [f"  save{i}:", "    method: POST", f"    path: /things{i}/{{id}}", "    payload: { id: Int, name: String }",
                  "    params: { id: payload.id }", "    query: { q: state.keyword }", "    body:", "      fields:",
                  "        id: payload.id", "        name: payload.name", "    response: Thing", "    store: { append: things }"]
    return lines


def fields_changed_by_their_own_actions(n, field, payload, step):
    """N state fields, `field(i)` each, and N actions carrying `payload`, action i making the step `step(i)`."""
    lines = ["feature: Probe", "", "state:"] + [field(i) for i in range(n)]
    lines += ["", "actions:"]
    for i in range(n):
        lines += [f"  change{i}:", f"    payload: {payload}", "    reduce:", *step(i)]
    return lines


def steps_of_one_action(n):
    """One action of N steps."""
    lines = ["feature: Probe", "", "state:"] + [f'  c{i}: {{ type: "Int", default: 0 }}' for i in range(n)]
    lines += ["", "actions:", "  bump:", "    reduce:"] + [f"      - increment: c{i}" for i in range(n)]
    return lines


def query_of_one_request(n):
    """One request of N query items: one long line for the wrapper."""
    lines = ["feature: Probe", *HEADER, *THING, "", "state:"] + [f'  q{i}: {{ type: "String", default: "" }}' for i in range(n)]
    lines += ['  things: { type: "[Thing]", default: [] }', "", "actions:", "  appeared: {}", "", "endpoints:", "  load:",
              "    method: GET", "    path: /things", "    query:"] + [f"      q{i}: state.q{i}" for i in range(n)]
    lines += ['    response: "[Thing]"', "    store: things", "    triggers: [appeared]"]
    return lines


def fields_of_one_model(n):
    """One model of N fields."""
    lines = ["feature: Probe", *HEADER, "models:", "  Big:", "    fields:"] + [f'      f{i}: "String"' for i in range(n)]
    lines += ["", "state:", '  big: { type: "Big?", default: null }', "", "actions:", "  appeared: {}", "", "endpoints:",
              "  load:", "    method: GET", "    path: /big", "    response: Big", "    store: big", "    triggers: [appeared]"]
    return lines


def cases_of_one_enum(n):
    """One enum of N cases."""
    lines = ["feature: Probe", "", "models:", "  Kind:", "    enum: String",
             "    cases: [" + ", ".join(f"k{i}" for i in range(n)) + "]"]
    lines += ["", "state:", '  kind: { type: "Kind", default: k0 }', "", "actions:", "  pick:", "    payload: { kind: Kind }",
              "    reduce:", "      - set: kind", "        from: kind"]
    return lines


def long_chain(n):
    """N endpoints, each started by the previous one's success."""
    lines = ["feature: Probe", *HEADER, *THING, "", "state:", '  things: { type: "[Thing]", default: [] }', "", "actions:",
             "  appeared: {}", "", "endpoints:"]
    for i in range(n):
        trigger = "appeared" if i == 0 else f"step{i - 1}Succeeded"
        lines += [f"  step{i}:", "    method: GET", f"    path: /steps/{i}", '    response: "[Thing]"', "    store: things",
                  f"    triggers: [{trigger}]"]
    return lines


def optimistic(n):
    """N optimistic POST endpoints, each appending to its own field."""
    lines = ["feature: Probe", *HEADER, "state:"] + [f'  ids{i}: {{ type: "[Int]", default: [] }}' for i in range(n)]
    lines += ["", "actions:", "  appeared: {}", "", "endpoints:"]
    for i in range(n):
        lines += [f"  mark{i}:", "    method: POST", f"    path: /marks/{i}", "    payload: { id: Int }",
                  "    body: { fields: { id: payload.id } }", "    optimistic:", f"      - append: ids{i}", "        from: id"]
    return lines


def optimistic_steps_of_one_endpoint(n):
    """One optimistic endpoint of N steps."""
    lines = ["feature: Probe", *HEADER, "state:"] + [f'  ids{i}: {{ type: "[Int]", default: [] }}' for i in range(n)]
    lines += ["", "actions:", "  appeared: {}", "", "endpoints:", "  mark:", "    method: POST", "    path: /marks",
              "    payload: { id: Int }", "    body: { fields: { id: payload.id } }", "    optimistic:"]
    for i in range(n):
        lines += [f"      - append: ids{i}", "        from: id"]
    return lines


def upserts(n):
    """N endpoints, each upserting into its own field."""
    lines = ["feature: Probe", *HEADER, *THING, "", "state:"] + [f'  things{i}: {{ type: "[Thing]", default: [] }}' for i in range(n)]
    lines += ["", "actions:", "  appeared: {}", "", "endpoints:"]
    for i in range(n):
        lines += [f"  save{i}:", "    method: POST", f"    path: /things/{i}", "    payload: { id: Int }",
                  "    body: { fields: { id: payload.id } }", "    response: Thing", f"    store: {{ upsert: things{i}, by: id }}"]
    return lines


def nested_models(n):
    """N models sharing one inner model, with dictionaries of arrays."""
    lines = ["feature: Probe", "", "models:", "  Owner:", "    fields:", '      login: "String"']
    for i in range(n):
        lines += [f"  Group{i}:", "    fields:", '      owner: "Owner"', '      byName: "[String: [Owner]]"']
    lines += ["", "state:"] + [f'  group{i}: {{ type: "Group{i}?", default: null }}' for i in range(n)]
    lines += ["", "actions:", "  appeared: {}"]
    return lines


def custom_hooks(n):
    """N custom actions (hooks)."""
    lines = ["feature: Probe", "", "state:", '  count: { type: "Int", default: 0 }', "", "actions:"]
    for i in range(n):
        lines += [f"  hook{i}:", "    custom: true"]
    return lines


def features_of_one_module(n):
    """N / 4 features generated together, each with a request, so the app's files compose them all."""
    specs = {}
    for i in range(max(n // 4, 1)):
        specs[f"Feature{i}.yaml"] = [
            f"feature: Feature{i}", *HEADER, "models:", f"  Thing{i}:", "    fields:", '      id: "Int"', "", "state:",
            f'  things: {{ type: "[Thing{i}]", default: [] }}', "", "actions:", "  appeared: {}", "", "endpoints:", "  load:",
            "    method: GET", f"    path: /things/{i}", f'    response: "[Thing{i}]"', "    store: things", "    triggers: [appeared]",
        ]
    return specs


SHAPES = {
    "endpoints": endpoints,
    "action-per-endpoint": action_per_endpoint,
    "triggers-of-one-endpoint": triggers_of_one_endpoint,
    "payload-models": payload_models,
    "cancel-steps": cancel_steps,
    "paginated": paginated,
    "requests-with-every-part": requests_with_every_part,
    # N state fields, each set by its own action.
    "state-and-actions": lambda n: fields_changed_by_their_own_actions(
        n, lambda i: f'  field{i}: {{ type: "Int", default: 0 }}', "{ value: Int }",
        lambda i: [f"      - set: field{i}", "        from: value"]),
    "steps-of-one-action": steps_of_one_action,
    "query-of-one-request": query_of_one_request,
    "fields-of-one-model": fields_of_one_model,
    "cases-of-one-enum": cases_of_one_enum,
    "long-chain": long_chain,
    "optimistic": optimistic,
    "optimistic-steps-of-one-endpoint": optimistic_steps_of_one_endpoint,
    "upserts": upserts,
    # N persisted fields, each changed by its own action.
    "persisted-fields": lambda n: fields_changed_by_their_own_actions(
        n, lambda i: f'  ids{i}: {{ type: "[Int]", default: [], persist: true }}', "{ id: Int }",
        lambda i: [f"      - append: ids{i}", "        from: id"]),
    "nested-models": nested_models,
    "custom-hooks": custom_hooks,
    "features-of-one-module": features_of_one_module,
}


def cpu_seconds(command, cwd):
    """The user CPU time of one run of `command`, which must succeed."""
    env = dict(os.environ, REDUXGEN_NO_CACHE="1")
    # Errors go to a file, not a pipe, which a long report could fill while nothing reads it.
    with tempfile.TemporaryFile() as errors:
        process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(process.pid, 0)
        if status != 0:
            errors.seek(0)
            sys.exit(f"error: {' '.join(command)} failed in {cwd}:\n{errors.read().decode(errors='replace')[:4000]}")
    return usage.ru_utime


def write_specs(shape, size, folder):
    """Writes the specs of `shape` at `size` into `folder`; returns their file names."""
    specs = SHAPES[shape](size)
    if isinstance(specs, list):
        specs = {"Probe.yaml": specs}
    for name, lines in specs.items():
        with open(os.path.join(folder, name), "w") as spec:
            spec.write("\n".join(lines) + "\n")
    return sorted(specs)


def best_time(reduxgen, folder, specs, runs=3):
    """The least user CPU time of `runs` generations of `specs` in `folder`, each into an empty output."""
    times = []
    for _ in range(runs):
        shutil.rmtree(os.path.join(folder, "out"), ignore_errors=True)
        times.append(cpu_seconds([reduxgen, *specs, "--output", "out/Sources", "--tests-output", "out/Tests",
                                  "--module", "Probe"], folder))
    return min(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reduxgen", help="the reduxgen to run (default: build the package's debug one)")
    parser.add_argument("--sizes", type=int, default=600, help="N, the smaller size (default 600)")
    parser.add_argument("--factor", type=int, default=4, help="how many times larger the second spec is (default 4)")
    parser.add_argument("--shapes", help="comma-separated shapes (default: all)")
    arguments = parser.parse_args()

    reduxgen = os.path.abspath(arguments.reduxgen) if arguments.reduxgen else None
    if reduxgen is None:
        subprocess.run(["swift", "build", "--package-path", ROOT, "--product", "reduxgen"], check=True,
                       stdout=sys.stderr)
        bin_path = subprocess.run(["swift", "build", "--package-path", ROOT, "--show-bin-path"], check=True,
                                  capture_output=True, text=True).stdout.strip()
        reduxgen = os.path.join(bin_path, "reduxgen")
    shapes = arguments.shapes.split(",") if arguments.shapes else list(SHAPES)
    unknown = [shape for shape in shapes if shape not in SHAPES]
    if unknown:
        sys.exit(f"error: unknown shapes {', '.join(unknown)}; known: {', '.join(SHAPES)}")

    small, large = arguments.sizes, arguments.sizes * arguments.factor
    limit = arguments.factor * 1.75
    failures = []
    print(f"{'shape':<34} {'N=' + str(small):>10} {'N=' + str(large):>10} {'ratio':>7}  (linear ~{arguments.factor}, limit {limit:g})")
    with tempfile.TemporaryDirectory(prefix="reduxgen-scaling.") as work:
        for shape in shapes:
            times = []
            for size in (small, large):
                folder = os.path.join(work, f"{shape}-{size}")
                os.makedirs(folder)
                times.append(best_time(reduxgen, folder, write_specs(shape, size, folder)))
            ratio = times[1] / max(times[0], 0.001)
            if times[1] < MEASURABLE:
                verdict = f"ok (under {MEASURABLE:g} s: too quick to judge)"
            elif ratio <= limit:
                verdict = "ok"
            else:
                verdict = "NOT LINEAR"
                failures.append(shape)
            print(f"{shape:<34} {times[0]:>9.3f}s {times[1]:>9.3f}s {ratio:>7.1f}  {verdict}", flush=True)
    if failures:
        print(f"error: generation grows faster than linearly for: {', '.join(failures)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
