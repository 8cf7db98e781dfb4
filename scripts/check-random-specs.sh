#!/usr/bin/env bash
# Property-based check of the generator: the random valid specs of a fixed set of seeds (see
# Sources/RandomSpecs) are generated together into one package (60 seeds at a time), which must build with
# warnings as errors and whose generated tests must pass. On a failure it prints the seed of each failing spec and a minimized
# spec that still fails (docs/testing.md describes the check).
#
#   scripts/check-random-specs.sh                   # the CI batch: seeds 1-24
#   scripts/check-random-specs.sh --seeds 1-400     # a longer run
#   scripts/check-random-specs.sh --seeds 17        # one seed, to reproduce a failure
#   scripts/check-random-specs.sh --check-folder D  # builds the specs in D/specs (with D/UserCode); the
#                                                   # minimizer's check
#
# Environment: RANDOM_SPECS_WORK=DIR keeps the work folder (default: a temporary one, removed at the end);
# MINIMIZE_BUDGET=N bounds the builds a minimization may make (default 12); RANDOM_SPECS_BATCH=N is the
# number of seeds generated into the package at a time (default 60).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seeds="1-24"
check_folder=""
while [[ $# -gt 0 ]]; do
    case "$1" in
        --seeds) seeds="$2"; shift 2 ;;
        --check-folder) check_folder="$2"; shift 2 ;;
        *) echo "usage: $0 [--seeds 1-24] [--check-folder DIR]" >&2; exit 2 ;;
    esac
done

if [[ -n "${RANDOM_SPECS_WORK:-}" ]]; then
    work="$RANDOM_SPECS_WORK"
    mkdir -p "$work"
else
    work="$(mktemp -d "${TMPDIR:-/tmp}/reduxgen-random-specs.XXXXXX")"
    if [[ -z "$check_folder" ]]; then trap 'rm -rf "$work"' EXIT; fi
fi

bin="$(cd "$root" && swift build --show-bin-path)"
flags=(-Xswiftc -warnings-as-errors)

