#!/usr/bin/env bash
# The generation benchmark (docs/performance.md, "Generation"): CPU time of reduxgen generating N GET
# endpoints, against swift-openapi-generator 1.14.3 on the same API as OpenAPI and against a C floor.
#
#   scripts/bench-generation.sh [--sizes 10,100,1000,5000] [--repetitions 5]
#
# Environment:
#   BENCH_WORK   scratch folder for workloads and outputs (default: /tmp/reduxgen-bench)
#   REDUXGEN     a reduxgen binary to measure (default: this checkout, built here as docs/install.md builds
#                the release binary: -c release, plus --static-swift-stdlib on Linux)
#   DYNAMIC      the same version built with the Swift runtime linked dynamically (plain `swift build -c
#                release`), measured in the same rounds (default on Linux when REDUXGEN is unset: built here)
#   BASELINE     an earlier reduxgen binary, measured fresh in the same rounds (optional)
#   SOG          a swift-openapi-generator binary; when unset, the one built in $SOG_BUILD is used, built
#                there first from the local package copy $SOG_PACKAGE (tag 1.14.3) unless SOG_BUILD_PEER=0
#   SOG_BUILD    where the peer is checked out and built, outside this repository (default: /tmp/sog)
#   SOG_PACKAGE  the git repository of swift-openapi-generator (default: the machine's local package copy)
#
# Without the peer the table says "skipped" in its column and the script says why.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="${BENCH_WORK:-/tmp/reduxgen-bench}"
mkdir -p "$work"

# reduxgen is measured as docs/install.md builds the release binary: on Linux with the Swift runtime linked
# in (--static-swift-stdlib), in a build folder of its own. The same version built as plain `swift build -c
# release` builds it (the runtime linked dynamically, as the build plugin runs it) is measured beside it.
if [[ -z "${REDUXGEN:-}" ]]; then
    echo "Building reduxgen (release)..." >&2
    swift build --package-path "$root" -c release -j 1 --product reduxgen >&2
    dynamic="$(swift build --package-path "$root" -c release --show-bin-path)/reduxgen"
    if [[ "$(uname -s)" == Linux ]]; then
        echo "Building reduxgen (release, --static-swift-stdlib, as docs/install.md builds it)..." >&2
        static=(--package-path "$root" --scratch-path "$root/.build/static-stdlib" -c release)
        swift build "${static[@]}" -j 1 --product reduxgen --static-swift-stdlib >&2
        REDUXGEN="$(swift build "${static[@]}" --show-bin-path)/reduxgen"
        DYNAMIC="${DYNAMIC:-$dynamic}"
    else
        REDUXGEN="$dynamic"
    fi
fi

# shellcheck source=scripts/locate-openapi-generator.sh
source "$root/scripts/locate-openapi-generator.sh"

floor="$work/bench-floor"
cc -O2 -o "$floor" "$root/scripts/bench-floor.c" -lyaml

echo "Machine: $(nproc) cores, $(uname -m), $(swift --version 2>/dev/null | head -1)" >&2
echo "Load at start: $(uptime)" >&2
python3 "$root/scripts/bench-generation.py" --reduxgen "$REDUXGEN" --floor "$floor" \
    ${peer_arguments[@]+"${peer_arguments[@]}"} ${BASELINE:+--baseline "$BASELINE"} ${DYNAMIC:+--dynamic "$DYNAMIC"} "$@" "$work"
