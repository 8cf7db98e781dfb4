#!/usr/bin/env bash
# Checks that a feature with more actions than one `switch` can hold still generates code, sources and
# tests, that compiles with zero warnings in both side-effect flavors: the Swift compiler gives up checking
# a switch's exhaustiveness between 721 and 761 cases with payloads, so the generated reducer, the
# middleware's effect function and the action's encoder chain switches of at most 400 cases
# (docs/generated-code.md, "Large features").
#
#   scripts/check-large-feature.sh [ENDPOINTS]     (default 200: 401 actions)
#
# Uses the generation benchmark's workload (scripts/bench-workload.py) and compiles the generated code
# against this package's debug build of ReduxRuntime, through SIL diagnostics, so that the compiler's
# warnings about switches (such as "default will never be executed") are reported too.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
endpoints="${1:-200}"
work="$(mktemp -d "${TMPDIR:-/tmp}/reduxgen-large-feature.XXXXXX")"
trap 'rm -rf "$work"' EXIT

swift build --package-path "$root" --product reduxgen
swift build --package-path "$root" --target ReduxRuntime
swift build --package-path "$root" --target ReduxRuntimeTesting
bin="$(swift build --package-path "$root" --show-bin-path)"

for flavor in effects middleware; do
    folder="$work/$flavor"
    mkdir -p "$folder"
    python3 "$root/scripts/bench-workload.py" "$endpoints" "$folder" > /dev/null
    sed -i "s/^feature: Bench$/feature: Bench\nsideEffects: $flavor/" "$folder/Bench.yaml"
    (cd "$folder" && REDUXGEN_NO_CACHE=1 "$bin/reduxgen" Bench.yaml --output Sources --tests-output Tests --module Bench)
    echo "== $flavor flavor, $endpoints endpoints: compiling the generated sources"
    if ! (cd "$folder" && swiftc -emit-sil -wmo -o /dev/null -swift-version 6 -warnings-as-errors -module-name Bench \
        -I "$bin/Modules" Sources/*.swift); then
        echo "error: the generated code of a feature with $endpoints endpoints ($flavor flavor) does not compile cleanly" >&2
        exit 1
    fi
    echo "== $flavor flavor, $endpoints endpoints: compiling the generated tests"
    if ! (cd "$folder" && mkdir -p Modules \
        && swiftc -emit-module -enable-testing -parse-as-library -swift-version 6 -module-name Bench \
            -I "$bin/Modules" -emit-module-path Modules/Bench.swiftmodule Sources/*.swift \
        && swiftc -emit-sil -wmo -o /dev/null -swift-version 6 -warnings-as-errors -module-name BenchTests \
            -I Modules -I "$bin/Modules" Tests/*.swift); then
        echo "error: the generated tests of a feature with $endpoints endpoints ($flavor flavor) do not compile cleanly" >&2
        exit 1
    fi
done
echo "check-large-feature: a feature with $endpoints endpoints and its tests compile with zero warnings in both flavors"