# Generates the specs of $1/specs (and copies the hooks of $1/UserCode) into the package $2, builds it
# and runs its tests; the logs go to $2/build.log and $2/test.log. Fails on any warning, error or failed test.
build_package() {
    local input="$1" package="$2"
    mkdir -p "$package"
    rm -rf "$package/Sources" "$package/Tests"
    mkdir -p "$package/Sources/Features" "$package/Tests/FeaturesTests"
    cat > "$package/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "RandomFeatures",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(name: "reduxgen", path: "$root")],
    targets: [
        .target(name: "Features", dependencies: [.product(name: "ReduxRuntime", package: "reduxgen")]),
        .testTarget(
            name: "FeaturesTests",
            dependencies: ["Features", .product(name: "ReduxRuntimeTesting", package: "reduxgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
    # Run from the package, so that no reduxgen.yaml of the repository adds its settings.
    (cd "$package" && "$bin/reduxgen" "$input/specs" --output "$package/Sources/Features" \
        --tests-output "$package/Tests/FeaturesTests" --module Features --access public) > "$package/generate.log" 2>&1 \
        || { cat "$package/generate.log"; return 1; }
    if compgen -G "$input/UserCode/*.swift" > /dev/null; then cp "$input"/UserCode/*.swift "$package/Sources/Features/"; fi
    (cd "$package" && swift build --build-tests "${flags[@]}" > build.log 2>&1) || true
    # Not `grep -q`: it stops reading at the first line, and with pipefail the first grep's broken pipe
    # would then count as no warning.
    if grep -E "(warning|error):" "$package/build.log" | grep -v "Package.resolved" > /dev/null; then return 1; fi
    (cd "$package" && swift test --skip-build > test.log 2>&1) || true
    grep -q "Test run with .* passed" "$package/test.log"
}

echo "== building reduxgen and random-specs"
(cd "$root" && swift build --product reduxgen > /dev/null && swift build --product random-specs > /dev/null)

if [[ -n "$check_folder" ]]; then
    build_package "$check_folder" "$work/check-package"
    exit $?
fi

# The seeds, in batches of at most RANDOM_SPECS_BATCH seeds (default 60), each generated into the package
# in turn: an app of several hundred features has an AppState too large for a test thread's stack (the
# generated App tests crash with signal 11), which no app of that size would be built as.
batch_size="${RANDOM_SPECS_BATCH:-60}"
all_seeds=()
IFS=',' read -ra parts <<< "$seeds"
for part in "${parts[@]}"; do
    low="${part%-*}"; high="${part#*-}"
    [[ "$low" =~ ^[0-9]+$ && "$high" =~ ^[0-9]+$ ]] || { echo "invalid seeds '$seeds'; write them like 1-24 or 3,7" >&2; exit 2; }
    for ((seed = low; seed <= high; seed++)); do all_seeds+=("$seed"); done
done

start=$SECONDS
features=0
tests=0
failed=""
for ((first = 0; first < ${#all_seeds[@]}; first += batch_size)); do
    batch=$(IFS=','; echo "${all_seeds[*]:first:batch_size}")
    label="${all_seeds[first]}"
    last=$((first + batch_size < ${#all_seeds[@]} ? first + batch_size - 1 : ${#all_seeds[@]} - 1))
    [[ $last -gt $first ]] && label="$label-${all_seeds[last]}"
    echo "== random specs of seeds $label"
    "$bin/random-specs" write --seeds "$batch" --output "$work/input"
    echo "== generating them into one package, building with warnings as errors and running the generated tests"
    if ! build_package "$work/input" "$work/package"; then
        failed="$label"
        break
    fi
    features=$((features + $(ls "$work/input/specs" | wc -l)))
    tests=$((tests + $(grep -o "Test run with [0-9]* tests" "$work/package/test.log" | grep -o "[0-9]*" || echo 0)))
done
if [[ -z "$failed" ]]; then
    echo "== the random specs of seeds $seeds ($features features, $tests generated tests) build without warnings and pass, in $((SECONDS - start))s"
    exit 0
fi

echo "error: the generated code of the random valid specs of seeds $failed fails:" >&2
grep -E "(warning|error):" "$work/package/build.log" | grep -v "Package.resolved" | sort -u | head -40 >&2 || true
grep -E "✘|error|signal" "$work/package/test.log" | head -40 >&2 || true

# The spec each failing generated file came from (its header names it), and that spec's seed.
failing_files=$( (grep -oE "Sources/Features/[A-Za-z0-9_]+\.swift|Tests/FeaturesTests/[A-Za-z0-9_]+\.swift" \
    "$work/package/build.log" || true; grep -oE "✘ Suite [A-Za-z0-9_]+Tests" "$work/package/test.log" \
    | sed -E 's|✘ Suite |Tests/FeaturesTests/|; s|$|.swift|' || true) | sort -u)
failing_seeds=""
for file in $failing_files; do
    [[ -f "$work/package/$file" ]] || continue
    # The app files name every spec; only a feature's own files name one.
    spec=$(head -1 "$work/package/$file" | grep -v ", " | sed -nE 's|^// Generated by reduxgen from .*/([^/]+\.yaml)\. Do not edit\.$|\1|p' || true)
    [[ -n "$spec" ]] || continue
    seed=$(awk -v spec="$spec" '$1 == spec { print $2 }' "$work/input/seeds.txt")
    [[ -n "$seed" ]] && failing_seeds="$failing_seeds $seed"
done
# A failing app test names its feature: `<member>ActionsReachThe<Feature>State`.
for feature in $(grep -oE "✘ Test [A-Za-z0-9_]+ActionsReachThe[A-Za-z0-9_]+State\(" "$work/package/test.log" \
        | sed -E 's/.*ActionsReachThe([A-Za-z0-9_]+)State\(/\1/' | sort -u); do
    seed=$(awk -v name="$feature" '$3 == name { print $2 }' "$work/input/seeds.txt")
    [[ -n "$seed" ]] && failing_seeds="$failing_seeds $seed"
done
failing_seeds=$(echo "$failing_seeds" | tr ' ' '\n' | grep . | sort -un | tr '\n' ' ' || true)
echo "error: failing seeds: ${failing_seeds:-unknown (the failure is in code no single spec generated)}" >&2
first=$(echo "$failing_seeds" | awk '{ print $1 }')
if [[ -n "$first" ]]; then
    echo "== minimizing seed $first (at most ${MINIMIZE_BUDGET:-12} builds)" >&2
    "$bin/random-specs" minimize --seed "$first" --output "$work/minimize" --budget "${MINIMIZE_BUDGET:-12}" \
        --check "RANDOM_SPECS_WORK='$work/minimize-work' '$0' --check-folder" >&2 || true
    echo "reproduce: scripts/check-random-specs.sh --seeds $first" >&2
fi
exit 1
