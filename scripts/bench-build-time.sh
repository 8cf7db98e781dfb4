#!/usr/bin/env bash
# Build time of generated code (docs/performance.md, "Build time of generated code"): `swift build` of the
# sources and tests reduxgen generates for the generation benchmark's workload, against the client
# swift-openapi-generator generates for the same API.
#
#   scripts/bench-build-time.sh [--sizes 100,250] [--repetitions 3] [--configurations debug,release]
#
# Takes the same environment as scripts/bench-generation.sh (BENCH_WORK, REDUXGEN, SOG, SOG_BUILD_PEER);
# the peer's package also needs swift-openapi-runtime, resolved like any package.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="${BENCH_WORK:-/tmp/reduxgen-bench}"
mkdir -p "$work"

if [[ -z "${REDUXGEN:-}" ]]; then
    echo "Building reduxgen (release)..." >&2
    swift build --package-path "$root" -c release -j 1 --product reduxgen >&2
    REDUXGEN="$(swift build --package-path "$root" -c release --show-bin-path)/reduxgen"
fi

# shellcheck source=scripts/locate-openapi-generator.sh
source "$root/scripts/locate-openapi-generator.sh"

echo "Machine: $(nproc) cores, $(uname -m), $(swift --version 2>/dev/null | head -1)" >&2
echo "Load at start: $(uptime)" >&2
python3 "$root/scripts/bench-build-time.py" --reduxgen "$REDUXGEN" --root "$root" \
    ${peer_arguments[@]+"${peer_arguments[@]}"} "$@" "$work"
